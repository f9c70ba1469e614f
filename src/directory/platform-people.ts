// The platform's own people (GET /v1/users, beyond the spec): as directory people, looked up by e-mail, or read page by page.
import type { ApiClient } from "../api/client.ts";
import { type ApiError, isAbsentPath } from "../api/errors.ts";
import { MAX_PAGE, MAX_PER_PAGE } from "../api/limits.ts";
import type { User } from "../api/schemas.ts";
import { inBackground } from "../api/turns.ts";
import { ExpiringCache } from "../cache.ts";
import type { Clock } from "../clock.ts";
import type { DirectoryPerson } from "../store/people-records.ts";
import { MAX_EMAIL_LENGTH, MAX_ID_LENGTH } from "./bounds.ts";

/**
 * A platform user as the directory keeps them: e-mails in lower case, their Slack and Entra ids,
 * their role, and nothing else of the record. An e-mail or id longer than any real one is left out (it could
 * never match anyone); undefined when the uid itself is, as the person could not be kept.
 */
export function directoryPersonOf(user: User): DirectoryPerson | undefined {
  if (user.uid.length > MAX_ID_LENGTH) return undefined;
  const id = (value: string | null | undefined) => (value && value.length <= MAX_ID_LENGTH ? value : undefined);
  const slackUserId = id(user.slack_user_id);
  return {
    uid: user.uid,
    ...(user.full_name ? { fullName: user.full_name } : {}),
    emails: [
      ...new Set(
        (user.emails ?? []).filter((email) => email.length <= MAX_EMAIL_LENGTH).map((email) => email.toLowerCase()),
      ),
    ],
    ...(slackUserId ? { slackUserId } : {}),
    entraIds: [...new Set((user.microsoft_entra_ids ?? []).flatMap((each) => id(each)?.toLowerCase() ?? []))],
    ...(id(user.preferred_language) ? { language: user.preferred_language as string } : {}),
    ...(id(user.role_name) ? { role: (user.role_name as string).toLowerCase() } : {}),
  };
}

/** How long one e-mail's answer is kept (found or not), like the chat platforms' profile lookups. */
const EMAIL_LOOKUP_MS = 10 * 60 * 1000;
/** How long "the platform has no people list" is believed before it is asked again. */
const MISSING_RECHECK_MS = 60 * 60 * 1000;

/** Looks people up by e-mail on the platform, each e-mail at most once per ten minutes. */
export class PlatformPeople {
  private readonly byEmailCache: ExpiringCache<DirectoryPerson[]>;
  private missingSince: number | undefined;

  constructor(
    private readonly api: ApiClient,
    private readonly clock: Clock,
  ) {
    this.byEmailCache = new ExpiringCache({ ttlMs: EMAIL_LOOKUP_MS, maxEntries: 10_000, now: () => clock.now() });
  }

  /** The platform users with `email` as a work e-mail; undefined when it cannot tell (no people list, an error). */
  async byEmail(email: string): Promise<DirectoryPerson[] | undefined> {
    const now = this.clock.now();
    if (this.missingSince !== undefined && now - this.missingSince < MISSING_RECHECK_MS) return undefined;
    const key = email.toLowerCase();
    const cached = this.byEmailCache.get(key);
    if (cached) return cached;
    const page = await this.api.listUsers({ emails: [key], perPage: 5 });
    if (!page.ok) {
      if (isAbsentPath(page.error)) this.missingSince = now;
      return undefined;
    }
    this.missingSince = undefined;
    const people = page.value.results
      .filter((user) => (user.emails ?? []).some((each) => each.toLowerCase() === key))
      .flatMap((user) => directoryPersonOf(user) ?? []);
    this.byEmailCache.set(key, people);
    return people;
  }
}

/** How far a sync reads at most: the API's highest page (10,000 pages of 50: 500,000 people). */
const MAX_PAGES = MAX_PAGE;

/**
 * Every person of the platform (or only those changed since `filter.updatedAfter`), page by page,
 * as background work (only what people's commands leave of the budget): each page is handed to
 * `onPage` and let go before the next is read, so that a read holds one page at a time.
 * `progress` hears how many records were read of how many. A failure is the API's error, untouched.
 */
export function readPeoplePages(
  api: ApiClient,
  onPage: (users: User[]) => Promise<void>,
  progress: (read: number, total: number) => void = () => {},
  filter: { updatedAfter?: string; includeArchived?: boolean } = {},
): Promise<{ ok: true } | { ok: false; error: ApiError }> {
  return inBackground("directory sync", async () => {
    let read = 0;
    for (let page = 1; page <= MAX_PAGES; page += 1) {
      const answer = await api.listUsers({ ...filter, page, perPage: MAX_PER_PAGE });
      if (!answer.ok) return { ok: false as const, error: answer.error };
      const { results, meta } = answer.value;
      await onPage(results);
      read += results.length;
      progress(read, meta.total);
      // Done once the pages read reach the total (by position, not by records read: with page-number
      // paging, someone added mid-read pushes another onto the next page, where they are read twice).
      if (results.length === 0 || page * Math.max(1, meta.per_page) >= meta.total) break;
    }
    return { ok: true as const };
  });
}
