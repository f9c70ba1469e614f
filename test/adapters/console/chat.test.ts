// Every command end to end through `deskbot chat` (a real process) against the simulator: requests and output.
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Simulator } from "../../../src/simulator/server.ts";
import { cleanEnv, runCli } from "../../helpers/cli.ts";
import { startSimulator } from "../../helpers/simulator.ts";

const TOKEN = "console-test-secret-token";

async function setup(extra: Record<string, string> = {}) {
  const sim = await startSimulator({ token: TOKEN });
  const dir = await mkdtemp(join(tmpdir(), "deskbot-chat-"));
  const env = cleanEnv({
    DESK_API_URL: sim.baseUrl,
    DESK_API_TOKEN: TOKEN,
    DESK_DB: join(dir, "store.sqlite"),
    DESK_ADMINS: "root-admin",
    ...extra,
  });
  const chat = (args: string[], input?: string) =>
    runCli(["chat", "--as", "root-admin", ...args], { env, ...(input === undefined ? {} : { input }) });
  return { sim, env, chat };
}

/** The API calls of the simulator, without the company reads. */
const calls = (sim: Simulator) =>
  sim.journal.map((c) => ({ method: c.method, path: c.path, query: Object.fromEntries(c.query), body: c.body }));

describe("deskbot chat -c", () => {
  it("company: GET /v1/company and the company's facts", async () => {
    const { sim, chat } = await setup();
    const result = await chat(["-c", "company"]);
    expect(result.status).toBe(0);
    expect(calls(sim)).toEqual([{ method: "GET", path: "/v1/company", query: {}, body: undefined }]);
    expect(result.stdout).toContain("Acme Corp");
    expect(result.stdout).toContain("Slack: on");
  });

  it("apps: the query of only the flags given, and page X of Y with the next page's command", async () => {
    const { sim, chat } = await setup();
    const result = await chat(["-c", "apps --status approved,restricted --created-after 2025-02-01 --per-page 5"]);
    expect(result.status).toBe(0);
    expect(calls(sim)).toEqual([
      {
        method: "GET",
        path: "/v1/applications",
        query: { "status_in[]": "restricted", created_after: "2025-02-01T00:00:00Z", per_page: "5" },
        body: undefined,
      },
    ]);
    expect(sim.journal[0]?.query.getAll("status_in[]")).toEqual(["approved", "restricted"]);
    expect(result.stdout).toMatch(/Applications \(Approved, Restricted\) \(page 1 of \d+, \d+ in all\)/);
    expect(result.stdout).toContain(
      "Next page: apps --status approved,restricted --created-after 2025-02-01 --per-page 5 --page 2",
    );
  });

  it("app unarchive and equipment unarchive: PATCH with no body", async () => {
    const { sim, chat } = await setup();
    expect((await chat(["-c", "app unarchive s_lever"])).stdout).toContain("Application Lever is unarchived");
    expect((await chat(["-c", "equipment unarchive ueq_mbp_002"])).stdout).toContain(
      "Equipment Apple MacBook Pro 16 is unarchived",
    );
    expect(calls(sim)).toEqual([
      { method: "PATCH", path: "/v1/applications/s_lever/unarchive", query: {}, body: undefined },
      { method: "PATCH", path: "/v1/equipments/ueq_mbp_002/unarchive", query: {}, body: undefined },
    ]);
  });

  it("inboxes: search and the list filters by the applications' names", async () => {
    const { sim, chat } = await setup();
    const result = await chat(["-c", "inboxes fin --updated-before 2027-01-01 --page 1"]);
    expect(result.stdout).toContain("Finance (ti_finance)");
    expect(calls(sim)).toEqual([
      {
        method: "GET",
        path: "/v1/team_inboxes",
        query: { search: "fin", updated_before: "2027-01-01T00:00:00Z", page: "1" },
        body: undefined,
      },
    ]);
  });

  it("service update: only the fields given, none as null, matchers parsed", async () => {
    const { sim, chat } = await setup();
    const result = await chat([
      "-c",
      'service update wa_vpn --about "Remote access" --assignee none --restricted true --audience "contract_type = full_time|part_time; country = FR"',
    ]);
    expect(result.status).toBe(0);
    expect(calls(sim)[0]).toEqual({
      method: "PUT",
      path: "/v1/services/wa_vpn",
      query: {},
      body: {
        about: "Remote access",
        default_assignee: null,
        is_restricted_to_audience: true,
        audience: {
          matchers: [
            { data_point: "contract_type", comparator: "=", values: ["full_time", "part_time"] },
            { data_point: "country", comparator: "=", values: ["FR"] },
          ],
        },
      },
    });
    expect(result.stdout).toContain("Audience: contract_type = full_time|part_time; country = FR; status = employee");
  });

  it("service enable and disable: enabled alone", async () => {
    const { sim, chat } = await setup();
    await chat(["-c", "service disable wa_vpn"]);
    await chat(["-c", "service enable wa_onboarding"]);
    expect(calls(sim).map((call) => [call.path, call.body])).toEqual([
      ["/v1/services/wa_vpn", { enabled: false }],
      ["/v1/services/wa_onboarding", { enabled: true }],
    ]);
  });

  it("merge: refused without --yes when there is no terminal, carried out with it", async () => {
    const { sim, chat } = await setup();
    const refused = await chat(["-c", "merge u_katherine u_katherine_dup"]);
    expect(refused.status).toBe(1);
    expect(refused.stdout).toContain("--yes");
    // Both users are looked up before asking; nothing is changed.
    const writes = () => calls(sim).filter((call) => call.method !== "GET");
    expect(writes()).toEqual([]);
    const done = await chat(["-c", "merge u_katherine u_katherine_dup", "--yes"]);
    expect(done.status).toBe(0);
    expect(writes()).toEqual([
      { method: "PATCH", path: "/v1/users/u_katherine/merge", query: {}, body: { user_uid: "u_katherine_dup" } },
    ]);
  });

  it("comment and approval, as the linked user, with the text kept as typed", async () => {
    const { sim, chat } = await setup();
    await chat(["-c", "link @root-admin u_ada"]);
    await chat(["-c", "link @grace u_grace"]);
    const comment = await chat(["-c", "comment REQ-42 “Done” — it’s fixed, don't reopen"]);
    expect(comment.status).toBe(0);
    const approval = await chat(["-c", "approval REQ-42 --approvers @grace,u_alan --follow Please **approve**"]);
    expect(approval.status).toBe(0);
    expect(calls(sim)).toEqual([
      {
        method: "POST",
        path: "/v1/requests/REQ-42/messages",
        query: {},
        body: { body_text: "“Done” — it’s fixed, don't reopen", sent_by_uid: "u_ada" },
      },
      {
        method: "POST",
        path: "/v1/requests/REQ-42/approvals",
        query: {},
        body: {
          body_markdown: "Please **approve**",
          approver_uids: ["u_grace", "u_alan"],
          add_to_followers: true,
          sent_by: "u_ada",
        },
      },
    ]);
    expect(approval.stdout).toContain("Approval requested on REQ-42");
  });

  it("link, whoami and unlink use the store and no API", async () => {
    const { sim, chat } = await setup();
    expect((await chat(["-c", "link @root-admin u_ada"])).stdout).toContain(
      "@root-admin is linked to u_ada by an admin",
    );
    expect((await chat(["-c", "whoami"])).stdout).toContain("Platform user: u_ada");
    expect((await chat(["-c", "unlink @root-admin"])).stdout).toContain("no longer linked");
    expect((await chat(["-c", "whoami"])).stdout).toContain("Platform user: not linked");
    expect(calls(sim)).toEqual([]);
  });

  it("help and help COMMAND, with no API call", async () => {
    const { sim, chat } = await setup();
    const all = await chat(["-c", "help"]);
    expect(all.stdout).toContain("service update SERVICE_UID");
    const one = await chat(["-c", "help merge"]);
    expect(one.stdout).toContain("merge TARGET_USER_UID SOURCE_USER_UID");
    expect(one.stdout).toContain("Who may: admins");
    expect(calls(sim)).toEqual([]);
  });
});

