// `deskbot demo reset`: the demo's data removed, so that the next run starts from the demo data again; never while another deskbot has it open, never a real platform's store.
import { existsSync, rmSync } from "node:fs";
import { relative } from "node:path";
import type { Config } from "../config.ts";
import { createLogger } from "../log.ts";
import { DEMO_DIRECTORY_FILE, isDemo } from "../runtime.ts";
import { claimDemo, DemoInUseError, demoFilesOf } from "../simulator/demo-owner.ts";
import { openStore } from "../store/open-store.ts";
import { DEMO } from "./commands.ts";
import type { CliIo } from "./io.ts";
import { readArguments, usageOf } from "./options.ts";
import { UsageError } from "./usage-error.ts";

/** Runs `demo reset`; resolves to the exit status (0 reset, or nothing to reset; 1 refused). */
export async function runDemoCommand(argv: string[], config: Config, io: CliIo): Promise<number> {
  const { words } = readArguments(DEMO, argv);
  if (words.length !== 1 || words[0] !== "reset") throw new UsageError(`usage: ${usageOf(DEMO)}`);
  if (!isDemo(config)) {
    io.stderr.write(
      "deskbot: DESK_API_URL is set: demo reset removes only the demo's data (the built-in simulator's), never the store of a real platform.\n",
    );
    return 1;
  }
  const files = demoFilesOf(config.store);
  if (!files) {
    io.stdout.write("The demo keeps nothing between runs here (DESK_DB is not a SQLite file): nothing to reset.\n");
    return 0;
  }
  let release: () => void;
  try {
    release = claimDemo(files, "demo reset");
  } catch (error) {
    if (!(error instanceof DemoInUseError)) throw error;
    io.stderr.write(`deskbot: cannot reset the demo: ${error.message}\n`);
    return 1;
  }
  try {
    // A store that holds another directory than the demo's is not the demo's to remove.
    const foreign = existsSync(files.store) ? await foreignDirectory(config) : undefined;
    if (foreign) {
      io.stderr.write(
        `deskbot: ${files.store} holds a directory imported from ${foreign}, not the demo's: demo reset leaves it. Remove it yourself if it is only the demo's.\n`,
      );
      return 1;
    }
    const removed = files.data.filter((file) => existsSync(file));
    for (const file of removed) rmSync(file, { force: true });
    const shown = removed.map((file) => relative(io.cwd, file) || file).join(", ");
    io.stdout.write(
      removed.length > 0
        ? `The demo is reset (removed ${shown}): the next run starts from the demo data again.\n`
        : "The demo had no data to remove: the next run starts from the demo data.\n",
    );
    return 0;
  } finally {
    release();
  }
}

/** The file a store's directory was imported from, when it is not the demo's own people (or undefined). */
async function foreignDirectory(config: Config): Promise<string | undefined> {
  const store = await openStore(config.store, { logger: createLogger("silent") });
  try {
    const { people, lastImport } = await store.directoryStatus();
    return people > 0 && lastImport && lastImport.file !== DEMO_DIRECTORY_FILE ? lastImport.file : undefined;
  } finally {
    await store.close();
  }
}
