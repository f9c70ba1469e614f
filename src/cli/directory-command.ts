// `deskbot directory import FILE` and `deskbot directory clear`: the directory of platform users, for operators.
import { readFile } from "node:fs/promises";
import { basename, resolve } from "node:path";
import { systemClock } from "../clock.ts";
import type { Config } from "../config.ts";
import { AuditWriter } from "../core/audit-log.ts";
import { MAX_ID_LENGTH } from "../directory/bounds.ts";
import { parseDirectoryFile } from "../directory/parse.ts";
import { type ReplaceOutcome, replaceGuarded, SYNC_SOURCE, syncDirectory } from "../directory/sync.ts";
import { createLogger } from "../log.ts";
import { type KeptMessage, sayAgain } from "../messages/translate.ts";
import { createRuntime } from "../runtime.ts";
import { openStore } from "../store/open-store.ts";
import type { Store } from "../store/ports.ts";
import { DIRECTORY } from "./commands.ts";
import type { CliIo } from "./io.ts";
import { operatorName } from "./operator.ts";
import { readArguments, usageOf } from "./options.ts";
import { UsageError } from "./usage-error.ts";

/** Runs `directory sync`, `directory import FILE` or `directory clear`; resolves to the exit status (0 done, 1 refused). */
export async function runDirectoryCommand(argv: string[], config: Config, io: CliIo): Promise<number> {
  const { words, values } = readArguments(DIRECTORY, argv);
  const [action, file, ...extra] = words;
  const valid =
    (action === "import" && file !== undefined && extra.length === 0) ||
    ((action === "clear" || action === "sync") && !file);
  if (!valid) throw new UsageError(`usage: ${usageOf(DIRECTORY)}`);
  const options = { dryRun: values["dry-run"] === true, force: values.force === true };
  if (action === "sync") return sync(config, options, io);
  let text: string | undefined;
  if (action === "import") {
    try {
      text = await readFile(resolve(io.cwd, file as string), "utf8");
    } catch (error) {
      io.stderr.write(`deskbot: cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}\n`);
      return 1;
    }
  }
  const store = await openStore(config.store, { logger: createLogger("silent") });
  try {
    return text === undefined ? await clear(store, io) : await importFile(store, file as string, text, options, io);
  } finally {
    await store.close();
  }
}

/** `directory sync`: every person of the platform's people list into the directory, with progress on standard error. */
async function sync(config: Config, options: { dryRun: boolean; force: boolean }, io: CliIo): Promise<number> {
  const runtime = await createRuntime(config, createLogger("silent"), { purpose: "directory sync" });
  try {
    const progress = (read: number, total: number) => io.stderr.write(`Read ${read} of ${total} people…\r`);
    const outcome = await syncDirectory(runtime.api, runtime.store, { ...options, progress });
    io.stderr.write("\n");
    switch (outcome.kind) {
      case "no-people-list":
        io.stderr.write(
          "deskbot: the platform has no people list (GET /v1/users answers 404): export its people and use directory import FILE.\n",
        );
        return 1;
      case "failed":
        io.stderr.write(
          `deskbot: the sync stopped, nothing changed: ${outcome.error.error}. ${outcome.error.troubleshoot}\n`,
        );
        return 1;
      default:
        // Awaited here, inside the try: the report audits and reads the store, which the finally closes.
        return await report(runtime.store, "the platform's people", SYNC_SOURCE, outcome, io);
    }
  } finally {
    await runtime.close();
  }
}

async function importFile(
  store: Store,
  file: string,
  text: string,
  options: { dryRun: boolean; force: boolean },
  io: CliIo,
): Promise<number> {
  const parsed = parseDirectoryFile(file, text);
  if (!parsed.ok) {
    io.stderr.write(`deskbot: ${basename(file)} was not imported: nothing changed.\n`);
    for (const problem of parsed.error.slice(0, 50)) io.stderr.write(`  ${problem}\n`);
    if (parsed.error.length > 50) io.stderr.write(`  …and ${parsed.error.length - 50} more\n`);
    return 1;
  }
  return report(
    store,
    basename(file),
    basename(file),
    await replaceGuarded(store, parsed.value, basename(file), options),
    io,
  );
}

/** Says what a replacement of the directory came to (the preview of a dry run, the guard's refusal, or the changes), and audits a change. */
async function report(store: Store, what: string, source: string, outcome: ReplaceOutcome, io: CliIo): Promise<number> {
  const leftOut = outcome.kind === "too-many-removed" ? 0 : (outcome.leftOut ?? 0);
  if (leftOut > 0)
    io.stderr.write(
      `deskbot: ${leftOut} ${leftOut === 1 ? "person" : "people"} of ${what} left out: a uid over ${MAX_ID_LENGTH} characters, which no directory keeps.\n`,
    );
  if (outcome.kind === "preview") {
    const preview = outcome.changes;
    io.stdout.write(
      `Dry run of ${what}: ${peopleCount(preview.people)}: ${preview.added} would be added, ${preview.changed} changed, ${preview.removed} removed. Nothing was changed.\n`,
    );
    return 0;
  }
  if (outcome.kind === "too-many-removed") {
    io.stderr.write(
      `deskbot: ${what} was not imported: it would remove ${outcome.removed} of the directory's ${outcome.before} people (more than a fifth). Is it a partial export? Check with --dry-run; to remove them all the same, run it again with --force.\n`,
    );
    return 1;
  }
  const changes = outcome.changes;
  const summary = `${peopleCount(changes.people)}: ${changes.added} added, ${changes.changed} changed, ${changes.removed} removed`;
  const command = source === SYNC_SOURCE ? "directory sync" : "directory import";
  const { people, added, changed, removed } = changes;
  const counts: KeptMessage = { key: "directory.changes", values: { added, changed, removed } };
  await audit(store, command, source === SYNC_SOURCE ? command : `directory import ${source}`, {
    key: "audit.directoryReplaced",
    values: { people, changes: counts },
  });
  io.stdout.write(`Imported ${what}: ${summary}.\n`);
  const { sharedEmails } = await store.directoryStatus();
  if (sharedEmails > 0) {
    const them = sharedEmails === 1 ? "it" : "them";
    io.stdout.write(
      `Note: ${sharedEmails} e-mail${sharedEmails === 1 ? " is" : "s are"} on more than one person; nobody is linked by ${them} (an admin links those people with link).\n`,
    );
  }
  return 0;
}

/** `1 person`, `2 people`: a count of people as the audit log says it. */
const peopleCount = (count: number) => `${count} ${count === 1 ? "person" : "people"}`;

async function clear(store: Store, io: CliIo): Promise<number> {
  const removed = await store.clearDirectory();
  await audit(store, "directory clear", "directory clear", { key: "audit.directoryCleared", values: { removed } });
  io.stdout.write(`The directory is cleared: ${peopleCount(removed)} removed. Links already made stay.\n`);
  return 0;
}

/**
 * The audit log names the operator's account, as the console does for its user; what happened is
 * kept as a message, said in each reader's language (its words, here, in the catalogue's own).
 */
function audit(store: Store, command: string, text: string, message: KeptMessage): Promise<void> {
  const entry = { platform: "console" as const, chatUserId: operatorName(), command, text, outcome: "ok" as const };
  return new AuditWriter(store, systemClock).write({ ...entry, detail: sayAgain(message) ?? message.key, message });
}
