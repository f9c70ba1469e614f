// The command core: parse -> policy -> company gate -> confirmation -> run (exactly once for writes) -> Reply.
import type { ApiClient } from "../api/client.ts";
import type { Attachment } from "../api/schemas.ts";
import { type Clock, systemClock } from "../clock.ts";
import type { Logger } from "../log.ts";
import type { ChatPlatform, Store } from "../store/store.ts";
import { apiErrorReply } from "./api-replies.ts";
import type { CommandContext, CommandDefinition, Invocation, RawArgs, Role } from "./command.ts";
import type { CompanyGate } from "./gate.ts";
import { PLATFORM_NAMES } from "./gate.ts";
import { mentionedChatUser, mentionOf } from "./mentions.ts";
import { parseCommand, parseFields, renderInvocation } from "./parser.ts";
import type { CommandRegistry } from "./registry.ts";
import { errorReply, isFailure, type Reply } from "./reply.ts";

/** One command from a person, as an adapter hands it over. */
export interface CoreRequest {
  /** The command text, without the slash command or the bot's mention (unused with `fields`). */
  text: string;
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
  /** The command given field by field (from a form) rather than as text; the core writes it out for the audit log. */
  fields?: { command: string; args: RawArgs };
}

export interface CoreOptions {
  api: ApiClient;
  store: Store;
  gate: CompanyGate;
  registry: CommandRegistry;
  /** Chat user ids with the admin role (DESK_ADMINS); the store may grant more. */
  admins: readonly string[];
  logger: Logger;
  clock?: Clock;
}

const REPEAT_NOTE = "This request was already handled; here is its outcome.";

/** The platform-neutral core that every adapter hands its commands to. */
export class DeskCore {
  private readonly admins: Set<string>;
  private readonly clock: Clock;

  constructor(private readonly options: CoreOptions) {
    this.admins = new Set(options.admins);
    this.clock = options.clock ?? systemClock;
  }

  get registry(): CommandRegistry {
    return this.options.registry;
  }

  /** The company gate (and its cached company record). */
  get gate(): CompanyGate {
    return this.options.gate;
  }

  /** Handles one command and returns what to show. Never throws. */
  async handle(request: CoreRequest): Promise<Reply> {
    try {
      return await this.handleUnsafe(request);
    } catch (error) {
      this.options.logger.error({ err: error, platform: request.platform }, "command failed inside deskbot");
      return errorReply(
        "Something went wrong inside deskbot.",
        "Try again; if it keeps happening, tell your deskbot administrator (the details are in deskbot's log).",
      );
    }
  }

  /** The caller's role: admin from DESK_ADMINS or the store, everyone else not. */
  async roleOf(platform: ChatPlatform, userId: string): Promise<Role> {
    if (this.admins.has(userId)) return "admin";
    return (await this.options.store.isAdmin(platform, userId)) ? "admin" : "everyone";
  }

  /**
   * Whether `userId` may start the command `name` on `platform` now (role, then the company flag):
   * undefined when they may, else the reply that says why not. For forms opened before any command runs.
   */
  async preflight(name: string, platform: ChatPlatform, userId: string): Promise<Reply | undefined> {
    const definition = this.options.registry.get(name);
    if (!definition) return errorReply(`"${name}" is not a command.`, "Type help to see the commands.");
    if (definition.role === "admin" && (await this.roleOf(platform, userId)) !== "admin")
      return deniedReply(definition);
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

  private async handleUnsafe(request: CoreRequest): Promise<Reply> {
    const text = request.text.trim() === "" ? "help" : request.text.trim();
    const parsed = request.fields
      ? parseFields(request.fields.command, request.fields.args, this.options.registry)
      : parseCommand(text, this.options.registry);
    if (!parsed.ok) return parsed.reply;
    const { invocation, args } = parsed;
    const definition = invocation.definition;

    const role = await this.roleOf(request.platform, request.userId);
    if (definition.role === "admin" && role !== "admin") return deniedReply(definition);

    const closed = await this.gateReply(request.platform);
    if (closed) return closed;

    if (definition.form && !invocation.hasArguments) {
      return { kind: "form", form: definition.form, title: definition.summary, text: `Usage: ${definition.usage}` };
    }

    const ctx = await this.context(request, invocation, role);
    if (definition.confirm && !request.confirmed) return definition.confirm(ctx, args);
    if (!definition.writes) return definition.run(ctx, args);
    return this.runWrite(ctx, definition, args, request);
  }

  /** Runs a write at most once per delivery, and audits it. */
  private async runWrite(
    ctx: CommandContext,
    definition: CommandDefinition,
    args: unknown,
    request: CoreRequest,
  ): Promise<Reply> {
    const { store } = this.options;
    const key = request.deliveryId ? `${request.platform}:${request.deliveryId}` : undefined;
    if (key) {
      const claim = await store.claimIdempotency(key);
      if (claim.status === "in_progress") {
        return {
          kind: "result",
          title: "Already on it",
          text: "This request is being handled; its outcome will follow.",
          duplicate: true,
        };
      }
      if (claim.status === "done") {
        const first = JSON.parse(claim.outcome) as Reply;
        return { ...first, text: [first.text, REPEAT_NOTE].filter(Boolean).join("\n"), duplicate: true };
      }
    }
    let reply: Reply;
    try {
      reply = await definition.run(ctx, args);
    } catch (error) {
      if (key)
        await store.completeIdempotency(
          key,
          JSON.stringify(errorReply("The outcome is unknown.", "Check before trying again.")),
        );
      throw error;
    }
    const certainlyNotDone = isFailure(reply) && !reply.error?.mayHaveSucceeded;
    if (key) {
      if (certainlyNotDone) await store.releaseIdempotency(key);
      else await store.completeIdempotency(key, JSON.stringify(reply));
    }
    if (reply.kind !== "usage" && reply.kind !== "denied") {
      await store.audit({
        at: new Date(this.clock.now()).toISOString(),
        platform: ctx.platform,
        chatUserId: ctx.userId,
        command: definition.name,
        text: ctx.text,
        outcome: !isFailure(reply) ? "ok" : reply.error?.mayHaveSucceeded ? "unknown" : "error",
        detail: reply.title,
      });
    }
    return reply;
  }

  private async context(request: CoreRequest, invocation: Invocation, role: Role): Promise<CommandContext> {
    const { store, api, registry } = this.options;
    const linkedUid = await store.getLink(request.platform, request.userId);
    return {
      api,
      store,
      platform: request.platform,
      userId: request.userId,
      role,
      linkedUid,
      text: request.fields ? renderInvocation(invocation) : request.text.trim(),
      attachments: request.attachments ?? [],
      resolveUser: async (reference) => {
        const chatUser = mentionedChatUser(reference);
        if (chatUser === undefined) return { ok: true, uid: reference };
        const uid = await store.getLink(request.platform, chatUser);
        if (uid) return { ok: true, uid };
        return {
          ok: false,
          reply: {
            kind: "usage",
            title: `${reference} is not linked to a platform user.`,
            text: `An admin can link them: link ${mentionOf(chatUser)} PLATFORM_USER_UID. Or give the platform user UID itself.`,
          },
        };
      },
      rerunWith: (changes) => renderInvocation(invocation, changes),
      commands: () => registry.list(),
    };
  }
}

function deniedReply(definition: CommandDefinition): Reply {
  return {
    kind: "denied",
    title: `Only admins may run ${definition.name}.`,
    text: "Ask one of deskbot's admins (DESK_ADMINS) to run it for you, or to give you the admin role.",
  };
}
