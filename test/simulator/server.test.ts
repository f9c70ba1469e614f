// The simulator's own behaviour: fault injection, its rate limit and headers, bare answers, the journal.
import { describe, expect, it } from "vitest";
import { FakeClock } from "../helpers/fake-clock.ts";
import { startSimulator } from "../helpers/simulator.ts";

const get = (url: string, token = "sim-token") => fetch(url, { headers: { authorization: `Bearer ${token}` } });

describe("simulator", () => {
  it("answers the share of calls given by the fail rate with 503", async () => {
    const draws = [0.1, 0.9, 0.2, 0.8];
    const sim = await startSimulator({ failRate: 0.5, random: () => draws.shift() ?? 1 });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await get(`${sim.baseUrl}/v1/company`)).status);
    expect(statuses).toEqual([503, 200, 503, 200]);
    const body = await (await get(`${sim.baseUrl}/v1/company`, "x")).json();
    expect(body).toEqual({ error: "unauthorized", troubleshoot: expect.any(String) });
  });

  it("holds every answer back by the latency", async () => {
    const clock = new FakeClock();
    const sim = await startSimulator({ latencyMs: 250, clock });
    let answered = false;
    const response = get(`${sim.baseUrl}/v1/company`).then((r) => {
      answered = true;
      return r;
    });
    await clock.sleepRequested();
    expect(clock.sleeps).toEqual([250]);
    expect(answered).toBe(false);
    await clock.advance(250);
    expect((await response).status).toBe(200);
  });

  it("limits each token per minute and says so in the X-SiitApi headers", async () => {
    const clock = new FakeClock(Date.UTC(2026, 0, 1));
    const sim = await startSimulator({ rateLimit: 2, clock });
    const first = await get(`${sim.baseUrl}/v1/company`);
    expect(first.headers.get("x-siitapi-limit")).toBe("2");
    expect(first.headers.get("x-siitapi-remaining")).toBe("1");
    await get(`${sim.baseUrl}/v1/company`);
    const limited = await get(`${sim.baseUrl}/v1/company`);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("x-siitapi-remaining")).toBe("0");
    expect(limited.headers.get("x-siitapi-reset")).toBe(String(Date.UTC(2026, 0, 1) / 1000 + 60));
    expect(limited.headers.get("retry-after")).toBe("60");
    await clock.advance(60_000);
    expect((await get(`${sim.baseUrl}/v1/company`)).status).toBe(200);
  });

  it("can answer records bare, without the result wrapper", async () => {
    const sim = await startSimulator({ envelope: "bare" });
    const response = await fetch(`${sim.baseUrl}/v1/applications/s_lever/unarchive`, {
      method: "PATCH",
      headers: { authorization: "Bearer sim-token" },
    });
    expect(await response.json()).toMatchObject({ uid: "s_lever", archived_at: null });
  });

  it("answers 400 to a body that is not JSON and 404 to an unknown path", async () => {
    const sim = await startSimulator();
    const bad = await fetch(`${sim.baseUrl}/v1/requests/REQ-41/messages`, {
      method: "POST",
      headers: { authorization: "Bearer sim-token", "content-type": "application/json" },
      body: "{",
    });
    expect(bad.status).toBe(400);
    expect((await get(`${sim.baseUrl}/v1/tickets`)).status).toBe(404);
    expect((await get(`${sim.baseUrl}/v1/requests/%E0%A4%A/messages`)).status).toBe(404);
  });
});

describe("simulator statistics", () => {
  it("counts the API calls it received, outside the /v1 paths", async () => {
    const sim = await startSimulator();
    await get(`${sim.baseUrl}/v1/company`);
    await get(`${sim.baseUrl}/v1/applications`, "wrong");
    const stats = await (await fetch(`${sim.baseUrl}/_simulator/stats`)).json();
    expect(stats).toEqual({ received: 2, rateLimited: 0, busiestMinute: 2 });
  });
});
