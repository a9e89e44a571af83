/**
 * A document abroad labels its fields in the country's language: "Localizador: 4KQ7ZP" is the booking
 * reference, "Zeitfenster: 10:30 – 11:00" the time slot, "Carrozza 6" the coach. The label readers
 * take a label printed as the asked word's translation (lexicon/abroad.ts) as they take its short form.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { shortFormsIn } from '../electron/engine/qa/labelled-value';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOTEL = ['Confirmación de reserva', 'Hotel Puerta del Sol Centro', 'Calle Mayor 8, 28013 Madrid', 'Localizador: 4KQ7ZP', 'Entrada: jue 10 abr 2025', 'Salida: dom 13 abr 2025', 'Precio total: 345,00 €'];
const WINES = ['CARTA DE VINOS', 'Rioja Crianza 2020 ........ 24,00', 'Rioja Gran Reserva 2015 .... 48,00', 'Ribera del Duero Reserva 2018 ... 39,00'];
const MUSEUM = ['Kunsthistorisches Museum', 'Online-Ticket', 'Eintritt Erwachsene', 'Datum: 04.05.2025', 'Zeitfenster: 10:30 – 11:00', 'Preis: € 21,00', 'Ticketnummer: 10448823'];
const TRAIN = ['Biglietto', 'Frecciarossa 9519', 'Roma Termini → Firenze S. M. Novella', 'Partenza 08:10  Arrivo 09:41', 'Carrozza 6  Posto 7A', 'Importo totale: 29,90 €'];
const lines = (ls: string[]) => ls.map((text) => ({ text, height: null }));

describe('labels printed in the country\'s language', () => {
  it('finds the label a document prints for the asked word', () => {
    expect(shortFormsIn(lines(HOTEL), 'reference')).toContain('localizador');
    expect(shortFormsIn(lines(MUSEUM), 'slot')).toContain('zeitfenster');
    expect(shortFormsIn(lines(TRAIN), 'coach')).toContain('carrozza');
    // Only what the document prints, at a line's start.
    expect(shortFormsIn(lines(WINES), 'reference')).toEqual([]);
  });

  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-abroad-labels');
    engine = await engineOver(base, [
      memoryRow('hotel.png', '2025-04-02T10:12:00', { lat: 51.5074, lon: -0.1278 }, { kind: 'screenshot', has_text: true, ocr_text: HOTEL.join('\n') }),
      memoryRow('wines.jpg', '2025-04-11T21:15:00', { lat: 40.4168, lon: -3.7038 }, { kind: 'photo', has_text: true, ocr_text: WINES.join('\n') }),
      memoryRow('museum.png', '2025-05-04T09:50:00', { lat: 48.2082, lon: 16.3738 }, { kind: 'screenshot', has_text: true, ocr_text: MUSEUM.join('\n') }),
      memoryRow('train.png', '2025-06-11T07:30:00', { lat: 41.9009, lon: 12.5018 }, { kind: 'screenshot', has_text: true, ocr_text: TRAIN.join('\n') }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  const ask = async (question: string) => (await engine.ask({ question, now: '2025-09-01T09:00:00Z', noLlm: true })).answer;

  it('reads the booking reference under its Spanish label, not the wine list\'s "Reserva"', async () => {
    expect(await ask('What was the booking reference for the Madrid hotel?')).toMatch(/4KQ7ZP/);
  });

  it('reads the time slot and the coach under their German and Italian labels', async () => {
    expect(await ask('What time slot did we have at the museum in Vienna?')).toMatch(/^10:30/);
    expect(await ask('What coach was I in on the train to Florence?')).toMatch(/^6 —/);
  });
});
