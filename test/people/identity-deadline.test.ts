// Identifying a person never makes anyone wait: help goes on at once, a command that acts as the person waits a few seconds at most.
import { describe, expect, it } from "vitest";
import { postSigned, slashCommand, uniqueId } from "../../fakes/slack-requests.ts";
import { messageActivity, postActivity } from "../../fakes/teams-activities.ts";
import { IDENTITY_WAIT_MS, MAX_LOOKUPS } from "../../src/core/people-resolver.ts";
import type { ChatProfile, ProfileLookup } from "../../src/core/requests.ts";
import type { DirectoryPerson } from "../../src/store/people-records.ts";
import { ofKind, startCore } from "../helpers/core.ts";
import { FakeClock, settle } from "../helpers/fake-clock.ts";
import { startFakeConnector } from "../helpers/fake-connector.ts";
import { startServe, startSlackServe } from "../helpers/serve.ts";

const DIRECTORY: DirectoryPerson[] = [
  // On the IT team: she may comment on anyone's ticket, once deskbot knows who she is (CONTRACT §12).
  { uid: "u_zoe", fullName: "Zoë O'Brien", emails: ["zoe@acme.example"], entraIds: [], role: "it" },
  { uid: "u_ada", fullName: "Ada Lovelace", emails: ["ada@acme.example"], entraIds: [] },
];

/** A chat platform whose profile lookups answer only when the test releases them; counts the lookups asked for. */
function heldProfiles() {
  const asked: string[] = [];
  const waiting = new Map<string, (profile: ChatProfile | undefined) => void>();
  const lookup: ProfileLookup = (id) => {
    asked.push(id);
    return new Promise((resolve) => waiting.set(id, resolve));
  };
  const release = (id: string, profile: ChatProfile | undefined) => {
    waiting.get(id)?.(profile);
    waiting.delete(id);
  };
  return { asked, lookup, release, pending: () => [...waiting.keys()] };
}

async function setup() {
  const clock = new FakeClock(Date.now());
  const t = await startCore({ coreClock: clock, admins: ["UADMIN"] });
  await t.store.replaceDirectory(DIRECTORY, "people.csv");
  const profiles = heldProfiles();
  const as = (userId: string) => ({ platform: "slack" as const, userId, profileOf: profiles.lookup });
  return { ...t, clock, profiles, as };
}

