// `npm run bench`: runs every benchmark scenario and prints its figures as Markdown tables.
import { cpus } from "node:os";
import { runSlackBench, slackTable } from "./slack.ts";

const machine = `${cpus().length} × ${cpus()[0]?.model ?? "unknown CPU"}, Node ${process.version}`;
process.stdout.write(`deskbot benchmarks, ${new Date().toISOString().slice(0, 10)}, ${machine}\n\n`);
process.stdout.write("## Slack: signed slash commands to /slack/events\n\n");
process.stdout.write(`${slackTable(await runSlackBench())}\n`);
