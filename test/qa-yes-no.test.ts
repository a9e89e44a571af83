/**
 * "Did I …?" answers Yes or No from the evidence and says what the evidence shows: a verdict printed
 * beside the asked thing decides; a match outside the asked time is no yes. And a noun after "to"
 * ("go to pottery") is a noun, so its related words reach the photos that never print it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { wordRoles } from '../electron/engine/qa/lexicon/related';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const NOW = '2024-09-20T12:00:00Z';

describe('yes/no answers', () => {
  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-yes-no');
    engine = await engineOver(base, [
      memoryRow('rental.jpg', '2024-07-02T10:00:00', null, { ocr_text: 'SUNSET CAR RENTAL\nRENTAL AGREEMENT 55120\nCOLLISION COVER: NO\nCHILD SEAT: YES' }),
      memoryRow('pool-1.jpg', '2024-06-10T08:00:00', null, { ocr_text: 'CITY POOL\nADULT SWIM\nPAID 6.00' }),
      memoryRow('pool-2.jpg', '2024-06-17T08:00:00', null, { ocr_text: 'CITY POOL\nADULT SWIM\nPAID 6.00' }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('a verdict printed beside the asked thing decides, and the answer shows the line', async () => {
    const no = await engine.ask({ question: 'Did I take the collision cover on the rental car?', now: NOW, noLlm: true });
    expect(no.answer).toMatch(/^No — COLLISION COVER: NO/);
    const yes = await engine.ask({ question: 'Did I get a child seat with the rental car?', now: NOW, noLlm: true });
    expect(yes.answer).toMatch(/^Yes — CHILD SEAT: YES/);
  });

  it('a match outside the asked time is no yes', async () => {
    expect((await engine.ask({ question: 'Did I go for a swim in June?', now: NOW, noLlm: true })).answer).toMatch(/^Yes — /);
    const august = await engine.ask({ question: 'Did I go for a swim in August?', now: NOW, noLlm: true });
    expect(august.answer).toMatch(/^No — /);
  });
});

describe('a noun after "to"', () => {
  it('is a noun when WordNet knows no verb for it', () => {
    const roles = wordRoles('How many times did I go to pottery last winter?');
    expect(roles.get('pottery')).toBe('n');
    expect(wordRoles('How many times did I go to swim?').get('swim')).toBe('v');
  });
});
