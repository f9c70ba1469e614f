// Classes of words read as people mean them: names written in lower case, slips of the keyboard, a command's word inside what a sentence describes.
import { describe, expect, it } from "vitest";
import { createRegistry } from "../../src/core/commands/index.ts";
import { demoDirectory } from "../../src/simulator/demo-data.ts";
import { readWords } from "../../src/understanding/reader.ts";

const registry = createRegistry();
const today = new Date("2026-11-27T12:00:00Z");
const read = (text: string) => readWords(text, { registry, today });
const shown = (text: string) => {
  const reading = read(text);
  return reading.kind === "command" ? reading.line : reading.kind === "ask" ? `ask ${reading.missing}` : "none";
};

/** Each text is read as its line (or question back, or "none"): every one is checked, each named if it fails. */
function expectReads(cases: ReadonlyArray<readonly [string, string]>): void {
  for (const [text, line] of cases) expect(shown(text), text).toBe(line);
}

/** Each text asks for nothing. */
function expectNothing(texts: readonly string[]): void {
  expectReads(texts.map((text) => [text, "none"] as const));
}

/** The demo directory's first names, as people type them in a hurry: lower case. */
const FIRST_NAMES = [...new Set(demoDirectory().map((person) => (person.fullName ?? "").split(" ")[0] as string))]
  .filter((name) => name !== "")
  .map((name) => name.toLowerCase());

/** Requests that name people, each with the argument that must carry them. */
const NAMING: Record<"en" | "fr", Array<[(a: string, b: string) => string, string, "one" | "two"]>> = {
  en: [
    [(a, b) => `approval on REQ-42 from ${a}, ${b}: budget for the new laptops`, "approvers", "two"],
    [(a, b) => `ask ${a} and ${b} to approve REQ-42: budget for the new laptops`, "approvers", "two"],
    [(a) => `revoke admin from ${a} please`, "user", "one"],
    [(a) => `make ${a} admin`, "user", "one"],
    [(a) => `audit by ${a}, last 10`, "user", "one"],
    [(a, b) => `can you get ${a} and ${b} to approve REQ-42`, "approvers", "two"],
    [(a) => `approval on REQ-46 from ${a} pls, need sign off on the new quota`, "approvers", "one"],
  ],
  fr: [
    [(a, b) => `approbation sur REQ-42 de ${a} et ${b} : budget des nouveaux portables`, "approvers", "two"],
    [(a) => `passe ${a} admin`, "user", "one"],
    [(a) => `audit d'${a}, les 10 dernières`, "user", "one"],
    [(a) => `mets ${a} admin stp`, "user", "one"],
  ],
};

describe.each(["en", "fr"] as const)("names written in lower case (%s)", (lang) => {
  it(`are carried as written, for the directory to find, with every demo first name (${FIRST_NAMES.length} × ${NAMING[lang].length})`, () => {
    const wrong: string[] = [];
    FIRST_NAMES.forEach((name, index) => {
      const other = FIRST_NAMES[(index + 1) % FIRST_NAMES.length] as string;
      for (const [frame, key, count] of NAMING[lang]) {
        const text = frame(name, other);
        const reading = read(text);
        const expected = count === "two" ? `${name},${other}` : name;
        // Carried into the command, or into the line of the question that asks for what is still missing.
        const carried =
          (reading.kind === "command" && reading.raw[key] === expected) ||
          (reading.kind === "ask" && reading.missing === "text" && reading.line.includes(`--approvers ${expected}`));
        if (!carried) wrong.push(`${text} => ${shown(text)}`);
      }
    });
    expect(wrong).toEqual([]);
  });
});

it("a word after 'from' that is no name is asked about, never taken for a date, a ticket or a command", () => {
  expect(shown("revoke admin from the intern")).toBe("ask user");
  expect(shown("apps created from last week")).toBe("apps --created-after 2026-11-16 --created-before 2026-11-23");
  expect(shown("approval on REQ-42 from REQ-41's approvers: budget")).toBe("ask approvers");
});

/** Commands said with one word that people mistype, and the line each must read as. */
const MISTYPED: Array<[string, string, string]> = [
  ["disable", "{} wa_vpn", "service disable wa_vpn"],
  ["unarchive", "{} s_zoom", "app unarchive s_zoom"],
  ["comment", "{} REQ-42 it works now", "comment REQ-42 it works now"],
  ["annuaire", "synchronise l'{} stp", "directory sync"],
  ["désactive", "{} wa_vpn", "service disable wa_vpn"],
];

/** Every slip of one key in a word past its first letter: a letter left out, doubled, or two swapped. */
function slipsOf(word: string): string[] {
  const slips = new Set<string>();
  for (let at = 1; at < word.length; at += 1) {
    slips.add(word.slice(0, at) + word.slice(at + 1));
    slips.add(word.slice(0, at) + word.charAt(at) + word.slice(at));
    if (at + 1 < word.length) slips.add(word.slice(0, at) + word.charAt(at + 1) + word.charAt(at) + word.slice(at + 2));
  }
  slips.delete(word);
  return [...slips];
}

it("slips of the keyboard on a command's word, inside a phrase too, are read as that word", () => {
  const wrong = MISTYPED.flatMap(([word, frame, line]) =>
    slipsOf(word).flatMap((slip) => {
      const text = frame.replace("{}", slip);
      return shown(text) === line ? [] : [`${text} => ${shown(text)}`];
    }),
  );
  expect(wrong).toEqual([]);
});

/** A command's word inside a noun phrase that the sentence says something about. */
const DESCRIBED = [
  "lol the help desk printer is jammed again",
  "the comment section of the wiki is a mess",
  "our audit log is what the auditors wanted, nice",
  "the merge conflict on main was painful",
  "la section commentaires du wiki est un bazar",
  "le help desk est fermé le dimanche",
  "la synchro de mon téléphone est lente",
];

it("a command's word inside what a sentence describes asks for nothing", () => {
  const read = DESCRIBED.flatMap((text) => (shown(text) === "none" ? [] : [`${text} => ${shown(text)}`]));
  expect(read).toEqual([]);
});

/** Each ticket and message, in each way of asking to show it and then comment on it. */
const SHOW_THEN_COMMENT: Record<"en" | "fr", Array<(ticket: string, message: string) => string>> = {
  en: [
    (ticket, message) => `show ${ticket} and comment ${message}`,
    (ticket, message) => `show me ${ticket} then add a comment saying ${message}`,
    (ticket, message) => `open ${ticket} and add the comment: ${message}`,
  ],
  fr: [
    (ticket, message) => `montre ${ticket} puis ajoute le commentaire : ${message}`,
    (ticket, message) => `affiche ${ticket} et commente : ${message}`,
  ],
};
const MESSAGES = {
  en: ["checking with facilities", "the laptop ships Monday"],
  fr: ["pris en charge par le N2", "le portable part lundi"],
};

