// Contract tests: the client against the simulator, for every endpoint of the API (docs/api.md) and every rule it states.
import { describe, expect, it } from "vitest";
import type { ApiClient } from "../../src/api/client.ts";
import type { ApiResult } from "../../src/api/errors.ts";
import { FakeClock } from "../helpers/fake-clock.ts";
import { clientFor, seedWith, startSimulator } from "../helpers/simulator.ts";

function value<T>(result: ApiResult<T>): T {
  if (!result.ok) throw new Error(`expected success, got ${JSON.stringify(result.error)}`);
  return result.value;
}

function failure<T>(result: ApiResult<T>) {
  if (result.ok) throw new Error(`expected an error, got ${JSON.stringify(result.value)}`);
  return result.error;
}

describe("GET /v1/company", () => {
  it("returns the company of the token, bare as the API answers it, with both chat flags", async () => {
    const sim = await startSimulator();
    const company = value(await clientFor(sim).getCompany());
    expect(company).toMatchObject({
      uid: "co_acme",
      name: "Acme Corp",
      has_slack_enabled: true,
      has_ms_teams_enabled: true,
    });
    const [call] = sim.received("GET", "/v1/company");
    expect(call?.authorization).toBe("Bearer sim-token");
  });

  it("answers 401 to a wrong token, and the error carries the API's texts but never the token", async () => {
    const sim = await startSimulator();
    const error = failure(await clientFor(sim, { token: "wrong-secret-token" }).getCompany());
    expect(error).toMatchObject({ kind: "http", status: 401, error: "unauthorized", retryable: false });
    expect(error.troubleshoot).toContain("Bearer");
    expect(JSON.stringify(error)).not.toContain("wrong-secret-token");
  });
});

/** Every listed application's uid, page after page, as a person paging through would see them. */
async function everyApplication(client: ApiClient, perPage: number): Promise<string[]> {
  const uids: string[] = [];
  for (let page = 1; ; page += 1) {
    const { meta, results } = value(await client.listApplications({ perPage, page }));
    uids.push(...results.map((app) => app.uid));
    if (page * meta.per_page >= meta.total || results.length === 0) return uids;
  }
}

