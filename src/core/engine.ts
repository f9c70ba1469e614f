// The command core: parse, checks, run once, audit, reply; and the flows every adapter calls.
import { randomUUID } from "node:crypto";
import type { ApiClient } from "../api/client.ts";
import type { Request } from "../api/schemas.ts";
import { onBehalfOf } from "../api/turns.ts";
import { type Clock, systemClock } from "../clock.ts";
import { PlatformPeople } from "../directory/platform-people.ts";
import type { Logger } from "../log.ts";
import { currentLocale, type Locale, localeOf, t } from "../messages/translate.ts";
import type { Metrics } from "../metrics.ts";
import { fail, ok, type Result } from "../result.ts";
import { type AuditEntry, type Store, StoreUnavailableError } from "../store/ports.ts";
import type { ChatPlatform } from "../vocabulary.ts";
import { apiErrorReply } from "./api-replies.ts";
import { AuditWriter } from "./audit-log.ts";
import {
  type Checked,
  type CheckServices,
  COMMAND_CHECKS,
  FORM_CHECKS,
  runChecks,
  storeDown,
  storeDownForChanges,
} from "./checks.ts";
import type { BoundCommand, CommandContext, CommandDefinition, Invocation, Role } from "./command.ts";
import { InteractionFlows, type OpenOutcome } from "./flows.ts";
import { argsFromAnswers } from "./forms.ts";
import type { CompanyGate } from "./gate.ts";
import { mentionedChatUser, mentionOf } from "./mentions.ts";
import { notLinkedReply, yourLinkText } from "./not-linked.ts";
import { type OnceOutcome, runOnce } from "./once.ts";
import { type Parsed, parseCommand, parseFields, parseValues, renderInvocation } from "./parser.ts";
import { IDENTITY_WAIT_MS, type Identity, PeopleResolver, type ProfileLookup } from "./people-resolver.ts";
import { platformName } from "./platform.ts";
import { progressNote } from "./queue-words.ts";
import type { CommandRegistry } from "./registry.ts";
import { type DeniedReply, errorReply, isFailure, type Reply, usageReply } from "./reply.ts";
import { type Caller, type CoreRequest, personOf } from "./requests.ts";
import { ticketMentioned } from "./ticket-links.ts";
import { TicketPreviews } from "./ticket-previews.ts";

export type { CoreRequest, FormRequest, TextRequest } from "./requests.ts";

export interface CoreOptions {
  api: ApiClient;
  store: Store;
  gate: CompanyGate;
  registry: CommandRegistry;
  /** Chat user ids with the admin role (DESK_ADMINS); the store may grant more. */
  admins: readonly string[];
  /** The demo console's own user: an admin there for running it, with no DESK_ADMINS set. */
  consoleOperator?: string;
  /** The host of the platform's request links (DESK_REQUEST_LINK_DOMAIN). */
  requestLinkDomain?: string;
  logger: Logger;
  clock?: Clock;
  /** Where commands, their answer times and the repeats absorbed are counted. */
  metrics?: Metrics;
}

/**
 * Where a request came in, for the operator's log and the metrics: its chat platform, or
 * `action-endpoint` for a signed action (which has none: its caller stands in for the console's).
 */
const wayIn = (request: CoreRequest): string => (request.automation ? "action-endpoint" : request.platform);

/** What a delivery whose command threw is recorded as: it may or may not have made its change. */
const unknownOutcome = () => errorReply(t("outcome.unknown.title"), t("outcome.unknown.troubleshoot"));

/** What a repeat of a delivery whose instance stopped mid-work is told, and what the store records for it. */
export const abandoned = () => errorReply(t("outcome.abandoned.title"), t("outcome.abandoned.troubleshoot"));

/** How long a person's preferred language from the directory is believed before it is read again. */
const PREFERRED_LOCALE_MS = 5 * 60 * 1000;

/** The platform-neutral core that every adapter hands its commands to. */
export class DeskCore {
  /** Previews of the tickets that links posted in chat name (Slack unfurls, Teams link unfurling). */
  readonly previews: TicketPreviews;
  /** Each person's preferred language from the directory, as last read. */
  private readonly preferred = new Map<string, { at: number; locale: Locale | undefined }>();
  /** The flows every way in calls: run, press, cancel, open a form, submit one. */
  readonly flows: InteractionFlows;
  private readonly clock: Clock;
  private readonly people: PeopleResolver;
  private readonly auditLog: AuditWriter;
  private readonly checkServices: CheckServices;

