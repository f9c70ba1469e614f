// Who may run what: the admin role from DESK_ADMINS (and the demo console's operator) or granted in the store, and the refusal that names whom to ask.
import { t } from "../messages/translate.ts";
import type { RoleStore } from "../store/ports.ts";
import type { ChatPlatform } from "../vocabulary.ts";
import type { CommandDefinition, Role } from "./command.ts";
import { mentionOf } from "./mentions.ts";
import type { DeniedReply } from "./reply.ts";

/** The most admins a refusal names. */
const NAMED_ADMINS = 5;

/** The names deskbot knows for chat users on a platform (the directory's, through their links); empty for whoever it does not know. */
export type ChatUserNames = (
  platform: ChatPlatform,
  chatUserIds: readonly string[],
) => Promise<ReadonlyMap<string, string>>;

/** The role policy: configured admins, admins granted in the store, and everyone else. */
export class RolePolicy {
  constructor(
    private readonly store: RoleStore,
    /** Chat user ids with the admin role (DESK_ADMINS). */
    readonly configuredAdmins: readonly string[],
    /** The demo console's own user: an admin there for running it, with no DESK_ADMINS set. */
    readonly consoleOperator?: string,
    /** How the admins a refusal names are named, as other replies name people. */
    private readonly names: ChatUserNames = async () => new Map(),
  ) {}

  /** The role configuration gives, without the store: admin for DESK_ADMINS and the demo console's operator. */
  configuredRole(userId: string): Role {
    return this.configuredAdmins.includes(userId) || this.consoleOperator === userId ? "admin" : "everyone";
  }

  /** The role DESK_ADMINS or the store gives; throws StoreUnavailableError when the store must be asked and does not answer. */
  async roleOf(platform: ChatPlatform, userId: string): Promise<Role> {
    if (this.configuredRole(userId) === "admin") return "admin";
    return (await this.store.isAdmin(platform, userId)) ? "admin" : "everyone";
  }

  /** The refusal of an admin command: who may run it, by name, so that the person knows whom to ask. */
  async denied(
    definition: CommandDefinition,
    caller: { platform: ChatPlatform; userId: string },
  ): Promise<DeniedReply> {
    const granted = await this.store.listAdmins(caller.platform).catch(() => [] as string[]);
    const admins = [...new Set([...this.configuredAdmins, ...granted])];
    const named = admins.slice(0, NAMED_ADMINS);
    // By name where deskbot knows it (a mention of an id alone shows the id on Teams and the console).
    const names = await this.names(caller.platform, named).catch(() => new Map<string, string>());
    const whom = named.map((id) => mentionOf(id, names.get(id))).join(", ");
    return {
      kind: "denied",
      title: t("denied.title", { command: definition.name }),
      text: whom
        ? t("denied.askAdmins", { admins: `${whom}${admins.length > NAMED_ADMINS ? ", …" : ""}` })
        : // At the console, the person asking is whoever runs deskbot: they can make themselves an admin.
          t(caller.platform === "console" ? "denied.noAdminsConsole" : "denied.noAdmins", { user: caller.userId }),
    };
  }
}
