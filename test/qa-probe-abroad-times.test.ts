/**
 * A ticket or a folio abroad labels its times and dates in the country's language ("Abfahrt 08:34",
 * "Ankunft 11:12", "Abreise: 06.05.2025"): the time reader takes such a label for the English word it
 * stands for (lexicon/abroad.ts englishOf), as it takes initials for the words they spell.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { labelledTime } from '../electron/engine/qa/labelled-date';
import { englishOf } from '../electron/engine/qa/lexicon/abroad';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const TICKET = ['Ihre Fahrkarte', 'ICE 105', 'Amsterdam Centraal → Köln Hbf', 'Fr, 02.05.2025', 'Abfahrt 08:34  Gleis 4', 'Ankunft 11:12  Gleis 7', 'Wagen 23, Platz 45', 'Gesamtpreis 39,90 €'];
const FOLIO = ['HOTEL ZUR GOLDENEN ROSE', 'RECHNUNG Nr. 2025/1184', 'Zimmer: 214', 'Anreise: 03.05.2025', 'Abreise: 06.05.2025', 'Gesamtbetrag EUR     453,60'];

describe('times and dates under labels printed abroad', () => {
  it('reads a label abroad as the English word, accents folded', () => {
    expect(englishOf('abfahrt')).toContain('departure');
    expect(englishOf('arrivee')).toContain('arrival');
    // An English word stays itself.
    expect(englishOf('departure')).toEqual([]);
  });

  it('takes the departure and the arrival by their German labels', () => {
    expect(labelledTime(TICKET, 'What time did the train leave?')?.value).toBe('Abfahrt 08:34');
    expect(labelledTime(TICKET, 'What time did the train arrive?')?.value).toBe('Ankunft 11:12');
  });

  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-abroad-times');
    const vienna = { lat: 48.2082, lon: 16.3738 };
    engine = await engineOver(base, [
      memoryRow('ticket.png', '2025-05-02T07:10:00', { lat: 52.3731, lon: 4.8922 }, { kind: 'screenshot', has_text: true, ocr_text: TICKET.join('\n') }),
      memoryRow('folio.jpg', '2025-05-06T10:02:00', vienna, { kind: 'photo', has_text: true, ocr_text: FOLIO.join('\n') }),
      memoryRow('street.jpg', '2025-05-04T16:00:00', vienna, { kind: 'photo' }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  const ask = async (question: string) => (await engine.ask({ question, now: '2025-09-01T09:00:00Z', noLlm: true })).answer;

  it('answers when the train to Cologne left, not the ticket\'s date', async () => {
    expect(await ask('What time was our train to Cologne?')).toMatch(/^Abfahrt 08:34/);
  });

  it('answers the check-out from the folio\'s departure, not its arrival', async () => {
    expect(await ask('When did we check out of the hotel in Vienna?')).toMatch(/Abreise: 06\.05\.2025/);
  });
});
