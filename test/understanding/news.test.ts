// News for a ticket labelled with it ("REQ-44: …") is read as a comment carrying it; "FYI …" posts nothing and offers that comment; a question reads the ticket.
import { describe, expect, it } from "vitest";
import { createRegistry } from "../../src/core/commands/index.ts";
import { readWords } from "../../src/understanding/reader.ts";

const registry = createRegistry();
const today = new Date("2026-11-27T12:00:00Z");
const read = (text: string) => readWords(text, { registry, today });

/** Each language's news, each way of naming the ticket, each way of introducing the news. */
const NEWS = {
  en: {
    tickets: ["REQ-44", "req-44", "ticket 44", "#44"],
    news: ["access was granted this morning", "the VPN is stable since the patch", "laptop shipped, tracking 1Z999"],
    frames: [
      (ticket: string, news: string) => `${ticket}: ${news}`,
      (ticket: string, news: string) => `${ticket} - ${news}, thanks`,
      (ticket: string, news: string) => `heads up ${ticket} ${news}`,
      (ticket: string, news: string) => `update for ${ticket}: ${news}`,
    ],
    // News given, not asked to be posted.
    told: [
      (ticket: string, news: string) => `FYI ${ticket} ${news}`,
      (ticket: string, news: string) => `${ticket} ${news}, just so you know`,
    ],
    // A ticket said in passing.
    passing: [(ticket: string, news: string) => `Margaret's laptop (${ticket}) ${news}, she's thrilled`],
    questions: [(ticket: string) => `${ticket}?`, (ticket: string) => `what's up with ${ticket}?`],
    // Someone else's news, or a supposition: nobody asked for it to be noted.
    theirs: [
      (ticket: string, news: string) => `Alan told me ${ticket} ${news}`,
      (ticket: string, news: string) => `Grace said that ${ticket} ${news}`,
      (ticket: string, news: string) => `if ${ticket} ${news}, we can close the loop`,
      // A joke about it.
      (ticket: string, news: string) => `haha ${ticket} ${news} 😂`,
    ],
  },
  fr: {
    tickets: ["REQ-44", "req-44", "ticket 44", "#44"],
    news: ["l'accès a été accordé ce matin", "le VPN est stable depuis le patch", "portable expédié, suivi 1Z999"],
    frames: [
      (ticket: string, news: string) => `${ticket} : ${news}`,
      (ticket: string, news: string) => `${ticket} - ${news}, merci`,
      (ticket: string, news: string) => `petite maj pour ${ticket} : ${news}`,
    ],
    told: [
      (ticket: string, news: string) => `Pour info ${ticket} : ${news}`,
      (ticket: string, news: string) => `${ticket} ${news}, pour info`,
    ],
    passing: [(ticket: string, news: string) => `le portable de Margaret (${ticket}) ${news}, elle est ravie`],
    questions: [(ticket: string) => `${ticket} ?`, (ticket: string) => `où en est ${ticket} ?`],
    theirs: [
      (ticket: string, news: string) => `Alan m'a dit que ${ticket} ${news}`,
      (ticket: string, news: string) => `selon Grace, ${ticket} ${news}`,
      (ticket: string, news: string) => `si ${ticket} ${news}, on pourra clore`,
      (ticket: string, news: string) => `mdr ${ticket} ${news}`,
    ],
  },
} as const;

describe.each(["en", "fr"] as const)("news for a ticket (%s)", (lang) => {
  const { tickets, news, frames, questions, theirs, told, passing } = NEWS[lang];
  /** Every frame with every way of naming the ticket and every piece of news. */
  const variants = (each: ReadonlyArray<(ticket: string, news: string) => string>) =>
    each.flatMap((frame) => tickets.flatMap((ticket) => news.map((said) => ({ text: frame(ticket, said), said }))));

  it("is read as a comment on that ticket, carrying the news without its politeness", () => {
    const wrong = variants(frames).flatMap(({ text, said }) => {
      const reading = read(text);
      const carried =
        reading.kind === "command" &&
        reading.definition.name === "comment" &&
        reading.raw.request === "REQ-44" &&
        reading.raw.text === said;
      return carried ? [] : [`${text} => ${reading.kind === "command" ? reading.line : reading.kind}`];
    });
    expect(wrong).toEqual([]);
  });

  it("told as news ('FYI …'), posts nothing and offers the comment that would post it", () => {
    const wrong = variants(told).flatMap(({ text, said }) => {
      const reading = read(text);
      const offered = reading.kind === "none" && reading.news === `comment REQ-44 ${said}`;
      return offered
        ? []
        : [
            `${text} => ${reading.kind === "command" ? reading.line : `${reading.kind} ${"news" in reading ? reading.news : ""}`}`,
          ];
    });
    expect(wrong).toEqual([]);
  });

  it("said in passing beside a ticket, is no comment", () => {
    const proposed = variants(passing).flatMap(({ text }) => {
      const reading = read(text);
      return reading.kind === "command" && reading.definition.writes ? [`${text} => ${reading.line}`] : [];
    });
    expect(proposed).toEqual([]);
  });

  it("but someone else's news, or a supposition, is no comment (nor any change)", () => {
    const proposed = variants(theirs).flatMap(({ text }) => {
      const reading = read(text);
      return reading.kind === "command" && reading.definition.writes ? [`${text} => ${reading.line}`] : [];
    });
    expect(proposed).toEqual([]);
  });

  it("while a question about the ticket reads it", () => {
    for (const question of questions)
      for (const ticket of tickets) {
        const reading = read(question(ticket));
        expect(reading.kind === "command" ? reading.line : reading.kind, question(ticket)).toBe("ticket REQ-44");
      }
  });
});
