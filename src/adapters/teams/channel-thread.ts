// A channel message's thread, for "Summarise the thread": where it is (sealed into the dialog, for the person who opened it) and its messages, read through Microsoft Graph.
import { type Activity, TeamsInfo, type TurnContext } from "botbuilder";
import { z } from "zod";
import { isPlatformId } from "../../core/bounds.ts";
import { THREAD_READ_MS, type ThreadRead } from "../../core/thread-summary.ts";
import { parseJson } from "../../json.ts";
import { seal, unseal } from "../../sealed.ts";
import type { Graph } from "./graph.ts";
import { payloadText } from "./text-in.ts";

/** The replies read: one page of Graph's (its largest, the newest); sorted by time here, the core sends the newest of them with the root. */
export const REPLIES_PAGE_SIZE = 50;

/** Where a thread is: its team, its channel, its first message; and who may have it read. */
export interface ThreadPlace {
  /** The team's Teams id (`19:…@thread.tacv2`, `channelData.team.id`), which the Bot Connector knows it by. */
  team: string;
  /** The team's Microsoft 365 group id (Graph's id of the team), when Teams sent it; else looked up when read. */
  group?: string;
  /** The channel's id (`19:…@thread.tacv2`), as Graph takes it. */
  channel: string;
  /** The id of the thread's first message (its root). */
  root: string;
  /** The AAD object id of the person whose dialog offers it: nobody else's press reads it. */
  user: string;
}

type Loose = Record<string, unknown>;
const looseObject = (value: unknown): Loose | undefined =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Loose) : undefined;

/**
 * An id that can be one segment of a Graph path: an id's length (a channel's `19:…@thread.tacv2` is
 * some 50 characters), and never `.` or `..` (which a URL would resolve).
 */
const isSegment = (value: unknown): value is string => isPlatformId(value) && value !== "." && value !== "..";

/** Who sent an activity: their AAD object id (the chat user id), else their Teams id. */
const senderOf = (activity: Activity): string => activity.from?.aadObjectId ?? activity.from?.id ?? "";

/**
 * The thread of the message a message action was used on, when it is in a team's channel (a
 * personal or group chat has no threads): the message's own, or the one it replies to.
 */
export function channelThreadOf(activity: Activity, message: unknown): ThreadPlace | undefined {
  if (activity.conversation?.conversationType !== "channel") return undefined;
  const channelData = looseObject(activity.channelData);
  const team = looseObject(channelData?.team);
  const channel = looseObject(channelData?.channel)?.id;
  const payload = looseObject(message);
  const root = isSegment(payload?.replyToId) ? payload.replyToId : payload?.id;
  const user = senderOf(activity);
  if (!isSegment(team?.id) || !isSegment(channel) || !isSegment(root) || !user) return undefined;
  return { team: team.id, ...(isSegment(team.aadGroupId) ? { group: team.aadGroupId } : {}), channel, root, user };
}

const SealedPlace = z.object({
  team: z.string().refine(isSegment),
  group: z.string().refine(isSegment).optional(),
  channel: z.string().refine(isSegment),
  root: z.string().refine(isSegment),
  user: z.string().min(1),
  /** Until when it may be read (ms since the epoch): THREAD_READ_MS after the dialog opened. */
  until: z.number(),
});

/**
 * The thread's place as the dialog carries it: sealed, so that no client can point a press at
 * another thread, and readable until THREAD_READ_MS after `now` (the dialog's opening).
 */
export function sealThread(key: Buffer, place: ThreadPlace, now: number): string {
  return seal(key, JSON.stringify({ ...place, until: now + THREAD_READ_MS }));
}

/**
 * The thread a press asks for: only one deskbot sealed, pressed by the person it was sealed for, in
 * the channel it is in; `lapsed` once `now` is past its THREAD_READ_MS; undefined otherwise.
 */
