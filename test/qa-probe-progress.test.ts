/**
 * Progress towards a whole, made up as loyalty cards, learning and reading apps and step challenges
 * print it: "8 of 10 stamps", "Stamps: 6/9", "Lesson 14 of 40", "142,380 of 300,000 steps". How many
 * there are is the first number, how many are left the whole less it, and "what lesson am I on" the
 * place in the sequence.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { progressOf, ASKS_TO_GO } from '../electron/engine/qa/progress';
import { answerTypeOf } from '../electron/engine/qa/answer-type';
import { printedDuration } from '../electron/engine/qa/printed-date';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const NOW = '2026-04-28T12:00:00Z';
const doc = (name: string, local: string, lines: string[]) => memoryRow(name, local, null, { kind: 'screenshot', has_text: true, ocr_text: lines.join('\n') });

describe('a count towards a whole', () => {
  it('reads the part before or after the noun, and the rest to go in the line\'s own grouping', () => {
    expect(progressOf(['8 of 10 stamps'], 'stamp', false)?.n).toBe('8');
    expect(progressOf(['8 of 10 stamps'], 'stamp', true)?.n).toBe('2');
    expect(progressOf(['Stamps: 6/9'], 'stamp', true)?.n).toBe('3');
    expect(progressOf(['142,380 of 300,000 steps'], 'step', true)?.n).toBe('157,620');
    expect(progressOf(['64% · Page 212 of 331'], 'page', true)?.n).toBe('119');
  });
  it('is no date, and no whole smaller than its part', () => {
    expect(progressOf(['Visits 03/04/2026'], 'visit', false)).toBeNull();
    expect(progressOf(['Visits 03/04'], 'visit', false)).toBeNull();
    expect(progressOf(['Lesson 14 of 9'], 'lesson', false)).toBeNull();
  });
  it('knows a question about what is still to go', () => {
    expect(ASKS_TO_GO.test('How many more stamps until a free coffee?')).toBe(true);
    expect(ASKS_TO_GO.test('How many pages are left in my book?')).toBe(true);
    expect(ASKS_TO_GO.test('How many stamps do I have?')).toBe(false);
    expect(ASKS_TO_GO.test('How many more people came than last year?')).toBe(false);
  });
  it('reads the time left printed in hours and minutes together', () => {
    expect(printedDuration(['64% · Page 212 of 331', '2h 10m left in book'], ['left', 'book'])?.value).toBe('2 h 10 min');
    expect(printedDuration(['Episode 5', '1 hr 25 mins remaining'], ['remaining'])?.value).toBe('1 h 25 min');
    expect(printedDuration(['Bake at 220C for 25 min'], ['bake'])?.value).toBe('25 min');
  });
  it('asks a place in a sequence by "what … am I on"', () => {
    expect(answerTypeOf('what lesson am I on in Spanish', null)).toEqual({ kind: 'identifier', subject: 'lesson' });
    expect(answerTypeOf('which floor are we on?', null)).toEqual({ kind: 'identifier', subject: 'floor' });
    expect(answerTypeOf('what day are we on holiday', null).kind).not.toBe('identifier');
  });
});

describe('progress asked of cards and apps', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineOver(await tempDir('qa-probe-progress'), [
      memoryRow('coffee-card.jpg', '2026-04-02T08:10:00', null, { kind: 'photo', has_text: true, ocr_text: ['BEAN THERE CAFE', 'Loyalty card', '8 of 10 stamps', 'Your 10th coffee is on us'].join('\n') }),
      doc('bakery-app.png', '2026-04-05T09:00:00', ['Crumbs Rewards', 'Stamps: 6/9', 'Free loaf at 9']),
      doc('points.png', '2026-04-06T12:00:00', ['Clubcard', 'Points balance', '1,240', 'Vouchers available: £12.00']),
      doc('course.png', '2026-04-07T20:00:00', ['Spanish for Beginners', 'Lesson 14 of 40', '35% complete', 'Streak: 12 days']),
      doc('reading.png', '2026-04-08T22:00:00', ['The Long Way Home', '64% · Page 212 of 331']),
      doc('challenge.png', '2026-04-09T18:00:00', ['April Step Challenge', '142,380 of 300,000 steps', 'Rank 4 of 12']),
    ]);
  });
  afterAll(async () => {
    await engine.close();
  });
  const ask = async (question: string) => (await engine.ask({ question, now: NOW, noLlm: true })).answer;

  it('counts what there is, not the whole it counts towards', async () => {
    expect(await ask('How many stamps do I have on my coffee card?')).toMatch(/^8 stamps/);
    expect(await ask('How many steps have I done in the challenge?')).toMatch(/^142,380 steps/);
  });
  it('counts what is left as the whole less it', async () => {
    expect(await ask('How many Spanish lessons are left?')).toMatch(/^26 /);
    expect(await ask('How many pages are left in my book?')).toMatch(/^119 pages/);
    expect(await ask('How many stamps do I need for a free loaf?')).toMatch(/^3 stamps/);
  });
  it('answers the place in a sequence with its number', async () => {
    expect(await ask('What lesson am I on in Spanish?')).toMatch(/^14 — /);
    expect(await ask('What page am I on in my book?')).toMatch(/^212 — /);
  });
});
