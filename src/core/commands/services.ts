// `service update|enable|disable`: changes a service of the catalogue; only the options given are sent.
import { z } from "zod";
import type { ServiceUpdate } from "../../api/client.ts";
import type { Service } from "../../api/schemas.ts";
import { t } from "../../messages/translate.ts";
import { apiErrorReply } from "../api-replies.ts";
import { audienceArg, booleanArg, idArg, noneOr } from "../argument-values.ts";
import { meaning, naming, option, positional } from "../arguments.ts";
import { type CommandContext, type CommandDefinition, defineCommand } from "../command.ts";
import { orDash, yesNo } from "../format.ts";
import { type Reply, usageReply } from "../reply.ts";

const nonEmpty = z
  .string()
  .trim()
  .min(1, { error: () => t("arg.empty") });

/** Each option of `service update` and the field of the API body it sets. */
const OPTION_FIELDS = {
  name: "name",
  about: "about",
  enabled: "enabled",
  category: "category",
  assignee: "default_assignee",
  sla: "sla_rule",
  restricted: "is_restricted_to_audience",
  audience: "audience",
} as const satisfies Record<string, keyof ServiceUpdate>;

const serviceUid = meaning(positional("SERVICE_UID", idArg), { kind: "record", of: "service" });

export const serviceUpdateCommand: CommandDefinition = defineCommand({
  name: "service update",
  role: "admin",
  writes: true,
  destructive: true,
  args: {
    service_uid: serviceUid,
    name: meaning(option("name", "X", nonEmpty), { kind: "new-name" }),
    about: meaning(option("about", "X", z.string()), { kind: "description" }),
    enabled: meaning(option("enabled", "true|false", booleanArg), {
      kind: "toggle",
      on: "words.cues.service_enable",
      off: "words.cues.service_disable",
    }),
    category: meaning(option("category", "UID", nonEmpty), { kind: "id", cue: "words.vocab.category" }),
    assignee: naming(
      "platform",
      meaning(option("assignee", "UID|none", noneOr(nonEmpty)), {
        kind: "person",
        cue: "words.vocab.assign",
        clear: "words.vocab.clear_assignee",
      }),
    ),
    sla: meaning(option("sla", "UID|none", noneOr(nonEmpty)), {
      kind: "id",
      cue: "words.vocab.sla",
      clear: "words.vocab.clear_sla",
    }),
    restricted: meaning(option("restricted", "true|false", booleanArg), {
      kind: "toggle",
      on: "words.vocab.restricted_on",
      off: "words.vocab.restricted_off",
    }),
    audience: meaning(option("audience", "MATCHERS|none", audienceArg), {
      kind: "clear",
      cue: "words.vocab.clear_audience",
    }),
  },
  async run(ctx, args) {
    const update: Record<string, unknown> = {};
    for (const [option, field] of Object.entries(OPTION_FIELDS)) {
      const value = args[option as keyof typeof OPTION_FIELDS];
      if (value !== undefined) update[field] = value;
    }
    if (Object.keys(update).length === 0) {
      return usageReply(t("service.noOption"), serviceUpdateCommand.usage);
    }
    // An assignee may be named as the directory knows them, or mentioned, besides a uid.
    if (typeof args.assignee === "string") {
      const assignee = await ctx.services.resolveUser(args.assignee);
      if (!assignee.ok) return assignee.error;
      update.default_assignee = assignee.value;
    }
    return updateService(ctx, args.service_uid, update as ServiceUpdate, "updated");
  },
});

/** `service enable` and `service disable`: PUT with `enabled` alone. */
function toggleCommand(enabled: boolean) {
  const verb = enabled ? "enable" : "disable";
  return defineCommand({
    name: `service ${verb}`,
    role: "admin",
    writes: true,
    // Disabling takes a service away from every employee; enabling gives it back.
    ...(enabled ? {} : { destructive: true as const }),
    args: { service_uid: serviceUid },
    run: (ctx, args) => updateService(ctx, args.service_uid, { enabled }, `${verb}d`),
  });
}

export const serviceEnableCommand = toggleCommand(true);
export const serviceDisableCommand = toggleCommand(false);

/** What was done, in the reply's title: `service.done`'s select. */
type ServiceChange = "updated" | "enabled" | "disabled";

async function updateService(
  ctx: CommandContext,
  uid: string,
  update: ServiceUpdate,
  done: ServiceChange,
): Promise<Reply> {
  const result = await ctx.services.api.updateService(uid, update);
  if (!result.ok) return apiErrorReply(result.error, t("service.doing", { uid }));
  return {
    kind: "result",
    title: t("service.done", { done, name: result.value.name }),
    fields: serviceFields(result.value),
    data: result.value,
  };
}

function serviceFields(service: Service) {
  const matchers = service.audience?.matchers ?? [];
  return [
    { label: t("label.uid"), value: service.uid, format: "code" as const },
    { label: t("label.enabled"), value: yesNo(service.enabled) },
    { label: t("label.about"), value: orDash(service.about) },
    { label: t("label.category"), value: orDash(service.category), format: "code" as const },
    { label: t("label.defaultAssignee"), value: orDash(service.default_assignee), format: "code" as const },
    { label: t("label.slaRule"), value: orDash(service.sla_rule), format: "code" as const },
    { label: t("label.restricted"), value: yesNo(service.is_restricted_to_audience) },
    {
      label: t("label.audience"),
      value:
        matchers.map((m) => `${m.data_point} ${m.comparator} ${m.values.join("|")}`).join("; ") ||
        t("value.role", { role: "everyone" }),
    },
    ...(service.updated_at
      ? [{ label: t("label.updated"), value: service.updated_at, format: "datetime" as const }]
      : []),
  ];
}
