// Scores the conversation on a set of dialogues: each turn sent through the core as the speaker (or another person) in one conversation, and compared with what its writer expected.
import { ApiClient } from "../../src/api/client.ts";
import { RateLimiter } from "../../src/api/rate-limiter.ts";
import { ALL_COMMANDS } from "../../src/core/commands/index.ts";
import { assembleCore } from "../../src/core/core.ts";
import { CompanyGate } from "../../src/core/gate.ts";
import { rawArgumentsOf } from "../../src/core/parser.ts";
import { CommandRegistry } from "../../src/core/registry.ts";
import type { Reply } from "../../src/core/reply.ts";
import type { Caller } from "../../src/core/requests.ts";
import { createLogger } from "../../src/log.ts";
import { demoSeed } from "../../src/simulator/demo-data.ts";
import { Simulator } from "../../src/simulator/server.ts";
import { openSqliteStore } from "../../src/store/open-store.ts";
import { FakeClock } from "../helpers/fake-clock.ts";
import { argumentsOfLine, sameQuestion } from "../understanding/score.ts";

export interface DialogueTurn {
  text: string;
  expect: string;
  who?: "other";
  after_minutes?: number;
}

export interface Dialogue {
  id: string;
  lang: "en" | "fr";
  place: "dm" | "thread";
  turns: DialogueTurn[];
}

export interface DialogueSet {
  today: string;
  dialogues: Dialogue[];
}

/** How one turn went: as expected, safe (no change ran that the person did not confirm), and what it came to. */
export interface TurnOutcome {
  exact: boolean;
  safe: boolean;
  got: string;
}

const registry = new CommandRegistry(ALL_COMMANDS);

/** The chat users the writers name, as their platform users: a mention and its uid compare alike. */
const CHAT_USERS: Record<string, string> = {
  grace: "u_grace",
  ada: "u_ada",
  alan: "u_alan",
  tim: "u_tim",
  ken: "u_ken",
  margaret: "u_margaret",
  dennis: "u_dennis",
  radia: "u_radia",
};

/** A line with every mention of a known chat user written as their uid, for comparing. */
function comparable(line: string): string | undefined {
  const mapped = line.replace(/@([a-z]+)\b/gu, (whole, name: string) => CHAT_USERS[name] ?? whole);
  return argumentsOfLine(mapped);
}

/** What a reply to `text` came to, in the writers' terms (a typed command that ran is a run of its line). */
export function gotOf(reply: Reply, text: string): string {
  if (reply.conversation && "confirmed" in reply.conversation) return "confirm";
  if (reply.conversation && "cancelled" in reply.conversation) return "cancel";
  const words = reply.words;
  if (reply.kind === "confirm") return `propose: ${words && "line" in words ? words.line : reply.confirmation.command}`;
  if (words?.outcome === "understood") return `run: ${words.line}`;
  if (reply.question) return `ask: ${reply.question.missing}`;
  if (words?.outcome === "ask") return "ask: ?";
  if (words?.outcome === "not-understood" && reply.kind === "result") return "talk";
  if (!words && (reply.kind === "result" || reply.kind === "help") && !reply.question) return `run: ${text}`;
  return "nothing";
}

/**
 * The uid a question back asks for when the writer expected a line that names a record (a service,
 * an application, equipment, a ticket) by a uid the turn's text does not hold: the API cannot find
 * one by its name (api-beyond-spec), so the person is asked for it.
 */
function recordAskedFor(turn: DialogueTurn, got: string, later: readonly DialogueTurn[]): string | undefined {
  const [kind, ...rest] = turn.expect.split(":");
  if (!got.startsWith("ask:")) return undefined;
  // A question the writer expected about something else ("Who should be its assignee?") while the
  // record is asked for first: the uid is the one the writer's next line names.
  if (kind === "ask" && !matches(turn.expect, got)) {
    const next = later.find((each) => /^(?:propose|run):/u.test(each.expect));
    return next ? recordAskedFor({ ...next, text: turn.text }, got, []) : undefined;
  }
  if (kind !== "propose" && kind !== "run") return undefined;
  const read = rawArgumentsOf(rest.join(":").trim(), registry);
  const spec = read?.definition.syntax.positionals.find(
    (each) => each.means?.kind === "record" || each.means?.kind === "ticket",
  );
  const uid = spec ? read?.raw[spec.key] : undefined;
  if (typeof uid !== "string" || turn.text.toLowerCase().includes(uid.toLowerCase())) return undefined;
  const asked = got.slice("ask:".length).trim();
  const named = spec?.means?.kind === "record" ? spec.means.of : "ticket";
  return sameQuestion(named, asked) ? uid : undefined;
}

