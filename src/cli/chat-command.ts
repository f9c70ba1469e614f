// `deskbot chat`: the console adapter: -c, stdin lines, or an interactive prompt with history.

import { randomUUID } from "node:crypto";
import { resolve } from "node:path";
import { createInterface, type Interface } from "node:readline";
import pino from "pino";
import { terminalSafe, toText } from "../adapters/console/render-text.ts";
import type { Config } from "../config.ts";
import { plainMentions } from "../core/mentions.ts";
import type { Reply, ReplyField } from "../core/reply.ts";
import { partsOf } from "../core/reply-parts.ts";
import type { Caller } from "../core/requests.ts";
import { createLogger, type Logger } from "../log.ts";
import { inLocale, LOCALE_SETTING_RULE, type Locale, localeOf, t } from "../messages/translate.ts";
import { createRuntime, isDemo, type Runtime } from "../runtime.ts";
import type { ChatPlatform } from "../vocabulary.ts";
import { CHAT } from "./commands.ts";
import type { CliIo } from "./io.ts";
import { operatorName } from "./operator.ts";
import { readOptions, usageOf } from "./options.ts";
import { UsageError } from "./usage-error.ts";

/** Exit statuses: 0 success, 1 a failed command, 2 bad usage. */
const STATUS_OF: Record<Reply["kind"], number> = {
  result: 0,
  help: 0,
  confirm: 1,
  error: 1,
  warning: 1,
  denied: 1,
  usage: 2,
  form: 2,
};

interface ChatOptions {
  command?: string;
  userId: string;
  platform: ChatPlatform;
  json: boolean;
  yes: boolean;
  locale?: Locale;
  /** Where the console reads and writes: the run's standard streams, working directory and environment. */
  io: CliIo;
}

/** Runs the console; resolves to the exit status. */
export async function runChatCommand(argv: string[], config: Config, io: CliIo): Promise<number> {
  const options = chatOptions(argv, io);
  // The console's reader: --locale, else the terminal's LANG, else DESK_LOCALE (this run's, not a module's default).
  return inLocale(options.locale ?? localeOf(io.env.LANG) ?? config.locale, () => runConsole(options, config));
}

async function runConsole(options: ChatOptions, config: Config): Promise<number> {
  const { io } = options;
  const { logger, file, close } = consoleLogger(config, io);
  const demo = isDemo(config);
  const runtime = await createRuntime(config, logger, {
    purpose: "chat",
    ...(demo && config.admins.length === 0 ? { consoleOperator: options.userId } : {}),
  });
  try {
    const interactive = options.command === undefined && io.stdin.isTTY === true;
    if (demo && options.command === undefined) io.stderr.write(`${banner(options, config)}\n`);
    if (file && interactive) io.stderr.write(`${t("console.logsTo", { file })}\n`);
    if (options.command !== undefined) return await runOne(runtime, options, options.command, undefined);
    if (interactive) return await runInteractive(runtime, options);
    return await runLines(runtime, options);
  } finally {
    await runtime.close();
    close();
  }
}

/** Where the console's logs go on a terminal, so that none comes between the answers on the screen. */
export const CONSOLE_LOG_FILE = "data/console.log";

/**
 * The console's logger: on a terminal, into CONSOLE_LOG_FILE (its path is said once, at the
 * prompt); otherwise to standard error at `warn` (scripts keep standard output for the answers).
 * `close` lets go of the file.
 */
function consoleLogger(config: Config, io: CliIo): { logger: Logger; file?: string; close: () => void } {
  if (io.stderr.isTTY !== true) return { logger: createLogger(config.logLevel ?? "warn", io.stderr), close: () => {} };
  const file = resolve(io.cwd, CONSOLE_LOG_FILE);
  const destination = pino.destination({ dest: file, mkdir: true, sync: true });
  return { logger: createLogger(config.logLevel ?? "info", destination), file, close: () => destination.end() };
}

function chatOptions(argv: string[], io: CliIo): ChatOptions {
  const values = readOptions(CHAT, argv) as {
    command?: string;
    as?: string;
    platform?: string;
    json?: boolean;
    yes?: boolean;
    locale?: string;
  };
  const locale = values.locale === undefined ? undefined : localeOf(values.locale);
  if (values.locale !== undefined && !locale)
    throw new UsageError(`--locale ${LOCALE_SETTING_RULE}\nusage: ${usageOf(CHAT)}`);
  const platform = values.platform ?? "console";
  if (platform !== "slack" && platform !== "teams" && platform !== "console") {
    throw new UsageError(`--platform must be slack or teams\nusage: ${usageOf(CHAT)}`);
  }
  const userId = values.as?.trim() || operatorName();
  return {
    ...(values.command === undefined ? {} : { command: values.command }),
    userId,
    platform,
    json: values.json === true,
    yes: values.yes === true,
    ...(locale ? { locale } : {}),
    io,
  };
}

function banner(options: ChatOptions, config: Config): string {
  return t("console.banner", { admin: String(config.admins.length === 0), user: options.userId });
}

