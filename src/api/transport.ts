// HTTP to the API over an undici keep-alive pool: bearer auth, timeouts, rate limit, retries of safe calls.
import { type Dispatcher, Pool } from "undici";
import { type Clock, systemClock } from "../clock.ts";
import type { Logger } from "../log.ts";
import { t } from "../messages/translate.ts";
import { endpointOf, type Metrics } from "../metrics.ts";
import { fail, ok } from "../result.ts";
import { type ApiError, type ApiResult, defaultTroubleshoot, describeCause } from "./errors.ts";
import {
  API_PREFIX,
  RATE_LIMIT_HEADERS,
  RATE_LIMITED_STATUS,
  RETRYABLE_STATUSES,
  WRITE_FATE_UNKNOWN_STATUSES,
} from "./limits.ts";
import { NotSentError, type RateLimiter } from "./rate-limiter.ts";
import { backoffDelay, DEFAULT_RETRY_POLICY, type RetryPolicy, serverRequestedWait, wasNeverSent } from "./retry.ts";
import { currentTrace } from "./turns.ts";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH";

/** One call to the API, as the client describes it. */
export interface ApiCall {
  readonly method: HttpMethod;
  /** Path below the version prefix, such as `/company`. Segments must already be encoded. */
  readonly path: string;
  readonly query?: URLSearchParams;
  readonly body?: unknown;
}

/** A successful (2xx) answer, its JSON body parsed. */
export interface ApiAnswer {
  readonly status: number;
  readonly headers: Record<string, string | undefined>;
  readonly body: unknown;
}

/** The API budget as people are told of it. */
export interface ApiBudget {
  /** Calls waiting for a place, in every instance. */
  queued: number;
  limitPerMinute: number;
  /** About how long a call asked for now would wait, in ms. */
  estimatedWaitMs: number;
}

/** The error of a call that was never sent because deskbot stopped first. */
function notSent(call: ApiCall): ApiError {
  return {
    kind: "not_sent",
    error: t("api.notSent.error"),
    troubleshoot: t("api.notSent.troubleshoot"),
    retryable: true,
    call: describeCall(call),
  };
}

export interface TransportOptions {
  /** Base URL; `/v1/...` is appended to its path. */
  readonly baseUrl: string;
  readonly token: string;
  readonly limiter: RateLimiter;
  /** Whole-call timeout, from sending to the last byte of the body. */
  readonly timeoutMs?: number;
  readonly retry?: RetryPolicy;
  readonly clock?: Clock;
  readonly random?: () => number;
  /** Sockets kept open to the API. */
  readonly connections?: number;
  /** Where failures without an answer are logged with their details. */
  readonly logger?: Logger;
  /** Where calls, latencies and the budget are counted. */
  readonly metrics?: Metrics;
  /** The largest body read from an answer, in bytes (DEFAULT_MAX_BODY_BYTES by default). */
  readonly maxBodyBytes?: number;
}

export const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * The largest answer read, in bytes: a page is at most 50 records, 160 KB each at this size, far
 * more than any record with large custom fields. A larger one is refused unread past this point,
 * so that one answer cannot take the process's memory (a 300 MB page would take about 1 GB once
 * parsed; one at this limit keeps a directory sync under 256 MiB, see docs/benchmarks.md).
 */
export const DEFAULT_MAX_BODY_BYTES = 8 * 1024 * 1024;

/**
 * Sends calls to the API. Reads are retried on 429, 502–504, timeouts and connection errors;
 * writes only when the connection failed before anything was sent, so a write is never repeated.
 */
export class HttpTransport {
  private readonly pool: Pool;
  private readonly basePath: string;
  private readonly timeoutMs: number;
  private readonly retry: RetryPolicy;
  private readonly clock: Clock;
  private readonly random: () => number;
  /**
   * The budget: calls waiting (in every instance), the limit a minute, and about how long a read
   * that `person` asked for now would wait.
   */
  budget(person?: string): ApiBudget {
    const { limiter } = this.options;
    return {
      queued: limiter.queuedEverywhere,
      // What people are told is what the API states for the token, when it has said (and is stricter).
      limitPerMinute: Math.min(limiter.limit, this.statedLimit ?? Number.POSITIVE_INFINITY),
      estimatedWaitMs: limiter.estimatedWaitMs({ person }),
    };
  }

  /** Refuses the calls still waiting for the budget (a stop after its grace period); returns how many. */
  abandonQueued(): number {
    return this.options.limiter.abandonQueued();
  }

  /** When the API last answered anything (ms since the epoch), for readiness. */
  lastAnswer: number | undefined;

  /** The requests a minute the API last said it allows the token (`X-SiitApi-Limit`), if it has said. */
  private statedLimit: number | undefined;

  constructor(private readonly options: TransportOptions) {
    const url = new URL(options.baseUrl);
    this.basePath = url.pathname.replace(/\/+$/, "");
    this.pool = new Pool(url.origin, {
      connections: options.connections ?? 16,
      keepAliveTimeout: 4_000,
      pipelining: 1,
    });
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.retry = options.retry ?? DEFAULT_RETRY_POLICY;
    this.clock = options.clock ?? systemClock;
    this.random = options.random ?? Math.random;
  }

