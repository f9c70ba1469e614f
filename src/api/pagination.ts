// Walks a paginated list page after page, as an async iterator of items (or the error that stopped it).
import type { ApiResult } from "./errors.ts";
import type { Page } from "./schemas.ts";

/**
 * Yields every item of every page from `firstPage` on, stopping after the last page (by `meta`)
 * or an empty page. An error is yielded once, and ends the walk.
 */
export async function* paginate<T>(
  fetchPage: (page: number) => Promise<ApiResult<Page<T>>>,
  firstPage = 1,
): AsyncGenerator<ApiResult<T>> {
  for (let page = firstPage; ; page += 1) {
    const answer = await fetchPage(page);
    if (!answer.ok) {
      yield answer;
      return;
    }
    for (const item of answer.value.results) yield { ok: true, value: item };
    if (answer.value.results.length === 0 || page >= totalPages(answer.value)) return;
  }
}

/** Number of pages a list has, from its meta (at least 1). */
export function totalPages(page: Page<unknown>): number {
  const { total, per_page: perPage } = page.meta;
  return perPage > 0 ? Math.max(1, Math.ceil(total / perPage)) : 1;
}
