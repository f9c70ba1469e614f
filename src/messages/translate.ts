// Turns a catalogue key and its named values into the words a person reads (ICU MessageFormat, through intl-messageformat).
import { IntlMessageFormat } from "intl-messageformat";
import { en } from "./en.ts";

/** A message of the catalogue, by key. */
export type MessageKey = keyof typeof en;

/** The named values a message's placeholders take. */
export type MessageValues = Record<string, string | number>;

/** The language of the catalogue; the next languages sit beside it, each a file of the same keys. */
const LOCALE = "en";

const compiled = new Map<MessageKey, IntlMessageFormat>();

/** The message `key` with its placeholders filled from `values` (plural and select forms chosen by them). */
export function t(key: MessageKey, values: MessageValues = {}): string {
  let format = compiled.get(key);
  if (!format) {
    format = new IntlMessageFormat(en[key], LOCALE, undefined, { ignoreTag: true });
    compiled.set(key, format);
  }
  return String(format.format(values));
}

/** Whether `key` names a message of the catalogue (for keys made from a command's or a form's name). */
export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(en, key);
}

/** The message of a key made from a name (a command's, a form's), or undefined when the catalogue has none. */
export function lookup(key: string, values: MessageValues = {}): string | undefined {
  return isMessageKey(key) ? t(key, values) : undefined;
}
