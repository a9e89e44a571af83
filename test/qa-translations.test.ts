/**
 * A life abroad is photographed in the country's language: the bank app's transfer says "RENDA", the
 * school's newsletter "FESTA DE FIM DE ANO", and the user asks in English. The Open Multilingual
 * Wordnet's words for a question word's senses (lexicon/translations.ts, a table a language) are searched in
 * the languages of the countries the library's photos were taken in (library-languages.ts), and only there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { loadTranslations, translated } from '../electron/engine/qa/lexicon/translations';
import { lemmasOf } from '../electron/engine/qa/lexicon/wordnet';
import { languagesOfCountries } from '../electron/engine/qa/library-languages';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const LISBON = { lat: 38.7369, lon: -9.1427 };
const SEATTLE = { lat: 47.6205, lon: -122.3212 };
const NOW = '2027-09-05T10:00:00+01:00';

const TRANSFER = ['Transfer completed', '1.120,00 EUR', 'To: ALVA HOMES LDA', 'Date: 02/08/2027', 'Desc.: RENDA AGO'];
const PHONE_BILL = ['Transfer completed', '39,49 EUR', 'To: FIBRA NET SA', 'Date: 23/07/2027', 'Desc.: FATURA JUL'];
const NEWSLETTER = ['ESCOLA BASICA N. 1', 'NEWSLETTER - MAIO 2027', '12/05 VISITA DE ESTUDO', '18/06 FESTA DE FIM DE ANO 18H'];
const GROCERIES = ['MERCADO DO BAIRRO', '18/06/2027 18:40', 'PAO 1,20', 'LEITE 0,89', 'TOTAL 2,09'];
const RECIPE = ['Arroz doce da avó', '- 250 g arroz carolino', '- 1 litro de leite', '- 200 g açúcar', 'cozer 40 min, mexer sempre'];

/** Five photos about town, then the documents, all in the one city. */
function library(where: { lat: number; lon: number }) {
  return [
    ...['2027-06-01', '2027-06-08', '2027-06-15', '2027-07-01', '2027-07-15'].map((d, i) => memoryRow(`street-${i}.jpg`, `${d}T12:00:00`, where)),
    memoryRow('transfer.png', '2027-08-02T08:43:00', null, { kind: 'screenshot', has_text: true, ocr_text: TRANSFER.join('\n') }),
    memoryRow('phone.png', '2027-07-23T09:12:00', null, { kind: 'screenshot', has_text: true, ocr_text: PHONE_BILL.join('\n') }),
    memoryRow('newsletter.jpg', '2027-05-03T18:10:00', where, { has_text: true, ocr_text: NEWSLETTER.join('\n') }),
    memoryRow('groceries.jpg', '2027-06-18T18:41:00', where, { has_text: true, ocr_text: GROCERIES.join('\n') }),
    memoryRow('recipe.jpg', '2027-02-28T16:05:00', where, { has_text: true, ocr_text: RECIPE.join('\n') }),
  ];
}

describe('translations of a question word, in the library\'s languages', () => {
  it('reads the languages of the countries the photos were taken in, only those the table holds', () => {
    expect(languagesOfCountries(['PT', 'US', 'BE', 'CH'])).toEqual(['por', 'nld', 'deu']);
    expect(languagesOfCountries(['US', 'IE', 'PH', 'XX'])).toEqual([]);
  });

  it('translates a word in its common senses, never into a word that is English too', async () => {
    await loadTranslations(['por', 'deu', 'ita']);
    expect(translated(lemmasOf('rent'), ['por'])).toEqual(expect.arrayContaining(['renda', 'aluguel']));
    expect(translated(lemmasOf('party'), ['por'])).toContain('festa');
    expect(translated(lemmasOf('rent'), ['deu'])).toContain('miete');
    // Only the asked languages; and "data" (a date, in Portuguese) is an English word.
    expect(translated(lemmasOf('rent'), ['deu'])).not.toContain('renda');
    expect(translated(lemmasOf('date'), ['por', 'ita'])).not.toContain('data');
    // An adjective agrees with its noun: "Fatura Elétrica" prints the feminine of "elétrico".
    expect(translated(lemmasOf('electric'), ['por'])).toEqual(expect.arrayContaining(['elétrico', 'elétrica']));
  });

  describe('a library in Lisbon', () => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await engineOver(await tempDir('qa-translations-lisbon'), library(LISBON));
    }, 120_000);
    afterAll(async () => {
      await engine?.close();
    });

    it('finds the rent in the transfer that says RENDA', async () => {
      const out = await engine.ask({ question: 'How much is our rent?', now: NOW, noLlm: true });
      expect(out.answer).toContain('1.120,00');
      expect(out.references[0]?.path).toContain('transfer.png');
      // The eval's ablation switches the words printed abroad off, and with them the match.
      const off = await engine.ask({ question: 'How much is our rent?', now: NOW, noLlm: true, ablate: { abroad: true } });
      expect(off.answer).not.toContain('1.120,00');
    });

    it('finds the end-of-year party in the school newsletter', async () => {
      const out = await engine.ask({ question: "When is the end of year party at school?", now: NOW, noLlm: true });
      expect(out.references[0]?.path).toContain('newsletter.jpg');
      expect(out.answer).toMatch(/Jun(e)? 18/);
    });

    it("reads how much milk a recipe abroad lists, not a receipt's total", async () => {
      const out = await engine.ask({ question: 'How much milk goes in the rice pudding?', now: NOW, noLlm: true });
      expect(out.answer).toMatch(/^1 litro de leite — /);
      expect(out.references[0]?.path).toContain('recipe.jpg');
    });
  });

  describe('a library in Seattle', () => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await engineOver(await tempDir('qa-translations-seattle'), library(SEATTLE));
    }, 120_000);
    afterAll(async () => {
      await engine?.close();
    });

    it('searches no Portuguese where no photo was taken in a country that speaks it', async () => {
      const out = await engine.ask({ question: 'How much is our rent?', now: NOW, noLlm: true });
      expect(out.answer).not.toContain('1.120,00');
    });
  });
});