describe.each(["en", "fr"] as const)("a second request about the first's ticket (%s)", (lang) => {
  it("reads the first and names the second, on the same ticket, with its message", () => {
    const wrong = SHOW_THEN_COMMENT[lang].flatMap((frame) =>
      ["REQ-44", "REQ-41"].flatMap((ticket) =>
        MESSAGES[lang].flatMap((message) => {
          const text = frame(ticket, message);
          const reading = read(text);
          const ok =
            reading.kind === "command" &&
            reading.line === `ticket ${ticket}` &&
            reading.further?.[0] === `comment ${ticket} ${message}`;
          return ok ? [] : [`${text} => ${shown(text)} + ${reading.kind === "command" ? reading.further : ""}`];
        }),
      ),
    );
    expect(wrong).toEqual([]);
  });
});

it("a status said not to be wanted lists the others, in both languages", () => {
  for (const [text, statuses] of [
    ["apps that aren't approved yet", "restricted,discovered"],
    ["show apps not restricted", "approved,discovered"],
    ["les applis pas encore approuvées", "restricted,discovered"],
    ["les applis non restreintes stp", "approved,discovered"],
    ["restricted and discovered apps", "restricted,discovered"],
  ] as const)
    expect(shown(text), text).toBe(`apps --status ${statuses}`);
});

it("a uid said beside an option's word is that option's, whatever its prefix, never the record", () => {
  expectReads([
    ["set the SLA of wa_vpn to sla_48h", "service update wa_vpn --sla sla_48h"],
    ["put wa_laptop in category cat_hardware", "service update wa_laptop --category cat_hardware"],
    ["mets wa_vpn dans la catégorie cat_network", "service update wa_vpn --category cat_network"],
    ["mets le SLA sla_4h sur wa_vpn", "service update wa_vpn --sla sla_4h"],
    ["drop the SLA on wa_laptop", "service update wa_laptop --sla none"],
    ["unarchive app_8f3a", "app unarchive app_8f3a"],
  ]);
});

it("a change told as done, without a question, asks for nothing and shows nothing", () => {
  expectNothing([
    "the XPS was restored already, no need",
    "j'ai déjà commenté REQ-42",
    "le MacBook 16 a déjà été désarchivé par Grace",
    "I already disabled wa_vpn this morning",
  ]);
  // Asked, the same is answered from the audit log or the ticket.
  expect(shown("who disabled wa_vpn?")).toBe("audit --command service");
  expect(shown("REQ-46 approved?")).toBe("ticket REQ-46");
});

it("a ticket's id with its hyphen forgotten is that ticket", () => {
  for (const text of ["ticket REQ45", "show req45", "REQ45?"]) expect(shown(text), text).toBe("ticket REQ-45");
});

it("a change said to need doing ('needs to be unarchived') is asked for; denied or asked about, it is not", () => {
  expectReads([
    ["wa_vpn needs to be disabled", "service disable wa_vpn"],
    ["s_calendly needs to be unarchived, marketing uses it again", "app unarchive s_calendly"],
    ["ueq_mbp_002 has to be restored today", "equipment unarchive ueq_mbp_002"],
    ["wa_vpn doit être désactivé", "service disable wa_vpn"],
  ]);
  for (const text of [
    "wa_vpn doesn't need to be disabled",
    "does wa_vpn need to be disabled?",
    "wa_vpn ne doit pas être désactivé",
  ]) {
    const reading = read(text);
    expect(reading.kind === "command" && reading.definition.writes, text).toBe(false);
  }
});

it("a change's or a read's name with what happened to it ('the directory sync finished') asks for nothing", () => {
  expectNothing([
    "ok the directory sync finished, all good",
    "merge failed again",
    "the sync ran fine last night",
    "la synchro de l'annuaire a échoué cette nuit",
  ]);
});

it("a search is the words beside the word it names its thing with, in their clause", () => {
  for (const [text, search] of [
    ["is there a way to see the HR inbox? I'm new and don't know where my paperwork should go", "HR"],
    ["is there an inbox for Legal?", "Legal"],
    ["list the team inboxes matching finance", "finance"],
    ["je voudrais m'assurer que la boîte d'équipe RH existe bien, tu peux me la montrer ?", "RH"],
    ["boîtes de réception d'équipe finance", "finance"],
  ] as const)
    expect(shown(text), text).toBe(`inboxes ${search}`);
});

it("a service named with its word asks for that service, never reads another command in its name", () => {
  expectReads([
    ["rename the software request service to App request", "ask service"],
    ["make the software service restricted", "ask service"],
    ["passe le service logiciel en restreint", "ask service"],
    ["coupe le service de demandes de logiciels", "ask service"],
  ]);
});

it("words saying nothing is to be done take back what comes before them", () => {
  expectNothing([
    "REQ-45 — resolved on my side, no action needed.",
    "Please disregard my previous message about the approval on REQ-43.",
    "REQ-43 — réglé de mon côté, rien à faire.",
    "disable wa_vpn... never mind",
  ]);
});

it("a look at several tickets is a look at each", () => {
  const reading = read("REQ-45 + REQ-46 : état ?");
  expect(reading.kind === "command" ? [reading.line, ...(reading.further ?? [])] : reading.kind).toEqual([
    "ticket REQ-45",
    "ticket REQ-46",
  ]);
});

/** The demo's people by first and last name, for names behind a title. */
const FULL_NAMES = demoDirectory()
  .filter((person) => !person.uid.endsWith("_dup"))
  .map((person) => ({ uid: person.uid, name: person.fullName ?? "" }));

describe("titles, greetings and verbs that open a sentence are no names", () => {
  it("a name behind a title is the name, in both languages, for every demo person", () => {
    for (const { name } of FULL_NAMES) {
      const last = name.split(" ").at(-1) as string;
      expectReads([
        [`please revoke the bot admin rights from Mr. ${name}`, `admin revoke "${name}"`],
        [`Je vous prie de révoquer les droits d'administrateur du bot de M. ${name}.`, `admin revoke "${name}"`],
        [`audit of the actions by Dr ${last}, last 10`, `audit --user ${last} --limit 10`],
      ]);
    }
  });

  it("a greeting or a French verb joined to its pronoun opens a request without naming anyone", () => {
    for (const opening of ["Good morning.", "Hello, I'd like", "Pourriez-vous", "Auriez-vous l'amabilité de"])
      expect(shown(`${opening} request approval from Grace Hopper on REQ-41: budget ok`)).toBe(
        'approval REQ-41 --approvers "Grace Hopper" budget ok',
      );
    expect(shown("Demandez l'approbation de REQ-44 à u_radia et u_grace, message : accès au partage")).toBe(
      "approval REQ-44 --approvers u_radia,u_grace accès au partage",
    );
  });
});

