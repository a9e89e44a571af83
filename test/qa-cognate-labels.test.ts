/**
 * A lab sheet abroad labels its values in its own language ("Colesterol total 198 mg/dL", "Glucosa",
 * "Cholestérol"), and "what was my cholesterol level" reads the value beside the label that is the
 * asked word's cognate or its accented spelling, as it reads "Cholesterol" on an English sheet.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { shortFormsIn } from '../electron/engine/qa/labelled-value';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const NOW = '2025-03-20T09:00:00Z';
const lines = (...texts: string[]) => texts.map((text) => ({ text }) as Parameters<typeof shortFormsIn>[0][number]);

describe('labels printed abroad as cognates', () => {
  it('takes a line-opening cognate or accented spelling as a form of the asked label', () => {
    expect(shortFormsIn(lines('Colesterol total   198 mg/dL'), 'cholesterol')).toContain('colesterol');
    expect(shortFormsIn(lines('Cholestérol total   198 mg/dL'), 'cholesterol')).toContain('cholestérol');
    // An English near-miss is no form of it.
    expect(shortFormsIn(lines('Convert 5 miles'), 'concert')).toEqual([]);
  });

  for (const [language, where, sheet, other] of [
    ['Portuguese', { lat: 38.7223, lon: -9.1393 }, ['ANALISES CLINICAS', 'Colesterol total   198 mg/dL', 'Glicose   91 mg/dL', 'HDL   52 mg/dL'], 91],
    ['Spanish', { lat: 40.4168, lon: -3.7038 }, ['ANALISIS CLINICOS', 'Colesterol total   205 mg/dL', 'Glucosa   88 mg/dL', 'HDL   49 mg/dL'], 88],
    ['French', { lat: 48.8566, lon: 2.3522 }, ['LABORATOIRE D\'ANALYSES', 'Cholestérol total   187 mg/dL', 'Triglycérides   110 mg/dL'], null],
  ] as const) {
    describe(`a lab sheet in ${language}`, () => {
      let engine: Engine;
      beforeAll(async () => {
        const doc = (name: string, at: string, text: readonly string[]) => memoryRow(name, at, where, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });
        engine = await engineOver(await tempDir(`cognate-labels-${language}`), [
          doc('lab.jpg', '2025-03-01T10:00:00', sheet),
          doc('gym.jpg', '2025-03-03T10:00:00', ['CITY GYM', 'Membership renewal', 'Next payment 01/04/2025', 'Amount 29.00']),
          doc('scale.jpg', '2025-03-04T10:00:00', ['BODY SCALE', 'Weight 71.4 kg', 'Body fat 18 %']),
        ]);
      }, 120_000);
      afterAll(async () => { await engine?.close(); });

      it('reads the value beside the asked word as the sheet prints it', async () => {
        const ask = async (question: string) => (await engine.ask({ question, now: NOW, noLlm: true })).answer;
        const total = /(\d+) mg/.exec(sheet[1])![1]!;
        expect(await ask('What was my cholesterol level?')).toMatch(new RegExp(`^${total} — `));
        if (other !== null) expect(await ask('What was my glucose level?')).toMatch(new RegExp(`^${other} — `));
      });
    });
  }
});
