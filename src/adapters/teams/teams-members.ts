// Teams people: the Bot Connector's member lookup, cached, for names in cards and forms and for linking by e-mail.
import { TeamsInfo, type TurnContext } from "botbuilder";
import { RateLimiter } from "../../api/rate-limiter.ts";
import { ExpiringCache, PEOPLE_CACHE } from "../../cache.ts";
import { unnamedMentions } from "../../core/mentions.ts";
import type { Reply } from "../../core/reply.ts";
import type { ChatProfile } from "../../core/requests.ts";
import type { Names } from "./cards.ts";

interface Member {
  aadObjectId?: string;
  name?: string;
  /** The member's e-mail as Microsoft Entra ID holds it. */
  email?: string;
}

/** Names, AAD object ids and e-mails of Teams members, at most one lookup per person per hour. */
export class TeamsMembers {
  private readonly members = new ExpiringCache<Member | undefined>(PEOPLE_CACHE);
  /** The Bot Connector allows an app 50 requests a second per tenant: member lookups keep well under. */
  private readonly budget = new RateLimiter(25, 1_000);

  /** `known`: the names deskbot itself has for members (the directory's, through their links), asked first. */
  constructor(
    private readonly known: (ids: readonly string[]) => Promise<ReadonlyMap<string, string>> = async () => new Map(),
  ) {}

  /** A member by Teams user id or AAD object id, from the conversation's roster. */
  member(context: TurnContext, id: string): Promise<Member | undefined> {
    return this.members.getOrLoad(id, async () => {
      await this.budget.acquire();
      // A member the conversation does not have (404) or a lookup that fails is "not known", kept a minute.
      const found = await TeamsInfo.getMember(context, id).catch(() => undefined);
      if (!found) return undefined;
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

  /**
   * The names of the people a reply mentions without a name, for its card: the directory's first,
   * then the member lookup's (which Teams answers with 404 for anyone outside the conversation).
   */
  async namesFor(context: TurnContext, reply: Reply): Promise<Names> {
    const ids = unnamedMentions(JSON.stringify(reply));
    if (ids.length === 0) return new Map();
    const known = await this.known(ids).catch(() => new Map<string, string>());
    const asked = await Promise.all(
      ids
        .filter((id) => !known.has(id))
        .map(async (id) => [id, (await this.member(context, id).catch(() => undefined))?.name] as const),
    );
    const found = asked.filter((entry): entry is readonly [string, string] => entry[1] !== undefined);
    return new Map([...known, ...found]);
  }
}
