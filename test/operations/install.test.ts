// A new user's first two commands: `npm install` leaves the clone as it was (the lockfile is the one npm writes), and `npx deskbot` runs the build at once.
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { cleanEnv } from "../helpers/cli.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const version = (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { version: string }).version;

/** Runs npm (offline, with a cache of its own, never the registry) in `cwd`. */
function npm(args: string[], cwd: string, cache: string) {
  return spawnSync("npm", [...args, "--offline", "--cache", cache, "--no-audit", "--no-fund"], {
    cwd,
    env: cleanEnv({ npm_config_update_notifier: "false" }),
    encoding: "utf8",
  });
}

describe("a fresh clone", () => {
  it("npm install writes back the lockfile as committed: every dependency kind (optional, dev, aliased) as npm records it", () => {
    const dir = mkdtempSync(join(tmpdir(), "deskbot-lock-"));
    for (const file of ["package.json", "package-lock.json", ".npmrc"]) copyFileSync(join(ROOT, file), join(dir, file));
    const result = npm(["install", "--package-lock-only", "--ignore-scripts"], dir, join(dir, "cache"));
    expect(result.status, result.stderr).toBe(0);
    expect(readFileSync(join(dir, "package-lock.json"), "utf8")).toBe(
      readFileSync(join(ROOT, "package-lock.json"), "utf8"),
    );
  });

  it("npx deskbot runs the build npm install made: npx links the project into its cache without compiling it again", () => {
    const main = join(ROOT, "dist", "main.js");
    const before = statSync(main).mtimeMs;
    const cache = mkdtempSync(join(tmpdir(), "deskbot-npx-"));
    const result = spawnSync("npx", ["--offline", "--cache", cache, "deskbot", "--version"], {
      cwd: ROOT,
      env: cleanEnv({ npm_config_update_notifier: "false" }),
      encoding: "utf8",
    });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout.trim()).toBe(version);
    // The prepare step compiled nothing: dist/ is the one npm install built.
    expect(statSync(main).mtimeMs).toBe(before);
  });
});
