// The record schemas against the API's record shapes: full records pass, extra fields stay, wrong types are named.
import { describe, expect, it } from "vitest";
import { decodePage, decodeRecord, unwrapList, unwrapRecord } from "../../src/api/envelope.ts";
import {
  ApplicationListItemSchema,
  ApplicationSchema,
  ApprovalSchema,
  CompanySchema,
  EquipmentSchema,
  ErrorBodySchema,
  MessageSchema,
  PageMetaSchema,
  ServiceSchema,
  TeamInboxSchema,
  UserSchema,
} from "../../src/api/schemas.ts";
import { demoSeed } from "../../src/simulator/demo-data.ts";
import {
  applicationListItem,
  buildApplication,
  buildEquipment,
  buildService,
  buildTeamInbox,
  buildUser,
} from "../../src/simulator/records.ts";

const now = "2026-01-01T00:00:00Z";

describe("schemas of the API's records", () => {
  it("accept every demo record built in the API's record shapes", () => {
    const seed = demoSeed();
    expect(CompanySchema.safeParse(seed.company).success).toBe(true);
    for (const s of seed.services ?? []) expect(ServiceSchema.parse(buildService(s, now)).uid).toBe(s.uid);
    for (const u of seed.users ?? []) expect(UserSchema.parse(buildUser(u, now)).uid).toBe(u.uid);
    for (const t of seed.team_inboxes ?? []) expect(TeamInboxSchema.parse(buildTeamInbox(t, now)).uid).toBe(t.uid);
    for (const e of seed.equipments ?? []) expect(EquipmentSchema.parse(buildEquipment(e, now)).uid).toBe(e.uid);
    for (const a of seed.applications ?? []) {
      const app = buildApplication(a, now);
      expect(ApplicationSchema.parse(app).uid).toBe(a.uid);
      expect(ApplicationListItemSchema.parse(applicationListItem(app)).uid).toBe(a.uid);
    }
  });

  it("accept the approval and message records of the API reference", () => {
    const approval = {
      uid: "apr_1",
      approver_uids: ["u_1"],
      request_approvals: ["rqa_1"],
      request_approval_condition: "all",
      body_text: "ok?",
      body_markdown: "**ok?**",
      created_at: now,
      event_type: "requested_approval",
      sender_type: "user",
      sent_by: "u_2",
      sent_by_uid: "u_2",
      submitted_from: "public_api",
    };
    expect(ApprovalSchema.parse(approval)).toEqual(approval);
    const message = {
      uid: "msg_1",
      body_text: "hi",
      sender_type: "user",
      sent_by_uid: "u_1",
      submitted_from: "public_api",
      attachments: [{ filename: "a.png", url: "https://x.example/a.png" }],
      created_at: now,
    };
    expect(MessageSchema.parse(message)).toEqual(message);
    expect(ErrorBodySchema.parse({ error: "e", troubleshoot: "t" })).toEqual({ error: "e", troubleshoot: "t" });
    expect(
      PageMetaSchema.safeParse({
        count: 1,
        total: 1,
        current_page: 1,
        per_page: 20,
        next_page_link: "x",
        previous_page_link: "y",
      }).success,
    ).toBe(true);
  });

  it("keep fields the API reference does not name", () => {
    const parsed = ServiceSchema.parse({ ...buildService({ uid: "wa_1" }, now), icon: "laptop" });
    expect((parsed as Record<string, unknown>).icon).toBe("laptop");
  });

  it("reject what breaks the spec: a company without its chat flags, an unknown application status, a nullable company field typed wrong", () => {
    const { has_ms_teams_enabled: _, ...company } = demoSeed().company as Record<string, unknown>;
    expect(CompanySchema.safeParse(company).success).toBe(false);
    expect(ApplicationListItemSchema.safeParse({ uid: "s", name: "n", status: "lost" }).success).toBe(false);
    expect(CompanySchema.safeParse({ ...demoSeed().company, website_url: 3 }).success).toBe(false);
  });
});

describe("envelopes", () => {
  it("unwrap a record wrapped in result, and take a bare one as it is", () => {
    expect(unwrapRecord({ result: { uid: "x" } })).toEqual({ uid: "x" });
    expect(unwrapRecord({ uid: "x" })).toEqual({ uid: "x" });
  });

  it("read the list shapes the API may send", () => {
    const meta = { count: 1, total: 1, current_page: 1, per_page: 20 };
    const item = { uid: "ti_1", members: [], value: "IT" };
    expect(unwrapList({ meta, results: [item] })).toEqual({ meta, results: [item] });
    expect(unwrapList({ result: { meta, results: [item] } })).toEqual({ meta, results: [item] });
    expect(unwrapList({ meta, result: [item] })).toEqual({ meta, results: [item] });
    expect(unwrapList([item])).toEqual({ meta: { count: 1, total: 1, current_page: 1, per_page: 1 }, results: [item] });
    const page = decodePage(TeamInboxSchema, [item], "GET /v1/team_inboxes");
    expect(page.ok && page.value.results).toEqual([item]);
  });

  it("name the offending field of a record", () => {
    const result = decodeRecord(MessageSchema, { result: { uid: "m", body_text: 4 } }, "POST /v1/requests/x/messages");
    expect(result).toMatchObject({
      ok: false,
      error: { kind: "invalid_response", field: "body_text", call: "POST /v1/requests/x/messages" },
    });
  });

  it("name a list without meta", () => {
    const result = decodePage(TeamInboxSchema, { results: "nope" }, "GET /v1/team_inboxes");
    expect(result).toMatchObject({ ok: false, error: { field: expect.stringMatching(/^meta/) } });
  });
});
