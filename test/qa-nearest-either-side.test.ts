/**
 * "Did I go bouldering when we were in <place>?" with nothing of it inside the stay: the no is said
 * beside when it did happen, the nearest full match before the stay and the nearest after, and those
 * lead the references; a match further off is not shown.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 45.5019, lon: -73.5674 };
const AWAY = { lat: 35.3387, lon: 25.1442 };
const NOW = '2030-09-02T10:00:00-04:00';

const pass = (day: string, wall: string) => ({ ocr_text: `BLOC CENTRAL\nBouldering day pass\n${day}\nWall ${wall} · 2 climbers\nPaid 19,50 $` });

describe('a no beside the nearest times it did happen', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineOver(await tempDir('qa-nearest-either-side'), [
      ...Array.from({ length: 8 }, (_, i) => memoryRow(`home-${i}.jpg`, `2030-0${3 + (i % 5)}-${String(3 + 3 * i).padStart(2, '0')}T18:00:00`, HOME)),
      memoryRow('pass-may.png', '2030-05-22T12:00:00', null, pass('Sat 25 May', 'B')),
      memoryRow('pass-before.png', '2030-06-05T12:00:00', null, pass('Sat 8 Jun', 'A')),
      memoryRow('harbour.jpg', '2030-06-14T11:00:00', AWAY),
      memoryRow('taverna.jpg', '2030-06-15T20:30:00', AWAY, { ocr_text: 'TAVERNA TO LIMANI\n15/06/2030\nGREEK SALAD 8,50\nTOTAL 8,50' }),
      memoryRow('beach.jpg', '2030-06-16T16:00:00', AWAY),
      memoryRow('pass-after.png', '2030-06-19T12:00:00', null, pass('Sat 22 Jun', 'C')),
      memoryRow('pass-july.png', '2030-07-03T12:00:00', null, pass('Sat 6 Jul', 'A')),
    ]);
  }, 120_000);
  afterAll(async () => engine?.close());

  it('says no and shows the passes either side of the trip first', async () => {
    const out = await engine.ask({ question: 'Did I go bouldering when we were in Crete?', now: NOW, noLlm: true });
    expect(out.answer).toMatch(/^No\b/);
    expect(out.answer).toMatch(/Sat 8 Jun/);
    expect(out.answer).toMatch(/Sat 22 Jun/);
    expect(out.answer).not.toMatch(/25 May|6 Jul/);
    expect(out.references.slice(0, 2).map((r) => path.basename(r.path))).toEqual(['pass-before.png', 'pass-after.png']);
  });

  it('still says yes from inside the asked time', async () => {
    const out = await engine.ask({ question: 'Did I have a salad when we were in Crete?', now: NOW, noLlm: true });
    expect(out.answer).toMatch(/^Yes\b/);
  });
});
