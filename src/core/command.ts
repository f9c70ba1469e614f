// What a command is: one declaration (name, role, arguments, optional form, handler), and the context it runs in.

import { z } from "zod";
import type { ApiClient } from "../api/client.ts";
import type { Attachment } from "../api/schemas.ts";
import { lookup, type MessageValues } from "../messages/translate.ts";
import { fail, ok, type Result } from "../result.ts";
import type { Store } from "../store/ports.ts";
import type { ChatPlatform } from "../vocabulary.ts";
import { type ArgumentSpec, type CommandSyntax, type RawArgs, syntaxOf } from "./arguments.ts";
import type { CommandForm } from "./forms.ts";
import type { Identity } from "./people-resolver.ts";
import type { ConfirmReply, Reply, ReplyConfirmation } from "./reply.ts";
import type { CallerTickets } from "./ticket-access.ts";

export type Role = "everyone" | "admin";

/** A command line, read: which command, and its words and options as written. */
export interface Invocation {
  definition: CommandDefinition;
  /** Its arguments by key, as read (before the schema): what a line of it is written from. */
  raw: RawArgs;
  positionals: Array<string | string[]>;
  /** By option name. */
  flags: Map<string, string | true>;
  /** Whether anything followed the command's name. */
  hasArguments: boolean;
}

/** Who is asking, once the checks have run: the person, where, with what role, and who they are on the platform. */
export interface CheckedCaller {
  platform: ChatPlatform;
  /** The caller's chat user id. */
  userId: string;
  role: Role;
  /** The caller's linked platform user UID, when linked. */
  linkedUid: string | undefined;
  /** Who the caller is: linked (and how), or not (and why not). */
  identity: Identity;
  /** How commands are written where the person is (`/desk `, `@deskbot `, or nothing), for hints. */
  prefix: string;
}

/** What a command may use: the API, the store, and the lookups of people and commands. */
export interface Services {
  api: ApiClient;
  store: Store;
  /** How to show platform users: a mention of their linked chat user, "Name (uid)" from the directory, or the uid. */
  labels(uids: readonly string[]): Promise<Map<string, string>>;
  /**
   * The names the directory gives chat users of `platform` (through their links, or their chat ids),
   * for mentions that carry none; empty for whoever it does not know, and while the store does not answer.
   */
  chatUserNames(platform: ChatPlatform, chatUserIds: readonly string[]): Promise<ReadonlyMap<string, string>>;
  /** A user argument (a platform UID, or a mention that a link maps) as a platform UID, or the reply that says why not. */
  resolveUser(reference: string): Promise<Result<string, Reply>>;
  /** Chat user ids with the admin role from DESK_ADMINS. */
  configuredAdmins: readonly string[];
  /** The demo console's own user, an admin for running it (no DESK_ADMINS set). */
  consoleOperator?: string;
  /** Every registered command, for `help`. */
  commands(): readonly CommandDefinition[];
  /** The tickets the caller may see (CONTRACT §12): every read of a ticket for them goes through here. */
  tickets: CallerTickets;
}

/** This invocation: what was typed, what came with it, and how to write it again changed. */
export interface InvocationTools {
  /** The command line as typed (a form's answers written out), for the audit log. */
  text: string;
  /** Files that came with the command (a shortcut on a message with files). */
  attachments: Attachment[];
  /** The value of an option as it was typed, before its schema converted it (to say what was made of it). */
  given(option: string): string | undefined;
  /** The command text that re-runs this invocation with some options changed (for paging). */
  rerunWith(changes: Record<string, string | undefined>): string;
  /** The way in, when it is automation (a workflow step, the action endpoint), for the audit log. */
  via?: "workflow" | "automation" | "words" | "reply";
  /** Whether the command came through its form (a Slack modal, a Teams dialog), where a warning can be shown beside a field. */
  viaForm: boolean;
  /** The person submitted the form again after a warning beside one of its fields (`ErrorReply.warning`): go on. */
  warningSeen: boolean;
  /** The confirmation that re-runs this invocation, confirmed, on yes. */
  confirmation(
    title: string,
    text: string,
    details: Omit<ReplyConfirmation, "command" | "nonce" | "requestedBy" | "expiresAt">,
  ): ConfirmReply;
}

/** What a running command can use: who is asking, the services, and the invocation. */
export interface CommandContext {
  caller: CheckedCaller;
  services: Services;
  invocation: InvocationTools;
}

/** The checked arguments of a spec: each argument's schema output, by key. */
export type ArgsOf<A extends ArgumentSpec> = z.output<z.ZodObject<{ [K in keyof A]: A[K]["schema"] }>>;

/** The handler's view of a command's arguments, once checked. */
type Handler<A extends ArgumentSpec> = (ctx: CommandContext, args: ArgsOf<A>) => Promise<Reply>;

