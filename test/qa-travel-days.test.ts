import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

describe('a trip runs from the day it sets out to the day it comes home', () => {
  let engine: Engine;
  const HOME_AT = { lat: -37.81, lon: 144.96 };
  const AWAY = { lat: -33.87, lon: 151.21 };

  beforeAll(async () => {
    const base = await tempDir('qa-travel-days');
    const rows = [
      ...Array.from({ length: 10 }, (_, i) => memoryRow(`home-${i}.jpg`, `2025-0${1 + (i % 5)}-${String(3 + i).padStart(2, '0')}T19:00:00`, HOME_AT)),
      memoryRow('harbour-1.jpg', '2025-03-11T11:00:00', AWAY),
      memoryRow('harbour-2.jpg', '2025-03-12T15:00:00', AWAY, { ocr_text: 'FERRY WHARF 3\nMANLY' }),
      memoryRow('harbour-3.jpg', '2025-03-13T10:00:00', AWAY),
      // Boarding passes screenshotted at home: no place of their own, the place they fly to in their text.
      memoryRow('pass-out.png', '2025-03-10T18:00:00', null, { ocr_text: 'Boarding pass\nMelbourne to Sydney\nFlight QF 431\nMon 10 Mar 2025' }),
      memoryRow('pass-home.png', '2025-03-14T07:00:00', null, { ocr_text: 'Boarding pass\nSydney to Melbourne\nFlight QF 452\nFri 14 Mar 2025' }),
      // A pass for another journey a week later names another city.
      memoryRow('pass-other.png', '2025-03-15T07:00:00', null, { ocr_text: 'Boarding pass\nMelbourne to Hobart\nFri 15 Mar 2025' }),
    ];
    engine = await engineOver(base, rows);
  }, 120_000);
  afterAll(async () => engine?.close());

  it('counts the travel days of the boarding passes that name where the trip was', async () => {
    const out = await engine.ask({ question: 'How long was I away in Sydney?', now: '2025-06-15T10:00:00+10:00', noLlm: true });
    expect(out.answer).toMatch(/^5 days \(Mar 10, 2025 – Mar 14, 2025\)/);
  });
});
