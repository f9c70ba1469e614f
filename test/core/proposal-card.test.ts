// A proposal's card, for every change words can propose, in both languages: its description once, the ticket it is about by title, and a warning with a second confirmation only for a destructive change.
import { describe, expect, it } from "vitest";
import { toBlocks } from "../../src/adapters/slack/blocks.ts";
import { toAdaptiveCard } from "../../src/adapters/teams/cards.ts";
import { ALL_COMMANDS } from "../../src/core/commands/index.ts";
import type { Reply } from "../../src/core/reply.ts";
import { inLocale, LOCALES } from "../../src/messages/translate.ts";
import { ofKind, startCore, type TestCore } from "../helpers/core.ts";

/** A valid line of every command that changes something, on the demo data. */
const CHANGES: Record<string, string> = {
  comment: "comment REQ-42 The laptop arrived",
  approval: "approval REQ-43 --approvers u_ada Please approve",
  "service update": "service update wa_vpn --name Remote",
  "service enable": "service enable wa_vpn",
  "service disable": "service disable wa_vpn",
  merge: "merge u_katherine u_katherine_dup",
  "app unarchive": "app unarchive ARCHIVED_APP",
  "equipment unarchive": "equipment unarchive ueq_mbp_002",
  link: "link @tim u_tim",
  unlink: "unlink @tim",
  "admin grant": "admin grant @tim",
  "admin revoke": "admin revoke @tim",
  "directory sync": "directory sync",
};

type Json = Record<string, unknown>;

/** Every string of `value`, walking objects and arrays, leaving out what `skip` names. */
function textsOf(value: unknown, skip = new Set<string>()): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap((item) => textsOf(item, skip));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => (skip.has(key) ? [] : textsOf(item, skip)));
  return [];
}

const times = (texts: string[], text: string) => texts.join("\n").split(text).length - 1;

async function proposal(test: TestCore, line: string): Promise<Extract<Reply, { kind: "confirm" }>> {
  return ofKind(await test.run(line, { platform: "slack", userId: "admin", propose: Date.now() }), "confirm");
}

async function lineOf(test: TestCore, name: string): Promise<string> {
  const archived = [...test.sim.state.applications.values()].find((app) => app.archived_at);
  return (CHANGES[name] ?? "").replace("ARCHIVED_APP", archived?.uid ?? "");
}

describe("a proposal's card", () => {
  const writes = ALL_COMMANDS.filter((command) => command.writes);

  it("covers every command that changes something; the destructive ones are those hard to undo or that change who may do what", () => {
    expect(writes.map((command) => command.name).sort()).toEqual(Object.keys(CHANGES).sort());
    expect(ALL_COMMANDS.filter((command) => command.destructive).map((command) => command.name)).toEqual(
      expect.arrayContaining([
        "merge",
        "service disable",
        "service update",
        "link",
        "unlink",
        "admin grant",
        "admin revoke",
        "directory sync",
      ]),
    );
    expect(ALL_COMMANDS.filter((command) => command.destructive)).toHaveLength(8);
  });

  for (const locale of LOCALES)
    for (const command of writes)
      it(`${command.name} (${locale}): the description once, the Confirm a warning with a second ask only when destructive`, async () => {
        const test = await startCore();
        const line = await lineOf(test, command.name);
        const asked = await inLocale(locale, () => proposal(test, line));
        const summary = inLocale(locale, () => command.summary);
        const { destructive } = command;
        expect(asked.confirmation.destructive === true).toBe(destructive);

        // Slack: what the message shows (its confirmation dialog apart).
        const slack = inLocale(locale, () => toBlocks(asked));
        expect(times(textsOf(slack.blocks, new Set(["confirm"])), summary)).toBeLessThanOrEqual(1);
        const actions = slack.blocks.find((block) => block.type === "actions") as { elements: Json[] } | undefined;
        const confirm = actions?.elements.find((element) => element.action_id === "confirm_command");
        expect(confirm?.style).toBe(destructive ? "danger" : "primary");
        expect(confirm?.confirm !== undefined).toBe(destructive);

        // Teams: the card's body, and its Confirm.
        const card = inLocale(locale, () => toAdaptiveCard(asked)) as unknown as { body: unknown[]; actions: Json[] };
        expect(times(textsOf(card.body), summary)).toBeLessThanOrEqual(1);
        expect(card.actions[0]?.style).toBe(destructive ? "destructive" : "positive");
      });

  it("shows the title of the ticket it is about, and the id alone when the ticket cannot be read", async () => {
    const test = await startCore();
    for (const [line, ticket] of [
      [CHANGES.comment, "REQ-42 · New laptop for Margaret"],
      [CHANGES.approval, "REQ-43 · VPN drops every hour"],
    ] as const) {
      const asked = await proposal(test, line ?? "");
      expect(asked.text).toContain(`Ticket: ${ticket}`);
      expect(JSON.stringify(toBlocks(asked).blocks)).toContain(ticket);
      expect(JSON.stringify(toAdaptiveCard(asked).body)).toContain(ticket);
    }
    const unknown = await proposal(test, "comment REQ-999 Hello");
    expect(unknown.text).toContain("Ticket: REQ-999\n");
  });
});
