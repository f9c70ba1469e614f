// The demo company: deterministic records for `npm start`, the docs and the tests.
import type { DirectoryPerson } from "../store/people-records.ts";
import type { Seed } from "./seed.ts";

const DAY = 86_400_000;
const BASE = Date.UTC(2025, 0, 6, 9, 0, 0);

/** An ISO date-time `days` after the demo's first day, without milliseconds. */
function at(days: number): string {
  return new Date(BASE + days * DAY).toISOString().replace(".000Z", "Z");
}

const APP_NAMES = [
  "Slack",
  "Zoom",
  "Notion",
  "Figma",
  "GitHub",
  "Jira",
  "Confluence",
  "Salesforce",
  "HubSpot",
  "Asana",
  "Trello",
  "Miro",
  "Dropbox",
  "Box",
  "Google Workspace",
  "Microsoft 365",
  "Okta",
  "1Password",
  "Datadog",
  "Sentry",
  "PagerDuty",
  "Zendesk",
  "Intercom",
  "Workday",
  "BambooHR",
  "Greenhouse",
  "Lever",
  "Gusto",
  "Expensify",
  "Brex",
  "Ramp",
  "DocuSign",
  "Adobe Acrobat",
  "Canva",
  "Loom",
  "Calendly",
  "Airtable",
  "Monday.com",
  "ClickUp",
  "Linear",
  "Vercel",
  "Netlify",
  "AWS",
  "Google Cloud",
  "Azure",
  "Cloudflare",
  "Twilio",
  "SendGrid",
  "Mailchimp",
  "Segment",
  "Amplitude",
  "Mixpanel",
  "Looker",
  "Tableau",
  "Snowflake",
  "dbt Cloud",
  "Fivetran",
  "Postman",
  "Docker Hub",
  "JetBrains",
  "Grammarly",
  "Lucidchart",
  "Smartsheet",
  "Zapier",
];

const STATUSES = ["approved", "discovered", "restricted"] as const;

const people: Array<[string, string, string, string]> = [
  ["u_ada", "Ada", "Lovelace", "owner"],
  ["u_grace", "Grace", "Hopper", "admin"],
  ["u_alan", "Alan", "Turing", "admin"],
  ["u_katherine", "Katherine", "Johnson", "employee"],
  ["u_katherine_dup", "Katherine", "Johnson", "employee"],
  ["u_linus", "Linus", "Torvalds", "employee"],
  ["u_margaret", "Margaret", "Hamilton", "employee"],
  ["u_dennis", "Dennis", "Ritchie", "employee"],
  ["u_barbara", "Barbara", "Liskov", "employee"],
  ["u_tim", "Tim", "Berners-Lee", "employee"],
  ["u_radia", "Radia", "Perlman", "employee"],
  ["u_ken", "Ken", "Thompson", "employee"],
];

/** A demo person's e-mail (the duplicate record has an address of its own). */
const emailOf = (uid: string, first: string, last: string) =>
  `${first.toLowerCase()}.${last.toLowerCase()}${uid.endsWith("_dup") ? "2" : ""}@acme.example`;

/** A demo person's chat accounts, as the platform knows them (`UADA`, `aad-ada`); a duplicate record carries none. */
function chatIdsOf(uid: string, first: string): { slack?: string; entra: string[] } {
  if (uid.endsWith("_dup")) return { entra: [] };
  return { slack: `U${first.toUpperCase()}`, entra: [`aad-${first.toLowerCase()}`] };
}

/** The demo tickets: number, title, status, priority, requester, assignee. */
const tickets: Array<[number, string, string, string, string, string | null]> = [
  [41, "The printer on floor 2 is jammed", "open", "medium", "u_linus", "u_grace"],
  [42, "New laptop for Margaret", "in_progress", "high", "u_margaret", "u_alan"],
  [43, "VPN drops every hour", "waiting", "urgent", "u_dennis", "u_grace"],
  [44, "Access to the finance share", "open", "low", "u_barbara", null],
  [45, "Reset my badge", "open", "low", "u_tim", "u_alan"],
  [46, "Mailbox full", "resolved", "medium", "u_radia", "u_grace"],
  [47, "Old projector in room 3", "archived", "low", "u_ken", null],
];

const inboxes = ["IT Support", "HR", "Finance", "Facilities", "Security", "Legal", "Procurement"];

