/**
 * Which way round a document prints its numeric dates: "03/04/2027" is the 3rd of April in most of the
 * world and March 4th in the US. A wrong reading moves an appointment, a due date or a moving day by
 * weeks, so the order is decided by evidence, strongest first: the document itself (a date whose
 * first part cannot be a month, a month written out, a weekday that agrees with one reading), then
 * where the photo was taken, as the runtime's CLDR data prints dates there. With neither, callers
 * keep both readings (and take the one nearest the photo).
 */
import * as chrono from 'chrono-node';
import { foldAccents } from '../store/text-grams';
import { MONTH_NAMES, monthIndex } from '../search/spoken-spans';

export type DateOrder = 'day-first' | 'month-first';

/** Dots between a date's numbers are the day-first convention everywhere ("01.05.2029" is the 1st of May). */
const DOTTED = /^\d{1,2}\.\d{1,2}\.\d{2,4}$/;

/**
 * Chrono's readings of a text in the order given: the British (day-first) or the American reading, or
 * both when the order is unknown. Words and dotted dates read the same either way.
 */
export function readInOrder(text: string, ref: chrono.ParsingReference | Date, order: DateOrder | null, options?: chrono.ParsingOption): chrono.ParsedResult[] {
  const monthFirst = order === 'day-first' ? [] : chrono.en.parse(text, ref, options).filter((r) => !DOTTED.test(r.text));
  const dayFirst = order === 'month-first' ? chrono.en.GB.parse(text, ref, options).filter((r) => DOTTED.test(r.text)) : chrono.en.GB.parse(text, ref, options);
  return [...monthFirst, ...dayFirst];
}

/**
 * The order a memory's dates are read in: its document's own evidence, else the convention of the
 * country it was taken in, else of the library's home; null when none says.
 */
export function dateOrderOf(text: string | null, takenLocal: number | null, countries: ReadonlyArray<string | null | undefined>): DateOrder | null {
  const own = text ? documentOrder(text, takenLocal) : null;
  if (own) return own;
  const country = countries.find((c): c is string => typeof c === 'string' && c.length === 2);
  return country ? regionOrder(country) : null;
}

/** The order a memory's dates are read in, by its text and the country it was taken in. */
export function memoryOrder(row: { ocr_text: string | null; place_country_code: string | null }, takenLocal: number | null, home: string | null = null): DateOrder | null {
  return dateOrderOf(row.ocr_text, takenLocal, [row.place_country_code, home]);
}

/** Two or three numbers joined as a date: "14/08", "03/04/2027", "9-8-27", "09.08.2027". */
const NUMERIC_DATE = /(?<![\d/.,:-])(\d{1,2})([/.-])(\d{1,2})(?:\2(\d{4}|\d{2}))?(?![\d/:]|[.,-]\d)/g;
/** A day before its month's name ("14 August", "3rd of Apr") or after it ("August 14", "Apr 3rd"). */
const DAY_THEN_MONTH = new RegExp(`\\b(?:[12]\\d|3[01]|0?[1-9])(?:st|nd|rd|th)?\\s+(?:of\\s+)?(?:${MONTH_NAMES})\\b`, 'i');
const MONTH_THEN_DAY = new RegExp(`\\b(?:${MONTH_NAMES})\\.?\\s+(?:[12]\\d|3[01]|0?[1-9])(?:st|nd|rd|th)?\\b(?![:.]\\d|\\s*(?:[ap]\\.?m\\b|h\\b|min))`, 'i');

/**
 * The order a document's own text shows, or null when it shows none or both. A first part past 12
 * cannot be a month ("25/01/2027"), nor a second ("01/25/2027"), but a month and year ("VALID THRU
 * 08/27") also sets a number past 12 second, so two parts alone are evidence only of day-first. A
 * weekday printed beside a numeric date ("Sat 03/04/2027", "SEG 09/08/2027") agrees with one reading.
 * A month's name after the day or before it is how the writer orders dates.
 */
export function documentOrder(text: string, takenLocal: number | null = null): DateOrder | null {
  let dayFirst = false;
  let monthFirst = false;
  for (const m of text.matchAll(NUMERIC_DATE)) {
    const [a, b] = [Number(m[1]), Number(m[3])];
    // Without a year, only slashes join a day and month: dots are prices and times ("12.50", "10.40"),
    // dashes ranges ("ages 13-5"); and "24/7" is round the clock.
    if (a === 0 || b === 0 || a > 31 || b > 31 || (m[4] === undefined && (m[2] !== '/' || m[0] === '24/7'))) continue;
    if (a > 12 && b <= 12) dayFirst = true;
    else if (b > 12 && a <= 12 && m[4] !== undefined) monthFirst = true;
    else if (a <= 12 && b <= 12 && a !== b) {
      const agrees = weekdayAgrees(text, m, takenLocal);
      if (agrees === 'day-first') dayFirst = true;
      if (agrees === 'month-first') monthFirst = true;
    }
  }
  if (dayFirst !== monthFirst) return dayFirst ? 'day-first' : 'month-first';
  if (dayFirst) return null;
  const [named, namedAfter] = [DAY_THEN_MONTH.test(text), MONTH_THEN_DAY.test(text)];
  return named !== namedAfter ? (named ? 'day-first' : 'month-first') : null;
}

