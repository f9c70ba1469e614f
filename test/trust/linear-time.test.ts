// Every pattern that reads text a person or a platform sent takes linear time: adversarial inputs of growing size, for each.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import type { TurnContext } from "botbuilder";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { terminalSafe } from "../../src/adapters/console/render-text.ts";
import { fitMrkdwn, formatValue, toBlocks } from "../../src/adapters/slack/blocks.ts";
import { slackCommandText, slackTextIn, withoutMentionOf } from "../../src/adapters/slack/text-in.ts";
import { escapeMarkdown, toAdaptiveCard } from "../../src/adapters/teams/cards.ts";
import { commandText, htmlToText, payloadText } from "../../src/adapters/teams/text-in.ts";
import {
  audienceArg,
  dateTimeArg,
  idArg,
  listArg,
  pageArg,
  perPageArg,
  statusesArg,
} from "../../src/core/argument-values.ts";
import { quoteWord } from "../../src/core/command-line.ts";
import { ALL_COMMANDS } from "../../src/core/commands/index.ts";
import {
  mentionedChatUser,
  mentionedName,
  mentionOf,
  nameMentions,
  plainMentions,
  splitList,
  splitMentions,
} from "../../src/core/mentions.ts";
import { parseCommand } from "../../src/core/parser.ts";
import { CommandRegistry } from "../../src/core/registry.ts";
import { nearest } from "../../src/core/suggest.ts";
import { ticketMentioned, ticketOfRequestLink } from "../../src/core/ticket-links.ts";
import { tokenize } from "../../src/core/tokenizer.ts";
import { shapeOf } from "../../src/core/words.ts";
import { redactSecretFields, redactUrls } from "../../src/log.ts";
import { localeOf } from "../../src/messages/translate.ts";
import { wordsForModel } from "../../src/understanding/model/people-as-names.ts";
import { readWords } from "../../src/understanding/reader.ts";

/** `unit` repeated to `n` characters. */
const rep = (unit: string, n: number) => unit.repeat(Math.ceil(n / unit.length)).slice(0, n);

const registry = new CommandRegistry(ALL_COMMANDS);
const DOMAIN = "desk.acme.example";

/** A Teams turn's context, as far as `commandText` reads it: the text, and one mention entity per person in it (50 at most). */
function teamsTurn(text: string): TurnContext {
  const names = [...new Set([...text.matchAll(/<at>([^<]*)<\/at>/g)].map((match) => match[1] as string))];
  const entities = [
    { type: "mention", text: "<at>deskbot</at>", mentioned: { id: "28:bot", name: "deskbot" } },
    ...names
      .slice(0, 50)
      .map((name, index) => ({ type: "mention", text: `<at>${name}</at>`, mentioned: { id: `29:${index}` } })),
  ];
  return { activity: { type: "message", text, entities, recipient: { id: "28:bot" } } } as unknown as TurnContext;
}

/** One way untrusted text is read, the patterns it runs, and inputs of size n built against those patterns. */
interface Reader {
  name: string;
  /** The patterns it runs, as `file: literal` (the inventory below checks that each is one of these, or reviewed). */
  patterns: string[];
  read: (text: string) => unknown;
  inputs: Array<(n: number) => string>;
  /** The size the inputs start at: small enough that 8 times it is still read whole (below every cap on the way). */
  n?: number;
  /** Its cost does not grow with the text at all (it reads a bounded part of it, or turns it away by its length). */
  bounded?: true;
}

const MENTIONS = [
  'src/core/mentions.ts: new RegExp(GRAMMAR, "g")',
  'src/core/mentions.ts: new RegExp(GRAMMAR, "y")',
  "src/core/mentions.ts: /^@([^\\s@<>]+)$/",
  "src/core/mentions.ts: /[\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029]/g",
  "src/core/mentions.ts: /[|<>]/g",
];
const TOKENIZER = ["src/core/tokenizer.ts: /\\s/u", "src/core/command-line.ts: /[\\s\"'“”‘’«»<]/u"];
const PARSER = ["src/core/parser.ts: /\\s+/", "src/core/parser.ts: /^--[^-]/", ...TOKENIZER, ...MENTIONS];
const TICKET_LINKS = [
  "src/core/ticket-links.ts: /\\b(REQ-\\d{1,9})\\b/i",
  "src/core/ticket-links.ts: /https?:\\/\\/[^\\s<>|\"')\\]]+/gi",
  "src/core/ticket-links.ts: /^https?:\\/\\//i",
  "src/core/ticket-links.ts: /\\/requests\\/([A-Za-z0-9_-]+)\\/?$/",
];
const TEAMS_TEXT = [
  "src/adapters/teams/text-in.ts: /^\\/?\\s*([a-z][a-z0-9]*)/i",
  "src/adapters/teams/text-in.ts: /\\n{3,}/g",
  'src/adapters/teams/text-in.ts: /\\bhref\\s*=\\s*"/i',
  "src/adapters/teams/text-in.ts: /^mailto:/",
];
const SLACK_TEXT = [
  "src/adapters/slack/text-in.ts: /<([^<>]*)>/g",
  "src/adapters/slack/text-in.ts: /^(https?|mailto|tel):/i",
  "src/adapters/slack/text-in.ts: /^mailto:/i",
];

