// `links` and `directory`: how the people who use deskbot are linked, and the directory they are linked by (admins).
import type { LinkSource } from "../../store/people.ts";
import { defineCommand } from "../command.ts";
import { mentionOf } from "../mentions.ts";
import { platformName } from "../platform.ts";
import type { ReplyItem } from "../reply.ts";

/** How many people who used deskbot unlinked are listed by name. */
const UNLINKED_SHOWN = 10;

const SOURCE_LABELS: Record<LinkSource, string> = {
  manual: "by an admin",
  slack_user_id: "by Slack user id",
  entra_id: "by Entra id",
  email: "by verified e-mail",
};

export const linksCommand = defineCommand({
  name: "links",
  role: "admin",
  writes: false,
  args: {},
  async run(ctx) {
    const [counts, unlinked, directory] = await Promise.all([
      ctx.services.store.linkCounts(),
      ctx.services.store.listUnlinked(UNLINKED_SHOWN),
      ctx.services.store.directoryStatus(),
    ]);
    const total = counts.reduce((sum, count) => sum + count.count, 0);
    const fields = counts.map((count) => ({
      label: `${platformName(count.platform)}, ${SOURCE_LABELS[count.source]}`,
      value: String(count.count),
    }));
    const items: ReplyItem[] = unlinked.people.map((person) => ({
      title: mentionOf(person.chatUserId),
      fields: [
        { label: "Platform", value: platformName(person.platform) },
        { label: "Last used deskbot", value: person.lastSeen.slice(0, 16).replace("T", " ") },
        ...(person.conflict ? [{ label: "Conflict", value: `not linked: ${person.conflict}` }] : []),
      ],
    }));
    const more = unlinked.total > unlinked.people.length ? ` (the ${unlinked.people.length} shown first)` : "";
    return {
      kind: "result",
      title: `Links: ${total} ${total === 1 ? "person" : "people"} linked`,
      text: [
        directory.people > 0
          ? `People are linked automatically from the directory (${directory.people} people) by their chat id, then by the e-mail their chat platform verified; a link made by an admin always wins.`
          : `No directory is loaded: people are linked only by ${ctx.caller.prefix}link. Import one with npx deskbot directory import FILE.`,
        unlinked.total > 0
          ? `${unlinked.total} ${unlinked.total === 1 ? "person has" : "people have"} used deskbot without being linked${more}. Link them with ${ctx.caller.prefix}link CHAT_USER PLATFORM_USER_UID.`
          : "Everyone who used deskbot is linked.",
      ].join(" "),
      fields,
      items,
    };
  },
});

export const directoryCommand = defineCommand({
  name: "directory",
  role: "admin",
  writes: false,
  args: {},
  async run(ctx) {
    const status = await ctx.services.store.directoryStatus();
    const last = status.lastImport;
    if (status.people === 0 && !last) {
      return {
        kind: "result",
        title: "No directory is loaded",
        text: "Export the platform's people (uid, email, full_name, slack_user_id, microsoft_entra_ids) and import them where deskbot runs: npx deskbot directory import FILE. People are then linked automatically.",
      };
    }
    return {
      kind: "result",
      title: `Directory: ${status.people} people`,
      text: "People are linked from it automatically: by the Slack user id or Entra id it gives, then by the e-mail their chat platform verified.",
      fields: last
        ? [
            { label: "Last import", value: `${last.at.slice(0, 16).replace("T", " ")} UTC, from ${last.file}` },
            { label: "It changed", value: `${last.added} added, ${last.changed} changed, ${last.removed} removed` },
            ...sharedEmailsField(status.sharedEmails),
          ]
        : sharedEmailsField(status.sharedEmails),
    };
  },
});

/** The e-mails several people carry, when there are any: nobody is linked by them, so an admin links those people. */
function sharedEmailsField(count: number) {
  const them = count === 1 ? "it" : "them";
  return count > 0
    ? [
        {
          label: "Conflicts",
          value: `${count} e-mail${count === 1 ? " is" : "s are"} on more than one person: nobody is linked by ${them} (links shows who tried)`,
        },
      ]
    : [];
}
