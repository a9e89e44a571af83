/**
 * A time limit that restarts whenever progress is made: for streams (answers, pulls) the limit is on
 * silence, not on the total, so a long answer that keeps coming is never cut off.
 */
export class IdleDeadline {
  private readonly controller = new AbortController();
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly ms: number) {
    this.touch();
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  touch(): void {
    if (this.controller.signal.aborted) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.controller.abort(new DOMException('no progress in time', 'TimeoutError')), this.ms);
    this.timer.unref?.();
  }

  clear(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}

/** One signal that fires when any of the given ones does. */
export function anySignal(...signals: Array<AbortSignal | null | undefined>): AbortSignal {
  const present = signals.filter((s): s is AbortSignal => s != null);
  return present.length === 1 && present[0] ? present[0] : AbortSignal.any(present);
}

/** Wait, unless the signal fires first (then throw its reason). */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
