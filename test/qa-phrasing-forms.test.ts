/**
 * The same thing asked in other forms than the document prints it: an adjective for its noun
 * ("electric" bill, "ELECTRICITY BILL"), a modal frame ("need to pay"), a kind of place named as
 * the asked thing ("which town"). Made-up documents; none is from an eval album.
 */
import { describe, expect, it } from 'vitest';
import { analyzeQuestion } from '../electron/engine/qa/analyze';
import { answerTypeOf } from '../electron/engine/qa/answer-type';
import { questionGroups, unitCoverage } from '../electron/engine/qa/coverage';
import { relatedWords } from '../electron/engine/qa/lexicon/related';
import { wordRoles } from '../electron/engine/qa/lexicon/word-roles';
import { memoryRow } from './support/memory-rows';

const at = (ocr: string) => memoryRow('x.jpg', '2023-05-01T10:00:00', null, { ocr_text: ocr });
const NOW = new Date('2023-06-01T10:00:00Z');

describe('phrasing forms', () => {
  it('reads an adjective the grammar puts before a noun as the noun it pertains to', () => {
    const question = 'When is the dental appointment?';
    const words = relatedWords('dental', { roles: wordRoles(question) }).map((r) => r.word);
    expect(wordRoles(question).get('dental')).toBe('n');
    expect(words).toContain('tooth');
  });

  it('reads a word naming the means of an act as its verb too ("bike rides": to bike is to ride)', () => {
    const question = 'How many bike rides did I do in May?';
    expect(wordRoles(question).has('bike')).toBe(false);
    // Before a thing, not an act, the word is the noun it always was.
    expect(wordRoles('Which bike shop did I use?').get('bike')).toBe('n');
    const groups = questionGroups([['bike'], ['ride']], { roles: wordRoles(question) });
    const ride = unitCoverage(at('Evening Ride\nDistance 31.4 km\nAvg speed 24.1 km/h'), groups);
    const fuel = unitCoverage(at('HILLTOP SERVICES\nVEHICLE REG KT 447\nUNLEADED 31.2 L\nTOTAL 52.10'), groups);
    // The screen of the ride covers "bike" (a ride is what biking is) as well as the fuel bill's vehicle does.
    expect(ride[0]).toBeGreaterThanOrEqual(fuel[0]!);
  });

  it('covers a two-word phrase printed with its first word in another form', () => {
    const question = 'When is the electric bill due?';
    const groups = questionGroups([['electric bill'], ['due']], { roles: wordRoles(question) });
    const [utility] = unitCoverage(at('HARBOUR POWER\nELECTRICITY BILL\nAMOUNT DUE 96.37'), groups);
    const [dinner] = unitCoverage(at('THE OLD MILL\nBILL\nTOTAL 48.00'), groups);
    // As near as a synonym: the phrase's own words, one of them in its other form.
    expect(utility).toBeGreaterThanOrEqual(0.6);
    expect(dinner).toBeLessThan(utility!);
  });

  it('does not search a modal "need to" as a thing needed', () => {
    expect(analyzeQuestion('When do I need to pay the water bill by?', NOW, { events: [], people: [] }).terms).not.toContain('need');
    expect(analyzeQuestion('What do I need from the hardware store?', NOW, { events: [], people: [] }).terms).toContain('need');
  });

  it('reads a note headed "Don\'t forget" as a list of things to do', () => {
    const todo = questionGroups([['todo']], {});
    expect(unitCoverage(at("Don't forget:\n- call the plumber\n- renew passport"), todo)[0]).toBeGreaterThan(0);
  });

  it('asks a town, a village or a county as the place a photo was taken', () => {
    expect(answerTypeOf('Which town was the cabin in?', null)).toEqual({ kind: 'name', subject: 'place' });
    expect(answerTypeOf('What village did we stay in?', null)).toEqual({ kind: 'name', subject: 'place' });
    expect(answerTypeOf('Which hotel did we stay in?', null)).toEqual({ kind: 'name', subject: 'hotel' });
  });
});
