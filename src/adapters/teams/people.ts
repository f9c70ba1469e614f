// Teams people by name: the Bot Connector's member lookup, cached, so that cards and forms name people, not ids.
import { TeamsInfo, type TurnContext } from "botbuilder";
import { LookupCache, PEOPLE_CACHE } from "../../cache.ts";
import { unnamedMentions } from "../../core/mentions.ts";
import type { Reply } from "../../core/reply.ts";
import type { Names } from "./cards.ts";

interface Member {
  aadObjectId?: string;
  name?: string;
}

/** Names and AAD object ids of Teams members, at most one lookup per person per hour. */
export class TeamsPeople {
  private readonly members = new LookupCache<Member>(undefined, PEOPLE_CACHE);

  /** A member by Teams user id or AAD object id, from the conversation's roster. */
  member(context: TurnContext, id: string): Promise<Member | undefined> {
    return this.members.get(id, async () => {
      const found = await TeamsInfo.getMember(context, id);
      return {
        ...(found.aadObjectId ? { aadObjectId: found.aadObjectId } : {}),
        ...(found.name ? { name: found.name } : {}),
      };
    });
  }

  /** The names of the people a reply mentions without a name, for its card. */
  async namesFor(context: TurnContext, reply: Reply): Promise<Names> {
    const ids = unnamedMentions(JSON.stringify(reply));
    const found = await Promise.all(ids.map(async (id) => [id, (await this.member(context, id))?.name] as const));
    return new Map(found.filter((entry): entry is readonly [string, string] => entry[1] !== undefined));
  }
}
