// What a command is: one definition (name, usage, role, arguments, handler), and the context it runs in.
import type { z } from "zod";
import type { ApiClient } from "../api/client.ts";
import type { Attachment } from "../api/schemas.ts";
import type { ChatPlatform, Store } from "../store/store.ts";
import type { Reply, ReplyForm } from "./reply.ts";

export type Role = "everyone" | "admin";

/** A word the command takes in order. */
export interface PositionalSpec {
  /** Key in the raw arguments, such as `request`. */
  name: string;
  optional?: boolean;
  /**
   * Takes the rest of the line. `text`: everything from here on, verbatim (flags end before it);
   * `words`: every remaining word that is not a flag.
   */
  rest?: "text" | "words";
}

/** An option: `--name VALUE`, `--name=VALUE`, or `--name` alone when it takes no value. */
export interface FlagSpec {
  name: string;
  takesValue: boolean;
}

/** Arguments as the parser read them, keyed by positional or flag name, before the schema checks them. */
export type RawArgs = Record<string, string | string[] | true | undefined>;

/** A command line, read: which command, and its words and options as written. */
export interface Invocation {
  definition: CommandDefinition;
  positionals: Array<string | string[]>;
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
  /** The command line as typed, for the audit log. */
  text: string;
  /** Files that came with the command (a shortcut on a message with files). */
  attachments: Attachment[];
  /** Resolves a user argument (a platform UID, or a mention that a link maps) to a platform UID. */
  resolveUser(reference: string): Promise<{ ok: true; uid: string } | { ok: false; reply: Reply }>;
  /** The command text that re-runs this invocation with some options changed (for paging). */
  rerunWith(changes: Record<string, string | undefined>): string;
  /** Every registered command, for `help`. */
  commands(): readonly CommandDefinition[];
}

/**
 * One command. The registry reads everything from here: parsing, help, the policy, the adapters'
 * menus. Adding a command is adding one definition.
 */
export interface CommandDefinition<A = unknown> {
  /** One or two words, such as `apps` or `service update`. */
  name: string;
  /** One line for `help`. */
  summary: string;
  usage: string;
  /** Further help lines: examples, what is sent. */
  details?: string[];
  role: Role;
  /** Whether it writes through the API (then it runs exactly once per delivery and is audited). */
  writes: boolean;
  positionals: PositionalSpec[];
  flags: FlagSpec[];
  /** Checks and converts the raw arguments; an issue's path names the positional or flag at fault. */
  args: z.ZodType<A>;
  /** Run with no arguments at all, the command opens this form where the platform has one. */
  form?: ReplyForm;
  /** When set, the command never runs on the first ask: this builds the confirmation shown instead. */
  confirm?: (ctx: CommandContext, args: A) => Promise<Reply>;
  run(ctx: CommandContext, args: A): Promise<Reply>;
}

/** Declares a command with its argument type inferred from its schema. */
export function defineCommand<S extends z.ZodType>(
  definition: Omit<CommandDefinition<z.infer<S>>, "args"> & { args: S },
): CommandDefinition {
  return definition as unknown as CommandDefinition;
}
