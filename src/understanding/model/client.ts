// One call to an OpenAI-compatible chat completions API with tools, through the Vercel AI SDK's v6 line; every way a call can end is an outcome, never a throw.
//
// Why this library: the AI SDK's v6 line (`ai@6` with `@ai-sdk/openai-compatible@2`) is well kept,
// runs on Node 18 and later (its v7 needs Node 22; deskbot runs on 20 and 24), speaks the protocol
// that Azure OpenAI's /openai/v1, OpenAI, Ollama, vLLM and llama.cpp all serve, checks a tool call's
// name and arguments against the tools offered, and never runs a tool that has no `execute` (none
// here has one). It sends with Node's own fetch (guarded: no redirect followed, at most 1 MiB of an
// answer read; see transport.ts): never through the platform API's client, so a model call never
// spends the API's budget. It is loaded only when a model is configured (it adds a
// fifth of a second to a start), so that without DESK_AI_* none of it runs.
import type { ToolSet } from "ai";
import type { ModelConfig } from "../../config.ts";
import { ModelCallRate } from "./person-rate.ts";
import { type CommandTool, jsonSchemaOf } from "./tools.ts";
import { guardedFetch, RedirectRefused, transportRefusal } from "./transport.ts";

/** How a call to the model ended: one valid tool call, or why nothing the model said is used. */
export const MODEL_OUTCOMES = [
  "tool-call",
  /** The model named a tool it was not offered. */
  "unknown-tool",
  /** The arguments failed the tool's schema (or the command's own). */
  "bad-arguments",
  /** More than the one call asked for. */
  "several-calls",
  /** Text instead of a tool call. */
  "text",
  /** No whole answer within DESK_AI_TIMEOUT_SECONDS (the call and the reading of its answer together). */
  "timeout",
  /** A redirect (HTTP 3xx), never followed: nothing went where it points. */
  "redirected",
  /** An answer longer than MAX_ANSWER_BYTES: not read further. */
  "too-large",
  /** The person had asked for as many calls as they may for now (person-rate.ts): no call left. */
  "person-limit",
  /** HTTP 429. */
  "rate-limited",
  /** HTTP 5xx. */
  "server-error",
  /** Another HTTP error (401: the key; 404: the URL or the model). */
  "refused",
  /** No HTTP answer at all (refused connection, DNS, TLS). */
  "network-error",
  /** An answer that is not a chat completion. */
  "bad-answer",
] as const;
export type ModelOutcome = (typeof MODEL_OUTCOMES)[number];

/** What a call came to. */
export type ModelAnswer =
  | { outcome: "tool-call"; tool: CommandTool; input: Record<string, unknown> }
  | { outcome: Exclude<ModelOutcome, "tool-call">; status?: number };

/** One call: the system prompt, the person's words, and the tools offered. Nothing else is sent. */
export interface ModelCall {
  system: string;
  words: string;
  tools: readonly CommandTool[];
  /** Who the call is for (`platform:chat user id`, never sent): their rate of calls is checked first. None: not counted (doctor). */
  person?: string;
}

/** What a call for text (no tools) came to: the text, or why there is none. */
export type TextAnswer =
  | { outcome: "text"; text: string }
  | {
      outcome: Exclude<ModelOutcome, "tool-call" | "text" | "unknown-tool" | "bad-arguments" | "several-calls">;
      status?: number;
    };

/** One call for text, offering no tool at all: the system prompt and one message of data. */
export interface TextCall {
  system: string;
  data: string;
  /** Who the call is for, as ModelCall's. */
  person?: string;
}

/** A configured model. */
export interface ModelClient {
  /** The model's name (DESK_AI_MODEL), for the log. */
  readonly model: string;
  /** Asks the model to choose one tool for `call.words`; resolves, never rejects. */
  call(call: ModelCall): Promise<ModelAnswer>;
  /** Asks the model for text about `call.data`, with no tool offered (nothing it says can run anything); resolves, never rejects. */
  write(call: TextCall): Promise<TextAnswer>;
}

/** The AI SDK and its OpenAI-compatible provider. */
type Sdk = [typeof import("ai"), typeof import("@ai-sdk/openai-compatible")];
let loading: Promise<Sdk> | undefined;
/** Loads the SDK once, on the first client made. */
const loadSdk = (): Promise<Sdk> => {
  loading ??= Promise.all([import("ai"), import("@ai-sdk/openai-compatible")]);
  return loading;
};

/**
 * A client of the model `config` names; `fetchImpl` is Node's own fetch unless a test says
 * otherwise (guarded either way), `rate` each person's allowance of calls (one per client unless given).
 */
