// Teams and people's words over real HTTP: the line words were read as, a proposal's Change opening its form as a dialog, and that dialog's answers.
import { describe, expect, it } from "vitest";
import { invokeActivity, messageActivity, postActivity } from "../../../fakes/teams-activities.ts";
import { toAdaptiveCard } from "../../../src/adapters/teams/cards.ts";
import type { Reply } from "../../../src/core/reply.ts";
import { inLocale } from "../../../src/messages/translate.ts";
import { startFakeConnector } from "../../helpers/fake-connector.ts";
import { startServe } from "../../helpers/serve.ts";

async function setup() {
  const connector = await startFakeConnector();
  const { server, sim } = await startServe({ TEAMS_ALLOW_UNAUTHENTICATED: "true", DESK_ADMINS: "aad-admin" });
  return { connector, server, sim, options: { serviceUrl: connector.url } };
}

type Element = Record<string, unknown>;
interface Card {
  body: Element[];
  actions?: Array<{ type: string; title: string; data: Element }>;
}
interface TaskAnswer {
  task: { type: "continue"; value: { title: string; card: { content: Card } } } | { type: "message"; value: string };
}

const line = "comment REQ-42 The printer is jammed";
const proposal: Reply = {
  kind: "confirm",
  title: "Shall I do this? Add a comment to REQ-42",
  text: "A comment is added to REQ-42.\nThis proposal lapses in 15 minutes.",
  words: { outcome: "proposed", line },
  confirmation: {
    title: "Add a comment",
    text: "A comment is added to REQ-42.",
    confirmLabel: "Confirm",
    denyLabel: "Cancel",
    command: line,
    nonce: "nonce-1",
    requestedBy: "aad-admin",
    expiresAt: 1_900_000_000_000,
    proposal: { expiresAt: 1_900_000_000_000 },
    changeForm: "comment",
  },
};

describe("what people's words were read as", () => {
  it("is one small, subtle line first, the command line in monospace (no code spans in Teams)", () => {
    const card = toAdaptiveCard({
      kind: "result",
      title: "REQ-42",
      words: { outcome: "understood", line: "ticket REQ-42" },
    });
    expect(card.body).toBeInstanceOf(Array);
    expect((card.body as Element[])[0]).toEqual({
      type: "RichTextBlock",
      inlines: [
        { type: "TextRun", text: "Understood as: ", isSubtle: true, size: "Small" },
        { type: "TextRun", text: "ticket REQ-42", isSubtle: true, size: "Small", fontType: "Monospace" },
      ],
    });
    expect(JSON.stringify(card)).not.toContain("`");
    // In French, the words around the line are the catalogue's own.
    const french = inLocale("fr", () => toAdaptiveCard({ ...proposal }));
    expect(JSON.stringify((french.body as Element[])[0])).toMatch(/"text":"D’après vos mots\s:\s"/);
    // A question back has no such line.
    const asked = toAdaptiveCard({ kind: "result", title: "REQ-42", words: { outcome: "ask", question: "Which?" } });
    expect(JSON.stringify((asked.body as Element[])[0])).not.toContain("Understood");
  });

  it("a proposal's card offers Confirm, Change and Cancel; the yes carries when it lapses, Change opens a dialog", () => {
    const card = toAdaptiveCard(proposal) as unknown as Card;
    expect(card.actions?.map((action) => action.title)).toEqual(["Confirm", "Change", "Cancel"]);
    // The warning once, and when the proposal lapses (which the warning does not say), subtle.
    const text = JSON.stringify(card.body);
    expect(text.split("A comment is added to REQ-42.")).toHaveLength(2);
    expect(text).toContain('{"type":"TextRun","text":"This proposal lapses in 15 minutes.","isSubtle":true}');
    expect(card.actions?.[0]?.data).toEqual({
      deskbot: "confirm",
      command: line,
      nonce: "nonce-1",
      requestedBy: "aad-admin",
      expiresAt: 1_900_000_000_000,
      words: true,
    });
    expect(card.actions?.[1]).toMatchObject({
      type: "Action.Submit",
      data: {
        msteams: { type: "task/fetch" },
        deskbot: "change",
        change: line,
        requestedBy: "aad-admin",
        nonce: "nonce-1",
      },
    });
    expect(card.actions?.[2]?.data).toEqual({ deskbot: "cancel", requestedBy: "aad-admin", nonce: "nonce-1" });
  });
});

