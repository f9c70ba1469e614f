// Runs the deskbot command as a person would: in this process against src/ (its arguments, environment, working directory and standard streams given), or as a process of its own where a test needs one.
import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { once } from "node:events";
import { createRequire } from "node:module";
import { PassThrough, Writable } from "node:stream";
import { fileURLToPath, pathToFileURL } from "node:url";
import { onTestFinished } from "vitest";
import { runDeskbot } from "../../src/cli/run.ts";

/** The built command, as npm installs it: only the build's smoke test runs it. */
const BIN = fileURLToPath(new URL("../../bin/deskbot.js", import.meta.url));
/** The sources' entry, run through the tsx loader by the tests that need a process of its own. */
const SOURCE_MAIN = fileURLToPath(new URL("../../src/main.ts", import.meta.url));
/** tsx's loader by its file URL: a child in another working directory still finds it. */
const TSX = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;

/** An environment without any deskbot, Slack or Teams variable of the machine, in English, plus `extra`. */
export function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (!/^(DESK_|SLACK_|MICROSOFT_|TEAMS_|PORT$|HOST$|LOG_LEVEL$)/.test(name)) env[name] = value;
  }
  // English unless a test says otherwise: the console reads the terminal's LANG.
  return { ...env, LANG: "C.UTF-8", ...extra };
}

/**
 * What a run writes to one of its standard streams, as text; `until` waits for some of it.
 * `isTTY` makes it a terminal (readline then edits lines, keeps history and turns Ctrl-C into SIGINT).
 */
export class Capture extends Writable {
  text = "";
  isTTY?: boolean;
  columns?: number;

  constructor(options: { terminal?: boolean; onWrite?: (text: string) => void } = {}) {
    super({ decodeStrings: false });
    if (options.terminal) {
      this.isTTY = true;
      this.columns = 120;
    }
    this.onWrite = options.onWrite;
  }

  private readonly onWrite: ((text: string) => void) | undefined;

  override _write(chunk: string | Buffer, _encoding: BufferEncoding, done: () => void): void {
    const text = typeof chunk === "string" ? chunk : chunk.toString("utf8");
    this.text += text;
    this.onWrite?.(text);
    this.emit("text");
    done();
  }

  /** Resolves once the text holds `text` at least `times` times. */
  async until(text: string, times = 1): Promise<void> {
    while (this.text.split(text).length - 1 < times) await once(this, "text");
  }
}

/** A terminal's keyboard: what is typed reaches the run as a TTY's input would. */
class Keyboard extends PassThrough {
  readonly isTTY = true;
  setRawMode(): this {
    return this;
  }
}

export interface CliOptions {
  env?: NodeJS.ProcessEnv;
  /** Standard input, whole (ended after it); not with `terminal`. */
  input?: string;
  /** The working directory (the repository's when absent), where `.env` and `./data` are. */
  cwd?: string;
  /** Standard input, output and error are a terminal; `screen` shows both outputs in the order written. */
  terminal?: boolean;
}

/** A run of `deskbot ARGS` under way in this process. */
export interface CliRun {
  stdin: PassThrough;
  stdout: Capture;
  stderr: Capture;
  /** Standard output and error together, as a terminal shows them. */
  screen: Capture;
  /** What `deskbot` does on SIGINT or SIGTERM: `serve` and `simulator` stop. */
  stop(): void;
  /** The exit status, once the run ends. */
  status: Promise<number>;
}

/** Starts `deskbot ARGS` in this process, against the sources; stopped (and its input ended) after the test if still running. */
export function openCli(args: string[], options: CliOptions = {}): CliRun {
  const screen = new Capture({ terminal: options.terminal === true });
  const write = (text: string) => void screen.write(text);
  const stdout = new Capture({ terminal: options.terminal === true, onWrite: write });
  const stderr = new Capture({ terminal: options.terminal === true, onWrite: write });
  const stdin = options.terminal ? new Keyboard() : new PassThrough();
  if (!options.terminal) stdin.end(options.input ?? "");
  let stop = () => {};
  const stopped = new Promise<void>((resolve) => {
    stop = resolve;
  });
  const status = runDeskbot({
    argv: args,
    env: options.env ?? cleanEnv(),
    cwd: options.cwd ?? process.cwd(),
    stdin,
    stdout,
    stderr,
    untilStopped: () => stopped,
  });
  let ended = false;
  void status.finally(() => {
    ended = true;
  });
  onTestFinished(async () => {
    if (ended) return;
    stop();
    stdin.end();
    await status;
  });
  return { stdin, stdout, stderr, screen, stop, status };
}

/** Runs `deskbot ARGS` to the end in this process, against the sources, with `input` on standard input. */
export async function runCli(
  args: string[],
  options: CliOptions = {},
): Promise<{ status: number; stdout: string; stderr: string }> {
  const run = openCli(args, options);
  const status = await run.status;
  return { status, stdout: run.stdout.text, stderr: run.stderr.text };
}

/** Starts `deskbot ARGS` as a process of its own (the sources through tsx), for signals; killed after the test if still running. */
export function startCli(
  args: string[],
  env: NodeJS.ProcessEnv = cleanEnv(),
  cwd?: string,
): ChildProcessWithoutNullStreams {
  return started(spawn(process.execPath, ["--import", TSX, SOURCE_MAIN, ...args], { env, ...(cwd ? { cwd } : {}) }));
}

/** Runs the built `bin/deskbot.js ARGS` to the end, as npm installs it: the build's smoke test. */
export async function runBin(
  args: string[],
  env: NodeJS.ProcessEnv = cleanEnv(),
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const child = started(spawn(process.execPath, [BIN, ...args], { env }));
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => {
    stdout += chunk.toString("utf8");
  });
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString("utf8");
  });
  child.stdin.end();
  const [status] = (await once(child, "close")) as [number | null];
  return { status, stdout, stderr };
}

function started(child: ChildProcessWithoutNullStreams): ChildProcessWithoutNullStreams {
  onTestFinished(() => {
    if (child.exitCode === null) child.kill();
  });
  return child;
}

/** The first line a run prints on standard output, once it has printed it. */
export async function firstLine(run: CliRun): Promise<string> {
  await run.stdout.until("\n");
  return run.stdout.text.slice(0, run.stdout.text.indexOf("\n"));
}
