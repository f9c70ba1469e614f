// The things a sentence names that commands take as arguments: tickets, ids, mentions, dates, statuses, numbers, quoted text.
import { createRequire } from "node:module";
import { mentionAt } from "../core/mentions.ts";
import type { Locale } from "../messages/translate.ts";
import { cuesOf, findCue, wordSetOf } from "./cues.ts";
import type { Word } from "./text.ts";

/** chrono's reader of one language (English and French have the same shape). */
type Chrono = typeof import("chrono-node/en");

const load = createRequire(import.meta.url);
let chrono: { en: Chrono; fr: Chrono } | undefined;

/**
 * chrono in the two languages deskbot reads, loaded the first time a sentence is read for dates:
 * a server that only ever gets commands never holds it (about 2 MiB of heap); its index would
 * load every locale (a third of a second at start-up).
 */
function chronoReaders(): { en: Chrono; fr: Chrono } {
  chrono ??= { en: load("chrono-node/en") as Chrono, fr: load("chrono-node/fr") as Chrono };
  return chrono;
}

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

/** A date the sentence gives, with whether it bounds from before or after, and which date it is about. */
export interface DateEntity {
  day: string;
  bound: "before" | "after";
  field: "created" | "updated";
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

const TICKET_ID = /^req-\d{1,9}$/;
const NUMBER = /^\d{1,6}$/;
const TICKET_WORDS = new Set(["ticket", "request", "demande", "req", "#", "numero", "no", "n°", "number"]);
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
      const id = link ? scheme + word.text : word.text.toUpperCase();
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
    const prefix = ID_PREFIXES.find(([start]) => word.folded.startsWith(start) && word.folded.length > start.length);
    if (prefix && /^[a-z0-9_]+$/.test(word.folded)) {
      if (prefix[1] === "request") tickets.push({ id: word.text, start: word.start, end: word.end });
      else ids.push({ id: word.text, kind: prefix[1], start: word.start, end: word.end });
    }
  });
  mentions.sort((a, b) => a.start - b.start);
  const quoted = quotedIn(text);
  const dates = datesIn(text, words, today, language);
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
const STATUS_WORDS = new Set(
  ["approved", "restricted", "discovered"].flatMap((status) => [...wordSetOf(`words.vocab.status.${status}`)]),
);

const BEFORE = cuesOf("words.vocab.before");
const AFTER = cuesOf("words.vocab.after");
const UPDATED = cuesOf("words.vocab.updated");
const CREATED = cuesOf("words.vocab.created");
const BETWEEN = cuesOf("words.vocab.between");
/** Dates that say when, not since or until: "for now", "tout de suite". */
const NOT_A_BOUND = /^(?:now|right now|maintenant|tout de suite)$/iu;

/** How many words before a date its bound ("before", "depuis") may stand. */
const BOUND_REACH = 4;

/** The longest word a date is written with ("septembre", "2025-02-10T09:00:00Z", "aujourd'hui"). */
const LONGEST_DATE_WORD = 32;

/**
 * The text chrono reads: the sentence up to its last word, each word longer than any a date is
 * written with blanked (spaces, so that positions stay). chrono runs dozens of patterns over what
 * it is given: a 40,000-letter word cost it half a second the first time; blanked, nothing is read.
 */
function datePartOf(text: string, words: readonly Word[]): string {
  const parts: string[] = [];
  let at = 0;
  for (const word of words) {
    if (word.end - word.start <= LONGEST_DATE_WORD) continue;
    parts.push(text.slice(at, word.start), " ".repeat(word.end - word.start));
    at = word.end;
  }
  parts.push(text.slice(at, words.at(-1)?.end ?? 0));
  return parts.join("");
}

/**
 * The dates in the sentence, read by chrono in English and in French. A date's bound is the
 * nearest before/after word ahead of it; a range (`between … and …`) bounds both ways. Whether it
 * is about creation or update is the nearest such word anywhere ahead of it (creation by default).
 */
function datesIn(text: string, words: readonly Word[], today: Date, language: Locale): DateEntity[] {
  // The sentence's own language reads first: "10/02/2025" is the 10th of February in French.
  const { en, fr } = chronoReaders();
  const [first, second] = language === "fr" ? [fr, en] : [en, fr];
  const head = datePartOf(text, words);
  const results =
    head.trim() === ""
      ? []
      : [...first.parse(head, today), ...second.parse(head, today)].sort((a, b) => a.index - b.index);
  let between = false;
  const dates: DateEntity[] = [];
  let lastEnd = -1;
  for (const result of results) {
    if (result.index < lastEnd) continue;
    const start = result.index;
    const end = start + result.text.length;
    const year = result.start.get("year");
    const month = result.start.get("month");
    const day = result.start.get("day");
    // A bare number ("page 2", "last 5") is not a date: chrono needs a month to say one.
    if (
      !result.start.isCertain("month") &&
      !result.start.isCertain("weekday") &&
      !/\b(?:yesterday|today|hier|aujourd)/iu.test(result.text)
    )
      continue;
    if (year === null || month === null || day === null || NOT_A_BOUND.test(result.text.trim())) continue;
    lastEnd = end;
    const before = words.filter((word) => word.end <= start).map((word) => word.folded);
    const near = before.slice(-BOUND_REACH);
    // "between X and Y": X bounds from after, Y from before.
    if (lastIndexOfCue(BETWEEN, near) >= 0) between = true;
    const isBefore = between && dates.length > 0 ? BOUND_REACH : lastIndexOfCue(BEFORE, near);
    const isAfter = between && dates.length === 0 ? BOUND_REACH : lastIndexOfCue(AFTER, near);
    const field = lastIndexOfCue(UPDATED, before) > lastIndexOfCue(CREATED, before) ? "updated" : "created";
    const iso = (y: number, m: number, d: number) =>
      `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
    const startDay = iso(year, month, day);
    if (result.end) {
      const endDay = iso(
        result.end.get("year") ?? year,
        result.end.get("month") ?? month,
        result.end.get("day") ?? day,
      );
      dates.push(
        { day: startDay, bound: "after", field, start, end },
        { day: endDay, bound: "before", field, start, end },
      );
      continue;
    }
    dates.push({ day: startDay, bound: isBefore > isAfter ? "before" : "after", field, start, end });
  }
  return dates;
}

/** Where the last of these cues begins in `words`, or -1. */
function lastIndexOfCue(cues: ReturnType<typeof cuesOf>, words: readonly string[]): number {
  let last = -1;
  for (let found = findCue(cues, words); found; found = findCue(cues, words, found.at + 1)) last = found.at;
  return last;
}
