// The deskbot process: runs the CLI (src/cli/run.ts) on this process's arguments, environment, working directory and standard streams, then exits with its status.
import type { Writable } from "node:stream";
import { runDeskbot } from "./cli/run.ts";

/** Resolves once what was written to `stream` has been handed to the system. */
const flushed = (stream: Writable) => new Promise<void>((resolve) => stream.write("", () => resolve()));

const status = await runDeskbot({
  argv: process.argv.slice(2),
  env: { ...process.env },
  cwd: process.cwd(),
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  // Listened to only by the commands that run until stopped: elsewhere Ctrl-C keeps its default (the process ends).
  untilStopped: () =>
    new Promise((resolve) => {
      process.once("SIGINT", () => resolve());
      process.once("SIGTERM", () => resolve());
    }),
  onUnhandledRejection: (listener) => process.on("unhandledRejection", listener),
});
await flushed(process.stdout);
await flushed(process.stderr);
// Exit now, as the status says: a failure may have left a socket or a timer that would keep the process waiting.
process.exit(status);
