// The simulator's seed file (docs/api.md): one JSON object of partial records, read and checked with zod.
import { readFile } from "node:fs/promises";
import { z } from "zod";

const withUid = z.looseObject({ uid: z.string().min(1) });

/** Records in the API's shapes; every field but `uid` may be left out and takes a plain default. */
export const SeedSchema = z.object({
  company: z.looseObject({}).optional(),
  services: z.array(withUid).optional(),
  users: z.array(withUid).optional(),
  team_inboxes: z.array(withUid).optional(),
  equipments: z.array(withUid).optional(),
  applications: z.array(withUid).optional(),
  requests: z.array(z.looseObject({ uid: z.string().min(1), friendly_id: z.string().min(1) })).optional(),
});

/** A seed: records as partial objects keyed by kind. */
export type Seed = z.infer<typeof SeedSchema>;

/** Reads and checks a seed file; throws an Error whose message names the file and the first bad field. */
export async function loadSeedFile(path: string): Promise<Seed> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(path, "utf8"));
  } catch (cause) {
    throw new Error(`seed file ${path}: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
  const parsed = SeedSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`seed file ${path}: ${issue?.path.join(".") || "(root)"}: ${issue?.message ?? "invalid"}`);
  }
  return parsed.data;
}
