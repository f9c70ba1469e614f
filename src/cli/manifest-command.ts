// `deskbot manifest slack|teams`: the Slack app manifest with this deployment's URLs and command, or the Teams app package.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { loadConfig } from "../config.ts";
import { MANIFEST } from "./commands.ts";
import { readOptions, usageOf } from "./options.ts";
import { buildTeamsPackage } from "./teams-package.ts";
import { UsageError } from "./usage-error.ts";

/** The placeholder the Slack manifests carry where the deployment's URL goes. */
const PLACEHOLDER_URL = "https://deskbot.example.com";
/** The placeholder of the request links' host (DESK_REQUEST_LINK_DOMAIN) among the unfurl domains. */
const PLACEHOLDER_LINK_DOMAIN = "desk.example.com";

/** manifests/slack, beside dist/ and src/ alike. */
const slackManifest = (socketMode: boolean) =>
  readFileSync(
    fileURLToPath(
      new URL(`../../manifests/slack/${socketMode ? "manifest.socket-mode.yml" : "manifest.yml"}`, import.meta.url),
    ),
    "utf8",
  );

/** The Slack app manifest for this deployment: its public URL (HTTP) or none (Socket Mode), and its slash command. */
export function slackManifestFor(options: {
  url?: string;
  socketMode: boolean;
  command: string;
  /** DESK_REQUEST_LINK_DOMAIN, when set: the unfurl domain. */
  linkDomain?: string;
}): string {
  const text = slackManifest(options.socketMode)
    .replaceAll("command: /desk\n", `command: ${options.command}\n`)
    .replaceAll(`- ${PLACEHOLDER_LINK_DOMAIN}\n`, `- ${options.linkDomain ?? PLACEHOLDER_LINK_DOMAIN}\n`);
  if (options.socketMode) return text;
  const url = (options.url ?? "").replace(/\/+$/, "");
  // The first lines say to replace the placeholder: here it is replaced.
  const body = text.split("\n").filter((line, index) => index > 1 || !line.startsWith("#"));
  return [
    `# deskbot's Slack app for ${url}: "Create New App" > "From a manifest" at api.slack.com/apps, then paste this.`,
    ...body,
  ]
    .join("\n")
    .replaceAll(PLACEHOLDER_URL, url);
}

/** Runs `deskbot manifest …`; resolves to the exit status. */
export async function runManifestCommand(argv: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const [platform, ...rest] = argv;
  const values = readOptions(MANIFEST, rest) as Record<string, string | boolean | undefined>;
  const usage = `usage: ${usageOf(MANIFEST)}`;
  if (platform === "slack") {
    const socketMode = values["socket-mode"] === true;
    const url = typeof values.url === "string" ? values.url : undefined;
    if (!socketMode && !(url && /^https:\/\/[^/\s]+(\/\S*)?$/.test(url)))
      throw new UsageError(
        `manifest slack: --url must be deskbot's public https:// URL (or give --socket-mode)\n${usage}`,
      );
    if (socketMode && url) throw new UsageError(`manifest slack: --socket-mode needs no --url\n${usage}`);
    const config = loadConfig(env);
    const command = config.ok ? config.value.command : "/desk";
    const linkDomain = config.ok ? config.value.requestLinkDomain : undefined;
    process.stdout.write(
      slackManifestFor({ ...(url ? { url } : {}), socketMode, command, ...(linkDomain ? { linkDomain } : {}) }),
    );
    return 0;
  }
  if (platform === "teams") {
    const text = (name: string) => (typeof values[name] === "string" ? (values[name] as string) : undefined);
    const domain = text("domain") ?? env.TEAMS_APP_DOMAIN;
    const built = buildTeamsPackage(
      {
        MICROSOFT_APP_ID: env.MICROSOFT_APP_ID,
        TEAMS_APP_DOMAIN: domain,
        DESK_REQUEST_LINK_DOMAIN: env.DESK_REQUEST_LINK_DOMAIN,
      },
      {
        ...(text("version") ? { version: text("version") } : {}),
        ...(text("privacy-url") ? { privacyUrl: text("privacy-url") } : {}),
        ...(text("terms-url") ? { termsUrl: text("terms-url") } : {}),
      },
    );
    if (!built.ok) {
      for (const line of built.error) process.stderr.write(`deskbot manifest teams: ${line}\n`);
      return 1;
    }
    const out = text("out") ?? "deskbot-teams.zip";
    writeFileSync(out, built.value);
    process.stdout.write(`${out}\n`);
    return 0;
  }
  throw new UsageError(`manifest: say slack or teams\n${usage}`);
}
