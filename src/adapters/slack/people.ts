// Slack people by name: users.info, cached, so that replies and forms name people as people, not ids.
import type { webApi } from "@slack/bolt";
import { LookupCache, PEOPLE_CACHE } from "../../cache.ts";
import type { Logger } from "../../log.ts";

/** Names of Slack users, from users.info, at most one lookup per person per hour. */
export class SlackPeople {
  private readonly names: LookupCache<string>;

  constructor(client: webApi.WebClient, logger: Logger) {
    this.names = new LookupCache(async (user) => {
      try {
        const found = (await client.users.info({ user })).user;
        return found?.profile?.display_name || found?.real_name || found?.name || undefined;
      } catch (error) {
        logger.warn({ user, reason: error instanceof Error ? error.message : String(error) }, "users.info failed");
        return undefined;
      }
    }, PEOPLE_CACHE);
  }

  /** The person's display name (or real name), or undefined when Slack does not say. */
  nameOf(userId: string): Promise<string | undefined> {
    return this.names.get(userId);
  }
}
