import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentHasher, contentId, isContentOf, libraryIdScheme } from '../electron/engine/ingest/content-id';
import { Library } from '../electron/engine/library/library';
import { parsePaths } from '../electron/engine/store/memory-view';
import { makeJpeg } from './support/media';
import { tempDir } from './support/temp';

// BLAKE3 and SHA-256 of "abc" (the published test vectors), first 128 bits.
const ABC_BLAKE3 = '6437b3ac38465133ffb63b75273a8db5';
const ABC_SHA256 = 'ba7816bf8f01cfea414140de5dae2223';

describe('content ids', () => {
  it('are the first 128 bits of BLAKE3 or SHA-256, whole or fed in pieces', () => {
    const abc = Buffer.from('abc');
    expect(contentId(abc, 'blake3')).toBe(ABC_BLAKE3);
    expect(contentId(abc, 'sha256')).toBe(ABC_SHA256);
    const big = Buffer.alloc(3 * 1024 * 1024 + 17, 7);
    for (const scheme of ['blake3', 'sha256'] as const) {
      const hasher = contentHasher(scheme);
      for (let at = 0; at < big.length; at += 1024 * 1024) hasher.update(big.subarray(at, at + 1024 * 1024));
      expect(hasher.id()).toBe(contentId(big, scheme));
    }
    expect(isContentOf(abc, ABC_SHA256)).toBe(true);
    expect(isContentOf(abc, ABC_BLAKE3)).toBe(true);
    expect(isContentOf(Buffer.from('abd'), ABC_BLAKE3)).toBe(false);
  });

  it('a library keeps the scheme it was made with; a damaged record is read off its files', async () => {
    const dir = await tempDir('content-id');
    const record = path.join(dir, 'library.json');
    expect(await libraryIdScheme(dir, [])).toBe('blake3');
    expect(JSON.parse(await readFile(record, 'utf8'))).toEqual({ idScheme: 'blake3' });
    // Once written, the record decides, whatever the library holds.
    expect(await libraryIdScheme(dir, [{ path: '/nowhere.jpg', memory_id: ABC_SHA256 }])).toBe('blake3');

    const old = await tempDir('content-id-old');
    expect(await libraryIdScheme(old, [{ path: '/nowhere.jpg', memory_id: ABC_SHA256 }])).toBe('sha256');
    expect(JSON.parse(await readFile(path.join(old, 'library.json'), 'utf8'))).toEqual({ idScheme: 'sha256' });

    const photo = path.join(dir, 'abc.txt');
    await writeFile(photo, 'abc');
    await writeFile(record, '{"idScheme": "md5"');
    const known = [{ path: path.join(dir, 'gone.jpg'), memory_id: 'f'.repeat(32) }, { path: photo, memory_id: ABC_SHA256 }];
    expect(await libraryIdScheme(dir, known)).toBe('sha256');
    expect(JSON.parse(await readFile(record, 'utf8'))).toEqual({ idScheme: 'sha256' });
    expect((await readdir(dir)).some((f) => f.startsWith('library.json.corrupt-'))).toBe(true);
  });

  it('a library made with SHA-256 ids still finds a moved file\'s memory; a new one names content by BLAKE3', async () => {
    const base = await tempDir('content-id-lib');
    const root = path.join(base, 'Pictures');
    await mkdir(root, { recursive: true });
    const bytes = await makeJpeg({ seed: 41 });
    await writeFile(path.join(root, 'a.jpg'), bytes);

    const fresh = await Library.open(path.join(base, 'new'));
    await fresh.addRoots([root]);
    await fresh.idle();
    await fresh.writer.flush();
    expect((await fresh.db.memoriesWhere(null, ['id'])).map((r) => r.id)).toEqual([contentId(bytes, 'blake3')]);
    await fresh.close();

    // A library from before BLAKE3: its record says SHA-256 (as libraryIdScheme writes for one).
    const oldDir = path.join(base, 'old');
    await mkdir(oldDir, { recursive: true });
    await writeFile(path.join(oldDir, 'library.json'), '{"idScheme": "sha256"}\n');
    const old = await Library.open(oldDir);
    await old.addRoots([root]);
    await old.idle();
    const sha = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
    await old.writer.flush();
    expect((await old.db.memoriesWhere(null, ['id'])).map((r) => r.id)).toEqual([sha]);
    await old.close();

    await rename(path.join(root, 'a.jpg'), path.join(root, 'b.jpg'));
    const reopened = await Library.open(oldDir);
    await reopened.scanAll();
    await reopened.idle();
    await reopened.writer.flush();
    const rows = await reopened.db.memoriesWhere('deleted_at IS NULL');
    expect(rows.map((r) => [r.id, parsePaths(r).map((p) => path.basename(p))])).toEqual([[sha, ['b.jpg']]]);
    await reopened.close();
  });
});
