// Slack people: name and verified e-mail from users.info, cached, for replies, forms and linking people from the directory; and names for a thread's summary in a lane of their own.
import type { webApi } from "@slack/bolt";
import { RateLimiter } from "../../api/rate-limiter.ts";
import { ExpiringCache, PEOPLE_CACHE } from "../../cache.ts";
import type { ChatProfile } from "../../core/requests.ts";
import type { Logger } from "../../log.ts";

/**
 * The most people one thread's summary looks up (users.info): its authors first, then the people
 * its messages mention. Beyond them, and whenever the names lane has no place free, a person the
 * cache does not know goes to the model as a neutral placeholder ("person 3"), never their id.
 */
export const MAX_NAME_LOOKUPS = 50;

/**
 * users.info calls a minute for names in thread summaries: a budget of their own, beside the 100
 * that identifying people has (Slack's tier 4 is "100+ per minute", with bursts), so that a busy
 * thread never spends identity's and a newcomer's lookup never queues behind a summary's.
 */
export const NAME_LOOKUPS_PER_MINUTE = 50;

/** How many of a summary's lookups are under way at once: a few, so that they never fill the Web API client's own queue. */
const NAME_LOOKUPS_AT_ONCE = 5;

/** How long a summary's lookups may go on starting: past it (a slow Slack), the people not yet named are placeholders. */
const NAME_LOOKUPS_MS = 5_000;

/** Slack users' names, e-mails and locales, from users.info (the e-mail needs `users:read.email`), at most one lookup per person per hour. */
export class SlackProfiles {
  private readonly profiles: ExpiringCache<ChatProfile | undefined>;
  /** users.info is of Slack's tier 4: 100 calls a minute are always allowed. Identity's lane (profileOf, nameOf, localeOf). */
  private readonly budget = new RateLimiter(100, 60_000);
  /** The names lane of thread summaries (namesFor): its own budget, never waited for. */
  private readonly namesBudget = new RateLimiter(NAME_LOOKUPS_PER_MINUTE, 60_000);
  private readonly lookUp: (user: string) => Promise<ChatProfile | undefined>;

  constructor(
    client: webApi.WebClient,
    private readonly logger: Logger,
  ) {
    this.lookUp = async (user) => {
      const found = (await client.users.info({ user, include_locale: true })).user;
      if (!found || found.deleted || found.is_bot) return undefined;
      const name = found.profile?.display_name || found.real_name || found.name || undefined;
      // Slack gives the address the person confirmed when they joined the workspace.
      const email = found.profile?.email || undefined;
      const locale = found.locale || undefined;
      return { ...(name ? { name } : {}), ...(email ? { email } : {}), ...(locale ? { locale } : {}) };
    };
    this.profiles = new ExpiringCache(PEOPLE_CACHE, async (user) => {
      try {
        await this.budget.acquire();
        return await this.lookUp(user);
      } catch (error) {
        logger.warn({ user, reason: error instanceof Error ? error.message : String(error) }, "users.info failed");
        return undefined;
      }
    });
  }

  /** The person's display name (or real name), or undefined when Slack does not say. */
  async nameOf(userId: string): Promise<string | undefined> {
    return (await this.profiles.getOrLoad(userId))?.name;
  }

  /**
   * The names of `ids` for a thread's summary, by id (those not found are missing). Each distinct
   * id once: a name kept from any earlier lookup costs nothing; of the others, at most
   * MAX_NAME_LOOKUPS are looked up, in the names lane only while its budget has a place free now
   * (a summary never waits for it, and identity's lane is never touched), a few at once, none
   * started past NAME_LOOKUPS_MS. A profile found is kept for everyone; a failed lookup is not
   * (identity asks again on its own).
   */
  async namesFor(ids: Iterable<string>): Promise<Map<string, string>> {
    const names = new Map<string, string>();
    const unknown: string[] = [];
    for (const id of new Set(ids)) {
      const kept = this.profiles.peek(id);
      if (kept?.value?.name) names.set(id, kept.value.name);
      else if (!kept && unknown.length < MAX_NAME_LOOKUPS) unknown.push(id);
    }
    const until = Date.now() + NAME_LOOKUPS_MS;
    let next = 0;
    const lane = async () => {
      while (next < unknown.length && Date.now() < until && this.namesBudget.tryAcquire()) {
        const id = unknown[next] as string;
        next += 1;
        try {
          const profile = await this.lookUp(id);
          if (profile) this.profiles.set(id, profile);
          if (profile?.name) names.set(id, profile.name);
        } catch (error) {
          this.logger.warn(
            { user: id, reason: error instanceof Error ? error.message : String(error) },
            "users.info failed for a thread's summary",
          );
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(NAME_LOOKUPS_AT_ONCE, unknown.length) }, lane));
    return names;
  }

  /**
   * The language the person reads Slack in, when it can be known without waiting in a queue: from
   * the profile kept, or from a lookup that Slack's budget lets go at once (the caller bounds that
   * wait). Otherwise undefined at once: their identity's lookup asks Slack when it may.
   */
  async localeOf(userId: string): Promise<string | undefined> {
    const kept = this.profiles.peek(userId);
    if (kept) return kept.value?.locale;
    if (this.profiles.looking(userId) || this.budget.queued > 0 || this.budget.estimatedWaitMs() > 0) return undefined;
    return (await this.profiles.getOrLoad(userId))?.locale;
  }

  /** The person's name and verified e-mail, for linking. */
  readonly profileOf = (userId: string): Promise<ChatProfile | undefined> => this.profiles.getOrLoad(userId);
}
