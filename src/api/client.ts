// The typed API client: one method per endpoint of the spec (§4), each answer validated, errors as values.
import type { z } from "zod";
import type { Clock } from "../clock.ts";
import { decodePage, decodeRecord } from "./envelope.ts";
import type { ApiResult } from "./errors.ts";
import {
  APPLICATION_QUERY,
  type ApplicationStatus,
  clampPerPage,
  DEFAULT_RATE_LIMIT_PER_MINUTE,
  TEAM_INBOX_QUERY,
} from "./limits.ts";
import { paginate } from "./pagination.ts";
import { limiterForToken, type RateLimiter } from "./rate-limiter.ts";
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
  type Service,
  ServiceSchema,
  type TeamInbox,
  TeamInboxSchema,
  type User,
  UserSchema,
} from "./schemas.ts";
import { type ApiCall, describeCall, HttpTransport } from "./transport.ts";

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

/** Filters shared by the list endpoints; dates are ISO 8601 date-times. */
export interface ListQuery {
  createdAfter?: string;
  createdBefore?: string;
  updatedAfter?: string;
  updatedBefore?: string;
  page?: number;
  perPage?: number;
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
  retry?: RetryPolicy;
  clock?: Clock;
  random?: () => number;
  /** A limiter of one's own instead of the one shared per token in this process. */
  limiter?: RateLimiter;
}

/** The service-management API, one method per endpoint. */
export class ApiClient {
  private readonly transport: HttpTransport;

  constructor(options: ApiClientOptions) {
    const limiter =
      options.limiter ??
      limiterForToken(options.token, options.rateLimit ?? DEFAULT_RATE_LIMIT_PER_MINUTE, options.clock);
    this.transport = new HttpTransport({
      baseUrl: options.baseUrl,
      token: options.token,
      limiter,
      ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
      ...(options.retry === undefined ? {} : { retry: options.retry }),
      ...(options.clock === undefined ? {} : { clock: options.clock }),
      ...(options.random === undefined ? {} : { random: options.random }),
    });
  }

  /** GET /v1/company: the company of the token, with its chat flags. */
  getCompany(): Promise<ApiResult<Company>> {
    return this.record(CompanySchema, { method: "GET", path: "/company" });
  }

  /** PUT /v1/services/{uid}: only the fields given are sent. */
  updateService(serviceUid: string, update: ServiceUpdate): Promise<ApiResult<Service>> {
    return this.record(ServiceSchema, { method: "PUT", path: `/services/${segment(serviceUid)}`, body: update });
  }

  /** POST /v1/requests/{request}/approvals; `request` is a UID or a friendly id. */
  requestApproval(request: string, body: ApprovalRequest): Promise<ApiResult<Approval>> {
    return this.record(ApprovalSchema, { method: "POST", path: `/requests/${segment(request)}/approvals`, body });
  }

  /** POST /v1/requests/{request}/messages: a comment on a request. */
  addMessage(request: string, body: MessageRequest): Promise<ApiResult<Message>> {
    return this.record(MessageSchema, { method: "POST", path: `/requests/${segment(request)}/messages`, body });
  }

  /** PATCH /v1/users/{target}/merge: moves everything of `sourceUid` to `targetUid`, then deletes it. Irreversible. */
  mergeUsers(targetUid: string, sourceUid: string): Promise<ApiResult<User>> {
    return this.record(UserSchema, {
      method: "PATCH",
      path: `/users/${segment(targetUid)}/merge`,
      body: { user_uid: sourceUid },
    });
  }

  /** PATCH /v1/equipments/{uid}/unarchive. */
  unarchiveEquipment(uid: string): Promise<ApiResult<Equipment>> {
    return this.record(EquipmentSchema, { method: "PATCH", path: `/equipments/${segment(uid)}/unarchive` });
  }

  /** PATCH /v1/applications/{uid}/unarchive. */
  unarchiveApplication(uid: string): Promise<ApiResult<Application>> {
    return this.record(ApplicationSchema, { method: "PATCH", path: `/applications/${segment(uid)}/unarchive` });
  }

  /** GET /v1/team_inboxes: one page. */
  listTeamInboxes(query: TeamInboxQuery = {}): Promise<ApiResult<Page<TeamInbox>>> {
    const params = listParams(query, TEAM_INBOX_QUERY);
    if (query.search !== undefined && query.search !== "") params.set(TEAM_INBOX_QUERY.search, query.search);
    return this.page(TeamInboxSchema, { method: "GET", path: "/team_inboxes", query: params });
  }

  /** GET /v1/applications: one page; archived applications never appear. */
  listApplications(query: ApplicationQuery = {}): Promise<ApiResult<Page<ApplicationListItem>>> {
    const params = listParams(query, APPLICATION_QUERY);
    for (const status of query.statuses ?? []) params.append(APPLICATION_QUERY.status, status);
    return this.page(ApplicationListItemSchema, { method: "GET", path: "/applications", query: params });
  }

  /** Every team inbox matching the query, page after page. */
  allTeamInboxes(query: TeamInboxQuery = {}): AsyncGenerator<ApiResult<TeamInbox>> {
    return paginate((page) => this.listTeamInboxes({ ...query, page }), query.page);
  }

  /** Every listed application matching the query, page after page. */
  allApplications(query: ApplicationQuery = {}): AsyncGenerator<ApiResult<ApplicationListItem>> {
    return paginate((page) => this.listApplications({ ...query, page }), query.page);
  }

  /** Closes the connections to the API. */
  close(): Promise<void> {
    return this.transport.close();
  }

  private async record<S extends z.ZodType>(schema: S, call: ApiCall): Promise<ApiResult<z.infer<S>>> {
    const answer = await this.transport.send(call);
    return answer.ok ? decodeRecord(schema, answer.value.body, describeCall(call)) : answer;
  }

  private async page<S extends z.ZodType>(schema: S, call: ApiCall): Promise<ApiResult<Page<z.infer<S>>>> {
    const answer = await this.transport.send(call);
    return answer.ok ? decodePage(schema, answer.value.body, describeCall(call)) : answer;
  }
}

/** One path segment, encoded so that a UID can never change the path. */
function segment(value: string): string {
  return encodeURIComponent(value);
}

function listParams(query: ListQuery, names: Omit<typeof APPLICATION_QUERY, "status">): URLSearchParams {
  const params = new URLSearchParams();
  const set = (name: string, value: string | number | undefined) => {
    if (value !== undefined) params.set(name, String(value));
  };
  set(names.createdAfter, query.createdAfter);
  set(names.createdBefore, query.createdBefore);
  set(names.updatedAfter, query.updatedAfter);
  set(names.updatedBefore, query.updatedBefore);
  set(names.page, query.page);
  set(names.perPage, query.perPage === undefined ? undefined : clampPerPage(query.perPage));
  return params;
}
