// A proposal on Teams over real HTTP: one change whichever way and order it is answered (Confirm, its Change's dialog, repeats), its card updated once; Cancel for its asker only; Change choosing the approvers.
import { describe, expect, it } from "vitest";
import { cardPress, invokeActivity, messageActivity, postActivity } from "../../../fakes/teams-activities.ts";
import { startFakeConnector } from "../../helpers/fake-connector.ts";
import { startServe } from "../../helpers/serve.ts";

type Data = Record<string, unknown>;
interface Card {
  body: Data[];
  actions?: Array<{ title: string; data: Data }>;
}
interface TaskAnswer {
  task: { type: "continue"; value: { card: { content: Card } } } | { type: "message"; value: string };
}

let sequence = 0;
const nextId = (prefix: string) => {
  sequence += 1;
  return `${prefix}-${sequence}`;
};

async function setup() {
  const connector = await startFakeConnector();
  // Every order is tried on one server: more calls a minute than the API's default budget.
  const { server, sim } = await startServe(
    { TEAMS_ALLOW_UNAUTHENTICATED: "true", DESK_ADMINS: "aad-admin,aad-other", DESK_API_RATE_LIMIT: "6000" },
    { rateLimit: 6000 },
  );
  const options = { serviceUrl: connector.url };
  const send = async (activity: unknown) => {
    const answer = await postActivity(server.url, activity);
    expect(await server.runtime.inFlight.idle(10_000)).toBe(true);
    return answer;
  };

  /** The person's words in their 1:1 chat; resolves to the proposal card's actions' data, by what they do. */
  const propose = async (words: string) => {
    const before = connector.sent().length;
    await send(messageActivity(words, options));
    const sent = await connector.waitForSent(before + 1);
    const card = (sent.body.attachments as Array<{ content: Card }>)[0]?.content;
    return new Map((card?.actions ?? []).map((action) => [String(action.data.deskbot), action.data]));
  };

  /** Change pressed on the card `cardId` (Teams sends the card's id as `replyToId`): the dialog's submit data. */
  const openChange = async (data: Data | undefined, cardId: string, aad = "aad-admin") => {
    const fetched = await send({
      ...invokeActivity("task/fetch", { data, context: { theme: "default" } }, { ...options, aad }),
      replyToId: cardId,
    });
    const { task } = fetched.body as TaskAnswer;
    if (task.type !== "continue") throw new Error(`expected the dialog, got ${task.value}`);
    return task.value.card.content;
  };

  /** The dialog submitted with `body` (Teams names no card with a dialog's submission). */
  const submit = (dialog: Card, body: string, aad = "aad-admin") =>
    send(
      invokeActivity(
        "task/submit",
        { data: { ...dialog.actions?.[0]?.data, ticket: "REQ-42", body } },
        { ...options, aad, id: nextId("submit") },
      ),
    );

  /** A press of the card `cardId`'s button. */
  const press = (data: Data | undefined, cardId: string, aad = "aad-admin") =>
    send(cardPress(data ?? {}, cardId, { ...options, aad }));

  /** The comments REQ-42 got whose text holds `marker`. */
  const commentsWith = (marker: string) =>
    sim
      .received("POST", "/v1/requests/REQ-42/messages")
      .filter((call) => String((call.body as { body_text?: string }).body_text).includes(marker));

  /** The updates of the card `cardId`. */
  const updatesOf = (cardId: string) =>
    connector.calls.filter((call) => call.method === "PUT" && call.path.endsWith(`/activities/${cardId}`));
  return { connector, server, sim, options, send, propose, openChange, submit, press, commentsWith, updatesOf };
}

/** Every order of `items`. */
function orders<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, index) =>
    orders([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]),
  );
}

