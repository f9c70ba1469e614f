// Runs the deskbot command as a person would: a child process of `node bin/deskbot.js`.
import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { once } from "node:events";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { onTestFinished } from "vitest";

export const BIN = fileURLToPath(new URL("../../bin/deskbot.js", import.meta.url));

/** An environment without any deskbot, Slack or Teams variable of the machine, in English, plus `extra`. */
export function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (!/^(DESK_|SLACK_|MICROSOFT_|TEAMS_|PORT$|HOST$|LOG_LEVEL$)/.test(name)) env[name] = value;
  }
  // English unless a test says otherwise: the console reads the terminal's LANG.
  return { ...env, LANG: "C.UTF-8", ...extra };
}

/** Starts `deskbot ARGS`; killed after the test if still running. */
export function startCli(
  args: string[],
  env: NodeJS.ProcessEnv = cleanEnv(),
  cwd?: string,
): ChildProcessWithoutNullStreams {
  const child = spawn(process.execPath, [BIN, ...args], { env, ...(cwd ? { cwd } : {}) });
  onTestFinished(() => {
    if (child.exitCode === null) child.kill();
  });
  return child;
}

/** The first line the process prints on standard output. */
export async function firstLine(child: ChildProcessWithoutNullStreams): Promise<string> {
  const lines = createInterface({ input: child.stdout });
  const [line] = (await once(lines, "line")) as [string];
  lines.close();
  return line;
}

/** Runs `deskbot ARGS` to the end, with `input` on standard input. */
export async function runCli(
  args: string[],
  options: { env?: NodeJS.ProcessEnv; input?: string; cwd?: string } = {},
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const child = startCli(args, options.env ?? cleanEnv(), options.cwd);
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => {
    stdout += chunk.toString("utf8");
  });
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString("utf8");
  });
  child.stdin.end(options.input ?? "");
  const [status] = (await once(child, "close")) as [number | null];
  return { status, stdout, stderr };
}
