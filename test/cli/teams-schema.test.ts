// The Teams package as Microsoft's own tools judge it: the manifest `deskbot manifest teams` writes and its French file pass the schemas of @microsoft/app-manifest.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inflateRawSync } from "node:zlib";
import { AppManifestUtils } from "@microsoft/app-manifest";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanEnv, runCli } from "../helpers/cli.ts";

const APP_ID = "11111111-2222-3333-4444-555555555555";

/** Reads a ZIP's entries from their local headers. */
function unzip(zip: Buffer): Map<string, Buffer> {
  const entries = new Map<string, Buffer>();
  let offset = 0;
  while (zip.readUInt32LE(offset) === 0x04034b50) {
    const method = zip.readUInt16LE(offset + 8);
    const size = zip.readUInt32LE(offset + 18);
    const nameLength = zip.readUInt16LE(offset + 26);
    const extra = zip.readUInt16LE(offset + 28);
    const name = zip.toString("utf8", offset + 30, offset + 30 + nameLength);
    const start = offset + 30 + nameLength + extra;
    const data = zip.subarray(start, start + size);
    entries.set(name, method === 8 ? inflateRawSync(data) : data);
    offset = start + size;
  }
  return entries;
}

type Json = Record<string, unknown>;

/** The package `npx deskbot manifest teams` writes with `env`: its files, the JSON ones parsed. */
async function packageWith(env: Record<string, string>, args: string[] = []): Promise<Map<string, Json>> {
  const out = join(mkdtempSync(join(tmpdir(), "deskbot-teams-schema-")), "deskbot-teams.zip");
  const result = await runCli(["manifest", "teams", "--out", out, ...args], {
    env: cleanEnv({ MICROSOFT_APP_ID: APP_ID, ...env }),
  });
  expect(result.status, result.stderr).toBe(0);
  const files = new Map<string, Json>();
  for (const [name, data] of unzip(readFileSync(out)))
    if (name.endsWith(".json")) files.set(name, JSON.parse(data.toString("utf8")) as Json);
  return files;
}

/**
 * The schema a file names in `$schema`, from the package's own copies (the network is refused meanwhile).
 * The localization schemas have patterns that are no regular expression under the `u` flag its validator
 * compiles with (`…\b]\.description$`, a `]` left bare): that one character is escaped, as the package
 * itself already rewrites `\a` in every schema it reads.
 */
async function schemaOf(file: Json): Promise<Json> {
  const schema = (await AppManifestUtils.fetchSchema(String(file.$schema))) as Json;
  return JSON.parse(JSON.stringify(schema).replaceAll(String.raw`\\b]`, String.raw`\\b\\]`)) as Json;
}

/** The `maxLength` the manifest schema sets at a localization key's path (`bots[0].commandLists[0].commands[3].description`). */
function maxLengthAt(schema: Json, path: string): number | undefined {
  const definitions = (schema.definitions ?? {}) as Record<string, Json>;
  const resolve = (node: Json | undefined): Json | undefined => {
    const ref = node?.$ref;
    return typeof ref === "string" ? resolve(definitions[ref.replace("#/definitions/", "")]) : node;
  };
  let node: Json | undefined = schema;
  for (const step of path.split(/\.|\[\d+\]/).filter(Boolean)) {
    node = resolve(node);
    if (node?.type === "array" || node?.items) node = resolve(node.items as Json);
    node = resolve((node?.properties as Record<string, Json> | undefined)?.[step]);
  }
  // An array index at the end (none in deskbot's keys) would leave the array itself.
  const field = resolve(node);
  return typeof field?.maxLength === "number" ? field.maxLength : undefined;
}