describe("an option named without its value is what is asked", () => {
  it("asks for the assignee, the category or the SLA it names, in both languages, of every service", () => {
    for (const service of ["wa_laptop", "wa_vpn", "wa_software", "wa_onboarding"])
      expectReads([
        [`change the assignee of ${service}`, "ask assignee"],
        [`réassigne ${service}`, "ask assignee"],
        [`change la catégorie de ${service}`, "ask category"],
        [`set the SLA on ${service}`, "ask sla"],
        [`change ${service}`, "ask change"],
      ]);
  });
});

describe("news, done and going on: nothing is asked", () => {
  it("told as done by the writer, for every change, in both languages", () => {
    expectNothing([
      "I already did the merge of the Katherine accounts this morning",
      "I've already disabled wa_vpn",
      "we already linked @tim yesterday",
      "j'ai déjà fait le merge des comptes de Katherine ce matin",
      "on a déjà désactivé wa_vpn",
      "je viens de réactiver wa_onboarding",
    ]);
  });

  it("someone's news, a purpose or a state pending, in both languages", () => {
    expectNothing([
      "the directory sync last night took forever, just saying",
      "Dennis says nobody answered him",
      "Linus should be able to approve requests from Teams",
      "Linus doit pouvoir valider des demandes depuis Teams",
      "CISO said to disable wa_vpn over the weekend, pending CAB approval",
      "j'allais demander l'approbation de Barbara pour REQ-44 mais c'est déjà fait",
      "we're discussing whether to disable wa_software next year",
    ]);
  });
});

describe("a phrasal verb's particle and lists of records", () => {
  it("'turn * on' never stands for 'off': the words say disable, whatever follows", () => {
    for (const service of ["wa_laptop", "wa_vpn"])
      expectReads([
        [`pls turn off ${service}, on n'a plus de stock`, `service disable ${service}`],
        [`turn ${service} back on`, `service enable ${service}`],
        [`could you please switch it back on, ${service}`, `service enable ${service}`],
      ]);
  });

  it("records listed together are one change each; one named apart is not", () => {
    const withFurther = (text: string) => {
      const reading = read(text);
      return reading.kind === "command" ? [reading.line, ...(reading.further ?? [])].join(" + ") : reading.kind;
    };
    for (const [text, lines] of [
      [
        "disable wa_software and wa_laptop till the freeze is over",
        "service disable wa_software + service disable wa_laptop",
      ],
      ["désactive wa_vpn et wa_software", "service disable wa_vpn + service disable wa_software"],
      [
        "unarchive s_azure, s_lever and s_hubspot",
        "app unarchive s_azure + app unarchive s_lever + app unarchive s_hubspot",
      ],
      ["disable wa_vpn but keep wa_laptop on", "service disable wa_vpn"],
      ["disable wa_vpn. wa_laptop is fine", "service disable wa_vpn"],
    ] as const)
      expect(withFurther(text), text).toBe(lines);
  });
});

describe("counts, slips in dates, consequences and relative clauses", () => {
  it("a count in words or as an ordinal, in both languages", () => {
    const counts: Array<[string, string, string]> = [
      ["three", "trois", "3"],
      ["five", "cinq", "5"],
      ["ten", "dix", "10"],
    ];
    for (const [en, fr, n] of counts)
      expectReads([
        [`the audit trail of link operations, limited to the last ${en} entries`, `audit --command link --limit ${n}`],
        [`les ${fr} dernières opérations de liaison par le bot`, `audit --command link --limit ${n}`],
      ]);
    expectReads([
      [
        "apps updated in September, 2nd page, 25 per page",
        "apps --updated-after 2026-09-01 --updated-before 2026-10-01 --page 2 --per-page 25",
      ],
      ["apps, 3e page", "apps --page 3"],
      ["show me an audit", "audit"],
    ]);
  });

  it("a slip in a month or a date's word is put right, in both languages", () => {
    expectReads([
      ["apps updated in septmber", "apps --updated-after 2026-09-01 --updated-before 2026-10-01"],
      ["applis modifiées en septmbre", "apps --updated-after 2026-09-01 --updated-before 2026-10-01"],
      ["apps creatd in octobr", "apps --created-after 2026-10-01 --created-before 2026-11-01"],
      [
        "applis modifiées du 2 octobre jusqu'au 20 octobre",
        "apps --updated-after 2026-10-02 --updated-before 2026-10-21",
      ],
    ]);
  });

  it("what follows 'so'/'donc' is asked on its own; a verb after 'that'/'qui' is its clause's", () => {
    expectReads([
      ["Linus should be able to approve requests from Teams, so link @linus to u_linus", "link @linus u_linus"],
      ["Linus doit pouvoir valider des demandes depuis Teams, donc liez @linus à u_linus.", "link @linus u_linus"],
      ["the apps that are still only discovered", "apps --status discovered"],
      ["les applis qui sont restreintes", "apps --status restricted"],
    ]);
    expectNothing(["the help desk printer is jammed", "the comment section of the wiki is a mess"]);
  });

  it("a labelled message after the command's own word, an arrow between users, an option's uid by its prefix", () => {
    expectReads([
      [
        "REQ-43: comment 'Drops correlate with DHCP lease renewal'",
        "comment REQ-43 Drops correlate with DHCP lease renewal",
      ],
      ["REQ-43 : commente « Corrélé au renouvellement DHCP »", "comment REQ-43 Corrélé au renouvellement DHCP"],
      ["Dedup identities: u_katherine_dup → u_katherine, merge.", "merge u_katherine u_katherine_dup"],
      ["merge u_katherine_dup -> u_katherine", "merge u_katherine u_katherine_dup"],
      ["set sla_gold on wa_laptop", "service update wa_laptop --sla sla_gold"],
    ]);
  });
});

describe("polite forms that ask, and the log's changes by their own words", () => {
  it("a polite passive question asks for the change; one that goes on asks whether", () => {
    for (const [uid, line] of [
      ["ueq_xps_003", "equipment unarchive ueq_xps_003"],
      ["wa_vpn", "service disable wa_vpn"],
    ] as const) {
      const verb = uid.startsWith("ueq") ? "unarchived" : "disabled";
      expectReads([
        [`could ${uid} be ${verb}?`, line],
        [`can ${uid} be ${verb} please?`, line],
      ]);
      expectNothing([`can ${uid} be ${verb} without breaking things?`, `is ${uid} ${verb}?`]);
    }
    expectReads([
      ["est-ce que wa_vpn peut être réactivé ?", "service enable wa_vpn"],
      [
        "I would be obliged if you could display the applications updated on or before 30 June.",
        "apps --updated-before 2026-07-01",
      ],
      ["qu'est-ce que je peux te demander exactement ?", "help"],
    ]);
  });

  it("the log's entries of one change, named by that change's own word, in both languages", () => {
    expectReads([
      ["les trois dernières fusions de comptes effectuées par le bot", "audit --command merge --limit 3"],
      [
        "Auriez-vous l'amabilité de m'indiquer les dix dernières opérations de liaison de comptes ?",
        "audit --command link --limit 10",
      ],
      ["the ten most recent actions carried out by Ms. Hopper through this bot", "audit --user Hopper --limit 10"],
      ["who changed the admin list? Alan's asking", "audit --command admin"],
    ]);
  });
});

