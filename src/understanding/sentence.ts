// A sentence as the reader sees it: its words, what it names, and which command cue took each word.
import type { Locale } from "../messages/translate.ts";
import type { Entities } from "./entities.ts";
import type { Clauses } from "./polarity.ts";
import type { Word } from "./text.ts";

/** A sentence as the reader sees it: its words outside mentions, and what it names. */
export interface Sentence {
  text: string;
  words: Word[];
  folded: string[];
  entities: Entities;
  /** For each word, the command cue that took it (cues do not share words), if any. */
  takenBy: Array<string[] | undefined>;
  /** Its clauses and sentences, where polarity is read (computed once, from its words and quotes). */
  clauses: Clauses;
  /** For each word, the commands whose strong cue took it (a weak one, such as "show" or "app", names no command). */
  strongBy: Array<string[] | undefined>;
  /** The language its common words tell, if they tell one: a word such as "a" is a preposition in French only. */
  language?: Locale;
  /** The ticket named just before these words (a first request's), for a command that needs one and is given none. */
  ticketBefore?: string;
}
