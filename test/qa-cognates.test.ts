/**
 * Documents abroad print the words English shares with Portuguese, Spanish, Italian and French as
 * their own language spells them ("COLESTEROL", "VACINA", "FARMACIA", "ELETTRICITÀ"), and the user asks
 * in English. A printed word that is no English word and is alike by its longest common subsequence
 * (after the Greek and Latin spellings are folded) stands for the question's word, below its own words
 * and near ones; an English library, whose near-misses ("convert" for concert) are English words,
 * answers as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { contentWords } from '../electron/engine/augment/similarity';
import { isCognate, lcsr, cognateKey } from '../electron/engine/qa/lexicon/cognate';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const NOW = '2025-03-20T09:00:00Z';
const key = (word: string) => [...contentWords(word)][0]!;
const docAt = (where: { lat: number; lon: number }) => (name: string, at: string, text: string[]) =>
  memoryRow(name, at, where, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });

/** English documents a question's word must not be bridged to, in every library. */
const ENGLISH = (doc: ReturnType<typeof docAt>) => [
  doc('grocery.jpg', '2025-03-02T10:00:00', ['CORNER SHOP', 'MILK 1.20', 'BREAD 1.10', 'TOTAL 2.30']),
  doc('gym.jpg', '2025-03-03T10:00:00', ['CITY GYM', 'Membership renewal', 'Next payment 01/04/2025', 'Amount 29.00']),
  doc('converter.jpg', '2025-03-04T10:00:00', ['UNIT CONVERTER', 'Convert 5 miles', '= 8.05 km']),
];

async function asker(prefix: string, rows: ReturnType<ReturnType<typeof docAt>>[]) {
  const engine = await engineOver(await tempDir(prefix), rows);
  return { engine, ask: async (question: string) => (await engine.ask({ question, now: NOW, noLlm: true })).answer };
}

