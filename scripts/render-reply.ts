// `npm run docs:reply`: one reply as each platform shows it, for the README: the Teams card as a picture, Slack's Block Kit.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { toBlocks } from "../src/adapters/slack/blocks.ts";
import { toAdaptiveCard } from "../src/adapters/teams/cards.ts";
import { loadConfig } from "../src/config.ts";
import { createLogger } from "../src/log.ts";
import { createRuntime } from "../src/runtime.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const COMMAND = "apps --status approved --per-page 3";

/** The reply to COMMAND, as deskbot with no configuration gives it (the demo's data and people) on `platform`. */
async function replyOn(platform: "slack" | "teams", prefix: string) {
  const config = loadConfig({ DESK_DB: ":memory:" });
  if (!config.ok) throw new Error(config.error.join("\n"));
  const runtime = await createRuntime(config.value, createLogger("silent"));
  const reply = await runtime.core.run({ platform, userId: "someone", prefix }, COMMAND);
  await runtime.close();
  return reply;
}

const slack = toBlocks(await replyOn("slack", "/desk "));
writeFileSync(join(ROOT, "docs/reply-slack.json"), `${JSON.stringify(slack, null, 2)}\n`);

const card = toAdaptiveCard(await replyOn("teams", ""));
const script = readFileSync(join(ROOT, "node_modules/adaptivecards/dist/adaptivecards.min.js"), "utf8");
const page = `<!doctype html><meta charset="utf-8"><style>body{margin:0;padding:16px;background:#f5f5f5;font-family:"Segoe UI",system-ui,sans-serif}
#card{width:460px;background:#fff;border-radius:6px;box-shadow:0 1px 3px rgba(0,0,0,.2);padding:4px}</style>
<div id="card"></div><script>${script}</script><script>
const card = new AdaptiveCards.AdaptiveCard();
card.hostConfig = new AdaptiveCards.HostConfig({ fontFamily: "Segoe UI, system-ui, sans-serif" });
card.parse(${JSON.stringify(card)});
document.getElementById("card").appendChild(card.render());
</script>`;
const dir = mkdtempSync(join(tmpdir(), "deskbot-card-"));
writeFileSync(join(dir, "card.html"), page);
execFileSync("chromium", [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--hide-scrollbars",
  `--screenshot=${join(ROOT, "docs/reply-teams.png")}`,
  "--window-size=500,460",
  `file://${join(dir, "card.html")}`,
]);
process.stdout.write("docs/reply-slack.json and docs/reply-teams.png written\n");
