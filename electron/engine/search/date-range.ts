import * as chrono from 'chrono-node';
import { currentSaturday, spokenSpan, WEEKDAY_NAMES } from './spoken-spans';
import { asksAhead, scheduledWeekday } from './tense';
import { attributiveWeekday, BARE_DAY_PART, bareClock, monthMay, nounNotWeekday, presentNow, ratePeriod, topicTime } from './misreadings';
import { holidayDays, type HolidayRef, type HomeRegion } from './holiday-calendars';
import { findHoliday, namesOccasion } from './holidays';
import { isKindOf } from '../qa/kind-of';

/** A span of wall-clock time, as epoch ms of the local wall clock read as UTC ("floating"). */
export interface DateRange {
  from: number;
  to: number;
  text: string;
  /**
   * Vague words ("a few weeks ago", "around May", "last summer", "recently"): the span is where the
   * words point, not a fence. Retrieval decays outside it rather than filtering (EgoCITE).
   */
  soft?: boolean;
  /**
   * A bare month, season or weekday ("in March", "last winter", "on Saturday") names a period that
   * comes back every year or week: when its latest occurrence holds nothing, the one before may be
   * what was meant. `label` names the period ("March", "winter", "Saturday").
   */
  recurs?: Recurrence;
}

export interface Recurrence {
  every: 'year' | 'week';
  label: string;
  /** A holiday recurs by its calendar, not on one day of the year (Easter, Diwali, Thanksgiving). */
  holiday?: HolidayRef;
}

const YEAR_RE = /\b(?:in\s+)?((?:19|20)\d{2})\b/i;

/**
 * Finds an explicit time in a query ("May 2024", "last week", "yesterday", "2019") relative to `now`,
 * widened to the precision the words give: "May 2024" is the whole month, not its first noon.
 * Returns the range and the query with the date words removed.
 */
export function extractDateRange(query: string, now: Date, options: DateOptions = {}): { range: DateRange | null; rest: string } {
  const spoken = spokenSpan(query, now, asksAhead(query));
  if (spoken) {
    const { index, 0: words } = spoken.match;
    // "Our Easter concert": the occasion is around the feast and prints its name (see namesOccasion).
    if (/easter/i.test(words) && namesOccasion(query, index + words.length)) return { range: { ...spoken.range, soft: true }, rest: query };
    return { range: spoken.range, rest: stripDangling(`${query.slice(0, index)} ${query.slice(index + words.length)}`.replace(/\s+/g, ' ').trim()) };
  }
  const vague = vagueRange(query, now, options);
  if (vague) return vague;
  const holiday = holidayRange(query, now, options);
  if (holiday) return holiday;
  const weekend = WEEKEND_RE.exec(query);
  if (weekend) {
    const [from, to] = weekendSpan(weekend[1]!.toLowerCase(), now, asksAhead(query));
    const rest = query.replace(weekend[0], ' ').replace(/\s+/g, ' ').trim();
    return { range: { from, to, text: weekend[0].trim() }, rest: stripDangling(rest) };
  }
  // chrono misreads "the morning of April 9"; read the date alone, then narrow it to the part of day.
  const part = DAY_PART_OF_RE.exec(query);
  if (part) {
    const inner = extractDateRange(query.replace(part[0], ' '), now, options);
    const hours = DAY_PARTS.find(([re]) => re.test(part[1]!));
    if (inner.range && hours && inner.range.to - inner.range.from < DAY_MS) {
      const day = Math.floor(inner.range.from / DAY_MS) * DAY_MS;
      return { range: { from: day + hours[1] * 3_600_000, to: day + hours[2] * 3_600_000 - 1, text: `${part[1]} of ${inner.range.text}` }, rest: inner.rest };
    }
    if (inner.range) return inner;
  }
  // A part of the day alone and a weekday that qualifies a noun name no date (misreadings.ts); a weekday
  // asked about in the present ("what's for dinner on Thursday") is a plan's or a timetable's day. "The
  // rent for May" is the month when nothing else was read.
  const read = (text: string) => chrono.parse(text, { instant: now, timezone: 0 }, { forwardDate: false }).find((r) => !BARE_DAY_PART.test(r.text) && !attributiveWeekday(query, r) && !nounNotWeekday(query, r) && !scheduledWeekday(query, r) && !topicTime(query, r) && !ratePeriod(query, r) && !bareClock(r) && !presentNow(query, r));
  const mayRead = monthMay(query);
  const result = read(query) ?? (mayRead !== query ? read(mayRead) : undefined);
  if (result) {
    const relative = relativeSpan(result, now);
    let start = relative?.[0] ?? widen(result.start, 'start');
    let end = relative?.[1] ?? (result.end ? widen(result.end, 'end') : widen(result.start, 'end'));
    // People ask about their past: "in March" said in September is the March that has been, and
    // "on Saturday" said on a Wednesday the Saturday that has been (a week back, not a year: a year
    // back is another weekday). What is coming is asked in the present or future, and soon: "which
    // nights am I working in November" said in October is the November ahead, which only the plans
    // photographed for it can answer (qa/planned.ts), so it does not fall back to one with photos.
    const ahead = !relative && start > now.getTime() && start - now.getTime() <= PLAN_LEAD_DAYS * DAY_MS && asksAhead(query);
    if (!relative && !ahead && !result.start.isCertain('year') && start > now.getTime()) {
      const weekdayOnly = result.start.isCertain('weekday') && !result.start.isCertain('day') && !result.start.isCertain('month');
      const back = (t: number): number => (weekdayOnly ? t - 7 * DAY_MS : shiftYears(t, -1));
      start = back(start);
      end = back(end);
    }
    const rest = (query.slice(0, result.index) + query.slice(result.index + result.text.length)).replace(/\s+/g, ' ').trim();
    const recurs = relative || ahead ? null : recurrenceOf(result);
    return { range: { from: start, to: end, text: result.text, ...(recurs ? { recurs } : {}) }, rest: stripDangling(rest) };
  }
  const year = YEAR_RE.exec(query);
  if (year?.[1]) {
    const y = Number(year[1]);
    const rest = query.replace(year[0], ' ').replace(/\s+/g, ' ').trim();
    return { range: { from: Date.UTC(y, 0, 1), to: Date.UTC(y + 1, 0, 1) - 1, text: year[0].trim() }, rest: stripDangling(rest) };
  }
  return { range: null, rest: query };
}


