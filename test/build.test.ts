// The compiled build: `npm install` builds dist/, and deskbot runs from it with no TypeScript loader in the process.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { cleanEnv, runBin } from "./helpers/cli.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const manifest = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
  dependencies: Record<string, string>;
};

/** Every file below a folder. */
const filesOf = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesOf(join(dir, entry.name)) : [join(dir, entry.name)],
  );

describe("the compiled build", () => {
  it("needs no TypeScript at run time: no loader among the dependencies, no .ts import in dist/", () => {
    expect(Object.keys(manifest.dependencies)).not.toContain("tsx");
    expect(Object.keys(manifest.dependencies)).not.toContain("typescript");
    const scripts = filesOf(join(ROOT, "dist")).filter((file) => file.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(50);
    const tsImports = scripts.filter((file) =>
      /(from |import\()\s*["'][^"']+\.ts["']/.test(readFileSync(file, "utf8")),
    );
    expect(tsImports).toEqual([]);
  });

  // The suite's one run of the built command (every other test runs the sources): bin/deskbot.js, dist/ and the process around them.
  it("runs a console command from dist/ through bin/deskbot.js (Node 20 could not run TypeScript without a loader)", async () => {
    const result = await runBin(["chat", "-c", "whoami", "--as", "ann"], cleanEnv({ DESK_DB: ":memory:" }));
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("ann");
    // The process exits with the run's status: bad usage is 2.
    expect((await runBin(["chat", "--platform", "irc"])).status).toBe(2);
  });
});
