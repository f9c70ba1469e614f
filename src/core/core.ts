// The core's public face: what adapters, the CLI and the action endpoint may ask of it, and the factory that builds it.
import type { ApiClient } from "../api/client.ts";
import type { ApiResult } from "../api/errors.ts";
import type { Company } from "../api/schemas.ts";
import { type Clock, systemClock } from "../clock.ts";
import { PlatformPeople } from "../directory/platform-people.ts";
import type { Logger } from "../log.ts";
import { type Locale, t } from "../messages/translate.ts";
import type { Metrics } from "../metrics.ts";
import { type Store, StoreUnavailableError } from "../store/ports.ts";
import type { ModelClient } from "../understanding/model/client.ts";
import type { ModelReader } from "../understanding/model/reader.ts";
import type { ChatPlatform, TicketsVisibleTo } from "../vocabulary.ts";
import { AuditWriter } from "./audit-log.ts";
import { ConversationMemory } from "./conversation/memory.ts";
import { createConversations } from "./conversation/turns.ts";
import { createFlows, type Flows } from "./flows.ts";
import { type CompanyGate, gateRefusal } from "./gate.ts";
import { yourLinkText } from "./not-linked.ts";
import { PeopleResolver } from "./people-resolver.ts";
import { createPipeline, type Pipeline } from "./pipeline.ts";
import { progressNote } from "./queue-words.ts";
import { ReaderLanguage } from "./reader-language.ts";
import type { CommandRegistry } from "./registry.ts";
import { type Caller, personOf } from "./requests.ts";
import { RolePolicy } from "./role-policy.ts";
import { createThreadSummaries, type ThreadSummaries } from "./thread-summary.ts";
import { TicketAccess } from "./ticket-access.ts";
import { TicketPreviews } from "./ticket-previews.ts";
import { createTypedText } from "./words.ts";

export type { PressOutcome } from "./confirm-press.ts";
export type { FormPrefill, SubmitOutcome } from "./flows.ts";
export type { OpenOutcome } from "./pipeline.ts";

/** The ticket previews of links posted in chat (Slack unfurls, Teams link unfurling). */
export type Previews = Pick<TicketPreviews, "ticketOfLink" | "preview" | "stop">;

/** Everything a way in may ask of the core. */
export interface Core extends Flows {
  /** The commands: for forms, menus and message actions. */
  readonly registry: CommandRegistry;
  /** Ticket previews of links. */
  readonly previews: Previews;
  /** "Summarise the thread" on a form opened from a chat message, when a model is configured. */
  readonly summaries: ThreadSummaries;
  /** The language of people whose own is not known (DESK_LOCALE). */
  readonly defaultLocale: Locale;
  /**
   * The language to answer a chat user in: the directory's preferred language of the person they
   * are linked to, else `platformLocale` (Slack's users.info, a Teams activity's), else the default.
   */
  readerLocale(
    platform: ChatPlatform,
    chatUserId: string,
    platformLocale: () => Promise<string | undefined> | string | undefined,
  ): Promise<Locale>;
  /**
   * What to tell a person whose command takes long: that it is queued, why and for about how long
   * (their place in the turns), when the budget holds calls back; else that it is under way.
   */
  progressNote(caller: Pick<Caller, "platform" | "userId">, text?: string): string;
  /** What `caller` is told of their own link (the App Home), as `whoami` says it; never throws. */
  yourLink(caller: Caller): Promise<string>;
  /** The company record (cached as the gate keeps it), for the App Home. */
  company(): Promise<ApiResult<Company>>;
  /**
   * The directory's names of chat users on `platform` (through their links), for mentions that
   * carry none; empty for whoever it does not know, and while the store does not answer. Never throws.
   */
  chatUserNames(platform: ChatPlatform, chatUserIds: readonly string[]): Promise<Map<string, string>>;
}

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
  /** Whose tickets people may see (DESK_TICKETS_VISIBLE_TO): their own unless `everyone`. */
  ticketsVisibleTo?: TicketsVisibleTo;
  /** The language of people whose own is not known (DESK_LOCALE); English unless set. */
  defaultLocale?: Locale;
  logger: Logger;
  clock?: Clock;
  /** Where commands, their answer times and the repeats absorbed are counted. */
  metrics?: Metrics;
  /** The model that reads words the built-in reader is not sure of (DESK_AI_*); none: no call ever leaves for one. */
  model?: ModelReader;
  /** The model's client for thread summaries (DESK_AI_*), in a call of their own with no tools; none: never offered. */
  summaryModel?: ModelClient;
}