/**
 * How far ahead people plan, and ask about what is coming: a season. A month or day further ahead
 * than this, asked about, is the one that has been; a plan this far ahead of its day is still its.
 */
export const PLAN_LEAD_DAYS = 92;

const DAY_MS = 86_400_000;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A month or weekday with nothing to pin its year or date ("March", "Saturday") recurs. */
function recurrenceOf(result: chrono.ParsedResult): Recurrence | null {
  const c = result.start;
  if (result.end || c.isCertain('day') || c.isCertain('year')) return null;
  if (c.isCertain('weekday')) {
    const day = WEEKDAY_NAMES[c.get('weekday') ?? 0]!;
    return { every: 'week', label: day[0]!.toUpperCase() + day.slice(1) };
  }
  if (c.isCertain('month')) return { every: 'year', label: MONTHS[(c.get('month') ?? 1) - 1]! };
  return null;
}

/**
 * Phrases that point at a time without fencing it. Tried before chrono, which would read "a few weeks
 * ago" as one exact day and does not know seasons or "around May".
 */
function vagueRange(query: string, now: Date, options: DateOptions): { range: DateRange; rest: string } | null {
  const cut = (m: RegExpExecArray) => stripDangling((query.slice(0, m.index) + ' ' + query.slice(m.index + m[0].length)).replace(/\s+/g, ' ').trim());
  const t = now.getTime();

  // "This time last year": the same weeks a year back, not the whole of last year (a receipt from
  // November is not this time, asked in June).
  const sameTime = /\b(?:this|the\s+same)\s+time\s+last\s+year\b/i.exec(query);
  if (sameTime) {
    const then = shiftYears(t, -1);
    return { range: { from: then - SAME_TIME_DAYS * DAY_MS, to: then + SAME_TIME_DAYS * DAY_MS, text: sameTime[0] }, rest: cut(sameTime) };
  }

  const ago = AGO_RE.exec(query);
  if (ago) {
    const [lo, hi] = AMOUNTS[ago[1]!.toLowerCase().replace(/\s+/g, ' ')] ?? [Number(ago[1]) - 0.5, Number(ago[1]) + 0.5];
    const unit = UNIT_DAYS[ago[2]!.toLowerCase()]! * DAY_MS;
    return { range: { from: t - hi * unit, to: t - lo * unit, text: ago[0].trim(), soft: true }, rest: cut(ago) };
  }

  const recent = RECENTLY_RE.exec(query);
  if (recent) return { range: { from: t - RECENTLY_DAYS * DAY_MS, to: t, text: recent[0].trim(), soft: true }, rest: cut(recent) };

  const season = SEASON_RE.exec(query);
  if (season) {
    const said = season[1]?.toLowerCase() ?? null;
    const which = said === 'coming' ? 'next' : said;
    const name = season[2]!.toLowerCase() === 'fall' ? 'autumn' : season[2]!.toLowerCase();
    const after = query.slice(season.index + season[0].length);
    // "My summer holiday last year", "the winter term of 2023": a season heading a stretch of time is
    // that season of the year said after the stretch.
    const heads = season[3] ? null : /^\s+(\p{L}+)/u.exec(after);
    const held = heads && isKindOf(heads[1]!, 'time period') ? after.slice(heads[0].length) : null;
    const heldYear = held === null ? null : /^\s*(?:of|in)?\s*((?:19|20)\d{2})\b/.exec(held)?.[1];
    // "The spring of last year", "last year in the spring": the one named by last year.
    const lastYear = /^\s*(?:of\s+)?last\s+year\b/i.test(held ?? after) || /\blast\s+year\s+(?:in|during|over)\s+(?:the\s+)?$/i.test(query.slice(0, season.index + season[0].length - season[2]!.length));
    const yearSaid = season[3] ?? heldYear;
    const year = yearSaid ? Number(yearSaid) : lastYear ? now.getUTCFullYear() - 1 : null;
    // "The summer before last": the one before the last that has ended.
    const beforeLast = year === null && /^\s+before\s+last\b/i.test(query.slice(season.index + season[0].length));
    if (season[0].trim().toLowerCase() !== season[2]!.toLowerCase() || beforeLast || (held !== null && year !== null)) {
      const southern = options.southern === true;
      let span = seasonSpan(name, beforeLast ? 'last' : which, year, t, southern);
      if (beforeLast) span = [shiftYears(span[0], -1), shiftYears(span[1] + 1, -1) - 1];
      // A season asked about ahead is the one coming, as a month is: "will my pass still be good in
      // the summer", said in May, is this year's, not the one that ended last August.
      const coming = year === null && which !== 'next' && span[1] < t && asksAhead(query) ? seasonSpan(name, 'next', null, t, southern) : null;
      const ahead = which === 'next' || (coming !== null && coming[0] - t <= PLAN_LEAD_DAYS * DAY_MS);
      if (coming && ahead) span = coming;
      const recurs = year === null && which !== 'this' && !ahead && !beforeLast ? { recurs: { every: 'year' as const, label: name } } : {};
      return { range: { from: span[0], to: span[1], text: season[0].trim(), soft: true, ...recurs }, rest: cut(season) };
    }
  }

  const part = MONTH_PART_RE.exec(query);
  if (part) {
    const month = MONTHS.findIndex((m) => m.toLowerCase().startsWith(part[2]!.toLowerCase().slice(0, 3)));
    let year = part[3] ? Number(part[3]) : now.getUTCFullYear();
    // As with a bare month: the one that has begun.
    if (!part[3] && Date.UTC(year, month, 1) > t) year -= 1;
    const [first, last] = PARTS[partOf(part[1]!)]!;
    const days = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
    const from = Date.UTC(year, month, first);
    const to = Date.UTC(year, month, Math.min(last, days) + 1) - 1;
    const recurs = part[3] ? {} : { recurs: { every: 'year' as const, label: `${partOf(part[1]!)} ${MONTHS[month]}` } };
    return { range: { from, to, text: part[0].trim(), soft: true, ...recurs }, rest: cut(part) };
  }

  const yearPart = YEAR_PART_RE.exec(query);
  if (yearPart) {
    const y = Number(yearPart[2]);
    const third = ['early', 'mid', 'late'].indexOf(partOf(yearPart[1]!));
    return { range: { from: Date.UTC(y, third * 4, 1), to: Date.UTC(y, third * 4 + 4, 1) - 1, text: yearPart[0].trim(), soft: true }, rest: cut(yearPart) };
  }

  // "around May", "roughly mid 2023": the date as usual, held loosely. Not "about": "tell me about
  // March" asks about March itself.
  const hedge = HEDGE_RE.exec(query);
  if (hedge) {
    const tail = query.slice(hedge.index + hedge[0].length);
    const inner = extractDateRange(tail, now, options);
    if (inner.range && tail.replace(/^\s*(in|on|of)\s+/i, '').toLowerCase().startsWith(inner.range.text.toLowerCase())) {
      const rest = stripDangling(`${query.slice(0, hedge.index)} ${inner.rest}`.replace(/\s+/g, ' ').trim());
      return { range: { ...inner.range, text: `${hedge[0].trim()} ${inner.range.text}`, soft: true }, rest };
    }
  }
  return null;
}

