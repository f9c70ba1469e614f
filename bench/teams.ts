// Teams benchmark: message activities and message-action invokes to deskbot serve and to a bare CloudAdapter echo bot.
import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { Agent } from "undici";
import { invokeActivity, messageActivity } from "../fakes/teams-activities.ts";
import { DESKBOT, deskbotPort, ROOT, serveEnv, startChild, startSimulatorChild } from "./processes.ts";
import { figuresTable } from "./report.ts";
import { runRounds, type Target, type Timing } from "./rounds.ts";

/** Runs the Teams scenario and returns its Markdown table. */
export async function runTeamsBench(): Promise<string> {
  const simulator = await startSimulatorChild();
  const connector = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ id: "sent" }));
    });
  });
  connector.listen(0, "127.0.0.1");
  await once(connector, "listening");
  const serviceUrl = `http://127.0.0.1:${(connector.address() as AddressInfo).port}/`;
  const env = serveEnv(simulator, { TEAMS_ALLOW_UNAUTHENTICATED: "true", DESK_ADMINS: "aad-admin" });
  const deskbot = await startChild(DESKBOT, ["serve"], env, deskbotPort);
  const bare = await startChild(join(ROOT, "bench/bare-teams.ts"), [], env, (line) =>
    line.startsWith("ready ") ? Number(line.slice(6)) : undefined,
  );
  const agent = new Agent({ connections: 64 });
  let sequence = 0;
  const targets: Target[] = [
    { name: "deskbot", port: deskbot.port, pid: deskbot.child.pid ?? 0 },
    { name: "bare CloudAdapter", port: bare.port, pid: bare.child.pid ?? 0 },
  ];
  const post = async (port: number, activity: unknown) => {
    const start = performance.now();
    const response = await fetch(`http://127.0.0.1:${port}/api/messages`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(activity),
      // @ts-expect-error undici's dispatcher option of fetch
      dispatcher: agent,
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`status ${response.status}`);
    return performance.now() - start;
  };
  try {
    const plan = { concurrencies: [1, 8, 32], rounds: 3, requestsPerRound: 200 };
    // Messages and message-action invokes are measured in rounds of their own.
    const messages = await runRounds(targets, {
      ...plan,
      async fire(target): Promise<Timing> {
        sequence += 1;
        const text = sequence % 2 === 0 ? "company" : "apps --per-page 5";
        return { message: await post(target.port, messageActivity(text, { serviceUrl, id: `bench-${sequence}` })) };
      },
    });
    const invokes = await runRounds(targets, {
      ...plan,
      async fire(target): Promise<Timing> {
        sequence += 1;
        const invoke = invokeActivity(
          "composeExtension/fetchTask",
          {
            commandId: "commentOnTicket",
            messagePayload: { body: { contentType: "html", content: "<p>Printer jammed</p>" } },
          },
          { serviceUrl, id: `bench-${sequence}` },
        );
        return { invoke: await post(target.port, invoke) };
      },
    });
    return [
      "Message activities (`company`, `apps --per-page 5`):",
      "",
      figuresTable(messages, ["message"], "deskbot", "bare CloudAdapter", "message"),
      "",
      "Message-action invokes (`composeExtension/fetchTask` of commentOnTicket):",
      "",
      figuresTable(invokes, ["invoke"], "deskbot", "bare CloudAdapter", "invoke"),
    ].join("\n");
  } finally {
    deskbot.child.kill();
    bare.child.kill();
    await agent.close();
    connector.close();
    simulator.child.kill();
  }
}
