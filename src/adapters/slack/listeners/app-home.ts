// The App Home tab, published when a person opens it; a repeated delivery of the event publishes once.
import type { App, Middleware, SlackEventMiddlewareArgs } from "@slack/bolt";
import { runOnce } from "../../../core/once.ts";
import type { SlackDeps } from "../deps.ts";
import { homeView } from "../home.ts";

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

export function register(app: App, deps: SlackDeps): void {
  app.event("app_home_opened", appHomeListener(deps));
}
