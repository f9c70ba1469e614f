// One check of `deskbot doctor`: what was checked, whether it holds, what was found, and what to do when it does not.

/** One check's verdict: what was checked, whether it holds, what was found, and what to do when it does not. */
export interface CheckResult {
  /** The part checked: `api`, `store`, `slack`, `teams`, `model`, `configuration`. */
  part: string;
  ok: boolean;
  detail: string;
  fix?: string;
}

/** A check that holds. */
export const pass = (part: string, detail: string): CheckResult => ({ part, ok: true, detail });

/** A check that fails, with what to do. */
export const failed = (part: string, detail: string, fix: string): CheckResult => ({ part, ok: false, detail, fix });
