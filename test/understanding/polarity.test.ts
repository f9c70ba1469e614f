// Words that name a change without asking for it (negated, asked about, supposed, reported) are never read as that change, in either language.
import { describe, expect, it } from "vitest";
import { createRegistry } from "../../src/core/commands/index.ts";
import { readWords } from "../../src/understanding/reader.ts";

const registry = createRegistry();
const today = new Date("2026-11-27T12:00:00Z");

/** Each change as a verb and what it is done to, with the command it is. */
const CHANGES = {
  en: [
    ["disable", "wa_vpn", "service disable"],
    ["enable", "wa_vpn", "service enable"],
    ["unarchive", "s_figma", "app unarchive"],
    ["restore", "ueq_mbp_002", "equipment unarchive"],
    ["merge", "u_katherine_dup into u_katherine", "merge"],
    ["sync", "the directory", "directory sync"],
    ["unlink", "@tim", "unlink"],
    ["link", "@tim to u_tim", "link"],
    ["grant", "admin to @tim", "admin grant"],
    ["revoke", "@tim's admin", "admin revoke"],
  ],
  fr: [
    ["désactive", "wa_vpn", "service disable"],
    ["réactive", "wa_vpn", "service enable"],
    ["désarchive", "s_figma", "app unarchive"],
    ["restaure", "ueq_mbp_002", "equipment unarchive"],
    ["fusionne", "u_katherine_dup dans u_katherine", "merge"],
    ["synchronise", "l'annuaire", "directory sync"],
    ["délie", "@tim", "unlink"],
    ["lie", "@tim à u_tim", "link"],
    ["révoque", "l'admin de @tim", "admin revoke"],
  ],
} as const;

type Frame = (verb: string, object: string) => string;

/** Ways of naming a change without asking for it. */
const NOT_ASKED: Record<"en" | "fr", Record<string, Frame[]>> = {
  en: {
    negated: [
      (v, o) => `don't ${v} ${o}`,
      (v, o) => `Please do NOT ${v} ${o} yet, HR is checking`,
      (v, o) => `never ${v} ${o} without asking Finance first`,
      (v, o) => `no need to ${v} ${o}, it's sorted`,
      (v, o) => `stop. don't ${v} ${o}`,
      (v, o) => `I'm not asking you to ${v} ${o}, just letting you know`,
    ],
    question: [
      (v, o) => `should we ${v} ${o}?`,
      (v, o) => `should I ${v} ${o} or wait?`,
      (v, o) => `is it safe to ${v} ${o}?`,
      (v, o) => `do we really want to ${v} ${o}?`,
    ],
    supposed: [
      (v, o) => `what if we ${v} ${o}, would people notice?`,
      (v, o) => `if we ${v} ${o} tomorrow, would anything break?`,
      (v, o) => `I wonder whether we should ${v} ${o}`,
      (v, o) => `next week we'll need to ${v} ${o}, I'll ping you then`,
    ],
    "taken back": [
      (v, o) => `${v} ${o}... actually never mind`,
      (v, o) => `I was going to ask you to ${v} ${o} but forget it`,
      (v, o) => `${v} ${o}. Scratch that.`,
      (v, o) => `hypothetically, if I ${v} ${o}, could I undo it?`,
    ],
    reported: [
      (v, o) => `Grace said '${v} ${o}' in standup but I think she was joking`,
      (v, o) => `my boss posted "${v} ${o}" in #it, not my call`,
      (v, o) => `Ken asked me to ${v} ${o} but hold off till I talk to him`,
    ],
  },
  fr: {
    negated: [
      (v, o) => `ne ${v} pas ${o}`,
      (v, o) => `Ne ${v} surtout pas ${o}, on a la migration ce soir`,
      (v, o) => `ne ${v} jamais ${o} sans l'accord de la sécu`,
      (v, o) => `${v} pas ${o} stp, on en a encore besoin`,
      (v, o) => `stop, ne ${v} pas ${o}, je me suis trompé`,
    ],
    question: [(v, o) => `est-ce qu'on ${v} ${o} ?`, (v, o) => `on ${v} ${o} ou pas ?`],
    supposed: [
      (v, o) => `si on ${v} ${o} ce soir, ça casse quelque chose ?`,
      (v, o) => `et si on ${v} ${o} ?`,
      (v, o) => `peut-être qu'il faudra qu'on ${v} ${o} la semaine prochaine`,
    ],
    "taken back": [
      (v, o) => `${v} ${o}… non, laisse tomber`,
      (v, o) => `je voulais te demander de ${v} ${o} mais finalement non`,
      (v, o) => `${v} ${o}, en fait non, oublie ça`,
    ],
    reported: [
      (v, o) => `Grace a dit « ${v} ${o} » en réunion, mais c'était une blague`,
      (v, o) => `Ken a demandé si on ${v} ${o}. Je lui ai dit non.`,
    ],
  },
};

/** Ways of asking for a change. */
const ASKED: Record<"en" | "fr", Frame[]> = {
  en: [
    (v, o) => `${v} ${o}`,
    (v, o) => `please ${v} ${o}`,
    (v, o) => `can you ${v} ${o}?`,
    (v, o) => `could you please ${v} ${o}? thanks!`,
    (v, o) => `hi deskbot, ${v} ${o} pls`,
    // What follows words taken back is asked for.
    (v, o) => `never mind the last one, ${v} ${o}`,
    (v, o) => `if you have a minute, ${v} ${o}`,
  ],
  fr: [
    (v, o) => `${v} ${o}`,
    (v, o) => `${v} ${o} stp`,
    (v, o) => `bonjour, ${v} ${o}, merci`,
    (v, o) => `laisse tomber ce que j'ai dit, ${v} ${o}`,
    (v, o) => `si tu peux, ${v} ${o}`,
  ],
};

const read = (text: string) => readWords(text, { registry, today });

describe.each(["en", "fr"] as const)("polarity in %s", (lang) => {
  const cases = Object.entries(NOT_ASKED[lang]).flatMap(([how, frames]) =>
    frames.flatMap((frame) => CHANGES[lang].map(([verb, object, name]) => ({ how, text: frame(verb, object), name }))),
  );

  it(`never reads a change named without being asked for as that change or any other (${cases.length} variants)`, () => {
    const proposed = cases.flatMap(({ how, text }) => {
      const reading = read(text);
      return reading.kind === "command" && reading.definition.writes ? [`${how}: ${text} => ${reading.line}`] : [];
    });
    expect(proposed).toEqual([]);
  });

  it("reads the same change asked for plainly or politely as that change", () => {
    const missed = ASKED[lang].flatMap((frame) =>
      CHANGES[lang].flatMap(([verb, object, name]) => {
        const text = frame(verb, object);
        const reading = read(text);
        return reading.kind !== "none" && reading.definition.name === name ? [] : [`${text} => ${reading.kind}`];
      }),
    );
    expect(missed).toEqual([]);
  });
});
