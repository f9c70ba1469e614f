// People named in words are found in the directory before anything is proposed: the proposal carries their uids and names them, or a question back says who was not found; the API gets no write either way.
import { describe, expect, it } from "vitest";
import type { RawArgs } from "../../src/core/arguments.ts";
import type { Reply } from "../../src/core/reply.ts";
import type { Caller } from "../../src/core/requests.ts";
import { demoDirectory } from "../../src/simulator/demo-data.ts";
import { ofKind } from "../helpers/core.ts";
import { startScriptedCore } from "../helpers/scripted-words.ts";

const admin: Caller = { platform: "slack", userId: "admin", prefix: "/desk " };
const grace: Caller = { platform: "slack", userId: "UGRACE", prefix: "/desk " };

/** The demo's people, each with the ways words may name them: first name, full name, both in lower case. */
const DEMO = demoDirectory().flatMap((person) => (person.fullName ? [{ uid: person.uid, name: person.fullName }] : []));
const firstOf = (name: string) => name.split(" ")[0] as string;
const sharedFirst = (name: string) => DEMO.filter((other) => firstOf(other.name) === firstOf(name)).length > 1;
const UNIQUE = DEMO.filter((person) => !sharedFirst(person.name));
const waysOf = (name: string) => [firstOf(name), name, firstOf(name).toLowerCase(), name.toLowerCase()];

/** A core over the demo directory whose words are read as a test says (names as the person wrote them). */
async function wordsCore() {
  const test = await startScriptedCore();
  await test.store.replaceDirectory(demoDirectory(), "demo");
  // Each reading is said on its own, in a conversation of its own: none is taken as the answer to a question before it.
  let said = 0;
  const say = (command: string, raw: RawArgs, caller: Caller = admin) => {
    said += 1;
    return test.say(command, raw, caller, { conversation: `said:${said}` });
  };
  return { ...test, say };
}

/** The question back a reply is, with what the person reads of it. */
function question(reply: Reply) {
  const asked = ofKind(reply, "result");
  expect(asked.words?.outcome).toBe("ask");
  return { title: asked.title, text: asked.text ?? "" };
}

describe("approvers named in words", () => {
  it.each(UNIQUE)("are proposed as their uid and named by name and uid: $name, by every way of naming", async ({
    uid,
    name,
  }) => {
    const { say, writes } = await wordsCore();
    for (const way of waysOf(name)) {
      const reply = ofKind(
        await say("approval", { request: "REQ-42", approvers: way, text: "the new laptop" }),
        "confirm",
      );
      const line = `approval REQ-42 --approvers ${uid} the new laptop`;
      expect(reply.words, way).toEqual({ outcome: "proposed", line: `/desk ${line}` });
      expect(reply.confirmation.command).toBe(line);
      expect(reply.text).toContain(`Approvers: ${name} (${uid})`);
    }
    expect(writes()).toEqual([]);
  });

  it("are all found, each as written: several at once, first and full names mixed", async () => {
    const { say, writes } = await wordsCore();
    const reply = ofKind(
      await say("approval", { request: "REQ-42", approvers: "Grace,alan turing", text: "ok?" }),
      "confirm",
    );
    expect(reply.confirmation.command).toBe("approval REQ-42 --approvers u_grace,u_alan ok?");
    expect(reply.text).toContain("Approvers: Grace Hopper (u_grace), Alan Turing (u_alan)");
    expect(writes()).toEqual([]);
  });

  it.each([
    "Bob",
    "bob",
    "Bob Dylan",
    "Grâce",
  ])("that nobody has are asked about, and nothing is proposed: %s", async (way) => {
    const { say, writes } = await wordsCore();
    const asked = question(await say("approval", { request: "REQ-42", approvers: way, text: "the new laptop" }));
    expect(asked.title).toBe(`Who do you mean by “${way}”?`);
    expect(asked.text).toContain(`Nobody in the directory is named “${way}”.`);
    expect(asked.text).toContain("/desk approval REQUEST --approvers");
    expect(writes()).toEqual([]);
  });

  it.each([
    "Katherine",
    "katherine",
    "Katherine Johnson",
    "KATHERINE JOHNSON",
  ])("that several people share are asked about with the candidates: %s", async (way) => {
    const { say, writes } = await wordsCore();
    const asked = question(await say("approval", { request: "REQ-42", approvers: way, text: "the new laptop" }));
    expect(asked.title).toBe(`Who do you mean by “${way}”?`);
    expect(asked.text).toContain("Katherine Johnson (u_katherine), Katherine Johnson (u_katherine_dup)");
    expect(writes()).toEqual([]);
  });

  it("name only those not found when others are: the question is about Bob and Katherine, not Grace", async () => {
    const { say } = await wordsCore();
    const asked = question(await say("approval", { request: "REQ-42", approvers: "Grace,Bob,Katherine", text: "x" }));
    expect(asked.title).toBe("Who do you mean by “Bob”, “Katherine”?");
    expect(asked.text).not.toContain("Grace");
  });

  it("an ambiguous first name added to the directory is asked about too", async () => {
    const { say, store } = await wordsCore();
    await store.replaceDirectory(
      [...demoDirectory(), { uid: "u_grace_kelly", fullName: "Grace Kelly", emails: [], entraIds: [] }],
      "demo",
    );
    const asked = question(await say("approval", { request: "REQ-42", approvers: "Grace", text: "x" }));
    expect(asked.text).toContain("Grace Hopper (u_grace), Grace Kelly (u_grace_kelly)");
    const full = ofKind(await say("approval", { request: "REQ-42", approvers: "Grace Kelly", text: "x" }), "confirm");
    expect(full.confirmation.command).toBe("approval REQ-42 --approvers u_grace_kelly x");
  });

  it("keep a mention and an id the directory does not have as written (the API decides, as for a typed one)", async () => {
    const { say } = await wordsCore();
    const reply = ofKind(
      await say("approval", { request: "REQ-42", approvers: "<@UALAN>,u_nobody", text: "x" }),
      "confirm",
    );
    expect(reply.confirmation.command).toBe('approval REQ-42 --approvers "<@UALAN>,u_nobody" x');
  });

  it("are never looked up for someone who may not run the command: refused, nothing said of the directory", async () => {
    const { say } = await wordsCore();
    const reply = await say("approval", { request: "REQ-42", approvers: "Katherine", text: "x" }, grace);
    expect(reply.kind).toBe("denied");
    expect(JSON.stringify(reply)).not.toContain("u_katherine");
  });

  it("read by the built-in reader from a sentence, run once confirmed with the uids it showed", async () => {
    const { core, sim } = await wordsCore();
    const proposal = ofKind(await core.run(admin, "ask Grace and Alan to approve REQ-42: the new laptop"), "confirm");
    expect(proposal.confirmation.command).toBe("approval REQ-42 --approvers u_grace,u_alan the new laptop");
    await core.press(admin, proposal.confirmation);
    const posted = sim.journal.filter((call) => call.method === "POST" && call.path.endsWith("/approvals"));
    expect(posted.map((call) => (call.body as { approver_uids?: string[] }).approver_uids)).toEqual([
      ["u_grace", "u_alan"],
    ]);
  });
});

