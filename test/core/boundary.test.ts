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

/** Every import of a file, `import type` and `export … from` included, as paths under src/. */
function allLocalImports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s+["'](\.{1,2}\/[^"']+)["']/gms)].map((match) =>
    relative(SRC, resolve(dirname(file), match[1] as string)),
  );
}

/** The import cycles among `files` (each as `a -> b -> a`), by a depth-first walk. */
function cyclesAmong(graph: Map<string, string[]>): string[] {
  const cycles: string[] = [];
  const state = new Map<string, "open" | "done">();
  const path: string[] = [];
  const visit = (node: string) => {
    state.set(node, "open");
    path.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === "open") cycles.push([...path.slice(path.indexOf(next)), next].join(" -> "));
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(node, "done");
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return cycles;
}

/** The parts of the core behind its interface: adapters, the CLI and the endpoint reach them only through `Core`. */
const CORE_INSIDES = [
  "core/pipeline.ts",
  "core/checks.ts",
  "core/command-context.ts",
  "core/write-once.ts",
  "core/role-policy.ts",
  "core/reader-language.ts",
  "core/people-resolver.ts",
];

describe("the core's shape", () => {
  it("no import cycle anywhere in src/, type-only imports included", () => {
    const files = sourcesUnder(SRC);
    const graph = new Map(files.map((file) => [relative(SRC, file), allLocalImports(file)]));
    expect(cyclesAmong(graph)).toEqual([]);
  });

  it("the cycle check finds one", () => {
    const graph = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["c.ts"]],
      ["c.ts", ["a.ts"]],
    ]);
    expect(cyclesAmong(graph)).toEqual(["a.ts -> b.ts -> c.ts -> a.ts"]);
  });

  it("adapters, the CLI and the runtime use the core through its interface, never its insides", () => {
    const outside = ["adapters", "cli"].flatMap((folder) => sourcesUnder(join(SRC, folder)));
    const offenders = [...outside, join(SRC, "runtime.ts")].flatMap((file) =>
      allLocalImports(file)
        .filter((target) => CORE_INSIDES.includes(target))
        .map((target) => `${relative(SRC, file)} -> ${target}`),
    );
    expect(offenders).toEqual([]);
  });
});
