/**
 * An optician's prescription labels each eye's row by the initials of its name: "RE"/"LE" in English,
 * "OD"/"OE" in Portugal (olho direito, olho esquerdo), "OD"/"OI" in Spain (ojo derecho, ojo izquierdo).
 * Asked for one eye, the answer is its row: the initials of the asked words, or of their translations
 * in the library's languages, in either order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { initialsRow } from '../electron/engine/qa/initials-row';
import { loadTranslations } from '../electron/engine/qa/lexicon/translations';
import { library } from './support/located-library';
import { engineOver } from './support/memory-rows';
import { tempDir } from './support/temp';

const LISBON = { lat: 38.7369, lon: -9.1427 };
const MADRID = { lat: 40.4168, lon: -3.7038 };
const LEEDS = { lat: 53.8008, lon: -1.5491 };
const NOW = '2027-10-01T10:00:00+01:00';

const lines = (...texts: string[]) => texts.map((text) => ({ text, height: null }));

describe("a row labelled by the asked words' initials", () => {
  it('reads the pair of an adjective and its noun, in English and in a language loaded', async () => {
    const form = lines('SPECTACLE PRESCRIPTION', 'RE -1.25 -0.50 90', 'LE -1.50 -0.25 80');
    expect(initialsRow(form, "What's the prescription for my left eye?")).toEqual({ value: '-1.50 -0.25 80', line: 'LE -1.50 -0.25 80' });
    expect(initialsRow(form, 'What is my right eye prescription?')?.value).toBe('-1.25 -0.50 90');
    await loadTranslations(['por']);
    const abroad = lines('OTICA CENTRAL', 'OD -1,75 cil -0,50 eixo 180', 'OE -2,00 cil -0,25 eixo 170');
    expect(initialsRow(abroad, "What's the prescription for my left eye?")?.value).toBe('-2,00 cil -0,25 eixo 170');
    // Two letters before no figure with decimals are any word's: "LE 12 JUIN" is a date.
    expect(initialsRow(lines('LE 12 JUIN', 'LE 3 ARTICLES'), "What's the prescription for my left eye?")).toBeNull();
    // A question naming no such pair reads no row.
    expect(initialsRow(form, 'What was the prescription?')).toBeNull();
  });

  describe('a library in Lisbon', () => {
    let engine: Engine;
    beforeAll(async () => {
      await loadTranslations(['por']);
      engine = await engineOver(await tempDir('initials-lisbon'), library(LISBON, (doc) => [
        doc('optician.jpg', '2027-03-16T13:20:00', ['OTICA DO LARGO', 'Exame visual 16/03/2027', 'OD -1,75 cil -0,50 eixo 180', 'OE -2,00 cil -0,25 eixo 170', 'Oculos prontos: 26/03/2027']),
        doc('groceries.jpg', '2027-08-20T19:38:00', ['MERCEARIA DO BAIRRO', '20/08/2027 19:38', 'LEITE MG 1L X6 5,49', 'BANANA KG 1,78', 'TOTAL 7,27 EUR']),
      ]));
    });
    afterAll(async () => engine.close());

    it('answers each eye by its row', async () => {
      const left = await engine.ask({ question: "What's the prescription for my left eye?", now: NOW, noLlm: true });
      expect(left.answer).toMatch(/^-2,00 cil -0,25 eixo 170\b/);
      const right = await engine.ask({ question: "What's my right eye prescription?", now: NOW, noLlm: true });
      expect(right.answer).toMatch(/^-1,75 cil -0,50 eixo 180\b/);
    });
  });

  describe('a library in Madrid', () => {
    let engine: Engine;
    beforeAll(async () => {
      await loadTranslations(['spa']);
      engine = await engineOver(await tempDir('initials-madrid'), library(MADRID, (doc) => [
        doc('optica.jpg', '2027-04-02T11:00:00', ['OPTICA SOL', 'Graduacion 02/04/2027', 'OD +0,75 -0,25 95', 'OI +1,00 -0,50 85']),
      ]));
    });
    afterAll(async () => engine.close());

    it('reads "OI" for the left eye', async () => {
      const left = await engine.ask({ question: 'What is the prescription for my left eye?', now: NOW, noLlm: true });
      expect(left.answer).toMatch(/^\+1,00 -0,50 85\b/);
    });
  });

  describe('a library at home', () => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await engineOver(await tempDir('initials-leeds'), library(LEEDS, (doc) => [
        doc('optician.jpg', '2027-05-10T10:00:00', ['HIGH STREET OPTICIANS', 'SPECTACLE PRESCRIPTION 10/05/2027', 'RE -0.75 -0.25 170', 'LE -1.00 -0.50 10']),
      ]));
    });
    afterAll(async () => engine.close());

    it('reads "LE" for the left eye', async () => {
      const left = await engine.ask({ question: "What's the prescription for my left eye?", now: NOW, noLlm: true });
      expect(left.answer).toMatch(/^-1\.00 -0\.50 10\b/);
    });
  });
});
