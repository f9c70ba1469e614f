// `ticket REQUEST`: one request (ticket) as the platform has it: title, status, priority, people, last update, link.
import type { Request } from "../../api/schemas.ts";
import { lookup, t } from "../../messages/translate.ts";
import { idArg } from "../argument-values.ts";
import { meaning, positional } from "../arguments.ts";
import { defineCommand } from "../command.ts";
import { orDash } from "../format.ts";
import type { ReplyField } from "../reply.ts";

/** A request's status in plain words (the platform's screens call `open` "New"); one the platform adds later, as sent. */
export function statusWords(status: string | null | undefined): string {
  return wordsFor("ticket.status", status);
}

/** A value's words under `prefix` in the catalogue, the value itself when there are none, or a dash. */
function wordsFor(prefix: "ticket.status" | "ticket.priority", value: string | null | undefined): string {
  return value ? (lookup(`${prefix}.${value}`) ?? value) : "—";
}

/** The ticket's name as people say it: its friendly id, else its uid. */
export const ticketName = (request: Request) => request.friendly_id ?? request.uid;

export const ticketCommand = defineCommand({
  name: "ticket",
  role: "everyone",
  writes: false,
  // Whose tickets the caller may see depends on who they are: a newcomer is waited for, briefly.
  needsIdentity: true,
  args: { request: meaning(positional("REQUEST", idArg), { kind: "ticket" }) },
  async run(ctx, args) {
    const result = await ctx.services.tickets.read(args.request);
    if (!result.ok) return result.error;
    const request = result.value;
    // The oldest version of the API has one assignee, an admin or a team inbox.
    const assignee = request.assignee_admin_uid ?? request.assignee_inbox_uid ?? request.assigned_to_uid;
    const people = [request.requested_by_uid, assignee].filter((uid): uid is string => typeof uid === "string");
    const labels = await ctx.services.labels(people);
    const person = (uid: string | null | undefined) => (uid ? (labels.get(uid) ?? uid) : "—");
    const fields: ReplyField[] = [
      { label: t("label.status"), value: statusWords(request.status) },
      { label: t("label.priority"), value: wordsFor("ticket.priority", request.priority) },
      { label: t("label.requester"), value: person(request.requested_by_uid) },
      { label: t("label.assignee"), value: assignee ? person(assignee) : t("ticket.unassigned") },
      {
        label: t("label.updated"),
        value: orDash(request.updated_at),
        format: request.updated_at ? "datetime" : "text",
      },
    ];
    if (request.admin_permalink_url)
      fields.push({ label: t("label.link"), value: request.admin_permalink_url, format: "link" });
    return {
      kind: "result",
      title: t("ticket.title", { ticket: ticketName(request), title: request.title ?? "" }),
      fields,
      data: request,
    };
  },
});
