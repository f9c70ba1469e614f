// People linked from the directory over real HTTP (loopback Slack Web API and Bot Connector fakes): no admin step, no guess.
import { describe, expect, it } from "vitest";
import { interaction, postSigned, SIGNING_SECRET, slashCommand, uniqueId } from "../../fakes/slack-requests.ts";
import { invokeActivity, postActivity } from "../../fakes/teams-activities.ts";
import { encodeContext } from "../../src/adapters/slack/modals.ts";
import { sealKey } from "../../src/sealed.ts";
import type { DirectoryPerson } from "../../src/store/people-records.ts";
import { startFakeConnector } from "../helpers/fake-connector.ts";
import { startFakeSlack } from "../helpers/fake-slack.ts";
import { startServe } from "../helpers/serve.ts";

// IT staff (their platform roles), who may comment on anyone's ticket (CONTRACT §12).
const DIRECTORY: DirectoryPerson[] = [
  { uid: "u_ada", fullName: "Ada Lovelace", emails: ["ada@acme.example"], entraIds: [], role: "it" },
  {
    uid: "u_grace",
    fullName: "Grace Hopper",
    emails: ["grace@acme.example"],
    slackUserId: "UGRACE",
    entraIds: ["aad-grace"],
    role: "admin",
  },
  // One e-mail on two platform users: a conflict, never a guess.
  { uid: "u_alan", fullName: "Alan Turing", emails: ["alan@acme.example"], entraIds: [] },
  { uid: "u_alan2", fullName: "Alan Turing (old)", emails: ["alan@acme.example"], entraIds: [] },
  { uid: "u_other", fullName: "Other Person", emails: ["other@acme.example"], entraIds: [], role: "owner" },
];

async function slackSetup() {
  const slack = await startFakeSlack();
  slack.people.set("UADA", { name: "Ada", email: "Ada@Acme.example" });
  slack.people.set("UGRACE", { name: "Grace", email: "grace@acme.example" });
  slack.people.set("UALAN", { name: "Alan", email: "alan@acme.example" });
  slack.people.set("UNOBODY", { name: "Nobody Known", email: "nobody@elsewhere.example" });
  const { server, sim } = await startServe({
    SLACK_SIGNING_SECRET: SIGNING_SECRET,
    SLACK_BOT_TOKEN: "xoxb-test-token",
    SLACK_API_URL: slack.apiUrl,
    DESK_ADMINS: "UADMIN",
  });
  await server.runtime.store.replaceDirectory(DIRECTORY, "people.csv");
  /** Runs `/desk TEXT` as `user` and resolves to the answer posted to its response_url. */
  const command = async (text: string, user: string) => {
    const id = uniqueId("r");
    const request = slashCommand(text, { user, responseUrl: slack.responseUrl(id) });
    expect((await postSigned(server.url, request.body, request.contentType)).status).toBe(200);
    const answer = () =>
      slack
        .callsOf("response_url")
        .find((call) => call.responseId === id && !String(call.body.text).includes("Working on it"));
    while (!answer()) await slack.waitFor("response_url", slack.callsOf("response_url").length + 1);
    return answer()?.body ?? {};
  };
  const infoCalls = (user: string) => slack.callsOf("users.info").filter((call) => call.body.user === user).length;
  return { slack, server, sim, command, infoCalls };
}

/** An approval submitted through Slack's modal, approvers chosen in its users picker. */
function approvalSubmission(approvers: string[]) {
  const text = (block: string, value: string) => ({ [block]: { [block]: { type: "plain_text_input", value } } });
  return interaction({
    type: "view_submission",
    user: { id: "UADMIN" },
    team: { id: "T1" },
    view: {
      id: uniqueId("V"),
      callback_id: "approval_modal",
      // As deskbot seals it when it opens the modal.
      private_metadata: encodeContext(
        { user: "UADMIN", channel: "C1", files: [] },
        sealKey(SIGNING_SECRET, "slack-modal-metadata"),
      ),
      hash: "h",
      state: {
        values: {
          ...text("ticket", "REQ-44"),
          approvers: { approvers: { type: "multi_users_select", selected_users: approvers } },
          ...text("body", "Please approve"),
          follow: { follow: { type: "checkboxes", selected_options: [] } },
        },
      },
    },
  });
}

