// A console session is one conversation (CONTRACT section 10): stdin lines answer a question back, confirm or cancel a proposal with `--json` saying which line, and a new session remembers nothing of the last.
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cleanEnv, runCli } from "../helpers/cli.ts";
import { startSimulator } from "../helpers/simulator.ts";

const TOKEN = "console-session-secret-token";

async function setup() {
  const sim = await startSimulator({ token: TOKEN });
  const dir = await mkdtemp(join(tmpdir(), "deskbot-session-"));
  const env = cleanEnv({
    DESK_API_URL: sim.baseUrl,
    DESK_API_TOKEN: TOKEN,
    DESK_DB: join(dir, "store.sqlite"),
    DESK_ADMINS: "root-admin",
  });
  const session = async (lines: string[]) => {
    const result = await runCli(["chat", "--as", "root-admin", "--json"], { env, input: `${lines.join("\n")}\n` });
    return result.stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  };
  const comments = () => sim.journal.filter((call) => call.method === "POST" && call.path.endsWith("/messages"));
  return { session, comments };
}

describe("a console session", () => {
  it("answers a question on the next line, and a yes line confirms: `confirmed` names the line, written once", async () => {
    const { session, comments } = await setup();
    const [question, proposal, confirmed, again] = await session([
      "comment on REQ-42",
      "the laptop arrived",
      "yes",
      "yes",
    ]);
    expect(question).toMatchObject({ ask: "What should it say?" });
    expect(proposal).toMatchObject({ proposed: "comment REQ-42 the laptop arrived" });
    expect(confirmed).toMatchObject({
      confirmed: "comment REQ-42 the laptop arrived",
      body_text: "the laptop arrived",
    });
    expect(again).toMatchObject({ understood: null, title: "Nothing is waiting for your yes here." });
    expect(again).not.toHaveProperty("error");
    expect(comments()).toHaveLength(1);
  });

  it("a no line cancels: `cancelled` names the line, nothing is written; greetings are answered, not an error", async () => {
    const { session, comments } = await setup();
    const [hello, , cancelled, thanks] = await session([
      "bonjour",
      "tell REQ-42 the laptop arrived",
      "annule",
      "merci",
    ]);
    expect(hello).toMatchObject({ understood: null, title: expect.stringMatching(/^Hello|^Bonjour/) });
    expect(hello).not.toHaveProperty("error");
    expect(cancelled).toEqual({ cancelled: "comment REQ-42 the laptop arrived", title: "Nothing was changed." });
    expect(thanks).not.toHaveProperty("error");
    expect(comments()).toEqual([]);
  });

  it("a new session remembers nothing of the last: its yes confirms nothing", async () => {
    const { session, comments } = await setup();
    await session(["tell REQ-42 the laptop arrived"]);
    const [late] = await session(["yes"]);
    expect(late).toMatchObject({ understood: null, title: "Nothing is waiting for your yes here." });
    expect(comments()).toEqual([]);
  });
});
