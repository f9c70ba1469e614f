// Request bodies on deskbot's server: read once, at most 1 MiB, before any signature check or parsing.
import type { IncomingMessage } from "node:http";
import { parseJson } from "./json.ts";

/** The largest body any endpoint accepts; Slack and Teams send far smaller ones. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** A request whose body was read: Bolt's receiver, and deskbot's Teams route, use `rawBody` instead of the stream. */
export type BufferedRequest = IncomingMessage & { rawBody: Buffer };

/**
 * Reads the body, refusing one that is (or announces itself as) larger than `limit` as soon as
 * that is known: a declared `Content-Length` is refused before a byte is read, and a chunked body
 * is dropped at the first byte past the limit. Never holds more than `limit` bytes. A refused body
 * is left unread, its stream paused and whole (not destroyed), so that the answer can still reach
 * the client (see the server's lingering close).
 */
export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer | "too large"> {
  const declared = Number(req.headers["content-length"] ?? 0);
  if (declared > limit) return Promise.resolve("too large");
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      stop();
      req.pause();
      resolve("too large");
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks));
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
  });
}

/** The body already read by the server (empty for a request that had none). */
export function bodyOf(req: IncomingMessage): Buffer {
  return (req as Partial<BufferedRequest>).rawBody ?? Buffer.alloc(0);
}

/** The JSON object a body holds, or undefined when it holds anything else (an array, `null`, not JSON). */
export function jsonObjectOf(body: Buffer): Record<string, unknown> | undefined {
  const parsed = parseJson(body.toString("utf8"));
  return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : undefined;
}