  /** Sends one call, retrying where that is safe, and returns the answer or the error. */
  async send(call: ApiCall): Promise<ApiResult<ApiAnswer>> {
    const isRead = call.method === "GET";
    for (let attempt = 0; ; attempt += 1) {
      const queued = this.clock.now();
      try {
        const trace = currentTrace();
        await this.options.limiter.acquire({ person: trace?.person, write: !isRead, background: trace?.background });
      } catch (error) {
        if (error instanceof NotSentError) return fail(notSent(call));
        throw error;
      }
      const sent = this.clock.now();
      const trace = currentTrace();
      if (trace) trace.apiCalls += 1;
      const outcome = await this.attempt(call, trace?.requestId);
      if (outcome.kind === "answer" && outcome.overLimit) {
        this.count(call, outcome, queued, sent);
        return fail(this.tooLarge(call, outcome));
      }
      this.count(call, outcome, queued, sent);
      // The line's fields are made only when it is written (debug is off in production).
      if (this.options.logger?.isLevelEnabled("debug"))
        this.options.logger.debug(
          {
            requestId: trace?.requestId,
            call: describeCall(call),
            status: outcome.kind === "answer" ? outcome.status : outcome.kind,
            ms: this.clock.now() - sent,
            queuedMs: sent - queued,
          },
          "API call",
        );
      const canRetry = attempt < this.retry.retries;
      if (outcome.kind === "answer") {
        if (outcome.status >= 200 && outcome.status < 300) return this.parseSuccess(call, outcome);
        const error = this.httpError(call, outcome);
        const serverWait = serverRequestedWait(outcome.headers, this.clock.now());
        if (outcome.status === RATE_LIMITED_STATUS) {
          this.options.limiter.pauseUntil(this.clock.now() + (serverWait ?? backoffDelay(attempt, this.retry)));
        }
        if (!isRead || !canRetry || !RETRYABLE_STATUSES.has(outcome.status)) return fail(error);
        if (serverWait !== undefined && serverWait > this.retry.maxServerWaitMs) return fail(error);
        await this.clock.sleep(serverWait ?? backoffDelay(attempt, this.retry, this.random));
        continue;
      }
      const neverSent = outcome.kind === "network" && wasNeverSent(outcome.cause);
      this.options.logger?.warn(
        {
          requestId: currentTrace()?.requestId,
          call: describeCall(call),
          attempt,
          cause: outcome.kind === "network" ? describeCause(outcome.cause) : "timeout",
        },
        "an API call got no answer",
      );
      const error = this.transportError(call, outcome, neverSent);
      if (!canRetry || !(isRead || neverSent)) return fail(error);
      await this.clock.sleep(backoffDelay(attempt, this.retry, this.random));
    }
  }

  /** Counts one attempt: its endpoint and status, its latency, its wait for the budget, what is left of the budget. */
  private count(call: ApiCall, outcome: AttemptOutcome, queued: number, sent: number): void {
    const now = this.clock.now();
    if (outcome.kind === "answer") {
      this.lastAnswer = now;
      const stated = Number(outcome.headers[RATE_LIMIT_HEADERS.limit]);
      if (outcome.headers[RATE_LIMIT_HEADERS.limit] !== undefined && Number.isInteger(stated) && stated > 0)
        this.statedLimit = stated;
    }
    const metrics = this.options.metrics;
    if (!metrics) return;
    const endpoint = endpointOf(call.method, `${API_PREFIX}${call.path}`);
    const status = outcome.kind === "answer" ? String(outcome.status) : "0";
    metrics.apiRequests.inc({ endpoint, status });
    metrics.apiSeconds.observe({ endpoint }, (now - sent) / 1000);
    metrics.queuedSeconds.observe((sent - queued) / 1000);
    metrics.queueLength.set(this.options.limiter.queued);
    if (outcome.kind === "answer" && outcome.status === RATE_LIMITED_STATUS) metrics.apiRateLimited.inc();
    const remaining = outcome.kind === "answer" ? Number(outcome.headers[RATE_LIMIT_HEADERS.remaining]) : Number.NaN;
    if (Number.isFinite(remaining)) metrics.noteBudgetStated(remaining);
  }

  /** Closes the pool's sockets; a call still waiting for its answer (a stop after its grace period) is abandoned. */
  async close(): Promise<void> {
    await this.pool.destroy();
  }

