// The typed API client: one method per endpoint of the API (docs/api.md), each answer validated, errors as values.
import type { z } from "zod";
import { joinOrStart } from "../cache.ts";
import type { Clock } from "../clock.ts";
import type { Logger } from "../log.ts";
import { t } from "../messages/translate.ts";
import type { Metrics } from "../metrics.ts";
import { fail, ok } from "../result.ts";
import { decodePage, decodeRecord } from "./envelope.ts";
import type { ApiError, ApiResult } from "./errors.ts";
import { API_PREFIX, type ApplicationStatus, clampPerPage, DEFAULT_RATE_LIMIT_PER_MINUTE } from "./limits.ts";
import { APPLICATION_STATUS_PARAM, type ListQuery, listParams, TEAM_INBOX_SEARCH_PARAM } from "./list-filters.ts";
import { RateLimiter } from "./rate-limiter.ts";
import type { RetryPolicy } from "./retry.ts";
import {
  type Application,
  type ApplicationListItem,
  ApplicationListItemSchema,
  ApplicationSchema,
  type Approval,
  ApprovalSchema,
  type Attachment,
  type Audience,
  type Company,
  CompanySchema,
  type Equipment,
  EquipmentSchema,
  type Message,
  MessageSchema,
  type Page,
  type Request,
  RequestSchema,
  type Service,
  ServiceSchema,
  type TeamInbox,
  TeamInboxSchema,
  type User,
  UserSchema,
} from "./schemas.ts";
import { type ApiAnswer, type ApiBudget, type ApiCall, describeCall, HttpTransport } from "./transport.ts";

/** Body of PUT /v1/services/{uid}: only the fields present are sent; `null` clears a nullable one. */
export interface ServiceUpdate {
  name?: string;
  about?: string;
  enabled?: boolean;
  category?: string;
  default_assignee?: string | null;
  sla_rule?: string | null;
  is_restricted_to_audience?: boolean;
  audience?: Audience;
}

/** Body of POST /v1/requests/{uid}/approvals. */
export interface ApprovalRequest {
  body_markdown: string;
  approver_uids: string[];
  add_to_followers?: boolean;
  sent_by?: string;
}

/** Body of POST /v1/requests/{uid}/messages. */
export interface MessageRequest {
  body_text: string;
  sent_by_uid?: string | null;
  attachments?: Attachment[] | null;
}

export interface ApplicationQuery extends ListQuery {
  statuses?: ApplicationStatus[];
}

export interface TeamInboxQuery extends ListQuery {
  search?: string;
}

export interface ApiClientOptions {
  baseUrl: string;
  token: string;
  /** Requests per minute for this token (DESK_API_RATE_LIMIT). */
  rateLimit?: number;
  timeoutMs?: number;
  /** Where failures without an answer are logged with their details (hosts, causes), which people never see. */
  logger?: Logger;
  /** Where calls, latencies and the budget are counted. */
  metrics?: Metrics;
  retry?: RetryPolicy;
  clock?: Clock;
  random?: () => number;
  /** The limiter to draw from (several clients of one token share one); by default one of its own. */
  limiter?: RateLimiter;
  /** The largest answer read, in bytes (see DEFAULT_MAX_BODY_BYTES). */
  maxBodyBytes?: number;
}

/** The service-management API, one method per endpoint. */
export class ApiClient {
  private readonly transport: HttpTransport;
  /** Reads under way, by path and query: an identical read joins the one in flight. */
  private readonly readsInFlight = new Map<string, Promise<ApiResult<ApiAnswer>>>();

