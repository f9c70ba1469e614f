// Chat mentions in command text: Slack `<@U123>` (adapters turn Teams mentions into the same form), console `@name`.

/** A mention's chat user id, or undefined when the word is not a mention (then it is a platform UID). */
export function mentionedChatUser(word: string): string | undefined {
  const slack = /^<@([A-Za-z0-9._:-]+)(\|[^>]*)?>$/.exec(word.trim());
  if (slack) return slack[1];
  const plain = /^@([^\s@<>]+)$/.exec(word.trim());
  return plain ? plain[1] : undefined;
}

/** How to write a chat user in a command so that it reads back as that user. */
export function mentionOf(chatUserId: string): string {
  return `<@${chatUserId}>`;
}

/** A chat user argument: a mention, or the chat user id itself. */
export const chatUserOf = (reference: string): string => mentionedChatUser(reference) ?? reference.trim();
