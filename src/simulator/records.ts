// Builds full records in the API's shapes from partial ones: every field left out takes a plain default.
import type {
  Application,
  ApplicationListItem,
  Audience,
  Company,
  Equipment,
  Request,
  Service,
  TeamInbox,
  User,
} from "../api/schemas.ts";

/** A request (ticket) that messages and approvals may name, and `GET /v1/requests/{id}` shows. */
export type SimRequest = Request & { friendly_id: string };

/** A request from a seed's partial one: a plain title, open, medium priority, nobody assigned. */
export function buildRequest(
  partial: { uid: string; friendly_id: string } & Record<string, unknown>,
  at: string,
): SimRequest {
  return {
    title: `Request ${partial.friendly_id}`,
    description: null,
    status: "open",
    priority: "medium",
    admin_permalink_url: `https://desk.example/admin/requests/${partial.uid}`,
    requested_by_uid: null,
    assignee_admin_uid: null,
    assignee_inbox_uid: null,
    target_uid: null,
    follower_uids: [],
    created_at: at,
    updated_at: at,
    completed_at: null,
    archived_at: null,
    ...partial,
  };
}

/** The matcher the API adds when an audience has none on `status`. */
export const EMPLOYEE_STATUS_MATCHER = { data_point: "status", comparator: "=", values: ["employee"] } as const;

/** An audience with the API's implicit `status = employee` matcher added when no status matcher is present. */
export function withStatusMatcher(audience: Audience): Audience {
  const hasStatus = audience.matchers.some((matcher) => matcher.data_point === "status");
  return hasStatus
    ? audience
    : { matchers: [...audience.matchers, { ...EMPLOYEE_STATUS_MATCHER, values: ["employee"] }] };
}

type Partial<T> = { [K in keyof T]?: T[K] } & { uid: string };

export function buildCompany(partial: { [K in keyof Company]?: Company[K] }): Company {
  return {
    uid: "co_demo",
    name: "Company",
    slug: "company",
    domains: [],
    website_url: null,
    people_alias: null,
    has_portal_access: false,
    logo_url: null,
    widget_icon_url: null,
    has_slack_enabled: false,
    has_ms_teams_enabled: false,
    ...partial,
  };
}

export function buildService(partial: Partial<Service>, now: string): Service {
  const service: Service = {
    name: partial.uid,
    about: "",
    enabled: true,
    category: "",
    default_assignee: null,
    sla_rule: null,
    is_restricted_to_audience: false,
    audience: { matchers: [] },
    custom_form_input_configuration: [],
    created_at: now,
    updated_at: now,
    ...partial,
  };
  service.audience = withStatusMatcher(service.audience ?? { matchers: [] });
  return service;
}

export function buildUser(partial: Partial<User>, now: string): User {
  const first = partial.first_name ?? "";
  const last = partial.last_name ?? "";
  return {
    admin_permalink_url: `https://desk.example/admin/users/${partial.uid}`,
    first_name: first,
    last_name: last,
    full_name: `${first} ${last}`.trim() || partial.uid,
    emails: [],
    birthday_date: null,
    hire_date: null,
    job_leave_date: null,
    job_start_date: null,
    last_working_date: null,
    probation_end_date: null,
    archived_at: null,
    created_at: now,
    updated_at: now,
    city: null,
    country: null,
    timezone: null,
    preferred_language: null,
    work_phone: null,
    contract_type: null,
    employee_number: null,
    gender: null,
    job_title: null,
    metadata: {},
    department: null,
    department_uid: null,
    legal_entity: null,
    legal_entity_uid: null,
    office_location: null,
    office_location_uid: null,
    report_to: null,
    report_to_uid: null,
    microsoft_entra_ids: [],
    microsoft_entra_group_ids: [],
    role_name: "employee",
    slack_user_id: null,
    status: "employee",
    team_uids: [],
    teams: [],
    ...partial,
  };
}

export function buildTeamInbox(partial: Partial<TeamInbox>, now: string): TeamInbox {
  return { members: [], value: partial.uid, created_at: now, updated_at: now, ...partial };
}

export function buildEquipment(partial: Partial<Equipment>, now: string): Equipment {
  return {
    admin_permalink_url: `https://desk.example/admin/equipments/${partial.uid}`,
    archived_at: null,
    created_at: now,
    updated_at: now,
    added_by: null,
    category: null,
    category_uid: null,
    name: partial.uid,
    model: null,
    vendor_name: null,
    serial_number: null,
    notes: null,
    collection_date: null,
    equipment_issue_date: null,
    guarantee_date: null,
    last_contact_date: null,
    last_enrollment_date: null,
    last_maintenance_date: null,
    last_report_date: null,
    purchase_date: null,
    depreciation_rate: null,
    external_id: null,
    external_url: null,
    firmware_version: null,
    os_name: null,
    processor_type: null,
    keyboard_layout: null,
    holder: null,
    holder_uid: null,
    ip_address: null,
    mac_address: null,
    leasing_buyout_option: false,
    leasing_company: null,
    leasing_company_contact: null,
    leasing_contract_id: null,
    leasing_start_date: null,
    leasing_end_date: null,
    leasing_monthly_cost: null,
    leasing_status: null,
    lifecycle: "in_service",
    office_location: null,
    office_location_uid: null,
    purchase_cost: null,
    purchase_number: null,
    source: null,
    storage_capacity_mb: null,
    total_ram_mb: null,
    storage_type: null,
    ...partial,
  };
}

export function buildApplication(partial: Partial<Application>, now: string): Application {
  return {
    admin_permalink_url: `https://desk.example/admin/applications/${partial.uid}`,
    about: "",
    app_link: null,
    app_owner: null,
    app_owner_uid: null,
    app_owner_backup: null,
    app_owner_backup_uid: null,
    currency: "EUR",
    archived_at: null,
    created_at: now,
    updated_at: now,
    discovered_at: null,
    renewal_date: null,
    lifecycle: "active",
    name: partial.uid,
    status: "discovered",
    total_annual_cost: 0,
    instances: [],
    users_count: 0,
    ...partial,
  };
}

/** The subset of an application that the list endpoint returns. */
export function applicationListItem(app: Application): ApplicationListItem {
  return {
    uid: app.uid,
    name: app.name,
    about: app.about,
    app_link: app.app_link,
    app_owner_uid: app.app_owner_uid,
    renewal_date: app.renewal_date,
    total_annual_cost: app.total_annual_cost,
    status: app.status,
    updated_at: app.updated_at,
    created_at: app.created_at,
  };
}
