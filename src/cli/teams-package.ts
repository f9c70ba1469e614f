// The Teams app package: the manifest with the app id, the domain and a version that increases with each build, and the icons, zipped.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { zipSync } from "fflate";
import { fail, ok, type Result } from "../result.ts";

/** manifests/teams, beside dist/ and src/ alike. */
const TEAMS_FOLDER = fileURLToPath(new URL("../../manifests/teams", import.meta.url));
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The package's version at `now`: `YEAR.MONTHDAY.HOURMINUTESECONDMILLISECOND` in UTC (`2026.1123.140559123`
 * for 14:05:59.123), so that each build is higher than the last, as Teams wants of an app it updates,
 * two builds in the same minute included.
 */
export function packageVersion(now: Date): string {
  const year = now.getUTCFullYear();
  const monthDay = (now.getUTCMonth() + 1) * 100 + now.getUTCDate();
  const time =
    ((now.getUTCHours() * 100 + now.getUTCMinutes()) * 100 + now.getUTCSeconds()) * 1000 + now.getUTCMilliseconds();
  return `${year}.${monthDay}.${time}`;
}

/**
 * The resource-specific consent "Summarise the thread" needs (Graph's least permission that reads a
 * channel's messages: GET .../channels/{id}/messages/{id} and .../replies), declared only with a model.
 */
export const THREAD_PERMISSIONS = [{ name: "ChannelMessage.Read.Group", type: "Application" }] as const;

export interface TeamsPackageOptions {
  /** The manifest's version (default: packageVersion of now). */
  version?: string;
  /** Where the privacy and terms pages are (default: deskbot's own, https://DOMAIN/privacy and /terms). */
  privacyUrl?: string;
  termsUrl?: string;
  /** Where the domain came from, as errors name it (default TEAMS_APP_DOMAIN). */
  domainFrom?: string;
}

/**
 * Builds the package for the Azure Bot `MICROSOFT_APP_ID` served on `TEAMS_APP_DOMAIN` (a host name,
 * or a URL whose host is taken), with a link handler for DESK_REQUEST_LINK_DOMAIN and the
 * permission to read channel threads (THREAD_PERMISSIONS) for DESK_AI_URL with DESK_AI_MODEL; returns
 * the zip, or the lines that say what is missing.
 */
export function buildTeamsPackage(
  env: Record<string, string | undefined>,
  options: TeamsPackageOptions = {},
): Result<Buffer, string[]> {
  const appId = env.MICROSOFT_APP_ID?.trim() ?? "";
  const domain =
    env.TEAMS_APP_DOMAIN?.trim()
      .replace(/^https?:\/\//, "")
      .replace(/\/.*$/, "") ?? "";
  const errors: string[] = [];
  if (!GUID.test(appId)) errors.push("MICROSOFT_APP_ID: must be the Azure Bot's app id (a GUID)");
  if (!/^[a-z0-9.-]+(:\d+)?$/i.test(domain))
    errors.push(
      `${options.domainFrom ?? "TEAMS_APP_DOMAIN"}: must be the host name deskbot is served on, like deskbot.example.com`,
    );
  if (options.version !== undefined && !/^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/.test(options.version))
    errors.push("--version: must be MAJOR.MINOR.PATCH, like 1.0.3");
  for (const [name, url] of [
    ["--privacy-url", options.privacyUrl],
    ["--terms-url", options.termsUrl],
  ] as const) {
    if (url !== undefined && !/^https:\/\/\S+$/.test(url)) errors.push(`${name}: must be an https:// URL`);
  }
  if (errors.length > 0) return fail(errors);
  const manifest = JSON.parse(
    readFileSync(join(TEAMS_FOLDER, "manifest.json"), "utf8")
      .replaceAll("{{MICROSOFT_APP_ID}}", appId)
      .replaceAll("{{DOMAIN}}", domain),
  ) as {
    version: string;
    developer: Record<string, string>;
    composeExtensions: Array<{ messageHandlers?: unknown[] }>;
    validDomains: string[];
    webApplicationInfo?: { id: string; resource: string };
    authorization?: { permissions: { resourceSpecific: Array<{ name: string; type: string }> } };
  };
  manifest.version = options.version ?? packageVersion(new Date());
  // Links to requests on the platform's host (DESK_REQUEST_LINK_DOMAIN) are unfurled into the ticket's card.
  const linkDomain = env.DESK_REQUEST_LINK_DOMAIN?.trim().toLowerCase();
  const [extension] = manifest.composeExtensions;
  if (linkDomain && extension) {
    extension.messageHandlers = [{ type: "link", value: { domains: [linkDomain] } }];
    manifest.validDomains.push(linkDomain);
  }
  // With a model (DESK_AI_URL and DESK_AI_MODEL), "Summarise the thread" reads a channel's thread: each
  // team grants that at install (resource-specific consent). Without one, deskbot never reads a thread.
  if (env.DESK_AI_URL?.trim() && env.DESK_AI_MODEL?.trim()) {
    manifest.authorization = { permissions: { resourceSpecific: [...THREAD_PERMISSIONS] } };
    // Resource-specific consent needs the app's Entra ID app id here; RSC does not use the resource, which must be set.
    manifest.webApplicationInfo = { id: appId, resource: `api://${domain}/${appId}` };
  }
  if (options.privacyUrl) manifest.developer.privacyUrl = options.privacyUrl;
  if (options.termsUrl) manifest.developer.termsOfUseUrl = options.termsUrl;
  const zip = zipSync({
    "manifest.json": Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`, "utf8"),
    "color.png": readFileSync(join(TEAMS_FOLDER, "color.png")),
    "outline.png": readFileSync(join(TEAMS_FOLDER, "outline.png")),
    // The manifest's words in French (localizationInfo), shown to people who use Teams in French.
    "fr.json": readFileSync(join(TEAMS_FOLDER, "fr.json")),
  });
  return ok(Buffer.from(zip));
}
