// Replies name the people deskbot knows: a mention of their linked chat user, else "Name (uid)" from the directory.
import { describe, expect, it } from "vitest";
import { demoDirectory } from "../../src/simulator/demo-data.ts";
import { ofKind, startCore } from "../helpers/core.ts";

describe("people in replies", () => {
  it("are named from the directory, and mentioned where they are linked on the platform", async () => {
    const { run, store } = await startCore();
    const owners = async (platform: "console" | "slack") =>
      (ofKind(await run("apps --per-page 3", { platform }), "result").items ?? []).map(
        (item) => item.fields?.find((field) => field.label === "Owner")?.value,
      );
    // No directory: the API's uids.
    expect(await owners("console")).toEqual(["u_ada", "u_grace", "u_alan"]);
    await store.replaceDirectory(demoDirectory(), "demo");
    expect(await owners("console")).toEqual(["Ada Lovelace (u_ada)", "Grace Hopper (u_grace)", "Alan Turing (u_alan)"]);
    await store.setLink("slack", "UADA", "u_ada", "email");
    expect((await owners("slack"))[0]).toBe("<@UADA|Ada Lovelace>");
    const inboxes = ofKind(await run("inboxes IT"), "result");
    expect(inboxes.items?.[0]?.fields?.[0]?.value).toBe("Ada Lovelace (u_ada), Katherine Johnson (u_katherine)");
  });

  it("whoami says why someone is not linked: the console, no directory, or not found in it", async () => {
    const { run, store } = await startCore();
    const why = async (platform: "console" | "slack") =>
      ofKind(await run("whoami", { platform, userId: "UNEW" }), "result").text;
    expect(await why("console")).toContain("The console has no chat account to find you by");
    expect(await why("slack")).toContain("No directory of platform users is loaded");
    await store.replaceDirectory(demoDirectory(), "demo");
    expect(await why("slack")).toContain("deskbot could not find you in the directory");
  });
});
