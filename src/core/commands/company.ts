// `company`: the company record of the API token, with its chat integrations.
import { apiErrorReply } from "../api-replies.ts";
import { defineCommand } from "../command.ts";
import { onOff, orDash, yesNo } from "../format.ts";

export const companyCommand = defineCommand({
  name: "company",
  role: "everyone",
  writes: false,
  args: {},
  async run(ctx) {
    const result = await ctx.services.api.getCompany();
    if (!result.ok) return apiErrorReply(result.error, "Reading the company");
    const company = result.value;
    return {
      kind: "result",
      title: company.name,
      fields: [
        { label: "Slug", value: company.slug, format: "code" },
        { label: "Domains", value: company.domains.join(", ") || "—" },
        { label: "Website", value: orDash(company.website_url), format: company.website_url ? "link" : "text" },
        { label: "People are called", value: orDash(company.people_alias) },
        { label: "Employee portal", value: yesNo(company.has_portal_access) },
        { label: "Slack", value: onOff(company.has_slack_enabled) },
        { label: "Microsoft Teams", value: onOff(company.has_ms_teams_enabled) },
        { label: "UID", value: company.uid, format: "code" },
      ],
      data: company,
    };
  },
});
