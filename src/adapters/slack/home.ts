// The App Home tab as Block Kit: the company, the viewer's link, buttons for the common commands, examples in people's words, the last answer. Pure.
import type { types } from "@slack/bolt";
import { yesNo } from "../../core/format.ts";
import { platformName } from "../../core/platform.ts";
import type { Reply } from "../../core/reply.ts";
import { t } from "../../messages/translate.ts";
import { button, context, escapeMrkdwn, fitMrkdwn, fitPlain, mrkdwn, section, toBlocks } from "./blocks.ts";
import { ACTION_IDS } from "./ids.ts";
import { SLACK_LIMITS } from "./limits.ts";

/** The buttons of the Home tab: the commands people use most. */
const HOME_ACTIONS = ["company", "apps", "whoami", "help"] as const;

/** The commands whose examples in people's own words the Home tab shows (a read, a change, a list). */
export const HOME_EXAMPLES = ["ticket", "comment", "apps"] as const;

/** What the Home tab shows, as plain values: nothing in it is escaped or cut yet. */
export interface HomeContent {
  /** The company's name and whether Slack is on for it, or why it could not be read. */
  company: { name: string; slackEnabled: boolean } | { troubleshoot: string };
  /** Who the viewer is linked to, as the core says it (mentions in the core's form). */
  link: string;
  /** DESK_COMMAND, for the hint. */
  command: string;
  /** How people may ask in their own words (the `example` of HOME_EXAMPLES' commands), in the reader's language. */
  examples: readonly string[];
  /** The answer to a Home button, shown below the buttons. */
  last?: Reply;
}

/** A field of the Home tab: its label in bold above its value, both as they are (no mention is made of them). */
const field = (label: string, value: string) =>
  fitMrkdwn(`*${escapeMrkdwn(label)}*\n${escapeMrkdwn(value)}`, SLACK_LIMITS.fieldText);

/** "You can write in your own words": where, then each example quoted on its own line, as written (escaped, no mention made). */
const wordsText = (examples: readonly string[]) =>
  [
    `*${escapeMrkdwn(t("home.words.title"))}*`,
    escapeMrkdwn(t("home.words.where")),
    ...examples.map((example) => `• ${escapeMrkdwn(t("words.quoted", { text: example }))}`),
  ].join("\n");

/** The Home tab, every text escaped and cut to Slack's limits, in at most a view's blocks. */
export function toHome(content: HomeContent): types.HomeView {
  const { company } = content;
  const blocks: types.KnownBlock[] = [
    { type: "header", text: { type: "plain_text", text: fitPlain(t("home.header"), SLACK_LIMITS.headerText) } },
  ];
  if ("name" in company) {
    const enabled = t("home.enabled", { platform: platformName("slack") });
    blocks.push({
      type: "section",
      fields: [
        { type: "mrkdwn", text: field(t("home.company"), company.name) },
        { type: "mrkdwn", text: field(enabled, yesNo(company.slackEnabled)) },
      ],
    });
  } else {
    blocks.push(section(`:warning: ${escapeMrkdwn(company.troubleshoot)}`));
  }
  blocks.push(section(mrkdwn(content.link)));
  blocks.push({
    type: "actions",
    elements: HOME_ACTIONS.flatMap((command, index) =>
      button(t("home.button", { command }), `${ACTION_IDS.runCommand}:home:${index}`, command),
    ),
  });
  blocks.push(context(t("home.hint", { help: `\`${escapeMrkdwn(`${content.command} help`)}\`` })));
  if (content.examples.length > 0) blocks.push(section(wordsText(content.examples)));
  if (content.last) blocks.push({ type: "divider" }, ...toBlocks(content.last).blocks);
  return { type: "home", blocks: blocks.slice(0, SLACK_LIMITS.viewBlocks) };
}
