// Reading an export of the platform's people: CSV or JSON with the User record's names; a bad row stops everything, by line.
import { describe, expect, it } from "vitest";
import { parseDirectoryFile } from "../../src/directory/parse.ts";

describe("a directory file", () => {
  it("reads CSV with a header, quoted fields, several values by ';', and ignores unknown columns", () => {
    const csv = [
      "uid,email,full_name,slack_user_id,microsoft_entra_ids,department",
      'u_ada,Ada@Acme.example,"Lovelace, Ada",UADA,AAD-1;aad-2,Engineering',
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
          entraIds: ["aad-1", "aad-2"],
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

  it("refuses a file without a uid column, an open quote, or JSON that is not a list", () => {
    expect(parseDirectoryFile("p.csv", "email\nx@y.z\n")).toEqual({
      ok: false,
      error: ["line 1: the header has no uid column"],
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
