/**
 * A figure and its earlier value printed in the country's language: a renewal in Lisbon says
 * "Anuidade anterior", one in Madrid "Prima anterior", one in Paris "Cotisation précédente"; payslips
 * abroad say "VENCIMENTO BASE". The user asks in English.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { earlierNoun, marksEarlier, marksNew } from '../electron/engine/qa/figure-labels';
import { loadTranslations } from '../electron/engine/qa/lexicon/translations';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const LISBON = { lat: 38.7369, lon: -9.1427 };
const MADRID = { lat: 40.4168, lon: -3.7038 };
const PARIS = { lat: 48.8566, lon: 2.3522 };
const ROME = { lat: 41.9028, lon: 12.4964 };
const AMSTERDAM = { lat: 52.3676, lon: 4.9041 };
const NOW = '2027-09-05T10:00:00+01:00';
const doc = (name: string, at: string, where: { lat: number; lon: number } | null, text: string[]) => memoryRow(name, at, where, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });
const shot = (name: string, at: string, text: string[]) => memoryRow(name, at, null, { kind: 'screenshot', has_text: true, ocr_text: text.join('\n') });
const street = (where: { lat: number; lon: number }) => ['2027-03-01', '2027-04-08', '2027-05-15', '2027-06-01', '2027-07-15'].map((d, i) => memoryRow(`street-${i}.jpg`, `${d}T12:00:00`, where));

const RENEWAL_PT = ['SEGUROS XYZ', 'Aviso de Renovacao', 'Multirriscos Habitacao', 'Periodo: 01/07/2027 a 30/06/2028', 'Prémio anual: 214,36 €', 'Anuidade anterior: 198,40 €', 'Débito direto em 01/07/2027'];
const payslip = (from: string, to: string, base: string, net: string) => ['RECIBO DE VENCIMENTO', `PERIODO: ${from} A ${to}`, `VENCIMENTO BASE ${base}`, 'SUB. ALIMENTACAO 22 x 9,60 211,20', 'IRS (14,1%) -260,85', `LIQUIDO A RECEBER ${net}`];
const transfer = (amount: string, to: string, date: string, desc: string) => ['Transfer completed', `${amount} EUR`, `To: ${to}`, `Date: ${date}`, `Desc.: ${desc}`];

describe('a figure and its earlier value printed abroad', () => {
  describe('a library in Lisbon', () => {
    let engine: Engine;
    beforeAll(async () => {
      // As the library's languages load when it opens (library-languages.ts), before a question.
      await loadTranslations(['por']);
      engine = await engineOver(await tempDir('qa-change-abroad-lisbon'), [
        ...street(LISBON),
        doc('renewal.jpg', '2027-06-10T10:00:00', LISBON, RENEWAL_PT),
        doc('pet.jpg', '2027-07-01T10:00:00', null, ['PET INSURANCE RENEWAL NOTICE', 'Annual premium: £184.20', 'Previous premium: £166.80', 'Monthly instalments: £15.35']),
        doc('late-fee.jpg', '2027-05-02T10:00:00', LISBON, ['GINASIO DO BAIRRO', 'Mensalidade: 35,00 €', 'Multa por atraso: 5,00 €', 'Total: 40,00 €']),
        // Each payslip photographed when it came, early the next month; the rent went out in the months asked.
        doc('payslip-mar.jpg', '2027-04-03T18:00:00', LISBON, payslip('01/03/2027', '31/03/2027', '1.850,00', '1.596,85')),
        doc('payslip-jun.jpg', '2027-07-02T18:00:00', LISBON, payslip('01/06/2027', '30/06/2027', '1.960,00', '1.659,84')),
        shot('transfer-mar.png', '2027-03-01T08:40:00', transfer('1.120,00', 'SOME LANDLORD LDA', '01/03/2027', 'RENDA MAR')),
        shot('transfer-jun.png', '2027-06-01T08:40:00', transfer('1.120,00', 'SOME LANDLORD LDA', '01/06/2027', 'RENDA JUN')),
        shot('transfer-jun2.png', '2027-06-12T08:40:00', transfer('39,49', 'FIBRA NET SA', '12/06/2027', 'FATURA JUN')),
      ]);
    }, 120_000);
    afterAll(async () => {
      await engine?.close();
    });
    const ask = async (question: string) => engine.ask({ question, now: NOW, noLlm: true });

    it('reads the earlier premium a Portuguese renewal labels "anterior"', async () => {
      const out = await ask('How much more is the home insurance costing this year than last year?');
      expect(out.answer).toMatch(/^€15,96 more — Anuidade anterior: 198,40 €, then Prémio anual: 214,36 €/);
      expect(out.references[0]?.path).toContain('renewal.jpg');
    });

    it('still reads an English renewal beside it', async () => {
      expect((await ask('How much more is the pet insurance costing this year than last year?')).answer).toMatch(/^£17\.40 more — Previous premium: £166\.80, then Annual premium: £184\.20/);
    });

    it("compares the base salary of the payslips for March and June, photographed the month after, not a transfer", async () => {
      const out = await ask('By how much did my base salary go up between March and June?');
      expect(out.answer).toMatch(/^110,00 more — 1\.850,00 \(Apr 3, 2027.*then 1\.960,00 \(Jul 2, 2027/);
    });
  });

  describe('a library across Madrid, Paris, Rome and Amsterdam', () => {
    let engine: Engine;
    beforeAll(async () => {
      await loadTranslations(['spa', 'fra', 'ita', 'nld']);
      engine = await engineOver(await tempDir('qa-change-abroad-europe'), [
        ...[MADRID, PARIS, ROME, AMSTERDAM].flatMap((where, i) => [1, 2].map((day) => memoryRow(`street-${i}-${day}.jpg`, `2027-0${i + 3}-0${day}T12:00:00`, where))),
        doc('gimnasio.jpg', '2027-04-02T10:00:00', MADRID, ['GIMNASIO CENTRAL', 'Renovación de la inscripción', 'Cuota anual: 420,00 €', 'Cuota anterior: 396,00 €', 'Forma de pago: domiciliación']),
        doc('garage.jpg', '2027-07-10T10:00:00', null, ['LOCK-UP GARAGES', 'Garage rent: £85.00 per month', 'Paid by standing order']),
        doc('home.jpg', '2027-05-03T10:00:00', PARIS, ["Avis d'échéance", 'Assurance Habitation', 'Cotisation annuelle : 286,00 €', 'Cotisation précédente : 271,40 €', 'Prélèvement le 05/06/2027']),
        doc('life.jpg', '2027-06-04T10:00:00', ROME, ['Rinnovo polizza', 'Assicurazione vita', 'Premio annuo: 96,00 €', 'Premio precedente: 89,00 €']),
        doc('rent.jpg', '2027-06-20T10:00:00', AMSTERDAM, ['Huurverhoging per 1 juli 2027', 'Nieuwe huur: 1.245,00 €', 'Vorige huur: 1.198,00 €']),
        doc('gym.jpg', '2027-07-02T10:00:00', null, ['CITY GYM', 'Membership fee £40.00', 'Late fee £5.00', 'Total due £45.00']),
        doc('cafe.jpg', '2027-06-05T10:00:00', ROME, ['BAR CENTRALE', 'Cappuccino 1,50', 'Cornetto 1,20', 'Totale 2,70']),
      ]);
    }, 120_000);
    afterAll(async () => {
      await engine?.close();
    });
    const ask = async (question: string) => (await engine.ask({ question, now: NOW, noLlm: true })).answer;

    it('reads the earlier figure a French or Italian label marks as such, of the policy asked', async () => {
      expect(await ask('How much more is the home insurance costing this year than last year?')).toMatch(/^€14,60 more — Cotisation précédente : 271,40 €, then Cotisation annuelle : 286,00 €/);
      expect(await ask('How much more is the life insurance costing this year than last year?')).toMatch(/^€7,00 more — Premio precedente: 89,00 €, then Premio annuo: 96,00 €/);
    });

    it("reads a Dutch rent rise, not the flat's rent against a garage's", async () => {
      expect(await ask('By how much has my rent gone up since last year?')).toMatch(/^€47,00 more — Vorige huur: 1\.198,00 €, then Nieuwe huur: 1\.245,00 €/);
    });

    it("reads a Spanish gym renewal, not an English gym's fee or its late fee", async () => {
      expect(await ask('How much more is the gym costing this year than last year?')).toMatch(/^€24,00 more — Cuota anterior: 396,00 €, then Cuota anual: 420,00 €/);
    });
  });

  it('reads a label as the earlier figure in the senses of previous, prior and former, as the loaded languages print them', async () => {
    await loadTranslations(['por', 'spa', 'fra', 'ita', 'deu', 'nld']);
    for (const label of ['Previous premium', 'Anuidade anterior', 'Prima anterior', 'Cotisation précédente', 'Premio precedente', 'Vorige huur', 'Ehemaliger Preis']) expect(marksEarlier(label), label).toBe(true);
    // "Late" shares a synset with "former", but a late fee is no earlier figure; nor is a delay's fine.
    for (const label of ['Late fee', 'Late payment charge', 'Multa por atraso', 'Prémio anual', 'Cuota anual']) expect(marksEarlier(label), label).toBe(false);
    expect(marksNew('Prémio anual')).toBe(true);
    expect(marksNew('Nieuwe huur')).toBe(true);
    expect(earlierNoun('Cotisation précédente')).toEqual(['cotisation']);
  });
});
