// Zod schemas of every record of the API (docs/api.md), written from its reference; unknown extra fields are kept.
//
// Where the reference says which fields are nullable (the Company), that is followed to the letter.
// Elsewhere it leaves nullability open, so a record's identity and
// the fields the bot acts on are required, and every other field may be absent or null. That
// choice lives here alone.
import { z } from "zod";
import { APPLICATION_STATUSES } from "./limits.ts";

const text = z.string();
/** A field the reference types but whose presence and nullability it leaves open. */
const opt = <T extends z.ZodType>(schema: T) => schema.nullable().optional();
const dateTime = z.string();
const strings = z.array(z.string());

export const CompanySchema = z.looseObject({
  uid: text,
  name: text,
  slug: text,
  domains: strings,
  website_url: text.nullable(),
  people_alias: text.nullable(),
  has_portal_access: z.boolean(),
  logo_url: text.nullable(),
  widget_icon_url: text.nullable(),
  has_slack_enabled: z.boolean(),
  has_ms_teams_enabled: z.boolean(),
});
export type Company = z.infer<typeof CompanySchema>;

export const AudienceMatcherSchema = z.looseObject({
  data_point: text,
  comparator: text,
  values: strings,
});
export type AudienceMatcher = z.infer<typeof AudienceMatcherSchema>;

export const AudienceSchema = z.looseObject({ matchers: z.array(AudienceMatcherSchema) });
export type Audience = z.infer<typeof AudienceSchema>;

export const FormInputSchema = z.looseObject({
  uid: text,
  kind: opt(text),
  label: opt(text),
  multiple: opt(z.boolean()),
  options: opt(strings),
  required: opt(z.boolean()),
  triggers_app_access: opt(z.boolean()),
});

export const ServiceSchema = z.looseObject({
  uid: text,
  name: text,
  about: opt(text),
  enabled: z.boolean(),
  category: opt(text),
  default_assignee: text.nullable(),
  sla_rule: text.nullable(),
  is_restricted_to_audience: z.boolean(),
  audience: opt(AudienceSchema),
  custom_form_input_configuration: opt(z.array(FormInputSchema)),
  created_at: opt(dateTime),
  updated_at: opt(dateTime),
});
export type Service = z.infer<typeof ServiceSchema>;

export const ApprovalSchema = z.looseObject({
  uid: text,
  approver_uids: strings,
  request_approvals: opt(strings),
  request_approval_condition: opt(text),
  body_text: opt(text),
  body_markdown: opt(text),
  created_at: opt(dateTime),
  event_type: opt(text),
  sender_type: opt(text),
  sent_by: opt(text),
  sent_by_uid: opt(text),
  submitted_from: opt(text),
});
export type Approval = z.infer<typeof ApprovalSchema>;

export const AttachmentSchema = z.looseObject({ filename: text, url: text });
export type Attachment = z.infer<typeof AttachmentSchema>;

export const MessageSchema = z.looseObject({
  uid: text,
  body_text: text,
  sender_type: opt(text),
  sent_by_uid: opt(text),
  submitted_from: opt(text),
  attachments: opt(z.array(AttachmentSchema)),
  created_at: opt(dateTime),
});
export type Message = z.infer<typeof MessageSchema>;

export const UserSchema = z.looseObject({
  uid: text,
  admin_permalink_url: opt(text),
  first_name: opt(text),
  last_name: opt(text),
  full_name: opt(text),
  emails: opt(strings),
  birthday_date: opt(text),
  hire_date: opt(text),
  job_leave_date: opt(text),
  job_start_date: opt(text),
  last_working_date: opt(text),
  probation_end_date: opt(text),
  archived_at: opt(dateTime),
  created_at: opt(dateTime),
  updated_at: opt(dateTime),
  city: opt(text),
  country: opt(text),
  timezone: opt(text),
  preferred_language: opt(text),
  work_phone: opt(text),
  contract_type: opt(text),
  employee_number: opt(text),
  gender: opt(text),
  job_title: opt(text),
  metadata: opt(z.record(z.string(), z.unknown())),
  department: opt(text),
  department_uid: opt(text),
  legal_entity: opt(text),
  legal_entity_uid: opt(text),
  office_location: opt(text),
  office_location_uid: opt(text),
  report_to: opt(text),
  report_to_uid: opt(text),
  microsoft_entra_ids: opt(strings),
  microsoft_entra_group_ids: opt(strings),
  role_name: opt(text),
  slack_user_id: opt(text),
  status: opt(text),
  team_uids: opt(strings),
  teams: opt(strings),
});
export type User = z.infer<typeof UserSchema>;

