// Slack over HTTP on deskbot's own server: a request verified and read once, acknowledged before any listener runs when its answer carries nothing, then handed to Bolt.
import type { IncomingMessage, ServerResponse } from "node:http";
import { type App, isValidSlackRequest, type Receiver, type ReceiverEvent } from "@slack/bolt";
import type { Logger } from "../../log.ts";
import { sendJson } from "../../server.ts";

/**
 * How long a listener that answers with content (a view submission's errors) has to acknowledge:
 * past Slack's 3 s the request is answered 404, as Bolt's own receiver does.
 */
const UNACKNOWLEDGED_MS = 3001;

/** The one kind of request whose acknowledgement carries an answer deskbot gives: a modal's submission (errors beside fields). */
const ANSWERED_BY_LISTENER = new Set(["view_submission"]);

/**
 * Bolt's receiver for deskbot's HTTP route. Bolt's HTTPReceiver read the body, checked the
 * signature and parsed the payload again after the route had, and acknowledged only once the
 * listener ran (after the global middleware looked up the person's language): here a request is
 * read once, and every request but a view submission is acknowledged (an empty 200) first.
 */
export class RouteReceiver implements Receiver {
  private app: App | undefined;

  constructor(
    private readonly signingSecret: string,
    private readonly logger: Logger,
  ) {}

  init(app: App): void {
    this.app = app;
  }

  async start(): Promise<void> {}

  async stop(): Promise<void> {}

  /** Whether `raw` is signed with the signing secret at the request's timestamp (its freshness the route checks). */
  verified(req: IncomingMessage, raw: Buffer): boolean {
    const signature = req.headers["x-slack-signature"];
    const timestamp = Number(req.headers["x-slack-request-timestamp"]);
    if (typeof signature !== "string" || !Number.isFinite(timestamp)) return false;
    return isValidSlackRequest({
      signingSecret: this.signingSecret,
      body: raw.toString("utf8"),
      headers: { "x-slack-signature": signature, "x-slack-request-timestamp": timestamp },
    });
  }

  /** Answers a verified request's `payload`: Slack's checks at once, anything else through Bolt. */
  dispatch(req: IncomingMessage, res: ServerResponse, payload: Record<string, unknown>): void {
    if (payload.ssl_check !== undefined) {
      res.writeHead(200).end();
      return;
    }
    if (payload.type === "url_verification") {
      sendJson(res, 200, { challenge: payload.challenge });
      return;
    }
    const acknowledge = acknowledgement(res, this.logger);
    const early = !ANSWERED_BY_LISTENER.has(String(payload.type));
    if (early) acknowledge.send(undefined);
    const retry = Number(req.headers["x-slack-retry-num"]);
    const reason = req.headers["x-slack-retry-reason"];
    const event: ReceiverEvent = {
      body: payload,
      ack: async (response?: unknown) => {
        if (!early) acknowledge.send(response);
      },
      ...(Number.isFinite(retry) ? { retryNum: retry } : {}),
      ...(typeof reason === "string" ? { retryReason: reason } : {}),
    };
    const app = this.app;
    if (!app) {
      acknowledge.fail(503);
      return;
    }
    app.processEvent(event).then(
      () => acknowledge.settle(),
      (error: unknown) => {
        this.logger.error({ err: error, type: payload.type }, "a Slack request failed in Bolt");
        acknowledge.fail(500);
      },
    );
  }
}

/** The HTTP answer of one request, sent at most once: an acknowledgement, or a failure when none came. */
function acknowledgement(res: ServerResponse, logger: Logger) {
  let sent = false;
  const timer = setTimeout(() => {
    if (sent) return;
    logger.warn("a Slack request was not acknowledged within 3 s: answered 404");
    answer(404);
  }, UNACKNOWLEDGED_MS);
  timer.unref();
  const answer = (status: number, body?: unknown) => {
    if (sent) return;
    sent = true;
    clearTimeout(timer);
    if (body === undefined || body === "") res.writeHead(status).end();
    else if (typeof body === "string") res.writeHead(status, { "content-type": "text/plain" }).end(body);
    else sendJson(res, status, body);
  };
  return {
    send: (response: unknown) => answer(200, response),
    fail: (status: number) => answer(status),
    /** The listeners are done: the timer, if no answer was due, is let go. */
    settle: () => {
      if (sent) clearTimeout(timer);
    },
  };
}
