// deskbot's Slack listeners by id, mounted on Bolt as one listener per kind of request that finds them by lookup.
import type {
  AllMiddlewareArgs,
  App,
  Middleware,
  SlackAction,
  SlackActionMiddlewareArgs,
  SlackCommandMiddlewareArgs,
  SlackEventMiddlewareArgs,
  SlackShortcut,
  SlackShortcutMiddlewareArgs,
  SlackViewAction,
  SlackViewMiddlewareArgs,
} from "@slack/bolt";

/** A listener as Bolt calls it, whatever its kind: the arguments are passed on as Bolt made them. */
type AnyListener = (args: never) => Promise<void>;

/** Listeners by exact id, then by pattern, in the order they were added. */
class Table {
  private readonly exact = new Map<string, AnyListener[]>();
  private readonly patterns: { pattern: RegExp; listener: AnyListener }[] = [];

  add(id: string | RegExp, listener: AnyListener): void {
    if (typeof id === "string") this.exact.set(id, [...(this.exact.get(id) ?? []), listener]);
    else this.patterns.push({ pattern: id, listener });
  }

  get empty(): boolean {
    return this.exact.size === 0 && this.patterns.length === 0;
  }

  /** Every listener for `id`: those added for it exactly, then the patterns it matches. */
  find(id: unknown): AnyListener[] {
    if (typeof id !== "string") return [];
    const found = this.exact.get(id) ?? [];
    const matching = this.patterns.filter(({ pattern }) => pattern.test(id)).map(({ listener }) => listener);
    return matching.length === 0 ? found : [...found, ...matching];
  }
}

/**
 * Runs each of `listeners` with Bolt's arguments, side by side as Bolt runs its matching listeners;
 * the first failure goes on to Bolt's error handler.
 */
async function runAll(listeners: AnyListener[], args: unknown): Promise<void> {
  if (listeners.length === 1) return (listeners[0] as (args: unknown) => Promise<void>)(args);
  const settled = await Promise.allSettled(
    listeners.map((listener) => (listener as (args: unknown) => Promise<void>)(args)),
  );
  const failed = settled.find((result) => result.status === "rejected");
  if (failed) throw failed.reason;
}

/**
 * Where deskbot's Slack listeners are added (with Bolt's own signatures: a command's name, an
 * action's id, a view's or a shortcut's callback id, an event's type, a workflow step's callback
 * id), then mounted on an App as one Bolt listener per kind in use. Bolt walks the middleware
 * chain of every listener it has for every request (about thirty for deskbot: a promise and an
 * array copy each, a quarter of Bolt's work per command); one per kind that looks the id up costs
 * the same whatever the number of forms and steps.
 */
export class SlackRoutes {
  private readonly commands = new Table();
  private readonly actions = new Table();
  private readonly views = new Table();
  private readonly shortcuts = new Table();
  private readonly events = new Table();
  private readonly steps = new Table();

  /** A slash command by its name (`/desk`), or every name a pattern matches. */
  command(name: string | RegExp, listener: Middleware<SlackCommandMiddlewareArgs>): void {
    this.commands.add(name, listener);
  }

  /** A block action by its `action_id`, or every id a pattern matches. */
  action<A extends SlackAction = SlackAction>(
    actionId: string | RegExp,
    listener: Middleware<SlackActionMiddlewareArgs<A>>,
  ): void {
    this.actions.add(actionId, listener);
  }

  /** A modal's submission (`view_submission` only) by its view's `callback_id`. */
  view<V extends SlackViewAction = SlackViewAction>(
    callbackId: string,
    listener: Middleware<SlackViewMiddlewareArgs<V>>,
  ): void {
    this.views.add(callbackId, listener);
  }

  /** A message shortcut (`message_action` only) by its `callback_id`. */
  shortcut<S extends SlackShortcut = SlackShortcut>(
    callbackId: string,
    listener: Middleware<SlackShortcutMiddlewareArgs<S>>,
  ): void {
    this.shortcuts.add(callbackId, listener);
  }

  /** An Events API event by its type (`message`, `app_mention`, `link_shared`, `app_home_opened`). */
  event<T extends string>(type: T, listener: Middleware<SlackEventMiddlewareArgs<T>>): void {
    this.events.add(type, listener);
  }

  /**
   * A workflow step (a `function_executed` event) by its function's `callback_id`; acknowledged
   * before its listener runs, as Bolt's `app.function` does. Bolt gives it `complete` and `fail`.
   */
  function(callbackId: string, listener: Middleware<SlackEventMiddlewareArgs<"function_executed">>): void {
    this.steps.add(callbackId, listener);
  }

  /** Adds to `app` one listener for each kind of request that has a route. */
  mount(app: App): void {
    const every = /^/;
    if (!this.commands.empty) app.command(every, (args) => runAll(this.commands.find(args.command.command), args));
    if (!this.actions.empty)
      app.action(every, (args) => runAll(this.actions.find((args.payload as { action_id?: unknown }).action_id), args));
    if (!this.views.empty)
      app.view({ callback_id: every, type: "view_submission" }, (args) =>
        runAll(this.views.find(args.view.callback_id), args),
      );
    if (!this.shortcuts.empty)
      app.shortcut({ callback_id: every, type: "message_action" }, (args) =>
        runAll(this.shortcuts.find(args.shortcut.callback_id), args),
      );
    if (!this.events.empty || !this.steps.empty) app.event(every, (args) => this.onEvent(args));
  }

  private async onEvent(args: SlackEventMiddlewareArgs & AllMiddlewareArgs): Promise<void> {
    const { event } = args;
    if (event.type !== "function_executed") return runAll(this.events.find(event.type), args);
    const steps = this.steps.find((event as { function?: { callback_id?: unknown } }).function?.callback_id);
    if (steps.length === 0) return;
    const { ack } = args as { ack?: () => Promise<void> };
    if (typeof ack === "function") await ack();
    return runAll(steps, args);
  }
}