  constructor(private readonly options: CoreOptions) {
    this.clock = options.clock ?? systemClock;
    this.auditLog = new AuditWriter(options.store, this.clock);
    this.people = new PeopleResolver(
      options.store,
      this.clock,
      this.auditLog,
      new PlatformPeople(options.api, this.clock),
    );
    this.flows = new InteractionFlows(this, this.clock);
    this.previews = new TicketPreviews(
      (caller, text, details) => this.flows.run(caller, text, details),
      options.requestLinkDomain,
      () => this.clock.now(),
    );
    this.checkServices = {
      configuredRole: (userId) => this.configuredRole(userId),
      roleOf: (caller) => this.roleOf(caller.platform, caller.userId),
      denied: (definition, caller) => this.denied(definition, caller),
      budget: (caller) => options.api.budget(personOf(caller)),
      gateReply: (caller) => this.gateReply(caller),
      people: this.people,
    };
  }

  get registry(): CommandRegistry {
    return this.options.registry;
  }

  /** The company gate (and its cached company record). */
  get gate(): CompanyGate {
    return this.options.gate;
  }

  /**
   * The ticket a message names (`REQ-42`, or a link to a request on DESK_REQUEST_LINK_DOMAIN), read
   * from the API: undefined when it names none; `request` undefined when the API does not show it.
   */
  async ticketIn(text: string): Promise<{ id: string; request?: Request } | undefined> {
    const id = ticketMentioned(text, this.options.requestLinkDomain);
    return id ? this.readTicket(id) : undefined;
  }

  /**
   * The language to answer a chat user in: the one the platform's directory says the person they
   * are linked to prefers (`preferred_language`), else the chat platform's own for them
   * (`platformLocale`: Slack's users.info, a Teams activity's), else undefined (DESK_LOCALE's).
   */
  async readerLocale(
    platform: ChatPlatform,
    chatUserId: string,
    platformLocale: () => Promise<string | undefined> | string | undefined,
  ): Promise<Locale | undefined> {
    return (await this.preferredLocale(platform, chatUserId)) ?? localeOf(await platformLocale());
  }

  /**
   * The directory's `preferred_language` for the person a chat user is linked to, if deskbot has
   * it. Cached five minutes per person; undefined whenever it cannot tell (no link, no directory,
   * the store down).
   */
  private async preferredLocale(platform: ChatPlatform, chatUserId: string): Promise<Locale | undefined> {
    const key = `${platform}:${chatUserId}`;
    const now = this.clock.now();
    const cached = this.preferred.get(key);
    if (cached && now - cached.at < PREFERRED_LOCALE_MS) return cached.locale;
    const { store } = this.options;
    const locale = await (async () => {
      const uid = await store.getLink(platform, chatUserId);
      const [person] = uid ? await store.directoryPeople([uid]) : [];
      return localeOf(person?.language);
    })().catch(() => undefined);
    if (this.preferred.size > 10_000) this.preferred.clear();
    this.preferred.set(key, { at: now, locale });
    return locale;
  }

  /** A ticket by its id, with its record when the API shows it. */
  async readTicket(id: string): Promise<{ id: string; request?: Request }> {
    const read = await this.options.api.getRequest(id);
    return read.ok ? { id, request: read.value } : { id };
  }

  /**
   * What to tell a person whose command takes long: that it is queued, why and for about how long
   * (their place in the turns), when the budget holds calls back; else that it is under way.
   */
  progressNote(caller: Pick<Caller, "platform" | "userId">, text = ""): string {
    // No text (a caller that does not say which command): the note the budget gives.
    const definition = text.trim() === "" ? undefined : this.commandNamed(text);
    // A command that never calls the API never waits for its budget: it is only under way.
    if (definition && !definition.callsApi) return t("progress.working");
    return progressNote(this.options.api.budget(personOf(caller)));
  }

  /**
   * Handles one command and returns what to show. Never throws. Writes one line to the operator's
   * log: where it came from (the platform, or the action endpoint; `via` a workflow step or an
   * automation), who, which command (never its text), its outcome, the API calls it made and how
   * long it took; its request id is on those calls' own lines.
   */
  async handle(request: CoreRequest): Promise<Reply> {
    const started = performance.now();
    // Every API call the command makes waits for the budget in this person's turn, and is counted.
    const trace = {
      person: personOf(request),
      requestId: randomUUID(),
      apiCalls: 0,
      ...(request.background ? { background: true } : {}),
    };
    const reply = await onBehalfOf(trace, () => this.handleSafely(request));
    const seconds = (performance.now() - started) / 1000;
    const command = this.commandName(request);
    const outcome = reply.repeated ? "repeat" : reply.kind;
    const platform = wayIn(request);
    this.options.metrics?.commands.inc({ command, platform, outcome });
    this.options.metrics?.answerSeconds.observe({ platform }, seconds);
    this.options.logger.info(
      {
        requestId: trace.requestId,
        platform,
        ...(request.via ? { via: request.via } : {}),
        ...(request.deliveryId ? { delivery: request.deliveryId } : {}),
        chatUser: request.userId,
        command,
        outcome,
        apiCalls: trace.apiCalls,
        ms: Math.round(seconds * 1000),
      },
      "command handled",
    );
    return reply;
  }

