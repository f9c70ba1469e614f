// The work under way carries its reader's language and its command's trace together, each kept when the other is set.
import { describe, expect, it } from "vitest";
import { currentTrace, inBackground, onBehalfOf } from "../../src/api/turns.ts";
import { currentLocale, inLocale, t } from "../../src/messages/translate.ts";

const trace = { person: "slack:U1", requestId: "r-1", apiCalls: 0 };

describe("the work under way", () => {
  it("keeps the reader's language inside a command's trace, and the trace inside a language, across awaits", async () => {
    const seen = await inLocale("fr", () =>
      onBehalfOf(trace, async () => {
        await new Promise((resolve) => setImmediate(resolve));
        const inner = await inLocale("en", async () => [currentLocale(), currentTrace()?.requestId]);
        return [currentLocale(), currentTrace()?.requestId, ...inner, t("internal.title")];
      }),
    );
    expect(seen).toEqual(["fr", "r-1", "en", "r-1", inLocale("fr", () => t("internal.title"))]);
    expect(seen[4]).not.toBe(t("internal.title"));
  });

  it("ends with the work: nothing is left set outside it, and background work keeps the language it was started in", async () => {
    const background = await inLocale("fr", () => inBackground("sync", async () => [currentLocale(), currentTrace()]));
    expect(background).toEqual(["fr", expect.objectContaining({ background: true, person: "background:sync" })]);
    expect(currentLocale()).toBe("en");
    expect(currentTrace()).toBeUndefined();
  });
});
