// A loopback fake of Microsoft Graph's channel messages (a thread's root and its replies) and of Entra ID's token endpoint: threads scripted, every request recorded, for tests.
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/** A request the fake received. */
export interface RecordedGraphRequest {
  method: string;
  /** The path, its segments decoded (`/v1.0/teams/group-1/channels/19:general@thread.tacv2/messages/1700`). */
  path: string;
  /** The query string's parameters (`$top`). */
  query: Record<string, string>;
  headers: Record<string, string | undefined>;
  /** A token request's form, parsed. */
  form?: Record<string, string>;
}

/** The Entra object id of a scripted message's author whose name is empty. */
export const NAMELESS_AUTHOR = "8d0c55aa-0000-4000-8000-00000000f00d";

/** One message of a scripted thread, as people wrote it. */
export interface ScriptedMessage {
  author: string;
  /** The message's body as Teams stores it (HTML). */
  html: string;
  /** A system event (someone added) rather than a message, or a deleted message: Graph still lists both. */
  kind?: "message" | "systemEventMessage" | "deleted";
}

export interface FakeGraph {
  /** Graph's base URL, as `teamsGraphUrl` takes it (`http://127.0.0.1:PORT`; paths start `/v1.0/`). */
  url: string;
  /** Entra ID's sign-in base URL, as `teamsLoginUrl` takes it. */
  loginUrl: string;
  requests: RecordedGraphRequest[];
  /** The Graph calls (not the token requests). */
  graphCalls(): RecordedGraphRequest[];
  /** The token requests. */
  tokenRequests(): RecordedGraphRequest[];
  /** Scripts the thread whose first message is `root` in `channel` of the team `group`: root first, then its replies. */
  thread(group: string, channel: string, root: string, messages: ScriptedMessage[]): void;
  /** Every Graph call from now on answers `status` (403: no resource-specific consent), with Graph's error shape. */
  refuse(status: number): void;
  /** Every token request from now on answers 401 `invalid_client` (a wrong secret), as Entra ID does. */
  refuseTokens(): void;
  close(): Promise<void>;
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** A scripted message as Graph's chatMessage: its id a time in milliseconds, replies pointing at the root. */
function chatMessage(message: ScriptedMessage, id: string, root: string | undefined, at: number) {
  return {
    id,
    replyToId: root ?? null,
    etag: id,
    messageType: message.kind === "systemEventMessage" ? "systemEventMessage" : "message",
    createdDateTime: new Date(at).toISOString(),
    deletedDateTime: message.kind === "deleted" ? new Date(at + 1000).toISOString() : null,
    // An author of no name (a guest, a deleted account) is only an Entra object id, as Graph gives them.
    from: {
      application: null,
      device: null,
      user: message.author
        ? { id: `aad-${message.author}`, displayName: message.author }
        : { id: NAMELESS_AUTHOR, displayName: null },
    },
    body: { contentType: "html", content: message.kind === "deleted" ? "" : message.html },
    attachments: [],
    mentions: [],
  };
}

/** Starts the fake on loopback. */
export async function startFakeGraph(): Promise<FakeGraph> {
  const requests: RecordedGraphRequest[] = [];
  const threads = new Map<string, { root: unknown; replies: unknown[] }>();
  let refusal: number | undefined;
  let tokensRefused = false;
  let tokens = 0;
  let base = "";
  const server = createServer(async (req, res) => {
    const raw = await bodyOf(req);
    const url = new URL(req.url ?? "/", "http://fake");
    const path = url.pathname.split("/").map(decodeURIComponent).join("/");
    const recorded: RecordedGraphRequest = {
      method: req.method ?? "",
      path,
      query: Object.fromEntries(url.searchParams),
      headers: Object.fromEntries(Object.entries(req.headers).map(([name, value]) => [name, String(value)])),
      ...(path.endsWith("/oauth2/v2.0/token") ? { form: Object.fromEntries(new URLSearchParams(raw)) } : {}),
    };
    requests.push(recorded);
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(payload));
    };
    if (req.method === "POST" && recorded.form && tokensRefused) {
      send(401, { error: "invalid_client", error_description: "AADSTS7000215: Invalid client secret provided." });
      return;
    }
    if (req.method === "POST" && recorded.form) {
      tokens += 1;
      send(200, { token_type: "Bearer", expires_in: 3599, access_token: `graph-token-${tokens}` });
      return;
    }
    if (refusal !== undefined) {
      send(refusal, { error: { code: refusal === 403 ? "Forbidden" : "Error", message: `HTTP ${refusal}` } });
      return;
    }
    const found = /^\/v1\.0\/teams\/([^/]+)\/channels\/([^/]+)\/messages\/([^/]+)(\/replies)?$/.exec(path);
    const thread = found ? threads.get(`${found[1]}|${found[2]}|${found[3]}`) : undefined;
    if (req.method !== "GET" || !found || !thread) {
      send(404, { error: { code: "NotFound", message: `no ${req.method} ${path}` } });
      return;
    }
    const top = Number(url.searchParams.get("$top") ?? "20");
    // A page of `$top` replies, newest first here (as Graph lists messages): deskbot sorts them by time whatever the order.
    // Graph links to the next page when there are more replies than one page holds.
    const more =
      thread.replies.length > top ? { "@odata.nextLink": `${base}${url.pathname}?$top=${top}&$skiptoken=${top}` } : {};
    if (found[4]) send(200, { "@odata.count": thread.replies.length, value: thread.replies.slice(0, top), ...more });
    else send(200, thread.root);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    loginUrl: base,
    requests,
    graphCalls: () => requests.filter((request) => request.path.startsWith("/v1.0/")),
    tokenRequests: () => requests.filter((request) => request.form !== undefined),
    thread(group, channel, root, messages) {
      const start = Date.UTC(2026, 10, 26, 9, 0, 0);
      const [first, ...rest] = messages;
      const replies = rest.map((message, index) =>
        chatMessage(message, String(Number(root) + index + 1), root, start + (index + 1) * 60_000),
      );
      threads.set(`${group}|${channel}|${root}`, {
        root: first ? chatMessage(first, root, undefined, start) : {},
        replies: replies.reverse(),
      });
    },
    refuse(status) {
      refusal = status;
    },
    refuseTokens() {
      tokensRefused = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
