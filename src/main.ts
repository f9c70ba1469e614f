// The deskbot CLI: `serve`, `chat` and `simulator`; with no subcommand, what `npm start` should do.
import { config as loadDotenv } from "dotenv";
import { runSimulatorCommand } from "./cli/simulator-command.ts";
import { UsageError } from "./cli/usage-error.ts";

const HELP = `deskbot: your IT service desk in Slack and Microsoft Teams.

usage: deskbot <command> [options]

commands:
  serve       the HTTP server: POST /slack/events, POST /api/messages, GET /healthz
  chat        the console: deskbot chat [-c COMMAND] [--as CHAT_USER] [--platform slack|teams] [--json] [--yes]
  simulator   the built-in API simulator: deskbot simulator [--port N] [--token T] [--seed FILE] [--latency MS] [--fail-rate R]

With no command: serve when Slack or Teams credentials are configured, otherwise the console
against the built-in simulator with demo data. Configuration: environment variables or .env
(see .env.example).`;

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
    default:
      process.stderr.write(`deskbot: unknown command "${command ?? ""}"\n\n${HELP}\n`);
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
