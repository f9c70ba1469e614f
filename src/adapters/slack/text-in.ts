// Slack text in: what arrives with Slack's escapes, links and mentions, as the person reads it.
import { decodeHTMLStrict } from "entities";

/** Slack's message text as a person reads it: mentions and links unwrapped, entities decoded. */
export function slackTextToPlain(text: string): string {
  return decodeHTMLStrict(
    text
      .replace(/<([@#!][^>|]*)\|([^>]*)>/g, (_, _id: string, label: string) => label)
      .replace(/<(https?:[^>|]+)\|([^>]*)>/g, "$2 ($1)")
      .replace(/<(https?:[^>]+)>/g, "$1"),
  );
}
