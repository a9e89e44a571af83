/**
 * Times named by an occasion: "the weekend before the <place> trip", "the day after the wedding",
 * "when we went to <place>". The window comes from the event's span; the occasion's words are no date
 * for the parser (which reads "the day before" as yesterday) and its place is no place filter.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { analyzeQuestion, type EventRef } from '../electron/engine/qa/analyze';
import { findOccasionPhrase, occasionWindow } from '../electron/engine/qa/relative-time';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const at = (ms: number) => new Date(ms).toISOString().slice(0, 19);

describe('windows around an occasion', () => {
  it('puts the weekend before on the last whole weekend before the first day', () => {
    // A trip from Saturday 2030-03-16: the weekend before is 9–10 March.
    const sat = occasionWindow({ direction: 'before', unit: 'weekend' }, day('2030-03-16') + 9 * 3_600_000, day('2030-03-20'));
    expect([at(sat.from), at(sat.to)]).toEqual(['2030-03-09T00:00:00', '2030-03-10T23:59:59']);
    // From a Sunday, the Saturday just before is the same weekend: the one before that.
    const sun = occasionWindow({ direction: 'before', unit: 'weekend' }, day('2030-03-17'), day('2030-03-20'));
    expect(at(sun.from)).toBe('2030-03-09T00:00:00');
    // From a Wednesday, the weekend just gone.
    expect(at(occasionWindow({ direction: 'before', unit: 'weekend' }, day('2030-03-13'), day('2030-03-14')).from)).toBe('2030-03-09T00:00:00');
  });

  it('reads day, night, week and month either side, and the travel days during', () => {
    const start = day('2030-03-13') + 10 * 3_600_000;
    const end = day('2030-03-15') + 18 * 3_600_000;
    const w = (direction: 'before' | 'after', unit: 'day' | 'night' | 'week' | 'month' | 'weekend') => {
      const r = occasionWindow({ direction, unit }, start, end);
      return [at(r.from), at(r.to)];
    };
    expect(w('before', 'day')).toEqual(['2030-03-12T00:00:00', '2030-03-12T23:59:59']);
    expect(w('before', 'night')).toEqual(['2030-03-12T17:00:00', '2030-03-12T23:59:59']);
    expect(w('after', 'day')).toEqual(['2030-03-16T00:00:00', '2030-03-16T23:59:59']);
    expect(w('after', 'week')).toEqual(['2030-03-16T00:00:00', '2030-03-22T23:59:59']);
    expect(w('before', 'month')).toEqual(['2030-02-13T00:00:00', '2030-03-12T23:59:59']);
    expect(w('after', 'weekend')).toEqual(['2030-03-16T00:00:00', '2030-03-17T23:59:59']);
    const during = occasionWindow({ direction: 'during', unit: null }, start, end);
    expect(during.from).toBeLessThan(day('2030-03-13'));
    expect(during.to).toBeGreaterThan(day('2030-03-16'));
  });

  it('finds the phrase, or none', () => {
    expect(findOccasionPhrase('What did I buy the day after the gala?')).toMatchObject({ direction: 'after', unit: 'day', anchor: 'the gala' });
    expect(findOccasionPhrase('Did I take a taxi when we went to Chile?')).toMatchObject({ direction: 'during', anchor: 'Chile' });
    expect(findOccasionPhrase('What did I do last weekend?')).toBeNull();
  });
});

describe('the analysis of a question dated by an occasion', () => {
  const NOW = new Date('2030-06-01T12:00:00Z');
  const events: EventRef[] = [
    { id: 'gala', name: 'Spring Gala 2030', kind: 'mention', place: null, start: day('2030-04-20') + 19 * 3_600_000, end: day('2030-04-20') + 23 * 3_600_000 },
    { id: 'chile', name: 'Trip to Santiago, March 2–9, 2030', kind: 'trip', place: 'Santiago', start: day('2030-03-02'), end: day('2030-03-09') + 20 * 3_600_000, regions: ['Santiago', 'Chile'] },
  ];
  const analyse = (q: string) => analyzeQuestion(q, NOW, { events, people: [] });

  it('dates "the day after <event>" by the event, not by today', () => {
    const a = analyse('What did I buy the day after the spring gala?');
    expect([a.time?.from, a.time?.to, a.time?.strict]).toEqual(['2030-04-21T00:00:00', '2030-04-21T23:59:59', true]);
    expect(a.terms).toEqual(['buy']);
    expect(a.events).toEqual([]);
  });

  it('takes "when we went to <place>" as the trip\'s time, not its place', () => {
    const a = analyse('Did I take a taxi when we went to Chile?');
    expect(a.places).toEqual([]);
    expect(a.events.map((e) => e.id)).toEqual(['chile']);
    expect((a.time?.from ?? '') < '2030-03-02' && (a.time?.to ?? '') > '2030-03-10').toBe(true);
    expect(a.terms).toEqual(['taxi']);
  });

  it('leaves a phrase whose occasion the library does not have as it was', () => {
    expect(analyse('What did I buy the day after the harvest fair?').time?.from).not.toBe('2030-04-21T00:00:00');
  });
});

describe('in a library', () => {
  let engine: Engine;
  const HOME = { lat: 43.6532, lon: -79.3832 };
  const AWAY = { lat: -33.4489, lon: -70.6693 };
  beforeAll(async () => {
    const base = await tempDir('qa-relative-time');
    engine = await engineOver(base, [
      ...Array.from({ length: 8 }, (_, i) => memoryRow(`home-${i}.jpg`, `2030-0${1 + (i % 4)}-${String(2 + 3 * i).padStart(2, '0')}T19:00:00`, HOME)),
      memoryRow('note-weekend-before.jpg', '2030-03-03T20:00:00', HOME, { ocr_text: 'To do:\n- exchange pesos\n- charge camera\n- water plants' }),
      memoryRow('note-later.jpg', '2030-04-10T20:00:00', HOME, { ocr_text: 'To do:\n- dentist\n- call bank' }),
      memoryRow('trip-1.jpg', '2030-03-09T12:00:00', AWAY),
      memoryRow('trip-2.jpg', '2030-03-11T15:00:00', AWAY, { ocr_text: 'MERCADO CENTRAL' }),
      memoryRow('trip-3.jpg', '2030-03-14T10:00:00', AWAY),
    ]);
  }, 120_000);
  afterAll(async () => engine?.close());

  it('answers with the note of the weekend before the trip', async () => {
    const out = await engine.ask({ question: 'What was on my to do list the weekend before the Chile trip?', now: '2030-06-01T12:00:00Z', noLlm: true });
    expect(out.analysis.time?.from).toBe('2030-03-02T00:00:00');
    expect(path.basename(out.references[0]!.path)).toBe('note-weekend-before.jpg');
    expect(out.answer).toMatch(/pesos/);
  });
});

describe('"since <date>"', () => {
  it('runs from the date until now', () => {
    const a = analyzeQuestion('How many times have I given blood since October?', new Date('2031-01-24T12:00:00Z'), { events: [], people: [] });
    expect([a.time?.from, a.time?.to, a.time?.strict, a.time?.recurs]).toEqual(['2030-10-01T00:00:00', '2031-01-24T12:00:00', true, undefined]);
    // Without "since", the month alone.
    expect(analyzeQuestion('How many times did I give blood in October?', new Date('2031-01-24T12:00:00Z'), { events: [], people: [] }).time?.to).toBe('2030-10-31T23:59:59');
  });
});

describe('a weekday with a place', () => {
  it('is that weekday of the trip there, not the latest one', () => {
    const events: EventRef[] = [
      { id: 'porto', name: 'Trip to Porto, May 2–5, 2030', kind: 'trip', place: 'Porto', start: day('2030-05-02') + 9 * 3_600_000, end: day('2030-05-05') + 20 * 3_600_000 },
    ];
    // 2030-05-04 is a Saturday; "now" is a month later.
    const a = analyzeQuestion('Where did we have lunch on the Saturday in Porto?', new Date('2030-06-05T12:00:00Z'), { events, people: [] });
    expect([a.time?.from, a.time?.to]).toEqual(['2030-05-04T00:00:00', '2030-05-04T23:59:59']);
    // Without a place, the date parser's Saturday, as before.
    const b = analyzeQuestion('Where did we have lunch on Saturday?', new Date('2030-06-05T12:00:00Z'), { events, people: [] });
    expect(b.time?.from).not.toBe('2030-05-04T00:00:00');
  });
});
