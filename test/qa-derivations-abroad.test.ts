/**
 * A document abroad prints not the asked noun but its adjective or another derivation: a check-up's
 * report says "Frequência cardíaca" for the heart rate (cardiac), an optician's sign "OTTICA" or
 * "CENTRO ÓPTICO" for the eye (optical, optic), a card "Clínica Dentária" for the dentist (dental).
 * The question word's derivations and relational adjectives (lexicon/derived.ts) are translated in
 * the library's languages and compared as cognates, below the word's own translation; a library at
 * home reads its English documents as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { printedAbroadFor } from '../electron/engine/qa/lexicon/abroad';
import { cognateWords } from '../electron/engine/qa/lexicon/cognate';
import { derivedOf, MAX_DERIVED } from '../electron/engine/qa/lexicon/derived';
import { relatedWords } from '../electron/engine/qa/lexicon/related';
import { loadTranslations } from '../electron/engine/qa/lexicon/translations';
import { library } from './support/located-library';
import { engineOver } from './support/memory-rows';
import { tempDir } from './support/temp';

const LISBON = { lat: 38.7369, lon: -9.1427 };
const ROME = { lat: 41.9028, lon: 12.4964 };
const MADRID = { lat: 40.4168, lon: -3.7038 };
const SEATTLE = { lat: 47.6205, lon: -122.3212 };
const NOW = '2027-10-01T10:00:00+01:00';


describe("a question word's derivations, as documents abroad print them", () => {
  it('reads a noun\'s relational adjectives and derivations, a few, no verbs', () => {
    const words = (term: string) => derivedOf(term).map((d) => d.word);
    expect(words('tooth')).toContain('dental');
    expect(words('eye')).toEqual(expect.arrayContaining(['ocular', 'optic', 'optical']));
    expect(words('heart')).toContain('cardiac');
    // "Dental practitioner" is a dentist: the phrase's relational adjective.
    expect(words('dentist')).toContain('dental');
    expect(words('skin').length).toBeLessThanOrEqual(MAX_DERIVED);
    expect(derivedOf('electricity').some((d) => d.pos === 'v')).toBe(false);
    // "Eye" is too short to compare as a cognate itself; its adjectives are not.
    expect(cognateWords('eye').map((c) => c.word)).toContain('optic');
  });

  it('translates them below the word\'s own translation, and only where a table is loaded', async () => {
    await loadTranslations(['por']);
    const abroad = printedAbroadFor('heart', relatedWords('heart'), undefined, { languages: ['por'] });
    const cardiac = abroad.find((r) => r.word === 'cardíaca');
    expect(cardiac?.weight).toBeGreaterThan(0);
    expect(cardiac!.weight).toBeLessThan(Math.min(...abroad.filter((r) => r.word === 'coração').map((r) => r.weight)));
    expect(printedAbroadFor('heart', relatedWords('heart')).map((r) => r.word)).not.toContain('cardíaca');
    // The eval's ablation of derivations switches their translations off.
    expect(printedAbroadFor('heart', [], undefined, { languages: ['por'], derivations: false }).map((r) => r.word)).not.toContain('cardíaca');
  });

  describe('a library in Lisbon', () => {
    let engine: Engine;
    beforeAll(async () => {
      await loadTranslations(['por']);
      engine = await engineOver(await tempDir('derivations-lisbon'), library(LISBON, (doc) => [
        doc('health.jpg', '2027-09-03T11:00:00', ['CENTRO DE SAÚDE DE ALVALADE', 'Consulta de rotina', 'Tensão arterial 128/82 mmHg', 'Frequência cardíaca 68 bpm', 'Peso 74 kg']),
        doc('bank.png', '2027-09-20T21:00:00', ['Crédito habitação', 'Taxa de juro 3,5%', 'Prestação 612,40 EUR']),
        doc('dentist.jpg', '2027-09-13T10:00:00', ['CLÍNICA DENTÁRIA SORRISO', 'Tel. 213 456 789']),
        doc('optician.jpg', '2027-09-14T10:00:00', ['ÓPTICA CHIADO', 'Tel. 213 000 111']),
        doc('receipt.jpg', '2027-09-18T18:00:00', ['MERCADO DO BAIRRO', 'PASTA DENTÍFRICA 2,49', 'ESCOVA 3,99', 'TOTAL 6,48']),
        doc('app.png', '2027-09-21T21:00:00', ['Unit 5: At the doctor', 'o médico = the doctor', 'Lesson complete']),
      ]));
    }, 120_000);
    afterAll(async () => {
      await engine?.close();
    });

    it('finds the heart rate on the report that says "Frequência cardíaca"', async () => {
      const out = await engine.ask({ question: 'What was my heart rate?', now: NOW, noLlm: true });
      expect(out.references[0]?.path).toContain('health.jpg');
      expect(out.answer).toContain('68 bpm');
    });

    it('searches what no far word of the question reaches: "dentária" for the teeth', async () => {
      const out = await engine.ask({ question: "What's the number to call about my teeth?", now: NOW, noLlm: true });
      expect(out.references[0]?.path).toContain('dentist.jpg');
      expect(out.answer).toContain('213 456 789');
    });
  });

  describe('a library in Rome', () => {
    let engine: Engine;
    beforeAll(async () => {
      await loadTranslations(['ita']);
      engine = await engineOver(await tempDir('derivations-rome'), library(ROME, (doc) => [
        doc('optician.jpg', '2027-09-03T11:00:00', ['OTTICA BELLAVISTA', 'Ricetta per occhiali', 'OD sf -1,25 cil -0,50', 'OS sf -1,50', '03/09/2027']),
        doc('pharmacy.jpg', '2027-09-10T10:00:00', ['FARMACIA SAN LORENZO', 'Ricetta n. 4471', 'Amoxicillina 1g 8,20', 'Totale 8,20']),
        doc('lab.jpg', '2027-09-20T09:00:00', ['LABORATORIO ANALISI CLINICHE', 'Colesterolo totale 190 mg/dL', 'Glicemia 88 mg/dL']),
      ]));
    }, 120_000);
    afterAll(async () => {
      await engine?.close();
    });

    it('finds when the eyes were tested at the optician', async () => {
      const out = await engine.ask({ question: 'When did I get my eyes tested?', now: NOW, noLlm: true });
      expect(out.references[0]?.path).toContain('optician.jpg');
      expect(out.answer).toContain('Sep 3, 2027');
    });
  });

  describe('a library in Madrid', () => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await engineOver(await tempDir('derivations-madrid'), library(MADRID, (doc) => [
        doc('optician.jpg', '2027-09-03T11:00:00', ['CENTRO ÓPTICO LA VISTA', 'Graduación', 'OD -1,25', 'OI -1,50']),
        doc('vet.jpg', '2027-09-12T10:00:00', ['HOSPITAL VETERINARIO', 'Vacuna trivalente 30,00', 'Total 30,00 EUR']),
        doc('app.png', '2027-09-20T21:00:00', ['Unit 5: At the doctor', 'el médico = the doctor']),
      ]));
    }, 120_000);
    afterAll(async () => {
      await engine?.close();
    });

    it('finds the optician by its cognate, with or without a table', async () => {
      const out = await engine.ask({ question: "What's the prescription for my left eye?", now: NOW, noLlm: true });
      expect(out.references[0]?.path).toContain('optician.jpg');
    });
  });

  describe('a library at home in Seattle', () => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await engineOver(await tempDir('derivations-seattle'), library(SEATTLE, (doc) => [
        doc('watch.png', '2027-09-21T07:00:00', ['Workout summary', 'Heart rate 72 bpm', 'Active calories 310']),
        doc('leaflet.jpg', '2027-09-10T10:00:00', ['Semana do coração', 'Frequência cardíaca em repouso', 'Entrada livre']),
        doc('optician.jpg', '2027-09-03T11:00:00', ['EYE CARE NORTHWEST', 'Rx: OD -1.25 OS -1.50', 'Optical Dept.']),
        doc('receipt.jpg', '2027-09-18T18:00:00', ['ELECTRONICS DEPOT', 'OPTICAL MOUSE 19.99', 'TOTAL 19.99']),
      ]));
    }, 120_000);
    afterAll(async () => {
      await engine?.close();
    });

    it('reads its English documents as before', async () => {
      const heart = await engine.ask({ question: 'What was my heart rate?', now: NOW, noLlm: true });
      expect(heart.references[0]?.path).toContain('watch.png');
      expect(heart.answer).toContain('72 bpm');
      const eye = await engine.ask({ question: "What's the prescription for my left eye?", now: NOW, noLlm: true });
      expect(eye.references[0]?.path).toContain('optician.jpg');
    });
  });
});
