// Whom to ask, by name: a refusal names the admins as other replies name people (the directory, their links, Teams), in a card and in a message action's answer, never by a bare Teams id it can name.
import { describe, expect, it } from "vitest";
import { invokeActivity, messageActivity, postActivity } from "../../fakes/teams-activities.ts";
import { inLocale, LOCALES } from "../../src/messages/translate.ts";
import type { DirectoryPerson } from "../../src/store/people-records.ts";
import { startCore } from "../helpers/core.ts";
import { startFakeConnector } from "../helpers/fake-connector.ts";
import { startServe } from "../helpers/serve.ts";

/** Admins as the directory knows them: never used deskbot (so not linked), outside the conversation. */
const DIRECTORY: DirectoryPerson[] = [
  { uid: "u_ada", fullName: "Zoë O'Brien", emails: [], entraIds: ["aad-zoe"] },
  { uid: "u_grace", fullName: "María José d'Arc", emails: [], entraIds: ["aad-maria"], slackUserId: "UMARIA" },
];

async function setup() {
  const connector = await startFakeConnector();
  // Teams answers the member lookup 404 for anyone outside the conversation: only the directory can name them.
  connector.members = "not-found";
  const { server } = await startServe({ TEAMS_ALLOW_UNAUTHENTICATED: "true", DESK_ADMINS: "aad-zoe,aad-maria" });
  await server.runtime.store.replaceDirectory(DIRECTORY, "people.csv");
  return { connector, server, options: { serviceUrl: connector.url, aad: "aad-intern" } };
}

describe("a non-admin told which admin to ask, on Teams", () => {
  it("reads the admins' names in the card, not their ids", async () => {
    const { connector, server, options } = await setup();
    await postActivity(server.url, messageActivity("audit", options));
    const text = JSON.stringify((await connector.waitForSent(1)).body);
    expect(text).toContain("Only admins may run audit.");
    expect(text).toContain("Zoë O'Brien");
    expect(text).toContain("María José d'Arc");
    expect(text).not.toMatch(/<at>aad-/);
  });

  it("reads them in a message action's refusal too", async () => {
    const { server, options } = await setup();
    const payload = { id: "m1", body: { contentType: "html", content: "<p>Please approve</p>" } };
    const value = { commandId: "requestApproval", commandContext: "message", messagePayload: payload };
    const answer = await postActivity(server.url, invokeActivity("composeExtension/fetchTask", value, options));
    const refusal = String((answer.body as { task: { value: string } }).task.value);
    expect(refusal).toContain("Only admins may run approval.");
    expect(refusal).toContain("@Zoë O'Brien");
    expect(refusal).not.toContain("aad-zoe");
  });
});

describe("the refusal itself, in the core", () => {
  for (const locale of LOCALES)
    it(`(${locale}) names each admin the directory knows, on every platform with chat ids`, async () => {
      const { run, store } = await startCore({ admins: ["aad-zoe", "UMARIA", "someone-unknown"] });
      await store.replaceDirectory(DIRECTORY, "people.csv");
      for (const platform of ["teams", "slack"] as const) {
        const reply = await inLocale(locale, () => run("audit", { platform, userId: "intern" }));
        expect(reply.kind).toBe("denied");
        const text = reply.kind === "denied" ? reply.text : "";
        if (platform === "teams") expect(text).toContain("<@aad-zoe|Zoë O'Brien>");
        else expect(text).toContain("<@UMARIA|María José d'Arc>");
        expect(text).toContain("<@someone-unknown>");
      }
    });
});
