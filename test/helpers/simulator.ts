// Starts the simulator with demo data on loopback and gives a client for it; stops both after each test.
import { afterEach } from "vitest";
import { ApiClient, type ApiClientOptions } from "../../src/api/client.ts";
import { RateLimiter } from "../../src/api/rate-limiter.ts";
import { demoSeed } from "../../src/simulator/demo-data.ts";
import type { Seed } from "../../src/simulator/seed.ts";
import { Simulator, type SimulatorOptions } from "../../src/simulator/server.ts";

const running: Array<{ close(): Promise<void> }> = [];

afterEach(async () => {
  await Promise.all(running.splice(0).map((item) => item.close()));
});

/** A simulator on an ephemeral loopback port, closed after the test. */
export async function startSimulator(options: Partial<SimulatorOptions> = {}): Promise<Simulator> {
  const simulator = new Simulator({ seed: demoSeed(), ...options });
  await simulator.listen();
  running.push(simulator);
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
  running.push(client);
  return client;
}

/** The demo seed with some parts replaced. */
export function seedWith(parts: Partial<Seed>): Seed {
  return { ...demoSeed(), ...parts };
}
