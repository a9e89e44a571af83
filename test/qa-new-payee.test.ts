/**
 * "How many rent payments have I made to the new landlord": every month's transfer prints the same
 * reference, but the party paid changed at a move. The payments are grouped by the name under their
 * payee's label ("To:", "Payee", or a loaded language's "Empfänger"), and the newest party's are
 * counted ("the old landlord": the first party's).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { partyAsked, payeeOf } from '../electron/engine/qa/payee';
import { loadTranslations } from '../electron/engine/qa/lexicon/translations';
import { library } from './support/located-library';
import { engineOver } from './support/memory-rows';
import { tempDir } from './support/temp';

const LEEDS = { lat: 53.8008, lon: -1.5491 };
const BERLIN = { lat: 52.52, lon: 13.405 };
const LISBON = { lat: 38.7369, lon: -9.1427 };
const NOW = '2027-12-01T10:00:00+00:00';

describe('the party a payment names', () => {
  it('reads the value of a payee label, on its line or under it', () => {
    expect(payeeOf(['Payment sent', '£820.00', 'To: PRIYA NAIR', 'Ref: RENT APR'])).toBe('PRIYA NAIR');
    expect(payeeOf(['Transfer', 'Payee', 'Northgate Lettings Ltd', 'Sort code 40-11-62'])).toBe('Northgate Lettings Ltd');
    // A preposition with no colon labels nothing: "to be paid by" names no one.
    expect(payeeOf(['Invoice 77', 'To be paid by 3 May'])).toBeNull();
    // A code or an amount is no name.
    expect(payeeOf(['To: 40-11-62 88123456'])).toBeNull();
  });

  it("reads a loaded language's label", async () => {
    await loadTranslations(['deu']);
    expect(payeeOf(['Überweisung', 'Empfänger: Jonas Brandt', 'IBAN DE12 **** 4410'])).toBe('Jonas Brandt');
  });

  it('asks for a party by its order only when the noun is someone', () => {
    expect(partyAsked('How many rent payments have I made to the new landlord?')).toBe('newest');
    expect(partyAsked('How much did I pay my old landlord?')).toBe('oldest');
    expect(partyAsked('How many times did I go to the new pool?')).toBeNull();
  });
});

describe('payments counted by the party asked for', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineOver(await tempDir('new-payee-leeds'), library(LEEDS, (doc) => [
      ...['01', '02', '03', '04'].map((m) => doc(`rent-${m}.png`, `2027-${m}-01T09:00:00`, ['Payment sent', '£820.00', 'To: PRIYA NAIR', `Ref: RENT 2027-${m}`])),
      doc('deposit.png', '2027-04-20T09:00:00', ['Payment sent', '£1,900.00', 'To: NORTHGATE LETTINGS LTD', 'Ref: DEPOSIT FLAT 3']),
      ...['05', '06', '07'].map((m) => doc(`rent-${m}.png`, `2027-${m}-01T09:00:00`, ['Payment sent', '£950.00', 'To: NORTHGATE LETTINGS LTD', `Ref: RENT 2027-${m}`])),
      doc('dinner.png', '2027-03-14T22:00:00', ['Payment sent', '£32.00', 'To: TOM WEBB', 'Ref: curry night']),
    ]));
  });
  afterAll(async () => engine.close());

  it("counts the new landlord's payments", async () => {
    const r = await engine.ask({ question: 'How many rent payments have I made to the new landlord?', now: NOW, noLlm: true });
    expect(r.answer).toMatch(/^3 times\b/);
  });

  it("counts the old landlord's payments", async () => {
    const r = await engine.ask({ question: 'How many rent payments did I make to the old landlord?', now: NOW, noLlm: true });
    expect(r.answer).toMatch(/^4 times\b/);
  });

  it('counts every payment when no party is asked for', async () => {
    const r = await engine.ask({ question: 'How many rent payments have I made?', now: NOW, noLlm: true });
    expect(r.answer).toMatch(/^7 times\b/);
  });
});

describe('a library in Berlin', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineOver(await tempDir('new-payee-berlin'), library(BERLIN, (doc) => [
      ...['02', '03'].map((m) => doc(`miete-${m}.png`, `2027-${m}-01T08:00:00`, ['Überweisung ausgeführt', '780,00 EUR', 'Empfänger: Jonas Brandt', `Verwendungszweck: Miete ${m}/2027`])),
      ...['04', '05', '06', '07'].map((m) => doc(`miete-${m}.png`, `2027-${m}-01T08:00:00`, ['Überweisung ausgeführt', '910,00 EUR', 'Empfänger: Spreeblick Wohnen GmbH', `Verwendungszweck: Miete ${m}/2027`])),
    ]));
  });
  afterAll(async () => engine.close());

  it("counts the current landlord's payments", async () => {
    const r = await engine.ask({ question: 'How many rent payments have I made to the current landlord?', now: NOW, noLlm: true });
    expect(r.answer).toMatch(/^4 times\b/);
  });
});

describe('a library in Lisbon', () => {
  let engine: Engine;
  beforeAll(async () => {
    await loadTranslations(['por']);
    engine = await engineOver(await tempDir('new-payee-lisbon'), library(LISBON, (doc) => [
      ...['03', '04', '05'].map((m) => doc(`renda-${m}.png`, `2027-${m}-02T08:00:00`, ['Transferencia efetuada', '690,00 EUR', 'Para: RUI TAVARES', `Descritivo: RENDA ${m}`])),
      ...['06', '07'].map((m) => doc(`renda-${m}.png`, `2027-${m}-02T08:00:00`, ['Transferencia efetuada', '740,00 EUR', 'Para: CASAS DO RIO LDA', `Descritivo: RENDA ${m}`])),
      // Receipts that print Portuguese "do" ("of the"), which is no word of the question's.
      doc('cafe.jpg', '2027-05-10T10:00:00', ['PASTELARIA DO CANTO', 'GALAO 1,60', 'TOTAL 1,60 EUR']),
      doc('farmacia.jpg', '2027-06-12T18:00:00', ['FARMACIA DO JARDIM', 'TOTAL 8,20 EUR']),
    ]));
  });
  afterAll(async () => engine.close());

  it("counts the new landlord's payments", async () => {
    const r = await engine.ask({ question: 'How many rent payments have I made to the new landlord?', now: NOW, noLlm: true });
    expect(r.answer).toMatch(/^2 times\b/);
  });

  it('counts every rent payment made, not the pages that print "do"', async () => {
    const r = await engine.ask({ question: 'How many rent payments have I made?', now: NOW, noLlm: true });
    expect(r.answer).toMatch(/^5 times\b/);
  });
});