describe("a proposal's Change", () => {
  const changeData = () => (toAdaptiveCard(proposal) as unknown as Card).actions?.[1]?.data ?? {};

  it("opens the comment form as a dialog, filled in; its answers comment once, however often Teams sends them", async () => {
    const { server, sim, options } = await setup();
    const fetched = await postActivity(
      server.url,
      invokeActivity("task/fetch", { data: changeData(), context: { theme: "default" } }, options),
    );
    expect(fetched.status).toBe(200);
    const { task } = fetched.body as TaskAnswer;
    if (task.type !== "continue") throw new Error(`expected the dialog, got ${task.value}`);
    const card = task.value.card.content;
    const inputs = card.body.filter((element) => String(element.type).startsWith("Input."));
    expect(inputs.map((input) => [input.id, input.value])).toEqual([
      ["ticket", "REQ-42"],
      ["body", "The printer is jammed"],
    ]);
    const submit = card.actions?.[0]?.data ?? {};
    expect(submit).toMatchObject({ deskbot: "form", command: "comment" });
    const answers = invokeActivity(
      "task/submit",
      { data: { ...submit, ticket: "REQ-42", body: "The printer is jammed, and smoking" } },
      { ...options, id: "submit-once" },
    );
    const submitted = await postActivity(server.url, answers);
    expect(submitted.body).toEqual({
      task: { type: "message", value: expect.stringContaining("Comment added to REQ-42") },
    });
    await postActivity(server.url, answers);
    expect(sim.received("POST", "/v1/requests/REQ-42/messages").map((call) => call.body)).toEqual([
      expect.objectContaining({ body_text: "The printer is jammed, and smoking" }),
    ]);
  });

  it("re-shows the dialog with an unknown ticket beside its field, still for its command", async () => {
    const { server, sim, options } = await setup();
    const fetched = await postActivity(server.url, invokeActivity("task/fetch", { data: changeData() }, options));
    const { task } = fetched.body as TaskAnswer;
    if (task.type !== "continue") throw new Error("expected the dialog");
    const submit = task.value.card.content.actions?.[0]?.data ?? {};
    const wrong = await postActivity(
      server.url,
      invokeActivity("task/submit", { data: { ...submit, ticket: "REQ-999", body: "Jammed" } }, options),
    );
    const again = (wrong.body as TaskAnswer).task;
    if (again.type !== "continue") throw new Error(`expected the dialog again, got ${again.value}`);
    expect(JSON.stringify(again.value.card.content.body)).toContain("REQ-999");
    expect(again.value.card.content.actions?.[0]?.data).toMatchObject({ deskbot: "form", command: "comment" });
    expect(sim.state.messages.size).toBe(0);
  });

  it("opens nothing for someone other than the person who asked, nor for data that is no proposal's", async () => {
    const { server, options } = await setup();
    const other = await postActivity(
      server.url,
      invokeActivity("task/fetch", { data: changeData() }, { ...options, aad: "aad-intern" }),
    );
    expect(other.body).toEqual({
      task: { type: "message", value: "Only the person who asked can change this proposal." },
    });
    const forged = await postActivity(
      server.url,
      invokeActivity("task/submit", { data: { deskbot: "form", command: "merge", ticket: "REQ-42" } }, options),
    );
    expect((forged.body as TaskAnswer).task.type).toBe("message");
  });
});

describe("people's own words in a 1:1 chat", () => {
  it("a change is proposed with Change, which opens its form as a dialog filled in", async () => {
    const { server, connector, sim, options } = await setup();
    await postActivity(server.url, messageActivity("add a comment to REQ-42 saying the printer is jammed", options));
    const sent = await connector.waitForSent(1);
    const [attachment] = sent.body.attachments as Array<{ content: Card }>;
    const card = attachment?.content as Card;
    expect(JSON.stringify(card.body[0])).toContain('"fontType":"Monospace"');
    expect(JSON.stringify(card.body[0])).toContain("comment REQ-42");
    expect(card.actions?.map((action) => action.title)).toEqual(["Confirm", "Change", "Cancel"]);
    const fetched = await postActivity(
      server.url,
      invokeActivity("task/fetch", { data: card.actions?.[1]?.data }, options),
    );
    const { task } = fetched.body as TaskAnswer;
    if (task.type !== "continue") throw new Error(`expected the dialog, got ${task.value}`);
    const inputs = task.value.card.content.body.filter((element) => String(element.type).startsWith("Input."));
    expect(inputs[0]).toMatchObject({ id: "ticket", value: "REQ-42" });
    expect(String(inputs[1]?.value)).toContain("printer is jammed");
    expect(sim.received("POST", "/v1/requests/REQ-42/messages")).toEqual([]);
  });
});
