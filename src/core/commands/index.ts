// Every command deskbot knows, in the order `help` lists them.
import type { CommandDefinition } from "../command.ts";
import { CommandRegistry } from "../registry.ts";
import { adminGrantCommand, adminRevokeCommand, adminsCommand } from "./admins.ts";
import { appsCommand, appUnarchiveCommand } from "./applications.ts";
import { auditCommand } from "./audit.ts";
import { companyCommand } from "./company.ts";
import { equipmentUnarchiveCommand } from "./equipment.ts";
import { helpCommand } from "./help.ts";
import { linkCommand, unlinkCommand, whoamiCommand } from "./identity.ts";
import { inboxesCommand } from "./inboxes.ts";
import { directoryCommand, directorySyncCommand, linksCommand } from "./links.ts";
import { approvalCommand, commentCommand } from "./requests.ts";
import { serviceDisableCommand, serviceEnableCommand, serviceUpdateCommand } from "./services.ts";
import { ticketCommand } from "./ticket.ts";
import { mergeCommand } from "./users.ts";

export const ALL_COMMANDS: readonly CommandDefinition[] = [
  helpCommand,
  companyCommand,
  appsCommand,
  appUnarchiveCommand,
  equipmentUnarchiveCommand,
  inboxesCommand,
  serviceUpdateCommand,
  serviceEnableCommand,
  serviceDisableCommand,
  mergeCommand,
  ticketCommand,
  commentCommand,
  approvalCommand,
  linkCommand,
  unlinkCommand,
  whoamiCommand,
  linksCommand,
  directoryCommand,
  directorySyncCommand,
  adminGrantCommand,
  adminRevokeCommand,
  adminsCommand,
  auditCommand,
];

/** A registry of every command. */
export function createRegistry(): CommandRegistry {
  return new CommandRegistry(ALL_COMMANDS);
}
