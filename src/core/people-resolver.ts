// Who a chat user is on the platform: their link, or one made from the directory by verified identity; and people's names.
import { inBackground } from "../api/turns.ts";
import { ExpiringCache, joinOrStart } from "../cache.ts";
import type { Clock } from "../clock.ts";
import { t } from "../messages/translate.ts";
import type { DirectoryKey, DirectoryPerson, LinkSource } from "../store/people-records.ts";
import type { PeopleStore } from "../store/ports.ts";
import type { ChatPlatform } from "../vocabulary.ts";
import type { AuditWriter } from "./audit-log.ts";
import { mentionedChatUser, mentionOf } from "./mentions.ts";
import type { ProfileLookup } from "./requests.ts";

/**
 * Who a chat user is: linked (and how), or not, with the conflict that kept them unlinked and their
 * name; `pending` when deskbot could not tell in time (their lookup is still under way, or too many
 * were): they may be linked the next time.
 */
export type Identity =
  | { linked: true; uid: string; source: LinkSource }
  | { linked: false; name?: string; conflict?: string; cause?: ConflictCause; pending?: true };

/** Who a typed reference to a platform user is in the directory: one person, several, or nobody. */
export type PersonFound =
  | { kind: "known"; person: DirectoryPerson }
  | { kind: "ambiguous"; people: DirectoryPerson[] }
  | { kind: "unknown" };

/**
 * Why a conflict kept someone unlinked, for what they are told: several platform users match them
 * (by chat id or by e-mail), the directory names another chat account for the platform user their
 * e-mail is, or that platform user is already linked to another chat account here.
 */
export type ConflictCause = "several" | "otherAccount" | "linkedElsewhere";

/**
 * How long a command that acts as the person (`comment`, `approval`, `whoami`) waits for deskbot to
 * find who they are beyond the store (their chat profile, then their e-mail); past it the command
 * goes on unlinked and says so, and the lookup finishes in the background.
 */
export const IDENTITY_WAIT_MS = 3_000;

/**
 * The most people looked up beyond the store at once (each lookup waits for the chat platform's
 * budget, then the API's): anyone beyond goes on unlinked at once, and is looked up the next time.
 */
export const MAX_LOOKUPS = 200;

/** How long "no directory is loaded" is believed before the store is asked again. */
const DIRECTORY_RECHECK_MS = 30_000;

/** How often an unlinked person's use of deskbot is written down (their last use is approximate to this). */
const UNLINKED_NOTE_MS = 5 * 60_000;

/** The directory key that a platform's chat user id is: a Slack user id, or a Teams user's Entra object id. */
const CHAT_ID_KEY: Partial<Record<ChatPlatform, { kind: DirectoryKey["kind"]; source: LinkSource }>> = {
  slack: { kind: "slack", source: "slack_user_id" },
  teams: { kind: "entra", source: "entra_id" },
};

/**
 * Resolves chat users to platform users. A link already made wins (an admin's above all: automatic
 * linking never replaces one). Otherwise, with a directory loaded: first the chat id the platform
 * record carries, then the e-mail the chat platform verified, each matching exactly one platform
 * user. Never from anything a person typed. Two platform users for one key is a conflict, never a
 * guess. Every link made is audited with its source.
 */
export class PeopleResolver {
  /** Whether a directory is loaded, as last read: a directory imported by another process shows within DIRECTORY_RECHECK_MS. */
  private directory: { loaded: boolean; at: number } | undefined;
  /** Each unlinked person recently recorded, with their conflict, so that their every command is not a write. */
  private readonly noted: ExpiringCache<{ conflict: string | undefined }>;
  /** People being looked up beyond the store, by `platform:chatUserId`: identical lookups share one. */
  private readonly lookups = new Map<string, Promise<Identity>>();

  constructor(
    private readonly store: PeopleStore,
    private readonly clock: Clock,
    private readonly auditLog: AuditWriter,
    /** The platform's own people list, asked for an e-mail the directory does not have (undefined: it cannot tell). */
    private readonly platformPeople?: { byEmail(email: string): Promise<DirectoryPerson[] | undefined> },
  ) {
    this.noted = new ExpiringCache({ ttlMs: UNLINKED_NOTE_MS, maxEntries: 10_000, now: () => clock.now() });
  }

