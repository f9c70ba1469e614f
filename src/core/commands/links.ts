// `links` and `directory`: how the people who use deskbot are linked, and the directory they are linked by (admins).
import { syncDirectory } from "../../directory/sync.ts";
import { t } from "../../messages/translate.ts";
import { apiErrorReply } from "../api-replies.ts";
import { meaning, switchOption } from "../arguments.ts";
import { defineCommand } from "../command.ts";
import { mentionOf } from "../mentions.ts";
import { platformName } from "../platform.ts";
import type { ReplyItem } from "../reply.ts";

/** How many people who used deskbot unlinked are listed by name. */
const UNLINKED_SHOWN = 10;

export const linksCommand = defineCommand({
  name: "links",
  // It shows people's e-mails or the audit log: for the asker's eyes only.
  forAskerOnly: true,
  callsApi: false,
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
      label: t("links.count", { platform: platformName(count.platform), source: count.source }),
      value: String(count.count),
    }));
    const items: ReplyItem[] = unlinked.people.map((person) => ({
      title: mentionOf(person.chatUserId),
      fields: [
        { label: t("label.platform"), value: platformName(person.platform) },
        { label: t("label.lastUsed"), value: person.lastSeen, format: "datetime" as const },
        ...(person.conflict
          ? [{ label: t("label.conflict"), value: t("links.notLinked", { conflict: person.conflict }) }]
          : []),
      ],
    }));
    const link = `${ctx.caller.prefix}link`;
    return {
      kind: "result",
      title: t("links.title", { total }),
      text: [
        directory.people > 0
          ? t("links.fromDirectory", { people: directory.people })
          : t("links.noDirectory", { link }),
        unlinked.total > 0
          ? t("links.unlinked", {
              total: unlinked.total,
              shown: unlinked.total > unlinked.people.length ? unlinked.people.length : 0,
              link: `${link} CHAT_USER PLATFORM_USER_UID`,
            })
          : t("links.allLinked"),
      ].join(" "),
      fields,
      items,
    };
  },
});

export const directoryCommand = defineCommand({
  name: "directory",
  callsApi: false,
  role: "admin",
  writes: false,
  args: {},
  async run(ctx) {
    const status = await ctx.services.store.directoryStatus();
    const last = status.lastImport;
    if (status.people === 0 && !last) {
      return { kind: "result", title: t("directory.none.title"), text: t("directory.none.text") };
    }
    return {
      kind: "result",
      title: t("directory.title", { people: status.people }),
      text: t("directory.text"),
      fields: last
        ? [
            { label: t("label.lastImport"), value: last.at, format: "datetime" as const },
            { label: t("label.importedFrom"), value: last.file },
            { label: t("label.itChanged"), value: t("directory.changes", { ...last }) },
            ...sharedEmailsField(status.sharedEmails),
          ]
        : sharedEmailsField(status.sharedEmails),
    };
  },
});

export const directorySyncCommand = defineCommand({
  name: "directory sync",
  role: "admin",
  writes: true,
  destructive: true,
  args: { force: meaning(switchOption("force"), { kind: "switch", cue: "words.vocab.force" }) },
  async run(ctx, args) {
    const outcome = await syncDirectory(ctx.services.api, ctx.services.store, { force: args.force === true });
    switch (outcome.kind) {
      case "no-people-list":
        return {
          kind: "error",
          title: t("directorySync.noList.title"),
          troubleshoot: t("directorySync.noList.troubleshoot"),
        };
      case "failed":
        return apiErrorReply(outcome.error, t("directorySync.doing"));
      case "too-many-removed":
        return {
          kind: "error",
          title: t("directorySync.tooMany.title", { removed: outcome.removed, before: outcome.before }),
          troubleshoot: t("directorySync.tooMany.troubleshoot", { prefix: ctx.caller.prefix }),
        };
      default:
        return { kind: "result", title: t("directorySync.done", { ...outcome.changes }) };
    }
  },
});

/** The e-mails several people carry, when there are any: nobody is linked by them, so an admin links those people. */
function sharedEmailsField(count: number) {
  return count > 0 ? [{ label: t("label.conflicts"), value: t("directory.sharedEmails", { count }) }] : [];
}
