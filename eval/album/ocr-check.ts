/**
 * `tsx eval/album/ocr-check.ts <albumDir>`: runs the engine's tesseract pool over every album file
 * that carries text and prints the share of rendered words OCR found, per file and overall — the
 * check that the album's text is legible before blaming question answering for a miss.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { wordRecall } from '../../electron/engine/perception/ocr/cer';
import { OcrPool } from '../../electron/engine/perception/ocr/engine';
import type { AlbumSpec } from './spec';

/** Lower-cased runs of letters and digits (so "Wi-Fi" is two words). */
const words = (t: string): string[] =>
  t.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 0);

async function main(): Promise<void> {
  const dir = process.argv[2];
  if (!dir) throw new Error('usage: tsx eval/album/ocr-check.ts <albumDir>');
  const spec = JSON.parse(await readFile(path.join(dir, 'album.json'), 'utf8')) as AlbumSpec;
  const pool = await OcrPool.create({ size: 2 });
  const started = Date.now();
  const rows = await Promise.all(
    spec.files.filter((f) => f.text.length > 0).map(async (f) => {
      const result = await pool.recognize(await readFile(path.join(dir, f.name)));
      return { name: f.name, recall: wordRecall(f.text.join(' '), result.text, words), text: result.text.replace(/\n/g, ' | ') };
    }),
  );
  await pool.close();
  for (const r of rows) console.log(`${r.recall.toFixed(2)}  ${r.name.padEnd(40)} ${r.text.slice(0, 110)}`);
  const mean = rows.reduce((s, r) => s + r.recall, 0) / rows.length;
  console.log(`\n${rows.length} files with text, mean word recall ${(mean * 100).toFixed(1)} %, ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
