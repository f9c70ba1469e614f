// The Slack listeners one by one, the starter-template way: each callback called with its Bolt arguments faked, over a real core.
import type { webApi } from "@slack/bolt";
import { describe, expect, it } from "vitest";
import { type SlackDeps, slackCaller } from "../../../src/adapters/slack/deps.ts";
import { modalCallbackId } from "../../../src/adapters/slack/ids.ts";
import { cancelListener, confirmListener } from "../../../src/adapters/slack/listeners/actions.ts";
import { appHomeListener } from "../../../src/adapters/slack/listeners/app-home.ts";
import { slashCommandListener } from "../../../src/adapters/slack/listeners/slash-command.ts";
import { viewSubmissionListener } from "../../../src/adapters/slack/listeners/view-submissions.ts";
import { encodeContext } from "../../../src/adapters/slack/modals.ts";
import { cancelValue } from "../../../src/core/confirmation-presses.ts";
import { createLogger } from "../../../src/log.ts";
import { sealKey } from "../../../src/sealed.ts";
import { ofKind, startCore } from "../../helpers/core.ts";

/** What the fakes recorded: acknowledgements, response_url posts, Web API calls. */
interface Recorded {
  acks: unknown[];
  responses: Array<Record<string, unknown>>;
  calls: Array<{ method: string; args: Record<string, unknown> }>;
}

async function setup() {
  const t = await startCore({ admins: ["UADMIN"] });
  const deps: SlackDeps = {
    core: t.core,
    store: t.store,
    logger: createLogger("silent"),
    command: "/desk",
    sealKey: sealKey("test signing secret", "slack-modal-metadata"),
    people: {
      nameOf: async () => undefined,
      profileOf: async () => undefined,
      localeOf: async () => undefined,
      namesFor: async () => new Map(),
    },
  };
  const recorded: Recorded = { acks: [], responses: [], calls: [] };
  const record = (method: string) => async (args: Record<string, unknown>) => {
    recorded.calls.push({ method, args });
    return { ok: true, view: { id: "V1" } };
  };
  const client = {
    views: { open: record("views.open"), update: record("views.update"), publish: record("views.publish") },
    chat: { postEphemeral: record("chat.postEphemeral"), postMessage: record("chat.postMessage") },
  } as unknown as webApi.WebClient;
  const fakes = {
    ack: async (answer?: unknown) => {
      recorded.acks.push(answer);
    },
    respond: async (message: Record<string, unknown>) => {
      recorded.responses.push(message);
      return {};
    },
    client,
    logger: deps.logger,
    context: {},
    next: async () => {},
  };
  return { t, deps, recorded, fakes };
}

/** Bolt's arguments for a listener: the fakes, and the payload's parts. */
function argsOf<A>(fakes: object, parts: object): A {
  return { ...fakes, ...parts } as unknown as A;
}

describe("the slash command listener", () => {
  it("acknowledges, then answers through respond with the reply's blocks", async () => {
    const { deps, recorded, fakes } = await setup();
    const listener = slashCommandListener(deps);
    const command = { text: "company", user_id: "UANN", trigger_id: "T1", channel_id: "C1", response_url: "x" };
    await listener(argsOf<Parameters<typeof listener>[0]>(fakes, { command, body: command }));
    expect(recorded.acks).toEqual([undefined]);
    expect(recorded.responses).toHaveLength(1);
    expect(recorded.responses[0]).toMatchObject({ response_type: "ephemeral", replace_original: false });
    expect(JSON.stringify(recorded.responses[0]?.blocks)).toContain("Acme Corp");
  });

  it("opens the form of a form command given alone, without asking the API first", async () => {
    const { deps, recorded, fakes, t } = await setup();
    const listener = slashCommandListener(deps);
    const command = { text: "comment", user_id: "UANN", trigger_id: "T2", channel_id: "C1", response_url: "x" };
    await listener(argsOf<Parameters<typeof listener>[0]>(fakes, { command, body: command }));
    expect(recorded.calls.map((call) => call.method)).toEqual(["views.open", "views.update"]);
    expect(JSON.stringify(recorded.calls[1]?.args.view)).toContain('"callback_id":"comment_modal"');
    expect(t.writesAndReads()).toEqual([]);
  });
});

