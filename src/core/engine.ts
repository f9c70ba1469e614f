// The command core: parse -> policy -> company gate -> confirmation -> run (exactly once for writes) -> Reply.
import { randomUUID } from "node:crypto";
import type { ApiClient } from "../api/client.ts";
import type { Attachment } from "../api/schemas.ts";
import type { ApiBudget } from "../api/transport.ts";
import { onBehalfOf } from "../api/turns.ts";
import { type Clock, systemClock } from "../clock.ts";
import type { Logger } from "../log.ts";
import type { Metrics } from "../metrics.ts";
import { fail, ok } from "../result.ts";
import { StoreUnavailableError } from "../store/resilient-store.ts";
import type { AuditEntry, Store } from "../store/store.ts";
import { apiErrorReply } from "./api-replies.ts";
import type { CommandContext, CommandDefinition, Invocation, Role } from "./command.ts";
import { argsFromAnswers, type FormAnswers } from "./forms.ts";
import type { CompanyGate } from "./gate.ts";
import { mentionedChatUser, mentionOf } from "./mentions.ts";
import { notLinkedReply } from "./not-linked.ts";
import { type OnceOutcome, runOnce } from "./once.ts";
import { type Parsed, parseCommand, parseFields, renderInvocation } from "./parser.ts";
import { type Identity, PeopleResolver, type ProfileLookup } from "./people.ts";
import { ANSWER_WINDOW_MS, answerWindowWords, type ChatPlatform, PLATFORM_NAMES } from "./platform.ts";
import type { CommandRegistry } from "./registry.ts";
import { type DeniedReply, errorReply, isFailure, type Reply, usageReply } from "./reply.ts";

interface RequestCommon {
  platform: ChatPlatform;
  /** The chat user id (Slack user id, Teams AAD object id, console name). */
  userId: string;
  /** The person has confirmed (a destructive command runs only then). */
  confirmed?: boolean;
  /**
   * The platform delivery's unique id (trigger id, view id, activity id). A write runs at most
   * once per delivery id: a repeat gets the first outcome.
   */
  deliveryId?: string;
  /** Files to attach to a comment (from the chat message a shortcut was used on). */
  attachments?: Attachment[];
  /** How commands are written where the person is: `/desk ` (Slack), `@deskbot ` (a Teams channel), or nothing. */
  prefix?: string;
  /** The platform's lookup of a chat user's name and verified e-mail, for linking people from the directory. */
  profileOf?: ProfileLookup;
}

/** A command typed as text (without the slash command or the bot's mention). */
export interface TextRequest extends RequestCommon {
  kind: "text";
  text: string;
}

/** A command given through its form: the answers by field id. */
export interface FormRequest extends RequestCommon {
  kind: "form";
  command: string;
  answers: FormAnswers;
}

/** One command from a person, as an adapter hands it over. */
export type CoreRequest = TextRequest | FormRequest;

export interface CoreOptions {
  api: ApiClient;
  store: Store;
  gate: CompanyGate;
  registry: CommandRegistry;
  /** Chat user ids with the admin role (DESK_ADMINS); the store may grant more. */
  admins: readonly string[];
  logger: Logger;
  clock?: Clock;
  /** Where commands, their answer times and the repeats absorbed are counted. */
  metrics?: Metrics;
}

const REPEAT_NOTE = "This request was already handled; here is its outcome.";

/** What a delivery whose command threw is recorded as: it may or may not have made its change. */
const UNKNOWN_OUTCOME = errorReply("The outcome is unknown.", "Check before trying again.");

/** What a repeat of a delivery whose instance stopped mid-work is told, and what the store records for it. */
const ABANDONED = errorReply(
  "deskbot stopped while it was carrying this out, so whether the change was made is unknown.",
  "Check the ticket (or the record it changes) before trying again: the change may have been made.",
);

/** A change refused because the store, which makes changes exactly once, does not answer. */
const STORE_DOWN_FOR_CHANGES = errorReply(
  "deskbot cannot make changes right now: its database does not answer.",
  "Nothing was sent. deskbot records every change so that it is made exactly once, and cannot do that now. Try again in a few minutes; if it keeps happening, tell your deskbot administrator.",
  503,
);

/** A command that needs the store to answer at all, while it does not. */
const STORE_DOWN = errorReply(
  "deskbot's database does not answer right now.",
  "Try again in a few minutes; if it keeps happening, tell your deskbot administrator.",
  503,
);

/** The platform-neutral core that every adapter hands its commands to. */
export class DeskCore {
  private readonly admins: readonly string[];
  private readonly clock: Clock;