describe("GET /v1/applications", () => {
  it("never lists archived applications, and pages through all the others", async () => {
    const sim = await startSimulator();
    const client = clientFor(sim);
    const listed: string[] = [];
    listed.push(...(await everyApplication(client, 25)));
    const expected = [...sim.state.applications.values()].filter((app) => !app.archived_at).map((app) => app.uid);
    expect(listed.sort()).toEqual(expected.sort());
    const archived = [...sim.state.applications.values()].filter((app) => app.archived_at).map((app) => app.uid);
    expect(archived.length).toBeGreaterThan(0);
    for (const uid of archived) expect(listed).not.toContain(uid);
    expect(sim.received("GET", "/v1/applications").map((call) => call.query.get("page"))).toEqual(["1", "2", "3"]);
  });

  it("uses 20 a page by default and reports the list meta with page links", async () => {
    const sim = await startSimulator();
    const page = value(await clientFor(sim).listApplications({ page: 2 }));
    const listed = [...sim.state.applications.values()].filter((app) => !app.archived_at).length;
    expect(page.results).toHaveLength(20);
    expect(page.meta).toMatchObject({ count: 20, total: listed, current_page: 2, per_page: 20 });
    expect(page.meta.next_page_link).toContain("page=3");
    expect(page.meta.previous_page_link).toContain("page=1");
    expect(Object.keys(page.results[0] ?? {}).sort()).toEqual(
      [
        "about",
        "app_link",
        "app_owner_uid",
        "created_at",
        "name",
        "renewal_date",
        "status",
        "total_annual_cost",
        "uid",
        "updated_at",
      ].sort(),
    );
  });

  it("sends status_in[] once per status and returns only those statuses", async () => {
    const sim = await startSimulator();
    const page = value(await clientFor(sim).listApplications({ statuses: ["approved", "restricted"], perPage: 50 }));
    expect(new Set(page.results.map((app) => app.status))).toEqual(new Set(["approved", "restricted"]));
    expect(sim.journal.at(-1)?.query.getAll("status_in[]")).toEqual(["approved", "restricted"]);
  });

  it("clamps per_page to 50 in the request, and the API never returns more", async () => {
    const sim = await startSimulator();
    const page = value(await clientFor(sim).listApplications({ perPage: 500 }));
    expect(sim.journal.at(-1)?.query.get("per_page")).toBe("50");
    expect(page.results).toHaveLength(50);
    const zero = value(await clientFor(sim).listApplications({ perPage: 0 }));
    expect(sim.journal.at(-1)?.query.get("per_page")).toBe("1");
    expect(zero.results).toHaveLength(1);
  });

  it("filters on creation and update dates, strictly after and before", async () => {
    const sim = await startSimulator();
    const after = "2025-06-01T00:00:00Z";
    const before = "2025-09-01T00:00:00Z";
    const page = value(
      await clientFor(sim).listApplications({ createdAfter: after, createdBefore: before, perPage: 50 }),
    );
    expect(page.results.length).toBeGreaterThan(0);
    for (const app of page.results) {
      expect(Date.parse(app.created_at ?? "")).toBeGreaterThan(Date.parse(after));
      expect(Date.parse(app.created_at ?? "")).toBeLessThan(Date.parse(before));
    }
    const query = sim.journal.at(-1)?.query;
    expect(query?.get("created_after")).toBe(after);
    expect(query?.get("created_before")).toBe(before);
  });

  it("rejects an unknown status and a date that is not ISO 8601 with 422 and a troubleshoot text", async () => {
    const sim = await startSimulator();
    const headers = { authorization: `Bearer ${sim.token}` };
    const badStatus = await fetch(`${sim.baseUrl}/v1/applications?status_in[]=lost`, { headers });
    expect(badStatus.status).toBe(422);
    expect(await badStatus.json()).toMatchObject({ troubleshoot: expect.stringContaining("lost") });
    const badDate = await fetch(`${sim.baseUrl}/v1/applications?updated_after=yesterday`, { headers });
    expect(badDate.status).toBe(422);
  });
});

describe("PATCH /v1/applications/{uid}/unarchive", () => {
  it("unarchives an archived application, which the list then returns", async () => {
    const sim = await startSimulator();
    const client = clientFor(sim);
    const archived = [...sim.state.applications.values()].find((app) => app.archived_at);
    if (!archived) throw new Error("the demo data has no archived application");
    const app = value(await client.unarchiveApplication(archived.uid));
    expect(app).toMatchObject({ uid: archived.uid, archived_at: null, name: archived.name });
    const listed: string[] = [];
    listed.push(...(await everyApplication(client, 50)));
    expect(listed).toContain(archived.uid);
    expect(sim.received("PATCH", `/v1/applications/${archived.uid}/unarchive`)[0]?.body).toBeUndefined();
  });

  it("answers 404 with troubleshoot text for an unknown uid", async () => {
    const sim = await startSimulator();
    const error = failure(await clientFor(sim).unarchiveApplication("s_nope"));
    expect(error).toMatchObject({ status: 404, error: "not_found" });
    expect(error.troubleshoot).toContain("s_nope");
  });

  it("leaves an application that is not archived as it is", async () => {
    const sim = await startSimulator();
    const before = sim.state.applications.get("s_slack");
    const app = value(await clientFor(sim).unarchiveApplication("s_slack"));
    expect(app.updated_at).toBe(before?.updated_at);
  });
});

describe("PATCH /v1/equipments/{uid}/unarchive", () => {
  it("unarchives archived equipment and returns the full record", async () => {
    const sim = await startSimulator();
    const equipment = value(await clientFor(sim).unarchiveEquipment("ueq_mbp_002"));
    expect(equipment).toMatchObject({ uid: "ueq_mbp_002", archived_at: null, vendor_name: "Apple" });
    expect(sim.state.equipments.get("ueq_mbp_002")?.archived_at).toBeNull();
  });

  it("answers 404 for unknown equipment", async () => {
    const sim = await startSimulator();
    expect(failure(await clientFor(sim).unarchiveEquipment("ueq_missing")).status).toBe(404);
  });
});

