/**
 * A word of two letters that a kind of document prints ("MG", "RX", "KM") is an abbreviation of many
 * things: a grocery receipt's "MG" is a milk's fat, not a dose's milligrams. Alone on a memory it is
 * no evidence of the kind; beside another of the kind's prints it is.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 53.4084, lon: -2.9916 };
const NOW = '2025-07-01T10:00:00+01:00';
const doc = (name: string, at: string, text: string[]) => memoryRow(name, at, HOME, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });

describe("a kind's two-letter print alone", () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineOver(await tempDir('short-prints'), [
      doc('groceries-may.jpg', '2025-05-14T18:10:00', ['CORNER FOODS', '14/05/2025 18:04', 'MILK MG 1L 1.15', 'BREAD WHOLEMEAL 1.40', 'TOTAL 2.55']),
      doc('label-march.jpg', '2025-03-03T12:00:00', ['RX 448120', 'LISINOPRIL 10 MG', 'ONE EACH MORNING', 'QTY 28']),
      doc('market-june.jpg', '2025-06-07T11:00:00', ['SATURDAY MARKET', 'STRAWBERRIES 3.00', 'TOTAL 3.00']),
    ]);
  });
  afterAll(async () => engine.close());
  const ask = (question: string) => engine.ask({ question, now: NOW, noLlm: true });

  it('is no evidence of the kind: the newest milk receipt is no prescription', async () => {
    const last = await ask('When did I last get a prescription?');
    expect(last.answer).toMatch(/^Most recently on Mar 3, 2025\b/);
    expect(last.references.map((r) => r.path)).not.toContainEqual(expect.stringMatching(/groceries-may/));
    const what = await ask('What was my last prescription?');
    expect(what.answer).toContain('LISINOPRIL 10 MG');
  });

  it('counts beside another of its prints: a label with RX and MG is one', async () => {
    const when = await ask('When did I get my prescription?');
    expect(when.references[0]?.path).toMatch(/label-march/);
  });
});