  /**
   * Records that a chat user used deskbot unlinked (for `links`), at most once per
   * UNLINKED_NOTE_MS per person unless their conflict changed.
   */
  async noteUnlinked(platform: ChatPlatform, chatUserId: string, conflict?: string): Promise<void> {
    const key = `${platform}:${chatUserId}`;
    const last = this.noted.get(key);
    if (last && last.conflict === conflict) return;
    this.noted.set(key, { conflict });
    await this.store.noteUnlinked(platform, chatUserId, conflict);
  }

  /** Whether the directory has anyone, read again after DIRECTORY_RECHECK_MS. */
  private async directoryLoaded(): Promise<boolean> {
    const now = this.clock.now();
    if (!this.directory || now - this.directory.at >= DIRECTORY_RECHECK_MS) {
      this.directory = { loaded: (await this.store.directoryStatus()).people > 0, at: now };
    }
    return this.directory.loaded;
  }

  /**
   * Who a chat user is: their link, or one made now from the directory (by the chat id the store
   * has, at once; by their chat profile's verified e-mail, looked up). The lookup is waited for at
   * most `waitMs` (0: not at all): past it the answer is unlinked and `pending`, and the lookup goes
   * on in the background, so that the person is linked the next time.
   */
  async identify(
    platform: ChatPlatform,
    chatUserId: string,
    profileOf?: ProfileLookup,
    waitMs = IDENTITY_WAIT_MS,
  ): Promise<Identity> {
    const link = await this.store.getLinkRecord(platform, chatUserId);
    if (link) return { linked: true, uid: link.uid, source: link.source };
    const byChatId = CHAT_ID_KEY[platform];
    if (!byChatId) return { linked: false };
    const loaded = await this.directoryLoaded();
    if (!loaded && !this.platformPeople) return { linked: false };
    const value = byChatId.kind === "entra" ? chatUserId.toLowerCase() : chatUserId;
    const byId = loaded ? await this.store.findInDirectory({ kind: byChatId.kind, value }) : [];
    if (byId.length === 1)
      return this.linkIfFree(platform, chatUserId, byId[0] as DirectoryPerson, byChatId.source, {});
    const key = `${platform}:${chatUserId}`;
    const found = { byId, kind: byChatId.kind, loaded };
    if (!profileOf) return this.byProfile(platform, chatUserId, found, undefined);
    if (!this.lookups.has(key) && this.lookups.size >= MAX_LOOKUPS) return { linked: false, pending: true };
    const lookup = joinOrStart(this.lookups, key, () => this.byProfile(platform, chatUserId, found, profileOf));
    // Nobody may be waiting for it any more: its failure is nobody's to hear.
    lookup.catch(() => undefined);
    return this.within(lookup, waitMs);
  }

  /**
   * Notes `chatUserId` as unlinked (for `links`) once their lookup under way ends unlinked: a caller
   * whose command went on before deskbot could tell who they are. Never throws.
   */
  noteIfUnlinkedWhenFound(platform: ChatPlatform, chatUserId: string): void {
    this.lookups
      .get(`${platform}:${chatUserId}`)
      ?.then((found) =>
        found.linked || found.pending ? undefined : this.noteUnlinked(platform, chatUserId, found.conflict),
      )
      .catch(() => undefined);
  }

  /** The lookup's answer if it comes within `waitMs` of this clock, else unlinked and pending. */
  private async within(lookup: Promise<Identity>, waitMs: number): Promise<Identity> {
    const late: Identity = { linked: false, pending: true };
    if (waitMs <= 0) return late;
    return Promise.race([lookup, this.clock.sleep(waitMs).then(() => late)]);
  }

