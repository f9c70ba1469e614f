// The demo's records between runs: the in-process simulator's state in a JSON file beside the demo's store, so that what was changed stays changed.
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import type { StoreConfig } from "../config.ts";
import type { Logger } from "../log.ts";
import type { SimulatorSnapshot, SimulatorState } from "./state.ts";

/**
 * Where the demo keeps its simulator's records beside its SQLite store (`data/demo.sqlite` →
 * `data/demo.simulator.json`), so that the records and the store's audit log tell one story; undefined
 * for a store in memory or in Postgres (the demo then starts from its data each run).
 */
export function demoRecordsFile(store: StoreConfig): string | undefined {
  if (store.kind !== "sqlite" || store.path === ":memory:" || store.path === "") return undefined;
  return `${store.path.replace(/\.(sqlite3?|db)$/i, "")}.simulator.json`;
}

/** Takes back the records an earlier run kept in `file`; a file that cannot be read leaves the demo's data, said in the log. */
export function restoreDemoRecords(state: SimulatorState, file: string, logger: Logger): void {
  if (!existsSync(file)) return;
  try {
    const snapshot = JSON.parse(readFileSync(file, "utf8")) as SimulatorSnapshot;
    if (!Array.isArray(snapshot.users) || typeof snapshot.sequence !== "number")
      throw new Error("not a simulator's records");
    state.restore(snapshot);
  } catch (error) {
    logger.warn({ err: error, file }, "the demo's records could not be read: the demo starts from its data again");
  }
}

/** Keeps the simulator's records in `file` (written whole, then renamed into place). */
export function keepDemoRecords(state: SimulatorState, file: string, logger: Logger): void {
  try {
    writeFileSync(`${file}.tmp`, JSON.stringify(state.snapshot()));
    renameSync(`${file}.tmp`, file);
  } catch (error) {
    logger.warn({ err: error, file }, "the demo's records could not be kept: the next run starts from the demo data");
  }
}
