// `link`, `unlink` and `whoami`: which platform user a chat user acts as, kept in the store.
import { LINK_SOURCE_WORDS } from "../../store/people.ts";
import { idArg } from "../args.ts";
import { positional } from "../arguments.ts";
import { defineCommand } from "../command.ts";
import { asMention, chatUserOf, mentionOf } from "../mentions.ts";
import { PLATFORM_NAMES } from "../platform.ts";

export const linkCommand = defineCommand({
  name: "link",
  summary: "Link a chat user to their platform user, so that they act as themselves.",
  details: [
    "CHAT_USER is a mention or a chat user id. Example: link @ann u_ann",
    "With a directory loaded, the UID must be in it. A link made here wins over automatic linking.",
  ],
  role: "admin",
  writes: true,
  args: { chat_user: positional("CHAT_USER", idArg), platform_user_uid: positional("PLATFORM_USER_UID", idArg) },
  async run(ctx, args) {
    const chatUser = chatUserOf(args.chat_user);
    const uid = args.platform_user_uid;
    const directory = await ctx.store.directoryStatus();
    const person = (await ctx.store.directoryPeople([uid]))[0];
    if (directory.people > 0 && !person) {
      return {
        kind: "usage",
        title: `${uid} is not in the directory of platform users.`,
        text: `The directory has ${directory.people} people${directory.lastImport ? ` (imported ${directory.lastImport.at.slice(0, 10)})` : ""}: check the UID, or import a newer export of the platform's people (npx deskbot directory import FILE).`,
      };
    }
    const previous = await ctx.store.getLinkRecord(ctx.platform, chatUser);
    await ctx.store.setLink(ctx.platform, chatUser, uid, "manual");
    const label = person?.fullName ? `${person.fullName} (${uid})` : uid;
    const before =
      previous && previous.uid !== uid
        ? `It was linked to ${previous.uid} before (${LINK_SOURCE_WORDS[previous.source]}).`
        : undefined;
    return {
      kind: "result",
      // "by an admin" is the link's source, in the reply and in the audit log (which keeps the title).
      title: `${asMention(args.chat_user)} is linked to ${label} by an admin`,
      ...(before ? { text: before } : {}),
      fields: [
        { label: "Chat user", value: chatUser, format: "code" },
        { label: "Platform user", value: uid, format: "code" },
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
    const previous = await ctx.store.getLinkRecord(ctx.platform, chatUser);
    const removed = await ctx.store.removeLink(ctx.platform, chatUser);
    const automatic = previous && previous.source !== "manual";
    return {
      kind: "result",
      title: removed
        ? `${asMention(args.chat_user)} is no longer linked to ${previous?.uid ?? "a platform user"}`
        : `${asMention(args.chat_user)} was not linked`,
      ...(automatic
        ? {
            text: `That link was made automatically from the directory: they will be linked the same way the next time they use deskbot, unless the directory changes. To link them to someone else, use ${ctx.prefix}link.`,
          }
        : {}),
    };
  },
});

export const whoamiCommand = defineCommand({
  name: "whoami",
  summary: "Show who deskbot takes you for: chat user, role, linked platform user, and how you are linked.",
  role: "everyone",
  writes: false,
  args: {},
  async run(ctx) {
    const identity = ctx.identity;
    const fields = [
      { label: "Chat user", value: ctx.userId, format: "code" as const },
      { label: "Platform", value: PLATFORM_NAMES[ctx.platform] },
      { label: "Role", value: ctx.role },
    ];
    if (identity.linked) {
      const person = (await ctx.store.directoryPeople([identity.uid]))[0];
      return {
        kind: "result",
        title: person?.fullName ? `You are ${person.fullName}` : "You",
        text: `You act as yourself on the service desk: ${LINK_SOURCE_WORDS[identity.source]}.`,
        fields: [...fields, { label: "Platform user", value: identity.uid, format: "code" }],
      };
    }
    const why = identity.conflict
      ? "Several platform users in the directory match you, so deskbot will not guess: an admin must link you."
      : ctx.platform === "console"
        ? "The console has no chat account to find you by in the directory of platform users."
        : (await ctx.store.directoryStatus()).people === 0
          ? "No directory of platform users is loaded, so deskbot cannot link you by itself."
          : "deskbot could not find you in the directory of platform users (by your chat account or its verified e-mail).";
    return {
      kind: "result",
      title: "You",
      text: `You are not linked to a platform user: your comments are posted as the integration. ${why} An admin can link you: ${ctx.prefix}link ${mentionOf(ctx.userId)} PLATFORM_USER_UID`,
      fields: [...fields, { label: "Platform user", value: "not linked" }],
    };
  },
});