  /**
   * Who a chat user is by their chat profile (its verified e-mail in the directory, else on the
   * platform), given what the store found by their chat id (`byId`, by key `kind`) and whether a
   * directory is `loaded`.
   */
  private async byProfile(
    platform: ChatPlatform,
    chatUserId: string,
    { byId, kind, loaded }: { byId: DirectoryPerson[]; kind: DirectoryKey["kind"]; loaded: boolean },
    profileOf: ProfileLookup | undefined,
  ): Promise<Identity> {
    const profile = await profileOf?.(chatUserId).catch(() => undefined);
    const named = profile?.name ? { name: profile.name } : {};
    if (byId.length > 1)
      return this.conflict(platform, chatUserId, named, "several", t("conflict.chatId", { kind, uids: uidsOf(byId) }));
    if (!profile?.email) return { linked: false, ...named };
    let byEmail = loaded ? await this.store.findInDirectory({ kind: "email", value: profile.email }) : [];
    // Not in the directory: the platform's own people list, once per e-mail per ten minutes, with
    // what people's own commands leave of the API's budget (nobody may be waiting for it).
    const platformPeople = this.platformPeople;
    const email = profile.email;
    if (byEmail.length === 0 && platformPeople)
      byEmail = (await inBackground("identify", () => platformPeople.byEmail(email)).catch(() => undefined)) ?? [];
    if (byEmail.length === 1) {
      const person = byEmail[0] as DirectoryPerson;
      // The directory names this person's account on the platform, and it is another one: the e-mail does not make them one person.
      const namedAccount =
        platform === "slack" ? person.slackUserId : platform === "teams" ? person.entraIds[0] : undefined;
      if (namedAccount !== undefined && namedAccount.toLowerCase() !== chatUserId.toLowerCase()) {
        return this.conflict(
          platform,
          chatUserId,
          named,
          "otherAccount",
          t("conflict.otherAccount", { uid: person.uid }),
        );
      }
      return this.linkIfFree(platform, chatUserId, person, "email", named);
    }
    if (byEmail.length > 1) {
      const uids = uidsOf(byEmail);
      const conflict = t("conflict.email", { email: profile.email, uids });
      return this.conflict(platform, chatUserId, named, "several", conflict);
    }
    return { linked: false, ...named };
  }

  /** A chat user left unlinked by a conflict: recorded for admins (`links`), whoever met it. */
  private async conflict(
    platform: ChatPlatform,
    chatUserId: string,
    named: { name?: string },
    cause: ConflictCause,
    conflict: string,
  ): Promise<Identity> {
    await this.noteUnlinked(platform, chatUserId, conflict);
    return { linked: false, ...named, conflict, cause };
  }

  /**
   * Who a platform user given as typed (not as a mention) is in the directory: a uid it has; else a
   * full name it has (exactly, in any case); else, for one word, a first name ("grace" is Grace
   * Hopper). A name several people share is `ambiguous` with them; nobody is `unknown`.
   */
  async find(reference: string): Promise<PersonFound> {
    const typed = reference.trim();
    const oneWord = !/\s/.test(typed);
    const [byUid] = oneWord ? await this.store.directoryPeople([typed]) : [];
    if (byUid) return { kind: "known", person: byUid };
    let named = await this.store.directoryPeopleNamed(typed);
    if (named.length === 0 && oneWord) named = await this.store.directoryPeopleFirstNamed(typed);
    if (named.length === 1) return { kind: "known", person: named[0] as DirectoryPerson };
    return named.length > 1 ? { kind: "ambiguous", people: named } : { kind: "unknown" };
  }

  /**
   * A platform user given as typed, not as a mention: who `find` says it is (a uid the directory has,
   * or the one person of a name), a name several people share is `ambiguous` with them; anything
   * else goes to the API as a uid, which decides.
   */
  async byUidOrName(
    reference: string,
  ): Promise<{ kind: "uid"; uid: string } | { kind: "ambiguous"; people: DirectoryPerson[] }> {
    const found = await this.find(reference);
    if (found.kind === "known") return { kind: "uid", uid: found.person.uid };
    return found.kind === "ambiguous" ? found : { kind: "uid", uid: reference };
  }

  /**
   * How to show each platform user: a mention of the chat user linked to them on `platform`
   * (named from the directory), else "Name (uid)" from the directory, else the uid.
   */
  async labels(platform: ChatPlatform, uids: readonly string[]): Promise<Map<string, string>> {
    const unique = [...new Set(uids)];
    const [chatUsers, people] = await Promise.all([
      this.store.chatUsersOf(platform, unique),
      this.store.directoryPeople(unique),
    ]);
    const names = new Map(people.filter((p) => p.fullName).map((p) => [p.uid, p.fullName as string]));
    return new Map(
      unique.map((uid) => {
        const name = names.get(uid);
        const chatUser = platform === "console" ? undefined : chatUsers.get(uid);
        if (chatUser) return [uid, mentionOf(chatUser, name)];
        return [uid, name ? `${name} (${uid})` : uid];
      }),
    );
  }

  /**
   * The chat users on `platform` that people named in a command stand for, by the reference as
   * written: a mention is its own chat user; a platform user (a uid, or a name the directory knows
   * for one person) is the chat user linked to them there, else the account the directory gives
   * them on that platform (a Slack user id, an Entra object id). Those known by none are left out,
   * as everyone is while the store does not answer. Never throws.
   */
  async chatUsersOf(platform: ChatPlatform, references: readonly string[]): Promise<Map<string, string>> {
    const found = new Map<string, string>();
    const key = CHAT_ID_KEY[platform];
    for (const reference of new Set(references)) {
      const mentioned = mentionedChatUser(reference);
      if (mentioned !== undefined) {
        found.set(reference, mentioned);
        continue;
      }
      if (!key) continue;
      const chatUser = await this.chatUserOfPerson(platform, key.kind, reference).catch(() => undefined);
      if (chatUser !== undefined) found.set(reference, chatUser);
    }
    return found;
  }

