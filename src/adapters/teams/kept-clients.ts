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

/** The most clients kept of each kind: a bot talks to a handful of service URLs (one per region, the emulator). */
export const MAX_KEPT_CLIENTS = 32;

/** Promises kept by key, the oldest dropped past MAX_KEPT_CLIENTS; one that fails is dropped, so that the next turn asks again. */
class Kept<T> {
  private readonly promises = new Map<string, Promise<T>>();

  get(key: string, make: () => Promise<T>): Promise<T> {
    const kept = this.promises.get(key);
    if (kept) return kept;
    if (this.promises.size >= MAX_KEPT_CLIENTS) {
      const oldest = this.promises.keys().next().value;
      if (oldest !== undefined) this.promises.delete(oldest);
    }
    const made = make();
    this.promises.set(key, made);
    made.catch(() => {
      if (this.promises.get(key) === made) this.promises.delete(key);
    });
    return made;
  }
}

/** A connector factory whose clients are kept by service URL and audience, for one app. */
class KeptConnectorFactory extends ConnectorFactory {
  constructor(
    private readonly inner: ConnectorFactory,
    private readonly appId: string,
    private readonly clients: Kept<ConnectorClient>,
  ) {
    super();
  }

  override create(serviceUrl: string, audience?: string): Promise<ConnectorClient> {
    return this.clients.get(JSON.stringify([this.appId, serviceUrl, audience ?? ""]), () =>
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
  private readonly connectors = new Kept<ConnectorClient>();
  private readonly userTokenClients = new Kept<UserTokenClient>();

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
    return this.userTokenClients.get(appIdOf(claimsIdentity), () => super.createUserTokenClient(claimsIdentity));
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
