/**
 * Where the evaluated library's OCR text comes from.
 *
 * - `engine`: whatever the engine's own stages stored (none when no OCR stage is wired in).
 * - `harness`: the harness runs the engine's tesseract pool (electron/engine/perception/ocr) over every
 *   album file itself and stores the text as the memory's OCR through the public `correctMemory`
 *   call — the same text an OCR stage would produce, for when the stage is not in the pipeline yet.
 * - `spec`: the exact rendered text from album.json (an oracle: QA quality with perfect OCR).
 * - `auto` (default): `engine` when any memory has OCR text after indexing, else `harness`.
 *
 * After injecting, `indexOnce` runs again so events (explicit mentions like "CHI 2024") see the text.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Engine } from '../electron/engine/index';
import type { AlbumSpec } from './album/spec';

export type OcrMode = 'auto' | 'engine' | 'harness' | 'spec';

export interface OcrReport {
  used: 'engine' | 'harness' | 'spec';
  /** Memories with OCR text when the evaluation starts. */
  withText: number;
  ms: number;
  note: string;
}

type CorrectMemory = (input: { id: string; field: 'ocrText'; value: string | null }) => Promise<unknown>;

export async function countOcr(engine: Engine): Promise<{ byName: Map<string, string>; withText: number }> {
  const { memories } = await engine.listMemories({ limit: 5000 });
  const byName = new Map(memories.map((m) => [path.basename(m.path), m.id]));
  return { byName, withText: memories.filter((m) => (m.ocrText ?? '').trim().length > 0).length };
}

export async function prepareOcr(engine: Engine, albumDir: string, spec: AlbumSpec, mode: OcrMode): Promise<OcrReport> {
  const started = performance.now();
  const before = await countOcr(engine);
  if (mode === 'engine' || (mode === 'auto' && before.withText > 0)) {
    return { used: 'engine', withText: before.withText, ms: 0, note: `OCR text from the engine's own stages (${before.withText} memories)` };
  }
  const correct = (engine as unknown as { correctMemory?: CorrectMemory }).correctMemory;
  if (typeof correct !== 'function') {
    return { used: 'engine', withText: before.withText, ms: 0, note: 'no OCR stage in the engine and no correctMemory call to inject text: content questions run blind' };
  }
  const texts = new Map<string, string>();
  if (mode === 'spec') {
    for (const f of spec.files) if (f.text.length > 0) texts.set(f.name, f.text.join('\n'));
  } else {
    const { OcrPool } = await import('../electron/engine/perception/ocr/engine');
    const pool = await OcrPool.create({ size: 2 });
    try {
      await Promise.all(spec.files.map(async (f) => {
        const result = await pool.recognize(await readFile(path.join(albumDir, f.name)));
        if (result.text.trim()) texts.set(f.name, result.text);
      }));
    } finally {
      await pool.close();
    }
  }
  for (const [name, text] of texts) {
    const id = before.byName.get(name);
    if (id) await correct({ id, field: 'ocrText', value: text });
  }
  await engine.indexOnce([albumDir]);
  const after = await countOcr(engine);
  const how = mode === 'spec'
    ? 'the album spec\'s exact text (oracle OCR)'
    : "the engine's tesseract pool run by the harness over every file";
  return {
    used: mode === 'spec' ? 'spec' : 'harness',
    withText: after.withText,
    ms: performance.now() - started,
    note: `${before.withText === 0 ? 'the engine stored no OCR text, so ' : `--ocr ${mode}: over the engine's own OCR (${before.withText} memories), `}the harness injected ${how} through correctMemory (${after.withText} memories with text)`,
  };
}
