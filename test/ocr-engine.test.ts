import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEngine, type Engine } from '../electron/engine/index';
import { fixture, haveFixtures } from './support/fixtures';
import { tempDir } from './support/temp';

describe.skipIf(!haveFixtures('ocr') || !haveFixtures('photos/exif'))('OCR through the engine: gated, stored, searchable, answerable', () => {
  let engine: Engine;

  beforeAll(async () => {
    const base = await tempDir('ocr-engine');
    const photos = path.join(base, 'photos');
    await mkdir(photos, { recursive: true });
    await copyFile(fixture('ocr', 'sroie_000.jpg'), path.join(photos, 'receipt.jpg'));
    await copyFile(fixture('ocr', 'tess_phototest.tif'), path.join(photos, 'scan.tif'));
    await copyFile(fixture('photos', 'exif', 'ianare_gps_DSCN0010.jpg'), path.join(photos, 'countryside.jpg'));
    engine = await openEngine({ libraryDir: path.join(base, 'library'), modelsDir: path.join(base, 'models') });
    await engine.setLlmSettings({ url: 'http://127.0.0.1:9' });
    await engine.indexOnce([photos]);
  }, 180_000);

  afterAll(() => engine?.close());

  const byName = async (name: string) => (await engine.listMemories({})).memories.find((m) => m.path.endsWith(name))!;

  it('reads text where the gate sees some, and skips the photo without', async () => {
    expect((await byName('receipt.jpg')).ocrText).toMatch(/TAMAN DAYA/i);
    expect((await byName('scan.tif')).ocrText).toMatch(/quick brown dog/i);
    const countryside = await byName('countryside.jpg');
    expect(countryside.ocrText).toBeNull();
    expect(countryside.stages.ocr).toMatchObject({ status: 'skipped' });
    const status = await engine.status({});
    expect(status.stages.ocr).toMatchObject({ failed: 0, pending: 0 });
  });

  it('finds a memory by its words and answers with the matching line', async () => {
    const found = await engine.search({ text: 'Jalan Sagu' });
    expect(found.results.map((r) => path.basename(r.path))[0]).toBe('receipt.jpg');
    expect(found.results[0]?.why).toMatch(/SAGU/i);
    const answer = await engine.ask({ question: 'What was the address on the Taman Daya receipt?', noLlm: true });
    expect(path.basename(answer.references[0]!.path)).toBe('receipt.jpg');
  });
});
