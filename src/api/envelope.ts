// Unwraps API bodies, wrapped in `result` or bare (docs/api.md), and validates them against a schema.
import type { z } from "zod";
import { t } from "../messages/translate.ts";
import { fail, ok } from "../result.ts";
import type { ApiResult } from "./errors.ts";
import { type Page, PageMetaSchema } from "./schemas.ts";

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The record inside `{ result: record }`, or the body itself when it came bare. */
export function unwrapRecord(body: unknown): unknown {
  return isObject(body) && isObject(body.result) ? body.result : body;
}

/**
 * The `{ meta, results }` of a list body, accepting `{ meta, results }`, `{ result: { meta, results } }`,
 * `{ meta, result: [...] }` and a bare array (whose meta is then that one page).
 */
export function unwrapList(body: unknown): { meta: unknown; results: unknown } {
  if (Array.isArray(body)) return { meta: singlePageMeta(body.length), results: body };
  if (!isObject(body)) return { meta: undefined, results: undefined };
  if (isObject(body.result) && "results" in body.result) return unwrapList(body.result);
  const results = "results" in body ? body.results : body.result;
  const meta = body.meta ?? (Array.isArray(results) ? singlePageMeta(results.length) : undefined);
  return { meta, results };
}

function singlePageMeta(count: number) {
  return { count, total: count, current_page: 1, per_page: count };
}

/** Validates a record; a body that breaks the schema becomes an `invalid_response` naming the field. */
export function decodeRecord<S extends z.ZodType>(schema: S, body: unknown, call: string): ApiResult<z.infer<S>> {
  return decode(schema, unwrapRecord(body), call, "");
}

/** Validates one page of a list. */
export function decodePage<S extends z.ZodType>(
  itemSchema: S,
  body: unknown,
  call: string,
): ApiResult<Page<z.infer<S>>> {
  const { meta, results } = unwrapList(body);
  const decodedMeta = decode(PageMetaSchema, meta, call, "meta");
  if (!decodedMeta.ok) return decodedMeta;
  if (!Array.isArray(results)) return invalid(call, "results", t("api.shape.notList"));
  const items: z.infer<S>[] = [];
  for (const [index, item] of results.entries()) {
    const decoded = decode(itemSchema, item, call, `results.${index}`);
    if (!decoded.ok) return decoded;
    items.push(decoded.value);
  }
  return ok({ meta: decodedMeta.value, results: items });
}

function decode<S extends z.ZodType>(schema: S, value: unknown, call: string, prefix: string): ApiResult<z.infer<S>> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return ok(parsed.data);
  const issue = parsed.error.issues[0];
  const path = [prefix, ...(issue?.path ?? []).map(String)].filter((part) => part !== "").join(".");
  return invalid(call, path || "(body)", issue?.message ?? t("api.shape.invalid"));
}

function invalid(call: string, field: string, problem: string): ApiResult<never> {
  return fail({
    kind: "invalid_response",
    error: t("api.shape.error", { field, problem }),
    troubleshoot: t("api.shape.troubleshoot"),
    retryable: false,
    field,
    call,
  });
}
