// Posts an outcome to a person: ephemerally in the channel, or through a response_url when that fails.
import type { webApi } from "@slack/bolt";
import { z } from "zod";
import type { LateDelivery } from "../../core/cut-off-work.ts";
import type { Logger } from "../../log.ts";
import { type SlackMessage, toBlocks } from "./blocks.ts";

/** Where an answer may go: a channel (ephemeral to `user`) and, as a fallback, a response_url. */
export interface Destination {
  user: string;
  channel?: string;
  responseUrl?: string;
}

const DestinationSchema = z.object({
  user: z.string(),
  channel: z.string().optional(),
  responseUrl: z.string().optional(),
});

/** A late word to a person, at the reply address `slackCaller` made for them. */
export function lateDelivery(client: webApi.WebClient, logger: Logger): LateDelivery {
  return async (address, reply) => {
    const destination = DestinationSchema.parse(JSON.parse(address));
    await postToUser(client, destination, toBlocks(reply), logger);
  };
}

/** Posts `message` to the destination; logs when no way worked. */
export async function postToUser(
  client: webApi.WebClient,
  destination: Destination,
  message: SlackMessage,
  logger: Logger,
) {
  if (destination.channel) {
    try {
      await client.chat.postEphemeral({ channel: destination.channel, user: destination.user, ...message });
      return;
    } catch (error) {
      logger.warn({ err: error }, "chat.postEphemeral failed; trying the response_url");
    }
  }
  if (destination.responseUrl && (await postToResponseUrl(client, destination.responseUrl, message))) return;
  try {
    // Last resort: the app's direct message with the person.
    await client.chat.postMessage({ channel: destination.user, ...message });
  } catch (error) {
    logger.error({ err: error, user: destination.user }, "could not deliver an outcome to the user");
  }
}

/**
 * Puts `message` in place of the message a response URL came with (a proposal whose form was
 * submitted); false when it could not (then the caller posts it to the person instead).
 */
export function replaceMessage(client: webApi.WebClient, responseUrl: string, message: SlackMessage): Promise<boolean> {
  return postToResponseUrl(client, responseUrl, message, { replace_original: true });
}

/** Posts to a response URL (ephemerally, unless `extra` says otherwise); whether Slack took it. */
async function postToResponseUrl(
  client: webApi.WebClient,
  responseUrl: string,
  message: SlackMessage,
  extra: Record<string, unknown> = {},
): Promise<boolean> {
  // A reply address deskbot did not see Slack make is never posted to: only Slack's own (or SLACK_API_URL's, for tests).
  if (!isSlackResponseUrl(responseUrl, client.slackApiUrl)) return false;
  const response = await fetch(responseUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ response_type: "ephemeral", ...extra, ...message }),
  }).catch((error: unknown) => error);
  return response instanceof Response && response.ok;
}

/** Whether `url` is one of Slack's response URLs (https://hooks.slack.com/…), or on the origin of the Web API deskbot uses. */
export function isSlackResponseUrl(url: string, slackApiUrl: string): boolean {
  if (!URL.canParse(url)) return false;
  const target = new URL(url);
  if (target.protocol === "https:" && target.hostname === "hooks.slack.com") return true;
  return URL.canParse(slackApiUrl) && target.origin === new URL(slackApiUrl).origin;
}
