// A loopback HTTP server that answers from a script, one planned response per request, and records requests.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach } from "vitest";

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

const servers: Server[] = [];

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    ),
  );
});

/** Starts a server that plays `script` in order (the last entry repeats); closed after the test. */
export async function scriptedServer(
  script: PlannedResponse[],
  port = 0,
): Promise<{ url: string; requests: RecordedRequest[]; port: number }> {
  const requests: RecordedRequest[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    requests.push({ method: req.method ?? "", url: req.url ?? "", body: Buffer.concat(chunks).toString("utf8") });
    const planned = script[Math.min(requests.length - 1, script.length - 1)] ?? { status: 500 };
    if (planned.hold) await planned.hold.catch(() => undefined);
    if (res.destroyed) return;
    res.writeHead(planned.status, { "content-type": "application/json", ...planned.headers });
    res.end(typeof planned.body === "string" ? planned.body : JSON.stringify(planned.body ?? {}));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${address.port}`, requests, port: address.port };
}
