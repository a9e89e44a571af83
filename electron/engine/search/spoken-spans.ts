/**
 * Spans people say that chrono reads as something else or not at all: "earlier this week" (chrono:
 * last week), "the past two weeks" (one week, a fortnight back), "the week before last", "a fortnight
 * ago", "March last year" (this year's March), "the last Thursday of January", "the other day", "on the 12th", "two weekends ago", "the end of the month", Easter
 * (a movable feast, which the fixed holidays cannot hold). Tried before chrono and the vague
 * phrases (date-range.ts), each relative to the asker's wall clock.
 */
import type { DateRange } from './date-range';

const DAY_MS = 86_400_000;
const UNIT_DAYS: Record<string, number> = { day: 1, week: 7, fortnight: 14, month: 30.44, year: 365.25 };
const NUMBERS: Record<string, number> = { a: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12, couple: 2, 'a couple of': 2, 'couple of': 2, 'a few': 3, few: 3 };
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** A month's number, January 0, from its name or short form ("Mar", "march"); -1 for another word. */
export const monthIndex = (word: string): number => MONTHS.indexOf(word.slice(0, 3).toLowerCase());

/** The months as said in full: "mar" and "may" are words as often as months, and callers add them where a time is meant. */
export const MONTHS_IN_FULL = 'january|february|march|april|june|july|august|september|october|november|december';
/** A month's name whole or short, as a pattern's alternatives. */
export const MONTH_NAMES = 'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t|tember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
const EARLIER_THIS = /\bearlier\s+(?:this|in\s+the)\s+(week|month|year)\b/i;
/**
 * "the past two weeks", "in the last 3 days", "over the past month", "the past fortnight": up to now. "Last week" (the calendar
 * week) is not one, nor "the last day" without a number ("the last day in Paris" is the trip's).
 */
const PAST_N = /\b(?:(?:in|over|during|within|for)\s+)?the\s+(?:past\s+(?:(\d+|a couple of|couple of|a few|couple|few|one|two|three|four|five|six|seven|eight|nine|ten|twelve)\s+)?|last\s+(\d+|a couple of|couple of|a few|couple|few|two|three|four|five|six|seven|eight|nine|ten|twelve)\s+)(days?|weeks?|fortnights?|months?|years?)\b(?!\s+of\b)/i;
const BEFORE_LAST = /\bthe\s+(week|weekend|month|year)\s+before\s+last\b/i;
const WEEKENDS_AGO = /\b(two|three|four|\d+)\s+weekends\s+ago\b/i;
/** "On the 12th" ending its phrase: not "the 12th of May" (chrono reads it), nor "on the 3rd floor". */
const DAY_OF_MONTH = new RegExp(`\\bon\\s+the\\s+(\\d{1,2})(?:st|nd|rd|th)(?=\\s*(?:[?.!,;]|$|(?:at|in|when|and|for|with|from|to|or|while|before|after)\\b))`, 'i');
/** Not Easter Island, a place. */
const EASTER = /\beaster(?!\s+island)(?:\s+(sunday|monday|weekend))?(?:\s+((?:19|20)\d{2}))?\b/i;
const FORTNIGHT = /\b(?:(a|one|two|three|\d+)\s+fortnights?\s+ago|(?:last|past)\s+fortnight)\b/i;
const MONTH_LAST_YEAR = new RegExp(`\\b(?:in\\s+)?(${MONTH_NAMES})\\s+(?:of\\s+)?last\\s+year\\b|\\blast\\s+year\\s+in\\s+(${MONTH_NAMES})\\b`, 'i');
/** "Between March and June", "from November to February": one span from the first month's start to the last's end. */
const MONTH_TO_MONTH = new RegExp(`\\b(?:between\\s+(${MONTH_NAMES})\\s+and|from\\s+(${MONTH_NAMES})\\s+(?:to|till|until|through))\\s+(${MONTH_NAMES})\\b`, 'i');
const OTHER_DAY = /\bthe\s+other\s+day\b/i;
/** "At the end of the month", "early last month", "the middle of this month" (chrono: the whole month). */
const PART_OF_MONTH = /\b(?:(?:the\s+)?(start|beginning|middle|end)\s+of\s+(this|last|the)\s+month|(early|mid|late)[\s-]+(this|last)\s+month)\b/i;
/** Days of the month each part covers, as date-range.ts reads "early March". */
const PART_DAYS: Record<string, [number, number]> = { early: [1, 10], mid: [11, 20], late: [21, 31] };
/** "The last week of August", "the first week of May 2024" (chrono reads the first as last week). */
const WEEK_OF_MONTH = new RegExp(`\\bthe\\s+(first|last|final)\\s+week\\s+(?:of|in)\\s+(${MONTH_NAMES})(?:,?\\s+((?:19|20)\\d{2}))?\\b`, 'i');
/** The weekdays by number, Sunday 0, as JavaScript's dates count them. */
export const WEEKDAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
/** "The last Thursday of January", "the second Monday in May 2025" (chrono: the latest Thursday, January aside). */
const WEEKDAY_OF_MONTH = new RegExp(`\\bthe\\s+(first|second|third|fourth|last|final)\\s+(${WEEKDAY_NAMES.join('|')})\\s+(?:of|in)\\s+(${MONTH_NAMES})(?:,?\\s+((?:19|20)\\d{2}))?\\b`, 'i');
const NTH: Record<string, number> = { first: 0, second: 1, third: 2, fourth: 3 };