describe("a first-time person whose chat profile has not come back", () => {
  it("gets help at once, while the lookup is still under way, and is linked by it for next time", async () => {
    const { run, clock, profiles, as, store } = await setup();
    const help = await run("help", as("UZOE"));
    expect(help.kind).toBe("help");
    // Answered with the lookup still pending and no time gone by.
    expect(profiles.pending()).toEqual(["UZOE"]);
    expect(clock.sleeps).toEqual([]);
    profiles.release("UZOE", { name: "Zoë", email: "Zoe@acme.example" });
    await settle();
    expect(await store.getLink("slack", "UZOE")).toBe("u_zoe");
    const whoami = ofKind(await run("whoami", as("UZOE")), "result");
    expect(whoami.title).toBe("You are Zoë O'Brien");
    expect(profiles.asked).toEqual(["UZOE"]);
  });

  it("asked whoami, is told within the deadline that deskbot is still finding out, and who they are once it knows", async () => {
    const { run, clock, profiles, as } = await setup();
    const asking = run("whoami", as("UADA"));
    await clock.whenSleeping();
    await clock.advance(IDENTITY_WAIT_MS);
    const late = ofKind(await asking, "result");
    expect(late.text).toContain("deskbot is still finding out who you are");
    expect(late.fields?.find((field) => field.label === "Platform user")?.value).toBe("not linked");
    profiles.release("UADA", { email: "ada@acme.example" });
    await settle();
    expect(ofKind(await run("whoami", as("UADA")), "result").title).toBe("You are Ada Lovelace");
  });

  it("posts nothing past the deadline, saying to try again in a minute, and comments as themselves once the lookup has finished", async () => {
    const { run, clock, profiles, as, sim } = await setup();
    const commenting = run("comment REQ-41 First words", { ...as("UZOE"), deliveryId: "c1" });
    await clock.whenSleeping();
    await clock.advance(IDENTITY_WAIT_MS);
    // Whose tickets she sees depends on who she is: until deskbot knows, none (and nothing is read for her).
    const first = ofKind(await commenting, "error");
    expect(first.title).toBe("REQ-41 was not found, or is not yours to see");
    expect(first.text).toContain("It is still finding out");
    expect(sim.received("GET", "/v1/requests/REQ-41")).toEqual([]);
    profiles.release("UZOE", { email: "zoe@acme.example" });
    await settle();
    await run("comment REQ-41 Second words", { ...as("UZOE"), deliveryId: "c2" });
    expect(sim.received("POST", "/v1/requests/REQ-41/messages").map((call) => call.body)).toEqual([
      { body_text: "Second words", sent_by_uid: "u_zoe" },
    ]);
  });

  it("under DESK_TICKETS_VISIBLE_TO=everyone, comments as the integration past the deadline, saying why", async () => {
    const clock = new FakeClock(Date.now());
    const t = await startCore({ coreClock: clock, admins: ["UADMIN"], ticketsVisibleTo: "everyone" });
    await t.store.replaceDirectory(DIRECTORY, "people.csv");
    const profiles = heldProfiles();
    const commenting = t.run("comment REQ-41 First words", {
      platform: "slack",
      userId: "UZOE",
      profileOf: profiles.lookup,
      deliveryId: "c1",
    });
    await clock.whenSleeping();
    await clock.advance(IDENTITY_WAIT_MS);
    const first = ofKind(await commenting, "result");
    expect(first.text).toContain("deskbot could not tell in time who you are");
    expect(first.fields?.find((field) => field.label === "Posted as")?.value).toBe("the integration");
    expect(t.sim.received("POST", "/v1/requests/REQ-41/messages").map((call) => call.body)).toEqual([
      { body_text: "First words" },
    ]);
  });

  it("is looked up once however many of their commands arrive while the lookup is under way", async () => {
    const { run, clock, profiles, as } = await setup();
    await Promise.all([run("help", as("UZOE")), run("company", as("UZOE")), run("help", as("UZOE"))]);
    const asking = run("whoami", as("UZOE"));
    await clock.whenSleeping();
    expect(profiles.asked).toEqual(["UZOE"]);
    profiles.release("UZOE", { email: "zoe@acme.example" });
    expect(ofKind(await asking, "result").title).toBe("You are Zoë O'Brien");
  });

  it("beyond the lookups deskbot keeps under way, goes on unlinked at once, and is looked up another time", async () => {
    const { run, clock, profiles, as } = await setup();
    for (let index = 0; index < MAX_LOOKUPS; index += 1) await run("help", as(`UNEW${index}`));
    expect(profiles.pending()).toHaveLength(MAX_LOOKUPS);
    // No time passes: the answer does not wait for a lookup, and none is asked for.
    const whoami = ofKind(await run("whoami", as("UZOE")), "result");
    expect(whoami.text).toContain("deskbot is still finding out who you are");
    expect(profiles.asked).not.toContain("UZOE");
    expect(clock.sleeps).toEqual([]);
    // Once the lookups under way are done, the person is looked up.
    for (const id of profiles.pending()) profiles.release(id, undefined);
    await settle();
    const asking = run("whoami", as("UZOE"));
    await clock.whenSleeping();
    profiles.release("UZOE", { email: "zoe@acme.example" });
    expect(ofKind(await asking, "result").title).toBe("You are Zoë O'Brien");
  });

  it("mentioned as an approver while their lookup is under way, is named as still being looked up, and nothing is sent", async () => {
    const { run, clock, as, sim, store } = await setup();
    await store.setLink("slack", "UADMIN", "u_ada");
    const approving = run("approval REQ-44 --approvers <@UZOE> Please", as("UADMIN"));
    await clock.whenSleeping();
    await clock.advance(IDENTITY_WAIT_MS);
    const reply = await approving;
    expect(reply.title).toContain("is not linked");
    expect(reply.kind === "usage" ? reply.text : "").toContain("deskbot is still finding out who they are");
    expect(sim.received("POST", "/v1/requests/REQ-44/approvals")).toEqual([]);
  });
});

describe("over HTTP, a first-time person whose chat platform does not answer the lookup", () => {
  it("on Slack, gets help while users.info is still unanswered, in DESK_LOCALE's language as theirs is not known yet", async () => {
    const { slack, server } = await startSlackServe();
    await server.runtime.store.replaceDirectory(DIRECTORY, "people.csv");
    slack.people.set("UZOE", { name: "Zoë O'Brien", email: "zoe@acme.example", locale: "fr-FR" });
    slack.hold("users.info");
    const id = uniqueId("r");
    const request = slashCommand("help", { user: "UZOE", responseUrl: slack.responseUrl(id) });
    expect((await postSigned(server.url, request.body, request.contentType)).status).toBe(200);
    // The answer (a progress note may come first on a slow machine; the answer is what counts).
    let count = 1;
    while (JSON.stringify((await slack.waitFor("response_url", count)).body).includes("Working on it")) count += 1;
    expect(JSON.stringify(slack.callsOf("response_url")[count - 1]?.body)).toContain("deskbot commands");
    // Asked, and still unanswered: nothing waited for it.
    expect(slack.callsOf("users.info").map((call) => call.body.user)).toEqual(["UZOE"]);
    expect(await server.runtime.store.getLink("slack", "UZOE")).toBeUndefined();
    slack.release("users.info");
  });

  it("on Teams, gets help while the member lookup is still unanswered", async () => {
    const connector = await startFakeConnector();
    const { server } = await startServe({ TEAMS_ALLOW_UNAUTHENTICATED: "true" });
    await server.runtime.store.replaceDirectory(DIRECTORY, "people.csv");
    connector.members = "hold";
    await postActivity(server.url, messageActivity("help", { serviceUrl: connector.url, aad: "aad-zoe" }));
    let count = 1;
    while (JSON.stringify((await connector.waitForSent(count)).body).includes("Working on it")) count += 1;
    expect(JSON.stringify(connector.sent()[count - 1]?.body)).toContain("deskbot commands");
    expect(connector.calls.filter((call) => call.path.includes("/members/"))).toHaveLength(1);
    connector.releaseMembers();
  });
});
