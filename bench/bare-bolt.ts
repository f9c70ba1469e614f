// The baseline of the Slack benchmark: a bare Bolt app of the same version that acks and responds at once.
import { App, HTTPReceiver, LogLevel } from "@slack/bolt";

const signingSecret = process.env.SLACK_SIGNING_SECRET ?? "";
const receiver = new HTTPReceiver({ signingSecret, endpoints: "/slack/events", logLevel: LogLevel.ERROR });
const app = new App({
  token: process.env.SLACK_BOT_TOKEN ?? "",
  receiver,
  logLevel: LogLevel.ERROR,
  clientOptions: { slackApiUrl: process.env.SLACK_API_URL ?? "" },
});

app.command("/desk", async ({ ack, respond }) => {
  await ack();
  await respond({ response_type: "ephemeral", text: "ok" });
});

// SIGTERM exits normally, so that a profile asked for with --cpu-prof is written (as deskbot serve does).
process.once("SIGTERM", () => process.exit(0));
const server = await receiver.start(0);
const address = server.address();
process.stdout.write(`ready ${typeof address === "object" && address ? address.port : 0}\n`);
