// Microsoft Graph as the Teams bot itself: an app-only token from its credentials (the client-credentials grant, in the right tenant), kept until it nears its end; no call at all without credentials; refusals as errors that name no secret.
import { afterEach, describe, expect, it } from "vitest";
import { type FakeGraph, startFakeGraph } from "../../../fakes/graph.ts";
import { Graph, GraphError, GraphUnavailable } from "../../../src/adapters/teams/graph.ts";
import type { TeamsConfig } from "../../../src/config.ts";

const fakes: FakeGraph[] = [];
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((fake) => fake.close()));
});

const APP = { appId: "11111111-2222-3333-4444-555555555555", appPassword: "s3cret-value", allowUnauthenticated: false };
const THREAD = "teams/group-1/channels/19%3Ageneral%40thread.tacv2/messages/1700";

async function graphWith(config: TeamsConfig) {
  const fake = await startFakeGraph();
  fakes.push(fake);
  fake.thread("group-1", "19:general@thread.tacv2", "1700", [{ author: "Ada", html: "<p>Hello</p>" }]);
  return { fake, graph: new Graph(config, { graphUrl: `${fake.url}/`, loginUrl: fake.loginUrl }) };
}

describe("Graph for the Teams bot", () => {
  it("asks its own tenant for a Graph token once (SingleTenant), and sends it on each call", async () => {
    const { fake, graph } = await graphWith({ ...APP, appType: "SingleTenant", tenantId: "tenant-home" });
    expect(await graph.get(THREAD, "tenant-other")).toMatchObject({ id: "1700" });
    await graph.get(`${THREAD}/replies`, "tenant-other");
    expect(fake.tokenRequests().map((request) => [request.path, request.form])).toEqual([
      [
        "/tenant-home/oauth2/v2.0/token",
        {
          client_id: APP.appId,
          client_secret: APP.appPassword,
          scope: "https://graph.microsoft.com/.default",
          grant_type: "client_credentials",
        },
      ],
    ]);
    expect(fake.graphCalls().map((request) => request.headers.authorization)).toEqual([
      "Bearer graph-token-1",
      "Bearer graph-token-1",
    ]);
  });

  it("asks the team's tenant when the bot is MultiTenant, one token per tenant", async () => {
    const { fake, graph } = await graphWith({ ...APP, appType: "MultiTenant" });
    await Promise.all([graph.get(THREAD, "tenant-a"), graph.get(THREAD, "tenant-a"), graph.get(THREAD, "tenant-b")]);
    expect(
      fake
        .tokenRequests()
        .map((request) => request.path)
        .sort(),
    ).toEqual(["/tenant-a/oauth2/v2.0/token", "/tenant-b/oauth2/v2.0/token"]);
    await expect(graph.get(THREAD, undefined)).rejects.toThrow(/tenant of the team is not known/);
  });

  it("calls nothing without credentials (a loopback bot): no token asked for, no Graph call made", async () => {
    const { fake, graph } = await graphWith({ appType: "SingleTenant", allowUnauthenticated: true });
    expect(graph.available).toBe(false);
    await expect(graph.get(THREAD, "tenant-1")).rejects.toBeInstanceOf(GraphUnavailable);
    expect(fake.requests).toEqual([]);
  });

  it("rejects with the status and Graph's code, or Entra ID's, never the secret; a refused token is asked for again", async () => {
    const { fake, graph } = await graphWith({ ...APP, appType: "SingleTenant", tenantId: "tenant-home" });
    fake.refuse(403);
    const refused = await graph.get(THREAD, undefined).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(GraphError);
    expect(refused).toMatchObject({
      status: 403,
      code: "Forbidden",
      message: "Microsoft Graph answered 403 (Forbidden)",
    });
    const other = await graphWith({ ...APP, appType: "SingleTenant", tenantId: "tenant-home" });
    other.fake.refuseTokens();
    const noToken = await other.graph.get(THREAD, undefined).catch((error: unknown) => error);
    expect(noToken).toMatchObject({ status: 401, code: "invalid_client" });
    expect(String(noToken)).not.toContain(APP.appPassword);
    await other.graph.get(THREAD, undefined).catch(() => undefined);
    expect(other.fake.tokenRequests()).toHaveLength(2);
    expect(other.fake.graphCalls()).toEqual([]);
  });
});
