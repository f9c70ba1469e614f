// Every variable deskbot reads is in the README's Configuration table and in .env.example, so that an operator meets each one before it surprises them.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { CONFIG_VARIABLES } from "../../src/config.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const read = (file: string) => readFileSync(join(ROOT, file), "utf8");

describe("the variables deskbot reads", () => {
  it("each have a row of the README's Configuration table", () => {
    const readme = read("README.md");
    const table = readme.slice(
      readme.indexOf("## Configuration"),
      readme.indexOf("\n## ", readme.indexOf("## Configuration") + 1),
    );
    const rows = table.split("\n").filter((line) => line.startsWith("| `"));
    const named = new Set(
      rows.flatMap((row) => [...(row.split(" | ")[0] ?? "").matchAll(/`([A-Z_]+)`/g)].map((m) => m[1])),
    );
    expect(CONFIG_VARIABLES.filter((variable) => !named.has(variable))).toEqual([]);
  });

  it("each have a line in .env.example, set or commented out", () => {
    const example = read(".env.example");
    const lines = new Set([...example.matchAll(/^(?:# )?([A-Z_]+)=/gm)].map((match) => match[1]));
    expect(CONFIG_VARIABLES.filter((variable) => !lines.has(variable))).toEqual([]);
  });
});