  constructor(options: ApiClientOptions) {
    const limiter =
      options.limiter ?? new RateLimiter(options.rateLimit ?? DEFAULT_RATE_LIMIT_PER_MINUTE, undefined, options.clock);
    this.transport = new HttpTransport({
      baseUrl: options.baseUrl,
      token: options.token,
      limiter,
      ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
      ...(options.retry === undefined ? {} : { retry: options.retry }),
      ...(options.clock === undefined ? {} : { clock: options.clock }),
      ...(options.random === undefined ? {} : { random: options.random }),
      ...(options.logger === undefined ? {} : { logger: options.logger }),
      ...(options.metrics === undefined ? {} : { metrics: options.metrics }),
      ...(options.maxBodyBytes === undefined ? {} : { maxBodyBytes: options.maxBodyBytes }),
    });
  }

  /** GET /v1/company: the company of the token, with its chat flags. */
  getCompany(): Promise<ApiResult<Company>> {
    return this.record(CompanySchema, "GET", path`/company`);
  }

  /** PUT /v1/services/{uid}: only the fields given are sent. */
  updateService(serviceUid: string, update: ServiceUpdate): Promise<ApiResult<Service>> {
    return this.record(ServiceSchema, "PUT", path`/services/${serviceUid}`, { body: update });
  }

  /** POST /v1/requests/{request}/approvals; `request` is a UID or a friendly id. */
  requestApproval(request: string, body: ApprovalRequest): Promise<ApiResult<Approval>> {
    return this.record(ApprovalSchema, "POST", path`/requests/${request}/approvals`, { body });
  }

  /** POST /v1/requests/{request}/messages: a comment on a request. */
  addMessage(request: string, body: MessageRequest): Promise<ApiResult<Message>> {
    return this.record(MessageSchema, "POST", path`/requests/${request}/messages`, { body });
  }

  /** PATCH /v1/users/{target}/merge: moves everything of `sourceUid` to `targetUid`, then deletes it. Irreversible. */
  mergeUsers(targetUid: string, sourceUid: string): Promise<ApiResult<User>> {
    return this.record(UserSchema, "PATCH", path`/users/${targetUid}/merge`, { body: { user_uid: sourceUid } });
  }

  /** GET /v1/users/{uid}: one user, read fresh (docs/api.md; a platform without it answers 404 or 405). */
  getUser(uid: string): Promise<ApiResult<User>> {
    return this.record(UserSchema, "GET", path`/users/${uid}`);
  }

  /** GET /v1/users: one page of the platform's people, only those with one of `emails` when given (docs/api.md). */
  listUsers(
    query: ListQuery & { emails?: readonly string[]; includeArchived?: boolean } = {},
  ): Promise<ApiResult<Page<User>>> {
    const params = listParams(clamped(query));
    for (const email of query.emails ?? []) params.append("email_in[]", email);
    if (query.includeArchived) params.set("include_archived", "true");
    return this.page(UserSchema, "GET", path`/users`, { query: params });
  }

  /** GET /v1/requests/{id}: one request (ticket) by uid or friendly id (docs/api.md). */
  getRequest(id: string): Promise<ApiResult<Request>> {
    return this.record(RequestSchema, "GET", path`/requests/${id}`);
  }

  /** PATCH /v1/equipments/{uid}/unarchive. */
  unarchiveEquipment(uid: string): Promise<ApiResult<Equipment>> {
    return this.record(EquipmentSchema, "PATCH", path`/equipments/${uid}/unarchive`);
  }

  /** PATCH /v1/applications/{uid}/unarchive. */
  unarchiveApplication(uid: string): Promise<ApiResult<Application>> {
    return this.record(ApplicationSchema, "PATCH", path`/applications/${uid}/unarchive`);
  }

  /** GET /v1/team_inboxes: one page. */
  listTeamInboxes(query: TeamInboxQuery = {}): Promise<ApiResult<Page<TeamInbox>>> {
    const params = listParams(clamped(query));
    if (query.search !== undefined && query.search !== "") params.set(TEAM_INBOX_SEARCH_PARAM, query.search);
    return this.page(TeamInboxSchema, "GET", path`/team_inboxes`, { query: params });
  }

