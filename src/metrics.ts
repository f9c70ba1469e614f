// Everything an operator needs to see, counted once, in one registry, served as Prometheus text at GET /metrics.
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { RATE_LIMIT_WINDOW_MS } from "./api/limits.ts";

/** The seconds buckets of deskbot's latencies: from a fast ack to an answer that waited for the budget. */
const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300];

/** deskbot's metrics; each instance keeps its own registry (one per runtime). */
export class Metrics {
  readonly registry = new Registry();
  readonly commands = new Counter({
    name: "deskbot_commands_total",
    help: "Commands handled, by command, platform and outcome (the reply's kind).",
    labelNames: ["command", "platform", "outcome"] as const,
    registers: [this.registry],
  });
  readonly words = new Counter({
    name: "deskbot_words_total",
    help: "People's own words read, by platform and outcome (understood, proposed, ask, not-understood).",
    labelNames: ["platform", "outcome"] as const,
    registers: [this.registry],
  });
  readonly modelCalls = new Counter({
    name: "deskbot_model_calls_total",
    help: "Calls to the model (DESK_AI_*) for words the built-in reader was not sure of, by outcome (tool-call, or why nothing was used: unknown-tool, bad-arguments, several-calls, text, timeout, redirected, too-large, person-limit, rate-limited, server-error, refused, network-error, bad-answer).",
    labelNames: ["outcome"] as const,
    registers: [this.registry],
  });
  readonly modelSeconds = new Histogram({
    name: "deskbot_model_call_seconds",
    help: "Latency of calls to the model, by outcome.",
    labelNames: ["outcome"] as const,
    buckets: SECONDS,
    registers: [this.registry],
  });
  readonly modelSummaries = new Counter({
    name: "deskbot_model_summaries_total",
    help: "Threads the model was asked to summarise into a comment (a call with no tools), by outcome (summary, or why none: timeout, redirected, too-large, person-limit, rate-limited, server-error, refused, network-error, bad-answer).",
    labelNames: ["outcome"] as const,
    registers: [this.registry],
  });
  readonly modelSummarySeconds = new Histogram({
    name: "deskbot_model_summary_seconds",
    help: "Latency of the model's thread summaries, by outcome.",
    labelNames: ["outcome"] as const,
    buckets: SECONDS,
    registers: [this.registry],
  });
  readonly answerSeconds = new Histogram({
    name: "deskbot_command_answer_seconds",
    help: "Time from a command's arrival in the core to its answer.",
    labelNames: ["platform"] as const,
    buckets: SECONDS,
    registers: [this.registry],
  });
  readonly ackSeconds = new Histogram({
    name: "deskbot_http_response_seconds",
    help: "Time to answer an HTTP request (for Slack and Teams, the acknowledgement), by route.",
    labelNames: ["route", "status"] as const,
    buckets: SECONDS,
    registers: [this.registry],
  });
  readonly apiRequests = new Counter({
    name: "deskbot_api_requests_total",
    help: "Calls to the service-management API, by endpoint and status (0: no answer).",
    labelNames: ["endpoint", "status"] as const,
    registers: [this.registry],
  });
  readonly apiSeconds = new Histogram({
    name: "deskbot_api_request_seconds",
    help: "Latency of calls to the service-management API, by endpoint.",
    labelNames: ["endpoint"] as const,
    buckets: SECONDS,
    registers: [this.registry],
  });
  readonly apiRateLimited = new Counter({
    name: "deskbot_api_rate_limited_total",
    help: "Answers of the API that said the token's budget was spent (429).",
    registers: [this.registry],
  });
  /** What tells the budget left at each scrape (the rate limiter); none: what the API last said. */
  private budgetSource: (() => number) | undefined;
  /** The API's last word on the budget left (`X-SiitApi-Remaining`), and when it was said. */
  private stated: { remaining: number; at: number } | undefined;
  readonly budgetRemaining = new Gauge({
    name: "deskbot_api_budget_remaining",
    help: "Requests the token may still send in the current rolling minute.",
    registers: [this.registry],
    // Read at each scrape: an instance that sent nothing for a minute has its whole budget, not the last answer's 0.
    collect: () => {
      const now = Date.now();
      const stated = this.stated && now - this.stated.at < RATE_LIMIT_WINDOW_MS ? this.stated.remaining : undefined;
      const own = this.budgetSource?.();
      const known = [own, stated].filter((value): value is number => value !== undefined);
      if (known.length > 0) this.budgetRemaining.set(Math.min(...known));
    },
  });
  readonly queueLength = new Gauge({
    name: "deskbot_api_queue_length",
    help: "Calls waiting for the budget.",
    registers: [this.registry],
  });
  readonly queuedSeconds = new Histogram({
    name: "deskbot_api_queued_seconds",
    help: "Time calls waited for the budget.",
    buckets: SECONDS,
    registers: [this.registry],
  });
  readonly repeatsAbsorbed = new Counter({
    name: "deskbot_repeats_absorbed_total",
    help: "Deliveries that repeated one already handled (or under way), answered without a second write.",
    labelNames: ["platform"] as const,
    registers: [this.registry],
  });
  readonly storeErrors = new Counter({
    name: "deskbot_store_errors_total",
    help: "Operations of the store that failed (its database did not answer, or its file was gone).",
    registers: [this.registry],
  });

  readonly storeRecordsRefused = new Counter({
    name: "deskbot_store_records_refused_total",
    help: "Records (outcomes, audit entries) the database refused as data (a value it cannot hold): set aside and logged, never retried.",
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: "deskbot_" });
  }

  /** Reads the budget left from `source` at each scrape (the rate limiter's count of its rolling minute). */
  watchBudget(source: () => number): void {
    this.budgetSource = source;
  }

  /** The API said how many requests the token has left (`X-SiitApi-Remaining`): it counts for the rest of its minute. */
  noteBudgetStated(remaining: number, at = Date.now()): void {
    this.stated = { remaining, at };
  }

  /** The metrics as Prometheus text. */
  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}

/** An API path with its identifiers replaced, so that each endpoint is one series: `/requests/{id}/messages`. */
export function endpointOf(method: string, path: string): string {
  const template = path
    .split("?")[0]
    ?.replace(/^(\/v1)?\/(services|requests|users|equipments|applications)\/[^/]+/, "$1/$2/{id}");
  return `${method} ${template}`;
}
