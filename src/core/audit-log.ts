// The audit log's one writer: every entry stamped by the injected clock, whoever records it (commands, linking, the directory CLI).
import type { Clock } from "../clock.ts";
import type { AuditEntry, AuditStore } from "../store/ports.ts";

/** Writes audit entries, each stamped with the clock's time. */
export class AuditWriter {
  constructor(
    private readonly store: AuditStore,
    private readonly clock: Clock,
  ) {}

  /** Appends `entry` to the audit log, stamped now. */
  write(entry: Omit<AuditEntry, "at">): Promise<void> {
    return this.store.audit({ at: new Date(this.clock.now()).toISOString(), ...entry });
  }
}
