// A subcommand's options, declared once: node's parseArgs, the usage line and its --help all follow from them.
import { parseArgs } from "node:util";
import { UsageError } from "./usage-error.ts";

export interface CliOption {
  /** The long name, without `--`. */
  name: string;
  short?: string;
  /** The value's placeholder (`N`, `FILE`); absent for a switch. */
  value?: string;
  /** One line for --help. */
  description: string;
}

export interface CliCommand {
  name: string;
  /** One line for `deskbot --help` and the subcommand's --help. */
  summary: string;
  options: CliOption[];
  /** The words that follow the subcommand, for its usage line (`import FILE | clear`); none when absent. */
  words?: string;
}

export type CliValues = Record<string, string | boolean | undefined>;

/** `deskbot chat [-c COMMAND] [--as CHAT_USER] …` */
export function usageOf(command: CliCommand): string {
  const words = command.options.map((option) => {
    const flag = option.short ? `-${option.short}` : `--${option.name}`;
    return `[${flag}${option.value ? ` ${option.value}` : ""}]`;
  });
  return ["deskbot", command.name, ...(command.words ? [command.words] : []), ...words].join(" ");
}

/** The subcommand's --help: its usage, what it does, and each option. */
export function helpOf(command: CliCommand): string {
  const rows = command.options.map((option) => {
    const names = [option.short ? `-${option.short},` : "", `--${option.name}`, option.value ?? ""].filter(Boolean);
    return `  ${names.join(" ").padEnd(26)} ${option.description}`;
  });
  return [
    `usage: ${usageOf(command)}`,
    "",
    command.summary,
    ...(rows.length > 0 ? ["", "options:", ...rows] : []),
  ].join("\n");
}

/** Whether the arguments ask for help (`--help` or `-h` anywhere): then nothing else is done. */
export const wantsHelp = (argv: string[]): boolean => argv.includes("--help") || argv.includes("-h");

/** The options given; a wrong one throws a UsageError that names it and shows the usage line. */
export function readOptions(command: CliCommand, argv: string[]): CliValues {
  return readArguments(command, argv).values;
}

/** The options and the words given (a subcommand that declares `words`); a wrong option throws a UsageError. */
export function readArguments(command: CliCommand, argv: string[]): { values: CliValues; words: string[] } {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      options: Object.fromEntries(
        command.options.map((option) => [
          option.name,
          {
            type: option.value ? ("string" as const) : ("boolean" as const),
            ...(option.short ? { short: option.short } : {}),
          },
        ]),
      ),
      strict: true,
      allowPositionals: command.words !== undefined,
    });
    return { values, words: positionals };
  } catch (cause) {
    throw new UsageError(`${cause instanceof Error ? cause.message : String(cause)}\nusage: ${usageOf(command)}`);
  }
}
