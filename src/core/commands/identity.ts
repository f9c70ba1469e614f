// `link`, `unlink` and `whoami`: which platform user a chat user acts as, kept in the store.
import { idArg } from "../args.ts";
import { positional } from "../arguments.ts";
import { defineCommand } from "../command.ts";
import { asMention, chatUserOf, mentionOf } from "../mentions.ts";
import { PLATFORM_NAMES } from "../platform.ts";

export const linkCommand = defineCommand({
  name: "link",
  summary: "Link a chat user to their platform user, so that they act as themselves.",
  details: ["CHAT_USER is a mention or a chat user id. Example: link @ann u_ann"],
  role: "admin",
  writes: true,
  args: { chat_user: positional("CHAT_USER", idArg), platform_user_uid: positional("PLATFORM_USER_UID", idArg) },
  async run(ctx, args) {
    const chatUser = chatUserOf(args.chat_user);
    const previous = await ctx.store.getLink(ctx.platform, chatUser);
    await ctx.store.setLink(ctx.platform, chatUser, args.platform_user_uid);
    return {
      kind: "result",
      title: `${asMention(args.chat_user)} is linked to ${args.platform_user_uid}`,
      ...(previous && previous !== args.platform_user_uid ? { text: `It was linked to ${previous} before.` } : {}),
      fields: [
        { label: "Chat user", value: chatUser, format: "code" },
        { label: "Platform user", value: args.platform_user_uid, format: "code" },
        { label: "Platform", value: PLATFORM_NAMES[ctx.platform] },
      ],
    };
  },
});

export const unlinkCommand = defineCommand({
  name: "unlink",
  summary: "Remove a chat user's link to a platform user.",
  role: "admin",
  writes: true,
  args: { chat_user: positional("CHAT_USER", idArg) },
  async run(ctx, args) {
    const chatUser = chatUserOf(args.chat_user);
    const removed = await ctx.store.removeLink(ctx.platform, chatUser);
    return {
      kind: "result",
      title: removed
        ? `${asMention(args.chat_user)} is no longer linked`
        : `${asMention(args.chat_user)} was not linked`,
    };
  },
});

export const whoamiCommand = defineCommand({
  name: "whoami",
  summary: "Show who deskbot takes you for: chat user, role, linked platform user.",
  role: "everyone",
  writes: false,
  args: {},
  async run(ctx) {
    return {
      kind: "result",
      title: "You",
      ...(ctx.linkedUid
        ? {}
        : {
            text: `You are not linked to a platform user. An admin can link you: ${ctx.prefix}link ${mentionOf(ctx.userId)} PLATFORM_USER_UID`,
          }),
      fields: [
        { label: "Chat user", value: ctx.userId, format: "code" },
        { label: "Platform", value: PLATFORM_NAMES[ctx.platform] },
        { label: "Role", value: ctx.role },
        { label: "Platform user", value: ctx.linkedUid ?? "not linked", format: ctx.linkedUid ? "code" : "text" },
      ],
    };
  },
});
