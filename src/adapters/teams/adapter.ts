// The Teams adapter: botbuilder's CloudAdapter on deskbot's own HTTP server at POST /api/messages.
import {
  type Activity,
  CloudAdapter,
  ConfigurationServiceClientCredentialFactory,
  type ConversationReference,
  type TurnContext,
} from "botbuilder";
import type { AuthenticateRequestResult } from "botframework-connector";
import type { TeamsConfig } from "../../config.ts";
import type { Core } from "../../core/core.ts";
import type { LateDelivery } from "../../core/cut-off-work.ts";
import { bodyOf, jsonObjectOf } from "../../http-body.ts";
import type { InFlight } from "../../in-flight.ts";
import { parseJson } from "../../json.ts";
import type { Logger } from "../../log.ts";
import { t } from "../../messages/translate.ts";
import { sealKey } from "../../sealed.ts";
import { type RouteHandler, sendJson } from "../../server.ts";
import type { WayIn } from "../way-in.ts";
import { isActivity, readableActivity, unreadableActivityIds } from "./activity-ids.ts";
import { askerChat } from "./asker-chat.ts";
import { DeskTeamsBot } from "./bot.ts";
import { noteActivity, replyActivity } from "./cards.ts";
import { graphThreadReader } from "./channel-thread.ts";
import { Graph } from "./graph.ts";
import { KeptClientsAuthentication } from "./kept-clients.ts";
import { TeamsMembers } from "./teams-members.ts";

/** The path of the Azure Bot's messaging endpoint. */
export const TEAMS_MESSAGES_PATH = "/api/messages";

/**
 * Builds the CloudAdapter and the bot. With app credentials, every activity's Bot Framework token
 * is verified (401 otherwise); only TEAMS_ALLOW_UNAUTHENTICATED on a loopback host turns that off.
 */
