// The model's HTTP, under the AI SDK: a fetch that follows no redirect and reads at most MAX_ANSWER_BYTES of an answer, so that what is sent goes only to DESK_AI_URL and what comes back is bounded.

/**
 * The most bytes of one answer read (after any decompression): 1 MiB. A tool call or a summary of
 * a few thousand characters is a few kilobytes; past this the answer is not read further and the
 * call has failed (`too-large`), so that no answer costs more than this in memory and parsing.
 */
export const MAX_ANSWER_BYTES = 1024 * 1024;

/** DESK_AI_URL answered with a redirect (3xx): nothing is sent where it points. */
export class RedirectRefused extends Error {
  constructor(readonly status: number) {
    super(`the model's API answered HTTP ${status} (a redirect, not followed)`);
    this.name = "RedirectRefused";
  }
}

/** The answer was longer than MAX_ANSWER_BYTES: it was not read further. */
export class AnswerTooLarge extends Error {
  constructor() {
    super(`the model's answer was longer than ${MAX_ANSWER_BYTES} bytes`);
    this.name = "AnswerTooLarge";
  }
}

/** Statuses whose answer has no body (a Response cannot be made with one). */
const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * `base` (Node's fetch unless given) as the model's client uses it: `redirect: "manual"`, so that a
 * 3xx is never followed (the person's words, the prompt and the tools would go to wherever it
 * points) but rejects with RedirectRefused; and an answer's body that errors with AnswerTooLarge
 * past MAX_ANSWER_BYTES (a declared Content-Length past it rejects before any of it is read).
 * Reading the body still stops when the call's signal aborts (its deadline).
 */
export function guardedFetch(base?: typeof fetch): typeof fetch {
  return async (input, init) => {
    const response = await (base ?? globalThis.fetch)(input, { ...init, redirect: "manual" });
    if (response.type === "opaqueredirect" || (response.status >= 300 && response.status < 400)) {
      await response.body?.cancel().catch(() => undefined);
      throw new RedirectRefused(response.status);
    }
    const declared = Number(response.headers.get("content-length") ?? "");
    if (Number.isFinite(declared) && declared > MAX_ANSWER_BYTES) {
      await response.body?.cancel().catch(() => undefined);
      throw new AnswerTooLarge();
    }
    if (!response.body || NO_BODY.has(response.status)) return response;
    let read = 0;
    const capped = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          read += chunk.byteLength;
          // Erroring here cancels the rest of the answer: the connection is closed, nothing more is read.
          if (read > MAX_ANSWER_BYTES) controller.error(new AnswerTooLarge());
          else controller.enqueue(chunk);
        },
      }),
    );
    return new Response(capped, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}

/** The first of `error` and its causes (a few deep) that is one of the transport's own refusals. */
export function transportRefusal(error: unknown): RedirectRefused | AnswerTooLarge | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== undefined && current !== null; depth += 1) {
    if (current instanceof RedirectRefused || current instanceof AnswerTooLarge) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
