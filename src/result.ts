// The one result type of deskbot: a value, or the error that stands in its place; errors are values, never thrown.

/** What an operation that can fail returns. */
export type Result<T, E> = { ok: true; value: T } | { ok: false; error: E };

export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
export const fail = <E>(error: E): { ok: false; error: E } => ({ ok: false, error });
