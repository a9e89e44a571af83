/**
 * A name printed with accents ("KÄSEMÜLLER") is found, asked as written or without its accents: the
 * full-text index stems a word before folding its accents, so an accented word and its folded form
 * ("kasemuller") can stem apart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const GRAZ = { lat: 47.0707, lon: 15.4395 };
const doc = (name: string, local: string, lines: string[]) => memoryRow(name, local, GRAZ, { kind: 'photo', has_text: true, ocr_text: lines.join('\n') });

describe('a name printed with accents', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineOver(await tempDir('qa-accented'), [
      doc('dinner.jpg', '2025-08-13T20:00:00', ['KÄSEMÜLLER', 'Kasnocken 16,90', 'Apfelstrudel 6,50', 'Summe EUR 23,40']),
      doc('lunch.jpg', '2025-08-14T13:00:00', ['CAFÉ AM PLATZ', 'Gulaschsuppe 7,20', 'Summe EUR 7,20']),
      doc('museum.jpg', '2025-08-14T10:00:00', ['KUNSTHAUS', 'Eintritt EUR 15,00']),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('is found when the question spells it as printed', async () => {
    const r = await engine.ask({ question: 'How much was Käsemüller?', now: '2025-09-01T10:00:00Z', noLlm: true });
    expect(r.references[0]?.path).toMatch(/dinner\.jpg$/);
    expect(r.answer).toContain('23,40');
    const eaten = await engine.ask({ question: 'What did we eat at Käsemüller?', now: '2025-09-01T10:00:00Z', noLlm: true });
    expect(eaten.answer).toMatch(/^Kasnocken/);
  });

  it('is found when the question leaves the accents out', async () => {
    const r = await engine.ask({ question: 'How much was Kasemuller?', now: '2025-09-01T10:00:00Z', noLlm: true });
    expect(r.references[0]?.path).toMatch(/dinner\.jpg$/);
    expect(r.answer).toContain('23,40');
  });
});
