// Starts `deskbot serve` in process on loopback, with a simulator behind and fakes for the platforms.
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { onTestFinished } from "vitest";
import { SIGNING_SECRET } from "../../fakes/slack-requests.ts";
import { type RunningServer, type ServerOptions, startServer } from "../../src/cli/serve-command.ts";
import { loadConfig } from "../../src/config.ts";
import { createLogger } from "../../src/log.ts";
import type { Simulator, SimulatorOptions } from "../../src/simulator/server.ts";
import { startFakeSlack } from "./fake-slack.ts";
import { startSimulator } from "./simulator.ts";

/** Serves with `env` on top of a simulator and a temporary store; stopped after the test. */
export async function startServe(
  env: Record<string, string>,
  simulatorOptions: Partial<SimulatorOptions> = {},
  serverOptions: ServerOptions = {},
): Promise<{ server: RunningServer; sim: Simulator; logs: Array<Record<string, unknown>> }> {
  const sim = await startSimulator(simulatorOptions);
  const dir = await mkdtemp(join(tmpdir(), "deskbot-serve-"));
  const loaded = loadConfig({
    DESK_API_URL: sim.baseUrl,
    DESK_API_TOKEN: sim.token,
    DESK_DB: join(dir, "store.sqlite"),
    PORT: "0",
    HOST: "127.0.0.1",
    ...env,
  });
  if (!loaded.ok) throw new Error(loaded.error.join("\n"));
  // Every log line the server writes, parsed, for tests of what operators see.
  const logs: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString("utf8").split("\n")) if (line) logs.push(JSON.parse(line));
      done();
    },
  });
  const server = await startServer(loaded.value, createLogger(loaded.value.logLevel ?? "info", sink), serverOptions);
  onTestFinished(() => server.stop());
  return { server, sim, logs };
}

/** Serves Slack over HTTP with the test signing secret, its Web API a loopback fake: the fake and the server. */
export async function startSlackServe(
  env: Record<string, string> = {},
  simulatorOptions: Partial<SimulatorOptions> = {},
) {
  const slack = await startFakeSlack();
  const served = await startServe(
    { SLACK_SIGNING_SECRET: SIGNING_SECRET, SLACK_BOT_TOKEN: "xoxb-test-token", SLACK_API_URL: slack.apiUrl, ...env },
    simulatorOptions,
  );
  return { slack, ...served };
}
