// The model client's transport, against loopback servers: a redirect from DESK_AI_URL is never followed (nothing reaches where it points), an answer past 1 MiB is not read, and DESK_AI_TIMEOUT_SECONDS bounds the whole call, reading the answer included.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { type FakeChat, startFakeChat } from "../../fakes/chat-completions.ts";
import { createRegistry } from "../../src/core/commands/index.ts";
import { createLogger } from "../../src/log.ts";
import { Metrics } from "../../src/metrics.ts";
import { createModelClient } from "../../src/understanding/model/client.ts";
import { createModelReader } from "../../src/understanding/model/reader.ts";
import { toolsFor } from "../../src/understanding/model/tools.ts";
import { MAX_ANSWER_BYTES } from "../../src/understanding/model/transport.ts";

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

/** A loopback server answering every request with `handle`; closed after the test. */
async function serve(handle: (req: IncomingMessage, res: ServerResponse) => void): Promise<string> {
  const server = createServer((req, res) => {
    req.resume();
    req.on("end", () => handle(req, res));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  closers.push(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
}

/** Another host's model, which records whatever reaches it. */
async function elsewhere(): Promise<FakeChat> {
  const fake = await startFakeChat();
  closers.push(() => fake.close());
  fake.answer({ toolCall: { name: "ticket", arguments: { request: "REQ-42" } } });
  return fake;
}

/** A chat completion's JSON whose text is `size` bytes of letters. */
function completionOf(size: number): string {
  const head =
    '{"id":"c1","object":"chat.completion","created":1,"model":"m","choices":[{"index":0,"message":{"role":"assistant","content":"';
  const tail = '"},"finish_reason":"stop"}]}';
  return `${head}${"a".repeat(Math.max(0, size - head.length - tail.length))}${tail}`;
}

const registry = createRegistry();
const tools = toolsFor(registry, "everyone");
const WORDS = "Ada's laptop screen is cracked, please sort it";

describe("a redirect from DESK_AI_URL", () => {
  const REDIRECTS = [300, 301, 302, 303, 304, 305, 307, 308];

  it("is never followed, for any 3xx, by a words call or a summary: nothing reaches where it points", async () => {
    const other = await elsewhere();
    const location = `${other.url}/chat/completions`;
    const url = await serve((req, res) => {
      const status = Number(/\/s(\d{3})\//.exec(req.url ?? "")?.[1] ?? 307);
      res.writeHead(status, { location, "content-type": "application/json" });
      res.end("{}");
    });
    for (const status of REDIRECTS) {
      // Each status as the path's prefix: the server answers it for that base URL.
      const client = createModelClient({ url: `${url}/s${status}/v1`, model: "m", timeoutSeconds: 2 });
      expect(await client.call({ system: "s", words: WORDS, tools })).toEqual({ outcome: "redirected", status });
      expect(await client.write({ system: "s", data: WORDS })).toEqual({ outcome: "redirected", status });
    }
    expect(other.requests).toEqual([]);
  });

  it("leaves the built-in answer, counted as redirected and logged with its status, never the words", async () => {
    const other = await elsewhere();
    const url = await serve((_req, res) => {
      res.writeHead(307, { location: `${other.url}/chat/completions` });
      res.end();
    });
    const lines: string[] = [];
    const logger = createLogger(
      "trace",
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString("utf8"));
          done();
        },
      }),
    );
    const metrics = new Metrics();
    const reader = createModelReader({
      client: createModelClient({ url, model: "m", timeoutSeconds: 2 }),
      logger,
      metrics,
    });
    const reading = await reader.read(WORDS, { registry, role: "everyone", locale: "en", today: new Date() });
    expect(reading).toEqual({ kind: "none", outcome: "redirected" });
    expect(other.requests).toEqual([]);
    const counted = (await metrics.modelCalls.get()).values.map((value) => [value.labels.outcome, value.value]);
    expect(counted).toEqual([["redirected", 1]]);
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged.find((line) => line.outcome === "redirected")).toMatchObject({ status: 307, model: "m" });
    expect(lines.join("\n")).not.toContain("laptop");
  });
});

