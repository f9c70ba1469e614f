// The filters every list endpoint takes, defined once: the option a person types, the query parameter the API reads.

/**
 * Each filter: `option` is what a person types (`--created-after`), `query` the parameter sent,
 * `value` the usage line's placeholder. The team-inbox list takes the same names as the
 * applications list (the API reference describes its filters without naming them: docs/api.md).
 */
export const LIST_FILTERS = {
  createdAfter: { option: "created-after", query: "created_after", value: "T", kind: "datetime" },
  createdBefore: { option: "created-before", query: "created_before", value: "T", kind: "datetime" },
  updatedAfter: { option: "updated-after", query: "updated_after", value: "T", kind: "datetime" },
  updatedBefore: { option: "updated-before", query: "updated_before", value: "T", kind: "datetime" },
  page: { option: "page", query: "page", value: "N", kind: "page" },
  perPage: { option: "per-page", query: "per_page", value: "N", kind: "perPage" },
} as const;

export type ListFilterKey = keyof typeof LIST_FILTERS;

/** Filters of one list call; date-times are ISO 8601, pages whole numbers. */
export type ListQuery = {
  [K in ListFilterKey]?: (typeof LIST_FILTERS)[K]["kind"] extends "datetime" ? string : number;
};

/** The free-text search of GET /v1/team_inboxes (not named by the API reference: docs/api.md). */
export const TEAM_INBOX_SEARCH_PARAM = "search";

/** The status filter of GET /v1/applications, repeated once per status. */
export const APPLICATION_STATUS_PARAM = "status_in[]";

/** The query string of a list call's filters; filters left out are not sent. */
export function listParams(query: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, filter] of Object.entries(LIST_FILTERS)) {
    const value = query[key as ListFilterKey];
    if (value !== undefined) params.set(filter.query, String(value));
  }
  return params;
}
