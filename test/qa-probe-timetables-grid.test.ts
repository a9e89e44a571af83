/**
 * Timetables set as grids: a departure board photographed at a station (a row per train, or each cell
 * on its own line as OCR reads a screen cell by cell) and a weekly rota (names down, weekdays across).
 * Asked what a traveller or a worker asks: what time the train to a place goes, from which platform,
 * what shift someone is on a weekday, who is off.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { gridCell, gridsOf } from '../electron/engine/qa/timetable-grid';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 53.7997, lon: -1.5492 };
const BOARD = ['DEPARTURES', 'Time Destination Plat Expected', '07:48 York 6 On time', '07:55 Sheffield 12 Delayed', '08:02 Newcastle Central 3 08:09', '08:10 Huddersfield 15 On time', '08:16 Hull Paragon 9 Cancelled'];
const SCREEN = ['Departures', 'Time', 'Destination', 'Platform', 'Status', '14:05', 'Carlisle', '4', 'On time', '14:12', 'Skipton', '2', 'Exp 14:20', '14:30', 'Harrogate', '11', 'On time'];
const ROTA = ['Kitchen rota w/c 2 June', 'Name Mon Tue Wed Thu Fri Sat Sun', 'Ravi 8-4 8-4 OFF 2-10 2-10 OFF OFF', 'Lena OFF 8-4 8-4 8-4 OFF 10-6 10-6', 'Owen 2-10 OFF 2-10 OFF 8-4 8-4 OFF'];
const TICKET = ['Your e-ticket', 'Anytime Single', 'Leeds to York', 'Date: Fri 6 Jun 2025', 'Departs 09:15', 'Coach B Seat 21'];
const NOW = '2025-06-04T09:00:00Z';

describe('timetable grids: readers', () => {
  it('reads a board line by line, a row\'s words of a name or a status one cell', () => {
    const [grid] = gridsOf(BOARD);
    expect(grid?.header).toEqual(['Time', 'Destination', 'Plat', 'Expected']);
    expect(grid?.rows[1]?.cells).toEqual(['07:55', 'Sheffield', '12', 'Delayed']);
    expect(grid?.rows[2]?.cells).toEqual(['08:02', 'Newcastle Central', '3', '08:09']);
  });

  it('reads a screen read a cell at a time, the title above the header left out', () => {
    const [grid] = gridsOf(SCREEN);
    expect(grid?.header).toEqual(['Time', 'Destination', 'Platform', 'Status']);
    expect(grid?.rows.map((r) => r.cells[1])).toEqual(['Carlisle', 'Skipton', 'Harrogate']);
  });

  it('answers the cell where the named row and the asked column cross', () => {
    expect(gridCell(BOARD, 'Which platform is the Sheffield train?')?.value).toBe('12');
    expect(gridCell(BOARD, 'What time is the next train to Newcastle?')?.value).toBe('08:02');
    expect(gridCell(SCREEN, 'What platform does the Skipton train leave from?')?.value).toBe('2');
    expect(gridCell(ROTA, 'What shift is Lena on Thursday?')?.value).toBe('8-4');
    expect(gridCell(ROTA, 'When is Owen working on Friday?')?.value).toBe('8-4');
    expect(gridCell(ROTA, 'Who is off on Wednesday?')?.value).toBe('Ravi');
  });

  it('leaves a row or a column the grid does not print, and a label over its value, alone', () => {
    expect(gridCell(BOARD, 'Which platform is the Leeds train?')).toBeNull();
    expect(gridCell(ROTA, 'What shift is Lena on?')).toBeNull();
    expect(gridsOf(TICKET)).toEqual([]);
    expect(gridsOf(['Gate Block Row Seat', 'H M42 18 233'])).toEqual([]);
  });
});

describe('timetable grids: asked of a library', () => {
  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-timetables-grid');
    const doc = (name: string, at: string, lines: string[], kind: 'photo' | 'screenshot' = 'photo') => memoryRow(name, at, HOME, { kind, has_text: true, ocr_text: lines.join('\n') });
    engine = await engineOver(base, [
      doc('board.jpg', '2025-06-02T07:45:00', BOARD),
      doc('screen.jpg', '2025-05-20T14:00:00', SCREEN),
      doc('rota.jpg', '2025-05-30T18:00:00', ROTA),
      doc('ticket.png', '2025-06-01T20:00:00', TICKET, 'screenshot'),
      doc('receipt.jpg', '2025-06-03T13:00:00', ['STATION CAFE', 'Tea 2.10', 'Flapjack 2.40', 'TOTAL 4.50']),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });
  const ask = async (question: string) => (await engine.ask({ question, now: NOW, noLlm: true })).answer;

  it('reads the platform and the time of the train to the named place off the board', async () => {
    expect(await ask('Which platform is the Sheffield train?')).toMatch(/^12\b/);
    expect(await ask('What platform does the Skipton train leave from?')).toMatch(/^2\b/);
    expect(await ask('What time is the next train to Newcastle?')).toMatch(/^08:02\b/);
    expect(await ask('What time is the train to Carlisle?')).toMatch(/^14:05\b/);
  });

  it('still reads the ticket for the train the ticket is for', async () => {
    expect(await ask('What time does my train to York leave?')).toMatch(/09:15/);
  });

  it('reads a rota\'s cell for a name and a weekday', async () => {
    expect(await ask('What shift is Lena on Thursday?')).toMatch(/^8-4\b/);
    expect(await ask('Who is off on Wednesday?')).toMatch(/^Ravi\b/);
  });
});
