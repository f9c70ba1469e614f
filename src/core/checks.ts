// The checks before a command runs, as named steps in a declared order: each lets the command through or answers for it.
import type { ApiBudget } from "../api/transport.ts";
import { t } from "../messages/translate.ts";
import { fail, ok, type Result } from "../result.ts";
import { StoreUnavailableError } from "../store/ports.ts";
import type { CommandDefinition, Role } from "./command.ts";
import { IDENTITY_WAIT_MS, type Identity, type PeopleResolver } from "./people-resolver.ts";
import { tooBusyReply } from "./queue-words.ts";
import { type DeniedReply, errorReply, type Reply } from "./reply.ts";
import type { Caller } from "./requests.ts";

/** What the checks learn about the caller, for the command that runs after them. */
export interface Checked {
  role: Role;
  identity: Identity;
  /** The store did not answer: reads go on without what it keeps; changes are refused. */
  storeDown: boolean;
}

/** What the checks are given: the caller, the command, and a confirmation's press. */
export interface CheckInput {
  caller: Caller;
  definition: CommandDefinition;
  /** The person pressed a confirmation's yes; `asker` is whoever asked for it. */
  confirmed?: boolean;
  asker?: string;
}

/** What the checks use of the core. */
export interface CheckServices {
  /** The role DESK_ADMINS gives (all that is known while the store is away). */
  configuredRole(userId: string): Role;
  /** The role DESK_ADMINS or the store gives. */
  roleOf(caller: Caller): Promise<Role>;
  /** The refusal of an admin command, naming whom to ask. */
  denied(definition: CommandDefinition, caller: Caller): Promise<DeniedReply>;
  /** Where the caller's turn stands in the API budget. */
  budget(caller: Caller): ApiBudget;
  /** The refusal when the platform's company flag is off (or the company cannot be read). */
  gateReply(caller: Caller): Promise<Reply | undefined>;
  people: PeopleResolver;
}

type State = CheckInput & Checked;

/** One check: undefined lets the command through; a reply answers for it, and nothing else runs. */
type Check = (state: State, services: CheckServices) => Promise<Reply | undefined>;

/** A command that needs the store to answer at all, while it does not. */
export function storeDown(): Reply {
  return { ...errorReply(t("store.down.title"), t("store.down.troubleshoot"), 503), cause: "store-down" };
}

/** A change refused because the store, which makes changes exactly once, does not answer. */
export function storeDownForChanges(): Reply {
  return {
    ...errorReply(t("store.downForChanges.title"), t("store.downForChanges.troubleshoot"), 503),
    cause: "store-down",
  };
}

/** A lookup in the store, or `fallback` (noting that the store is down) while it does not answer. */
async function orWithoutStore<T>(state: State, lookup: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await lookup();
  } catch (error) {
    if (!(error instanceof StoreUnavailableError)) throw error;
    state.storeDown = true;
    return fallback;
  }
}

/**
 * The caller's role; an admin command is refused to everyone else. While the store is away only
 * DESK_ADMINS is known: anyone else may hold a role the store grants, so they are told the store
 * does not answer rather than that they are no admin.
 */
const role: Check = async (state, services) => {
  const { caller, definition } = state;
  // An automation's allowed actions were checked where it came in: they are its role.
  if (caller.automation) {
    state.role = "admin";
    return undefined;
  }
  state.role = await orWithoutStore(state, () => services.roleOf(caller), services.configuredRole(caller.userId));
  if (definition.role !== "admin" || state.role === "admin") return undefined;
  if (state.storeDown) return definition.writes ? storeDownForChanges() : storeDown();
  return services.denied(definition, caller);
};

/** A confirmation runs only for the person who asked for it. */
const confirmedByAsker: Check = async ({ confirmed, asker, caller, definition }) =>
  confirmed && asker !== undefined && asker !== caller.userId
    ? {
        kind: "denied",
        title: t("confirm.notYours.title", { command: definition.name }),
        text: t("confirm.notYours.text"),
      }
    : undefined;

/** The API budget and the reply window: a wait that would outlast the platform's window is refused, nothing sent. */
const budget: Check = async ({ caller, definition }, services) =>
  definition.callsApi ? tooBusyReply(services.budget(caller), caller.platform) : undefined;

/** The company's flag for the platform. */
const companyGate: Check = ({ caller }, services) => services.gateReply(caller);

/**
 * Who the caller is on the platform: linked, or linked now from the directory. Only a command that
 * acts as the person (`needsIdentity`) waits for a lookup beyond the store, and at most
 * IDENTITY_WAIT_MS; any other command (and a form about to open) goes on at once with what the store
 * knows, while the lookup goes on in the background. An unlinked person is noted (for `links`).
 */
function identityCheck(waits: boolean): Check {
  return async (state, services) => {
    const { platform, userId, profileOf, automation } = state.caller;
    // An automation acts as the platform user it names.
    if (automation) {
      state.identity = { linked: true, uid: automation.asUid, source: "manual" };
      return undefined;
    }
    const waitMs = waits && state.definition.needsIdentity ? IDENTITY_WAIT_MS : 0;
    state.identity = await orWithoutStore(state, () => services.people.identify(platform, userId, profileOf, waitMs), {
      linked: false,
    });
    if (state.identity.linked || state.storeDown) return undefined;
    if (state.identity.pending) services.people.noteIfUnlinkedWhenFound(platform, userId);
    else await services.people.noteUnlinked(platform, userId, state.identity.conflict);
    return undefined;
  };
}

const linkedIdentity = identityCheck(true);
/** Before a form opens nobody is acted for yet: the identity is never waited for. */
const identityForForm = identityCheck(false);

/** Without the store a change cannot be made exactly once, nor on behalf of the right person. */
const storeUpForWrites: Check = async ({ definition, storeDown }) =>
  definition.writes && storeDown ? storeDownForChanges() : undefined;

/** Before a command runs, in this order. */
export const COMMAND_CHECKS: readonly Check[] = [
  role,
  confirmedByAsker,
  budget,
  companyGate,
  linkedIdentity,
  storeUpForWrites,
];

/** Before a form opens: the same, less what does not apply before it is filled (the budget, a confirmation). */
export const FORM_CHECKS: readonly Check[] = [role, companyGate, identityForForm, storeUpForWrites];

/** Runs `checks` in order: what they learnt, or the first one's answer. */
export async function runChecks(
  checks: readonly Check[],
  input: CheckInput,
  services: CheckServices,
): Promise<Result<Checked, Reply>> {
  const state: State = { ...input, role: "everyone", identity: { linked: false }, storeDown: false };
  for (const check of checks) {
    const answer = await check(state, services);
    if (answer) return fail(answer);
  }
  return ok({ role: state.role, identity: state.identity, storeDown: state.storeDown });
}
