// `apps` lists the company's applications (archived ones never appear); `app unarchive` brings one back.
import { t } from "../../messages/translate.ts";
import { apiErrorReply } from "../api-replies.ts";
import { applicationStatusWords, applicationsStatusWords } from "../application-statuses.ts";
import { idArg, LIST_ARGS, listQuery, statusesArg } from "../argument-values.ts";
import { meaning, option, positional } from "../arguments.ts";
import { defineCommand } from "../command.ts";
import { money, orDash } from "../format.ts";
import { listText, pageSizeNote, pagingOf } from "../paging.ts";

export const appsCommand = defineCommand({
  name: "apps",
  role: "everyone",
  writes: false,
  args: {
    status: meaning(option("status", "S[,S…]", statusesArg), {
      kind: "statuses",
      unlisted: "words.vocab.status.unlisted",
    }),
    ...LIST_ARGS,
  },
  async run(ctx, args) {
    const result = await ctx.services.api.listApplications({
      ...listQuery(args),
      ...(args.status ? { statuses: args.status } : {}),
    });
    if (!result.ok) return apiErrorReply(result.error, t("apps.doing"));
    const { meta, results } = result.value;
    const owners = await ctx.services.labels(results.flatMap((app) => (app.app_owner_uid ? [app.app_owner_uid] : [])));
    return {
      kind: "result",
      title: args.status
        ? t("apps.titleByStatus", { statuses: args.status.map(applicationsStatusWords).join(", ") })
        : t("apps.title"),
      ...listText(pageSizeNote(ctx, args.perPage), results.length === 0 ? t("apps.none") : undefined),
      items: results.map((app) => ({
        title: app.name,
        id: app.uid,
        fields: [
          { label: t("label.status"), value: applicationStatusWords(app.status) },
          {
            label: t("label.owner"),
            value: app.app_owner_uid ? (owners.get(app.app_owner_uid) ?? app.app_owner_uid) : "—",
          },
          { label: t("label.annualCost"), value: money(app.total_annual_cost) },
          {
            label: t("label.renewal"),
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
  args: { app_uid: meaning(positional("APP_UID", idArg), { kind: "record", of: "app" }) },
  async run(ctx, args) {
    const result = await ctx.services.api.unarchiveApplication(args.app_uid);
    if (!result.ok) return apiErrorReply(result.error, t("app.unarchive.doing", { uid: args.app_uid }));
    const app = result.value;
    const owner = app.app_owner_uid
      ? (await ctx.services.labels([app.app_owner_uid])).get(app.app_owner_uid)
      : undefined;
    return {
      kind: "result",
      title: t("app.unarchive.done", { name: app.name }),
      fields: [
        { label: t("label.uid"), value: app.uid, format: "code" },
        { label: t("label.status"), value: applicationStatusWords(app.status) },
        { label: t("label.owner"), value: orDash(owner ?? app.app_owner) },
        ...(app.updated_at ? [{ label: t("label.updated"), value: app.updated_at, format: "datetime" as const }] : []),
      ],
      data: app,
    };
  },
});