describe("a request after one declined", () => {
  it("the look asked for after a change said not to be made, in both languages, at every ticket", () => {
    for (const n of [41, 42, 43, 44, 45])
      expectReads([
        [`don't merge Katherine yet, Ada wants to check first. but can you show me REQ-${n}?`, `ticket REQ-${n}`],
        [
          `ne réactive pas le VPN tout de suite, on attend le feu vert réseau. par contre montre-moi REQ-${n}`,
          `ticket REQ-${n}`,
        ],
      ]);
    expectNothing(["Alan told me REQ-44 was approved", "don't touch REQ-44", "ne touche pas à REQ-44"]);
    expectReads([["wa_laptop: remove SLA", "service update wa_laptop --sla none"]]);
  });
});

describe("wishes, polite French, headings and ranges", () => {
  it("a wish with the change's participle, and polite French forms, ask for the change", () => {
    for (const person of ["u_barbara", "u_tim", "u_ken"])
      expectReads([
        [
          `Since Facilities now handles laptops too, I'd like wa_laptop assigned to ${person}.`,
          `service update wa_laptop --assignee ${person}`,
        ],
        [
          `wa_onboarding. responsable : ${person}. il gère les arrivées maintenant`,
          `service update wa_onboarding --assignee ${person}`,
        ],
      ]);
    expectReads([
      [
        "Serait-il possible de désarchiver s_smartsheet, puisqu'on y suit de nouveau les budgets ?",
        "app unarchive s_smartsheet",
      ],
      [
        "Les gens confondent les services, donc renommez wa_laptop en « Ordinateur portable ».",
        'service update wa_laptop --name "Ordinateur portable"',
      ],
      ["Pourriez-vous demander l'approbation de REQ-44 à u_ada ?", "ask text"],
      ["can you disable wa_vpn and enable wa_onboarding?", "service disable wa_vpn"],
    ]);
    expectNothing([
      "Grace dit de couper Onboarding après le gel des embauches. pas maintenant",
      "hier j'ai failli fusionner ken et dennis par erreur lol",
    ]);
  });

  it("a heading names nobody; a range's 'and' joins days; a question asks both its parts", () => {
    expectReads([
      ["Revue IAM : les 30 derniers events de liaison de comptes dans l'audit.", "audit --command link --limit 30"],
      [
        "need the apps created between aug 1 and aug 31 inclusive for the audit deck",
        "apps --created-after 2026-08-01 --created-before 2026-09-01",
      ],
      ["IdP sync health — directory size and last import timestamp?", "directory"],
      [
        "Liste des applications créées en septembre, cent par page",
        "apps --created-after 2026-09-01 --created-before 2026-10-01 --per-page 100",
      ],
      [
        "Please merge u_katherine_dup into Katherine Johnson, it is the same person",
        'merge "Katherine Johnson" u_katherine_dup',
      ],
      ["fusionne u_katherine_dup avec Katherine Johnson, c'est la même personne", "ask source"],
    ]);
  });
});

describe("the audit answers what was done, not how things are", () => {
  it("a question about a state gets no audit; one about what was done does, in both languages", () => {
    expectNothing([
      "Does onboarding have an SLA?",
      "pourquoi le VPN coupe tout le temps, c'est gossant",
      "Who approved the budget for new macbooks in the first place?",
    ]);
    expectReads([
      ["who disabled wa_vpn?", "audit --command service"],
      ["did Alan already unlink Dennis?", "audit --command unlink"],
      ["why is wa_vpn disabled?", "audit --command service"],
      ["qu'est-ce qui a changé sur wa_vpn ?", "audit --command service"],
      ["has anyone merged the Katherine accounts?", "audit --command merge"],
    ]);
  });
});

describe("phrasal verbs, counts before the thing counted, what someone has done", () => {
  it("reads each, in both languages", () => {
    for (const service of ["wa_vpn", "wa_laptop"])
      expectReads([
        [`can you shut ${service} off for now`, `service disable ${service}`],
        [`shut down ${service} please`, `service disable ${service}`],
      ]);
    expectReads([
      ["affiche septante applis par page", "apps --per-page 70"],
      ["show twenty apps per page", "apps --per-page 20"],
      ["what has alan done with the bot, last 3 only", "audit --user alan --limit 3"],
    ]);
  });
});

describe("a wish to know, a question only, a change taken back: nothing proposed", () => {
  it("for every service, in both languages", () => {
    for (const service of ["wa_vpn", "wa_laptop", "wa_software", "wa_onboarding"]) {
      expectReads([[`I'd like to know who disabled ${service}`, "audit --command service"]]);
      expectNothing([
        `I want ${service} disabled? no wait`,
        `would it be possible to disable ${service}? just asking`,
        `est-ce qu'on pourrait désactiver ${service} ? je demande juste`,
      ]);
    }
    expectNothing(["would it be possible to merge u_katherine u_katherine_dup? just asking"]);
  });
});

describe("a condition not yet met, a reminder, a command's word qualifying a noun of when or where", () => {
  const SERVICES = ["wa_vpn", "wa_laptop", "wa_software", "wa_onboarding"];
  it("a change on a condition ('only if', 'seulement si') or to be reminded of is proposed for none of them", () => {
    for (const service of SERVICES)
      for (const person of ["Grace", "Ken", "the CAB"])
        expectNothing([
          `Disable ${service} only if ${person} approves it.`,
          `only if ${person} says yes, restrict ${service}`,
          `Enable ${service}, but only once ${person} confirms`,
          `Restrict ${service} provided that ${person} agrees`,
          `Désactive ${service} seulement si ${person} donne son feu vert.`,
          `Réactive ${service} à condition que ${person} valide`,
          `Remind me after the offsite to restrict ${service}.`,
          `remind me tomorrow to disable ${service}`,
          `Rappelle-moi après le séminaire de restreindre ${service}.`,
          `fais-moi penser à désactiver ${service} lundi`,
        ]);
    expectReads([
      ["Disable wa_vpn if you can", "service disable wa_vpn"],
      // "Unless" proceeds but for an exception the Confirm lets the person weigh.
      ["disable wa_vpn unless it's already off", "service disable wa_vpn"],
    ]);
  });

  it("a command's word in a phrase of when or where names a thing; the request beside it is read, in both languages", () => {
    for (const ticket of ["REQ-41", "REQ-44", "REQ-47"])
      for (const [en, fr] of [
        ["approval meeting", "réunion d'approbation"],
        ["merge window", "fenêtre de fusion"],
        ["comment period", "période de commentaire"],
      ] as const)
        expectReads([
          [`Pull up ${ticket} before the ${en}.`, `ticket ${ticket}`],
          [`show me ${ticket} during the ${en}`, `ticket ${ticket}`],
          [`Affiche ${ticket} avant la ${fr}.`, `ticket ${ticket}`],
          [`montre ${ticket} pendant la ${fr}`, `ticket ${ticket}`],
        ]);
    for (const service of SERVICES) expectNothing([`Don't disable ${service}, we're still in the change freeze.`]);
    // Elsewhere the word still names what is asked for.
    expectReads([["give Tim the admin rights", "admin grant Tim"]]);
  });
});

