// The platform's own people (GET /v1/users, beyond the spec): as directory people, looked up by e-mail, or read whole.
import type { ApiClient } from "../api/client.ts";
import { type ApiError, isAbsentPath } from "../api/errors.ts";
import type { User } from "../api/schemas.ts";
import { inBackground } from "../api/turns.ts";
import type { Clock } from "../clock.ts";
import type { DirectoryPerson } from "../store/people-records.ts";

/** A platform user as the directory keeps them: e-mails in lower case, their Slack and Entra ids. */
export function directoryPersonOf(user: User): DirectoryPerson {
  return {
    uid: user.uid,
    ...(user.full_name ? { fullName: user.full_name } : {}),
    emails: (user.emails ?? []).map((email) => email.toLowerCase()),
    ...(user.slack_user_id ? { slackUserId: user.slack_user_id } : {}),
    entraIds: (user.microsoft_entra_ids ?? []).map((id) => id.toLowerCase()),
    ...(user.preferred_language ? { language: user.preferred_language } : {}),
  };
}

/** How long one e-mail's answer is kept (found or not), like the chat platforms' profile lookups. */
const EMAIL_LOOKUP_MS = 10 * 60 * 1000;
/** How long "the platform has no people list" is believed before it is asked again. */
const MISSING_RECHECK_MS = 60 * 60 * 1000;

/** Looks people up by e-mail on the platform, each e-mail at most once per ten minutes. */
export class PlatformPeople {
  private readonly byEmailCache = new Map<string, { at: number; people: DirectoryPerson[] | undefined }>();
  private missingSince: number | undefined;

  constructor(
    private readonly api: ApiClient,
    private readonly clock: Clock,
  ) {}

  /** The platform users with `email` as a work e-mail; undefined when it cannot tell (no people list, an error). */
  async byEmail(email: string): Promise<DirectoryPerson[] | undefined> {
    const now = this.clock.now();
    if (this.missingSince !== undefined && now - this.missingSince < MISSING_RECHECK_MS) return undefined;
    const key = email.toLowerCase();
    const cached = this.byEmailCache.get(key);
    if (cached && now - cached.at < EMAIL_LOOKUP_MS) return cached.people;
    const page = await this.api.listUsers({ emails: [key], perPage: 5 });
    if (!page.ok) {
      if (isAbsentPath(page.error)) this.missingSince = now;
      return undefined;
    }
    this.missingSince = undefined;
    const people = page.value.results
      .filter((user) => (user.emails ?? []).some((each) => each.toLowerCase() === key))
      .map(directoryPersonOf);
    if (this.byEmailCache.size > 10_000) this.byEmailCache.clear();
    this.byEmailCache.set(key, { at: now, people });
    return people;
  }
}

/** How far a sync reads at most: 1,000 pages of 50 (50,000 people). */
const MAX_PAGES = 1000;

/**
 * Every person of the platform (or only those changed since `filter.updatedAfter`), page by page, as background work (only what people's commands
 * leave of the budget); `progress` hears of each page. A failure is the API's error, untouched.
 */
export function readAllPeople(
  api: ApiClient,
  progress: (read: number, total: number) => void = () => {},
  filter: { updatedAfter?: string; includeArchived?: boolean } = {},
): Promise<{ ok: true; people: User[] } | { ok: false; error: ApiError }> {
  return inBackground("directory sync", async () => {
    const people: User[] = [];
    for (let page = 1; page <= MAX_PAGES; page += 1) {
      const answer = await api.listUsers({ ...filter, page, perPage: 50 });
      if (!answer.ok) return { ok: false as const, error: answer.error };
      people.push(...answer.value.results);
      progress(people.length, answer.value.meta.total);
      if (answer.value.results.length === 0 || people.length >= answer.value.meta.total) break;
    }
    return { ok: true as const, people };
  });
}
