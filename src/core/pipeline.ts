// One command's walk through the core: parse, checks, run once, audit, reply; with its line in the operator's log.
import { randomUUID } from "node:crypto";
import { onBehalfOf } from "../api/turns.ts";
import type { Logger } from "../log.ts";
import { t } from "../messages/translate.ts";
import type { Metrics } from "../metrics.ts";
import { fail } from "../result.ts";
import { StoreUnavailableError } from "../store/ports.ts";
import { type CheckServices, COMMAND_CHECKS, FORM_CHECKS, runChecks, storeDownReply } from "./checks.ts";
import type { CommandDefinition } from "./command.ts";
import { type ContextServices, commandContext } from "./command-context.ts";
import { argsFromAnswers, type CommandForm } from "./forms.ts";
import { type Parsed, parseCommand, parseFields, parseValues } from "./parser.ts";
import type { Identity } from "./people-resolver.ts";
import { proposalOf } from "./proposals.ts";
import type { CommandRegistry } from "./registry.ts";
import { errorReply, type Reply, usageReply } from "./reply.ts";
import { type Caller, type CoreRequest, personOf } from "./requests.ts";
import type { CallerTickets } from "./ticket-access.ts";
import { type WriteServices, writeOnce } from "./write-once.ts";

/** Whether a form may be used now: its fields, or the reply that says why not. */
export type OpenOutcome = { kind: "form"; form: CommandForm } | { kind: "refused"; reply: Reply };

/** What the walk uses: the registry, the checks', the context's and the writes' services, the log. */
export interface PipelineServices {
  registry: CommandRegistry;
  checks: CheckServices;
  context: ContextServices;
  writes: WriteServices;
  logger: Logger;
  metrics?: Metrics;
}

/** The core's walk: every way in ends here. */
export interface Pipeline {
  /**
   * Handles one command and returns what to show. Never throws. Writes one line to the operator's
   * log: where it came from, who, which command (never its text), its outcome, the API calls it
   * made and how long it took; its request id is on those calls' own lines.
   */
  handle(request: CoreRequest): Promise<Reply>;
  /** Whether `caller` may open the form of the command `name` now: the form, or why not. Never throws. */
  openForm(caller: Caller, name: string): Promise<OpenOutcome>;
  /** The command a line's first words name (a blank line is `help`, as parsing reads it), if any. */
  commandNamed(text: string): CommandDefinition | undefined;
  /**
   * The tickets `caller` may see, outside a command (a form's ticket shown as it opens): who they
   * are as the store knows it now (never waited for). Where that cannot be read, they see none.
   */
  ticketsOf(caller: Caller): CallerTickets;
}

/**
 * Where a request came in, for the operator's log and the metrics: its chat platform, or
 * `action-endpoint` for a signed action (which has none).
 */
const wayIn = (request: CoreRequest): string =>
  request.caller.automation ? "action-endpoint" : request.caller.platform;