describe("an option's value names its command; a description's words are the person's", () => {
  const SERVICES = ["wa_vpn", "wa_laptop", "wa_software", "wa_onboarding"];
  it("lifting a restriction, dropping an SLA, opening to everyone: the change of that option alone, in both languages", () => {
    for (const service of SERVICES)
      expectReads([
        [`Lift the restriction on ${service}`, `service update ${service} --restricted false`],
        [`remove the restriction on ${service}, Grace gave her OK`, `service update ${service} --restricted false`],
        [
          `Lève la restriction sur ${service}, Grace a donné son accord.`,
          `service update ${service} --restricted false`,
        ],
        [`${service}: drop its SLA`, `service update ${service} --sla none`],
        [
          `Move ${service} into category cat_hardware and drop its SLA`,
          `service update ${service} --category cat_hardware --sla none`,
        ],
        [`enlève le SLA de ${service}`, `service update ${service} --sla none`],
        [`open ${service} to everyone, drop the audience rule`, `service update ${service} --audience none`],
        [`turn ${service} back on`, `service enable ${service}`],
        [`Enable ${service}, but only if it's still disabled.`, `service enable ${service}`],
      ]);
    expectNothing(["donne les droits admin à tout le monde", "give admin rights to everyone"]);
  });

  it("no option is read inside a description, after its colon or in its quotes", () => {
    for (const service of SERVICES)
      for (const words of [
        "suspended during the freeze",
        "disabled until Monday",
        "restricted to finance",
        "Accès suspendu pendant le gel",
      ])
        expectReads([
          [`Set the description of ${service}: ${words}`, `service update ${service} --about "${words}"`],
          [`Mets comme description de ${service} : ${words}`, `service update ${service} --about "${words}"`],
          [`set ${service} description to '${words}'`, `service update ${service} --about "${words}"`],
        ]);
  });
});

describe("a quote among words that instruct, a ticket's word before its number, ordinals, nouns made of participles", () => {
  const TICKETS = ["REQ-41", "REQ-43", "REQ-46"];
  it("the one quote is the approval's or comment's text when the rest only instructs; else the message holds it", () => {
    for (const ticket of TICKETS)
      for (const [quoted, text] of [
        ["'Rollback of VPN change during freeze'", "Rollback of VPN change during freeze"],
        ["« Retour arrière VPN pendant le gel »", "Retour arrière VPN pendant le gel"],
      ] as const)
        expectReads([
          [
            `Send ${ticket} to Alan for approval, ${quoted}, and I want to follow it`,
            `approval ${ticket} --approvers Alan --follow ${text}`,
          ],
          [
            `Envoie ${ticket} à Ken pour approbation, ${quoted}, et mets-moi en suivi`,
            `approval ${ticket} --approvers Ken --follow ${text}`,
          ],
          [`On ticket ${ticket}, write ${quoted}`, `comment ${ticket} ${text}`],
          [`Sur le ticket ${ticket}, écris ${quoted}`, `comment ${ticket} ${text}`],
          [
            `comment on ${ticket}: the user said ${quoted} yesterday`,
            `comment ${ticket} the user said ${quoted} yesterday`,
          ],
        ]);
    for (const ticket of TICKETS)
      expectReads([
        [`ticket ${ticket}`, `ticket ${ticket}`],
        [`show ticket ${ticket}`, `ticket ${ticket}`],
        [`what's the status of ticket ${ticket}`, `ticket ${ticket}`],
      ]);
  });

  it("an ordinal in words or figures before 'page' is the page, in both languages", () => {
    const ORDINALS: Array<[string, string, string]> = [
      ["second", "deuxième", "2"],
      ["third", "troisième", "3"],
      ["fourth", "quatrième", "4"],
      ["2nd", "2e", "2"],
    ];
    for (const [en, fr, page] of ORDINALS)
      expectReads([
        [`the ${en} page of discovered apps`, `apps --status discovered --page ${page}`],
        [`${en} page of the apps`, `apps --page ${page}`],
        [`la ${fr} page des applis approuvées`, `apps --status approved --page ${page}`],
      ]);
  });

  it("a participle between a determiner and 'of' is a noun; the log's change is the one its words name most", () => {
    for (const service of ["wa_vpn", "wa_laptop", "wa_software"])
      expectReads([
        [`Change l'assigné de ${service}.`, "ask assignee"],
        [`change le responsable de ${service}`, "ask assignee"],
        [
          `Sors ${service.replace("wa_", "ueq_")}_001 de l'archive`,
          `equipment unarchive ${service.replace("wa_", "ueq_")}_001`,
        ],
      ]);
    expectReads([
      ["Qui a désarchivé des équipements depuis le chat ?", "audit --command equipment"],
      ["who unarchived equipment through the bot?", "audit --command equipment"],
      ["who unarchived apps lately?", "audit --command app"],
      ["sors s_zoom de l'archive", "app unarchive s_zoom"],
      ["List the bot admins, then tell me who I am", "admins"],
      ["Which platform account is my Slack linked to?", "whoami"],
    ]);
  });
});

describe("an arrow after a label, what a note says, a quote with a ticket named by description", () => {
  it("an arrow introduces the message unless people or a command follow it, in both languages", () => {
    for (const ticket of ["REQ-41", "REQ-43", "REQ-45"])
      expectReads([
        [
          `${ticket}, commentaire -> Cause racine : certificat expiré`,
          `comment ${ticket} Cause racine : certificat expiré`,
        ],
        [`${ticket}, comment -> Root cause: expired cert`, `comment ${ticket} Root cause: expired cert`],
        [`update on ${ticket} → the laptop shipped today`, `comment ${ticket} the laptop shipped today`],
        [
          `approval ${ticket} -> u_ada and u_ken, reason: annual licence`,
          `approval ${ticket} --approvers u_ada,u_ken annual licence`,
        ],
        [`${ticket} → approval please, reason: over budget`, "ask approvers"],
      ]);
  });

  it("a note 'saying that…' is asked for, whatever what it says; quoted words are a message to post", () => {
    for (const said of ["the VPN is stable", "le VPN est stable", "the printer is fixed"])
      expectReads([
        [`Ajoute un commentaire disant que ${said}.`, "ask ticket"],
        [`Add a comment saying that ${said}`, "ask ticket"],
      ]);
    expectReads([
      ["Sur le ticket de l'imprimante, écris « Un technicien passe après le déjeuner »", "ask ticket"],
      ["On the printer ticket, write 'a tech comes after lunch'", "ask ticket"],
    ]);
    expectNothing(["the comment that Ken wrote is wrong", "the comment section of the wiki is a mess"]);
  });
});

