// What the Slack listeners need from the rest of deskbot, and who a Slack user is to the core.

import type { Core } from "../../core/core.ts";
import type { Caller } from "../../core/requests.ts";
import type { InFlight } from "../../in-flight.ts";
import type { Logger } from "../../log.ts";
import type { ClaimStore } from "../../store/ports.ts";
import type { Destination } from "./deliver.ts";
import type { SlackProfiles } from "./slack-profiles.ts";

export interface SlackDeps {
  core: Core;
  store: ClaimStore;
  logger: Logger;
  /** The slash command, such as `/desk`. */
  command: string;
  /** People's names and verified e-mails, from Slack (cached): SlackProfiles, or a fake in tests. */
  people: Pick<SlackProfiles, "nameOf" | "profileOf" | "localeOf" | "namesFor">;
  /** Seals what a modal carries to its submission (`sealKey(SLACK_SIGNING_SECRET, …)`). */
  sealKey: Buffer;
  /** Work under way (a listener's, after its acknowledgement), which a stop waits for. */
  inFlight?: InFlight;
}

/**
 * A Slack user as the core's caller: commands written with the slash command (unless `prefix` says
 * how else: nothing in a direct message), profiles from users.info, and where a late word reaches
 * them (`reach`: the channel and response URL Slack sent).
 */
export function slackCaller(
  deps: SlackDeps,
  userId: string,
  reach: Omit<Destination, "user"> = {},
  prefix = `${deps.command} `,
): Caller {
  const replyAddress = JSON.stringify({ user: userId, ...reach } satisfies Destination);
  return { platform: "slack", userId, prefix, profileOf: deps.people.profileOf, replyAddress };
}
