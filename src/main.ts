// The deskbot CLI: `serve`, `chat`, `simulator` and `directory`; with no subcommand, what `npm start` should do.
import { readFileSync } from "node:fs";
import { config as loadDotenv } from "dotenv";
import { CHAT, DIRECTORY, DOCTOR, MANIFEST, SERVE, SIMULATOR, SUBCOMMANDS } from "./cli/commands.ts";
import { helpOf, readOptions, usageOf, wantsHelp } from "./cli/options.ts";
import { UsageError } from "./cli/usage-error.ts";
import { type Config, loadConfig } from "./config.ts";
import { redactUrls } from "./log.ts";

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

/** The version in package.json (one folder up from both src/ and dist/). */
function version(): string {
  const manifest = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string };
  return manifest.version;
}

// Each subcommand's module is loaded only when it runs: the console never loads Bolt or botbuilder.
const runServe = async (config: Config) => (await import("./cli/serve-command.ts")).runServeCommand(config);
const runChat = async (argv: string[], config: Config) =>
  (await import("./cli/chat-command.ts")).runChatCommand(argv, config);

/** The configuration, or the process ends with one line per bad variable. */
function configOrExit(): Config {
  const result = loadConfig(process.env);
  if (result.ok) return result.value;
  for (const line of result.error) process.stderr.write(`deskbot: ${line}\n`);
  process.exit(1);
}

async function main(argv: string[]): Promise<number | undefined> {
  const [command, ...rest] = argv;
  const subcommand = SUBCOMMANDS.find((candidate) => candidate.name === command);
  if (subcommand && wantsHelp(rest)) {
    process.stdout.write(`${helpOf(subcommand)}\n`);
    return 0;
  }
  loadDotenv({ quiet: true });
  switch (command) {
    case "--help":
    case "-h":
    case "help":
      process.stdout.write(`${mainHelp()}\n`);
      return 0;
    case "--version":
    case "-v":
      process.stdout.write(`${version()}\n`);
      return 0;
    case SIMULATOR.name:
      await (await import("./cli/simulator-command.ts")).runSimulatorCommand(rest);
      return undefined;
    case SERVE.name:
      readOptions(SERVE, rest);
      await runServe(configOrExit());
      return undefined;
    case CHAT.name:
      return runChat(rest, configOrExit());
    case DIRECTORY.name:
      return (await import("./cli/directory-command.ts")).runDirectoryCommand(rest, configOrExit());
    case DOCTOR.name:
      return (await import("./cli/doctor-command.ts")).runDoctorCommand(rest, configOrExit());
    case MANIFEST.name:
      return (await import("./cli/manifest-command.ts")).runManifestCommand(rest, process.env);
    case undefined: {
      // `npm start`: serve the configured platforms, or the console against the demo.
      const config = configOrExit();
      if (config.slack || config.teams) {
        await runServe(config);
        return undefined;
      }
      return runChat([], config);
    }
    default:
      process.stderr.write(`deskbot: unknown command "${command}"\n\n${mainHelp()}\n`);
      return 2;
  }
}

main(process.argv.slice(2)).then(
  (status) => {
    if (status !== undefined) process.exitCode = status;
  },
  (error: unknown) => {
    // A failure's message may quote a URL (a driver's error): never with its credentials.
    process.stderr.write(`deskbot: ${redactUrls(error instanceof Error ? error.message : String(error))}\n`);
    // Exit now: whatever failed may have left a socket or a timer that would keep the process waiting.
    process.exit(error instanceof UsageError ? 2 : 1);
  },
);
