import type { Augmenter } from '../augment/augmenter';
import type { Library } from './library';

/** Quiet time after the last library change before events and knowledge are recomputed. */
const AUGMENT_DELAY_MS = 3_000;

/**
 * Events and knowledge follow the library while it is watched: recomputed once changes settle and
 * both lanes are idle, never while files are still coming in.
 */
export class AugmentScheduler {
  private timer: NodeJS.Timeout | null = null;
  private active = false;

  constructor(
    private readonly lib: Library,
    private readonly augmenter: Augmenter,
  ) {}

  start(): void {
    this.active = true;
    this.changed();
  }

  /** Something changed: recompute after the quiet time (a later change starts the wait again). */
  changed(): void {
    if (!this.active) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.lib.ingest.queued > 0 || this.lib.perception.pending > 0) return this.changed();
      void this.augmenter.run().catch(() => undefined);
    }, AUGMENT_DELAY_MS);
  }

  stop(): void {
    this.active = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.augmenter.stop();
  }
}
