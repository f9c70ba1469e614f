// The things a sentence names that commands take as arguments: tickets, ids, mentions, dates, statuses, numbers, quoted text.
import { mentionAt } from "../core/mentions.ts";
import type { Locale } from "../messages/translate.ts";
import { STATUS_WORDS, wordSetOf } from "./cues.ts";
import { type DateEntity, datesIn } from "./dates.ts";
import type { Word } from "./text.ts";

export type { DateEntity } from "./dates.ts";

/** What kind of record an id names, from the prefix the platform gives its uids. */
export type IdKind = "app" | "service" | "equipment" | "user" | "request" | "other";

/** The id prefixes the platform's uids carry (api-spec: `s_…` applications, `wa_…` services, `ueq_…` equipment, `u_…` users, `req_…` requests). */
const ID_PREFIXES: ReadonlyArray<[string, IdKind]> = [
  ["s_", "app"],
  ["wa_", "service"],
  ["ueq_", "equipment"],
  ["u_", "user"],
  ["req_", "request"],
];

/** A chat mention (`<@U1|Ada>`, console `@ada`), as written. */
export interface MentionEntity {
  text: string;
  start: number;
  end: number;
}

export interface Entities {
  /** Tickets by friendly id (`REQ-42`) or uid, from ids, links and "ticket 42". */
  tickets: Array<{ id: string; start: number; end: number }>;
  ids: Array<{ id: string; kind: IdKind; start: number; end: number }>;
  mentions: MentionEntity[];
  dates: DateEntity[];
  /** Quoted text (`"…"`, `“…”`, `«…»`): the person's own words, taken as they are. */
  quoted: Array<{ text: string; start: number; end: number }>;
  /** How many application statuses the sentence names ("restricted", "approuvées"). */
  statuses: number;
  /** How many words look like a person's name (capitalised, not the sentence's first, not a common word). */
  names: number;
}

/** A ticket's friendly id, its hyphen forgotten or not ("REQ-45", "REQ45", "req45"). */
const TICKET_ID = /^req-?\d{1,9}$/;
const NUMBER = /^\d{1,6}$/;
/** Words that name a ticket by its number ("ticket 45", "demande n° 45"), from the catalogues. */
export const TICKET_WORDS = wordSetOf("words.vocab.ticket_number");
/** Quotes people put around their own words, and what closes each. */
const QUOTE_PAIRS: Record<string, string> = { '"': '"', "“": "”", "«": "»" };

/** Quoted text in `text`, in one pass: an opener, then its closer on the same line (a line break drops an open quote). */
function quotedIn(text: string): Entities["quoted"] {
  const found: Entities["quoted"] = [];
  let open: { at: number; closer: string } | undefined;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at] as string;
    if (char === "\n") open = undefined;
    else if (open && char === open.closer) {
      const inside = text.slice(open.at + 1, at).trim();
      if (inside) found.push({ text: inside, start: open.at, end: at + 1 });
      open = undefined;
    } else if (!open && QUOTE_PAIRS[char] !== undefined) open = { at, closer: QUOTE_PAIRS[char] as string };
    // A single quote opens after a space or the start and closes before one or the end ('rebooted, please retest'),
    // never inside a word (an apostrophe: "don't", "Ada's").
    else if (!open && char === "'" && !/[\p{L}\p{N}]/u.test(text[at - 1] ?? " ")) open = { at, closer: "'" };
    else if (open?.closer === "'" && char === "'" && !/[\p{L}\p{N}]/u.test(text[at + 1] ?? " ")) {
      const inside = text.slice(open.at + 1, at).trim();
      if (inside) found.push({ text: inside, start: open.at, end: at + 1 });
      open = undefined;
    }
  }
  return found;
}

/** The mentions in `text` (`<@ID|Name>`), found in one pass; each is one thing, spaces in its name included. */
export function mentionsIn(text: string): MentionEntity[] {
  const found: MentionEntity[] = [];
  for (let at = text.indexOf("<@"); at >= 0; at = text.indexOf("<@", at + 1)) {
    const read = mentionAt(text, at);
    if (read) {
      found.push({ text: text.slice(at, read.end), start: at, end: read.end });
      at = read.end - 1;
    }
  }
  return found;
}

/** Everything the sentence names. `words` are its words outside mentions; `today` anchors relative dates. */
export function entitiesOf(text: string, words: readonly Word[], today: Date, language: Locale): Entities {
  const tickets: Entities["tickets"] = [];
  const ids: Entities["ids"] = [];
  const mentions = mentionsIn(text);
  words.forEach((word, index) => {
    const link = /\/requests\/([A-Za-z]+-\d+|req_[a-z0-9]+)$/i.exec(word.text);
    if (TICKET_ID.test(word.folded) || link) {
      // A link stays as written: the ticket command reads it (and checks its domain) as typed.
      const scheme = /https?:\/\/$/u.exec(text.slice(Math.max(0, word.start - 8), word.start))?.[0] ?? "";
      const id = link ? scheme + word.text : `REQ-${word.folded.replace(/^req-?/u, "")}`;
      tickets.push({ id, start: word.start - scheme.length, end: word.end });
      return;
    }
    const numbered = /^#(\d{1,9})$/.exec(word.folded);
    const previous = words[index - 1]?.folded;
    if (numbered || (NUMBER.test(word.folded) && previous !== undefined && TICKET_WORDS.has(previous))) {
      tickets.push({ id: `REQ-${numbered?.[1] ?? word.folded}`, start: word.start, end: word.end });
      return;
    }
    // A console mention, possessive aside ("@ken's").
    const mention = /^(@[\p{L}\p{N}._-]{1,80}?)(?:['’]s)?$/u.exec(word.text);
    if (mention?.[1]) {
      mentions.push({ text: mention[1], start: word.start, end: word.start + mention[1].length });
      return;
    }
    // A uid, possessive aside ("u_dennis's admin").
    const bare = word.folded.replace(/['’]s$/u, "");
    const id = word.text.slice(0, bare.length);
    const prefix = ID_PREFIXES.find(([start]) => bare.startsWith(start) && bare.length > start.length);
    if (prefix && /^[a-z0-9_]+$/.test(bare)) {
      if (prefix[1] === "request") tickets.push({ id, start: word.start, end: word.start + id.length });
      else ids.push({ id, kind: prefix[1], start: word.start, end: word.start + id.length });
    } else if (/^[a-z][a-z0-9_]*$/.test(bare) && bare.includes("_") && !bare.endsWith("_"))
      // A uid by its shape whatever its prefix ("sla_48h", "cat_hardware", "app_8f3a"): letters, an underscore, more.
      ids.push({ id, kind: "other", start: word.start, end: word.start + id.length });
  });
  mentions.sort((a, b) => a.start - b.start);
  const quoted = quotedIn(text);
  const dates = datesIn(words, today, language);
  const inDate = (word: Word) => dates.some((date) => word.start >= date.start && word.end <= date.end);
  const statuses = words.filter((word) => STATUS_WORDS.has(word.folded)).length;
  const names = words.filter(
    (word, index) =>
      !inDate(word) &&
      index > 0 &&
      /^\p{Lu}\p{Ll}/u.test(word.text) &&
      !COMMON.has(word.folded) &&
      !TICKET_ID.test(word.folded),
  ).length;
  return { tickets, ids, mentions, dates, quoted, names, statuses };
}

const COMMON = wordSetOf("words.vocab.stop");
