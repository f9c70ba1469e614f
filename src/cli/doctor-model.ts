// `deskbot doctor`'s checks of the model (DESK_AI_*): its API reachable and the key taken, the model known, tool calls made; each failure with its fix.
import type { ModelConfig } from "../config.ts";
import type { ModelAnswer } from "../understanding/model/client.ts";
import { listModels, tryToolCall } from "../understanding/model/probe.ts";
import { type CheckResult, failed, pass } from "./doctor-result.ts";

const PART = "model";
/** How many of the models an API lists a failure names. */
const NAMED_MODELS = 10;

const REACH_FIX =
  "Check DESK_AI_URL, the API's base URL (Azure OpenAI https://NAME.openai.azure.com/openai/v1, OpenAI https://api.openai.com/v1, Ollama http://127.0.0.1:11434/v1), and that this host can reach it (proxy, firewall); or unset DESK_AI_URL to run without a model.";
const KEY_FIX =
  "Set DESK_AI_KEY to a valid key of that API (Azure OpenAI: the resource's Keys and Endpoint; OpenAI: a project's API key); a local server takes none.";
const MODEL_FIX =
  "Set DESK_AI_MODEL to a model the API serves: with Azure OpenAI the deployment's name, with OpenAI a model such as gpt-4.1-mini, with Ollama one pulled (ollama pull NAME).";
const TOOLS_FIX =
  "Use a model that makes tool calls (gpt-4.1-mini, gpt-4o-mini, llama3.1, qwen2.5…); vLLM needs --enable-auto-tool-choice and a --tool-call-parser, llama.cpp's server --jinja.";

/** The model's checks: GET {url}/models (where served), then one tiny call offering one tool. */
export async function checkModel(model: ModelConfig, timeoutMs: number): Promise<CheckResult[]> {
  const where = `DESK_AI_URL (${new URL(model.url).host})`;
  const listing = await listModels(model, timeoutMs);
  if (listing.kind === "unreachable") return [failed(PART, `the model's API does not answer at ${where}`, REACH_FIX)];
  if (listing.kind === "refused")
    return [failed(PART, `the model's API refuses the key (HTTP ${listing.status})`, KEY_FIX)];
  const listed = listing.kind === "listed" ? listing.models : undefined;
  const known = listed?.includes(model.model) ?? false;
  const { answer, ms } = await tryToolCall(model);
  const results: CheckResult[] = [];
  if (known) results.push(pass(PART, `${where} answers and lists ${model.model}`));
  else if (answer.outcome === "refused" && answer.status === 404)
    return [
      failed(
        PART,
        `${model.model} is not a model ${where} serves${listed ? `; it lists ${namesOf(listed)}` : ""}`,
        MODEL_FIX,
      ),
    ];
  else
    results.push(
      pass(
        PART,
        listed
          ? `${where} answers; its /models does not list ${model.model}${answer.outcome === "tool-call" ? ", which answers all the same (Azure OpenAI lists base models, not deployments)" : ""}`
          : `${where} answers (it lists no models: HTTP ${listing.kind === "unlisted" ? listing.status : "?"} on /models)`,
      ),
    );
  results.push(verdictOf(answer, ms, model));
  return results;
}

/** Up to NAMED_MODELS names, then how many more. */
function namesOf(models: readonly string[]): string {
  if (models.length === 0) return "none";
  const named = models.slice(0, NAMED_MODELS).join(", ");
  return models.length > NAMED_MODELS ? `${named} and ${models.length - NAMED_MODELS} more` : named;
}

/** What the tiny call says of the model: it makes tool calls, or why not and what to do. */
function verdictOf(answer: ModelAnswer, ms: number, model: ModelConfig): CheckResult {
  const name = model.model;
  switch (answer.outcome) {
    case "tool-call":
      return pass(PART, `${name} makes tool calls (a call offering one tool answered in ${ms} ms)`);
    case "text":
    case "several-calls":
    case "unknown-tool":
    case "bad-arguments":
    case "bad-answer":
      return failed(PART, `${name} did not make the one tool call asked of it (${answer.outcome})`, TOOLS_FIX);
    case "timeout":
      return failed(
        PART,
        `${name} did not answer within DESK_AI_TIMEOUT_SECONDS (${model.timeoutSeconds} s)`,
        "Raise DESK_AI_TIMEOUT_SECONDS, or use a smaller or nearer model (a local server's first call loads the model: run deskbot doctor again).",
      );
    case "rate-limited":
      return failed(
        PART,
        `${name} answered HTTP 429: its quota or rate limit is spent`,
        "Raise the deployment's limit (Azure OpenAI: tokens per minute) or wait; meanwhile people get the built-in reader's answers.",
      );
    case "server-error":
      return failed(
        PART,
        `the model's API answered HTTP ${answer.status ?? "5xx"}`,
        "The model's server failed: check its status or logs, then run deskbot doctor again.",
      );
    case "network-error":
      return failed(PART, "the model's API stopped answering during the call", REACH_FIX);
    case "redirected":
      return failed(
        PART,
        `the model's API answered HTTP ${answer.status ?? "3xx"}, a redirect, which deskbot never follows (people's words would go where it points)`,
        "Set DESK_AI_URL to the address the API itself serves (the one it redirects to, if you trust it), then run deskbot doctor again.",
      );
    case "too-large":
      return failed(PART, `${name} answered with more than 1 MiB, which deskbot does not read`, TOOLS_FIX);
    case "person-limit":
      // The tiny call is made for nobody in particular: no person's allowance applies to it.
      return failed(PART, `${name} was not called (${answer.outcome})`, REACH_FIX);
    case "refused":
      if (answer.status === 401 || answer.status === 403)
        return failed(PART, `the model's API refuses the key (HTTP ${answer.status})`, KEY_FIX);
      if (answer.status === 404) return failed(PART, `${name} is not a model the API serves (HTTP 404)`, MODEL_FIX);
      return failed(PART, `the model's API refused a call with tools (HTTP ${answer.status ?? "4xx"})`, TOOLS_FIX);
  }
}