describe("a ticket's word in a remark", () => {
  it("asks for no ticket; with a look, a question, a wish or another command it asks which, in both languages", () => {
    for (const [thing, chose] of [
      ["mailbox full", "messagerie pleine"],
      ["printer", "imprimante"],
      ["old projector", "vieux projecteur"],
    ] as const) {
      expectNothing([
        `the ${thing} ticket got resolved yesterday, nice work team`,
        `le ticket de ${chose} est enfin fermé, bravo l'équipe`,
      ]);
      expectReads([
        [`Status of the ${thing} ticket?`, "ask ticket"],
        [`show me the ${thing} ticket`, "ask ticket"],
        [`Je veux voir le ticket de ${chose}.`, "ask ticket"],
        [`Montre-moi le ticket de ${chose}`, "ask ticket"],
        [`tell the ${thing} ticket that the laptop arrived`, "ask ticket"],
      ]);
    }
  });
});

describe("month-end words: thanks, Belgian and Swiss numbers, Québec's words, names written as names", () => {
  it("thanks for something asks for nothing; 'merci de …' asks", () => {
    for (const thing of ["the audit", "the help with the audit", "disabling wa_vpn", "the approval on REQ-42"])
      expectNothing([`Thanks for ${thing}!`, `thank you for ${thing} earlier`]);
    for (const thing of ["l'audit", "le coup de main avec l'audit", "l'approbation sur REQ-42"])
      expectNothing([`Merci pour ${thing} !`, `un grand merci pour ${thing}`]);
    expectReads([
      ["merci de désactiver wa_vpn", "service disable wa_vpn"],
      ["thanks for the help, now disable wa_vpn please", "service disable wa_vpn"],
    ]);
  });

  it("counts in Belgian, Swiss and French words; 'fin de semaine' is the weekend; a polite 'serait-ce possible'", () => {
    for (const [word, count] of [
      ["septante", "70"],
      ["huitante", "80"],
      ["octante", "80"],
      ["quatre-vingts", "80"],
      ["nonante", "90"],
      ["quatre-vingt-dix", "90"],
      ["quarante", "40"],
      ["soixante", "60"],
    ] as const)
      expectReads([
        [`les applications approuvées, ${word} par page stp`, `apps --status approved --per-page ${count}`],
      ]);
    expectReads([
      ["applis créées la fin de semaine dernière", "apps --created-after 2026-11-21 --created-before 2026-11-23"],
      ["Serait-ce possible de désactiver wa_vpn durant la fin de semaine ?", "service disable wa_vpn"],
      ["Forcez une synchro complète de l'annuaire", "directory sync --force"],
      ["run a full sync of the directory", "directory sync"],
      ["les cinquante dernières modifs faites à partir du clavardage ? C'est pour l'auditrice.", "audit --limit 50"],
      ["Tu sers à quoi au juste ?", "help"],
    ]);
  });

  it("a change someone will have to make, an announcement with no ticket: nothing proposed", () => {
    for (const person of ["@ken", "@tim", "@radia"])
      expectNothing([
        `Someone will have to link ${person} before Monday; I'll sort it out myself.`,
        `Quelqu'un devra lier ${person} avant lundi, je m'en occupe moi-même.`,
      ]);
    expectNothing(["Heads up: the offsite starts Monday, IT will be slammed.", "PSA: the coffee machine is fixed"]);
    expectReads([
      ["heads up REQ-44 access was granted this morning", "comment REQ-44 access was granted this morning"],
    ]);
  });

  it("a command's word written as a name mid-sentence names a record; a brand still names its kind", () => {
    expectReads([
      ["L'auditrice a signalé Software request : rendez-le restreint, s'il vous plaît.", "ask service"],
      ["Sur Software request, plus d'assigné par défaut : enlève-le.", "ask service"],
    ]);
    expectReads([
      ["restore the archived Dell pls", "ask equipment"],
      ["Pull the restricted SaaS inventory", "apps --status restricted"],
    ]);
  });

  it("whether someone holds the bot's admin role is the list of admins", () => {
    for (const person of ["Linus", "Tim", "Ken"])
      expectReads([
        [`Is ${person} still a bot admin? He moved to another team.`, "admins"],
        [`is ${person} an admin?`, "admins"],
        [`est-ce que ${person} est encore admin ?`, "admins"],
      ]);
  });
});

describe("a relative clause goes on after 'and'", () => {
  it("the list asked for is read, whatever its relative clause says, in both languages", () => {
    for (const [status, fr] of [
      ["discovered", "découvertes"],
      ["restricted", "restreintes"],
      ["approved", "approuvées"],
    ] as const)
      expectReads([
        [
          `The reviewer wants the apps that were changed after Tuesday and are still ${status}.`,
          `apps --status ${status} --updated-after 2026-11-25`,
        ],
        [
          `the apps that were changed after Tuesday and are still in the ${status} state`,
          `apps --status ${status} --updated-after 2026-11-25`,
        ],
        [
          `les applis qui ont été modifiées après mardi et qui sont encore ${fr}`,
          `apps --status ${status} --updated-after 2026-11-25`,
        ],
      ]);
    expectNothing(["the comment that Ken wrote is wrong"]);
  });
});

describe("French in the plural of politeness ('vous')", () => {
  it("an imperative in '-ez' names nobody and asks as its 'tu' form does", () => {
    for (const person of ["Alan", "Ken", "Grace"])
      expectReads([
        [`Mettez ${person} admin`, `admin grant ${person}`],
        [`Nommez ${person} admin du bot`, `admin grant ${person}`],
        [
          `Mettez ${person} comme assigné de wa_vpn avec le SLA sla_4h.`,
          `service update wa_vpn --assignee ${person} --sla sla_4h`,
        ],
        [`Envoyez REQ-42 en approbation à ${person} : budget`, `approval REQ-42 --approvers ${person} budget`],
      ]);
  });
});

describe("a request relayed and put off, a change said never to happen today, labels and 'whom'", () => {
  it("a relayed request held until someone confirms, an idea floated, 'aucune fusion': nothing proposed", () => {
    for (const [person, chat] of [
      ["Ken", "@ken"],
      ["Tim", "@tim"],
      ["Radia", "@radia"],
    ] as const)
      expectNothing([
        `Dennis wants me to ask you to unlink ${chat}, but let's wait for ${person} to confirm.`,
        `Dennis voudrait que je te demande de délier ${chat}, mais attendons que ${person} confirme.`,
        `Ada floated the idea of making ${person} an admin.`,
        `Ada a évoqué l'idée de donner l'admin à ${person} plus tard.`,
        `Stop ! Aucune fusion aujourd'hui, ${person}.`,
      ]);
    expectReads([
      [
        "Ajoute à REQ-46 : ça recommence, je joins les logs plus tard",
        "comment REQ-46 ça recommence, je joins les logs plus tard",
      ],
    ]);
  });

  it("a label before its colon and 'whom' name nobody; 'did anyone'/'quelqu'un a' ask what was done", () => {
    for (const person of ["Margaret", "Grace", "Alan"])
      expectReads([
        [
          `Get ${person} to approve REQ-44. Text: Needed before Monday's close`,
          `approval REQ-44 --approvers ${person} Needed before Monday's close`,
        ],
        [
          `Fais approuver REQ-44 par ${person}. Texte : Nécessaire avant lundi`,
          `approval REQ-44 --approvers ${person} Nécessaire avant lundi`,
        ],
      ]);
    expectReads([
      ["Which apps were unarchived from chat, and by whom?", "audit --command app"],
      ["Est-ce que quelqu'un a fusionné des utilisateurs pendant le gel ?", "audit --command merge"],
      ["did anyone merge users during the freeze?", "audit --command merge"],
    ]);
    expectNothing(["Link to the VPN setup guide anyone?"]);
  });
});

