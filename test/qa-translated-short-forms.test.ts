/**
 * Paper abroad prints its words short: a bank line says "REEMB." for the refund (reembolso), a pet
 * shop "ANTIPULGAS" (anti + pulgas, fleas). Neither is in the language's table, so each reads as the
 * table's word it stands for (lexicon/table-forms.ts) — a cut only when the words it starts are one
 * word's forms or the question's own translation, never a cut of three letters.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { englishOf } from '../electron/engine/qa/lexicon/abroad';
import { cutsOf } from '../electron/engine/qa/lexicon/table-forms';
import { loadTranslations } from '../electron/engine/qa/lexicon/translations';
import { library } from './support/located-library';
import { engineOver } from './support/memory-rows';
import { tempDir } from './support/temp';

const MADRID = { lat: 40.4168, lon: -3.7038 };
const NOW = '2027-10-01T10:00:00+02:00';

describe('translated words printed short or compounded', () => {
  it('reads a cut word as the one word it starts, and a prefixed word as its stem', async () => {
    await loadTranslations(['spa']);
    expect(englishOf('REEMB')).toContain('refund');
    expect(englishOf('ANTIPULGAS')).toContain('flea');
    // Spanish doubles the stem's first "r" after the prefix: "antirrobo" is anti + robo, a theft.
    expect(englishOf('ANTIRROBO')).toContain('theft');
    // "DESC." starts description and discount alike; three letters start too many words.
    expect(englishOf('DESC')).toEqual([]);
    expect(englishOf('REE')).toEqual([]);
    // An English word is itself, not a cut of a Spanish one.
    expect(englishOf('PRESS')).toEqual([]);
  });

  it('searches a word by each cut a page may print: four letters at least, two dropped at least', () => {
    expect(cutsOf('reembolso')).toEqual(['reem', 'reemb', 'reembo', 'reembol']);
    expect(cutsOf('renta')).toEqual([]);
  });

  describe('a library in Madrid', () => {
    let engine: Engine;
    beforeAll(async () => {
      await loadTranslations(['spa']);
      engine = await engineOver(await tempDir('translated-short-forms'), library(MADRID, (doc) => [
        doc('payslip.jpg', '2027-06-30T20:10:00', ['GRAFICAS DEL SUR, SL', 'NOMINA JUNIO 2027', 'SALARIO BASE 2.050,00', 'IRPF (12%) -246,00', 'LIQUIDO A PERCIBIR 1.674,40']),
        doc('bank.png', '2027-07-14T11:02:00', ['Banca Movil', 'Abono recibido', '286,75 EUR', 'Ordenante: MUTUA CENTRO', 'Concepto: REEMB. GASTOS OPTICA', 'Fecha: 14/07/2027']),
        doc('groceries.jpg', '2027-07-10T18:40:00', ['FRUTERIA LA PLAZA', '10/07/2027', 'MELOCOTON 2,10', 'TOTAL 2,10']),
      ]));
    });
    afterAll(async () => engine.close());

    it('finds the refund on the bank line that prints it short', async () => {
      const r = await engine.ask({ question: 'How much was the refund?', now: NOW, noLlm: true });
      expect(r.references[0]?.path).toContain('bank.png');
      expect(r.answer).toContain('286,75');
    });
  });
});
