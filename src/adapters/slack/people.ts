// Slack people by name: users.info, cached, so that replies and forms name people as people, not ids.
import type { webApi } from "@slack/bolt";
import type { Logger } from "../../log.ts";

/** How long a name is kept before Slack is asked again; a lookup that failed is tried again sooner. */
const NAME_TTL_MS = 60 * 60 * 1000;
const FAILED_TTL_MS = 60 * 1000;
/** The most names kept; the oldest go first. */
const MAX_NAMES = 10_000;

/** Names of Slack users, from users.info, at most one lookup per person per hour. */
export class SlackPeople {
  private readonly names = new Map<string, { name: string | undefined; at: number }>();
  private readonly inFlight = new Map<string, Promise<string | undefined>>();

  constructor(
    private readonly client: webApi.WebClient,
    private readonly logger: Logger,
    private readonly now: () => number = Date.now,
  ) {}

  /** The person's display name (or real name), or undefined when Slack does not say. */
  nameOf(userId: string): Promise<string | undefined> {
    const cached = this.names.get(userId);
    if (cached && this.now() - cached.at < (cached.name ? NAME_TTL_MS : FAILED_TTL_MS))
      return Promise.resolve(cached.name);
    let pending = this.inFlight.get(userId);
    if (!pending) {
      pending = this.lookUp(userId).finally(() => this.inFlight.delete(userId));
      this.inFlight.set(userId, pending);
    }
    return pending;
  }

  private async lookUp(userId: string): Promise<string | undefined> {
    let name: string | undefined;
    try {
      const { user } = await this.client.users.info({ user: userId });
      name = user?.profile?.display_name || user?.real_name || user?.name || undefined;
    } catch (error) {
      this.logger.warn(
        { user: userId, reason: error instanceof Error ? error.message : String(error) },
        "users.info failed",
      );
    }
    if (this.names.size >= MAX_NAMES) this.names.delete(this.names.keys().next().value as string);
    this.names.set(userId, { name, at: this.now() });
    return name;
  }
}
