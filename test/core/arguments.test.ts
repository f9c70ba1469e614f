// One declaration per command: the usage line, the parser and the schema agree, for every command.
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { createRegistry } from "../../src/core/commands/index.ts";
import { parseCommand } from "../../src/core/parser.ts";

const registry = createRegistry();

/** The usage lines people are promised, word for word. */
const USAGE = {
  help: "help [COMMAND]",
  company: "company",
  apps: "apps [--status S[,S…]] [--created-after T] [--created-before T] [--updated-after T] [--updated-before T] [--page N] [--per-page N]",
  "app unarchive": "app unarchive APP_UID",
  "equipment unarchive": "equipment unarchive EQUIPMENT_UID",
  inboxes:
    "inboxes [SEARCH…] [--created-after T] [--created-before T] [--updated-after T] [--updated-before T] [--page N] [--per-page N]",
  "service update":
    "service update SERVICE_UID [--name X] [--about X] [--enabled true|false] [--category UID] [--assignee UID|none] [--sla UID|none] [--restricted true|false] [--audience MATCHERS|none]",
  ticket: "ticket REQUEST",
  "directory sync": "directory sync [--force]",
  "service enable": "service enable SERVICE_UID",
  "service disable": "service disable SERVICE_UID",
  merge: "merge TARGET_USER_UID SOURCE_USER_UID",
  comment: "comment REQUEST TEXT…",
  approval: "approval REQUEST --approvers U[,U…] [--follow] TEXT…",
  link: "link CHAT_USER PLATFORM_USER_UID",
  unlink: "unlink CHAT_USER",
  whoami: "whoami",
  links: "links",
  directory: "directory",
  "admin grant": "admin grant USER",
  "admin revoke": "admin revoke USER",
  admins: "admins",
  audit: "audit [--user USER] [--command NAME] [--limit N]",
};

/** A value that each placeholder of a usage line accepts. */
const SAMPLE: Record<string, string> = {
  T: "2026-01-01",
  N: "2",
  X: "Laptops",
  "S[,S…]": "approved",
  "U[,U…]": "u_grace",
  "true|false": "true",
  "UID|none": "none",
  "MATCHERS|none": "country = FR",
  UID: "c_1",
  USER: "@ann",
  NAME: "merge",
  "TEXT…": "Some text",
  "SEARCH…": "it",
  COMMAND: "apps",
};

/** The words of a usage line after the command's name, optional groups opened: `[--page N]` gives `--page`, `N`. */
function usageWords(usage: string, name: string): string[] {
  const groups: string[] = [];
  let depth = 0;
  let current = "";
  for (const char of usage.slice(name.length)) {
    if (char === " " && depth === 0) {
      if (current) groups.push(current);
      current = "";
      continue;
    }
    if (char === "[") depth += 1;
    if (char === "]") depth -= 1;
    current += char;
  }
  if (current) groups.push(current);
  return groups.flatMap((group) => (group.startsWith("[") ? group.slice(1, -1).split(" ") : [group]));
}

/** A command line with every word and option of the usage line filled with a sample value. */
function fullLine(usage: string, name: string): string {
  const words = usageWords(usage, name).map((word) => {
    if (word.startsWith("--")) return word;
    const value = SAMPLE[word] ?? `v_${word.toLowerCase()}`;
    return value.includes(" ") ? `"${value}"` : value;
  });
  return [name, ...words].join(" ");
}

describe("every command", () => {
  it("has the usage line it promises, generated from its arguments", () => {
    expect(Object.fromEntries(registry.list().map((command) => [command.name, command.usage]))).toEqual(USAGE);
  });

  it.each(
    registry.list().map((command) => [command.name, command] as const),
  )("%s: names every argument of its schema in its usage, and nothing else", (_, command) => {
    const expected = [
      ...command.syntax.positionals.filter((arg) => arg.rest !== "text").map((arg) => [arg.label]),
      ...command.syntax.flags.map((arg) => (arg.value ? [`--${arg.name}`, arg.value] : [`--${arg.name}`])),
      ...command.syntax.positionals.filter((arg) => arg.rest === "text").map((arg) => [arg.label]),
    ].flat();
    expect(usageWords(command.usage, command.name)).toEqual(expected);
    expect(Object.keys((command.schema as z.ZodObject).shape).sort()).toEqual(
      [...command.syntax.positionals, ...command.syntax.flags].map((arg) => arg.key).sort(),
    );
  });

  it.each(
    registry.list().map((command) => [command.name, command.usage] as const),
  )("%s: reads the line its usage describes, every option given", (name, usage) => {
    const parsed = parseCommand(fullLine(usage, name), registry);
    expect(parsed.ok ? "parsed" : parsed.error.title).toBe("parsed");
  });
});
