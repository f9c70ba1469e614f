// Slack people: name and verified e-mail from users.info, cached, for replies, forms and linking people from the directory.
import type { webApi } from "@slack/bolt";
import { RateLimiter } from "../../api/rate-limiter.ts";
import { ExpiringCache, PEOPLE_CACHE } from "../../cache.ts";
import type { ChatProfile } from "../../core/requests.ts";
import type { Logger } from "../../log.ts";

/** Slack users' names, e-mails and locales, from users.info (the e-mail needs `users:read.email`), at most one lookup per person per hour. */
export class SlackProfiles {
  private readonly profiles: ExpiringCache<ChatProfile | undefined>;
  /** users.info is of Slack's tier 4: 100 calls a minute are always allowed. */
  private readonly budget = new RateLimiter(100, 60_000);

  constructor(client: webApi.WebClient, logger: Logger) {
    this.profiles = new ExpiringCache(PEOPLE_CACHE, async (user) => {
      try {
        await this.budget.acquire();
        const found = (await client.users.info({ user, include_locale: true })).user;
        if (!found || found.deleted || found.is_bot) return undefined;
        const name = found.profile?.display_name || found.real_name || found.name || undefined;
        // Slack gives the address the person confirmed when they joined the workspace.
        const email = found.profile?.email || undefined;
        const locale = found.locale || undefined;
        return { ...(name ? { name } : {}), ...(email ? { email } : {}), ...(locale ? { locale } : {}) };
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
