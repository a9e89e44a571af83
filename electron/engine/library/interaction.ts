import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import sharp from 'sharp';

/**
 * How long after the user's last scroll or click the background work stays turned down. A scrolling
 * page signals at most every second (renderer/src/state/timeline.ts INTERACTION_SIGNAL_MS: each
 * signal is a request the engine handles); the extra 1.5 s bridges a signal arriving late on a busy
 * machine, so a steady scroll never lets indexing back up between two signals. It is back soon
 * after the user stops.
 */
export const INTERACTION_QUIET_MS = 2_500;
/**
 * File-lane workers while the user interacts: none, but for the thumbnails the page waits for. With
 * one worker left running, indexing a folder while the timeline scrolled still took a core (the
 * engine's JS: metadata, hashing, rows) and its frames went over 50 ms on 2 cores (bench:ui, 11 of
 * 599); the files wait INTERACTION_QUIET_MS after the last scroll instead.
 */
export const INTERACTIVE_INGEST_WORKERS = 0;
/** The OS priority (nice) of libvips' threads once the user has interacted: below the browser's (0). */
export const IMAGE_THREAD_NICE = 10;
const IMAGE_THREAD_NAME = 'libvips worker';

/**
 * Lowers the OS priority of libvips' worker threads (the decoding, resizing and encoding that indexing
 * does) to IMAGE_THREAD_NICE; returns how many it lowered. Fewer of them at once still run on a core
 * the browser needs; at nice 10 the scheduler gives the browser's threads about nine tenths of a core
 * whenever both want it, and the images get the rest. For good, not only while the user interacts: an
 * unprivileged process cannot raise a thread's priority again, and photos being indexed are background
 * work anyway. libvips starts threads as it needs them, so every interaction looks for new ones. Linux
 * only (threads are found in /proc/self/task and a thread id is a valid target of setpriority); elsewhere
 * nothing changes.
 */
export function lowerImageThreads(): number {
  let tids: string[];
  try {
    tids = readdirSync('/proc/self/task');
  } catch {
    return 0;
  }
  let lowered = 0;
  for (const tid of tids) {
    try {
      if (readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').trim() !== IMAGE_THREAD_NAME) continue;
      if (os.getPriority(Number(tid)) >= IMAGE_THREAD_NICE) continue;
      os.setPriority(Number(tid), IMAGE_THREAD_NICE);
      lowered += 1;
    } catch {
      // The thread ended meanwhile, or the OS refused: it keeps its priority.
    }
  }
  return lowered;
}

/**
 * The user is interacting with the app (scrolling the timeline): on a 2-core laptop the indexing
 * that runs meanwhile takes the frames the browser needs. While interacting, the file lane starts no
 * new files (only the thumbnails the page waits for), libvips uses one thread and the background
 * lane (models) waits; all of it comes back INTERACTION_QUIET_MS after the last signal. The scheduler's order of work is not touched:
 * only how much of it runs at once.
 */
export class InteractionThrottle {
  private last = -Infinity;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private waiters: Array<() => void> = [];
  private readonly listeners = new Set<(active: boolean) => void>();
  /** libvips' thread count before the user started interacting, restored after. */
  private vipsThreads: number | null = null;

  constructor(
    private readonly quietMs = INTERACTION_QUIET_MS,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** The user did something: turn background work down (or keep it down) for quietMs from now. */
  note(): void {
    const was = this.active;
    this.last = this.now();
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.settle(), this.quietMs);
    this.timer.unref?.();
    if (!was) this.changed(true);
  }

  get active(): boolean {
    return this.now() - this.last < this.quietMs;
  }

  /** How many file-lane workers may run now, of `max`. */
  ingestWorkers(max: number): number {
    return this.active ? Math.min(max, INTERACTIVE_INGEST_WORKERS) : max;
  }

  /** Resolves at once when the user is not interacting, else once they have been quiet for quietMs. */
  quiet(): Promise<void> {
    if (!this.active) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** Told true when interaction starts and false when it has been quiet for quietMs; returns an unsubscribe. */
  onChange(listener: (active: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  close(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.last = -Infinity;
    this.release();
    if (this.vipsThreads !== null) sharp.concurrency(this.vipsThreads);
    this.vipsThreads = null;
    this.listeners.clear();
  }

  private settle(): void {
    this.timer = null;
    // A signal may have come in after the timer was set (a fake clock, a late timer): wait the rest.
    const left = this.last + this.quietMs - this.now();
    if (left > 0) {
      this.timer = setTimeout(() => this.settle(), left);
      this.timer.unref?.();
      return;
    }
    this.release();
    this.changed(false);
  }

  private release(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }

  private changed(active: boolean): void {
    // sharp's thread pool is per process: fewer threads for the thumbnails made meanwhile.
    if (active) {
      this.vipsThreads ??= sharp.concurrency();
      sharp.concurrency(1);
      lowerImageThreads();
    } else if (this.vipsThreads !== null) {
      sharp.concurrency(this.vipsThreads);
      this.vipsThreads = null;
    }
    for (const listener of this.listeners) listener(active);
  }
}
