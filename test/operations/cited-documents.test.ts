// What the sources cite, a reader can follow: every document a source file names is in the repository, and every platform limit says where it is documented.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { SLACK_LIMITS } from "../../src/adapters/slack/limits.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    return entry.name.endsWith(".ts") ? [path] : [];
  });
}

/** The documents (`*.md`) a text names outside URLs, as written. */
function documentsNamed(text: string): string[] {
  const withoutUrls = text.replace(/https?:\/\/\S+/g, "");
  return [...withoutUrls.matchAll(/[A-Za-z0-9_./-]*[A-Za-z0-9_-]\.md\b/g)].map((match) => match[0]);
}

describe("documents cited by the sources", () => {
  it("the check finds a name in a comment, and leaves URLs alone", () => {
    expect(documentsNamed("// the limits (PLATFORM-FACTS.md, docs/platforms.md)")).toEqual([
      "PLATFORM-FACTS.md",
      "docs/platforms.md",
    ]);
    expect(documentsNamed("// see https://example.com/a/README.md")).toEqual([]);
  });

  it("are in the repository, at the path named (from its root)", () => {
    const missing = sourcesUnder(join(ROOT, "src")).flatMap((file) =>
      documentsNamed(readFileSync(file, "utf8"))
        .filter((name) => !existsSync(join(ROOT, name)))
        .map((name) => `${relative(ROOT, file)}: ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it("each of Slack's own limits names the page of Slack's documentation that states it", () => {
    const table = readFileSync(join(ROOT, "src/adapters/slack/limits.ts"), "utf8");
    for (const name of Object.keys(SLACK_LIMITS)) {
      const comment =
        /\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*$/.exec(table.slice(0, table.indexOf(`  ${name}:`)))?.[1] ?? "";
      expect(comment, name).not.toBe("");
      if (!comment.includes("deskbot's choice")) expect(comment, name).toMatch(/https:\/\/docs\.slack\.dev\//);
    }
  });

  it("Teams' table names Microsoft's page for the message size it keeps under", () => {
    const table = readFileSync(join(ROOT, "src/adapters/teams/limits.ts"), "utf8");
    expect(table).toContain("https://learn.microsoft.com/");
  });
});
