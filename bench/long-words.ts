// Long words: five 40,000-letter slash commands at once beside honest traffic, against the same honest traffic alone; /healthz polled throughout.
import { Agent } from "undici";
import { slackRig, startServer } from "./rigs.ts";
import { fmt, percentile } from "./stats.ts";

/** Honest senders (the platforms' benchmark's admin, 8 commands in flight), each sending its next command as soon as the last is answered. */
const HONEST_SENDERS = 8;
/** How long each round of honest traffic lasts. */
const ROUND_MS = 4_000;
/** Rounds of each kind, alternating (alone, with the long words, alone, …). */
const ROUNDS = 3;
/** Long words sent at once, in a round with them, this long after the round starts. */
const LONG_WORDS = 5;
const LONG_WORDS_AT_MS = 1_000;
/** A word as long as a command may be: the most deskbot reads of one text. */
const LONG_WORD_LENGTH = 40_000;
/** How often /healthz is asked (each ask waits for the last answer). */
const HEALTH_EVERY_MS = 20;
/** The goals: every long word answered within this, and no /healthz answer slower than that. */
const GOALS = { longWordMs: 1_500, healthzMs: 300 };

interface RoundFigures {
  honest: number[];
  honestAcks: number[];
  healthz: number[];
  longWords: number[];
}

/** Runs the scenario and returns its Markdown table. */
export async function runLongWordsBench(): Promise<string> {
  const rig = await slackRig();
  const deskbot = await startServer("deskbot", rig);
  const agent = new Agent({ connections: 4 });
  const honestCommand = () => rig.fire(deskbot, "command");
  const longWord = (person: number) =>
    rig.fire(deskbot, "command", { person }, (person % 2 === 0 ? "a" : "é").repeat(LONG_WORD_LENGTH));
  try {
    // Warm-up: the honest commands, and one long word (a server that ran a while has read words before).
    for (let index = 0; index < 50; index += 1) await honestCommand();
    await longWord(0);
    const alone: RoundFigures[] = [];
    const beside: RoundFigures[] = [];
    for (let round = 0; round < ROUNDS * 2; round += 1) {
      const withLongWords = round % 2 === 1;
      const figures: RoundFigures = { honest: [], honestAcks: [], healthz: [], longWords: [] };
      const until = performance.now() + ROUND_MS;
      const healthz = (async () => {
        while (performance.now() < until) {
          const start = performance.now();
          const response = await fetch(`http://127.0.0.1:${deskbot.port}/healthz`, {
            // @ts-expect-error undici's dispatcher option of fetch
            dispatcher: agent,
          });
          await response.arrayBuffer();
          figures.healthz.push(performance.now() - start);
          await new Promise((resolve) => setTimeout(resolve, HEALTH_EVERY_MS));
        }
      })();
      const honest = Array.from({ length: HONEST_SENDERS }, async () => {
        while (performance.now() < until) {
          const timing = await honestCommand();
          figures.honest.push(timing.answer as number);
          figures.honestAcks.push(timing.ack as number);
        }
      });
      const hostile = withLongWords
        ? (async () => {
            await new Promise((resolve) => setTimeout(resolve, LONG_WORDS_AT_MS));
            const timings = await Promise.all(Array.from({ length: LONG_WORDS }, (_, index) => longWord(100 + index)));
            figures.longWords.push(...timings.map((timing) => timing.answer as number));
          })()
        : Promise.resolve();
      await Promise.all([healthz, ...honest, hostile]);
      (withLongWords ? beside : alone).push(figures);
    }
    return table(alone, beside);
  } finally {
    await agent.close();
    await deskbot.stop();
    await rig.close();
  }
}

/** The table: honest answers, /healthz, and the long words, in rounds alone and with the long words. */
function table(alone: RoundFigures[], beside: RoundFigures[]): string {
  const all = (rounds: RoundFigures[], key: keyof RoundFigures) => rounds.flatMap((round) => round[key]);
  const seconds = (ROUNDS * ROUND_MS) / 1000;
  const row = (name: string, rounds: RoundFigures[]) => {
    const honest = all(rounds, "honest");
    const healthz = all(rounds, "healthz");
    const longWords = all(rounds, "longWords");
    return `| ${name} | ${fmt(honest.length / seconds, 0)} | ${fmt(percentile(honest, 50))} | ${fmt(percentile(honest, 99))} | ${fmt(percentile(all(rounds, "honestAcks"), 99))} | ${fmt(percentile(healthz, 50))} | ${fmt(Math.max(...healthz))} | ${longWords.length > 0 ? `${fmt(percentile(longWords, 50), 0)} / ${fmt(Math.max(...longWords), 0)}` : "–"} |`;
  };
  const longest = Math.max(...all(beside, "longWords"));
  const slowestHealth = Math.max(...all(beside, "healthz"));
  return [
    `${HONEST_SENDERS} honest senders (slash commands, each sent when the last is answered), ${ROUNDS} rounds of ${ROUND_MS / 1000} s of each kind, alternating; ${LONG_WORDS} slash commands of one ${LONG_WORD_LENGTH.toLocaleString("en")}-letter word at once, ${LONG_WORDS_AT_MS / 1000} s into each round with them; /healthz asked every ${HEALTH_EVERY_MS} ms. Times in ms.`,
    "",
    "| rounds | honest answers/s | honest answer p50 | honest answer p99 | honest ack p99 | /healthz p50 | /healthz max | long words p50 / max |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    row("honest traffic alone", alone),
    row(`with ${LONG_WORDS} long words`, beside),
    "",
    `Goals: every long word answered within ${GOALS.longWordMs} ms: ${longest <= GOALS.longWordMs ? "met" : "not met"} (${fmt(longest, 0)} ms); /healthz never ${GOALS.healthzMs} ms: ${slowestHealth < GOALS.healthzMs ? "met" : "not met"} (${fmt(slowestHealth, 0)} ms).`,
  ].join("\n");
}