  private readonly people: PeopleResolver;

  constructor(private readonly options: CoreOptions) {
    this.admins = options.admins;
    this.clock = options.clock ?? systemClock;
    this.people = new PeopleResolver(options.store, this.clock);
  }

  get registry(): CommandRegistry {
    return this.options.registry;
  }

  /** The company gate (and its cached company record). */
  get gate(): CompanyGate {
    return this.options.gate;
  }

  /**
   * What to tell a person whose command takes long: that it is queued, why and for about how long
   * (their place in the turns), when the budget holds calls back; else that it is under way.
   */
  progressNote(request: Pick<CoreRequest, "platform" | "userId">): string {
    const budget = this.options.api.budget(personOf(request));
    if (budget.queued === 0) return "Working on it…";
    return `Queued: ${whyQueued(budget)}. Your answer will follow here in ${waitWords(budget.estimatedWaitMs)}.`;
  }

  /** Handles one command and returns what to show. Never throws. */
  async handle(request: CoreRequest): Promise<Reply> {
    const started = performance.now();
    // Every API call the command makes waits for the budget in this person's turn.
    const reply = await onBehalfOf(personOf(request), () => this.handleSafely(request));
    const metrics = this.options.metrics;
    if (metrics) {
      const outcome = reply.repeated ? "repeat" : reply.kind;
      metrics.commands.inc({ command: this.commandName(request), platform: request.platform, outcome });
      metrics.answerSeconds.observe({ platform: request.platform }, (performance.now() - started) / 1000);
    }
    return reply;
  }

  /** The command a request names, for counting ("unknown" when it names none). */
  private commandName(request: CoreRequest): string {
    if (request.kind === "form") return request.command;
    const words = request.text.trim().split(/\s+/).slice(0, 2);
    return (
      this.options.registry.match(words.length > 0 && words[0] !== "" ? words : ["help"])?.definition.name ?? "unknown"
    );
  }

  private async handleSafely(request: CoreRequest): Promise<Reply> {
    try {
      return await this.handleUnsafe(request);
    } catch (error) {
      if (error instanceof StoreUnavailableError) {
        this.options.logger.warn({ reason: error.reason, platform: request.platform }, "a command needed the store");
        return STORE_DOWN;
      }
      this.options.logger.error({ err: error, platform: request.platform }, "command failed inside deskbot");
      return errorReply(
        "Something went wrong inside deskbot.",
        "Try again; if it keeps happening, tell your deskbot administrator (the details are in deskbot's log).",
      );
    }
  }

  /** Who a chat user is on the platform: their link, or one made now from the directory (see PeopleResolver). */
  identify(platform: ChatPlatform, userId: string, profileOf?: ProfileLookup): Promise<Identity> {
    return this.people.identify(platform, userId, profileOf);
  }

  /** The caller's role: admin from DESK_ADMINS or the store, everyone else not. */
  async roleOf(platform: ChatPlatform, userId: string): Promise<Role> {
    if (this.admins.includes(userId)) return "admin";
    return (await this.options.store.isAdmin(platform, userId)) ? "admin" : "everyone";
  }

  /**
   * Whether `userId` may start the command `name` on `platform` now (role, then the company flag):
   * undefined when they may, else the reply that says why not. For forms opened before any command runs.
   */
  async preflight(name: string, platform: ChatPlatform, userId: string): Promise<Reply | undefined> {
    const definition = this.options.registry.get(name);
    if (!definition) return usageReply(`"${name}" is not a command.`, "help");
    if (definition.role === "admin" && (await this.roleOf(platform, userId)) !== "admin")
      return this.denied(definition, platform);
    return this.gateReply(platform);
  }

  /**
   * The reply that stops everything when the platform's company flag is off (or the company
   * cannot be read); undefined when the platform may be served.
   */
  async gateReply(platform: ChatPlatform): Promise<Reply | undefined> {
    const gate = await this.options.gate.check(platform);
    if (gate.open) return undefined;
    if (gate.reason === "error") return apiErrorReply(gate.error, "Reading the company");
    const platformName = PLATFORM_NAMES[platform];
    return errorReply(
      `deskbot is turned off for ${platformName} at ${gate.company.name}.`,
      `An administrator of the service desk can turn on the ${platformName} integration in the platform's settings.`,
    );
  }

  private parse(request: CoreRequest): Parsed {
    const prefix = request.prefix ?? "";
    if (request.kind === "text") return parseCommand(request.text.trim() || "help", this.options.registry, prefix);
    const definition = this.options.registry.get(request.command);
    if (!definition?.form) return fail(usageReply(`"${request.command}" has no form.`, `${prefix}help`));
    return parseFields(definition, argsFromAnswers(definition.form, request.answers), prefix);
  }

