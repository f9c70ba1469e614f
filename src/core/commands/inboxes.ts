// `inboxes`: the team inboxes, searched by name, a page at a time.
import { t } from "../../messages/translate.ts";
import { apiErrorReply } from "../api-replies.ts";
import { LIST_ARGS, listQuery } from "../argument-values.ts";
import { meaning, optionalWords } from "../arguments.ts";
import { defineCommand } from "../command.ts";
import { listText, pageSizeNote, pagingOf } from "../paging.ts";

export const inboxesCommand = defineCommand({
  name: "inboxes",
  role: "admin",
  writes: false,
  args: { search: meaning(optionalWords("SEARCH…"), { kind: "search" }), ...LIST_ARGS },
  async run(ctx, args) {
    const search = args.search?.join(" ").trim();
    const result = await ctx.services.api.listTeamInboxes({ ...listQuery(args), ...(search ? { search } : {}) });
    if (!result.ok) return apiErrorReply(result.error, t("inboxes.doing"));
    const { meta, results } = result.value;
    const people = await ctx.services.labels(
      results.flatMap((inbox) => inbox.members.map((member) => member.user_uid)),
    );
    return {
      kind: "result",
      title: search ? t("inboxes.titleMatching", { search }) : t("inboxes.title"),
      ...listText(pageSizeNote(ctx, args.perPage), results.length === 0 ? t("inboxes.none") : undefined),
      items: results.map((inbox) => ({
        title: inbox.value,
        id: inbox.uid,
        fields: [
          {
            label: t("label.members"),
            value:
              inbox.members.length === 0
                ? t("value.nobody")
                : inbox.members.map((member) => people.get(member.user_uid) ?? member.user_uid).join(", "),
          },
        ],
      })),
      paging: pagingOf(meta, ctx),
      data: result.value,
    };
  },
});
