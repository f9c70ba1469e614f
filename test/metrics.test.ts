// GET /metrics: Prometheus text of what deskbot did (commands, API calls, budget, repeats, store errors), behind a token when set.
import { describe, expect, it } from "vitest";
import { messageActivity, postActivity } from "../fakes/teams-activities.ts";
import { isPrivateAddress, NEEDS_METRICS_TOKEN } from "../src/operator-routes.ts";
import { startFakeConnector } from "./helpers/fake-connector.ts";
import { startServe } from "./helpers/serve.ts";

describe("GET /metrics", () => {
  it("requires DESK_METRICS_TOKEN as a bearer token when it is set", async () => {
    const { server } = await startServe({ TEAMS_ALLOW_UNAUTHENTICATED: "true", DESK_METRICS_TOKEN: "m3trics" });
    expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
    expect((await fetch(`${server.url}/metrics`, { headers: { authorization: "Bearer wrong" } })).status).toBe(401);
    const answer = await fetch(`${server.url}/metrics`, { headers: { authorization: "Bearer m3trics" } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toContain("text/plain");
    expect(await answer.text()).toContain("deskbot_process_cpu_seconds_total");
  });

  it("without DESK_METRICS_TOKEN, answers a scraper on a private network and refuses a request through a proxy", async () => {
    // Its counts by API status tell an existing ticket from a missing one: never for anyone on the internet.
    const { server } = await startServe({ TEAMS_ALLOW_UNAUTHENTICATED: "true" });
    expect((await fetch(`${server.url}/metrics`)).status).toBe(200);
    for (const header of ["x-forwarded-for", "forwarded", "x-real-ip"]) {
      const relayed = await fetch(`${server.url}/metrics`, { headers: { [header]: "203.0.113.9" } });
      expect(relayed.status, header).toBe(403);
      expect(await relayed.text(), header).toContain("DESK_METRICS_TOKEN");
    }
    expect(NEEDS_METRICS_TOKEN).toContain("DESK_METRICS_TOKEN");
  });

  it("reads loopback, private and link-local addresses as the operator's network, and no other", () => {
    for (const address of ["127.0.0.1", "10.2.3.4", "172.16.0.9", "172.31.255.1", "192.168.1.1", "169.254.1.1"])
      expect(isPrivateAddress(address), address).toBe(true);
    for (const address of ["::1", "::ffff:10.0.0.7", "::ffff:127.0.0.1", "fd12:3456::1", "fe80::1"])
      expect(isPrivateAddress(address), address).toBe(true);
    for (const address of ["203.0.113.9", "8.8.8.8", "172.32.0.1", "::ffff:8.8.8.8", "2001:db8::1", "", undefined])
      expect(isPrivateAddress(address), String(address)).toBe(false);
  });

  it("counts commands, API calls by endpoint, the acknowledgements, and repeats absorbed", async () => {
    const connector = await startFakeConnector();
    // The sender is an admin, who may comment on any ticket (CONTRACT §12).
    const { server } = await startServe({ TEAMS_ALLOW_UNAUTHENTICATED: "true", DESK_ADMINS: "aad-admin" });
    const send = async (text: string, id: string, count: number) => {
      await postActivity(server.url, messageActivity(text, { serviceUrl: connector.url, id }));
      await connector.waitForSent(count);
    };
    await send("company", "m-1", 1);
    await send("comment REQ-41 Counted", "m-2", 2);
    await send("comment REQ-41 Counted", "m-2", 3);
    const text = await (await fetch(`${server.url}/metrics`)).text();
    expect(text).toContain('deskbot_commands_total{command="company",platform="teams",outcome="result"} 1');
    expect(text).toContain('deskbot_commands_total{command="comment",platform="teams",outcome="result"} 1');
    expect(text).toContain('deskbot_commands_total{command="comment",platform="teams",outcome="repeat"} 1');
    expect(text).toContain('deskbot_repeats_absorbed_total{platform="teams"} 1');
    expect(text).toContain('deskbot_api_requests_total{endpoint="GET /v1/company",status="200"}');
    expect(text).toContain('deskbot_api_requests_total{endpoint="POST /v1/requests/{id}/messages",status="201"} 1');
    expect(text).toMatch(/deskbot_http_response_seconds_count\{route="POST \/api\/messages",status="200"\} 3/);
    expect(text).toContain('deskbot_command_answer_seconds_count{platform="teams"} 3');
    expect(text).toContain("deskbot_api_queue_length 0");
  });

  /** The value of deskbot_api_budget_remaining in a scrape. */
  const budgetOf = async (url: string) =>
    Number(/^deskbot_api_budget_remaining (\d+)$/m.exec(await (await fetch(`${url}/metrics`)).text())?.[1]);

  for (const limit of [1, 37, 60]) {
    it(`reports the budget left: all ${limit} when idle, less what was sent in the minute`, async () => {
      const { server, sim } = await startServe({ DESK_API_RATE_LIMIT: String(limit) }, { rateLimit: 1000 });
      expect(await budgetOf(server.url)).toBe(limit);
      if (limit < 2) return;
      await server.runtime.api.getCompany();
      // The API's own count (1000 a minute) is higher: deskbot's own budget is what is left to it.
      expect(sim.journal.length).toBe(1);
      expect(await budgetOf(server.url)).toBe(limit - 1);
    });
  }
});
