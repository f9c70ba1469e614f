// The App Home tab: the company, the viewer's link, buttons for the common commands, the last answer.
import type { types } from "@slack/bolt";
import { mentionOf } from "../../core/mentions.ts";
import { PLATFORM_NAMES } from "../../core/platform.ts";
import type { Reply } from "../../core/reply.ts";
import { escapeMrkdwn, toBlocks } from "./blocks.ts";
import type { SlackDeps } from "./deps.ts";
import { ACTION_IDS } from "./ids.ts";

/** The buttons of the Home tab: the commands people use most. */
export const HOME_ACTIONS = [
  { label: "Company", command: "company" },
  { label: "Applications", command: "apps" },
  { label: "Who am I?", command: "whoami" },
  { label: "Help", command: "help" },
] as const;

/** The Home tab for `user`, with `last` (the answer to a Home button) below the buttons. */
export async function homeView(deps: SlackDeps, user: string, last?: Reply): Promise<types.HomeView> {
  const blocks: types.KnownBlock[] = [
    { type: "header", text: { type: "plain_text", text: "deskbot: your IT service desk" } },
  ];
  const company = await deps.core.gate.company();
  if (company.ok) {
    blocks.push({
      type: "section",
      fields: [
        { type: "mrkdwn", text: `*Company*\n${escapeMrkdwn(company.value.name)}` },
        {
          type: "mrkdwn",
          text: `*${PLATFORM_NAMES.slack} enabled*\n${company.value.has_slack_enabled ? "yes" : "no"}`,
        },
      ],
    });
  } else {
    blocks.push({
      type: "section",
      text: { type: "mrkdwn", text: `:warning: ${escapeMrkdwn(company.error.troubleshoot)}` },
    });
  }
  // Opening the Home tab links the person from the directory as a command would.
  const identity = await deps.core.identify("slack", user, deps.people.profileOf).catch(() => undefined);
  const link = identity?.linked ? identity.uid : undefined;
  blocks.push({
    type: "section",
    text: {
      type: "mrkdwn",
      text: link
        ? `You act as platform user \`${escapeMrkdwn(link)}\`: your comments are posted in your name.`
        : `You are not linked to a platform user yet, so your comments are posted as the integration. Ask an admin to run \`${deps.command} link ${mentionOf(user)} YOUR_PLATFORM_UID\`.`,
    },
  });
  blocks.push({
    type: "actions",
    elements: HOME_ACTIONS.map((action, index) => ({
      type: "button" as const,
      action_id: `${ACTION_IDS.runCommand}:home:${index}`,
      text: { type: "plain_text" as const, text: action.label },
      value: action.command,
    })),
  });
  blocks.push({
    type: "context",
    elements: [
      {
        type: "mrkdwn",
        text: `Everything else: \`${deps.command} help\`. To comment on a message or ask for an approval, use the message's ⋮ menu.`,
      },
    ],
  });
  if (last) blocks.push({ type: "divider" }, ...toBlocks(last).blocks);
  return { type: "home", blocks: blocks.slice(0, 100) };
}
