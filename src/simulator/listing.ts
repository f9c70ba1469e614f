// List endpoints: query parameters read and checked, date filters, the order, and pages with `meta` and links.
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from "../api/limits.ts";
import { fail, ok, type Result } from "../result.ts";
import type { Problem } from "./validation.ts";

/** The filters and paging shared by the list endpoints. */
export interface ListParams {
  createdAfter?: number;
  createdBefore?: number;
  updatedAfter?: number;
  updatedBefore?: number;
  page: number;
  perPage: number;
}

interface Dated {
  uid: string;
  created_at?: string | null;
  updated_at?: string | null;
}

/** Reads the shared list parameters from a query, or names the first bad one. */
export function readListParams(query: URLSearchParams): Result<ListParams, Problem> {
  const value: ListParams = { page: 1, perPage: DEFAULT_PER_PAGE };
  const dates = [
    ["created_after", "createdAfter"],
    ["created_before", "createdBefore"],
    ["updated_after", "updatedAfter"],
    ["updated_before", "updatedBefore"],
  ] as const;
  for (const [name, key] of dates) {
    const raw = query.get(name);
    if (raw === null) continue;
    const time = Date.parse(raw);
    if (!/^\d{4}-\d{2}-\d{2}/.test(raw) || Number.isNaN(time)) {
      return fail({ field: name, message: `"${raw}" is not an ISO 8601 date-time` });
    }
    value[key] = time;
  }
  for (const [name, key] of [
    ["page", "page"],
    ["per_page", "perPage"],
  ] as const) {
    const raw = query.get(name);
    if (raw === null) continue;
    if (!/^\d+$/.test(raw) || Number(raw) < 1) {
      return fail({ field: name, message: `"${raw}" is not a whole number ≥ 1` });
    }
    value[key] = Number(raw);
  }
  value.perPage = Math.min(value.perPage, MAX_PER_PAGE);
  return ok(value);
}

/** One page of `records` after the date filters, oldest first, as `{ meta, results }`. */
export function listPage<T extends Dated, R>(
  records: T[],
  params: ListParams,
  link: (page: number) => string,
  present: (record: T) => R,
): { status: number; body: unknown } {
  const time = (value: string | null | undefined) => (value ? Date.parse(value) : Number.NaN);
  const kept = records
    .filter((record) => {
      const createdAt = time(record.created_at);
      const updatedAt = time(record.updated_at);
      if (params.createdAfter !== undefined && !(createdAt > params.createdAfter)) return false;
      if (params.createdBefore !== undefined && !(createdAt < params.createdBefore)) return false;
      if (params.updatedAfter !== undefined && !(updatedAt > params.updatedAfter)) return false;
      if (params.updatedBefore !== undefined && !(updatedAt < params.updatedBefore)) return false;
      return true;
    })
    .sort((a, b) => time(a.created_at) - time(b.created_at) || a.uid.localeCompare(b.uid));
  const start = (params.page - 1) * params.perPage;
  const results = kept.slice(start, start + params.perPage).map(present);
  const lastPage = Math.max(1, Math.ceil(kept.length / params.perPage));
  return {
    status: 200,
    body: {
      meta: {
        count: results.length,
        total: kept.length,
        current_page: params.page,
        per_page: params.perPage,
        next_page_link: params.page < lastPage ? link(params.page + 1) : null,
        previous_page_link: params.page > 1 ? link(Math.min(params.page - 1, lastPage)) : null,
      },
      results,
    },
  };
}
