// Starts the simulator with demo data on loopback and gives a client for it; stops both when the test that started them ends.
import { onTestFinished } from "vitest";
import { ApiClient, type ApiClientOptions } from "../../src/api/client.ts";
import { RateLimiter } from "../../src/api/rate-limiter.ts";
import { demoSeed } from "../../src/simulator/demo-data.ts";
import type { Seed } from "../../src/simulator/seed.ts";
import { Simulator, type SimulatorOptions } from "../../src/simulator/server.ts";

/** A simulator on an ephemeral loopback port, closed after the test. */
export async function startSimulator(options: Partial<SimulatorOptions> = {}): Promise<Simulator> {
  const simulator = new Simulator({ seed: demoSeed(), ...options });
  await simulator.listen();
  onTestFinished(() => simulator.close());
  return simulator;
}

/** A client of `simulator` with a generous limiter of its own, closed after the test. */
export function clientFor(simulator: Simulator, options: Partial<ApiClientOptions> = {}): ApiClient {
  const client = new ApiClient({
    baseUrl: simulator.baseUrl,
    token: simulator.token,
    limiter: new RateLimiter(10_000),
    ...options,
  });
  onTestFinished(() => client.close());
  return client;
}

/** The demo seed with some parts replaced. */
export function seedWith(parts: Partial<Seed>): Seed {
  return { ...demoSeed(), ...parts };
}

/** `count` platform users with a Slack id each, as tests of the sync seed them: `u_N`, "Person N", `personN@acme.example`, `UPN`. */
export function slackPlatformUsers(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    uid: `u_${index}`,
    full_name: `Person ${index}`,
    emails: [`person${index}@acme.example`],
    slack_user_id: `UP${index}`,
  }));
}

/** The directory's record of `slackPlatformUsers`' person `index` once synced (the simulator gives each the role `employee`). */
export function syncedSlackPerson(index: number) {
  return {
    uid: `u_${index}`,
    fullName: `Person ${index}`,
    emails: [`person${index}@acme.example`],
    slackUserId: `UP${index}`,
    entraIds: [],
    role: "employee",
  };
}
