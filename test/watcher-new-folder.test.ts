import { existsSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultSettings } from '../shared/settings';
import { createScope } from '../electron/engine/watch/scope';
import { RootWatcher } from '../electron/engine/watch/watcher';
import { makeJpeg } from './support/media';
import { tempDir, waitFor } from './support/temp';

/** The piece of chokidar 5 that lists a folder; wrapped here to open its race window every time. */
interface ListsFolders {
  _handleRead(directory: string, ...rest: unknown[]): Promise<void> | undefined;
}

describe('a folder made while watching', () => {
  let watcher: RootWatcher | undefined;
  afterAll(() => watcher?.stop());

  it('hands over a file written after chokidar listed the folder and before it watched it', async () => {
    const base = await tempDir('new-folder');
    const root = path.join(base, 'Pictures');
    await mkdir(root);
    const scope = createScope({ ...defaultSettings(), roots: [root] }, path.join(base, 'library'));
    const handed: string[] = [];
    watcher = new RootWatcher(() => scope, { fileChanged: (f) => handed.push(f), fileRemoved: () => undefined, dirRemoved: () => undefined });
    await watcher.start([root]);

    // chokidar lists a new folder, then watches it (issue 1471): a file landing between the two is
    // reported by neither. Under load that gap is wide; here the file is written in it every time.
    const fresh = path.join(root, '2026-12-04 import');
    const late = path.join(fresh, 'IMG_0001.jpg');
    const bytes = await makeJpeg({ seed: 7 });
    const chokidar = (watcher as unknown as { watcher: { _nodeFsHandler: ListsFolders } }).watcher._nodeFsHandler;
    const list = chokidar._handleRead.bind(chokidar);
    chokidar._handleRead = (directory, ...rest) => {
      const listed = list(directory, ...rest);
      if (path.resolve(directory) !== fresh || existsSync(late)) return listed;
      return Promise.resolve(listed).then(() => writeFileSync(late, bytes));
    };

    await mkdir(fresh);
    await waitFor(() => handed.includes(late), 10_000, 'the file in the new folder handed over');
    expect(handed.filter((f) => f !== late)).toEqual([]);
  });
});
