// One owner of the demo's data at a time: a lock file beside it names the process that has it (stale once that process is gone), and the files a reset removes.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import type { StoreConfig } from "../config.ts";
import { parseJson } from "../json.ts";
import { demoRecordsFile } from "./demo-records.ts";

/** The demo's files beside its SQLite store: what it keeps, and the lock that says who has it. */
export interface DemoFiles {
  /** The store, `data/demo.sqlite`. */
  store: string;
  /** Everything a reset removes: the store with SQLite's own files beside it (`-wal`, `-shm`, `-journal`), and the simulator's records. */
  data: string[];
  /** `data/demo.lock`: the owner's process, while one runs. */
  lock: string;
}

/** The demo's files for a store kept in a SQLite file; undefined for one in memory or in Postgres (the demo keeps nothing between runs there). */
export function demoFilesOf(store: StoreConfig): DemoFiles | undefined {
  const records = demoRecordsFile(store);
  if (store.kind !== "sqlite" || records === undefined) return undefined;
  const base = store.path.replace(/\.(sqlite3?|db)$/i, "");
  return {
    store: store.path,
    data: [store.path, `${store.path}-wal`, `${store.path}-shm`, `${store.path}-journal`, records, `${records}.tmp`],
    lock: `${base}.lock`,
  };
}

/** What the lock file says of its owner. */
export interface DemoOwner {
  pid: number;
  /** What it runs: `chat`, `serve`, `demo reset`… */
  command: string;
  /** When it took the demo (ISO 8601). */
  since: string;
}

/** The demo is another process's: its owner, and the lock that says so. */
export class DemoInUseError extends Error {
  override readonly name = "DemoInUseError";
  constructor(
    readonly owner: DemoOwner,
    readonly lock: string,
  ) {
    super(
      `the demo's data is in use by another deskbot (process ${owner.pid}, ${owner.command}, since ${owner.since}). ` +
        "One process at a time has it, so that neither overwrites the other's changes: close that one, " +
        `or give this one a store of its own (DESK_DB=./data/demo-2.sqlite). If no deskbot runs as process ${owner.pid}, delete ${lock}.`,
    );
  }
}

/** The locks this process holds: a second claim from within it is refused too (two runtimes would overwrite each other as two processes do). */
const held = new Set<string>();

/** The owner a lock file names, or undefined when it names none (absent, or not a lock's JSON). */
function ownerOf(lock: string): DemoOwner | undefined {
  let text: string;
  try {
    text = readFileSync(lock, "utf8");
  } catch {
    return undefined;
  }
  const read = parseJson(text) as Partial<DemoOwner> | undefined;
  if (!read || typeof read !== "object" || !Number.isSafeInteger(read.pid)) return undefined;
  return { pid: read.pid as number, command: String(read.command ?? "deskbot"), since: String(read.since ?? "") };
}

/**
 * Whether the owner a lock names still runs: this process only while it holds the lock (a lock with
 * our pid that we do not hold was left by an earlier process that had the same pid, as in a
 * container); another, while the system knows its pid.
 */
function runs(owner: DemoOwner, lock: string): boolean {
  if (owner.pid === process.pid) return held.has(lock);
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes the demo for this process (`command` says what it runs), or throws DemoInUseError naming
 * the process that has it. A lock whose process is gone is taken over. Resolves to the release,
 * which is also done when the process exits.
 */
export function claimDemo(files: DemoFiles, command: string): () => void {
  const { lock } = files;
  mkdirSync(dirname(lock), { recursive: true });
  const mine: DemoOwner = { pid: process.pid, command, since: new Date().toISOString() };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      // `wx`: created only if absent, so that of two processes starting together one has it.
      writeFileSync(lock, JSON.stringify(mine), { flag: "wx" });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = ownerOf(lock);
      if (owner && runs(owner, lock)) throw new DemoInUseError(owner, lock);
      // Stale (its process is gone) or unreadable: removed, and claimed again.
      rmSync(lock, { force: true });
      continue;
    }
    held.add(lock);
    const release = () => {
      process.off("exit", release);
      if (!held.delete(lock)) return;
      // Only our own: a lock another process took over after ours was removed stays.
      if (ownerOf(lock)?.pid === process.pid) rmSync(lock, { force: true });
    };
    process.once("exit", release);
    return release;
  }
  throw new DemoInUseError(ownerOf(lock) ?? { pid: 0, command: "deskbot", since: "" }, lock);
}
