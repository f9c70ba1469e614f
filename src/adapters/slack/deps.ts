// What the Slack listeners need from the rest of deskbot.
import type { DeskCore } from "../../core/engine.ts";
import type { Logger } from "../../log.ts";
import type { Store } from "../../store/store.ts";

export interface SlackDeps {
  core: DeskCore;
  store: Store;
  logger: Logger;
  /** The slash command, such as `/desk`. */
  command: string;
}
