// `npm run bench`: runs every benchmark scenario and prints its figures as Markdown tables.
import { cpus, totalmem } from "node:os";
import { runSlackBench } from "./slack.ts";
import { runStartupBench } from "./startup.ts";
import { runTeamsBench } from "./teams.ts";

const machine = `${cpus().length} × ${cpus()[0]?.model ?? "unknown CPU"}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
process.stdout.write(`deskbot benchmarks, ${new Date().toISOString().slice(0, 10)}, ${machine}\n\n`);
process.stdout.write("## Start-up and idle memory\n\n");
process.stdout.write(`${await runStartupBench()}\n\n`);
if (process.argv.includes("--startup-only")) process.exit(0);
process.stdout.write("## Slack: signed slash commands to /slack/events\n\n");
process.stdout.write(`${await runSlackBench()}\n\n`);
process.stdout.write("## Teams: message activities and message-action invokes to /api/messages\n\n");
process.stdout.write(`${await runTeamsBench()}\n`);
