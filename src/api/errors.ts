// The one error type of the API client: errors are values, returned, never thrown across the boundary.

import { t } from "../messages/translate.ts";
import type { Result } from "../result.ts";

/** What went wrong, in the client's words. */
export type ApiErrorKind =
  /** The API answered with a non-success status. */
  | "http"
  /** No answer in time. */
  | "timeout"
  /** The connection failed. */
  | "network"
  /** The API answered 2xx with a body that breaks the record's shape. */
  | "invalid_response"
  /** Never sent: deskbot stopped while the call waited for the budget. */
  | "not_sent"
  /** Never sent: a uid that cannot be a segment of the call's path (`.`, `..`, a `/` or `\`). */
  | "bad_segment";

/** A failed API call. `error` and `troubleshoot` are the API's own texts when it sent them. */
export interface ApiError {
  readonly kind: ApiErrorKind;
  /** HTTP status, when the API answered. */
  readonly status?: number;
  /** The API's `error`, or the client's short description. */
  readonly error: string;
  /** The API's `troubleshoot`, or the client's advice: what the person can do next. */
  readonly troubleshoot: string;
  /** Whether sending the same call again later could succeed. */
  readonly retryable: boolean;
  /** For a write whose fate is unknown (sent, no answer): it may have been carried out. */
  readonly mayHaveSucceeded?: boolean;
  /** For `invalid_response`: the path of the first offending field, such as `results.3.status`. */
  readonly field?: string;
  /** Method and path of the call, for logs (never the token). */
  readonly call: string;
}

/** The outcome of a client call. */
export type ApiResult<T> = Result<T, ApiError>;

/**
 * Whether an error may say the platform lacks the path altogether (404 or 405): the endpoints beyond
 * the first reference (docs/api.md) are optional. On one that has the path, a 404 can also be an unknown record:
 * the caller decides which.
 */
export const isAbsentPath = (error: ApiError): boolean => error.status === 404 || error.status === 405;

/** The client's own advice for statuses whose body carried none. */
export function defaultTroubleshoot(status: number): string {
  const kind =
    status === 400 || status === 422
      ? "422"
      : [401, 403, 404, 429].includes(status)
        ? String(status)
        : status >= 500
          ? "5xx"
          : "other";
  return t("api.troubleshoot", { status: kind });
}

/** A thrown value's message, for errors the client catches. */
export function describeCause(cause: unknown): string {
  if (cause instanceof Error) {
    const code = (cause as { code?: unknown }).code;
    return typeof code === "string" ? `${code}: ${cause.message}` : cause.message;
  }
  return String(cause);
}