describe("on Slack, with a directory loaded", () => {
  it("links an unlinked person by the e-mail Slack verified: they comment as themselves, with no admin step", async () => {
    const { command, sim, infoCalls } = await slackSetup();
    const reply = await command("comment REQ-41 Hello from Ada", "UADA");
    expect(sim.received("POST", "/v1/requests/REQ-41/messages").map((call) => call.body)).toEqual([
      { body_text: "Hello from Ada", sent_by_uid: "u_ada" },
    ]);
    // Shown as a real Slack mention, not a platform uid.
    expect(JSON.stringify(reply.blocks)).toContain("<@UADA>");
    expect(JSON.stringify(reply.blocks)).not.toContain("integration");
    const whoami = await command("whoami", "UADA");
    expect(JSON.stringify(whoami.blocks)).toContain("by the e-mail your chat platform verified");
    // One users.info for Ada, however many commands she runs.
    await command("comment REQ-42 Again", "UADA");
    expect(infoCalls("UADA")).toBe(1);
  });

  it("links by the Slack user id the directory gives, asking Slack only her language, and a manual link wins over it", async () => {
    const { command, sim, infoCalls } = await slackSetup();
    await command("comment REQ-41 From Grace", "UGRACE");
    // One users.info, for the language she reads Slack in (issue 20), cached with her profile.
    await command("whoami", "UGRACE");
    expect(infoCalls("UGRACE")).toBe(1);
    await command("link <@UGRACE> u_other", "UADMIN");
    await command("comment REQ-42 From Grace again", "UGRACE");
    expect(sim.received("POST", "/v1/requests/REQ-41/messages").at(0)?.body).toMatchObject({
      sent_by_uid: "u_grace",
    });
    expect(sim.received("POST", "/v1/requests/REQ-42/messages").at(0)?.body).toMatchObject({ sent_by_uid: "u_other" });
    // Every link change is in the audit log, with how it was made.
    const audit = JSON.stringify((await command("audit --command link", "UADMIN")).blocks);
    expect(audit).toContain("linked automatically from the directory, by their Slack user id");
    expect(audit).toContain("u_other");
  });

  it("never guesses between two platform users with one e-mail, and shows the conflict to admins only", async () => {
    const { command, sim } = await slackSetup();
    // Unlinked, Alan sees no ticket: nothing is read or posted for him, and he is told where to look.
    const refused = JSON.stringify((await command("comment REQ-41 Which Alan am I", "UALAN")).blocks);
    expect(refused).toContain("REQ-41 was not found, or is not yours to see");
    expect(refused).toContain("/desk whoami says why");
    expect(sim.received("POST", "/v1/requests/REQ-41/messages")).toEqual([]);
    expect(sim.received("GET", "/v1/requests/REQ-41")).toEqual([]);
    const whoami = JSON.stringify((await command("whoami", "UALAN")).blocks);
    expect(whoami).toContain("Several platform users in the directory match you");
    const links = JSON.stringify((await command("links", "UADMIN")).blocks);
    expect(links).toContain("alan@acme.example is on u_alan, u_alan2");
    const denied = JSON.stringify(await command("links", "UALAN"));
    expect(denied).not.toContain("alan@acme.example");
  });

  it("resolves approvers chosen in the users picker, and names one it cannot resolve in words beside the field", async () => {
    const { server, sim, slack } = await slackSetup();
    const refused = approvalSubmission(["UGRACE", "UNOBODY"]);
    const answer = await postSigned(server.url, refused.body, refused.contentType);
    const { errors } = JSON.parse(answer.text) as { errors: { approvers: string } };
    expect(errors.approvers).toMatch(/^Nobody Known is not linked to a platform user\./);
    expect(errors.approvers).not.toContain("UNOBODY");
    expect(errors.approvers).not.toContain("nobody@elsewhere.example");
    expect(sim.state.approvals.size).toBe(0);
    const accepted = approvalSubmission(["UGRACE", "UADA"]);
    expect((await postSigned(server.url, accepted.body, accepted.contentType)).text).toBe("");
    // The outcome follows as an ephemeral message, once the approval is requested.
    await slack.waitFor("chat.postEphemeral");
    expect(sim.received("POST", "/v1/requests/REQ-44/approvals").map((call) => call.body)).toEqual([
      { body_markdown: "Please approve", approver_uids: ["u_grace", "u_ada"] },
    ]);
  });
});

describe("people mentioned in a command", () => {
  it("are linked the same way: approvers given as Slack mentions resolve by Slack id and by e-mail", async () => {
    const { command, sim } = await slackSetup();
    const reply = await command("approval REQ-43 --approvers <@UGRACE|grace>,<@UADA|ada> Please approve", "UADMIN");
    expect(sim.received("POST", "/v1/requests/REQ-43/approvals").map((call) => call.body)).toEqual([
      { body_markdown: "Please approve", approver_uids: ["u_grace", "u_ada"] },
    ]);
    // The reply names them as people: real mentions of the chat users now linked.
    expect(JSON.stringify(reply.blocks)).toContain("<@UGRACE>, <@UADA>");
  });
});

describe("on Teams, with a directory loaded", () => {
  it("resolves approvers chosen in the people picker: by Entra id, then by the member's e-mail", async () => {
    const connector = await startFakeConnector();
    connector.emails.set("ada", "ada@acme.example");
    const { server, sim } = await startServe({ TEAMS_ALLOW_UNAUTHENTICATED: "true", DESK_ADMINS: "aad-admin" });
    await server.runtime.store.replaceDirectory(DIRECTORY, "people.csv");
    const data = { ticket: "REQ-44", body: "Approve", approvers: "aad-grace,aad-ada", follow: "false", files: [] };
    const done = await postActivity(
      server.url,
      invokeActivity(
        "composeExtension/submitAction",
        { commandId: "requestApproval", data },
        { serviceUrl: connector.url },
      ),
    );
    expect(done.body).toEqual({
      task: { type: "message", value: expect.stringContaining("Approval requested on REQ-44") },
    });
    expect(sim.received("POST", "/v1/requests/REQ-44/approvals").map((call) => call.body)).toEqual([
      { body_markdown: "Approve", approver_uids: ["u_grace", "u_ada"] },
    ]);
    const audit = await server.runtime.store.recentAudit({ limit: 10, command: "link" });
    expect(audit.map((entry) => [entry.chatUserId, entry.text, entry.detail])).toEqual(
      expect.arrayContaining([
        [
          "aad-grace",
          "link <@aad-grace> u_grace",
          "linked automatically from the directory, by their Microsoft Entra id",
        ],
        [
          "aad-ada",
          "link <@aad-ada> u_ada",
          "linked automatically from the directory, by the e-mail their chat platform verified",
        ],
      ]),
    );
  });
});
