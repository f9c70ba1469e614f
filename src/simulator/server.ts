// The simulator over HTTP: auth, rate limit with its headers, latency and failure injection, routing, a journal.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { API_PREFIX, RATE_LIMIT_HEADERS, RATE_LIMIT_WINDOW_MS } from "../api/limits.ts";
import { type Clock, systemClock } from "../clock.ts";
import { readListParams } from "./listing.ts";
import type { Seed } from "./seed.ts";
import { type SimResponse, SimulatorState } from "./state.ts";

export interface SimulatorOptions {
  /** The bearer token every call must carry. */
  token?: string;
  seed: Seed;
  /** Delay before every answer. */
  latencyMs?: number;
  /** Share (0…1) of calls answered 503 before anything is done. */
  failRate?: number;
  /** Requests per minute per token; 0 or undefined: no limit. */
  rateLimit?: number;
  /** `bare`: answer records without the `result` wrapper, as some production endpoints do. */
  envelope?: "wrapped" | "bare";
  clock?: Clock;
  random?: () => number;
  /** false: play a platform without the optional endpoints of docs/api.md (a request by id, the people list). */
  beyondSpec?: boolean;
  /** Called after each write the simulator carried out (a 2xx answer to anything but GET), with its state. */
  onChange?: (state: SimulatorState) => void;
}

/** One call the simulator received, as tests inspect it. */
export interface JournalEntry {
  method: string;
  path: string;
  query: URLSearchParams;
  /** Parsed JSON body, or undefined when none was sent. */
  body: unknown;
  authorization: string | undefined;
  status: number;
}

export const DEFAULT_SIMULATOR_TOKEN = "sim-token";
/** The simulator's own statistics, outside the API's `/v1` paths. */
export const STATS_PATH = "/_simulator/stats";
const JOURNAL_LIMIT = 10_000;

