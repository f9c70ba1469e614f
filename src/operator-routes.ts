// The routes an operator and the Teams package need besides the chat platforms': readiness, metrics, and deskbot's privacy and terms pages.
import { timingSafeEqual } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { BlockList, isIPv6 } from "node:net";
import type { Locale } from "./messages/translate.ts";
import type { Metrics } from "./metrics.ts";
import type { Readiness } from "./readiness.ts";
import { type RouteHandler, sendJson, sendPage } from "./server.ts";

/** What the operator's routes show. */
export interface OperatorRouteOptions {
  readiness: Readiness;
  metrics: Metrics;
  /**
   * When set, GET /metrics needs it as a bearer token (DESK_METRICS_TOKEN); unset, it answers only
   * a scraper on this machine or its private network, never a request through a proxy.
   */
  metricsToken?: string;
  /** The pages' language (DESK_LOCALE). */
  locale: Locale;
}

/** GET /readyz, GET /metrics, and the pages the Teams app package links to (its privacy and terms URLs). */
export function operatorRoutes(options: OperatorRouteOptions): Record<string, RouteHandler> {
  const { readiness, metrics, metricsToken, locale } = options;
  return {
    "GET /readyz": async (_req, res) => {
      const report = await readiness.report();
      sendJson(res, report.ready ? 200 : 503, report);
    },
    "GET /metrics": async (req, res) => {
      if (metricsToken && !isBearer(req.headers.authorization, metricsToken)) {
        res.writeHead(401, { "www-authenticate": "Bearer" }).end();
        return;
      }
      // The counts by API status tell a ticket that exists from one that does not (CONTRACT §12), so
      // without a token they are for the operator's own network only.
      if (!metricsToken && !fromPrivateNetwork(req)) {
        res.writeHead(403, { "content-type": "text/plain; charset=utf-8" }).end(`${NEEDS_METRICS_TOKEN}\n`);
        return;
      }
      res.writeHead(200, { "content-type": metrics.contentType }).end(await metrics.text());
    },
    "GET /privacy": (_req, res) => sendPage(res, "privacy", locale),
    "GET /terms": (_req, res) => sendPage(res, "terms", locale),
  };
}

/** The answer to /metrics asked from outside without DESK_METRICS_TOKEN set: what the operator does. */
export const NEEDS_METRICS_TOKEN =
  "/metrics answers requests from this machine or its private network only: set DESK_METRICS_TOKEN to read it from elsewhere or through a proxy.";

/** Loopback, private (RFC 1918, unique local) and link-local addresses: the operator's own network. */
const PRIVATE_NETWORKS = new BlockList();
for (const [network, prefix] of [
  ["127.0.0.0", 8],
  ["10.0.0.0", 8],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["169.254.0.0", 16],
] as const)
  PRIVATE_NETWORKS.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
] as const)
  PRIVATE_NETWORKS.addSubnet(network, prefix, "ipv6");

/** Headers a proxy adds: a request carrying one came from wherever the proxy was reached, perhaps the internet. */
const PROXY_HEADERS = ["forwarded", "x-forwarded-for", "x-real-ip"];

/** Whether `address` (as a socket gives it, IPv4-mapped IPv6 included) is on a private network. */
export function isPrivateAddress(address: string | undefined): boolean {
  if (!address) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return PRIVATE_NETWORKS.check(mapped, "ipv4");
  return PRIVATE_NETWORKS.check(address, isIPv6(address) ? "ipv6" : "ipv4");
}

/** A request straight from a private network: not relayed by a proxy, from a private address. */
function fromPrivateNetwork(req: IncomingMessage): boolean {
  return !PROXY_HEADERS.some((name) => req.headers[name] !== undefined) && isPrivateAddress(req.socket.remoteAddress);
}

/** Whether an Authorization header carries `token` as a bearer token (compared in constant time). */
function isBearer(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer\s+(.+)$/i.exec(header ?? "")?.[1] ?? "");
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
