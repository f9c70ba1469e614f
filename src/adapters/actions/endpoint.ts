// POST /api/actions/ACTION: deskbot's actions for tools that call a URL, signed per caller, acting as a named platform user.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { ActionCaller } from "../../config.ts";
import { type ActionName, runAction } from "../../core/actions.ts";
import type { DeskCore } from "../../core/engine.ts";
import { bodyOf, jsonObjectOf } from "../../http-body.ts";
import { inLocale, localeOfAcceptLanguage, t } from "../../messages/translate.ts";
import { type RouteHandler, sendJson } from "../../server.ts";
import { ACTION_NAMES } from "../../vocabulary.ts";

/** The path of an action, such as `/api/actions/add_comment`. */
export const actionPath = (name: ActionName) => `/api/actions/${name}`;

/** How far a signed request's timestamp may be from now, either way. */
const TIMESTAMP_WINDOW_S = 5 * 60;

const header = (req: IncomingMessage, name: string) => {
  const value = req.headers[name];
  return typeof value === "string" ? value : undefined;
};

/** `v1=HEX(HMAC-SHA256(secret, "v1:" + timestamp + ":" + raw body))`, as the caller must send it. */
export function actionSignature(secret: string, timestamp: string, body: Buffer | string): string {
  return `v1=${createHmac("sha256", secret).update(`v1:${timestamp}:`).update(body).digest("hex")}`;
}

/** The caller a request is from, when its signature over the body and a fresh timestamp is that caller's. */
function signedCaller(req: IncomingMessage, callers: readonly ActionCaller[], now: number): ActionCaller | undefined {
  const caller = callers.find((each) => each.name === header(req, "x-deskbot-caller"));
  const timestamp = header(req, "x-deskbot-timestamp") ?? "";
  const given = Buffer.from(header(req, "x-deskbot-signature") ?? "");
  if (!caller || !/^\d{1,12}$/.test(timestamp) || Math.abs(now / 1000 - Number(timestamp)) > TIMESTAMP_WINDOW_S)
    return undefined;
  const expected = Buffer.from(actionSignature(caller.secret, timestamp, bodyOf(req)));
  return given.length === expected.length && timingSafeEqual(given, expected) ? caller : undefined;
}

/**
 * The routes of the action endpoint, none when no caller is configured (the endpoint is off: 404).
 * A request must carry its caller's signature (401 otherwise), name an action that caller may run
 * (403), an `Idempotency-Key` (the same key from the same caller gets the first answer and makes no
 * second write) and `as`, the platform user uid it acts as. Answers are JSON: `{ok: true, outputs}`
 * or `{ok: false, error, troubleshoot}` with the same words a person would read.
 */
export function actionRoutes(core: DeskCore, callers: readonly ActionCaller[]): Record<string, RouteHandler> {
  if (callers.length === 0) return {};
  const routes: Record<string, RouteHandler> = {};
  for (const name of ACTION_NAMES) {
    // Answers in the language the caller asks for (Accept-Language), else DESK_LOCALE's.
    routes[`POST ${actionPath(name)}`] = (req, res) =>
      inLocale(localeOfAcceptLanguage(header(req, "accept-language")), () => answer(name, req, res));
  }
  return routes;

  async function answer(name: ActionName, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const caller = signedCaller(req, callers, Date.now());
    if (!caller) {
      sendJson(res, 401, { ok: false, error: t("actions.unsigned"), troubleshoot: "" });
      return;
    }
    if (!caller.actions.includes(name)) {
      sendJson(res, 403, {
        ok: false,
        error: t("actions.notAllowed", { caller: caller.name, action: name }),
        troubleshoot: "",
      });
      return;
    }
    const key = header(req, "idempotency-key")?.trim() ?? "";
    const body = jsonObjectOf(bodyOf(req));
    const asUid = typeof body?.as === "string" ? body.as.trim() : "";
    if (!body || !asUid || !/^[\x21-\x7e]{1,200}$/.test(key)) {
      sendJson(res, 400, { ok: false, error: t("actions.badRequest"), troubleshoot: "" });
      return;
    }
    const { as: _, ...inputs } = body;
    const automation = { caller: caller.name, asUid };
    const outcome = await runAction(
      core.flows.run.bind(core.flows),
      { platform: "console", userId: `automation:${caller.name}`, automation },
      name,
      inputs,
      { deliveryId: `action:${caller.name}:${key}`, via: "automation" },
    );
    if (outcome.ok) sendJson(res, 200, { ok: true, outputs: outcome.outputs });
    else sendJson(res, outcome.status ?? 422, { ok: false, error: outcome.error, troubleshoot: outcome.troubleshoot });
  }
}
