// The one HTTP server: /healthz, unknown paths and methods, only the configured platforms mounted, and a deadline for every request.
import { connect } from "node:net";
import { describe, expect, it, onTestFinished } from "vitest";
import { startServe } from "./helpers/serve.ts";

describe("deskbot serve", () => {
  it("answers GET /healthz, 404 to unknown paths and 405 to a wrong method", async () => {
    const { server } = await startServe({});
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
    expect((await fetch(`${server.url}/nothing`)).status).toBe(404);
    expect((await fetch(`${server.url}/healthz`, { method: "POST" })).status).toBe(405);
  });

  it("mounts neither platform when neither is configured", async () => {
    const { server } = await startServe({});
    expect((await fetch(`${server.url}/slack/events`, { method: "POST", body: "x" })).status).toBe(404);
    expect((await fetch(`${server.url}/api/messages`, { method: "POST", body: "{}" })).status).toBe(404);
  });
});

describe("a request sent slowly", () => {
  /** A server with short deadlines (the real ones are 10 s and 20 s) and a route that reads its body. */
  async function slowServer() {
    const { createHttpServer, listen } = await import("../src/server.ts");
    const { createLogger } = await import("../src/log.ts");
    const { bodyOf } = await import("../src/http-body.ts");
    const server = createHttpServer({
      logger: createLogger("silent"),
      routes: {
        "POST /echo": (req, res) => {
          res.end(`read ${bodyOf(req).length}`);
        },
      },
      deadlines: { headersMs: 300, requestMs: 600 },
    });
    const address = await listen(server, 0, "127.0.0.1");
    onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
    return address.port;
  }

  /** Writes `parts` to a new connection, the last left unfinished; resolves to what the server said before it closed. */
  function trickle(port: number, parts: string[]): Promise<string> {
    return new Promise((resolve) => {
      const socket = connect(port, "127.0.0.1", () => {
        for (const part of parts) socket.write(part);
      });
      let said = "";
      socket.on("data", (data: Buffer) => {
        said += data.toString("latin1");
      });
      socket.on("error", () => resolve(said));
      socket.on("close", () => resolve(said));
    });
  }

  it("is answered 408 and closed when its body does not come in time, and so are headers that never end", async () => {
    const port = await slowServer();
    // The test's own time limit is the bound: without a deadline, Node would hold these for 5 minutes.
    const body = await trickle(port, ["POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n", "0123456789"]);
    expect(body).toMatch(/^HTTP\/1\.1 408 /);
    const headers = await trickle(port, ["POST /echo HTTP/1.1\r\nHost: x\r\n", "X-Slow: 1\r\n"]);
    expect(headers).toMatch(/^HTTP\/1\.1 408 /);
    // A request sent at once is read whole, as before.
    const answer = await fetch(`http://127.0.0.1:${port}/echo`, { method: "POST", body: "x".repeat(100) });
    expect(await answer.text()).toBe("read 100");
  });
});
