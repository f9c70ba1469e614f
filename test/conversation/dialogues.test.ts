// The dialogues of test/conversation/dialogues-1 as the conversation follows them now (its held-out half was reported once and is development data since): no change anyone did not confirm, and no dialogue lost that ended as meant when this was written.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type DialogueSet, playDialogues, summaryOf } from "./dialogues.ts";

const setOf = (name: string) =>
  JSON.parse(readFileSync(new URL(`./dialogues-1/${name}.json`, import.meta.url), "utf8")) as DialogueSet;

describe("the dialogues", () => {
  it.each([
    ["development", 51, 38],
    ["held-out", 43, 51],
  ])(
    "%s: end as their writer meant at least as often as when this was written (en %i, fr %i), none with a change unconfirmed",
    async (name, en, fr) => {
      const summary = summaryOf(await playDialogues(setOf(name)));
      const ended = (lang: "en" | "fr") => Number(summary[lang]?.split("/")[0]);
      expect(summary["en unsafe"]).toBe("0");
      expect(summary["fr unsafe"]).toBe("0");
      expect(ended("en")).toBeGreaterThanOrEqual(en);
      expect(ended("fr")).toBeGreaterThanOrEqual(fr);
    },
    120_000,
  );
});
