// Page X of Y for list replies, with the commands that show the neighbouring pages.
import type { PageMeta } from "../api/schemas.ts";
import { t } from "../messages/translate.ts";
import type { CommandContext } from "./command.ts";
import type { ReplyPaging } from "./reply.ts";

/** Paging of a list reply from the API's meta; next/previous re-run the same command with another `--page`. */
export function pagingOf(meta: PageMeta, ctx: CommandContext): ReplyPaging {
  const totalPages = meta.per_page > 0 ? Math.max(1, Math.ceil(meta.total / meta.per_page)) : 1;
  const page = meta.current_page;
  return {
    page,
    totalPages,
    total: meta.total,
    ...(page < totalPages ? { next: ctx.invocation.rerunWith({ page: String(page + 1) }) } : {}),
    ...(page > 1 ? { previous: ctx.invocation.rerunWith({ page: String(Math.min(page - 1, totalPages)) }) } : {}),
  };
}

/** What was made of a `--per-page` out of range (it is clamped to what the API serves), or undefined. */
export function pageSizeNote(ctx: CommandContext, used: number | undefined): string | undefined {
  const given = ctx.invocation.given("per-page");
  if (given === undefined || used === undefined || Number(given) === used) return undefined;
  return t("paging.clamped", { given, more: String(Number(given) > used), used: String(used) });
}

/** A list reply's text: the page-size note and, when nothing matched, the words for that. */
export function listText(...lines: Array<string | undefined>): { text?: string } {
  const text = lines.filter(Boolean).join("\n");
  return text ? { text } : {};
}
