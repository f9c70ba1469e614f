// Politeness set apart at a message's start or end never reaches what is posted; in the middle, or leading into its sentence, or as the whole message, it is the message's own.
import { describe, expect, it } from "vitest";
import { POLITENESS, withoutPoliteness } from "../../src/core/message-text.ts";

/** Messages as people write them, in both languages. */
const BODIES = [
  "the laptop arrived",
  "Le portable est arrivé.",
  "laptop over budget, please review",
  "Budget: 1 200 € — d’accord ?",
  "new screen for @Ada",
];

/** Every phrase of the catalogues, as written, capitalised, and in capitals. */
const PHRASES = POLITENESS.flatMap((phrase) => [
  phrase,
  phrase.charAt(0).toUpperCase() + phrase.slice(1),
  phrase.toUpperCase(),
]);

/** What sets a leading phrase apart from the message. */
const AFTER_LEADING = [", ", "! ", " ! ", ". ", " - ", ": ", "!! ", ",", " — "];

/** What stands between the message and a trailing phrase, with what of it the message keeps. */
const BEFORE_TRAILING: Array<[string, string]> = [
  [" ", ""],
  [", ", ""],
  [" - ", ""],
  ["; ", ""],
  [". ", "."],
  ["! ", "!"],
  ["… ", "…"],
];

/** What may follow a trailing phrase. */
const ENDINGS = ["", "!", ".", " !", "!!", " 🙏", " :)"];

describe("politeness at a message's start", () => {
  it.each(PHRASES)("is left out when set apart: %s", (phrase) => {
    for (const body of BODIES)
      for (const apart of AFTER_LEADING) expect(withoutPoliteness(`${phrase}${apart}${body}`), apart).toBe(body);
  });

  it.each([
    "Please approve the new laptop",
    "Thanks for the quick fix",
    "Merci de valider le budget",
    "Merci pour le portable",
    "Thank you Ada for the laptop",
  ])("is part of a sentence it leads into: %s", (message) => {
    expect(withoutPoliteness(message)).toBe(message);
  });
});

describe("politeness at a message's end", () => {
  it.each(PHRASES)("is left out, with what set it apart, a sentence's own end kept: %s", (phrase) => {
    for (const body of BODIES)
      for (const [before, kept] of BEFORE_TRAILING)
        for (const ending of ENDINGS)
          expect(withoutPoliteness(`${body}${before}${phrase}${ending}`), `${before}|${ending}`).toBe(`${body}${kept}`);
  });
});

describe("politeness at both ends, repeated, in both languages", () => {
  it.each([
    ["Please, thanks! the laptop arrived, thanks, merci d'avance!", "the laptop arrived"],
    ["Merci ! Stp, le portable est arrivé, merci beaucoup 🙏", "le portable est arrivé"],
    ["S’IL VOUS PLAÎT : le portable est arrivé. Merci d’avance !", "le portable est arrivé."],
    ["s'il vous plait, le portable est arrivé svp", "le portable est arrivé"],
    ["thx - laptop over budget, please review. Thanks in advance", "laptop over budget, please review."],
    ["  pls,   the laptop arrived   thx  ", "the laptop arrived"],
  ])("%s", (message, kept) => {
    expect(withoutPoliteness(message)).toBe(kept);
  });
});

describe("politeness that is the message's own", () => {
  it.each([
    "laptop over budget, please review",
    "thanks to Ada the laptop works",
    "the merci box is full",
    "pleased to report: all good",
    "plsql job failed",
    "merciless deadline",
  ])("stays in the middle, or inside a word: %s", (message) => {
    expect(withoutPoliteness(message)).toBe(message);
  });

  it.each([
    "Thanks!",
    "merci d'avance",
    "Please, thanks",
    "Merci beaucoup !",
    "thx 🙏",
  ])("is the whole message, kept as written: %s", (message) => {
    expect(withoutPoliteness(message)).toBe(message);
  });

  it("takes other phrases when given them", () => {
    expect(withoutPoliteness("danke, the laptop arrived. Danke schön!", ["danke", "danke schön"])).toBe(
      "the laptop arrived.",
    );
  });
});

describe("a long message", () => {
  it("is read once through, however much politeness it holds", () => {
    const message = `${"please, ".repeat(20_000)}the laptop${" thanks".repeat(20_000)}`;
    expect(withoutPoliteness(message)).toBe("the laptop");
  });
});
