// The deskbot CLI: `serve`, `chat` and `simulator`; with no subcommand, what `npm start` should do.
import { config as loadDotenv } from "dotenv";
import { runChatCommand } from "./cli/chat-command.ts";
import { runServeCommand } from "./cli/serve-command.ts";
import { runSimulatorCommand } from "./cli/simulator-command.ts";
import { UsageError } from "./cli/usage-error.ts";
import { type Config, loadConfig } from "./config.ts";

const HELP = `deskbot: your IT service desk in Slack and Microsoft Teams.

usage: deskbot <command> [options]

commands:
  serve       the HTTP server: POST /slack/events, POST /api/messages, GET /healthz
  chat        the console: deskbot chat [-c COMMAND] [--as CHAT_USER] [--platform slack|teams] [--json] [--yes]
  simulator   the built-in API simulator: deskbot simulator [--port N] [--token T] [--seed FILE] [--latency MS] [--fail-rate R]

With no command: serve when Slack or Teams credentials are configured, otherwise the console
against the built-in simulator with demo data. Configuration: environment variables or .env
(see .env.example).`;

/** The configuration, or the process ends with one line per bad variable. */
function configOrExit(): Config {
  const result = loadConfig(process.env);
  if (result.ok) return result.config;
  for (const line of result.errors) process.stderr.write(`deskbot: ${line}\n`);
  process.exit(1);
}

async function main(argv: string[]): Promise<number | undefined> {
  loadDotenv({ quiet: true });
  const [command, ...rest] = argv;
  switch (command) {
    case "--help":
    case "-h":
    case "help":
      process.stdout.write(`${HELP}\n`);
      return 0;
    case "simulator":
      await runSimulatorCommand(rest);
      return undefined;
    case "serve":
      await runServeCommand(configOrExit());
      return undefined;
    case "chat":
      return runChatCommand(rest, configOrExit());
    case undefined: {
      // `npm start`: serve the configured platforms, or the console against the demo.
      const config = configOrExit();
      if (config.slack || config.teams) {
        await runServeCommand(config);
        return undefined;
      }
      return runChatCommand([], config);
    }
    default:
      process.stderr.write(`deskbot: unknown command "${command}"\n\n${HELP}\n`);
      return 2;
  }
}

main(process.argv.slice(2)).then(
  (status) => {
    if (status !== undefined) process.exitCode = status;
  },
  (error: unknown) => {
    if (error instanceof UsageError) {
      process.stderr.write(`deskbot: ${error.message}\n`);
      process.exitCode = 2;
      return;
    }
    process.stderr.write(`deskbot: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
