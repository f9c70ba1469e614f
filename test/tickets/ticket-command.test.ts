// `ticket REQUEST`: the same card on Slack, Teams and the console, the record with --json, and as today without the lookup.
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { postSigned, slashCommand, uniqueId } from "../../fakes/slack-requests.ts";
import { messageActivity, postActivity } from "../../fakes/teams-activities.ts";
import { inLocale } from "../../src/messages/translate.ts";
import { runCli } from "../helpers/cli.ts";
import { ofKind, startCore } from "../helpers/core.ts";
import { startFakeConnector } from "../helpers/fake-connector.ts";
import { startServe, startSlackServe } from "../helpers/serve.ts";

describe("ticket REQUEST", () => {
  it("shows the title, status in plain words, priority, people by name, last update and the link", async () => {
    const t = await startCore();
    await t.store.replaceDirectory(
      [
        { uid: "u_dennis", fullName: "Dennis Ritchie", emails: [], entraIds: [] },
        { uid: "u_grace", fullName: "Grace Hopper", emails: [], entraIds: [] },
      ],
      "people.csv",
    );
    const reply = ofKind(await t.run("ticket REQ-43"), "result");
    expect(reply.title).toBe("REQ-43 · VPN drops every hour");
    expect(reply.fields?.map((field) => [field.label, field.value])).toEqual([
      ["Status", "Waiting"],
      ["Priority", "Urgent"],
      ["Requester", "Dennis Ritchie (u_dennis)"],
      ["Assignee", "Grace Hopper (u_grace)"],
      ["Updated", expect.stringMatching(/^\d{4}-\d\d-\d\dT/)],
      ["In the platform", "https://desk.acme.example/admin/requests/req_0043"],
    ]);
    expect(reply.data).toMatchObject({ uid: "req_0043", status: "waiting" });
  });

  it("says an unknown ticket with the API's words, and a missing lookup the same way (nothing else breaks)", async () => {
    const t = await startCore();
    expect(ofKind(await t.run("ticket REQ-999"), "error").troubleshoot).toContain("REQ-999");
    const without = await startCore({ simulator: { beyondSpec: false } });
    expect(ofKind(await without.run("ticket REQ-43"), "error").status).toBe(404);
    expect((await without.run("comment REQ-43 Still works")).kind).toBe("result");
  });

  it("says, for a friendly id that answers 404, that deskbot cannot tell a missing ticket from a lookup by uid only", async () => {
    const full = await startCore();
    const uidOnly = await startCore({ simulator: { beyondSpec: false } });
    const cases: Array<[typeof full, string]> = [
      [full, "REQ-999"],
      [full, "req-1000"],
      [full, "INC-7"],
      [uidOnly, "REQ-43"],
      [uidOnly, "REQ-999"],
    ];
    for (const [core, id] of cases) {
      const reply = ofKind(await core.run(`ticket ${id}`), "error");
      expect(reply.title, id).toBe(`${id} was not found`);
      expect(reply.troubleshoot, id).toContain(
        `Either there is no ticket ${id}, or this platform finds tickets by their uid only`,
      );
      expect(reply.field, id).toBe("request");
      const french = ofKind(await inLocale("fr", () => core.run(`ticket ${id}`)), "error");
      expect(french.title, id).toBe(`${id} est introuvable`);
      expect(french.troubleshoot, id).toContain("ne trouve les tickets que par leur UID");
    }
    // A uid that answers 404 is simply unknown: the API's own words.
    const byUid = ofKind(await full.run("ticket req_0999"), "error");
    expect(byUid.title).toBe("Reading req_0999 failed: not found");
    expect(byUid.troubleshoot).toContain("req_0999");
  });

  it("is the same card on Slack, through the slash command", async () => {
    // An admin sees every ticket (CONTRACT §12).
    const { slack, server } = await startSlackServe({ DESK_ADMINS: "UANN" });
    const command = slashCommand("ticket REQ-42", { responseUrl: slack.responseUrl(uniqueId("r")), user: "UANN" });
    expect((await postSigned(server.url, command.body, command.contentType)).status).toBe(200);
    const answer = JSON.stringify((await slack.waitFor("response_url")).body);
    expect(answer).toContain("REQ-42 · New laptop for Margaret");
    expect(answer).toContain("In progress");
    expect(answer).toContain("<https://desk.acme.example/admin/requests/req_0042>");
  });

  it("is the same card on Teams, in a 1:1 message", async () => {
    const connector = await startFakeConnector();
    const { server } = await startServe({ TEAMS_ALLOW_UNAUTHENTICATED: "true", DESK_ADMINS: "aad-admin" });
    await postActivity(server.url, messageActivity("ticket REQ-42", { serviceUrl: connector.url }));
    const card = JSON.stringify((await connector.waitForSent(1)).body);
    expect(card).toContain("REQ-42 · New laptop for Margaret");
    expect(card).toContain("In progress");
  });

  it("is the same card at the console, and --json gives the record", async () => {
    const dir = await mkdtemp(join(tmpdir(), "deskbot-ticket-"));
    const shown = await runCli(["chat", "-c", "ticket REQ-46"], { cwd: dir });
    expect(shown.stdout).toContain("REQ-46 · Mailbox full");
    expect(shown.stdout).toContain("Status: Resolved");
    const json = await runCli(["chat", "--json", "-c", "ticket REQ-46"], { cwd: dir });
    expect(JSON.parse(json.stdout)).toMatchObject({ uid: "req_0046", friendly_id: "REQ-46", status: "resolved" });
  });
});
