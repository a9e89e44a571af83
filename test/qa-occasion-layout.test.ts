/**
 * A question names an occasion by its kind ("the football game", "the rugby", "the gig", "the play")
 * while the ticket prints no such word: a match ticket prints two sides and a ground, a concert ticket
 * its doors and support act, a theatre ticket its stalls. A boarding pass, a train e-ticket and a hotel
 * folder print the same labels ("Gate 4", "Coach 3 - Seats 21-23", "ROOM 611") under a journey's or a
 * stay's layout, and their values are another occasion's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { lemmasOf } from '../electron/engine/qa/lexicon/wordnet';
import { occasionOf, occasionsNamed } from '../electron/engine/qa/occasion';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };
const named = (word: string) => [...occasionsNamed(word, lemmasOf(word))].sort();

const MATCH = ['CITY FC v UNITED', 'PREMIER DIVISION', 'SAT 8 FEB 2025 KO 15:00', 'RIVERSIDE STADIUM', 'ENTRANCE 12', 'BLOCK S ROW 8 SEAT 14', 'ADULT £38.00'];
const BOARDING = ['BOARDING PASS', 'SMITH/JANE MS', 'FLIGHT XY 482', 'Boarding 15:05 - Gate 4 · Seat 9C', 'Zone 2'];
const TRAIN = ['E-TICKET', 'Mombasa — Nairobi', 'Departure 08:15', 'Coach 3 - Seats 21-23', 'Standard Class'];
const HOTEL = ['HARBOUR VIEW HOTEL', 'Welcome Mr Smith', 'ROOM 611 - 3 NIGHTS', 'Check-out 11:00'];
const CONCERT = ['THE MIDNIGHT LANTERNS', 'support: Paper Foxes', 'Doors 19:00', 'STANDING  GA', 'Entry via Door B'];
const STADIUM_CONCERT = ['NORTHERN LIGHTS', 'THE WORLD TOUR', 'CENTRAL STADIUM', 'NORTH STAND BLOCK 112 ROW 5 SEAT 9', 'DOORS 17:00'];
const CINEMA = ['SCREEN 5', 'ROW G SEAT 9', '20:15', '£11.50'];
const THEATRE = ['ROYAL ALBERT THEATRE', 'HAMLET', 'STALLS ROW F SEAT 12', 'Fri 11 Jul 19:30'];

describe('what occasion a document is for', () => {
  it('reads the occasion off the layout', () => {
    expect(occasionOf(MATCH.join('\n'))).toBe('match');
    // Sides round a dash are a match beside a stand's or a ground's word, a route's ends beside a departure.
    expect(occasionOf(['LIONS – TIGERS', 'NATIONAL ARENA', 'GATE C', 'NORTH STAND ROW 4 SEAT 9'].join('\n'))).toBe('match');
    expect(occasionOf(TRAIN.join('\n'))).toBe('journey');
    expect(occasionOf(BOARDING.join('\n'))).toBe('journey');
    expect(occasionOf(HOTEL.join('\n'))).toBe('stay');
    expect(occasionOf(CONCERT.join('\n'))).toBe('concert');
    expect(occasionOf(THEATRE.join('\n'))).toBe('stage');
    // A tour plays grounds: a stadium and a block with no two sides are the concert's.
    expect(occasionOf(STADIUM_CONCERT.join('\n'))).toBe('concert');
    // Most documents say no occasion plainly.
    expect(occasionOf(['CORNER SHOP', 'MILK 1.20', 'TOTAL 1.20'].join('\n'))).toBeNull();
    expect(occasionOf(['DATA SUMMIT 2025', 'SPEAKER', 'Your talk: Room B2, 14:00'].join('\n'))).toBeNull();
  });

  it('knows the occasion a question word names by WordNet', () => {
    expect(named('football')).toEqual(['match']);
    expect(named('rugby')).toEqual(['match']);
    expect(named('match')).toEqual(['match']);
    expect(named('gig')).toEqual(['concert']);
    expect(named('play')).toEqual(['stage']);
    expect(named('show')).toEqual(['concert', 'stage']);
    // "Who was playing": the verb names the act, not the occasion.
    expect(named('playing')).toEqual([]);
    expect(named('flight')).toEqual([]);
    // A compound WordNet knows is read whole: a video game or a board game is played, but no match is gone to.
    expect(named('football game')).toEqual(['match']);
    expect(named('video game')).toEqual([]);
    expect(named('board game')).toEqual([]);
  });

  describe('asked of a library of tickets', () => {
    let engine: Engine;
    beforeAll(async () => {
      const doc = (name: string, at: string, text: string[]) => memoryRow(name, at, HOME, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });
      engine = await engineOver(await tempDir('occasion-layout'), [
        doc('match.jpg', '2025-02-08T14:10:00', MATCH),
        doc('boarding.jpg', '2025-03-14T13:40:00', BOARDING),
        doc('train.jpg', '2025-04-02T08:00:00', TRAIN),
        doc('hotel.jpg', '2025-05-10T16:00:00', HOTEL),
        doc('concert.jpg', '2025-06-20T19:30:00', CONCERT),
        doc('theatre.jpg', '2025-07-11T19:00:00', THEATRE),
        doc('stadium-concert.jpg', '2025-08-30T17:30:00', STADIUM_CONCERT),
      ]);
    }, 120_000);
    afterAll(async () => {
      await engine?.close();
    });
    const ask = async (question: string) => (await engine.ask({ question, now: '2025-10-01T09:00:00Z', noLlm: true })).answer;

    it('reads a value off the ticket of the occasion named', async () => {
      expect(await ask('Which gate did we go in at the football game?')).toMatch(/^12\b/);
      expect(await ask('Where were our seats at the football?')).toMatch(/^BLOCK S ROW 8 SEAT 14/);
      expect(await ask('What seat did I have at the rugby?')).toMatch(/^BLOCK S ROW 8 SEAT 14/);
      expect(await ask('Where were we sitting at the play?')).toMatch(/STALLS ROW F SEAT 12/);
      // A tour plays grounds: its ticket prints a stand and a block but no two sides.
      expect(await ask('Which block were we in at the concert?')).toMatch(/^112\b/);
    });

    it('names the sides of the match, not a route', async () => {
      expect(await ask('Who was playing at the football match I went to?')).toMatch(/^CITY FC v UNITED/);
      // A list of teams is the ticket's one match, both sides (fixture.ts), not a line under it.
      expect(await ask('Which teams played at the rugby?')).toMatch(/^CITY FC v UNITED/);
    });

    it('still reads a journey off its own ticket', async () => {
      expect(await ask('What gate did my flight leave from?')).toMatch(/^4\b/);
      expect(await ask('Which coach was I in on the train?')).toMatch(/^3\b/);
      expect(await ask('What was my hotel room number?')).toMatch(/^611\b/);
    });
  });

  describe('asked where a match was', () => {
    let engine: Engine;
    beforeAll(async () => {
      const doc = (name: string, at: string, text: string[]) => memoryRow(name, at, HOME, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });
      engine = await engineOver(await tempDir('occasion-where'), [
        doc('rugby.jpg', '2025-02-08T14:10:00', ['NORTHSIDE v SOUTHSIDE', 'SAT 8 FEB KICK-OFF 15:00', 'TURNSTILE 5', 'EAST STAND BLOCK E ROW 12 SEAT 231']),
        doc('train.jpg', '2025-04-02T08:00:00', TRAIN),
      ]);
    }, 120_000);
    afterAll(async () => {
      await engine?.close();
    });

    it('names no side as the venue', async () => {
      const answer = (await engine.ask({ question: 'Where did we watch the rugby?', now: '2025-10-01T09:00:00Z', noLlm: true })).answer;
      expect(answer).toMatch(/^Bristol/);
    });
  });

  describe('asked when an occasion started', () => {
    let engine: Engine;
    beforeAll(async () => {
      const doc = (name: string, at: string, text: string[]) => memoryRow(name, at, HOME, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });
      engine = await engineOver(await tempDir('occasion-clock'), [
        doc('match.jpg', '2025-02-08T14:10:00', MATCH),
        doc('train.jpg', '2025-04-02T08:00:00', TRAIN),
        doc('concert.jpg', '2025-06-20T19:30:00', CONCERT),
        doc('cinema.jpg', '2025-07-20T19:30:00', CINEMA),
      ]);
    }, 120_000);
    afterAll(async () => {
      await engine?.close();
    });

    it('reads no clock off a ticket that shares nothing with the question', async () => {
      const ask = async (question: string) => (await engine.ask({ question, now: '2025-10-01T09:00:00Z', noLlm: true })).answer;
      // "Start" names a departure's and a kick-off's label: the train's and the match's clocks are theirs.
      expect(await ask('What time did the gig start?')).toMatch(/^Doors 19:00/);
      expect(await ask('What time did the concert start?')).toMatch(/^Doors 19:00/);
    });
  });
});
