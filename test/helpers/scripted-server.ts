// A loopback HTTP server that answers from a script, one planned response per request, and records requests.
import { EventEmitter, once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { onTestFinished } from "vitest";

export interface PlannedResponse {
  status: number;
  headers?: Record<string, string>;
  /** A string is sent as is; anything else as JSON. */
  body?: unknown;
  /** Holds the answer back until this promise settles (for timeouts and slow servers). */
  hold?: Promise<unknown>;
}

export interface RecordedRequest {
  method: string;
  url: string;
  body: string;
}

/** Starts a server that plays `script` in order (the last entry repeats); closed after the test. */
export async function scriptedServer(
  script: PlannedResponse[],
  port = 0,
): Promise<{ url: string; requests: RecordedRequest[]; port: number; received(count: number): Promise<void> }> {
  const requests: RecordedRequest[] = [];
  const arrivals = new EventEmitter();
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    requests.push({ method: req.method ?? "", url: req.url ?? "", body: Buffer.concat(chunks).toString("utf8") });
    arrivals.emit("request");
    const planned = script[Math.min(requests.length - 1, script.length - 1)] ?? { status: 500 };
    if (planned.hold) await planned.hold.catch(() => undefined);
    if (res.destroyed) return;
    res.writeHead(planned.status, { "content-type": "application/json", ...planned.headers });
    res.end(typeof planned.body === "string" ? planned.body : JSON.stringify(planned.body ?? {}));
  });
  onTestFinished(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address() as AddressInfo;
  /** Resolves once `count` requests have arrived (and are being answered, or held). */
  const received = async (count: number) => {
    while (requests.length < count) await once(arrivals, "request");
  };
  return { url: `http://127.0.0.1:${address.port}`, requests, port: address.port, received };
}
