// The checks before a command runs, as values in a declared order: each says "stop with this reply" or "go on, having learned this".
import type { ApiBudget } from "../api/transport.ts";
import { t } from "../messages/translate.ts";
import { fail, ok, type Result } from "../result.ts";
import { StoreUnavailableError } from "../store/ports.ts";
import type { CommandDefinition, Role } from "./command.ts";
import { IDENTITY_WAIT_MS, type Identity, type PeopleResolver } from "./people-resolver.ts";
import { tooBusyReply } from "./queue-words.ts";
import { errorReply, type Reply } from "./reply.ts";
import type { Caller, Confirmation } from "./requests.ts";
import type { RolePolicy } from "./role-policy.ts";

/** What the checks learn about the caller, for the command that runs after them. */
export interface Checked {
  role: Role;
  identity: Identity;
  /** Whether the store answered the checks' lookups: without it, reads go on without what it keeps; changes are refused. */
  storeAnswers: boolean;
}

/** What the checks are given: the caller, the command, and the confirmation pressed, if any. */
export interface CheckInput {
  caller: Caller;
  definition: CommandDefinition;
  confirmation?: Confirmation;
}

/** What the checks use of the core. */
export interface CheckServices {
  roles: RolePolicy;
  /** Where the caller's turn stands in the API budget. */
  budget(caller: Caller): ApiBudget;
  /** The refusal when the platform's company flag is off (or the company cannot be read). */
  gateReply(caller: Caller): Promise<Reply | undefined>;
  people: PeopleResolver;
}

/** A check's verdict: stop with this reply (nothing else runs), or go on having learned this. */
export type Verdict = { stop: Reply } | { learned: Partial<Checked> };

/** One check: what it is given, what the checks before it learned, and what it may use. */
type Check = (input: CheckInput, known: Checked, services: CheckServices) => Promise<Verdict>;

const go = (learned: Partial<Checked> = {}): Verdict => ({ learned });
const stop = (reply: Reply): Verdict => ({ stop: reply });

/** A command that needs the store to answer at all, while it does not. */
export function storeDownReply(): Reply {
  return { ...errorReply(t("store.down.title"), t("store.down.troubleshoot"), 503), cause: "store-down" };
}

/** A change refused because the store, which makes changes exactly once, does not answer. */
export function storeDownForChanges(): Reply {
  return {
    ...errorReply(t("store.downForChanges.title"), t("store.downForChanges.troubleshoot"), 503),
    cause: "store-down",
  };
}

/** A lookup in the store: its answer, or that the store does not answer (any other error is thrown). */
async function fromStore<T>(lookup: () => Promise<T>): Promise<Result<T, StoreUnavailableError>> {
  try {
    return ok(await lookup());
  } catch (error) {
    if (error instanceof StoreUnavailableError) return fail(error);
    throw error;
  }
}

/**
 * The caller's role; an admin command is refused to everyone else. While the store is away only
 * DESK_ADMINS is known: anyone else may hold a role the store grants, so they are told the store
 * does not answer rather than that they are no admin.
 */
const role: Check = async ({ caller, definition }, _known, { roles }) => {
  // An automation's allowed actions were checked where it came in: they are its role.
  if (caller.automation) return go({ role: "admin" });
  const found = await fromStore(() => roles.roleOf(caller.platform, caller.userId));
  const learned = found.ok ? { role: found.value } : { role: roles.configuredRole(caller.userId), storeAnswers: false };
  if (definition.role !== "admin" || learned.role === "admin") return go(learned);
  if (!found.ok) return stop(definition.writes ? storeDownForChanges() : storeDownReply());
  return stop(await roles.denied(definition, caller));
};

/** A confirmation runs only for the person who asked for it. */
const confirmedByRequester: Check = async ({ confirmation, caller, definition }) =>
  confirmation?.requestedBy !== undefined && confirmation.requestedBy !== caller.userId
    ? stop({
        kind: "denied",
        title: t("confirm.notYours.title", { command: definition.name }),
        text: t("confirm.notYours.text"),
      })
    : go();

/** The API budget and the reply window: a wait that would outlast the platform's window is refused, nothing sent. */
const budget: Check = async ({ caller, definition }, _known, services) => {
  const refusal = definition.callsApi ? tooBusyReply(services.budget(caller), caller.platform) : undefined;
  return refusal ? stop(refusal) : go();
};

/** The company's flag for the platform. */
const companyGate: Check = async ({ caller }, _known, services) => {
  const refusal = await services.gateReply(caller);
  return refusal ? stop(refusal) : go();
};

/**
 * Who the caller is on the platform: linked, or linked now from the directory. Only a command that
 * acts as the person (`needsIdentity`) waits for a lookup beyond the store, and at most
 * IDENTITY_WAIT_MS; any other command (and a form about to open) goes on at once with what the store
 * knows, while the lookup goes on in the background. An unlinked person is noted (for `links`).
 */
function identityCheck(waits: boolean): Check {
  return async ({ caller, definition }, known, { people }) => {
    const { platform, userId, profileOf, automation } = caller;
    // An automation acts as the platform user it names.
    if (automation) return go({ identity: { linked: true, uid: automation.asUid, source: "manual" } });
    const waitMs = waits && definition.needsIdentity ? IDENTITY_WAIT_MS : 0;
    const found = await fromStore(() => people.identify(platform, userId, profileOf, waitMs));
    if (!found.ok) return go({ identity: { linked: false }, storeAnswers: false });
    const identity = found.value;
    if (!identity.linked && known.storeAnswers) {
      if (identity.pending) people.noteIfUnlinkedWhenFound(platform, userId);
      else await people.noteUnlinked(platform, userId, identity.conflict);
    }
    return go({ identity });
  };
}

/** Without the store a change cannot be made exactly once, nor on behalf of the right person. */
const storeUpForWrites: Check = async ({ definition }, known) =>
  definition.writes && !known.storeAnswers ? stop(storeDownForChanges()) : go();

/** Before a command runs, in this order. */
export const COMMAND_CHECKS: readonly Check[] = [
  role,
  confirmedByRequester,
  budget,
  companyGate,
  identityCheck(true),
  storeUpForWrites,
];

/**
 * Before a form opens: the same, less what does not apply before it is filled (the budget, a
 * confirmation); nobody is acted for yet, so the identity is never waited for.
 */
export const FORM_CHECKS: readonly Check[] = [role, companyGate, identityCheck(false), storeUpForWrites];

/** Runs `checks` in order: what they learned together, or the first one's reply. */
export async function runChecks(
  checks: readonly Check[],
  input: CheckInput,
  services: CheckServices,
): Promise<Result<Checked, Reply>> {
  let known: Checked = { role: "everyone", identity: { linked: false }, storeAnswers: true };
  for (const check of checks) {
    const verdict = await check(input, known, services);
    if ("stop" in verdict) return fail(verdict.stop);
    known = { ...known, ...verdict.learned };
  }
  return ok(known);
}