describe("typed approvers go through the same resolver", () => {
  it.each(UNIQUE)("a first name the directory has one of is that person: $name", async ({ uid, name }) => {
    const { run, sim } = await wordsCore();
    ofKind(await run(`approval REQ-42 --approvers ${firstOf(name).toLowerCase()} the new laptop`), "result");
    const posted = sim.journal.find((call) => call.method === "POST" && call.path.endsWith("/approvals"));
    expect((posted?.body as { approver_uids?: string[] }).approver_uids).toEqual([uid]);
  });

  it("a first name several people share is refused with the candidates, and nothing is sent", async () => {
    const { run, writes } = await wordsCore();
    const reply = ofKind(await run("approval REQ-42 --approvers Katherine the new laptop"), "error");
    expect(reply.troubleshoot).toContain("u_katherine_dup");
    expect(writes()).toEqual([]);
  });
});

describe("other people named in words", () => {
  it.each(
    UNIQUE.filter((person) => person.uid !== "u_ada"),
  )("merge: both users found before the merge is asked about: $name into Ada", async ({ uid, name }) => {
    const { say, writes } = await wordsCore();
    for (const way of waysOf(name)) {
      const reply = ofKind(await say("merge", { target: "ada lovelace", source: way }), "confirm");
      expect(reply.confirmation.command, way).toBe(`merge u_ada ${uid}`);
      expect(reply.text).toContain(`${name} (${uid})`);
    }
    expect(writes()).toEqual([]);
  });

  it.each(["Bob", "Katherine"])("merge: %s is asked about, and no user is read or merged", async (way) => {
    const { say, writes, writesAndReads } = await wordsCore();
    question(await say("merge", { target: "Ada", source: way }));
    expect(writesAndReads().filter((call) => call.path.startsWith("/v1/users"))).toEqual([]);
    expect(writes()).toEqual([]);
  });

  it.each(UNIQUE)("link: the platform user by name is their uid: $name", async ({ uid, name }) => {
    const { say } = await wordsCore();
    for (const way of waysOf(name)) {
      const reply = ofKind(await say("link", { chat_user: "<@UNEW>", platform_user_uid: way }), "confirm");
      expect(reply.confirmation.command, way).toBe(`link "<@UNEW>" ${uid}`);
      expect(reply.text).toContain(`Platform user: ${name} (${uid})`);
    }
  });

  it.each(UNIQUE)("admin grant and revoke: a person by name is their Slack account: $name", async ({ uid, name }) => {
    const { say, store } = await wordsCore();
    const slackId = `U${firstOf(name).toUpperCase()}`;
    for (const command of ["admin grant", "admin revoke"])
      for (const way of waysOf(name)) {
        const reply = ofKind(await say(command, { user: way }), "confirm");
        expect(reply.confirmation.command, way).toBe(`${command} "<@${slackId}|${name}>"`);
        expect(reply.text).toContain(`User: ${name} (${uid})`);
      }
    expect(await store.listAdmins("slack")).toEqual([]);
  });

  it("admin grant: a person with no account on the platform is asked about (the console has only links)", async () => {
    const { say, store } = await wordsCore();
    const console: Caller = { platform: "console", userId: "admin" };
    const asked = question(await say("admin grant", { user: "Grace" }, console));
    expect(asked.text).toContain("“Grace” is Grace Hopper (u_grace), who has no chat account here");
    await store.setLink("console", "grace", "u_grace", "manual");
    const reply = ofKind(await say("admin grant", { user: "Grace" }, console), "confirm");
    expect(reply.confirmation.command).toBe('admin grant "<@grace|Grace Hopper>"');
  });

  it.each(["Bob Dylan", "Katherine"])("admin grant: %s is asked about, and nobody is granted", async (way) => {
    const { say, store } = await wordsCore();
    question(await say("admin grant", { user: way }));
    expect(await store.listAdmins("slack")).toEqual([]);
  });
});
