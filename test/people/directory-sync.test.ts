// A directory sync reads page by page into the store: a person read twice is one person, hostile values are left out, a page has a size limit.
import { randomBytes } from "node:crypto";
import { describe, expect, it, onTestFinished } from "vitest";
import type { User } from "../../src/api/schemas.ts";
import { syncDirectory } from "../../src/directory/sync.ts";
import { buildUser } from "../../src/simulator/records.ts";
import type { Simulator } from "../../src/simulator/server.ts";
import { openPostgresStore, openSqliteStore } from "../../src/store/open-store.ts";
import type { StagedPerson } from "../../src/store/people-records.ts";
import type { Store } from "../../src/store/ports.ts";
import { freshSchema, TEST_POSTGRES_URL } from "../helpers/postgres.ts";
import { clientFor, seedWith, startSimulator } from "../helpers/simulator.ts";

/** `count` platform users, `u_000`…, in the order the simulator lists them. */
const people = (count: number, extra: (index: number) => Partial<User> = () => ({})) =>
  Array.from({ length: count }, (_, index) => ({
    uid: `u_${String(index).padStart(3, "0")}`,
    full_name: `Person ${index}`,
    emails: [`person${index}@acme.example`],
    ...extra(index),
  }));

/** Adds `user` first in the simulator's list (it lists by creation time), as a person added mid-sync lands on a page already read. */
function addFirst(sim: Simulator, user: Partial<User> & { uid: string }): void {
  sim.state.users.set(
    user.uid,
    buildUser({ ...user, created_at: "2000-01-01T00:00:00.000Z" }, new Date().toISOString()),
  );
}

const postgres = (url: string): [string, () => Promise<Store>] => [
  "Postgres",
  () => openPostgresStore(url, { schema: freshSchema() }),
];
const STORES: Array<[string, () => Promise<Store>]> = [
  ["SQLite", () => openSqliteStore(":memory:")],
  ...(TEST_POSTGRES_URL ? [postgres(TEST_POSTGRES_URL)] : []),
];

async function open(make: () => Promise<Store>): Promise<Store> {
  const store = await make();
  onTestFinished(() => store.close());
  return store;
}

describe.each(STORES)("a directory sync on %s", (_name, make) => {
  it("is not failed by someone added mid-sync: the person pushed onto the next page is one person, as read last; the newcomer comes with the next sync", async () => {
    const sim = await startSimulator({ seed: seedWith({ users: people(120) }) });
    const store = await open(make);
    let pages = 0;
    const progress = () => {
      pages += 1;
      if (pages !== 1) return;
      // After page 1: a new person first in the list, and the last person of page 1 renamed; page 2 shows them again.
      addFirst(sim, { uid: "u_new", full_name: "Zoë O'Brien", emails: ["zoe@acme.example"] });
      const pushed = sim.state.users.get("u_049") as User;
      sim.state.users.set("u_049", { ...pushed, full_name: "Person Forty-Nine" });
    };
    const outcome = await syncDirectory(clientFor(sim), store, { progress });
    // Zoë came after page 1 was read: this sync does not see her; the next does.
    expect(outcome).toEqual({ kind: "done", changes: { added: 120, changed: 0, removed: 0, people: 120 } });
    expect(sim.received("GET", "/v1/users").map((call) => call.query.get("page"))).toEqual(["1", "2", "3"]);
    expect((await store.directoryPeople(["u_049"]))[0]?.fullName).toBe("Person Forty-Nine");

    // The next sync reads the list as it now is: Zoë is added, and nobody is lost.
    expect(await syncDirectory(clientFor(sim), store)).toEqual({
      kind: "done",
      changes: { added: 1, changed: 0, removed: 0, people: 121 },
    });
    expect((await store.findInDirectory({ kind: "email", value: "zoe@acme.example" }))[0]?.fullName).toBe(
      "Zoë O'Brien",
    );
  });

  it("keeps a person whose e-mail or Entra id is kilobytes long without it, and leaves out one whose uid is", async () => {
    const hostile = randomBytes(6 * 1024).toString("hex");
    const users = [
      ...people(3),
      {
        uid: "u_long_email",
        full_name: "Ada Lovelace",
        emails: [`${hostile}@acme.example`, "ada@acme.example"],
        microsoft_entra_ids: [hostile, "9f1c2b3a-0000-4000-8000-000000000001"],
      },
      { uid: `u_${hostile}`, full_name: "Nobody", emails: ["nobody@acme.example"] },
    ];
    const sim = await startSimulator({ seed: seedWith({ users }) });
    const store = await open(make);
    const outcome = await syncDirectory(clientFor(sim), store);
    expect(outcome).toEqual({
      kind: "done",
      changes: { added: 4, changed: 0, removed: 0, people: 4 },
      leftOut: 1,
    });
    expect(await store.directoryPeople(["u_long_email"])).toEqual([
      {
        uid: "u_long_email",
        fullName: "Ada Lovelace",
        emails: ["ada@acme.example"],
        entraIds: ["9f1c2b3a-0000-4000-8000-000000000001"],
        role: "employee",
      },
    ]);
    expect(await store.findInDirectory({ kind: "email", value: "nobody@acme.example" })).toEqual([]);
  });

  it("hands the store one page at a time, with only what the directory keeps of each person", async () => {
    const fat = "x".repeat(20 * 1024);
    const sim = await startSimulator({
      seed: seedWith({ users: people(120, () => ({ job_title: fat, metadata: { notes: fat } })) }),
    });
    const inner = await open(make);
    const staged: StagedPerson[][] = [];
    const store = new Proxy(inner, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver);
        if (property !== "stageDirectoryPeople") return typeof value === "function" ? value.bind(target) : value;
        return (stage: string, page: StagedPerson[]) => {
          staged.push(page);
          return target.stageDirectoryPeople(stage, page);
        };
      },
    });
    expect(await syncDirectory(clientFor(sim), store)).toMatchObject({ kind: "done", changes: { added: 120 } });
    expect(staged.map((page) => page.length)).toEqual([50, 50, 20]);
    const fields = new Set(staged.flat().flatMap((person) => Object.keys(person)));
    expect([...fields].sort()).toEqual(["emails", "entraIds", "fullName", "role", "uid"]);
  });

  it("stops at a page over the body limit, with a plain error, and changes nothing", async () => {
    const sim = await startSimulator({
      seed: seedWith({ users: people(60, (index) => ({ job_title: index === 55 ? "x".repeat(300 * 1024) : "IT" })) }),
    });
    const store = await open(make);
    await store.replaceDirectory([{ uid: "u_ada", emails: ["ada@acme.example"], entraIds: [] }], "GET /v1/users");
    const outcome = await syncDirectory(clientFor(sim, { maxBodyBytes: 256 * 1024 }), store);
    expect(outcome).toMatchObject({ kind: "failed", error: { kind: "invalid_response", retryable: false } });
    if (outcome.kind === "failed") expect(outcome.error.error).toContain("deskbot does not read answers that large");
    expect(sim.received("GET", "/v1/users").map((call) => call.query.get("page"))).toEqual(["1", "2"]);
    expect(await store.directoryStatus()).toMatchObject({ people: 1 });
  });
});
