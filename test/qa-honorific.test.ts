/**
 * A person's title as the library's languages print it ("Dra.", "Dr.ª", "Dott.ssa", "Mme"), and a
 * question asking for a person's name answered by the match that prints one: a clinic's card with
 * its doctor's title and name, not a better-matching screen that prints the role's word and names no one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { isHonorific } from '../electron/engine/qa/honorific';
import { loadTranslations } from '../electron/engine/qa/lexicon/translations';
import { library } from './support/located-library';
import { engineOver } from './support/memory-rows';
import { tempDir } from './support/temp';

const MADRID = { lat: 40.4168, lon: -3.7038 };
const PORTO = { lat: 41.1579, lon: -8.6291 };
const BOLOGNA = { lat: 44.4949, lon: 11.3426 };
const NOW = '2027-10-01T10:00:00+01:00';

describe('honorifics', () => {
  it('knows the titles of the languages of Europe, abbreviated as printed', () => {
    for (const w of ['Dr', 'DR.', 'Mrs', 'Dra.', 'Sra', 'Dr.ª', 'Sr.ª', 'Dª', 'Mme', 'Hr.', 'Dott.ssa', 'Sig.ra', 'Mevr.']) expect(isHonorific(w), w).toBe(true);
    // An initial is no title, nor a word, nor "HR" without its full stop (a department).
    for (const w of ['M.', 'Ana', 'Doctor', 'HR']) expect(isHonorific(w), w).toBe(false);
  });

  describe('a library in Madrid', () => {
    let engine: Engine;
    beforeAll(async () => {
      await loadTranslations(['spa']);
      engine = await engineOver(await tempDir('honorific-madrid'), library(MADRID, (doc) => [
        doc('clinica.jpg', '2027-03-09T17:10:00', ['Clínica Dental Alameda', 'Dra. Lucía Navarro Peña', 'Próxima cita: 14/06/2027 a las 10h15', 'Tel. 915 220 418']),
        // A language lesson says the role's word in English and names no one.
        doc('lesson.png', '2027-05-02T21:40:00', ['Lingo Lessons', 'English course', 'Lesson 7: At the dentist', 'Words learnt: 212']),
      ]));
    });
    afterAll(async () => engine.close());

    it("answers the dentist's name from the clinic's card", async () => {
      const r = await engine.ask({ question: "What's my dentist's name?", now: NOW, noLlm: true });
      expect(r.answer).toMatch(/^Dra\. Lucía Navarro Peña\b/);
    });
  });

  describe('a library in Porto', () => {
    let engine: Engine;
    beforeAll(async () => {
      await loadTranslations(['por']);
      engine = await engineOver(await tempDir('honorific-porto'), library(PORTO, (doc) => [
        doc('cartao.jpg', '2027-02-11T09:30:00', ['Consultório Dentário da Boavista', 'Dr.ª Marta Quintela', 'Próxima consulta: 03/05/2027 às 15h00']),
        doc('lesson.png', '2027-04-20T22:05:00', ['Lingo Lessons', 'English course', 'Unit 9: The dentist', 'Streak: 61 days']),
      ]));
    });
    afterAll(async () => engine.close());

    it('reads a title with its ordinal letter', async () => {
      const r = await engine.ask({ question: 'Who is my dentist?', now: NOW, noLlm: true });
      expect(r.answer).toMatch(/^Dr\.ª Marta Quintela\b/);
    });
  });

  describe('a library in Bologna', () => {
    let engine: Engine;
    beforeAll(async () => {
      await loadTranslations(['ita']);
      engine = await engineOver(await tempDir('honorific-bologna'), library(BOLOGNA, (doc) => [
        doc('studio.jpg', '2027-01-18T16:00:00', ['Studio Porta Castiglione', 'Odontoiatria e igiene dentale', 'Dott.ssa Elena Barbieri', 'Prossimo appuntamento: 22/03/2027 ore 11:30']),
        doc('lesson.png', '2027-06-03T20:15:00', ['Lingo Lessons', 'English course', 'Lesson 12: Visiting the dentist', 'Words learnt: 340']),
      ]));
    });
    afterAll(async () => engine.close());

    it("answers the dentist's name from the studio's card", async () => {
      const r = await engine.ask({ question: "What's my dentist's name?", now: NOW, noLlm: true });
      expect(r.answer).toMatch(/^Dott\.ssa Elena Barbieri\b/);
    });
  });
});
