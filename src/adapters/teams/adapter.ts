// The Teams adapter: botbuilder's CloudAdapter on deskbot's own HTTP server at POST /api/messages.
import type { IncomingMessage, ServerResponse } from "node:http";
import {
  CloudAdapter,
  ConfigurationBotFrameworkAuthentication,
  ConfigurationServiceClientCredentialFactory,
  type Request,
  type Response,
} from "botbuilder";
import type { TeamsConfig } from "../../config.ts";
import type { DeskCore } from "../../core/engine.ts";
import type { Logger } from "../../log.ts";
import { type RouteHandler, sendJson } from "../../server.ts";
import { DeskTeamsBot } from "./bot.ts";

/** The path of the Azure Bot's messaging endpoint. */
export const TEAMS_MESSAGES_PATH = "/api/messages";

/** Largest activity accepted; Teams activities are far smaller. */
const MAX_BODY_BYTES = 1024 * 1024;

export interface TeamsAdapter {
  route: RouteHandler;
}

/**
 * Builds the CloudAdapter and the bot. With app credentials, every activity's Bot Framework token
 * is verified (401 otherwise); only TEAMS_ALLOW_UNAUTHENTICATED on a loopback host turns that off.
 */
export function createTeamsAdapter(config: TeamsConfig, deps: { core: DeskCore; logger: Logger }): TeamsAdapter {
  // Credentials always win: TEAMS_ALLOW_UNAUTHENTICATED only serves a bot that has none (loopback, tests).
  const authenticated = Boolean(config.appId);
  const credentials = new ConfigurationServiceClientCredentialFactory(
    authenticated
      ? {
          MicrosoftAppId: config.appId,
          MicrosoftAppPassword: config.appPassword,
          MicrosoftAppType: config.appType,
          MicrosoftAppTenantId: config.tenantId,
        }
      : {},
  );
  const adapter = new CloudAdapter(new ConfigurationBotFrameworkAuthentication({}, credentials));
  adapter.onTurnError = async (context, error) => {
    deps.logger.error({ err: error, activityType: context.activity.type }, "a Teams turn failed");
    await context
      .sendActivity(
        "Something went wrong inside deskbot. Try again; if it keeps happening, tell your deskbot administrator.",
      )
      .catch(() => undefined);
  };
  const appId = authenticated ? (config.appId ?? "") : "";
  const bot = new DeskTeamsBot({
    core: deps.core,
    logger: deps.logger,
    continueConversation: (reference, logic) => adapter.continueConversationAsync(appId, reference, logic),
  });

  return {
    async route(req, res) {
      if (authenticated && !req.headers.authorization) {
        sendJson(res, 401, { error: "unauthorized" });
        req.resume();
        return;
      }
      const body = await readJson(req);
      if (body === undefined) {
        sendJson(res, 400, { error: "the body must be a JSON activity" });
        return;
      }
      await adapter.process(
        { body, headers: req.headers, method: req.method } as Request,
        responseShim(res),
        (context) => bot.run(context),
      );
    },
  };
}

/** The JSON object of the request, or undefined when it is not one (or too large). */
async function readJson(req: IncomingMessage): Promise<Record<string, unknown> | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(chunk as Buffer);
  }
  try {
    const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString("utf8"));
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The small response interface CloudAdapter writes to, over node:http's response. */
function responseShim(res: ServerResponse): Response {
  let status = 200;
  const headers: Record<string, string> = {};
  let body: string | undefined;
  return {
    socket: res.socket,
    status(code: number) {
      status = code;
    },
    header(name: string, value: unknown) {
      headers[name] = String(value);
    },
    send(payload: unknown) {
      if (payload === undefined) return;
      if (typeof payload === "string") {
        body = payload;
        headers["content-type"] ??= "text/plain; charset=utf-8";
      } else {
        body = JSON.stringify(payload);
        headers["content-type"] = "application/json";
      }
    },
    end() {
      if (res.headersSent) return;
      res.writeHead(status, headers);
      res.end(body);
    },
  };
}
