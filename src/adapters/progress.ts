// Shows that long work is under way: shared by the chat adapters.

/** How long work may take before the person is told it is in progress. */
export const PROGRESS_AFTER_MS = 1500;

/**
 * Awaits `work`; if it has not finished after `afterMs`, calls `onSlow` once (its failure is
 * ignored). Resolves to the work's result and whether `onSlow` ran.
 */
export async function withProgress<T>(
  work: Promise<T>,
  onSlow: () => Promise<unknown>,
  afterMs = PROGRESS_AFTER_MS,
): Promise<{ value: T; slow: boolean }> {
  let timer: NodeJS.Timeout | undefined;
  let slow = false;
  let shown: Promise<unknown> = Promise.resolve();
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      slow = true;
      shown = onSlow().catch(() => undefined);
      resolve();
    }, afterMs);
  });
  try {
    const value = await work;
    // The progress note must not land after the answer it precedes.
    await shown;
    return { value, slow };
  } finally {
    clearTimeout(timer);
    void late;
  }
}
