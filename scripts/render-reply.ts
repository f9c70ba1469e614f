// `npm run docs:reply`: one reply as each platform shows it, for the README: the Teams card as a picture, Slack's Block Kit.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { toBlocks } from "../src/adapters/slack/blocks.ts";
import { toAdaptiveCard } from "../src/adapters/teams/cards.ts";
import { ApiClient } from "../src/api/client.ts";
import { createRegistry } from "../src/core/commands/index.ts";
import { DeskCore } from "../src/core/engine.ts";
import { CompanyGate } from "../src/core/gate.ts";
import { createLogger } from "../src/log.ts";
import { demoSeed } from "../src/simulator/demo-data.ts";
import { Simulator } from "../src/simulator/server.ts";
import { openSqliteStore } from "../src/store/open-store.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const COMMAND = "apps --status approved --per-page 3";

/** The reply to COMMAND, as the core gives it on `platform` with that platform's prefix. */
async function replyOn(platform: "slack" | "teams", prefix: string) {
  const simulator = new Simulator({ seed: demoSeed() });
  const api = new ApiClient({ baseUrl: await simulator.listen(0, "127.0.0.1"), token: simulator.token });
  const store = await openSqliteStore(":memory:");
  const core = new DeskCore({
    api,
    store,
    gate: new CompanyGate(api, 60),
    registry: createRegistry(),
    admins: [],
    logger: createLogger("silent"),
  });
  const reply = await core.handle({ kind: "text", text: COMMAND, platform, userId: "someone", prefix });
  await Promise.all([api.close(), store.close(), simulator.close()]);
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