const WORDS = [
  "src/understanding/polarity.ts: /[.;!?\\n]/u",
  "src/understanding/entities.ts: /['’]s$/u",
  "src/understanding/entities.ts: /[\\p{L}\\p{N}]/u",
  "src/understanding/polarity.ts: /[.;!?:,—–()\\n]/u",
  "src/understanding/polarity.ts: /^\\p{Lu}/u",
  "src/understanding/polarity.ts: /^(?:req-\\d+|#\\d+)$/u",
  "src/understanding/reader.ts: /\\p{L}/u",
  "src/understanding/slots.ts: /['’]s$/u",
  "src/understanding/slots.ts: /^\\p{Lu}/u",
  "src/understanding/dates.ts: /^(19|20|21)\\d\\d$/",
  "src/understanding/dates.ts: /^\\d/u",
  "src/understanding/slots.ts: /^(\\d{1,4})(\\p{L}{0,3})$/u",
  "src/understanding/slots.ts: /['’]$/u",
  "src/understanding/dates.ts: /^(\\d{1,2})(\\p{L}{0,3})$/u",
  "src/understanding/dates.ts: /^(\\d{4})-(\\d{2})-(\\d{2})$/",
  "src/understanding/dates.ts: /^\\d{1,3}$/",
  "src/understanding/dates.ts: /\\d/",
  "src/understanding/dates.ts: /[sx]$/",
  "src/understanding/dates.ts: /^\\d{1,4}[/.]\\d{1,2}(?:[/.]\\d{2,4})?$/",
  "src/understanding/dates.ts: /[/.]/",
  "src/understanding/reader.ts: /\\s+/u",
  "src/core/words.ts: /(?:^|\\s)--\\p{L}/u",
  "src/core/argument-shapes.ts: /[\\d_]/",
  "src/understanding/cues.ts: /^[a-z]+'$/",
  "src/understanding/cues.ts: /^~/",
  "src/understanding/entities.ts: /^req-?\\d{1,9}$/",
  "src/understanding/entities.ts: /^\\d{1,6}$/",
  "src/understanding/entities.ts: /\\/requests\\/([A-Za-z]+-\\d+|req_[a-z0-9]+)$/i",
  "src/understanding/entities.ts: /https?:\\/\\/$/u",
  "src/understanding/entities.ts: /^#(\\d{1,9})$/",
  "src/understanding/entities.ts: /^(@[\\p{L}\\p{N}._-]{1,80}?)(?:['’]s)?$/u",
  "src/understanding/entities.ts: /^[a-z0-9_]+$/",
  "src/understanding/entities.ts: /^\\p{Lu}\\p{Ll}/u",
  "src/understanding/slots.ts: /^\\p{Lu}{2,}$/u",
  "src/understanding/slots.ts: /\\p{L}/u",
  "src/understanding/slots.ts: /^\\p{Lu}[\\p{L}'’-]*$/u",
  "src/understanding/text.ts: /\\s?:\\s|\\s?(?:->|→|=>)\\s/gu",
  "src/understanding/text.ts: /\\p{M}+/gu",
  "src/understanding/text.ts: /[’‘`´]/gu",
  "src/understanding/text.ts: /[\\p{L}\\p{N}_@#]+(?:[-.'’/:][\\p{L}\\p{N}_@#]+)*/gu",
  // Built from the catalogues' elisions and joined pronouns: alternations of literal words, anchored.
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the source of a pattern built in code, as written there
  'src/understanding/text.ts: new RegExp(`^(?:${ELISIONS})\'(?=\\\\p{L})`, "u")',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the source of a pattern built in code, as written there
  'src/understanding/text.ts: new RegExp(`(?<=\\\\p{L}{2})-(?:${PRONOUNS})$`, "u")',
];

