// GET /readyz: ready while the store answers and the instance is not stopping; says the store's state and the API's last answer.
import { rmSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { startServe } from "./helpers/serve.ts";

describe("GET /readyz", () => {
  it("is 200 while the store answers, with when the API last answered", async () => {
    const { server } = await startServe({ TEAMS_ALLOW_UNAUTHENTICATED: "true" });
    const before = await fetch(`${server.url}/readyz`);
    expect(before.status).toBe(200);
    expect(await before.json()).toMatchObject({
      ready: true,
      status: "ready",
      store: { available: true },
      api: { lastAnswerAt: null },
    });
    await server.runtime.api.getCompany();
    const after = (await (await fetch(`${server.url}/readyz`)).json()) as { api: { lastAnswerAt: string } };
    expect(Date.parse(after.api.lastAnswerAt)).not.toBeNaN();
  });

  it("is 503 when the store cannot be used, saying why, while /healthz stays 200", async () => {
    const { server } = await startServe({ TEAMS_ALLOW_UNAUTHENTICATED: "true" });
    const path = server.runtime.config.store.kind === "sqlite" ? server.runtime.config.store.path : "";
    rmSync(path);
    const answer = await fetch(`${server.url}/readyz`);
    expect(answer.status).toBe(503);
    expect(await answer.json()).toMatchObject({
      ready: false,
      status: "store unavailable",
      store: { available: false, reason: expect.stringContaining("was deleted while deskbot ran") },
    });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it("is 503 once the instance is draining, and the instance still serves", async () => {
    const { server } = await startServe({ TEAMS_ALLOW_UNAUTHENTICATED: "true" });
    server.drain();
    const answer = await fetch(`${server.url}/readyz`);
    expect(answer.status).toBe(503);
    expect(await answer.json()).toMatchObject({ ready: false, status: "stopping" });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});
