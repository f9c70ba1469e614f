// What a Teams handler needs, over a test core: a silent logger, a seal key, no members known.
import type { TeamsDeps } from "../../src/adapters/teams/deps.ts";
import type { Core } from "../../src/core/core.ts";
import { createLogger } from "../../src/log.ts";
import { sealKey } from "../../src/sealed.ts";

/** The Teams handlers' dependencies over `core`; later posts go to `continueConversation` (nowhere by default). */
export function teamsDepsFor(
  core: Core,
  continueConversation: TeamsDeps["continueConversation"] = async () => {},
): TeamsDeps {
  return {
    core,
    logger: createLogger("silent"),
    sealKey: sealKey("test app password", "teams-dialog-data"),
    readThread: async () => {
      throw new Error("no thread is read in these tests");
    },
    people: { member: async () => undefined, profileOf: async () => undefined, namesFor: async () => new Map() },
    continueConversation,
    sendToAsker: async () => false,
  };
}
