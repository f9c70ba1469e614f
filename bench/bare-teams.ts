// The baseline of the Teams benchmark: a bare CloudAdapter bot of the same botbuilder version, on node:http, that makes the API call deskbot makes for each message and answers with it.
import { createServer } from "node:http";
import {
  CloudAdapter,
  ConfigurationBotFrameworkAuthentication,
  ConfigurationServiceClientCredentialFactory,
  type MessagingExtensionAction,
  type MessagingExtensionActionResponse,
  TeamsActivityHandler,
  type TurnContext,
} from "botbuilder";
import { request } from "undici";

const API_URL = process.env.DESK_API_URL ?? "";
const API_TOKEN = process.env.DESK_API_TOKEN ?? "";

/**
 * The one API call deskbot makes for each message of the benchmark (its company flag is cached):
 * `company` reads the company, `apps --per-page 5` a page of five applications.
 */
const API_CALLS: Record<string, string> = {
  company: "/v1/company",
  "apps --per-page 5": "/v1/applications?per_page=5",
};

/** The API's answer to a message's command, read as JSON, in one line. */
async function apiAnswer(text: string): Promise<string> {
  const path = API_CALLS[text.trim()];
  if (!path) return `echo: ${text}`;
  const response = await request(`${API_URL}${path}`, { headers: { authorization: `Bearer ${API_TOKEN}` } });
  const body = (await response.body.json()) as { name?: string; result?: unknown[] };
  return body.name ?? `${body.result?.length ?? 0} applications`;
}

class BareBot extends TeamsActivityHandler {
  constructor() {
    super();
    this.onMessage(async (context, next) => {
      await context.sendActivity(await apiAnswer(context.activity.text ?? ""));
      await next();
    });
  }

  protected override async handleTeamsMessagingExtensionFetchTask(
    _context: TurnContext,
    _action: MessagingExtensionAction,
  ): Promise<MessagingExtensionActionResponse> {
    return { task: { type: "message", value: "ok" } };
  }
}

const adapter = new CloudAdapter(
  new ConfigurationBotFrameworkAuthentication({}, new ConfigurationServiceClientCredentialFactory({})),
);
const bot = new BareBot();
const server = createServer(async (req, res) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  let status = 200;
  let body: string | undefined;
  await adapter.process(
    { body: JSON.parse(Buffer.concat(chunks).toString("utf8")), headers: req.headers, method: req.method },
    {
      socket: res.socket,
      status: (code: number) => {
        status = code;
      },
      header: () => {},
      send: (payload: unknown) => {
        body = typeof payload === "string" ? payload : JSON.stringify(payload);
      },
      end: () => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(body);
      },
    },
    (context) => bot.run(context),
  );
});
// SIGTERM exits normally, so that a profile asked for with --cpu-prof is written (as deskbot serve does).
process.once("SIGTERM", () => process.exit(0));
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  process.stdout.write(`ready ${typeof address === "object" && address ? address.port : 0}\n`);
});
