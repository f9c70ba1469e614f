// The stated rules of the API's request bodies (docs/api.md), as zod schemas; a broken rule names its field.
import { z } from "zod";
import { fail, ok, type Result } from "../result.ts";

/** The first rule a body broke. */
export interface Problem {
  field: string;
  message: string;
}

export type Checked<T> = Result<T, Problem>;

const nonEmpty = z.string().min(1, "must not be empty");

const MatcherSchema = z.looseObject({
  data_point: nonEmpty,
  comparator: nonEmpty,
  values: z.array(z.string()),
});

const ServiceUpdateSchema = z.looseObject({
  name: nonEmpty.optional(),
  about: z.string().optional(),
  enabled: z.boolean().optional(),
  category: nonEmpty.optional(),
  default_assignee: nonEmpty.nullable().optional(),
  sla_rule: nonEmpty.nullable().optional(),
  is_restricted_to_audience: z.boolean().optional(),
  audience: z.looseObject({ matchers: z.array(MatcherSchema) }).optional(),
});

const ApprovalBodySchema = z
  .looseObject({
    body_markdown: z.string().optional(),
    body_text: z.string().optional(),
    approver_uids: z.array(nonEmpty).min(1, "must name at least one approver"),
    add_to_followers: z.boolean().optional(),
    sent_by: nonEmpty.optional(),
  })
  .refine((body) => (body.body_markdown ?? body.body_text ?? "").trim() !== "", {
    path: ["body_markdown"],
    message: "the approval request needs a text",
  });

const AttachmentBodySchema = z.looseObject({ filename: nonEmpty, url: z.url() });

const MessageBodySchema = z.looseObject({
  body_text: z.string().refine((text) => text.trim() !== "", "must not be empty"),
  sent_by_uid: nonEmpty.nullable().optional(),
  attachments: z.array(AttachmentBodySchema).nullable().optional(),
});

const MergeBodySchema = z.looseObject({ user_uid: nonEmpty });

function check<S extends z.ZodType>(schema: S, body: unknown): Checked<z.infer<S>> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return ok(parsed.data);
  const issue = parsed.error.issues[0];
  return fail({ field: issue?.path.join(".") || "body", message: issue?.message ?? "is invalid" });
}

export const parseServiceUpdate = (body: unknown) => check(ServiceUpdateSchema, body);
export const parseApprovalBody = (body: unknown) => check(ApprovalBodySchema, body);
export const parseMessageBody = (body: unknown) => check(MessageBodySchema, body);
export const parseMergeBody = (body: unknown) => check(MergeBodySchema, body);
