// Directory benchmark: `deskbot directory import` of 10,000 people on SQLite and Postgres, beside reading the file alone.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { parseDirectoryFile } from "../src/directory/parse.ts";
import { DESKBOT } from "./processes.ts";
import { fmt } from "./stats.ts";

const PEOPLE = 10_000;

/** An export of `count` people, `changed` of them with a new name. */
function exportOf(count: number, changed = 0): string {
  const rows = Array.from({ length: count }, (_, index) => {
    const name = index < changed ? `Renamed Person ${index}` : `Person ${index}`;
    return `u_${index},person.${index}@acme.example;p${index}@acme.example,"${name}",U${String(index).padStart(8, "0")},${index.toString(16).padStart(8, "0")}-0000-4000-8000-000000000000,Engineering`;
  });
  return ["uid,emails,full_name,slack_user_id,microsoft_entra_ids,department", ...rows, ""].join("\n");
}

/** Seconds that one `deskbot directory import` takes, as an operator runs it (a process of its own). */
function timedImport(file: string, db: string): { seconds: number; summary: string } {
  const start = performance.now();
  const output = execFileSync(process.execPath, [DESKBOT, "directory", "import", file], {
    env: { ...process.env, DESK_DB: db },
    encoding: "utf8",
  });
  return { seconds: (performance.now() - start) / 1000, summary: output.trim() };
}

/** Runs the directory scenario; Postgres when `postgresUrl` is given. Returns its Markdown table. */
export async function runDirectoryBench(postgresUrl: string | undefined): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "deskbot-directory-"));
  const first = join(dir, "people.csv");
  const renamed = join(dir, "people-renamed.csv");
  writeFileSync(first, exportOf(PEOPLE));
  writeFileSync(renamed, exportOf(PEOPLE, 100));
  const parseStart = performance.now();
  const parsed = parseDirectoryFile(first, readFileSync(first, "utf8"));
  const parseSeconds = (performance.now() - parseStart) / 1000;
  if (!parsed.ok) throw new Error(parsed.error.join("\n"));
  const lines = [
    "| store | first import (10,000 added) | same file again (nothing changes) | 100 renamed | reading and checking the file alone |",
    "|---|---|---|---|---|",
  ];
  const stores: Array<[string, string]> = [["SQLite", join(dir, "store.sqlite")]];
  let admin: pg.Client | undefined;
  const database = `deskbot_bench_directory_${Date.now()}`;
  if (postgresUrl) {
    admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    const url = new URL(postgresUrl);
    url.pathname = `/${database}`;
    stores.push(["Postgres", url.toString()]);
  }
  try {
    for (const [name, db] of stores) {
      const runs = [timedImport(first, db), timedImport(first, db), timedImport(renamed, db)];
      lines.push(
        `| ${name} | ${runs.map((run) => `${fmt(run.seconds, 2)} s`).join(" | ")} | ${fmt(parseSeconds, 2)} s (in process) |`,
      );
      lines.push(`|  | ${runs.map((run) => run.summary.replace(/^Imported [^:]+: /, "")).join(" | ")} |  |`);
    }
  } finally {
    if (admin) {
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined);
      await admin.end();
    }
  }
  return [
    `\`npx deskbot directory import\` of ${PEOPLE.toLocaleString("en")} people (CSV, two e-mails, a Slack id and an Entra id each), each run a process of its own, start-up included.`,
    "",
    ...lines,
  ].join("\n");
}
