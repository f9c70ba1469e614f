// Bot Connector and user-token clients made once per app and service URL, not for every turn as CloudAdapter makes them.
import { type Activity, ConfigurationBotFrameworkAuthentication } from "botbuilder";
import {
  type AuthenticateRequestResult,
  AuthenticationConstants,
  type ClaimsIdentity,
  type ConnectorClient,
  ConnectorFactory,
  type UserTokenClient,
} from "botframework-connector";
import { ExpiringCache } from "../../cache.ts";

/** The most clients kept of each kind: a bot talks to a handful of service URLs (one per region, the emulator). */
export const MAX_KEPT_CLIENTS = 32;

/**
 * Clients kept while the process runs, the oldest dropped past MAX_KEPT_CLIENTS; one being made is
 * shared by the turns that ask meanwhile, and one that fails to be made is not kept.
 */
const keptClients = <T>() => new ExpiringCache<T>({ ttlMs: Number.POSITIVE_INFINITY, maxEntries: MAX_KEPT_CLIENTS });

/** A connector factory whose clients are kept by service URL and audience, for one app. */
class KeptConnectorFactory extends ConnectorFactory {
  constructor(
    private readonly inner: ConnectorFactory,
    private readonly appId: string,
    private readonly clients: ExpiringCache<ConnectorClient>,
  ) {
    super();
  }

  override create(serviceUrl: string, audience?: string): Promise<ConnectorClient> {
    return this.clients.getOrLoad(JSON.stringify([this.appId, serviceUrl, audience ?? ""]), () =>
      this.inner.create(serviceUrl, audience),
    );
  }
}

/**
 * The Bot Framework's authentication, whose connector and user-token clients are kept: CloudAdapter
 * asks for a new ConnectorClient (a pipeline of eight policies) and a user-token client (deskbot
 * never signs anyone in) for every activity, about 0.35 ms of CPU a turn. A client holds its
 * credentials, which ask Entra ID for a token again when it expires, so a kept one stays valid;
 * the old BotFrameworkAdapter kept them the same way.
 */
export class KeptClientsAuthentication extends ConfigurationBotFrameworkAuthentication {
  private readonly connectors = keptClients<ConnectorClient>();
  private readonly userTokenClients = keptClients<UserTokenClient>();

  override async authenticateRequest(activity: Activity, authHeader: string): Promise<AuthenticateRequestResult> {
    const result = await super.authenticateRequest(activity, authHeader);
    return result.connectorFactory
      ? { ...result, connectorFactory: this.kept(result.connectorFactory, result.claimsIdentity) }
      : result;
  }

  override createConnectorFactory(claimsIdentity: ClaimsIdentity): ConnectorFactory {
    return this.kept(super.createConnectorFactory(claimsIdentity), claimsIdentity);
  }

  override createUserTokenClient(claimsIdentity: ClaimsIdentity): Promise<UserTokenClient> {
    return this.userTokenClients.getOrLoad(appIdOf(claimsIdentity), () => super.createUserTokenClient(claimsIdentity));
  }

  private kept(factory: ConnectorFactory, claimsIdentity: ClaimsIdentity): ConnectorFactory {
    return new KeptConnectorFactory(factory, appIdOf(claimsIdentity), this.connectors);
  }
}

/**
 * The bot's app that a request's claims are for, as the Bot Framework reads it to make its clients:
 * the audience of a channel's token, else the emulator's app id claim; empty when unauthenticated.
 */
const appIdOf = (claimsIdentity: ClaimsIdentity): string =>
  claimsIdentity.getClaimValue(AuthenticationConstants.AudienceClaim) ??
  claimsIdentity.getClaimValue(AuthenticationConstants.AppIdClaim) ??
  "";
