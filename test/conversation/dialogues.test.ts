// The development half of the dialogues (test/conversation/dialogues-1) as the conversation follows them now: no change anyone did not confirm, and no dialogue lost that ended as meant when this was written.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type DialogueSet, playDialogues, summaryOf } from "./dialogues.ts";

const development = JSON.parse(
  readFileSync(new URL("./dialogues-1/development.json", import.meta.url), "utf8"),
) as DialogueSet;

describe("the development dialogues", () => {
  it("end as their writer meant at least as often as when their rules were written, and none runs a change unconfirmed", async () => {
    const summary = summaryOf(await playDialogues(development));
    const ended = (lang: "en" | "fr") => Number(summary[lang]?.split("/")[0]);
    expect(summary["en unsafe"]).toBe("0");
    expect(summary["fr unsafe"]).toBe("0");
    expect(ended("en")).toBeGreaterThanOrEqual(51);
    expect(ended("fr")).toBeGreaterThanOrEqual(38);
  }, 120_000);
});
