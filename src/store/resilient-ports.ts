// The store's ports as the resilient wrapper serves them, one typed function each: every call is a decision (it may throw while the database is away) or a record (it waits and is written later).
import type {
  AuditStore,
  BudgetStore,
  ClaimStore,
  ConversationStore,
  PeopleStore,
  RoleStore,
  Store,
  StoreLifecycle,
} from "./ports.ts";

/** How the wrapper serves one call: a lookup or change that decides something, or a record of what happened. */
export interface CallKinds {
  decide<A extends unknown[], R>(method: (...args: A) => Promise<R>): (...args: A) => Promise<R>;
  record<A extends unknown[]>(name: string, method: (...args: A) => Promise<void>): (...args: A) => Promise<void>;
}

function people(inner: PeopleStore, { decide, record }: CallKinds): PeopleStore {
  return {
    getLink: decide(inner.getLink.bind(inner)),
    getLinkRecord: decide(inner.getLinkRecord.bind(inner)),
    setLink: decide(inner.setLink.bind(inner)),
    removeLink: decide(inner.removeLink.bind(inner)),
    chatUsersOf: decide(inner.chatUsersOf.bind(inner)),
    linkCounts: decide(inner.linkCounts.bind(inner)),
    noteUnlinked: record("noteUnlinked", inner.noteUnlinked.bind(inner)),
    listUnlinked: decide(inner.listUnlinked.bind(inner)),
    replaceDirectory: decide(inner.replaceDirectory.bind(inner)),
    openDirectoryStage: decide(inner.openDirectoryStage.bind(inner)),
    stageDirectoryPeople: decide(inner.stageDirectoryPeople.bind(inner)),
    previewDirectoryStage: decide(inner.previewDirectoryStage.bind(inner)),
    applyDirectoryStage: decide(inner.applyDirectoryStage.bind(inner)),
    dropDirectoryStage: record("dropDirectoryStage", inner.dropDirectoryStage.bind(inner)),
    clearDirectory: decide(inner.clearDirectory.bind(inner)),
    directoryStatus: decide(inner.directoryStatus.bind(inner)),
    findInDirectory: decide(inner.findInDirectory.bind(inner)),
    directoryPeople: decide(inner.directoryPeople.bind(inner)),
    directoryPeopleNamed: decide(inner.directoryPeopleNamed.bind(inner)),
    directoryPeopleFirstNamed: decide(inner.directoryPeopleFirstNamed.bind(inner)),
  };
}

function roles(inner: RoleStore, { decide }: CallKinds): RoleStore {
  return {
    isAdmin: decide(inner.isAdmin.bind(inner)),
    setAdmin: decide(inner.setAdmin.bind(inner)),
    listAdmins: decide(inner.listAdmins.bind(inner)),
  };
}

function claims(inner: ClaimStore, { decide, record }: CallKinds): ClaimStore {
  return {
    claimIdempotency: decide(inner.claimIdempotency.bind(inner)),
    renewIdempotency: record("renewIdempotency", inner.renewIdempotency.bind(inner)),
    abandonIdempotency: decide(inner.abandonIdempotency.bind(inner)),
    completeIdempotency: record("completeIdempotency", inner.completeIdempotency.bind(inner)),
    releaseIdempotency: record("releaseIdempotency", inner.releaseIdempotency.bind(inner)),
    cutOffClaims: decide(inner.cutOffClaims.bind(inner)),
  };
}

function budget(inner: BudgetStore, { decide, record }: CallKinds): BudgetStore {
  return {
    takeApiBudget: decide(inner.takeApiBudget.bind(inner)),
    reportApiWaiting: decide(inner.reportApiWaiting.bind(inner)),
    pauseApiBudget: record("pauseApiBudget", inner.pauseApiBudget.bind(inner)),
  };
}

function audit(inner: AuditStore, { decide, record }: CallKinds): AuditStore {
  return {
    audit: record("audit", inner.audit.bind(inner)),
    recentAudit: decide(inner.recentAudit.bind(inner)),
  };
}

function conversations(inner: ConversationStore, { decide }: CallKinds): ConversationStore {
  return {
    readConversation: decide(inner.readConversation.bind(inner)),
    keepConversation: decide(inner.keepConversation.bind(inner)),
  };
}

function lifecycle(inner: StoreLifecycle, { decide }: CallKinds): Omit<StoreLifecycle, "close"> {
  return { ping: decide(inner.ping.bind(inner)), schemaVersion: decide(inner.schemaVersion.bind(inner)) };
}

/** Every port of `inner`, served as `kinds` says; closing is the wrapper's own. */
export function resilientPorts(inner: Store, kinds: CallKinds): Omit<Store, "close"> {
  return {
    ...people(inner, kinds),
    ...roles(inner, kinds),
    ...claims(inner, kinds),
    ...budget(inner, kinds),
    ...audit(inner, kinds),
    ...conversations(inner, kinds),
    ...lifecycle(inner, kinds),
  };
}
