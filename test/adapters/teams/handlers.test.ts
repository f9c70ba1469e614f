// The Teams handlers one by one: each called with a fake turn context (what it sends and updates recorded), over a real core.
import type { Activity, MessagingExtensionAction, TurnContext } from "botbuilder";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { cardPress, invokeActivity, messageActivity } from "../../../fakes/teams-activities.ts";
import { cardPressOf, onCardPress } from "../../../src/adapters/teams/handlers/card-presses.ts";
import { onFetchTask } from "../../../src/adapters/teams/handlers/fetch-task.ts";
import { onMembersAdded } from "../../../src/adapters/teams/handlers/installs.ts";
import { onLinkQuery, PREVIEW_ANSWER_MS } from "../../../src/adapters/teams/handlers/link-query.ts";
import { onCommandMessage } from "../../../src/adapters/teams/handlers/messages.ts";
import { onSubmitAction } from "../../../src/adapters/teams/handlers/submit-action.ts";
import { startCore } from "../../helpers/core.ts";
import { teamsDepsFor } from "../../helpers/teams-deps.ts";

/** A turn context that records what the handler sends and updates, for `activity`. */
function fakeTurn(activity: Record<string, unknown>) {
  const sent: Array<Partial<Activity>> = [];
  const updated: Array<Partial<Activity>> = [];
  const context = {
    activity: activity as unknown as Activity,
    sendActivity: async (sending: Partial<Activity> | string) => {
      sent.push(typeof sending === "string" ? { type: "message", text: sending } : sending);
      return { id: `sent-${sent.length}` };
    },
    updateActivity: async (updating: Partial<Activity>) => {
      updated.push(updating);
    },
  } as unknown as TurnContext;
  return { context, sent, updated };
}

async function setup() {
  const t = await startCore({ admins: ["aad-admin"] });
  const deps = teamsDepsFor(t.core, async (_reference, logic) => logic(fakeTurn({}).context));
  return { t, deps };
}

const options = { serviceUrl: "http://127.0.0.1:9" };
const cardText = (activity: Partial<Activity> | undefined) => JSON.stringify(activity?.attachments ?? activity?.text);

describe("a command message", () => {
  it("is answered with a card of the reply", async () => {
    const { deps } = await setup();
    const turn = fakeTurn(messageActivity("company", options));
    await onCommandMessage(deps, turn.context);
    expect(turn.sent).toHaveLength(1);
    expect(cardText(turn.sent[0])).toContain("Acme Corp");
  });

  it("for a form command, says how to open the form from a message", async () => {
    const { deps } = await setup();
    const turn = fakeTurn(messageActivity("comment", options));
    await onCommandMessage(deps, turn.context);
    expect(cardText(turn.sent[0])).toContain("More actions → Comment on ticket");
  });
});

describe("a card press", () => {
  it("of a confirmation merges once, replacing the card; a second press gets a note and the card stays", async () => {
    const { deps, t } = await setup();
    const ask = fakeTurn(messageActivity("merge u_katherine u_katherine_dup", options));
    await onCommandMessage(deps, ask.context);
    const card = JSON.parse(JSON.stringify(ask.sent[0]?.attachments?.[0]?.content)) as {
      actions: Array<{ style?: string; data: Record<string, unknown> }>;
    };
    const data = card.actions.find((action) => action.style === "destructive")?.data ?? {};
    const press = () => fakeTurn(cardPress(data, "card-1", options));
    const first = press();
    await onCardPress(deps, first.context, cardPressOf(first.context.activity.value) ?? { deskbot: "run" });
    const second = press();
    await onCardPress(deps, second.context, cardPressOf(second.context.activity.value) ?? { deskbot: "run" });
    expect(t.sim.received("PATCH", "/v1/users/u_katherine/merge")).toHaveLength(1);
    expect(first.updated.map((activity) => activity.id)).toEqual(["card-1"]);
    expect(second.updated).toEqual([]);
    expect(String(second.sent[0]?.text)).toContain("already done");
  });

  it("of cancel replaces the card for its asker only; anyone else's gets a note beside it, and the card stays", async () => {
    const { deps, t } = await setup();
    await t.store.setAdmin("teams", "aad-other", true);
    const ask = fakeTurn(messageActivity("merge u_katherine u_katherine_dup", options));
    await onCommandMessage(deps, ask.context);
    const card = JSON.parse(JSON.stringify(ask.sent[0]?.attachments?.[0]?.content)) as {
      actions: Array<{ title: string; data: Record<string, unknown> }>;
    };
    const data = card.actions.find((action) => action.data.deskbot === "cancel")?.data ?? {};
    const pressAs = async (aad: string, value: Record<string, unknown>) => {
      const turn = fakeTurn(cardPress(value, "card-2", { ...options, aad }));
      await onCardPress(deps, turn.context, cardPressOf(turn.context.activity.value) ?? { deskbot: "run" });
      return turn;
    };
    for (const value of [data, { deskbot: "cancel" }, { ...data, requestedBy: "aad-admin2" }]) {
      const other = await pressAs("aad-other", value);
      expect(other.updated).toEqual([]);
      expect(other.sent).toHaveLength(1);
    }
    expect(String((await pressAs("aad-other", data)).sent[0]?.text)).toContain("Only the person who asked can cancel");
    const asker = await pressAs("aad-admin", data);
    expect(asker.updated.map((activity) => activity.id)).toEqual(["card-2"]);
    expect(cardText(asker.updated[0])).toContain("Nothing was changed.");
    expect(t.sim.received("PATCH", "/v1/users/u_katherine/merge")).toEqual([]);
  });
});

