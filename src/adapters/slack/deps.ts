// What the Slack listeners need from the rest of deskbot.
import type { DeskCore } from "../../core/engine.ts";
import type { InFlight } from "../../in-flight.ts";
import type { Logger } from "../../log.ts";
import type { Store } from "../../store/store.ts";
import type { SlackPeople } from "./people.ts";

export interface SlackDeps {
  core: DeskCore;
  store: Store;
  logger: Logger;
  /** The slash command, such as `/desk`. */
  command: string;
  /** People's names, from Slack (cached). */
  people: SlackPeople;
  /** Work under way (a listener's, after its acknowledgement), which a stop waits for. */
  inFlight?: InFlight;
}

/** How commands are written on Slack: the slash command and a space. */
export const slackPrefix = (deps: SlackDeps): string => `${deps.command} `;
