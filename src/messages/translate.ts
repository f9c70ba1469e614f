// Turns a catalogue key and its named values into the words a person reads, in their language (ICU MessageFormat, through intl-messageformat).
import { IntlMessageFormat } from "intl-messageformat";
import { currentWork, withWork } from "../work-context.ts";
import { en } from "./en.ts";
import { fr } from "./fr.ts";

/** A message of the catalogue, by key. */
export type MessageKey = keyof typeof en;

/** The named values a message's placeholders take. */
export type MessageValues = Record<string, string | number>;

/** The languages deskbot speaks: a file of the same keys each. */
export const LOCALES = ["en", "fr"] as const;
export type Locale = (typeof LOCALES)[number];

const CATALOGUES: Record<Locale, { readonly [K in MessageKey]: string }> = { en, fr };

/**
 * The language of words made outside any reader's work (a log's example, a test's expectation):
 * the catalogue's own. Every way in sets the reader's (DESK_LOCALE's when theirs is not known).
 */
export const SOURCE_LOCALE: Locale = "en";

/**
 * The language deskbot has for a locale tag (`fr-CA` → `fr`, `en-US` → `en`), or undefined for one
 * it does not speak (`de`) or for anything that is not a tag (a number, an object sent as a locale):
 * the caller then falls back to the default.
 */
export function localeOf(tag: unknown): Locale | undefined {
  if (typeof tag !== "string") return undefined;
  const language = tag.trim().slice(0, 16).toLowerCase().split(/[-_.]/)[0];
  return LOCALES.find((locale) => locale === language);
}

/** What a language setting (DESK_LOCALE, `chat --locale`) must be, for the operator who set it wrong. */
export const LOCALE_SETTING_RULE = `must be ${LOCALES.join(" or ")} (or a tag such as fr-FR)`;

/**
 * The language deskbot speaks that an HTTP `Accept-Language` header prefers most (`fr-CH, fr;q=0.9,
 * en;q=0.8` → `fr`), or undefined when it names none of them.
 */
export function localeOfAcceptLanguage(header: string | undefined): Locale | undefined {
  const ranges = (header ?? "").split(",").map((range, order) => {
    const [tag, ...params] = range.split(";");
    const q = Number(
      params
        .find((param) => param.trim().startsWith("q="))
        ?.trim()
        .slice(2) ?? 1,
    );
    return { locale: localeOf(tag), q: Number.isFinite(q) ? q : 0, order };
  });
  const spoken = ranges.filter((range) => range.locale !== undefined && range.q > 0);
  spoken.sort((a, b) => b.q - a.q || a.order - b.order);
  return spoken[0]?.locale;
}

/** Runs `work` in `locale`: every message it makes is in that language. */
export function inLocale<T>(locale: Locale, work: () => T): T {
  return withWork({ locale }, work);
}

/** The language of the work under way. */
export function currentLocale(): Locale {
  // Only inLocale sets it, with a Locale.
  return (currentWork()?.locale as Locale | undefined) ?? SOURCE_LOCALE;
}

/** A compiled message: its words for the values given. */
type Formatter = (values: MessageValues) => string;

/** Each language's messages, compiled the first time one is asked for. */
const compiled: Record<Locale, Map<MessageKey, Formatter>> = { en: new Map(), fr: new Map() };

/** intl-messageformat's element types that a message of plain words and `{name}` placeholders is made of. */
const LITERAL = 0;
const ARGUMENT = 1;

/**
 * `source` compiled. A message of words and plain `{name}` placeholders (most of the catalogue) is
 * filled by joining its parts, as intl-messageformat would (a value as `String(value)`), without its
 * per-call parts and merging (a tenth of a command's allocations went there); one with a plural, a
 * select or a number format goes through intl-messageformat. A value missing from either throws.
 */
