// The Teams app package: a valid zip of the manifest (app id and domain filled in) and both icons, as Teams wants them.
import { inflateRawSync, inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { buildTeamsPackage } from "../../src/cli/teams-package.ts";
import { createRegistry } from "../../src/core/commands/index.ts";
import { camelCase } from "../../src/core/forms.ts";
import { inLocale, type Locale } from "../../src/messages/translate.ts";
import { readWords } from "../../src/understanding/reader.ts";

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

/** Width, height and RGBA pixels of an 8-bit RGBA PNG. */
function decodePng(png: Buffer) {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const chunks: Buffer[] = [];
  for (let offset = 8; offset < png.length; ) {
    const length = png.readUInt32BE(offset);
    if (png.toString("ascii", offset + 4, offset + 8) === "IDAT")
      chunks.push(png.subarray(offset + 8, offset + 8 + length));
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(chunks));
  const pixels: Array<[number, number, number, number]> = [];
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = y * (width * 4 + 1) + 1 + x * 4;
      pixels.push([raw[at] ?? 0, raw[at + 1] ?? 0, raw[at + 2] ?? 0, raw[at + 3] ?? 0]);
    }
  }
  return { width, height, pixels };
}

const APP_ID = "11111111-2222-3333-4444-555555555555";

describe("npm run package:teams", () => {
  const built = buildTeamsPackage({ MICROSOFT_APP_ID: APP_ID, TEAMS_APP_DOMAIN: "https://deskbot.example.com/" });
  if (!built.ok) throw new Error(built.error.join("\n"));
  const files = unzip(built.value);

  it("holds the manifest, both icons and the French words at the top level", () => {
    expect([...files.keys()]).toEqual(["manifest.json", "color.png", "outline.png", "fr.json"]);
  });

  it("localizes the manifest in French: every key it names exists in the manifest, and none is left in English", () => {
    const manifest = JSON.parse(files.get("manifest.json")?.toString("utf8") ?? "{}");
    expect(manifest.localizationInfo).toEqual({
      defaultLanguageTag: "en-us",
      additionalLanguages: [{ languageTag: "fr-fr", file: "fr.json" }],
    });
    const french = JSON.parse(files.get("fr.json")?.toString("utf8") ?? "{}") as Record<string, string>;
    for (const [path, words] of Object.entries(french)) {
      if (path === "$schema") continue;
      // `bots[0].commandLists[0].commands[3].description` → the manifest's value at that path.
      const english = path
        .split(/\.|\[(\d+)\]/)
        .filter(Boolean)
        .reduce<unknown>((at, step) => (at as Record<string, unknown>)?.[step], manifest);
      expect(typeof english, path).toBe("string");
      if (path !== "name.short") expect(words, path).not.toBe(english);
    }
  });

  it("fills the app id and the domain into the manifest", () => {
    const manifest = JSON.parse(files.get("manifest.json")?.toString("utf8") ?? "{}");
    expect(manifest.id).toBe(APP_ID);
    expect(manifest.bots[0].botId).toBe(APP_ID);
    expect(manifest.composeExtensions[0].botId).toBe(APP_ID);
    expect(manifest.validDomains).toEqual(["deskbot.example.com"]);
    expect(JSON.stringify(manifest)).not.toContain("{{");
  });

  type BotCommand = { title: string; description: string };
  type CommandList = { scopes: string[]; commands: BotCommand[] };
  const manifestOf = () => JSON.parse(files.get("manifest.json")?.toString("utf8") ?? "{}");
  const frenchOf = () => JSON.parse(files.get("fr.json")?.toString("utf8") ?? "{}") as Record<string, string>;
  const registry = createRegistry();
  const names = new Set(registry.list().map((command) => command.name));
  /** The command deskbot's reader takes `text` for, in `locale`, or how it read it otherwise. */
  const readAs = (locale: Locale, text: string) =>
    inLocale(locale, () => {
      const reading = readWords(text, { registry, today: new Date() });
      return reading.kind === "command" ? reading.definition.name : reading.kind;
    });

  it("declares the bot with its command lists and the two message actions of the contract", () => {
    const manifest = manifestOf();
    expect(manifest.manifestVersion).toBe("1.19");
    expect(manifest.bots[0].scopes).toEqual(["personal", "team", "groupChat"]);
    const lists = manifest.bots[0].commandLists as CommandList[];
    // Each of the bot's scopes in one list, at most 10 commands a list (the 1.19 schema's).
    expect(lists.flatMap((list) => list.scopes).sort()).toEqual(["groupChat", "personal", "team"]);
    for (const list of lists) {
      expect(list.commands.length).toBeLessThanOrEqual(10);
      expect(list.commands.map((c) => c.title)).toEqual(expect.arrayContaining(["help", "ticket", "comment"]));
      // Each is a command deskbot has, so that choosing it from the menu runs it, or words deskbot reads as one.
      for (const { title } of list.commands) if (!names.has(title)) expect(readAs("en", title), title).not.toBe("none");
    }
    expect(manifest.composeExtensions[0].commands).toEqual([
      expect.objectContaining({ id: "commentOnTicket", type: "action", context: ["message"], fetchTask: true }),
      expect.objectContaining({ id: "requestApproval", type: "action", context: ["message"], fetchTask: true }),
    ]);
    // Each is the Teams id of a form's message action, so the bot answers it.
    const forms = registry.forms();
    expect(manifest.composeExtensions[0].commands.map((c: { id: string }) => c.id)).toEqual(
      forms.map(({ form }) => camelCase(form.messageAction.id)),
    );
  });

  it("offers in 1:1 chats and teams the catalogue's examples in people's words, each read as its command in English and in French", () => {
    const lists = manifestOf().bots[0].commandLists as CommandList[];
    const at = lists.findIndex((list) => list.scopes.includes("personal"));
    expect(lists[at]?.scopes).toEqual(["personal", "team"]);
    const french = frenchOf();
    const examples = (lists[at]?.commands ?? [])
      .map((command, index) => ({ ...command, path: `bots[0].commandLists[${at}].commands[${index}]` }))
      .filter((command) => !names.has(command.title));
    expect(examples.map((example) => readAs("en", example.title))).toEqual(["ticket", "comment", "apps"]);
    for (const example of examples) {
      const name = readAs("en", example.title);
      // The English title is the catalogue's own example; the French one is read as the same command.
      expect(example.title).toBe(inLocale("en", () => registry.get(name)?.example));
      const title = french[`${example.path}.title`] ?? "(no French title)";
      expect(readAs("fr", title), title).toBe(name);
      // Each says what it does and the command it stands for, in both languages.
      expect(example.description).toContain(`as ${name}`);
      expect(french[`${example.path}.description`]).toContain(`comme ${name}`);
    }
  });

  it("writes the French manifest the French way: a non-breaking space before : ; ? ! and inside « »", () => {
    const wrong = Object.entries(frenchOf()).filter(
      ([, words]) => / [:;?!]/.test(words) || /«[^\u00a0]|[^\u00a0]»/.test(words),
    );
    expect(wrong).toEqual([]);
  });

  it("has a 192×192 color icon and a 32×32 outline icon, white on transparent", () => {
    const color = decodePng(files.get("color.png") ?? Buffer.alloc(0));
    expect([color.width, color.height]).toEqual([192, 192]);
    const outline = decodePng(files.get("outline.png") ?? Buffer.alloc(0));
    expect([outline.width, outline.height]).toEqual([32, 32]);
    const kinds = new Set(
      outline.pixels.map(([r, g, b, a]) =>
        a === 0 ? "transparent" : r === 255 && g === 255 && b === 255 && a === 255 ? "white" : "other",
      ),
    );
    expect(kinds).toEqual(new Set(["transparent", "white"]));
  });

  it("asks each team for the permission to read its channels' messages only when a model is configured", () => {
    const manifestWith = (env: Record<string, string>) => {
      const made = buildTeamsPackage({ MICROSOFT_APP_ID: APP_ID, TEAMS_APP_DOMAIN: "deskbot.example.com", ...env });
      if (!made.ok) throw new Error(made.error.join("\n"));
      return JSON.parse(unzip(made.value).get("manifest.json")?.toString("utf8") ?? "{}");
    };
    // Without a model deskbot never reads a thread: no permission to, and no app registration named for it.
    const partial: Array<Record<string, string>> = [
      {},
      { DESK_AI_URL: "http://127.0.0.1:11434/v1" },
      { DESK_AI_MODEL: "llama3.1" },
    ];
    for (const env of partial) {
      const manifest = manifestWith(env);
      expect(manifest.authorization, JSON.stringify(env)).toBeUndefined();
      expect(manifest.webApplicationInfo, JSON.stringify(env)).toBeUndefined();
    }
    const manifest = manifestWith({ DESK_AI_URL: "http://127.0.0.1:11434/v1", DESK_AI_MODEL: "llama3.1" });
    // Resource-specific consent, application type: Graph's least permission that reads a thread, granted per team.
    expect(manifest.authorization).toEqual({
      permissions: { resourceSpecific: [{ name: "ChannelMessage.Read.Group", type: "Application" }] },
    });
    expect(manifest.webApplicationInfo).toEqual({ id: APP_ID, resource: `api://deskbot.example.com/${APP_ID}` });
    // Nothing else changes: the bot, its actions and its domains are those of a package without a model.
    const { authorization: _a, webApplicationInfo: _w, version: _v, ...rest } = manifest;
    const { version: _plain, ...plain } = manifestWith({});
    expect(rest).toEqual(plain);
  });

  it("names what is missing instead of packaging", () => {
    expect(buildTeamsPackage({})).toEqual({
      ok: false,
      error: [
        "MICROSOFT_APP_ID: must be the Azure Bot's app id (a GUID)",
        "TEAMS_APP_DOMAIN: must be the host name deskbot is served on, like deskbot.example.com",
      ],
    });
  });
});
