// deskbot's actions for automation (Slack Workflow Builder steps, the signed HTTP endpoint): typed inputs to a command, its reply to outputs.
import { z } from "zod";
import { t } from "../messages/translate.ts";
import type { ActionName } from "../vocabulary.ts";
import { isPlatformId, MAX_TEXT_LENGTH } from "./bounds.ts";
import { appUnarchiveCommand } from "./commands/applications.ts";
import { equipmentUnarchiveCommand } from "./commands/equipment.ts";
import { approvalCommand, commentCommand } from "./commands/requests.ts";
import { serviceDisableCommand, serviceEnableCommand } from "./commands/services.ts";
import { plainMentions } from "./mentions.ts";
import type { Reply } from "./reply.ts";
import type { Caller, DeliveryDetails } from "./requests.ts";

export type { ActionName };

/** A single word as a command carries it: an id with no space, quote or control character. */
const word = z
  .string()
  .trim()
  .regex(/^[^\s"'“”‘’\p{Cc}]{1,200}$/u, { error: () => t("arg.oneIdentifier") });
const text = z
  .string()
  .trim()
  .min(1, { error: () => t("arg.empty") })
  .max(MAX_TEXT_LENGTH);

/** What an action takes and what it gives back; its command runs with the same checks as in chat. */
interface ActionDeclaration<I extends z.ZodType> {
  inputs: I;
  /** The command line the inputs make (`approvers`: chat mentions or platform uids, as the caller gives them). */
  command(inputs: z.infer<I>): string;
  /** The outputs of a reply that succeeded. */
  outputs(inputs: z.infer<I>, data: Record<string, unknown>): Record<string, unknown>;
}

const declare = <I extends z.ZodType>(declaration: ActionDeclaration<I>) => declaration;

/** The longest platform user uid an automation may act as (the same bound as any id typed in a command). */
const MAX_UID_LENGTH = 200;

const uidOf = (data: Record<string, unknown>) => (typeof data.uid === "string" ? data.uid : "");

/** Every action, by the callback id its Slack step and its endpoint share (CONTRACT §8). */
export const ACTIONS = {
  add_comment: declare({
    inputs: z.object({ ticket: word, body: text }),
    command: ({ ticket, body }) => `${commentCommand.name} ${ticket} ${body}`,
    outputs: ({ ticket }, data) => ({ ticket, comment_id: uidOf(data) }),
  }),
  request_approval: declare({
    inputs: z.object({
      ticket: word,
      approvers: z
        .array(word)
        .min(1, { error: () => t("arg.atLeastOne") })
        .max(50),
      body: text,
      follow: z.boolean().default(false),
    }),
    command: ({ ticket, approvers, body, follow }) =>
      `${approvalCommand.name} ${ticket} --approvers ${approvers.join(",")}${follow ? " --follow" : ""} ${body}`,
    outputs: ({ ticket }, data) => ({ ticket, approval_id: uidOf(data) }),
  }),
  enable_service: declare({
    inputs: z.object({ service: word }),
    command: ({ service }) => `${serviceEnableCommand.name} ${service}`,
    outputs: ({ service }) => ({ service, enabled: true }),
  }),
  disable_service: declare({
    inputs: z.object({ service: word }),
    command: ({ service }) => `${serviceDisableCommand.name} ${service}`,
    outputs: ({ service }) => ({ service, enabled: false }),
  }),
  unarchive_application: declare({
    inputs: z.object({ application: word }),
    command: ({ application }) => `${appUnarchiveCommand.name} ${application}`,
    outputs: ({ application }) => ({ application }),
  }),
  unarchive_equipment: declare({
    inputs: z.object({ equipment: word }),
    command: ({ equipment }) => `${equipmentUnarchiveCommand.name} ${equipment}`,
    outputs: ({ equipment }) => ({ equipment }),
  }),
} as const satisfies Record<ActionName, unknown>;

export const isActionName = (name: string): name is ActionName => Object.hasOwn(ACTIONS, name);

/** What an action came to: its outputs, or the reason a person can act on (the API's troubleshoot text among them). */
export type ActionOutcome =
  | { ok: true; outputs: Record<string, unknown> }
  | { ok: false; error: string; troubleshoot: string; status?: number };

/** Runs an action for `caller` (as its command, with every check a command has), once per delivery. */
export async function runAction(
  run: (caller: Caller, text: string, details: DeliveryDetails) => Promise<Reply>,
  caller: Caller,
  name: ActionName,
  rawInputs: unknown,
  details: DeliveryDetails,
): Promise<ActionOutcome> {
  // The platform user an automation acts as is an id like any other read from outside: bounded, or refused.
  const asUid = caller.automation?.asUid;
  if (asUid !== undefined && !isPlatformId(asUid, MAX_UID_LENGTH))
    return { ok: false, error: t("actions.badRequest"), troubleshoot: "", status: 400 };
  const declaration = ACTIONS[name] as ActionDeclaration<z.ZodType>;
  const inputs = declaration.inputs.safeParse(rawInputs);
  if (!inputs.success) {
    const issue = inputs.error.issues[0];
    const field = issue?.path.join(".") || "inputs";
    const problem = issue?.message ?? t("parse.invalid");
    return { ok: false, error: t("parse.argumentProblem", { name: field, problem }), troubleshoot: "", status: 400 };
  }
  const reply = await run(caller, declaration.command(inputs.data), details);
  if (reply.kind === "result" && reply.data && typeof reply.data === "object")
    return { ok: true, outputs: declaration.outputs(inputs.data, reply.data as Record<string, unknown>) };
  return { ok: false, ...failureOf(reply) };
}

/** A reply that is not a success, as an automation reads it: what went wrong, what to do, and an HTTP status. */
function failureOf(reply: Reply): { error: string; troubleshoot: string; status: number } {
  if (reply.kind === "error")
    return {
      error: plainMentions(reply.title),
      troubleshoot: plainMentions(reply.troubleshoot),
      status: reply.status ?? 502,
    };
  if (reply.kind === "usage")
    return {
      error: plainMentions(reply.title),
      troubleshoot: t("render.usage", { usage: reply.usage ?? "" }),
      status: 400,
    };
  const text = "text" in reply && typeof reply.text === "string" ? reply.text : "";
  return {
    error: plainMentions(reply.title),
    troubleshoot: plainMentions(text),
    status: reply.kind === "denied" ? 403 : 409,
  };
}
