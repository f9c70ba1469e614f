// A Postgres that blinks under a running server (CI's real Postgres): the server stays up, the answer arrives, nothing repeats.
import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { messageActivity, postActivity } from "../../fakes/teams-activities.ts";
import { FakeClock } from "../helpers/fake-clock.ts";
import { startFakeConnector } from "../helpers/fake-connector.ts";
import { startServe } from "../helpers/serve.ts";

const url = process.env.DESKBOT_TEST_POSTGRES_URL;
const admin = url ? new pg.Pool({ connectionString: url, max: 2 }) : undefined;
afterAll(async () => {
  await admin?.end();
});

/** Ends every connection deskbot holds, as a restart or a failover of the database does. */
async function terminateDeskbotBackends(): Promise<number> {
  const result = await admin?.query(
    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'deskbot' AND pid <> pg_backend_pid()",
  );
  return result?.rowCount ?? 0;
}

describe.skipIf(!url)("a Postgres backend terminated mid-command", () => {
  it("leaves the server up; the command's answer arrives, and the next command is served", async () => {
    const schema = `t_${randomUUID().replaceAll("-", "")}`;
    await admin?.query(`CREATE SCHEMA ${schema}`);
    const connector = await startFakeConnector();
    const clock = new FakeClock();
    const database = `${url}${url?.includes("?") ? "&" : "?"}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
    const { server, sim, logs } = await startServe(
      // An admin, who sees every ticket: the comment is sent without reading its ticket first.
      { DESK_DB: database, TEAMS_ALLOW_UNAUTHENTICATED: "true", DESK_COMPANY_TTL: "3600", DESK_ADMINS: "aad-admin" },
      { latencyMs: 1000, clock },
    );
    const options = { serviceUrl: connector.url };
    await postActivity(server.url, messageActivity("comment REQ-41 During the failover", { ...options, id: "a-1" }));
    // The company is read, then the comment is sent: hold the comment while the database goes away.
    await clock.sleepRequested(1);
    await clock.advance(1000);
    await clock.sleepRequested(2);
    expect(await terminateDeskbotBackends()).toBeGreaterThan(0);
    await clock.advance(1000);
    const answer = await connector.waitForSent(1);
    expect(JSON.stringify(answer.body)).toContain("Comment added to REQ-41");
    expect(sim.received("POST", "/v1/requests/REQ-41/messages")).toHaveLength(1);
    // The server is up and answers, on new connections.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    await postActivity(server.url, messageActivity("whoami", { ...options, id: "a-2" }));
    await clock.advance(1000);
    expect(JSON.stringify((await connector.waitForSent(2)).body)).toContain("You");
    // Teams delivering the first message again makes no second comment.
    await postActivity(server.url, messageActivity("comment REQ-41 During the failover", { ...options, id: "a-1" }));
    const repeat = await connector.waitForSent(3);
    expect(JSON.stringify(repeat.body)).toContain("already handled");
    expect(sim.received("POST", "/v1/requests/REQ-41/messages")).toHaveLength(1);
    expect(JSON.stringify(logs)).toContain("a Postgres connection was lost");
  });
});
