// What a command is: one declaration (name, role, arguments, optional form, handler), and the context it runs in.

import type { ApiClient } from "../api/client.ts";
import type { Attachment } from "../api/schemas.ts";
import type { Result } from "../result.ts";
import type { Store } from "../store/store.ts";
import { type ArgsOf, type ArgumentSpec, type CommandSyntax, syntaxOf } from "./arguments.ts";
import type { CommandForm } from "./forms.ts";
import type { Identity } from "./people.ts";
import type { ChatPlatform } from "./platform.ts";
import type { ConfirmReply, Reply, ReplyConfirmation } from "./reply.ts";

export type Role = "everyone" | "admin";

/** A command line, read: which command, and its words and options as written. */
export interface Invocation {
  definition: CommandDefinition;
  positionals: Array<string | string[]>;
  /** By option name. */
  flags: Map<string, string | true>;
  /** Whether anything followed the command's name. */
  hasArguments: boolean;
}

/** What a running command can use. */
export interface CommandContext {
  api: ApiClient;
  store: Store;
  platform: ChatPlatform;
  /** The caller's chat user id. */
  userId: string;
  role: Role;
  /** The caller's linked platform user UID, when linked. */
  linkedUid: string | undefined;
  /** Who the caller is: linked (and how), or not (and why not). */
  identity: Identity;
  /** How to show platform users: a mention of their linked chat user, "Name (uid)" from the directory, or the uid. */
  labels(uids: readonly string[]): Promise<Map<string, string>>;
  /** The command line as typed (a form's answers written out), for the audit log. */
  text: string;
  /** Files that came with the command (a shortcut on a message with files). */
  attachments: Attachment[];
  /** Chat user ids with the admin role from DESK_ADMINS. */
  configuredAdmins: readonly string[];
  /** A user argument (a platform UID, or a mention that a link maps) as a platform UID, or the reply that says why not. */
  resolveUser(reference: string): Promise<Result<string, Reply>>;
  /** The value of an option as it was typed, before its schema converted it (to say what was made of it). */
  given(option: string): string | undefined;
  /** How commands are written where the person is (`/desk `, `@deskbot `, or nothing), for hints. */
  prefix: string;
  /** The command text that re-runs this invocation with some options changed (for paging). */
  rerunWith(changes: Record<string, string | undefined>): string;
  /** The confirmation that re-runs this invocation, confirmed, on yes. */
  confirmation(title: string, text: string, details: Omit<ReplyConfirmation, "command" | "nonce">): ConfirmReply;
  /** Every registered command, for `help`. */
  commands(): readonly CommandDefinition[];
}

/** The handler's view of a command's arguments, once checked. */
type Handler<A extends ArgumentSpec> = (ctx: CommandContext, args: ArgsOf<A>) => Promise<Reply>;

/** A command as declared in `core/commands/`. */
export interface CommandDeclaration<A extends ArgumentSpec> {
  /** One or two words, such as `apps` or `service update`. */
  name: string;
  /** One line for `help`. */
  summary: string;
  /** Further help lines: examples, what is sent. */
  details?: string[];
  role: Role;
  /** Whether it writes through the API (then it runs exactly once per delivery and is audited). */
  writes: boolean;
  args: A;
  /** Run with no arguments at all, the command opens this form where the platform has one. */
  form?: CommandForm;
  /** When set, the command never runs on the first ask: this builds the confirmation shown instead. */
  confirm?: Handler<A>;
  run: Handler<A>;
}

/** A registered command: its declaration and the syntax derived from its arguments. */
export interface CommandDefinition extends Omit<CommandDeclaration<ArgumentSpec>, "confirm" | "run"> {
  syntax: CommandSyntax;
  usage: string;
  confirm?: Handler<ArgumentSpec>;
  run: Handler<ArgumentSpec>;
}

/** Declares a command: its parser, usage line and help all follow from `args`. */
export function defineCommand<A extends ArgumentSpec>(declaration: CommandDeclaration<A>): CommandDefinition {
  const syntax = syntaxOf(declaration.name, declaration.args);
  return { ...(declaration as unknown as CommandDeclaration<ArgumentSpec>), syntax, usage: syntax.usage };
}
