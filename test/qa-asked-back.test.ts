/**
 * A question that says its thing first and asks it back at the end — "I have a novel by Richard
 * Powers — which one is it?", "we stayed at a hotel in Lisbon, which one was it?", "I bought a book at
 * the airport. What was it called?" — asks for that thing's name, as "which novel…" does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { answerTypeOf } from '../electron/engine/qa/answer-type';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const SEATTLE = { lat: 47.6205, lon: -122.3212 };
const LISBON = { lat: 38.7369, lon: -9.1427 };

describe('a thing said first, asked back', () => {
  it('reads the thing as the name asked for', () => {
    expect(answerTypeOf('I have a novel by Richard Powers — which one is it?', null)).toEqual({ kind: 'name', subject: 'novel' });
    expect(answerTypeOf('We stayed at a hotel in Lisbon, which one was it?', null)).toEqual({ kind: 'name', subject: 'hotel' });
    expect(answerTypeOf('I bought a book at the airport. What was it called?', null)).toEqual({ kind: 'name', subject: 'book' });
    expect(answerTypeOf("There was a bakery near the station - what's its name?", null)).toEqual({ kind: 'name', subject: 'bakery' });
    // Nothing said first: as before.
    expect(answerTypeOf('What did I buy at the bakery?', null).kind).toBe('list');
  });

  let engine: Engine;
  beforeAll(async () => {
    engine = await engineOver(await tempDir('qa-asked-back'), [
      memoryRow('cover.jpg', '2024-01-14T20:00:00', SEATTLE, { has_text: true, ocr_text: ['THE OVERSTORY', 'RICHARD POWERS', 'A NOVEL'].join('\n') }),
      memoryRow('other.jpg', '2024-02-02T20:00:00', SEATTLE, { has_text: true, ocr_text: ['PIRANESI', 'SUSANNA CLARKE', 'A NOVEL'].join('\n') }),
      memoryRow('key.jpg', '2024-05-14T15:00:00', LISBON, { has_text: true, ocr_text: ['HOTEL AVENIDA PALACE', 'ROOM 214', 'CHECK-OUT 12:00'].join('\n') }),
      memoryRow('cafe.jpg', '2024-05-15T10:00:00', LISBON, { has_text: true, ocr_text: ['PASTELARIA BELEM', 'PASTEL DE NATA 1,30', 'TOTAL 2,60'].join('\n') }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('answers the novel by its title, not the author line the question names', async () => {
    const out = await engine.ask({ question: 'I have a novel by Richard Powers — which one is it?', now: '2024-09-02T10:00:00-07:00', noLlm: true });
    expect(out.answer).toMatch(/^THE OVERSTORY/);
  });
});
