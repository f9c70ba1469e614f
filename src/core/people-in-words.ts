// People named in a person's words, found in the directory before anything is proposed: each is carried as their uid (or chat user), or a question back says who was not found.
import { t } from "../messages/translate.ts";
import type { DirectoryPerson } from "../store/people-records.ts";
import { StoreUnavailableError } from "../store/ports.ts";
import type { ChatPlatform } from "../vocabulary.ts";
import type { Argument, RawArgs } from "./arguments.ts";
import type { CommandDefinition } from "./command.ts";
import { mentionedChatUser, mentionOf, splitList } from "./mentions.ts";
import type { PeopleResolver } from "./people-resolver.ts";
import type { Reply } from "./reply.ts";

/** What the check asks of the one resolver of people (the one typed `--approvers "Ada Lovelace"` goes through). */
export type PeopleFinder = Pick<PeopleResolver, "find" | "chatUserOf">;

/** Why a name could not be carried: nobody has it, several people do, or its one person has no chat account here. */
export type PersonProblem =
  | { kind: "unknown"; name: string }
  | { kind: "ambiguous"; name: string; people: DirectoryPerson[] }
  | { kind: "noChatUser"; name: string; person: DirectoryPerson };

/** The arguments with every person found (and how each is named, by argument key), or what stopped it. */
export type PeopleChecked =
  | { ok: true; raw: RawArgs; named: Array<{ key: string; people: string[] }> }
  | { ok: false; problems: PersonProblem[] };

/**
 * Whether a reference that the directory does not know is an id rather than a name: it holds a
 * digit or `_` (`u_bob`, `U0123ABC`), or no lower-case letter (`UGRACE`). Such a one goes on as
 * written (the API, or the store, decides), as it would typed; a name nobody has is asked about.
 */
export function looksLikeId(reference: string): boolean {
  return /[\d_]/.test(reference) || !/\p{Ll}/u.test(reference);
}

/** "Grace Hopper (u_grace)", or the uid alone when the directory has no name. */
const nameAndUid = (person: DirectoryPerson) => (person.fullName ? `${person.fullName} (${person.uid})` : person.uid);

/**
 * Checks every argument of `definition` that names people (declared with `naming`) in `raw`, as
 * words gave them: a mention, or a keyword of the option (`none`), stays; a uid or a name the
 * directory knows for one person becomes that person's uid (a chat user argument: their chat user
 * on `platform`, as a mention); a name several people share, or nobody has, is a problem. Without
 * the store, everything stays as written, as typed references do.
 */
export async function checkPeople(
  definition: CommandDefinition,
  raw: RawArgs,
  platform: ChatPlatform,
  finder: PeopleFinder,
): Promise<PeopleChecked> {
  const checked: RawArgs = { ...raw };
  const named: Array<{ key: string; people: string[] }> = [];
  const problems: PersonProblem[] = [];
  const specs: Array<Argument & { key: string }> = [...definition.syntax.positionals, ...definition.syntax.flags];
  try {
    for (const spec of specs) {
      const value = raw[spec.key];
      if (!spec.people || typeof value !== "string") continue;
      const keywords = spec.kind === "flag" ? (spec.value?.split("|") ?? []) : [];
      // A list option says so in its placeholder (`U[,U…]`): each of its people is checked.
      const references = spec.kind === "flag" && spec.value?.includes(",") ? splitList(value) : [value];
      const written: string[] = [];
      const people: string[] = [];
      for (const reference of references) {
        if (mentionedChatUser(reference) !== undefined || keywords.includes(reference)) {
          written.push(reference);
          continue;
        }
        const found = await carried(reference, spec.people, platform, finder);
        if ("problem" in found) problems.push(found.problem);
        else {
          written.push(found.written);
          if (found.person) people.push(nameAndUid(found.person));
        }
      }
      checked[spec.key] = [...new Set(written)].join(",");
      if (people.length > 0) named.push({ key: spec.key, people: [...new Set(people)] });
    }
  } catch (error) {
    if (error instanceof StoreUnavailableError) return { ok: true, raw, named: [] };
    throw error;
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, raw: checked, named };
}

/** How one reference is carried on the line (and whom it names), or why it cannot be. */
async function carried(
  reference: string,
  kind: "platform" | "chat",
  platform: ChatPlatform,
  finder: PeopleFinder,
): Promise<{ written: string; person?: DirectoryPerson } | { problem: PersonProblem }> {
  const name = reference.trim();
  const found = await finder.find(name);
  if (found.kind === "ambiguous") return { problem: { kind: "ambiguous", name, people: found.people } };
  if (found.kind === "unknown")
    return looksLikeId(name) ? { written: reference } : { problem: { kind: "unknown", name } };
  const { person } = found;
  if (kind === "platform") return { written: person.uid, person };
  const chatUser = await finder.chatUserOf(platform, person.uid);
  if (chatUser === undefined) return { problem: { kind: "noChatUser", name, person } };
  return { written: mentionOf(chatUser, person.fullName), person };
}

/** The question back for `problems`: who was not found, or the candidates of a shared name; with the command's usage. */
export function askAboutPeople(problems: PersonProblem[], usage: string): { question: string; reply: Reply } {
  const names = problems.map((problem) => t("words.quoted", { text: problem.name })).join(", ");
  const question = t("words.ask.people.title", { names });
  const lines = problems.map((problem) => {
    if (problem.kind === "unknown") return t("words.ask.people.unknown", { name: problem.name });
    if (problem.kind === "noChatUser")
      return t("words.ask.people.noChatUser", { name: problem.name, person: nameAndUid(problem.person) });
    return t("words.ask.people.ambiguous", {
      name: problem.name,
      candidates: problem.people.map(nameAndUid).join(", "),
    });
  });
  const text = t("words.ask.people.text", { problems: lines.map((line) => `• ${line}`).join("\n"), usage });
  return { question, reply: { kind: "result", title: question, text } };
}

/** The proposal's lines that name the people it carries, one per argument: "Approvers: Grace Hopper (u_grace)". */
export function namedLines(named: Array<{ key: string; people: string[] }>): string[] {
  return named.map(({ key, people }) => t("words.proposal.people", { argument: key, people: people.join(", ") }));
}
