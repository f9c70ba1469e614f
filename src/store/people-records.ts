// What the store knows of people: the directory's records, how a link was made, who used deskbot unlinked.
import type { ChatPlatform } from "../vocabulary.ts";

/** One platform user, as the directory keeps them: only what linking and names need. */
export interface DirectoryPerson {
  uid: string;
  fullName?: string;
  /** Lower case. */
  emails: string[];
  slackUserId?: string;
  entraIds: string[];
  /** The language the platform says the person prefers (`preferred_language`, such as `fr`). */
  language?: string;
  /**
   * The person's role on the platform (`role_name`: `owner`, `admin`, `it`, `hr`, `user`…), which
   * decides whose tickets they may see in chat (`ticket-access.ts`); absent when not given.
   */
  role?: string;
}

/** A person read into a stage: `gone` when they leave the directory (archived on the platform). */
export type StagedPerson = DirectoryPerson & { gone?: boolean };

/**
 * How a stage is applied: `replace` makes the directory exactly the stage's people (everyone else
 * leaves: a file, a full sync); `merge` replaces only the people staged, removes those staged as
 * gone, and keeps everyone else (a sync of the people changed since the last one).
 */
export type StageMode = "replace" | "merge";

/** What applying a stage came to: applied, or refused because it would remove more than it may. */
export type StageOutcome =
  | { applied: true; changes: DirectoryChanges }
  | { applied: false; removed: number; before: number };

/** What a directory person may be found by; e-mails are compared in lower case. */
export type DirectoryKey = { kind: "email" | "slack" | "entra"; value: string };

/** What an import changed, by platform user. */
export interface DirectoryChanges {
  added: number;
  changed: number;
  removed: number;
  people: number;
}

/** The directory's size and its last import. */
export interface DirectoryStatus {
  people: number;
  /** E-mails that more than one person carries: nobody is linked by those (a conflict, never a guess). */
  sharedEmails: number;
  /** People whose platform role is IT staff's (`ROLES_SEEING_EVERY_TICKET`): they see every ticket. */
  itStaff: number;
  lastImport?: { at: string; file: string } & DirectoryChanges;
}

/**
 * How a link was made: by an admin's `link`; automatically by the chat id the platform record
 * carries (`slack_user_id`, an Entra object id); or by the e-mail the chat platform verified.
 */
export type LinkSource = "manual" | "slack_user_id" | "entra_id" | "email";

/** A chat user's link. */
export interface LinkRecord {
  uid: string;
  source: LinkSource;
  linkedAt: string;
}

/** A chat user who used deskbot without a link, and the conflict that kept them unlinked, if any. */
export interface UnlinkedPerson {
  platform: ChatPlatform;
  chatUserId: string;
  lastSeen: string;
  conflict?: string;
}

/** Links counted by platform and how they were made. */
export interface LinkCount {
  platform: ChatPlatform;
  source: LinkSource;
  count: number;
}
