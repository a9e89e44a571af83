export interface BackoffOptions {
  initialMs: number;
  factor: number;
  maxMs: number;
  /** A process that ran this long before crashing counts as healthy: the schedule starts over. */
  stableAfterMs: number;
}

/**
 * 1 s, 2 s, 4 s … capped at 30 s: quick recovery from a one-off crash, without a crash loop (e.g. a
 * native module failing to load) eating a core on a laptop.
 */
export const defaultBackoff: BackoffOptions = { initialMs: 1_000, factor: 2, maxMs: 30_000, stableAfterMs: 60_000 };

/** Delay before restart number `attempt` (1-based). */
export function backoffDelay(attempt: number, options: BackoffOptions = defaultBackoff): number {
  const delay = options.initialMs * options.factor ** Math.max(0, attempt - 1);
  return Math.min(options.maxMs, delay);
}

/** Counts consecutive quick crashes; `now` is injected so tests need no clock. */
export class RestartSchedule {
  private attempts = 0;
  private startedAt = 0;

  constructor(private readonly options: BackoffOptions = defaultBackoff) {}

  started(now: number): void {
    this.startedAt = now;
  }

  /** Call on a crash; returns the attempt number and how long to wait before restarting. */
  crashed(now: number): { attempt: number; delayMs: number } {
    if (now - this.startedAt >= this.options.stableAfterMs) this.attempts = 0;
    this.attempts += 1;
    return { attempt: this.attempts, delayMs: backoffDelay(this.attempts, this.options) };
  }
}
