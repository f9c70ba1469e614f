// The App Home tab: the company, the viewer's link, buttons for the common commands, the last answer.
import type { types } from "@slack/bolt";
import { yesNo } from "../../core/format.ts";
import { platformName } from "../../core/platform.ts";
import type { Reply } from "../../core/reply.ts";
import { t } from "../../messages/translate.ts";
import { escapeMrkdwn, mrkdwn, toBlocks } from "./blocks.ts";
import { type SlackDeps, slackCaller } from "./deps.ts";
import { ACTION_IDS } from "./ids.ts";

/** The buttons of the Home tab: the commands people use most. */
const HOME_ACTIONS = ["company", "apps", "whoami", "help"] as const;

/** The Home tab for `user`, with `last` (the answer to a Home button) below the buttons. */
export async function homeView(deps: SlackDeps, user: string, last?: Reply): Promise<types.HomeView> {
  const section = (text: string): types.KnownBlock => ({ type: "section", text: { type: "mrkdwn", text } });
  const blocks: types.KnownBlock[] = [{ type: "header", text: { type: "plain_text", text: t("home.header") } }];
  const company = await deps.core.gate.company();
  if (company.ok) {
    const enabled = t("home.enabled", { platform: platformName("slack") });
    blocks.push({
      type: "section",
      fields: [
        { type: "mrkdwn", text: `*${t("home.company")}*\n${escapeMrkdwn(company.value.name)}` },
        { type: "mrkdwn", text: `*${enabled}*\n${yesNo(company.value.has_slack_enabled)}` },
      ],
    });
  } else {
    blocks.push(section(`:warning: ${escapeMrkdwn(company.error.troubleshoot)}`));
  }
  // Opening the Home tab links the person from the directory as a command would, and says it as whoami does.
  blocks.push(section(mrkdwn(await deps.core.yourLink(slackCaller(deps, user)))));
  blocks.push({
    type: "actions",
    elements: HOME_ACTIONS.map((command, index) => ({
      type: "button" as const,
      action_id: `${ACTION_IDS.runCommand}:home:${index}`,
      text: { type: "plain_text" as const, text: t("home.button", { command }) },
      value: command,
    })),
  });
  const hint = t("home.hint", { help: `\`${escapeMrkdwn(`${deps.command} help`)}\`` });
  blocks.push({ type: "context", elements: [{ type: "mrkdwn", text: hint }] });
  if (last) blocks.push({ type: "divider" }, ...toBlocks(last).blocks);
  return { type: "home", blocks: blocks.slice(0, 100) };
}
