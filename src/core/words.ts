// Typed text from a person: a command when it is one, else their own words, read as a command to run, a change to propose, a question back, or nothing understood.
import type { Logger } from "pino";
import type { Clock } from "../clock.ts";
import { currentLocale, t } from "../messages/translate.ts";
import type { Metrics } from "../metrics.ts";
import type { ModelReader } from "../understanding/model/reader.ts";
import { type Reading, readWords } from "../understanding/reader.ts";
import { fitsShape } from "./argument-shapes.ts";
import type { RawArgs } from "./arguments.ts";
import type { CommandDefinition, Role } from "./command.ts";
import { carriesExactly, lineOf, sameArguments } from "./command-line.ts";
import { asksNextPage, nextPageStep } from "./next-page.ts";
import { commandOfLine, type GivenPositional, givenPositionals, MAX_COMMAND_LENGTH, parseCommand } from "./parser.ts";
import { askAboutPeople, checkPeople, namedLines, type PeopleFinder } from "./people-in-words.ts";
import type { Pipeline } from "./pipeline.ts";
import type { CommandRegistry } from "./registry.ts";
import type { Reply, WordsReading } from "./reply.ts";
import { type Caller, type Delivery, requestOf } from "./requests.ts";
import type { RolePolicy } from "./role-policy.ts";
import { placeOf, ShownLists } from "./shown-lists.ts";

/** How typed text is taken: as the command it is, as words, or as words unless they read as nothing. */
type Shape = "command" | "words" | "maybe";

/** The commands shown to someone whose words matched nothing close. */
const DEFAULT_CLOSEST = ["ticket", "comment", "apps"];

/** What the words flow is built on. */
export interface WordsServices {
  pipeline: Pipeline;
  registry: CommandRegistry;
  clock: Clock;
  logger: Logger;
  metrics?: Metrics;
  /** Who may run what: the commands a model is offered are those the person's role allows. */
  roles: Pick<RolePolicy, "roleOf" | "configuredRole">;
  /** The second reader (DESK_AI_*); none: nothing is ever sent to a model. */
  model?: ModelReader;
  /** The one resolver of people: names in words are found with it before anything is proposed. */
  people: PeopleFinder;
}

/** Typed text, and the conversation's way in to the same acting: a command filled from an answer or a reference. */
export interface TypedText {
  /**
   * Typed text: the command it is, or what the person's words mean. `pending`: the question the
   * conversation waits for an answer to, which a model (when configured) is told; nothing else of it.
   */
  run(caller: Caller, text: string, delivery?: Delivery, pending?: string): Promise<Reply>;
  /**
   * A command the conversation made from words (a question's answer, "the same for REQ-43", "me"):
   * acted on as if read so, a read run, a change proposed; its people found in the directory first.
   */
  actOn(caller: Caller, definition: CommandDefinition, raw: RawArgs, delivery?: Delivery): Promise<Reply>;
}

/** Which reader read the words: deskbot's own, or the model. */
type Reader = "built-in" | "model";

