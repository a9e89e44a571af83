/**
 * A question may name a neighbourhood of a city ("lunch in Brunswick", Melbourne's inner north). The
 * gazetteer's text index leaves neighbourhoods out (they would count their city twice) and reads the
 * name as its most populous bearer, a town in Georgia; the library's photos say which Brunswick is meant
 * (library-town.ts), and a neighbourhood is the streets around it, not a town's 10 km.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const BRUNSWICK = { lat: -37.7667, lon: 144.9626 };
const CBD = { lat: -37.8136, lon: 144.9631 };
const ST_KILDA = { lat: -37.8676, lon: 144.9809 };

describe('a neighbourhood the library has photos in', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineOver(await tempDir('qa-neighbourhood'), [
      memoryRow('brunswick-1.jpg', '2025-03-01T12:00:00', BRUNSWICK),
      memoryRow('brunswick-2.jpg', '2025-03-08T12:30:00', BRUNSWICK),
      memoryRow('cafe.jpg', '2025-03-15T09:00:00', BRUNSWICK, { has_text: true, ocr_text: ['LITTLE WREN ESPRESSO', 'FLAT WHITE 5.20', 'TOTAL $5.20'].join('\n') }),
      memoryRow('cbd-1.jpg', '2025-03-02T12:00:00', CBD),
      memoryRow('cbd-2.jpg', '2025-03-09T12:00:00', CBD),
      memoryRow('beach.jpg', '2025-03-10T16:00:00', ST_KILDA),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('counts the photos taken there, not the city around it', async () => {
    const out = await engine.ask({ question: 'How many photos did I take in Brunswick?', now: '2025-06-01T10:00:00+10:00', noLlm: true });
    expect(out.answer).toMatch(/^3 photos/);
    expect(out.references.map((r) => r.path).every((p) => /brunswick|cafe/.test(p))).toBe(true);
  });
});