/** How far either side of the date a year back "this time last year" reaches: a fortnight, half a month. */
const SAME_TIME_DAYS = 14;
const AGO_RE = /\b(?:about\s+|around\s+|roughly\s+|maybe\s+)?(a few|a couple(?: of)?|several|a|one|\d+)\s+(day|week|month|year)s?\s+ago\b/i;
/** How many units back each amount reaches: "a few" is more than two and fewer than a handful. */
const AMOUNTS: Record<string, [number, number]> = { 'a few': [2, 5], 'a couple': [1, 3], 'a couple of': [1, 3], several: [3, 8], a: [0.5, 1.5], one: [0.5, 1.5] };
const UNIT_DAYS: Record<string, number> = { day: 1, week: 7, month: 30.44, year: 365.25 };
/** "most recently" is recency (newest first), handled by the question analysis, not a window. */
const RECENTLY_RE = /\b(?<!most\s)(recently|lately|of late)\b/i;
/** "Recently" reaches back about a month: past that people say "a while ago" or name the month. */
const RECENTLY_DAYS = 31;
/** A season word is a time only with words that make it one ("last summer", "in the spring", "fall 2022"), not in "spring rolls". */
const SEASON_RE = /\b(?:(last|this|past|previous|next|coming)\s+|(?:in|during|over)\s+(?:the\s+)?)?(spring|summer|autumn|fall|winter)(?:\s+(?:of\s+)?((?:19|20)\d{2}))?\b/i;
const MONTH_PART_RE = /\b(early|mid|late|the\s+(?:beginning|start|middle|end)\s+of)[\s-]*(?:in\s+)?(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t|tember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b(?:,?\s+((?:19|20)\d{2}))?/i;
const YEAR_PART_RE = /\b(early|mid|late|the\s+(?:beginning|start|middle|end)\s+of)[\s-]*((?:19|20)\d{2})\b/i;
const HEDGE_RE = /\b(around|roughly|approximately|circa)\s+/i;
/** Days of the month each part covers. */
const PARTS: Record<string, [number, number]> = { early: [1, 10], mid: [11, 20], late: [21, 31] };

function partOf(words: string): 'early' | 'mid' | 'late' {
  const w = words.toLowerCase();
  if (/early|beginning|start/.test(w)) return 'early';
  if (/mid|middle/.test(w)) return 'mid';
  return 'late';
}

/**
 * Meteorological seasons: in the northern hemisphere spring is March–May and winter December–February;
 * south of the equator they are six months apart (summer is December–February). Which one a library
 * lives in, the caller says (`DateOptions.southern`).
 */
const SEASONS: Record<string, number> = { spring: 2, summer: 5, autumn: 8, winter: 11 };
const SOUTHERN_SEASONS: Record<string, number> = { spring: 8, summer: 11, autumn: 2, winter: 5 };

export interface DateOptions {
  /** The asker lives south of the equator: seasons are the southern ones. */
  southern?: boolean;
  /** Where the library's photos are, most first: whose calendars date a holiday. */
  homes?: readonly HomeRegion[];
}

/**
 * "last summer" is the latest summer that has ended; "this summer", "in the summer" the latest that
 * has begun; "next summer" the first that has not; "winter 2023" the one whose January is in 2023.
 */
function seasonSpan(name: string, which: string | null, year: number | null, now: number, southern: boolean): [number, number] {
  const start = (southern ? SOUTHERN_SEASONS : SEASONS)[name]!;
  const span = (y: number): [number, number] => [Date.UTC(y, start, 1), Date.UTC(y, start + 3, 1) - 1];
  // The season that runs over New Year is named by its January's year.
  if (year !== null) return span(start === 11 ? year - 1 : year);
  let y = new Date(now).getUTCFullYear();
  while (span(y)[0] > now) y -= 1;
  if (which === 'last' || which === 'past' || which === 'previous') while (span(y)[1] > now) y -= 1;
  if (which === 'next') while (span(y)[0] <= now) y += 1;
  return span(y);
}

/**
 * The same period `steps` occurrences back: a year (month ends stay month ends, February included)
 * or weeks. Ranges are inclusive, so the shift works on the end's next instant.
 */
export function previousOccurrence(range: { from: number; to: number }, recurs: Recurrence, steps: number): { from: number; to: number } {
  const { every } = recurs;
  if (recurs.holiday) {
    const days = holidayDays(recurs.holiday, new Date((range.from + range.to) / 2).getUTCFullYear() - steps);
    if (days) return days;
  }
  if (every === 'week') return { from: range.from - steps * 7 * DAY_MS, to: range.to - steps * 7 * DAY_MS };
  return { from: shiftYears(range.from, -steps), to: shiftYears(range.to + 1, -steps) - 1 };
}

/** Which occurrence a recurring period's range is: "March 2023", "winter 2022–23", "Saturday, 2024-08-24". */
export function occurrenceText(range: { from: number; to: number }, recurs: Recurrence): string {
  const from = new Date(range.from);
  if (recurs.every === 'week') return `${recurs.label}, ${from.toISOString().slice(0, 10)}`;
  const y = from.getUTCFullYear();
  const y2 = new Date(range.to).getUTCFullYear();
  return y2 === y ? `${recurs.label} ${y}` : `${recurs.label} ${y}–${String(y2).slice(-2)}`;
}

function holidayRange(query: string, now: Date, options: DateOptions): { range: DateRange; rest: string } | null {
  const named = YEAR_RE.exec(query);
  const found = findHoliday(query, now, options.homes, named ? Number(named[1]) : null);
  if (!found) return null;
  let rest = query.slice(0, found.index) + ' ' + query.slice(found.index + found.text.length);
  if (named) rest = rest.replace(named[0], ' ');
  const recurs = named ? {} : { recurs: { every: 'year' as const, label: found.text, holiday: found.ref } };
  const occasion = namesOccasion(query, found.index + found.text.length);
  if (occasion) rest = named ? query.replace(named[0], ' ') : query;
  const soft = found.loose || occasion ? { soft: true } : {};
  return { range: { from: found.from, to: found.to, text: found.text, ...soft, ...recurs }, rest: stripDangling(rest.replace(/\s+/g, ' ').trim()) };
}

const WEEKEND_RE = /\b(last|this|past|previous|the)\s+weekend\b/i;
const DAY_PART_OF_RE = /\b(?:the\s+)?(morning|afternoon|evening|night)\s+of\s+/i;

/**
 * Saturday 00:00 to Sunday 23:59 of the weekend meant: "last" is the one before this week; "the
 * weekend" is the one under way, else the one just gone ("what did we do on the weekend", said on a
 * Thursday), or the coming one when asked ahead ("what are we doing on the weekend").
 */
function weekendSpan(which: string, now: Date, ahead: boolean): [number, number] {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const weekday = new Date(today).getUTCDay(); // 0 Sunday … 6 Saturday
  const thisSaturday = currentSaturday(today);
  const saturday = which === 'this' || (which === 'the' && (weekday === 0 || weekday === 6 || ahead)) ? thisSaturday : thisSaturday - 7 * DAY_MS;
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
function relativeSpan(result: chrono.ParsedResult, now: Date): [number, number] | null {
  const c = result.start;
  if (/\d/.test(result.text) || MONTH_NAME.test(result.text) || c.isCertain('weekday')) return null;
  const y = c.get('year') ?? 1970;
  const mo = (c.get('month') ?? 1) - 1;
  const d = c.get('day') ?? 1;
  const text = result.text;
  // Chrono puts "this week" on its Sunday, a week that starts on Sunday: on any other day the Monday
  // before that Sunday is last week's. This week is the one today is in.
  // "Last night" is the evening before today's date and the small hours after it, whatever the hour:
  // asked at 2am it is the night still under way, which chrono puts on the coming evening.
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const day = /\bthis\s+week\b/i.test(text) ? today : /\blast\s+night\b/i.test(text) ? today - DAY_MS : Date.UTC(y, mo, d);
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
  // "Saturday" names one day though chrono marks neither its month nor its day certain.
  if (c.isCertain('weekday') && !c.isCertain('day')) return edge === 'start' ? Date.UTC(y, mo, d) : Date.UTC(y, mo, d + 1) - 1;
  if (!c.isCertain('month') && !c.isCertain('day')) {
    return edge === 'start' ? Date.UTC(y, 0, 1) : Date.UTC(y + 1, 0, 1) - 1;
  }
  if (!c.isCertain('day')) return edge === 'start' ? Date.UTC(y, mo, 1) : Date.UTC(y, mo + 1, 1) - 1;
  if (!c.isCertain('hour')) return edge === 'start' ? Date.UTC(y, mo, d) : Date.UTC(y, mo, d + 1) - 1;
  const exact = Date.UTC(y, mo, d, c.get('hour') ?? 0, c.get('minute') ?? 0, c.get('second') ?? 0);
  // An exact time stands for the hour around it: photos are rarely taken at the very minute asked.
  return edge === 'start' ? exact - 30 * 60_000 : exact + 30 * 60_000;
}

/**
 * "photos from" with the date cut out leaves "photos from": drop the orphaned preposition, also before
 * the question mark ("… since ?" would search for "since", which a membership card prints).
 */
function stripDangling(text: string): string {
  return text.replace(/\b(in|on|from|during|at|of|since)\s*(?=[?!.]*\s*$)/i, '').trim();
}