  private async attempt(call: ApiCall, requestId: string | undefined): Promise<AttemptOutcome> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.timeoutMs);
    const query = call.query && [...call.query.keys()].length > 0 ? `?${call.query}` : "";
    try {
      const response = await this.pool.request({
        method: call.method,
        path: `${this.basePath}${API_PREFIX}${call.path}${query}`,
        headers: {
          authorization: `Bearer ${this.options.token}`,
          accept: "application/json",
          ...(requestId ? { "x-request-id": requestId } : {}),
          ...(call.body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
        signal: controller.signal,
      });
      const headers: Record<string, string | undefined> = {};
      for (const [name, value] of Object.entries(response.headers)) {
        headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : value;
      }
      const text = await readAtMost(
        response.body,
        Number(headers["content-length"] ?? 0),
        this.options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
      );
      if (text === undefined)
        return { kind: "answer", status: response.statusCode, headers, text: "", overLimit: true };
      return { kind: "answer", status: response.statusCode, headers, text };
    } catch (cause) {
      return controller.signal.aborted ? { kind: "timeout" } : { kind: "network", cause };
    } finally {
      clearTimeout(timer);
    }
  }

  private parseSuccess(call: ApiCall, answer: AnswerOutcome): ApiResult<ApiAnswer> {
    if (answer.text.trim() === "") return ok({ status: answer.status, headers: answer.headers, body: null });
    try {
      return ok({ status: answer.status, headers: answer.headers, body: JSON.parse(answer.text) });
    } catch {
      return fail({
        kind: "invalid_response",
        status: answer.status,
        error: t("api.notJson.error"),
        troubleshoot: t("api.notJson.troubleshoot"),
        retryable: false,
        call: describeCall(call),
      });
    }
  }

  /** The error of an answer larger than the transport reads. */
  private tooLarge(call: ApiCall, answer: AnswerOutcome): ApiError {
    const limit = this.options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
    return {
      kind: "invalid_response",
      status: answer.status,
      error: t("api.tooLarge.error", { megabytes: Math.max(1, Math.round(limit / (1024 * 1024))) }),
      troubleshoot: t("api.tooLarge.troubleshoot"),
      retryable: false,
      call: describeCall(call),
    };
  }

  private httpError(call: ApiCall, answer: AnswerOutcome): ApiError {
    const body = parseErrorBody(answer.text);
    // A gateway's 502 or 504 to a write: the API behind it may have made the change.
    const fateUnknown = call.method !== "GET" && WRITE_FATE_UNKNOWN_STATUSES.has(answer.status);
    return {
      kind: "http",
      status: answer.status,
      error: body?.error ?? `HTTP ${answer.status}`,
      troubleshoot: fateUnknown
        ? t("api.gateway.troubleshoot")
        : (body?.troubleshoot ?? defaultTroubleshoot(answer.status)),
      retryable: !fateUnknown && RETRYABLE_STATUSES.has(answer.status),
      ...(fateUnknown ? { mayHaveSucceeded: true } : {}),
      call: describeCall(call),
    };
  }

  /** The error of an attempt that got no answer; `neverSent` when the request provably never left. */
  private transportError(call: ApiCall, outcome: TimeoutOutcome | NetworkOutcome, neverSent: boolean): ApiError {
    const isRead = call.method === "GET";
    const retryable = isRead || neverSent;
    const mayHaveSucceeded = !isRead && !neverSent;
    const fate = { changed: String(mayHaveSucceeded) };
    if (outcome.kind === "timeout") {
      return {
        kind: "timeout",
        error: t("api.timeout.error", { seconds: Math.round(this.timeoutMs / 1000) }),
        troubleshoot: t("api.timeout.troubleshoot", fate),
        retryable,
        mayHaveSucceeded,
        call: describeCall(call),
      };
    }
    // The cause names hosts and ports: it goes to the log (above), never to people.
    return {
      kind: "network",
      error: t("api.network.error"),
      troubleshoot: t("api.network.troubleshoot", fate),
      retryable,
      mayHaveSucceeded,
      call: describeCall(call),
    };
  }
}

interface AnswerOutcome {
  kind: "answer";
  status: number;
  headers: Record<string, string | undefined>;
  text: string;
  /** The body was larger than the transport reads: it was let go unread (`text` is empty). */
  overLimit?: true;
}

/**
 * The body as text, or undefined once it is over `limit` bytes (said by its Content-Length, or
 * counted as it arrives): the rest is never read, and the connection is let go.
 */
async function readAtMost(
  body: Dispatcher.ResponseData["body"],
  announced: number,
  limit: number,
): Promise<string | undefined> {
  if (announced > limit) {
    body.destroy();
    return undefined;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      body.destroy();
      return undefined;
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks, size).toString("utf8");
}

interface TimeoutOutcome {
  kind: "timeout";
}
interface NetworkOutcome {
  kind: "network";
  cause: unknown;
}
type AttemptOutcome = AnswerOutcome | TimeoutOutcome | NetworkOutcome;

/** `METHOD /v1/path`, for error values and logs; never carries the token. */
export function describeCall(call: ApiCall): string {
  return `${call.method} ${API_PREFIX}${call.path}`;
}

function parseErrorBody(text: string): { error?: string; troubleshoot?: string } | undefined {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body !== "object" || body === null) return undefined;
    const { error, troubleshoot } = body as Record<string, unknown>;
    return {
      ...(typeof error === "string" && error !== "" ? { error } : {}),
      ...(typeof troubleshoot === "string" && troubleshoot !== "" ? { troubleshoot } : {}),
    };
  } catch {
    return undefined;
  }
}
