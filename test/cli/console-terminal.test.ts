// The console on a real terminal (a pseudo-terminal through `script`): history without y/N answers, Ctrl-C exits 130.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BIN, cleanEnv } from "../helpers/cli.ts";

/** The console in a pseudo-terminal; `until` resolves when the screen has shown `text` `times` times. */
function terminal(env: Record<string, string> = {}, cwd?: string) {
  const child = spawn("script", ["-qfec", `${process.execPath} ${BIN} chat`, "/dev/null"], {
    env: cleanEnv({ DESK_DB: ":memory:", TERM: "xterm", ...env }),
    ...(cwd ? { cwd } : {}),
  });
  let screen = "";
  child.stdout.on("data", (chunk: Buffer) => {
    screen += chunk.toString("utf8");
    child.stdout.emit("screen");
  });
  const count = (text: string) => screen.split(text).length - 1;
  return {
    child,
    type: (keys: string) => child.stdin.write(keys),
    async until(text: string, times = 1): Promise<void> {
      while (count(text) < times) await once(child.stdout, "screen");
    },
    screen: () => screen,
  };
}

describe.skipIf(process.platform !== "linux")("the console on a terminal", () => {
  it("keeps y/N answers out of the history, and exits 130 on Ctrl-C", async () => {
    const console = terminal();
    await console.until("desk> ");
    console.type("merge u_katherine u_katherine_dup\r");
    await console.until("[y/N]");
    console.type("n\r");
    await console.until("Nothing was changed.");
    expect(console.screen()).not.toContain("Error");
    await console.until("desk> ", 2);
    // The up arrow brings back the command, not the "n" that answered it.
    console.type("\u001b[A\r");
    await console.until("[y/N]", 2);
    expect(console.screen()).not.toContain('"n" is not a command');
    console.type("\u0003");
    const [code] = (await once(console.child, "exit")) as [number];
    expect(code).toBe(130);
  });

  it("keeps its own log off the screen: an API outage is one answer, and the log goes to data/console.log", async () => {
    const dir = await mkdtemp(join(tmpdir(), "deskbot-console-"));
    const console = terminal({ DESK_API_URL: "http://127.0.0.1:9/", DESK_API_TOKEN: "a-token" }, dir);
    await console.until("desk> ");
    expect(console.screen()).toContain(`deskbot's own log is written to ${join(dir, "data", "console.log")}`);
    console.type("company\r");
    await console.until("desk> ", 2);
    expect(console.screen()).toMatch(/Error: .*\n.*(run it again|try again|Check)/is);
    expect(console.screen()).not.toContain('{"level"');
    // Said to the operator, who runs it: what to check, not "tell your deskbot administrator" alone.
    expect(console.screen()).toContain(
      "You run this deskbot: check that the API at DESK_API_URL (http://127.0.0.1:9/)",
    );
    console.type("\u0003");
    await once(console.child, "exit");
    expect(await readFile(join(dir, "data", "console.log"), "utf8")).toContain('"level":');
  });
});
