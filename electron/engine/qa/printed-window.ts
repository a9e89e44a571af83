/**
 * A document can be about another time than when it was photographed: next month's roster pinned up
 * and photographed this month, a ticket screenshotted weeks before the day it is for. A question's
 * strict window ("in November") is on capture time, so such a document falls outside it although the
 * date it prints falls inside. These are read back: memories taken within a few weeks of the window
 * whose text prints a day or a month inside it.
 */
import * as chrono from 'chrono-node';
import type { QueryAnalysis } from '../../../shared/qa';
import { sqlNumber, type Database } from '../store/database';
import { MAX_OFFSET_MS, localMs } from './scope';
import type { MemoryRow } from '../store/schema';

const DAY_MS = 86_400_000;
/** A document is photographed this long before or after the time it is about, at most (a month's roster, a booking). */
export const PRINTED_REACH_MS = 42 * DAY_MS;
/**
 * Only windows this short are widened: "in 2025" gains nothing from a document printed a few weeks
 * outside it, and reading every text around a long window costs a scan.
 */
const MAX_WINDOW_MS = 62 * DAY_MS;

/**
 * Whether the text prints a date, or a month of a year, that falls inside [from, to] (wall-clock ms).
 * A bare month ("NOVEMBER 2025") is the whole month; its year, when not printed, is the one nearest the
 * time it was taken. Times of day alone and weekdays alone are not a date. A text that prints the day
 * it was taken on (a receipt, a time card) is a record of that day: another reading of its numbers
 * ("01/02" as 2 January or 1 February) is not another time it is about.
 */
export function printsDateIn(text: string, takenLocal: number, from: number, to: number): boolean {
  const reference = { instant: new Date(takenLocal), timezone: 0 };
  const spans = (parser: Pick<typeof chrono, 'parse'>) => parser.parse(text, reference).flatMap((r) => {
    if (!r.start.isCertain('month')) return [];
    const year = r.start.get('year');
    const month = r.start.get('month');
    if (year === null || month === null) return [];
    const day = r.start.isCertain('day') ? r.start.get('day') : null;
    const start = Date.UTC(year, month - 1, day ?? 1);
    return [{ start, end: day !== null ? start + DAY_MS - 1 : Date.UTC(year, month, 1) - 1, day: day !== null }];
  });
  const read = [...spans(chrono), ...spans(chrono.en.GB)];
  const takenDay = Math.floor(takenLocal / DAY_MS) * DAY_MS;
  if (read.some((s) => s.day && s.start === takenDay)) return false;
  return read.some((s) => s.start <= to && s.end >= from);
}

/**
 * The memories outside a short strict window, taken within PRINTED_REACH_MS of it, that print a date
 * inside it, read with `columns` (which must hold taken_at, taken_at_local and ocr_text).
 */
export async function aboutWindow<C extends keyof MemoryRow>(
  db: Pick<Database, 'memoriesWhere'>,
  time: NonNullable<QueryAnalysis['time']>,
  columns: readonly C[],
): Promise<Array<Pick<MemoryRow, C>>> {
  if (!time.strict) return [];
  const from = Date.parse(`${time.from}Z`);
  const to = Date.parse(`${time.to}Z`);
  if (!(to - from <= MAX_WINDOW_MS)) return [];
  const where = [
    'deleted_at IS NULL',
    'ocr_text IS NOT NULL',
    `taken_at >= ${sqlNumber(from - PRINTED_REACH_MS - MAX_OFFSET_MS)}`,
    `taken_at <= ${sqlNumber(to + PRINTED_REACH_MS + MAX_OFFSET_MS)}`,
  ].join(' AND ');
  const wanted = [...new Set<keyof MemoryRow>([...columns, 'taken_at', 'taken_at_local', 'ocr_text'])];
  const rows = (await db.memoriesWhere(where, wanted)) as unknown as Array<MemoryRow>;
  return rows.filter((row) => {
    const local = localMs(row);
    if (local === null || (local >= from && local <= to)) return false;
    return printsDateIn(row.ocr_text ?? '', local, from, to);
  }) as Array<Pick<MemoryRow, C>>;
}
