// What a running command is given: who is asking (checked), the services it may use, and its invocation.
import { randomUUID } from "node:crypto";
import type { ApiClient } from "../api/client.ts";
import type { Clock } from "../clock.ts";
import { t } from "../messages/translate.ts";
import { fail, ok, type Result } from "../result.ts";
import { type Store, StoreUnavailableError } from "../store/ports.ts";
import type { Checked } from "./checks.ts";
import type { CommandContext, Invocation } from "./command.ts";
import { lineOf, withOptions } from "./command-line.ts";
import { CONFIRMATION_LIFETIME_MS } from "./confirmation-presses.ts";
import { mentionedChatUser } from "./mentions.ts";
import { notLinkedReply } from "./not-linked.ts";
import { IDENTITY_WAIT_MS, type PeopleResolver } from "./people-resolver.ts";
import type { CommandRegistry } from "./registry.ts";
import type { Reply } from "./reply.ts";
import type { CoreRequest } from "./requests.ts";
import type { RolePolicy } from "./role-policy.ts";
import type { TicketAccess } from "./ticket-access.ts";

/** What every command's context is made of. */
export interface ContextServices {
  api: ApiClient;
  store: Store;
  registry: CommandRegistry;
  people: PeopleResolver;
  roles: RolePolicy;
  clock: Clock;
  /** Who may see which ticket. */
  access: TicketAccess;
}

/** The context `invocation` runs in, for `request`, after the checks learned `checked`. */
export function commandContext(
  services: ContextServices,
  request: CoreRequest,
  invocation: Invocation,
  checked: Checked,
): CommandContext {
  const { api, store, registry, people, roles, clock, access } = services;
  const { caller, sent, delivery } = request;
  const prefix = caller.prefix ?? "";
  const { identity } = checked;
  // People mentioned in one command share one deadline, however many of them there are.
  const identityDeadline = clock.now() + IDENTITY_WAIT_MS;
  return {
    caller: {
      platform: caller.platform,
      userId: caller.userId,
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
        people.labels(caller.platform, uids).catch((error: unknown) => {
          if (error instanceof StoreUnavailableError) return new Map(uids.map((uid) => [uid, uid]));
          throw error;
        }),
      chatUserNames: (platform, ids) =>
        people.chatUserNames(platform, ids).catch((error: unknown) => {
          if (error instanceof StoreUnavailableError) return new Map<string, string>();
          throw error;
        }),
      resolveUser: async (reference) => {
        const chatUser = mentionedChatUser(reference);
        if (chatUser === undefined) return uidOrName(people, reference);
        const waitMs = Math.max(0, identityDeadline - clock.now());
        const found = await people.identify(caller.platform, chatUser, caller.profileOf, waitMs);
        if (found.linked) return ok(found.uid);
        // In a form or a workflow step, people are chosen in a picker, where no uid can be typed.
        const picked = sent.kind === "form" || delivery.via === "workflow";
        return fail(notLinkedReply(reference, found, prefix, picked));
      },
      configuredAdmins: roles.configuredAdmins,
      ...(roles.consoleOperator ? { consoleOperator: roles.consoleOperator } : {}),
      commands: () => registry.list(),
      // An automation's allowed actions stand for deskbot's admin role, never for seeing every ticket: it sees as the uid it acts as.
      tickets: access.forCaller(() => ({
        deskbotAdmin: checked.role === "admin" && caller.automation === undefined,
        uid: identity.linked ? identity.uid : undefined,
        pending: !identity.linked && identity.pending === true,
        prefix,
      })),
    },
    invocation: {
      text: sent.kind === "text" ? sent.text.trim() : lineOf(invocation.definition, invocation.raw),
      attachments: delivery.attachments ?? [],
      viaForm: sent.kind === "form",
      ...(delivery.via ? { via: delivery.via } : {}),
      warningSeen: delivery.warningSeen === true,
      given: (option) => {
        const value = invocation.flags.get(option);
        return typeof value === "string" ? value : undefined;
      },
      rerunWith: (changes) =>
        lineOf(invocation.definition, withOptions(invocation.definition, invocation.raw, changes)),
      confirmation: (title, text, details) => ({
        kind: "confirm",
        title,
        text,
        confirmation: {
          ...details,
          ...(invocation.definition.destructive ? { destructive: true as const } : {}),
          command: lineOf(invocation.definition, invocation.raw),
          nonce: randomUUID(),
          requestedBy: caller.userId,
          expiresAt: clock.now() + CONFIRMATION_LIFETIME_MS,
        },
      }),
    },
  };
}

/** A uid or a name the directory knows (a name several share lists them, and nothing is sent); without the store, as typed. */
async function uidOrName(people: PeopleResolver, reference: string): Promise<Result<string, Reply>> {
  const found = await people.byUidOrName(reference).catch((error: unknown) => {
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
