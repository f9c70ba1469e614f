// The App Home tab, published when a person opens it; a repeated delivery of the event publishes once.
import type { Middleware, SlackEventMiddlewareArgs, types } from "@slack/bolt";
import { runOnce } from "../../../core/once.ts";
import type { Reply } from "../../../core/reply.ts";
import { type SlackDeps, slackCaller } from "../deps.ts";
import { HOME_EXAMPLES, toHome } from "../home.ts";
import type { SlackRoutes } from "../routes.ts";

/** The Home tab for `user`, with `last` (the answer to a Home button) below the buttons. */
export async function homeView(deps: SlackDeps, user: string, last?: Reply): Promise<types.HomeView> {
  const company = await deps.core.company();
  // Opening the Home tab links the person from the directory as a command would, and says it as whoami does.
  const link = await deps.core.yourLink(slackCaller(deps, user));
  return toHome({
    company: company.ok
      ? { name: company.value.name, slackEnabled: company.value.has_slack_enabled }
      : { troubleshoot: company.error.troubleshoot },
    link,
    command: deps.command,
    examples: HOME_EXAMPLES.flatMap((name) => deps.core.registry.get(name)?.example ?? []),
    ...(last ? { last } : {}),
  });
}

/** `app_home_opened` on the Home tab: the tab is published for the person, once per event. */
export function appHomeListener(deps: SlackDeps): Middleware<SlackEventMiddlewareArgs<"app_home_opened">> {
  return async ({ event, body, client }) => {
    if (event.tab !== "home") return;
    // A publish that fails releases the claim (no outcome is kept), so that Slack's retry publishes.
    await runOnce(
      deps.store,
      `slack:event:${body.event_id}`,
      async () => {
        await client.views.publish({ user_id: event.user, view: await homeView(deps, event.user) });
        return "published";
      },
      { keep: () => true },
    );
  };
}

export function register(routes: SlackRoutes, deps: SlackDeps): void {
  routes.event("app_home_opened", appHomeListener(deps));
}
