// `help [COMMAND]`: the commands a person may run, with their usage, or one command in full; read from the registry.
import { optionalWords } from "../arguments.ts";
import { type CommandDefinition, defineCommand } from "../command.ts";

export const helpCommand = defineCommand({
  name: "help",
  role: "everyone",
  writes: false,
  args: { command: optionalWords("COMMAND") },
  async run(ctx, args) {
    const isAdmin = ctx.caller.role === "admin";
    // People see what they may run; admins see everything, the admin commands marked.
    const mayRun = ctx.services.commands().filter((command) => isAdmin || command.role !== "admin");
    const usage = (command: CommandDefinition) => `${ctx.caller.prefix}${command.usage}`;
    const wanted = args.command?.join(" ").toLowerCase();
    if (!wanted) {
      return {
        kind: "help",
        title: "deskbot commands",
        text: `${ctx.caller.prefix}help COMMAND shows one in full.${isAdmin ? " Commands marked (admins) need the admin role." : ""}`,
        items: mayRun.map((command) => ({
          title: usage(command),
          fields: [{ label: "", value: `${command.summary}${isAdmin && command.role === "admin" ? " (admins)" : ""}` }],
        })),
      };
    }
    const matches = ctx.services
      .commands()
      .filter((command) => command.name === wanted || command.name.startsWith(`${wanted} `));
    if (matches.length === 0) {
      return {
        kind: "usage",
        title: `There is no command "${wanted}".`,
        text: `Type ${ctx.caller.prefix}help to see the commands.`,
      };
    }
    return {
      kind: "help",
      title:
        matches.length === 1 ? `${ctx.caller.prefix}help ${matches[0]?.name}` : `${ctx.caller.prefix}help ${wanted}`,
      items: matches.map((command) => ({
        title: usage(command),
        fields: [
          { label: "", value: command.summary },
          { label: "Who may", value: command.role === "admin" ? "admins" : "everyone" },
          ...(command.details ?? []).map((line) => ({ label: "", value: line })),
        ],
      })),
    };
  },
});
