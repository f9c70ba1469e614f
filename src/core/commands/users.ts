// `merge`: moves everything of one platform user into another, then deletes it; only after a confirmation.
import { z } from "zod";
import { apiErrorReply } from "../api-replies.ts";
import { idArg } from "../args.ts";
import { type CommandContext, defineCommand } from "../command.ts";
import type { Reply } from "../reply.ts";

const MERGE_USAGE = "merge TARGET_USER_UID SOURCE_USER_UID";
const mergeArgs = z.object({ target: idArg, source: idArg });
type MergeArgs = z.infer<typeof mergeArgs>;

/** Both users as platform UIDs, or the reply that says which one could not be resolved. */
async function resolveBoth(ctx: CommandContext, args: MergeArgs) {
  const target = await ctx.resolveUser(args.target);
  if (!target.ok) return target;
  const source = await ctx.resolveUser(args.source);
  if (!source.ok) return source;
  if (target.uid === source.uid) {
    const reply: Reply = {
      kind: "usage",
      title: "A user cannot be merged into itself.",
      text: `Usage: ${MERGE_USAGE}`,
    };
    return { ok: false as const, reply };
  }
  return { ok: true as const, target: target.uid, source: source.uid };
}

/** `u_1` or `@ann (u_1)`: how a user is named in the confirmation. */
function named(reference: string, uid: string): string {
  return reference === uid ? uid : `${reference} (${uid})`;
}

export const mergeCommand = defineCommand({
  name: "merge",
  summary: "Merge a duplicate user into another: irreversible, asks for confirmation.",
  usage: MERGE_USAGE,
  details: [
    "Everything of SOURCE moves to TARGET, then SOURCE is deleted for good.",
    "The API refuses to merge an admin: remove their admin role first.",
  ],
  role: "admin",
  writes: true,
  positionals: [{ name: "target" }, { name: "source" }],
  flags: [],
  args: mergeArgs,
  async confirm(ctx, args) {
    const users = await resolveBoth(ctx, args);
    if (!users.ok) return users.reply;
    const target = named(args.target, users.target);
    const source = named(args.source, users.source);
    return {
      kind: "confirm",
      title: "Merge these users?",
      text: `Everything of ${source} moves to ${target}, then ${source} is deleted. This is irreversible.`,
      confirmation: {
        title: "Merge users",
        text: `Merge ${source} into ${target}? ${source} will be deleted. This cannot be undone.`,
        confirmLabel: "Merge",
        denyLabel: "Cancel",
        command: ctx.rerunWith({}),
      },
    };
  },
  async run(ctx, args) {
    const users = await resolveBoth(ctx, args);
    if (!users.ok) return users.reply;
    const result = await ctx.api.mergeUsers(users.target, users.source);
    if (!result.ok) return apiErrorReply(result.error, `Merging ${users.source} into ${users.target}`);
    const user = result.value;
    return {
      kind: "result",
      title: `${users.source} is merged into ${user.full_name ?? user.uid}`,
      text: `${users.source} no longer exists; its data now belongs to ${user.uid}.`,
      fields: [
        { label: "UID", value: user.uid, format: "code" },
        { label: "E-mails", value: (user.emails ?? []).join(", ") || "—" },
      ],
      data: user,
    };
  },
});
