/**
 * A card prints when a state began ("Member since 2019", "Customer since Mar 2015"): "how long have I
 * been a member" is the length from then to the day the card was photographed, not the one day the
 * photos of it span.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { sinceLength } from '../electron/engine/qa/since-length';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };

describe('a length since a printed year', () => {
  it('counts to the photo, by month when one is printed', () => {
    const taken = Date.parse('2025-03-11T12:00:00Z');
    // The card's one "since" is its holder's, whatever the question calls it.
    expect(sinceLength(['BANK CARD', 'Customer since 09/2024'], 'How long have I been with the bank?', taken)?.value).toBe('6 months');
    expect(sinceLength(['BANK CARD', 'Customer since 09/2024'], 'How often do I go to the bank?', taken)).toBeNull();
    expect(sinceLength(['BANK CARD', 'Customer since Mar 2015'], 'How long have I been a customer?', taken)?.value).toBe('10 years');
  });

  describe('asked of a membership card', () => {
    let engine: Engine;
    beforeAll(async () => {
      const doc = (name: string, at: string, text: string[]) => memoryRow(name, at, HOME, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });
      engine = await engineOver(await tempDir('since-length'), [
        doc('card.jpg', '2025-03-11T12:00:00', ['GREENLEAF GYM', 'MEMBERSHIP CARD', 'J. SMITH', 'Member since 2019', 'No. 004512']),
        doc('cafe.jpg', '2025-02-01T09:00:00', ['THE BEAN CAFE', 'Serving coffee since 1998', 'Flat white 3.10']),
        doc('receipt.jpg', '2025-03-01T10:00:00', ['CORNER SHOP', 'MILK  1.20', 'TOTAL  1.20']),
      ]);
    }, 120_000);
    afterAll(async () => {
      await engine?.close();
    });

    it('answers with the years since', async () => {
      const ask = async (question: string) => (await engine.ask({ question, now: '2025-03-20T09:00:00Z', noLlm: true })).answer;
      expect(await ask('How long have I been a member?')).toMatch(/^about 6 years — Member since 2019/);
      expect(await ask('How long have I been a member of the gym?')).toMatch(/^about 6 years — Member since 2019/);
    });
  });
});
