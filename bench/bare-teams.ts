// The baseline of the Teams benchmark: a bare CloudAdapter echo bot of the same botbuilder version, on node:http.
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

class EchoBot extends TeamsActivityHandler {
  constructor() {
    super();
    this.onMessage(async (context, next) => {
      await context.sendActivity(`echo: ${context.activity.text ?? ""}`);
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
const bot = new EchoBot();
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
