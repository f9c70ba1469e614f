// The language to answer a person in: their directory's preferred language, else their chat platform's, else the default (DESK_LOCALE's).
import { ExpiringCache } from "../cache.ts";
import type { Clock } from "../clock.ts";
import { type Locale, localeOf } from "../messages/translate.ts";
import type { PeopleStore } from "../store/ports.ts";
import type { ChatPlatform } from "../vocabulary.ts";

/** How long a person's preferred language from the directory is believed before it is read again. */
const PREFERRED_LOCALE_MS = 5 * 60 * 1000;

/** Chooses each reader's language, in one place (docs/architecture.md, rule 15). */
export class ReaderLanguage {
  /** Each person's preferred language from the directory, as last read. */
  private readonly preferred: ExpiringCache<Locale | undefined>;

  constructor(
    private readonly store: PeopleStore,
    /** The language of people whose own is not known (DESK_LOCALE). */
    readonly defaultLocale: Locale,
    clock: Clock,
  ) {
    this.preferred = new ExpiringCache({ ttlMs: PREFERRED_LOCALE_MS, maxEntries: 10_000, now: () => clock.now() });
  }

  /**
   * The language to answer a chat user in: the one the platform's directory says the person they
   * are linked to prefers (`preferred_language`), else the chat platform's own for them
   * (`platformLocale`: Slack's users.info, a Teams activity's), else the default.
   */
  async localeOf(
    platform: ChatPlatform,
    chatUserId: string,
    platformLocale: () => Promise<string | undefined> | string | undefined,
  ): Promise<Locale> {
    return (await this.preferredLocale(platform, chatUserId)) ?? localeOf(await platformLocale()) ?? this.defaultLocale;
  }

  /**
   * The directory's `preferred_language` for the person a chat user is linked to, if deskbot has
   * it; undefined whenever it cannot tell (no link, no directory, the store down).
   */
  private preferredLocale(platform: ChatPlatform, chatUserId: string): Promise<Locale | undefined> {
    return this.preferred.getOrLoad(`${platform}:${chatUserId}`, async () => {
      try {
        const uid = await this.store.getLink(platform, chatUserId);
        const [person] = uid ? await this.store.directoryPeople([uid]) : [];
        return localeOf(person?.language);
      } catch {
        return undefined;
      }
    });
  }
}
