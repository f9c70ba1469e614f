// "Next page" in words: the list last shown to the person in that conversation, one page on; or a question back, which list.
import { t } from "../messages/translate.ts";
import type { RawArgs } from "./arguments.ts";
import type { CommandDefinition } from "./command.ts";
import { rawArgumentsOf } from "./parser.ts";
import type { CommandRegistry } from "./registry.ts";
import type { Reply, WordsReading } from "./reply.ts";
import type { ShownList } from "./shown-lists.ts";

/**
 * The value of a list command's `page` option that a reading of words gives for "next page" ("page
 * suivante", "more", "la suite": `words.vocab.next_page`). The reader hands `{kind: "command",
 * definition, raw: {page: NEXT_PAGE, …}, line}`: with no argument besides the page (any list
 * command's definition will do), it continues whatever list was shown last there; with arguments
 * of its own, only a list of that command.
 */
export const NEXT_PAGE = "next";

/** Whether a reading's arguments ask for the next page (`page` is NEXT_PAGE) of `definition`, a list command. */
export function asksNextPage(definition: CommandDefinition, raw: RawArgs): boolean {
  const page = definition.syntax.flags.find((flag) => flag.name === "page");
  return page !== undefined && raw[page.key] === NEXT_PAGE;
}

/** What "next page" comes to: the reading of the next page to run, or a reply (a question back, or "that was the last"). */
export type NextPageStep =
  | { kind: "run"; reading: { definition: CommandDefinition; raw: RawArgs; line: string } }
  | { kind: "reply"; reply: Reply; words: WordsReading; command: string };

/**
 * What "next page" (a reading of `definition` with `raw`) comes to, given the list last shown there
 * (`shown`, undefined when none is remembered): that list's line with the page after the one shown;
 * on its last page, a reply that says so. With no list shown, or another list named with arguments
 * of its own, a question back: which list (naming the one shown, if any). `prefix` as the person types commands.
 */
export function nextPageStep(
  shown: ShownList | undefined,
  definition: CommandDefinition,
  raw: RawArgs,
  registry: CommandRegistry,
  prefix: string,
): NextPageStep {
  const page = definition.syntax.flags.find((flag) => flag.name === "page");
  const besidesPage = Object.entries(raw).filter(([key, value]) => key !== page?.key && value !== undefined);
  if (!shown || (shown.command !== definition.name && besidesPage.length > 0)) {
    const title = shown
      ? t("words.nextPage.other.title", { line: `${prefix}${shown.line}` })
      : t("words.nextPage.none.title");
    const text = shown
      ? t("words.nextPage.other.text", { usage: `${prefix}${definition.usage}` })
      : t("words.nextPage.none.text", { example: definition.example });
    const reply: Reply = { kind: "result", title, text };
    return { kind: "reply", reply, words: { outcome: "ask", question: title }, command: definition.name };
  }
  const next = shown.next ? rawArgumentsOf(shown.next, registry) : undefined;
  if (!shown.next || !next) {
    const line = `${prefix}${shown.line}`;
    const title = t("words.nextPage.last", { line, page: shown.page, total: shown.totalPages });
    return {
      kind: "reply",
      reply: { kind: "result", title },
      words: { outcome: "understood", line },
      command: shown.command,
    };
  }
  return { kind: "run", reading: { ...next, line: shown.next } };
}
