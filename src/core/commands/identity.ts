// `link`, `unlink` and `whoami`: which platform user a chat user acts as, kept in the store.
import { t } from "../../messages/translate.ts";
import { idArg } from "../argument-values.ts";
import { positional } from "../arguments.ts";
import { defineCommand } from "../command.ts";
import { asMention, chatUserOf } from "../mentions.ts";
import { yourLinkText } from "../not-linked.ts";
import { platformName } from "../platform.ts";

export const linkCommand = defineCommand({
  name: "link",
  role: "admin",
  writes: true,
  args: { chat_user: positional("CHAT_USER", idArg), platform_user_uid: positional("PLATFORM_USER_UID", idArg) },
  async run(ctx, args) {
    const chatUser = chatUserOf(args.chat_user);
    const uid = args.platform_user_uid;
    const directory = await ctx.services.store.directoryStatus();
    const person = (await ctx.services.store.directoryPeople([uid]))[0];
    if (directory.people > 0 && !person) {
      return {
        kind: "usage",
        title: `${uid} is not in the directory of platform users.`,
        text: `The directory has ${directory.people} people${directory.lastImport ? ` (imported ${directory.lastImport.at.slice(0, 10)})` : ""}: check the UID, or import a newer export of the platform's people (npx deskbot directory import FILE).`,
      };
    }
    const previous = await ctx.services.store.getLinkRecord(ctx.caller.platform, chatUser);
    await ctx.services.store.setLink(ctx.caller.platform, chatUser, uid, "manual");
    const label = person?.fullName ? `${person.fullName} (${uid})` : uid;
    const before =
      previous && previous.uid !== uid
        ? `It was linked to ${previous.uid} before (${t("link.source", { source: previous.source })}).`
        : undefined;
    return {
      kind: "result",
      // "by an admin" is the link's source, in the reply and in the audit log (which keeps the title).
      title: `${asMention(args.chat_user)} is linked to ${label} by an admin`,
      ...(before ? { text: before } : {}),
      fields: [
        { label: "Chat user", value: chatUser, format: "code" },
        { label: "Platform user", value: uid, format: "code" },
        { label: "Platform", value: platformName(ctx.caller.platform) },
      ],
    };
  },
});

export const unlinkCommand = defineCommand({
  name: "unlink",
  role: "admin",
  writes: true,
  args: { chat_user: positional("CHAT_USER", idArg) },
  async run(ctx, args) {
    const chatUser = chatUserOf(args.chat_user);
    const previous = await ctx.services.store.getLinkRecord(ctx.caller.platform, chatUser);
    const removed = await ctx.services.store.removeLink(ctx.caller.platform, chatUser);
    const automatic = previous && previous.source !== "manual";
    return {
      kind: "result",
      title: removed
        ? `${asMention(args.chat_user)} is no longer linked to ${previous?.uid ?? "a platform user"}`
        : `${asMention(args.chat_user)} was not linked`,
      ...(automatic
        ? {
            text: `That link was made automatically from the directory: they will be linked the same way the next time they use deskbot, unless the directory changes. To link them to someone else, use ${ctx.caller.prefix}link.`,
          }
        : {}),
    };
  },
});

export const whoamiCommand = defineCommand({
  name: "whoami",
  role: "everyone",
  writes: false,
  args: {},
  async run(ctx) {
    const identity = ctx.caller.identity;
    const fields = [
      { label: "Chat user", value: ctx.caller.userId, format: "code" as const },
      { label: "Platform", value: platformName(ctx.caller.platform) },
      { label: "Role", value: ctx.caller.role },
    ];
    const text = await yourLinkText(identity, ctx.caller, ctx.services.store);
    if (identity.linked) {
      const person = (await ctx.services.store.directoryPeople([identity.uid]))[0];
      return {
        kind: "result",
        title: person?.fullName ? `You are ${person.fullName}` : "You",
        text,
        fields: [...fields, { label: "Platform user", value: identity.uid, format: "code" }],
      };
    }
    return { kind: "result", title: "You", text, fields: [...fields, { label: "Platform user", value: "not linked" }] };
  },
});
