/**
 * "Since we moved" dated by a removal firm's quote. Abroad the quote names the move by a noun of the
 * library's language ("DÉMÉNAGEMENTS" in Lyon), found by the question word's translations as a noun;
 * and a quote labels its day with no word of the move ("Date: 12/06/2027"), photographed weeks before
 * it: the one day it prints after the photo's own is the day it is for. Asked which removal company,
 * the phrase (WordNet's mover) finds the firm's quote by what a mover does, in English or translated.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { loadTranslations } from '../electron/engine/qa/lexicon/translations';
import { library, type Doc } from './support/located-library';
import { engineOver } from './support/memory-rows';
import { tempDir } from './support/temp';

const LYON = { lat: 45.764, lon: 4.8357 };
const YORK = { lat: 53.959, lon: -1.0815 };
const NOW = '2027-09-01T10:00:00+01:00';

/** Court bookings either side of the move (12 June). */
const bookings = (doc: Doc) => [
  // Says "use" and is no firm's.
  doc('loan.jpg', '2027-07-20T11:00:00', ['CITY LIBRARY', 'Loan: SPANISH VERBS IN USE', 'Return by 17/08/2027']),
  doc('padel1.png', '2027-05-03T09:00:00', ['Booking confirmed', 'Padel court 3 · 90 min', 'Mon 3 May 18:00']),
  doc('padel2.png', '2027-06-02T09:00:00', ['Booking confirmed', 'Padel court 1 · 90 min', 'Wed 2 Jun 18:00']),
  doc('padel3.png', '2027-07-07T09:00:00', ['Booking confirmed', 'Padel court 2 · 90 min', 'Wed 7 Jul 18:00']),
  doc('padel4.png', '2027-08-11T09:00:00', ['Booking confirmed', 'Padel court 4 · 90 min', 'Wed 11 Aug 18:00']),
];

describe('the day we moved, from a removal quote', () => {
  describe('a library in Lyon', () => {
    let engine: Engine;
    beforeAll(async () => {
      await loadTranslations(['fra']);
      engine = await engineOver(await tempDir('moving-lyon'), library(LYON, (doc) => [
        doc('devis.jpg', '2027-05-10T19:00:00', ['DEMENAGEMENTS DU RHONE SARL', 'DEVIS N. 2207', 'CLIENT: M. DUPONT', 'DEPART: 8 RUE DES LILAS', 'ARRIVEE: 22 QUAI DE SAONE', 'DATE: SAM 12/06/2027 07H30', '2 DEMENAGEURS + FOURGON 12 M3', 'TOTAL: 890,00 EUR TTC']),
        ...bookings(doc),
      ]));
    }, 120_000);
    afterAll(async () => engine?.close());

    it('counts from the day the quote is for', async () => {
      const since = await engine.ask({ question: 'How many padel games have I played since we moved?', now: NOW, noLlm: true });
      expect(since.analysis.time?.text).toBe('since you moved on 12 Jun 2027');
      expect(since.answer).toBe('2 times — on Jul 7, 2027, Aug 11, 2027.');
    });

    it('names the removal company', async () => {
      const firm = await engine.ask({ question: 'Which removal company did we use?', now: NOW, noLlm: true });
      expect(firm.answer).toMatch(/^DEMENAGEMENTS DU RHONE SARL\b/);
    });
  });

  describe('a library at home', () => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await engineOver(await tempDir('moving-york'), library(YORK, (doc) => [
        doc('quote.jpg', '2027-05-10T19:00:00', ['MINSTER MOVERS LTD', 'Quotation 2207', 'Customer: J. Dawson', 'From: 8 Lilac Grove', 'To: 22 Ouse Terrace', 'Date: Sat 12/06/2027 07:30', '2 porters + 12 m3 van', 'TOTAL £890.00']),
        ...bookings(doc),
      ]));
    }, 120_000);
    afterAll(async () => engine?.close());

    it('counts from the day the quote is for, not the day it was photographed', async () => {
      const since = await engine.ask({ question: 'How many padel games have I played since we moved?', now: NOW, noLlm: true });
      expect(since.analysis.time?.text).toBe('since you moved on 12 Jun 2027');
      expect(since.answer).toBe('2 times — on Jul 7, 2027, Aug 11, 2027.');
    });

    it('names the removal company', async () => {
      const firm = await engine.ask({ question: 'Which removal company did we use?', now: NOW, noLlm: true });
      expect(firm.answer).toMatch(/^MINSTER MOVERS LTD\b/);
    });
  });
});
