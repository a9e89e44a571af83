import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Ingest } from '../electron/engine/ingest/ingest';
import { Library } from '../electron/engine/library/library';
import type { MemoryRow } from '../electron/engine/store/schema';
import { parsePaths } from '../electron/engine/store/memory-view';
import { makeJpeg } from './support/media';
import { tempDir, waitFor } from './support/temp';

describe('watching a root with chokidar', () => {
  let base: string;
  let root: string;
  let library: Library;
  let seed = 100;

  const photo = async (rel: string): Promise<string> => {
    const file = path.join(root, rel);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, await makeJpeg({ seed: seed++ }));
    return file;
  };
  const rows = async (): Promise<MemoryRow[]> => {
    await library.writer.flush();
    return library.db.memoriesWhere(null);
  };
  const live = async (file: string): Promise<MemoryRow | undefined> =>
    (await rows()).find((r) => r.deleted_at === null && parsePaths(r).includes(file));
  const byId = async (id: string): Promise<MemoryRow | undefined> => (await rows()).find((r) => r.id === id);
  /**
   * Resolves when the watcher hands `file` to the ingest queue (its change callback, after the
   * settle delay). The library has no public event for it, so the test observes the call; the real
   * enqueue still runs. Call before the file is written.
   */
  const handedOver = (file: string): Promise<void> =>
    new Promise((resolve) => {
      const spy = vi.spyOn(library.ingest, 'enqueue').mockImplementation((f, force) => {
        Ingest.prototype.enqueue.call(library.ingest, f, force);
        if (f !== file) return;
        spy.mockRestore();
        resolve();
      });
    });
  /** Write `rel` and wait until the watcher has handed it over and the queue has dealt with it. */
  const photoSeen = async (rel: string): Promise<string> => {
    const file = path.join(root, rel);
    const seen = handedOver(file);
    await photo(rel);
    await seen;
    await library.idle();
    return file;
  };

  beforeAll(async () => {
    base = await tempDir('watch');
    root = path.join(base, 'Pictures');
    await mkdir(root, { recursive: true });
    library = await Library.open(path.join(base, 'library'));
    await library.addRoots([root]);
    await library.startWatching();
    await library.idle();
  });

  afterAll(() => library?.close());

  it('indexes a new file, keeps its memory through a rename and a move, and tombstones it when deleted', async () => {
    const first = await photo('a.jpg');
    await waitFor(async () => (await live(first)) !== undefined, 15_000, 'a.jpg indexed');
    const id = (await live(first))!.id;

    const renamed = path.join(root, 'b.jpg');
    await rename(first, renamed);
    await waitFor(async () => {
      const row = await byId(id);
      return row?.deleted_at === null && parsePaths(row).join() === renamed;
    }, 15_000, 'rename keeps the memory');

    const moved = path.join(root, 'trip', 'b.jpg');
    await mkdir(path.dirname(moved), { recursive: true });
    await rename(renamed, moved);
    await waitFor(async () => {
      const row = await byId(id);
      return row?.deleted_at === null && row.path === moved && parsePaths(row).length === 1;
    }, 15_000, 'move keeps the memory');

    await rm(moved);
    await waitFor(async () => (await byId(id))?.deleted_at !== null, 15_000, 'delete tombstones');
    const row = await byId(id);
    expect(row?.deleted_reason).toBe('file deleted');
    expect(row?.thumbnail).toBeTruthy(); // tombstoned, not erased
  });

  it('never indexes hidden folders, caches or the library itself', async () => {
    const hidden = await photo('.secret/x.jpg');
    const cache = await photo('node_modules/pkg/icon.jpg');
    const visible = await photo('visible.jpg');
    await waitFor(async () => (await live(visible)) !== undefined, 15_000, 'visible.jpg indexed');
    expect(await live(hidden)).toBeUndefined();
    expect(await live(cache)).toBeUndefined();
  });

  it('excluding a folder or pattern removes its memories from search and stops indexing it', async () => {
    const inside = await photo('private/c.jpg');
    const tmp = await photo('drafts/d.tmp.jpg');
    await waitFor(async () => (await live(inside)) !== undefined && (await live(tmp)) !== undefined, 15_000, 'c and d indexed');
    await library.setExclusions([path.join(root, 'private')], ['**/*.tmp.jpg']);
    expect(await live(inside)).toBeUndefined();
    expect(await live(tmp)).toBeUndefined();
    expect(existsSync(inside)).toBe(true); // the file itself is untouched
    const later = await photo('private/e.jpg');
    const control = await photo('f.jpg');
    await waitFor(async () => (await live(control)) !== undefined, 15_000, 'f.jpg indexed');
    expect(await live(later)).toBeUndefined();
    await library.setExclusions([], []);
    await library.idle();
    await waitFor(async () => (await live(later)) !== undefined && (await live(inside)) !== undefined, 15_000, 'exclusion lifted');
  });

  it('pausing a root stops its work at once and resuming picks it up', async () => {
    await library.pauseRoot(root, true);
    let during: string;
    try {
      during = await photoSeen('paused/g.jpg');
      expect(await live(during)).toBeUndefined();
    } finally {
      await library.pauseRoot(root, false); // a failure here must not leave the later tests paused
    }
    await waitFor(async () => (await live(during)) !== undefined, 15_000, 'g.jpg indexed after resume');
  });

  it('global pause holds every root', async () => {
    await library.pauseAll(true);
    let during: string;
    try {
      during = await photoSeen('paused/h.jpg');
      expect(await live(during)).toBeUndefined();
    } finally {
      await library.pauseAll(false);
    }
    await waitFor(async () => (await live(during)) !== undefined, 15_000, 'h.jpg indexed after global resume');
  });

  it('un-whitelisting a root tombstones its memories without touching the files', async () => {
    const kept = await photo('keep.jpg');
    await waitFor(async () => (await live(kept)) !== undefined, 15_000, 'keep.jpg indexed');
    await library.removeRoot(root);
    const all = await rows();
    expect(all.filter((r) => r.deleted_at === null)).toEqual([]);
    expect(all.find((r) => parsePaths(r).includes(kept))?.deleted_reason).toBe('root removed');
    expect(existsSync(kept)).toBe(true);
    // The root is no longer watched, so no event will come for a file written there: a file written
    // after it in a root still watched is the sign that the watcher has had its chance.
    const other = path.join(base, 'Other');
    await mkdir(other, { recursive: true });
    await library.addRoots([other]);
    await library.idle();
    const after = await photo('after.jpg');
    const control = path.join(other, 'control.jpg');
    await writeFile(control, await makeJpeg({ seed: seed++ }));
    await waitFor(async () => (await live(control)) !== undefined, 15_000, 'control.jpg indexed');
    expect(await live(after)).toBeUndefined();
    await library.removeRoot(other);
    // Adding it back brings the memories back without duplicates.
    await library.addRoots([root]);
    await library.idle();
    const back = await live(kept);
    expect(back).toBeDefined();
    const ids = (await rows()).map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
