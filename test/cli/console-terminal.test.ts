// The console on a terminal (standard streams that say they are a TTY): history without y/N answers, --yes never answering for words, Ctrl-C exits 130, its log kept off the screen.
import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cleanEnv, openCli } from "../helpers/cli.ts";

/** `deskbot chat` on a terminal; `until` resolves when the screen has shown `text` `times` times. */
function terminal(env: Record<string, string> = {}, cwd?: string, args: string[] = []) {
  const run = openCli(["chat", ...args], {
    terminal: true,
    env: cleanEnv({ DESK_DB: ":memory:", TERM: "xterm", ...env }),
    ...(cwd ? { cwd } : {}),
  });
  return {
    status: run.status,
    type: (keys: string) => run.stdin.write(keys),
    until: (text: string, times = 1) => run.screen.until(text, times),
    screen: () => run.screen.text,
  };
}

describe("the console on a terminal", () => {
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
    // Ctrl-C in the middle of the question leaves at once.
    console.type("\u0003");
    expect(await console.status).toBe(130);
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
    expect(await console.status).toBe(130);
    expect(await readFile(join(dir, "data", "console.log"), "utf8")).toContain('"level":');
  });

  it("with --yes, still asks y/N for a change read from words, saying its line first", async () => {
    const console = terminal({}, undefined, ["--yes"]);
    await console.until("desk> ");
    console.type("tell REQ-42 the laptop arrived\r");
    await console.until("[y/N]");
    expect(console.screen()).toContain("From your words: comment REQ-42 the laptop arrived");
    console.type("n\r");
    await console.until("Nothing was changed.");
    await console.until("desk> ", 2);
    console.type("\u0003");
    expect(await console.status).toBe(130);
  });

  it("leaves with exit or Ctrl-D (0)", async () => {
    const byWord = terminal();
    await byWord.until("desk> ");
    byWord.type("exit\r");
    expect(await byWord.status).toBe(0);
    const byEnd = terminal();
    await byEnd.until("desk> ");
    byEnd.type("\u0004");
    expect(await byEnd.status).toBe(0);
  });
});
