// deskbot's Slack listeners reach Bolt as one listener per kind, each request finding its own by id.
import type { App } from "@slack/bolt";
import { describe, expect, it } from "vitest";
import { SlackRoutes } from "../../../src/adapters/slack/routes.ts";

type Handler = (args: unknown) => Promise<void>;

/** An App that keeps what is registered on it, by kind, as Bolt would call it. */
function recordingApp() {
  const mounted: { kind: string; handler: Handler }[] = [];
  const kind = (name: string) => (_match: unknown, handler: Handler) => void mounted.push({ kind: name, handler });
  const app = {
    command: kind("command"),
    action: kind("action"),
    view: kind("view"),
    shortcut: kind("shortcut"),
    event: kind("event"),
  };
  const call = async (name: string, args: unknown) => {
    for (const entry of mounted.filter((each) => each.kind === name)) await entry.handler(args);
  };
  return { app: app as unknown as App, mounted, call };
}

describe("Slack routes", () => {
  it("give Bolt one listener per kind in use, however many forms and steps there are", () => {
    const routes = new SlackRoutes();
    for (let form = 0; form < 12; form += 1) {
      routes.view(`form${form}_modal`, async () => {});
      routes.shortcut(`form${form}`, async () => {});
      routes.function(`step${form}`, async () => {});
    }
    routes.command("/desk", async () => {});
    const { app, mounted } = recordingApp();
    routes.mount(app);
    expect(mounted.map((entry) => entry.kind).sort()).toEqual(["command", "event", "shortcut", "view"]);
  });

  it("run the listener of the id a request names, and those whose pattern it matches; none for another id", async () => {
    const ran: string[] = [];
    const routes = new SlackRoutes();
    routes.action("confirm", async () => void ran.push("confirm"));
    routes.action(/^open_form:/, async () => void ran.push("preview"));
    routes.command("/desk", async () => void ran.push("desk"));
    routes.command(/^(?!\/desk$)/, async () => void ran.push("other command"));
    routes.event("app_mention", async () => void ran.push("mention"));
    const { app, call } = recordingApp();
    routes.mount(app);
    await call("action", { payload: { action_id: "confirm" } });
    await call("action", { payload: { action_id: "open_form:comment" } });
    await call("action", { payload: { action_id: "someone_elses" } });
    await call("command", { command: { command: "/desk" } });
    await call("command", { command: { command: "/helpdesk" } });
    await call("event", { event: { type: "app_mention" } });
    await call("event", { event: { type: "reaction_added" } });
    expect(ran).toEqual(["confirm", "preview", "desk", "other command", "mention"]);
  });

  it("acknowledge a workflow step before its listener runs, and only a step deskbot has", async () => {
    const seen: string[] = [];
    const routes = new SlackRoutes();
    routes.function("add_comment", async () => void seen.push("step ran"));
    const { app, call } = recordingApp();
    routes.mount(app);
    const ack = async () => void seen.push("acked");
    await call("event", { event: { type: "function_executed", function: { callback_id: "add_comment" } }, ack });
    await call("event", { event: { type: "function_executed", function: { callback_id: "not_ours" } }, ack });
    expect(seen).toEqual(["acked", "step ran"]);
  });

  it("pass a listener's failure on to Bolt's error handler", async () => {
    const routes = new SlackRoutes();
    routes.view("comment_modal", async () => {
      throw new Error("listener failed");
    });
    const { app, call } = recordingApp();
    routes.mount(app);
    await expect(call("view", { view: { callback_id: "comment_modal" } })).rejects.toThrow("listener failed");
  });
});
