// Signed Slack bodies that are not what Slack sends are refused before Bolt reads them, and the process stays up.
import { connect } from "node:net";
import { describe, expect, it } from "vitest";
import { postSigned, slashCommand, uniqueId } from "../../fakes/slack-requests.ts";
import { startSlackServe } from "../helpers/serve.ts";

describe("a signed Slack body that is not an object", () => {
  it.each([
    ["payload=null", "application/x-www-form-urlencoded"],
    ["payload=%5B1%2C2%5D", "application/x-www-form-urlencoded"],
    ["payload=not-json", "application/x-www-form-urlencoded"],
    ["null", "application/json"],
    ["[]", "application/json"],
  ])("%s (%s) gets 400, and the next command is still answered", async (body, contentType) => {
    const { slack, server } = await startSlackServe();
    expect((await postSigned(server.url, body, contentType)).status).toBe(400);
    const command = slashCommand("help", { responseUrl: slack.responseUrl(uniqueId("r")) });
    expect((await postSigned(server.url, command.body, command.contentType)).status).toBe(200);
    expect(String((await slack.waitFor("response_url")).body.text)).toContain("deskbot commands");
  });
});

/** Sends `total` bytes of body as a client that reads nothing until it has written everything (as curl does); resolves to what it read. */
function sendWithoutReading(url: string, path: string, total: number): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    let received = "";
    socket.pause();
    socket.on("data", (data: Buffer) => {
      received += data.toString("latin1");
    });
    socket.on("error", () => resolve(received));
    socket.on("close", () => resolve(received));
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
    );
    const chunk = Buffer.alloc(64 * 1024, "a");
    let written = 0;
    const pump = () => {
      while (written < total) {
        written += chunk.length;
        const frame = Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from("\r\n")]);
        if (!socket.write(frame)) {
          socket.once("drain", pump);
          return;
        }
      }
      socket.write("0\r\n\r\n");
      socket.resume();
    };
    socket.once("connect", pump);
    // Whatever happens to the writes, read what the server said.
    socket.on("error", () => socket.resume());
  });
}

describe("a 20 MB unsigned body", () => {
  it.each([
    "/slack/events",
    "/api/messages",
  ])("to %s gets its 413 at a client that reads only after sending", async (path) => {
    const { server } = await startSlackServe({ TEAMS_ALLOW_UNAUTHENTICATED: "true" });
    const answer = await sendWithoutReading(server.url, path, 20 * 1024 * 1024);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer.toLowerCase()).toContain("connection: close");
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});
