// A loopback fake of an OpenAI-compatible chat completions API (POST /v1/chat/completions, GET /v1/models): answers scripted, every request recorded, for tests and benchmarks.
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/** One answer of the fake, as a model's server might give it. */
export type ChatAnswer =
  /** One tool call (its arguments an object, sent as JSON, or a string sent as it is). */
  | { toolCall: { name: string; arguments: unknown } }
  /** Several tool calls in one answer. */
  | { toolCalls: Array<{ name: string; arguments: unknown }> }
  /** Text, and no tool call. */
  | { text: string }
  /** An HTTP error, with a body in OpenAI's shape unless given. */
  | { status: number; body?: unknown };

/** A request the fake received: its method, path, headers and body (parsed when JSON). */
export interface RecordedChatRequest {
  method: string;
  path: string;
  headers: Record<string, string | undefined>;
  /** The body as sent. */
  raw: string;
  /** The body as JSON, when it is. */
  body: ChatRequestBody | undefined;
}

/** What a chat completions request carries (what deskbot sends, as the fake reads it). */
export interface ChatRequestBody {
  model?: string;
  messages?: Array<{ role: string; content: unknown }>;
  tools?: Array<{
    type: string;
    function: { name: string; description?: string; parameters: Record<string, unknown> };
  }>;
  tool_choice?: unknown;
  [key: string]: unknown;
}

export interface FakeChatOptions {
  /** The model names GET /v1/models lists; `null`: the server has no /models (as some local servers). Default: `["fake-model"]`. */
  models?: string[] | null;
  /** How each chat request is answered; default: the next of the answers queued with `answer`, else text. */
  reply?: (request: RecordedChatRequest) => ChatAnswer;
  /** Holds each chat answer back this long (a slow model). */
  delayMs?: number;
  /** When set, every request must carry `Authorization: Bearer KEY`, else 401 (as a hosted API). */
  key?: string;
}

export interface FakeChat {
  /** The API's base URL, as DESK_AI_URL takes it: `http://127.0.0.1:PORT/v1`. */
  url: string;
  /** Every request received, in order. */
  requests: RecordedChatRequest[];
  /** The chat completions requests received. */
  chats(): RecordedChatRequest[];
  /** Queues answers for the next chat requests, in order (the last repeats once the queue is down to it). */
  answer(...answers: ChatAnswer[]): void;
  /** Holds each chat answer back this long from now on. */
  slow(delayMs: number): void;
  close(): Promise<void>;
}

let sequence = 0;

/** A chat completion in OpenAI's shape. */
function completionOf(answer: Exclude<ChatAnswer, { status: number }>, model: string) {
  const calls = "toolCall" in answer ? [answer.toolCall] : "toolCalls" in answer ? answer.toolCalls : [];
  sequence += 1;
  const message =
    "text" in answer
      ? { role: "assistant", content: answer.text }
      : {
          role: "assistant",
          content: null,
          tool_calls: calls.map((call, index) => ({
            id: `call_${sequence}_${index}`,
            type: "function",
            function: {
              name: call.name,
              arguments: typeof call.arguments === "string" ? call.arguments : JSON.stringify(call.arguments),
            },
          })),
        };
  return {
    id: `chatcmpl-${sequence}`,
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message, finish_reason: "text" in answer ? "stop" : "tool_calls" }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** Starts the fake on loopback. */
export async function startFakeChat(options: FakeChatOptions = {}): Promise<FakeChat> {
  const requests: RecordedChatRequest[] = [];
  const queue: ChatAnswer[] = [];
  const models = options.models === undefined ? ["fake-model"] : options.models;
  let delayMs = options.delayMs ?? 0;
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer(async (req, res) => {
    const raw = await bodyOf(req);
    let body: ChatRequestBody | undefined;
    try {
      body = JSON.parse(raw) as ChatRequestBody;
    } catch {
      body = undefined;
    }
    const path = (req.url ?? "").split("?")[0] ?? "";
    const recorded: RecordedChatRequest = {
      method: req.method ?? "",
      path,
      headers: Object.fromEntries(Object.entries(req.headers).map(([name, value]) => [name, String(value)])),
      raw,
      body,
    };
    requests.push(recorded);
    const send = (status: number, payload: unknown) => {
      if (res.destroyed) return;
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(payload));
    };
    if (options.key !== undefined && req.headers.authorization !== `Bearer ${options.key}`) {
      send(401, { error: { message: "Incorrect API key provided.", type: "invalid_request_error" } });
      return;
    }
    if (req.method === "GET" && path === "/v1/models" && models !== null) {
      send(200, { object: "list", data: models.map((id) => ({ id, object: "model", owned_by: "fake" })) });
      return;
    }
    if (req.method !== "POST" || path !== "/v1/chat/completions") {
      send(404, { error: { message: `no route ${req.method} ${path}`, type: "invalid_request_error" } });
      return;
    }
    const answer = options.reply?.(recorded) ?? (queue.length > 1 ? queue.shift() : queue[0]) ?? { text: "Hello." };
    if (delayMs > 0) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          timers.delete(timer);
          resolve();
        }, delayMs);
        timers.add(timer);
        res.once("close", () => {
          clearTimeout(timer);
          timers.delete(timer);
          resolve();
        });
      });
    }
    if ("status" in answer) {
      send(answer.status, answer.body ?? { error: { message: `HTTP ${answer.status}`, type: "server_error" } });
      return;
    }
    send(200, completionOf(answer, body?.model ?? "fake-model"));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    chats: () => requests.filter((request) => request.path === "/v1/chat/completions"),
    answer: (...answers) => {
      queue.length = 0;
      queue.push(...answers);
    },
    slow: (ms) => {
      delayMs = ms;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
