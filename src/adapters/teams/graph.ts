// Microsoft Graph for the Teams adapter: GETs with an app-only token from the bot's own credentials (none without credentials).
import type { ServiceClientCredentialsFactory } from "botframework-connector";
import type { TeamsConfig } from "../../config.ts";

/** Microsoft Graph's own address: the audience of its tokens, and where GETs go unless a test says otherwise. */
export const GRAPH_URL = "https://graph.microsoft.com";
/** Microsoft Entra ID's sign-in address, where the bot's credentials are exchanged for a token. */
export const LOGIN_URL = "https://login.microsoftonline.com";

/** How long a Graph call or a token request may take: a person waits for it inside Teams' few seconds. */
const CALL_MS = 3000;
/** A token is renewed this long before it expires. */
const RENEW_BEFORE_MS = 5 * 60 * 1000;

/** Graph (or Entra ID) answered with an error: its HTTP status, never the secret or the token. */
export class GraphError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
  ) {
    super(`Microsoft Graph answered ${status}${code ? ` (${code})` : ""}`);
    this.name = "GraphError";
  }
}

export interface GraphOptions {
  /** Graph's base URL, without a version (`https://graph.microsoft.com` unless set: tests). */
  graphUrl?: string;
  /** Entra ID's sign-in base URL (`https://login.microsoftonline.com` unless set: tests). */
  loginUrl?: string;
  /** The bot's credential factory, for a managed identity's tokens (UserAssignedMSI has no secret to send). */
  credentials?: ServiceClientCredentialsFactory;
}

/** A token and when it stops being used. */
interface Held {
  token: Promise<string>;
  renewAt: number;
}

/** Graph cannot be asked: the bot has no credentials (TEAMS_ALLOW_UNAUTHENTICATED, local mode), so nothing is sent. */
export class GraphUnavailable extends Error {
  constructor() {
    super("the bot has no Microsoft credentials: Microsoft Graph is not called");
    this.name = "GraphUnavailable";
  }
}

/**
 * Graph as the bot itself (app-only): a token for `https://graph.microsoft.com` from the Azure Bot's
 * credentials, by the client-credentials grant at Entra ID (a managed identity's through the Bot
 * Framework's own factory), cached per tenant until shortly before it expires. A bot with no
 * credentials (TEAMS_ALLOW_UNAUTHENTICATED, loopback) never calls Graph: it would be a call without
 * a token, which Graph refuses, carrying the thread's ids out of the local setup.
 */
export class Graph {
  private readonly graphUrl: string;
  private readonly loginUrl: string;
  private readonly tokens = new Map<string, Held>();

  constructor(
    private readonly config: TeamsConfig,
    private readonly options: GraphOptions = {},
  ) {
    this.graphUrl = trimEnd(options.graphUrl ?? GRAPH_URL);
    this.loginUrl = trimEnd(options.loginUrl ?? LOGIN_URL);
  }

  /** Whether Graph can be asked at all: only with the bot's credentials. */
  get available(): boolean {
    return Boolean(this.config.appId);
  }

  /**
   * `GET {graph}/v1.0/{path}` (each segment of `path` already encoded), in `tenant` (the tenant the
   * team is in); its JSON body, or a GraphError for an answer that is not 2xx. Without credentials,
   * GraphUnavailable, and nothing is sent.
   */
  async get(path: string, tenant: string | undefined): Promise<unknown> {
    if (!this.available) throw new GraphUnavailable();
    const token = await this.tokenFor(tenant);
    const response = await fetch(`${this.graphUrl}/v1.0/${path}`, {
      headers: { accept: "application/json", authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(CALL_MS),
    });
    const body = await response.json().catch(() => undefined);
    if (!response.ok) throw new GraphError(response.status, errorCodeOf(body));
    return body;
  }

  /** The token for `tenant`: SingleTenant and a managed identity have their own tenant. */
  private tokenFor(tenant: string | undefined): Promise<string> {
    const { appId, appType, tenantId } = this.config;
    if (!appId) return Promise.reject(new GraphUnavailable());
    const key = appType === "MultiTenant" ? tenant : tenantId;
    if (appType !== "UserAssignedMSI" && !key) {
      return Promise.reject(new Error("the tenant of the team is not known: no Graph token can be asked for"));
    }
    const cacheKey = key ?? "";
    const held = this.tokens.get(cacheKey);
    if (held && Date.now() < held.renewAt) return held.token;
    const fresh: Held = { token: Promise.resolve(""), renewAt: Number.POSITIVE_INFINITY };
    fresh.token = this.newToken(appId, cacheKey).then(
      ({ token, keepMs }) => {
        fresh.renewAt = Date.now() + keepMs;
        return token;
      },
      (error: unknown) => {
        // A failed request is not kept: the next press asks again.
        this.tokens.delete(cacheKey);
        throw error;
      },
    );
    this.tokens.set(cacheKey, fresh);
    return fresh.token;
  }

  /** A new token, and how long to use it: until shortly before it expires. */
  private async newToken(appId: string, tenant: string): Promise<{ token: string; keepMs: number }> {
    if (this.config.appType === "UserAssignedMSI") {
      const credentials = await this.options.credentials?.createCredentials(appId, GRAPH_URL, this.loginUrl, true);
      if (!credentials || !("getToken" in credentials) || typeof credentials.getToken !== "function")
        throw new Error("the managed identity gives no token");
      // The factory's credentials keep their own cache: deskbot asks them again after a few minutes.
      return { token: String(await credentials.getToken()), keepMs: RENEW_BEFORE_MS };
    }
    const response = await fetch(`${this.loginUrl}/${encodeURIComponent(tenant)}/oauth2/v2.0/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: new URLSearchParams({
        client_id: appId,
        client_secret: this.config.appPassword ?? "",
        scope: `${GRAPH_URL}/.default`,
        grant_type: "client_credentials",
      }).toString(),
      signal: AbortSignal.timeout(CALL_MS),
    });
    const body = (await response.json().catch(() => undefined)) as
      | { access_token?: unknown; expires_in?: unknown; error?: unknown }
      | undefined;
    if (!response.ok || typeof body?.access_token !== "string") {
      throw new GraphError(response.status, typeof body?.error === "string" ? body.error : undefined);
    }
    const expiresMs = Number(body.expires_in) * 1000;
    return {
      token: body.access_token,
      keepMs: Number.isFinite(expiresMs) ? Math.max(0, expiresMs - RENEW_BEFORE_MS) : 0,
    };
  }
}

/** Graph's error code (`Forbidden`, `NotFound`), which says why without saying anything secret. */
function errorCodeOf(body: unknown): string | undefined {
  const error = (body as { error?: { code?: unknown } } | undefined)?.error;
  return typeof error?.code === "string" ? error.code.slice(0, 100) : undefined;
}

/** A base URL without its trailing slashes. */
function trimEnd(url: string): string {
  let end = url.length;
  while (end > 0 && url[end - 1] === "/") end -= 1;
  return url.slice(0, end);
}
