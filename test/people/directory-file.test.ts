// Reading an export of the platform's people: CSV or JSON with the User record's names; a bad row stops everything, by line.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readCsv } from "../../src/directory/csv.ts";
import { parseDirectoryFile } from "../../src/directory/parse.ts";

describe("a directory file", () => {
  it("reads CSV with a header, quoted fields, several values by ';', and ignores unknown columns", () => {
    const csv = [
      "uid,email,full_name,slack_user_id,microsoft_entra_ids,department",
      'u_ada,Ada@Acme.example,"Lovelace, Ada",UADA,AAAAAAAA-0000-4000-8000-000000000001;aaaaaaaa-0000-4000-8000-000000000002,Engineering',
      'u_alan,alan@acme.example;a.t@acme.example,"Alan ""the"" Turing",,,',
      "",
    ].join("\r\n");
    expect(parseDirectoryFile("people.csv", csv)).toEqual({
      ok: true,
      value: [
        {
          uid: "u_ada",
          fullName: "Lovelace, Ada",
          emails: ["ada@acme.example"],
          slackUserId: "UADA",
          entraIds: ["aaaaaaaa-0000-4000-8000-000000000001", "aaaaaaaa-0000-4000-8000-000000000002"],
        },
        {
          uid: "u_alan",
          fullName: 'Alan "the" Turing',
          emails: ["alan@acme.example", "a.t@acme.example"],
          entraIds: [],
        },
      ],
    });
  });

  it("reads JSON: an array of User records, with emails or email", () => {
    const json = JSON.stringify([
      { uid: "u_ada", emails: ["ada@acme.example"], full_name: "Ada", slack_user_id: null, microsoft_entra_ids: [] },
      { uid: "u_grace", email: "grace@acme.example", job_title: "Admiral" },
    ]);
    const people = parseDirectoryFile("people.json", json);
    expect(people.ok && people.value.map((person) => [person.uid, person.emails])).toEqual([
      ["u_ada", ["ada@acme.example"]],
      ["u_grace", ["grace@acme.example"]],
    ]);
  });

  it("reports every bad row by its line (the header is line 1) and returns no one", () => {
    const csv =
      "uid,email\nu_ok,ok@acme.example\n,nobody@acme.example\nu_bad,not-an-address\nu_ok,again@acme.example\n";
    expect(parseDirectoryFile("people.csv", csv)).toEqual({
      ok: false,
      error: [
        "line 3: uid is empty",
        "line 4: email is not an e-mail address",
        "line 5: uid u_ok is already on line 2",
      ],
    });
  });

  it("names a row whose e-mail or uid is longer than any real one (a 12 KB e-mail), and returns no one", () => {
    const long = "a".repeat(12 * 1024);
    const csv = `uid,email\nu_ok,ok@acme.example\nu_long,${long}@acme.example\nu_${long},x@acme.example\nu_fits,${"b".repeat(241)}@acme.example\n`;
    expect(parseDirectoryFile("people.csv", csv)).toEqual({
      ok: false,
      error: ["line 3: email is over 254 characters", "line 4: uid is over 200 characters"],
    });
  });

  it("refuses a file without a uid column, an open quote, or JSON that is not a list", () => {
    expect(parseDirectoryFile("p.csv", "email\nx@y.z\n")).toEqual({
      ok: false,
      error: ['line 1: the header has no uid column (its columns were read as separated by ",")'],
    });
    expect(parseDirectoryFile("p.csv", 'uid,full_name\nu_a,"Ada\n')).toEqual({
      ok: false,
      error: ["line 2: a quoted field is never closed"],
    });
    expect(parseDirectoryFile("p.json", '{"uid":"u_a"}')).toEqual({
      ok: false,
      error: ["the JSON is not an array of User records"],
    });
  });
});

describe("a directory file written by a spreadsheet or by hand", () => {
  it("with ';' between columns (as Excel writes CSV in France or Germany) is read as such", () => {
    const csv = 'uid;email;full_name\nu_ada;ada@acme.example;"Lovelace; Ada"\n';
    const people = parseDirectoryFile("people.csv", csv);
    expect(people.ok && people.value).toEqual([
      { uid: "u_ada", fullName: "Lovelace; Ada", emails: ["ada@acme.example"], entraIds: [] },
    ]);
  });

  it.each([
    ['uid,full_name\nu_ada,"ab"c\n', 'line 2: "c" follows a quoted field\'s closing quote'],
    ['uid,full_name\nu_ada,a"b\n', "line 2: a quote inside an unquoted field"],
  ])("refuses malformed quoting, naming its line: %j", (csv, problem) => {
    const read = parseDirectoryFile("people.csv", csv);
    expect(read.ok).toBe(false);
    expect(!read.ok && read.error[0]).toContain(problem);
  });

  it("refuses ids that are not their platform's: a Slack user id, an Entra object id", () => {
    const csv = "uid,slack_user_id,microsoft_entra_ids\nu_ada,not-a-slack-id,\nu_alan,,aad-alan\n";
    const read = parseDirectoryFile("people.csv", csv);
    expect(!read.ok && read.error).toEqual([
      "line 2: slack_user_id is not a Slack user id (U… or W…)",
      "line 3: microsoft_entra_ids is not a Microsoft Entra object id (a GUID)",
    ]);
  });
});

describe("the CSV reader (fast-check)", () => {
  /** A field as RFC 4180 writes it: quoted, quotes doubled, when it holds a quote, the separator or a line break. */
  const written = (field: string, delimiter: string) =>
    /["\r\n]/.test(field) || field.includes(delimiter) ? `"${field.replaceAll('"', '""')}"` : field;

  it.each([",", ";"] as const)("reads back every record that RFC 4180 writes, with %j between fields", (delimiter) => {
    const field = fc.string({ unit: fc.constantFrom("a", "é", " ", '"', ",", ";", "\n", "\r\n", "x"), maxLength: 8 });
    // A record of one empty field is a blank line, which the reader skips: records here have a non-empty first field.
    const record = fc.tuple(
      field.filter((first) => first !== ""),
      fc.array(field, { maxLength: 4 }),
    );
    fc.assert(
      fc.property(fc.array(record, { minLength: 1, maxLength: 6 }), (records) => {
        const rows = records.map(([first, rest]) => [first, ...rest]);
        const text = rows.map((row) => row.map((cell) => written(cell, delimiter)).join(delimiter)).join("\r\n");
        expect(readCsv(text, delimiter).map((read) => read.fields)).toEqual(rows);
      }),
      { numRuns: 500 },
    );
  });
});
