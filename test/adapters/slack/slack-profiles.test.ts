// Slack people's names for a thread's summary: looked up in a lane of their own, each person once, a bounded number per summary and a minute, never spending what identifying people needs.
import type { webApi } from "@slack/bolt";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  MAX_NAME_LOOKUPS,
  NAME_LOOKUPS_PER_MINUTE,
  SlackProfiles,
} from "../../../src/adapters/slack/slack-profiles.ts";
import { createLogger } from "../../../src/log.ts";

/** A Web API client whose users.info knows everyone as "Name of ID" (with an e-mail), counting the calls. */
function fakeClient() {
  const asked: string[] = [];
  const client = {
    users: {
      info: async ({ user }: { user: string }) => {
        asked.push(user);
        return {
          ok: true,
          user: { id: user, profile: { display_name: `Name of ${user}`, email: `${user}@acme.example` } },
        };
      },
    },
  } as unknown as webApi.WebClient;
  return { client, asked };
}

const slackId = fc.stringMatching(/^[UW][A-Z0-9]{8}$/);

describe("names for a thread's summary", () => {
  it("looks each person up once, at most MAX_NAME_LOOKUPS of them, whatever ids (and repeats) a thread holds", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(slackId, { maxLength: 200 }), fc.nat({ max: 5 }), async (ids, repeats) => {
        const { client, asked } = fakeClient();
        const profiles = new SlackProfiles(client, createLogger("silent"));
        const many = ids.flatMap((id) => Array.from({ length: repeats + 1 }, () => id));
        const names = await profiles.namesFor(many);
        const distinct = [...new Set(ids)];
        expect(new Set(asked).size).toBe(asked.length);
        expect(asked).toEqual(distinct.slice(0, MAX_NAME_LOOKUPS));
        for (const id of asked) expect(names.get(id)).toBe(`Name of ${id}`);
        expect(names.size).toBe(asked.length);
      }),
      { numRuns: 50 },
    );
  });

  it("costs nothing for a name already kept, stops at its own budget, and leaves identity's lane free", async () => {
    const { client, asked } = fakeClient();
    const profiles = new SlackProfiles(client, createLogger("silent"));
    // Someone identified earlier is named from what was kept.
    await profiles.profileOf("UKNOWN001");
    const first = Array.from({ length: MAX_NAME_LOOKUPS }, (_, index) => `UA${String(index).padStart(7, "0")}`);
    const names = await profiles.namesFor(["UKNOWN001", ...first]);
    expect(names.get("UKNOWN001")).toBe("Name of UKNOWN001");
    expect(asked.filter((id) => id === "UKNOWN001")).toHaveLength(1);
    // The lane's minute is spent: a second busy thread looks up no one new, and waits for nothing.
    expect(NAME_LOOKUPS_PER_MINUTE).toBe(MAX_NAME_LOOKUPS);
    const before = asked.length;
    const second = await profiles.namesFor(["UB0000001", "UB0000002"]);
    expect(second.size).toBe(0);
    expect(asked.length).toBe(before);
    // Identifying a newcomer still asks Slack at once.
    expect(await profiles.profileOf("UNEWCOMER")).toMatchObject({ email: "UNEWCOMER@acme.example" });
    expect(asked.at(-1)).toBe("UNEWCOMER");
    // And what the lane found is kept for identity: no second call for a person it named.
    expect(await profiles.profileOf("UA0000000")).toMatchObject({ name: "Name of UA0000000" });
    expect(asked.filter((id) => id === "UA0000000")).toHaveLength(1);
  });
});
