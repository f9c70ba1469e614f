// Who runs a command line: the operating system's account name, as the console and the audit log name them.
import { userInfo } from "node:os";

/** The account running deskbot's command line, or `console` when the system does not say. */
export function operatorName(): string {
  try {
    return userInfo().username || "console";
  } catch {
    return "console";
  }
}