/**
 * Long texts of one kind each, as anyone can type them: one long word (of letters, digits, accents,
 * emoji, combining marks, dashes, quotes, a mention's characters), many short words, many mentions.
 */
const LONG_TEXTS: Array<(n: number) => string> = [
  (n) => rep("a", n),
  (n) => rep("ab ", n),
  (n) => rep("1", n),
  (n) => rep("é", n),
  (n) => rep("😀", n),
  (n) => rep("e\u0301", n),
  (n) => rep("İ", n),
  (n) => rep("-", n),
  (n) => rep("—", n),
  (n) => rep('"', n),
  (n) => rep("'", n),
  (n) => rep("«»", n),
  (n) => rep("<@U1> ", n),
  (n) => rep("<@U1|Ada Lovelace>", n),
  (n) => rep("@a", n),
];

/** The words "did you mean" compares a word with: commands, a group's subcommands, and options. */
const COMMAND_WORDS = [...new Set(registry.list().map((definition) => definition.name.split(" ")[0] as string))];
const SUBCOMMANDS = registry.list().flatMap((definition) => definition.name.split(" ").slice(1));
const OPTIONS = [...new Set(registry.list().flatMap((definition) => definition.syntax.flags.map((flag) => flag.name)))];

const READERS: Reader[] = [
  {
    name: "people's own words: how typed text is taken, what it is read as, and the command line it falls back to",
    patterns: [...WORDS, ...PARSER],
    read: (text) => [
      shapeOf(text, registry),
      readWords(text, { registry, today: new Date(0) }),
      parseCommand(text, registry, "/desk "),
    ],
    inputs: [
      ...LONG_TEXTS,
      (n) => `tell REQ-1 ${rep("- ", n)}${rep("a - ", n)}`,
      (n) => rep("a-", n),
      (n) => rep("tell REQ-1 ", n),
      // A message's politeness, stripped at its ends however much of it there is; quotes opened and never closed.
      (n) => `tell REQ-1 x${rep(" thanks", n)}`,
      (n) => `tell REQ-1 ${rep("merci ", n)}x`,
      (n) => `tell REQ-1 ${rep(" 'a", n)}`,
      (n) => rep("don't disable wa_vpn, ", n),
      (n) => rep('"«“', n),
      (n) => rep("Ada l'", n),
      (n) => rep(" :", n),
      (n) => rep("a-le-", n),
      (n) => `${rep(" ", n)}x`,
      (n) => rep("@a's ", n),
      (n) => rep("1/2/", n),
      (n) => rep("<@a|", n),
      // Dates: each word starts at most one, read by readers of a few words each.
      (n) => rep("since the start of the last 3 weeks ago between the 1st and ", n),
      (n) => rep("il y a pile 3 semaines depuis le 1er ", n),
      (n) => rep("1er sept ", n),
      (n) => rep("after 1/2 ", n),
    ],
  },
  {
    name: '"did you mean": a word beside the commands, subcommands and options it may be a slip of',
    patterns: [],
    read: (text) => [nearest(text, COMMAND_WORDS), nearest(text, SUBCOMMANDS), nearest(text, OPTIONS)],
    inputs: LONG_TEXTS,
    bounded: true,
  },
  {
    name: "mentions in a text (plainMentions, splitMentions)",
    patterns: MENTIONS,
    read: (text) => [plainMentions(text), splitMentions(text)],
    inputs: [(n) => rep("<@a|", n), (n) => rep("<@", n), (n) => `<@${rep("a", n)}`, (n) => rep("<@a|b c ", n)],
  },
  {
    name: "a word as a mention, a name as one, a list of them",
    patterns: MENTIONS,
    read: (text) => [mentionedChatUser(text), mentionedName(text), mentionOf("U1", text), splitList(text)],
    inputs: [(n) => `@${rep("a", n)}@`, (n) => `<@${rep("a", n)}`, (n) => rep("<@a|b,", n), (n) => rep("|\n<", n)],
  },
  {
    name: "a Slack message without the bot's own mention (withoutMentionOf)",
    patterns: MENTIONS,
    read: (text) => [withoutMentionOf(text, "UBOT"), withoutMentionOf(text, undefined, true)],
    inputs: [(n) => rep("<@UBOT|", n), (n) => rep("<@UBOT> ", n), (n) => rep("<@", n), (n) => ` ${rep("<@a> ", n)}`],
  },
  {
    name: "names given to unnamed mentions (nameMentions)",
    patterns: MENTIONS,
    read: (text) => nameMentions(text, async (id) => `Name ${id}`),
    inputs: [(n) => rep("<@a>", n), (n) => rep("<@a", n)],
  },
  {
    name: "people in words for the model, and named back in its answer (wordsForModel)",
    patterns: [
      ...MENTIONS,
      "src/understanding/model/people-as-names.ts: /[\\r\\n]+/g",
      `src/understanding/model/people-as-names.ts: new RegExp(\`@(?:\${ordered.map(escapeRegExp).join("|")})\`, "g")`,
      "src/understanding/model/people-as-names.ts: /^@/",
      `src/understanding/model/people-as-names.ts: /[.*+?^\${}()|[\\]\\\\]/g`,
    ],
    // The model's answer is as long as the words, and names back whatever it can.
    read: (text) => {
      const sent = wordsForModel(text);
      return sent.restore({ text: sent.text, words: text });
    },
    inputs: [
      // A different person in every mention: the pattern over the answer has one alternative each.
      (n) =>
        Array.from({ length: Math.ceil(n / 8) }, (_, index) => `<@U${index}> `)
          .join("")
          .slice(0, n),
      (n) =>
        Array.from({ length: Math.ceil(n / 12) }, (_, index) => `<@U${index}|P${index}> `)
          .join("")
          .slice(0, n),
      // Five hundred people, then near misses of their labels, `@` after `@`.
      (n) => Array.from({ length: 500 }, (_, index) => `<@U${index}> `).join("") + rep("@person 1x", n),
    ],
  },
  {
    name: "the tokenizer, and the writer of the words it reads",
    patterns: TOKENIZER,
    // A text may hold a quote never closed (then it is refused); what the writer makes of it always reads back.
    read: (text) => {
      let words: unknown;
      try {
        words = tokenize(text);
      } catch (error) {
        words = error;
      }
      return [words, tokenize(quoteWord(text))];
    },
    inputs: [
      (n) => rep("<@a|", n),
      (n) => rep("<@a| ", n),
      (n) => rep("a ", n),
      (n) => rep("'a' ", n),
      // Both quotes, one after the other: written as a quoted part for each.
      (n) => rep(`'"`, n),
    ],
  },
  {
    name: "a command line (parseCommand)",
    patterns: PARSER,
    read: (text) => parseCommand(text, registry, "/desk "),
    inputs: [
      (n) => `comment REQ-1 ${rep("<@a|", n)}`,
      (n) => `approval REQ-1 --approvers ${rep("<@a|b c,", n)} x`,
      (n) => `admin grant ${rep("a ", n)}"`,
      (n) => `comment REQ-1 ${rep("-- ", n)}`,
      (n) => `apps --created-after ${rep("2", n)}`,
      // Words that name no command, subcommand or option: what is said of them ("did you mean") costs as they do.
      (n) => rep("a", n),
      (n) => `service ${rep("a", n)}`,
      (n) => `apps --${rep("a", n)}`,
      (n) => `apps --${rep("é", n)}=1`,
    ],
  },
  {
    name: "dates, numbers, ids, lists, statuses and audiences as arguments",
    patterns: [
      "src/core/argument-values.ts: /^\\d{4}-\\d{2}-\\d{2}$/",
      "src/core/argument-values.ts: /^\\d{4}-\\d{2}-\\d{2}[T ]\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:?\\d{2})?$/i",
      "src/core/argument-values.ts: /(Z|[+-]\\d{2}:?\\d{2})$/i",
      "src/core/argument-values.ts: /^\\d{1,9}$/",
      "src/core/argument-values.ts: /^-?\\d+$/",
      "src/core/argument-values.ts: /[\\p{Cc}\\p{Cf}]/u",
      "src/core/argument-values.ts: /^(\\S+)\\s+(\\S+)\\s+(\\S.*)$/",
      "src/understanding/text.ts: /\\p{M}+/gu",
      "src/understanding/text.ts: /[’‘`´]/gu",
      "src/core/commands/audit.ts: /^\\d+$/",
    ],
    read: (text) =>
      [dateTimeArg, pageArg, perPageArg, idArg, listArg, statusesArg, audienceArg].map((schema) =>
        schema.safeParse(text),
      ),
    inputs: [
      (n) => `2024-01-01T00:00:00.${rep("1", n)}x`,
      (n) => rep("+00", n),
      (n) => `-${rep("1", n)}x`,
      (n) => `a b${rep(" ", n)}\nc\nd`,
      (n) => rep("a = b;", n),
      (n) => rep("approvéd,", n),
    ],
  },
  {
    name: "the ticket a message or a link names",
    patterns: TICKET_LINKS,
    read: (text) => [ticketMentioned(text, DOMAIN), ticketMentioned(text), ticketOfRequestLink(text, DOMAIN)],
    inputs: [
      (n) => rep("https://a", n),
      (n) => rep("REQ-", n),
      (n) => `https://${DOMAIN}/requests/${rep("a", n)}.`,
      (n) => `https://${DOMAIN}${rep("/requests/a", n)}.`,
    ],
  },
  {
    name: "a locale tag",
    patterns: ["src/messages/translate.ts: /[-_.]/"],
    read: (text) => localeOf(text),
    inputs: [(n) => rep("-", n), (n) => rep(" ", n)],
  },
  {
    name: "credentials in a log line",
    patterns: [
      "src/log.ts: /^[a-z][a-z0-9+.-]{0,31}:\\/\\//i",
      "src/log.ts: /[/?#]/",
      "src/log.ts: /([?#&;])([^=&;#?]*)=([^&;#]*)/g",
      "src/log.ts: /[a-z][a-z0-9+.-]{0,31}:\\/\\/[^\\s\"'<>\\\\`]+/gi",
      'src/log.ts: /"(token|authorization|signingSecret|botToken|appToken|appPassword|password|metricsToken)":(?:"(?:[^"\\\\]|\\\\.)*"|\\[(?:"(?:[^"\\\\]|\\\\.)*",?)*\\]|-?[0-9][0-9.eE+-]*|true|false|null)/gi',
    ],
    read: (text) => [redactUrls(text), redactSecretFields(text)],
    inputs: [
      (n) => rep("a", n),
      (n) => rep("a://b:", n),
      (n) => `a://b:${rep("c", n)}`,
      (n) => rep("ab://", n),
      (n) => `a://b${rep("?", n)}`,
      (n) => `a://b?${rep("c", n)}`,
      (n) => `a://b${rep("&c=d", n)}`,
      (n) => rep('"token":["a",', n),
      (n) => `"token":"${rep("\\\\", n)}`,
      (n) => `"password":${rep("1", n)}x`,
    ],
  },
  {
    name: "Slack's text (slash commands, messages)",
    patterns: SLACK_TEXT,
    read: (text) => [slackTextIn(text), slackCommandText(text)],
    inputs: [(n) => `<${rep("a", n)}`, (n) => rep("<", n), (n) => rep("<a|", n), (n) => rep("<http:a|", n)],
  },
  {
    name: "Slack's mrkdwn out: cut, mentions, links",
    patterns: ["src/adapters/slack/blocks.ts: /^https?:\\/\\/[^\\s<>|]+$/"],
    read: (text) => [
      fitMrkdwn(text, text.length - 10),
      formatValue({ label: "", value: text, format: "link" }),
      toBlocks({ kind: "result", title: "t", text }),
    ],
    inputs: [
      (n) => `${rep("<a", n)}>${rep("x", 40)}`,
      (n) => `${rep("&a", n)}!${rep("x", 40)}`,
      (n) => `https://${rep("a", n)} `,
      (n) => rep("<@a|", n),
    ],
  },
  {
    name: "Teams' HTML (messages, message actions)",
    patterns: TEAMS_TEXT,
    read: (text) => [htmlToText(text), payloadText({ body: { contentType: "html", content: text } })],
    inputs: [
      (n) => `${rep(" ", n)}x`,
      (n) => rep(" \t", n),
      (n) => rep("\n", n),
      (n) => rep("<", n),
      (n) => `<${rep(" ", n)}>`,
      (n) => `<a ${rep("href ", n)}>`,
      (n) => rep('<a href="', n),
      (n) => rep("<at>", n),
    ],
  },
  {
    name: "a Teams message with mentions (commandText)",
    patterns: [...TEAMS_TEXT, "src/adapters/teams/text-in.ts: /^<at>[^<>]*<\\/at>$/", ...MENTIONS],
    read: (text) => commandText(teamsTurn(text), async (id) => `aad-${id}`),
    inputs: [
      (n) => `<at>deskbot</at> comment REQ-1 ${rep("<at>Ada Lovelace</at> ", n)}`,
      (n) => rep("<@a|", n),
      (n) => `${rep(" ", n)}x`,
      (n) => rep("<at>a", n),
    ],
  },
  {
    name: "Teams cards: markdown escaped around mentions, names shown",
    patterns: [
      "src/adapters/teams/cards.ts: /[\\\\*_[\\]`~]/g",
      "src/adapters/teams/cards.ts: /^([^\\S\\r\\n\\u2028\\u2029]*)([#>+-]|\\d+\\.)/gm",
      "src/adapters/teams/cards.ts: /[\\\\*_[\\]`~<>#]/g",
    ],
    // A card cuts every text to 2,000 characters before it is escaped: the escaping is timed on its own too.
    read: (text) => [
      escapeMarkdown(text),
      toAdaptiveCard({
        kind: "result",
        title: "t",
        fields: [{ label: "", value: `<@U1|${text.slice(0, 200)}> ${text}` }],
      }),
    ],
    inputs: [(n) => rep("\n", n), (n) => `${rep(" \n", n)}#`, (n) => rep("1", n), (n) => rep("*", n)],
  },
  {
    name: "text for a terminal (the console)",
    patterns: [
      "src/adapters/console/render-text.ts: /\\u001b\\[[0-?]*[ -/]*[@-~]/g",
      "src/adapters/console/render-text.ts: /\\u001b\\][^\\u0007\\u001b]*(\\u0007|\\u001b\\\\)?/g",
      "src/adapters/console/render-text.ts: /[\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f]/g",
    ],
    read: (text) => terminalSafe(text),
    inputs: [
      (n) => `\u001b[${rep("0", n)}`,
      (n) => rep("\u001b[0", n),
      (n) => `\u001b]${rep("a", n)}`,
      (n) => rep("\u001b]", n),
    ],
  },
];

