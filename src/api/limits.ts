// Facts about the production API that its reference leaves open (docs/api.md), each kept here and only here.

/** Every path of the API starts with this prefix. */
export const API_PREFIX = "/v1";

/** `per_page` the API applies when none is sent. */
export const DEFAULT_PER_PAGE = 20;

/** The API never returns more than this many items in a page; `per_page` is clamped to 1…MAX_PER_PAGE. */
export const MAX_PER_PAGE = 50;

/** The highest page deskbot asks for: 10,000 pages of 50 is more than any company lists; past it is a typo. */
export const MAX_PAGE = 10_000;

/** Requests per minute that one token may send. */
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 60;

/** Length of the rate limit's rolling window. */
export const RATE_LIMIT_WINDOW_MS = 60_000;

/** Response headers of the rate limit. The status of a limited call is not documented: we treat 429 as that. */
export const RATE_LIMIT_HEADERS = {
  limit: "x-siitapi-limit",
  remaining: "x-siitapi-remaining",
  reset: "x-siitapi-reset",
} as const;

/** The status the bot treats as "rate limited". */
export const RATE_LIMITED_STATUS = 429;

/** Statuses after which a read (GET) may be sent again. */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([429, 502, 503, 504]);

/**
 * Statuses a gateway in front of the API answers with while the API itself may still have made a
 * change (502 Bad Gateway, 504 Gateway Timeout): a write answered so may have been made, like one
 * that timed out, and is neither sent again nor reported as failed. The spec does not say what the
 * API's own gateway answers; decided here. (503 and 429 say the request was turned away.)
 */
export const WRITE_FATE_UNKNOWN_STATUSES: ReadonlySet<number> = new Set([502, 504]);

/** Application statuses. */
export const APPLICATION_STATUSES = ["discovered", "approved", "restricted"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Clamps a requested page size to what the API serves. */
export function clampPerPage(perPage: number): number {
  if (!Number.isFinite(perPage)) return DEFAULT_PER_PAGE;
  return Math.min(MAX_PER_PAGE, Math.max(1, Math.trunc(perPage)));
}

/**
 * Reads a point in time from `X-SiitApi-Reset` or `Retry-After`, as milliseconds since the epoch.
 * The header's unit is not documented, so every plausible form is accepted: an epoch in seconds
 * (> 1e9) or milliseconds (> 1e12), a number of seconds from now, or an HTTP date.
 */
export function parseResumeAt(value: string | undefined, now: number): number | undefined {
  if (value === undefined || value.trim() === "") return undefined;
  const text = value.trim();
  if (/^\d+(\.\d+)?$/.test(text)) {
    const n = Number(text);
    if (n > 1e12) return n;
    if (n > 1e9) return n * 1000;
    return now + n * 1000;
  }
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : date;
}
