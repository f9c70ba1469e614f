// The App Home tab, published when a person opens it; a repeated delivery of the event publishes once.
import type { App } from "@slack/bolt";
import type { SlackDeps } from "../deps.ts";
import { homeView } from "../home.ts";

export function register(app: App, deps: SlackDeps): void {
  app.event("app_home_opened", async ({ event, body, client }) => {
    if (event.tab !== "home") return;
    const claim = await deps.store.claimIdempotency(`slack:event:${body.event_id}`);
    if (claim.status !== "claimed") return;
    await client.views.publish({ user_id: event.user, view: await homeView(deps, event.user) });
    await deps.store.completeIdempotency(`slack:event:${body.event_id}`, "published");
  });
}