/** A request (a ticket), as `GET /v1/requests/{id}` answers (docs/api.md: beyond the spec, optional). */
export const RequestSchema = z.looseObject({
  uid: text,
  friendly_id: opt(text),
  title: opt(text),
  description: opt(text),
  status: opt(text),
  priority: opt(text),
  admin_permalink_url: opt(text),
  requested_by_uid: opt(text),
  assignee_admin_uid: opt(text),
  assignee_inbox_uid: opt(text),
  /** The oldest version's one assignee: an admin or a team inbox. */
  assigned_to_uid: opt(text),
  target_uid: opt(text),
  follower_uids: opt(strings),
  created_at: opt(dateTime),
  updated_at: opt(dateTime),
  completed_at: opt(dateTime),
  archived_at: opt(dateTime),
});
export type Request = z.infer<typeof RequestSchema>;

export const TeamInboxMemberSchema = z.looseObject({ team_inbox_uid: text, user_uid: text });

export const TeamInboxSchema = z.looseObject({
  uid: text,
  members: z.array(TeamInboxMemberSchema),
  value: text,
  created_at: opt(dateTime),
  updated_at: opt(dateTime),
});
export type TeamInbox = z.infer<typeof TeamInboxSchema>;

const num = z.number();

export const EquipmentSchema = z.looseObject({
  uid: text,
  admin_permalink_url: opt(text),
  archived_at: opt(dateTime),
  created_at: opt(dateTime),
  updated_at: opt(dateTime),
  added_by: opt(text),
  category: opt(text),
  category_uid: opt(text),
  name: opt(text),
  model: opt(text),
  vendor_name: opt(text),
  serial_number: opt(text),
  notes: opt(text),
  collection_date: opt(text),
  equipment_issue_date: opt(text),
  guarantee_date: opt(text),
  last_contact_date: opt(text),
  last_enrollment_date: opt(text),
  last_maintenance_date: opt(text),
  last_report_date: opt(text),
  purchase_date: opt(text),
  depreciation_rate: opt(num),
  external_id: opt(text),
  external_url: opt(text),
  firmware_version: opt(text),
  os_name: opt(text),
  processor_type: opt(text),
  keyboard_layout: opt(text),
  holder: opt(text),
  holder_uid: opt(text),
  ip_address: opt(text),
  mac_address: opt(text),
  leasing_buyout_option: opt(z.boolean()),
  leasing_company: opt(text),
  leasing_company_contact: opt(text),
  leasing_contract_id: opt(text),
  leasing_start_date: opt(text),
  leasing_end_date: opt(text),
  leasing_monthly_cost: opt(num),
  leasing_status: opt(text),
  lifecycle: opt(text),
  office_location: opt(text),
  office_location_uid: opt(text),
  purchase_cost: opt(num),
  purchase_number: opt(text),
  source: opt(text),
  storage_capacity_mb: opt(num),
  total_ram_mb: opt(num),
  storage_type: opt(text),
});
export type Equipment = z.infer<typeof EquipmentSchema>;

export const ApplicationStatusSchema = z.enum(APPLICATION_STATUSES);

export const ApplicationSchema = z.looseObject({
  uid: text,
  admin_permalink_url: opt(text),
  about: opt(text),
  app_link: opt(text),
  app_owner: opt(text),
  app_owner_uid: opt(text),
  app_owner_backup: opt(text),
  app_owner_backup_uid: opt(text),
  currency: opt(text),
  archived_at: opt(dateTime),
  created_at: opt(dateTime),
  updated_at: opt(dateTime),
  discovered_at: opt(text),
  renewal_date: opt(text),
  lifecycle: opt(text),
  name: text,
  status: ApplicationStatusSchema,
  total_annual_cost: opt(num),
  instances: opt(strings),
  users_count: opt(z.number().int()),
});
export type Application = z.infer<typeof ApplicationSchema>;

export const ApplicationListItemSchema = z.looseObject({
  uid: text,
  name: text,
  about: opt(text),
  app_link: opt(text),
  app_owner_uid: opt(text),
  renewal_date: opt(text),
  total_annual_cost: opt(num),
  status: ApplicationStatusSchema,
  updated_at: opt(dateTime),
  created_at: opt(dateTime),
});
export type ApplicationListItem = z.infer<typeof ApplicationListItemSchema>;

/** `meta` of list responses . The page links are absent or null on the first and last pages. */
export const PageMetaSchema = z.looseObject({
  count: z.number().int(),
  total: z.number().int(),
  current_page: z.number().int(),
  per_page: z.number().int(),
  next_page_link: opt(text),
  previous_page_link: opt(text),
});
export type PageMeta = z.infer<typeof PageMetaSchema>;

export const ErrorBodySchema = z.looseObject({ error: text, troubleshoot: text });

/** One page of a list. */
export interface Page<T> {
  meta: PageMeta;
  results: T[];
}
