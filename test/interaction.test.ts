import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_THREAD_NICE, INTERACTION_QUIET_MS, InteractionThrottle } from '../electron/engine/library/interaction';

describe('InteractionThrottle', () => {
  afterEach(() => void vi.useRealTimers());

  it('turns background work down while the user interacts and back up once they have been quiet', async () => {
    vi.useFakeTimers();
    const throttle = new InteractionThrottle(INTERACTION_QUIET_MS, () => Date.now());
    const threads = sharp.concurrency();
    const changes: boolean[] = [];
    throttle.onChange((active) => changes.push(active));
    expect(throttle.active).toBe(false);
    expect(throttle.ingestWorkers(4)).toBe(4);
    await throttle.quiet(); // resolves at once when nobody interacts

    throttle.note();
    expect(throttle.active).toBe(true);
    expect(throttle.ingestWorkers(4)).toBe(1);
    expect(sharp.concurrency()).toBe(1);
    let quiet = false;
    void throttle.quiet().then(() => (quiet = true));

    // Signals keep it down: each one moves the end of the quiet period.
    await vi.advanceTimersByTimeAsync(INTERACTION_QUIET_MS - 100);
    throttle.note();
    await vi.advanceTimersByTimeAsync(INTERACTION_QUIET_MS - 100);
    expect(quiet).toBe(false);
    expect(throttle.active).toBe(true);

    await vi.advanceTimersByTimeAsync(200);
    expect(quiet).toBe(true);
    expect(throttle.active).toBe(false);
    expect(throttle.ingestWorkers(4)).toBe(4);
    expect(sharp.concurrency()).toBe(threads);
    expect(changes).toEqual([true, false]);
    throttle.close();
  });

  it.runIf(process.platform === 'linux')('lowers the OS priority of libvips\' threads when the user interacts, and of the ones started later', async () => {
    const vipsThreads = (): number[] =>
      readdirSync('/proc/self/task').filter((tid) => {
        try {
          return readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').trim() === 'libvips worker';
        } catch {
          return false;
        }
      }).map(Number);
    const work = () => Promise.all([1, 2, 3].map((i) => sharp({ create: { width: 800, height: 600, channels: 3, background: { r: i, g: 0, b: 0 } } }).blur(2).webp().toBuffer()));
    const threads = sharp.concurrency();
    sharp.concurrency(2);
    await work();
    expect(vipsThreads().length).toBeGreaterThan(0);
    const throttle = new InteractionThrottle(20);
    throttle.note();
    for (const tid of vipsThreads()) expect(os.getPriority(tid)).toBeGreaterThanOrEqual(IMAGE_THREAD_NICE);
    throttle.close();
    sharp.concurrency(threads);
  });

  it('lets waiters go when closed', async () => {
    vi.useFakeTimers();
    const throttle = new InteractionThrottle(INTERACTION_QUIET_MS, () => Date.now());
    throttle.note();
    let quiet = false;
    void throttle.quiet().then(() => (quiet = true));
    throttle.close();
    await vi.advanceTimersByTimeAsync(0);
    expect(quiet).toBe(true);
  });
});
