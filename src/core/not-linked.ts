// What deskbot says of links: a person chosen or mentioned who is not linked (named in words), and one's own link.
import { t } from "../messages/translate.ts";
import type { PeopleStore } from "../store/ports.ts";
import type { ChatPlatform, TicketsVisibleTo } from "../vocabulary.ts";
import { chatUserOf, mentionedName, mentionOf } from "./mentions.ts";
import type { Identity } from "./people-resolver.ts";
import type { UsageReply } from "./reply.ts";

/**
 * Names the person as people know them (their chat name, never an id when a name is known) and
 * says why deskbot cannot tell who they are, and what an admin can do. Never shows an e-mail:
 * only admins see those (`links`).
 */
export function notLinkedReply(
  reference: string,
  found: Identity & { linked: false },
  prefix: string,
  /** The person was chosen in a people picker (a form, a workflow step): no uid can be typed there. */
  picked = false,
): UsageReply {
  const chatUser = chatUserOf(reference);
  const name = found.name ?? mentionedName(reference);
  const who = name ?? mentionOf(chatUser);
  const why = t("notLinked.why", { why: whyNotLinked(found) });
  return {
    kind: "usage",
    title: t("notLinked.title", { who }),
    text: t("notLinked.text", {
      why,
      link: `${prefix}link ${mentionOf(chatUser, name)} PLATFORM_USER_UID`,
      picked: String(picked),
    }),
  };
}

/**
 * What a person is told of their own link (whoami, the App Home): whom they act as and how, or
 * why they are not linked and what an admin can do.
 */
export async function yourLinkText(
  identity: Identity,
  caller: { platform: ChatPlatform; userId: string; prefix: string },
  people: Pick<PeopleStore, "directoryStatus">,
  /**
   * Whether they see every ticket unlinked (DESK_TICKETS_VISIBLE_TO=everyone, or deskbot's admin
   * role): then their comments go as the integration; else they see no ticket until linked.
   */
  seesEveryTicket: boolean,
): Promise<string> {
  if (identity.linked) return t("you.linked", { how: t("link.source", { source: identity.source }) });
  const visibleTo: TicketsVisibleTo = seesEveryTicket ? "everyone" : "own";
  const meanwhile = t("you.meanwhile", { visibleTo });
  if (identity.pending) return t("you.pending", { meanwhile });
  const why = identity.conflict
    ? conflictWhy(identity)
    : caller.platform === "console"
      ? "console"
      : (await people.directoryStatus()).people === 0
        ? "noDirectory"
        : "notFound";
  const link = `${caller.prefix}link ${mentionOf(caller.userId)} PLATFORM_USER_UID`;
  return t("you.notLinked", { why: t("you.notLinked.why", { why }), link, meanwhile });
}

/** Why someone is not linked, as the catalogue's `notLinked.why` selects it: the conflict's true cause first. */
function whyNotLinked(found: Identity & { linked: false }): string {
  if (found.conflict) return conflictWhy(found);
  return found.pending ? "pending" : "notFound";
}

/** A conflict's cause as the catalogue selects it (`conflict` for several matches, or one an older record left without its cause). */
function conflictWhy(found: Identity & { linked: false }): string {
  return found.cause === "otherAccount" || found.cause === "linkedElsewhere" ? found.cause : "conflict";
}
