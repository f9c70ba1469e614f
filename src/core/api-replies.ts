// Turns the API client's error values into replies a person understands, with the API's troubleshoot text.
import type { ApiError } from "../api/errors.ts";
import { t } from "../messages/translate.ts";
import { type ErrorReply, errorReply } from "./reply.ts";

/**
 * The reply for a failed API call made to do `what` (such as "Unarchiving s_zoom"). `notFoundField`
 * names the argument at fault when the API answers 404 (an unknown ticket), for forms.
 */
export function apiErrorReply(error: ApiError, what: string, notFoundField?: string): ErrorReply {
  if (error.kind === "not_sent") return errorReply(t("api.runAgain", { error: error.error }), error.troubleshoot, 503);
  if (error.status === 401) return errorReply(t("api.badToken.title"), t("api.badToken.troubleshoot"), 401);
  // A uid that cannot stand in a path was refused before anything was sent: the person's to fix.
  const refused = error.kind === "bad_segment";
  const reply: ErrorReply = {
    ...errorReply(
      t("api.failed", { what, error: plainCode(error.error) }),
      error.troubleshoot,
      refused ? 400 : error.status,
    ),
    ...((error.status === 404 || refused) && notFoundField ? { field: notFoundField } : {}),
    ...(error.kind === "network" || error.kind === "timeout" ? { cause: "api-unreachable" as const } : {}),
  };
  return error.mayHaveSucceeded
    ? {
        ...reply,
        text: t("api.mayHaveSucceeded"),
        mayHaveSucceeded: true,
      }
    : reply;
}

/** An API error code such as `not_found` in words (`not found`); a sentence stays as it is. */
function plainCode(error: string): string {
  return /^[a-z0-9_]+$/.test(error) ? error.replaceAll("_", " ") : error;
}