/** A command as declared in `core/commands/`. */
export interface CommandDeclaration<A extends ArgumentSpec> {
  /**
   * One or two words, such as `apps` or `service update`. Its help comes from the catalogue:
   * `command.<name>.summary` (one line) and `command.<name>.details` (lines), spaces as `_`.
   */
  name: string;
  /** Values for the placeholders of the help's details (limits the code defines). */
  helpValues?: MessageValues;
  role: Role;
  /** Whether it writes through the API (then it runs exactly once per delivery and is audited). */
  writes: boolean;
  /**
   * True for a destructive change: one hard to take back, or that changes who may do what (a merge,
   * disabling or changing a service, a link, the admin role, the directory). Its Confirm is shown
   * as a warning and asks once more (Slack's dialog, Teams' warning); any other change, a comment
   * or an approval request among them, is confirmed with one ordinary press.
   */
  destructive?: true;
  /** False for a command that never calls the API (it reads or changes the store alone): it never waits for the API's budget. */
  callsApi?: false;
  /**
   * True for a command that acts as the caller's platform user (writes as them, or says who they
   * are): it waits, a few seconds at most, for deskbot to find who they are. Every other command
   * goes on at once with what the store knows (see `IDENTITY_WAIT_MS`).
   */
  needsIdentity?: true;
  args: A;
  /** Run with no arguments at all, the command opens this form where the platform has one. */
  form?: CommandForm;
  /** When set, the command never runs on the first ask: this builds the confirmation shown instead. */
  confirm?: Handler<A>;
  /**
   * True for a command whose replies show people's e-mails or the audit log: they are shown only to
   * the person who asked, never in a shared channel or thread (CONTRACT §12).
   */
  forAskerOnly?: true;
  run: Handler<A>;
}

/** A command bound to arguments that passed its schema: ready to run (or to ask for its confirmation). */
export interface BoundCommand {
  /** The checked arguments, as the schema made them (for inspection; `run` has them typed). */
  readonly args: unknown;
  run(ctx: CommandContext): Promise<Reply>;
  /** Set for a command that never runs on the first ask. */
  confirm?(ctx: CommandContext): Promise<Reply>;
}

/** A registered command: its declaration's facts, the syntax derived from its arguments, and its binding. */
export interface CommandDefinition {
  name: string;
  /** One line for `help`, in the reader's language. */
  readonly summary: string;
  /** Further help lines: examples, what is sent. */
  readonly details: string[];
  /** How a person might ask for it in their own words, in the reader's language (`command.<name>.example`). */
  readonly example: string;
  role: Role;
  writes: boolean;
  /** A destructive change (see `CommandDeclaration.destructive`): a warning, and a second ask, before it runs. */
  destructive: boolean;
  /** Whether it calls the API, and so waits for its budget. */
  callsApi: boolean;
  /** Whether it acts as the caller's platform user, and so waits (a few seconds at most) for who they are. */
  needsIdentity: boolean;
  /** Whether its replies are shown only to the person who asked (they show e-mails or the audit log). */
  forAskerOnly: boolean;
  form?: CommandForm;
  syntax: CommandSyntax;
  usage: string;
  /** The schema of the arguments, by key. */
  schema: z.ZodType;
  /** Checks raw arguments against the command's schema: the command bound to them, or the schema's issues. */
  bind(raw: RawArgs): Result<BoundCommand, z.ZodError>;
}

/** Declares a command: its parser, usage line and help all follow from `args`; its handlers keep their argument type. */
export function defineCommand<A extends ArgumentSpec>(declaration: CommandDeclaration<A>): CommandDefinition {
  const {
    args: spec,
    run,
    confirm,
    helpValues,
    callsApi,
    needsIdentity,
    forAskerOnly,
    destructive,
    ...facts
  } = declaration;
  const syntax = syntaxOf(declaration.name, spec);
  const schema = z.object(shapeOf(spec));
  const helpKey = `command.${declaration.name.replaceAll(" ", "_")}`;
  return {
    ...facts,
    callsApi: callsApi ?? true,
    needsIdentity: needsIdentity === true,
    forAskerOnly: forAskerOnly === true,
    destructive: destructive === true,
    get summary() {
      return lookup(`${helpKey}.summary`) ?? "";
    },
    get example() {
      return lookup(`${helpKey}.example`) ?? declaration.name;
    },
    get details() {
      return lookup(`${helpKey}.details`, helpValues)?.split("\n") ?? [];
    },
    syntax,
    usage: syntax.usage,
    schema,
    bind(raw) {
      const checked = schema.safeParse(raw);
      if (!checked.success) return fail(checked.error);
      const args = checked.data;
      return ok({
        args,
        run: (ctx) => run(ctx, args),
        ...(confirm ? { confirm: (ctx: CommandContext) => confirm(ctx, args) } : {}),
      });
    },
  };
}

/** The schema of each argument, by key: the shape of the command's argument object. */
function shapeOf<A extends ArgumentSpec>(spec: A): { [K in keyof A]: A[K]["schema"] } {
  const shape: Partial<Record<keyof A, z.ZodType>> = {};
  for (const key of Object.keys(spec) as Array<keyof A>) shape[key] = spec[key]?.schema;
  return shape as { [K in keyof A]: A[K]["schema"] };
}