  private async handleUnsafe(request: CoreRequest): Promise<Reply> {
    const parsed = this.parse(request);
    if (!parsed.ok) return parsed.error;
    const { invocation, args } = parsed.value;
    const definition = invocation.definition;

    // While the store does not answer, reads go on without what it keeps (granted roles, links).
    let storeDown = false;
    const orWithoutStore = async <T>(lookup: () => Promise<T>, fallback: T): Promise<T> => {
      try {
        return await lookup();
      } catch (error) {
        if (!(error instanceof StoreUnavailableError)) throw error;
        storeDown = true;
        return fallback;
      }
    };
    const configured: Role = this.admins.includes(request.userId) ? "admin" : "everyone";
    const role = await orWithoutStore(() => this.roleOf(request.platform, request.userId), configured);
    if (definition.role === "admin" && role !== "admin") return this.denied(definition, request.platform);

    const tooLate = this.tooBusyReply(request);
    if (tooLate) return tooLate;
    const closed = await this.gateReply(request.platform);
    if (closed) return closed;

    const prefix = request.prefix ?? "";
    if (definition.form && !invocation.hasArguments) {
      const usage = `${prefix}${definition.usage}`;
      return { kind: "form", command: definition.name, form: definition.form, title: definition.summary, usage };
    }

    const identity: Identity = await orWithoutStore(
      () => this.people.identify(request.platform, request.userId, request.profileOf),
      { linked: false },
    );
    if (!identity.linked && !storeDown) {
      await this.people.noteUnlinked(request.platform, request.userId, identity.conflict);
    }
    // Without the store a change cannot be made exactly once, nor on behalf of the right person.
    if (definition.writes && storeDown) return STORE_DOWN_FOR_CHANGES;
    const ctx = this.context(request, invocation, role, identity);
    const reply = await (definition.confirm && !request.confirmed
      ? definition.confirm(ctx, args as never)
      : definition.writes
        ? this.runWrite(ctx, definition, args, request)
        : definition.run(ctx, args as never));
    // When the API refuses the values, the command's own usage line shows how to write them.
    const refused = reply.kind === "error" && [400, 404, 422].includes(reply.status ?? 0) && !reply.usage;
    return refused ? { ...reply, usage: `${prefix}${definition.usage}` } : reply;
  }

  /**
   * The refusal, before anything is sent, of a command whose wait for the budget would outlast
   * the time its platform gives the answer to arrive; undefined when it can be answered in time.
   */
  private tooBusyReply(request: CoreRequest): Reply | undefined {
    const budget = this.options.api.budget(personOf(request));
    if (budget.estimatedWaitMs <= ANSWER_WINDOW_MS[request.platform]) return undefined;
    return errorReply(
      "The service desk is too busy to answer this in time.",
      `Nothing was sent. ${capitalised(whyQueued(budget))}: your answer would take ${waitWords(budget.estimatedWaitMs)}, and ${answerWindowWords(request.platform)}. Try again later.`,
      503,
    );
  }

  /** The refusal of an admin command: who may run it, by name, so that the person knows whom to ask. */
  private async denied(definition: CommandDefinition, platform: ChatPlatform): Promise<DeniedReply> {
    const granted = await this.options.store.listAdmins(platform).catch(() => [] as string[]);
    const admins = [...new Set([...this.admins, ...granted])];
    const whom = admins
      .slice(0, 5)
      .map((id) => mentionOf(id))
      .join(", ");
    return {
      kind: "denied",
      title: `Only admins may run ${definition.name}.`,
      text: whom
        ? `Ask one of them to run it for you, or to make you an admin: ${whom}${admins.length > 5 ? ", …" : ""}.`
        : "No admin is set up yet: ask whoever runs deskbot for your company.",
    };
  }

