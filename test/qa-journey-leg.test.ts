/**
 * "What time did the ferry out to the islands leave?", with the crossing's two tickets and a car hire
 * whose "OUT" and "RETURN" rows print times too: "out" names the leg (the earlier ticket), not a word
 * to match on the hire agreement; "the boat … sail" is the ferry's departure, a ticket labels no time
 * with the verb; "the ferry over" is the way out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { library } from './support/located-library';
import { engineOver } from './support/memory-rows';
import { tempDir } from './support/temp';

const OBAN = { lat: 56.4152, lon: -5.4718 };
const NOW = '2027-09-01T10:00:00+01:00';

describe('the leg of a crossing asked by its way', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineOver(await tempDir('journey-leg'), library(OBAN, (doc) => [
      doc('hire.jpg', '2027-07-03T08:10:00', ['GLENSIDE VEHICLE HIRE', 'AGREEMENT GH-55102', 'VAUXHALL ASTRA', 'OUT 03.07.2027 08:00 OBN', 'RETURN 10.07.2027 17:00 OBN', 'FUEL: FULL TO FULL']),
      doc('ferry-out.jpg', '2027-07-05T09:05:00', ['WESTERN ISLES FERRIES', 'OBAN - CRAIGNURE', '05.07.2027  DEP 09:40', '2 ADULTS + 1 CAR', 'GBP 61.20', 'BOOKING 77310-W']),
      doc('ferry-back.jpg', '2027-07-05T17:20:00', ['WESTERN ISLES FERRIES', 'CRAIGNURE - OBAN', '05.07.2027  DEP 18:05', '2 ADULTS + 1 CAR', 'GBP 61.20', 'BOOKING 77311-W']),
    ]));
  });
  afterAll(async () => engine.close());

  it('reads the way out off the earlier ticket, however the crossing is asked', async () => {
    for (const question of ['What time did the ferry out to the islands leave?', 'what time did the boat out to the islands sail', 'what time was the ferry over to the islands']) {
      const r = await engine.ask({ question, now: NOW, noLlm: true });
      expect(r.answer, question).toMatch(/09:40/);
    }
  });

  it('reads the way back off the later one', async () => {
    const r = await engine.ask({ question: 'What time did the ferry back from the islands leave?', now: NOW, noLlm: true });
    expect(r.answer).toMatch(/18:05/);
  });
});
