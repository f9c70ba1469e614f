// Counts in every message of both languages: a number's noun (and, in French, its adjectives) agrees with it, by ICU plural, for 0, 1 and 2.
import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { en } from "../../src/messages/en.ts";
import { catalogues, LOCALES } from "../../src/messages/translate.ts";

type Element = { type: number; value?: string; options?: Record<string, { value: Element[] }> };

const keys = Object.keys(en) as Array<keyof typeof en>;
const ast = (message: string, locale: string) =>
  new IntlMessageFormat(message, locale, undefined, { ignoreTag: true }).getAst() as unknown as Element[];

/** Every placeholder of a message with its kind: 1 a plain argument, 2 a number, 5 a select, 6 a plural (intl-messageformat's types). */
function placeholders(elements: Element[], found = new Map<string, number>()): Map<string, number> {
  for (const element of elements) {
    if (element.type !== 0 && typeof element.value === "string" && !found.has(element.value))
      found.set(element.value, element.type);
    for (const option of Object.values(element.options ?? {})) placeholders(option.value, found);
  }
  return found;
}

/**
 * The placeholders that are counts: every one that some message counts (as a plural or a number),
 * and the durations and limits that are written as numbers (a count somewhere is a count everywhere).
 */
const COUNTS = new Set(["minutes", "seconds", "hidden", "max", "megabytes"]);
for (const locale of LOCALES)
  for (const key of keys)
    for (const [name, kind] of placeholders(ast(catalogues[locale][key], locale)))
      if (kind === 2 || kind === 6) COUNTS.add(name);

/** Words that end in s or x without being plurals, after a number. */
const INVARIABLE = new Set([
  "is",
  "was",
  "has",
  "this",
  "its",
  "as",
  "us",
  "plus",
  "pas",
  "dans",
  "sans",
  "fois",
  "mois",
  "sous",
  "vous",
  "nous",
  "jamais",
  "après",
  "dès",
  "des",
  "les",
  "ses",
  "aux",
]);

/** The clause that follows where `count` is written in `text` (up to the next punctuation). */
const clauseAt = (text: string, at: number) =>
  text
    .slice(at)
    .replace(/^\d+/, "")
    .split(/[.,;:!?()·—…\n\d]/)[0] ?? "";

describe("counts in the catalogue", () => {
  for (const locale of LOCALES) {
    const catalogue = catalogues[locale];
    // In French one (the singular) is 0 and 1; in English, 1 only.
    const singular = locale === "fr" ? [0, 1] : [1];
    it(`(${locale}) every noun after a count agrees with it, for 0, 1 and 2`, () => {
      const wrong: string[] = [];
      for (const key of keys) {
        const counts = [...placeholders(ast(catalogue[key], locale)).keys()].filter((name) => COUNTS.has(name));
        for (const count of counts) {
          const values = (n: number) => {
            const all: Record<string, string | number> = {};
            for (const [name] of placeholders(ast(catalogue[key], locale))) all[name] = COUNTS.has(name) ? 7 : "Q";
            return { ...all, [count]: n };
          };
          const render = (n: number) => String(new IntlMessageFormat(catalogue[key], locale).format(values(n)));
          const two = render(2);
          for (const n of [0, 1, 2]) {
            const text = render(n);
            // Where the count is written: where this rendering and the one for 2 first differ.
            let at = 0;
            while (at < text.length && text[at] === two[at]) at += 1;
            if (!singular.includes(n) || at >= text.length) continue;
            const plural = clauseAt(text, at)
              .split(/\s+/)
              .filter((word) => /\p{L}{2,}[sx]$/u.test(word) && !INVARIABLE.has(word.toLowerCase()));
            if (plural.length > 0) wrong.push(`${key} (${count}=${n}): ${text}`);
          }
        }
      }
      expect(wrong).toEqual([]);
    });
  }

  it("finds a wrong one (the check itself)", () => {
    const message = "{changed} modifiées";
    const text = new IntlMessageFormat(message, "fr").format({ changed: 1 });
    expect(clauseAt(String(text), 0).split(/\s+/)).toContain("modifiées");
  });
});
