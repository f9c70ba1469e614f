// Typed text is a command only when it is one: words that start with a command's name, but give it words no positional takes, are read as words.
import { describe, expect, it } from "vitest";
import type { PositionalShape } from "../../src/core/arguments.ts";
import { ALL_COMMANDS } from "../../src/core/commands/index.ts";
import { CommandRegistry } from "../../src/core/registry.ts";
import type { Caller } from "../../src/core/requests.ts";
import { shapeOf } from "../../src/core/words.ts";
import { startCore } from "../helpers/core.ts";

const registry = new CommandRegistry(ALL_COMMANDS);

/** What follows a command's name in sentences that merely start with it: ordinary words, pronouns, articles, in English and French. */
const NOT_ARGUMENTS = [
  "on REQ-42",
  "is broken again",
  "me",
  "it",
  "them",
  "my account please",
  "the VPN",
  "a new laptop",
  "an account",
  "to my platform account",
  "moi",
  "ça marche pas",
  "le VPN",
  "la connexion",
  "fait-on pour fusionner deux comptes ?",
  "je fais pour changer ça",
];

/** A value of each shape, as someone typing the command writes it. */
const TYPED: Record<PositionalShape, string> = { id: "u_ada", text: "it works", command: "merge" };

/** Each command whose first positional is not free text (free text takes any words), in the case people type it. */
const TAKING_IDS = ALL_COMMANDS.filter((command) => command.syntax.positionals[0]?.shape !== "text");
const NAMES = TAKING_IDS.flatMap((command) => [command.name, command.name[0]?.toUpperCase() + command.name.slice(1)]);

/** A line that gives every positional of `command` a value of its shape, and every required option. */
function typedLine(command: (typeof ALL_COMMANDS)[number]): string {
  const options = command.syntax.flags.filter((flag) => !flag.optional).map((flag) => `--${flag.name} u_grace`);
  const words = command.syntax.positionals.filter((spec) => spec.shape !== "text").map((spec) => TYPED[spec.shape]);
  const text = command.syntax.positionals.filter((spec) => spec.shape === "text").map((spec) => TYPED[spec.shape]);
  return [command.name, ...words, ...options, ...text].join(" ");
}

describe("shapeOf: a typed line is a command only when every word it gives a positional looks like what that positional takes", () => {
  it.each(NAMES.flatMap((name) => NOT_ARGUMENTS.map((rest) => `${name} ${rest}`)))("%j is words", (text) => {
    expect(shapeOf(text, registry)).toBe("words");
  });

  it.each([
    "comment on REQ-42",
    "Comment on REQ-42 was kinda rude tbh",
    "unlink me",
    "merge u_x into the right account",
    "link my Teams account to my platform account",
    "Comment fait-on pour fusionner deux comptes ?",
    "Comment je fais pour fusionner deux comptes ?",
    "Help! my laptop screen is flickering",
    "Merge conflict on main again",
    "help me",
    "service disable the VPN",
  ])("%j is words", (text) => {
    expect(shapeOf(text, registry)).toBe("words");
  });

  it.each(ALL_COMMANDS.map(typedLine))("%j, every positional given its shape, is a command", (text) => {
    expect(shapeOf(text, registry)).toBe("command");
  });

  it.each([
    "comment REQ-42 it works",
    "comment req_8f2a it works",
    "unlink @tim",
    "unlink <@U012AB|Tim O'Brien>",
    "admin grant U012AB",
    "merge u_a u_b",
    "link @tim u_tim",
    "help merge",
    "help service",
    "apps --status approved",
    "inboxes it team",
    'comment "on" it works',
  ])("%j is a command", (text) => {
    expect(shapeOf(text, registry)).toBe("command");
  });

  it.each([
    "unlink",
    "ticket",
    "frobnicate",
    "merge u_a",
    "comment REQ-42",
    "approval REQ-1 Please",
  ])("%j, one word or a usage mistake with every word in its place, is maybe (its usage line unless it reads as more)", (text) => {
    expect(shapeOf(text, registry)).toBe("maybe");
  });
});

describe("unlink me, through the core", () => {
  it('is about its speaker (CONTRACT section 10), never a user named "me": proposed, and nothing runs until they say yes', async () => {
    const { core, store, writesAndReads } = await startCore();
    const admin: Caller = { platform: "slack", userId: "admin", prefix: "/desk " };
    await store.setLink("slack", "admin", "u_ada", "manual");
    await store.setLink("slack", "me", "u_grace", "manual");
    const reply = await core.run(admin, "unlink me");
    expect(reply.kind === "confirm" && reply.confirmation.command).toBe('unlink "<@admin>"');
    // Neither of unlink's own answers: it did not run.
    expect(JSON.stringify(reply)).not.toMatch(/no longer linked|was not linked/);
    expect((await store.getLinkRecord("slack", "admin"))?.uid).toBe("u_ada");
    expect((await store.getLinkRecord("slack", "me"))?.uid).toBe("u_grace");
    expect(await store.recentAudit({ limit: 10 })).toEqual([]);
    expect(writesAndReads().filter((call) => call.method !== "GET")).toEqual([]);
  });
});
