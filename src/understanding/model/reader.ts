// The model as a second reader of a person's words: offered the commands their role allows, its one tool call checked again and written as a command line; each call logged and counted, never with the words.
import type { RawArgs } from "../../core/arguments.ts";
import type { CommandDefinition, Role } from "../../core/command.ts";
import { lineOf } from "../../core/command-line.ts";
import { parseCommand } from "../../core/parser.ts";
import type { CommandRegistry } from "../../core/registry.ts";
import type { Logger } from "../../log.ts";
import type { Locale } from "../../messages/translate.ts";
import type { Metrics } from "../../metrics.ts";
import type { ModelAnswer, ModelClient, ModelOutcome } from "./client.ts";
import { wordsForModel } from "./people-as-names.ts";
import { systemPrompt } from "./prompt.ts";
import { toolsFor } from "./tools.ts";

/** What the model read: one command with its arguments and its line (as the built-in reader's), or why nothing. */
export type ModelReading =
  | { kind: "command"; definition: CommandDefinition; raw: RawArgs; line: string }
  | { kind: "none"; outcome: Exclude<ModelOutcome, "tool-call"> };

/** What the model is told besides the words, and what its answer is checked against. */
export interface ModelReadingContext {
  registry: CommandRegistry;
  /** The person's role: the model is offered only the commands it allows. */
  role: Role;
  /** The person's language. */
  locale: Locale;
  today: Date;
  /** Who wrote the words (`platform:chat user id`): their allowance of model calls is spent, and it is never sent. */
  person?: string;
  /** The question the conversation waits for an answer to (its words and the command so far), if any. */
  pending?: string;
}

/** The second reader, when a model is configured. */
export interface ModelReader {
  /** The model's name. */
  readonly model: string;
  /** Reads `words` with the model; resolves, never rejects. */
  read(words: string, context: ModelReadingContext): Promise<ModelReading>;
}

/** What the second reader is built on. */
export interface ModelReaderServices {
  client: ModelClient;
  logger: Logger;
  metrics?: Metrics;
}

/** The model as a second reader: one call, its answer checked, the call logged and counted. */
export function createModelReader({ client, logger, metrics }: ModelReaderServices): ModelReader {
  return {
    model: client.model,
    async read(words, context) {
      const tools = toolsFor(context.registry, context.role);
      const started = performance.now();
      // The words as the model reads them: people by name (or a neutral placeholder), never a chat user id.
      const sent = wordsForModel(words);
      const answer = await client.call({
        system: systemPrompt(context.locale, context.today, context.pending),
        words: sent.text,
        tools,
        ...(context.person !== undefined ? { person: context.person } : {}),
      });
      const seconds = (performance.now() - started) / 1000;
      const reading = readingOf(answer, context.registry, sent.restore);
      const outcome = reading.kind === "command" ? "tool-call" : reading.outcome;
      metrics?.modelCalls.inc({ outcome });
      metrics?.modelSeconds.observe({ outcome }, seconds);
      // The model's name, how long it took and how it ended; never the words, nor what the model made of them beyond the command.
      const entry = {
        model: client.model,
        latencyMs: Math.round(seconds * 1000),
        outcome,
        tools: tools.length,
        ...(reading.kind === "command" ? { command: reading.definition.name } : {}),
        ...("status" in answer && answer.status !== undefined ? { status: answer.status } : {}),
      };
      if (reading.kind === "command") logger.info(entry, "model read words");
      else logger.warn(entry, "model read nothing usable");
      return reading;
    },
  };
}

/**
 * A model's answer as a reading: its tool call's arguments (the people the words mentioned put
 * back as their mentions) as the command's raw arguments, which must pass the command's own schema and, written as a line, parse as the same command.
 */
function readingOf(answer: ModelAnswer, registry: CommandRegistry, restore: (value: unknown) => unknown): ModelReading {
  if (answer.outcome !== "tool-call") return { kind: "none", outcome: answer.outcome };
  const { definition } = answer.tool;
  // A person the words mentioned, named in the call as they were sent, is that mention again.
  const raw = answer.tool.rawOf(restore(answer.input) as Record<string, unknown>);
  if (!definition.bind(raw).ok) return { kind: "none", outcome: "bad-arguments" };
  const line = lineOf(definition, raw);
  const parsed = parseCommand(line, registry);
  if (!parsed.ok || parsed.value.invocation.definition.name !== definition.name)
    return { kind: "none", outcome: "bad-arguments" };
  return { kind: "command", definition, raw, line };
}
