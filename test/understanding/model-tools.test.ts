// Every command as a model's tool: its name and parameters as CONTRACT section 9 fixes them, derived from the command's declaration, and a call's arguments read back as the line a person would type.
import { describe, expect, it } from "vitest";
import { lineOf } from "../../src/core/command-line.ts";
import { ALL_COMMANDS } from "../../src/core/commands/index.ts";
import { parseCommand } from "../../src/core/parser.ts";
import { CommandRegistry } from "../../src/core/registry.ts";
import { jsonSchemaOf, toolOf, toolsFor } from "../../src/understanding/model/tools.ts";

const registry = new CommandRegistry(ALL_COMMANDS);
/** The positionals' names CONTRACT section 9 lists. */
const POSITIONALS = [
  "request",
  "text",
  "service_uid",
  "target_user_uid",
  "source_user_uid",
  "app_uid",
  "equipment_uid",
  "chat_user",
  "platform_user_uid",
  "user",
  "search",
  "command",
];

describe("commands as tools", () => {
  it("names each tool after its command, spaces as _, within what every OpenAI-compatible server takes", () => {
    for (const definition of ALL_COMMANDS) {
      const tool = toolOf(definition);
      expect(tool.name).toBe(definition.name.replaceAll(" ", "_"));
      expect(tool.name).toMatch(/^[a-zA-Z0-9_-]{1,64}$/);
    }
  });

  it("has one parameter per argument: positionals by their help name, options without dashes, - as _", () => {
    for (const definition of ALL_COMMANDS) {
      const properties = Object.keys((jsonSchemaOf(toolOf(definition)).properties ?? {}) as object);
      const { positionals, flags } = definition.syntax;
      expect(properties).toHaveLength(positionals.length + flags.length);
      expect(new Set(properties).size).toBe(properties.length);
      for (const name of properties.slice(0, positionals.length)) expect(POSITIONALS).toContain(name);
      expect(properties.slice(positionals.length)).toEqual(flags.map((flag) => flag.name.replaceAll("-", "_")));
    }
  });

  it("offers everyone only the commands everyone may run, and an admin every command", () => {
    expect(toolsFor(registry, "everyone").every((tool) => tool.definition.role === "everyone")).toBe(true);
    expect(toolsFor(registry, "admin")).toHaveLength(ALL_COMMANDS.length);
  });

  it("reads a call's arguments back as a line that parses as the same command with the same arguments", () => {
    const calls: Array<[string, Record<string, unknown>, string]> = [
      ["comment", { request: "REQ-42", text: "--not an option" }, 'comment REQ-42 "--not an option"'],
      ["apps", { status: ["approved", "restricted"], per_page: 5 }, "apps --status approved,restricted --per-page 5"],
      ["service update", { service_uid: "svc_vpn", enabled: false }, "service update svc_vpn --enabled false"],
      ["directory sync", { force: true }, "directory sync --force"],
      ["directory sync", { force: false }, "directory sync"],
      ["inboxes", { search: "it support" }, "inboxes it support"],
      ["help", { command: "service update" }, "help service update"],
    ];
    for (const [name, input, line] of calls) {
      const definition = registry.get(name);
      if (!definition) throw new Error(`no command ${name}`);
      const tool = toolOf(definition);
      const checked = tool.input.parse(input);
      const raw = tool.rawOf(checked);
      expect(lineOf(definition, raw)).toBe(line);
      const parsed = parseCommand(line, registry);
      expect(parsed.ok && parsed.value.invocation.definition.name).toBe(name);
    }
  });
});
