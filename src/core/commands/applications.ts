// `apps` lists the company's applications (archived ones never appear); `app unarchive` brings one back.
import { apiErrorReply } from "../api-replies.ts";
import { idArg, LIST_ARGS, listQuery, statusesArg } from "../argument-values.ts";
import { option, positional } from "../arguments.ts";
import { defineCommand } from "../command.ts";
import { money, orDash } from "../format.ts";
import { listText, pageSizeNote, pagingOf } from "../paging.ts";

export const appsCommand = defineCommand({
  name: "apps",
  role: "everyone",
  writes: false,
  args: { status: option("status", "S[,S…]", statusesArg), ...LIST_ARGS },
  async run(ctx, args) {
    const result = await ctx.services.api.listApplications({
      ...listQuery(args),
      ...(args.status ? { statuses: args.status } : {}),
    });
    if (!result.ok) return apiErrorReply(result.error, "Listing the applications");
    const { meta, results } = result.value;
    const owners = await ctx.services.labels(results.flatMap((app) => (app.app_owner_uid ? [app.app_owner_uid] : [])));
    return {
      kind: "result",
      title: args.status ? `Applications (${args.status.join(", ")})` : "Applications",
      ...listText(pageSizeNote(ctx, args.perPage), results.length === 0 ? "No application matches." : undefined),
      items: results.map((app) => ({
        title: app.name,
        id: app.uid,
        fields: [
          { label: "Status", value: app.status },
          { label: "Owner", value: app.app_owner_uid ? (owners.get(app.app_owner_uid) ?? app.app_owner_uid) : "—" },
          { label: "Annual cost", value: money(app.total_annual_cost) },
          {
            label: "Renewal",
            value: orDash(app.renewal_date),
            format: app.renewal_date ? ("date" as const) : ("text" as const),
          },
        ],
      })),
      paging: pagingOf(meta, ctx),
      data: result.value,
    };
  },
});

export const appUnarchiveCommand = defineCommand({
  name: "app unarchive",
  role: "admin",
  writes: true,
  args: { app_uid: positional("APP_UID", idArg) },
  async run(ctx, args) {
    const result = await ctx.services.api.unarchiveApplication(args.app_uid);
    if (!result.ok) return apiErrorReply(result.error, `Unarchiving application ${args.app_uid}`);
    const app = result.value;
    const owner = app.app_owner_uid
      ? (await ctx.services.labels([app.app_owner_uid])).get(app.app_owner_uid)
      : undefined;
    return {
      kind: "result",
      title: `Application ${app.name} is unarchived`,
      fields: [
        { label: "UID", value: app.uid, format: "code" },
        { label: "Status", value: app.status },
        { label: "Owner", value: orDash(owner ?? app.app_owner) },
        ...(app.updated_at ? [{ label: "Updated", value: app.updated_at, format: "datetime" as const }] : []),
      ],
      data: app,
    };
  },
});
