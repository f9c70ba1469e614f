// The store's tables about people: the directory of platform users, and who used deskbot without a link.

/** One platform user of the directory, as an export of the platform's people gives it. */
export interface DirectoryPeopleTable {
  uid: string;
  full_name: string | null;
  /** Lower-case e-mails, joined by `;`. */
  emails: string;
  slack_user_id: string | null;
  /** Microsoft Entra object ids, joined by `;`. */
  entra_ids: string;
  /** The platform's `preferred_language`; null when it gives none (and in rows from before it was kept). */
  language: string | null;
  /** The platform's `role_name`, in lower case; null when it gives none (and in rows from before it was kept). */
  role: string | null;
}

/**
 * People read for a replacement of the directory that is not applied yet (a sync, page by page),
 * under the stage's id: the directory changes only when the whole stage is applied, in one
 * transaction. One row per person of a stage: a person staged again replaces their row.
 */
export interface DirectoryStagingTable extends DirectoryPeopleTable {
  stage: string;
  /** 1: the person leaves the directory (archived on the platform, in a sync of the changes); else 0. */
  gone: number;
  /** When the row was staged (ms since the epoch): stages a stopped process left are dropped after a day. */
  created_at: number | string;
}

/** What a person may be found by: `email` (lower case), `slack` (a Slack user id), `entra` (an Entra object id). */
export interface DirectoryKeysTable {
  kind: "email" | "slack" | "entra";
  value: string;
  uid: string;
}

/** Each import of the directory: when, from what file, and what it changed. */
export interface DirectoryImportsTable {
  at: string;
  file: string;
  people: number;
  added: number;
  changed: number;
  removed: number;
}

/** Chat users who ran a command without being linked, and why they could not be linked automatically. */
export interface UnlinkedPeopleTable {
  platform: string;
  chat_user_id: string;
  last_seen: string;
  /** A conflict that stopped automatic linking (one e-mail, several platform users), or null. */
  conflict: string | null;
}
