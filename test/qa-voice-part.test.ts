/**
 * "Which voice part do I sing": a part said after a noun asks for one of that noun's kinds, as "what
 * kind of" does before one. A rehearsal sheet prints the member ("SOPRANO"), an everyday word, and
 * never the words of the question; the answer is that word, from the sheet, not a ticket's header.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { answerTypeOf } from '../electron/engine/qa/answer-type';
import { sortMember } from '../electron/engine/qa/sort-member';
import { library } from './support/located-library';
import { engineOver } from './support/memory-rows';
import { tempDir } from './support/temp';

const GLASGOW = { lat: 55.8642, lon: -4.2518 };
const NOW = '2027-09-01T10:00:00+01:00';

const lines = (...texts: string[]) => texts.map((text) => ({ text, height: null }));

describe('a kind asked with a part after its noun', () => {
  it('asks for a kind of the noun before the part', () => {
    expect(answerTypeOf('Which voice part do I sing in the choir?', null)).toEqual({ kind: 'name', subject: 'voice' });
    expect(answerTypeOf('What kind of boat did we take?', null)).toEqual({ kind: 'name', subject: 'boat' });
    // A physical thing's part is a piece of it, asked as itself.
    expect(answerTypeOf('Which car part did I order?', null)).toEqual({ kind: 'name', subject: 'part' });
  });

  it('reads the printed kind of the noun, common or rare', () => {
    const sheet = lines('TUESDAY 14/09 7:30 PM', 'TENOR - BLOCK C', 'HYMN 212');
    expect(sortMember(sheet, 'voice', 'Which voice part do I sing?')).toEqual({ value: 'TENOR', line: 'TENOR - BLOCK C' });
    expect(sortMember(lines('MOORINGS 4', 'CATAMARAN HIRE'), 'boat', 'What type of boat did we hire?')?.value).toBe('CATAMARAN');
    // A question that asks no kind reads none.
    expect(sortMember(sheet, 'voice', 'What did the voice coach say?')).toBeNull();
  });

  describe('a library with rehearsal sheets and tickets', () => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await engineOver(await tempDir('voice-part'), library(GLASGOW, (doc) => [
        doc('sheet-1.jpg', '2027-05-04T21:05:00', ['TUESDAY 04/05/2027  7:30 PM', 'SOPRANO - BLOCK A', 'VOCALISES + BREATHING', 'THIS WEEK:', '1. Panis Angelicus', '2. Loch Lomond', 'PENCILS PLEASE']),
        doc('sheet-2.jpg', '2027-05-11T21:02:00', ['TUESDAY 11/05/2027  7:30 PM', 'SOPRANO - BLOCK B', 'VOCALISES + BREATHING', 'THIS WEEK:', '1. Loch Lomond', '2. Jerusalem', 'PENCILS PLEASE']),
        doc('cinema.jpg', '2027-06-12T19:10:00', ['GRANDVIEW PICTURE HOUSE', 'SCREEN 2', 'ROW F SEAT 9', 'ADMIT ONE', '12/06/2027 19:30']),
        doc('car-park.jpg', '2027-07-03T10:40:00', ['QUAYSIDE CAR PARK', 'ENTRY 10:38 03/07/2027', 'TICKET 0048812', '£2.40 FIRST HOUR']),
      ]));
    });
    afterAll(async () => engine.close());

    it('answers with the voice the sheets print', async () => {
      const answer = await engine.ask({ question: 'Which voice part do I sing in the choir?', now: NOW, noLlm: true });
      expect(answer.answer).toMatch(/^SOPRANO\b/);
    });
  });
});
