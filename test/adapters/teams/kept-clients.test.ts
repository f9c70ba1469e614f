// The Bot Framework's clients are made once per app and service URL, and shared by the turns that need them.
import { type Activity, ConfigurationServiceClientCredentialFactory } from "botbuilder";
import { describe, expect, it } from "vitest";
import { KeptClientsAuthentication, MAX_KEPT_CLIENTS } from "../../../src/adapters/teams/kept-clients.ts";

const activityFrom = (serviceUrl: string): Activity =>
  ({ type: "message", channelId: "msteams", serviceUrl, text: "help" }) as Activity;

function authentication() {
  return new KeptClientsAuthentication({}, new ConfigurationServiceClientCredentialFactory({}));
}

describe("the Bot Framework's clients", () => {
  it("are one connector per service URL, whichever turn asks, and another for another URL", async () => {
    const auth = authentication();
    const first = await auth.authenticateRequest(activityFrom("https://smba.example/emea/"), "");
    const second = await auth.authenticateRequest(activityFrom("https://smba.example/emea/"), "");
    const emea = await first.connectorFactory?.create("https://smba.example/emea/", first.audience);
    expect(emea?.conversations).toBeDefined();
    expect(await second.connectorFactory?.create("https://smba.example/emea/", second.audience)).toBe(emea);
    const amer = await second.connectorFactory?.create("https://smba.example/amer/", second.audience);
    expect(amer).not.toBe(emea);
    // A conversation continued later (a late answer) uses the same client.
    expect(
      await auth.createConnectorFactory(first.claimsIdentity).create("https://smba.example/emea/", first.audience),
    ).toBe(emea);
  });

  it("are one user-token client per app", async () => {
    const auth = authentication();
    const { claimsIdentity } = await auth.authenticateRequest(activityFrom("https://smba.example/emea/"), "");
    expect(await auth.createUserTokenClient(claimsIdentity)).toBe(await auth.createUserTokenClient(claimsIdentity));
  });

  it("are kept for at most MAX_KEPT_CLIENTS service URLs (a sender could name any)", async () => {
    const auth = authentication();
    const { connectorFactory, audience } = await auth.authenticateRequest(activityFrom("https://smba.example/0/"), "");
    const firstClient = await connectorFactory?.create("https://smba.example/0/", audience);
    expect(firstClient?.conversations).toBeDefined();
    for (let n = 1; n <= MAX_KEPT_CLIENTS; n += 1)
      await connectorFactory?.create(`https://smba.example/${n}/`, audience);
    expect(await connectorFactory?.create("https://smba.example/0/", audience)).not.toBe(firstClient);
  });
});