describe("an answer longer than 1 MiB", () => {
  it("is a failed call (too-large), whether its length is declared or not, for any such length", async () => {
    const url = await serve((req, res) => {
      const size = Number(/\/n(\d+)/.exec(req.url ?? "")?.[1] ?? 0);
      const declared = req.url?.includes("/declared/") ?? false;
      const body = completionOf(size);
      res.writeHead(200, {
        "content-type": "application/json",
        ...(declared ? { "content-length": String(Buffer.byteLength(body)) } : {}),
      });
      res.end(body);
    });
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: MAX_ANSWER_BYTES + 1, max: 8 * MAX_ANSWER_BYTES }),
        fc.boolean(),
        async (size, declared) => {
          const base = `${url}/${declared ? "declared" : "chunked"}/n${size}/v1`;
          const client = createModelClient({ url: base, model: "m", timeoutSeconds: 5 });
          expect(await client.write({ system: "s", data: "d" })).toEqual({ outcome: "too-large" });
        },
      ),
      { numRuns: 12 },
    );
  });

  it("is not read to its end: the model's server is cut off after little more than the limit", async () => {
    let sent = 0;
    let finished = false;
    const url = await serve((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      const chunk = "a".repeat(64 * 1024);
      res.write('{"choices":[{"message":{"content":"');
      // 50 MB, as fast as the connection takes it, stopped when deskbot closes it.
      const pump = () => {
        while (sent < 50 * 1024 * 1024 && !res.destroyed) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once("drain", pump);
        }
        if (!res.destroyed) res.end('"}}]}', () => (finished = true));
      };
      pump();
    });
    const client = createModelClient({ url, model: "m", timeoutSeconds: 5 });
    expect(await client.write({ system: "s", data: "d" })).toEqual({ outcome: "too-large" });
    expect(finished).toBe(false);
    expect(sent).toBeLessThan(20 * 1024 * 1024);
  });

  it("under the limit is read and used", async () => {
    const url = await serve((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(completionOf(MAX_ANSWER_BYTES - 10));
    });
    const answer = await createModelClient({ url, model: "m", timeoutSeconds: 5 }).write({ system: "s", data: "d" });
    expect(answer.outcome).toBe("text");
  });
});

describe("DESK_AI_TIMEOUT_SECONDS", () => {
  it("bounds reading the answer: one that trickles in past it is a timeout, within the timeout and a little", async () => {
    const url = await serve((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.write(
        '{"id":"c1","object":"chat.completion","created":1,"model":"m","choices":[{"index":0,"message":{"content":"',
      );
      const timer = setInterval(() => res.write("a"), 50);
      res.on("close", () => clearInterval(timer));
    });
    const started = performance.now();
    const answer = await createModelClient({ url, model: "m", timeoutSeconds: 1 }).write({ system: "s", data: "d" });
    expect(answer).toEqual({ outcome: "timeout" });
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it("covers the whole call: an answer whose reading ends past the deadline is not used, however it arrived", async () => {
    // The answer comes whole, but only after the process was busy past the deadline (as parsing a
    // huge answer keeps it): no timer could fire meanwhile, and nothing of it may be used.
    const body = completionOf(2000);
    const busy: typeof fetch = async () => {
      const until = performance.now() + 1200;
      while (performance.now() < until) {
        // busy, as a long parse is
      }
      return new Response(body, { status: 200, headers: { "content-type": "application/json" } });
    };
    const client = createModelClient({ url: "http://127.0.0.1:9/v1", model: "m", timeoutSeconds: 1 }, busy);
    expect(await client.write({ system: "s", data: "d" })).toEqual({ outcome: "timeout" });
    expect(await client.call({ system: "s", words: WORDS, tools })).toEqual({ outcome: "timeout" });
  });
});