describe("the confirmation listeners", () => {
  it("replace the confirmation with the outcome once; a second press only gets a note", async () => {
    const { deps, recorded, fakes, t } = await setup();
    const ask = ofKind(await t.core.run(slackCaller(deps, "UADMIN"), "merge u_katherine u_katherine_dup"), "confirm");
    const { command, nonce, requestedBy } = ask.confirmation;
    const listener = confirmListener(deps);
    const press = argsOf<Parameters<typeof listener>[0]>(fakes, {
      action: { value: JSON.stringify({ command, nonce, requestedBy }), action_id: "confirm_command" },
      body: { user: { id: "UADMIN" } },
    });
    await listener(press);
    await listener(press);
    expect(t.sim.received("PATCH", "/v1/users/u_katherine/merge")).toHaveLength(1);
    expect(recorded.responses.map((response) => response.replace_original)).toEqual([true, false]);
    expect(String(recorded.responses[1]?.text)).toContain("already done");
  });

  it("run a confirmation only for the admin who asked for it", async () => {
    const { deps, recorded, fakes, t } = await setup();
    await t.store.setAdmin("slack", "UOTHER", true);
    const ask = ofKind(await t.core.run(slackCaller(deps, "UADMIN"), "merge u_katherine u_katherine_dup"), "confirm");
    const listener = confirmListener(deps);
    await listener(
      argsOf<Parameters<typeof listener>[0]>(fakes, {
        action: { value: JSON.stringify(ask.confirmation), action_id: "confirm_command" },
        body: { user: { id: "UOTHER" } },
      }),
    );
    expect(t.sim.received("PATCH", "/v1/users/u_katherine/merge")).toEqual([]);
    expect(recorded.responses[0]).toMatchObject({ replace_original: false });
    expect(JSON.stringify(recorded.responses[0]?.blocks)).toContain("Only the person who asked can confirm merge");
  });

  it("cancel: only its asker's replaces the confirmation; anyone else's is a note to them, and it stays", async () => {
    const { deps, recorded, fakes, t } = await setup();
    await t.store.setAdmin("slack", "UOTHER", true);
    const ask = ofKind(await t.core.run(slackCaller(deps, "UADMIN"), "merge u_katherine u_katherine_dup"), "confirm");
    const cancel = (user: string, value: string) => {
      const listener = cancelListener(deps);
      return listener(
        argsOf<Parameters<typeof listener>[0]>(fakes, {
          action: { value, action_id: "cancel_command" },
          body: { user: { id: user } },
        }),
      );
    };
    const value = JSON.stringify(cancelValue(ask.confirmation));
    // Someone else (an admin too), a forged asker, and a Cancel made before it said whose it is.
    await cancel("UOTHER", value);
    await cancel("UOTHER", JSON.stringify({ ...cancelValue(ask.confirmation), requestedBy: "UADMIN2" }));
    await cancel("UOTHER", "cancel");
    expect(recorded.responses.map((response) => response.replace_original)).toEqual([false, false, false]);
    expect(recorded.responses.map((response) => response.response_type)).toEqual([
      "ephemeral",
      "ephemeral",
      "ephemeral",
    ]);
    expect(String(recorded.responses[0]?.text)).toContain("Only the person who asked can cancel this");
    await cancel("UADMIN", value);
    expect(recorded.responses[3]).toMatchObject({ replace_original: true });
    expect(JSON.stringify(recorded.responses[3]?.blocks)).toContain("Nothing was changed.");
    expect(t.sim.received("PATCH", "/v1/users/u_katherine/merge")).toEqual([]);
  });
});

describe("the view submission listener", () => {
  it("answers an unknown ticket beside its field, and sends nothing", async () => {
    const { deps, recorded, fakes, t } = await setup();
    const comment = t.core.registry.get("comment");
    if (!comment?.form) throw new Error("comment has a form");
    const listener = viewSubmissionListener(deps, { name: "comment", form: comment.form });
    const text = (value: string) => ({ type: "plain_text_input", value });
    const view = {
      id: "V9",
      callback_id: modalCallbackId(comment.form),
      private_metadata: encodeContext({ user: "UANN", channel: "C1", files: [] }, deps.sealKey),
      state: { values: { ticket: { ticket: text("REQ-999") }, body: { body: text("Hello") } } },
    };
    await listener(argsOf<Parameters<typeof listener>[0]>(fakes, { view, body: { user: { id: "UANN" }, view } }));
    expect(recorded.acks).toHaveLength(1);
    expect(recorded.acks[0]).toMatchObject({ response_action: "errors", errors: { ticket: expect.any(String) } });
    expect(recorded.calls).toEqual([]);
  });
});

describe("the App Home listener", () => {
  it("publishes the Home tab once for an event delivered twice", async () => {
    const { deps, recorded, fakes } = await setup();
    const listener = appHomeListener(deps);
    const event = { type: "app_home_opened", user: "UANN", tab: "home" };
    const args = argsOf<Parameters<typeof listener>[0]>(fakes, { event, body: { event_id: "Ev1", event } });
    await listener(args);
    await listener(args);
    expect(recorded.calls.map((call) => [call.method, call.args.user_id])).toEqual([["views.publish", "UANN"]]);
  });
});
