// Mentions of real names through every command that takes a person: one, two and three words, accents, apostrophes, commas.
import { describe, expect, it } from "vitest";
import { asMention, mentionOf, splitList, splitMentions } from "../../src/core/mentions.ts";
import { tokenize } from "../../src/core/tokenizer.ts";
import type { ChatPlatform } from "../../src/vocabulary.ts";
import { ofKind, startCore } from "../helpers/core.ts";

/** Names as Slack and Teams give them: most have a space, some an accent, an apostrophe, a hyphen or a comma. */
const NAMES = ["Grace", "Ada Lovelace", "Mary Ann Evans", "Zoë O'Brien", "José María López-Núñez", "Lovelace, Ada"];

/** Each name's chat user id on each platform, as the adapters write mentions in the command text. */
const idOf = (platform: ChatPlatform, index: number) => (platform === "slack" ? `U0${index}X` : `aad-person-${index}`);
const mention = (platform: ChatPlatform, index: number) => `<@${idOf(platform, index)}|${NAMES[index]}>`;

const PLATFORMS: ChatPlatform[] = ["slack", "teams"];
const cases = PLATFORMS.flatMap((platform) => NAMES.map((name, index) => ({ platform, name, index })));

async function setup(platform: ChatPlatform) {
  const t = await startCore({ admins: ["UADMIN", "aad-admin"] });
  const admin = platform === "slack" ? "UADMIN" : "aad-admin";
  const as = (userId: string) => (text: string) => t.run(text, { platform, userId, prefix: "" });
  return { ...t, say: as(admin), as };
}

describe("a mention of a person, in every command that takes one", () => {
  it.each(cases)("$platform: admin grant and revoke <@…|$name>", async ({ platform, name, index }) => {
    const { say, store } = await setup(platform);
    const id = idOf(platform, index);
    const granted = ofKind(await say(`admin grant ${mention(platform, index)}`), "result");
    expect(granted.title).toContain(mention(platform, index));
    expect(await store.isAdmin(platform, id)).toBe(true);
    // The name is never taken for an id of its own.
    expect(await store.listAdmins(platform)).toEqual([id]);
    const revoked = ofKind(await say(`admin revoke ${mention(platform, index)}`), "result");
    expect(revoked.title).toContain(name);
    expect(await store.isAdmin(platform, id)).toBe(false);
  });

  it.each(cases)("$platform: link and unlink <@…|$name>", async ({ platform, index }) => {
    const { say, store } = await setup(platform);
    const id = idOf(platform, index);
    const linked = ofKind(await say(`link ${mention(platform, index)} u_ada`), "result");
    expect(linked.title).toContain(mention(platform, index));
    expect(await store.getLink(platform, id)).toBe("u_ada");
    ofKind(await say(`unlink ${mention(platform, index)}`), "result");
    expect(await store.getLink(platform, id)).toBeUndefined();
  });

  it.each(
    PLATFORMS,
  )("%s: approval --approvers with several mentions of real names, comma-joined and mixed with uids", async (platform) => {
    const { say, store, sim } = await setup(platform);
    const uids = ["u_ada", "u_alan", "u_katherine", "u_margaret", "u_ada", "u_alan"];
    for (const [index] of NAMES.entries()) await store.setLink(platform, idOf(platform, index), uids[index] as string);
    const everyone = NAMES.map((_, index) => mention(platform, index));
    const approvers = [everyone[0], everyone[1], "u_grace", everyone[2], everyone[3], everyone[4], everyone[5]];
    const reply = await say(`approval REQ-43 --approvers ${approvers.join(",")} Please approve`);
    expect(reply.kind).toBe("result");
    expect(sim.received("POST", "/v1/requests/REQ-43/approvals").map((call) => call.body)).toEqual([
      {
        body_markdown: "Please approve",
        approver_uids: ["u_ada", "u_alan", "u_grace", "u_katherine", "u_margaret", "u_ada", "u_alan"],
      },
    ]);
  });

  it.each(cases)("$platform: approval --approvers=<@…|$name> alone, and an unlinked one is named", async ({
    platform,
    name,
    index,
  }) => {
    const { say, sim } = await setup(platform);
    const refused = ofKind(
      await say(`approval REQ-43 --approvers=${mention(platform, index)} Please approve`),
      "usage",
    );
    // Not linked: said by name, and nothing is sent to the API (no half of a name as an approver).
    expect(refused.title).toContain(name);
    expect(sim.received("POST", "/v1/requests/REQ-43/approvals")).toHaveLength(0);
  });

  it.each(cases)("$platform: audit --user <@…|$name> shows that person's changes only", async ({ platform, index }) => {
    const { say, as, store } = await setup(platform);
    const id = idOf(platform, index);
    await store.setAdmin(platform, id, true);
    ofKind(await as(id)("comment REQ-41 From them"), "result");
    ofKind(await say("comment REQ-41 From the admin"), "result");
    const audit = ofKind(await say(`audit --user ${mention(platform, index)}`), "result");
    expect(audit.items?.map((item) => item.title)).toEqual(["comment REQ-41 From them"]);
  });

  it.each(cases)("$platform: a comment that mentions <@…|$name> reaches the ticket as @Name", async ({
    platform,
    name,
    index,
  }) => {
    const { say, sim } = await setup(platform);
    await say(`comment REQ-41 Thanks ${mention(platform, index)}, see above`);
    await say(`comment REQ-41 ${mention(platform, index)} please look`);
    expect(sim.received("POST", "/v1/requests/REQ-41/messages").map((call) => call.body)).toEqual([
      { body_text: `Thanks @${name}, see above` },
      { body_text: `@${name} please look` },
    ]);
  });
});

describe("the mention grammar", () => {
  it.each(NAMES)("reads <@U1|%s> as one word, in a list, and back from what deskbot writes", (name) => {
    const written = mentionOf("U1", name);
    expect(written).toBe(`<@U1|${name}>`);
    expect(tokenize(`admin grant ${written}`).map((token) => token.value)).toEqual(["admin", "grant", written]);
    expect(tokenize(`--approvers=${written},u_2`).map((token) => token.value)).toEqual([`--approvers=${written},u_2`]);
    expect(splitList(`${written},u_2,<@U3>`)).toEqual([written, "u_2", "<@U3>"]);
    expect(splitMentions(`hi ${written}!`)).toEqual(["hi ", { id: "U1", name }, "!"]);
    expect(asMention(written)).toBe(written);
  });

  it("keeps a name that could not read back out of what it writes: bars, brackets, line breaks, more than 256 characters", () => {
    expect(mentionOf("U1", "Ann|<Lee>")).toBe("<@U1|AnnLee>");
    expect(mentionOf("U1", "Ann\nLee")).toBe("<@U1|Ann Lee>");
    const long = mentionOf("U1", "x".repeat(1000));
    expect(long).toBe(`<@U1|${"x".repeat(256)}>`);
    expect(tokenize(`a ${long} b`)).toHaveLength(3);
  });

  it("leaves text that only looks like the start of a mention as words", () => {
    expect(tokenize("<@a| b c").map((token) => token.value)).toEqual(["<@a|", "b", "c"]);
    expect(tokenize("<@ a>").map((token) => token.value)).toEqual(["<@", "a>"]);
    expect(tokenize(`<@a|${"y ".repeat(200)}>`)).toHaveLength(201);
  });
});
