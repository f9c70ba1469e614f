// Arrows point inward: the core and the API client import no chat platform SDK (docs/architecture.md, rule 1).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SRC = fileURLToPath(new URL("../../src", import.meta.url));
const PLATFORM_SDKS =
  /\bfrom\s+["'](@slack\/[^"']+|botbuilder[^"']*|botframework-[^"']+)["']|\bimport\s*\(\s*["'](@slack\/|botbuilder|botframework-)/;

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    return entry.name.endsWith(".ts") ? [path] : [];
  });
}

describe("the core and the API client", () => {
  for (const folder of ["core", "api", "store"]) {
    it(`src/${folder} imports neither @slack/bolt nor botbuilder`, () => {
      const files = sourcesUnder(join(SRC, folder));
      expect(files.length).toBeGreaterThan(0);
      const offenders = files.filter((file) => PLATFORM_SDKS.test(readFileSync(file, "utf8")));
      expect(offenders).toEqual([]);
    });
  }

  it("the check itself catches both SDKs", () => {
    expect(PLATFORM_SDKS.test('import { App } from "@slack/bolt";')).toBe(true);
    expect(PLATFORM_SDKS.test("import { CloudAdapter } from 'botbuilder';")).toBe(true);
    expect(PLATFORM_SDKS.test('const m = await import("botbuilder");')).toBe(true);
    expect(PLATFORM_SDKS.test('import { z } from "zod";')).toBe(false);
  });
});
