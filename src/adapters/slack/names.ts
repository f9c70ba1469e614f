// Mentions with names: each `<@U123>` in a text given the person's name, so that people read names, not ids.
import { MENTION, mentionOf } from "../../core/mentions.ts";
import type { SlackPeople } from "./people.ts";

/** The text with every mention that has no name given one from Slack (when Slack knows it). */
export async function namedMentions(people: SlackPeople, text: string): Promise<string> {
  const ids = [...new Set([...text.matchAll(MENTION)].filter((match) => !match[2]).map((match) => match[1] as string))];
  const names = new Map(await Promise.all(ids.map(async (id) => [id, await people.nameOf(id)] as const)));
  return text.replace(MENTION, (whole, id: string, name: string | undefined) =>
    name ? whole : mentionOf(id, names.get(id)),
  );
}
