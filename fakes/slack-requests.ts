// Builds signed Slack requests as Slack sends them (slash commands, interactivity payloads, events), for tests and benchmarks.
import { createHmac } from "node:crypto";

export const SIGNING_SECRET = "test-signing-secret";

/** The two signature headers for `body`, at `timestamp` (seconds; now by default). */
export function signatureHeaders(body: string, secret = SIGNING_SECRET, timestamp = Math.floor(Date.now() / 1000)) {
  const signature = `v0=${createHmac("sha256", secret).update(`v0:${timestamp}:${body}`).digest("hex")}`;
  return { "x-slack-request-timestamp": String(timestamp), "x-slack-signature": signature };
}

/** Posts a signed request to `/slack/events`; resolves to the HTTP status and body of the acknowledgement. */
export async function postSigned(
  url: string,
  body: string,
  contentType: string,
  options: { secret?: string; timestamp?: number; headers?: Record<string, string> } = {},
): Promise<{ status: number; text: string }> {
  const response = await fetch(`${url}/slack/events`, {
    method: "POST",
    headers: {
      "content-type": contentType,
      ...signatureHeaders(body, options.secret, options.timestamp),
      ...options.headers,
    },
    body,
  });
  return { status: response.status, text: await response.text() };
}

const FORM = "application/x-www-form-urlencoded";

let sequence = 0;
/** A unique id for trigger ids, view ids and event ids. */
export function uniqueId(prefix: string): string {
  sequence += 1;
  return `${prefix}${Date.now()}${sequence}`;
}

/**
 * A message shortcut (`message_action`) on `message` in channel C1, by `user`, as Slack sends it
 * (`responseUrl`: where its answers go; none that leads anywhere unless given).
 */
export function messageShortcut(options: {
  callbackId: string;
  message: Record<string, unknown>;
  user: string;
  responseUrl?: string;
}) {
  return interaction({
    type: "message_action",
    callback_id: options.callbackId,
    trigger_id: uniqueId("trigger."),
    response_url: options.responseUrl ?? "http://127.0.0.1:9/unused",
    message_ts: options.message.ts,
    message: options.message,
    user: { id: options.user, name: options.user.toLowerCase() },
    channel: { id: "C1", name: "it" },
    team: { id: "T1", domain: "acme" },
    token: "legacy",
    action_ts: "1",
  });
}

/** The form body of a slash command. */
export function slashCommand(
  text: string,
  options: { user?: string; command?: string; responseUrl: string; triggerId?: string; channel?: string },
) {
  const body = new URLSearchParams({
    token: "legacy",
    team_id: "T1",
    team_domain: "acme",
    channel_id: options.channel ?? "C1",
    channel_name: "it",
    user_id: options.user ?? "UADMIN",
    user_name: "someone",
    command: options.command ?? "/desk",
    text,
    api_app_id: "A1",
    response_url: options.responseUrl,
    trigger_id: options.triggerId ?? uniqueId("trigger."),
  }).toString();
  return { body, contentType: FORM };
}

/** An interactivity payload (`payload=<json>`), as Slack posts shortcuts, actions and submissions. */
export function interaction(payload: Record<string, unknown>) {
  return { body: new URLSearchParams({ payload: JSON.stringify(payload) }).toString(), contentType: FORM };
}

/** A direct message to the app as Slack sends it in `message.im`: from UADMIN in the DM D0DESK unless `extra` says otherwise. */
export function directMessage(text: string, extra: Record<string, unknown> = {}) {
  return {
    type: "message",
    channel_type: "im",
    channel: "D0DESK",
    user: "UADMIN",
    text,
    ts: uniqueId("1700000000."),
    client_msg_id: uniqueId("msg-"),
    event_ts: "1700000000.1",
    ...extra,
  };
}

/** An Events API envelope. */
export function eventCallback(event: Record<string, unknown>, eventId = uniqueId("Ev")) {
  const body = JSON.stringify({
    token: "legacy",
    team_id: "T1",
    api_app_id: "A1",
    type: "event_callback",
    event_id: eventId,
    event_time: Math.floor(Date.now() / 1000),
    event,
  });
  return { body, contentType: "application/json", eventId };
}
