// What the README, --help and the start-up log say is what deskbot does: its routes, its options, its --json documents, the scopes it asks.
import { readFileSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { SERVE, SUBCOMMANDS } from "../../src/cli/commands.ts";
import { cleanEnv, runCli } from "../helpers/cli.ts";
import { startServe } from "../helpers/serve.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const README = readFileSync(join(ROOT, "README.md"), "utf8");

/** The README's table row of `npx deskbot NAME`. */
const readmeRow = (name: string) =>
  README.split("\n").find((line) => line.startsWith(`| \`npx deskbot ${name}`)) ?? `(no row for ${name})`;

/** A route's path as people write it: `/api/actions/ACTION` for each action's. */
const pathOf = (route: string) => (route.split(" ")[1] ?? "").replace(/^\/api\/actions\/.+$/, "/api/actions/ACTION");

describe("serve's routes, as the log, --help and the README name them", () => {
  it("with neither Slack nor Teams: the warning names exactly the routes served, each answering", async () => {
    const { server, logs } = await startServe({});
    const warning = logs.find((line) => line.level === 40 && String(line.msg).startsWith("neither Slack nor Teams"));
    expect(warning?.routes).toEqual(server.routes);
    for (const route of server.routes) expect(String(warning?.msg)).toContain(route);
    for (const route of server.routes) {
      const [method, path] = route.split(" ");
      expect((await fetch(`${server.url}${path}`, { method })).status, route).not.toBe(404);
    }
    for (const path of ["/slack/events", "/api/messages"])
      expect((await fetch(`${server.url}${path}`, { method: "POST" })).status, path).toBe(404);
  });

  it("with everything configured: --help's summary and the README's serve row name every route", async () => {
    const { server, logs } = await startServe({
      TEAMS_ALLOW_UNAUTHENTICATED: "true",
      DESK_ACTION_CALLERS: "robot:a-secret-of-sixteen-chars:*",
      SLACK_SIGNING_SECRET: "0123456789abcdef0123456789abcdef",
      SLACK_BOT_TOKEN: "xoxb-test-token",
      SLACK_API_URL: "http://127.0.0.1:9/api/",
    });
    expect(logs.find((line) => line.msg === "deskbot is serving")?.routes).toEqual(server.routes);
    const paths = new Set(server.routes.map(pathOf));
    expect(paths.size).toBeGreaterThanOrEqual(8);
    for (const path of paths) {
      expect(SERVE.summary, path).toContain(path);
      expect(readmeRow("serve"), path).toContain(path);
    }
  });
});

describe("the README's command table", () => {
  for (const command of SUBCOMMANDS) {
    it(`names every option of deskbot ${command.name}`, () => {
      const row = readmeRow(command.name);
      for (const option of command.options)
        expect(row, `--${option.name}`).toContain(option.short ? `-${option.short} ` : `--${option.name}`);
    });
  }

  it("says that manifest teams needs MICROSOFT_APP_ID, as it refuses without one", async () => {
    expect(readmeRow("manifest")).toContain("MICROSOFT_APP_ID");
    const refused = await runCli(["manifest", "teams", "--domain", "bot.acme.example"], { env: cleanEnv() });
    expect(refused.stderr).toContain("MICROSOFT_APP_ID");
  });
});

describe("the README's --json documents", () => {
  /** The README's paragraph on `--json`'s documents. */
  const paragraph = README.slice(README.indexOf("- `--json`'s documents:"), README.indexOf("### Commands"));
  /** The commands the README names between the first parentheses after `marker`. */
  const named = (marker: string) =>
    [...(/\(([^)]*)\)/.exec(paragraph.slice(paragraph.indexOf(marker)))?.[1] ?? "").matchAll(/`([a-z ]+)`/g)].map(
      (match) => match[1] as string,
    );

  it("reply documents ({title, …}) for the commands it lists, and the audit log's entries as an array", async () => {
    const replies = named("for the others");
    expect(replies).toEqual(expect.arrayContaining(["help", "whoami", "admins", "links", "directory"]));
    expect(replies).not.toContain("audit");
    expect(paragraph).toContain("for `audit`, the store's entries");
    const env = cleanEnv({ DESK_DB: join(await mkdtemp(join(tmpdir(), "deskbot-json-")), "demo.sqlite") });
    await runCli(["chat", "-c", "comment REQ-42 Hello"], { env });
    for (const command of replies) {
      const document = JSON.parse((await runCli(["chat", "--json", "-c", command], { env })).stdout);
      expect(Array.isArray(document), command).toBe(false);
      expect(typeof document.title, command).toBe("string");
    }
    const audit = JSON.parse((await runCli(["chat", "--json", "-c", "audit"], { env })).stdout) as Array<
      Record<string, unknown>
    >;
    expect(Array.isArray(audit)).toBe(true);
    for (const key of /`\[\{([^}]*)\}\]`/.exec(paragraph)?.[1]?.split(/,\s*/) ?? ["(no fields named)"])
      expect(audit[0], key).toHaveProperty(key);
  });
});

describe("the Slack app's bot scopes, as the README lists them", () => {
  it("are the scopes of the manifests deskbot prints, without and with DESK_REQUEST_LINK_DOMAIN", async () => {
    const step = README.slice(README.indexOf("### 2. Try it in a real Slack workspace"), README.indexOf("### 3."));
    /** The scopes named in the sentence that starts with `lead`. */
    const scopesAfter = (lead: string) =>
      [...(step.slice(step.indexOf(lead)).split(/\.\s/)[0] ?? "").matchAll(/`([a-z_]+:[a-z.:_]+|commands)`/g)].map(
        (match) => match[1],
      );
    for (const [env, lead] of [
      [{}, "the bot scopes"],
      [{ DESK_REQUEST_LINK_DOMAIN: "desk.acme.example" }, "With `DESK_REQUEST_LINK_DOMAIN`"],
    ] as const) {
      const printed = parse((await runCli(["manifest", "slack", "--socket-mode"], { env: cleanEnv(env) })).stdout) as {
        oauth_config: { scopes: { bot: string[] } };
      };
      const listed =
        lead === "the bot scopes" ? scopesAfter(lead) : [...scopesAfter("the bot scopes"), ...scopesAfter(lead)];
      expect(listed.sort(), lead).toEqual([...printed.oauth_config.scopes.bot].sort());
    }
  });
});
