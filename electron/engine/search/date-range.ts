import * as chrono from 'chrono-node';

/** A span of wall-clock time, as epoch ms of the local wall clock read as UTC ("floating"). */
export interface DateRange {
  from: number;
  to: number;
  text: string;
}

const YEAR_RE = /\b(?:in\s+)?((?:19|20)\d{2})\b/i;

/**
 * Finds an explicit time in a query ("May 2024", "last week", "yesterday", "2019") relative to `now`,
 * widened to the precision the words give: "May 2024" is the whole month, not its first noon.
 * Returns the range and the query with the date words removed.
 */
export function extractDateRange(query: string, now: Date): { range: DateRange | null; rest: string } {
  const weekend = WEEKEND_RE.exec(query);
  if (weekend) {
    const [from, to] = weekendSpan(weekend[1]!.toLowerCase(), now);
    const rest = query.replace(weekend[0], ' ').replace(/\s+/g, ' ').trim();
    return { range: { from, to, text: weekend[0].trim() }, rest: stripDangling(rest) };
  }
  // chrono misreads "the morning of April 9"; read the date alone, then narrow it to the part of day.
  const part = DAY_PART_OF_RE.exec(query);
  if (part) {
    const inner = extractDateRange(query.replace(part[0], ' '), now);
    const hours = DAY_PARTS.find(([re]) => re.test(part[1]!));
    if (inner.range && hours && inner.range.to - inner.range.from < DAY_MS) {
      const day = Math.floor(inner.range.from / DAY_MS) * DAY_MS;
      return { range: { from: day + hours[1] * 3_600_000, to: day + hours[2] * 3_600_000 - 1, text: `${part[1]} of ${inner.range.text}` }, rest: inner.rest };
    }
    if (inner.range) return inner;
  }
  const [result] = chrono.parse(query, { instant: now, timezone: 0 }, { forwardDate: false });
  if (result) {
    const relative = relativeSpan(result);
    let start = relative?.[0] ?? widen(result.start, 'start');
    let end = relative?.[1] ?? (result.end ? widen(result.end, 'end') : widen(result.start, 'end'));
    // People ask about their past: "in March" said in September is the March that has been.
    if (!relative && !result.start.isCertain('year') && start > now.getTime()) {
      start = shiftYears(start, -1);
      end = shiftYears(end, -1);
    }
    const rest = (query.slice(0, result.index) + query.slice(result.index + result.text.length)).replace(/\s+/g, ' ').trim();
    return { range: { from: start, to: end, text: result.text }, rest: stripDangling(rest) };
  }
  const year = YEAR_RE.exec(query);
  if (year?.[1]) {
    const y = Number(year[1]);
    const rest = query.replace(year[0], ' ').replace(/\s+/g, ' ').trim();
    return { range: { from: Date.UTC(y, 0, 1), to: Date.UTC(y + 1, 0, 1) - 1, text: year[0].trim() }, rest: stripDangling(rest) };
  }
  return { range: null, rest: query };
}

const DAY_MS = 86_400_000;
const WEEKEND_RE = /\b(last|this|past|previous|the)\s+weekend\b/i;
const DAY_PART_OF_RE = /\b(?:the\s+)?(morning|afternoon|evening|night)\s+of\s+/i;

/** Saturday 00:00 to Sunday 23:59 of the weekend meant: "last" is the one before this week. */
function weekendSpan(which: string, now: Date): [number, number] {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const weekday = new Date(today).getUTCDay(); // 0 Sunday … 6 Saturday
  // The Saturday of the current weekend (or the coming one on a weekday).
  const thisSaturday = weekday === 0 ? today - DAY_MS : today + (6 - weekday) * DAY_MS;
  const saturday = which === 'this' || (which === 'the' && weekday !== 1) ? thisSaturday : thisSaturday - 7 * DAY_MS;
  return [saturday, saturday + 2 * DAY_MS - 1];
}
const MONTH_NAME = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/i;
/** Parts of a day as people say them, in hours. */
const DAY_PARTS: Array<[RegExp, number, number]> = [
  [/morning/i, 5, 12],
  [/afternoon/i, 12, 18],
  [/evening|tonight/i, 17, 24],
  [/night/i, 18, 30],
];

/**
 * "last week", "this morning": chrono implies every component of a relative expression, so its
 * certainty flags can't give the span; the words do.
 */
function relativeSpan(result: chrono.ParsedResult): [number, number] | null {
  const c = result.start;
  if (/\d/.test(result.text) || MONTH_NAME.test(result.text) || c.isCertain('weekday')) return null;
  const y = c.get('year') ?? 1970;
  const mo = (c.get('month') ?? 1) - 1;
  const d = c.get('day') ?? 1;
  const day = Date.UTC(y, mo, d);
  const text = result.text;
  if (/week/i.test(text)) {
    const monday = day - ((new Date(day).getUTCDay() + 6) % 7) * DAY_MS;
    return [monday, monday + 7 * DAY_MS - 1];
  }
  if (/month/i.test(text)) return [Date.UTC(y, mo, 1), Date.UTC(y, mo + 1, 1) - 1];
  if (/year/i.test(text)) return [Date.UTC(y, 0, 1), Date.UTC(y + 1, 0, 1) - 1];
  for (const [re, from, to] of DAY_PARTS) if (re.test(text)) return [day + from * 3_600_000, day + to * 3_600_000 - 1];
  return [day, day + DAY_MS - 1];
}

function shiftYears(ms: number, years: number): number {
  const d = new Date(ms);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d.getTime();
}

function widen(c: chrono.ParsedComponents, edge: 'start' | 'end'): number {
  const y = c.get('year') ?? 1970;
  const mo = (c.get('month') ?? 1) - 1;
  const d = c.get('day') ?? 1;
  if (!c.isCertain('month') && !c.isCertain('day')) {
    return edge === 'start' ? Date.UTC(y, 0, 1) : Date.UTC(y + 1, 0, 1) - 1;
  }
  if (!c.isCertain('day')) return edge === 'start' ? Date.UTC(y, mo, 1) : Date.UTC(y, mo + 1, 1) - 1;
  if (!c.isCertain('hour')) return edge === 'start' ? Date.UTC(y, mo, d) : Date.UTC(y, mo, d + 1) - 1;
  const exact = Date.UTC(y, mo, d, c.get('hour') ?? 0, c.get('minute') ?? 0, c.get('second') ?? 0);
  // An exact time stands for the hour around it: photos are rarely taken at the very minute asked.
  return edge === 'start' ? exact - 30 * 60_000 : exact + 30 * 60_000;
}

/** "photos from" with the date cut out leaves "photos from": drop the orphaned preposition. */
function stripDangling(text: string): string {
  return text.replace(/\b(in|on|from|during|at|of|since)\s*$/i, '').trim();
}
