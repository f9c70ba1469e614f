// Reads an export of the platform's people (CSV or JSON with the User record's field names) into directory people.
import { z } from "zod";
import { fail, ok, type Result } from "../result.ts";
import type { DirectoryPerson } from "../store/people-records.ts";
import { MAX_EMAIL_LENGTH, MAX_ID_LENGTH } from "./bounds.ts";
import { readCsv } from "./csv.ts";

/** Several values in one CSV cell are separated by this. */
const LIST_SEPARATOR = ";";

const identifier = z
  .string()
  .trim()
  .min(1, "is empty")
  .max(MAX_ID_LENGTH, `is over ${MAX_ID_LENGTH} characters`)
  .refine((id) => id.isWellFormed() && !/[\p{Cc}\p{Cf}\s]/u.test(id), "has spaces or control characters");

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(MAX_EMAIL_LENGTH, `is over ${MAX_EMAIL_LENGTH} characters`)
  .regex(/^[^\s@]+@[^\s@]+$/, "is not an e-mail address");

const optionalText = z
  .string()
  .trim()
  .nullish()
  .transform((value) => value || undefined);

/** One person as the file gives them: the User record's field names; others are ignored. */
const PersonSchema = z.object({
  uid: identifier,
  full_name: optionalText,
  emails: z.array(email).default([]),
  slack_user_id: identifier.regex(/^[UW][A-Z0-9]{2,}$/, "is not a Slack user id (U… or W…)").nullish(),
  microsoft_entra_ids: z
    .array(
      identifier.regex(
        /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
        "is not a Microsoft Entra object id (a GUID)",
      ),
    )
    .default([]),
  preferred_language: optionalText,
  /** The platform role (`owner`, `admin`, `it`, `user`…): whose tickets the person may see in chat. */
  role_name: optionalText.transform((value) => value?.toLowerCase()),
});

/** A file that cannot be imported: each problem with its line (CSV) or record (JSON). */
export type DirectoryFileProblems = string[];

/**
 * The people of a directory file, or every problem found (nothing is imported then). `name`
 * decides the format: `.json` is JSON, anything else CSV with a header row.
 */
export function parseDirectoryFile(name: string, text: string): Result<DirectoryPerson[], DirectoryFileProblems> {
  const rows = name.toLowerCase().endsWith(".json") ? jsonRows(text) : csvRows(text);
  if (!rows.ok) return rows;
  const problems: string[] = [];
  const people: DirectoryPerson[] = [];
  const seen = new Map<string, string>();
  for (const { where, record } of rows.value) {
    const parsed = PersonSchema.safeParse(record);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      problems.push(`${where}: ${fieldName(issue?.path[0])} ${issue?.message ?? "is not valid"}`);
      continue;
    }
    const person = parsed.data;
    const first = seen.get(person.uid);
    if (first) {
      problems.push(`${where}: uid ${person.uid} is already on ${first}`);
      continue;
    }
    seen.set(person.uid, where);
    people.push({
      uid: person.uid,
      ...(person.full_name ? { fullName: person.full_name } : {}),
      emails: [...new Set(person.emails)],
      ...(person.slack_user_id ? { slackUserId: person.slack_user_id } : {}),
      entraIds: [...new Set(person.microsoft_entra_ids.map((id) => id.toLowerCase()))],
      ...(person.preferred_language ? { language: person.preferred_language } : {}),
      ...(person.role_name ? { role: person.role_name } : {}),
    });
  }
  return problems.length > 0 ? fail(problems) : ok(people);
}

type Row = { where: string; record: Record<string, unknown> };

function splitList(cell: string | undefined): string[] {
  return (cell ?? "")
    .split(LIST_SEPARATOR)
    .map((part) => part.trim())
    .filter(Boolean);
}

function csvRows(text: string): Result<Row[], DirectoryFileProblems> {
  let records: ReturnType<typeof readCsv>;
  const delimiter = delimiterOf(text);
  try {
    records = readCsv(text, delimiter);
  } catch (error) {
    return fail([(error as Error).message]);
  }
  const [header, ...body] = records;
  if (!header) return fail(["line 1: the file is empty: a header row naming uid, email, … was expected"]);
  const columns = header.fields.map((name) => name.trim().toLowerCase());
  if (!columns.includes("uid"))
    return fail([`line 1: the header has no uid column (its columns were read as separated by "${delimiter}")`]);
  const cell = (fields: string[], name: string) => {
    const index = columns.indexOf(name);
    return index === -1 ? undefined : fields[index];
  };
  return ok(
    body.map(({ line, fields }) => {
      const emails = [...splitList(cell(fields, "emails")), ...splitList(cell(fields, "email"))];
      return {
        where: `line ${line}`,
        record: {
          uid: cell(fields, "uid") ?? "",
          full_name: cell(fields, "full_name"),
          emails,
          slack_user_id: cell(fields, "slack_user_id")?.trim() || undefined,
          microsoft_entra_ids: splitList(cell(fields, "microsoft_entra_ids")),
          preferred_language: cell(fields, "preferred_language"),
          role_name: cell(fields, "role_name"),
        },
      };
    }),
  );
}

function jsonRows(text: string): Result<Row[], DirectoryFileProblems> {
  let data: unknown;
  try {
    data = JSON.parse(text.startsWith("\uFEFF") ? text.slice(1) : text);
  } catch (error) {
    return fail([`the file is not valid JSON: ${(error as Error).message}`]);
  }
  // An array of User records, or the API's list envelope around one.
  const list = Array.isArray(data) ? data : (data as { results?: unknown } | null)?.results;
  if (!Array.isArray(list)) return fail(["the JSON is not an array of User records"]);
  return ok(
    list.map((item, index) => {
      const record = (item && typeof item === "object" ? item : {}) as Record<string, unknown>;
      const emails = [
        ...(Array.isArray(record.emails) ? record.emails : []),
        ...(typeof record.email === "string" ? [record.email] : []),
      ];
      return { where: `record ${index + 1}`, record: { ...record, emails } };
    }),
  );
}

/** A field as the file's reader knows it: `email` for any of the e-mails, `microsoft_entra_ids` for any id. */
function fieldName(key: PropertyKey | undefined): string {
  if (key === undefined) return "the record";
  return key === "emails" ? "email" : String(key);
}

/**
 * The column separator, from the header: `;` when the header has `;` and no `,` (spreadsheets in
 * France and Germany write CSV so), else `,`. A header names columns only, so lists cannot mislead it.
 */
function delimiterOf(text: string): "," | ";" {
  const header = text.replace(/^\uFEFF/, "").split(/\r?\n/, 1)[0] ?? "";
  return header.includes(";") && !header.includes(",") ? ";" : ",";
}
