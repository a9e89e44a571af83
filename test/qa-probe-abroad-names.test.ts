/**
 * A trip abroad photographs documents printed in the country's language, asked about in English: the
 * ticket to "Cologne" says "Köln Hbf", "Fahrkarte" and "Gleis"; the one to "Florence" runs "Roma
 * Termini → Firenze". WordNet lists a town's own name beside the English one, and a small table gives
 * the everyday words of tickets and bills in six languages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { otherNamesOf, printedAbroad } from '../electron/engine/qa/lexicon/abroad';
import { relatedWords } from '../electron/engine/qa/lexicon/related';
import { routeFollower } from '../electron/engine/qa/scope';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const TO_COLOGNE = ['Ihre Fahrkarte', 'ICE 105', 'Amsterdam Centraal → Köln Hbf', 'Fr, 02.05.2025', 'Abfahrt 08:34  Gleis 4', 'Ankunft 11:12  Gleis 7', 'Wagen 23, Platz 45', 'Gesamtpreis 39,90 €'];
const TO_FLORENCE = ['Biglietto', 'Frecciarossa 9519', 'Roma Termini → Firenze S. M. Novella', 'Partenza 08:10  Arrivo 09:41', 'Data: 11/06/2025', 'Carrozza 6  Posto 7A', 'Importo totale: 29,90 €'];
const MUSEUM = ['Kunsthistorisches Museum', 'Online-Ticket', 'Eintritt Erwachsene', 'Datum: 04.05.2025', 'Zeitfenster: 10:30 – 11:00', 'Preis: € 21,00'];
const PARKING = ['PARKING BELLECOUR', 'Ticket n° 558102', 'Entrée: 20/07/2025 14:32', 'Sortie: 20/07/2025 18:05', 'Montant TTC: 12,60 €'];

describe('documents abroad, asked in English', () => {
  it('knows a town by its own name as WordNet lists it', () => {
    expect(otherNamesOf('cologne')).toContain('koln');
    expect(otherNamesOf('florence')).toContain('firenze');
    expect(otherNamesOf('lisbon')).toContain('lisboa');
    // Not a description ("capital of Portugal"), not initials, and nothing for an everyday word.
    expect(otherNamesOf('lisbon')).not.toContain('capital_of_portugal');
    expect(otherNamesOf('ticket')).toEqual([]);
    expect(relatedWords('cologne').map((r) => r.word)).toContain('koln');
  });

  it('reads a ticket\'s and a bill\'s words in other languages, not ones that are English words too', () => {
    expect(printedAbroad('platform')).toEqual(expect.arrayContaining(['gleis', 'binario', 'voie']));
    // "Bar" is cash on a German receipt, "data" a date on an Italian one: in English they are other things.
    expect(printedAbroad('date')).not.toContain('data');
    const train = relatedWords('train').map((r) => r.word);
    expect(train).toEqual(expect.arrayContaining(['zug', 'fahrkarte', 'gleis', 'biglietto']));
  });

  it('follows a journey to the town under its own name', () => {
    const row = { ocr_text: TO_FLORENCE.join('\n'), caption: null, description: null, transcript: null };
    expect(routeFollower([{ label: 'Florence', route: 'destination' } as never])(row)).toBe(true);
    expect(routeFollower([{ label: 'Venice', route: 'destination' } as never])(row)).toBe(false);
  });

  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-abroad-names');
    engine = await engineOver(base, [
      memoryRow('cologne.png', '2025-05-02T07:10:00', { lat: 52.3731, lon: 4.8922 }, { kind: 'screenshot', has_text: true, ocr_text: TO_COLOGNE.join('\n') }),
      memoryRow('florence.png', '2025-06-11T07:30:00', { lat: 41.9009, lon: 12.5018 }, { kind: 'screenshot', has_text: true, ocr_text: TO_FLORENCE.join('\n') }),
      memoryRow('museum.png', '2025-05-04T09:50:00', { lat: 48.2082, lon: 16.3738 }, { kind: 'screenshot', has_text: true, ocr_text: MUSEUM.join('\n') }),
      memoryRow('parking.jpg', '2025-07-20T18:10:00', { lat: 45.7602, lon: 4.859 }, { kind: 'photo', has_text: true, ocr_text: PARKING.join('\n') }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('answers the train to Cologne from the ticket to Köln', async () => {
    const out = await engine.ask({ question: 'How much was the train ticket to Cologne?', now: '2025-09-01T09:00:00Z', noLlm: true });
    expect(out.answer).toMatch(/^39,90/);
  });

  it('answers the train to Florence from the ticket to Firenze', async () => {
    const out = await engine.ask({ question: 'How much was the train to Florence?', now: '2025-09-01T09:00:00Z', noLlm: true });
    expect(out.answer).toMatch(/29,90/);
  });
});
