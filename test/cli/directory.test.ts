// `deskbot directory import FILE` and `clear`, as an operator runs them: a summary, nothing half-imported, links kept.
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { inLocale, sayAgain } from "../../src/messages/translate.ts";
import { openSqliteStore } from "../../src/store/open-store.ts";
import { cleanEnv, runCli } from "../helpers/cli.ts";

async function workspace() {
  const dir = await mkdtemp(join(tmpdir(), "deskbot-directory-"));
  const db = join(dir, "store.sqlite");
  const file = async (name: string, text: string) => {
    const path = join(dir, name);
    await writeFile(path, text);
    return path;
  };
  const run = (...args: string[]) => runCli(["directory", ...args], { env: cleanEnv({ DESK_DB: db }) });
  return { db, file, run };
}

describe("deskbot directory", () => {
  it("imports a file with a summary, and the same file again changes nothing", async () => {
    const { db, file, run } = await workspace();
    const people = await file(
      "people.csv",
      "uid,email,full_name\nu_ada,ada@acme.example,Ada\nu_alan,alan@acme.example,Alan\n",
    );
    expect(await run("import", people)).toEqual({
      status: 0,
      stdout: "Imported people.csv: 2 people: 2 added, 0 changed, 0 removed.\n",
      stderr: "",
    });
    expect((await run("import", people)).stdout).toBe(
      "Imported people.csv: 2 people: 0 added, 0 changed, 0 removed.\n",
    );
    const fewer = await file("fewer.csv", "uid,email,full_name\nu_ada,ada@acme.example,Ada Lovelace\n");
    // Removing one of two people is more than a fifth: a dry run says so, the import stops, --force carries it out.
    expect((await run("import", fewer, "--dry-run")).stdout).toBe(
      "Dry run of fewer.csv: 1 person: 0 would be added, 1 changed, 1 removed. Nothing was changed.\n",
    );
    const stopped = await run("import", fewer);
    expect(stopped.status).toBe(1);
    expect(stopped.stderr).toContain("it would remove 1 of the directory's 2 people (more than a fifth)");
    expect((await run("import", fewer, "--force")).stdout).toBe(
      "Imported fewer.csv: 1 person: 0 added, 1 changed, 1 removed.\n",
    );
    const shared = await file("shared.csv", "uid,email\nu_ada,ada@acme.example\nu_ada2,ADA@acme.example\n");
    expect((await run("import", shared)).stdout).toBe(
      "Imported shared.csv: 2 people: 1 added, 1 changed, 0 removed.\nNote: 1 e-mail is on more than one person; nobody is linked by it (an admin links those people with link).\n",
    );
    const store = await openSqliteStore(db);
    expect((await store.recentAudit({ limit: 5 })).map((entry) => entry.command)).toEqual([
      "directory import",
      "directory import",
      "directory import",
      "directory import",
    ]);
    await store.close();
  });

  it("imports nothing from a file with a bad row, naming each by its line, and exits 1", async () => {
    const { db, file, run } = await workspace();
    const good = await file("good.csv", "uid,email\nu_ada,ada@acme.example\n");
    await run("import", good);
    const bad = await file("bad.csv", "uid,email\nu_new,new@acme.example\nu_bad,nope\n");
    const result = await run("import", bad);
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      "deskbot: bad.csv was not imported: nothing changed.\n  line 3: email is not an e-mail address\n",
    );
    const store = await openSqliteStore(db);
    expect(await store.directoryStatus()).toMatchObject({ people: 1, lastImport: { file: "good.csv" } });
    await store.close();
  });

  it("clears the directory and keeps the links already made", async () => {
    const { db, file, run } = await workspace();
    await run("import", await file("people.json", JSON.stringify([{ uid: "u_ada", email: "ada@acme.example" }])));
    const store = await openSqliteStore(db);
    await store.setLink("slack", "UADA", "u_ada", "email");
    await store.close();
    expect(await run("clear")).toEqual({
      status: 0,
      stdout: "The directory is cleared: 1 person removed. Links already made stay.\n",
      stderr: "",
    });
    const after = await openSqliteStore(db);
    expect(await after.directoryStatus()).toEqual({ people: 0, sharedEmails: 0, itStaff: 0 });
    expect(await after.getLink("slack", "UADA")).toBe("u_ada");
    // The audit log says it in whoever reads it's language, with its count agreeing.
    const [cleared, imported] = await after.recentAudit({ limit: 2 });
    expect(inLocale("fr", () => (cleared?.message ? sayAgain(cleared.message) : undefined))).toBe("1 personne retirée");
    expect(inLocale("fr", () => (imported?.message ? sayAgain(imported.message) : undefined))).toBe(
      "1 personne\u00a0: 1 ajoutée, 0 modifiée, 0 retirée",
    );
    expect(cleared?.detail).toBe("1 person removed");
    await after.close();
  });

  it("answers a wrong use with its usage line and exit status 2", async () => {
    const { run } = await workspace();
    expect(await run("export")).toEqual({
      status: 2,
      stdout: "",
      stderr: "deskbot: usage: deskbot directory sync | import FILE | clear [--dry-run] [--force]\n",
    });
  });
});
