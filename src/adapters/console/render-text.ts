// Renders a Reply as plain text for the terminal.

import type { Reply, ReplyField } from "../../core/reply.ts";
import { partsOf } from "../../core/reply-parts.ts";

const fieldLine = (field: ReplyField): string => (field.label ? `${field.label}: ${field.value}` : field.value);

/** The reply as lines of text, ready to print. */
export function toText(reply: Reply): string {
  const parts = partsOf(reply);
  const prefix = reply.kind === "error" ? "Error: " : reply.kind === "denied" ? "Not allowed: " : "";
  const paging = parts.paging
    ? ` (page ${parts.paging.page} of ${parts.paging.totalPages}, ${parts.paging.total} in all)`
    : "";
  const lines = [`${prefix}${parts.title}${paging}`, ...parts.notes];
  if (parts.usage) lines.push(`Usage: ${parts.usage}`);
  for (const field of parts.fields) lines.push(`  ${fieldLine(field)}`);
  for (const item of parts.items) {
    lines.push(`  • ${item.title}${item.id ? ` (${item.id})` : ""}`);
    const details = (item.fields ?? []).map(fieldLine);
    if (parts.isHelp) for (const detail of details) lines.push(`      ${detail}`);
    else if (details.length > 0) lines.push(`      ${details.join(" · ")}`);
  }
  if (parts.paging?.previous) lines.push(`Previous page: ${parts.paging.previous}`);
  if (parts.paging?.next) lines.push(`Next page: ${parts.paging.next}`);
  return lines.join("\n");
}
