// The .env lines people copy (.env.example, the README's blocks for .env) read the same with dotenv and with `docker run --env-file`.
import { copyFileSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse as dotenvParse } from "dotenv";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.ts";
import { runCli } from "../helpers/cli.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const read = (path: string) => readFileSync(join(ROOT, path), "utf8");

/**
 * A file as `docker run --env-file` reads it: leading white space dropped, blank lines and `#` lines
 * skipped, then `KEY=VALUE` split at the first `=`, the value taken literally (quotes, `#` and trailing
 * spaces included). A key with white space in it is docker's error; a line without `=` takes the
 * variable from docker's own environment (never meant here).
 */
function dockerEnvFile(text: string): Map<string, string> {
  const values = new Map<string, string>();
  for (const raw of text.replace(/^\uFEFF/, "").split("\n")) {
    const line = raw.replace(/^\s+/, "");
    if (line === "" || line.startsWith("#")) continue;
    const at = line.indexOf("=");
    if (at < 0) throw new Error(`docker would take ${line} from its own environment`);
    const key = line.slice(0, at);
    if (/\s/.test(key)) throw new Error(`docker refuses the variable "${key}": it contains white space`);
    values.set(key, line.slice(at + 1));
  }
  return values;
}

/** The README's fenced blocks that are `.env` lines: every line a `#` comment or `KEY=VALUE` (indented with a list item or not). */
function readmeEnvBlocks(): string[] {
  const blocks = [...read("README.md").matchAll(/^( *)```[a-z]*\n([\s\S]*?)^\1```$/gm)].map(([, indent, body]) =>
    (body ?? "")
      .split("\n")
      .map((line) => line.slice((indent ?? "").length))
      .join("\n"),
  );
  return blocks.filter((block) => {
    const lines = block.split("\n").filter((line) => line.trim() !== "");
    return (
      lines.some((line) => /^[A-Z][A-Z0-9_]*=/.test(line)) && lines.every((line) => /^(#|[A-Z][A-Z0-9_]*=)/.test(line))
    );
  });
}

describe("the .env lines deskbot's documents give", () => {
  const files: Array<[string, string]> = [
    [".env.example", read(".env.example")],
    ...readmeEnvBlocks().map((block, index): [string, string] => [`README.md's .env block ${index + 1}`, block]),
  ];

  it("include the README's blocks for .env (the Slack trial's, the Teams variables')", () => {
    expect(files.length).toBeGreaterThanOrEqual(3);
    expect(files.some(([, text]) => text.includes("DESK_DEMO=true"))).toBe(true);
    expect(files.some(([, text]) => text.includes("MICROSOFT_APP_TYPE="))).toBe(true);
  });

  for (const [name, text] of files) {
    it(`${name}: docker's --env-file reads every value as dotenv does`, () => {
      const docker = dockerEnvFile(text);
      expect(docker.size).toBeGreaterThan(0);
      expect(Object.fromEntries(docker)).toEqual(dotenvParse(text));
    });
  }

  it(".env.example as docker reads it is a configuration deskbot accepts", () => {
    const loaded = loadConfig(Object.fromEntries(dockerEnvFile(read(".env.example"))));
    expect(loaded.ok ? [] : loaded.error).toEqual([]);
  });

  it(".env.example copied to .env leaves a scripted console's standard error free of log lines", async () => {
    const dir = mkdtempSync(join(tmpdir(), "deskbot-env-"));
    copyFileSync(join(ROOT, ".env.example"), join(dir, ".env"));
    const run = await runCli(["chat"], { cwd: dir, input: "company\nwhoami\n" });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain("Acme");
    expect(run.stderr.split("\n").filter((line) => line.startsWith("{"))).toEqual([]);
  });
});
