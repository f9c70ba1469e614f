// The ticket a chat message names: a friendly id (`REQ-42`), or a link to a request on the platform's own host.

/** A request's friendly id as people write it. */
const FRIENDLY_ID = /\b(REQ-\d{1,9})\b/i;

/**
 * The first ticket `text` names, or undefined: a link to a request on `linkDomain` (its path ends
 * in `/requests/ID`), else a friendly id such as `REQ-42` (upper-cased).
 */
export function ticketMentioned(text: string, linkDomain?: string): string | undefined {
  if (linkDomain) {
    for (const [link] of text.matchAll(/https?:\/\/[^\s<>|"')\]]+/gi)) {
      const url = URL.canParse(link) ? new URL(link) : undefined;
      if (url?.host.toLowerCase() !== linkDomain) continue;
      const id = /\/requests\/([A-Za-z0-9_-]+)\/?$/.exec(url.pathname)?.[1];
      if (id) return id;
    }
  }
  return FRIENDLY_ID.exec(text)?.[1]?.toUpperCase();
}
