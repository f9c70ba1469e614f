// The list last shown to each person in each conversation, for "next page" (next-page.ts): kept in this process's memory for 15 minutes, a bounded number of them.
import { ExpiringCache } from "../cache.ts";
import type { ChatPlatform } from "../vocabulary.ts";
import type { CommandDefinition } from "./command.ts";
import type { ReplyPaging } from "./reply.ts";
import type { Caller, Delivery } from "./requests.ts";

/** How long a list shown is remembered: as long as a conversation is (CONTRACT section 10). */
export const SHOWN_LIST_MS = 15 * 60_000;

/** The most places (person and conversation) remembered at once; past it the oldest is forgotten. */
export const MAX_SHOWN_LISTS = 10_000;

/** Where a list was shown: one person, in one conversation (absent: their one conversation on that platform). */
export interface ListPlace {
  platform: ChatPlatform;
  userId: string;
  conversation?: string;
}

/** A list as it was shown: its command, its line, the line of its next page (none on its last), its page of how many. */
export interface ShownList {
  command: string;
  line: string;
  next?: string;
  page: number;
  totalPages: number;
}

/**
 * The last list shown in each place. In memory, one per process: with several instances behind one
 * store, "next page" continues only a list shown by the same instance (elsewhere it asks which list).
 */
export class ShownLists {
  private readonly lists: ExpiringCache<ShownList>;

  constructor(now: () => number, options: { ttlMs?: number; maxEntries?: number } = {}) {
    this.lists = new ExpiringCache({
      ttlMs: options.ttlMs ?? SHOWN_LIST_MS,
      maxEntries: options.maxEntries ?? MAX_SHOWN_LISTS,
      now,
    });
  }

  /** Remembers the list that `line` (a command of `definition`) showed at `place`, as its `paging` says. */
  shown(place: ListPlace, definition: CommandDefinition, line: string, paging: ReplyPaging): void {
    this.lists.set(keyOf(place), {
      command: definition.name,
      line,
      ...(paging.next ? { next: paging.next } : {}),
      page: paging.page,
      totalPages: paging.totalPages,
    });
  }

  /** The last list shown at `place` within the lapse, or undefined. */
  last(place: ListPlace): ShownList | undefined {
    return this.lists.get(keyOf(place));
  }
}

/** Where `caller` is, as `delivery` says: the place a list shown to them is remembered for. */
export const placeOf = (caller: Caller, delivery: Delivery): ListPlace => ({
  platform: caller.platform,
  userId: caller.userId,
  ...(delivery.conversation !== undefined ? { conversation: delivery.conversation } : {}),
});

const keyOf = (place: ListPlace) => JSON.stringify([place.platform, place.userId, place.conversation ?? ""]);
