/**
 * Of the best matches that hold a value of the asked kind, the one about the asked thing answers: a
 * restaurant bill's "TABLE 12" is no table at the wedding, though the wedding's place card, ranked
 * first, prints its table as a name ("Your table: Bluebell") the code reader does not take.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';
import { loadTranslations } from '../electron/engine/qa/lexicon/translations';

const HOME = { lat: 51.4545, lon: -2.5879 };
const LISBON = { lat: 38.7223, lon: -9.1393 };
const doc = (name: string, at: string, text: string[], where: { lat: number; lon: number } | null = HOME) => memoryRow(name, at, where, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });

describe('the value is read off the memory about the asked thing', () => {
  describe('a wedding place card among restaurant bills', () => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await engineOver(await tempDir('asked-thing-table'), [
        doc('dinner.jpg', '2025-07-19T22:30:00', ['THE OLD BANK BRASSERIE', 'TABLE 12  COVERS 4', 'SIRLOIN 2 x 24.00', 'HOUSE RED 28.00', 'TOTAL 76.00']),
        doc('place-card.jpg', '2025-07-12T15:00:00', ['Tom & Lucy', 'Wedding Breakfast', 'Saturday 12th July', 'Your table: Bluebell', 'Seat 3']),
        doc('shop.jpg', '2025-07-10T10:00:00', ['SUPERSTORE', 'MILK 1.20', 'TOTAL 1.20']),
      ]);
    }, 120_000);
    afterAll(async () => {
      await engine?.close();
    });
    const ask = async (question: string) => (await engine.ask({ question, now: '2025-09-01T09:00:00Z', noLlm: true })).answer;

    it('does not read another meal\'s table number for the wedding', async () => {
      for (const question of ['What table were we at for the wedding?', 'Which table was I on at the wedding?']) {
        const answer = await ask(question);
        expect(answer).not.toMatch(/^12\b/);
        expect(answer).toMatch(/Bluebell/);
      }
    });

    it('still reads the bill\'s table when the meal is asked', async () => {
      expect(await ask('What table were we at the brasserie?')).toMatch(/^12 — /);
    });
  });

  describe('a dentist\'s card abroad below a language app\'s lesson', () => {
    let engine: Engine;
    beforeAll(async () => {
      // Its tables load in the background; a question may come before them, and the test must not depend on when.
      await loadTranslations(['por']);
      engine = await engineOver(await tempDir('asked-thing-dentist'), [
        doc('lesson.png', '2025-06-20T21:00:00', ['Unit 5: At the doctor', 'XP this week: 350', 'Streak: 12 days', 'Keep going!'], null),
        doc('card.jpg', '2025-06-10T10:00:00', ['Clínica Dentária Sorriso', 'Dra. Marta Lopes', 'Médica Dentista', 'Próxima consulta 08/07 às 10:30', 'Tel. 213 456 789'], LISBON),
        doc('cafe.jpg', '2025-06-12T10:00:00', ['PASTELARIA ALFAMA', '2 PASTEL DE NATA 2,60', 'CAFE 0,80', 'TOTAL 3,40'], LISBON),
      ]);
    }, 120_000);
    afterAll(async () => {
      await engine?.close();
    });

    // The card prints the asked word as Portuguese spells it ("Dentista"), which names the kind asked
    // as surely as the app's "doctor", a near word, does.
    it('answers from the card that names the asked kind in its own language', async () => {
      const result = await engine.ask({ question: 'What is the name of my dentist?', now: '2025-07-01T09:00:00Z', noLlm: true });
      expect(result.answer).not.toMatch(/Unit 5/);
      expect(result.answer).toMatch(/Dentária|Marta Lopes/);
    });

    // "Name" after a possessive is the question's frame, as in "the name of": it is no word the card
    // must print, and counted as one it halved the card's share of the question.
    it('reads "my dentist\'s name" as "the name of my dentist"', async () => {
      for (const question of ["What's my dentist's name?", "What was my dentist's name?"]) {
        const result = await engine.ask({ question, now: '2025-07-01T09:00:00Z', noLlm: true });
        expect(result.analysis.terms).toEqual(['dentist']);
        expect(result.answer).not.toMatch(/Unit 5/);
        expect(result.answer).toMatch(/Dentária|Marta Lopes/);
      }
    });
  });

  describe('two ride receipts between home and the airport', () => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await engineOver(await tempDir('asked-thing-ride'), [
        doc('IMG_2041.png', '2025-08-20T06:00:00', ['Your trip with Ahmed', 'Pickup: Home', 'Drop-off: Bristol Airport', 'Trip fare £31.40', 'Tip £3.00', 'Total £34.40'], null),
        doc('IMG_2077.png', '2025-08-25T23:00:00', ['Your trip with Jo', 'Pickup: Bristol Airport', 'Drop-off: Home', 'Trip fare £33.10', 'Tip £3.00', 'Total £36.10'], null),
        doc('lunch.jpg', '2025-08-20T13:00:00', ['CAFE', 'Croque 9.50', 'Latte 3.40', 'TOTAL 12.90']),
      ]);
    }, 120_000);
    afterAll(async () => {
      await engine?.close();
    });
    const ask = async (question: string) => (await engine.ask({ question, now: '2025-09-01T09:00:00Z', noLlm: true })).answer;

    // The receipts match alike; the ride asked is the one whose end fields run the asked way, the
    // first field where it left, the second where it went.
    it('reads the fare of the ride that runs the asked way', async () => {
      expect(await ask('How much was the taxi to the airport?')).toMatch(/^£34\.40 — /);
      expect(await ask('How much was my taxi home from the airport?')).toMatch(/^£36\.10 — /);
    });
  });

  describe('a hospital car park ticket over a supermarket\'s', () => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await engineOver(await tempDir('asked-thing-parking'), [
        doc('super.jpg', '2025-10-02T11:00:00', ['SUPERSTORE CAR PARK', 'PARKING 2.00', 'PAID 10:12', 'VALID 2 HRS']),
        doc('infirmary.jpg', '2025-10-06T09:00:00', ['ROYAL INFIRMARY', 'Outpatients car park', 'Tariff 3 hrs', 'Paid £4.50']),
        doc('letter.jpg', '2025-09-20T09:00:00', ['ROYAL INFIRMARY', 'Outpatient appointment', 'Monday 6 October 09:30', 'Fracture clinic, Level 2']),
      ]);
    }, 120_000);
    afterAll(async () => {
      await engine?.close();
    });
    const ask = async (question: string) => (await engine.ask({ question, now: '2025-10-20T09:00:00Z', noLlm: true })).answer;

    // The supermarket's ticket prints the asked word as its label ("PARKING 2.00"); the hospital's,
    // the best match by far, prints its fee as "Paid": a label on a match this much weaker is another thing's.
    it('reads the fee off the best match, not a weaker match\'s labelled line', async () => {
      expect(await ask('How much was the parking at the hospital?')).toMatch(/^£4\.50 — /);
      expect(await ask('How much did I pay for parking at the infirmary?')).toMatch(/^£4\.50 — /);
      expect(await ask('How much was parking at the supermarket?')).toMatch(/^2\.00 — /);
    });
  });
});
