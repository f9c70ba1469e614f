// deskbot's actions for automation (Slack Workflow Builder steps, the signed HTTP endpoint): typed inputs to a command's values, its reply to outputs.
import { z } from "zod";
import { t } from "../messages/translate.ts";
import type { ActionName } from "../vocabulary.ts";
import { idArg } from "./argument-values.ts";
import type { RawArgs } from "./arguments.ts";
import type { CommandDefinition } from "./command.ts";
import { appUnarchiveCommand } from "./commands/applications.ts";
import { equipmentUnarchiveCommand } from "./commands/equipment.ts";
import { approvalCommand, commentCommand } from "./commands/requests.ts";
import { serviceDisableCommand, serviceEnableCommand } from "./commands/services.ts";
import { plainMentions } from "./mentions.ts";
import { type ArgumentProblem, argumentProblem, MAX_COMMAND_LENGTH, problemWords } from "./parser.ts";
import { isFailure, type Reply } from "./reply.ts";
import type { Caller, Delivery } from "./requests.ts";

export type { ActionName };

/**
 * A text input (a comment's or an approval's body): as long as any text deskbot takes from a
 * person, a typed command or a form's answer (MAX_COMMAND_LENGTH, 40,000 characters).
 */
const text = z
  .string()
  .trim()
  .min(1, { error: () => t("arg.empty") })
  .max(MAX_COMMAND_LENGTH, { error: () => t("arg.textTooLong", { max: MAX_COMMAND_LENGTH }) });

/** An approver: one person (a uid, a name, a chat mention), never a list in one item. */
const approver = idArg.refine((value) => !value.includes(","), { error: () => t("arg.onePerItem") });

/** What an action takes and what it gives back; its command runs with the same checks as in chat. */
interface ActionDeclaration<I extends z.ZodType> {
  inputs: I;
  /** The command the action runs. */
  command: CommandDefinition;
  /** The command's arguments by key, as values (`approvers`: chat mentions or platform uids, as the caller gives them). */
  args(inputs: z.infer<I>): RawArgs;
  /** The outputs of a reply that succeeded. */
  outputs(inputs: z.infer<I>, data: Record<string, unknown>): Record<string, unknown>;
}

const declare = <I extends z.ZodType>(declaration: ActionDeclaration<I>) => declaration;

const uidOf = (data: Record<string, unknown>) => (typeof data.uid === "string" ? data.uid : "");

/** Every action, by the callback id its Slack step and its endpoint share (CONTRACT §8). */
export const ACTIONS = {
  add_comment: declare({
    inputs: z.object({ ticket: idArg, body: text }),
    command: commentCommand,
    args: ({ ticket, body }) => ({ request: ticket, text: body }),
    outputs: ({ ticket }, data) => ({ ticket, comment_id: uidOf(data) }),
  }),
  request_approval: declare({
    inputs: z.object({
      ticket: idArg,
      approvers: z
        .array(approver)
        .min(1, { error: () => t("arg.atLeastOne") })
        .max(50),
      body: text,
      follow: z.boolean().default(false),
    }),
    command: approvalCommand,
    // The approvers are single people with no comma: joined, they split back into the same people.
    args: ({ ticket, approvers, body, follow }) => ({
      request: ticket,
      approvers: approvers.join(","),
      text: body,
      ...(follow ? { follow: true } : {}),
    }),
    outputs: ({ ticket }, data) => ({ ticket, approval_id: uidOf(data) }),
  }),
  enable_service: declare({
    inputs: z.object({ service: idArg }),
    command: serviceEnableCommand,
    args: ({ service }) => ({ service_uid: service }),
    outputs: ({ service }) => ({ service, enabled: true }),
  }),
  disable_service: declare({
    inputs: z.object({ service: idArg }),
    command: serviceDisableCommand,
    args: ({ service }) => ({ service_uid: service }),
    outputs: ({ service }) => ({ service, enabled: false }),
  }),
  unarchive_application: declare({
    inputs: z.object({ application: idArg }),
    command: appUnarchiveCommand,
    args: ({ application }) => ({ app_uid: application }),
    outputs: ({ application }) => ({ application }),
  }),
  unarchive_equipment: declare({
    inputs: z.object({ equipment: idArg }),
    command: equipmentUnarchiveCommand,
    args: ({ equipment }) => ({ equipment_uid: equipment }),
    outputs: ({ equipment }) => ({ equipment }),
  }),
} as const satisfies Record<ActionName, unknown>;

