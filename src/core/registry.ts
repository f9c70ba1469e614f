// The command registry: the one list of commands, matched by their first words.
import type { CommandDefinition } from "./command.ts";

export class CommandRegistry {
  private readonly byName = new Map<string, CommandDefinition>();

  constructor(definitions: readonly CommandDefinition[]) {
    for (const definition of definitions) {
      if (this.byName.has(definition.name)) throw new Error(`command "${definition.name}" is defined twice`);
      this.byName.set(definition.name, definition);
    }
  }

  /** Every command, in definition order. */
  list(): readonly CommandDefinition[] {
    return [...this.byName.values()];
  }

  get(name: string): CommandDefinition | undefined {
    return this.byName.get(name.toLowerCase());
  }

  /** The command that the first words name (two words before one), and how many words its name took. */
  match(words: string[]): { definition: CommandDefinition; length: number } | undefined {
    const [first, second] = words.map((word) => word.toLowerCase());
    if (first !== undefined && second !== undefined) {
      const two = this.byName.get(`${first} ${second}`);
      if (two) return { definition: two, length: 2 };
    }
    const one = first === undefined ? undefined : this.byName.get(first);
    return one ? { definition: one, length: 1 } : undefined;
  }

  /** Commands whose name starts with the given word, for "did you mean". */
  family(word: string): CommandDefinition[] {
    const lower = word.toLowerCase();
    return this.list().filter((definition) => definition.name.split(" ")[0] === lower);
  }
}
