// `link`, `unlink` and `whoami`: which platform user a chat user acts as, kept in the store.
import { t } from "../../messages/translate.ts";
import { idArg } from "../argument-values.ts";
import { meaning, naming, positional } from "../arguments.ts";
import { defineCommand } from "../command.ts";
import { asMention, chatUserOf } from "../mentions.ts";
import { yourLinkText } from "../not-linked.ts";
import { platformName } from "../platform.ts";

export const linkCommand = defineCommand({
  name: "link",
  callsApi: false,
  role: "admin",
  writes: true,
  destructive: true,
  args: {
    chat_user: naming("chat", meaning(positional("CHAT_USER", idArg), { kind: "chat-user" })),
    platform_user_uid: naming("platform", meaning(positional("PLATFORM_USER_UID", idArg), { kind: "person" })),
  },
  async run(ctx, args) {
    const chatUser = chatUserOf(args.chat_user);
    const uid = args.platform_user_uid;
    const directory = await ctx.services.store.directoryStatus();
    const person = (await ctx.services.store.directoryPeople([uid]))[0];
    if (directory.people > 0 && !person) {
      const date = directory.lastImport?.at.slice(0, 10);
      const imported = date ? t("link.imported", { date }) : "";
      return {
        kind: "usage",
        title: t("link.notInDirectory.title", { uid }),
        text: t("link.notInDirectory.text", { people: directory.people, imported }),
      };
    }
    const previous = await ctx.services.store.getLinkRecord(ctx.caller.platform, chatUser);
    await ctx.services.store.setLink(ctx.caller.platform, chatUser, uid, "manual");
    const label = person?.fullName ? `${person.fullName} (${uid})` : uid;
    const before =
      previous && previous.uid !== uid
        ? t("link.before", { uid: previous.uid, how: t("link.source", { source: previous.source }) })
        : undefined;
    return {
      kind: "result",
      // "by an admin" is the link's source, in the reply and in the audit log (which keeps the title).
      title: t("link.done", { user: asMention(args.chat_user), label }),
      ...(before ? { text: before } : {}),
      fields: [
        { label: t("label.chatUser"), value: chatUser, format: "code" },
        { label: t("label.platformUser"), value: uid, format: "code" },
        { label: t("label.platform"), value: platformName(ctx.caller.platform) },
      ],
    };
  },
});

export const unlinkCommand = defineCommand({
  name: "unlink",
  callsApi: false,
  role: "admin",
  writes: true,
  destructive: true,
  args: { chat_user: naming("chat", meaning(positional("CHAT_USER", idArg), { kind: "chat-user" })) },
  async run(ctx, args) {
    const chatUser = chatUserOf(args.chat_user);
    const previous = await ctx.services.store.getLinkRecord(ctx.caller.platform, chatUser);
    const removed = await ctx.services.store.removeLink(ctx.caller.platform, chatUser);
    const automatic = previous && previous.source !== "manual";
    return {
      kind: "result",
      title: removed
        ? t("unlink.done", { user: asMention(args.chat_user), uid: previous?.uid ?? "" })
        : t("unlink.notLinked", { user: asMention(args.chat_user) }),
      ...(automatic ? { text: t("unlink.automatic", { link: `${ctx.caller.prefix}link` }) } : {}),
    };
  },
});

export const whoamiCommand = defineCommand({
  name: "whoami",
  callsApi: false,
  needsIdentity: true,
  role: "everyone",
  writes: false,
  args: {},
  async run(ctx) {
    const identity = ctx.caller.identity;
    const fields = [
      { label: t("label.chatUser"), value: ctx.caller.userId, format: "code" as const },
      { label: t("label.platform"), value: platformName(ctx.caller.platform) },
      { label: t("label.role"), value: t("value.role", { role: ctx.caller.role }) },
    ];
    const seesEvery = await ctx.services.tickets.seesEvery();
    const text = await yourLinkText(identity, ctx.caller, ctx.services.store, seesEvery);
    if (identity.linked) {
      const person = (await ctx.services.store.directoryPeople([identity.uid]))[0];
      return {
        kind: "result",
        title: person?.fullName ? t("whoami.youAre", { name: person.fullName }) : t("whoami.you"),
        text,
        fields: [...fields, { label: t("label.platformUser"), value: identity.uid, format: "code" }],
      };
    }
    const notLinked = { label: t("label.platformUser"), value: t("value.notLinked") };
    return { kind: "result", title: t("whoami.you"), text, fields: [...fields, notLinked] };
  },
});