/** Runs typed text (CONTRACT section 9): the command it is, or what the person's words mean. */
export function createTypedText({
  pipeline,
  registry,
  clock,
  logger,
  metrics,
  roles,
  model,
  people,
}: WordsServices): TypedText {
  /** The list last shown to each person in each conversation, for "next page" (in this process's memory). */
  const lists = new ShownLists(() => clock.now());

  /** Notes the list `reply` shows, as `line` showed it, for a later "next page" there; returns the reply. */
  const remember = (caller: Caller, delivery: Delivery, line: string, reply: Reply): Reply => {
    const definition = reply.kind === "result" && reply.paging ? pipeline.commandNamed(line) : undefined;
    if (definition && reply.kind === "result" && reply.paging)
      lists.shown(placeOf(caller, delivery), definition, line.trim(), reply.paging);
    return reply;
  };

  /** A reply for words, counted and logged (never the words themselves). */
  const answered = (
    caller: Caller,
    started: number,
    reply: Reply,
    words: WordsReading,
    command?: string,
    reader: Reader = "built-in",
  ): Reply => {
    metrics?.words.inc({ platform: caller.platform, outcome: words.outcome });
    logger.info(
      { platform: caller.platform, outcome: words.outcome, ...(command ? { command } : {}), reader, readMs: started },
      "words read",
    );
    return { ...reply, words };
  };

  /**
   * A command read from words, by either reader: a read runs at once, a change is proposed for the
   * person's yes. Its line must carry exactly the values it was read as (read back, the same command
   * and the same values): else neither is done, since what would run is not what was read.
   */
  const act = async (
    caller: Caller,
    delivery: Delivery,
    reading: Extract<Reading, { kind: "command" }>,
    readMs: number,
    reader: Reader,
  ): Promise<Reply> => {
    const prefix = caller.prefix ?? "";
    if (!carriesExactly(reading.line, reading.definition, reading.raw, registry)) {
      const refused: Reply = {
        kind: "error",
        title: t("words.unwritable.title"),
        troubleshoot: t("words.unwritable.troubleshoot", { usage: `${prefix}${reading.definition.usage}` }),
      };
      return answered(caller, readMs, refused, { outcome: "not-understood" }, reading.definition.name, reader);
    }
    // People named by name are found in the directory first: a line carries their uids, or nothing is proposed.
    // (Only for a command the person may run: a refusal says nothing of who is in the directory.)
    const checked = allows(await roleOf(caller), reading.definition)
      ? await checkPeople(reading.definition, reading.raw, caller.platform, people)
      : { ok: true as const, raw: reading.raw, named: [] };
    if (!checked.ok) {
      const asked = askAboutPeople(checked.problems, `${prefix}${reading.definition.usage}`);
      const shown: Reply = reader === "model" ? { ...asked.reply, forAskerOnly: true } : asked.reply;
      const name = checked.problems[0]?.name;
      const key = keyNaming(reading.definition, reading.raw, name);
      const question =
        key && name
          ? { command: reading.definition.name, raw: reading.raw, missing: "user", key, replaces: name }
          : undefined;
      const reply: Reply = question ? { ...shown, question } : shown;
      const words = { outcome: "ask" as const, question: asked.question };
      return answered(caller, readMs, reply, words, reading.definition.name, reader);
    }
    const read = sameArguments(checked.raw, reading.raw) ? reading.line : lineOf(reading.definition, checked.raw);
    const line = `${prefix}${read}`;
    const writes = reading.definition.writes;
    const named = namedLines(checked.named);
    const handled = await pipeline.handle({
      ...requestOf(caller, { kind: "text", text: read }, { ...delivery, via: "words" }),
      ...(writes ? { propose: { now: clock.now(), ...(named.length > 0 ? { named } : {}) } } : {}),
    });
    const reply = remember(caller, delivery, read, handled);
    // A change is proposed; a refusal (role, store, usage) is said as it is, with the line it was read as.
    const outcome = writes && reply.kind === "confirm" ? "proposed" : "understood";
    // What a model chose to read, the person never asked for in so many words: it is shown to them
    // alone, never in a shared conversation (a change is only proposed, confirmable by them alone).
    const shown: Reply = reader === "model" && reply.kind !== "confirm" ? { ...reply, forAskerOnly: true } : reply;
    return answered(
      caller,
      readMs,
      withFurther(shown, reading.further, prefix),
      { outcome, line },
      reading.definition.name,
      reader,
    );
  };

  /** "Next page": the list last shown to the person here, one page on (as if read so), or a question back. */
  const nextPage = (
    caller: Caller,
    delivery: Delivery,
    reading: Extract<Reading, { kind: "command" }>,
    readMs: number,
    reader: Reader,
  ): Promise<Reply> | Reply => {
    const shown = lists.last(placeOf(caller, delivery));
    const step = nextPageStep(shown, reading.definition, reading.raw, registry, caller.prefix ?? "");
    if (step.kind === "run") return act(caller, delivery, { kind: "command", ...step.reading }, readMs, reader);
    return answered(caller, readMs, step.reply, step.words, step.command, reader);
  };

  /**
   * The model's reading of words the built-in reader was not sure of, offered the commands `role`
   * allows; undefined when no model is configured.
   */
  const readByModel = async (caller: Caller, text: string, role: Role, pending?: string) => {
    if (!model) return undefined;
    const person = `${caller.platform}:${caller.userId}`;
    const today = new Date(clock.now());
    return model.read(text, {
      registry,
      role,
      locale: currentLocale(),
      today,
      person,
      ...(pending ? { pending } : {}),
    });
  };

  /** The person's role (while the store does not answer, the one DESK_ADMINS gives). */
  const roleOf = (caller: Caller): Promise<Role> =>
    caller.automation
      ? Promise.resolve("everyone")
      : roles.roleOf(caller.platform, caller.userId).catch(() => roles.configuredRole(caller.userId));

  /** Whether `role` may run `definition`: words never ask for, nor suggest, a command the person may not run. */
  const allows = (role: Role, definition: CommandDefinition) => role === "admin" || definition.role === "everyone";

  const run = async (caller: Caller, text: string, delivery: Delivery = {}, pending?: string): Promise<Reply> => {
    const typed = async () =>
      remember(caller, delivery, text, await pipeline.handle(requestOf(caller, { kind: "text", text }, delivery)));
    const shape = shapeOf(text, registry);
    if (shape === "command") return typed();
    const started = performance.now();
    const reading = readWords(text, { registry, today: new Date(clock.now()) });
    const readMs = Math.round((performance.now() - started) * 1000) / 1000;
    // Something that looked like a command and reads as nothing more stays that command (with its usage line,
    // which says better than a question what the command still needs). What it lacks is still asked for: the
    // conversation takes the next message as the answer ("link @dennis", then "u_dennis").
    if (shape === "maybe" && reading.kind !== "command") {
      const reply = await typed();
      return reading.kind === "ask" && reply.kind === "usage"
        ? { ...reply, question: questionOf(reading, text) }
        : reply;
    }
    if (reading.kind === "command" && asksNextPage(reading.definition, reading.raw))
      return nextPage(caller, delivery, reading, readMs, "built-in");
    if (reading.kind === "command") return act(caller, delivery, reading, readMs, "built-in");
    const prefix = caller.prefix ?? "";
    // Words not read as a command are answered with only what the person's role allows.
    const role = await roleOf(caller);
    // A question about a command the person may not run would lead them nowhere: such words are not understood.
    if (reading.kind === "ask" && !allows(role, reading.definition)) {
      const none: Extract<Reading, { kind: "none" }> = { kind: "none", closest: [] };
      const reply = notUnderstood(none, registry, prefix, (definition) => allows(role, definition));
      return answered(caller, readMs, reply, { outcome: "not-understood" });
    }
    if (reading.kind === "none") {
      // `none` is how the built-in reader says it is not sure: no command scored SURE_ENOUGH (one strong
      // cue, or a weak one with what the command takes). Then, and only then, a configured model reads the
      // words; whatever it answers other than one valid tool call leaves the person with the built-in answer.
      // Words refused outright (destroy, everything), news, and a change that waits on something ("only if
      // Grace approves") are never offered to a model either: the reader knows they ask for nothing now.
      const byModel =
        reading.refused || reading.news || reading.waits ? undefined : await readByModel(caller, text, role, pending);
      if (byModel?.kind === "command" && asksNextPage(byModel.definition, byModel.raw))
        return nextPage(caller, delivery, byModel, readMs, "model");
      if (byModel?.kind === "command") return act(caller, delivery, byModel, readMs, "model");
      const reply = notUnderstood(reading, registry, prefix, (definition) => allows(role, definition));
      return answered(caller, readMs, reply, { outcome: "not-understood" }, undefined, byModel ? "model" : "built-in");
    }
    const question = t("words.ask.title", { what: reading.missing });
    const usage = `${prefix}${reading.definition.usage}`;
    const reply: Reply = {
      kind: "result",
      title: question,
      text: t("words.ask.text", { what: reading.missing, usage }),
      question: questionOf(reading, text),
    };
    return answered(caller, readMs, reply, { outcome: "ask", question }, reading.definition.name);
  };

  const actOn = async (caller: Caller, definition: CommandDefinition, raw: RawArgs, delivery: Delivery = {}) => {
    const reading = { kind: "command" as const, definition, raw, line: lineOf(definition, raw) };
    return asksNextPage(definition, raw)
      ? nextPage(caller, delivery, reading, 0, "built-in")
      : act(caller, delivery, reading, 0, "built-in");
  };

  return { run, actOn };
}

