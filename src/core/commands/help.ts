// `help [COMMAND]`: the commands a person may run, with their usage, or one command in full; read from the registry.
import { t } from "../../messages/translate.ts";
import { optionalWords } from "../arguments.ts";
import { type CommandDefinition, defineCommand } from "../command.ts";

/** The commands whose examples in people's words `help` shows. */
const WORDS_EXAMPLES = ["ticket", "comment", "apps"];

export const helpCommand = defineCommand({
  name: "help",
  callsApi: false,
  role: "everyone",
  writes: false,
  args: { command: optionalWords("COMMAND", "command") },
  async run(ctx, args) {
    const isAdmin = ctx.caller.role === "admin";
    // People see what they may run; admins see everything, the admin commands marked.
    const mayRun = ctx.services.commands().filter((command) => isAdmin || command.role !== "admin");
    const usage = (command: CommandDefinition) => `${ctx.caller.prefix}${command.usage}`;
    const wanted = args.command?.join(" ").toLowerCase();
    if (!wanted) {
      return {
        kind: "help",
        title: t("help.title"),
        // People may write in their own words: three examples, in the reader's language, teach how.
        text: `${t("help.text", { help: `${ctx.caller.prefix}help COMMAND`, admin: String(isAdmin) })}\n${t(
          "help.words",
          {
            examples: WORDS_EXAMPLES.flatMap(
              (name) => ctx.services.commands().find((c) => c.name === name)?.example ?? [],
            )
              .map((example) => t("words.quoted", { text: example }))
              .join(", "),
          },
        )}`,
        items: mayRun.map((command) => ({
          title: usage(command),
          fields: [
            {
              label: "",
              value:
                isAdmin && command.role === "admin"
                  ? t("help.adminsOnly", { summary: command.summary })
                  : command.summary,
            },
          ],
        })),
      };
    }
    const matches = ctx.services
      .commands()
      .filter((command) => command.name === wanted || command.name.startsWith(`${wanted} `));
    if (matches.length === 0) {
      return {
        kind: "usage",
        title: t("help.noSuchCommand", { command: wanted }),
        text: t("parse.seeHelp", { help: `${ctx.caller.prefix}help` }),
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
          { label: t("label.whoMay"), value: t("value.whoMay", { role: command.role }) },
          ...command.details.map((line) => ({ label: "", value: line })),
        ],
      })),
    };
  },
});
