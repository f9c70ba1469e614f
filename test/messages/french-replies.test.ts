// Over real HTTP: a person who reads Slack or Teams in French gets French; one who reads it in English, English, in the same run.
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { interaction, messageShortcut, postSigned, slashCommand, uniqueId } from "../../fakes/slack-requests.ts";
import { invokeActivity, messageActivity, postActivity } from "../../fakes/teams-activities.ts";
import { cleanEnv, runCli } from "../helpers/cli.ts";
import { startFakeConnector } from "../helpers/fake-connector.ts";
import { startServe, startSlackServe } from "../helpers/serve.ts";

async function frenchSlack() {
  const served = await startSlackServe({ DESK_ADMINS: "UAMELIE" });
  served.slack.people.set("UAMELIE", { name: "Amélie", locale: "fr-FR" });
  served.slack.people.set("UANN", { name: "Ann", locale: "en-US" });
  /** `/desk TEXT` from `user`: the answer posted to its response URL, as JSON text. */
  const command = async (text: string, user: string) => {
    const id = uniqueId("r");
    const request = slashCommand(text, { user, responseUrl: served.slack.responseUrl(id) });
    expect((await postSigned(served.server.url, request.body, request.contentType)).status).toBe(200);
    const count = () => served.slack.callsOf("response_url").filter((call) => call.responseId === id).length;
    await served.slack.waitFor("response_url", served.slack.callsOf("response_url").length - count() + 1);
    const answers = served.slack.callsOf("response_url").filter((call) => call.responseId === id);
    return JSON.stringify(answers.at(-1)?.body);
  };
  return { ...served, command };
}

describe("on Slack, a person whose locale is fr-FR", () => {
  it("gets French for a command, a list with paging, an API error with its own words, and a confirmation", async () => {
    const { command } = await frenchSlack();
    expect(await command("help", "UAMELIE")).toContain("Commandes de deskbot");
    expect(await command("apps --per-page 5", "UAMELIE")).toContain("Page 1 sur");
    const error = await command("comment REQ-999 Bonjour", "UAMELIE");
    expect(error).toContain("Commentaire sur REQ-999\u00a0: échec");
    // The API's own words stay as it wrote them.
    expect(error).toContain("No request with uid");
    const confirm = await command("merge u_katherine u_katherine_dup", "UAMELIE");
    expect(confirm).toContain(
      "Fusionner Katherine Johnson (u_katherine_dup) dans Katherine Johnson (u_katherine)\u00a0?",
    );
    // The same run, someone who reads Slack in English.
    expect(await command("help", "UANN")).toContain("deskbot commands");
  });

  it("gets the comment form in French, and its outcome", async () => {
    const { slack, server, sim } = await frenchSlack();
    const open = messageShortcut({
      callbackId: "comment_on_ticket",
      message: { type: "message", ts: "1.2", user: "UAUTHOR", text: "L’imprimante est bloquée, voir REQ-43" },
      user: "UAMELIE",
    });
    await postSigned(server.url, open.body, open.contentType);
    const view = (await slack.waitFor("views.update")).body.view as {
      title: { text: string };
      private_metadata: string;
      blocks: Array<{ block_id: string; label?: { text: string }; hint?: { text: string } }>;
    };
    expect(view.title.text).toBe("Commenter un ticket");
    expect(view.blocks.find((block) => block.block_id === "ticket")?.hint?.text).toBe(
      "REQ-43 · VPN drops every hour (En attente)",
    );
    const submitted = interaction({
      type: "view_submission",
      user: { id: "UAMELIE" },
      team: { id: "T1" },
      view: {
        id: "VFR",
        callback_id: "comment_modal",
        private_metadata: view.private_metadata,
        hash: "h",
        state: {
          values: {
            ticket: { ticket: { type: "plain_text_input", value: "REQ-43" } },
            body: { body: { type: "plain_text_input", value: "Bloquée" } },
          },
        },
      },
    });
    await postSigned(server.url, submitted.body, submitted.contentType);
    const outcome = await slack.waitFor("chat.postEphemeral");
    expect(String(outcome.body.text)).toContain("Commentaire ajouté à REQ-43");
    expect(sim.received("POST", "/v1/requests/REQ-43/messages")).toHaveLength(1);
  });
});

describe("on Teams, an activity whose locale is fr-FR", () => {
  it("gets a French card and a French dialog; one in en-US, English", async () => {
    const connector = await startFakeConnector();
    const { server } = await startServe({ TEAMS_ALLOW_UNAUTHENTICATED: "true" });
    const options = { serviceUrl: connector.url };
    await postActivity(server.url, { ...messageActivity("help", options), locale: "fr-FR" });
    expect(JSON.stringify((await connector.waitForSent(1)).body)).toContain("Commandes de deskbot");
    await postActivity(server.url, { ...messageActivity("help", options), locale: "en-US" });
    expect(JSON.stringify((await connector.waitForSent(2)).body)).toContain("deskbot commands");
    const dialog = await postActivity(server.url, {
      ...invokeActivity(
        "composeExtension/fetchTask",
        {
          commandId: "commentOnTicket",
          commandContext: "message",
          messagePayload: { id: "m1", body: { content: "x" } },
        },
        options,
      ),
      locale: "fr-FR",
    });
    expect(JSON.stringify(dialog.body)).toContain('"title":"Commenter un ticket"');
  });
});

describe("a person whose preferred language the platform's directory gives", () => {
  it("is answered in it before the chat platform's own language", async () => {
    const connector = await startFakeConnector();
    const { server } = await startServe({ TEAMS_ALLOW_UNAUTHENTICATED: "true" });
    await server.runtime.store.replaceDirectory(
      [{ uid: "u_ann", fullName: "Ann", emails: [], entraIds: ["aad-ann"], language: "fr" }],
      "GET /v1/users",
    );
    await server.runtime.store.setLink("teams", "aad-ann", "u_ann");
    await postActivity(server.url, {
      ...messageActivity("help", { serviceUrl: connector.url, aad: "aad-ann" }),
      locale: "en-US",
    });
    expect(JSON.stringify((await connector.waitForSent(1)).body)).toContain("Commandes de deskbot");
  });
});

describe("the console", () => {
  it("prints French help with --locale fr or a French LANG, and English otherwise", async () => {
    const cwd = await mkdtemp(join(tmpdir(), "deskbot-locale-"));
    const run = (args: string[], lang: string) => runCli(["chat", ...args], { cwd, env: cleanEnv({ LANG: lang }) });
    expect((await run(["--locale", "fr", "-c", "help"], "en_US.UTF-8")).stdout).toContain("Commandes de deskbot");
    expect((await run(["-c", "help"], "fr_FR.UTF-8")).stdout).toContain("Commandes de deskbot");
    expect((await run(["-c", "help"], "en_US.UTF-8")).stdout).toContain("deskbot commands");
  });
});
