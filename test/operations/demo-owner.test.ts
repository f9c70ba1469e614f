// One owner of the demo's data at a time, between real processes: a second deskbot on it refuses naming the first, `demo reset` refuses while it is open and starts the demo afresh once it is closed; a lock left by a process that is gone is taken over.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cleanEnv, runCli, startCli } from "../helpers/cli.ts";

/** A working directory of its own, where the demo keeps ./data/demo.sqlite and its records. */
async function demoDir() {
  const cwd = await mkdtemp(join(tmpdir(), "deskbot-demo-owner-"));
  const data = (name: string) => join(cwd, "data", name);
  return { cwd, data, run: (args: string[]) => runCli(args, { cwd }) };
}

/** A console of its own process on the demo, once it has answered (so its demo is open); its output so far. */
async function openConsole(cwd: string) {
  const child = startCli(["chat"], cleanEnv(), cwd);
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => {
    output += chunk.toString("utf8");
  });
  child.stdin.write("company\n");
  while (!output.includes("Acme")) await once(child.stdout, "data");
  return {
    pid: child.pid as number,
    close: async () => {
      child.stdin.end();
      const [status] = (await once(child, "close")) as [number | null];
      return status;
    },
  };
}

describe("the demo's data, owned by one process at a time", () => {
  it("a second deskbot and demo reset refuse while a console has it, naming that console; once closed, reset starts it afresh", async () => {
    const { data, run, cwd } = await demoDir();
    const console = await openConsole(cwd);

    const second = await run(["chat", "-c", "company"]);
    expect(second.status).toBe(1);
    expect(second.stderr.trim().split("\n")).toHaveLength(1);
    expect(second.stderr).toContain(`in use by another deskbot (process ${console.pid}, chat`);

    const refused = await run(["demo", "reset"]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(
      `cannot reset the demo: the demo's data is in use by another deskbot (process ${console.pid}`,
    );
    expect(existsSync(data("demo.sqlite"))).toBe(true);

    expect(await console.close()).toBe(0);
    expect(existsSync(data("demo.lock"))).toBe(false);

    // A change kept from an earlier run, then the reset: the next run starts from the demo data again.
    expect((await run(["chat", "-c", "merge u_katherine u_katherine_dup", "--yes"])).status).toBe(0);
    expect((await run(["chat", "-c", "merge u_katherine u_katherine_dup", "--yes"])).status).toBe(1);
    const reset = await run(["demo", "reset"]);
    expect(reset).toMatchObject({ status: 0, stderr: "" });
    expect(reset.stdout).toContain("data/demo.sqlite");
    for (const file of ["demo.sqlite", "demo.sqlite-wal", "demo.sqlite-shm", "demo.simulator.json", "demo.lock"])
      expect(existsSync(data(file)), file).toBe(false);
    const fresh = await run(["chat", "-c", "merge u_katherine u_katherine_dup", "--yes"]);
    expect(fresh.status, fresh.stdout + fresh.stderr).toBe(0);
  });

  it("a console refuses while serve has the demo, and serve gives it back when it stops", async () => {
    const { run, cwd } = await demoDir();
    const serve = startCli(["serve"], cleanEnv({ PORT: "0", HOST: "127.0.0.1" }), cwd);
    let log = "";
    serve.stderr.on("data", (chunk: Buffer) => {
      log += chunk.toString("utf8");
    });
    while (!log.includes("deskbot is serving")) await once(serve.stderr, "data");
    const refused = await run(["chat", "-c", "company"]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(`(process ${serve.pid}, serve`);
    serve.kill("SIGTERM");
    await once(serve, "close");
    expect((await run(["chat", "-c", "company"])).status).toBe(0);
  });

  it("takes over a lock whose process is gone", async () => {
    const { data, run } = await demoDir();
    const gone = spawn(process.execPath, ["-e", ""]);
    await once(gone, "close");
    expect((await run(["chat", "-c", "company"])).status).toBe(0);
    await writeFile(
      data("demo.lock"),
      JSON.stringify({ pid: gone.pid, command: "chat", since: "2026-01-05T09:00:00Z" }),
    );
    const taken = await run(["chat", "-c", "company"]);
    expect(taken.status, taken.stderr).toBe(0);
    expect(existsSync(data("demo.lock"))).toBe(false);
    // Left by an earlier process that had this one's pid (a container's pid 1 after a restart): not this one's, taken over.
    await writeFile(
      data("demo.lock"),
      JSON.stringify({ pid: process.pid, command: "serve", since: "2026-01-05T09:00:00Z" }),
    );
    expect((await run(["chat", "-c", "company"])).status).toBe(0);
  });

  it("demo reset leaves a store that holds another directory than the demo's, and a real platform's store", async () => {
    const { data, run, cwd } = await demoDir();
    await writeFile(join(cwd, "people.csv"), "uid,email,full_name\nu_ada,ada@acme.example,Ada\n");
    await run(["chat", "-c", "company"]);
    expect((await run(["directory", "import", "people.csv", "--force"])).status).toBe(0);
    const foreign = await run(["demo", "reset"]);
    expect(foreign.status).toBe(1);
    expect(foreign.stderr).toContain("holds a directory imported from people.csv");
    expect(existsSync(data("demo.sqlite"))).toBe(true);
    const real = await runCli(["demo", "reset"], {
      cwd,
      env: cleanEnv({ DESK_API_URL: "http://127.0.0.1:9/", DESK_API_TOKEN: "t" }),
    });
    expect(real.status).toBe(1);
    expect(real.stderr).toContain("DESK_API_URL is set");
    expect(await readFile(data("demo.sqlite"))).not.toHaveLength(0);
  });
});
