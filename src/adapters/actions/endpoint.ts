// POST /api/actions/ACTION: deskbot's actions for tools that call a URL, signed per caller over the whole request, acting as a named platform user.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { ActionCaller } from "../../config.ts";
import { requestFingerprint, runUnderKey } from "../../core/action-keys.ts";
import { type ActionName, inputProblem, runAction } from "../../core/actions.ts";
import { idArg } from "../../core/argument-values.ts";
import type { Core } from "../../core/core.ts";
import { argumentProblem } from "../../core/parser.ts";
import { bodyOf, jsonObjectOf } from "../../http-body.ts";
import { inLocale, localeOfAcceptLanguage, t } from "../../messages/translate.ts";
import { type RouteHandler, sendJson } from "../../server.ts";
import type { ClaimStore } from "../../store/ports.ts";
import { ACTION_NAMES } from "../../vocabulary.ts";
import type { WayIn } from "../way-in.ts";

/** The path of an action, such as `/api/actions/add_comment`. */
export const actionPath = (name: ActionName) => `/api/actions/${name}`;

/** How far a signed request's timestamp may be from now, either way. */
const TIMESTAMP_WINDOW_S = 5 * 60;

/** An Idempotency-Key: 1 to 200 printable ASCII characters, no space and no `:` (the signature's separator). */
const KEY_PATTERN = /^[\x21-\x39\x3b-\x7e]{1,200}$/;

const header = (req: IncomingMessage, name: string) => {
  const value = req.headers[name];
  return typeof value === "string" ? value : undefined;
};

/** What a signature covers: the whole request, so that no part of a captured one can be changed or reused. */
export interface SignedParts {
  timestamp: string;
  method: string;
  /** The action's path, `/api/actions/ACTION`. */
  path: string;
  /** The Idempotency-Key header. */
  key: string;
  body: Buffer | string;
}

/**
 * `v2=HEX(HMAC-SHA256(secret, "v2:" + timestamp + ":" + METHOD + ":" + path + ":" + key + ":" + raw body))`,
 * as the caller must send it. No field before the body can hold a `:`, so no two requests sign alike.
 */
export function actionSignature(secret: string, parts: SignedParts): string {
  const head = `v2:${parts.timestamp}:${parts.method.toUpperCase()}:${parts.path}:${parts.key}:`;
  return `v2=${createHmac("sha256", secret).update(head).update(parts.body).digest("hex")}`;
}

/** Why a request is not signed by a caller: a v1 signature (which covers too little), or anything else. */
type Unsigned = "v1" | "unsigned";

/** The caller a request is from, when its signature over the request and a fresh timestamp is that caller's. */
function signedCaller(
  req: IncomingMessage,
  name: ActionName,
  callers: readonly ActionCaller[],
  now: number,
): ActionCaller | Unsigned {
  const given = header(req, "x-deskbot-signature") ?? "";
  if (given.startsWith("v1=")) return "v1";
  const caller = callers.find((each) => each.name === header(req, "x-deskbot-caller"));
  const timestamp = header(req, "x-deskbot-timestamp") ?? "";
  if (!caller || !/^\d{1,12}$/.test(timestamp) || Math.abs(now / 1000 - Number(timestamp)) > TIMESTAMP_WINDOW_S)
    return "unsigned";
  const parts = {
    timestamp,
    method: req.method ?? "",
    path: actionPath(name),
    key: header(req, "idempotency-key") ?? "",
    body: bodyOf(req),
  };
  const expected = Buffer.from(actionSignature(caller.secret, parts));
  const received = Buffer.from(given);
  return received.length === expected.length && timingSafeEqual(received, expected) ? caller : "unsigned";
}

/**
 * The action endpoint as a way in: its routes, none when no caller is configured (the endpoint is
 * off: 404).
 * A request must carry its caller's v2 signature over its method, action, key and body (401
 * otherwise, and for a v1 signature), name an action that caller may run (403), an
 * `Idempotency-Key` (the same key from the same caller with the same action and body gets the first
 * answer and makes no second write; with another, 409 and nothing is done) and `as`, the platform
 * user uid it acts as. Answers are JSON: `{ok: true, outputs}` or `{ok: false, error, troubleshoot}`
 * with the same words a person would read.
 */
export function actionEndpoint(core: Core, claims: ClaimStore, callers: readonly ActionCaller[]): WayIn {
  return { routes: actionRoutes(core, claims, callers), start: async () => {}, stop: async () => {} };
}

function actionRoutes(core: Core, claims: ClaimStore, callers: readonly ActionCaller[]): Record<string, RouteHandler> {
  if (callers.length === 0) return {};
  const routes: Record<string, RouteHandler> = {};
  for (const name of ACTION_NAMES) {
    // Answers in the language the caller asks for (Accept-Language), else DESK_LOCALE's.
    routes[`POST ${actionPath(name)}`] = (req, res) =>
      inLocale(localeOfAcceptLanguage(header(req, "accept-language")) ?? core.defaultLocale, () =>
        answer(name, req, res),
      );
  }
  return routes;

  async function answer(name: ActionName, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const caller = signedCaller(req, name, callers, Date.now());
    if (caller === "v1" || caller === "unsigned") {
      const [error, troubleshoot] =
        caller === "v1"
          ? [t("actions.v2Required"), t("actions.v2Required.troubleshoot")]
          : [t("actions.unsigned"), t("actions.unsigned.troubleshoot")];
      sendJson(res, 401, { ok: false, error, troubleshoot });
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
    const key = header(req, "idempotency-key") ?? "";
    const body = jsonObjectOf(bodyOf(req));
    if (!body || !KEY_PATTERN.test(key) || body.as === undefined) {
      sendJson(res, 400, { ok: false, error: t("actions.badRequest"), troubleshoot: "" });
      return;
    }
    const { as: asGiven, ...inputs } = body;
    const acting = idArg.safeParse(asGiven);
    if (!acting.success) {
      const refused = inputProblem(
        "as",
        argumentProblem(acting.error.issues[0], () => asGiven),
      );
      sendJson(res, 400, { ok: false, error: refused.error, troubleshoot: refused.troubleshoot });
      return;
    }
    const automation = { caller: caller.name, asUid: acting.data };
    const outcome = await runUnderKey(claims, `${caller.name}:${key}`, requestFingerprint(name, bodyOf(req)), () =>
      runAction(
        core.runValues,
        { platform: "console", userId: `automation:${caller.name}`, automation },
        name,
        inputs,
        { id: `action:${caller.name}:${key}`, via: "automation" },
      ),
    );
    if (outcome.ok) sendJson(res, 200, { ok: true, outputs: outcome.outputs });
    else sendJson(res, outcome.status ?? 422, { ok: false, error: outcome.error, troubleshoot: outcome.troubleshoot });
  }
}
