// Turns the API client's error values into replies a person understands, with the API's troubleshoot text.
import type { ApiError } from "../api/errors.ts";
import { type ErrorReply, errorReply } from "./reply.ts";

/**
 * The reply for a failed API call made to do `what` (such as "Unarchiving s_zoom"). `notFoundField`
 * names the argument at fault when the API answers 404 (an unknown ticket), for forms.
 */
export function apiErrorReply(error: ApiError, what: string, notFoundField?: string): ErrorReply {
  if (error.kind === "not_sent") return errorReply(`${error.error}: run it again.`, error.troubleshoot, 503);
  if (error.status === 401) {
    return errorReply(
      "The bot's API token is invalid or revoked.",
      "Ask an administrator to set a valid DESK_API_TOKEN for deskbot, then try again.",
      401,
    );
  }
  const reply: ErrorReply = {
    ...errorReply(`${what} failed: ${plainCode(error.error)}`, error.troubleshoot, error.status),
    ...(error.status === 404 && notFoundField ? { field: notFoundField } : {}),
  };
  return error.mayHaveSucceeded
    ? {
        ...reply,
        text: "deskbot cannot tell whether the change was made: check before trying again.",
        mayHaveSucceeded: true,
      }
    : reply;
}

/** An API error code such as `not_found` in words (`not found`); a sentence stays as it is. */
function plainCode(error: string): string {
  return /^[a-z0-9_]+$/.test(error) ? error.replaceAll("_", " ") : error;
}
