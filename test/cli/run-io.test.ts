// One run of the CLI keeps to the I/O it is given: `.env` and relative paths from its working directory, its environment a copy, and nothing left behind in the process for the next run.
import { existsSync } from "node:fs";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cleanEnv, runCli } from "../helpers/cli.ts";

const tempDir = () => mkdtemp(join(tmpdir(), "deskbot-run-"));

describe("a run of the CLI", () => {
  it("reads .env from its working directory into its own environment: a variable already set wins, process.env is untouched", async () => {
    const dir = await tempDir();
    await writeFile(join(dir, ".env"), "DESK_COMMAND=/helpdesk\nDESK_REQUEST_LINK_DOMAIN=desk.acme.example\n");
    const before = { ...process.env };
    const fromFile = await runCli(["manifest", "slack", "--socket-mode"], { cwd: dir });
    expect(fromFile.status).toBe(0);
    expect(fromFile.stdout).toContain("command: /helpdesk");
    expect(fromFile.stdout).toContain("- desk.acme.example");
    const overridden = await runCli(["manifest", "slack", "--socket-mode"], {
      cwd: dir,
      env: cleanEnv({ DESK_COMMAND: "/it" }),
    });
    expect(overridden.stdout).toContain("command: /it");
    expect(overridden.stdout).not.toContain("/helpdesk");
    expect(process.env).toEqual(before);
    // Another working directory has no .env: the defaults.
    expect((await runCli(["manifest", "slack", "--socket-mode"], { cwd: await tempDir() })).stdout).toContain(
      "command: /desk",
    );
  });

  it("keeps a relative DESK_DB and a relative FILE in its working directory", async () => {
    const dir = await tempDir();
    await writeFile(join(dir, "people.csv"), "uid,email,full_name\nu_zoe,zoe@acme.example,Zoë O'Brien\n");
    const env = cleanEnv({
      DESK_DB: "./store/deskbot.sqlite",
      DESK_API_URL: "http://127.0.0.1:9/",
      DESK_API_TOKEN: "t",
    });
    const imported = await runCli(["directory", "import", "people.csv"], { cwd: dir, env });
    expect(imported.stderr).toBe("");
    expect(imported.stdout).toContain("Imported people.csv: 1 person: 1 added");
    expect(existsSync(join(dir, "store", "deskbot.sqlite"))).toBe(true);
    // The same relative path from another directory is another store: empty.
    const elsewhere = await runCli(["directory", "clear"], { cwd: await tempDir(), env });
    expect(elsewhere.stdout).toContain("0 people removed");
    expect((await runCli(["directory", "clear"], { cwd: dir, env })).stdout).toContain("1 person removed");
  });

  it("answers the console in DESK_LOCALE when neither --locale nor LANG names a language, and the next run in its own", async () => {
    const french = await runCli(["chat", "-c", "help"], { env: cleanEnv({ DESK_DB: ":memory:", DESK_LOCALE: "fr" }) });
    expect(french.stdout).toContain("Commandes de deskbot");
    const english = await runCli(["chat", "-c", "help"], { env: cleanEnv({ DESK_DB: ":memory:" }) });
    expect(english.stdout).toContain("deskbot commands");
  });

  it("adds no listener to the process: a serve that is refused leaves none for unhandled rejections or signals", async () => {
    const events = ["unhandledRejection", "SIGINT", "SIGTERM"] as const;
    const before = events.map((event) => process.listenerCount(event));
    // Refused once serving begins (Slack credentials without DESK_API_URL): after the listeners would be added.
    const refused = await runCli(["serve"], {
      env: cleanEnv({
        SLACK_SIGNING_SECRET: "s",
        SLACK_BOT_TOKEN: "xoxb-1",
        HOST: "127.0.0.1",
        PORT: "0",
        DESK_DB: ":memory:",
      }),
    });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("DESK_API_URL: required to serve Slack or Teams");
    expect(events.map((event) => process.listenerCount(event))).toEqual(before);
  });

  it("ends with a status, never the process: a bad variable is 1, bad usage 2", async () => {
    const bad = await runCli(["chat", "-c", "help"], { env: cleanEnv({ DESK_API_RATE_LIMIT: "lots" }) });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/^deskbot: DESK_API_RATE_LIMIT: /);
    expect((await runCli(["chat", "--locale", "de"])).status).toBe(2);
  });
});
