// `merge`: moves everything of one platform user into another, then deletes it; only after a confirmation.

import { type ApiResult, isAbsentPath } from "../../api/errors.ts";
import type { User } from "../../api/schemas.ts";
import { t } from "../../messages/translate.ts";
import { fail, ok, type Result } from "../../result.ts";
import { apiErrorReply } from "../api-replies.ts";
import { idArg } from "../argument-values.ts";
import { meaning, naming, positional } from "../arguments.ts";
import { type ArgsOf, type CommandContext, defineCommand } from "../command.ts";
import { mentionedName } from "../mentions.ts";
import { type Reply, usageReply } from "../reply.ts";

const mergeArgs = {
  target: naming("platform", meaning(positional("TARGET_USER_UID", idArg), { kind: "person", side: "kept" })),
  source: naming("platform", meaning(positional("SOURCE_USER_UID", idArg), { kind: "person", side: "merged" })),
};

/** Both users as platform UIDs, or the reply that says which one could not be resolved. */
async function resolveBoth(
  ctx: CommandContext,
  args: ArgsOf<typeof mergeArgs>,
): Promise<Result<{ target: string; source: string }, Reply>> {
  const target = await ctx.services.resolveUser(args.target);
  if (!target.ok) return target;
  const source = await ctx.services.resolveUser(args.source);
  if (!source.ok) return source;
  if (target.value === source.value) return fail(usageReply(t("merge.itself"), mergeCommand.usage));
  return ok({ target: target.value, source: source.value });
}

/** Whether an answer may say the platform has no `GET /v1/users/{uid}` at all (docs/api.md: an optional endpoint). */
const isMissingEndpoint = (result: ApiResult<User>) => !result.ok && isAbsentPath(result.error);

/**
 * Both users read fresh from the API (never from the directory, which a merge leaves stale): their
 * names, or the API's refusal of one. The decision of when the lookup is absent lives here: only
 * when both answer 404 (or 405) is the platform taken to lack the endpoint (an unknown uid on one
 * that has it answers 404 too, for that uid alone); then undefined, and the merge is asked about
 * as before, its uids named from the directory.
 */
async function readBoth(
  ctx: CommandContext,
  users: { target: string; source: string },
): Promise<Result<{ target: User; source: User } | undefined, Reply>> {
  const [target, source] = await Promise.all([
    ctx.services.api.getUser(users.target),
    ctx.services.api.getUser(users.source),
  ]);
  if (isMissingEndpoint(target) && isMissingEndpoint(source)) return ok(undefined);
  for (const [read, uid, field] of [
    [target, users.target, "target"],
    [source, users.source, "source"],
  ] as const) {
    if (!read.ok) return fail(apiErrorReply(read.error, t("merge.reading", { uid }), field));
  }
  return target.ok && source.ok ? ok({ target: target.value, source: source.value }) : ok(undefined);
}

/** A user as the confirmation names them, from what the API just said: `Ann Lee (u_1)`, or the uid. */
const freshName = (user: User) => (user.full_name ? `${user.full_name} (${user.uid})` : user.uid);

/** How users are named in the confirmation (plain text: Slack's confirm dialog shows no mentions): `Ann Lee (u_1)` or `u_1`. */
async function namer(ctx: CommandContext, uids: string[]): Promise<(uid: string) => string> {
  const labels = await ctx.services.labels(uids);
  return (uid) => {
    const label = labels.get(uid) ?? uid;
    const mentioned = mentionedName(label);
    return mentioned ? `${mentioned} (${uid})` : label;
  };
}

export const mergeCommand = defineCommand({
  name: "merge",
  // It shows people's e-mails or the audit log: for the asker's eyes only.
  forAskerOnly: true,
  role: "admin",
  writes: true,
  destructive: true,
  args: mergeArgs,
  async confirm(ctx, args) {
    const users = await resolveBoth(ctx, args);
    if (!users.ok) return users.error;
    // Check, then ask: an irreversible merge is asked about only once both users are known to exist.
    const fresh = await readBoth(ctx, users.value);
    if (!fresh.ok) return fresh.error;
    const name = fresh.value ? undefined : await namer(ctx, [users.value.target, users.value.source]);
    const target = fresh.value ? freshName(fresh.value.target) : (name?.(users.value.target) ?? users.value.target);
    const source = fresh.value ? freshName(fresh.value.source) : (name?.(users.value.source) ?? users.value.source);
    return ctx.invocation.confirmation(t("merge.ask.title"), t("merge.ask.text", { source, target }), {
      title: t("merge.confirm.title"),
      text: t("merge.confirm.text", { source, target }),
      confirmLabel: t("merge.confirm.yes"),
      denyLabel: t("form.cancel"),
    });
  },
  async run(ctx, args) {
    const users = await resolveBoth(ctx, args);
    if (!users.ok) return users.error;
    const { target, source } = users.value;
    const name = await namer(ctx, [source]);
    const result = await ctx.services.api.mergeUsers(target, source);
    if (!result.ok) return apiErrorReply(result.error, t("merge.doing", { source, target }));
    const user = result.value;
    return {
      kind: "result",
      title: t("merge.done", { source: name(source), target: user.full_name ?? user.uid }),
      text: t("merge.done.text", { source, target: user.uid }),
      fields: [
        { label: t("label.uid"), value: user.uid, format: "code" },
        { label: t("label.emails"), value: (user.emails ?? []).join(", ") || "—" },
      ],
      data: user,
    };
  },
});