export function createTeamsAdapter(
  config: TeamsConfig,
  deps: {
    core: Core;
    logger: Logger;
    /** Where the Bot Framework's signing keys are published; Microsoft's own unless set (tests). */
    openIdMetadataUrl?: string;
    /** Microsoft Graph's base URL (a thread read for its summary); `https://graph.microsoft.com` unless set (tests). */
    graphUrl?: string;
    /** Entra ID's sign-in base URL, where Graph tokens are asked for; `https://login.microsoftonline.com` unless set (tests). */
    loginUrl?: string;
    /**
     * The app registration Graph is read as, when it is not the bot's own: tests only, whose bot has
     * no credentials (TEAMS_ALLOW_UNAUTHENTICATED) and whose Entra ID is a loopback fake.
     */
    graphApp?: Pick<TeamsConfig, "appId" | "appPassword" | "appType" | "tenantId">;
    /** Work under way after the HTTP answer, which a stop waits for. */
    inFlight?: InFlight;
  },
): WayIn {
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
  const metadata = deps.openIdMetadataUrl;
  const authentication = new KeptClientsAuthentication(
    metadata ? { ToBotFromChannelOpenIdMetadataUrl: metadata, ToBotFromEmulatorOpenIdMetadataUrl: metadata } : {},
    credentials,
  );
  const adapter = new DeskCloudAdapter(authentication);
  adapter.onTurnError = async (context, error) => {
    deps.logger.error({ err: error, activityType: context.activity.type }, "a Teams turn failed");
    await context.sendActivity(noteActivity(t("teams.turnFailed"))).catch(() => undefined);
  };
  const appId = authenticated ? (config.appId ?? "") : "";
  // Threads are read as the bot itself, with the team's resource-specific consent (ChannelMessage.Read.Group).
  const graph = new Graph(deps.graphApp ? { ...config, ...deps.graphApp } : config, {
    credentials,
    ...(deps.graphUrl ? { graphUrl: deps.graphUrl } : {}),
    ...(deps.loginUrl ? { loginUrl: deps.loginUrl } : {}),
  });
  const bot = new DeskTeamsBot({
    core: deps.core,
    logger: deps.logger,
    people: new TeamsMembers((ids) => deps.core.chatUserNames("teams", ids)),
    sealKey: sealKey(config.appPassword, "teams-dialog-data"),
    // Without credentials (local mode) no thread is read: the dialog says why, and Graph is never called.
    ...(graph.available ? { readThread: graphThreadReader(graph) } : {}),
    ...(deps.inFlight ? { inFlight: deps.inFlight } : {}),
    continueConversation: (reference, logic) => adapter.continueConversationAsync(appId, reference, logic),
    sendToAsker: askerChat(adapter, appId, deps.logger),
  });

  const logic = (context: TurnContext) => bot.run(context);
  const deliver: LateDelivery = (address, reply) =>
    adapter.continueConversationAsync(appId, JSON.parse(address) as Partial<ConversationReference>, async (later) => {
      await later.sendActivity(replyActivity(reply));
    });
  const route: RouteHandler = async (req, res) => {
    const authorization = req.headers.authorization ?? "";
    if (authenticated && !isBotFrameworkShaped(authorization)) {
      sendJson(res, 401, { error: "unauthorized" });
      return;
    }
    const body = jsonObjectOf(bodyOf(req));
    if (!body || typeof body.type !== "string" || typeof body.serviceUrl !== "string") {
      sendJson(res, 400, { error: "the body must be a Bot Framework activity" });
      return;
    }
    // Ids that are not ids (another type, kilobytes long) never reach the store or the API.
    const unreadable = unreadableActivityIds(body);
    if (unreadable.length > 0) {
      deps.logger.warn(
        { fields: unreadable, activityType: body.type },
        "a Teams activity whose ids deskbot does not read: refused",
      );
      sendJson(res, 400, { error: "the activity's ids are not ones deskbot reads" });
      return;
    }
    // What Bot Framework sent (a JSON object), with every field deskbot reads of the kind it reads.
    const activity = readableActivity(body);
    if (!isActivity(activity)) {
      sendJson(res, 400, { error: "the body must be a Bot Framework activity" });
      return;
    }
    let auth: AuthenticateRequestResult;
    try {
      auth = await authentication.authenticateRequest(activity, authorization);
    } catch (error) {
      // Whatever failed (a bad signature, an unknown key, a key set out of reach), the request is not authenticated.
      deps.logger.warn(
        { reason: error instanceof Error ? error.message : String(error) },
        "a Teams request failed authentication",
      );
      sendJson(res, 401, { error: "unauthorized" });
      return;
    }
    if (activity.type === "message") {
      // A message needs no answer in the HTTP response: Teams gets its 200 at once, and the bot
      // answers within the same turn, however long the API takes.
      res.writeHead(200).end();
      const turn = adapter.runTurn(auth, activity, logic);
      deps.inFlight?.track(turn);
      turn.catch((error: unknown) => {
        deps.logger.error({ err: error }, "a Teams message could not be handled");
      });
      return;
    }
    const invokeResponse = await adapter.runTurn(auth, activity, logic);
    if (invokeResponse?.body === undefined) res.writeHead(invokeResponse?.status ?? 200).end();
    else sendJson(res, invokeResponse.status, invokeResponse.body);
  };
  return {
    routes: { [`POST ${TEAMS_MESSAGES_PATH}`]: route },
    start: async () => {},
    stop: async () => {},
    late: { platform: "teams", deliver },
  };
}

/** CloudAdapter, with a turn run on an activity whose request was already authenticated. */
class DeskCloudAdapter extends CloudAdapter {
  runTurn(auth: AuthenticateRequestResult, activity: Activity, logic: (context: TurnContext) => Promise<void>) {
    return this.processActivity(auth, activity, logic);
  }
}

/**
 * Whether an Authorization header can hold a Bot Framework token at all: `Bearer` and a JWT signed
 * with RS256. Anything else (`alg: none`, an HMAC, garbage) is refused before any key is fetched.
 */
function isBotFrameworkShaped(authorization: string): boolean {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
  const [header, payload, signature] = token?.split(".") ?? [];
  if (!header || !payload || !signature) return false;
  const decoded = parseJson(Buffer.from(header, "base64url").toString("utf8")) as { alg?: unknown } | null | undefined;
  return decoded?.alg === "RS256";
}
