/**
 * A weekday asked of what a forecast or a plan foresaw is the day it prints, even in the past tense:
 * "what was the forecast for Saturday", "was it going to rain on Saturday" ask the forecast's
 * Saturday row, not the photos taken on the latest Saturday. "Is the pharmacy open on Saturday" asks
 * the opening hours' Saturday, as "what time does the library close on Sunday" does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { extractDateRange } from '../electron/engine/search/date-range';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 53.4808, lon: -2.2426 };
const NOW = '2025-06-16T09:00:00Z';

describe('a weekday a forecast foresaw', () => {
  it('reads no photo day from a weekday asked of a forecast or a plan', () => {
    const now = new Date(NOW);
    for (const q of ['What was the weather forecast for Saturday?', 'Was it going to rain on Saturday?', 'When was the parcel due to arrive on Friday?', 'Is the pharmacy open on Saturday?', 'Does the market run on Sunday?']) {
      expect(extractDateRange(q, now, { southern: false, homes: [] }).range, q).toBeNull();
    }
    // Asked of the photos, the weekday is still the Saturday that has been.
    for (const q of ['What did I eat on Saturday?', 'Where was I on Saturday?', 'Was I at the beach on Saturday?']) {
      expect(extractDateRange(q, now, { southern: false, homes: [] }).range, q).not.toBeNull();
    }
  });

  let engine: Engine;
  beforeAll(async () => {
    const shot = (name: string, at: string, lines: string[]) => memoryRow(name, at, HOME, { kind: 'screenshot', has_text: true, ocr_text: lines.join('\n') });
    const photo = (name: string, at: string, lines: string[]) => memoryRow(name, at, HOME, { kind: 'photo', has_text: true, ocr_text: lines.join('\n') });
    engine = await engineOver(await tempDir('qa-foreseen-weekday'), [
      shot('Screenshot_weather.png', '2025-06-12T18:30:00', ['18:30', 'Manchester', '17°', 'Cloudy', 'Today 17°/11° Cloudy', 'Fri 14°/8° Rain', 'Sat 18°/10° Sunny', 'Sun 21°/12° Sunny']),
      // Taken on the latest Saturday: what the past tense alone would search.
      shot('Screenshot_parking.png', '2025-06-14T13:05:00', ['13:05', 'Parking session', 'Zone 4410', 'Started 13:04', 'Expires 15:04']),
      photo('pharmacy_door.jpg', '2025-05-15T17:20:00', ['HIGH STREET PHARMACY', 'Opening hours', 'Mon–Fri 9–17', 'Sat 9–13', 'Sun closed']),
      photo('library_hours.jpg', '2025-04-20T12:00:00', ['CENTRAL LIBRARY', 'Monday-Friday 9am-8pm', 'Saturday 10am-5pm', 'Sunday 12pm-4pm']),
      photo('receipt.jpg', '2025-06-14T10:00:00', ['CORNER SHOP', 'MILK  1.20', 'BREAD  1.10', 'TOTAL  2.30']),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });
  const ask = async (question: string) => (await engine.ask({ question, now: NOW, noLlm: true })).answer;

  it('reads the forecast\'s row for the asked day, though asked in the past tense', async () => {
    expect(await ask('What was the weather forecast for Saturday?')).toMatch(/^18°\/10° Sunny/);
    expect(await ask('Was it going to rain on Saturday?')).toMatch(/^No\b.*Sat 18°\/10° Sunny/);
    expect(await ask('Was it going to rain on Friday?')).toMatch(/^Yes\b.*Fri 14°\/8° Rain/);
  });

  it('reads the opening hours\' row whose days hold the asked one', async () => {
    expect(await ask('Is the pharmacy open on Saturday?')).toMatch(/^Yes — Sat 9–13/);
    expect(await ask('Is the pharmacy open on Sunday?')).toMatch(/^No — Sun closed/);
    expect(await ask('Is the pharmacy open on Wednesday?')).toMatch(/^Yes — Mon–Fri 9–17/);
    expect(await ask('What time does the library close on Sunday?')).toMatch(/^4pm \(Sunday 12pm-4pm\)/);
    expect(await ask('When does the library open on Saturday?')).toMatch(/^10am \(Saturday 10am-5pm\)/);
    expect(await ask('What time does the library close on Tuesday?')).toMatch(/^8pm \(Monday-Friday 9am-8pm\)/);
  });
});