/** Runs one command line and prints its reply; resolves to its exit status. */
async function runOne(
  runtime: Runtime,
  options: ChatOptions,
  text: string,
  prompt: Interface | undefined,
  session?: string,
): Promise<number> {
  const flows = runtime.core;
  const caller: Caller = { platform: options.platform, userId: options.userId };
  // A session (stdin lines, the prompt) is one conversation (CONTRACT section 10); `-c` is a line on its own.
  let reply = await flows.run(caller, text, session ? { conversation: session } : {});
  if (reply.kind === "confirm") {
    const words = reply.words;
    // What is asked: the title (a proposal's effect, a merge's question), then the rest.
    const asked = [reply.title, reply.text].filter(Boolean).join("\n");
    const question = t("console.confirm", { question: terminalSafe(asked) });
    // A change read from words is never confirmed by --yes (CONTRACT section 9): only a typed command line is.
    const proposal = words?.outcome === "proposed" ? words : undefined;
    // Asked at a terminal, a proposal first says the command it was read as (printed once; otherwise
    // the document printed after says it).
    if (proposal && !options.json && prompt !== undefined)
      options.io.stdout.write(`${terminalSafe(t("words.proposedAs", { line: plainMentions(proposal.line) }))}\n`);
    if ((options.yes && !proposal) || (prompt !== undefined && (await ask(prompt, question)))) {
      const outcome = await flows.press(caller, reply.confirmation);
      reply = outcome.kind === "note" ? { kind: "result", title: outcome.text } : outcome.reply;
      // A proposal confirmed ran as the command line it was read as.
      if (words?.outcome === "proposed")
        reply = { ...reply, words: { outcome: "understood", line: words.line, proposed: true } };
    } else if (!prompt && session && proposal) {
      // Stdin lines are one session: the proposal waits for a "yes" on a later line (nothing runs without one).
      print(options, { ...proposalWaiting(asked, plainMentions(proposal.line)), words });
      return 1;
    } else {
      const cancelled = flows.cancel(caller, reply.confirmation);
      const refused = !prompt
        ? proposal
          ? proposalNotRun(asked, plainMentions(proposal.line))
          : needsConfirmation(asked)
        : cancelled.kind === "replace"
          ? cancelled.reply
          : { kind: "result" as const, title: cancelled.text };
      print(options, words ? { ...refused, words } : refused);
      return 1;
    }
  }
  print(options, reply, runtime.config);
  return STATUS_OF[reply.kind];
}

/** Said when a confirmation cannot be asked (no terminal) and --yes was not given. */
function needsConfirmation(question: string): Reply {
  return {
    kind: "error",
    title: t("console.needsConfirmation.title"),
    text: question,
    troubleshoot: t("console.needsConfirmation.troubleshoot"),
  };
}

/**
 * Said when a change read from words was not run for want of a terminal to ask on: --yes never
 * confirms one, so the person is shown how to run its command line, typed, with --yes.
 */
function proposalNotRun(question: string, line: string): Reply {
  return {
    kind: "error",
    title: t("console.proposalNotRun.title"),
    text: question,
    troubleshoot: t("console.proposalNotRun.troubleshoot", { line: shellQuoted(line) }),
  };
}

/** Said of a change read from words in a session of stdin lines: it waits for a "yes" line, or its command line typed. */
function proposalWaiting(question: string, line: string): Reply {
  return {
    kind: "result",
    title: question,
    text: t("console.proposalWaiting.text", { line: shellQuoted(line) }),
  };
}

/** `text` as one word for a POSIX shell: in single quotes, each of its own written `'\''`. */
const shellQuoted = (text: string): string => `'${text.replaceAll("'", "'\\''")}'`;

function print(options: ChatOptions, reply: Reply, config?: Config): void {
  if (!options.json) {
    const hint = config ? operatorHint(reply, config) : undefined;
    options.io.stdout.write(`${toText(reply)}\n${hint ? `${hint}\n` : ""}`);
    return;
  }
  options.io.stdout.write(`${JSON.stringify(wordsDocument(reply, jsonDocument(reply)))}\n`);
}

/**
 * The document for a reply to someone's own words (CONTRACT section 9): `understood` (the line a
 * read ran as; null when nothing was understood), `proposed` (a change awaiting a yes), `ask` (the
 * question back), beside the reply's usual document.
 */
function wordsDocument(reply: Reply, document: unknown): unknown {
  const { words, conversation } = reply;
  // A reply that confirmed or cancelled the conversation's proposal says which line (CONTRACT section 10).
  if (conversation) {
    const body =
      document !== null && typeof document === "object" && !Array.isArray(document) ? document : { result: document };
    const said =
      "confirmed" in conversation ? { confirmed: conversation.confirmed } : { cancelled: conversation.cancelled };
    return { ...said, ...body };
  }
  if (!words) return document;
  const fields: Record<string, unknown> =
    words.outcome === "not-understood"
      ? { understood: null }
      : words.outcome === "ask"
        ? { ask: words.question }
        : words.outcome === "proposed"
          ? { proposed: words.line }
          : { understood: words.line, ...(words.proposed ? { proposed: words.line } : {}) };
  const body =
    document !== null && typeof document === "object" && !Array.isArray(document) ? document : { result: document };
  return { ...fields, ...body };
}

