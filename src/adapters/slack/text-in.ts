// Slack text in: what Slack sends (escapes, links, channels, specials) as the person wrote it; mentions kept for the core.
import { commandTextToRead, messageTextToRead } from "../../core/bounds.ts";
import { mentionAt } from "../../core/mentions.ts";

/**
 * A command's text from Slack (a slash command's `text`), read as `slackTextIn` reads it; a text
 * longer than a command may be is not read, and reaches the core still too long (it is refused there).
 */
export function slackCommandText(raw: unknown): string {
  const { text, whole } = commandTextToRead(raw);
  return whole ? slackTextIn(text) : text;
}

/** A message's text from Slack, for a form's first answers: at most as long as a command, read as `slackTextIn` reads it. */
export function slackMessageText(raw: unknown): string {
  return slackTextIn(messageTextToRead(raw));
}

/**
 * Slack's escaped text as the person wrote it: `&amp;`, `&lt;`, `&gt;` decoded, a link `<url|label>`
 * as `label (url)`, a channel as `#name`, `<!here>` and its kind as `@here`. A user mention stays
 * `<@U123|name>` (or `<@U123>`), the core's own form, so that a command can name the person it
 * means; free text shows it as `@name`. Linear in the text's length: every `<…>` is read once.
 */
export function slackTextIn(text: string): string {
  const converted = text.replace(/<([^<>]*)>/g, (whole, inner: string) => {
    const bar = inner.indexOf("|");
    const target = bar < 0 ? inner : inner.slice(0, bar);
    const label = bar < 0 ? undefined : inner.slice(bar + 1);
    if (target.startsWith("@")) return whole;
    if (target.startsWith("#")) return `#${label || target.slice(1)}`;
    if (target.startsWith("!")) return special(target.slice(1), label);
    if (/^(https?|mailto|tel):/i.test(target)) return link(target, label);
    return whole;
  });
  return converted.replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&amp;", "&");
}

/** `<!here>`, `<!subteam^S1|@it>`, `<!date^…|fallback>`: as the words people see. */
function special(command: string, label: string | undefined): string {
  if (label) return label.startsWith("@") || command.startsWith("date") ? label : `@${label}`;
  const name = command.split("^")[0] ?? command;
  return `@${name}`;
}

/** A link as `label (url)`, or the address alone when the label says nothing more. */
function link(url: string, label: string | undefined): string {
  const address = url.replace(/^mailto:/i, "");
  if (!label || label === url || label === address) return address;
  return `${label} (${address})`;
}

/**
 * A text without the bot's own mention (`<@UBOT>`, `<@UBOT|deskbot>`), wherever it was put, read
 * with the core's grammar of a mention (linear in the text); the rest is kept as written. With the
 * bot's id not known, a mention's text (`leading`) loses the mention it starts with.
 */
export function withoutMentionOf(text: string, botUserId: string | undefined, leading = false): string {
  const kept: string[] = [];
  let from = 0;
  let first = true;
  for (let at = text.indexOf("<@"); at >= 0; at = text.indexOf("<@", at + 1)) {
    const mention = mentionAt(text, at);
    if (!mention) continue;
    const ours = botUserId ? mention.id === botUserId : leading && first && text.slice(0, at).trim() === "";
    first = false;
    if (!ours) continue;
    kept.push(text.slice(from, at));
    from = mention.end;
    at = mention.end - 1;
  }
  kept.push(text.slice(from));
  return kept.join("").trim();
}
