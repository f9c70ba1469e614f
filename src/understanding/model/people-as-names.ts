// People in text bound for the model: a mention as the person's name, or a neutral placeholder ("person 2") when none is known; never a chat user id. And back, for a tool call that names them.
import { MENTION } from "../../core/mentions.ts";
import { t } from "../../messages/translate.ts";

/**
 * Neutral names for people whose name is not known, one per chat user id, numbered in the order
 * they are first met ("person 1", "person 2"… in the reader's language): the same person is the
 * same placeholder throughout one call, and the id itself never leaves.
 */
export class Placeholders {
  private readonly given = new Map<string, string>();

  /** The placeholder of the chat user `id`. */
  of(id: string): string {
    let name = this.given.get(id);
    if (!name) {
      name = t("model.person", { n: this.given.size + 1 });
      this.given.set(id, name);
    }
    return name;
  }
}

/** A name as sent: on one line, without the characters a mention is written with. */
const shown = (name: string) => name.replace(/[\r\n]+/g, " ").trim();

/** `text` with each mention as `@Name`, or `@person N` (from `placeholders`) when it carries no name. */
export function mentionsAsNames(text: string, placeholders: Placeholders): string {
  return text.replace(MENTION, (_, id: string, name: string | undefined) => {
    const named = name === undefined ? "" : shown(name);
    return `@${named || placeholders.of(id)}`;
  });
}

/** A person's words as the model reads them, and how a tool call's values are turned back into mentions. */
export interface WordsForModel {
  /** The words, each mention as `@Name` (or `@person N`): no chat user id. */
  text: string;
  /** A value of the model's tool call with each name sent for a mention put back as that mention (the person's own). */
  restore(value: unknown): unknown;
}

/**
 * The person's words without chat user ids: each mention becomes `@` and a label for it (the name
 * it carries, or a placeholder; two people of one name get `Name (2)`), kept to be turned back in
 * the model's answer: a value that is a label (with or without `@`) becomes the mention, and
 * `@label` within a text becomes the mention there.
 */
export function wordsForModel(words: string): WordsForModel {
  const placeholders = new Placeholders();
  /** Each label sent, and the mention it stands for. */
  const mentions = new Map<string, string>();
  /** Each mention's label, so that one person mentioned twice is one label. */
  const labels = new Map<string, string>();
  const text = words.replace(MENTION, (whole, id: string, name: string | undefined) => {
    let label = labels.get(id);
    if (!label) {
      const base = (name === undefined ? "" : shown(name)) || placeholders.of(id);
      label = base;
      for (let n = 2; mentions.has(label); n += 1) label = `${base} (${n})`;
      labels.set(id, label);
      mentions.set(label, whole);
    }
    return `@${label}`;
  });
  if (mentions.size === 0) return { text, restore: (value) => value };
  // Longest first, so that `@Ada Lovelace` is never read as `@Ada` followed by text.
  const ordered = [...mentions.keys()].sort((a, b) => b.length - a.length);
  const within = new RegExp(`@(?:${ordered.map(escapeRegExp).join("|")})`, "g");
  const restoreText = (value: string): string => {
    const bare = value.trim().replace(/^@/, "");
    const whole = mentions.get(bare);
    if (whole) return whole;
    return value.replace(within, (found) => mentions.get(found.slice(1)) ?? found);
  };
  const restore = (value: unknown): unknown => {
    if (typeof value === "string") return restoreText(value);
    if (Array.isArray(value)) return value.map(restore);
    if (value && typeof value === "object")
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, restore(inner)]));
    return value;
  };
  return { text, restore };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