describe("message actions", () => {
  const payload = { id: "m1", body: { contentType: "html", content: "<p>Printer &amp; jam</p>" } };

  it("fetchTask answers the dialog of the form, pre-filled with the message's text", async () => {
    const { deps } = await setup();
    const value = { commandId: "commentOnTicket", commandContext: "message", messagePayload: payload };
    const turn = fakeTurn(invokeActivity("composeExtension/fetchTask", value, options));
    const answer = await onFetchTask(deps, turn.context, value as MessagingExtensionAction);
    expect(answer.task?.type).toBe("continue");
    expect(JSON.stringify(answer.task)).toContain("Printer & jam");
  });

  it("fetchTask refuses the approval dialog to someone who is not an admin, in words", async () => {
    const { deps } = await setup();
    const value = { commandId: "requestApproval", commandContext: "message", messagePayload: payload };
    const turn = fakeTurn(invokeActivity("composeExtension/fetchTask", value, { ...options, aad: "aad-intern" }));
    const answer = await onFetchTask(deps, turn.context, value as MessagingExtensionAction);
    expect(answer.task).toMatchObject({
      type: "message",
      value: expect.stringContaining("Only admins may run approval."),
    });
  });

  it("submitAction re-shows the dialog with the API's refusal of an unknown ticket beside its field", async () => {
    const { deps, t } = await setup();
    const value = { commandId: "commentOnTicket", data: { ticket: "REQ-999", body: "Jammed" } };
    const turn = fakeTurn(invokeActivity("composeExtension/submitAction", value, options));
    const answer = await onSubmitAction(deps, turn.context, value as MessagingExtensionAction);
    expect(answer.task?.type).toBe("continue");
    const card = JSON.stringify(answer.task);
    const ticketInput = card.indexOf('"id":"ticket"');
    expect(ticketInput).toBeGreaterThan(-1);
    expect(card.indexOf('"color":"Attention"')).toBeGreaterThan(ticketInput);
    expect(t.sim.received("POST", "/v1/requests/REQ-999/messages")).toHaveLength(1);
  });
});

describe("an install", () => {
  it("says hello when the bot itself is added, and nothing when someone else is", async () => {
    const { deps } = await setup();
    const added = (id: string) =>
      fakeTurn({ ...messageActivity("", options), type: "conversationUpdate", membersAdded: [{ id }] });
    const bot = added("28:deskbot");
    await onMembersAdded(deps, bot.context);
    expect(cardText(bot.sent[0])).toContain("Hello! I'm deskbot");
    const someone = added("29:someone");
    await onMembersAdded(deps, someone.context);
    expect(someone.sent).toEqual([]);
  });
});

describe("a pasted link to a request", () => {
  it("gets no preview rather than a late one when the ticket is not read within Teams' invoke time", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const { deps } = await setup();
    // The ticket's read waits behind people's commands for the API budget, longer than Teams waits.
    const previews = { ticketOfLink: () => "REQ-42", preview: () => new Promise<never>(() => {}) };
    const core = Object.assign(Object.create(deps.core), { previews });
    const turn = fakeTurn(invokeActivity("composeExtension/queryLink", { url: "https://x" }, options));
    const answer = onLinkQuery({ ...deps, core }, turn.context, { url: "https://desk.acme.example/requests/REQ-42" });
    await vi.advanceTimersByTimeAsync(PREVIEW_ANSWER_MS);
    await expect(answer).resolves.toEqual({});
  });
});
