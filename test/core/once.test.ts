// runOnce: a piece of work runs at most once per key; repeats get the first outcome; what did not happen is forgotten.
import { describe, expect, it } from "vitest";
import { runOnce } from "../../src/core/once.ts";
import { openSqliteStore } from "../../src/store/open-store.ts";

const keepAll = { keep: () => true };

describe("runOnce", () => {
  it("runs the work once, and gives its outcome to every repeat of the key", async () => {
    const store = await openSqliteStore(":memory:");
    let runs = 0;
    const work = async () => {
      runs += 1;
      return { done: runs };
    };
    expect(await runOnce(store, "k", work, keepAll)).toEqual({ state: "ran", value: { done: 1 } });
    expect(await runOnce(store, "k", work, keepAll)).toEqual({ state: "repeat", value: { done: 1 } });
    expect(await runOnce(store, "other", work, keepAll)).toEqual({ state: "ran", value: { done: 2 } });
    expect(runs).toBe(2);
  });

  it("answers a repeat that comes while the work runs with in_progress, and runs nothing", async () => {
    const store = await openSqliteStore(":memory:");
    let release: () => void = () => {};
    const first = runOnce(
      store,
      "k",
      () => new Promise<string>((resolve) => (release = () => resolve("first"))),
      keepAll,
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(await runOnce(store, "k", async () => "second", keepAll)).toEqual({ state: "in_progress" });
    release();
    expect(await first).toEqual({ state: "ran", value: "first" });
  });

  it("forgets an outcome it is told not to keep, so that a later delivery runs", async () => {
    const store = await openSqliteStore(":memory:");
    const options = { keep: (value: string) => value !== "refused" };
    expect(await runOnce(store, "k", async () => "refused", options)).toEqual({ state: "ran", value: "refused" });
    expect(await runOnce(store, "k", async () => "done", options)).toEqual({ state: "ran", value: "done" });
    expect(await runOnce(store, "k", async () => "again", options)).toEqual({ state: "repeat", value: "done" });
  });

  it("records onThrow when the work throws, and rethrows", async () => {
    const store = await openSqliteStore(":memory:");
    const boom = async (): Promise<string> => {
      throw new Error("boom");
    };
    await expect(runOnce(store, "k", boom, { keep: () => true, onThrow: "unknown" })).rejects.toThrow("boom");
    expect(await runOnce(store, "k", async () => "later", keepAll)).toEqual({ state: "repeat", value: "unknown" });
  });

  it("releases the key when the work throws and no onThrow is given", async () => {
    const store = await openSqliteStore(":memory:");
    const boom = async (): Promise<string> => {
      throw new Error("publish failed");
    };
    await expect(runOnce(store, "k", boom, keepAll)).rejects.toThrow("publish failed");
    expect(await runOnce(store, "k", async () => "published", keepAll)).toEqual({ state: "ran", value: "published" });
  });
});