  /** Who a chat user is on the platform: their link, or one made now from the directory (see PeopleResolver). */
  identify(platform: Caller["platform"], userId: string, profileOf?: ProfileLookup): Promise<Identity> {
    return this.people.identify(platform, userId, profileOf);
  }

  /**
   * The directory's names of chat users on `platform` (through their links), for mentions that
   * carry none; empty for whoever it does not know, and while the store does not answer. Never throws.
   */
  async chatUserNames(platform: ChatPlatform, chatUserIds: readonly string[]): Promise<Map<string, string>> {
    return this.people.chatUserNames(platform, chatUserIds).catch(() => new Map<string, string>());
  }

  /** What `caller` is told of their own link (the App Home), as `whoami` says it; never throws. */
  async yourLink(caller: Caller): Promise<string> {
    try {
      const identity = await this.people.identify(caller.platform, caller.userId, caller.profileOf);
      return await yourLinkText(identity, { ...caller, prefix: caller.prefix ?? "" }, this.options.store);
    } catch (error) {
      return this.failureReply(error, caller).title;
    }
  }

  /** The caller's role: admin from DESK_ADMINS or the store, everyone else not. */
  async roleOf(platform: Caller["platform"], userId: string): Promise<Role> {
    if (this.configuredRole(userId) === "admin") return "admin";
    return (await this.options.store.isAdmin(platform, userId)) ? "admin" : "everyone";
  }

  /** The role configuration gives, without the store: admin for DESK_ADMINS and the demo console's operator. */
  private configuredRole(userId: string): Role {
    return this.options.admins.includes(userId) || this.options.consoleOperator === userId ? "admin" : "everyone";
  }

  /**
   * Whether `caller` may open the form of the command `name` now (role, company gate, store up for
   * a change): the form, or the reply that says why not. Never throws.
   */
  async checkForm(caller: Caller, name: string): Promise<OpenOutcome> {
    try {
      const definition = this.options.registry.get(name);
      if (!definition?.form) return { kind: "refused", reply: usageReply(t("form.none", { command: name }), "help") };
      const checked = await runChecks(FORM_CHECKS, { caller, definition }, this.checkServices);
      return checked.ok ? { kind: "form", form: definition.form } : { kind: "refused", reply: checked.error };
    } catch (error) {
      return { kind: "refused", reply: this.failureReply(error, caller) };
    }
  }

  /**
   * The reply that stops everything when the platform's company flag is off (or the company
   * cannot be read); undefined when the platform may be served.
   */
  async gateReply(caller: Pick<Caller, "platform">): Promise<Reply | undefined> {
    const gate = await this.options.gate.check(caller.platform);
    if (gate.open) return undefined;
    if (gate.reason === "error") return apiErrorReply(gate.error, t("gate.readingCompany"));
    const platform = platformName(caller.platform);
    return errorReply(
      t("gate.off.title", { platform, company: gate.company.name }),
      t("gate.off.troubleshoot", { platform }),
    );
  }

  /** The command a request names, for counting ("unknown" when it names none). */
  private commandName(request: CoreRequest): string {
    if (request.kind !== "text") return request.command;
    return this.commandNamed(request.text)?.name ?? "unknown";
  }

  /** The command a line's first words name (a blank line is `help`, as parsing reads it), if any. */
  private commandNamed(text: string): CommandDefinition | undefined {
    // A name is two short words: a long line is not split whole to find them.
    const words = text.trimStart().slice(0, 200).trim().split(/\s+/).slice(0, 2);
    return this.options.registry.match(words[0] ? words : ["help"])?.definition;
  }

  private async handleSafely(request: CoreRequest): Promise<Reply> {
    try {
      return await this.walk(request);
    } catch (error) {
      return this.failureReply(error, request);
    }
  }

