// Reply addresses and presses come from the platform: a forged response URL is never posted to, a repeated press writes once.
import { describe, expect, it } from "vitest";
import { cardPress } from "../../fakes/teams-activities.ts";
import { isSlackResponseUrl } from "../../src/adapters/slack/deliver.ts";
import { onCardPress } from "../../src/adapters/teams/handlers/card-presses.ts";
import { startCore } from "../helpers/core.ts";
import { teamsDepsFor } from "../helpers/teams-deps.ts";

describe("a response URL from a modal's metadata", () => {
  it("is posted to only when it is Slack's (or on the Web API's origin deskbot was given)", () => {
    expect(isSlackResponseUrl("https://hooks.slack.com/actions/T1/1/abc", "https://slack.com/api/")).toBe(true);
    expect(isSlackResponseUrl("https://evil.example/collect", "https://slack.com/api/")).toBe(false);
    expect(isSlackResponseUrl("http://hooks.slack.com/actions/T1/1/abc", "https://slack.com/api/")).toBe(false);
    expect(isSlackResponseUrl("http://127.0.0.1:4000/response/r1", "http://127.0.0.1:4000/api/")).toBe(true);
    expect(isSlackResponseUrl("not a url", "https://slack.com/api/")).toBe(false);
  });
});

describe("a Teams card press that runs a command", () => {
  it("is one delivery: Teams sending the same activity twice makes one write", async () => {
    const t = await startCore({ admins: ["aad-admin"] });
    const deps = teamsDepsFor(t.core);
    const activity = cardPress({ deskbot: "run", command: "comment REQ-41 pressed once" }, "card-1", {
      serviceUrl: "http://127.0.0.1:9",
      id: "activity-press-1",
    });
    const context = () =>
      ({
        activity,
        sendActivity: async () => ({ id: "sent" }),
        updateActivity: async () => {},
      }) as unknown as Parameters<typeof onCardPress>[1];
    await onCardPress(deps, context(), { deskbot: "run", command: "comment REQ-41 pressed once" });
    await onCardPress(deps, context(), { deskbot: "run", command: "comment REQ-41 pressed once" });
    expect(t.sim.received("POST", "/v1/requests/REQ-41/messages")).toHaveLength(1);
  });
});

describe("the console's own operator", () => {
  it("is told to set DESK_ADMINS when no admin is set up, not to ask whoever runs deskbot", async () => {
    const t = await startCore({ admins: [] });
    const reply = await t.run("app unarchive s_lever", { userId: "root" });
    expect(reply).toMatchObject({ kind: "denied", text: expect.stringContaining("set DESK_ADMINS=root") });
  });
});
