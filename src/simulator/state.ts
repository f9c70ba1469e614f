// The simulator's records and every rule of the API over them; each operation answers a status and a body.
//
// Where the API reference is silent, the decisions are these (docs/api.md), kept here alone:
// - an unknown uid is 404, a body that breaks a stated rule is 422, a body that is not JSON is 400;
// - unarchiving a record that is not archived succeeds and returns it unchanged (idempotent);
// - lists are sorted by `created_at`, then `uid`, oldest first; a page past the end is empty;
// - date filters are strict (`created_after=T` keeps records created after T, not at T);
// - the team-inbox search matches `value` (read as the inbox's name), case-insensitively;
// - messages, like approvals, accept a request's friendly id as well as its uid;
// - a merge of a user into itself is 422; merging an admin (role `admin` or `owner`) is 400;
// - the merge moves the source's e-mails, teams, owned applications, held equipment and inbox memberships.
import type {
  Application,
  Approval,
  Attachment,
  Audience,
  Company,
  Equipment,
  Message,
  Service,
  TeamInbox,
  User,
} from "../api/schemas.ts";
import { type ListParams, listPage } from "./listing.ts";
import {
  applicationListItem,
  buildApplication,
  buildCompany,
  buildEquipment,
  buildRequest,
  buildService,
  buildTeamInbox,
  buildUser,
  type SimRequest,
  withStatusMatcher,
} from "./records.ts";
import type { Seed } from "./seed.ts";
import { type Problem, parseApprovalBody, parseMergeBody, parseMessageBody, parseServiceUpdate } from "./validation.ts";

/** What an operation answers: an HTTP status and a JSON body. */
export interface SimResponse {
  status: number;
  body: unknown;
}

const ADMIN_ROLES = new Set(["admin", "owner"]);

const notFound = (what: string, uid: string): SimResponse => ({
  status: 404,
  body: { error: "not_found", troubleshoot: `No ${what} with uid "${uid}" exists in this company.` },
});

const unprocessable = (problem: Problem): SimResponse => ({
  status: 422,
  body: { error: "unprocessable_entity", troubleshoot: `${problem.field}: ${problem.message}` },
});

const created = (record: unknown): SimResponse => ({ status: 201, body: { result: record } });
const success = (record: unknown): SimResponse => ({ status: 200, body: { result: record } });

/** Everything a simulator holds, as JSON: its records (whole, in the seed's shape), messages, approvals and uid counter. */
export interface SimulatorSnapshot extends Seed {
  messages: Record<string, Message[]>;
  approvals: Record<string, Approval[]>;
  sequence: number;
}

/** Every record of one simulated company, and the API's operations on them. */
export class SimulatorState {
  company: Company;
  readonly services = new Map<string, Service>();
  readonly users = new Map<string, User>();
  readonly teamInboxes = new Map<string, TeamInbox>();
  readonly equipments = new Map<string, Equipment>();
  readonly applications = new Map<string, Application>();
  readonly requests = new Map<string, SimRequest>();
  /** Messages added, by request uid, oldest first. */
  readonly messages = new Map<string, Message[]>();
  /** Approvals requested, by request uid, oldest first. */
  readonly approvals = new Map<string, Approval[]>();
  private sequence = 0;

  constructor(
    seed: Seed,
    private readonly now: () => Date = () => new Date(),
  ) {
    const at = this.timestamp();
    this.company = buildCompany(seed.company ?? {});
    for (const s of seed.services ?? []) this.services.set(s.uid, buildService(s, at));
    for (const u of seed.users ?? []) this.users.set(u.uid, buildUser(u, at));
    for (const t of seed.team_inboxes ?? []) this.teamInboxes.set(t.uid, buildTeamInbox(t, at));
    for (const e of seed.equipments ?? []) this.equipments.set(e.uid, buildEquipment(e, at));
    for (const a of seed.applications ?? []) this.applications.set(a.uid, buildApplication(a, at));
    for (const r of seed.requests ?? []) this.requests.set(r.uid, buildRequest(r, at));
  }

  /** Every record as it stands now, for `restore` in a later run (the demo keeps its changes). */
  snapshot(): SimulatorSnapshot {
    return {
      company: this.company,
      services: [...this.services.values()],
      users: [...this.users.values()],
      team_inboxes: [...this.teamInboxes.values()],
      equipments: [...this.equipments.values()],
      applications: [...this.applications.values()],
      requests: [...this.requests.values()],
      messages: Object.fromEntries(this.messages),
      approvals: Object.fromEntries(this.approvals),
      sequence: this.sequence,
    };
  }

  /** Takes back the records of a `snapshot`, in place of the seed's. */
  restore(snapshot: SimulatorSnapshot): void {
    const fill = <T extends { uid: string }>(map: Map<string, T>, records: unknown[] | undefined) => {
      map.clear();
      for (const record of (records ?? []) as T[]) map.set(record.uid, record);
    };
    this.company = snapshot.company as Company;
    fill(this.services, snapshot.services);
    fill(this.users, snapshot.users);
    fill(this.teamInboxes, snapshot.team_inboxes);
    fill(this.equipments, snapshot.equipments);
    fill(this.applications, snapshot.applications);
    fill(this.requests, snapshot.requests);
    this.messages.clear();
    for (const [uid, list] of Object.entries(snapshot.messages)) this.messages.set(uid, list);
    this.approvals.clear();
    for (const [uid, list] of Object.entries(snapshot.approvals)) this.approvals.set(uid, list);
    this.sequence = snapshot.sequence;
  }

