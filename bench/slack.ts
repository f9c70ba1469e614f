// Slack benchmark: signed slash commands to deskbot serve and to a bare Bolt app, rounds alternating.
import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { Agent } from "undici";
import { signatureHeaders } from "../fakes/slack-requests.ts";
import { DESKBOT, deskbotPort, ROOT, serveEnv, startChild, startSimulatorChild } from "./processes.ts";
import { figuresTable } from "./report.ts";
import { runRounds, type Target } from "./rounds.ts";

const SECRET = "bench-signing-secret";
const COMMANDS = ["company", "apps --per-page 5", "apps --status approved"];

/** Runs the Slack scenario and returns its Markdown table. */
export async function runSlackBench(): Promise<string> {
  const simulator = await startSimulatorChild();
  // A fake Slack: the Web API answers ok; a response_url post marks when an answer arrived.
  const answered = new Map<string, () => void>();
  const fakeSlack = createServer((req, res) => {
    const id = req.url?.startsWith("/response/") ? req.url.slice("/response/".length) : undefined;
    req.resume();
    req.on("end", () => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ ok: true, user_id: "UBOT", bot_id: "BBOT", team_id: "T1" }));
      if (id) answered.get(id)?.();
    });
  });
  fakeSlack.listen(0, "127.0.0.1");
  await once(fakeSlack, "listening");
  const slackOrigin = `http://127.0.0.1:${(fakeSlack.address() as AddressInfo).port}`;
  const env = serveEnv(simulator, {
    SLACK_SIGNING_SECRET: SECRET,
    SLACK_BOT_TOKEN: "xoxb-bench",
    SLACK_API_URL: `${slackOrigin}/api/`,
    DESK_ADMINS: "UBENCH",
  });
  const deskbot = await startChild(DESKBOT, ["serve"], env, deskbotPort);
  const bare = await startChild(join(ROOT, "bench/bare-bolt.ts"), [], env, (line) =>
    line.startsWith("ready ") ? Number(line.slice(6)) : undefined,
  );
  const agent = new Agent({ connections: 64 });
  let sequence = 0;
  const targets: Target[] = [
    { name: "deskbot", port: deskbot.port, pid: deskbot.child.pid ?? 0 },
    { name: "bare Bolt", port: bare.port, pid: bare.child.pid ?? 0 },
  ];
  try {
    const figures = await runRounds(targets, {
      concurrencies: [1, 8, 32],
      rounds: 3,
      requestsPerRound: 200,
      async fire(target) {
        sequence += 1;
        const id = `r${sequence}`;
        const body = new URLSearchParams({
          command: "/desk",
          text: COMMANDS[sequence % COMMANDS.length] as string,
          user_id: "UBENCH",
          channel_id: "C1",
          team_id: "T1",
          response_url: `${slackOrigin}/response/${id}`,
          trigger_id: `trigger.${id}`,
        }).toString();
        const answer = new Promise<number>((resolve) => answered.set(id, () => resolve(performance.now())));
        const start = performance.now();
        const response = await fetch(`http://127.0.0.1:${target.port}/slack/events`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", ...signatureHeaders(body, SECRET) },
          body,
          // @ts-expect-error undici's dispatcher option of fetch
          dispatcher: agent,
        });
        await response.arrayBuffer();
        const ack = performance.now() - start;
        if (response.status !== 200) throw new Error(`status ${response.status}`);
        const done = await answer;
        answered.delete(id);
        return { ack, answer: done - start };
      },
      async around(target, run): Promise<Record<string, number>> {
        const before = await simulator.received();
        await run();
        return target.name === "deskbot" ? { "API calls/command": ((await simulator.received()) - before) / 200 } : {};
      },
    });
    return figuresTable(figures, ["ack", "answer"], "deskbot", "bare Bolt", "ack");
  } finally {
    deskbot.child.kill();
    bare.child.kill();
    await agent.close();
    fakeSlack.close();
    simulator.child.kill();
  }
}
