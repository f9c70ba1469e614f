// The Teams bot: routes each kind of activity to its handler; everything else is in handlers/.
import {
  type AppBasedLinkQuery,
  type MessagingExtensionAction,
  type MessagingExtensionActionResponse,
  type MessagingExtensionResponse,
  type TaskModuleRequest,
  type TaskModuleResponse,
  TeamsActivityHandler,
  type TurnContext,
} from "botbuilder";
import { inLocale } from "../../messages/translate.ts";
import type { TeamsDeps } from "./deps.ts";
import { cardPressOf, onCardPress } from "./handlers/card-presses.ts";
import { onFetchTask } from "./handlers/fetch-task.ts";
import { onMembersAdded } from "./handlers/installs.ts";
import { onLinkQuery } from "./handlers/link-query.ts";
import { onCommandMessage } from "./handlers/messages.ts";
import { onSubmitAction } from "./handlers/submit-action.ts";
import { onTaskFetch, onTaskSubmit } from "./handlers/task-module.ts";

export class DeskTeamsBot extends TeamsActivityHandler {
  constructor(private readonly deps: TeamsDeps) {
    super();
    this.onMessage(async (context, next) => {
      const press = cardPressOf(context.activity.value);
      if (press) await onCardPress(deps, context, press);
      else await onCommandMessage(deps, context);
      await next();
    });
    this.onMembersAdded(async (context, next) => {
      await onMembersAdded(deps, context);
      await next();
    });
  }

  /** Every turn in its person's language: the directory's for them, else the activity's locale (`fr-FR`), else DESK_LOCALE's. */
  override async run(context: TurnContext): Promise<void> {
    const { from, locale } = context.activity;
    const reader = await this.deps.core.readerLocale("teams", from?.aadObjectId ?? from?.id ?? "", () => locale);
    return inLocale(reader, () => super.run(context));
  }

  protected override handleTeamsMessagingExtensionFetchTask(
    context: TurnContext,
    action: MessagingExtensionAction,
  ): Promise<MessagingExtensionActionResponse> {
    return onFetchTask(this.deps, context, action);
  }

  protected override handleTeamsMessagingExtensionSubmitAction(
    context: TurnContext,
    action: MessagingExtensionAction,
  ): Promise<MessagingExtensionActionResponse> {
    return onSubmitAction(this.deps, context, action);
  }

  protected override handleTeamsTaskModuleFetch(
    context: TurnContext,
    request: TaskModuleRequest,
  ): Promise<TaskModuleResponse> {
    return onTaskFetch(this.deps, context, request);
  }

  protected override handleTeamsTaskModuleSubmit(
    context: TurnContext,
    request: TaskModuleRequest,
  ): Promise<TaskModuleResponse> {
    return onTaskSubmit(this.deps, context, request);
  }

  protected override handleTeamsAppBasedLinkQuery(
    context: TurnContext,
    query: AppBasedLinkQuery,
  ): Promise<MessagingExtensionResponse> {
    return onLinkQuery(this.deps, context, query);
  }
}
