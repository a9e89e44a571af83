/**
 * A town the gazetteer knows, read out of a longer name it does not: "Sete Cidades", a village on the
 * Azores, is read as Sète in France, where the library has no photo, and the question searched a place
 * with nothing in it. Where the run of capitalised words goes on with a word that is no English word
 * ("Cidades") and the town holds no photos, the longer name is meant, and its words are searched. A town
 * with photos is still read from inside a longer name, and a name whose rest is everyday words, a time
 * or another place ("the Santa Cruz Boardwalk", "Paris Texas Grill") is read as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { analyzeQuestion } from '../electron/engine/qa/analyze';
import { groundTowns } from '../electron/engine/qa/library-town';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const SETE_CIDADES = { lat: 37.8585, lon: -25.7905 };
const PONTA_DELGADA = { lat: 37.7395, lon: -25.6687 };
const LISBON = { lat: 38.7117, lon: -9.1366 };
const OCEANARIUM = { lat: 38.7635, lon: -9.0937 };
const PRAIA_DA_ROCHA = { lat: 37.1186, lon: -8.5369 };
const TOSSA = { lat: 41.7205, lon: 2.9322 };
const NOW = '2025-09-01T12:00:00Z';

describe('a town read out of a longer name', () => {
  let engine: Engine;
  const ask = async (question: string) => engine.ask({ question, now: NOW, noLlm: true });

  beforeAll(async () => {
    const doc = (name: string, at: string, where: { lat: number; lon: number }, text: string[]) => memoryRow(name, at, where, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });
    engine = await engineOver(await tempDir('partial-place'), [
      doc('kayak.jpg', '2025-06-11T11:00:00', SETE_CIDADES, ['SETE CIDADES KAYAK HIRE', 'LAGOA AZUL', '2 x KAYAK 1H   20.00', 'TOTAL EUR 20.00', 'OBRIGADO']),
      doc('viewpoint.jpg', '2025-06-11T15:00:00', SETE_CIDADES, ['MIRADOURO DA VISTA DO REI', 'LAGOA DAS SETE CIDADES', 'ALTITUDE 560 M']),
      memoryRow('lake.jpg', '2025-06-11T15:05:00', SETE_CIDADES, { kind: 'photo', caption: 'a blue lake in a volcanic crater with green hills' }),
      doc('whales.jpg', '2025-06-12T09:00:00', PONTA_DELGADA, ['WHALE WATCHING AZORES', 'ADULT 2 x 55.00', 'TOTAL EUR 110.00']),
      doc('dinner.jpg', '2025-06-12T20:30:00', PONTA_DELGADA, ['TASCA DO PORTO', 'POLVO GRELHADO 16.50', 'VINHO VERDE 9.00', 'TOTAL EUR 25.50']),
      doc('oceanarium.jpg', '2025-06-14T10:00:00', OCEANARIUM, ['OCEANARIO DE LISBOA', 'LISBON OCEANARIUM', 'ADULT 2 x 25.00', 'TOTAL EUR 50.00']),
      doc('tram.jpg', '2025-06-14T15:00:00', LISBON, ['CARRIS', 'TRAM 28', 'BILHETE 3.00']),
      doc('sunbeds.jpg', '2025-06-05T12:00:00', PRAIA_DA_ROCHA, ['PRAIA DA ROCHA BEACH SERVICES', '2 x SUNBED   7.00', 'PARASOL   6.00', 'TOTAL EUR 20.00']),
      doc('tossa.jpg', '2025-05-20T11:00:00', TOSSA, ['COSTA BRAVA BOAT TRIPS', 'TOSSA DE MAR - LLORET', 'ADULT 2 x 18.00', 'TOTAL EUR 36.00']),
      doc('cruise.jpg', '2025-06-14T17:00:00', LISBON, ['TAGUS RIVER CRUISE', 'ADULT 2 x 20.00', 'TOTAL EUR 40.00']),
      doc('pool.jpg', '2025-06-15T12:00:00', LISBON, ['HOTEL POOL BAR', 'SUNBED HIRE   5.00', 'TOTAL EUR 5.00']),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('searches the longer name the user wrote, not a namesake town with no photos', async () => {
    const kayak = await ask('How much was the kayak hire at Sete Cidades?');
    expect(kayak.answer).toMatch(/^EUR 20\.00/);
    expect(kayak.references[0]?.path).toMatch(/kayak\.jpg$/);
    const high = await ask('How high is the viewpoint over Sete Cidades?');
    expect(high.answer).toMatch(/^560 M/);
    const lakes = await ask('Show me the photos of the crater lakes at Sete Cidades');
    expect(lakes.answer).not.toMatch(/couldn't find/);
    expect(lakes.references[0]?.path).toMatch(/lake\.jpg$/);
    // Through a particle of names: "Praia" alone is the capital of Cape Verde, "Rocha" a town in Uruguay.
    const sunbeds = await ask('How much did the sunbeds at Praia da Rocha cost?');
    expect(sunbeds.answer).toMatch(/^EUR 20\.00/);
    expect(sunbeds.references[0]?.path).toMatch(/sunbeds\.jpg$/);
    // "Costa" is a rib to WordNet, but no everyday English word: "Brava" alone is an island of Cape Verde.
    expect((await ask('How much was the boat trip along the Costa Brava?')).answer).toMatch(/^EUR 36\.00/);
  });

  it('still reads a town with photos from inside a longer name', async () => {
    const tickets = await ask('How much were the tickets for the Lisbon Oceanarium?');
    expect(tickets.answer).toContain('50.00');
    expect(tickets.references[0]?.path).toMatch(/oceanarium\.jpg$/);
  });
});

describe('which longer names leave the town read', () => {
  const now = new Date(NOW);
  const grounded = async (question: string) => {
    const analysis = analyzeQuestion(question, now, { events: [], people: [] });
    // A library with no photo anywhere the question names.
    await groundTowns(analysis, [], async () => []);
    return analysis;
  };

  it('drops the town where the name goes on with a word that is no English word', async () => {
    const sete = await grounded('Show me the photos of the crater lakes at Sete Cidades');
    expect(sete.places).toEqual([]);
    expect(sete.terms).toEqual(expect.arrayContaining(['sete', 'cidade']));
    // The longer name before the town's too.
    expect((await grounded('How much was the ferry to Vila Franca?')).places.map((p) => p.label)).not.toContain('Franca');
    // A particle of names ("da", "de", "del") carries one name on to the next capitalised word.
    expect((await grounded('What did we eat at Praia da Rocha?')).places).toEqual([]);
    expect((await grounded('Show me the photos of Santa Maria del Mar')).places).toEqual([]);
    expect((await grounded('Show me the photos from the Costa Brava')).places).toEqual([]);
  });

  it('keeps a town named alone, or before everyday words, a time or another place', async () => {
    expect((await grounded('What did we eat in Sète?')).places.map((p) => p.label)).toEqual(['Sète']);
    expect((await grounded('Show me the Santa Cruz Boardwalk photos')).places.map((p) => p.label)).toEqual(['Santa Cruz']);
    expect((await grounded('What did we have at the Paris Texas Grill?')).places.map((p) => p.label)).toEqual(['Paris', 'Texas']);
    expect((await grounded('What did we buy at the Lisbon Christmas market?')).places.map((p) => p.label)).toEqual(['Lisbon']);
    expect((await grounded('Show me the photos of Lake Como')).places.map((p) => p.label)).toEqual(['Como']);
    // English grammar between two places joins no name.
    expect((await grounded('Which did we like more, Lisbon or Porto?')).places.map((p) => p.label)).toEqual(['Lisbon', 'Porto']);
    expect((await grounded('When did Anna do Lisbon?')).places.map((p) => p.label)).toContain('Lisbon');
    // A capital that opens the sentence is no part of a name.
    expect((await grounded('Which Lisbon restaurant had the grilled sardines?')).places.map((p) => p.label)).toEqual(['Lisbon']);
  });

  it('keeps a town read from inside a longer name where the library has photos', async () => {
    const analysis = analyzeQuestion('How much were the tickets for the Lisbon Oceanarium?', now, { events: [], people: [] });
    const inLisbon = { lat: OCEANARIUM.lat, lon: OCEANARIUM.lon, place_city: 'Lisbon', place_region: 'Lisbon', place_country: 'Portugal' };
    await groundTowns(analysis, [], async () => [inLisbon]);
    expect(analysis.places.map((p) => p.label)).toEqual(['Lisbon']);
  });

  it('leaves a question written all in lower case as it was', async () => {
    expect((await grounded('what did the kayak hire at sete cidades cost?')).places.map((p) => p.label)).toEqual(['Sète']);
  });
});
