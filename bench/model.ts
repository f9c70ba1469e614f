// Understanding with a model, measured: with DESK_AI_URL set, the utterance sets through the model beside the built-in reader (exact by language, p50/p99 latency); otherwise, against a loopback fake, the time deskbot adds around a model call.
import { readFileSync } from "node:fs";
import { type FakeChat, startFakeChat } from "../fakes/chat-completions.ts";
import { loadConfig, type ModelConfig } from "../src/config.ts";
import { createRegistry } from "../src/core/commands/index.ts";
import { createLogger } from "../src/log.ts";
import { inLocale } from "../src/messages/translate.ts";
import { createModelClient } from "../src/understanding/model/client.ts";
import { createModelReader } from "../src/understanding/model/reader.ts";
import { readWords } from "../src/understanding/reader.ts";
import { argumentsOfLine, type UtteranceSet } from "../test/understanding/score.ts";
import { fmt, percentile } from "./stats.ts";

const SETS = ["utterances.json", "phrasings.json", "held-out.json"];
const registry = createRegistry();

function readSet(file: string): UtteranceSet {
  return JSON.parse(readFileSync(new URL(`../test/understanding/${file}`, import.meta.url), "utf8"));
}

/** The figures, as Markdown: against DESK_AI_* when set, else against a loopback fake. */
export async function runModelBench(environment: Record<string, string | undefined> = process.env): Promise<string> {
  // Only the model's variables: the rest of the environment is not the benchmark's to judge.
  const loaded = loadConfig(
    Object.fromEntries(Object.entries(environment).filter(([name]) => name.startsWith("DESK_AI_"))),
  );
  const model = loaded.ok ? loaded.value.model : undefined;
  return model ? accuracy(model) : overhead();
}

/**
 * Each read or change of the sets through the model alone, and through deskbot (the built-in reader
 * first, the model when it is not sure), as exact command and arguments by language; each call's latency.
 */
async function accuracy(config: ModelConfig): Promise<string> {
  const reader = createModelReader({ client: createModelClient(config), logger: createLogger("silent") });
  const lines = [
    `Model ${config.model} at ${new URL(config.url).host}; reads and changes only (a model is never asked to ask back).`,
    "",
    "| set | language | built-in | model alone | built-in, then the model | model p50 | model p99 |",
    "|---|---|---|---|---|---|---|",
  ];
  for (const file of SETS) {
    const set = readSet(file);
    const today = new Date(`${set.today}T12:00:00Z`);
    for (const lang of ["en", "fr"] as const) {
      const cases = set.cases.filter((entry) => entry.lang === lang && entry.expect !== null);
      let builtIn = 0;
      let alone = 0;
      let both = 0;
      const latencies: number[] = [];
      for (const entry of cases) {
        const expected = argumentsOfLine(entry.expect ?? "");
        const own = readWords(entry.text, { registry, today });
        const ownExact = own.kind === "command" && argumentsOfLine(own.line) === expected;
        const started = performance.now();
        const modelReading = await inLocale(lang, () =>
          reader.read(entry.text, { registry, role: "admin", locale: lang, today }),
        );
        latencies.push(performance.now() - started);
        const modelExact = modelReading.kind === "command" && argumentsOfLine(modelReading.line) === expected;
        if (ownExact) builtIn += 1;
        if (modelExact) alone += 1;
        if (own.kind === "none" ? modelExact : ownExact) both += 1;
      }
      const share = (count: number) => `${count}/${cases.length} (${Math.round((100 * count) / cases.length)} %)`;
      lines.push(
        `| ${file} | ${lang} | ${share(builtIn)} | ${share(alone)} | ${share(both)} | ${fmt(percentile(latencies, 50), 0)} ms | ${fmt(percentile(latencies, 99), 0)} ms |`,
      );
    }
  }
  return lines.join("\n");
}

/** What deskbot adds around a model call: a loopback fake that answers at once, so the time is deskbot's (tools, SDK, HTTP). */
async function overhead(): Promise<string> {
  const fake: FakeChat = await startFakeChat();
  fake.answer({ toolCall: { name: "ticket", arguments: { request: "REQ-42" } } });
  try {
    const config: ModelConfig = { url: fake.url, model: "fake-model", timeoutSeconds: 8 };
    const reader = createModelReader({ client: createModelClient(config), logger: createLogger("silent") });
    const today = new Date();
    const samples: Record<"everyone" | "admin", number[]> = { everyone: [], admin: [] };
    for (const role of ["everyone", "admin"] as const) {
      for (let round = 0; round < 220; round += 1) {
        const started = performance.now();
        await reader.read("tell me a joke", { registry, role, locale: "en", today });
        if (round >= 20) samples[role].push(performance.now() - started);
      }
    }
    return [
      "DESK_AI_URL is not set: a loopback fake of the protocol, in the same process, that answers at once, so the time is what deskbot adds around a model call (its tools, the SDK, loopback HTTP, checking the call) and the fake's own work.",
      "",
      "| tools offered | p50 | p99 | calls |",
      "|---|---|---|---|",
      ...(["everyone", "admin"] as const).map(
        (role) =>
          `| ${role === "admin" ? "an admin's (every command)" : "everyone's"} | ${fmt(percentile(samples[role], 50), 2)} ms | ${fmt(percentile(samples[role], 99), 2)} ms | ${samples[role].length} |`,
      ),
    ].join("\n");
  } finally {
    await fake.close();
  }
}
