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
  const { words } = readArguments(DIRECTORY, argv);
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
    return text === undefined ? await clear(store) : await importFile(store, file as string, text);
  } finally {
    await store.close();
  }
}

async function importFile(store: Store, file: string, text: string): Promise<number> {
  const parsed = parseDirectoryFile(file, text);
  if (!parsed.ok) {
    process.stderr.write(`deskbot: ${basename(file)} was not imported: nothing changed.\n`);
    for (const problem of parsed.error.slice(0, 50)) process.stderr.write(`  ${problem}\n`);
    if (parsed.error.length > 50) process.stderr.write(`  …and ${parsed.error.length - 50} more\n`);
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
