// The ticket a chat message names: a friendly id (`REQ-42`) in its words, or a link to a request on the platform's own host.

/** A request's friendly id as people write it. */
const FRIENDLY_ID = /\b(REQ-\d{1,9})\b/i;

/** A link in a text: an address up to the first space, bracket, bar or quote. */
const LINK = /https?:\/\/[^\s<>|"')\]]+/gi;

/**
 * The ticket a link names: only a link to a request on `linkDomain` (DESK_REQUEST_LINK_DOMAIN)
 * whose path ends in `/requests/ID`. A link on any other host names none, whatever it holds
 * (`https://evil.example/phish?ref=REQ-1`), and no link names one when no domain is set.
 */
export function ticketOfRequestLink(link: unknown, linkDomain: string | undefined): string | undefined {
  if (!linkDomain || typeof link !== "string" || !/^https?:\/\//i.test(link) || !URL.canParse(link)) return undefined;
  const url = new URL(link);
  if (url.host.toLowerCase() !== linkDomain.toLowerCase()) return undefined;
  return /\/requests\/([A-Za-z0-9_-]+)\/?$/.exec(url.pathname)?.[1];
}

/**
 * The first ticket `text` names, or undefined: a link to a request on `linkDomain`, else a friendly
 * id such as `REQ-42` (upper-cased) in the words outside links: a link elsewhere that merely
 * contains a friendly id names nothing.
 */
export function ticketMentioned(text: string, linkDomain?: string): string | undefined {
  let words = "";
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const id = ticketOfRequestLink(match[0], linkDomain);
    if (id) return id;
    words += `${text.slice(last, match.index)} `;
    last = match.index + match[0].length;
  }
  words += text.slice(last);
  return FRIENDLY_ID.exec(words)?.[1]?.toUpperCase();
}