/**
 * Patterns that see text from outside but are not timed above, each with why it is linear: it is
 * anchored and reads one class of characters, or what it reads is bounded before it runs.
 */
const REVIEWED: Record<string, string> = {
  "src/understanding/text.ts: /[.*+?^${}()|[\\]\\\\]/gu": "reads the catalogue's grammar words, once at load",
  "src/understanding/text.ts: /'$/u": "reads the catalogue's elisions, once at load",
  "src/core/argument-values.ts: /^(created|updated)-(after|before)$/": "reads a list option's name, declared in code",
  "src/understanding/polarity.ts: /^[a-z]+$/u": "reads a past-participle ending from the catalogue",
  "src/understanding/compounds.ts: /^\\p{L}{3,}$/u": "anchored at both ends, one class of characters, on one word",
  'src/understanding/record-names.ts: /[.!?:;\\n…«"“(]\\s*$/u': "reads the three characters before a word",
  "src/understanding/record-names.ts: /^\\p{Lu}\\p{Ll}+$/u":
    "anchored at both ends, two classes in sequence, on one word",
  "src/understanding/record-names.ts: /[.!?:;\\n\\p{Extended_Pictographic}]/u":
    "one class of characters, no repetition",
  "src/core/people-resolver.ts: /\\s/": "one character class, no repetition",
  "src/understanding/reader.ts: /[.,;:!?]/u": "one class of characters, no repetition, between two words",
  "src/understanding/talk.ts: /<@[^<>]*>/gu":
    "a mention: `<@`, then anything but `<` or `>`: a try from one `<@` stops at the next `<`, so the whole pass is linear (`<@[^>]*>` was quadratic on `<@<@<@…`)",
  "src/understanding/talk.ts: /[\\p{L}\\p{N}\\p{P}]/u": "one class of characters, tested on one character",
  "src/understanding/talk.ts: /[,;:.!\\u2014\\u2013]/u": "one class of characters, between two words",
  "src/core/conversation/turns.ts: /[,;.!]/u": "one class of characters, no repetition (the first clause's end)",
  "src/core/conversation/corrections.ts: /^\\p{Lu}\\p{Ll}/u": "anchored, two characters",
  "src/core/conversation/answers.ts: /^(?:\\s*(?:re|fwd?|tr|aw|sv|wg)\\s?:)+/iu":
    "anchored; each repetition must take a mail prefix's letters and a colon, so no two ways to match one text",
  "src/understanding/talk.ts: /<@|(?:^|\\s)@\\S/u": "a mention's start: two or three characters, no repetition",
  "src/understanding/talk.ts: /\\p{L}/u": "one letter, tested on one character",
  "src/understanding/talk.ts: /^\\s*(<@[^<>]*>|@\\S+)/u":
    "a message's opening mention: spaces, then `<@…>` up to the first `>` or `@` and one word; anchored, each part one class",
  "src/understanding/talk.ts: /[,;.!\\u2014\\u2013]|\\s-\\s/u":
    "a clause's end: one character of a class, or a dash between two spaces; no repetition",
  "src/understanding/talk.ts: /[,;:.!?]/u": "one class of characters, no repetition, between two words",
  "src/understanding/talk.ts: /(?:^|\\s)@\\S+/gu":
    "a space or the start, `@`, then non-spaces: disjoint classes, one pass",
  "src/adapters/slack/routes.ts: /^/": "matches every id at its start: no character is read",
  "src/adapters/teams/cards.ts: /^https?:\\/\\/[^\\s<>\"'`\\\\]+$/i": "anchored at both ends, one class of characters",
  "src/core/ticket-access.ts: /^[a-z]+-\\d+$/i": "anchored at both ends, two classes in sequence",
  "src/core/form-errors.ts: /[.!?…»]$/": "one class of characters at the end of a title",
  "src/api/client.ts: /[/\\\\]/": "a uid put in a path: one character class, no repetition",
  "src/core/pipeline.ts: /\\s+/": "reads the first 200 characters of a line only (the command's name)",
  "src/adapters/teams/adapter.ts: /^Bearer\\s+(\\S+)$/i": "a header: Node refuses headers over 16 KB",
  "src/operator-routes.ts: /^Bearer\\s+(.+)$/i": "a header: Node refuses headers over 16 KB",
  "src/adapters/slack/app.ts: /^\\d+$/": "a header: Node refuses headers over 16 KB",
  "src/adapters/slack/ids.ts: /^[UW][A-Z0-9]{2,}$/": "anchored, one class of characters",
  "src/adapters/actions/endpoint.ts: /^\\d{1,12}$/": "anchored, at most 12 characters",
  "src/adapters/actions/endpoint.ts: /^[\\x21-\\x39\\x3b-\\x7e]{1,200}$/": "anchored, at most 200 characters",
  "src/adapters/slack/listeners/actions.ts: new RegExp(`^(${pagePrevious}|${pageNext}|${runCommand}(:.*)?)$`)":
    "Bolt matches it against an action id: anchored, fixed words, one `.*` to the end",
  "src/adapters/slack/listeners/link-shared.ts: new RegExp(`^${ACTION_IDS.openForm}:`)":
    "Bolt matches it against an action id: an anchored fixed word",
  'src/adapters/slack/listeners/slash-command.ts: new RegExp(`^(?!${deps.command.replace(/[.*+?^${}()|[\\]\\\\/-]/g, "\\\\$&")}$)`)':
    "Bolt matches it against a command name: an anchored look-ahead of a fixed word",
  "src/operator-routes.ts: /^::ffff:(\\d+\\.\\d+\\.\\d+\\.\\d+)$/i":
    "a socket's remote address (Node writes it, at most 45 characters): anchored",
  "src/understanding/model/summary.ts: /[\\r\\n]+/g":
    "a thread's author name: one class of characters, repeated once (no backtracking)",
  "src/core/people-in-words.ts: /[\\d_]/": "a person's reference: one character class, no repetition",
  "src/core/people-in-words.ts: /\\p{Ll}/u": "a person's reference: one character class, no repetition",
  "src/understanding/entities.ts: /^req-?/u": "anchored, a fixed prefix",
  "src/understanding/record-names.ts: /[_\\d]/u": "a word: one character class, no repetition",
  "src/understanding/slots.ts: /s$/u": "one character at the end",
  "src/understanding/entities.ts: /^[a-z][a-z0-9_]*$/": "a word: anchored at both ends, one class of characters",
  "src/understanding/spelling.ts: /^\\p{L}+$/u": "reads the catalogue's cue words, once per registry",
  "src/understanding/reader.ts: /[\\p{L}\\d]/u": "one character class, no repetition",
  "src/understanding/slots.ts: /^\\p{Ll}[\\p{Ll}'’-]+$/u": "a word: anchored at both ends, one class of characters",
  "src/understanding/slots.ts: /^\\p{Lu}\\p{Ll}/u": "anchored, two characters",
  "src/understanding/slots.ts: /^[?!.…]+\\s*/u": "anchored: one class, then spaces, read once from the start",
  "src/understanding/model/tools.ts: /\\s+/":
    "splits a model's words (a tool call's argument, within a response the model's API bounds): one class, repeated once",
};

