/**
 * "How many blood donations": the thing counted is the phrase's last noun, the first word says which
 * kind. A donor card's "Blood group: 0" is no count of donations; "Donations: 14" is, and the answer
 * says what it counted as the question did.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 52.2053, lon: 0.1218 };
const doc = (name: string, local: string, lines: string[]) => memoryRow(name, local, HOME, { kind: 'screenshot', has_text: true, ocr_text: lines.join('\n') });

describe('a count by the head of its noun phrase', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineOver(await tempDir('qa-count-head-noun'), [
      doc('donor.png', '2026-03-02T09:10:00', ['BLOOD DONOR CARD', 'Blood group: 0', 'Donations: 14', 'Next eligible: 3 Jun 2026']),
      doc('wash.png', '2026-02-11T16:30:00', ['SPARKLE HAND CAR WASH', 'Loyalty card', 'Car washes: 6', 'Your 10th wash is free']),
      doc('library.png', '2026-02-20T12:00:00', ['CITY LIBRARY', 'Loans: 3', 'Due back 6 Mar 2026']),
    ]);
  });
  afterAll(async () => engine.close());

  const ask = (question: string) => engine.ask({ question, now: '2026-03-10T12:00:00Z', noLlm: true });

  it('counts the last noun of the phrase, not the word that says which kind', async () => {
    expect((await ask('How many blood donations have I made?')).answer).toMatch(/^14 blood donations\b/);
  });

  it('says the count with the words the question used', async () => {
    expect((await ask('How many car washes have I had?')).answer).toMatch(/^6 car washes\b/);
  });
});
