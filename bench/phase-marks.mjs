// Preloaded into a Teams server by bench/phases.ts (node --import): marks where each message's time goes, from Node's and undici's diagnostics channels; never in production.
import { subscribe } from "node:diagnostics_channel";
import { writeFileSync } from "node:fs";
import { isMainThread } from "node:worker_threads";

/**
 * One message, sent alone (concurrency 1): when its activity came in, when the server sent its
 * first API call and had the last answer, when it sent its reply to the Bot Connector and had
 * the Bot Connector's answer (performance.now() ms).
 */
const messages = [];
let current;

if (isMainThread) {
  subscribe("http.server.request.start", ({ request }) => {
    if (request.method !== "POST" || request.url !== "/api/messages") return;
    current = { in: performance.now() };
    messages.push(current);
  });
  subscribe("undici:request:create", () => {
    if (current && current.apiSent === undefined) current.apiSent = performance.now();
  });
  subscribe("undici:request:trailers", () => {
    if (current && current.replySent === undefined) current.apiAnswered = performance.now();
  });
  subscribe("http.client.request.start", () => {
    if (current && current.apiAnswered !== undefined && current.replySent === undefined)
      current.replySent = performance.now();
  });
  subscribe("http.client.response.finish", () => {
    if (current && current.replySent !== undefined && current.connectorAnswered === undefined)
      current.connectorAnswered = performance.now();
  });
  process.on("exit", () => {
    const whole = messages.filter((m) => m.connectorAnswered !== undefined);
    writeFileSync(`${process.env.BENCH_PHASES_DIR ?? "/tmp"}/phases-${process.pid}.json`, JSON.stringify(whole));
  });
}
