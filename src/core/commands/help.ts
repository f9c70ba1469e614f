// `help [COMMAND]`: every command with its usage, or one command in full; read from the registry.
import { optionalWords } from "../arguments.ts";
import { defineCommand } from "../command.ts";

export const helpCommand = defineCommand({
  name: "help",
  summary: "Show the commands, or how to use one.",
  role: "everyone",
  writes: false,
  args: { command: optionalWords("COMMAND") },
  async run(ctx, args) {
    const commands = ctx.commands();
    const wanted = args.command?.join(" ").toLowerCase();
    if (!wanted) {
      return {
        kind: "help",
        title: "deskbot commands",
        text: "help COMMAND shows one in full. Commands marked (admins) need the admin role.",
        items: commands.map((command) => ({
          title: command.usage,
          fields: [{ label: "", value: `${command.summary}${command.role === "admin" ? " (admins)" : ""}` }],
        })),
      };
    }
    const matches = commands.filter((command) => command.name === wanted || command.name.startsWith(`${wanted} `));
    if (matches.length === 0) {
      return { kind: "usage", title: `There is no command "${wanted}".`, text: "Type help to see the commands." };
    }
    return {
      kind: "help",
      title: matches.length === 1 ? `help ${matches[0]?.name}` : `help ${wanted}`,
      items: matches.map((command) => ({
        title: command.usage,
        fields: [
          { label: "", value: command.summary },
          { label: "Who may", value: command.role === "admin" ? "admins" : "everyone" },
          ...(command.details ?? []).map((line) => ({ label: "", value: line })),
        ],
      })),
    };
  },
});
