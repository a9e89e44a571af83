import { readdirSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import os from 'node:os';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_THREAD_NICE, INTERACTION_QUIET_MS, InteractionThrottle } from '../electron/engine/library/interaction';
import { Library } from '../electron/engine/library/library';
import { tempDir } from './support/temp';

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
    expect(throttle.ingestWorkers(4)).toBe(0);
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

describe('indexing while the user interacts', () => {
  it('starts no new file until the user has been quiet, then indexes it', async () => {
    const dir = await tempDir('mnemo-interaction-');
    const photos = path.join(dir, 'photos');
    await mkdir(photos, { recursive: true });
    // The folder is a root of the library (empty when added: its files are queued by hand below).
    const setup = await Library.open(path.join(dir, 'library'));
    await setup.addRoots([photos]);
    await setup.idle();
    await setup.close();
    const files = await Promise.all(['a', 'b'].map(async (name, i) => {
      const file = path.join(photos, `${name}.jpg`);
      await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 40 * i, g: 90, b: 140 } } }).jpeg().toFile(file);
      return file;
    }));
    let now = 0;
    // A real timer ends the quiet period; the clock says whether the user has been quiet long enough.
    const throttle = new InteractionThrottle(200, () => now);
    const library = await Library.open(path.join(dir, 'library'), { interaction: throttle });
    try {
      throttle.note();
      for (const file of files) library.ingest.enqueue(file);
      // Still queued, none being read: dropping the queue empties it (a file being read would stay).
      library.ingest.dropQueued(() => true);
      expect(library.ingest.queued).toBe(0);
      library.ingest.enqueue(files[0]!);
      now = 1_000;
      await library.idle();
      const rows = await library.db.memoriesWhere(null, ['path']);
      expect(rows.map((row) => path.basename(row.path))).toEqual(['a.jpg']);
    } finally {
      await library.close();
      throttle.close();
    }
  });
});