/** Files whose patterns read only what deskbot or its operator wrote, never what a person or a platform sent. */
const TRUSTED: Record<string, string> = {
  "src/config.ts": "the operator's environment",
  "src/cli/": "the operator's command line and files",
  "src/store/": "the database's own names and codes",
  "src/simulator/": "the simulator, for demos and tests",
  "src/directory/parse.ts": "the operator's export file (`directory import`)",
  "src/api/": "the API client's own URL, names and the API's headers",
  "src/metrics.ts": "paths deskbot itself builds",
  "src/core/api-replies.ts": "the API's error codes",
  "src/core/arguments.ts": "usage labels written in code",
  "src/core/forms.ts": "field ids written in code",
  "src/adapters/slack/listeners/slash-command.ts: /[.*+?^${}()|[\\]\\\\/-]/g": "DESK_COMMAND, the operator's",
  "src/core/argument-values.ts: /\\.\\d{3}Z$/": "an ISO date deskbot wrote (toISOString)",
  "src/adapters/teams/cards.ts: /\\.\\d{3}Z$/": "an ISO date deskbot wrote (toISOString)",
  "src/core/parser.ts: /…$/": "usage labels written in code",
  "src/understanding/model/tools.ts: /…$/": "usage labels written in code",
  "src/understanding/model/tools.ts: /\\[,/": "usage placeholders written in code",
};