/** For the person running the console, who is deskbot's operator: what of its set-up to check when a part of it fails. */
function operatorHint(reply: Reply, config: Config): string | undefined {
  if (reply.kind !== "error" || !reply.cause) return undefined;
  if (reply.cause === "store-down") return t("console.operator.storeDown");
  return t("console.operator.apiUnreachable", { url: config.api.url ?? "" });
}

/** What `--json` prints for a reply: the API's records, or the error, or the reply's words. */
function jsonDocument(reply: Reply): unknown {
  switch (reply.kind) {
    case "result":
      // The API's records when the command read or wrote some; otherwise everything the reply shows.
      return reply.data ?? shownDocument(reply);
    case "help":
      return shownDocument(reply);
    case "error":
      return { error: reply.title, troubleshoot: reply.troubleshoot };
    case "usage":
    case "form":
      return {
        error: reply.title,
        troubleshoot: reply.usage ? `Usage: ${reply.usage}` : ("text" in reply && reply.text) || "",
      };
    case "denied":
      return { error: reply.title, troubleshoot: reply.text };
    case "warning":
      return { error: reply.title, troubleshoot: reply.troubleshoot };
    default:
      return { title: reply.title, ...(reply.text ? { text: reply.text } : {}) };
  }
}

/**
 * What a reply shows, for scripts: `{title, text?, fields?: [{label, value}], items?: [{title, id?,
 * fields?}]}`, mentions written as `@name` (the console's way). A stable shape: the README documents it.
 */
function shownDocument(reply: Reply): Record<string, unknown> {
  const parts = partsOf(reply);
  const plain = (text: string) => plainMentions(text);
  const fields = (list: readonly ReplyField[]) =>
    list.map((field) => ({ label: field.label, value: plain(field.value) }));
  return {
    title: plain(parts.title),
    ...(parts.notes.length > 0 ? { text: parts.notes.map(plain).join("\n") } : {}),
    ...(parts.fields.length > 0 ? { fields: fields(parts.fields) } : {}),
    ...(parts.items.length > 0
      ? {
          items: parts.items.map((item) => ({
            title: plain(item.title),
            ...(item.id ? { id: item.id } : {}),
            ...(item.fields && item.fields.length > 0 ? { fields: fields(item.fields) } : {}),
          })),
        }
      : {}),
  };
}

function ask(prompt: Interface, question: string): Promise<boolean> {
  return new Promise((resolve) =>
    prompt.question(question, (answer) => {
      // A y/N answer is not a command: the arrow keys must not bring it back.
      const history = historyOf(prompt);
      if (history?.[0]?.trim() === answer.trim()) history.shift();
      // Yes in the answer's language too (o, oui).
      resolve(/^(y(es)?|o(ui)?)$/i.test(answer.trim()));
    }),
  );
}

/** One command a line from standard input; the exit status is the worst of them. */
async function runLines(runtime: Runtime, options: ChatOptions): Promise<number> {
  const lines = createInterface({ input: options.io.stdin, crlfDelay: Number.POSITIVE_INFINITY });
  const session = `console:${randomUUID()}`;
  let status = 0;
  for await (const line of lines) {
    const text = line.trim();
    if (text === "" || text.startsWith("#")) continue;
    status = Math.max(status, await runOne(runtime, options, text, undefined, session));
  }
  return status;
}

/** The prompt: history with the arrow keys, `exit` or Ctrl-D to leave (0), Ctrl-C to leave at once (130). */
async function runInteractive(runtime: Runtime, options: ChatOptions): Promise<number> {
  const { stdin, stdout } = options.io;
  const prompt = createInterface({ input: stdin, output: stdout, historySize: 500, prompt: "desk> " });
  const conversation = `console:${randomUUID()}`;
  // Ctrl-C leaves at once, as shells expect (128 + SIGINT), even in the middle of a y/N question or a command.
  const interrupted = new Promise<number>((resolve) =>
    prompt.on("SIGINT", () => {
      // Settled before the prompt closes, which ends the session too (with 0).
      resolve(130);
      prompt.close();
      stdout.write("\n");
    }),
  );
  const session = async () => {
    prompt.prompt();
    for await (const line of prompt) {
      const text = line.trim();
      if (text === "exit" || text === "quit") break;
      if (text !== "") await runOne(runtime, options, text, prompt, conversation);
      prompt.prompt();
    }
    prompt.close();
    return 0;
  };
  return Promise.race([session(), interrupted]);
}

/**
 * The prompt's history, newest first: Node's readline keeps it on the interface (documented with
 * its `history` option and event), but its type declarations do not name the property.
 */
function historyOf(prompt: Interface): string[] | undefined {
  const history: unknown = Reflect.get(prompt, "history");
  return Array.isArray(history) ? history : undefined;
}