/** Builds the core: its parts, each with what it needs, and the flows over them. */
export function createCore(options: CoreOptions): Core {
  return assembleCore(options).core;
}

/** The core and the pipeline under it (for tests that hand the walk a request of their own). */
export function assembleCore(options: CoreOptions): { core: Core; pipeline: Pipeline } {
  const { api, store, gate, registry, logger, metrics } = options;
  const clock = options.clock ?? systemClock;
  const auditLog = new AuditWriter(store, clock);
  const people = new PeopleResolver(store, clock, auditLog, new PlatformPeople(api, clock));
  const roles = new RolePolicy(store, options.admins, options.consoleOperator, (platform, ids) =>
    people.chatUserNames(platform, ids),
  );
  const ticketsVisibleTo = options.ticketsVisibleTo ?? "own";
  const language = new ReaderLanguage(store, options.defaultLocale ?? "en", clock);
  const pipeline = createPipeline({
    registry,
    checks: {
      roles,
      budget: (caller) => api.budget(personOf(caller)),
      gateReply: (caller) => gateRefusal(gate, caller.platform),
      people,
    },
    context: {
      api,
      store,
      registry,
      people,
      roles,
      clock,
      access: new TicketAccess(api, store, ticketsVisibleTo),
    },
    writes: { store, auditLog, ...(metrics ? { metrics } : {}) },
    logger,
    ...(metrics ? { metrics } : {}),
  });
  const memory = new ConversationMemory(store, () => clock.now(), logger);
  const typed = createTypedText({
    pipeline,
    registry,
    clock,
    logger,
    roles,
    people,
    ...(metrics ? { metrics } : {}),
    ...(options.model ? { model: options.model } : {}),
  });
  const flows = createFlows({
    pipeline,
    registry,
    requestLinkDomain: options.requestLinkDomain,
    clock,
    chatUsersOf: (platform, references) => people.chatUsersOf(platform, references),
    typed: createConversations({ typed, pipeline, registry, clock, memory, logger }),
    cancellations: memory,
  });
  const previews = new TicketPreviews(flows.run, options.requestLinkDomain, () => clock.now());
  const core: Core = {
    ...flows,
    registry,
    previews,
    summaries: createThreadSummaries({
      pipeline,
      logger,
      ...(options.summaryModel ? { client: options.summaryModel } : {}),
      ...(metrics ? { metrics } : {}),
    }),
    defaultLocale: language.defaultLocale,
    readerLocale: (platform, chatUserId, platformLocale) => language.localeOf(platform, chatUserId, platformLocale),
    progressNote(caller, text = "") {
      // No text (a caller that does not say which command): the note the budget gives.
      const definition = text.trim() === "" ? undefined : pipeline.commandNamed(text);
      // A command that never calls the API never waits for its budget: it is only under way.
      if (definition && !definition.callsApi) return t("progress.working");
      return progressNote(api.budget(personOf(caller)));
    },
    async yourLink(caller) {
      try {
        const identity = await people.identify(caller.platform, caller.userId, caller.profileOf);
        const seesEvery = await pipeline.ticketsOf(caller).seesEvery();
        return await yourLinkText(identity, { ...caller, prefix: caller.prefix ?? "" }, store, seesEvery);
      } catch (error) {
        if (error instanceof StoreUnavailableError) return t("store.down.title");
        logger.error({ err: error, platform: caller.platform }, "could not say how a person is linked");
        return t("internal.title");
      }
    },
    company: () => gate.company(),
    chatUserNames: (platform, chatUserIds) =>
      people.chatUserNames(platform, chatUserIds).catch(() => new Map<string, string>()),
  };
  return { core, pipeline };
}