  /** GET /v1/company: the company record itself, not wrapped (docs/api.md). */
  getCompany(): SimResponse {
    return { status: 200, body: this.company };
  }

  /** PUT /v1/services/{uid}. */
  updateService(uid: string, body: unknown): SimResponse {
    const service = this.services.get(uid);
    if (!service) return notFound("service", uid);
    const parsed = parseServiceUpdate(body);
    if (!parsed.ok) return unprocessable(parsed.error);
    const update = parsed.value;
    const assignee = update.default_assignee;
    if (typeof assignee === "string" && !this.isActiveAdmin(assignee) && !this.teamInboxes.has(assignee)) {
      return unprocessable({
        field: "default_assignee",
        message: `"${assignee}" is not an active admin or team inbox`,
      });
    }
    const next: Service = { ...service, updated_at: this.timestamp() };
    for (const [key, value] of Object.entries(update)) {
      if (value !== undefined) (next as Record<string, unknown>)[key] = value;
    }
    if (update.audience) next.audience = withStatusMatcher(update.audience as Audience);
    this.services.set(uid, next);
    return success(next);
  }

  /** POST /v1/requests/{request}/approvals. */
  requestApproval(requestId: string, body: unknown): SimResponse {
    const request = this.findRequest(requestId);
    if (!request) return notFound("request", requestId);
    const parsed = parseApprovalBody(body);
    if (!parsed.ok) return unprocessable(parsed.error);
    const { approver_uids: approvers, sent_by: sentBy } = parsed.value;
    const unknown = approvers.find((uid) => !this.users.has(uid));
    if (unknown) return unprocessable({ field: "approver_uids", message: `no user with uid "${unknown}"` });
    if (sentBy !== undefined && !this.isActiveAdmin(sentBy)) {
      return unprocessable({ field: "sent_by", message: `"${sentBy}" is not an admin user` });
    }
    const markdown = parsed.value.body_markdown ?? parsed.value.body_text ?? "";
    const approval: Approval = {
      uid: this.nextUid("apr"),
      approver_uids: approvers,
      request_approvals: approvers.map(() => this.nextUid("rqa")),
      request_approval_condition: "all",
      body_text: markdownToText(markdown),
      body_markdown: markdown,
      created_at: this.timestamp(),
      event_type: "requested_approval",
      sender_type: sentBy ? "user" : "integration",
      sent_by: sentBy ?? null,
      sent_by_uid: sentBy ?? null,
      submitted_from: "public_api",
      add_to_followers: parsed.value.add_to_followers ?? false,
    };
    append(this.approvals, request.uid, approval);
    return created(approval);
  }

  /** POST /v1/requests/{request}/messages. */
  addMessage(requestId: string, body: unknown): SimResponse {
    const request = this.findRequest(requestId);
    if (!request) return notFound("request", requestId);
    const parsed = parseMessageBody(body);
    if (!parsed.ok) return unprocessable(parsed.error);
    const sender = parsed.value.sent_by_uid;
    if (typeof sender === "string" && !this.users.has(sender)) {
      return unprocessable({ field: "sent_by_uid", message: `no user with uid "${sender}"` });
    }
    const message: Message = {
      uid: this.nextUid("msg"),
      body_text: parsed.value.body_text,
      sender_type: sender ? "user" : "integration",
      sent_by_uid: sender ?? null,
      submitted_from: "public_api",
      attachments: (parsed.value.attachments ?? []) as Attachment[],
      created_at: this.timestamp(),
    };
    append(this.messages, request.uid, message);
    return created(message);
  }

  /** PATCH /v1/users/{target}/merge: the source is deleted after its data moves to the target. */
  mergeUsers(targetUid: string, body: unknown): SimResponse {
    const target = this.users.get(targetUid);
    if (!target) return notFound("user", targetUid);
    const parsed = parseMergeBody(body);
    if (!parsed.ok) return unprocessable(parsed.error);
    const sourceUid = parsed.value.user_uid;
    const source = this.users.get(sourceUid);
    if (!source) return notFound("user", sourceUid);
    if (sourceUid === targetUid)
      return unprocessable({ field: "user_uid", message: "a user cannot be merged into itself" });
    if (ADMIN_ROLES.has(source.role_name ?? "")) {
      return {
        status: 400,
        body: {
          error: "merge_rejected",
          troubleshoot: `${source.full_name ?? sourceUid} is an admin: remove the admin role before merging this user.`,
        },
      };
    }
    const merged: User = {
      ...target,
      emails: union(target.emails, source.emails),
      team_uids: union(target.team_uids, source.team_uids),
      teams: union(target.teams, source.teams),
      updated_at: this.timestamp(),
    };
    this.users.set(targetUid, merged);
    this.users.delete(sourceUid);
    this.transferReferences(sourceUid, merged);
    return success(merged);
  }