describe("GET /v1/team_inboxes", () => {
  it("lists the seven demo inboxes with their members", async () => {
    const sim = await startSimulator();
    const page = value(await clientFor(sim).listTeamInboxes());
    expect(page.meta.total).toBe(7);
    expect(page.results.map((inbox) => inbox.value)).toContain("Finance");
    expect(page.results[0]?.members[0]).toMatchObject({ team_inbox_uid: page.results[0]?.uid });
  });

  it("sends the search text as `search` and the shared filters by the applications' names", async () => {
    const sim = await startSimulator();
    const page = value(
      await clientFor(sim).listTeamInboxes({
        search: "fin",
        createdAfter: "2024-01-01T00:00:00Z",
        page: 1,
        perPage: 5,
      }),
    );
    expect(page.results.map((inbox) => inbox.value)).toEqual(["Finance"]);
    const query = sim.journal.at(-1)?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({
      search: "fin",
      created_after: "2024-01-01T00:00:00Z",
      page: "1",
      per_page: "5",
    });
  });
});

describe("PUT /v1/services/{uid}", () => {
  it("sends only the fields given, and the API preserves the others", async () => {
    const sim = await startSimulator();
    const before = sim.state.services.get("wa_laptop");
    const service = value(await clientFor(sim).updateService("wa_laptop", { name: "Laptop" }));
    expect(sim.received("PUT", "/v1/services/wa_laptop")[0]?.body).toEqual({ name: "Laptop" });
    expect(service).toMatchObject({ name: "Laptop", about: before?.about, default_assignee: "ti_it", enabled: true });
  });

  it("clears a nullable field sent as null", async () => {
    const sim = await startSimulator();
    const service = value(await clientFor(sim).updateService("wa_vpn", { sla_rule: null, default_assignee: null }));
    expect(service).toMatchObject({ sla_rule: null, default_assignee: null });
  });

  it("disables and enables with `enabled` alone", async () => {
    const sim = await startSimulator();
    const client = clientFor(sim);
    expect(value(await client.updateService("wa_vpn", { enabled: false })).enabled).toBe(false);
    expect(sim.state.services.get("wa_vpn")?.enabled).toBe(false);
    expect(value(await client.updateService("wa_vpn", { enabled: true })).enabled).toBe(true);
  });

  it("replaces the audience and adds `status = employee` when no status matcher is sent", async () => {
    const sim = await startSimulator();
    const client = clientFor(sim);
    const audience = { matchers: [{ data_point: "country", comparator: "=", values: ["FR"] }] };
    const service = value(await client.updateService("wa_software", { audience, is_restricted_to_audience: true }));
    expect(service.audience?.matchers).toEqual([
      { data_point: "country", comparator: "=", values: ["FR"] },
      { data_point: "status", comparator: "=", values: ["employee"] },
    ]);
    const withStatus = { matchers: [{ data_point: "status", comparator: "=", values: ["contractor"] }] };
    const again = value(await client.updateService("wa_software", { audience: withStatus }));
    expect(again.audience?.matchers).toEqual(withStatus.matchers);
    const cleared = value(await client.updateService("wa_software", { audience: { matchers: [] } }));
    expect(cleared.audience?.matchers).toEqual([{ data_point: "status", comparator: "=", values: ["employee"] }]);
  });

  it("accepts an active admin or a team inbox as default assignee, and rejects anyone else with 422", async () => {
    const sim = await startSimulator();
    const client = clientFor(sim);
    expect(value(await client.updateService("wa_vpn", { default_assignee: "u_grace" })).default_assignee).toBe(
      "u_grace",
    );
    expect(value(await client.updateService("wa_vpn", { default_assignee: "ti_hr" })).default_assignee).toBe("ti_hr");
    const error = failure(await client.updateService("wa_vpn", { default_assignee: "u_linus" }));
    expect(error).toMatchObject({ status: 422 });
    expect(error.troubleshoot).toContain("default_assignee");
    expect(sim.state.services.get("wa_vpn")?.default_assignee).toBe("ti_hr");
  });

  it("rejects a wrongly typed field with 422 naming it, and an unknown service with 404", async () => {
    const sim = await startSimulator();
    const client = clientFor(sim);
    const error = failure(await client.updateService("wa_vpn", { enabled: "yes" as unknown as boolean }));
    expect(error.status).toBe(422);
    expect(error.troubleshoot).toContain("enabled");
    expect(failure(await client.updateService("wa_nope", { name: "x" })).status).toBe(404);
  });
});

