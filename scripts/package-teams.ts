// `npm run package:teams`: the Teams app package (manifest with the app id and domain filled in, and the icons).
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { config as loadDotenv } from "dotenv";
import { zipSync } from "fflate";
import { fail, ok, type Result } from "../src/result.ts";

const TEAMS_FOLDER = fileURLToPath(new URL("../manifests/teams", import.meta.url));
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Builds the package from the environment; returns the zip, or the lines that say what is missing. */
export function buildTeamsPackage(env: Record<string, string | undefined>): Result<Buffer, string[]> {
  const appId = env.MICROSOFT_APP_ID?.trim() ?? "";
  const domain =
    env.TEAMS_APP_DOMAIN?.trim()
      .replace(/^https?:\/\//, "")
      .replace(/\/.*$/, "") ?? "";
  const errors: string[] = [];
  if (!GUID.test(appId)) errors.push("MICROSOFT_APP_ID: must be the Azure Bot's app id (a GUID)");
  if (!/^[a-z0-9.-]+(:\d+)?$/i.test(domain))
    errors.push("TEAMS_APP_DOMAIN: must be the host name deskbot is served on, like deskbot.example.com");
  if (errors.length > 0) return fail(errors);
  const manifest = readFileSync(join(TEAMS_FOLDER, "manifest.json"), "utf8")
    .replaceAll("{{MICROSOFT_APP_ID}}", appId)
    .replaceAll("{{DOMAIN}}", domain);
  const zip = zipSync({
    "manifest.json": Buffer.from(manifest, "utf8"),
    "color.png": readFileSync(join(TEAMS_FOLDER, "color.png")),
    "outline.png": readFileSync(join(TEAMS_FOLDER, "outline.png")),
  });
  return ok(Buffer.from(zip));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  loadDotenv({ quiet: true });
  const built = buildTeamsPackage(process.env);
  if (!built.ok) {
    for (const line of built.error) process.stderr.write(`package:teams: ${line}\n`);
    process.exit(1);
  }
  const out = fileURLToPath(new URL("../dist/deskbot-teams.zip", import.meta.url));
  mkdirSync(join(out, ".."), { recursive: true });
  writeFileSync(out, built.value);
  process.stdout.write(`${out}\n`);
}
