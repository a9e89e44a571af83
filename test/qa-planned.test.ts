import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { printsDayIn } from '../electron/engine/qa/planned';
import { extractDateRange } from '../electron/engine/search/date-range';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 47.0502, lon: 8.3093 };
const NOVEMBER = { from: Date.UTC(2025, 10, 1), to: Date.UTC(2025, 10, 30, 23, 59, 59, 999) };
const LATE_OCTOBER = Date.UTC(2025, 9, 20, 18, 0);

describe('printsDayIn: a document that prints a day inside the asked window', () => {
  it('reads a whole date, or a month and year the window holds whole', () => {
    expect(printsDayIn('HARBOUR DENTAL\nNext visit: Tue 11 Nov, 09:40', LATE_OCTOBER, NOVEMBER)).toBe(true);
    expect(printsDayIn('CLINIC ON-CALL ROTA\nNOVEMBER 2025\nON CALL: 6, 13, 27', LATE_OCTOBER, NOVEMBER)).toBe(true);
  });

  it('does not take the day it was printed, a day outside the window, or a month the window only touches', () => {
    expect(printsDayIn('CORNER BAKERY\n20/10/2025 18:00\nTOTAL 4.20', LATE_OCTOBER, NOVEMBER)).toBe(false);
    expect(printsDayIn('CITY ORCHESTRA\nFRI 3 OCT 2025 19:30', LATE_OCTOBER, NOVEMBER)).toBe(false);
    const firstWeek = { from: NOVEMBER.from, to: Date.UTC(2025, 10, 7, 23, 59) };
    expect(printsDayIn('CLINIC ON-CALL ROTA\nNOVEMBER 2025', LATE_OCTOBER, firstWeek)).toBe(false);
  });

  it('reads a date printed either way round as the photo\'s own day when one reading is', () => {
    // A time card photographed on 1 February printing "01/02/26" is that day, not 2 January.
    const january = { from: Date.UTC(2026, 0, 1), to: Date.UTC(2026, 0, 31, 23, 59, 59, 999) };
    expect(printsDayIn('VOLUNTEER TIME CARD\n01/02/26 IN 09:00 OUT 12:00', Date.UTC(2026, 1, 1, 12, 30), january)).toBe(false);
    // Photographed in December, the same card's "01/02/26" may still be either.
    expect(printsDayIn('VOLUNTEER TIME CARD\n01/02/26 IN 09:00 OUT 12:00', Date.UTC(2025, 11, 20, 12, 30), january)).toBe(true);
  });
});

describe('a month asked about in the present, soon, is the one ahead', () => {
  const month = (question: string, now: string) => {
    const { range } = extractDateRange(question, new Date(now));
    return range && { from: new Date(range.from).toISOString().slice(0, 10), recurs: range.recurs ?? null };
  };

  it('reads the coming month when it starts within a season', () => {
    expect(month('Which nights am I working in November?', '2025-10-25T10:00:00Z')).toEqual({ from: '2025-11-01', recurs: null });
    expect(month('What time is my dentist appointment in December?', '2025-10-25T10:00:00Z')).toEqual({ from: '2025-12-01', recurs: null });
  });

  it('reads the month that has been when asked in the past, or when the coming one is far off', () => {
    expect(month('Which nights did I work in November?', '2025-10-25T10:00:00Z')?.from).toBe('2024-11-01');
    expect(month('Which nights am I working in November?', '2025-06-10T10:00:00Z')?.from).toBe('2024-11-01');
  });
});

describe('a plan photographed before the time it is for answers a question about that time', () => {
  let engine: Engine;
  const names = (out: { references: Array<{ path: string }> }) => out.references.map((r) => r.path.split('/').pop());

  beforeAll(async () => {
    engine = await engineOver(await tempDir('qa-planned'), [
      ...Array.from({ length: 12 }, (_, i) => memoryRow(`day-${i}.jpg`, `2025-${i % 2 ? '10' : '11'}-${String(2 + i * 2).padStart(2, '0')}T12:00:00`, HOME)),
      // Bought in September for a concert in November.
      memoryRow('ticket.jpg', '2025-09-02T20:00:00', HOME, { ocr_text: 'CITY ORCHESTRA\nSAT 15 NOV 2025 19:30\nSEAT K12' }),
      // Another concert's ticket, photographed in the same lead-up, for a night before November.
      memoryRow('october-ticket.jpg', '2025-10-01T20:00:00', HOME, { ocr_text: 'CITY ORCHESTRA\nFRI 3 OCT 2025 19:30\nSEAT B3' }),
      memoryRow('rota.jpg', '2025-10-20T18:00:00', HOME, { ocr_text: 'CLINIC ON-CALL ROTA\nNOVEMBER 2025\nON CALL: 6, 13, 27' }),
    ]);
  }, 120_000);
  afterAll(async () => engine?.close());

  it('finds the ticket bought weeks before the concert the question asks about', async () => {
    const out = await engine.ask({ question: 'Which seat did I have for the orchestra in November?', now: '2025-12-10T10:00:00+01:00', noLlm: true });
    expect(names(out)[0]).toBe('ticket.jpg');
    expect(names(out)).not.toContain('october-ticket.jpg');
    expect(out.answer).toContain('K12');
  });

  it('finds the rota made for the month asked about', async () => {
    const out = await engine.ask({ question: 'When was I on call in November?', now: '2025-12-10T10:00:00+01:00', noLlm: true });
    expect(names(out)).toContain('rota.jpg');
  });

  it('finds it before the month begins, asked about the month ahead', async () => {
    const out = await engine.ask({ question: 'When am I on call in November?', now: '2025-10-25T10:00:00+01:00', noLlm: true });
    expect(names(out)).toContain('rota.jpg');
  });
});

describe('a plan photographed before a vague time it is for', () => {
  let engine: Engine;
  const names = (out: { references: Array<{ path: string }> }) => out.references.map((r) => r.path.split('/').pop());

  beforeAll(async () => {
    engine = await engineOver(await tempDir('qa-planned-soft'), [
      ...Array.from({ length: 8 }, (_, i) => memoryRow(`day-${i}.jpg`, `2025-03-${String(2 + i * 3).padStart(2, '0')}T12:00:00`, HOME)),
      // Bought in February for a gig at the end of March.
      memoryRow('gig.png', '2025-02-03T12:04:00', null, { ocr_text: 'THE PAPER KITES\nRiverside Hall\nFri, Mar 28, 2025 · 8:00 PM\nBalcony · Row D · Seat 118' }),
      // A gallery's ticket, taken in mid-March: near the window, but no plan for it.
      memoryRow('gallery.jpg', '2025-03-15T11:34:00', HOME, { ocr_text: 'CITY GALLERY\nGENERAL ADMISSION\nADULT $30.00\nSAT MAR 15 2025' }),
    ]);
  }, 120_000);
  afterAll(async () => engine?.close());

  it('is about the day it prints: "late March" finds the ticket bought in February', async () => {
    const out = await engine.ask({ question: 'Which band did I see in late March?', now: '2025-06-10T10:00:00+01:00', noLlm: true });
    expect(names(out)[0]).toBe('gig.png');
    expect(out.answer).toContain('Row D'); // read from the ticket, not from a photo of the window
  });
});