/** Which reading of an ambiguous date a weekday printed just before or after it agrees with, if only one. */
function weekdayAgrees(text: string, m: RegExpMatchArray, takenLocal: number | null): DateOrder | null {
  const before = /(\p{L}+)\.?,?\s*$/u.exec(text.slice(Math.max(0, m.index! - 16), m.index))?.[1];
  const after = /^,?\s*\(?(\p{L}+)/u.exec(text.slice(m.index! + m[0].length, m.index! + m[0].length + 16))?.[1];
  const weekday = [before, after].map((w) => (w ? weekdayIndex(w) : -1)).find((d) => d >= 0);
  if (weekday === undefined) return null;
  const [a, b] = [Number(m[1]), Number(m[3])];
  const year = m[4] === undefined ? null : Number(m[4].length === 2 ? `20${m[4]}` : m[4]);
  const falls = (day: number, month: number) => weekdayOf(day, month, year, takenLocal) === weekday;
  const [dm, md] = [falls(a, b), falls(b, a)];
  return dm === md ? null : dm ? 'day-first' : 'month-first';
}

/** The weekday (Sunday 0) of a day and month, in its printed year or, with none, the next after the photo. */
function weekdayOf(day: number, month: number, year: number | null, takenLocal: number | null): number | null {
  if (year === null && takenLocal === null) return null;
  const taken = takenLocal === null ? null : new Date(takenLocal);
  // A date without its year is the coming one: a plan or a notice is photographed before its day.
  let y = year ?? taken!.getUTCFullYear();
  if (year === null && Date.UTC(y, month - 1, day) < takenLocal! - SEEN_AFTER_DAYS * 86_400_000) y += 1;
  const at = new Date(Date.UTC(y, month - 1, day));
  return at.getUTCMonth() === month - 1 ? at.getUTCDay() : null;
}

/** How long after a yearless date a photo may still be of it (a receipt kept, a letter read late). */
const SEEN_AFTER_DAYS = 60;

/** Languages whose weekday names a document from a day-first country is likely printed in. */
const WEEKDAY_LANGUAGES = ['en', 'fr', 'de', 'es', 'pt', 'it', 'nl'];

let weekdays: Map<string, number> | null = null;
/**
 * A weekday's number (Sunday 0) from its name or short form in any of those languages, as the runtime's
 * CLDR data spells them ("Thu", "SEG", "Mi.", "samedi", "segunda-feira"); -1 for another word. A short
 * form that is also a month's ("mar", Tuesday in French) is not read as a weekday.
 */
function weekdayIndex(word: string): number {
  if (!weekdays) {
    weekdays = new Map();
    for (const language of WEEKDAY_LANGUAGES) {
      for (const width of ['long', 'short'] as const) {
        const format = new Intl.DateTimeFormat(language, { weekday: width, timeZone: 'UTC' });
        for (let d = 0; d < 7; d++) {
          const name = foldAccents(format.format(new Date(Date.UTC(2027, 0, 3 + d)))).replace(/\.$/, '');
          for (const form of new Set([name, name.split(/[-\s]/)[0]!])) if (monthIndex(form) < 0 || form.length > 3) weekdays.set(form, d);
        }
      }
    }
  }
  return weekdays.get(foldAccents(word)) ?? -1;
}

const regions = new Map<string, DateOrder | null>();
/**
 * The order a country prints numeric dates in, from the runtime's CLDR patterns: English as written
 * there ("en-GB", "en-IN"), else the country's likeliest language ("pt-BR" for BR). A country that puts
 * the year first (Japan, China) says nothing of how a slashed day and month are ordered.
 */
export function regionOrder(country: string): DateOrder | null {
  const code = country.toUpperCase();
  if (regions.has(code)) return regions.get(code)!;
  let order: DateOrder | null = null;
  try {
    let format = new Intl.DateTimeFormat(`en-${code}`);
    if (!format.resolvedOptions().locale.endsWith(`-${code}`)) format = new Intl.DateTimeFormat(new Intl.Locale(`und-${code}`).maximize().toString());
    const parts = format.formatToParts(new Date(Date.UTC(2027, 3, 3))).map((p) => p.type).filter((t) => t === 'day' || t === 'month' || t === 'year');
    if (parts[0] === 'day') order = 'day-first';
    else if (parts[0] === 'month') order = 'month-first';
  } catch {
    // A code the runtime does not know says nothing.
  }
  regions.set(code, order);
  return order;
}
