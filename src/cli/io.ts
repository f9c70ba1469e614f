// What one run of the deskbot command is given of the world: its arguments, environment, working directory, standard streams and the request to stop.
import type { Readable, Writable } from "node:stream";

/** A standard stream, with whether it is a terminal (as node's own say with `isTTY`). */
export type InputStream = Readable & { isTTY?: boolean };
export type OutputStream = Writable & { isTTY?: boolean };

/**
 * Everything a run of the CLI reads and writes outside its own modules. The real process gives
 * its own (`src/main.ts`); tests give strings and buffers, so that a run never reaches the
 * process's globals and a second run in the same process sees nothing of the first.
 */
export interface CliIo {
  /** The arguments after `deskbot`. */
  argv: string[];
  /** The environment, a plain object of its own: `.env` is read into a copy of it, never into `process.env`. */
  env: Readonly<Record<string, string | undefined>>;
  /** The working directory that relative paths are read from: `.env`, `./data/…`, FILE arguments. */
  cwd: string;
  stdin: InputStream;
  stdout: OutputStream;
  stderr: OutputStream;
  /** Resolves when the run is asked to stop (SIGINT or SIGTERM to the process): `serve` and `simulator` run until then. */
  untilStopped(): Promise<void>;
  /**
   * Where `serve` reports a promise that nobody handled, so that it is logged and never ends the
   * process; only the real process has such a hook (a test's run has none to add to).
   */
  onUnhandledRejection?(listener: (reason: unknown) => void): void;
}

/** Ends the run with `status`, what was to be said already written; thrown where a helper cannot return it. */
export class ExitError extends Error {
  override readonly name = "ExitError";

  constructor(readonly status: number) {
    super(`exit ${status}`);
  }
}
