// The command registry: the one list of commands, matched by their first words, and their forms.
import type { CommandDefinition } from "./command.ts";
import { type CommandForm, camelCase } from "./forms.ts";

/** A form and the command it fills. */
export interface FormEntry {
  command: CommandDefinition;
  form: CommandForm;
}

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

  /** Every command that has a form. */
  forms(): FormEntry[] {
    return this.list().flatMap((command) => (command.form ? [{ command, form: command.form }] : []));
  }

  /** The form a message action opens: by Slack's callback id, or the Teams command id (its camelCase). */
  formOfMessageAction(actionId: string): FormEntry | undefined {
    return this.forms().find(
      ({ form }) => form.messageAction.id === actionId || camelCase(form.messageAction.id) === actionId,
    );
  }

  /** The form with this id (a Slack modal's callback id is `${id}_modal`). */
  formById(id: string): FormEntry | undefined {
    return this.forms().find(({ form }) => form.id === id);
  }
}
