// People's own words at the console (CONTRACT section 9): --json says what each was read as, and a proposal runs nothing, --yes or not.
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createRegistry } from "../../../src/core/commands/index.ts";
import { parseCommand } from "../../../src/core/parser.ts";
import { cleanEnv, runCli } from "../../helpers/cli.ts";
import { startSimulator } from "../../helpers/simulator.ts";

const TOKEN = "console-words-secret-token";

async function setup() {
  const sim = await startSimulator({ token: TOKEN });
  const dir = await mkdtemp(join(tmpdir(), "deskbot-words-"));
  const env = cleanEnv({
    DESK_API_URL: sim.baseUrl,
    DESK_API_TOKEN: TOKEN,
    DESK_DB: join(dir, "store.sqlite"),
    DESK_ADMINS: "root-admin",
  });
  const chat = (args: string[], input?: string) =>
    runCli(["chat", "--as", "root-admin", ...args], { env, ...(input === undefined ? {} : { input }) });
  const comments = () => sim.journal.filter((call) => call.method === "POST" && call.path.endsWith("/messages"));
  /** Every call that changes something, as the API saw it. */
  const writes = () => sim.journal.filter((call) => call.method !== "GET");
  return { chat, comments, writes };
}

const documents = (stdout: string) =>
  stdout
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe("people's own words at the console", () => {
  it("--json gives each kind its document: a read understood, a change proposed, a question, nothing understood", async () => {
    const { chat, comments } = await setup();
    const input =
      "which apps are restricted?\ntell REQ-42 the laptop arrived\ntell me a joke\nask Ada Lovelace to approve REQ-43\n";
    const result = await chat(["--json"], input);
    const [read, proposal, nothing, question] = documents(result.stdout);
    expect(read).toMatchObject({ understood: "apps --status restricted", results: expect.any(Array) });
    // A session of stdin lines: the proposal waits for a "yes" line (CONTRACT section 10), and nothing ran.
    expect(proposal).toMatchObject({ proposed: "comment REQ-42 the laptop arrived", title: expect.any(String) });
    expect(proposal).not.toHaveProperty("understood");
    expect(question).toMatchObject({ ask: "What should it say?" });
    expect(nothing).toMatchObject({ understood: null, error: expect.any(String), troubleshoot: expect.any(String) });
    // Every line shown parses, typed, as the command it stands for.
    const registry = createRegistry();
    for (const line of [read?.understood, proposal?.proposed])
      expect(parseCommand(String(line), registry).ok).toBe(true);
    expect(comments()).toHaveLength(0);
    expect(result.status).toBe(1);
  });

  it("runs nothing for a proposal without a terminal and without --yes, and exits 1", async () => {
    const { chat, comments } = await setup();
    const result = await chat(["-c", "tell REQ-42 the laptop arrived"]);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain("From your words: comment REQ-42 the laptop arrived");
    // What it would do, once, and the ticket by its title.
    expect(result.stdout.split("Add a comment to a request (ticket).")).toHaveLength(2);
    expect(result.stdout).toContain("Ticket: REQ-42 · New laptop for Margaret");
    expect(comments()).toHaveLength(0);
  });

  it("never runs a change read from words with --yes: it shows the line and how to run it, typed, and the API sees no write", async () => {
    const { chat, writes } = await setup();
    for (const words of ["tell REQ-42 the laptop arrived", "disable wa_vpn please"]) {
      const result = await chat(["--json", "--yes", "-c", words]);
      expect(result.status, words).toBe(1);
      const [document] = documents(result.stdout);
      expect(document).not.toHaveProperty("understood");
      const proposed = String(document?.proposed);
      expect(document?.troubleshoot).toContain(`deskbot chat -c '${proposed}' --yes`);
    }
    // A question about a change is not even proposed.
    const question = documents((await chat(["--json", "--yes", "-c", "is wa_vpn disabled?"])).stdout)[0];
    expect(question).not.toHaveProperty("proposed");
    // --yes written into the words themselves is part of the line, not the console's option.
    const inside = await chat(["-c", "tell REQ-42 the laptop arrived --yes"]);
    expect(inside.status).not.toBe(0);
    // From stdin lines too, one after the other.
    const lines = await chat(["--json", "--yes"], "tell REQ-42 the laptop arrived\nplease disable wa_vpn\n");
    expect(documents(lines.stdout).map((document) => document.proposed)).toEqual([
      "comment REQ-42 the laptop arrived",
      "service disable wa_vpn",
    ]);
    expect(writes()).toEqual([]);
  });

  it("runs the typed line a proposal showed, with --yes", async () => {
    const { chat, writes } = await setup();
    const shown = documents((await chat(["--json", "--yes", "-c", "tell REQ-42 the laptop arrived"])).stdout)[0];
    const typed = await chat(["--json", "--yes", "-c", String(shown?.proposed)]);
    expect(typed.status).toBe(0);
    expect(documents(typed.stdout)[0]).toMatchObject({ body_text: "the laptop arrived" });
    expect(writes()).toEqual([
      expect.objectContaining({ method: "POST", path: "/v1/requests/REQ-42/messages", body: expect.anything() }),
    ]);
  });

  it("news for a ticket posts nothing and says the line that would; a change that waits is said to wait, in both languages", async () => {
    const { chat, writes } = await setup();
    const news = await chat(["-c", "FYI REQ-44 access was granted this morning"]);
    expect(news.stdout).toContain("Noted, but nothing was posted");
    expect(news.stdout).toContain("comment REQ-44 access was granted this morning");
    for (const words of [
      "Disable wa_vpn only if Grace approves it.",
      "unlink @ken, but let's wait for Ken to confirm",
      "remind me tomorrow to restrict wa_software",
    ]) {
      const waits = await chat(["-c", words]);
      expect(waits.stdout, words).toContain("Nothing done for now: that waits on something first.");
      expect(waits.stdout, words).not.toContain("From your words");
    }
    const french = await chat(["--locale", "fr", "-c", "Désactive wa_vpn seulement si Grace donne son feu vert."]);
    expect(french.stdout).toContain("Rien de fait pour l’instant");
    expect(writes()).toEqual([]);
  });
});
