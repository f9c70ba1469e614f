// `deskbot directory import FILE` and `deskbot directory clear`: the directory of platform users, for operators.
import { readFile } from "node:fs/promises";
import { basename } from "node:path";
import { systemClock } from "../clock.ts";
import type { Config } from "../config.ts";
import { AuditWriter } from "../core/audit-log.ts";
import { parseDirectoryFile } from "../directory/parse.ts";
import { createLogger } from "../log.ts";
import { openStore } from "../store/open-store.ts";
import type { Store } from "../store/ports.ts";
import { DIRECTORY } from "./commands.ts";
import { operatorName } from "./operator.ts";
import { readArguments, usageOf } from "./options.ts";
import { UsageError } from "./usage-error.ts";

/** Runs `directory import FILE` or `directory clear`; resolves to the exit status (0 done, 1 refused). */
export async function runDirectoryCommand(argv: string[], config: Config): Promise<number> {
  const { words, values } = readArguments(DIRECTORY, argv);
  const [action, file, ...extra] = words;
  const valid = (action === "import" && file !== undefined && extra.length === 0) || (action === "clear" && !file);
  if (!valid) throw new UsageError(`usage: ${usageOf(DIRECTORY)}`);
  let text: string | undefined;
  if (action === "import") {
    try {
      text = await readFile(file as string, "utf8");
    } catch (error) {
      process.stderr.write(`deskbot: cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}\n`);
      return 1;
    }
  }
  const store = await openStore(config.store, { logger: createLogger("silent") });
  try {
    const options = { dryRun: values["dry-run"] === true, force: values.force === true };
    return text === undefined ? await clear(store) : await importFile(store, file as string, text, options);
  } finally {
    await store.close();
  }
}

/** An import that would remove more than this share of the directory stops, unless --force: a partial export is a mistake more often than a purge. */
const REMOVAL_GUARD = 1 / 5;

async function importFile(
  store: Store,
  file: string,
  text: string,
  options: { dryRun: boolean; force: boolean },
): Promise<number> {
  const parsed = parseDirectoryFile(file, text);
  if (!parsed.ok) {
    process.stderr.write(`deskbot: ${basename(file)} was not imported: nothing changed.\n`);
    for (const problem of parsed.error.slice(0, 50)) process.stderr.write(`  ${problem}\n`);
    if (parsed.error.length > 50) process.stderr.write(`  …and ${parsed.error.length - 50} more\n`);
    return 1;
  }
  const preview = await store.previewDirectory(parsed.value);
  const before = preview.people - preview.added + preview.removed;
  if (options.dryRun) {
    process.stdout.write(
      `Dry run of ${basename(file)}: ${preview.people} people: ${preview.added} would be added, ${preview.changed} changed, ${preview.removed} removed. Nothing was changed.\n`,
    );
    return 0;
  }
  if (!options.force && before > 0 && preview.removed > before * REMOVAL_GUARD) {
    process.stderr.write(
      `deskbot: ${basename(file)} was not imported: it would remove ${preview.removed} of the directory's ${before} people (more than a fifth). Is it a partial export? Check with --dry-run; to remove them all the same, import it with --force.\n`,
    );
    return 1;
  }
  const changes = await store.replaceDirectory(parsed.value, basename(file));
  const summary = `${changes.people} people: ${changes.added} added, ${changes.changed} changed, ${changes.removed} removed`;
  await audit(store, "directory import", `directory import ${basename(file)}`, summary);
  process.stdout.write(`Imported ${basename(file)}: ${summary}.\n`);
  const { sharedEmails } = await store.directoryStatus();
  if (sharedEmails > 0) {
    const them = sharedEmails === 1 ? "it" : "them";
    process.stdout.write(
      `Note: ${sharedEmails} e-mail${sharedEmails === 1 ? " is" : "s are"} on more than one person; nobody is linked by ${them} (an admin links those people with link).\n`,
    );
  }
  return 0;
}

async function clear(store: Store): Promise<number> {
  const removed = await store.clearDirectory();
  await audit(store, "directory clear", "directory clear", `${removed} people removed`);
  process.stdout.write(`The directory is cleared: ${removed} people removed. Links already made stay.\n`);
  return 0;
}

/** The audit log names the operator's account, as the console does for its user. */
function audit(store: Store, command: string, text: string, detail: string): Promise<void> {
  const entry = { platform: "console" as const, chatUserId: operatorName(), command, text, outcome: "ok" as const };
  return new AuditWriter(store, systemClock).write({ ...entry, detail });
}