  /** What a person is told when deskbot itself failed: the store away, or anything else (logged). */
  private failureReply(error: unknown, caller: Caller): Reply {
    if (error instanceof StoreUnavailableError) {
      this.options.logger.warn({ reason: error.reason, platform: caller.platform }, "a command needed the store");
      return storeDown();
    }
    this.options.logger.error({ err: error, platform: caller.platform }, "command failed inside deskbot");
    return errorReply(t("internal.title"), t("internal.troubleshoot"));
  }

  private parse(request: CoreRequest): Parsed {
    const prefix = request.prefix ?? "";
    if (request.kind === "text") return parseCommand(request.text.trim() || "help", this.options.registry, prefix);
    const definition = this.options.registry.get(request.command);
    if (request.kind === "args") {
      if (!definition) return fail(usageReply(t("parse.notACommand", { command: request.command }), `${prefix}help`));
      return parseValues(definition, request.args, prefix);
    }
    if (!definition?.form) return fail(usageReply(t("form.none", { command: request.command }), `${prefix}help`));
    return parseFields(definition, argsFromAnswers(definition.form, request.answers), prefix);
  }

  /** One command's walk: parse, checks, run once, audit, reply. */
  private async walk(request: CoreRequest): Promise<Reply> {
    const parsed = this.parse(request);
    if (!parsed.ok) return parsed.error;
    const { invocation, command } = parsed.value;
    const definition = invocation.definition;
    // A form command given bare opens its form, after the checks that apply before it is filled.
    if (!command) return this.formReply(request, definition);

    const input = { caller: request, definition, confirmed: request.confirmed === true, asker: request.asker };
    const checked = await runChecks(COMMAND_CHECKS, input, this.checkServices);
    if (!checked.ok) return checked.error;
    const ctx = this.context(request, invocation, checked.value);
    // An API refusal is answered with the API's error and troubleshoot text alone: a usage line is for a usage error.
    return command.confirm && !request.confirmed
      ? command.confirm(ctx)
      : definition.writes
        ? this.runWrite(ctx, definition, command, request)
        : command.run(ctx);
  }

  /** A form command given bare: its form, when the person may open it now, else why not. */
  private async formReply(request: CoreRequest, definition: CommandDefinition): Promise<Reply> {
    const opened = await this.checkForm(request, definition.name);
    if (opened.kind === "refused") return opened.reply;
    const usage = `${request.prefix ?? ""}${definition.usage}`;
    return { kind: "form", command: definition.name, form: opened.form, title: definition.summary, usage };
  }

  /** The refusal of an admin command: who may run it, by name, so that the person knows whom to ask. */
  private async denied(definition: CommandDefinition, caller: Caller): Promise<DeniedReply> {
    const granted = await this.options.store.listAdmins(caller.platform).catch(() => [] as string[]);
    const admins = [...new Set([...this.options.admins, ...granted])];
    const whom = admins
      .slice(0, 5)
      .map((id) => mentionOf(id))
      .join(", ");
    return {
      kind: "denied",
      title: t("denied.title", { command: definition.name }),
      text: whom
        ? t("denied.askAdmins", { admins: `${whom}${admins.length > 5 ? ", …" : ""}` })
        : // At the console, the person asking is whoever runs deskbot: they can make themselves an admin.
          t(caller.platform === "console" ? "denied.noAdminsConsole" : "denied.noAdmins", { user: caller.userId }),
    };
  }