  /** Runs a write at most once per delivery, and audits it when it runs. */
  private async runWrite(
    ctx: CommandContext,
    definition: CommandDefinition,
    args: unknown,
    request: CoreRequest,
  ): Promise<Reply> {
    const work = () => this.runAudited(ctx, definition, args);
    if (!request.deliveryId) return work();
    const key = `${request.platform}:${request.deliveryId}`;
    let outcome: OnceOutcome<Reply>;
    try {
      outcome = await runOnce(this.options.store, key, work, {
        // A failure that certainly changed nothing is forgotten, so that a corrected delivery runs.
        keep: (reply) => !isFailure(reply) || (reply.kind === "error" && reply.mayHaveSucceeded === true),
        onThrow: UNKNOWN_OUTCOME,
        onAbandoned: ABANDONED,
      });
    } catch (error) {
      if (error instanceof StoreUnavailableError) return STORE_DOWN_FOR_CHANGES;
      throw error;
    }
    if (outcome.state === "ran") return outcome.value;
    this.options.metrics?.repeatsAbsorbed.inc({ platform: request.platform });
    if (outcome.state === "abandoned") {
      if (outcome.recorded) await this.auditOutcome(ctx, definition, "unknown", ABANDONED.title);
      return { ...ABANDONED, mayHaveSucceeded: true, repeated: true };
    }
    if (outcome.state === "in_progress") {
      return {
        kind: "result",
        title: "Already on it",
        text: "This request is being handled; its outcome will follow.",
        repeated: true,
      };
    }
    const first = outcome.value;
    return first.kind === "form"
      ? { ...first, repeated: true }
      : { ...first, text: [first.text, REPEAT_NOTE].filter(Boolean).join("\n"), repeated: true };
  }

  /** Runs a command that changes something, and writes its outcome to the audit log. */
  async runAudited(ctx: CommandContext, definition: CommandDefinition, args: unknown): Promise<Reply> {
    const reply = await definition.run(ctx, args as never);
    if (reply.kind !== "usage" && reply.kind !== "denied") {
      const outcome = !isFailure(reply) ? "ok" : reply.kind === "error" && reply.mayHaveSucceeded ? "unknown" : "error";
      await this.auditOutcome(ctx, definition, outcome, reply.title);
    }
    return reply;
  }

  private async auditOutcome(
    ctx: CommandContext,
    definition: CommandDefinition,
    outcome: AuditEntry["outcome"],
    detail: string,
  ): Promise<void> {
    await ctx.store.audit({
      at: new Date(this.clock.now()).toISOString(),
      platform: ctx.platform,
      chatUserId: ctx.userId,
      command: definition.name,
      text: ctx.text,
      outcome,
      detail,
    });
  }

  private context(request: CoreRequest, invocation: Invocation, role: Role, identity: Identity): CommandContext {
    const { store, api, registry } = this.options;
    return {
      api,
      store,
      platform: request.platform,
      userId: request.userId,
      role,
      linkedUid: identity.linked ? identity.uid : undefined,
      identity,
      // Without the store, people are shown by their uids.
      labels: (uids) =>
        this.people.labels(request.platform, uids).catch((error: unknown) => {
          if (error instanceof StoreUnavailableError) return new Map(uids.map((uid) => [uid, uid]));
          throw error;
        }),
      text: request.kind === "form" ? renderInvocation(invocation) : request.text.trim(),
      attachments: request.attachments ?? [],
      configuredAdmins: this.admins,
      resolveUser: async (reference) => {
        const chatUser = mentionedChatUser(reference);
        if (chatUser === undefined) return ok(reference);
        const found = await this.people.identify(request.platform, chatUser, request.profileOf);
        if (found.linked) return ok(found.uid);
        return fail(notLinkedReply(reference, found, request.prefix ?? ""));
      },
      rerunWith: (changes) => renderInvocation(invocation, changes),
      given: (option) => {
        const value = invocation.flags.get(option);
        return typeof value === "string" ? value : undefined;
      },
      prefix: request.prefix ?? "",
      confirmation: (title, text, details) => ({
        kind: "confirm",
        title,
        text,
        confirmation: { ...details, command: renderInvocation(invocation), nonce: randomUUID() },
      }),
      commands: () => registry.list(),
    };
  }
}

/** Whose turn a request's API calls take: one person on one platform. */
function personOf(request: Pick<CoreRequest, "platform" | "userId">): string {
  return `${request.platform}:${request.userId}`;
}

/** Why calls wait, in words: "the service desk allows 12 requests a minute, and 30 are waiting". */
function whyQueued(budget: ApiBudget): string {
  const allowed = `${budget.limitPerMinute} request${budget.limitPerMinute === 1 ? "" : "s"} a minute`;
  const waiting = budget.queued === 1 ? "1 is waiting" : `${budget.queued} are waiting`;
  return `the service desk allows ${allowed}, and ${waiting}`;
}

/** A wait in words, never less than 5 seconds: "about 40 seconds", "about 3 minutes". */
function waitWords(ms: number): string {
  const seconds = Math.max(5, Math.ceil(ms / 1000));
  return seconds >= 90 ? `about ${Math.ceil(seconds / 60)} minutes` : `about ${seconds} seconds`;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
