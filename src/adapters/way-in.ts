// What serving asks of each way in (Slack, Teams, the action endpoint): the routes it answers, its start and stop, and how it reaches a person after the fact.
import type { LateDelivery } from "../core/cut-off-work.ts";
import type { RouteHandler } from "../server.ts";
import type { ChatPlatform } from "../vocabulary.ts";

/** One way in, as the composition root serves it. */
export interface WayIn {
  /** The HTTP routes it answers, by `METHOD /path` (none for Slack over Socket Mode). */
  routes: Record<string, RouteHandler>;
  /** Connects what needs connecting (Socket Mode); a failure names the variable to change. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** For a chat platform: how it tells a person something after the fact (work cut off by a stop). */
  late?: { platform: ChatPlatform; deliver: LateDelivery };
}
