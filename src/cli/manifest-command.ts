// `deskbot manifest slack|teams`: the Slack app manifest with this deployment's URLs and command, or the Teams app package.
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { loadConfig } from "../config.ts";
import { MANIFEST } from "./commands.ts";
import type { CliIo } from "./io.ts";
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

/** The slash command the manifests are written with, wherever they name it (`/desk`, not `deskbot` or a URL's path). */
const PLACEHOLDER_COMMAND = /(?<![\w./-])\/desk\b(?![\w-])/g;

/** The manifest's lines that exist only for the previews of request links (DESK_REQUEST_LINK_DOMAIN). */
const LINK_PREVIEW_LINES = new Set([
  "  unfurl_domains:",
  `    - ${PLACEHOLDER_LINK_DOMAIN}`,
  "      - links:read",
  "      - links:write",
  "      - link_shared",
]);

/**
 * The scopes that read a thread for "Summarise the thread" (conversations.replies in public and
 * private channels and group DMs; `im:history` the manifest already has): asked for only when a
 * model is configured, since without one deskbot never reads a thread.
 */
export const THREAD_SCOPES = ["channels:history", "groups:history", "mpim:history"] as const;
/** The manifest's line after which the thread scopes go. */
const THREAD_SCOPES_AFTER = "      - im:history";

/**
 * The Slack app manifest for this deployment: its public URL (HTTP) or none (Socket Mode), its slash
 * command wherever the manifest names it, the previews of request links only with a link domain
 * (its unfurl domain, the `links:read` and `links:write` scopes and the `link_shared` event), and
 * the scopes that read threads only with a model (`THREAD_SCOPES`).
 */
export function slackManifestFor(options: {
  url?: string;
  socketMode: boolean;
  command: string;
  /** DESK_REQUEST_LINK_DOMAIN, when set: the unfurl domain. */
  linkDomain?: string;
  /** DESK_AI_URL and DESK_AI_MODEL set: threads may be summarised, so read. */
  threadSummaries?: boolean;
}): string {
  const lines = slackManifest(options.socketMode)
    .split("\n")
    .flatMap((line) =>
      line === THREAD_SCOPES_AFTER && options.threadSummaries
        ? [line, ...THREAD_SCOPES.map((scope) => `      - ${scope}`)]
        : [line],
    );
  const withLinks = options.linkDomain
    ? lines.map((line) => (line === `    - ${PLACEHOLDER_LINK_DOMAIN}` ? `    - ${options.linkDomain}` : line))
    : lines.filter(
        (line, index) =>
          !LINK_PREVIEW_LINES.has(line) &&
          !(line.trimStart().startsWith("#") && lines[index + 1] === "  unfurl_domains:"),
      );
  const text = withLinks.join("\n").replace(PLACEHOLDER_COMMAND, options.command);
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

/** The bot scopes of the manifest `slackManifestFor` prints for this configuration: the ones the bot token needs. */
export function slackScopesFor(linkDomain: string | undefined, threadSummaries = false): string[] {
  const manifest = slackManifestFor({
    socketMode: true,
    command: "/desk",
    threadSummaries,
    ...(linkDomain ? { linkDomain } : {}),
  });
  const bot = /\n {4}bot:\n((?: {6}- \S+\n)+)/.exec(manifest)?.[1] ?? "";
  return [...bot.matchAll(/- (\S+)/g)].map((match) => match[1] as string);
}

/** Runs `deskbot manifest …`; resolves to the exit status. */
export async function runManifestCommand(argv: string[], io: CliIo): Promise<number> {
  const { env } = io;
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
    const threadSummaries = config.ok && config.value.model !== undefined;
    io.stdout.write(
      slackManifestFor({
        ...(url ? { url } : {}),
        socketMode,
        command,
        threadSummaries,
        ...(linkDomain ? { linkDomain } : {}),
      }),
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
        DESK_AI_URL: env.DESK_AI_URL,
        DESK_AI_MODEL: env.DESK_AI_MODEL,
      },
      {
        ...(text("version") ? { version: text("version") } : {}),
        ...(text("privacy-url") ? { privacyUrl: text("privacy-url") } : {}),
        ...(text("terms-url") ? { termsUrl: text("terms-url") } : {}),
        domainFrom:
          text("domain") !== undefined
            ? "--domain"
            : env.TEAMS_APP_DOMAIN
              ? "TEAMS_APP_DOMAIN"
              : "--domain (or TEAMS_APP_DOMAIN)",
      },
    );
    if (!built.ok) {
      for (const line of built.error) io.stderr.write(`deskbot manifest teams: ${line}\n`);
      return 1;
    }
    const out = text("out") ?? "deskbot-teams.zip";
    writeFileSync(resolve(io.cwd, out), built.value);
    io.stdout.write(`${out}\n`);
    return 0;
  }
  throw new UsageError(`manifest: say slack or teams\n${usage}`);
}