/** An action that did not succeed: the reason a person can act on (the API's troubleshoot text among them), and a status. */
export interface ActionFailure {
  ok: false;
  error: string;
  troubleshoot: string;
  status?: number;
  /** Nothing was done and nothing was kept for the delivery: the same delivery may run again. */
  changedNothing?: boolean;
}

/** What an action came to: its outputs, or why not. */
export type ActionOutcome = { ok: true; outputs: Record<string, unknown> } | ActionFailure;

/** A command given as values, by argument key: `Flows.runValues`. */
export type RunValues = (caller: Caller, command: string, args: RawArgs, delivery: Delivery) => Promise<Reply>;

/** The refusal of an input an action cannot take: `field: problem` in plain words, status 400, nothing done. */
export function inputProblem(field: string, problem: ArgumentProblem): ActionFailure {
  return {
    ok: false,
    error: t("parse.argumentProblem", { name: field, problem: problemWords(problem) }),
    troubleshoot: "",
    status: 400,
    changedNothing: true,
  };
}

/**
 * Runs an action for `caller` (its command, with every check a command has), once per delivery.
 * Its inputs reach the command as values: never written into a command line and read again.
 */
export async function runAction(
  run: RunValues,
  caller: Caller,
  name: ActionName,
  rawInputs: unknown,
  details: Delivery,
): Promise<ActionOutcome> {
  const declaration = ACTIONS[name] as ActionDeclaration<z.ZodType>;
  const inputs = declaration.inputs.safeParse(rawInputs);
  if (!inputs.success) {
    const issue = inputs.error.issues[0];
    return inputProblem(
      issue?.path.join(".") || "inputs",
      argumentProblem(issue, (path) => valueAt(rawInputs, path)),
    );
  }
  const reply = await run(caller, declaration.command.name, declaration.args(inputs.data), details);
  if (reply.kind === "result" && reply.data && typeof reply.data === "object")
    return { ok: true, outputs: declaration.outputs(inputs.data, reply.data as Record<string, unknown>) };
  return { ok: false, ...failureOf(reply) };
}

/** A reply that is not a success, as an automation reads it: what went wrong, what to do, and an HTTP status. */
function failureOf(reply: Reply): { error: string; troubleshoot: string; status: number; changedNothing: boolean } {
  // As the core keeps a delivery's outcome: a failure that certainly changed nothing is forgotten.
  const changedNothing =
    isFailure(reply) && !reply.repeated && !(reply.kind === "error" && reply.mayHaveSucceeded === true);
  if (reply.kind === "error")
    return {
      error: plainMentions(reply.title),
      troubleshoot: plainMentions(reply.troubleshoot),
      status: reply.status ?? 502,
      changedNothing,
    };
  if (reply.kind === "usage")
    return {
      error: plainMentions(reply.title),
      troubleshoot: t("render.usage", { usage: reply.usage ?? "" }),
      status: 400,
      changedNothing,
    };
  const text = "text" in reply && typeof reply.text === "string" ? reply.text : "";
  return {
    error: plainMentions(reply.title),
    troubleshoot: plainMentions(text),
    status: reply.kind === "denied" ? 403 : 409,
    changedNothing,
  };
}

/** The value at `path` in an object given from outside (undefined where there is none). */
function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let at = value;
  for (const key of path) {
    if (at === null || typeof at !== "object") return undefined;
    at = (at as Record<PropertyKey, unknown>)[key];
  }
  return at;
}