  /** Runs a write at most once per delivery, and audits it when it runs. */
  private async runWrite(
    ctx: CommandContext,
    definition: CommandDefinition,
    command: BoundCommand,
    request: CoreRequest,
  ): Promise<Reply> {
    const work = () => this.runAudited(ctx, definition, command);
    if (!request.deliveryId) return work();
    const key = `${request.platform}:${request.deliveryId}`;
    let outcome: OnceOutcome<Reply>;
    try {
      outcome = await runOnce(this.options.store, key, work, {
        // A failure that certainly changed nothing is forgotten, so that a corrected delivery runs.
        keep: (reply) => !isFailure(reply) || (reply.kind === "error" && reply.mayHaveSucceeded === true),
        onThrow: unknownOutcome(),
        onAbandoned: abandoned(),
        ...(request.replyAddress
          ? {
              note: {
                chatUserId: request.userId,
                command: definition.name,
                text: ctx.invocation.text,
                replyAddress: request.replyAddress,
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
    this.options.metrics?.repeatsAbsorbed.inc({ platform: request.platform });
    if (outcome.state === "abandoned") {
      const reply = abandoned();
      if (outcome.recorded) await this.auditOutcome(ctx, definition, "unknown", reply.title);
      return { ...reply, mayHaveSucceeded: true, repeated: true };
    }
    if (outcome.state === "in_progress") {
      return {
        kind: "result",
        title: t("outcome.inProgress.title"),
        text: t("outcome.inProgress.text"),
        repeated: true,
      };
    }
    const first = outcome.value;
    return first.kind === "form"
      ? { ...first, repeated: true }
      : { ...first, text: [first.text, t("outcome.repeat")].filter(Boolean).join("\n"), repeated: true };
  }

  /** Runs a command that changes something, and writes its outcome to the audit log. */
  private async runAudited(ctx: CommandContext, definition: CommandDefinition, command: BoundCommand): Promise<Reply> {
    const reply = await command.run(ctx);
    if (reply.kind !== "usage" && reply.kind !== "denied") {
      const outcome = !isFailure(reply) ? "ok" : reply.kind === "error" && reply.mayHaveSucceeded ? "unknown" : "error";
      await this.auditOutcome(ctx, definition, outcome, reply.title);
    }
    return reply;
  }

  private auditOutcome(
    ctx: CommandContext,
    definition: CommandDefinition,
    outcome: AuditEntry["outcome"],
    detail: string,
  ): Promise<void> {
    return this.auditLog.write({
      platform: ctx.caller.platform,
      chatUserId: ctx.caller.userId,
      command: definition.name,
      text: ctx.invocation.text,
      outcome,
      detail: ctx.invocation.via ? `${detail} (${t("audit.via", { via: ctx.invocation.via })})` : detail,
    });
  }

  /** A uid or a name the directory knows (a name several share lists them, and nothing is sent); without the store, as typed. */
  private async uidOrName(reference: string): Promise<Result<string, Reply>> {
    const found = await this.people.byUidOrName(reference).catch((error: unknown) => {
      if (error instanceof StoreUnavailableError) return { kind: "uid" as const, uid: reference };
      throw error;
    });
    if (found.kind === "uid") return ok(found.uid);
    const candidates = found.people.map((person) => `${person.fullName ?? person.uid} (${person.uid})`).join(", ");
    return fail({
      kind: "error",
      title: t("people.ambiguousName", { name: reference, count: found.people.length }),
      troubleshoot: t("people.ambiguousName.troubleshoot", { candidates }),
    });
  }

  private context(request: CoreRequest, invocation: Invocation, checked: Checked): CommandContext {
    const { store, api, registry } = this.options;
    const prefix = request.prefix ?? "";
    const { identity } = checked;
    const identityDeadline = this.clock.now() + IDENTITY_WAIT_MS;
    return {
      caller: {
        platform: request.platform,
        userId: request.userId,
        role: checked.role,
        linkedUid: identity.linked ? identity.uid : undefined,
        identity,
        prefix,
      },
      services: {
        api,
        store,
        // Without the store, people are shown by their uids.
        labels: (uids) =>
          this.people.labels(request.platform, uids).catch((error: unknown) => {
            if (error instanceof StoreUnavailableError) return new Map(uids.map((uid) => [uid, uid]));
            throw error;
          }),
        resolveUser: async (reference) => {
          const chatUser = mentionedChatUser(reference);
          if (chatUser === undefined) return this.uidOrName(reference);
          // People mentioned in one command share one deadline, however many of them there are.
          const waitMs = Math.max(0, identityDeadline - this.clock.now());
          const found = await this.people.identify(request.platform, chatUser, request.profileOf, waitMs);
          if (found.linked) return ok(found.uid);
          // In a form or a workflow step, people are chosen in a picker, where no uid can be typed.
          const picked = request.kind === "form" || request.via === "workflow";
          return fail(notLinkedReply(reference, found, prefix, picked));
        },
        configuredAdmins: this.options.admins,
        ...(this.options.consoleOperator ? { consoleOperator: this.options.consoleOperator } : {}),
        commands: () => registry.list(),
      },
      invocation: {
        text: request.kind === "text" ? request.text.trim() : renderInvocation(invocation),
        attachments: request.attachments ?? [],
        viaForm: request.kind === "form",
        ...(request.via ? { via: request.via } : {}),
        warningSeen: request.warningSeen === true,
        given: (option) => {
          const value = invocation.flags.get(option);
          return typeof value === "string" ? value : undefined;
        },
        rerunWith: (changes) => renderInvocation(invocation, changes),
        confirmation: (title, text, details) => ({
          kind: "confirm",
          title,
          text,
          confirmation: {
            ...details,
            command: renderInvocation(invocation),
            nonce: randomUUID(),
            asker: request.userId,
          },
        }),
      },
    };
  }
}
