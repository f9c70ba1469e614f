// Chat mentions in command and reply text: `<@ID>` or `<@ID|Name>` (each adapter writes its platform's mentions so), console `@name`.

/** Every mention in a text: group 1 the chat user id, group 2 the name when known. */
export const MENTION = /<@([A-Za-z0-9._:-]+)(?:\|([^>]*))?>/g;

/** A mention's chat user id, or undefined when the word is not a mention (then it is a platform UID). */
export function mentionedChatUser(word: string): string | undefined {
  const tagged = /^<@([A-Za-z0-9._:-]+)(\|[^>]*)?>$/.exec(word.trim());
  if (tagged) return tagged[1];
  const plain = /^@([^\s@<>]+)$/.exec(word.trim());
  return plain ? plain[1] : undefined;
}

/** How to write a chat user so that it reads back as that user, and shows their name where it is known. */
export function mentionOf(chatUserId: string, name?: string): string {
  const clean = name?.replace(/[|<>]/g, "").trim();
  return clean ? `<@${chatUserId}|${clean}>` : `<@${chatUserId}>`;
}

/** A chat user argument: a mention, or the chat user id itself. */
export const chatUserOf = (reference: string): string => mentionedChatUser(reference) ?? reference.trim();

/** A chat user argument as a mention: the mention as given (with its name), or one made of the chat user id. */
export function asMention(reference: string): string {
  const trimmed = reference.trim();
  return /^<@[^>]+>$/.test(trimmed) ? trimmed : mentionOf(chatUserOf(trimmed));
}

/** Text with its mentions as people write them: `@Name`, or `@ID` when the name is not known. */
export function plainMentions(text: string): string {
  return text.replace(MENTION, (_, id: string, name: string | undefined) => `@${name || id}`);
}

/** The name a mention carries (`<@U1|Ann>` → `Ann`) when the word is one mention with a name; else undefined. */
export function mentionedName(word: string): string | undefined {
  const parts = splitMentions(word.trim());
  const [only] = parts;
  return parts.length === 1 && typeof only === "object" ? only.name?.trim() || undefined : undefined;
}

/** A text cut into plain parts and mentions, in order, for renderers that show mentions their own way. */
export function splitMentions(text: string): Array<string | { id: string; name?: string }> {
  const parts: Array<string | { id: string; name?: string }> = [];
  let last = 0;
  for (const match of text.matchAll(MENTION)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push({ id: match[1] as string, ...(match[2] ? { name: match[2] } : {}) });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/** The chat user ids of a text's mentions that carry no name, each once. */
export function unnamedMentions(text: string): string[] {
  return [...new Set([...text.matchAll(MENTION)].filter((match) => !match[2]).map((match) => match[1] as string))];
}

/** The text with every mention that has no name given one by `nameOf` (when it knows it). */
export async function nameMentions(text: string, nameOf: (id: string) => Promise<string | undefined>): Promise<string> {
  const names = new Map(await Promise.all(unnamedMentions(text).map(async (id) => [id, await nameOf(id)] as const)));
  return text.replace(MENTION, (whole, id: string, name: string | undefined) =>
    name ? whole : mentionOf(id, names.get(id)),
  );
}
