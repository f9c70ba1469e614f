// Replacing the directory, from a file or from the platform's people list, with the guard against a partial source.
import type { ApiClient } from "../api/client.ts";
import { type ApiError, isAbsentPath } from "../api/errors.ts";
import type { DirectoryChanges, DirectoryPerson } from "../store/people-records.ts";
import type { PeopleStore } from "../store/ports.ts";
import { directoryPersonOf, readAllPeople } from "./platform-people.ts";

/** A replacement that would remove more than this share of the directory stops, unless forced: a partial source is a mistake more often than a purge. */
export const REMOVAL_GUARD = 1 / 5;

/** What the directory would lose: how many of how many, when that is more than the guard allows. */
export function tooManyRemoved(preview: DirectoryChanges): { removed: number; before: number } | undefined {
  const before = preview.people - preview.added + preview.removed;
  return before > 0 && preview.removed > before * REMOVAL_GUARD ? { removed: preview.removed, before } : undefined;
}

/** Where a directory sync from the platform came to. */
export type SyncOutcome =
  /** The platform has no people list (404 or 405): the file import is the way. */
  | { kind: "no-people-list" }
  | { kind: "failed"; error: ApiError }
  /** It would remove more than a fifth of the directory: nothing changed. */
  | { kind: "too-many-removed"; removed: number; before: number }
  /** A dry run: what would change; nothing changed. */
  | { kind: "preview"; changes: DirectoryChanges }
  | { kind: "done"; changes: DirectoryChanges };

/** The name a sync's import is recorded under (`directory` shows it as the last import). */
export const SYNC_SOURCE = "GET /v1/users";

/**
 * Reads the platform's people and replaces the directory with them (see SyncOutcome). With
 * `changedSince` (the last sync's time), only the people changed since then are read (archived
 * ones too, which leave the directory) and applied to the directory as it is; a person deleted
 * outright on the platform is only noticed by a full sync (serve's schedule makes one a week).
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
  const read = await readAllPeople(api, options.progress, filter);
  if (!read.ok) return isAbsentPath(read.error) ? { kind: "no-people-list" } : { kind: "failed", error: read.error };
  let people = read.people.filter((user) => !user.archived_at).map(directoryPersonOf);
  if (since) {
    const touched = new Set(read.people.map((user) => user.uid));
    people = [...(await store.allDirectoryPeople()).filter((person) => !touched.has(person.uid)), ...people];
  }
  return replaceGuarded(store, people, SYNC_SOURCE, options);
}

/** Replaces the directory with `people` unless that removes too many (and not forced); a dry run only previews. */
export async function replaceGuarded(
  store: PeopleStore,
  people: readonly DirectoryPerson[],
  source: string,
  options: { dryRun?: boolean; force?: boolean },
): Promise<Exclude<SyncOutcome, { kind: "no-people-list" | "failed" }>> {
  const preview = await store.previewDirectory(people);
  if (options.dryRun) return { kind: "preview", changes: preview };
  const tooMany = options.force ? undefined : tooManyRemoved(preview);
  if (tooMany) return { kind: "too-many-removed", ...tooMany };
  return { kind: "done", changes: await store.replaceDirectory(people, source) };
}
