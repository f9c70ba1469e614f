// Argument schemas shared by the commands: dates, pages, statuses, booleans, `none`, lists, audience matchers.
import { z } from "zod";
import { APPLICATION_STATUSES, clampPerPage, MAX_PER_PAGE } from "../api/limits.ts";
import type { AudienceMatcher } from "../api/schemas.ts";

/**
 * `T` of the grammar: an ISO 8601 date-time (any offset), or a date `YYYY-MM-DD` meaning its start
 * in UTC; normalised to `YYYY-MM-DDThh:mm:ssZ`.
 */
export const dateTimeArg = z.string().transform((raw, ctx) => {
  const text = raw.trim();
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(text);
  const dateTime = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/i.test(text);
  const time = dateOnly ? Date.parse(`${text}T00:00:00Z`) : Date.parse(text.replace(" ", "T"));
  const hasZone = /(Z|[+-]\d{2}:?\d{2})$/i.test(text);
  if ((!dateOnly && !dateTime) || Number.isNaN(time)) {
    ctx.addIssue({ code: "custom", message: `"${raw}" is not a date (YYYY-MM-DD) or an ISO 8601 date-time` });
    return z.NEVER;
  }
  // A date-time without an offset is read as UTC, as the API's own timestamps are.
  const utc = dateOnly || hasZone ? time : Date.parse(`${text.replace(" ", "T")}Z`);
  return new Date(utc).toISOString().replace(/\.\d{3}Z$/, "Z");
});

/** `--page N`: a whole number ≥ 1. */
export const pageArg = z
  .string()
  .regex(/^\d+$/, "must be a whole number ≥ 1")
  .transform(Number)
  .refine((n) => n >= 1, "must be a whole number ≥ 1");

/** `--per-page N`: a whole number, clamped to 1…50. */
export const perPageArg = z
  .string()
  .regex(/^-?\d+$/, `must be a whole number (1 to ${MAX_PER_PAGE})`)
  .transform((raw) => clampPerPage(Number(raw)));

/** `--status S[,S…]`: application statuses; anything else names the allowed values. */
export const statusesArg = z.string().transform((raw, ctx) => {
  const values = raw
    .split(",")
    .map((value) => value.trim().toLowerCase())
    .filter((value) => value !== "");
  const allowed: readonly string[] = APPLICATION_STATUSES;
  const bad = values.find((value) => !allowed.includes(value));
  if (bad !== undefined || values.length === 0) {
    ctx.addIssue({ code: "custom", message: `"${bad ?? raw}" is not one of ${APPLICATION_STATUSES.join(", ")}` });
    return z.NEVER;
  }
  return [...new Set(values)] as Array<(typeof APPLICATION_STATUSES)[number]>;
});

/** `true` or `false`. */
export const booleanArg = z
  .string()
  .transform((raw) => raw.trim().toLowerCase())
  .refine((raw) => raw === "true" || raw === "false", "must be true or false")
  .transform((raw) => raw === "true");

/** A value that `none` clears: `none` becomes null. */
export const noneOr = <T extends z.ZodType<unknown, string>>(schema: T) =>
  z.string().pipe(z.union([z.literal("none").transform(() => null), schema]));

/** A non-empty identifier (a UID, a friendly id, a mention). */
export const idArg = z.string().trim().min(1, "must not be empty");

/** `A,B,C`: a list of non-empty words. */
export const listArg = z.string().transform((raw, ctx) => {
  const values = raw
    .split(",")
    .map((value) => value.trim())
    .filter((value) => value !== "");
  if (values.length === 0) {
    ctx.addIssue({ code: "custom", message: "must name at least one" });
    return z.NEVER;
  }
  return values;
});

/**
 * `MATCHERS`: `data_point comparator value[|value…]`, several joined by `;`, such as
 * `contract_type = full_time|part_time; country = FR`. `none` gives no matcher at all.
 */
export const audienceArg = z.string().transform((raw, ctx) => {
  if (raw.trim().toLowerCase() === "none") return { matchers: [] as AudienceMatcher[] };
  const matchers: AudienceMatcher[] = [];
  for (const part of raw.split(";").map((piece) => piece.trim())) {
    if (part === "") continue;
    const match = /^(\S+)\s+(\S+)\s+(.+)$/.exec(part);
    if (!match) {
      ctx.addIssue({ code: "custom", message: `"${part}" is not "data_point comparator value[|value…]"` });
      return z.NEVER;
    }
    const [, dataPoint, comparator, values] = match as unknown as [string, string, string, string];
    matchers.push({
      data_point: dataPoint,
      comparator,
      values: values
        .split("|")
        .map((value) => value.trim())
        .filter((value) => value !== ""),
    });
  }
  if (matchers.length === 0) {
    ctx.addIssue({ code: "custom", message: 'give matchers like "country = FR", or none' });
    return z.NEVER;
  }
  return { matchers };
});

/** The flags of every list command. */
export const LIST_FLAGS = [
  { name: "created-after", takesValue: true },
  { name: "created-before", takesValue: true },
  { name: "updated-after", takesValue: true },
  { name: "updated-before", takesValue: true },
  { name: "page", takesValue: true },
  { name: "per-page", takesValue: true },
] as const;

/** The schema of the list flags, to extend per command. */
export const listArgsShape = {
  "created-after": dateTimeArg.optional(),
  "created-before": dateTimeArg.optional(),
  "updated-after": dateTimeArg.optional(),
  "updated-before": dateTimeArg.optional(),
  page: pageArg.optional(),
  "per-page": perPageArg.optional(),
};

/** The client's list query from parsed list flags. */
export function listQuery(args: {
  "created-after"?: string | undefined;
  "created-before"?: string | undefined;
  "updated-after"?: string | undefined;
  "updated-before"?: string | undefined;
  page?: number | undefined;
  "per-page"?: number | undefined;
}) {
  return {
    ...(args["created-after"] ? { createdAfter: args["created-after"] } : {}),
    ...(args["created-before"] ? { createdBefore: args["created-before"] } : {}),
    ...(args["updated-after"] ? { updatedAfter: args["updated-after"] } : {}),
    ...(args["updated-before"] ? { updatedBefore: args["updated-before"] } : {}),
    ...(args.page ? { page: args.page } : {}),
    ...(args["per-page"] ? { perPage: args["per-page"] } : {}),
  };
}
