/**
 * "How much did the internet bill go up by": a home's internet is billed as its line — the plan's
 * fibre or broadband and its speed — and seldom prints the word "internet". The bill is known by what
 * its kind prints (document-kinds.ts), abroad too ("Fibra" is fibre's cognate), and the rise is the
 * difference between two of its issues.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { loadTranslations } from '../electron/engine/qa/lexicon/translations';
import { library } from './support/located-library';
import { engineOver } from './support/memory-rows';
import { tempDir } from './support/temp';

const LEEDS = { lat: 53.8008, lon: -1.5491 };
const LISBON = { lat: 38.7369, lon: -9.1427 };
const NOW = '2027-10-01T10:00:00+01:00';

describe('the internet bill, by what it prints', () => {
  describe('a library at home', () => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await engineOver(await tempDir('broadband-leeds'), library(LEEDS, (doc) => [
        doc('line-feb.png', '2027-02-12T09:00:00', ['NORTHLINK', 'Your bill - February 2027', 'Full Fibre 300', 'Monthly charge £26.00', 'Total £26.00']),
        doc('line-jun.png', '2027-06-12T09:00:00', ['NORTHLINK', 'Your bill - June 2027', 'Full Fibre 300', 'Monthly charge £28.75', 'Total £28.75']),
        doc('power-mar.png', '2027-03-04T09:00:00', ['BRIGHT ENERGY', 'Electricity bill - March 2027', 'Units used 312 kWh', 'Total £64.10']),
        doc('power-jul.png', '2027-07-04T09:00:00', ['BRIGHT ENERGY', 'Electricity bill - July 2027', 'Units used 201 kWh', 'Total £48.30']),
      ]));
    });
    afterAll(async () => engine.close());

    it('answers the rise of the fibre bill', async () => {
      const r = await engine.ask({ question: 'How much did the internet bill go up by this year?', now: NOW, noLlm: true });
      expect(r.answer).toMatch(/^£2\.75 more\b/);
    });
  });

  describe('a library in Lisbon', () => {
    let engine: Engine;
    beforeAll(async () => {
      await loadTranslations(['por']);
      engine = await engineOver(await tempDir('broadband-lisbon'), library(LISBON, (doc) => [
        doc('fatura-mar.png', '2027-03-20T09:00:00', ['LINHA CENTRO', 'Fatura Mar 2027', 'Valor: 31,90 €', 'Fibra 1 Gbps', 'Debito direto 20/03/2027']),
        doc('fatura-jul.png', '2027-07-20T09:00:00', ['LINHA CENTRO', 'Fatura Jul 2027', 'Valor: 33,40 €', 'Fibra 1 Gbps', 'Debito direto 20/07/2027']),
        doc('agua.png', '2027-02-08T09:00:00', ['AGUAS DO BAIRRO', 'Fatura Fev 2027', 'Consumo 9 m3', 'Total: 21,15 €']),
        doc('agua-ago.png', '2027-08-28T09:00:00', ['AGUAS DO BAIRRO', 'Fatura Ago 2027', 'Consumo 12 m3', 'Total: 26,60 €']),
      ]));
    });
    afterAll(async () => engine.close());

    it('answers the rise of the "Fibra" bill', async () => {
      const r = await engine.ask({ question: 'How much did the internet bill go up by this year?', now: NOW, noLlm: true });
      expect(r.answer).toMatch(/^€1,50 more\b/);
    });
  });
});
