// `equipment unarchive`: brings an archived piece of equipment back.
import { t } from "../../messages/translate.ts";
import { apiErrorReply } from "../api-replies.ts";
import { idArg } from "../argument-values.ts";
import { meaning, positional } from "../arguments.ts";
import { defineCommand } from "../command.ts";
import { orDash } from "../format.ts";

export const equipmentUnarchiveCommand = defineCommand({
  name: "equipment unarchive",
  role: "admin",
  writes: true,
  args: { equipment_uid: meaning(positional("EQUIPMENT_UID", idArg), { kind: "record", of: "equipment" }) },
  async run(ctx, args) {
    const result = await ctx.services.api.unarchiveEquipment(args.equipment_uid);
    if (!result.ok) return apiErrorReply(result.error, t("equipment.unarchive.doing", { uid: args.equipment_uid }));
    const item = result.value;
    const holder = item.holder_uid ? (await ctx.services.labels([item.holder_uid])).get(item.holder_uid) : undefined;
    return {
      kind: "result",
      title: t("equipment.unarchive.done", { name: item.name ?? item.uid }),
      fields: [
        { label: t("label.uid"), value: item.uid, format: "code" },
        { label: t("label.model"), value: orDash([item.vendor_name, item.model].filter(Boolean).join(" ")) },
        { label: t("label.serialNumber"), value: orDash(item.serial_number) },
        { label: t("label.holder"), value: orDash(holder ?? item.holder) },
        { label: t("label.lifecycle"), value: orDash(item.lifecycle) },
      ],
      data: item,
    };
  },
});
