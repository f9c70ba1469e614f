// The deskbot CLI as a function of its I/O: `serve`, `chat`, `simulator`, `directory`, `manifest`, `doctor`, `demo`; with no subcommand, what `npm start` should do.
import { readFileSync } from "node:fs";
import { isAbsolute, resolve } from "node:path";
import { parse as parseDotenv } from "dotenv";
import { type Config, loadConfig } from "../config.ts";
import { redactUrls } from "../log.ts";
import { CHAT, DEMO, DIRECTORY, DOCTOR, MANIFEST, SERVE, SIMULATOR, SUBCOMMANDS } from "./commands.ts";
import { type CliIo, ExitError } from "./io.ts";
import { helpOf, readOptions, usageOf, wantsHelp } from "./options.ts";
import { UsageError } from "./usage-error.ts";

/** `deskbot --help`: every subcommand's usage, from their declarations. */
function mainHelp(): string {
  return [
    "deskbot: your IT service desk in Slack and Microsoft Teams.",
    "",
    "usage: deskbot <command> [options]    (deskbot <command> --help for one command)",
    "",
    "commands:",
    ...SUBCOMMANDS.map((command) => `  ${command.name.padEnd(10)} ${usageOf(command)}`),
    "",
    "With no command: serve when Slack or Teams credentials are configured, otherwise the console",
    "against the built-in simulator with demo data. Configuration: environment variables or .env",
    "(see .env.example). deskbot --version prints the version.",
  ].join("\n");
}

/** The version in package.json (two folders up from both src/cli/ and dist/cli/). */
function version(): string {
  const manifest = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
    version: string;
  };
  return manifest.version;
}

/**
 * The run's environment with `.env` (in its working directory) under it: a variable already set
 * wins, as dotenv's own `config` does. A copy: neither the given environment nor `process.env` changes.
 */
function withDotenv(io: CliIo): CliIo {
  let file: Record<string, string> = {};
  try {
    file = parseDotenv(readFileSync(resolve(io.cwd, ".env")));
  } catch {
    // No .env (or none readable): the environment alone, as dotenv's `config` has it.
  }
  return { ...io, env: { ...file, ...io.env } };
}

/** The configuration, its SQLite file read from the run's working directory; or the run ends (1) with one line per bad variable. */
function configOrExit(io: CliIo): Config {
  const result = loadConfig(io.env);
  if (!result.ok) {
    for (const line of result.error) io.stderr.write(`deskbot: ${line}\n`);
    throw new ExitError(1);
  }
  const { store } = result.value;
  if (store.kind !== "sqlite" || store.path === ":memory:" || store.path === "" || isAbsolute(store.path))
    return result.value;
  return { ...result.value, store: { kind: "sqlite", path: resolve(io.cwd, store.path) } };
}

// Each subcommand's module is loaded only when it runs: the console never loads Bolt or botbuilder.
const runServe = async (config: Config, io: CliIo) => (await import("./serve-command.ts")).runServeCommand(config, io);
const runChat = async (argv: string[], config: Config, io: CliIo) =>
  (await import("./chat-command.ts")).runChatCommand(argv, config, io);

async function dispatch(given: CliIo): Promise<number> {
  const [command, ...rest] = given.argv;
  const subcommand = SUBCOMMANDS.find((candidate) => candidate.name === command);
  if (subcommand && wantsHelp(rest)) {
    given.stdout.write(`${helpOf(subcommand)}\n`);
    return 0;
  }
  const io = withDotenv(given);
  switch (command) {
    case "--help":
    case "-h":
    case "help":
      io.stdout.write(`${mainHelp()}\n`);
      return 0;
    case "--version":
    case "-v":
      io.stdout.write(`${version()}\n`);
      return 0;
    case SIMULATOR.name:
      return (await import("./simulator-command.ts")).runSimulatorCommand(rest, io);
    case SERVE.name:
      readOptions(SERVE, rest);
      return runServe(configOrExit(io), io);
    case CHAT.name:
      return runChat(rest, configOrExit(io), io);
    case DIRECTORY.name:
      return (await import("./directory-command.ts")).runDirectoryCommand(rest, configOrExit(io), io);
    case DOCTOR.name:
      return (await import("./doctor-command.ts")).runDoctorCommand(rest, configOrExit(io), io);
    case MANIFEST.name:
      return (await import("./manifest-command.ts")).runManifestCommand(rest, io);
    case DEMO.name:
      return (await import("./demo-command.ts")).runDemoCommand(rest, configOrExit(io), io);
    case undefined: {
      // `npm start`: serve the configured platforms, or the console against the demo.
      const config = configOrExit(io);
      if (config.slack || config.teams) return runServe(config, io);
      return runChat([], config, io);
    }
    default:
      io.stderr.write(`deskbot: unknown command "${command}"\n\n${mainHelp()}\n`);
      return 2;
  }
}

/**
 * Runs `deskbot ARGV` against `io` and resolves to its exit status (0 done, 1 failed, 2 bad usage,
 * 130 Ctrl-C at the console's prompt); it never ends the process. A failure is said in one line
 * on standard error, any URL in it without its credentials.
 */
export async function runDeskbot(io: CliIo): Promise<number> {
  try {
    return await dispatch(io);
  } catch (error) {
    if (error instanceof ExitError) return error.status;
    // A failure's message may quote a URL (a driver's error): never with its credentials.
    io.stderr.write(`deskbot: ${redactUrls(error instanceof Error ? error.message : String(error))}\n`);
    return error instanceof UsageError ? 2 : 1;
  }
}