  /** GET /v1/team_inboxes. */
  listTeamInboxes(params: ListParams & { search?: string }, link: (page: number) => string): SimResponse {
    const needle = params.search?.trim().toLowerCase();
    const inboxes = [...this.teamInboxes.values()].filter(
      (inbox) => !needle || inbox.value.toLowerCase().includes(needle),
    );
    return listPage(inboxes, params, link, (inbox) => inbox);
  }

  /** GET /v1/applications: archived applications are never listed. */
  listApplications(params: ListParams & { statuses: string[] }, link: (page: number) => string): SimResponse {
    const apps = [...this.applications.values()].filter(
      (app) => !app.archived_at && (params.statuses.length === 0 || params.statuses.includes(app.status)),
    );
    return listPage(apps, params, link, applicationListItem);
  }

  /** PATCH /v1/equipments/{uid}/unarchive. */
  unarchiveEquipment(uid: string): SimResponse {
    const equipment = this.equipments.get(uid);
    if (!equipment) return notFound("equipment", uid);
    if (!equipment.archived_at) return success(equipment);
    const next = { ...equipment, archived_at: null, updated_at: this.timestamp() };
    this.equipments.set(uid, next);
    return success(next);
  }

  /** PATCH /v1/applications/{uid}/unarchive. */
  unarchiveApplication(uid: string): SimResponse {
    const app = this.applications.get(uid);
    if (!app) return notFound("application", uid);
    if (!app.archived_at) return success(app);
    const next = { ...app, archived_at: null, updated_at: this.timestamp() };
    this.applications.set(uid, next);
    return success(next);
  }

  /** GET /v1/requests/{id}: the request by uid or friendly id, bare as the reference shows it. */
  getRequest(id: string): SimResponse {
    const request = this.findRequest(id);
    return request ? { status: 200, body: request } : notFound("request", id);
  }

  /** GET /v1/users/{uid}: bare as the reference shows it. */
  getUser(uid: string): SimResponse {
    const user = this.users.get(uid);
    return user ? { status: 200, body: user } : notFound("user", uid);
  }

  /** GET /v1/users: archived people are not listed unless asked for; `emails` keeps those with one of them (any case). */
  listUsers(
    params: ListParams & { emails: string[]; includeArchived?: boolean },
    link: (page: number) => string,
  ): SimResponse {
    const wanted = new Set(params.emails.map((email) => email.toLowerCase()));
    const users = [...this.users.values()].filter(
      (user) =>
        (params.includeArchived || !user.archived_at) &&
        (wanted.size === 0 || (user.emails ?? []).some((email) => wanted.has(email.toLowerCase()))),
    );
    return listPage(users, params, link, (user) => user);
  }

  /** A request by uid or friendly id (`REQ-42`, any case). */
  findRequest(id: string): SimRequest | undefined {
    const byUid = this.requests.get(id);
    if (byUid) return byUid;
    const wanted = id.toUpperCase();
    return [...this.requests.values()].find((request) => request.friendly_id.toUpperCase() === wanted);
  }

  private isActiveAdmin(uid: string): boolean {
    const user = this.users.get(uid);
    return user !== undefined && !user.archived_at && ADMIN_ROLES.has(user.role_name ?? "");
  }

  private transferReferences(sourceUid: string, target: User): void {
    for (const [uid, app] of this.applications) {
      if (app.app_owner_uid === sourceUid) {
        this.applications.set(uid, { ...app, app_owner_uid: target.uid, app_owner: target.full_name ?? null });
      }
    }
    for (const [uid, item] of this.equipments) {
      if (item.holder_uid === sourceUid) {
        this.equipments.set(uid, { ...item, holder_uid: target.uid, holder: target.full_name ?? null });
      }
    }
    for (const [uid, inbox] of this.teamInboxes) {
      if (!inbox.members.some((member) => member.user_uid === sourceUid)) continue;
      const members = inbox.members.filter((member) => member.user_uid !== sourceUid);
      if (!members.some((member) => member.user_uid === target.uid)) {
        members.push({ team_inbox_uid: uid, user_uid: target.uid });
      }
      this.teamInboxes.set(uid, { ...inbox, members });
    }
  }

  private nextUid(prefix: string): string {
    this.sequence += 1;
    return `${prefix}_${String(this.sequence).padStart(6, "0")}`;
  }

  private timestamp(): string {
    return this.now()
      .toISOString()
      .replace(/\.\d{3}Z$/, "Z");
  }
}

function append<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function union(a: string[] | null | undefined, b: string[] | null | undefined): string[] {
  return [...new Set([...(a ?? []), ...(b ?? [])])];
}

/** The plain text of a markdown body, as the API's `body_text` (emphasis, code and link marks removed). */
function markdownToText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*_`~]+/g, "")
    .replace(/^#+\s*/gm, "");
}
