// `audit`: the newest entries of the audit log, the changes made from chat, in the reader's language and naming people.

import { z } from "zod";
import { lookup, sayAgain, t } from "../../messages/translate.ts";
import type { AuditEntry } from "../../store/ports.ts";
import type { ChatPlatform } from "../../vocabulary.ts";
import { idArg } from "../argument-values.ts";
import { meaning, naming, option } from "../arguments.ts";
import { type CommandContext, defineCommand } from "../command.ts";
import { chatUserOf, MENTION, mentionOf, unnamedMentions } from "../mentions.ts";

/** Entries shown when `--limit` is not given, and the most one reply shows. */
const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 100;

const limitArg = z
  .string()
  .regex(/^\d+$/, { error: () => t("arg.wholeNumber", { max: String(MAX_LIMIT) }) })
  .transform(Number)
  .refine((n) => n >= 1 && n <= MAX_LIMIT, { error: () => t("arg.wholeNumber", { max: String(MAX_LIMIT) }) });

/**
 * What happened, in the reader's language: the entry's kept message said again, or, for an entry
 * kept as words only (an older one) or a message this catalogue does not have, its words as written.
 */
const detailOf = (entry: AuditEntry): string => (entry.message && sayAgain(entry.message)) || entry.detail;

/**
 * Names for the people the entries show (who made each change, and whom its command line mentions),
 * by platform: the directory's, as other replies name people.
 */
async function namesOf(ctx: CommandContext, entries: AuditEntry[]): Promise<Map<string, ReadonlyMap<string, string>>> {
  const ids = new Map<ChatPlatform, Set<string>>();
  for (const entry of entries) {
    const own = ids.get(entry.platform) ?? new Set<string>();
    own.add(entry.chatUserId);
    for (const id of unnamedMentions(entry.text)) own.add(id);
    ids.set(entry.platform, own);
  }
  const named = await Promise.all(
    [...ids].map(
      async ([platform, people]) => [platform, await ctx.services.chatUserNames(platform, [...people])] as const,
    ),
  );
  return new Map(named);
}

export const auditCommand = defineCommand({
  name: "audit",
  // The audit log: for the asker's eyes only.
  forAskerOnly: true,
  callsApi: false,
  helpValues: { max: MAX_LIMIT, default: DEFAULT_LIMIT },
  role: "admin",
  writes: false,
  args: {
    user: naming("chat", meaning(option("user", "USER", idArg), { kind: "person", cue: "words.vocab.done_by" })),
    command: meaning(option("command", "NAME", idArg), { kind: "command" }),
    limit: meaning(option("limit", "N", limitArg), { kind: "count", cue: "words.vocab.limit", side: "near" }),
  },
  async run(ctx, args) {
    const entries = await ctx.services.store.recentAudit({
      limit: args.limit ?? DEFAULT_LIMIT,
      ...(args.user ? { chatUserId: chatUserOf(args.user) } : {}),
      ...(args.command ? { command: args.command.toLowerCase() } : {}),
    });
    const names = await namesOf(ctx, entries);
    const named = (entry: AuditEntry, id: string, name?: string) =>
      mentionOf(id, name || names.get(entry.platform)?.get(id));
    return {
      kind: "result",
      title: t("audit.title", { count: entries.length }),
      ...(entries.length === 0 ? { text: t("audit.none") } : {}),
      items: entries.map((entry) => ({
        title: entry.text.replace(MENTION, (_, id: string, name?: string) => named(entry, id, name)),
        fields: [
          { label: t("label.by"), value: named(entry, entry.chatUserId) },
          { label: t("label.when"), value: entry.at, format: "datetime" as const },
          // An outcome this catalogue has no words for (written by another version) shows as stored.
          { label: t("label.outcome"), value: lookup(`audit.outcome.${entry.outcome}`) ?? entry.outcome },
          { label: "", value: detailOf(entry) },
        ],
      })),
      // For scripts (`--json`): the entries as the store keeps them, what happened in the reader's language.
      data: entries.map((entry) => {
        const { message: _kept, ...stored } = entry;
        return { ...stored, detail: detailOf(entry) };
      }),
    };
  },
});