describe("POST /v1/requests/{request}/approvals", () => {
  it("creates an approval on a request named by its friendly id", async () => {
    const sim = await startSimulator();
    const approval = value(
      await clientFor(sim).requestApproval("REQ-42", {
        body_markdown: "Please approve **the laptop**",
        approver_uids: ["u_grace", "u_alan"],
        add_to_followers: true,
        sent_by: "u_ada",
      }),
    );
    expect(approval).toMatchObject({
      approver_uids: ["u_grace", "u_alan"],
      body_markdown: "Please approve **the laptop**",
      body_text: "Please approve the laptop",
      event_type: "requested_approval",
      submitted_from: "public_api",
      sent_by: "u_ada",
    });
    expect(sim.received("POST", "/v1/requests/REQ-42/approvals")[0]?.body).toEqual({
      body_markdown: "Please approve **the laptop**",
      approver_uids: ["u_grace", "u_alan"],
      add_to_followers: true,
      sent_by: "u_ada",
    });
    expect(sim.state.approvals.get("req_0042")).toHaveLength(1);
  });

  it("rejects an unknown approver, a non-admin sender and an empty text with 422; an unknown request with 404", async () => {
    const sim = await startSimulator();
    const client = clientFor(sim);
    const base = { body_markdown: "ok?", approver_uids: ["u_grace"] };
    expect(failure(await client.requestApproval("REQ-42", { ...base, approver_uids: ["u_ghost"] })).status).toBe(422);
    expect(failure(await client.requestApproval("REQ-42", { ...base, sent_by: "u_linus" })).troubleshoot).toContain(
      "sent_by",
    );
    expect(failure(await client.requestApproval("REQ-42", { ...base, body_markdown: " " })).status).toBe(422);
    expect(failure(await client.requestApproval("REQ-42", { ...base, approver_uids: [] })).status).toBe(422);
    expect(failure(await client.requestApproval("REQ-999", base)).status).toBe(404);
    expect(sim.state.approvals.size).toBe(0);
  });
});

describe("POST /v1/requests/{request}/messages", () => {
  it("adds a comment with attachments, as the given user", async () => {
    const sim = await startSimulator();
    const attachments = [{ filename: "screen.png", url: "https://files.example/screen.png" }];
    const message = value(
      await clientFor(sim).addMessage("req_0041", {
        body_text: "It crashed again",
        sent_by_uid: "u_linus",
        attachments,
      }),
    );
    expect(message).toMatchObject({
      body_text: "It crashed again",
      sent_by_uid: "u_linus",
      attachments,
      submitted_from: "public_api",
    });
    expect(sim.state.messages.get("req_0041")?.map((m) => m.body_text)).toEqual(["It crashed again"]);
  });

  it("rejects an empty text and an unknown sender with 422, an unknown request with 404", async () => {
    const sim = await startSimulator();
    const client = clientFor(sim);
    expect(failure(await client.addMessage("REQ-41", { body_text: "" })).troubleshoot).toContain("body_text");
    expect(failure(await client.addMessage("REQ-41", { body_text: "hi", sent_by_uid: "u_ghost" })).status).toBe(422);
    expect(failure(await client.addMessage("REQ-1", { body_text: "hi" })).status).toBe(404);
    expect(sim.state.messages.size).toBe(0);
  });
});

