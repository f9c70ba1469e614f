// `comment` and `approval`: write on a request (ticket), as the caller's linked platform user when linked; each has a form.
import { z } from "zod";
import { t } from "../../messages/translate.ts";
import { apiErrorReply } from "../api-replies.ts";
import { idArg, listArg } from "../argument-values.ts";
import { meaning, naming, positional, requiredOption, switchOption } from "../arguments.ts";
import { defineCommand } from "../command.ts";
import { declareForm, type FieldDeclaration } from "../forms.ts";
import { plainMentions } from "../mentions.ts";
import type { Identity } from "../people-resolver.ts";
import { checkTicket, ticketSummaryField } from "../ticket-check.ts";

/** Free text, as it reaches the ticket: mentions as the names people read (`@Ann`), not chat ids. */
const text = z
  .string()
  .trim()
  .min(1, { error: () => t("arg.empty") })
  .transform(plainMentions);

/** Whether deskbot could not tell in time who the caller is (they may be linked in a minute). */
const identityLate = (identity: Identity): boolean => !identity.linked && identity.pending === true;

/** Why a comment was posted as the integration: deskbot could not tell in time, or the caller is not linked. */
const asIntegrationText = (identity: Identity, prefix: string): string =>
  identityLate(identity) ? t("identity.late") : t("comment.asIntegration", { link: `${prefix}link` });

const ticketField: FieldDeclaration = { id: "ticket", kind: "text", fills: "request", prefill: "ticket" };

export const commentCommand = defineCommand({
  name: "comment",
  role: "everyone",
  writes: true,
  needsIdentity: true,
  args: {
    request: meaning(positional("REQUEST", idArg), { kind: "ticket" }),
    text: meaning(positional("TEXT…", text, "text"), { kind: "text" }),
  },
  form: declareForm({
    id: "comment",
    messageAction: "comment_on_ticket",
    fields: [ticketField, { id: "body", kind: "multiline", fills: "text", prefill: "message" }],
    summary: "body",
  }),
  async run(ctx, args) {
    const checked = await checkTicket(ctx, args.request, t("comment.doing", { ticket: args.request }));
    if (!checked.ok) return checked.error;
    const ticket = checked.value;
    if (ticket.warning) return ticket.warning;
    const result = await ctx.services.api.addMessage(args.request, {
      body_text: args.text,
      ...(ctx.caller.linkedUid ? { sent_by_uid: ctx.caller.linkedUid } : {}),
      ...(ctx.invocation.attachments.length > 0 ? { attachments: ctx.invocation.attachments } : {}),
    });
    if (!result.ok) return apiErrorReply(result.error, t("comment.doing", { ticket: args.request }), "request");
    const message = result.value;
    const author = ctx.caller.linkedUid
      ? (await ctx.services.labels([ctx.caller.linkedUid])).get(ctx.caller.linkedUid)
      : undefined;
    return {
      kind: "result",
      title: t("comment.done", { ticket: args.request }),
      ...(ctx.caller.linkedUid ? {} : { text: asIntegrationText(ctx.caller.identity, ctx.caller.prefix) }),
      fields: [
        ...(ticket.request ? [ticketSummaryField(ticket.request)] : []),
        { label: t("label.postedAs"), value: author ?? t("value.theIntegration") },
        { label: t("label.comment"), value: message.body_text },
        ...(message.attachments && message.attachments.length > 0
          ? [{ label: t("label.attachments"), value: message.attachments.map((file) => file.filename).join(", ") }]
          : []),
      ],
      data: message,
    };
  },
});

export const approvalCommand = defineCommand({
  name: "approval",
  role: "admin",
  writes: true,
  needsIdentity: true,
  args: {
    request: meaning(positional("REQUEST", idArg), { kind: "ticket" }),
    approvers: naming(
      "platform",
      meaning(requiredOption("approvers", "U[,U…]", listArg), { kind: "person", many: true }),
    ),
    follow: meaning(switchOption("follow"), { kind: "switch", cue: "words.vocab.follow" }),
    text: meaning(positional("TEXT…", text, "text"), { kind: "text" }),
  },
  form: declareForm({
    id: "approval",
    messageAction: "request_approval",
    fields: [
      ticketField,
      { id: "approvers", kind: "people", fills: "approvers" },
      { id: "body", kind: "multiline", fills: "text", prefill: "message" },
      { id: "follow", kind: "checkbox", fills: "follow", optional: true },
    ],
  }),
  async run(ctx, args) {
    const approvers: string[] = [];
    for (const reference of args.approvers) {
      const resolved = await ctx.services.resolveUser(reference);
      if (!resolved.ok) return { ...resolved.error, field: "approvers" };
      approvers.push(resolved.value);
    }
    const checked = await checkTicket(ctx, args.request, t("approval.doing", { ticket: args.request }));
    if (!checked.ok) return checked.error;
    const ticket = checked.value;
    if (ticket.warning) return ticket.warning;
    const result = await ctx.services.api.requestApproval(args.request, {
      body_markdown: args.text,
      approver_uids: approvers,
      ...(args.follow ? { add_to_followers: true } : {}),
      ...(ctx.caller.linkedUid ? { sent_by: ctx.caller.linkedUid } : {}),
    });
    if (!result.ok) return apiErrorReply(result.error, t("approval.doing", { ticket: args.request }), "request");
    const approval = result.value;
    const sender = approval.sent_by ?? ctx.caller.linkedUid;
    const labels = await ctx.services.labels([...approval.approver_uids, ...(sender ? [sender] : [])]);
    const label = (uid: string) => labels.get(uid) ?? uid;
    return {
      kind: "result",
      title: t("approval.done", { ticket: args.request }),
      ...(!sender && identityLate(ctx.caller.identity) ? { text: t("identity.late") } : {}),
      fields: [
        ...(ticket.request ? [ticketSummaryField(ticket.request)] : []),
        { label: t("label.approvers"), value: approval.approver_uids.map(label).join(", ") },
        { label: t("label.followers"), value: t("approval.followers", { added: String(args.follow === true) }) },
        { label: t("label.sentBy"), value: sender ? label(sender) : t("value.theIntegration") },
        { label: t("label.text"), value: approval.body_markdown ?? args.text },
      ],
      data: approval,
    };
  },
});
