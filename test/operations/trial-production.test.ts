// The trial and production kept apart: the demo keeps a store of its own, and a real API is never served from the demo's data.
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.ts";
import { createLogger } from "../../src/log.ts";
import { createRuntime } from "../../src/runtime.ts";
import { startSimulator } from "../helpers/simulator.ts";

const logger = createLogger("silent");

function configOf(env: Record<string, string>) {
  const loaded = loadConfig(env);
  if (!loaded.ok) throw new Error(loaded.error.join("\n"));
  return loaded.value;
}

describe("the demo and a real platform", () => {
  it("refuses to serve a real API from the demo's database, naming DESK_DB and the way on", async () => {
    const database = join(await mkdtemp(join(tmpdir(), "deskbot-trial-")), "store.sqlite");
    const demo = await createRuntime(configOf({ DESK_DB: database }), logger);
    expect((await demo.store.directoryStatus()).people).toBeGreaterThan(0);
    await demo.close();

    const platform = await startSimulator();
    const real = configOf({ DESK_DB: database, DESK_API_URL: platform.baseUrl, DESK_API_TOKEN: platform.token });
    const refused = createRuntime(real, logger);
    await expect(refused).rejects.toThrow(/^DESK_DB: .*store\.sqlite holds the demo's data/);
    await expect(refused).rejects.toThrow(/npx deskbot directory clear/);

    // Once the demo's people are cleared, the same database serves the platform.
    const cleaner = await createRuntime(configOf({ DESK_DB: database }), logger);
    await cleaner.store.clearDirectory();
    await cleaner.close();
    const served = await createRuntime(real, logger);
    expect((await served.store.directoryStatus()).people).toBe(0);
    await served.close();
  });
});
