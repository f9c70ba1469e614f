// One person, one account per platform: a verified e-mail never links a second chat account to someone the directory names.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { systemClock } from "../../src/clock.ts";
import { AuditWriter } from "../../src/core/audit-log.ts";
import { PeopleResolver } from "../../src/core/people-resolver.ts";
import { openSqliteStore } from "../../src/store/open-store.ts";
import type { DirectoryPerson } from "../../src/store/people-records.ts";
import type { ChatPlatform } from "../../src/vocabulary.ts";

async function resolverWith(people: DirectoryPerson[]) {
  const store = await openSqliteStore(":memory:");
  await store.replaceDirectory(people, "people.csv");
  return { store, people: new PeopleResolver(store, systemClock, new AuditWriter(store, systemClock)) };
}

const grace: DirectoryPerson = {
  uid: "u_grace",
  fullName: "Grace Hopper",
  emails: ["grace@acme.example"],
  slackUserId: "UGRACE",
  entraIds: ["aad-grace"],
};

describe("an account whose verified e-mail is someone else's", () => {
  it.each<[ChatPlatform, string, string]>([
    ["slack", "UIMPOSTOR", "UGRACE"],
    ["teams", "aad-impostor", "aad-grace"],
  ])("on %s, is a conflict shown to admins, never a link; the directory's own account still links", async (platform, impostor, own) => {
    const { store, people } = await resolverWith([grace]);
    const verified = async () => ({ name: "Someone", email: "Grace@Acme.example" });
    const found = await people.identify(platform, impostor, verified);
    expect(found).toMatchObject({ linked: false, conflict: expect.stringContaining("u_grace") });
    expect(await store.getLink(platform, impostor)).toBeUndefined();
    expect((await store.listUnlinked(5)).people.map((person) => person.chatUserId)).toContain(impostor);
    expect(await people.identify(platform, own, verified)).toMatchObject({ linked: true, uid: "u_grace" });
    await store.close();
  });

  it("a person linked by e-mail is not linked again by another account with the same e-mail", async () => {
    const ada: DirectoryPerson = { uid: "u_ada", emails: ["ada@acme.example"], entraIds: [] };
    const { store, people } = await resolverWith([ada]);
    const verified = async () => ({ email: "ada@acme.example" });
    expect(await people.identify("slack", "UADA1", verified)).toMatchObject({ linked: true, uid: "u_ada" });
    expect(await people.identify("slack", "UADA2", verified)).toMatchObject({
      linked: false,
      conflict: expect.any(String),
    });
    await store.close();
  });
});

describe("for any directory and any sequence of lookups (fast-check)", () => {
  it("no two chat accounts of one platform end up linked to one person unless an admin linked them", async () => {
    const emails = ["a@x.example", "b@x.example", "c@x.example", "d@x.example"];
    const accounts = ["U1", "U2", "U3", "U4", "U5", "U6"];
    const person = fc.record({
      emails: fc.subarray(emails, { minLength: 0, maxLength: 2 }),
      slackUserId: fc.option(fc.constantFrom(...accounts), { nil: undefined }),
    });
    const lookup = fc.record({
      account: fc.constantFrom(...accounts),
      email: fc.option(fc.constantFrom(...emails), { nil: undefined }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(person, { minLength: 1, maxLength: 4 }),
        fc.array(lookup, { maxLength: 12 }),
        async (records, lookups) => {
          const directory = records.map((record, index) => ({
            uid: `u_${index}`,
            emails: record.emails,
            entraIds: [],
            ...(record.slackUserId ? { slackUserId: record.slackUserId } : {}),
          }));
          const { store, people } = await resolverWith(directory);
          for (const { account, email } of lookups) {
            await people.identify("slack", account, async () => (email ? { email } : {}));
          }
          const linked = new Map<string, string[]>();
          for (const account of accounts) {
            const record = await store.getLinkRecord("slack", account);
            if (record && record.source !== "manual")
              linked.set(record.uid, [...(linked.get(record.uid) ?? []), account]);
          }
          await store.close();
          for (const [, holders] of linked) expect(holders.length).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 150 },
    );
  });
});
