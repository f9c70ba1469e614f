// The parser against the registry, table-driven: what each command line becomes, and which are usage errors.
import { describe, expect, it } from "vitest";
import { lineOf, withOptions } from "../../src/core/command-line.ts";
import { createRegistry } from "../../src/core/commands/index.ts";
import { parseCommand } from "../../src/core/parser.ts";

const registry = createRegistry();

function args(text: string): unknown {
  const parsed = parseCommand(text, registry);
  if (!parsed.ok) throw new Error(`usage error: ${parsed.error.title}`);
  return parsed.value.command?.args;
}

function usage(text: string): { title: string; text: string | undefined } {
  const parsed = parseCommand(text, registry);
  if (parsed.ok) throw new Error(`expected a usage error for ${text}`);
  const reply = parsed.error;
  if (reply.kind !== "usage") throw new Error(`expected a usage reply, got ${reply.kind}`);
  return { title: reply.title, text: reply.usage ? `Usage: ${reply.usage}` : reply.text };
}

describe("parseCommand reads", () => {
  it.each([
    ["apps", {}],
    ["APPS --status Approved,restricted", { status: ["approved", "restricted"] }],
    // A status as a French reply shows it, with or without its accents.
    ["apps --status Approuvée,restreinte,APPROUVEE", { status: ["approved", "restricted"] }],
    ["apps --status=discovered --page 2 --per-page 500", { status: ["discovered"], page: 2, perPage: 50 }],
    ["apps --per-page 0", { perPage: 1 }],
    ["apps --created-after 2026-03-01", { createdAfter: "2026-03-01T00:00:00Z" }],
    ["apps --updated-before 2026-03-01T10:30:00+02:00", { updatedBefore: "2026-03-01T08:30:00Z" }],
    ["apps --updated-after 2026-03-01T10:30:00", { updatedAfter: "2026-03-01T10:30:00Z" }],
    ["app unarchive s_zoom", { app_uid: "s_zoom" }],
    ["equipment unarchive ueq_1", { equipment_uid: "ueq_1" }],
    ["inboxes it support --page 2", { search: ["it", "support"], page: 2 }],
    ["service enable wa_vpn", { service_uid: "wa_vpn" }],
    ["service update wa_vpn --assignee none --sla sla_1", { service_uid: "wa_vpn", assignee: null, sla: "sla_1" }],
    [
      "service update wa_vpn --enabled FALSE --restricted true",
      { service_uid: "wa_vpn", enabled: false, restricted: true },
    ],
    [
      'service update wa_vpn --audience "contract_type = full_time|part_time; country = FR"',
      {
        service_uid: "wa_vpn",
        audience: {
          matchers: [
            { data_point: "contract_type", comparator: "=", values: ["full_time", "part_time"] },
            { data_point: "country", comparator: "=", values: ["FR"] },
          ],
        },
      },
    ],
    ["service update wa_vpn --audience none", { service_uid: "wa_vpn", audience: { matchers: [] } }],
    ["merge u_a u_b", { target: "u_a", source: "u_b" }],
    [
      "comment REQ-42 It works,   thanks!\nSecond line",
      { request: "REQ-42", text: "It works,   thanks!\nSecond line" },
    ],
    ['comment REQ-42 "quoted alone"', { request: "REQ-42", text: "quoted alone" }],
    ["comment REQ-42 use --force and don't", { request: "REQ-42", text: "use --force and don't" }],
    ["comment REQ-42 it's 'unbalanced", { request: "REQ-42", text: "it's 'unbalanced" }],
    ["comment REQ-42 日本語のコメント 😀", { request: "REQ-42", text: "日本語のコメント 😀" }],
    [
      "approval REQ-1 --approvers u_a,<@U2>, --follow Please approve",
      { request: "REQ-1", approvers: ["u_a", "<@U2>"], follow: true, text: "Please approve" },
    ],
    [
      "approval REQ-1 --follow --approvers=u_a Ok?",
      { request: "REQ-1", approvers: ["u_a"], follow: true, text: "Ok?" },
    ],
    ["link <@U123|ann> u_ann", { chat_user: "<@U123|ann>", platform_user_uid: "u_ann" }],
    ["unlink @ann", { chat_user: "@ann" }],
    ["help service update", { command: ["service", "update"] }],
  ])("%j", (text, expected) => {
    expect(args(text)).toEqual(expected);
  });
});

describe("parseCommand refuses with the command's usage line", () => {
  it.each([
    ["apps --status lost", '--status: "lost" is not one of discovered, approved, restricted'],
    ["apps --colour red", "Unknown option --colour."],
    ["apps --page", "--page needs a value."],
    ["apps --page 0", "--page: must be a whole number from 1 to 10000"],
    ["apps --page two", "--page: must be a whole number from 1 to 10000"],
    ["apps --page 1 --page 2", "--page is given twice."],
    ["apps --created-after yesterday", '--created-after: "yesterday" is not a date'],
    ["apps extra", 'Unexpected "extra".'],
    ["app unarchive", "APP_UID is missing."],
    ["merge u_a", "SOURCE_USER_UID is missing."],
    ["service update wa_1 --enabled maybe", "--enabled: must be true or false"],
    ["service update wa_1 --audience 'country'", '--audience: "country" is not'],
    ["service update wa_1 --name ''", "--name: must not be empty"],
    ["approval REQ-1 Please", "--approvers is missing."],
    ["approval REQ-1 --approvers , Please", "--approvers: must name at least one"],
    ["approval REQ-1 --follow=yes --approvers u Hi", "--follow takes no value."],
    ["comment REQ-1", "TEXT is missing."],
  ])("%j", (text, problem) => {
    const reply = usage(text);
    expect(reply.title).toContain(problem);
    const name = text.split(" ")[0] as string;
    expect(reply.text).toMatch(new RegExp(`^Usage: ${name}`));
  });

  it("names an unknown command and points to help", () => {
    expect(usage("frobnicate now")).toEqual({
      title: '"frobnicate" is not a command.',
      text: "Type help to see the commands.",
    });
  });

  it("lists the family's usage lines for an unknown subcommand", () => {
    const reply = usage("service restart wa_1");
    expect(reply.text).toContain("service update SERVICE_UID");
    expect(reply.text).toContain("service disable SERVICE_UID");
  });

  it("refuses unbalanced quotes before the text, and absurdly long lines", () => {
    expect(usage('apps --status "approved').title).toContain("A quote is not closed");
    expect(usage(`comment REQ-1 ${"x".repeat(50_000)}`).title).toContain("too long");
  });
});

describe("a line written again with options changed", () => {
  it("writes the command back with options changed, quoting as needed, and it parses the same", () => {
    const parsed = parseCommand('inboxes "it support" --per-page 5', registry);
    if (!parsed.ok) throw new Error("expected to parse");
    const { definition, raw } = parsed.value.invocation;
    const next = lineOf(definition, withOptions(definition, raw, { page: "2" }));
    expect(next).toBe('inboxes "it support" --per-page 5 --page 2');
    expect(args(next)).toEqual({ search: ["it support"], perPage: 5, page: 2 });
  });
});

describe("free text", () => {
  it("keeps a quote that opens the text and never closes", () => {
    expect(args("comment REQ-42 'oops, a stray quote")).toEqual({ request: "REQ-42", text: "'oops, a stray quote" });
  });
});
