// `admin grant`, `admin revoke` and `admins`: the admin role granted in the store, beside DESK_ADMINS.
import { t } from "../../messages/translate.ts";
import { idArg } from "../argument-values.ts";
import { meaning, naming, positional } from "../arguments.ts";
import { defineCommand } from "../command.ts";
import { asMention, chatUserOf, mentionOf } from "../mentions.ts";
import { platformName } from "../platform.ts";

export const adminGrantCommand = defineCommand({
  name: "admin grant",
  callsApi: false,
  role: "admin",
  writes: true,
  destructive: true,
  args: { user: naming("chat", meaning(positional("USER", idArg), { kind: "person" })) },
  async run(ctx, args) {
    const user = chatUserOf(args.user);
    const changed = await ctx.services.store.setAdmin(ctx.caller.platform, user, true);
    return {
      kind: "result",
      title: t(changed ? "admin.granted" : "admin.alreadyAdmin", { user: asMention(args.user) }),
    };
  },
});

export const adminRevokeCommand = defineCommand({
  name: "admin revoke",
  callsApi: false,
  role: "admin",
  writes: true,
  destructive: true,
  args: { user: naming("chat", meaning(positional("USER", idArg), { kind: "person" })) },
  async run(ctx, args) {
    const user = chatUserOf(args.user);
    const changed = await ctx.services.store.setAdmin(ctx.caller.platform, user, false);
    const configured = ctx.services.configuredAdmins.includes(user);
    const operator = ctx.services.consoleOperator === user;
    const still = configured ? "admin.stillConfigured" : operator ? "admin.stillConsoleOperator" : undefined;
    return {
      kind: "result",
      title: t(changed ? "admin.revoked" : "admin.notAdmin", { user: asMention(args.user) }),
      ...(still ? { text: t(still, { user: asMention(args.user) }) } : {}),
    };
  },
});

export const adminsCommand = defineCommand({
  name: "admins",
  callsApi: false,
  role: "admin",
  writes: false,
  args: {},
  async run(ctx) {
    const granted = await ctx.services.store.listAdmins(ctx.caller.platform);
    const configured = ctx.services.configuredAdmins;
    // The demo console's operator is an admin while DESK_ADMINS names nobody (whoami says so): listed as such.
    const operator = ctx.services.consoleOperator;
    const operatorListed = operator !== undefined && !configured.includes(operator);
    const items = [
      ...configured.map((id) => ({
        title: mentionOf(id),
        fields: [{ label: "", value: t("admins.fromConfiguration") }],
      })),
      ...(operatorListed
        ? [{ title: mentionOf(operator), fields: [{ label: "", value: t("admins.consoleOperator") }] }]
        : []),
      ...granted
        .filter((id) => !configured.includes(id) && !(operatorListed && id === operator))
        .map((id) => ({
          title: mentionOf(id),
          fields: [{ label: "", value: t("admins.granted", { platform: platformName(ctx.caller.platform) }) }],
        })),
    ];
    return {
      kind: "result",
      title: t("admins.title", { count: items.length }),
      ...(items.length === 0 ? { text: t("admins.none") } : {}),
      items,
    };
  },
});
