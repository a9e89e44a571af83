/**
 * The month a document is for: the one a span of days it prints lies wholly in ("PERIODO: 01/03/2027
 * A 31/03/2027", "Pay period 01/03/2025 - 31/03/2025"), else the month it was taken in. March's
 * payslip, photographed on 3 April, is March's; so is a statement photographed the day it came.
 */
import type { MemoryRow } from '../store/schema';
import { memoryOrder, readInOrder } from './date-order';
import { localMs } from './scope';
import { DAY_MS } from './wall-clock';

/** Days a span must cover to be a period, not a date printed twice or a booking and its day. */
const PERIOD_DAYS = 7;

const months = new WeakMap<object, number>();

/** The month (January 0) a memory's document is for, -1 when it has no day. */
export function documentMonth(row: Pick<MemoryRow, 'taken_at_local' | 'taken_at' | 'ocr_text' | 'place_country_code'>): number {
  let month = months.get(row);
  if (month === undefined) {
    month = printedPeriodMonth(row) ?? (row.taken_at_local ? Number(row.taken_at_local.slice(5, 7)) - 1 : -1);
    months.set(row, month);
  }
  return month;
}

function printedPeriodMonth(row: Pick<MemoryRow, 'taken_at_local' | 'taken_at' | 'ocr_text' | 'place_country_code'>): number | null {
  const taken = localMs(row);
  if (!row.ocr_text || taken === null) return null;
  const order = memoryOrder(row, taken) ?? 'day-first';
  const ref = { instant: new Date(taken), timezone: 0 };
  for (const line of row.ocr_text.split('\n')) {
    // A span's two ends are on one line, each a whole date; the words between them are any language's ("a", "bis", "to").
    if ((line.match(/\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}/g) ?? []).length < 2) continue;
    const days = readInOrder(line, ref, order)
      .flatMap((r) => [r.start, r.end])
      .filter((d): d is NonNullable<typeof d> => !!d && d.isCertain('day') && d.isCertain('month') && d.isCertain('year'))
      .map((d) => Date.UTC(d.get('year')!, d.get('month')! - 1, d.get('day')!));
    if (days.length < 2) continue;
    const [from, to] = [Math.min(...days), Math.max(...days)];
    const [a, b] = [new Date(from), new Date(to)];
    if (to - from >= PERIOD_DAYS * DAY_MS && a.getUTCFullYear() === b.getUTCFullYear() && a.getUTCMonth() === b.getUTCMonth()) return a.getUTCMonth();
  }
  return null;
}