/** The question a reading asks, as the conversation keeps it for the answer (`Reply.question`). */
function questionOf(reading: Extract<Reading, { kind: "ask" }>, text: string): NonNullable<Reply["question"]> {
  return {
    command: reading.definition.name,
    raw: reading.raw,
    missing: reading.missing,
    ...(reading.key ? { key: reading.key } : {}),
    // The words it came from: a record given as the answer is read with them ("rename the VPN service" + wa_vpn asks the name).
    text: text.slice(0, MAX_COMMAND_LENGTH),
  };
}

/** The argument of `definition` whose people, in `raw`, include `name` (the one a question about them is for). */
function keyNaming(definition: CommandDefinition, raw: RawArgs, name: string | undefined): string | undefined {
  if (name === undefined) return undefined;
  const specs = [...definition.syntax.positionals, ...definition.syntax.flags];
  return specs.find((spec) => {
    const value = raw[spec.key];
    const values = Array.isArray(value) ? value : typeof value === "string" ? value.split(",") : [];
    return values.some((each) => each.trim() === name);
  })?.key;
}

/**
 * Whether typed text is a command, words, or a command unless its words read as something. After a
 * command's name, every word must be taken by a positional and look like what that positional takes
 * (argument-shapes.ts: a uid, a ticket or a mention for an id, a command's name for help's COMMAND,
 * anything for free text): else the line is words that merely start with a command's name
 * ("comment on REQ-42", "unlink me", "merge u_x into the right account"). A line whose words all fit
 * is the command when it parses, and "maybe" when it does not (a usage mistake such as
 * `approval REQ-1 Please` keeps its usage line unless it reads as more). An option (`--status`), a
 * command's group (`app`) or a text too long for a command is always the grammar's; one word is "maybe".
 */
