// The Teams handlers of "Summarise the thread" on their own: a summary later than Teams waits is a note, and an outcome posted in the chat that shows a model's text carries Teams' AI label.
import type { Activity, MessagingExtensionAction, TurnContext } from "botbuilder";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { invokeActivity } from "../../../fakes/teams-activities.ts";
import { AI_GENERATED_ENTITY } from "../../../src/adapters/teams/cards.ts";
import { sealThread } from "../../../src/adapters/teams/channel-thread.ts";
import { dialogCard } from "../../../src/adapters/teams/dialogs.ts";
import { onSubmitAction } from "../../../src/adapters/teams/handlers/submit-action.ts";
import { SUMMARY_ANSWER_MS } from "../../../src/adapters/teams/handlers/summarise-thread.ts";
import type { Core } from "../../../src/core/core.ts";
import type { Reply } from "../../../src/core/reply.ts";
import type { ThreadSummaries } from "../../../src/core/thread-summary.ts";
import { InFlight } from "../../../src/in-flight.ts";
import { startCore } from "../../helpers/core.ts";
import { teamsDepsFor } from "../../helpers/teams-deps.ts";

const CHANNEL = "19:helpdesk@thread.tacv2";

/** A turn for `activity` that records what is sent in it. */
function fakeTurn(activity: Record<string, unknown>) {
  const sent: Array<Partial<Activity>> = [];
  const context = {
    activity: activity as unknown as Activity,
    sendActivity: async (sending: Partial<Activity>) => {
      sent.push(sending);
      return { id: `sent-${sent.length}` };
    },
  } as unknown as TurnContext;
  return { context, sent };
}

/** A submitAction of the comment dialog in a channel, by the admin. */
function submitInChannel(data: Record<string, unknown>) {
  const activity = invokeActivity(
    "composeExtension/submitAction",
    { commandId: "commentOnTicket", data },
    { serviceUrl: "http://127.0.0.1:9", conversationType: "channel" },
  );
  return fakeTurn({
    ...activity,
    channelData: { tenant: { id: "tenant-1" }, team: { id: "19:team" }, channel: { id: CHANNEL } },
  });
}

/** The Teams deps over a real core whose parts named in `replace` are stubs; what is posted in the chat later is recorded. */
async function setup(replace: (core: Core) => Partial<Core>) {
  const { core } = await startCore({ admins: ["aad-admin"] });
  const posted: Array<Partial<Activity>> = [];
  const stubbed = Object.assign(Object.create(core) as Core, replace(core));
  const inFlight = new InFlight();
  const deps = {
    ...teamsDepsFor(stubbed, async (_reference, logic) => {
      const later = fakeTurn({});
      await logic(later.context);
      posted.push(...later.sent);
    }),
    inFlight,
  };
  const form = core.registry.get("comment")?.form;
  if (!form) throw new Error("comment has a form");
  return { deps, form, posted, inFlight };
}

const cardJson = (answer: unknown) => JSON.stringify(answer);

describe("a summary press", () => {
  it("re-opens the dialog with the note when no summary is made within Teams' invoke time", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const { deps } = await setup((core) => ({
      summaries: {
        ...core.summaries,
        model: "slow-model",
        fieldOf: (form) => form.fields.find((field) => field.id === "body"),
        // The thread's read and the model's answer take longer than Teams waits.
        summarise: () => new Promise<never>(() => {}),
      } satisfies ThreadSummaries,
    }));
    const thread = sealThread(
      deps.sealKey,
      { team: "19:team", channel: CHANNEL, root: "1700", user: "aad-admin" },
      Date.now(),
    );
    const turn = submitInChannel({ deskbot: "summarise", thread, ticket: "REQ-7", body: "Mine" });
    const answer = onSubmitAction(deps, turn.context, turn.context.activity.value as MessagingExtensionAction);
    await vi.advanceTimersByTimeAsync(SUMMARY_ANSWER_MS);
    const shown = cardJson(await answer);
    expect(shown).toContain('"type":"continue"');
    expect(shown).toContain("The AI model did not summarise the thread");
    expect(shown).toContain('"value":"Mine"');
    expect(shown).toContain('"value":"REQ-7"');
  });
});

describe("a summary press without Microsoft credentials (no thread reader)", () => {
  it("reads nothing and asks no model: the dialog re-opens with the person's answers and the line saying why", async () => {
    const asked: string[] = [];
    const { deps } = await setup((core) => ({
      summaries: {
        ...core.summaries,
        model: "fake-model",
        fieldOf: (form) => form.fields.find((field) => field.id === "body"),
        summarise: async () => {
          asked.push("summarise");
          return { kind: "note", text: "unused" };
        },
      } satisfies ThreadSummaries,
    }));
    const { readThread: _, ...withoutReader } = deps;
    const thread = sealThread(
      deps.sealKey,
      { team: "19:team", channel: CHANNEL, root: "1700", user: "aad-admin" },
      Date.now(),
    );
    const turn = submitInChannel({ deskbot: "summarise", thread, ticket: "REQ-7", body: "Mine" });
    const shown = cardJson(
      await onSubmitAction(withoutReader, turn.context, turn.context.activity.value as MessagingExtensionAction),
    );
    expect(asked).toEqual([]);
    expect(shown).toContain('"type":"continue"');
    expect(shown).toContain("without Microsoft credentials (local mode)");
    expect(shown).toContain('"value":"Mine"');
  });
});

describe("an outcome posted in the chat later", () => {
  const reply: Reply = {
    kind: "result",
    title: "Comment added to REQ-7",
    fields: [{ label: "Comment", value: "The VPN drops every ten minutes." }],
  };

  it("carries Teams' AI label when it shows a summarised text, and none otherwise", async () => {
    const { deps, form, posted, inFlight } = await setup(() => ({
      // The API answers later than Teams waits: the outcome is posted in the chat.
      submitForm: async () => ({ kind: "later", reply: Promise.resolve(reply) }),
    }));
    const submitData = (summarisedBy?: string) => {
      const card = dialogCard(
        form,
        { answers: {}, files: [], ...(summarisedBy ? { summarisedBy } : {}) },
        deps.sealKey,
      );
      return (card.actions as Array<{ data: Record<string, unknown> }>)[0]?.data ?? {};
    };
    for (const summarisedBy of ["fake-model", undefined]) {
      const turn = submitInChannel({ ...submitData(summarisedBy), ticket: "REQ-7", body: "The VPN drops." });
      const answer = await onSubmitAction(deps, turn.context, turn.context.activity.value as MessagingExtensionAction);
      expect(cardJson(answer)).toContain("the outcome will be posted in this chat");
    }
    // The outcomes are posted once the work Teams did not wait for is done.
    expect(await inFlight.idle(5000)).toBe(true);
    expect(posted).toHaveLength(2);
    const [summarised, plain] = posted;
    expect(summarised?.entities).toEqual([
      {
        type: "https://schema.org/Message",
        "@type": "Message",
        "@context": "https://schema.org",
        "@id": "",
        additionalType: ["AIGeneratedContent"],
      },
    ]);
    expect(summarised?.entities).toEqual([AI_GENERATED_ENTITY]);
    expect(cardJson(summarised)).toContain("The VPN drops every ten minutes.");
    expect(plain?.entities).toBeUndefined();
  });
});