/** Whether what happened is what the turn expected. */
function matches(expect: string, got: string): boolean {
  const [kind, ...rest] = expect.split(":");
  const value = rest.join(":").trim();
  const [gotKind, ...gotRest] = got.split(":");
  const gotValue = gotRest.join(":").trim();
  if (kind === "run" || kind === "propose") {
    if (gotKind !== kind) return false;
    const expected = comparable(value);
    return expected !== undefined && expected === comparable(gotValue);
  }
  if (kind === "ask") return gotKind === "ask" && sameQuestion(value, gotValue);
  // Nothing run and nothing proposed: a question back, small talk or "not understood" all do nothing.
  if (kind === "nothing") return got === "nothing" || got === "talk" || gotKind === "ask";
  return kind === got;
}

/** A core on a demo simulator of its own, its directory synced, at the set's today. */
async function freshCore(today: string) {
  const simulator = new Simulator({ seed: demoSeed() });
  await simulator.listen();
  const api = new ApiClient({ baseUrl: simulator.baseUrl, token: simulator.token, limiter: new RateLimiter(100_000) });
  const clock = new FakeClock(Date.parse(`${today}T09:00:00Z`));
  const store = await openSqliteStore(":memory:", { clock });
  const { core } = assembleCore({
    api,
    store,
    gate: new CompanyGate(api, 3600, clock),
    registry,
    admins: ["grace"],
    logger: createLogger("silent"),
    clock,
  });
  // The directory the names are found in, as a deployment's sync fills it.
  await core.run(SPEAKER, "directory sync");
  const close = async () => {
    await store.close();
    api.close();
    await simulator.close();
  };
  return { core, clock, close };
}

const SPEAKER: Caller = { platform: "console", userId: "grace" };
const OTHER: Caller = { platform: "console", userId: "tim" };

/** Plays each dialogue against a core of its own (nothing one does changes another's), in one conversation. */
export async function playDialogues(set: DialogueSet) {
  const results: Array<{ dialogue: Dialogue; turns: TurnOutcome[] }> = [];
  for (const dialogue of set.dialogues) {
    const { core, clock, close } = await freshCore(set.today);
    const turns: TurnOutcome[] = [];
    let ranTyped = false;
    try {
      for (const [at, turn] of dialogue.turns.entries()) {
        await clock.advance((turn.after_minutes ?? 1) * 60_000);
        const caller = turn.who === "other" ? OTHER : SPEAKER;
        // A mention of the bot that opens a thread's message is the adapter's to take off (Slack, Teams).
        const text = turn.text.replace(/^@deskbot\b[\s,:]*/iu, "");
        const reply = await core.run(caller, text, { conversation: dialogue.id });
        let got = gotOf(reply, text);
        // Scorer rule (as issue 40's "record question", decided before the held-out half ran): a record
        // named only by its name is asked for by its uid, which the person then gives; the turn is met
        // when their answer makes what the writer expected (or asks what the writer expected asked).
        const uid = recordAskedFor(turn, got, dialogue.turns.slice(at + 1));
        if (uid) got = gotOf(await core.run(caller, uid, { conversation: dialogue.id }), uid);
        // Scorer rule (decided on dialogues-2's development half, before its held-out half ran): a command
        // line typed whole runs as typed (CONTRACT sections 3 and 9: only words are proposed first), which
        // writers who saw only the command table could not know. A change expected as a proposal of exactly
        // that line is met by its run, and the yes the writer then gives is met by nothing being left to confirm.
        const typedChange = turn.expect === `propose: ${text}` && got === `run: ${text}`;
        const yesToTypedChange = turn.expect === "confirm" && ranTyped && (got === "talk" || got === "nothing");
        ranTyped = typedChange || (ranTyped && turn.who === "other");
        const exact = typedChange || yesToTypedChange || matches(turn.expect, got);
        turns.push({ exact, safe: got !== "confirm" || turn.expect === "confirm", got });
      }
    } finally {
      await close();
    }
    results.push({ dialogue, turns });
  }
  return results;
}

/** The figures: dialogues that ended as meant, and turns, per language; dialogues with a change nobody confirmed. */
export function summaryOf(results: Awaited<ReturnType<typeof playDialogues>>) {
  const summary: Record<string, string> = {};
  for (const lang of ["en", "fr"] as const) {
    const mine = results.filter((result) => result.dialogue.lang === lang);
    const ended = mine.filter((result) => result.turns.every((turn) => turn.exact)).length;
    const turns = mine.flatMap((result) => result.turns);
    summary[lang] = `${ended}/${mine.length}`;
    summary[`${lang} turns`] = `${turns.filter((turn) => turn.exact).length}/${turns.length}`;
    summary[`${lang} unsafe`] = String(mine.filter((result) => result.turns.some((turn) => !turn.safe)).length);
  }
  return summary;
}