export function shapeOf(text: string, registry: CommandRegistry): Shape {
  const trimmed = text.trim();
  // Too long for a command is refused as such; an option (`--status`) is the grammar's, never words.
  if (trimmed === "" || trimmed.length > MAX_COMMAND_LENGTH || /(?:^|\s)--\p{L}/u.test(trimmed)) return "command";
  let line: ReturnType<typeof commandOfLine>;
  try {
    line = commandOfLine(trimmed, registry);
  } catch {
    return "words";
  }
  const { first, second, matched } = line;
  if (!matched) {
    // One word, or a command's group ("app"): the parser's "did you mean" and the group's usage say it best.
    const family = first ? registry.family(first.value).length > 0 : false;
    return family ? "command" : second === undefined ? "maybe" : "words";
  }
  let given: GivenPositional[];
  try {
    given = givenPositionals(trimmed, matched.nameEnd, matched.definition);
  } catch {
    // A quote never closed among the command's words: its usage line says where.
    return "maybe";
  }
  if (given.some(({ spec, words }) => !spec || !fitsShape(spec.shape, words, registry))) return "words";
  return parseCommand(trimmed, registry).ok ? "command" : "maybe";
}

/**
 * "Not understood", with the commands that came closest and an example of each in people's words:
 * only commands the person may run (`mayRun`).
 */
function notUnderstood(
  reading: Extract<Reading, { kind: "none" }>,
  registry: CommandRegistry,
  prefix: string,
  mayRun: (definition: CommandDefinition) => boolean,
): Reply {
  // The closest first, then the commands most people want, three in all.
  const defaults = DEFAULT_CLOSEST.flatMap((name) => registry.get(name) ?? []);
  const closest = [...new Set([...reading.closest, ...defaults])].filter(mayRun);
  const lines = closest
    .slice(0, 3)
    .map((definition) => `• ${t("words.closest", { summary: definition.summary, example: definition.example })}`);
  // News about a ticket: nothing is posted, and the line that would post it is said.
  if (reading.news)
    return {
      kind: "result",
      title: t("words.news.title"),
      text: t("words.news.text", { line: `${prefix}${reading.news}` }),
    };
  // A change that waits on something: nothing is proposed now, and the person is told how to ask when it holds.
  if (reading.waits)
    return { kind: "result", title: t("words.waits.title"), text: t("words.waits.text", { help: `${prefix}help` }) };
  return {
    kind: "error",
    title: reading.unlisted ? t("words.unlisted.title", { word: reading.unlisted }) : t("words.notUnderstood.title"),
    troubleshoot: t("words.notUnderstood.troubleshoot", { closest: lines.join("\n"), help: `${prefix}help` }),
  };
}

/**
 * A reply that also names the further requests the same words made ("… and enable wa_onboarding"):
 * one thing is done (or proposed) at a time, and nothing asked for is silently dropped.
 */
function withFurther(reply: Reply, further: readonly string[] | undefined, prefix: string): Reply {
  if (!further || further.length === 0 || (reply.kind !== "result" && reply.kind !== "confirm")) return reply;
  const note = t("words.further", { lines: further.map((line) => `${prefix}${line}`).join(", ") });
  return { ...reply, text: reply.text ? `${reply.text}\n\n${note}` : note };
}
