// `serve`'s own directory sync: when the last one is older than DESK_DIRECTORY_SYNC_HOURS, by one instance of several.
import type { ApiClient } from "../api/client.ts";
import type { Clock } from "../clock.ts";
import { SYNC_SOURCE, type SyncOutcome, syncDirectory } from "../directory/sync.ts";
import type { Logger } from "../log.ts";
import type { ClaimStore, PeopleStore } from "../store/ports.ts";
import { runOnce } from "./once.ts";

/** How soon after start the first look is taken (the instance settles first). */
const FIRST_LOOK_MS = 60_000;

/** The sync reads everyone once a week (the first sync of each), and only the people changed since the last sync otherwise. */
const FULL_SYNC_EVERY_MS = 7 * 24 * 60 * 60 * 1000;
const weekOf = (ms: number) => Math.floor(ms / FULL_SYNC_EVERY_MS);

/** How many instances in turn may take over a sync whose instance stopped mid-way, before the next look. */
const TAKEOVERS = 3;

/**
 * Syncs the directory from the platform every `hours` (the first time once the last sync is that
 * old): the people changed since the last sync, and everyone once a week. A platform without the
 * people list, or a directory loaded from a file, is left alone: a file import is the operator's
 * choice. Of several instances sharing the store, the one that claims the sync runs it and the
 * others leave it (a claim with a lease, as for a delivery: an instance stopped mid-sync hands it
 * to the next look). Returns the way to stop.
 */
export function scheduleDirectorySync(
  deps: { api: ApiClient; store: PeopleStore & ClaimStore; logger: Logger; clock: Clock },
  hours: number,
): () => void {
  if (hours <= 0) return () => {};
  const everyMs = hours * 60 * 60 * 1000;
  let stopped = false;
  const look = async () => {
    const { lastImport, people } = await deps.store.directoryStatus();
    // A directory from a file stays the operator's: the sync would replace it.
    if (people > 0 && lastImport && lastImport.file !== SYNC_SOURCE) return;
    if (lastImport && deps.clock.now() - Date.parse(lastImport.at) < everyMs) return;
    // Within a week of the last sync only the people changed since are read; the week's first sync
    // reads everyone, so that people deleted outright on the platform leave the directory too.
    const lastSync = lastImport?.file === SYNC_SOURCE ? lastImport.at : undefined;
    const sameWeek = lastSync !== undefined && weekOf(Date.parse(lastSync)) === weekOf(deps.clock.now());
    const changedSince = sameWeek ? lastSync : undefined;
    const sync = () => syncDirectory(deps.api, deps.store, changedSince ? { changedSince } : {});
    // One claim per directory state: the sync that moves the directory on from it runs once, whichever instance looks.
    for (let attempt = 1; attempt <= TAKEOVERS; attempt += 1) {
      const key = `directory-sync:${lastImport?.at ?? "never"}:${attempt}`;
      const once = await runOnce(deps.store, key, sync, { keep: (outcome) => outcome.kind === "done" });
      if (once.state === "ran") report(once.value);
      else if (once.state !== "abandoned")
        deps.logger.debug({ state: once.state }, "another instance syncs the directory");
      if (once.state !== "abandoned") return;
    }
  };
  const report = (outcome: SyncOutcome) => {
    if (outcome.kind === "no-people-list") {
      deps.logger.info("the platform has no people list (GET /v1/users): the directory is not synced");
      stopped = true;
      clearInterval(timer);
    } else if (outcome.kind === "failed") deps.logger.warn({ error: outcome.error.error }, "the directory sync failed");
    else if (outcome.kind === "too-many-removed")
      deps.logger.warn(
        outcome,
        "the directory sync would remove more than a fifth of it: run deskbot directory sync --force",
      );
    else if (outcome.kind === "done")
      deps.logger.info(
        { ...outcome.changes, ...(outcome.leftOut ? { leftOut: outcome.leftOut } : {}) },
        "the directory is synced from the platform",
      );
  };
  const run = () => {
    // Not followed by a stop: its calls are background work, refused unsent when the instance stops,
    // and the directory is replaced in one transaction at the end, or not at all.
    if (!stopped) void look().catch((error: unknown) => deps.logger.warn({ err: error }, "the directory sync failed"));
  };
  const first = setTimeout(run, FIRST_LOOK_MS);
  first.unref();
  // Looked at hourly; a sync runs only once the last one is `hours` old.
  const timer = setInterval(run, Math.min(everyMs, 60 * 60 * 1000));
  timer.unref();
  return () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(timer);
  };
}