/** Every regular expression in `src/`, as `file: literal` (a literal, or a `new RegExp(…)`). */
function patternsInSource(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (path.endsWith(".ts")) files.push(path);
    }
  };
  walk(root);
  const found: string[] = [];
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      const isPattern =
        node.kind === ts.SyntaxKind.RegularExpressionLiteral ||
        (ts.isNewExpression(node) && node.expression.getText(source) === "RegExp");
      if (isPattern) found.push(`${file}: ${node.getText(source)}`);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

/** CPU milliseconds `read` takes on `text`, `reps` times over (time the process spends waiting for the machine is not counted). */
async function timeOf(read: Reader["read"], text: string, reps: number): Promise<number> {
  const start = process.cpuUsage();
  for (let rep = 0; rep < reps; rep += 1) await read(text);
  const spent = process.cpuUsage(start);
  return (spent.user + spent.system) / 1000;
}

/**
 * How many times longer `read` takes on an input 8 times as long: about 8 when it is linear, about
 * 64 when it is quadratic. Each size is run enough times to take a few milliseconds, the sizes
 * alternately, after both have been run (and compiled); the quickest of 5 runs of each is compared,
 * since anything else the machine does only ever adds to a run.
 */
async function growth(read: Reader["read"], make: (n: number) => string, n: number): Promise<number> {
  const small = make(n);
  const large = make(8 * n);
  for (let warm = 0; warm < 3; warm += 1) {
    await read(small);
    await read(large);
  }
  let reps = 1;
  while ((await timeOf(read, small, reps)) < 3 && reps < 100_000) reps *= 2;
  const smalls: number[] = [];
  const larges: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    smalls.push(await timeOf(read, small, reps));
    larges.push(await timeOf(read, large, reps));
  }
  return Math.min(...larges) / Math.min(...smalls);
}

