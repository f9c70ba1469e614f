// What `deskbot doctor` asks a configured model: the models its API lists (GET {url}/models, where served), and one tiny call offering one tool.
import type { ModelConfig } from "../../config.ts";
import { createRegistry } from "../../core/commands/index.ts";
import { createModelClient, type ModelAnswer } from "./client.ts";
import { systemPrompt } from "./prompt.ts";
import { toolOf } from "./tools.ts";
import { guardedFetch, RedirectRefused } from "./transport.ts";

/** What GET {url}/models said. */
export type ModelListing =
  /** The names it lists. */
  | { kind: "listed"; models: string[] }
  /** An HTTP answer that is no list (many local servers and proxies serve no /models). */
  | { kind: "unlisted"; status: number }
  /** The key refused (401, 403). */
  | { kind: "refused"; status: number }
  /** No HTTP answer. */
  | { kind: "unreachable" };

/**
 * The models `config.url` lists, within `timeoutMs`: fetched as every call to the model is (a
 * redirect never followed with the key, no more than MAX_ANSWER_BYTES of the answer read; a longer
 * list is "unlisted").
 */
export async function listModels(config: ModelConfig, timeoutMs: number): Promise<ModelListing> {
  let answer: Response;
  try {
    answer = await guardedFetch()(`${config.url}/models`, {
      headers: { accept: "application/json", ...(config.key ? { authorization: `Bearer ${config.key}` } : {}) },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    if (error instanceof RedirectRefused) return { kind: "unlisted", status: error.status };
    return { kind: "unreachable" };
  }
  if (answer.status === 401 || answer.status === 403) return { kind: "refused", status: answer.status };
  const body = (await answer.json().catch(() => undefined)) as { data?: Array<{ id?: unknown }> } | undefined;
  if (!answer.ok || !Array.isArray(body?.data)) return { kind: "unlisted", status: answer.status };
  return { kind: "listed", models: body.data.flatMap((model) => (typeof model.id === "string" ? [model.id] : [])) };
}

/** One tiny call, as deskbot makes them: "Who am I?", offering the `whoami` command's tool alone. */
export async function tryToolCall(config: ModelConfig): Promise<{ answer: ModelAnswer; ms: number }> {
  const whoami = createRegistry().get("whoami");
  if (!whoami) throw new Error("the whoami command is missing");
  const started = performance.now();
  const answer = await createModelClient(config).call({
    system: systemPrompt("en", new Date()),
    words: "Who am I?",
    tools: [toolOf(whoami)],
  });
  return { answer, ms: Math.round(performance.now() - started) };
}