/** The walk, over `services`. */
export function createPipeline(services: PipelineServices): Pipeline {
  const { registry, logger, metrics } = services;

  const commandNamed = (text: string): CommandDefinition | undefined => {
    // A name is two short words: a long line is not split whole to find them.
    const words = text.trimStart().slice(0, 200).trim().split(/\s+/).slice(0, 2);
    return registry.match(words[0] ? words : ["help"])?.definition;
  };

  /** What a person is told when deskbot itself failed: the store away, or anything else (logged). */
  const failureReply = (error: unknown, caller: Caller): Reply => {
    if (error instanceof StoreUnavailableError) {
      logger.warn({ reason: error.reason, platform: caller.platform }, "a command needed the store");
      return storeDownReply();
    }
    logger.error({ err: error, platform: caller.platform }, "command failed inside deskbot");
    return errorReply(t("internal.title"), t("internal.troubleshoot"));
  };

  const openForm = async (caller: Caller, name: string): Promise<OpenOutcome> => {
    try {
      const definition = registry.get(name);
      if (!definition?.form) return { kind: "refused", reply: usageReply(t("form.none", { command: name }), "help") };
      const checked = await runChecks(FORM_CHECKS, { caller, definition }, services.checks);
      return checked.ok ? { kind: "form", form: definition.form } : { kind: "refused", reply: checked.error };
    } catch (error) {
      return { kind: "refused", reply: failureReply(error, caller) };
    }
  };

  const parse = ({ caller, sent }: CoreRequest): Parsed => {
    const prefix = caller.prefix ?? "";
    if (sent.kind === "text") return parseCommand(sent.text.trim() || "help", registry, prefix);
    const definition = registry.get(sent.command);
    if (sent.kind === "values") {
      if (!definition) return fail(usageReply(t("parse.notACommand", { command: sent.command }), `${prefix}help`));
      return parseValues(definition, sent.args, prefix);
    }
    if (!definition?.form) return fail(usageReply(t("form.none", { command: sent.command }), `${prefix}help`));
    return parseFields(definition, argsFromAnswers(definition.form, sent.answers), prefix);
  };

  /** One command's walk: parse, checks, run once, audit, reply; `named` is told the command it parsed as. */
  const walk = async (request: CoreRequest, named: { command?: string }): Promise<Reply> => {
    const parsed = parse(request);
    if (!parsed.ok) return parsed.error;
    const { invocation, command } = parsed.value;
    const { definition } = invocation;
    named.command = definition.name;
    const { caller, confirmation } = request;
    // A form command given bare opens its form, after the checks that apply before it is filled.
    if (!command) {
      const opened = await openForm(caller, definition.name);
      if (opened.kind === "refused") return opened.reply;
      const usage = `${caller.prefix ?? ""}${definition.usage}`;
      return { kind: "form", command: definition.name, form: opened.form, title: definition.summary, usage };
    }
    const checked = await runChecks(
      COMMAND_CHECKS,
      { caller, definition, ...(confirmation ? { confirmation } : {}) },
      services.checks,
    );
    if (!checked.ok) return checked.error;
    const ctx = commandContext(services.context, request, invocation, checked.value);
    // A change read from someone's own words waits for their yes, whatever the command.
    if (request.propose && definition.writes)
      return proposalOf(ctx, definition, command, request.propose.now, request.propose.named);
    if (command.confirm && !confirmation) return command.confirm(ctx);
    return definition.writes ? writeOnce(services.writes, ctx, definition, command, request) : command.run(ctx);
  };

  const handle = async (request: CoreRequest): Promise<Reply> => {
    const started = performance.now();
    const { caller, sent, delivery } = request;
    // Every API call the command makes waits for the budget in this person's turn, and is counted.
    const trace = {
      person: personOf(caller),
      requestId: randomUUID(),
      apiCalls: 0,
      ...(delivery.background ? { background: true } : {}),
    };
    const named: { command?: string } = {};
    const walked = await onBehalfOf(trace, () =>
      walk(request, named).catch((error: unknown) => failureReply(error, caller)),
    );
    // What shows e-mails or the audit log is for the asker's eyes only, whatever it came to.
    const forAskerOnly = named.command !== undefined && registry.get(named.command)?.forAskerOnly === true;
    const reply: Reply = forAskerOnly ? { ...walked, forAskerOnly: true } : walked;
    const seconds = (performance.now() - started) / 1000;
    // The command as parsed; a line that did not parse is named as far as its first words go (read again only then).
    const command =
      named.command ?? (sent.kind === "text" ? (commandNamed(sent.text)?.name ?? "unknown") : sent.command);
    const outcome = reply.repeated ? "repeat" : reply.kind;
    const platform = wayIn(request);
    metrics?.commands.inc({ command, platform, outcome });
    metrics?.answerSeconds.observe({ platform }, seconds);
    logger.info(
      {
        requestId: trace.requestId,
        platform,
        ...(delivery.via ? { via: delivery.via } : {}),
        ...(delivery.id ? { delivery: delivery.id } : {}),
        chatUser: caller.userId,
        command,
        outcome,
        apiCalls: trace.apiCalls,
        ms: Math.round(seconds * 1000),
      },
      "command handled",
    );
    return reply;
  };

  const ticketsOf = (caller: Caller): CallerTickets =>
    services.context.access.forCaller(async () => {
      if (caller.automation) return { deskbotAdmin: false, uid: caller.automation.asUid };
      const { roles, people } = services.checks;
      const [role, identity] = await Promise.all([
        roles.roleOf(caller.platform, caller.userId).catch(() => roles.configuredRole(caller.userId)),
        people.identify(caller.platform, caller.userId, caller.profileOf, 0).catch((): Identity => ({ linked: false })),
      ]);
      return {
        deskbotAdmin: role === "admin",
        uid: identity.linked ? identity.uid : undefined,
        pending: !identity.linked && identity.pending === true,
        prefix: caller.prefix ?? "",
      };
    });

  return { handle, openForm, commandNamed, ticketsOf };
}