describe("one proposal, one change, on Teams", () => {
  type Way = "confirm" | "confirm again" | "dialog A" | "dialog B";
  const ways: Way[] = ["confirm", "confirm again", "dialog A", "dialog B"];

  it("in every order of Confirm, Confirm again, a Change's dialog and another's: one comment, its card updated once", async () => {
    const { propose, openChange, submit, press, commentsWith, updatesOf } = await setup();
    for (const [index, order] of orders(ways).entries()) {
      const marker = `take ${index}`;
      const card = `proposal-card-${index}`;
      const actions = await propose(`add a comment to REQ-42 saying the printer is jammed, ${marker}`);
      const dialogs = new Map<Way, Card>([
        ["dialog A", await openChange(actions.get("change"), card)],
        ["dialog B", await openChange(actions.get("change"), card)],
      ]);
      for (const way of order) {
        const dialog = dialogs.get(way);
        if (dialog) await submit(dialog, `jammed and smoking, ${marker} (${way})`);
        else await press(actions.get("confirm"), card);
      }
      expect({ order, comments: commentsWith(marker).length }).toEqual({ order, comments: 1 });
      expect({ order, updates: updatesOf(card).length }).toEqual({ order, updates: 1 });
    }
  });

  it("answered every way at once, and each sent twice by Teams: one comment", async () => {
    const { server, options, propose, openChange, commentsWith } = await setup();
    const actions = await propose("add a comment to REQ-42 saying the printer is jammed, all at once");
    const dialog = await openChange(actions.get("change"), "card-all");
    const confirm = cardPress(actions.get("confirm") ?? {}, "card-all", { ...options, id: "press-all" });
    const submitted = invokeActivity(
      "task/submit",
      { data: { ...dialog.actions?.[0]?.data, ticket: "REQ-42", body: "all at once (dialog)" } },
      { ...options, id: "submit-all" },
    );
    await Promise.all([confirm, confirm, submitted, submitted].map((activity) => postActivity(server.url, activity)));
    expect(await server.runtime.inFlight.idle(10_000)).toBe(true);
    expect(commentsWith("all at once")).toHaveLength(1);
  });
});

describe("a proposal's nonce, on Teams (whose card data the client sends as it likes)", () => {
  it("pressed with another's nonce, their own name and their own command: the asker's proposal stays theirs to confirm", async () => {
    const { propose, press, commentsWith, sim } = await setup();
    const actions = await propose("add a comment to REQ-42 saying the printer is jammed, the asker's");
    const confirm = actions.get("confirm") ?? {};
    // Another member forges a press: the asker's nonce, their own id, a command of their own.
    const forged = { ...confirm, requestedBy: "aad-other", command: "comment REQ-41 the forger's" };
    await press(forged, "card-forged", "aad-other");
    await press(confirm, "card-forged");
    expect(commentsWith("the asker's")).toHaveLength(1);
    // The forger ran only what they could have typed themselves, as themselves.
    expect(sim.received("POST", "/v1/requests/REQ-41/messages")).toHaveLength(1);
  });
});

describe("a proposal's Cancel, on Teams", () => {
  it("updates the card for its asker only; anyone else gets a note beside it, and the card stays", async () => {
    const { propose, press, connector, updatesOf, sim } = await setup();
    const actions = await propose("add a comment to REQ-42 saying the printer is jammed");
    const before = connector.sent().length;
    await press(actions.get("cancel"), "card-cancel", "aad-other");
    expect(updatesOf("card-cancel")).toEqual([]);
    const note = connector.sent()[before];
    expect(note?.method).toBe("POST");
    expect(String(note?.body.text)).toContain("Only the person who asked can cancel this");
    await press(actions.get("cancel"), "card-cancel");
    const [update] = updatesOf("card-cancel");
    expect(JSON.stringify(update?.body)).toContain("Nothing was changed.");
    expect(sim.received("POST", "/v1/requests/REQ-42/messages")).toEqual([]);
  });
});

describe("a proposal's Change on an approval, on Teams", () => {
  it("chooses the approvers in the people picker, and says which it could not", async () => {
    const { server, propose, openChange } = await setup();
    await server.runtime.store.setLink("teams", "aad-alan", "u_alan", "manual");
    const actions = await propose("ask u_alan and u_nobody to approve REQ-44 saying the share is needed");
    expect(String(actions.get("change")?.change)).toContain("--approvers");
    const dialog = await openChange(actions.get("change"), "card-approval");
    const picker = dialog.body.find((element) => element.id === "approvers");
    expect(picker).toMatchObject({ type: "Input.ChoiceSet", isMultiSelect: true, value: "aad-alan" });
    expect(JSON.stringify(dialog.body)).toContain("u_nobody");
  });
});
