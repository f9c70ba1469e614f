// The store's tables as Kysely sees them: one description for SQLite and Postgres alike.
import type { Generated } from "kysely";
import type {
  DirectoryImportsTable,
  DirectoryKeysTable,
  DirectoryPeopleTable,
  DirectoryStagingTable,
  UnlinkedPeopleTable,
} from "./people-tables.ts";

export interface IdentityLinksTable {
  platform: string;
  chat_user_id: string;
  platform_user_uid: string;
  /** ISO 8601 (a TIMESTAMPTZ in Postgres databases made before the Kysely store; written the same way). */
  linked_at: string;
  /** How the link was made (see LinkSource); `manual` for links made before sources were kept. */
  source: Generated<string>;
}

export interface AdminsTable {
  platform: string;
  chat_user_id: string;
}

export interface IdempotencyTable {
  key: string;
  state: "in_progress" | "done";
  outcome: string | null;
  /** Milliseconds since the epoch; Postgres hands a BIGINT back as a string. */
  created_at: number | string;
  /** Until when (ms since the epoch) the claiming instance holds the claim; null in claims made before leases. */
  lease_until: number | string | null;
  /** A ClaimNote as JSON (for whom, and where a late word reaches them); null when none was given. */
  note: string | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  platform: string;
  chat_user_id: string;
  command: string;
  text: string;
  outcome: string;
  detail: string;
  /** The entry's `message` as JSON, or null (an entry kept as words only). */
  detail_message: string | null;
}

/** One request sent with a token, in the rolling window of its budget. */
export interface ApiBudgetRequestsTable {
  /** A hash of the token (the token itself is never stored). */
  bucket: string;
  sent_at: number | string;
}

/** Until when the API asked a token's calls to wait. */
export interface ApiBudgetPausesTable {
  bucket: string;
  until: number | string;
}

/** How many calls each instance has waiting for a token's budget, as it last said: for everyone's estimates. */
export interface ApiBudgetWaitingTable {
  bucket: string;
  instance: string;
  waiting: number;
  updated_at: number | string;
}

/** What one conversation remembers (the core's JSON), until when. */
export interface ConversationsTable {
  key: string;
  state: string;
  /** Milliseconds since the epoch; Postgres hands a BIGINT back as a string. */
  expires_at: number | string;
}

export interface Tables {
  directory_people: DirectoryPeopleTable;
  directory_keys: DirectoryKeysTable;
  directory_imports: DirectoryImportsTable;
  directory_staging: DirectoryStagingTable;
  unlinked_people: UnlinkedPeopleTable;
  api_budget_requests: ApiBudgetRequestsTable;
  api_budget_waiting: ApiBudgetWaitingTable;
  api_budget_pauses: ApiBudgetPausesTable;
  identity_links: IdentityLinksTable;
  admins: AdminsTable;
  idempotency: IdempotencyTable;
  audit_log: AuditLogTable;
  conversations: ConversationsTable;
}

/** The SQL dialects the store speaks. */
export type Dialect = "sqlite" | "postgres";
