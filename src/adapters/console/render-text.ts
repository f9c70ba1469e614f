// Renders a Reply as plain text for the terminal.

import { plainMentions } from "../../core/mentions.ts";
import type { Reply, ReplyField } from "../../core/reply.ts";
import { partsOf } from "../../core/reply-parts.ts";
import { currentLocale, t } from "../../messages/translate.ts";

/** How the terminal shows a date-time: in the reader's language, naming the time zone (the machine's unless given). */
function dateTimeOf(value: string, timeZone: string | undefined): string {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return value;
  return new Intl.DateTimeFormat(currentLocale(), {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
    ...(timeZone ? { timeZone } : {}),
  }).format(time);
}

const fieldLine = (field: ReplyField, timeZone: string | undefined): string => {
  const value = field.format === "datetime" ? dateTimeOf(field.value, timeZone) : field.value;
  return field.label ? `${t("render.labelled", { label: field.label })}${value}` : value;
};

// Matching control characters is what these are for.
// biome-ignore lint/suspicious/noControlCharactersInRegex: an ANSI control sequence (colours, cursor moves).
const CONTROL_SEQUENCE = /\u001b\[[0-?]*[ -/]*[@-~]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: an operating-system command (window titles, links).
const OS_COMMAND = /\u001b\][^\u0007\u001b]*(\u0007|\u001b\\)?/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: every other control character but line breaks and tabs.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/**
 * Text for a terminal: escape sequences and every other control character removed, line breaks and
 * tabs kept. API data and people's text pass here, so that nothing in them can drive the terminal.
 */
export function terminalSafe(text: string): string {
  return text.replace(CONTROL_SEQUENCE, "").replace(OS_COMMAND, "").replace(CONTROL_CHARACTER, "");
}

/**
 * The reply as lines of text, ready to print. Date-times are shown in `timeZone` (an IANA name), the
 * machine's own when not given; `chat --json` keeps the API's ISO 8601 values for scripts.
 */
export function toText(reply: Reply, timeZone?: string): string {
  const parts = partsOf(reply);
  const paging = parts.paging
    ? t("console.page", { page: parts.paging.page, pages: parts.paging.totalPages, total: parts.paging.total })
    : "";
  const lines = [t("console.title", { kind: reply.kind, title: parts.title, paging }), ...parts.notes];
  // What the person's own words were read as comes first, so that they learn the command.
  const words = reply.words;
  if (words?.outcome === "understood") lines.unshift(t("words.understoodAs", { line: words.line }));
  if (words?.outcome === "proposed") lines.unshift(t("words.proposedAs", { line: words.line }));
  if (parts.usage) lines.push(t("render.usage", { usage: parts.usage }));
  for (const field of parts.fields) lines.push(`  ${fieldLine(field, timeZone)}`);
  for (const item of parts.items) {
    lines.push(`  • ${item.title}${item.id ? ` (${item.id})` : ""}`);
    const details = (item.fields ?? []).map((field) => fieldLine(field, timeZone));
    if (parts.isHelp) for (const detail of details) lines.push(`      ${detail}`);
    else if (details.length > 0) lines.push(`      ${details.join(" · ")}`);
  }
  if (parts.paging?.previous) lines.push(t("console.previousPage", { command: parts.paging.previous }));
  if (parts.paging?.next) lines.push(t("console.nextPage", { command: parts.paging.next }));
  // Mentions as the console writes them: `@name`.
  return terminalSafe(plainMentions(lines.join("\n")));
}
