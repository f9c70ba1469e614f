// The line people's words were read as shows people as people: by name (Slack's own mentions there), never deskbot's `<@ID|Name>` token.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toText } from "../../src/adapters/console/render-text.ts";
import { toBlocks } from "../../src/adapters/slack/blocks.ts";
import { toAdaptiveCard } from "../../src/adapters/teams/cards.ts";
import { mentionOf } from "../../src/core/mentions.ts";
import type { Reply } from "../../src/core/reply.ts";

/** A chat id as the platforms give them: a Teams object id (a GUID), a Slack id. */
const chatId = fc.oneof(fc.uuid(), fc.stringMatching(/^U[A-Z0-9]{8}$/));
/** A name as people have them: words, accents, apostrophes, hyphens. */
const name = fc
  .array(fc.constantFrom("Ada", "Lovelace", "Zoë", "O'Brien", "María", "José", "d’Arc", "Jean-Luc", "李"), {
    minLength: 1,
    maxLength: 3,
  })
  .map((words) => words.join(" "));

const proposalWith = (line: string): Reply => ({
  kind: "confirm",
  title: "Shall I do this? Ask people to approve a request.",
  text: "This proposal lapses in 15 minutes.",
  words: { outcome: "proposed", line },
  confirmation: {
    title: "Shall I do this?",
    text: "",
    confirmLabel: "Confirm",
    denyLabel: "Cancel",
    command: line,
    nonce: "n",
    requestedBy: "me",
    expiresAt: Date.now() + 60_000,
  },
});

describe("the 'from your words' line", () => {
  it("names the people it mentions, for any ids and names (fast-check)", () => {
    fc.assert(
      fc.property(chatId, name, (id, person) => {
        const line = `approval REQ-43 --approvers ${mentionOf(id, person)} Please approve`;
        const reply = proposalWith(line);
        const slack = JSON.stringify(toBlocks(reply).blocks[0]);
        expect(slack).toContain(`<@${id}>`);
        expect(slack).not.toContain(`|`);
        const teams = JSON.stringify((toAdaptiveCard(reply).body as unknown[])[0]);
        expect(teams).toContain(`@${person}`);
        expect(teams).not.toContain("<@");
        const console = toText(reply).split("\n")[0] ?? "";
        expect(console).toContain(`@${person}`);
        expect(console).not.toContain("<@");
      }),
    );
  });

  it("on Teams, names one that carries no name by what deskbot knows of them", () => {
    const reply = proposalWith("admin grant <@aad-zoe>");
    const teams = JSON.stringify((toAdaptiveCard(reply, new Map([["aad-zoe", "Zoë O'Brien"]])).body as unknown[])[0]);
    expect(teams).toContain("@Zoë O'Brien");
    expect(teams).not.toContain("aad-zoe");
  });
});
