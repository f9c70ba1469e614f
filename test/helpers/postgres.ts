// A Postgres schema of its own for a test, as a DESK_DB URL the real CLI opens; needs DESKBOT_TEST_POSTGRES_URL.
import { randomUUID } from "node:crypto";
import pg from "pg";
import { onTestFinished } from "vitest";

/** The Postgres server for tests (`.ci/run` starts one on loopback); tests that need it are skipped without it. */
export const TEST_POSTGRES_URL = process.env.DESKBOT_TEST_POSTGRES_URL;

/** A fresh schema name (`t_…`), as the store's own Postgres tests make them. */
export const freshSchema = (): string => `t_${randomUUID().replaceAll("-", "")}`;

/**
 * A DESK_DB value naming a new, empty schema of the test server (its `search_path`), dropped when
 * the test ends: a deskbot process given it makes its tables there, as it would in `public`.
 */
export async function postgresDeskDb(): Promise<{ url: string; schema: string }> {
  if (!TEST_POSTGRES_URL) throw new Error("DESKBOT_TEST_POSTGRES_URL is not set");
  const schema = freshSchema();
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE SCHEMA ${schema}`);
  } finally {
    await admin.end();
  }
  onTestFinished(async () => {
    const cleanup = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await cleanup.connect();
    await cleanup.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await cleanup.end();
  });
  const url = new URL(TEST_POSTGRES_URL);
  url.searchParams.set("options", `-c search_path=${schema}`);
  return { url: url.toString(), schema };
}
