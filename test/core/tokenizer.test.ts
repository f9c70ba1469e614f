// The tokenizer, table-driven: plain words, every kind of quote, apostrophes, hostile input.
import { describe, expect, it } from "vitest";
import { quoteWord } from "../../src/core/command-line.ts";
import { tokenize, UnbalancedQuoteError } from "../../src/core/tokenizer.ts";

const values = (text: string) => tokenize(text).map((token) => token.value);

describe("tokenize", () => {
  it.each([
    ["apps --status approved", ["apps", "--status", "approved"]],
    ["  many   spaces\tand\ttabs \n", ["many", "spaces", "and", "tabs"]],
    ['comment REQ-1 "two words"', ["comment", "REQ-1", "two words"]],
    ["comment REQ-1 'single quoted'", ["comment", "REQ-1", "single quoted"]],
    ["comment REQ-1 “typographic double”", ["comment", "REQ-1", "typographic double"]],
    ["comment REQ-1 ‘typographic single’", ["comment", "REQ-1", "typographic single"]],
    ['comment REQ-1 “mixed closers"', ["comment", "REQ-1", "mixed closers"]],
    ["don't split it's", ["don't", "split", "it's"]],
    ["café 日本語 😀", ["café", "日本語", "😀"]],
    [
      '--audience "country = FR|DE; contract_type = full_time"',
      ["--audience", "country = FR|DE; contract_type = full_time"],
    ],
    ['""', [""]],
    ["", []],
  ])("reads %j", (text, expected) => {
    expect(values(text)).toEqual(expected);
  });

  it("marks quoted words, so that a quoted --flag is text", () => {
    expect(tokenize('"--status" x').map((token) => token.quoted)).toEqual([true, false]);
  });

  it.each(['comment "never closed', "x 'open", "“open"])("refuses an unbalanced quote in %j", (text) => {
    expect(() => tokenize(text)).toThrow(UnbalancedQuoteError);
  });

  it("reads a huge line in linear time without crashing", () => {
    const text = `comment REQ-1 ${"word ".repeat(20_000)}`;
    expect(tokenize(text)).toHaveLength(20_002);
  });

  it("quotes a word so that it reads back the same", () => {
    for (const word of ["plain", "two words", 'say "hi"', "it's here", ""]) {
      expect(values(quoteWord(word))).toEqual([word]);
    }
  });
});
