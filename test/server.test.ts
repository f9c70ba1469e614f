// The one HTTP server: /healthz, unknown paths and methods, and only the configured platforms mounted.
import { describe, expect, it } from "vitest";
import { startServe } from "./helpers/serve.ts";

describe("deskbot serve", () => {
  it("answers GET /healthz, 404 to unknown paths and 405 to a wrong method", async () => {
    const { server } = await startServe({});
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
    expect((await fetch(`${server.url}/nothing`)).status).toBe(404);
    expect((await fetch(`${server.url}/healthz`, { method: "POST" })).status).toBe(405);
  });

  it("mounts neither platform when neither is configured", async () => {
    const { server } = await startServe({});
    expect((await fetch(`${server.url}/slack/events`, { method: "POST", body: "x" })).status).toBe(404);
    expect((await fetch(`${server.url}/api/messages`, { method: "POST", body: "{}" })).status).toBe(404);
  });
});
