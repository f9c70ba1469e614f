// The store's ports, by concern (people, roles, exactly-once claims, the API budget, the audit log), and their error.
import type { KeptMessage } from "../messages/translate.ts";
import type { ChatPlatform } from "../vocabulary.ts";
import type {
  DirectoryChanges,
  DirectoryKey,
  DirectoryPerson,
  DirectoryStatus,
  LinkCount,
  LinkRecord,
  LinkSource,
  StagedPerson,
  StageMode,
  StageOutcome,
  UnlinkedPerson,
} from "./people-records.ts";

/** One change made from chat, as the audit log keeps it. */
export interface AuditEntry {
  at: string;
  platform: ChatPlatform;
  chatUserId: string;
  /** The command's name, such as `service update`. */
  command: string;
  /** The command text, as typed (or as a form's answers read back). */
  text: string;
  outcome: "ok" | "error" | "unknown";
  /** What happened, in a few words (the error's text on failure), in the language of whoever made the change. */
  detail: string;
  /**
   * `detail` as the catalogue's message it was made from, said in the language of whoever reads the
   * log; absent for an entry written as words only (an older one, or words no message made).
   */
  message?: KeptMessage;
}

/** Which audit entries to read back, newest first. */
export interface AuditQuery {
  limit: number;
  chatUserId?: string;
  command?: string;
}

/** What claiming an idempotency key found. */
export type Claim =
  /** The key is new: go ahead, then `completeIdempotency` or `releaseIdempotency`. */
  | { status: "claimed" }
  /** The same delivery is being handled right now. */
  | { status: "in_progress" }
  /** A claim whose lease ran out before its outcome was recorded: its instance died mid-work. */
  | { status: "abandoned" }
  /** Already handled: its recorded outcome. */
  | { status: "done"; outcome: string };

/** Who a claimed delivery was for and where a late word reaches them, should its instance stop mid-work. */
export interface ClaimNote {
  chatUserId: string;
  /** The command's name and its text, for the word and the audit log. */
  command: string;
  text: string;
  /** Where the person's platform can still reach them (opaque to the store and the core: the adapter's). */
  replyAddress: string;
  /** The language they were being answered in (`fr`), for the late word. */
  locale?: string;
}

/** A claim whose instance stopped before recording an outcome, and the note it was made with. */
export interface CutOffClaim {
  key: string;
  note: ClaimNote;
}

/** People: links between chat users and platform users, who used deskbot unlinked, and the directory. */
export interface PeopleStore {
  /** The platform user UID linked to a chat user, if any. */
  getLink(platform: ChatPlatform, chatUserId: string): Promise<string | undefined>;
  /** A chat user's link with how and when it was made, if any. */
  getLinkRecord(platform: ChatPlatform, chatUserId: string): Promise<LinkRecord | undefined>;
  /** Links (or re-links) a chat user to a platform user UID (by an admin unless `source` says otherwise). */
  setLink(platform: ChatPlatform, chatUserId: string, platformUserUid: string, source?: LinkSource): Promise<void>;
  /** Removes a link; false when there was none. */
  removeLink(platform: ChatPlatform, chatUserId: string): Promise<boolean>;
  /** The chat user linked to each of `uids` on a platform, for mentions. */
  chatUsersOf(platform: ChatPlatform, uids: readonly string[]): Promise<Map<string, string>>;
  /** Links counted by platform and source. */
  linkCounts(): Promise<LinkCount[]>;
  /** Records that a chat user used deskbot without a link (and the conflict that kept them unlinked). */
  noteUnlinked(platform: ChatPlatform, chatUserId: string, conflict?: string): Promise<void>;
  /** Chat users who used deskbot unlinked, conflicts first, then the most recent; and how many in all. */
  listUnlinked(limit: number): Promise<{ total: number; people: UnlinkedPerson[] }>;

  /** Replaces the directory of platform users with `people` (all or nothing; a uid twice: the later wins) and records the import. */
  replaceDirectory(people: readonly DirectoryPerson[], file: string): Promise<DirectoryChanges>;
  /**
   * A new, empty stage: people are read into it in parts (`stageDirectoryPeople`), then it is
   * previewed or applied, then dropped. Stages older than a day (a process stopped mid-read) are
   * dropped as a new one opens. Returns its id.
   */
  openDirectoryStage(): Promise<string>;
  /** Adds people to a stage; a uid staged again replaces its earlier record (the later wins). */
  stageDirectoryPeople(stage: string, people: readonly StagedPerson[]): Promise<void>;
  /** What applying a stage would add, change and remove; changes nothing. */
  previewDirectoryStage(stage: string, mode: StageMode): Promise<DirectoryChanges>;
  /**
   * Applies a stage to the directory in one transaction and records the import as `file`; unless
   * it would remove more than `removalLimit` (a share of the directory), when nothing changes.
   */
  applyDirectoryStage(stage: string, mode: StageMode, file: string, removalLimit?: number): Promise<StageOutcome>;
  /** Forgets a stage. */
  dropDirectoryStage(stage: string): Promise<void>;
  /** Removes the directory (links stay); returns how many people it held. */
  clearDirectory(): Promise<number>;
  /** The directory's size and last import. */
  directoryStatus(): Promise<DirectoryStatus>;
  /** The directory people a key finds: none, one, or several (a conflict). */
  findInDirectory(key: DirectoryKey): Promise<DirectoryPerson[]>;
  /** The directory records of `uids` (those it has). */
  directoryPeople(uids: readonly string[]): Promise<DirectoryPerson[]>;
  /** The directory people whose full name is `name` (exactly, in any case). */
  directoryPeopleNamed(name: string): Promise<DirectoryPerson[]>;
  /** The directory people whose full name's first word is `first` (one word, in any case): "grace" finds Grace Hopper. */
  directoryPeopleFirstNamed(first: string): Promise<DirectoryPerson[]>;
}

