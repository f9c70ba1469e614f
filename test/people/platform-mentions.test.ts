// Mentions of real names as Slack and Teams send them, over HTTP, through every command that takes a person.
import { describe, expect, it } from "vitest";
import { postSigned, slashCommand, uniqueId } from "../../fakes/slack-requests.ts";
import { messageActivity, postActivity } from "../../fakes/teams-activities.ts";
import { startFakeConnector } from "../helpers/fake-connector.ts";
import { startServe, startSlackServe } from "../helpers/serve.ts";

/** One, two and three words, an accent, an apostrophe. */
const PEOPLE = [
  { key: "grace", name: "Grace", uid: "u_grace" },
  { key: "ada", name: "Ada Lovelace", uid: "u_ada" },
  { key: "mary", name: "Mary Ann Evans", uid: "u_katherine" },
  { key: "zoe", name: "Zoë O'Brien", uid: "u_alan" },
];

/** Slack with "escape channels, users, and links" on: `/desk … <@U…|name>`, `&` `<` `>` escaped elsewhere. */
async function slackSetup() {
  const { slack, server, sim } = await startSlackServe({ DESK_ADMINS: "UADMIN" });
  const say = async (text: string, user = "UADMIN") => {
    const id = uniqueId("r");
    const request = slashCommand(text, { responseUrl: slack.responseUrl(id), user });
    expect((await postSigned(server.url, request.body, request.contentType)).status).toBe(200);
    for (;;) {
      const answer = slack
        .callsOf("response_url")
        .find((call) => call.responseId === id && !String(call.body.text).includes("Working on it"));
      if (answer) return JSON.stringify(answer.body);
      await slack.waitFor("response_url", slack.callsOf("response_url").length + 1);
    }
  };
  const mention = (person: (typeof PEOPLE)[number]) => `<@U${person.key.toUpperCase()}|${person.name}>`;
  const idOf = (person: (typeof PEOPLE)[number]) => `U${person.key.toUpperCase()}`;
  return { say, mention, idOf, store: server.runtime.store, sim, platform: "slack" as const };
}

/** Teams in a channel: `<at>deskbot</at> … <at>Ada Lovelace</at>` with a mention entity per person. */
async function teamsSetup() {
  const connector = await startFakeConnector();
  const { server, sim } = await startServe({ TEAMS_ALLOW_UNAUTHENTICATED: "true", DESK_ADMINS: "aad-admin" });
  const say = async (text: string, aad = "aad-admin") => {
    const mentions = PEOPLE.filter((person) => text.includes(`<at>${person.name}</at>`)).map((person) => ({
      name: person.name,
      id: `29:${person.key}`,
    }));
    const before = connector.sent().length;
    const activity = messageActivity(text, {
      serviceUrl: connector.url,
      conversationType: "channel",
      mentions,
      aad,
    });
    expect((await postActivity(server.url, activity)).status).toBe(200);
    return JSON.stringify((await connector.waitForSent(before + 1)).body);
  };
  // The fake Bot Connector's member lookup gives 29:ada the AAD object id aad-ada.
  const mention = (person: (typeof PEOPLE)[number]) => `<at>${person.name}</at>`;
  const idOf = (person: (typeof PEOPLE)[number]) => `aad-${person.key}`;
  return { say, mention, idOf, store: server.runtime.store, sim, platform: "teams" as const };
}

describe.each([
  ["Slack", slackSetup],
  ["Teams", teamsSetup],
])("%s: a mention of a real name", (_, setup) => {
  it("is granted and revoked the admin role, whole", async () => {
    const { say, mention, idOf, store, platform } = await setup();
    for (const person of PEOPLE) {
      const granted = await say(`admin grant ${mention(person)}`);
      expect(granted).not.toContain("Unexpected");
      expect(await store.isAdmin(platform, idOf(person))).toBe(true);
      await say(`admin revoke ${mention(person)}`);
      expect(await store.isAdmin(platform, idOf(person))).toBe(false);
    }
    expect(await store.listAdmins(platform)).toEqual([]);
  });

  it("is linked and unlinked, whole", async () => {
    const { say, mention, idOf, store, platform } = await setup();
    for (const person of PEOPLE) {
      await say(`link ${mention(person)} ${person.uid}`);
      expect(await store.getLink(platform, idOf(person))).toBe(person.uid);
    }
    for (const person of PEOPLE) {
      await say(`unlink ${mention(person)}`);
      expect(await store.getLink(platform, idOf(person))).toBeUndefined();
    }
  });

  it("is an approver, several comma-joined and mixed with a uid", async () => {
    const { say, mention, idOf, store, sim, platform } = await setup();
    for (const person of PEOPLE) await store.setLink(platform, idOf(person), person.uid);
    const [grace, ada, mary, zoe] = PEOPLE.map(mention);
    await say(`approval REQ-43 --approvers ${ada},${mary},u_margaret,${zoe},${grace} Please approve`);
    expect(sim.received("POST", "/v1/requests/REQ-43/approvals").map((call) => call.body)).toEqual([
      { body_markdown: "Please approve", approver_uids: ["u_ada", "u_katherine", "u_margaret", "u_alan", "u_grace"] },
    ]);
  });

  it("finds that person's entries in the audit log", async () => {
    const { say, mention, idOf, store, platform } = await setup();
    const zoe = PEOPLE[3] as (typeof PEOPLE)[number];
    await store.setAdmin(platform, idOf(zoe), true);
    await say("comment REQ-41 From Zoë", idOf(zoe));
    await say("comment REQ-41 From the admin");
    const audit = await say(`audit --user ${mention(zoe)}`);
    expect(audit).toContain("comment REQ-41 From Zoë");
    expect(audit).not.toContain("From the admin");
  });

  it("in a comment's text reaches the ticket as @Name", async () => {
    const { say, mention, sim } = await setup();
    const [, ada, , zoe] = PEOPLE.map(mention);
    await say(`comment REQ-41 Thanks ${ada} and ${zoe}, see above`);
    expect(sim.received("POST", "/v1/requests/REQ-41/messages").map((call) => call.body)).toEqual([
      { body_text: "Thanks @Ada Lovelace and @Zoë O'Brien, see above" },
    ]);
  });
});