/** The demo company with both chat platforms on, and its catalogue, people, assets and tickets. */
export function demoSeed(): Seed {
  return {
    company: {
      uid: "co_acme",
      name: "Acme Corp",
      slug: "acme",
      domains: ["acme.example"],
      website_url: "https://acme.example",
      people_alias: "employees",
      has_portal_access: true,
      logo_url: "https://acme.example/logo.png",
      widget_icon_url: null,
      has_slack_enabled: true,
      has_ms_teams_enabled: true,
    },
    users: people.map(([uid, first, last, role], index) => ({
      uid,
      first_name: first,
      last_name: last,
      full_name: `${first} ${last}`,
      emails: [emailOf(uid, first, last)],
      slack_user_id: chatIdsOf(uid, first).slack ?? null,
      microsoft_entra_ids: chatIdsOf(uid, first).entra,
      role_name: role,
      status: "employee",
      contract_type: index % 4 === 3 ? "contract" : "full_time",
      country: index % 3 === 0 ? "FR" : "US",
      job_title: role === "employee" ? "Engineer" : "IT Administrator",
      created_at: at(index),
      updated_at: at(index),
    })),
    services: [
      {
        uid: "wa_laptop",
        name: "New laptop",
        about: "Order a laptop for a new or current employee.",
        category: "sc_hardware",
        default_assignee: "ti_it",
      },
      {
        uid: "wa_vpn",
        name: "VPN access",
        about: "Get access to the corporate VPN.",
        category: "sc_access",
        sla_rule: "sla_fast",
      },
      {
        uid: "wa_software",
        name: "Software request",
        about: "Ask for a licence of an application.",
        category: "sc_software",
      },
      {
        uid: "wa_onboarding",
        name: "Onboarding",
        about: "Everything a newcomer needs on day one.",
        category: "sc_people",
        enabled: false,
      },
    ].map((service, index) => ({ ...service, created_at: at(index * 10), updated_at: at(index * 10 + 3) })),
    team_inboxes: inboxes
      .map((name, index) => ({
        uid: `ti_${name.toLowerCase().replace(/\s+/g, "_")}`.replace("ti_it_support", "ti_it"),
        value: name,
        members: [
          { team_inbox_uid: "", user_uid: people[(index % 3) as number]?.[0] ?? "u_ada" },
          { team_inbox_uid: "", user_uid: people[3 + index]?.[0] ?? "u_ken" },
        ],
        created_at: at(index * 20),
        updated_at: at(index * 20 + 5),
      }))
      .map((inbox) => ({ ...inbox, members: inbox.members.map((m) => ({ ...m, team_inbox_uid: inbox.uid })) })),
    equipments: [
      ["ueq_mbp_001", "MacBook Pro 14", "Apple", "laptop", "u_linus", null],
      ["ueq_mbp_002", "MacBook Pro 16", "Apple", "laptop", null, at(300)],
      ["ueq_xps_003", "XPS 13", "Dell", "laptop", null, at(310)],
      ["ueq_iphone_004", "iPhone 15", "Apple", "phone", "u_grace", null],
      ["ueq_monitor_005", "UltraSharp 27", "Dell", "monitor", null, at(320)],
      ["ueq_headset_006", "Jabra Evolve2", "Jabra", "headset", "u_margaret", null],
    ].map(([uid, model, vendor, category, holder, archivedAt], index) => ({
      uid: uid as string,
      name: `${vendor} ${model}`,
      model: model as string,
      vendor_name: vendor as string,
      category: category as string,
      category_uid: `eqc_${category}`,
      holder_uid: holder,
      holder:
        people
          .find(([id]) => id === holder)
          ?.slice(1, 3)
          .join(" ") ?? null,
      serial_number: `SN-${1000 + index}`,
      lifecycle: archivedAt ? "retired" : "in_service",
      archived_at: archivedAt,
      purchase_cost: 1200 + index * 100,
      created_at: at(index * 7),
      updated_at: archivedAt ?? at(index * 7),
    })),
    applications: APP_NAMES.map((name, index) => ({
      uid: `s_${name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "_")
        .replace(/_+$/, "")}`,
      name,
      about: `${name}, as used at Acme.`,
      app_link: `https://${name.toLowerCase().replace(/[^a-z0-9]+/g, "")}.example`,
      app_owner_uid: people[index % people.length]?.[0] ?? "u_ada",
      app_owner: people[index % people.length]?.slice(1, 3).join(" ") ?? null,
      status: STATUSES[index % 3] ?? "approved",
      total_annual_cost: 500 + ((index * 733) % 20_000),
      users_count: 5 + ((index * 17) % 240),
      renewal_date: at(400 + index * 3).slice(0, 10),
      discovered_at: at(index * 4).slice(0, 10),
      archived_at: index % 9 === 8 ? at(200 + index) : null,
      created_at: at(index * 4),
      updated_at: at(index * 4 + 30),
    })),
    requests: tickets.map(([n, title, status, priority, requester, assignee], index) => ({
      uid: `req_${String(n).padStart(4, "0")}`,
      friendly_id: `REQ-${n}`,
      title,
      description: null,
      status,
      priority,
      admin_permalink_url: `https://desk.acme.example/admin/requests/req_${String(n).padStart(4, "0")}`,
      requested_by_uid: requester,
      assignee_admin_uid: assignee,
      created_at: at(index * 6),
      updated_at: at(index * 6 + 45),
      ...(status === "resolved" ? { completed_at: at(index * 6 + 45) } : {}),
    })),
  };
}

/** The demo people as a directory export gives them, loaded with the demo so that names and links show at once. */
export function demoDirectory(): DirectoryPerson[] {
  return people.map(([uid, first, last, role]) => {
    const ids = chatIdsOf(uid, first);
    return {
      uid,
      fullName: `${first} ${last}`,
      emails: [emailOf(uid, first, last)],
      ...(ids.slack ? { slackUserId: ids.slack } : {}),
      entraIds: ids.entra,
      role,
    };
  });
}
