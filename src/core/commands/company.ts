// `company`: the company record of the API token, with its chat integrations.
import { t } from "../../messages/translate.ts";
import { apiErrorReply } from "../api-replies.ts";
import { defineCommand } from "../command.ts";
import { onOff, orDash, yesNo } from "../format.ts";
import { platformName } from "../platform.ts";

export const companyCommand = defineCommand({
  name: "company",
  role: "everyone",
  writes: false,
  args: {},
  async run(ctx) {
    const result = await ctx.services.api.getCompany();
    if (!result.ok) return apiErrorReply(result.error, t("gate.readingCompany"));
    const company = result.value;
    return {
      kind: "result",
      title: company.name,
      fields: [
        { label: t("label.slug"), value: company.slug, format: "code" },
        { label: t("label.domains"), value: company.domains.join(", ") || "—" },
        {
          label: t("label.website"),
          value: orDash(company.website_url),
          format: company.website_url ? "link" : "text",
        },
        { label: t("label.peopleAlias"), value: orDash(company.people_alias) },
        { label: t("label.portal"), value: yesNo(company.has_portal_access) },
        { label: platformName("slack"), value: onOff(company.has_slack_enabled) },
        { label: platformName("teams"), value: onOff(company.has_ms_teams_enabled) },
        { label: t("label.uid"), value: company.uid, format: "code" },
      ],
      data: company,
    };
  },
});
