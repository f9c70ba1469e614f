// Renders a Reply as plain text for the terminal.
import type { Reply, ReplyField } from "../../core/reply.ts";

const fieldLine = (field: ReplyField): string => (field.label ? `${field.label}: ${field.value}` : field.value);

/** The reply as lines of text, ready to print. */
export function toText(reply: Reply): string {
  const lines: string[] = [];
  const prefix = reply.kind === "error" ? "Error: " : reply.kind === "denied" ? "Not allowed: " : "";
  const paging = reply.paging
    ? ` (page ${reply.paging.page} of ${reply.paging.totalPages}, ${reply.paging.total} in all)`
    : "";
  lines.push(`${prefix}${reply.title}${paging}`);
  if (reply.error) lines.push(reply.error.troubleshoot);
  if (reply.text) lines.push(reply.text);
  for (const field of reply.fields ?? []) lines.push(`  ${fieldLine(field)}`);
  for (const item of reply.items ?? []) {
    lines.push(`  • ${item.title}${item.id ? ` (${item.id})` : ""}`);
    const details = (item.fields ?? []).map(fieldLine);
    // Help reads best a line each; a record's facts fit on one line.
    if (reply.kind === "help") for (const detail of details) lines.push(`      ${detail}`);
    else if (details.length > 0) lines.push(`      ${details.join(" · ")}`);
  }
  if (reply.paging?.previous) lines.push(`Previous page: ${reply.paging.previous}`);
  if (reply.paging?.next) lines.push(`Next page: ${reply.paging.next}`);
  for (const action of reply.actions ?? []) lines.push(`${action.label}: ${action.command}`);
  return lines.join("\n");
}
