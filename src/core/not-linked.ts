// The reply for a person chosen or mentioned who is not linked to a platform user: named in words, with what to do.
import { chatUserOf, mentionedName, mentionOf } from "./mentions.ts";
import type { Identity } from "./people.ts";
import type { UsageReply } from "./reply.ts";

/**
 * Names the person as people know them (their chat name, never an id when a name is known) and
 * says why deskbot cannot tell who they are, and what an admin can do. Never shows an e-mail:
 * only admins see those (`links`).
 */
export function notLinkedReply(reference: string, found: Identity & { linked: false }, prefix: string): UsageReply {
  const chatUser = chatUserOf(reference);
  const name = found.name ?? mentionedName(reference);
  const who = name ?? mentionOf(chatUser);
  const why = found.conflict
    ? "Several platform users in the directory match them, so deskbot will not guess."
    : "deskbot could not find them in the directory by their chat account or its verified e-mail.";
  return {
    kind: "usage",
    title: `${who} is not linked to a platform user.`,
    text: `${why} An admin can link them: ${prefix}link ${mentionOf(chatUser, name)} PLATFORM_USER_UID. Or give the platform user UID itself.`,
  };
}
