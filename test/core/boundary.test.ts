// Arrows point inward: the core and the API client import no chat platform SDK (rule 1); the store never imports the core, and the core reaches the store through its ports (rule 14).
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
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

/** The files of `src/` that a source file imports, relative to `src/` (`store/ports.ts`). */
function localImports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(/\bfrom\s+["'](\.{1,2}\/[^"']+)["']/g)].map((match) =>
    relative(SRC, resolve(dirname(file), match[1] as string)),
  );
}

/** What the core may know of the store: its ports (interfaces, their errors, constants) and the records they carry. */
const STORE_PORTS = ["store/ports.ts", "store/people-records.ts"];

describe("the store and the core", () => {
  it("src/store imports nothing from src/core", () => {
    const offenders = sourcesUnder(join(SRC, "store")).flatMap((file) =>
      localImports(file)
        .filter((target) => target.startsWith("core/"))
        .map((target) => `${relative(SRC, file)} -> ${target}`),
    );
    expect(offenders).toEqual([]);
  });

  it("src/core imports only the store's ports, never an implementation", () => {
    const offenders = sourcesUnder(join(SRC, "core")).flatMap((file) =>
      localImports(file)
        .filter((target) => target.startsWith("store/") && !STORE_PORTS.includes(target))
        .map((target) => `${relative(SRC, file)} -> ${target}`),
    );
    expect(offenders).toEqual([]);
  });

  it("the store's records file holds types only: importing it runs nothing", () => {
    const records = readFileSync(join(SRC, "store/people-records.ts"), "utf8");
    expect(records).not.toMatch(/^export (const|function|class|let)\b/m);
  });

  it("the check reads relative imports as paths under src/", () => {
    expect(localImports(join(SRC, "core/once.ts"))).toContain("store/ports.ts");
  });
});
