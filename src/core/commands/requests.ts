// `comment` and `approval`: write on a request (ticket), as the caller's linked platform user when linked; each has a form.
import { z } from "zod";
import { apiErrorReply } from "../api-replies.ts";
import { idArg, listArg } from "../args.ts";
import { positional, requiredOption, switchOption } from "../arguments.ts";
import { defineCommand } from "../command.ts";
import type { FormField } from "../forms.ts";
import { plainMentions } from "../mentions.ts";

/** Free text, as it reaches the ticket: mentions as the names people read (`@Ann`), not chat ids. */
const text = z.string().trim().min(1, "must not be empty").transform(plainMentions);

const ticketField: FormField = {
  id: "ticket",
  label: "Ticket",
  kind: "text",
  fills: "request",
  hint: "The request's UID or friendly id, like REQ-42.",
  placeholder: "REQ-42",
};

export const commentCommand = defineCommand({
  name: "comment",
  summary: "Add a comment to a request (ticket).",
  details: [
    "REQUEST is a request UID or its friendly id, like REQ-42.",
    "The comment is posted as your linked platform user; unlinked, it is posted as the integration.",
    "Example: comment REQ-42 The laptop was delivered this morning.",
  ],
  role: "everyone",
  writes: true,
  args: { request: positional("REQUEST", idArg), text: positional("TEXT…", text, "text") },
  form: {
    id: "comment",
    title: "Comment on a ticket",
    submitLabel: "Comment",
    messageAction: {
      id: "comment_on_ticket",
      title: "Comment on ticket",
      description: "Add this message to a ticket as a comment",
    },
    fields: [ticketField, { id: "body", label: "Comment", kind: "multiline", fills: "text", prefill: "message" }],
  },
  async run(ctx, args) {
    const result = await ctx.services.api.addMessage(args.request, {
      body_text: args.text,
      ...(ctx.caller.linkedUid ? { sent_by_uid: ctx.caller.linkedUid } : {}),
      ...(ctx.invocation.attachments.length > 0 ? { attachments: ctx.invocation.attachments } : {}),
    });
    if (!result.ok) return apiErrorReply(result.error, `Commenting on ${args.request}`, "request");
    const message = result.value;
    const author = ctx.caller.linkedUid
      ? (await ctx.services.labels([ctx.caller.linkedUid])).get(ctx.caller.linkedUid)
      : undefined;
    return {
      kind: "result",
      title: `Comment added to ${args.request}`,
      ...(ctx.caller.linkedUid
        ? {}
        : {
            text: `Posted as the integration, because your chat account is not linked to a platform user: an admin can link it (${ctx.caller.prefix}link).`,
          }),
      fields: [
        { label: "Posted as", value: author ?? "the integration" },
        { label: "Comment", value: message.body_text },
        ...(message.attachments && message.attachments.length > 0
          ? [{ label: "Attachments", value: message.attachments.map((file) => file.filename).join(", ") }]
          : []),
      ],
      data: message,
    };
  },
});

export const approvalCommand = defineCommand({
  name: "approval",
  summary: "Ask people to approve a request.",
  details: [
    "U is a platform user UID or a mention of a linked chat user. --follow adds the approvers to the request's followers.",
    "The text is sent as markdown. It is sent by your linked platform user, when you are linked.",
    "Example: approval REQ-42 --approvers u_grace,u_alan --follow Please approve the new laptop.",
  ],
  role: "admin",
  writes: true,
  args: {
    request: positional("REQUEST", idArg),
    approvers: requiredOption("approvers", "U[,U…]", listArg),
    follow: switchOption("follow"),
    text: positional("TEXT…", text, "text"),
  },
  form: {
    id: "approval",
    title: "Request an approval",
    submitLabel: "Request approval",
    messageAction: {
      id: "request_approval",
      title: "Request approval",
      description: "Ask people to approve a ticket, quoting this message",
    },
    fields: [
      ticketField,
      {
        id: "approvers",
        label: "Approvers",
        kind: "people",
        fills: "approvers",
        hint: "Each approver must be linked to their platform user.",
      },
      { id: "body", label: "What to approve", kind: "multiline", fills: "text", prefill: "message" },
      {
        id: "follow",
        label: "Followers",
        kind: "checkbox",
        fills: "follow",
        optional: true,
        option: "Add the approvers to the ticket's followers",
      },
    ],
  },
  async run(ctx, args) {
    const approvers: string[] = [];
    for (const reference of args.approvers) {
      const resolved = await ctx.services.resolveUser(reference);
      if (!resolved.ok) return { ...resolved.error, field: "approvers" };
      approvers.push(resolved.value);
    }
    const result = await ctx.services.api.requestApproval(args.request, {
      body_markdown: args.text,
      approver_uids: approvers,
      ...(args.follow ? { add_to_followers: true } : {}),
      ...(ctx.caller.linkedUid ? { sent_by: ctx.caller.linkedUid } : {}),
    });
    if (!result.ok) return apiErrorReply(result.error, `Requesting approval on ${args.request}`, "request");
    const approval = result.value;
    const sender = approval.sent_by ?? ctx.caller.linkedUid;
    const labels = await ctx.services.labels([...approval.approver_uids, ...(sender ? [sender] : [])]);
    const label = (uid: string) => labels.get(uid) ?? uid;
    return {
      kind: "result",
      title: `Approval requested on ${args.request}`,
      fields: [
        { label: "Approvers", value: approval.approver_uids.map(label).join(", ") },
        { label: "Followers", value: args.follow ? "approvers added" : "unchanged" },
        { label: "Sent by", value: sender ? label(sender) : "the integration" },
        { label: "Text", value: approval.body_markdown ?? args.text },
      ],
      data: approval,
    };
  },
});
