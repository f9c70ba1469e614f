// The Teams adapter: botbuilder's CloudAdapter on deskbot's own HTTP server at POST /api/messages.
import type { IncomingMessage } from "node:http";
import {
  type Activity,
  CloudAdapter,
  ConfigurationBotFrameworkAuthentication,
  ConfigurationServiceClientCredentialFactory,
  type TurnContext,
} from "botbuilder";
import { type AuthenticateRequestResult, AuthenticationError } from "botframework-connector";
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
  const authentication = new ConfigurationBotFrameworkAuthentication({}, credentials);
  const adapter = new DeskCloudAdapter(authentication);
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

  const logic = (context: TurnContext) => bot.run(context);
  return {
    async route(req, res) {
      if (authenticated && !req.headers.authorization) {
        sendJson(res, 401, { error: "unauthorized" });
        req.resume();
        return;
      }
      const body = await readJson(req);
      if (!body || typeof body.type !== "string" || typeof body.serviceUrl !== "string") {
        sendJson(res, 400, { error: "the body must be a Bot Framework activity" });
        return;
      }
      const activity = body as unknown as Activity;
      let auth: AuthenticateRequestResult;
      try {
        auth = await authentication.authenticateRequest(activity, req.headers.authorization ?? "");
      } catch (error) {
        if (!(error instanceof AuthenticationError)) throw error;
        sendJson(res, 401, { error: "unauthorized" });
        return;
      }
      if (activity.type === "message") {
        // A message needs no answer in the HTTP response: Teams gets its 200 at once, and the bot
        // answers within the same turn, however long the API takes.
        res.writeHead(200).end();
        adapter.runTurn(auth, activity, logic).catch((error: unknown) => {
          deps.logger.error({ err: error }, "a Teams message could not be handled");
        });
        return;
      }
      const invokeResponse = await adapter.runTurn(auth, activity, logic);
      if (invokeResponse?.body === undefined) res.writeHead(invokeResponse?.status ?? 200).end();
      else sendJson(res, invokeResponse.status, invokeResponse.body);
    },
  };
}

/** CloudAdapter, with a turn run on an activity whose request was already authenticated. */
class DeskCloudAdapter extends CloudAdapter {
  runTurn(auth: AuthenticateRequestResult, activity: Activity, logic: (context: TurnContext) => Promise<void>) {
    return this.processActivity(auth, activity, logic);
  }
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
