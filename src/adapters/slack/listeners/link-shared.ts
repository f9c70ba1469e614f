// Links to requests posted in Slack: unfurled into the ticket's card with buttons to comment on it or ask for an approval.
import type {
  BlockAction,
  ButtonAction,
  Middleware,
  SlackActionMiddlewareArgs,
  SlackEventMiddlewareArgs,
  types,
} from "@slack/bolt";
import { type ButtonSpec, toUnfurl } from "../blocks.ts";
import { type SlackDeps, slackCaller } from "../deps.ts";
import { openForm } from "../forms-flow.ts";
import { ACTION_IDS } from "../ids.ts";
import type { SlackRoutes } from "../routes.ts";

/** A preview's buttons: open each form (comment, approval) on this ticket. */
function formButtons(deps: SlackDeps, ticket: string): ButtonSpec[] {
  return deps.core.registry.forms().map(({ command, form }) => ({
    label: form.messageAction.title,
    actionId: `${ACTION_IDS.openForm}:${command.name}`,
    value: ticket,
  }));
}

/**
 * `link_shared`: each link to a request on DESK_REQUEST_LINK_DOMAIN becomes the ticket's card (read
 * as background work, once a minute per ticket), through `chat.unfurl`: no scope to read channels.
 */
export function linkSharedListener(deps: SlackDeps): Middleware<SlackEventMiddlewareArgs<"link_shared">> {
  return async ({ event, client }) => {
    const caller = slackCaller(deps, event.user);
    const unfurls: Record<string, { blocks: types.KnownBlock[] }> = {};
    // The links as far as they are links: a list of objects with an address (Slack sends no more than a few).
    const links: unknown[] = Array.isArray(event.links) ? event.links.slice(0, 5) : [];
    for (const url of links.map((link) => (link as { url?: unknown } | null)?.url)) {
      const ticket = deps.core.previews.ticketOfLink(url);
      const reply = ticket ? await deps.core.previews.preview(caller, ticket) : undefined;
      if (ticket && reply && typeof url === "string") unfurls[url] = toUnfurl(reply, formButtons(deps, ticket));
    }
    if (Object.keys(unfurls).length === 0) return;
    // A link in the message composer is unfurled by its unfurl id; a posted one by its message.
    const where =
      event.source === "composer" && event.unfurl_id
        ? { unfurl_id: event.unfurl_id, source: "composer" as const }
        : { channel: event.channel, ts: event.message_ts };
    await client.chat.unfurl({ ...where, unfurls });
  };
}

/** A preview's button: the form opens at once, its ticket filled in and shown. */
export function previewButtonListener(
  deps: SlackDeps,
): Middleware<SlackActionMiddlewareArgs<BlockAction<ButtonAction>>> {
  return async ({ ack, action, body, client }) => {
    await ack();
    const name = action.action_id.slice(ACTION_IDS.openForm.length + 1);
    const form = deps.core.registry.get(name)?.form;
    if (!form) {
      deps.logger.warn({ actionId: action.action_id }, "a preview button names no form");
      return;
    }
    const reach = body.channel?.id ? { channel: body.channel.id } : {};
    await openForm(deps, client, body.trigger_id, slackCaller(deps, body.user.id, reach), { name, form }, async () => ({
      message: "",
      context: { ...reach, files: [] },
      ticket: typeof action.value === "string" ? action.value : "",
    }));
  };
}

export function register(routes: SlackRoutes, deps: SlackDeps): void {
  routes.event("link_shared", linkSharedListener(deps));
  routes.action<BlockAction<ButtonAction>>(new RegExp(`^${ACTION_IDS.openForm}:`), previewButtonListener(deps));
}