describe("what waits is said to wait", () => {
  it("a condition, a deferral or a reminder is read as waiting; not understood words are not", () => {
    for (const text of [
      "Disable wa_vpn only if Grace approves it.",
      "Désactive wa_vpn seulement si Grace donne son feu vert.",
      "unlink @ken, but let's wait for Ken to confirm",
      "Rappelle-moi lundi de restreindre wa_software.",
    ]) {
      const reading = read(text);
      expect(reading.kind === "none" && reading.waits, text).toBe(true);
    }
    for (const text of ["tell me a joke", "only if you're bored: what's a haiku?"]) {
      const reading = read(text);
      expect(reading.kind === "none" && reading.waits === true, text).toBe(false);
    }
  });
});

describe("a wish that a state be so, a verb only a longer cue holds", () => {
  it("asks for the change, in both languages; a verb in '-ing' inside 'linking stats' is still 'link'", () => {
    for (const service of ["wa_vpn", "wa_laptop", "wa_onboarding"])
      expectReads([
        [`Ce serait top que ${service} soit réactivé, les nouveaux arrivent lundi.`, `service enable ${service}`],
        [`j'aimerais que ${service} soit désactivé`, `service disable ${service}`],
      ]);
    for (const person of ["barbara", "ken", "tim"])
      expectReads([
        [`Would you mind linking @${person} to u_${person}? They just joined Teams.`, `link @${person} u_${person}`],
      ]);
    expectReads([["show linking stats", "links"]]);
    expectNothing(["Ken and Grace are linking up for coffee at 10"]);
  });
});

/** Every combination of a frame with each of `values`: a class test reads many variants, not one sentence. */
function variants(frames: ReadonlyArray<(value: string) => string>, values: readonly string[]): string[] {
  return frames.flatMap((frame) => values.map(frame));
}

const SERVICES = ["wa_vpn", "wa_laptop", "wa_software", "wa_onboarding"];
const PEOPLE = ["Barbara", "Tim", "Dennis", "Radia"];

describe("a state wished for, a change told as done with 'was', changes counted", () => {
  it("a state wished for, however it is put, proposes nothing: said, thought, put off or doubted", () => {
    // Read as requests for a while, these proposed changes in 126 of 368 adversarial phrasings (someone
    // else's view, a condition after them, sarcasm); they are left to be asked plainly or to the model.
    expectNothing([
      ...PEOPLE.flatMap((name) => [
        `Grace and Alan are fine as they are, but ${name} should get bot admin too.`,
        `Grace thinks ${name} should get bot admin`,
        `${name} should get bot admin if she moves to the IT team`,
        `Ken pense qu'il faudrait nommer ${name} admin`,
        `${name} devrait être admin si elle rejoint l'équipe IT`,
      ]),
      ...SERVICES.flatMap((uid) => [
        `it would be great if someone explained why ${uid} is switched off`,
        `${uid} is enabled again, thanks!`,
        `just curious, could ${uid} be called Employee onboarding?`,
        `${uid} used to be called Employee onboarding`,
        `il faudrait désactiver ${uid} ?`,
        `il faudrait désactiver ${uid} si l'audit échoue`,
      ]),
    ]);
  });

  it("a participle after 'was', 'got' or 'a été' tells what was done, a command's own word included", () => {
    expectNothing(
      variants(
        [
          (uid) => `${uid} was switched on yesterday`,
          (uid) => `${uid} was enabled this morning`,
          (uid) => `${uid} got re-enabled this morning`,
          (uid) => `${uid} a été réactivé hier`,
          (uid) => `could you check that ${uid} was switched on?`,
          (uid) => `peux-tu vérifier que ${uid} a été réactivé ?`,
        ],
        SERVICES,
      ),
    );
    expectNothing(PEOPLE.flatMap((name) => [`${name} became admin last week`, `${name} got admin last week`]));
  });

  it("a change's word in the plural after a count, or before a word of the log, is the log of those changes", () => {
    expectReads([
      ...["merges", "approvals", "unlinks"].flatMap((noun) => {
        const command = noun.slice(0, -1);
        return [
          [`show me the last 10 ${noun}`, `audit --command ${command} --limit 10`] as const,
          [`Just the last three ${noun}, nothing more, thanks.`, `audit --command ${command} --limit 3`] as const,
          [`recent ${noun}`, `audit --command ${command}`] as const,
        ];
      }),
      ["Show me the recent merge activity", "audit --command merge"],
      ["show the link history", "audit --command link"],
      ["merge the last two accounts u_a u_b", "merge u_a u_b"],
    ]);
  });

  it("'remind me how' and 'what does X do' ask for help on X; 'remind me to' still waits", () => {
    expectReads([
      ...["merge", "audit", "link", "approval"].flatMap((command) => [
        [`Remind me how ${command} works before I try it.`, `help ${command}`] as const,
        [`what does ${command} do`, `help ${command}`] as const,
        [`rappelle-moi comment marche ${command}`, `help ${command}`] as const,
      ]),
      ["remind me to disable wa_vpn tomorrow", "none"],
    ]);
  });
});

describe("a plural told, a record's name after its word", () => {
  it("'faudrait-il … ?' asks whether; 'ils désactivent' tells what others do", () => {
    expectReads(
      SERVICES.flatMap((uid) => [
        [`faudrait-il désactiver ${uid} ?`, "none"] as const,
        [`les clients désactivent souvent ${uid}`, "none"] as const,
      ]),
    );
  });

  it("the person after a uid and a colon is the one named; a name after 'service' names the service", () => {
    expectReads([
      ...PEOPLE.map(
        (name) => [`wa_laptop: assign it to ${name}.`, `service update wa_laptop --assignee ${name}`] as const,
      ),
      ...PEOPLE.map(
        (name) =>
          [
            `Puisque ${name} gère maintenant les arrivées, mettez-la comme responsable du service Onboarding.`,
            "ask service",
          ] as const,
      ),
    ]);
    for (const name of PEOPLE) {
      const reading = read(`Puisque ${name} gère les arrivées, mettez-la comme responsable du service Onboarding.`);
      expect(reading.kind === "ask" && reading.line, name).toBe(`service update --assignee ${name}`);
    }
  });
});

