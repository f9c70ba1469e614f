// Queries compiled by kysely once per shape and run with each call's values: building and compiling a query cost about three times SQLite's running it.
import type { Compilable, CompiledQuery, Kysely } from "kysely";

/** The most values a kept shape has: a query with more (a long list of ids) is compiled for its call alone. */
export const MAX_KEPT_VALUES = 64;

/** Stands for the call's value at `index` while a query is compiled: a text no constant of a query is. */
const placeholder = (index: number) => `\u0000compiled-once:${index}`;

interface Kept {
  query: CompiledQuery<unknown>;
  /** For each of the compiled query's parameters: the index of the call's value it stands for, or -1 (a constant). */
  slots: number[];
}

/**
 * Runs queries whose SQL depends only on their shape (the query, and how many values it is given):
 * the first call of a shape compiles `build(placeholders)`, and every call then runs that SQL with
 * its own values in the placeholders' places, on SQLite and on Postgres alike (kysely numbers
 * Postgres's parameters in the order they come, which is the order kept). At most a few hundred
 * shapes are kept: each query by each length of list up to MAX_KEPT_VALUES.
 */
export class CompiledOnce<Database> {
  private readonly kept = new Map<string, Kept>();

  constructor(private readonly db: Kysely<Database>) {}

  /**
   * The rows of the query `build` makes, with `values` where `build` put the placeholders it was
   * given (one per value, in order, each used once). `query` names the query: one name, one SQL
   * for a given number of values.
   */
  async rows<Row>(query: string, values: readonly unknown[], build: (placeholders: string[]) => Compilable<Row>) {
    const shape = `${query}/${values.length}`;
    const kept = this.kept.get(shape) ?? this.compile(shape, values.length, build);
    const parameters = kept.slots.map((slot, at) => (slot === -1 ? kept.query.parameters[at] : values[slot]));
    const result = await this.db.executeQuery<Row>({ ...(kept.query as CompiledQuery<Row>), parameters });
    return result.rows;
  }

  private compile(shape: string, count: number, build: (placeholders: string[]) => Compilable<unknown>): Kept {
    const placeholders = Array.from({ length: count }, (_, index) => placeholder(index));
    const query = build(placeholders).compile();
    const slots = query.parameters.map((parameter) => placeholders.indexOf(parameter as string));
    if (slots.filter((slot) => slot !== -1).length !== count)
      throw new Error(`the query ${shape} must use each of its values once`);
    const kept = { query, slots };
    if (count <= MAX_KEPT_VALUES) this.kept.set(shape, kept);
    return kept;
  }
}
