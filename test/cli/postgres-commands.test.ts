// Every command that opens the store, as an operator runs it with DESK_DB naming Postgres: directory, chat, doctor, serve.
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { describe, expect, it } from "vitest";
import { messageActivity, postActivity } from "../../fakes/teams-activities.ts";
import { openPostgresStore } from "../../src/store/open-store.ts";
import { cleanEnv, runCli, startCli } from "../helpers/cli.ts";
import { startFakeConnector } from "../helpers/fake-connector.ts";
import { postgresDeskDb, TEST_POSTGRES_URL } from "../helpers/postgres.ts";
import { seedWith, slackPlatformUsers, startSimulator, syncedSlackPerson } from "../helpers/simulator.ts";

/** The store the commands wrote, opened beside them (closed after `look`). */
async function inStore<T>(schema: string, look: (store: Awaited<ReturnType<typeof openPostgresStore>>) => Promise<T>) {
  const store = await openPostgresStore(TEST_POSTGRES_URL ?? "", { schema });
  try {
    return await look(store);
  } finally {
    await store.close();
  }
}

describe.skipIf(!TEST_POSTGRES_URL)("commands with DESK_DB naming Postgres", () => {
  it("directory import, a dry run, the guard, --force and clear: each says what it did and exits 0 or 1", async () => {
    const { url, schema } = await postgresDeskDb();
    const dir = await mkdtemp(join(tmpdir(), "deskbot-pg-directory-"));
    const people = join(dir, "people.csv");
    await writeFile(people, "uid,email,full_name\nu_ada,ada@acme.example,Ada\nu_zoe,zoe@acme.example,Zoë O'Brien\n");
    const fewer = join(dir, "fewer.csv");
    await writeFile(fewer, "uid,email,full_name\nu_ada,ada@acme.example,Ada Lovelace\n");
    const run = (...args: string[]) => runCli(["directory", ...args], { env: cleanEnv({ DESK_DB: url }) });

    expect(await run("import", people)).toEqual({
      status: 0,
      stdout: "Imported people.csv: 2 people: 2 added, 0 changed, 0 removed.\n",
      stderr: "",
    });
    expect(await run("import", fewer, "--dry-run")).toEqual({
      status: 0,
      stdout: "Dry run of fewer.csv: 1 person: 0 would be added, 1 changed, 1 removed. Nothing was changed.\n",
      stderr: "",
    });
    const stopped = await run("import", fewer);
    expect(stopped.status).toBe(1);
    expect(stopped.stderr).toContain("it would remove 1 of the directory's 2 people (more than a fifth)");
    expect(await run("import", fewer, "--force")).toEqual({
      status: 0,
      stdout: "Imported fewer.csv: 1 person: 0 added, 1 changed, 1 removed.\n",
      stderr: "",
    });
    expect(await run("clear")).toEqual({
      status: 0,
      stdout: "The directory is cleared: 1 person removed. Links already made stay.\n",
      stderr: "",
    });
    await inStore(schema, async (store) => {
      expect(await store.directoryStatus()).toEqual({ people: 0, sharedEmails: 0, itStaff: 0 });
      expect((await store.recentAudit({ limit: 5 })).map((entry) => [entry.command, entry.detail])).toEqual([
        ["directory clear", "1 person removed"],
        ["directory import", "1 person: 0 added, 1 changed, 1 removed"],
        ["directory import", "2 people: 2 added, 0 changed, 0 removed"],
      ]);
    });
  });

  it("directory sync from the platform: its summary, exit 0, and its audit entry (it once failed after succeeding)", async () => {
    const { url, schema } = await postgresDeskDb();
    const users = slackPlatformUsers(120);
    const sim = await startSimulator({ seed: seedWith({ users }) });
    const env = cleanEnv({ DESK_API_URL: sim.baseUrl, DESK_API_TOKEN: sim.token, DESK_DB: url });
    const dry = await runCli(["directory", "sync", "--dry-run"], { env });
    expect(dry).toMatchObject({
      status: 0,
      stdout:
        "Dry run of the platform's people: 120 people: 120 would be added, 0 changed, 0 removed. Nothing was changed.\n",
    });
    const done = await runCli(["directory", "sync"], { env });
    expect(done).toMatchObject({
      status: 0,
      stdout: "Imported the platform's people: 120 people: 120 added, 0 changed, 0 removed.\n",
    });
    expect(done.stderr).not.toContain("Error");
    await inStore(schema, async (store) => {
      expect(await store.directoryStatus()).toMatchObject({ people: 120, lastImport: { file: "GET /v1/users" } });
      expect(await store.findInDirectory({ kind: "slack", value: "UP7" })).toEqual([syncedSlackPerson(7)]);
      expect((await store.recentAudit({ limit: 1 }))[0]).toMatchObject({
        command: "directory sync",
        detail: "120 people: 120 added, 0 changed, 0 removed",
      });
    });
  });

  it("directory sync of people with a 12 KB e-mail and a 12 KB uid: the rest is synced, and the one left out is said", async () => {
    const { url, schema } = await postgresDeskDb();
    const hostile = randomBytes(6 * 1024).toString("hex");
    const users = [
      { uid: "u_ada", full_name: "Ada", emails: [`${hostile}@acme.example`, "ada@acme.example"] },
      { uid: `u_${hostile}`, full_name: "Nobody", emails: ["nobody@acme.example"] },
      { uid: "u_zoe", full_name: "Zoë O'Brien", emails: ["zoe@acme.example"] },
    ];
    const sim = await startSimulator({ seed: seedWith({ users }) });
    const env = cleanEnv({ DESK_API_URL: sim.baseUrl, DESK_API_TOKEN: sim.token, DESK_DB: url });
    for (let run = 0; run < 2; run += 1) {
      const result = await runCli(["directory", "sync"], { env });
      expect(result).toMatchObject({
        status: 0,
        stdout: `Imported the platform's people: 2 people: ${run === 0 ? 2 : 0} added, 0 changed, 0 removed.\n`,
      });
      expect(result.stderr).toContain(
        "deskbot: 1 person of the platform's people left out: a uid over 200 characters, which no directory keeps.",
      );
    }
    await inStore(schema, async (store) => {
      expect((await store.findInDirectory({ kind: "email", value: "ada@acme.example" }))[0]?.uid).toBe("u_ada");
    });
  });

  it("directory sync against the built-in simulator's demo: exit 0", async () => {
    const { url } = await postgresDeskDb();
    const result = await runCli(["directory", "sync"], { env: cleanEnv({ DESK_DB: url }) });
    expect(result).toMatchObject({
      status: 0,
      stdout: "Imported the platform's people: 12 people: 0 added, 0 changed, 0 removed.\n",
    });
  });

  it("chat: whoami answers, and a link is kept and audited in Postgres", async () => {
    const { url, schema } = await postgresDeskDb();
    const sim = await startSimulator();
    const env = cleanEnv({
      DESK_API_URL: sim.baseUrl,
      DESK_API_TOKEN: sim.token,
      DESK_DB: url,
      DESK_ADMINS: "root-admin",
    });
    const whoami = await runCli(["chat", "--as", "root-admin", "-c", "whoami"], { env });
    expect(whoami.status).toBe(0);
    expect(whoami.stderr).toBe("");
    const link = await runCli(["chat", "--as", "root-admin", "-c", "link @zoe u_ada"], { env });
    expect(link.status).toBe(0);
    await inStore(schema, async (store) => {
      expect(await store.getLink("console", "zoe")).toBe("u_ada");
      expect((await store.recentAudit({ limit: 1 }))[0]).toMatchObject({ command: "link", outcome: "ok" });
    });
  });

  it("doctor: the store's checks pass (it answers, migrations current, writable) and exit 0", async () => {
    const { url } = await postgresDeskDb();
    const sim = await startSimulator();
    const env = cleanEnv({ DESK_API_URL: sim.baseUrl, DESK_API_TOKEN: sim.token, DESK_DB: url });
    // The platform's people in the directory, so that people can see their own tickets (doctor says so otherwise).
    expect((await runCli(["directory", "sync"], { env })).status).toBe(0);
    const result = await runCli(["doctor"], { env });
    expect(result.stdout).toMatch(/✓ store: the Postgres database answers, migrations current \(\d+\)/);
    expect(result.stdout).toContain("✓ store: writable");
    expect(result.stdout).toContain("Every check holds.");
    expect(result.status).toBe(0);
  });

  it("serve: ready while Postgres answers, answers a Teams message, and stops on SIGTERM with exit 0", async () => {
    const { url } = await postgresDeskDb();
    const sim = await startSimulator();
    const connector = await startFakeConnector();
    const child = startCli(
      ["serve"],
      cleanEnv({
        DESK_API_URL: sim.baseUrl,
        DESK_API_TOKEN: sim.token,
        DESK_DB: url,
        TEAMS_ALLOW_UNAUTHENTICATED: "true",
        PORT: "0",
        HOST: "127.0.0.1",
      }),
    );
    const serving = await servingUrl(child.stderr);
    const ready = await fetch(`${serving}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ store: { available: true, pendingRecords: 0 } });
    const sent = await postActivity(serving, messageActivity("company", { serviceUrl: connector.url, aad: "aad-ann" }));
    expect(sent.status).toBe(200);
    expect(JSON.stringify((await connector.waitForSent(1)).body)).toContain("Acme Corp");
    child.kill("SIGTERM");
    const [code] = (await once(child, "exit")) as [number | null];
    expect(code).toBe(0);
  });
});

/** The address `serve` logs once it serves (its log is JSON lines on standard error). */
async function servingUrl(log: NodeJS.ReadableStream): Promise<string> {
  for await (const line of createInterface({ input: log })) {
    if (!line.startsWith("{")) throw new Error(`deskbot serve said: ${line}`);
    const record = JSON.parse(line) as { msg?: string; address?: string };
    if (record.msg === "deskbot is serving" && record.address) return `http://${record.address}`;
  }
  throw new Error("deskbot serve ended before it served");
}
