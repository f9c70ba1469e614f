// Teams people by name: the Bot Connector's member lookup, cached, so that cards and forms name people, not ids.
import { TeamsInfo, type TurnContext } from "botbuilder";
import { MENTION } from "../../core/mentions.ts";
import type { Reply } from "../../core/reply.ts";
import type { Logger } from "../../log.ts";
import type { Names } from "./cards.ts";

const NAME_TTL_MS = 60 * 60 * 1000;
const MAX_NAMES = 10_000;

interface Member {
  aadObjectId?: string;
  name?: string;
}

/** Names and AAD object ids of Teams members, at most one lookup per person per hour. */
export class TeamsPeople {
  private readonly members = new Map<string, { member: Member | undefined; at: number }>();

  constructor(private readonly logger: Logger) {}

  /** A member by Teams user id or AAD object id, from the conversation's roster. */
  async member(context: TurnContext, id: string): Promise<Member | undefined> {
    const cached = this.members.get(id);
    if (cached && Date.now() - cached.at < NAME_TTL_MS) return cached.member;
    let member: Member | undefined;
    try {
      const found = await TeamsInfo.getMember(context, id);
      member = {
        ...(found.aadObjectId ? { aadObjectId: found.aadObjectId } : {}),
        ...(found.name ? { name: found.name } : {}),
      };
    } catch (error) {
      this.logger.debug(
        { member: id, reason: error instanceof Error ? error.message : String(error) },
        "no Teams member",
      );
    }
    if (this.members.size >= MAX_NAMES) this.members.delete(this.members.keys().next().value as string);
    this.members.set(id, { member, at: Date.now() });
    return member;
  }

  /** The names of the people a reply mentions without a name, for its card. */
  async namesFor(context: TurnContext, reply: Reply): Promise<Names> {
    const ids = [
      ...new Set([...JSON.stringify(reply).matchAll(MENTION)].filter((m) => !m[2]).map((m) => m[1] as string)),
    ];
    const found = await Promise.all(ids.map(async (id) => [id, (await this.member(context, id))?.name] as const));
    return new Map(found.filter((entry): entry is readonly [string, string] => entry[1] !== undefined));
  }
}