describe("a page's size said after the words that lead to it", () => {
  it("'par paquets de 25', 'in batches of 20', 'with 50 on each' size the page; 'per page 2' is page 2", () => {
    expectReads([
      ...[20, 25, 50].flatMap((size) => [
        [`Les applis, par paquets de ${size}.`, `apps --per-page ${size}`] as const,
        [`apps in batches of ${size}`, `apps --per-page ${size}`] as const,
        [`every app, the second page, with ${size} on each`, `apps --page 2 --per-page ${size}`] as const,
      ]),
      ["apps per page 2", "apps --page 2"],
    ]);
  });
});

describe("a ticket talked about: its subject, a comment said to be due", () => {
  it("what a ticket is about is no news to post; 'needs a comment' asks for the comment's text", () => {
    expectReads(
      ["REQ-41", "REQ-45", "REQ-47"].flatMap((ticket) => [
        [`${ticket} parle d'un projecteur de 2009, c'est beau.`, `ticket ${ticket}`] as const,
        [`Can you believe ${ticket} is about a projector from 2009?`, `ticket ${ticket}`] as const,
        [`${ticket} mérite un petit commentaire de notre part avant ce soir.`, "ask text"] as const,
        [`${ticket} needs a comment from us before noon.`, "ask text"] as const,
        [
          `${ticket} le fournisseur a répondu, la clé arrive demain`,
          `comment ${ticket} le fournisseur a répondu, la clé arrive demain`,
        ] as const,
        [`${ticket}: laptop shipped`, `comment ${ticket} laptop shipped`] as const,
      ]),
    );
  });
});

describe("an opinion, a plan for some day, a label before the message", () => {
  it("an opinion on a ticket, a change put off to some day or said able to wait: nothing proposed", () => {
    expectReads(
      ["REQ-41", "REQ-47"].flatMap((ticket) => [
        [`${ticket} : ce projecteur a connu le Minitel, à mon avis.`, `ticket ${ticket}`] as const,
        [`${ticket}: that projector predates the internet, if you ask me.`, `ticket ${ticket}`] as const,
      ]),
    );
    expectNothing([
      ...PEOPLE.flatMap((name) => [
        `Ada compte retirer les droits admin de ${name} un jour, mais pas maintenant.`,
        `Ada will take ${name}'s admin rights away someday, not now.`,
      ]),
      "On devait synchroniser l'annuaire hier, mais ça peut attendre lundi.",
      "We were supposed to sync the directory yesterday, but it can wait until Monday.",
    ]);
  });

  it("the command's own word set apart before the message is no part of it", () => {
    expectReads(
      ["REQ-45", "REQ-42"].flatMap((ticket) => [
        [`${ticket} — commentaire — badge refait`, `comment ${ticket} badge refait`] as const,
        [`${ticket}: comment: badge ready`, `comment ${ticket} badge ready`] as const,
        [`Ajoute à ${ticket} : je joins les logs plus tard`, `comment ${ticket} je joins les logs plus tard`] as const,
      ]),
    );
  });
});

describe("someone's advice, a condition with 'once' or 'quand … aura', a day is nobody", () => {
  it("propose nothing, in both languages", () => {
    expectNothing([
      ...SERVICES.flatMap((uid) => [
        `D'après Grace, il faudrait couper ${uid} ce soir.`,
        `According to Grace, please disable ${uid}`,
        `Once Ken has validated the budget, disable ${uid}.`,
        `Quand Ken aura validé le budget, il faudra désactiver ${uid}.`,
      ]),
    ]);
  });

  it("a capitalised day or month is never an approver", () => {
    for (const day of ["Monday", "Friday", "October"]) {
      const reading = read(`so that's how approvals work, I'll try one on ${day}`);
      const line = reading.kind === "none" ? "" : reading.line;
      expect(line, day).not.toContain(day);
    }
  });
});

describe("words after a first request carry no news", () => {
  it("two tickets asked for and a remark read both, and post nothing", () => {
    for (const [first, second] of [
      ["REQ-41", "REQ-44"],
      ["REQ-42", "REQ-45"],
    ] as const)
      for (const text of [
        `Can you show me ${first} and ${second}? Both are on my plate today.`,
        `Montre-moi ${first} et ${second} ? Les deux sont pour moi aujourd'hui.`,
      ]) {
        const reading = read(text);
        expect(reading.kind === "command" && [reading.line, ...(reading.further ?? [])], text).toEqual([
          `ticket ${first}`,
          `ticket ${second}`,
        ]);
      }
  });
});

describe("the record, ticket or person of the clause that asks", () => {
  it("a change goes to what its own clause names, never to one named beside it to be kept", () => {
    const pairs = SERVICES.flatMap((kept) => SERVICES.filter((other) => other !== kept).map((other) => [kept, other]));
    expectReads(
      pairs.flatMap(([kept, changed]) => [
        [`keep ${kept} on but disable ${changed}`, `service disable ${changed}`] as const,
        [`garde ${kept} actif mais désactive ${changed}`, `service disable ${changed}`] as const,
      ]),
    );
    expectReads([
      ["REQ-41 is fine, but comment on REQ-42: laptop shipped", "comment REQ-42 laptop shipped"],
      ["REQ-41 est réglé, mais commente REQ-42 : portable expédié", "comment REQ-42 portable expédié"],
    ]);
  });

  it("the person asked about is the asking clause's, not one named as fine beside it", () => {
    expectReads(
      PEOPLE.flatMap((name) => [
        [`Grace and Alan are fine, but please make ${name} a bot admin too`, `admin grant ${name}`] as const,
        [`Ken stays, but make ${name} admin`, `admin grant ${name}`] as const,
        // A cue's `*` never stands across a comma: no "is * an admin" here.
        [`Ken is fine as he is, but make ${name} an admin`, `admin grant ${name}`] as const,
      ]),
    );
  });

  it("'Let's' and 'Keep' opening a sentence are nobody", () => {
    expectReads(
      PEOPLE.map(
        (name) =>
          [
            `Let's see what ${name} has been doing with the bot, his last 20 actions.`,
            `audit --user ${name} --limit 20`,
          ] as const,
      ),
    );
    expect(shown("What changed in apps from chat lately? Keep it to the last 15.")).not.toContain("Keep");
  });
});

describe("an emoji ends a sentence, an interjection is nobody", () => {
  it("a command's word after an emoji opens a request; 'Cool,' opening one names no approver", () => {
    expectReads(
      SERVICES.flatMap((uid) =>
        ["😄", "🙏", "👍"].map(
          (emoji) =>
            [`Love this bot already ${emoji} Disable ${uid} until January.`, `service disable ${uid}`] as const,
        ),
      ),
    );
    for (const opener of ["Cool", "Okay", "Great"])
      expect(shown(`${opener}, so that's how approvals work. I'll try one on Monday.`), opener).not.toContain(opener);
  });
});
