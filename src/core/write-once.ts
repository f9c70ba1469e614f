// A change made once per delivery, and its attempt written to the audit log: repeats get the first outcome.
import { currentLocale, type KeptMessage, keepingMessages, t } from "../messages/translate.ts";
import type { Metrics } from "../metrics.ts";
import { type AuditEntry, type ClaimStore, StoreUnavailableError } from "../store/ports.ts";
import type { AuditWriter } from "./audit-log.ts";
import { storeDownForChanges } from "./checks.ts";
import type { BoundCommand, CommandContext, CommandDefinition } from "./command.ts";
import { type OnceOutcome, runOnce } from "./once.ts";
import { errorReply, isFailure, type Reply } from "./reply.ts";
import type { CoreRequest } from "./requests.ts";

/** What writing once uses. */
export interface WriteServices {
  store: ClaimStore;
  auditLog: AuditWriter;
  metrics?: Metrics;
}

/** What a delivery whose command threw is recorded as: it may or may not have made its change. */
const unknownOutcome = () => errorReply(t("outcome.unknown.title"), t("outcome.unknown.troubleshoot"));

/** What a repeat of a delivery whose instance stopped mid-work is told, and what the store records for it. */
export const abandoned = () => errorReply(t("outcome.abandoned.title"), t("outcome.abandoned.troubleshoot"));

/**
 * Whether a reply is an attempt at the change (an outcome, or an error the API gave), as the audit
 * log records: a warning, a usage error or a refusal attempted nothing.
 */
const attempted = (reply: Reply) => reply.kind !== "usage" && reply.kind !== "denied" && reply.kind !== "warning";

/**
 * Whether a delivery's outcome is kept, so that a repeat gets it: not a failure that certainly
 * changed nothing, nor a warning, so that a corrected (or confirmed) delivery runs.
 */
const kept = (reply: Reply) =>
  reply.kind !== "warning" && (!isFailure(reply) || (reply.kind === "error" && reply.mayHaveSucceeded === true));

/** Runs a command that changes something at most once per delivery, and audits what it attempted. */
export async function writeOnce(
  services: WriteServices,
  ctx: CommandContext,
  definition: CommandDefinition,
  command: BoundCommand,
  request: CoreRequest,
): Promise<Reply> {
  const work = () => runAudited(services, ctx, definition, command);
  const deliveryId = request.delivery.id;
  if (!deliveryId) return work();
  const { caller } = request;
  let outcome: OnceOutcome<Reply>;
  try {
    outcome = await runOnce(services.store, `${caller.platform}:${deliveryId}`, work, {
      keep: kept,
      onThrow: unknownOutcome(),
      onAbandoned: abandoned(),
      ...(caller.replyAddress
        ? {
            note: {
              chatUserId: caller.userId,
              command: definition.name,
              text: ctx.invocation.text,
              replyAddress: caller.replyAddress,
              locale: currentLocale(),
            },
          }
        : {}),
    });
  } catch (error) {
    if (error instanceof StoreUnavailableError) return storeDownForChanges();
    throw error;
  }
  if (outcome.state === "ran") return outcome.value;
  services.metrics?.repeatsAbsorbed.inc({ platform: caller.platform });
  if (outcome.state === "abandoned") {
    const reply = abandoned();
    if (outcome.recorded) await audit(services, ctx, definition, "unknown", reply.title, ABANDONED);
    return { ...reply, mayHaveSucceeded: true, repeated: true };
  }
  if (outcome.state === "in_progress") {
    return { kind: "result", title: t("outcome.inProgress.title"), text: t("outcome.inProgress.text"), repeated: true };
  }
  const first = outcome.value;
  return first.kind === "form" || first.kind === "warning"
    ? { ...first, repeated: true }
    : { ...first, text: [first.text, t("outcome.repeat")].filter(Boolean).join("\n"), repeated: true };
}

/** The audit log's message for a change whose instance stopped mid-way. */
export const ABANDONED: KeptMessage = { key: "outcome.abandoned.title" };

/**
 * Runs the command, and writes what it attempted to the audit log: its reply's title, kept as the
 * message it was made from, so that every reader of the log reads it in their own language.
 */
async function runAudited(
  services: WriteServices,
  ctx: CommandContext,
  definition: CommandDefinition,
  command: BoundCommand,
): Promise<Reply> {
  const { value: reply, keptOf } = await keepingMessages(() => command.run(ctx));
  if (attempted(reply)) {
    const outcome = !isFailure(reply) ? "ok" : reply.kind === "error" && reply.mayHaveSucceeded ? "unknown" : "error";
    await audit(services, ctx, definition, outcome, reply.title, keptOf(reply.title));
  }
  return reply;
}

function audit(
  services: WriteServices,
  ctx: CommandContext,
  definition: CommandDefinition,
  outcome: AuditEntry["outcome"],
  detail: string,
  message: KeptMessage | undefined,
): Promise<void> {
  const { via } = ctx.invocation;
  // Said with the way it came in (a workflow step, an automation, the person's own words).
  const how: KeptMessage | undefined = via ? { key: "audit.via", values: { via } } : undefined;
  const kept: KeptMessage | undefined =
    message && how ? { key: "audit.detailVia", values: { detail: message, via: how } } : (message ?? undefined);
  return services.auditLog.write({
    platform: ctx.caller.platform,
    chatUserId: ctx.caller.userId,
    command: definition.name,
    text: ctx.invocation.text,
    outcome,
    detail: via ? t("audit.detailVia", { detail, via: t("audit.via", { via }) }) : detail,
    ...(kept ? { message: kept } : {}),
  });
}