/** Linear is 8; quadratic 64. Well under the latter, with room for a machine's noise above the former. */
const MAX_GROWTH = 24;
/** Bounded is 1; linear 8. Well under the latter, with room for a machine's noise above the former. */
const MAX_BOUNDED_GROWTH = 3;

describe("every pattern that reads text from outside", () => {
  it.each(READERS)("takes linear time: $name", { timeout: 120_000 }, async (reader) => {
    const growths = [];
    for (const [index, make] of reader.inputs.entries()) {
      growths.push({ input: index, growth: Math.round(await growth(reader.read, make, reader.n ?? 4000)) });
    }
    const most = reader.bounded ? MAX_BOUNDED_GROWTH : MAX_GROWTH;
    expect(growths.filter((each) => each.growth >= most)).toEqual([]);
  });

  it("is timed above, reviewed, or reads only what deskbot or its operator wrote", () => {
    const found = patternsInSource("src");
    const trusted = (pattern: string) =>
      Object.keys(TRUSTED).some((key) => pattern === key || (!key.includes(": ") && pattern.startsWith(key)));
    const timed = new Set(READERS.flatMap((reader) => reader.patterns));
    const unaccounted = found.filter((pattern) => !timed.has(pattern) && !(pattern in REVIEWED) && !trusted(pattern));
    expect(unaccounted).toEqual([]);
    // Nothing listed that is no longer there: each entry names a pattern as the source writes it.
    const listed = [...timed, ...Object.keys(REVIEWED), ...Object.keys(TRUSTED).filter((key) => key.includes(": "))];
    expect(listed.filter((pattern) => !found.includes(pattern))).toEqual([]);
  });
});
