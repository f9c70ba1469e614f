// Only names, never chat ids, reach the model: in a thread's summary (authors and mentions whose names are not found become neutral placeholders) and in a person's words (mentions as names, turned back into the mentions in the model's tool call); over generated Slack and Teams ids.
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { type FakeChat, startFakeChat } from "../../fakes/chat-completions.ts";
import { createRegistry } from "../../src/core/commands/index.ts";
import { createLogger } from "../../src/log.ts";
import { inLocale } from "../../src/messages/translate.ts";
import { createModelClient } from "../../src/understanding/model/client.ts";
import { createModelReader } from "../../src/understanding/model/reader.ts";
import { summariseThread, type ThreadMessage, threadData } from "../../src/understanding/model/summary.ts";

const fakes: FakeChat[] = [];
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((fake) => fake.close()));
});

/** A chat user id as a platform gives it: a Slack user (`U…`, or `W…` on Enterprise Grid) or a Teams user's Entra object id. */
const chatId = fc.oneof(fc.stringMatching(/^[UW][A-Z0-9]{8,10}$/), fc.uuid());
/** Words that can hold no id (lower case, no digits, no dashes). */
const words = fc.stringMatching(/^[a-z ,.]{0,40}$/);
const NAMES = ["Ada Lovelace", "Grace Hopper", "Zoë O'Brien", "Alan Turing", "Katherine Johnson"];
/** A person of the thread: their id, and their name when it was found. */
const person = fc.record({ id: chatId, name: fc.option(fc.constantFrom(...NAMES), { nil: undefined }) });

/** A mention of `who` as the core writes it: with their name when known. */
const mention = (who: { id: string; name?: string | undefined }) =>
  who.name ? `<@${who.id}|${who.name}>` : `<@${who.id}>`;

/** A thread of generated messages: authors and mentions among `people`, known by name or not. */
const thread = fc.array(person, { minLength: 1, maxLength: 8 }).chain((people) =>
  fc.record({
    people: fc.constant(people),
    messages: fc.array(
      fc.record({
        author: fc.constantFrom(...people),
        parts: fc.array(fc.oneof(words, fc.constantFrom(...people)), { maxLength: 6 }),
        noAuthor: fc.boolean(),
      }),
      { minLength: 1, maxLength: 12 },
    ),
  }),
);

function asThread(
  messages: Array<{ author: { id: string; name?: string | undefined }; parts: unknown[]; noAuthor: boolean }>,
): ThreadMessage[] {
  return messages.map(({ author, parts, noAuthor }) => ({
    ...(noAuthor ? {} : { author: author.name, authorId: author.id }),
    text: parts
      .map((part) => (typeof part === "string" ? part : mention(part as { id: string; name?: string })))
      .join(" "),
  }));
}

describe("a thread as the model is sent it", () => {
  it("carries no chat id of any author or mention, for any thread; each unknown person is one placeholder throughout", () => {
    fc.assert(
      fc.property(thread, ({ people, messages }) => {
        const sent = threadData(asThread(messages));
        for (const { id } of people) expect(sent).not.toContain(id);
        const data = JSON.parse(sent) as { messages: Array<{ author: string; text: string }> };
        data.messages.forEach((message, index) => {
          const source = messages[index];
          if (!source) return;
          if (source.noAuthor) expect(message.author).toBe("someone");
          else if (source.author.name) expect(message.author).toBe(source.author.name);
          else expect(message.author).toMatch(/^person \d+$/);
        });
        // One placeholder per unknown person: the same number wherever they appear.
        const placeholders = new Map<string, string>();
        const authorsOf = data.messages.map((message) => message.author);
        messages.forEach((source, index) => {
          if (source.noAuthor || source.author.name) return;
          const given = placeholders.get(source.author.id) ?? (authorsOf[index] as string);
          expect(authorsOf[index]).toBe(given);
          placeholders.set(source.author.id, given);
        });
        expect(new Set(placeholders.values()).size).toBe(placeholders.size);
      }),
      { numRuns: 300 },
    );
  });

  it("names a mention by its name, or by the placeholder its person has as an author, in the reader's language", async () => {
    const sent = await inLocale("fr", async () =>
      threadData([
        { authorId: "U0SECRET1", text: "the VPN drops" },
        { author: "Ada Lovelace", authorId: "U0ADA", text: "same for <@U0SECRET1> and <@U0GRACE|Grace Hopper>" },
        { text: "and <@9f1c2d3e-0000-4000-8000-00000000abcd>" },
      ]),
    );
    expect(JSON.parse(sent).messages).toEqual([
      { author: "personne 1", text: "the VPN drops" },
      { author: "Ada Lovelace", text: "same for @personne 1 and @Grace Hopper" },
      { author: "quelqu’un", text: "and @personne 2" },
    ]);
  });

  it("is sent so: the whole request to the model carries no id", async () => {
    const fake = await startFakeChat();
    fakes.push(fake);
    const client = createModelClient({ url: fake.url, model: "fake-model", timeoutSeconds: 5 });
    fake.answer({ text: "A summary." });
    await fc.assert(
      fc.asyncProperty(thread, async ({ people, messages }) => {
        const before = fake.requests.length;
        await summariseThread(asThread(messages), "en", { client, logger: createLogger("silent") });
        const raw = fake.requests
          .slice(before)
          .map((request) => request.raw)
          .join("\n");
        for (const { id } of people) expect(raw).not.toContain(id);
      }),
      { numRuns: 25 },
    );
  });
});

describe("a person's words as the model is sent them", () => {
  const registry = createRegistry();
  const context = { registry, role: "admin" as const, locale: "en" as const, today: new Date() };

  async function reader() {
    const fake = await startFakeChat();
    fakes.push(fake);
    const client = createModelClient({ url: fake.url, model: "fake-model", timeoutSeconds: 5 });
    return { fake, read: createModelReader({ client, logger: createLogger("silent") }) };
  }

  it("carry no chat id of a person they mention, named or not, for any words", async () => {
    const { fake, read } = await reader();
    fake.answer({ text: "no tool" });
    await fc.assert(
      fc.asyncProperty(fc.array(fc.oneof(words, person), { minLength: 1, maxLength: 8 }), async (parts) => {
        const text = parts.map((part) => (typeof part === "string" ? part : mention(part))).join(" ");
        const before = fake.requests.length;
        await read.read(text, context);
        const raw = fake.requests
          .slice(before)
          .map((request) => request.raw)
          .join("\n");
        for (const part of parts) if (typeof part !== "string") expect(raw).not.toContain(part.id);
      }),
      { numRuns: 25 },
    );
  });

  it("get back the mentions the model's tool call names, as the person wrote them", async () => {
    const { fake, read } = await reader();
    fake.answer({
      toolCall: {
        name: "approval",
        arguments: { request: "REQ-43", approvers: ["@Grace Hopper", "person 1"], text: "Please, @Grace Hopper" },
      },
    });
    const reading = await read.read("ask <@U0GRACE|Grace Hopper> and <@W0NONAME> to approve REQ-43", context);
    expect(reading.kind === "command" ? reading.line : reading).toBe(
      'approval REQ-43 --approvers "<@U0GRACE|Grace Hopper>,<@W0NONAME>" Please, <@U0GRACE|Grace Hopper>',
    );
    expect(String(fake.chats()[0]?.body?.messages?.[1]?.content)).toBe(
      "ask @Grace Hopper and @person 1 to approve REQ-43",
    );
  });
});
