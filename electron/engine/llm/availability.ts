/**
 * Back-off for a server (or model) that is not there: after each failure the next attempt waits
 * twice as long — 5 s, 10 s, 20 s … capped at 5 minutes — so stages stay pending without hammering
 * a stopped Ollama, and pick up within minutes of it returning. A success resets it.
 * Usage: `if (!a.available()) return a.waitingReason()`; on LlmUnavailableError `a.markDown(e.reason)`;
 * on success `a.markUp()`.
 */
export const BACKOFF_FIRST_MS = 5_000;
export const BACKOFF_MAX_MS = 5 * 60_000;

export class Availability {
  private failureCount = 0;
  private next = 0;
  private why: string | null = null;

  constructor(
    private readonly firstMs = BACKOFF_FIRST_MS,
    private readonly maxMs = BACKOFF_MAX_MS,
  ) {}

  /** Earliest time (ms since epoch) worth trying again; 0 when up. */
  get nextAttemptAt(): number {
    return this.next;
  }

  get failures(): number {
    return this.failureCount;
  }

  /** The last failure's reason, null when up. */
  get reason(): string | null {
    return this.why;
  }

  available(now = Date.now()): boolean {
    return now >= this.next;
  }

  /**
   * Record a failure and return the delay before the next attempt. Failures while already backing
   * off (several calls that were in flight together) only update the reason: one outage, one step.
   */
  markDown(reason: string, now = Date.now()): number {
    this.why = reason;
    if (this.failureCount > 0 && now < this.next) return this.next - now;
    const delay = Math.min(this.maxMs, this.firstMs * 2 ** Math.min(this.failureCount, 30));
    this.failureCount += 1;
    this.next = now + delay;
    return delay;
  }

  markUp(): void {
    this.failureCount = 0;
    this.next = 0;
    this.why = null;
  }

  /** For status: null when a call may go ahead now, else why it waits and for how long. */
  waitingReason(now = Date.now()): string | null {
    if (this.available(now)) return null;
    const seconds = Math.ceil((this.next - now) / 1000);
    return `${this.why ?? 'unavailable'} — trying again in ${seconds} s`;
  }
}
