// The demo remembers what was changed in it, as its audit log does: a later run starts from the records the last one left.
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.ts";
import { createLogger } from "../../src/log.ts";
import { createRuntime } from "../../src/runtime.ts";
import { cleanEnv, runCli } from "../helpers/cli.ts";

const logger = createLogger("silent");

/** A demo runtime (no DESK_API_URL) on the SQLite store `file`, its console operator `you`. */
async function demoRun(file: string) {
  const loaded = loadConfig({ DESK_DB: file });
  if (!loaded.ok) throw new Error(loaded.error.join("\n"));
  return createRuntime(loaded.value, logger, { consoleOperator: "you" });
}

describe("the demo's records between runs", () => {
  it("every kind of write (merge, service, application, equipment, comment, approval) is there in the next run", async () => {
    const file = join(await mkdtemp(join(tmpdir(), "deskbot-demo-")), "demo.sqlite");
    const first = await demoRun(file);
    // Confirmed as the console's `--yes` confirms: the merge runs on its confirmation's press.
    const run = async (text: string) => {
      const caller = { platform: "console" as const, userId: "you" };
      const reply = await first.core.run(caller, text);
      if (reply.kind !== "confirm") return reply;
      const pressed = await first.core.press(caller, reply.confirmation);
      return pressed.kind === "note" ? reply : pressed.reply;
    };
    const writes = [
      "merge u_katherine u_katherine_dup",
      'service update wa_vpn --name "VPN (Zoë O\'Brien’s team)" --sla none',
      "equipment unarchive ueq_mbp_002",
      "comment REQ-42 Laptop delivered, « merci » !",
      "approval REQ-43 --approvers u_ada,u_grace Please approve",
    ];
    for (const text of writes) expect((await run(text)).kind, text).toBe("result");
    const archivedApp = [...(first.simulator?.state.applications.values() ?? [])].find((app) => app.archived_at);
    expect(archivedApp).toBeDefined();
    expect((await run(`app unarchive ${archivedApp?.uid}`)).kind).toBe("result");
    const left = first.simulator?.state.snapshot();
    await first.close();

    const second = await demoRun(file);
    expect(second.simulator?.state.snapshot()).toEqual(left);
    expect(second.simulator?.state.users.has("u_katherine_dup")).toBe(false);
    // The audit log tells the same story as the records.
    const audit = await second.store.recentAudit({ limit: 20, command: "merge" });
    expect(audit.map((entry) => entry.outcome)).toEqual(["ok"]);
    await second.close();
  });

  it("from the console: a merged duplicate stays merged in the next run, and a second merge says it is gone", async () => {
    const env = cleanEnv({ DESK_DB: join(await mkdtemp(join(tmpdir(), "deskbot-demo-")), "demo.sqlite") });
    const merged = await runCli(["chat", "-c", "merge u_katherine u_katherine_dup", "--yes"], { env });
    expect(merged.status, merged.stdout + merged.stderr).toBe(0);
    const again = await runCli(["chat", "-c", "merge u_katherine u_katherine_dup", "--yes"], { env });
    expect(again.status).toBe(1);
    expect(again.stdout).toContain("u_katherine_dup");
  });

  it("a kept file that cannot be read leaves the demo's own data, and the demo runs", async () => {
    const dir = await mkdtemp(join(tmpdir(), "deskbot-demo-"));
    await writeFile(join(dir, "demo.simulator.json"), "{ not json");
    const runtime = await demoRun(join(dir, "demo.sqlite"));
    expect(runtime.simulator?.state.users.has("u_katherine_dup")).toBe(true);
    await runtime.close();
  });
});
