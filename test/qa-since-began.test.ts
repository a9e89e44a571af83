/**
 * "When did I join the gym": a card's "Member since 03/2023" says when the membership began, not the
 * day the card was photographed; joining, becoming, opening and signing up all ask a state's start.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { sinceBegan } from '../electron/engine/qa/since-length';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 53.4808, lon: -2.2426 };
const GYM = ['IRONWORKS FITNESS', 'MEMBER', 'J. TAYLOR', 'Member since 03/2023', 'Card no 0042 7781'];
const BANK = ['NORTHERN BUILDING SOCIETY', 'Instant Saver', 'Customer since Sept 2016', 'Sort code 40-11-62'];

describe('when a state began', () => {
  it('reads the since line for a question about the start', () => {
    expect(sinceBegan(GYM, 'When did I join the gym?')).toEqual({ value: 'March 2023', line: 'Member since 03/2023' });
    expect(sinceBegan(BANK, 'When did I become a customer of the building society?')).toEqual({ value: 'September 2016', line: 'Customer since Sept 2016' });
    // Not asked of the start: the since line is no answer to when the card was used.
    expect(sinceBegan(GYM, 'When did I last go to the gym?')).toBeNull();
  });

  let engine: Engine;
  beforeAll(async () => {
    const photo = (name: string, at: string, lines: string[]) => memoryRow(name, at, HOME, { kind: 'photo', has_text: true, ocr_text: lines.join('\n') });
    engine = await engineOver(await tempDir('qa-since-began'), [
      photo('gym_card.jpg', '2025-04-02T09:00:00', GYM),
      photo('savings_card.jpg', '2025-01-12T15:00:00', BANK),
      photo('receipt.jpg', '2025-06-01T10:00:00', ['CORNER SHOP', 'MILK  1.20', 'BREAD  1.10', 'TOTAL  2.30']),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });
  const ask = async (question: string) => (await engine.ask({ question, now: '2025-06-16T09:00:00Z', noLlm: true })).answer;

  it('answers when I joined from the card, and how long from then', async () => {
    expect(await ask('When did I join the gym?')).toMatch(/^March 2023 \(Member since 03\/2023\)/);
    expect(await ask('When did I open my savings account?')).toMatch(/^September 2016 \(Customer since Sept 2016\)/);
    expect(await ask('How long have I been a gym member?')).toMatch(/^2 years — Member since 03\/2023/);
  });
});