describe("PATCH /v1/users/{uid}/merge", () => {
  it("moves the source's data to the target and deletes the source", async () => {
    const sim = await startSimulator();
    const client = clientFor(sim);
    const user = value(await client.mergeUsers("u_katherine", "u_katherine_dup"));
    expect(user.uid).toBe("u_katherine");
    expect(user.emails).toEqual(["katherine.johnson@acme.example", "katherine.johnson2@acme.example"]);
    expect(sim.received("PATCH", "/v1/users/u_katherine/merge")[0]?.body).toEqual({ user_uid: "u_katherine_dup" });
    expect(sim.state.users.has("u_katherine_dup")).toBe(false);
    const again = failure(await client.mergeUsers("u_katherine", "u_katherine_dup"));
    expect(again.status).toBe(404);
  });

  it("answers 400 when the user to merge is an admin, and changes nothing", async () => {
    const sim = await startSimulator();
    const error = failure(await clientFor(sim).mergeUsers("u_linus", "u_grace"));
    expect(error).toMatchObject({ status: 400, error: "merge_rejected" });
    expect(sim.state.users.has("u_grace")).toBe(true);
  });

  it("answers 404 for an unknown target, 422 for a merge into itself", async () => {
    const sim = await startSimulator();
    const client = clientFor(sim);
    expect(failure(await client.mergeUsers("u_ghost", "u_linus")).status).toBe(404);
    expect(failure(await client.mergeUsers("u_linus", "u_linus")).status).toBe(422);
  });
});

describe("a seed file's records", () => {
  it("take plain defaults for the fields left out and still match the API's record shapes", async () => {
    const sim = await startSimulator({
      seed: seedWith({
        company: { uid: "co_x", name: "X", slug: "x", has_slack_enabled: false },
        applications: [{ uid: "s_only", name: "Only" }],
        services: [{ uid: "wa_x" }],
      }),
    });
    const client = clientFor(sim);
    expect(value(await client.getCompany())).toMatchObject({
      uid: "co_x",
      has_slack_enabled: false,
      has_ms_teams_enabled: false,
      domains: [],
    });
    expect(value(await client.listApplications()).results).toEqual([
      expect.objectContaining({ uid: "s_only", status: "discovered" }),
    ]);
    expect(value(await client.updateService("wa_x", { about: "x" })).audience?.matchers).toEqual([
      { data_point: "status", comparator: "=", values: ["employee"] },
    ]);
  });
});

describe("identical reads at the same moment", () => {
  it("share one request; other reads and every write are sent on their own", async () => {
    const clock = new FakeClock();
    const sim = await startSimulator({ latencyMs: 1000, clock });
    const client = clientFor(sim);
    const companies = Array.from({ length: 5 }, () => client.getCompany());
    const pages = [client.listApplications({ page: 1 }), client.listApplications({ page: 2 })];
    const comments = [
      client.addMessage("REQ-41", { body_text: "one" }),
      client.addMessage("REQ-41", { body_text: "one" }),
    ];
    await clock.sleepRequested(5);
    await clock.advance(1000);
    const answers = await Promise.all([...companies, ...pages, ...comments]);
    expect(answers.every((answer) => answer.ok)).toBe(true);
    expect(sim.received("GET", "/v1/company")).toHaveLength(1);
    expect(sim.received("GET", "/v1/applications")).toHaveLength(2);
    expect(sim.received("POST", "/v1/requests/REQ-41/messages")).toHaveLength(2);
    // Once answered, the same read is sent again: nothing is cached here.
    const again = client.getCompany();
    await clock.sleepRequested(6);
    await clock.advance(1000);
    expect((await again).ok).toBe(true);
    expect(sim.received("GET", "/v1/company")).toHaveLength(2);
  });
});

