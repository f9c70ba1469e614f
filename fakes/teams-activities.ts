// Builds Teams activities as the Bot Connector posts them to /api/messages, for tests and benchmarks.
let sequence = 0;

export interface ActivityOptions {
  serviceUrl: string;
  /** The sender's AAD object id. */
  aad?: string;
  id?: string;
  conversationType?: "personal" | "channel" | "groupChat";
}

function base(options: ActivityOptions) {
  sequence += 1;
  return {
    id: options.id ?? `activity-${Date.now()}-${sequence}`,
    timestamp: new Date().toISOString(),
    channelId: "msteams",
    serviceUrl: options.serviceUrl,
    from: { id: `29:${options.aad ?? "aad-admin"}`, name: "Someone", aadObjectId: options.aad ?? "aad-admin" },
    recipient: { id: "28:deskbot", name: "deskbot" },
    conversation: {
      id: `conversation-${options.conversationType ?? "personal"}`,
      conversationType: options.conversationType ?? "personal",
      tenantId: "tenant-1",
    },
    channelData: { tenant: { id: "tenant-1" } },
  };
}

/** A message; in a channel, prefixed with the bot's mention as Teams writes it. */
export function messageActivity(
  text: string,
  options: ActivityOptions & { mentions?: Array<{ name: string; id: string }> },
) {
  const inChannel = options.conversationType === "channel";
  const entities = [
    ...(inChannel
      ? [{ type: "mention", text: "<at>deskbot</at>", mentioned: { id: "28:deskbot", name: "deskbot" } }]
      : []),
    ...(options.mentions ?? []).map((m) => ({
      type: "mention",
      text: `<at>${m.name}</at>`,
      mentioned: { id: m.id, name: m.name },
    })),
  ];
  return { ...base(options), type: "message", text: inChannel ? `<at>deskbot</at> ${text}` : text, entities };
}

/** The press of a card's Action.Submit: a message with the action's data as its value. */
export function cardPress(value: Record<string, unknown>, replyToId: string, options: ActivityOptions) {
  return { ...base(options), type: "message", value, replyToId };
}

/** deskbot added to a conversation: a `conversationUpdate` listing the bot among the members added. */
export function botAdded(options: ActivityOptions) {
  return { ...base(options), type: "conversationUpdate", membersAdded: [{ id: "28:deskbot", name: "deskbot" }] };
}

/** A messaging-extension invoke (`composeExtension/fetchTask` or `/submitAction`). */
export function invokeActivity(name: string, value: Record<string, unknown>, options: ActivityOptions) {
  return { ...base(options), type: "invoke", name, value };
}

/** Posts an activity to /api/messages; resolves to the status and the parsed invoke response, if any. */
export async function postActivity(url: string, activity: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${url}/api/messages`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(activity),
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = text;
  }
  return { status: response.status, body };
}