describe("the Teams package against Microsoft's schemas (@microsoft/app-manifest)", () => {
  beforeAll(() => {
    // The schemas are the package's own copies: a test never reaches developer.microsoft.com.
    vi.stubGlobal("fetch", () => Promise.reject(new Error("no network in tests")));
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });

  const variants: Array<[string, Record<string, string>, string[]]> = [
    ["a plain package", { TEAMS_APP_DOMAIN: "deskbot.example.com" }, []],
    ["with DESK_REQUEST_LINK_DOMAIN (a link handler)", { DESK_REQUEST_LINK_DOMAIN: "desk.acme.example" }, []],
    [
      "with a model (resource-specific consent to read channel threads)",
      { DESK_AI_URL: "https://acme.openai.azure.com/openai/v1", DESK_AI_MODEL: "gpt-4o-mini" },
      [],
    ],
    [
      "with a port, and its own privacy and terms pages",
      { TEAMS_APP_DOMAIN: "https://deskbot.acme.example:8443/" },
      ["--privacy-url", "https://acme.example/privacy", "--terms-url", "https://acme.example/terms"],
    ],
  ];

  for (const [name, env, args] of variants) {
    it(`${name}: manifest.json passes the manifest schema, fr.json the localization schema`, async () => {
      const files = await packageWith({ TEAMS_APP_DOMAIN: "deskbot.example.com", ...env }, args);
      const manifest = files.get("manifest.json") as Json;
      // The permission to read threads is declared exactly when the CLI's environment names a model.
      expect(manifest.authorization !== undefined).toBe("DESK_AI_MODEL" in env);
      expect(
        await AppManifestUtils.validateAgainstSchema(manifest as never, (await schemaOf(manifest)) as never),
      ).toEqual([]);
      const localizations = (manifest.localizationInfo as { additionalLanguages: Array<{ file: string }> })
        .additionalLanguages;
      expect(localizations.length).toBeGreaterThan(0);
      for (const { file } of localizations) {
        const words = files.get(file) as Json;
        expect(words, file).toBeDefined();
        expect(
          await AppManifestUtils.validateAgainstSchema(words as never, (await schemaOf(words)) as never),
          file,
        ).toEqual([]);
      }
    });
  }

  it("holds every localized string within the length Microsoft's manifest schema sets for its field", async () => {
    const files = await packageWith({ TEAMS_APP_DOMAIN: "deskbot.example.com" });
    const manifest = files.get("manifest.json") as Json;
    const schema = await schemaOf(manifest);
    const over: string[] = [];
    let checked = 0;
    for (const [name, file] of files) {
      if (name === "manifest.json") continue;
      for (const [path, words] of Object.entries(file)) {
        if (path === "$schema") continue;
        const limit = maxLengthAt(schema, path);
        expect(limit, `${name}: ${path} has a limit in the schema`).toBeTypeOf("number");
        checked += 1;
        if (String(words).length > (limit ?? 0)) over.push(`${name} ${path}: ${String(words).length} > ${limit}`);
      }
    }
    expect(checked).toBeGreaterThan(10);
    expect(over).toEqual([]);
  });

  it("holds every command of the bot's lists, in English and in French, within the title's and description's lengths", async () => {
    const files = await packageWith({ TEAMS_APP_DOMAIN: "deskbot.example.com" });
    const manifest = files.get("manifest.json") as Json;
    const french = files.get("fr.json") as Record<string, unknown>;
    const schema = await schemaOf(manifest);
    const [bot] = manifest.bots as Array<{ commandLists: Array<{ commands: Array<Record<string, string>> }> }>;
    const over: string[] = [];
    let frenchTitles = 0;
    for (const [at, list] of (bot?.commandLists ?? []).entries()) {
      for (const [index, command] of list.commands.entries()) {
        for (const part of ["title", "description"]) {
          const path = `bots[0].commandLists[${at}].commands[${index}].${part}`;
          const limit = maxLengthAt(schema, path);
          expect(limit, path).toBe(part === "title" ? 32 : 128);
          const english = command[part] ?? "";
          const translated = french[path];
          if (english.length > (limit ?? 0)) over.push(`manifest.json ${path}: ${english.length} > ${limit}`);
          if (typeof translated === "string" && translated.length > (limit ?? 0))
            over.push(`fr.json ${path}: ${translated.length} > ${limit}`);
          // A title in people's words has its French; a command's name is the same in both languages.
          if (part === "title" && typeof translated === "string") frenchTitles += 1;
        }
      }
    }
    expect(frenchTitles).toBeGreaterThanOrEqual(3);
    expect(over).toEqual([]);
  });
});
