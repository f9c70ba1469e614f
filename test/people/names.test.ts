// Names where names are shown: an approver, a merge user, an assignee may be given as the directory names them.
import { describe, expect, it } from "vitest";
import type { DirectoryPerson } from "../../src/store/people-records.ts";
import { ofKind, startCore } from "../helpers/core.ts";

const DIRECTORY: DirectoryPerson[] = [
  { uid: "u_ada", fullName: "Ada Lovelace", emails: ["ada@acme.example"], entraIds: [] },
  { uid: "u_grace", fullName: "Grace Hopper", emails: ["grace@acme.example"], entraIds: [] },
  { uid: "u_katherine", fullName: "Katherine Johnson", emails: ["katherine@acme.example"], entraIds: [] },
  { uid: "u_katherine_dup", fullName: "Katherine Johnson", emails: ["katherine2@acme.example"], entraIds: [] },
];

async function withDirectory() {
  const t = await startCore();
  await t.store.replaceDirectory(DIRECTORY, "people.csv");
  return t;
}

describe("a person given by name", () => {
  it("is an approver by the name the directory knows, in any case, beside uids", async () => {
    const t = await withDirectory();
    const reply = await t.run('approval REQ-43 --approvers "ada lovelace",u_grace Please approve');
    expect(reply.kind).toBe("result");
    expect(t.sim.received("POST", "/v1/requests/REQ-43/approvals").map((call) => call.body)).toEqual([
      { body_markdown: "Please approve", approver_uids: ["u_ada", "u_grace"] },
    ]);
  });

  it("shared by several people lists them and sends nothing", async () => {
    const t = await withDirectory();
    const reply = ofKind(await t.run('approval REQ-43 --approvers "Katherine Johnson" Please approve'), "error");
    expect(reply.title).toBe("2 people in the directory are named “Katherine Johnson”.");
    expect(reply.troubleshoot).toContain("Katherine Johnson (u_katherine), Katherine Johnson (u_katherine_dup)");
    expect(t.sim.received("POST", "/v1/requests/REQ-43/approvals")).toHaveLength(0);
  });

  it("is a merge user and a service's default assignee by name", async () => {
    const t = await withDirectory();
    const ask = ofKind(await t.run('merge "Grace Hopper" u_katherine_dup'), "confirm");
    expect(ask.confirmation.text).toContain("into Grace Hopper (u_grace)?");
    await t.run(ask.confirmation.command, { confirmed: true });
    expect(t.sim.received("PATCH", "/v1/users/u_grace/merge").map((call) => call.body)).toEqual([
      { user_uid: "u_katherine_dup" },
    ]);
    await t.run('service update wa_vpn --assignee "Grace Hopper"');
    expect(t.sim.received("PUT", "/v1/services/wa_vpn").map((call) => call.body)).toEqual([
      { default_assignee: "u_grace" },
    ]);
  });

  it("that the directory does not know goes to the API as a uid, which decides", async () => {
    const t = await withDirectory();
    const reply = ofKind(await t.run('approval REQ-43 --approvers "Nobody Here" Hi'), "error");
    expect(reply.status).toBe(422);
    expect(t.sim.received("POST", "/v1/requests/REQ-43/approvals").at(0)?.body).toMatchObject({
      approver_uids: ["Nobody Here"],
    });
  });
});