  /** The chat user on `platform` of the platform user a uid or a name stands for, if any. */
  private async chatUserOfPerson(
    platform: ChatPlatform,
    kind: DirectoryKey["kind"],
    reference: string,
  ): Promise<string | undefined> {
    const person = await this.byUidOrName(reference);
    if (person.kind !== "uid") return undefined;
    const linked = (await this.store.chatUsersOf(platform, [person.uid])).get(person.uid);
    if (linked !== undefined) return linked;
    const [record] = await this.store.directoryPeople([person.uid]);
    return kind === "slack" ? record?.slackUserId : record?.entraIds[0];
  }

  /**
   * The chat user on `platform` of the platform user `uid`: the one linked to them there, else the
   * account the directory gives them on that platform (a Slack user id, an Entra object id); the
   * console has only links.
   */
  async chatUserOf(platform: ChatPlatform, uid: string): Promise<string | undefined> {
    const key = CHAT_ID_KEY[platform];
    if (key) return this.chatUserOfPerson(platform, key.kind, uid);
    return (await this.store.chatUsersOf(platform, [uid])).get(uid);
  }

  /**
   * The names of chat users as the directory knows them, for mentions that carry none: the platform
   * user each is linked to on `platform`, else (not linked yet) the one person the directory gives
   * their chat id (a Slack user id, an Entra id). A name deskbot has before any the chat platform
   * might give.
   */
  async chatUserNames(platform: ChatPlatform, chatUserIds: readonly string[]): Promise<Map<string, string>> {
    const unique = [...new Set(chatUserIds)];
    const links = await Promise.all(unique.map(async (id) => [id, await this.store.getLink(platform, id)] as const));
    const uids = links.flatMap(([, uid]) => (uid ? [uid] : []));
    const people = uids.length > 0 ? await this.store.directoryPeople(uids) : [];
    const names = new Map(
      people.flatMap((person) => (person.fullName ? [[person.uid, person.fullName] as const] : [])),
    );
    const byChatId = CHAT_ID_KEY[platform];
    const named = await Promise.all(
      links.map(async ([id, uid]): Promise<readonly [string, string | undefined]> => {
        if (uid) return [id, names.get(uid)];
        if (!byChatId) return [id, undefined];
        // One person only: a chat id that two records give names nobody.
        const value = byChatId.kind === "entra" ? id.toLowerCase() : id;
        const found = await this.store.findInDirectory({ kind: byChatId.kind, value });
        return [id, found.length === 1 ? found[0]?.fullName : undefined];
      }),
    );
    return new Map(named.flatMap(([id, name]) => (name ? [[id, name] as const] : [])));
  }

  /**
   * Links automatically unless the person is already linked to another account on this platform:
   * one person, one account per platform, unless an admin links another (manual links win anyway).
   */
  private async linkIfFree(
    platform: ChatPlatform,
    chatUserId: string,
    person: DirectoryPerson,
    source: LinkSource,
    named: { name?: string },
  ): Promise<Identity> {
    const taken = (await this.store.chatUsersOf(platform, [person.uid])).get(person.uid);
    if (taken !== undefined && taken !== chatUserId) {
      const conflict = t("conflict.linkedElsewhere", { uid: person.uid });
      return this.conflict(platform, chatUserId, named, "linkedElsewhere", conflict);
    }
    return this.link(platform, chatUserId, person.uid, source);
  }

  private async link(platform: ChatPlatform, chatUserId: string, uid: string, source: LinkSource): Promise<Identity> {
    await this.store.setLink(platform, chatUserId, uid, source);
    await this.auditLog.write({
      platform,
      chatUserId,
      command: "link",
      text: `link ${mentionOf(chatUserId)} ${uid}`,
      outcome: "ok",
      detail: t("audit.linkedAutomatically", { source }),
      // Said again in each reader's language.
      message: { key: "audit.linkedAutomatically", values: { source } },
    });
    return { linked: true, uid, source };
  }
}

function uidsOf(people: ReadonlyArray<{ uid: string }>): string {
  return people.map((person) => person.uid).join(", ");
}