export function unsealThread(
  key: Buffer,
  sealed: unknown,
  activity: Activity,
  now: number,
): ThreadPlace | "lapsed" | undefined {
  const sealedPlace = SealedPlace.safeParse(parseJson(unseal(key, sealed))).data;
  if (!sealedPlace || sealedPlace.user !== senderOf(activity)) return undefined;
  const { until, ...place } = sealedPlace;
  if (now > until) return "lapsed";
  const channel = looseObject(looseObject(activity.channelData)?.channel)?.id;
  if (channel !== undefined && channel !== place.channel) return undefined;
  return place;
}

/** A message as Graph gives it (the fields deskbot reads). */
const ChatMessage = z.looseObject({
  messageType: z.string().nullish(),
  createdDateTime: z.string().nullish(),
  deletedDateTime: z.string().nullish(),
  from: z
    .looseObject({
      user: z.looseObject({ id: z.string().nullish(), displayName: z.string().nullish() }).nullish(),
      application: z.looseObject({ id: z.string().nullish(), displayName: z.string().nullish() }).nullish(),
    })
    .nullish(),
  body: z.looseObject({ contentType: z.string().nullish(), content: z.string().nullish() }).nullish(),
});
type ChatMessage = z.infer<typeof ChatMessage>;
const Replies = z.looseObject({ value: z.array(z.unknown()), "@odata.nextLink": z.string().nullish() });

/** Reads a thread's messages for `context`'s turn. */
export type ThreadReader = (context: TurnContext, place: ThreadPlace) => Promise<ThreadRead>;

/**
 * The thread's messages, oldest first, as plain text by their authors' display names: its root and
 * one page of its replies (the newest), through Graph with the team's resource-specific consent
 * (ChannelMessage.Read.Group); `more` when Graph has older replies than that page. System events
 * and deleted messages are left out. An author without a display name keeps only their id here
 * (which the core never sends). Graph's refusal (no consent: 403) and a team the Bot Connector does
 * not know reject.
 */
export function graphThreadReader(graph: Graph): ThreadReader {
  return async (context, place) => {
    const group = place.group ?? (await TeamsInfo.getTeamDetails(context, place.team)).aadGroupId;
    if (!isSegment(group)) throw new Error("the team's Microsoft 365 group is not known");
    const tenant = tenantOf(context.activity);
    const [team, channel, root] = [group, place.channel, place.root].map(encodeURIComponent);
    const path = `teams/${team}/channels/${channel}/messages/${root}`;
    const [first, replies] = await Promise.all([
      graph.get(path, tenant),
      graph.get(`${path}/replies?$top=${REPLIES_PAGE_SIZE}`, tenant),
    ]);
    const read = (value: unknown) => ChatMessage.safeParse(value).data;
    const page = Replies.safeParse(replies).data;
    const later = (page?.value ?? []).map(read).filter((message) => message !== undefined);
    later.sort((a, b) => timeOf(a) - timeOf(b));
    const messages = [read(first), ...later]
      .filter((message): message is ChatMessage => message !== undefined && isShown(message))
      .map((message) => ({
        author: message.from?.user?.displayName || message.from?.application?.displayName || undefined,
        authorId: message.from?.user?.id || message.from?.application?.id || undefined,
        text: payloadText(message),
      }));
    return { messages, more: typeof page?.["@odata.nextLink"] === "string" };
  };
}

/** A message people read in the thread: not a system event, not deleted. */
const isShown = (message: ChatMessage) => (message.messageType ?? "message") === "message" && !message.deletedDateTime;

const timeOf = (message: ChatMessage) => Date.parse(message.createdDateTime ?? "") || 0;

/** The tenant a turn's team is in. */
function tenantOf(activity: Activity): string | undefined {
  const tenant = looseObject(looseObject(activity.channelData)?.tenant)?.id ?? activity.conversation?.tenantId;
  return isPlatformId(tenant) ? tenant : undefined;
}
