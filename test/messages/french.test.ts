// French beside English: the same keys and placeholders, French typography, no English sentence left in the French catalogue.
import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { en } from "../../src/messages/en.ts";
import { fr } from "../../src/messages/fr.ts";
import { catalogues, inLocale, LOCALES, localeOf, localeOfAcceptLanguage, t } from "../../src/messages/translate.ts";

/** The names of a message's placeholders (arguments, selects, plurals), however deeply nested. */
function placeholders(message: string, locale: string): string[] {
  const names = new Set<string>();
  const walk = (elements: unknown[]) => {
    for (const element of elements as Array<{ value?: unknown; options?: Record<string, { value: unknown[] }> }>) {
      if (typeof element.value === "string" && "type" in element && (element as { type: number }).type !== 0)
        names.add(element.value);
      for (const option of Object.values(element.options ?? {})) walk(option.value);
    }
  };
  walk(new IntlMessageFormat(message, locale, undefined, { ignoreTag: true }).getAst() as unknown[]);
  return [...names].sort();
}

const keys = Object.keys(en) as Array<keyof typeof en>;

// Every language beside English: a third one is one more file in catalogues, and these say what it lacks.
describe.each(LOCALES.filter((locale) => locale !== "en"))("the %s catalogue", (locale) => {
  const catalogue = catalogues[locale];

  it("has every key of the English one and no other", () => {
    expect(Object.keys(catalogue).sort()).toEqual([...keys].sort());
  });

  it("uses the same placeholders as the English message, key by key", () => {
    const differing = keys.filter(
      (key) => JSON.stringify(placeholders(en[key], "en")) !== JSON.stringify(placeholders(catalogue[key], locale)),
    );
    expect(differing).toEqual([]);
  });
});

describe("the French catalogue", () => {
  it("writes French: « » quotes, a non-breaking space before : ; ? ! and inside the quotes", () => {
    const wrong = keys.filter((key) => / [:;?!]/.test(fr[key]) || /«[^\u00a0]|[^\u00a0]»/.test(fr[key]));
    expect(wrong).toEqual([]);
  });

  it("names a command or an action as one, in « » (« comment », never a bare word that reads as French)", () => {
    // Allowed bare: a command line after a colon ("Page suivante : apps --page 2"), a menu's label after an arrow.
    const bare = keys.filter((key) =>
      [...fr[key].matchAll(/(.{0,2})\{(command|action)\}(.?.?)/g)].some(
        ([, before = "", , after = ""]) =>
          !(before === "«\u00a0" && after.startsWith("\u00a0»")) && !/[:→]\s$/.test(before),
      ),
    );
    expect(bare).toEqual([]);
  });

  it("leaves no English sentence of the catalogue in French (three words or more, word for word)", () => {
    // Words of the message itself, not its placeholders.
    const words = (message: string) => message.replace(/\{[^{}]*\}/g, " ").match(/\p{L}{2,}/gu) ?? [];
    const english = keys.filter((key) => fr[key] === en[key] && words(en[key]).length >= 3);
    expect(english).toEqual([]);
  });
});

describe("the reader's language", () => {
  it("is the one deskbot has for a tag, English for one it does not have", () => {
    expect([
      localeOf("fr-CA"),
      localeOf("fr_FR.UTF-8"),
      localeOf("en-US"),
      localeOf("de"),
      localeOf(undefined),
    ]).toEqual(["fr", "fr", "en", undefined, undefined]);
  });

  it("is, for an HTTP caller, the one its Accept-Language prefers most among those deskbot has", () => {
    expect([
      localeOfAcceptLanguage("fr-CH, fr;q=0.9, en;q=0.8"),
      localeOfAcceptLanguage("de-DE, en;q=0.5, fr;q=0.7"),
      localeOfAcceptLanguage("en;q=0.2, fr;q=0"),
      localeOfAcceptLanguage("de, *;q=0.5"),
      localeOfAcceptLanguage(undefined),
    ]).toEqual(["fr", "fr", "en", undefined, undefined]);
  });

  it("chooses plural forms and numbers the French way", () => {
    inLocale("fr", () => {
      expect(t("directory.title", { people: 1 })).toBe("Annuaire\u00a0: 1 personne");
      expect(t("directory.title", { people: 2500 })).toBe("Annuaire\u00a0: 2\u202f500 personnes");
    });
    expect(t("directory.title", { people: 2500 })).toBe("Directory: 2,500 people");
  });
});
