// What each argument of a command is, declared beside it: the words reader fills arguments by these kinds, never by command or option names.
import type { MessageKey } from "../messages/translate.ts";

/** A catalogue key of the words lexicon (`words.vocab.follow`, `words.cues.service_enable`): the compiler checks it exists. */
export type WordsKey = Extract<MessageKey, `words.${string}`>;

/** The kinds of record a uid names, by the shape the platform gives it (api-spec: `wa_…`, `s_…`, `ueq_…`). */
export type RecordKind = "service" | "app" | "equipment";

/**
 * What an argument is, for reading it from a person's words (src/understanding). An argument
 * without one is never filled from words (typed, or asked for by a form).
 */
export type Meaning =
  /** A ticket: `REQ-42`, `req_…`, "ticket 42", a link to one. */
  | { kind: "ticket" }
  /** A record of the catalogue by its uid. */
  | { kind: "record"; of: RecordKind }
  /**
   * A person: a mention, a user uid, or a name (looked up in the directory before anything is
   * proposed). `kept`/`merged`: which side of a merge; `many`: a list (approvers); `cue`: read only
   * when words of it are said (an option's person: "assign … to Grace"); `clear`: words that take
   * the person away ("remove the assignee"), read as `none`.
   */
  | { kind: "person"; side?: "kept" | "merged"; many?: true; cue?: WordsKey; clear?: WordsKey }
  /** A chat user: a mention (or a name, looked up like a person's). */
  | { kind: "chat-user" }
  /** The person's own message (a comment, an approval's reason). */
  | { kind: "text" }
  /** The words left once everything else is read: what to search for. */
  | { kind: "search" }
  /**
   * Application statuses (`words.vocab.status.*`); `unlisted`: words of a state the list never holds
   * ("archived"): words asking for one list nothing and say so, rather than list without it.
   */
  | { kind: "statuses"; unlisted?: WordsKey }
  /** A date bound on a record's creation or last update. */
  | { kind: "date"; field: "created" | "updated"; bound: "after" | "before" }
  /**
   * A number said beside words of `cue`: after them ("page 2"), before them ("50 per page") or near
   * them ("last 5"); `next`: words that ask for the one after the last shown ("next page": NEXT_PAGE).
   */
  | { kind: "count"; cue: WordsKey; side: "after" | "before" | "near"; next?: WordsKey }
  /** A switch set when words of `cue` are said ("and follow it", "force"). */
  | { kind: "switch"; cue: WordsKey }
  /** `true` or `false`, by words of `on` or of `off` (the longer phrase wins: "no longer restricted" is off). */
  | { kind: "toggle"; on: WordsKey; off: WordsKey }
  /** `none`, when words of `cue` say to take it away ("remove the SLA", "drop the audience rule"). */
  | { kind: "clear"; cue: WordsKey }
  /**
   * A uid said beside words of `cue` ("set the SLA to sla_48h", "dans la catégorie cat_network"),
   * whatever its prefix; `clear`: words that take it away, read as `none`.
   */
  | { kind: "id"; cue: WordsKey; clear?: WordsKey }
  /** A new name, given after words of `words.vocab.rename`. */
  | { kind: "new-name" }
  /** A description, given after words of `words.vocab.about`. */
  | { kind: "description" }
  /** Another command, named by its cues or its name (the audit log's `--command`). */
  | { kind: "command" };