/** A span the words name, with the words that named it; null when none of these phrases is in the query. `ahead`: the question asks of what is coming. */
export function spokenSpan(query: string, now: Date, ahead = false): { range: DateRange; match: RegExpExecArray } | null {
  const t = now.getTime();
  const today = Math.floor(t / DAY_MS) * DAY_MS;
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const monday = today - ((new Date(today).getUTCDay() + 6) % 7) * DAY_MS;

  const earlier = EARLIER_THIS.exec(query);
  if (earlier) {
    const unit = earlier[1]!.toLowerCase();
    const from = unit === 'week' ? monday : unit === 'month' ? Date.UTC(y, m, 1) : Date.UTC(y, 0, 1);
    return { range: { from, to: t, text: earlier[0].trim() }, match: earlier };
  }
  const past = PAST_N.exec(query);
  if (past) {
    const said = past[1] ?? past[2];
    const n = said ? Number(said) || NUMBERS[said.toLowerCase()]! : 1;
    const unit = past[3]!.toLowerCase().replace(/s$/, '');
    return { range: { from: today - Math.round(n * UNIT_DAYS[unit]!) * DAY_MS, to: t, text: past[0].trim() }, match: past };
  }
  const before = BEFORE_LAST.exec(query);
  if (before) {
    const unit = before[1]!.toLowerCase();
    const span: [number, number] =
      unit === 'week' ? [monday - 14 * DAY_MS, monday - 7 * DAY_MS - 1] : unit === 'weekend' ? weekendBack(today, 2) : unit === 'month' ? [Date.UTC(y, m - 2, 1), Date.UTC(y, m - 1, 1) - 1] : [Date.UTC(y - 2, 0, 1), Date.UTC(y - 1, 0, 1) - 1];
    return { range: { from: span[0], to: span[1], text: before[0].trim() }, match: before };
  }
  const fortnight = FORTNIGHT.exec(query);
  if (fortnight) {
    // "A fortnight ago" points at a day, loosely (as "two weeks ago" would); "the last fortnight" is up to now.
    if (!fortnight[1]) return { range: { from: today - 14 * DAY_MS, to: t, text: fortnight[0].trim() }, match: fortnight };
    const n = Number(fortnight[1]) || NUMBERS[fortnight[1].toLowerCase()]!;
    const day = today - n * 14 * DAY_MS;
    return { range: { from: day - 3 * DAY_MS, to: day + 4 * DAY_MS - 1, text: fortnight[0].trim(), soft: true }, match: fortnight };
  }
  const month = MONTH_LAST_YEAR.exec(query);
  if (month) {
    const mo = monthIndex((month[1] ?? month[2])!);
    return { range: { from: Date.UTC(y - 1, mo, 1), to: Date.UTC(y - 1, mo + 1, 1) - 1, text: month[0].trim() }, match: month };
  }
  const months = MONTH_TO_MONTH.exec(query);
  if (months) {
    const first = monthIndex((months[1] ?? months[2])!);
    const last = monthIndex(months[3]!);
    // As with a bare month, the span that has begun; one that turns the year starts in the year before its end.
    const endYear = Date.UTC(y, last, 1) > t ? y - 1 : y;
    const startYear = first > last ? endYear - 1 : endYear;
    return { range: { from: Date.UTC(startYear, first, 1), to: Date.UTC(endYear, last + 1, 1) - 1, text: months[0].trim() }, match: months };
  }
  const week = WEEK_OF_MONTH.exec(query);
  if (week) {
    const mo = monthIndex(week[2]!);
    // As with a bare month: the one that has begun.
    const year = week[3] ? Number(week[3]) : Date.UTC(y, mo, 1) > t ? y - 1 : y;
    const from = week[1]!.toLowerCase() === 'first' ? Date.UTC(year, mo, 1) : Date.UTC(year, mo + 1, 1) - 7 * DAY_MS;
    return { range: { from, to: from + 7 * DAY_MS - 1, text: week[0].trim() }, match: week };
  }
  const weekday = WEEKDAY_OF_MONTH.exec(query);
  if (weekday) {
    const mo = monthIndex(weekday[3]!);
    const year = weekday[4] ? Number(weekday[4]) : Date.UTC(y, mo, 1) > t ? y - 1 : y;
    const wanted = WEEKDAY_NAMES.indexOf(weekday[2]!.toLowerCase());
    const nth = NTH[weekday[1]!.toLowerCase()];
    // Counted from the month's first such day, or back from its last.
    const first = Date.UTC(year, mo, 1);
    const last = Date.UTC(year, mo + 1, 1) - DAY_MS;
    const day = nth === undefined
      ? last - ((new Date(last).getUTCDay() - wanted + 7) % 7) * DAY_MS
      : first + ((wanted - new Date(first).getUTCDay() + 7) % 7) * DAY_MS + nth * 7 * DAY_MS;
    return { range: { from: day, to: day + DAY_MS - 1, text: weekday[0].trim() }, match: weekday };
  }
  const weekends = WEEKENDS_AGO.exec(query);
  if (weekends) {
    const n = Number(weekends[1]) || NUMBERS[weekends[1]!.toLowerCase()]!;
    const [from, to] = weekendBack(today, n);
    return { range: { from, to, text: weekends[0].trim() }, match: weekends };
  }
  const dated = DAY_OF_MONTH.exec(query);
  if (dated) {
    // The latest such day that has come, or the next one when the question looks ahead.
    const d = Number(dated[1]);
    let day = Date.UTC(y, m, d);
    if (ahead ? day < today : day > today) day = Date.UTC(y, m + (ahead ? 1 : -1), d);
    if (d >= 1 && d <= 31 && new Date(day).getUTCDate() === d) return { range: { from: day, to: day + DAY_MS - 1, text: dated[0].trim() }, match: dated };
  }
  const easter = EASTER.exec(query);
  if (easter) {
    // Good Friday to Easter Monday, or the day named; the latest that has begun unless a year is given.
    const which = easter[1]?.toLowerCase();
    const span = (year: number): [number, number] => {
      const sunday = easterSunday(year);
      return which === 'sunday' ? [sunday, sunday + DAY_MS - 1] : which === 'monday' ? [sunday + DAY_MS, sunday + 2 * DAY_MS - 1] : [sunday - 2 * DAY_MS, sunday + 2 * DAY_MS - 1];
    };
    const year = easter[2] ? Number(easter[2]) : span(y)[0] > t ? y - 1 : y;
    const [from, to] = span(year);
    return { range: { from, to, text: easter[0].trim() }, match: easter };
  }
  const part = PART_OF_MONTH.exec(query);
  if (part) {
    const word = (part[1] ?? part[3])!.toLowerCase();
    const which = (part[2] ?? part[4])!.toLowerCase();
    const [first, last] = PART_DAYS[word === 'start' || word === 'beginning' ? 'early' : word === 'middle' ? 'mid' : word === 'end' ? 'late' : word]!;
    // "The month" is this one once the part has begun, else the last.
    const mo = which === 'last' || (which === 'the' && Date.UTC(y, m, first) > t) ? m - 1 : m;
    const from = Date.UTC(y, mo, first);
    const to = Math.min(Date.UTC(y, mo, last + 1), Date.UTC(y, mo + 1, 1)) - 1;
    return { range: { from, to, text: part[0].trim(), soft: true }, match: part };
  }
  const other = OTHER_DAY.exec(query);
  if (other) return { range: { from: today - 7 * DAY_MS, to: today - 1, text: other[0].trim(), soft: true }, match: other };
  return null;
}

/** The weekend `n` weekends back: 1 is the last one (the one before this week's, as "last weekend" is). */
function weekendBack(today: number, n: number): [number, number] {
  const saturday = currentSaturday(today) - 7 * n * DAY_MS;
  return [saturday, saturday + 2 * DAY_MS - 1];
}

/** The Saturday of the weekend under way, or of the coming one on a weekday (`today`: a day's first ms). */
export function currentSaturday(today: number): number {
  const weekday = new Date(today).getUTCDay(); // 0 Sunday … 6 Saturday
  return weekday === 0 ? today - DAY_MS : today + (6 - weekday) * DAY_MS;
}

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return Date.UTC(year, month - 1, day);
}
