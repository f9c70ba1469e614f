// `deskbot simulator`: base URL first, a seed file's records, fault flags, bad flags, and a stop.
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { firstLine, openCli, runCli } from "../helpers/cli.ts";

describe("deskbot simulator", () => {
  it("prints its base URL first and serves the seed file's records with its token", async () => {
    const dir = await mkdtemp(join(tmpdir(), "deskbot-seed-"));
    const seedFile = join(dir, "seed.json");
    await writeFile(
      seedFile,
      JSON.stringify({
        company: { uid: "co_seed", name: "Seeded", slug: "seeded", has_ms_teams_enabled: true },
        applications: [
          { uid: "s_a", name: "Alpha", status: "approved" },
          { uid: "s_b", name: "Beta", archived_at: "2026-01-01T00:00:00Z" },
        ],
        requests: [{ uid: "req_1", friendly_id: "REQ-1" }],
      }),
    );
    // The seed file named relative to the working directory.
    const run = openCli(["simulator", "--port", "0", "--token", "T", "--seed", "seed.json"], { cwd: dir });
    const url = await firstLine(run);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const headers = { authorization: "Bearer T" };
    expect(await (await fetch(`${url}/v1/company`, { headers })).json()).toMatchObject({
      name: "Seeded",
      has_slack_enabled: false,
    });
    const apps = (await (await fetch(`${url}/v1/applications`, { headers })).json()) as {
      results: Array<{ uid: string }>;
    };
    expect(apps.results.map((app) => app.uid)).toEqual(["s_a"]);
    const message = await fetch(`${url}/v1/requests/REQ-1/messages`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({ body_text: "hello" }),
    });
    expect(message.status).toBe(201);
    // Asked to stop (SIGINT or SIGTERM to the process), it closes and ends with 0.
    run.stop();
    expect(await run.status).toBe(0);
    await expect(fetch(`${url}/v1/company`, { headers })).rejects.toThrow();
  });

  it("answers 503 to every call with --fail-rate 1", async () => {
    const url = await firstLine(openCli(["simulator", "--fail-rate", "1"]));
    const response = await fetch(`${url}/v1/company`, { headers: { authorization: "Bearer sim-token" } });
    expect(response.status).toBe(503);
  });

  it("stops with usage and status 2 on a bad flag", async () => {
    const result = await runCli(["simulator", "--fail-rate", "2"]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("--fail-rate must be a number from 0 to 1");
    expect(result.stderr).toContain("usage: deskbot simulator");
  });

  it("names the seed file and the field when the seed is wrong", async () => {
    const dir = await mkdtemp(join(tmpdir(), "deskbot-seed-"));
    const seedFile = join(dir, "bad.json");
    await writeFile(seedFile, JSON.stringify({ applications: [{ name: "no uid" }] }));
    const result = await runCli(["simulator", "--seed", seedFile]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("applications.0.uid");
  });
});
