/**
 * A label printed abroad is read in any word the translations table gives for it: "DEVOLVER ATÉ" is
 * when the books go back, "Contraseña" the password, "Fila" the row, "Vencimento" the expiry,
 * "Lieferung" the delivery, "Échéance" the due date. The label readers (label-stems.ts and
 * labelled-date.ts, labelled-value.ts, identifier.ts's positions, extract.ts's deadline) read a printed
 * word back to the English words of its synsets (lexicon/abroad.ts englishOf), once the table is
 * loaded for a library with photos where one of its languages is spoken.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { englishOf } from '../electron/engine/qa/lexicon/abroad';
import { loadTranslations, TRANSLATED_LANGUAGES } from '../electron/engine/qa/lexicon/translations';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

type Where = { lat: number; lon: number };
const LISBON = { lat: 38.7369, lon: -9.1427 };
const MADRID = { lat: 40.4168, lon: -3.7038 };
const BERLIN = { lat: 52.52, lon: 13.405 };
const LYON = { lat: 45.764, lon: 4.8357 };

const LOAN = ['BIBLIOTECA MUNICIPAL', 'Comprovativo de empréstimo', 'Leitor n.º 004512', '1. O Mar e os Navios', '2. Cozinha de Casa', 'DEVOLVER ATÉ 21/08/2027'];
const CARD_PT = ['CLÍNICA DENTÁRIA DO LARGO', 'Cartão de marcação', 'Próxima consulta: 22/04/2027 às 17h30', 'Tel. 213 000 000'];
const RENEWAL = ['Seguro Automóvel', 'Aviso de renovação', 'Apólice n.º 0045-221987', 'Matrícula: 54-XR-81', 'Prémio anual: 214,36 €', 'Início: 15/09/2026', 'Vencimento: 14/09/2027'];
const GROCERIES = ['MERCADO DO BAIRRO', '18/06/2027 18:40', 'PAO 1,20', 'LEITE 0,89', 'TOTAL 2,09'];

const CARD_ES = ['CLÍNICA DENTAL', 'Presupuesto válido hasta 15/04/2027', 'Última cita: 10/03/2027', 'Próxima cita: 22/04/2027 a las 17:30', 'Anulaciones con 24 h de antelación'];
const WIFI = ['Bienvenidos a casa', 'Red: CasaDelSol_5G', 'Contraseña: girasol2027', 'Salida antes de las 11:00'];
const OPERA = ['TEATRO DE LA ZARZUELA', 'Sábado 15/05/2027 20:00', 'Platea  Fila 12  Butaca 7', 'Precio 85,00 €'];
const CAFE = ['CAFETERÍA LA PLAZA', 'Café con leche 1,80', 'Tostada 2,50', 'Total 4,30', 'Wifi gratis'];

const ORDER = ['Auftragsbestätigung', 'Sofa Lena 3-Sitzer', 'Bestelldatum: 02.05.2027', 'Lieferung: 12.05.2027', 'Summe: 899,00 €'];
const BAKERY = ['BÄCKEREI AM PLATZ', '2 Brötchen 1,20', 'Kaffee 2,80', 'Summe 4,00'];


const INVOICE = ['FACTURE', 'Électricité - avril 2027', 'Date de facture: 20/04/2027', 'Échéance: 05/05/2027', 'Montant TTC: 64,20 €'];
const MARKET = ['MARCHÉ SAINT-ANTOINE', 'Fromage 6,40', 'Pain 1,90', 'Total 8,30'];

const walk = (where: Where) => ['2027-03-01', '2027-03-08', '2027-03-15'].map((d, i) => memoryRow(`street-${i}.jpg`, `${d}T12:00:00`, where));
const doc = (name: string, at: string, where: Where, text: string[]) => memoryRow(name, at, where, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });

describe('labels printed abroad, read by their translations', () => {
  const engines: Engine[] = [];
  let lisbon: Engine;
  let madrid: Engine;
  let berlin: Engine;
  let lyon: Engine;
  const open = async (name: string, where: Where, docs: Array<[string, string, string[]]>) => {
    const engine = await engineOver(await tempDir(`qa-labels-abroad-${name}`), [...walk(where), ...docs.map(([file, at, text]) => doc(file, at, where, text))]);
    engines.push(engine);
    return engine;
  };
  beforeAll(async () => {
    await loadTranslations(TRANSLATED_LANGUAGES);
    lisbon = await open('lisbon', LISBON, [['loan.jpg', '2027-07-31T11:00:00', LOAN], ['card.jpg', '2027-03-22T17:00:00', CARD_PT], ['groceries.jpg', '2027-06-18T18:41:00', GROCERIES], ['renewal.jpg', '2026-09-01T10:00:00', RENEWAL]]);
    madrid = await open('madrid', MADRID, [['cita.jpg', '2027-03-10T12:00:00', CARD_ES], ['wifi.jpg', '2027-05-01T15:00:00', WIFI], ['cafe.jpg', '2027-05-02T09:00:00', CAFE], ['opera.jpg', '2027-05-15T19:40:00', OPERA]]);
    berlin = await open('berlin', BERLIN, [['bakery.jpg', '2027-01-10T08:00:00', BAKERY], ['order.jpg', '2027-05-02T19:00:00', ORDER]]);
    lyon = await open('lyon', LYON, [['invoice.jpg', '2027-04-21T10:00:00', INVOICE], ['market.jpg', '2027-05-04T10:00:00', MARKET]]);
  }, 240_000);
  afterAll(async () => {
    for (const engine of engines) await engine.close();
  });
  const ask = async (engine: Engine, question: string) => (await engine.ask({ question, now: '2027-04-01T09:00:00Z', noLlm: true })).answer;

  it('reads a printed word back to the English words of all its senses, not a word English has', () => {
    expect(englishOf('Contraseña')).toContain('password');
    expect(englishOf('devolver')).toEqual(expect.arrayContaining(['return', 'give back']));
    // The hand table still answers: a ticket's "Abfahrt" is the departure.
    expect(englishOf('abfahrt')).toContain('departure');
    // "Próxima" is the feminine of "próximo"; Proxima is only a star's name in English.
    expect(englishOf('próxima')).toContain('next');
    expect(englishOf('data')).toEqual([]);
  });

  it('reads when the books go back under "DEVOLVER ATÉ", on the slip that prints the library', async () => {
    expect(await ask(lisbon, 'When do the library books have to go back?')).toMatch(/^Aug 21, 2027/);
  });

  it('reads the wifi password under "Contraseña", not the café\'s "Wifi gratis"', async () => {
    expect(await ask(madrid, "What's the wifi password?")).toMatch(/girasol2027/);
  });

  it('reads a seat abroad as its whole position line, its row under "Fila"', async () => {
    expect(await ask(madrid, 'What seats did we have at the theatre?')).toMatch(/^Platea\s+Fila 12\s+Butaca 7/);
    expect(await ask(madrid, 'What row were we in at the theatre?')).toMatch(/^12 /);
  });

  it('reads the car insurance\'s expiry under "Vencimento", not its start', async () => {
    expect(await ask(lisbon, 'When does the car insurance expire?')).toMatch(/^Sep 14, 2027/);
  });

  it('reads when the sofa comes under "Lieferung", not the order date', async () => {
    expect(await ask(berlin, 'When will the sofa be delivered?')).toMatch(/^May 12, 2027/);
  });

  it('reads when the electricity bill is due under "Échéance", not the invoice\'s date', async () => {
    expect(await ask(lyon, 'When is the electricity bill due?')).toMatch(/^May 5, 2027/);
    expect(await ask(lyon, 'When do I have to pay the electricity bill by?')).toMatch(/^May 5, 2027/);
  });
});