/** Roles: the admins the store grants, beyond DESK_ADMINS. */
export interface RoleStore {
  /** Whether the store grants a chat user the admin role (beyond DESK_ADMINS). */
  isAdmin(platform: ChatPlatform, chatUserId: string): Promise<boolean>;
  /** Grants or withdraws the admin role; false when nothing changed. */
  setAdmin(platform: ChatPlatform, chatUserId: string, admin: boolean): Promise<boolean>;
  /** The chat users the store grants the admin role on a platform. */
  listAdmins(platform: ChatPlatform): Promise<string[]>;
}

/**
 * Exactly-once claims. `claimIdempotency` is atomic: of two concurrent claims of one key, exactly
 * one is `claimed`, across every instance that shares the database.
 */
export interface ClaimStore {
  /** Records that a delivery is being handled for `leaseMs`, unless it already was or is; `note` says for whom. */
  claimIdempotency(key: string, leaseMs?: number, note?: ClaimNote): Promise<Claim>;
  /** Extends a claim's lease while its work goes on. */
  renewIdempotency(key: string, leaseMs: number): Promise<void>;
  /** Records `outcome` for an abandoned claim; false when another repeat recorded it first. */
  abandonIdempotency(key: string, outcome: string): Promise<boolean>;
  /** Records a claimed delivery's outcome, returned to every later claim of the key. */
  completeIdempotency(key: string, outcome: string): Promise<void>;
  /** Forgets a claim whose work certainly did not happen, so that the delivery may be carried out later. */
  releaseIdempotency(key: string): Promise<void>;
  /** Claims made since `since` (ms since the epoch) with a note, whose lease ran out before an outcome: oldest first. */
  cutOffClaims(since: number, limit: number): Promise<CutOffClaim[]>;
}

/** The API budget that every instance sharing the database draws from. */
export interface BudgetStore {
  /**
   * Takes one place in a token's budget (`bucket`) of `limit` calls in any rolling `windowMs`,
   * counted across every instance: `waitMs` 0 when taken, else how many ms to wait before asking
   * again. `instance` says how many calls it has `waiting`; the answer sums the other instances'.
   */
  takeApiBudget(
    bucket: string,
    limit: number,
    windowMs: number,
    queue: { instance: string; waiting: number },
  ): Promise<{ waitMs: number; othersWaiting: number }>;
  /** Records how many calls `instance` has waiting for a token's budget (0 when none). */
  reportApiWaiting(bucket: string, instance: string, waiting: number): Promise<void>;
  /** Holds every instance's calls of a token back until `until` (ms since the epoch). */
  pauseApiBudget(bucket: string, until: number): Promise<void>;
}

/** The audit log: every change made from chat. */
export interface AuditStore {
  /** Appends to the audit log. */
  audit(entry: AuditEntry): Promise<void>;
  /** Audit entries, newest first. */
  recentAudit(query: AuditQuery): Promise<AuditEntry[]>;
}

/**
 * What each conversation remembers (CONTRACT section 10), as the core writes it (JSON): kept under
 * its key until `expiresAt`, so that another instance answers the next message of it.
 */
export interface ConversationStore {
  /** The conversation kept under `key`, unless it lapsed. */
  readConversation(key: string): Promise<string | undefined>;
  /** Keeps `state` under `key` until `expiresAt` (ms since the epoch), in place of what was kept. */
  keepConversation(key: string, state: string, expiresAt: number): Promise<void>;
}

/** The database itself: whether it answers, its schema, closing it. */
export interface StoreLifecycle {
  /** Resolves when the database answers at all (a query that reads nothing): for readiness. */
  ping(): Promise<void>;
  /** How many migrations the database has had applied. */
  schemaVersion(): Promise<number>;
  close(): Promise<void>;
}

/** Everything deskbot keeps: every port, as one database implements them. */
export type Store = PeopleStore &
  RoleStore &
  ClaimStore &
  BudgetStore &
  AuditStore &
  ConversationStore &
  StoreLifecycle;

/** The store cannot be used right now; `reason` says why, in words fit for the log. */
export class StoreUnavailableError extends Error {
  override readonly name = "StoreUnavailableError";
  constructor(readonly reason: string) {
    super(`the store is unavailable: ${reason}`);
  }
}

/**
 * A value the store refuses to keep (an id longer than any real one): refused as data, as the
 * database refuses a value it cannot hold. A record so refused is set aside; it is never retried.
 */
export class ValueRefusedError extends Error {
  override readonly name = "ValueRefusedError";
}

/** How long a claim is held before it is taken for abandoned, unless its work renews it. */
export const DEFAULT_LEASE_MS = 2 * 60 * 1000;

/** How long idempotency records are kept: longer than any platform retries a delivery. */
export const IDEMPOTENCY_RETENTION_MS = 7 * 24 * 3600 * 1000;
