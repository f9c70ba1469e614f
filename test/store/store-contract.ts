// The Store contract as a reusable suite: every implementation (SQLite now, Postgres later) must pass it.
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { MAX_KEY_BYTES } from "../../src/store/bounds.ts";
import { type Store, ValueRefusedError } from "../../src/store/ports.ts";

/** An id of `bytes` UTF-8 bytes that no database can compress (Postgres compresses a repetitive one under its limits). */
const longId = (prefix: string, bytes: number) => `${prefix}${randomBytes(bytes).toString("hex")}`.slice(0, bytes);

/** Runs the contract against stores made by `open`; each test gets a fresh, empty store. */
export function storeContract(name: string, open: () => Promise<Store>): void {
  describe(`${name} store contract`, () => {
    const withStore = (test: (store: Store) => Promise<void>) => async () => {
      const store = await open();
      try {
        await test(store);
      } finally {
        await store.close();
      }
    };

    it(
      "keeps a conversation until it lapses, the newer in place of the older, whatever its key's length",
      withStore(async (store) => {
        expect(await store.readConversation("conversation:slack:U1:dm")).toBeUndefined();
        await store.keepConversation("conversation:slack:U1:dm", '{"at":1}', Date.now() + 60_000);
        await store.keepConversation("conversation:slack:U1:dm", '{"at":2}', Date.now() + 60_000);
        expect(await store.readConversation("conversation:slack:U1:dm")).toBe('{"at":2}');
        // Another person, or another place, is another conversation.
        expect(await store.readConversation("conversation:slack:U2:dm")).toBeUndefined();
        await store.keepConversation("conversation:slack:U1:old", '{"at":3}', Date.now() - 1);
        expect(await store.readConversation("conversation:slack:U1:old")).toBeUndefined();
        // Lapsed ones are dropped as others are kept: reading one back never finds it again.
        await store.keepConversation("conversation:slack:U3:dm", '{"at":5}', Date.now() + 60_000);
        expect(await store.readConversation("conversation:slack:U1:old")).toBeUndefined();
        const long = longId("conversation:teams:", MAX_KEY_BYTES + 100);
        await store.keepConversation(long, '{"at":4}', Date.now() + 60_000);
        expect(await store.readConversation(long)).toBe('{"at":4}');
      }),
    );

    it(
      "links chat users per platform, re-links and unlinks them",
      withStore(async (store) => {
        expect(await store.getLink("slack", "U1")).toBeUndefined();
        await store.setLink("slack", "U1", "u_ann");
        await store.setLink("teams", "U1", "u_bob");
        expect(await store.getLink("slack", "U1")).toBe("u_ann");
        expect(await store.getLink("teams", "U1")).toBe("u_bob");
        await store.setLink("slack", "U1", "u_cid");
        await store.setLink("slack", "U2", "u_cid");
        expect(await store.getLink("slack", "U1")).toBe("u_cid");
        expect(await store.removeLink("slack", "U1")).toBe(true);
        expect(await store.removeLink("slack", "U1")).toBe(false);
        expect(await store.getLink("slack", "U1")).toBeUndefined();
        expect(await store.getLink("teams", "U1")).toBe("u_bob");
      }),
    );

    it(
      "grants and withdraws the admin role per platform",
      withStore(async (store) => {
        expect(await store.isAdmin("slack", "U1")).toBe(false);
        await store.setAdmin("slack", "U1", true);
        await store.setAdmin("slack", "U1", true);
        expect(await store.isAdmin("slack", "U1")).toBe(true);
        expect(await store.isAdmin("teams", "U1")).toBe(false);
        await store.setAdmin("slack", "U1", false);
        expect(await store.isAdmin("slack", "U1")).toBe(false);
      }),
    );

    it(
      "claims a key once, reports it in progress, then returns its outcome",
      withStore(async (store) => {
        expect(await store.claimIdempotency("slack:T1")).toEqual({ status: "claimed" });
        expect(await store.claimIdempotency("slack:T1")).toEqual({ status: "in_progress" });
        await store.completeIdempotency("slack:T1", '{"kind":"result"}');
        expect(await store.claimIdempotency("slack:T1")).toEqual({ status: "done", outcome: '{"kind":"result"}' });
        expect(await store.claimIdempotency("slack:T2")).toEqual({ status: "claimed" });
      }),
    );

    it(
      "lets exactly one of many concurrent claims of a key win",
      withStore(async (store) => {
        const claims = await Promise.all(Array.from({ length: 20 }, () => store.claimIdempotency("teams:A1")));
        expect(claims.filter((claim) => claim.status === "claimed")).toHaveLength(1);
      }),
    );

    it(
      "forgets a released claim, so that the delivery can be carried out later",
      withStore(async (store) => {
        await store.claimIdempotency("slack:V1");
        await store.releaseIdempotency("slack:V1");
        expect(await store.claimIdempotency("slack:V1")).toEqual({ status: "claimed" });
      }),
    );

    it(
      "takes a claim whose lease ran out for abandoned; one repeat records its outcome; renewal keeps it",
      withStore(async (store) => {
        await store.claimIdempotency("slack:L1", -1);
        expect(await store.claimIdempotency("slack:L1")).toEqual({ status: "abandoned" });
        expect(await store.abandonIdempotency("slack:L1", "unknown")).toBe(true);
        expect(await store.abandonIdempotency("slack:L1", "again")).toBe(false);
        expect(await store.claimIdempotency("slack:L1")).toEqual({ status: "done", outcome: "unknown" });
        await store.claimIdempotency("slack:L2", -1);
        await store.renewIdempotency("slack:L2", 60_000);
        expect(await store.claimIdempotency("slack:L2")).toEqual({ status: "in_progress" });
        expect(await store.abandonIdempotency("slack:L2", "unknown")).toBe(false);
      }),
    );

    it(
      "lists the claims with a note whose lease ran out, and only until their outcome is recorded",
      withStore(async (store) => {
        const note = { chatUserId: "U1", command: "comment", text: "comment REQ-1 hi", replyAddress: '{"user":"U1"}' };
        await store.claimIdempotency("slack:C1", -1, note);
        await store.claimIdempotency("slack:C2", -1);
        await store.claimIdempotency("slack:C3", 60_000, { ...note, chatUserId: "U3" });
        expect(await store.cutOffClaims(0, 10)).toEqual([{ key: "slack:C1", note }]);
        expect(await store.cutOffClaims(Date.now() + 60_000, 10)).toEqual([]);
        expect(await store.abandonIdempotency("slack:C1", "unknown")).toBe(true);
        expect(await store.cutOffClaims(0, 10)).toEqual([]);
      }),
    );

    it(
      "answers a ping",
      withStore(async (store) => {
        await expect(store.ping()).resolves.toBeUndefined();
      }),
    );

    it(
      "keeps the audit log, newest first",
      withStore(async (store) => {
        const entry = {
          at: "2026-01-01T00:00:00.000Z",
          platform: "slack" as const,
          chatUserId: "U1",
          command: "app unarchive",
          text: "app unarchive s_zoom",
          outcome: "ok" as const,
          detail: "Application Zoom is unarchived",
        };
        await store.audit(entry);
        await store.audit({ ...entry, at: "2026-01-02T00:00:00.000Z", outcome: "error", detail: "not found" });
        const recent = await store.recentAudit({ limit: 10 });
        expect(recent.map((e) => e.outcome)).toEqual(["error", "ok"]);
        expect(recent[1]).toEqual(entry);
        expect(await store.recentAudit({ limit: 1 })).toHaveLength(1);
      }),
    );

    it(
      "replaces the directory all at once, says what changed, and finds people by e-mail, Slack id and Entra id",
      withStore(async (store) => {
        const ada = { uid: "u_ada", fullName: "Ada", emails: ["ada@acme.example"], slackUserId: "UADA", entraIds: [] };
        const alan = { uid: "u_alan", emails: ["shared@acme.example"], entraIds: ["aad-alan"] };
        const alan2 = { uid: "u_alan2", emails: ["shared@acme.example"], entraIds: [] };
        expect(await store.replaceDirectory([ada, alan, alan2], "one.csv")).toEqual({
          added: 3,
          changed: 0,
          removed: 0,
          people: 3,
        });
        expect(await store.replaceDirectory([ada, alan, alan2], "one.csv")).toEqual({
          added: 0,
          changed: 0,
          removed: 0,
          people: 3,
        });
        expect((await store.findInDirectory({ kind: "email", value: "ADA@acme.example" })).map((p) => p.uid)).toEqual([
          "u_ada",
        ]);
        expect((await store.findInDirectory({ kind: "slack", value: "UADA" }))[0]).toEqual(ada);
        expect((await store.findInDirectory({ kind: "entra", value: "AAD-ALAN" })).map((p) => p.uid)).toEqual([
          "u_alan",
        ]);
        expect((await store.directoryStatus()).sharedEmails).toBe(1);
        const shared = await store.findInDirectory({ kind: "email", value: "shared@acme.example" });
        expect(shared.map((p) => p.uid).sort()).toEqual(["u_alan", "u_alan2"]);
        // Ada renamed, Alan's duplicate gone: her old keys stay hers, Alan2's are gone with him.
        const changes = await store.replaceDirectory([{ ...ada, fullName: "Ada L." }, alan], "two.csv");
        expect(changes).toEqual({ added: 0, changed: 1, removed: 1, people: 2 });
        expect(
          (await store.findInDirectory({ kind: "email", value: "shared@acme.example" })).map((p) => p.uid),
        ).toEqual(["u_alan"]);
        expect((await store.directoryPeople(["u_ada", "u_nobody"])).map((p) => p.fullName)).toEqual(["Ada L."]);
        expect(await store.directoryStatus()).toMatchObject({ people: 2, lastImport: { file: "two.csv", changed: 1 } });
        // A platform role is kept, is a change of its own, and IT staff's are counted.
        const roled = await store.replaceDirectory([{ ...ada, fullName: "Ada L.", role: "it" }, alan], "three.csv");
        expect(roled).toEqual({ added: 0, changed: 1, removed: 0, people: 2 });
        expect((await store.directoryPeople(["u_ada"]))[0]?.role).toBe("it");
        expect(await store.directoryStatus()).toMatchObject({ people: 2, itStaff: 1 });
        expect(await store.clearDirectory()).toBe(2);
        expect(await store.directoryStatus()).toEqual({ people: 0, sharedEmails: 0, itStaff: 0 });
      }),
    );

    it(
      "keeps how each link was made, counts them, and forgets an unlinked person once they are linked",
      withStore(async (store) => {
        await store.noteUnlinked("slack", "U1", "the e-mail a@b is on u_a, u_b");
        await store.noteUnlinked("slack", "U2");
        expect((await store.listUnlinked(10)).people.map((p) => [p.chatUserId, p.conflict])).toEqual([
          ["U1", "the e-mail a@b is on u_a, u_b"],
          ["U2", undefined],
        ]);
        await store.setLink("slack", "U1", "u_a", "email");
        await store.setLink("slack", "U3", "u_c");
        expect(await store.getLinkRecord("slack", "U1")).toMatchObject({ uid: "u_a", source: "email" });
        expect(await store.getLinkRecord("slack", "U3")).toMatchObject({ uid: "u_c", source: "manual" });
        expect(await store.listUnlinked(10)).toMatchObject({ total: 1, people: [{ chatUserId: "U2" }] });
        expect(await store.linkCounts()).toEqual([
          { platform: "slack", source: "email", count: 1 },
          { platform: "slack", source: "manual", count: 1 },
        ]);
        expect(await store.chatUsersOf("slack", ["u_a", "u_z"])).toEqual(new Map([["u_a", "U1"]]));
      }),
    );

    it(
      "keeps no key or id over its bound: lookups find nothing, writes are refused as data, long claim keys still claim once",
      withStore(async (store) => {
        const atBound = longId("aad-", MAX_KEY_BYTES);
        await store.setLink("teams", atBound, "u_ann");
        expect(await store.getLink("teams", atBound)).toBe("u_ann");
        for (const bytes of [MAX_KEY_BYTES + 1, 8 * 1024]) {
          const huge = longId("aad-", bytes);
          expect(await store.getLink("teams", huge)).toBeUndefined();
          expect(await store.getLinkRecord("teams", huge)).toBeUndefined();
          expect(await store.isAdmin("teams", huge)).toBe(false);
          expect(await store.removeLink("teams", huge)).toBe(false);
          await expect(store.setLink("teams", huge, "u_ann")).rejects.toBeInstanceOf(ValueRefusedError);
          await expect(store.setLink("teams", "aad-ann", huge)).rejects.toBeInstanceOf(ValueRefusedError);
          await expect(store.setAdmin("teams", huge, true)).rejects.toBeInstanceOf(ValueRefusedError);
          await expect(store.noteUnlinked("teams", huge)).rejects.toThrow(
            /a chat user id of \d+ bytes is over the 1024/,
          );
          expect(await store.findInDirectory({ kind: "email", value: `${huge}@acme.example` })).toEqual([]);
          expect(await store.directoryPeople([huge])).toEqual([]);
          expect(await store.chatUsersOf("teams", [huge, "u_ann"])).toEqual(new Map([["u_ann", atBound]]));
          // A delivery id is opaque: a long one is claimed exactly once, and its outcome read back.
          const key = `teams:${huge}`;
          expect(await store.claimIdempotency(key)).toEqual({ status: "claimed" });
          expect(await store.claimIdempotency(key)).toEqual({ status: "in_progress" });
          expect(await store.claimIdempotency(`${key}x`)).toEqual({ status: "claimed" });
          await store.completeIdempotency(key, "done once");
          expect(await store.claimIdempotency(key)).toEqual({ status: "done", outcome: "done once" });
          await store.releaseIdempotency(`${key}x`);
          expect(await store.claimIdempotency(`${key}x`)).toEqual({ status: "claimed" });
        }
        expect((await store.listUnlinked(10)).total).toBe(0);
      }),
    );

    it(
      "stages people in parts and applies them at once: a uid staged twice is one person (the later wins)",
      withStore(async (store) => {
        const person = (uid: string, fullName = uid) => ({
          uid,
          fullName,
          emails: [`${uid}@acme.example`],
          entraIds: [],
        });
        await store.replaceDirectory(
          ["ada", "alan", "grace", "ken", "linus"].map((uid) => person(uid)),
          "people.csv",
        );
        const stage = await store.openDirectoryStage();
        await store.stageDirectoryPeople(stage, [person("ada"), person("alan", "Alan T.")]);
        await store.stageDirectoryPeople(stage, [
          { ...person("alan", "Alan Turing"), emails: ["alan.turing@acme.example"] },
          ...["grace", "ken", "linus", "zoe"].map((uid) => person(uid, uid === "zoe" ? "Zoë O'Brien" : uid)),
        ]);
        const expected = { added: 1, changed: 1, removed: 0, people: 6 };
        expect(await store.previewDirectoryStage(stage, "replace")).toEqual(expected);
        expect(await store.directoryStatus()).toMatchObject({ people: 5, lastImport: { file: "people.csv" } });
        expect(await store.applyDirectoryStage(stage, "replace", "GET /v1/users", 1 / 5)).toEqual({
          applied: true,
          changes: expected,
        });
        await store.dropDirectoryStage(stage);
        expect((await store.directoryPeople(["alan"]))[0]?.fullName).toBe("Alan Turing");
        expect((await store.findInDirectory({ kind: "email", value: "alan.turing@acme.example" }))[0]?.uid).toBe(
          "alan",
        );
        expect(await store.findInDirectory({ kind: "email", value: "alan@acme.example" })).toEqual([]);
        expect(await store.directoryStatus()).toMatchObject({ people: 6, lastImport: { file: "GET /v1/users" } });

        // A replacement that removes more than the limit changes nothing, and says how many of how many.
        const partial = await store.openDirectoryStage();
        await store.stageDirectoryPeople(partial, [person("ada")]);
        expect(await store.applyDirectoryStage(partial, "replace", "partial.csv", 1 / 5)).toEqual({
          applied: false,
          removed: 5,
          before: 6,
        });
        expect(await store.directoryStatus()).toMatchObject({ people: 6, lastImport: { file: "GET /v1/users" } });
        await store.dropDirectoryStage(partial);

        // A merge replaces the people staged, removes those staged as gone, and keeps everyone else; gone then back is back.
        const changes = await store.openDirectoryStage();
        await store.stageDirectoryPeople(changes, [
          { ...person("ken"), gone: true },
          { ...person("linus"), gone: true },
        ]);
        await store.stageDirectoryPeople(changes, [person("grace", "Grace Hopper"), person("linus")]);
        expect(await store.previewDirectoryStage(changes, "merge")).toEqual({
          added: 0,
          changed: 1,
          removed: 1,
          people: 5,
        });
        expect(await store.applyDirectoryStage(changes, "merge", "GET /v1/users")).toMatchObject({ applied: true });
        await store.dropDirectoryStage(changes);
        expect(
          (await store.directoryPeople(["ada", "alan", "grace", "ken", "linus", "zoe"])).map((p) => p.uid).sort(),
        ).toEqual(["ada", "alan", "grace", "linus", "zoe"]);
        expect(await store.findInDirectory({ kind: "email", value: "ken@acme.example" })).toEqual([]);

        // A file's uid twice: the later record.
        expect(await store.replaceDirectory([person("ada", "First"), person("ada", "Second")], "twice.csv")).toEqual({
          added: 0,
          changed: 1,
          removed: 4,
          people: 1,
        });
        expect((await store.directoryPeople(["ada"]))[0]?.fullName).toBe("Second");
      }),
    );
  });
}