describe("deskbot chat statuses, refusals and output modes", () => {
  it("exits 2 with the usage line on a usage error, sending nothing", async () => {
    const { sim, chat } = await setup();
    const result = await chat(["-c", "apps --status everything"]);
    expect(result.status).toBe(2);
    expect(result.stdout).toContain('--status: "everything" is not one of discovered, approved, restricted');
    expect(result.stdout).toContain("Usage: apps [--status S[,S…]]");
    expect(calls(sim)).toEqual([]);
  });

  it("exits 1 with the API's troubleshoot text when the API refuses", async () => {
    const { chat } = await setup();
    const result = await chat(["-c", "app unarchive s_unknown"]);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('No application with uid "s_unknown" exists in this company.');
  });

  it("tells a non-admin who may run the command, sending nothing", async () => {
    const { sim, env } = await setup();
    const result = await runCli(["chat", "--as", "intern", "-c", "app unarchive s_lever"], { env });
    expect(result.status).toBe(1);
    expect(result.stdout).toContain("Only admins may run app unarchive.");
    expect(calls(sim)).toEqual([]);
  });

  it("--platform checks that platform's company flag", async () => {
    const { sim, chat } = await setup();
    sim.state.company = { ...sim.state.company, has_ms_teams_enabled: false };
    const result = await chat(["--platform", "teams", "-c", "apps"]);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain("deskbot is turned off for Microsoft Teams at Acme Corp.");
    expect(calls(sim).map((call) => call.path)).toEqual(["/v1/company"]);
  });

  it("--json prints the API's records, one document per command", async () => {
    const { chat } = await setup();
    const result = await chat(["--json"], "company\napps --per-page 2\napp unarchive s_nope\n");
    const documents = result.stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(documents).toHaveLength(3);
    expect(documents[0]).toMatchObject({ uid: "co_acme", has_slack_enabled: true });
    expect(documents[1]).toMatchObject({ meta: { per_page: 2 }, results: [expect.any(Object), expect.any(Object)] });
    expect(documents[2]).toMatchObject({ troubleshoot: expect.stringContaining("s_nope") });
    expect(result.status).toBe(1);
  });

  it("--json carries what a command that calls no API shows: fields, items and text", async () => {
    const { chat } = await setup();
    const result = await chat(["--json"], "whoami\nadmins\nhelp whoami\n");
    const [whoami, admins, help] = result.stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(whoami).toMatchObject({
      title: "You",
      text: expect.stringContaining("not linked"),
      fields: expect.arrayContaining([{ label: "Role", value: "admin" }]),
    });
    expect(admins).toMatchObject({ title: expect.stringMatching(/^Admins \(\d+\)$/), items: expect.any(Array) });
    expect(admins.items[0]).toMatchObject({ title: expect.stringMatching(/^@/) });
    expect(help).toMatchObject({ title: "help whoami", items: [{ title: "whoami", fields: expect.any(Array) }] });
  });

  it("reads one command a line from stdin, skipping blanks and comments", async () => {
    const { sim, chat } = await setup();
    const result = await chat([], "# a comment\n\nwhoami\ncompany\n");
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("Chat user: root-admin");
    expect(calls(sim).map((call) => call.path)).toEqual(["/v1/company"]);
  });

  it("never prints the token, even when the API rejects it", async () => {
    const { env } = await setup();
    const result = await runCli(["chat", "-c", "company"], { env: { ...env, DESK_API_TOKEN: "wrong-and-secret" } });
    expect(result.status).toBe(1);
    expect(result.stdout).toContain("The bot's API token is invalid or revoked.");
    expect(result.stdout + result.stderr).not.toContain("wrong-and-secret");
  });

  it("stops at start-up with one line naming a bad variable", async () => {
    const { env } = await setup();
    const result = await runCli(["chat", "-c", "company"], { env: { ...env, DESK_API_RATE_LIMIT: "lots" } });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe("deskbot: DESK_API_RATE_LIMIT: must be a whole number from 1 to 100000");
  });

  it("exits 2 on a bad console flag", async () => {
    const result = await runCli(["chat", "--platform", "irc"]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("--platform must be slack or teams");
  });
});

describe("npm start with no configuration", () => {
  it("opens the console against the demo data: help, apps and company answer", async () => {
    const dir = await mkdtemp(join(tmpdir(), "deskbot-demo-"));
    const result = await runCli([], { input: "help\napps\ncompany\n", cwd: dir });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("deskbot commands");
    expect(result.stdout).toMatch(/Applications \(page 1 of 3, 57 in all\)/);
    expect(result.stdout).toContain("Acme Corp");
    expect(result.stderr).toContain("built-in simulator with demo data");
  });
});

describe("the demo console's own operator", () => {
  it("is told, revoking their own role, that they stay admin for running the console, not through DESK_ADMINS", async () => {
    const dir = await mkdtemp(join(tmpdir(), "deskbot-demo-"));
    const result = await runCli(["chat", "--as", "root", "-c", "admin revoke @root"], { cwd: dir });
    expect(result.stdout).toContain("runs this demo console");
    expect(result.stdout).toContain("set DESK_ADMINS");
    expect(result.stdout).not.toContain("through deskbot's configuration");
  });
});
