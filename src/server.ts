// The one HTTP server of `deskbot serve`: GET /healthz, and the Slack and Teams endpoints; every body capped at 1 MiB and 20 s.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { type BufferedRequest, MAX_BODY_BYTES, readBody } from "./http-body.ts";
import type { InFlight } from "./in-flight.ts";
import type { Logger } from "./log.ts";
import { inLocale, type Locale, t } from "./messages/translate.ts";
import type { Metrics } from "./metrics.ts";

/** A route handler; it owns the response. */
export type RouteHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

export interface HttpServerOptions {
  logger: Logger;
  /** Extra routes, keyed `METHOD /path` (such as `POST /slack/events`). */
  routes?: Record<string, RouteHandler>;
  /** Where each route's time to answer is counted (for Slack and Teams, the acknowledgement). */
  metrics?: Metrics;
  /** Where requests under way are followed, so that a stop waits for them. */
  inFlight?: InFlight;
  /** How long a client has to send a request's headers, and the whole request (REQUEST_DEADLINES unless set: tests). */
  deadlines?: { headersMs: number; requestMs: number };
}

/**
 * How long a client has to send a request: its headers within 10 s, the whole of it (body
 * included) within 20 s, or the connection is answered 408 and closed. Slack and the Bot Connector
 * send a request in milliseconds; a client that trickles one byte at a time holds nothing longer.
 */
export const REQUEST_DEADLINES = { headersMs: 10_000, requestMs: 20_000 };

/** Creates the server; `listen` it yourself. */
export function createHttpServer(options: HttpServerOptions): Server {
  const deadlines = options.deadlines ?? REQUEST_DEADLINES;
  const routes: Record<string, RouteHandler> = {
    "GET /healthz": (_req, res) => sendJson(res, 200, { status: "ok" }),
    ...options.routes,
  };
  const timeouts = {
    headersTimeout: deadlines.headersMs,
    requestTimeout: deadlines.requestMs,
    // How often the deadlines are checked (Node's default, 30 s, would let a slow request run past them).
    connectionsCheckingInterval: Math.min(1_000, deadlines.headersMs),
  };
  return createServer(timeouts, (req, res) => {
    const path = new URL(req.url ?? "/", "http://deskbot").pathname;
    const started = performance.now();
    res.once("finish", () => {
      const route = routes[`${req.method ?? "GET"} ${path}`] ? `${req.method} ${path}` : "other";
      options.metrics?.ackSeconds.observe(
        { route, status: String(res.statusCode) },
        (performance.now() - started) / 1000,
      );
    });
    const handler = routes[`${req.method ?? "GET"} ${path}`];
    if (!handler) {
      const allowed = Object.keys(routes).some((route) => route.endsWith(` ${path}`));
      sendJson(res, allowed ? 405 : 404, { error: allowed ? "method not allowed" : "not found" });
      return;
    }
    const work = Promise.resolve(withBody(req, res, handler));
    options.inFlight?.track(work);
    work.catch((error: unknown) => {
      options.logger.error({ err: error, path }, "request handler failed");
      if (!res.headersSent) sendJson(res, 500, { error: "internal error" });
      else res.end();
    });
  });
}

/** After a 413, how long the rest of the body is read and dropped before the connection is cut. */
const LINGER_MS = 5_000;

/**
 * Reads the body (1 MiB at most) before the handler sees the request; a larger one is answered
 * 413 with `Connection: close`. The rest is then read and dropped for a while (as servers linger
 * on close): cutting the connection while the client still sends would reset it, and the client
 * would lose the 413 with it. Past LINGER_MS the connection is cut; nothing read is kept, so memory stays flat.
 */
async function withBody(req: IncomingMessage, res: ServerResponse, handler: RouteHandler): Promise<void> {
  if (req.method === "GET" || req.method === "HEAD") return handler(req, res);
  const body = await readBody(req);
  if (body === "too large") {
    // The socket may be detached from the request once the answer is ended: hold it now.
    const { socket } = req;
    const answer = JSON.stringify({ error: `the body is larger than ${MAX_BODY_BYTES} bytes` });
    // The whole answer goes out now (its length told), and is ended only once the client has sent everything:
    // ending it earlier would close the connection on unread data, which resets it.
    res.writeHead(413, {
      "content-type": "application/json",
      "content-length": Buffer.byteLength(answer),
      connection: "close",
    });
    res.write(answer);
    const finish = () => {
      clearTimeout(timer);
      res.end();
    };
    const timer = setTimeout(() => {
      res.end();
      socket?.destroy();
    }, LINGER_MS);
    req.once("end", finish);
    req.once("error", finish);
    req.resume();
    return;
  }
  (req as BufferedRequest).rawBody = body;
  return handler(req, res);
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

/** Listens and resolves to the address actually bound. */
export async function listen(server: Server, port: number, host: string): Promise<AddressInfo> {
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  return server.address() as AddressInfo;
}

/** One of deskbot's own pages (the privacy and terms pages the Teams app links to), as plain HTML. */
export function sendPage(res: ServerResponse, page: "privacy" | "terms", locale: Locale): void {
  const html = inLocale(locale, () =>
    [
      "<!doctype html>",
      `<html lang="${locale}"><head><meta charset="utf-8">`,
      `<title>${escapeHtml(t("page.title", { page }))}</title></head><body>`,
      `<h1>${escapeHtml(t("page.title", { page }))}</h1>`,
      ...t("page.body", { page })
        .split("\n")
        .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
      "</body></html>",
    ].join("\n"),
  );
  res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(html);
}

const escapeHtml = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
