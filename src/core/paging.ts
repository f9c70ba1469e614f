// Page X of Y for list replies, with the commands that show the neighbouring pages.
import type { PageMeta } from "../api/schemas.ts";
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
    ...(page < totalPages ? { next: ctx.rerunWith({ page: String(page + 1) }) } : {}),
    ...(page > 1 ? { previous: ctx.rerunWith({ page: String(Math.min(page - 1, totalPages)) }) } : {}),
  };
}
