// The console on a real terminal (a pseudo-terminal through `script`): history without y/N answers, Ctrl-C exits 130.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { describe, expect, it } from "vitest";
import { BIN, cleanEnv } from "../helpers/cli.ts";

/** The console in a pseudo-terminal; `until` resolves when the screen has shown `text` `times` times. */
function terminal() {
  const child = spawn("script", ["-qfec", `${process.execPath} ${BIN} chat`, "/dev/null"], {
    env: cleanEnv({ DESK_DB: ":memory:", TERM: "xterm" }),
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
});