/** A running simulator: its base URL, its state, what it received. */
export class Simulator {
  readonly state: SimulatorState;
  /** Calls received, oldest first (the last 10 000). */
  readonly journal: JournalEntry[] = [];
  /** Calls received since start (the journal keeps only the last ones). */
  receivedCount = 0;
  /** When the calls of the journal arrived (ms since the epoch), oldest first. */
  private readonly arrivals: number[] = [];
  readonly token: string;
  private server: Server | undefined;
  private readonly clock: Clock;
  private readonly random: () => number;
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly options: SimulatorOptions) {
    this.token = options.token ?? DEFAULT_SIMULATOR_TOKEN;
    this.clock = options.clock ?? systemClock;
    this.random = options.random ?? Math.random;
    this.state = new SimulatorState(options.seed, () => new Date(this.clock.now()));
  }

  /** Starts listening on loopback; resolves to the base URL (`/v1/...` goes after it). */
  async listen(port = 0, host = "127.0.0.1"): Promise<string> {
    const server = createServer((req, res) => {
      this.handle(req, res).catch((cause: unknown) => {
        res.writeHead(500, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: "internal_error", troubleshoot: String(cause) }));
      });
    });
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, host, resolve);
    });
    return this.baseUrl;
  }

  get baseUrl(): string {
    const address = this.server?.address() as AddressInfo | null | undefined;
    if (!address) throw new Error("the simulator is not listening");
    const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
    return `http://${host}:${address.port}`;
  }

  /** Calls received for a method and path, such as `("POST", "/v1/requests/REQ-42/messages")`. */
  received(method: string, path: string): JournalEntry[] {
    return this.journal.filter((entry) => entry.method === method && entry.path === path);
  }

  async close(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    this.server = undefined;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://simulator");
    if (url.pathname === STATS_PATH) {
      // Outside the API: how many calls arrived, for benchmarks that run the simulator in another process.
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          received: this.receivedCount,
          rateLimited: this.journal.filter((call) => call.status === 429).length,
          busiestMinute: busiestWindow(this.arrivals, RATE_LIMIT_WINDOW_MS),
        }),
      );
      return;
    }
    this.receivedCount += 1;
    this.arrivals.push(this.clock.now());
    if (this.arrivals.length > JOURNAL_LIMIT) this.arrivals.shift();
    const raw = await readBody(req);
    const entry: JournalEntry = {
      method: req.method ?? "GET",
      path: url.pathname,
      query: url.searchParams,
      body: undefined,
      authorization: req.headers.authorization,
      status: 0,
    };
    this.journal.push(entry);
    if (this.journal.length > JOURNAL_LIMIT) this.journal.shift();
    const headers: Record<string, string> = { "content-type": "application/json" };
    const answer = (response: SimResponse) => {
      entry.status = response.status;
      res.writeHead(response.status, headers);
      res.end(JSON.stringify(response.body));
    };

    if (this.options.latencyMs) await this.clock.sleep(this.options.latencyMs);
    if (this.options.failRate && this.random() < this.options.failRate) {
      return answer({
        status: 503,
        body: { error: "service_unavailable", troubleshoot: "The simulator injected this failure (--fail-rate)." },
      });
    }
    if (req.headers.authorization !== `Bearer ${this.token}`) {
      return answer({
        status: 401,
        body: { error: "unauthorized", troubleshoot: "Send a valid access token as `Authorization: Bearer <token>`." },
      });
    }
    const limited = this.rateLimit(headers);
    if (limited) return answer(limited);
    if (raw.length > 0) {
      try {
        entry.body = JSON.parse(raw);
      } catch {
        return answer({ status: 400, body: { error: "bad_request", troubleshoot: "The body is not valid JSON." } });
      }
    }
    const response = this.route(entry, `http://${req.headers.host ?? "localhost"}`);
    if (entry.method !== "GET" && response.status < 300) this.options.onChange?.(this.state);
    if (this.options.envelope === "bare") response.body = unwrap(response.body);
    return answer(response);
  }

  private route(call: JournalEntry, origin: string): SimResponse {
    const { method, query, body } = call;
    if (!call.path.startsWith(`${API_PREFIX}/`)) return notFoundRoute(call.path);
    const parts = call.path
      .slice(API_PREFIX.length + 1)
      .split("/")
      .map(safeDecode);
    const route = `${method} ${parts.map((part, i) => (i % 2 === 1 && parts.length > 1 ? ":id" : part)).join("/")}`;
    const id = parts[1] ?? "";
    const link = (page: number) => {
      const next = new URLSearchParams(query);
      next.set("page", String(page));
      return `${origin}${call.path}?${next}`;
    };
    switch (route) {
      case "GET company":
        return this.state.getCompany();
      case "PUT services/:id":
        return this.state.updateService(id, body);
      case "POST requests/:id/approvals":
        return this.state.requestApproval(id, body);
      case "POST requests/:id/messages":
        return this.state.addMessage(id, body);
      case "GET requests/:id":
        return this.beyondSpec(call.path, () => this.state.getRequest(id));
      case "GET users/:id":
        return this.beyondSpec(call.path, () => this.state.getUser(id));
      case "GET users": {
        const params = readListParams(query);
        if (!params.ok) return invalidQuery(params.error.field, params.error.message);
        const emails = query.getAll("email_in[]").flatMap((value) => value.split(","));
        const includeArchived = query.get("include_archived") === "true";
        return this.beyondSpec(call.path, () =>
          this.state.listUsers({ ...params.value, emails, includeArchived }, link),
        );
      }
      case "PATCH users/:id/merge":
        return this.state.mergeUsers(id, body);
      case "PATCH equipments/:id/unarchive":
        return this.state.unarchiveEquipment(id);
      case "PATCH applications/:id/unarchive":
        return this.state.unarchiveApplication(id);
      case "GET team_inboxes": {
        const params = readListParams(query);
        if (!params.ok) return invalidQuery(params.error.field, params.error.message);
        const search = query.get("search") ?? undefined;
        return this.state.listTeamInboxes({ ...params.value, ...(search ? { search } : {}) }, link);
      }
      case "GET applications": {
        const params = readListParams(query);
        if (!params.ok) return invalidQuery(params.error.field, params.error.message);
        const statuses = query.getAll("status_in[]").flatMap((value) => value.split(","));
        const bad = statuses.find((status) => !["discovered", "approved", "restricted"].includes(status));
        if (bad !== undefined)
          return invalidQuery("status_in[]", `"${bad}" is not one of discovered, approved, restricted`);
        return this.state.listApplications({ ...params.value, statuses }, link);
      }
      default:
        return notFoundRoute(call.path);
    }
  }

  /** An optional endpoint of docs/api.md: answered, unless the simulator plays a platform without it (404). */
  private beyondSpec(path: string, answer: () => SimResponse): SimResponse {
    return this.options.beyondSpec === false ? notFoundRoute(path) : answer();
  }

  /** Counts the call against its token's window; answers 429 when over, and sets the limit headers. */
  private rateLimit(headers: Record<string, string>): SimResponse | undefined {
    const limit = this.options.rateLimit;
    if (!limit) return undefined;
    const now = this.clock.now();
    let window = this.windows.get(this.token);
    if (!window || now - window.start >= RATE_LIMIT_WINDOW_MS) {
      window = { start: now, count: 0 };
      this.windows.set(this.token, window);
    }
    const resetAt = Math.ceil((window.start + RATE_LIMIT_WINDOW_MS) / 1000);
    headers[RATE_LIMIT_HEADERS.limit] = String(limit);
    if (window.count >= limit) {
      headers[RATE_LIMIT_HEADERS.remaining] = "0";
      headers[RATE_LIMIT_HEADERS.reset] = String(resetAt);
      headers["retry-after"] = String(Math.max(1, resetAt - Math.floor(now / 1000)));
      return { status: 429, body: { error: "too_many_requests", troubleshoot: `At most ${limit} requests a minute.` } };
    }
    window.count += 1;
    headers[RATE_LIMIT_HEADERS.remaining] = String(limit - window.count);
    return undefined;
  }
}

/** The most times that fall in any one window of `windowMs` (times sorted, oldest first). */
export function busiestWindow(times: readonly number[], windowMs: number): number {
  let most = 0;
  let first = 0;
  for (let last = 0; last < times.length; last += 1) {
    while ((times[last] as number) - (times[first] as number) >= windowMs) first += 1;
    most = Math.max(most, last - first + 1);
  }
  return most;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function unwrap(body: unknown): unknown {
  if (typeof body === "object" && body !== null && "result" in body) return (body as { result: unknown }).result;
  return body;
}

function notFoundRoute(path: string): SimResponse {
  return { status: 404, body: { error: "not_found", troubleshoot: `No endpoint at ${path}.` } };
}

function invalidQuery(field: string, message: string): SimResponse {
  return { status: 422, body: { error: "unprocessable_entity", troubleshoot: `${field}: ${message}` } };
}