describe("beyond the spec: GET /v1/requests/{id}, GET /v1/users/{uid}, GET /v1/users", () => {
  it("reads a request by friendly id or uid, bare as the reference shows it, with its status and people", async () => {
    const sim = await startSimulator();
    const client = clientFor(sim);
    const byFriendly = value(await client.getRequest("REQ-43"));
    expect(byFriendly).toMatchObject({ uid: "req_0043", title: "VPN drops every hour", status: "waiting" });
    expect(byFriendly.requested_by_uid).toBe("u_dennis");
    expect(value(await client.getRequest("req_0043")).friendly_id).toBe("REQ-43");
    expect(failure(await client.getRequest("REQ-999"))).toMatchObject({ status: 404 });
  });

  it("reads one user fresh, and lists people by e-mail (archived ones left out)", async () => {
    const sim = await startSimulator();
    const client = clientFor(sim);
    expect(value(await client.getUser("u_grace")).full_name).toBe("Grace Hopper");
    expect(failure(await client.getUser("u_nobody"))).toMatchObject({ status: 404 });
    const page = value(await client.listUsers({ emails: ["GRACE.hopper@acme.example", "nobody@acme.example"] }));
    expect(page.results.map((user) => user.uid)).toEqual(["u_grace"]);
    expect(sim.received("GET", "/v1/users")[0]?.query.getAll("email_in[]")).toEqual([
      "GRACE.hopper@acme.example",
      "nobody@acme.example",
    ]);
  });

  it("answers 404 on every one of them when the simulator plays a platform without them", async () => {
    const sim = await startSimulator({ beyondSpec: false });
    const client = clientFor(sim);
    expect(failure(await client.getRequest("REQ-43"))).toMatchObject({ status: 404 });
    expect(failure(await client.getUser("u_grace"))).toMatchObject({ status: 404 });
    expect(failure(await client.listUsers())).toMatchObject({ status: 404 });
  });
});

describe("a uid in a path", () => {
  /** Every call that puts a uid (or a friendly id) in its path, with `uid` there. */
  const calls: Record<string, (client: ApiClient, uid: string) => Promise<ApiResult<unknown>>> = {
    "POST /v1/requests/{uid}/messages": (client, uid) => client.addMessage(uid, { body_text: "x" }),
    "POST /v1/requests/{uid}/approvals": (client, uid) =>
      client.requestApproval(uid, { body_markdown: "x", approver_uids: ["u_grace"] }),
    "GET /v1/requests/{uid}": (client, uid) => client.getRequest(uid),
    "PUT /v1/services/{uid}": (client, uid) => client.updateService(uid, { enabled: false }),
    "PATCH /v1/applications/{uid}/unarchive": (client, uid) => client.unarchiveApplication(uid),
    "PATCH /v1/equipments/{uid}/unarchive": (client, uid) => client.unarchiveEquipment(uid),
    "PATCH /v1/users/{uid}/merge": (client, uid) => client.mergeUsers(uid, "u_katherine_dup"),
    "GET /v1/users/{uid}": (client, uid) => client.getUser(uid),
  };

  for (const [endpoint, call] of Object.entries(calls)) {
    it(`is refused, unsent, when it is not one segment: ${endpoint}`, async () => {
      const sim = await startSimulator();
      const client = clientFor(sim);
      for (const uid of [".", "..", "", "../company", "REQ-41/..", "..\\company", "a/b", "\\"]) {
        const error = failure(await call(client, uid));
        expect(error).toMatchObject({ kind: "bad_segment", retryable: false, call: endpoint });
        expect(error.error).toContain(`"${uid}"`);
        expect(error.troubleshoot).toContain("Nothing was sent");
      }
      expect(sim.journal).toEqual([]);
    });
  }

  it("is otherwise sent as one encoded segment, whatever it holds", async () => {
    const sim = await startSimulator();
    const client = clientFor(sim);
    for (const uid of ["...", ".a", "%2e%2e", "REQ 41?x=1#y", "Zoë O'Brien", "\ud800"]) {
      await client.getRequest(uid);
    }
    expect(sim.journal.map((each) => each.path)).toEqual([
      "/v1/requests/...",
      "/v1/requests/.a",
      "/v1/requests/%252e%252e",
      "/v1/requests/REQ%2041%3Fx%3D1%23y",
      "/v1/requests/Zo%C3%AB%20O'Brien",
      "/v1/requests/%EF%BF%BD",
    ]);
  });
});
