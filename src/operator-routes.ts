// The routes an operator and the Teams package need besides the chat platforms': readiness, metrics, and deskbot's privacy and terms pages.
import { timingSafeEqual } from "node:crypto";
import type { Locale } from "./messages/translate.ts";
import type { Metrics } from "./metrics.ts";
import type { Readiness } from "./readiness.ts";
import { type RouteHandler, sendJson, sendPage } from "./server.ts";

/** What the operator's routes show. */
export interface OperatorRouteOptions {
  readiness: Readiness;
  metrics: Metrics;
  /** When set, GET /metrics needs it as a bearer token (DESK_METRICS_TOKEN). */
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
      res.writeHead(200, { "content-type": metrics.contentType }).end(await metrics.text());
    },
    "GET /privacy": (_req, res) => sendPage(res, "privacy", locale),
    "GET /terms": (_req, res) => sendPage(res, "terms", locale),
  };
}

/** Whether an Authorization header carries `token` as a bearer token (compared in constant time). */
function isBearer(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer\s+(.+)$/i.exec(header ?? "")?.[1] ?? "");
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
