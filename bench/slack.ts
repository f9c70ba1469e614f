// Slack benchmark: signed slash commands to deskbot serve and to a bare Bolt app, rounds alternating.
import { figuresTable } from "./report.ts";
import { slackRig, startServer } from "./rigs.ts";
import { runRounds } from "./rounds.ts";

/** Rounds at each concurrency (1, 8, 32) and requests in a round. */
export const SLACK_PLAN = { concurrencies: [1, 8, 32], rounds: 5, requestsPerRound: 200 };

/** Runs the Slack scenario and returns its Markdown table. */
export async function runSlackBench(): Promise<string> {
  const rig = await slackRig();
  const deskbot = await startServer("deskbot", rig);
  const bare = await startServer("bare", rig);
  try {
    const figures = await runRounds([deskbot, bare], {
      ...SLACK_PLAN,
      fire: (target) => rig.fire(target, "command"),
      async around(target, run): Promise<Record<string, number>> {
        const before = await rig.simulator.received();
        await run();
        return target.name === "deskbot"
          ? { "API calls/command": ((await rig.simulator.received()) - before) / SLACK_PLAN.requestsPerRound }
          : {};
      },
    });
    return figuresTable(figures, ["ack", "answer"], deskbot.name, bare.name, "ack");
  } finally {
    await deskbot.stop();
    await bare.stop();
    await rig.close();
  }
}
