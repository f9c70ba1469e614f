// `composeExtension/queryLink`: a link to a request pasted in Teams becomes the ticket's card (link unfurling).
import type { AppBasedLinkQuery, MessagingExtensionResponse, TurnContext } from "botbuilder";
import { within } from "../../../core/flows.ts";
import { t } from "../../../messages/translate.ts";
import { toLinkPreview } from "../cards.ts";
import { type TeamsDeps, teamsCaller } from "../deps.ts";
import { messageActionNames } from "../dialogs.ts";

/** Teams waits about 5 s for an invoke's answer: a ticket not read by then gets no preview (the read goes on, and is reused). */
export const PREVIEW_ANSWER_MS = 4000;

/** The ticket's card for a link on DESK_REQUEST_LINK_DOMAIN (read as background work, once a minute per ticket), or nothing. */
export async function onLinkQuery(
  deps: TeamsDeps,
  context: TurnContext,
  query: AppBasedLinkQuery,
): Promise<MessagingExtensionResponse> {
  const ticket = deps.core.previews.ticketOfLink(query.url ?? "");
  if (!ticket) return {};
  // A preview waits behind people's commands for the API budget: it is left out rather than late.
  const read = await within(deps.core.previews.preview(teamsCaller(deps, context), ticket), PREVIEW_ANSWER_MS);
  const reply = read.done ? read.value : undefined;
  if (reply?.kind !== "result") return {};
  // A card in a message cannot open a message action's dialog: it says where the actions are.
  const preview = toLinkPreview(reply, t("teams.previewHint", { actions: messageActionNames(deps.core.registry) }));
  return { composeExtension: { type: "result", attachmentLayout: "list", attachments: [preview] } };
}
