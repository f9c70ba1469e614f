// Teams benchmark: message activities and message-action invokes to deskbot serve and to a bare CloudAdapter bot that makes the same API call.
import { figuresTable, ratioLine } from "./report.ts";
import { startServer, teamsRig } from "./rigs.ts";
import { runRounds } from "./rounds.ts";
import { SLACK_PLAN } from "./slack.ts";

/** Runs the Teams scenario and returns its Markdown table. */
export async function runTeamsBench(): Promise<string> {
  const rig = await teamsRig();
  const deskbot = await startServer("deskbot", rig);
  const bare = await startServer("bare", rig);
  const targets = [deskbot, bare];
  try {
    // Messages and message-action invokes are measured in rounds of their own.
    const messages = await runRounds(targets, { ...SLACK_PLAN, fire: (target) => rig.fire(target, "message") });
    const invokes = await runRounds(targets, { ...SLACK_PLAN, fire: (target) => rig.fire(target, "invoke") });
    return [
      "Message activities (`company`, `apps --per-page 5`): *reply* is until the bot's reply reaches the Bot Connector, *HTTP* until the activity's own HTTP answer (deskbot answers 200 before its turn; the bare bot after it), *both* until both are in (when the sender sends its next message):",
      "",
      figuresTable(messages, ["reply", "HTTP", "both"], deskbot.name, bare.name, "reply"),
      "",
      ratioLine(messages, "both", deskbot.name, bare.name),
      "",
      "Message-action invokes (`composeExtension/fetchTask` of commentOnTicket):",
      "",
      figuresTable(invokes, ["invoke"], deskbot.name, bare.name, "invoke"),
    ].join("\n");
  } finally {
    await deskbot.stop();
    await bare.stop();
    await rig.close();
  }
}
