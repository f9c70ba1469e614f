// The values of arguments shared by the commands: dates, pages, statuses, booleans, `none`, lists, audience matchers, list options.
import { z } from "zod";
import { APPLICATION_STATUSES, clampPerPage, MAX_PAGE, MAX_PER_PAGE } from "../api/limits.ts";
import { LIST_FILTERS, type ListFilterKey, type ListQuery } from "../api/list-filters.ts";
import type { AudienceMatcher } from "../api/schemas.ts";
import { t } from "../messages/translate.ts";
import { applicationStatusOf } from "./application-statuses.ts";
import { type FlagArgument, meaning, option } from "./arguments.ts";
import type { Meaning } from "./meaning.ts";
import { splitList } from "./mentions.ts";

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
    ctx.addIssue({ code: "custom", message: t("arg.notDate", { value: raw }) });
    return z.NEVER;
  }
  // A date-time without an offset is read as UTC, as the API's own timestamps are.
  const utc = dateOnly || hasZone ? time : Date.parse(`${text.replace(" ", "T")}Z`);
  return new Date(utc).toISOString().replace(/\.\d{3}Z$/, "Z");
});

/** `--page N`: a whole number from 1 to MAX_PAGE. */
export const pageArg = z
  .string()
  .regex(/^\d{1,9}$/, { error: () => t("arg.wholeNumber", { max: String(MAX_PAGE) }) })
  .transform(Number)
  .refine((n) => n >= 1 && n <= MAX_PAGE, { error: () => t("arg.wholeNumber", { max: String(MAX_PAGE) }) });

/** `--per-page N`: a whole number, clamped to 1…50. */
export const perPageArg = z
  .string()
  .regex(/^-?\d+$/, { error: () => t("arg.wholeNumberClamped", { max: MAX_PER_PAGE }) })
  .transform((raw) => clampPerPage(Number(raw)));

/** `--status S[,S…]`: application statuses, as the API's values or as replies show them; anything else names the allowed values. */
export const statusesArg = z.string().transform((raw, ctx) => {
  const words = raw
    .split(",")
    .map((word) => word.trim())
    .filter((word) => word !== "");
  const statuses = words.map(applicationStatusOf);
  const bad = words.find((_, index) => statuses[index] === undefined);
  if (bad !== undefined || words.length === 0) {
    const allowedWords = APPLICATION_STATUSES.join(", ");
    ctx.addIssue({ code: "custom", message: t("arg.notOneOf", { value: bad ?? raw, allowed: allowedWords }) });
    return z.NEVER;
  }
  return [...new Set(statuses.filter((status) => status !== undefined))];
});

/** `true` or `false`. */
export const booleanArg = z
  .string()
  .transform((raw) => raw.trim().toLowerCase())
  .refine((raw) => raw === "true" || raw === "false", { error: () => t("arg.trueOrFalse") })
  .transform((raw) => raw === "true");

/** A value that `none` clears: `none` becomes null. */
export const noneOr = <T extends z.ZodType<unknown, string>>(schema: T) =>
  z.string().pipe(z.union([z.literal("none").transform(() => null), schema]));

/** The longest identifier taken: longer is a mistake, never an id. */
const MAX_ID_LENGTH = 200;

/** A non-empty identifier (a UID, a friendly id, a mention). */
export const idArg = z
  .string()
  .trim()
  .min(1, { error: () => t("arg.empty") })
  .max(MAX_ID_LENGTH, { error: () => t("arg.idTooLong", { max: MAX_ID_LENGTH }) })
  // A lone surrogate or a control character cannot be part of an identifier, nor go into a URL.
  .refine((id) => id.isWellFormed(), { error: () => t("arg.notText") })
  .refine((id) => !/[\p{Cc}\p{Cf}]/u.test(id), { error: () => t("arg.controlCharacters") });

/** `A,B,C`: a list of non-empty words; a comma inside a mention's name (`<@U1|Lovelace, Ada>`) is the name's. */
export const listArg = z.string().transform((raw, ctx) => {
  const values = splitList(raw);
  if (values.length === 0) {
    ctx.addIssue({ code: "custom", message: t("arg.atLeastOne") });
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
    // The values start at a non-space, so the spaces before them are read once (linear, however many).
    const match = /^(\S+)\s+(\S+)\s+(\S.*)$/.exec(part);
    if (!match) {
      ctx.addIssue({ code: "custom", message: t("arg.notMatcher", { value: part }) });
      return z.NEVER;
    }
    const [, dataPoint = "", comparator = "", values = ""] = match;
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
    ctx.addIssue({ code: "custom", message: t("arg.noMatchers") });
    return z.NEVER;
  }
  return { matchers };
});

type SchemaOfKind = { datetime: typeof dateTimeArg; page: typeof pageArg; perPage: typeof perPageArg };
const SCHEMA_OF_KIND: SchemaOfKind = { datetime: dateTimeArg, page: pageArg, perPage: perPageArg };

/** What a list option is in people's words: a date bound, a page, a page's size. */
function meaningOfFilter(name: string): Meaning {
  const date = /^(created|updated)-(after|before)$/.exec(name);
  if (date) return { kind: "date", field: date[1] as "created" | "updated", bound: date[2] as "after" | "before" };
  if (name === "page") return { kind: "count", cue: "words.vocab.page", side: "after", next: "words.vocab.next_page" };
  return { kind: "count", cue: "words.vocab.per_page", side: "before" };
}

/** The options of every list command, from the API's list filters: `--created-after T` … `--per-page N`. */
export const LIST_ARGS = Object.fromEntries(
  Object.entries(LIST_FILTERS).map(([key, filter]) => [
    key,
    meaning(option(filter.option, filter.value, SCHEMA_OF_KIND[filter.kind]), meaningOfFilter(filter.option)),
  ]),
) as {
  [K in ListFilterKey]: FlagArgument<z.ZodOptional<SchemaOfKind[(typeof LIST_FILTERS)[K]["kind"]]>>;
};

/** The client's list query from checked list options (their keys are the query's keys). */
export function listQuery(args: Partial<Record<ListFilterKey, string | number | undefined>>): ListQuery {
  const query: Record<string, string | number> = {};
  for (const key of Object.keys(LIST_FILTERS) as ListFilterKey[]) {
    const value = args[key];
    if (value !== undefined) query[key] = value;
  }
  return query as ListQuery;
}
