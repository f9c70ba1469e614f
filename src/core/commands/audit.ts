// `audit`: the newest entries of the audit log, the changes made from chat.

import { z } from "zod";
import { lookup, t } from "../../messages/translate.ts";
import { idArg } from "../argument-values.ts";
import { option } from "../arguments.ts";
import { defineCommand } from "../command.ts";
import { chatUserOf, mentionOf } from "../mentions.ts";

/** Entries shown when `--limit` is not given, and the most one reply shows. */
const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 100;

const limitArg = z
  .string()
  .regex(/^\d+$/, { error: () => t("arg.wholeNumber", { max: String(MAX_LIMIT) }) })
  .transform(Number)
  .refine((n) => n >= 1 && n <= MAX_LIMIT, { error: () => t("arg.wholeNumber", { max: String(MAX_LIMIT) }) });

export const auditCommand = defineCommand({
  name: "audit",
  // The audit log: for the asker's eyes only.
  forAskerOnly: true,
  callsApi: false,
  helpValues: { max: MAX_LIMIT, default: DEFAULT_LIMIT },
  role: "admin",
  writes: false,
  args: {
    user: option("user", "USER", idArg),
    command: option("command", "NAME", idArg),
    limit: option("limit", "N", limitArg),
  },
  async run(ctx, args) {
    const entries = await ctx.services.store.recentAudit({
      limit: args.limit ?? DEFAULT_LIMIT,
      ...(args.user ? { chatUserId: chatUserOf(args.user) } : {}),
      ...(args.command ? { command: args.command.toLowerCase() } : {}),
    });
    return {
      kind: "result",
      title: t("audit.title", { count: entries.length }),
      ...(entries.length === 0 ? { text: t("audit.none") } : {}),
      items: entries.map((entry) => ({
        title: entry.text,
        fields: [
          { label: t("label.by"), value: mentionOf(entry.chatUserId) },
          { label: t("label.when"), value: entry.at, format: "datetime" as const },
          // An outcome this catalogue has no words for (written by another version) shows as stored.
          { label: t("label.outcome"), value: lookup(`audit.outcome.${entry.outcome}`) ?? entry.outcome },
          { label: "", value: entry.detail },
        ],
      })),
      data: entries,
    };
  },
});