describe('cognates printed abroad', () => {
  it('finds a cognate by its longest common subsequence, not an English word or a chance likeness', () => {
    const cognate = (english: string, printed: string) => isCognate(key(english), key(printed));
    for (const [english, printed] of [['cholesterol', 'COLESTEROL'], ['clinic', 'CLINICA'], ['dentist', 'DENTISTA'], ['vaccine', 'VACINA'], ['pharmacy', 'FARMACIA'],
      ['electricity', 'ELETRICIDADE'], ['electricity', 'ELECTRICIDAD'], ['electricity', 'ELETTRICITÀ'], ['electricity', 'ÉLECTRICITÉ'], ['veterinary', 'VETERINARIA'], ['analysis', 'ANALISES'], ['clinic', 'CLINIQUE'], ['veterinary', 'VÉTÉRINAIRE'],
      // Iberian languages open "s" and a consonant with an "e"; Latin's "-ium" is "-io" there.
      ['stadium', 'ESTADIO'], ['stadium', 'ESTÁDIO'], ['station', 'ESTACION'], ['studio', 'ESTUDIO'], ['aquarium', 'AQUARIO'], ['gymnasium', 'GIMNASIO']]) {
      expect(cognate(english!, printed!), `${english} ~ ${printed}`).toBe(true);
    }
    // English words are never bridged ("convert" is a word); a Portuguese repair ("conserto") is too far from a concert.
    expect(cognate('concert', 'convert')).toBe(false);
    expect(cognate('clinic', 'cynic')).toBe(false);
    expect(cognate('concert', 'conserto')).toBe(false);
    // Short words are alike by chance.
    expect(cognate('pager', 'pagar')).toBe(false);
    expect(lcsr(cognateKey('pharmacy'), cognateKey('farmacia'))).toBeGreaterThan(0.8);
  });

  describe('in Portuguese', () => {
    let engine: Engine;
    let ask: (q: string) => Promise<string>;
    beforeAll(async () => {
      const doc = docAt({ lat: 38.7223, lon: -9.1393 });
      ({ engine, ask } = await asker('cognates-pt', [
        doc('lab.jpg', '2025-02-10T10:00:00', ['LABORATORIO DE ANALISES CLINICAS', 'Resultado de analises', 'Colesterol total   182 mg/dL', 'Glicose   91 mg/dL']),
        doc('vet.jpg', '2025-02-20T10:00:00', ['CLINICA VETERINARIA', 'Fatura simplificada', 'Consulta   35,00 EUR', 'Vacina antirrabica   25,00 EUR', 'Total   60,00 EUR']),
        doc('luz.jpg', '2025-02-25T10:00:00', ['FATURA DE ELETRICIDADE', 'Periodo: janeiro 2025', 'Consumo: 212 kWh', 'Total a pagar: 48,37 EUR']),
        doc('farmacia.jpg', '2025-03-05T10:00:00', ['FARMACIA CENTRAL', 'Ibuprofeno 400mg   4,20', 'Total   4,20 EUR']),
        doc('centro.jpg', '2025-03-01T10:00:00', ['CENTRO DE SAUDE', 'Emitido em 01/03/2025', 'Vacinacao: 22/04/2025 09:00', 'Cardiologia: 22/05/2025 10:00']),
        ...ENGLISH(doc),
      ]));
    }, 120_000);
    afterAll(async () => { await engine?.close(); });

    it('answers from the page that prints the asked word in Portuguese', async () => {
      expect(await ask('How much was my electricity bill?')).toMatch(/^48,37 .*ELETRICIDADE/);
      expect(await ask('How much was the vaccine?')).toMatch(/Vacina antirrabica\s+25,00|^25,00|^60,00/);
      expect(await ask('What did the clinic charge?')).toMatch(/CLINICA/);
      // The line shown is the one that prints the asked word, as on an English lab sheet.
      expect(await ask('What was my cholesterol?')).toMatch(/Colesterol total\s+182 mg\/dL/);
      // Of a card's dates, the one on the line that prints the asked word, not the day it was issued.
      expect(await ask('When is my vaccination?')).toMatch(/^Apr 22, 2025/);
    });
  });

  describe('in Spanish', () => {
    let engine: Engine;
    let ask: (q: string) => Promise<string>;
    beforeAll(async () => {
      const doc = docAt({ lat: 40.4168, lon: -3.7038 });
      ({ engine, ask } = await asker('cognates-es', [
        doc('luz.jpg', '2025-02-26T10:00:00', ['FACTURA DE ELECTRICIDAD', 'Periodo de facturacion: 01/01/2025 - 31/01/2025', 'Importe total: 63,12 EUR']),
        doc('dentista.jpg', '2025-03-01T10:00:00', ['CLINICA DENTAL', 'Dentista: Dr. Luis Gomez', 'Limpieza   45,00', 'Total   45,00 EUR']),
        doc('analisis.jpg', '2025-02-12T10:00:00', ['ANALISIS CLINICOS', 'Colesterol total   214 mg/dL', 'Trigliceridos   120 mg/dL']),
        doc('vet.jpg', '2025-03-04T10:00:00', ['CLINICA VETERINARIA', 'Vacuna   32,00', 'Total   32,00 EUR']),
        ...ENGLISH(doc),
      ]));
    }, 120_000);
    afterAll(async () => { await engine?.close(); });

    it('answers from the page that prints the asked word in Spanish', async () => {
      expect(await ask('How much was my electricity bill?')).toMatch(/^63,12/);
      expect(await ask('How much did the dentist cost?')).toMatch(/^45,00/);
      expect(await ask('What was my cholesterol?')).toMatch(/Colesterol total\s+214 mg\/dL/);
      expect(await ask('How much was the veterinary clinic?')).toMatch(/^32,00/);
    });
  });

  describe('in Italian', () => {
    let engine: Engine;
    let ask: (q: string) => Promise<string>;
    beforeAll(async () => {
      const doc = docAt({ lat: 45.4642, lon: 9.19 });
      ({ engine, ask } = await asker('cognates-it', [
        doc('vet.jpg', '2025-02-18T10:00:00', ['AMBULATORIO VETERINARIO', 'Vaccino   40,00', 'Visita   30,00', 'Totale   70,00 EUR']),
        doc('farmacia.jpg', '2025-03-07T10:00:00', ['FARMACIA COMUNALE', 'Paracetamolo   3,90', 'Totale   3,90 EUR']),
        doc('dentista.jpg', '2025-03-08T10:00:00', ['STUDIO ODONTOIATRICO', 'Dentista: Dott.ssa Bianchi', 'Igiene orale   60,00', 'Totale   60,00 EUR']),
        doc('fisio.jpg', '2025-03-05T10:00:00', ['STUDIO DI FISIOTERAPIA', 'Seduta di fisioterapia', 'Importo 50,00 EUR']),
        doc('ospedale.jpg', '2025-03-12T10:00:00', ['AZIENDA OSPEDALIERA', 'Radiografia torace', 'Ticket sanitario 36,15 EUR']),
        ...ENGLISH(doc),
      ]));
    }, 120_000);
    afterAll(async () => { await engine?.close(); });

    it('answers from the page that prints the asked word in Italian', async () => {
      expect(await ask('How much did the dentist cost?')).toMatch(/^60,00/);
      expect(await ask('How much was the vaccine?')).toMatch(/40,00|70,00/);
      // "ph" and "y" are written "f" and "i" there.
      expect(await ask('How much was physiotherapy?')).toMatch(/^50,00/);
      expect(await ask('How much was the radiography?')).toMatch(/^36,15/);
    });
  });

  describe('in French', () => {
    let engine: Engine;
    let ask: (q: string) => Promise<string>;
    beforeAll(async () => {
      const doc = docAt({ lat: 48.8566, lon: 2.3522 });
      ({ engine, ask } = await asker('cognates-fr', [
        doc('edf.jpg', '2025-02-27T10:00:00', ['FACTURE ÉLECTRICITÉ', 'Consommation: 310 kWh', 'Montant TTC: 71,40 €']),
        doc('dentiste.jpg', '2025-03-09T10:00:00', ['CABINET DENTAIRE', 'Dentiste: Dr Martin', 'Détartrage   28,92 €']),
        doc('vaccin.jpg', '2025-03-10T10:00:00', ['CENTRE DE VACCINATION', 'Vaccin grippe   0,00 €', 'Prochaine dose: 12/10/2025']),
        doc('pharmacie.jpg', '2025-03-11T10:00:00', ['PHARMACIE DU MARCHÉ', 'Doliprane 1000   2,18 €', 'Total   2,18 €']),
        doc('clinique.jpg', '2025-03-12T10:00:00', ['CLINIQUE DES LILAS', 'Consultation   46,00 €', 'Total réglé   46,00 €']),
        ...ENGLISH(doc),
      ]));
    }, 120_000);
    afterAll(async () => { await engine?.close(); });

    it('answers from the page that prints the asked word in French', async () => {
      expect(await ask('How much was my electricity bill?')).toMatch(/^71,40/);
      expect(await ask('How much did the dentist cost?')).toMatch(/^28,92/);
      expect(await ask('How much did I spend at the pharmacy?')).toMatch(/^2,18/);
      expect(await ask('What did the clinic charge?')).toMatch(/^46,00/);
    });
  });

  describe('in English', () => {
    let engine: Engine;
    let ask: (q: string) => Promise<string>;
    beforeAll(async () => {
      const doc = docAt({ lat: 51.4545, lon: -2.5879 });
      ({ engine, ask } = await asker('cognates-en', [
        doc('concert.jpg', '2025-03-06T10:00:00', ['SPRING CONCERT', 'City Orchestra', 'Saturday 22/03/2025 19:30', 'Row F Seat 12']),
        doc('pharmacy.jpg', '2025-03-05T10:00:00', ['HIGH STREET PHARMACY', 'Paracetamol   2.10', 'TOTAL   2.10']),
        ...ENGLISH(doc),
      ]));
    }, 120_000);
    afterAll(async () => { await engine?.close(); });

    it('answers as before: no English near-miss stands for the asked word', async () => {
      expect(await ask('When is the concert?')).toMatch(/^Mar 22, 2025/);
      expect(await ask('How much did I spend at the pharmacy?')).toMatch(/^2\.10/);
      expect(await ask('How much was the concert?')).not.toMatch(/CONVERTER|Convert/);
    });
  });
});
