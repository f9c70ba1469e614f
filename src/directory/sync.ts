// Replacing the directory, from a file or from the platform's people list, with the guard against a partial source.
import type { ApiClient } from "../api/client.ts";
import { type ApiError, isAbsentPath } from "../api/errors.ts";
import type { User } from "../api/schemas.ts";
import type { DirectoryChanges, DirectoryPerson, StagedPerson, StageMode } from "../store/people-records.ts";
import type { PeopleStore } from "../store/ports.ts";
import { directoryPersonOf, readPeoplePages } from "./platform-people.ts";

/** A replacement that would remove more than this share of the directory stops, unless forced: a partial source is a mistake more often than a purge. */
export const REMOVAL_GUARD = 1 / 5;

/** Where a directory sync from the platform came to. */
export type SyncOutcome =
  /** The platform has no people list (404 or 405): the file import is the way. */
  | { kind: "no-people-list" }
  | { kind: "failed"; error: ApiError }
  /** It would remove more than a fifth of the directory: nothing changed. */
  | { kind: "too-many-removed"; removed: number; before: number }
  /** A dry run: what would change; nothing changed. `leftOut`: people of the platform whose uid no directory could keep. */
  | { kind: "preview"; changes: DirectoryChanges; leftOut?: number }
  | { kind: "done"; changes: DirectoryChanges; leftOut?: number };

/** What replacing the directory came to (a sync's outcome once its people are read). */
export type ReplaceOutcome = Exclude<SyncOutcome, { kind: "no-people-list" | "failed" }>;

/** The name a sync's import is recorded under (`directory` shows it as the last import). */
export const SYNC_SOURCE = "GET /v1/users";

/**
 * Reads the platform's people and replaces the directory with them (see SyncOutcome). With
 * `changedSince` (the last sync's time), only the people changed since then are read (archived
 * ones too, which leave the directory) and applied to the directory as it is; a person deleted
 * outright on the platform is only noticed by a full sync (serve's schedule makes one a week).
 *
 * The read is page by page: each page's people (only what the directory keeps of them) wait in a
 * stage in the store, and the page is let go before the next is read; the stage is applied (or
 * previewed) once the read is whole, so that the removal guard sees everyone. A person read twice
 * (page-number paging while someone is added) is one person: the later read wins.
 */
export async function syncDirectory(
  api: ApiClient,
  store: PeopleStore,
  options: {
    dryRun?: boolean;
    force?: boolean;
    progress?: (read: number, total: number) => void;
    changedSince?: string;
  } = {},
): Promise<SyncOutcome> {
  const since = options.changedSince;
  const filter = since ? { updatedAfter: since, includeArchived: true } : {};
  const stage = await store.openDirectoryStage();
  try {
    let leftOut = 0;
    const stagePage = async (users: User[]) => {
      const people: StagedPerson[] = [];
      for (const user of users) {
        const person = directoryPersonOf(user);
        if (person) people.push(user.archived_at ? { ...person, gone: true } : person);
        else leftOut += 1;
      }
      await store.stageDirectoryPeople(stage, people);
    };
    const read = await readPeoplePages(api, stagePage, options.progress, filter);
    if (!read.ok) return isAbsentPath(read.error) ? { kind: "no-people-list" } : { kind: "failed", error: read.error };
    const outcome = await settleStage(store, stage, since ? "merge" : "replace", SYNC_SOURCE, options);
    return outcome.kind === "too-many-removed" || leftOut === 0 ? outcome : { ...outcome, leftOut };
  } finally {
    await store.dropDirectoryStage(stage);
  }
}

/** Replaces the directory with `people` unless that removes too many (and not forced); a dry run only previews. */
export async function replaceGuarded(
  store: PeopleStore,
  people: readonly DirectoryPerson[],
  source: string,
  options: { dryRun?: boolean; force?: boolean },
): Promise<ReplaceOutcome> {
  const stage = await store.openDirectoryStage();
  try {
    await store.stageDirectoryPeople(stage, people);
    return await settleStage(store, stage, "replace", source, options);
  } finally {
    await store.dropDirectoryStage(stage);
  }
}

/** Previews a stage (a dry run), or applies it unless it removes more than the guard allows (and not forced). */
async function settleStage(
  store: PeopleStore,
  stage: string,
  mode: StageMode,
  source: string,
  options: { dryRun?: boolean; force?: boolean },
): Promise<ReplaceOutcome> {
  if (options.dryRun) return { kind: "preview", changes: await store.previewDirectoryStage(stage, mode) };
  const outcome = await store.applyDirectoryStage(stage, mode, source, options.force ? undefined : REMOVAL_GUARD);
  return outcome.applied
    ? { kind: "done", changes: outcome.changes }
    : { kind: "too-many-removed", removed: outcome.removed, before: outcome.before };
}