function compile(source: string, locale: Locale): Formatter {
  const format = new IntlMessageFormat(source, locale, undefined, { ignoreTag: true });
  const elements = format.getAst();
  if (!elements.every((element) => element.type === LITERAL || element.type === ARGUMENT)) {
    return (values) => String(format.format(values));
  }
  const parts = elements.map((element) => ({
    name: element.type === ARGUMENT ? element.value : undefined,
    text: element.value,
  }));
  if (parts.every((part) => part.name === undefined)) {
    const words = parts.map((part) => part.text).join("");
    return () => words;
  }
  return (values) => {
    let words = "";
    for (const { name, text } of parts) {
      if (name === undefined) words += text;
      else if (!Object.hasOwn(values, name)) return String(format.format(values));
      else {
        const value: unknown = values[name];
        words += typeof value === "string" || typeof value === "number" ? String(value) : "";
      }
    }
    return words;
  };
}

/** The message `key` in the reader's language, its placeholders filled from `values` (plural and select forms chosen by them). */
export function t(key: MessageKey, values: MessageValues = {}): string {
  const work = currentWork();
  // Only inLocale sets it, with a Locale.
  const locale = (work?.locale as Locale | undefined) ?? SOURCE_LOCALE;
  const messages = compiled[locale];
  let formatter = messages.get(key);
  if (!formatter) {
    formatter = compile(CATALOGUES[locale][key], locale);
    messages.set(key, formatter);
  }
  const words = formatter(values);
  // Kept, for `keepingMessages`, to be said again in another reader's language. Words made twice keep
  // their first making: its order stays before every message made of them since (orders never repeat).
  if (work?.said && !work.said.has(words)) work.said.set(words, { key, values, order: work.said.size });
  return words;
}

/**
 * A message kept to be said again later, in whoever reads it then's language: its key and values,
 * a value being itself a kept message where it was one (`api.failed` of `comment.doing`). What the
 * audit log keeps instead of words written in one person's language.
 */
export interface KeptMessage {
  key: string;
  values?: { [name: string]: string | number | KeptMessage };
}

/** The most messages deep a kept message goes (a value of a value…): more is said as its words. */
const KEPT_DEPTH = 4;

/**
 * `kept` in the reader's language; undefined when this catalogue has no such key (kept by another
 * version of deskbot) or its values do not fit the message: the caller then shows the words kept beside it.
 */
export function sayAgain(kept: KeptMessage, depth = 0): string | undefined {
  if (depth > KEPT_DEPTH || !isMessageKey(kept.key)) return undefined;
  const values: MessageValues = {};
  for (const [name, value] of Object.entries(kept.values ?? {})) {
    if (typeof value === "string" || typeof value === "number") values[name] = value;
    else {
      const said = sayAgain(value, depth + 1);
      if (said === undefined) return undefined;
      values[name] = said;
    }
  }
  try {
    return t(kept.key, values);
  } catch {
    return undefined;
  }
}

/**
 * Runs `work`, keeping every message it makes; `keptOf(words)` is then the message those words were
 * made from (with the messages its values were made from, made before it), or undefined for words no
 * message of this work made. For one piece of work at a time (a command's run), never kept beyond it.
 */
export async function keepingMessages<T>(
  work: () => Promise<T>,
): Promise<{ value: T; keptOf(words: string): KeptMessage | undefined }> {
  const said = new Map<string, { key: string; values: Record<string, string | number>; order: number }>();
  const value = await withWork({ said }, work);
  const keptOf = (words: string, before = Number.POSITIVE_INFINITY, depth = 0): KeptMessage | undefined => {
    const found = said.get(words);
    if (!found || found.order >= before || depth > KEPT_DEPTH) return undefined;
    const values: NonNullable<KeptMessage["values"]> = {};
    for (const [name, given] of Object.entries(found.values)) {
      // A value that a message made earlier in the work wrote is that message, said again too.
      values[name] = (typeof given === "string" && keptOf(given, found.order, depth + 1)) || given;
    }
    return { key: found.key, ...(Object.keys(values).length > 0 ? { values } : {}) };
  };
  return { value, keptOf: (words) => keptOf(words) };
}

/** Whether `key` names a message of the catalogue (for keys made from a command's or a form's name). */
export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(en, key);
}

/** The message of a key made from a name (a command's, a form's), or undefined when the catalogue has none. */
export function lookup(key: string, values: MessageValues = {}): string | undefined {
  return isMessageKey(key) ? t(key, values) : undefined;
}

/** Every language's catalogue, for the tests that keep them complete. */
export const catalogues = CATALOGUES;