  /** GET /v1/applications: one page; archived applications never appear. */
  listApplications(query: ApplicationQuery = {}): Promise<ApiResult<Page<ApplicationListItem>>> {
    const params = listParams(clamped(query));
    for (const status of query.statuses ?? []) params.append(APPLICATION_STATUS_PARAM, status);
    return this.page(ApplicationListItemSchema, "GET", path`/applications`, { query: params });
  }

  /** The budget: calls waiting in every instance, the limit a minute, about how long `person`'s next read would wait. */
  budget(person?: string): ApiBudget {
    return this.transport.budget(person);
  }

  /** Refuses every call still waiting for the budget, unsent (a stop after its grace period); returns how many. */
  abandonQueued(): number {
    return this.transport.abandonQueued();
  }

  /** When the API last answered anything (ms since the epoch), or undefined when it has not yet. */
  lastAnswerAt(): number | undefined {
    return this.transport.lastAnswer;
  }

  /** Closes the connections to the API. */
  close(): Promise<void> {
    return this.transport.close();
  }

  private async record<S extends z.ZodType>(
    schema: S,
    method: ApiCall["method"],
    path: ApiResult<string>,
    rest: Omit<ApiCall, "method" | "path"> = {},
  ): Promise<ApiResult<z.infer<S>>> {
    if (!path.ok) return fail({ ...path.error, call: `${method} ${path.error.call}` });
    const call = { method, path: path.value, ...rest };
    const answer = await this.send(call);
    return answer.ok ? decodeRecord(schema, answer.value.body, describeCall(call)) : answer;
  }

  private async page<S extends z.ZodType>(
    schema: S,
    method: ApiCall["method"],
    path: ApiResult<string>,
    rest: Omit<ApiCall, "method" | "path"> = {},
  ): Promise<ApiResult<Page<z.infer<S>>>> {
    if (!path.ok) return fail({ ...path.error, call: `${method} ${path.error.call}` });
    const call = { method, path: path.value, ...rest };
    const answer = await this.send(call);
    return answer.ok ? decodePage(schema, answer.value.body, describeCall(call)) : answer;
  }

  /**
   * Sends a call. Identical reads in flight at the same moment share one request (and one place in
   * the budget); writes are always sent on their own.
   */
  private send(call: ApiCall): Promise<ApiResult<ApiAnswer>> {
    if (call.method !== "GET") return this.transport.send(call);
    return joinOrStart(this.readsInFlight, `${call.path}?${call.query?.toString() ?? ""}`, () =>
      this.transport.send(call),
    );
  }
}

/**
 * A path of the API from a template whose values are uids (or friendly ids): every value becomes
 * one encoded path segment, or the whole call is refused, unsent. The one way the client builds a
 * path. A value that is empty, `.` or `..` (which a URL resolves to this or the parent folder) or
 * holds `/` or `\` (a separator, to the API or to a proxy before it) is never a uid.
 */
export function path(parts: TemplateStringsArray, ...values: string[]): ApiResult<string> {
  let built = parts[0] ?? "";
  for (const [index, value] of values.entries()) {
    if (value === "" || value === "." || value === ".." || /[/\\]/.test(value)) return fail(notASegment(value, parts));
    // encodeURIComponent throws on a lone surrogate: such a character becomes U+FFFD instead.
    built += encodeURIComponent(value.toWellFormed()) + (parts[index + 1] ?? "");
  }
  return ok(built);
}

/** The refusal of a value that cannot be a path segment: said to the person, nothing sent. */
function notASegment(value: string, parts: TemplateStringsArray): ApiError {
  return {
    kind: "bad_segment",
    error: t("api.badSegment.error", { id: value }),
    troubleshoot: t("api.badSegment.troubleshoot"),
    retryable: false,
    call: `${API_PREFIX}${parts.join("{uid}")}`,
  };
}

/** The query with its page size clamped to what the API serves. */
function clamped(query: ListQuery): ListQuery {
  return query.perPage === undefined ? query : { ...query, perPage: clampPerPage(query.perPage) };
}
