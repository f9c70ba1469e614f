// Teams people: the Bot Connector's member lookup, cached, for names in cards and forms and for linking by e-mail.
import { TeamsInfo, type TurnContext } from "botbuilder";
import { RateLimiter } from "../../api/rate-limiter.ts";
import { LookupCache, PEOPLE_CACHE } from "../../cache.ts";
import { unnamedMentions } from "../../core/mentions.ts";
import type { ChatProfile } from "../../core/people-resolver.ts";
import type { Reply } from "../../core/reply.ts";
import type { Names } from "./cards.ts";

interface Member {
  aadObjectId?: string;
  name?: string;
  /** The member's e-mail as Microsoft Entra ID holds it. */
  email?: string;
}

/** Names, AAD object ids and e-mails of Teams members, at most one lookup per person per hour. */
export class TeamsMembers {
  private readonly members = new LookupCache<Member>(undefined, PEOPLE_CACHE);
  /** The Bot Connector allows an app 50 requests a second per tenant: member lookups keep well under. */
  private readonly budget = new RateLimiter(25, 1_000);

  /** A member by Teams user id or AAD object id, from the conversation's roster. */
  member(context: TurnContext, id: string): Promise<Member | undefined> {
    return this.members.get(id, async () => {
      await this.budget.acquire();
      const found = await TeamsInfo.getMember(context, id);
      return {
        ...(found.aadObjectId ? { aadObjectId: found.aadObjectId } : {}),
        ...(found.name ? { name: found.name } : {}),
        ...(found.email ? { email: found.email } : {}),
      };
    });
  }

  /** A member's name and e-mail (from Entra ID, which the organisation verifies), for linking. */
  async profileOf(context: TurnContext, id: string): Promise<ChatProfile | undefined> {
    const member = await this.member(context, id);
    return member
      ? { ...(member.name ? { name: member.name } : {}), ...(member.email ? { email: member.email } : {}) }
      : undefined;
  }

  /** The names of the people a reply mentions without a name, for its card. */
  async namesFor(context: TurnContext, reply: Reply): Promise<Names> {
    const ids = unnamedMentions(JSON.stringify(reply));
    const found = await Promise.all(ids.map(async (id) => [id, (await this.member(context, id))?.name] as const));
    return new Map(found.filter((entry): entry is readonly [string, string] => entry[1] !== undefined));
  }
}
