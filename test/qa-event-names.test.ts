import { describe, expect, it } from 'vitest';
import { contentWords } from '../electron/engine/augment/similarity';
import { nameMatches, sharingAWord } from '../electron/engine/qa/event-names';

const events = [
  { name: 'CHI 2024', start: 5 },
  { name: 'Trip to Lisbon', start: 1 },
  { name: 'HARVEST FAIR 2023', start: 3 },
  { name: 'Harvest fair 2024', start: 4 },
  { name: "Maya's 30th", start: 2 },
];

describe('events indexed by the words of their names', () => {
  it('finds every event a question names, in the list order, as comparing each one would', () => {
    for (const question of ['What hotel did I stay at during CHI 2024?', 'photos from the harvest fair 2024', 'my trip to Lisbon', "Maya's 30th party", 'the weather']) {
      const q = contentWords(question);
      const all = events.filter((e) => nameMatches(question, e.name, q));
      expect(sharingAWord(events, q).filter((e) => nameMatches(question, e.name, q))).toEqual(all);
    }
    expect(sharingAWord(events, contentWords('the harvest fair in 2024')).map((e) => e.name)).toEqual(['CHI 2024', 'HARVEST FAIR 2023', 'Harvest fair 2024']);
  });

  it('keeps only what the filter keeps, and indexes a changed list anew', () => {
    const q = contentWords('harvest fair');
    expect(sharingAWord(events, q, (e) => e.start < 4).map((e) => e.name)).toEqual(['HARVEST FAIR 2023']);
    const renamed = events.map((e) => (e.start === 3 ? { ...e, name: 'Apple picking' } : e));
    expect(sharingAWord(renamed, q).map((e) => e.name)).toEqual(['Harvest fair 2024']);
  });
});