export function createModelClient(
  config: ModelConfig,
  fetchImpl?: typeof fetch,
  rate: ModelCallRate = new ModelCallRate(),
): ModelClient {
  const ready = loadSdk().then(([ai, { createOpenAICompatible }]) => {
    const provider = createOpenAICompatible({
      name: "deskbot",
      baseURL: config.url,
      ...(config.key ? { apiKey: config.key } : {}),
      fetch: guardedFetch(fetchImpl),
    });
    return { ai, model: provider.chatModel(config.model) };
  });
  // Loading starts now, before the first call; a failure to load is the first call's.
  ready.catch(() => undefined);
  const timeoutMs = config.timeoutSeconds * 1000;
  /** The SDK and the model, or undefined when the SDK did not load (a broken install: nothing is sent, nothing can be used). */
  const loadedSdk = () =>
    ready.then(
      (loaded) => loaded,
      () => undefined,
    );
  /** Whether `person` may have one more call now (counting it); a call for nobody in particular always may. */
  const allowed = (person: string | undefined) => person === undefined || rate.take(person);
  return {
    model: config.model,
    async call({ system, words, tools, person }) {
      if (!allowed(person)) return { outcome: "person-limit" };
      // The deadline covers the whole call: sending, waiting, and reading and checking the answer.
      const deadline = performance.now() + timeoutMs;
      const loaded = await loadedSdk();
      if (!loaded) return { outcome: "bad-answer" };
      const { ai, model } = loaded;
      const { generateText, jsonSchema, tool, NoSuchToolError, InvalidToolInputError } = ai;
      const offered: ToolSet = {};
      for (const offer of tools) {
        offered[offer.name] = tool({
          description: offer.description,
          inputSchema: jsonSchema(jsonSchemaOf(offer), {
            validate: (value) => {
              const checked = offer.input.safeParse(value);
              return checked.success
                ? { success: true, value: checked.data }
                : { success: false, error: checked.error };
            },
          }),
        });
      }
      try {
        const result = await generateText({
          model,
          system,
          messages: [{ role: "user", content: words }],
          tools: offered,
          toolChoice: "required",
          // One call, never repeated: a person waits, and a 429 or a 5xx is answered at once with the built-in reply.
          maxRetries: 0,
          abortSignal: AbortSignal.timeout(timeoutMs),
        });
        // An answer whose reading outlasted the deadline (a long one parsed after the last byte) is not used.
        if (performance.now() > deadline) return { outcome: "timeout" };
        const calls = result.toolCalls;
        if (calls.length === 0) return { outcome: "text" };
        if (calls.length > 1) return { outcome: "several-calls" };
        const [call] = calls;
        if (!call || call.invalid) {
          if (NoSuchToolError.isInstance(call?.error)) return { outcome: "unknown-tool" };
          if (InvalidToolInputError.isInstance(call?.error)) return { outcome: "bad-arguments" };
          return { outcome: "bad-answer" };
        }
        const chosen = tools.find((offer) => offer.name === call.toolName);
        if (!chosen) return { outcome: "unknown-tool" };
        return { outcome: "tool-call", tool: chosen, input: call.input as Record<string, unknown> };
      } catch (error) {
        return failureOf(error, ai, deadline);
      }
    },
    async write({ system, data, person }) {
      if (!allowed(person)) return { outcome: "person-limit" };
      const deadline = performance.now() + timeoutMs;
      const loaded = await loadedSdk();
      if (!loaded) return { outcome: "bad-answer" };
      const { ai, model } = loaded;
      try {
        // No tools: the answer is only ever text.
        const result = await ai.generateText({
          model,
          system,
          messages: [{ role: "user", content: data }],
          maxRetries: 0,
          abortSignal: AbortSignal.timeout(timeoutMs),
        });
        if (performance.now() > deadline) return { outcome: "timeout" };
        const text = result.text.trim();
        return text === "" ? { outcome: "bad-answer" } : { outcome: "text", text };
      } catch (error) {
        const failure = failureOf(error, ai, deadline);
        // A tool-choice refusal cannot happen without tools; were it said, it is no text to use.
        return failure.outcome === "text"
          ? { outcome: "bad-answer" }
          : { outcome: failure.outcome, ...(failure.status !== undefined ? { status: failure.status } : {}) };
      }
    },
  };
}

/** How a call that threw ended. */
type Failure = {
  outcome:
    | "timeout"
    | "redirected"
    | "too-large"
    | "text"
    | "rate-limited"
    | "server-error"
    | "refused"
    | "network-error"
    | "bad-answer";
  status?: number;
};

/** A call that threw, as its outcome: past `deadline` (performance.now()), whatever it threw, a timeout. */
function failureOf(error: unknown, ai: Sdk[0], deadline: number): Failure {
  const refusal = transportRefusal(error);
  if (refusal instanceof RedirectRefused) return { outcome: "redirected", status: refusal.status };
  if (refusal) return { outcome: "too-large" };
  if (performance.now() > deadline) return { outcome: "timeout" };
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError"))
    return { outcome: "timeout" };
  if (ai.ToolChoiceViolationError.isInstance(error)) return { outcome: "text" };
  if (ai.APICallError.isInstance(error)) {
    const status = error.statusCode;
    if (status === undefined) return { outcome: "network-error" };
    if (status === 429) return { outcome: "rate-limited", status };
    if (status >= 500) return { outcome: "server-error", status };
    return { outcome: "refused", status };
  }
  return { outcome: "bad-answer" };
}
