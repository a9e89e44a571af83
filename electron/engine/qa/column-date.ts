import { contentWords } from '../augment/similarity';
import { wholeDates } from './printed-date';

/**
 * A record card sets its dates in a table: a header naming the columns ("Vaccine  Date given  Next due")
 * over rows of several dates ("DHP + L4  14/03/2025  14/03/2026"). A row's dates are labelled by the
 * header, not by the row's own words (the vaccine's name). The columns line up, so a header word labels
 * the date whose place along its row is nearest the word's place along the header; measured as a share
 * of each line's length, this holds whether OCR keeps the gaps between columns or closes them to one space.
 */

/** How far above a row its header may be: a few rows of the same table between. */
const HEADER_REACH = 6;

/**
 * The date of row `i` that the header labels with a word `fits` accepts, as printed, and the header;
 * null when the row prints fewer than two dates, no header is found, or no header word fits.
 */
export function columnDate(lines: string[], i: number, fits: (word: string) => boolean): { text: string; header: string } | null {
  const row = lines[i]!;
  const dates = [...new Map(wholeDates(row).map((r) => [r.index, r])).values()];
  if (dates.length < 2) return null;
  // The header is the nearest line above with no figure: the rows between are the table's other rows.
  // A line with a colon is a label and its value ("Recycling: Fridays"), no header.
  let header: string | null = null;
  for (let j = i - 1; j >= Math.max(0, i - HEADER_REACH); j--) {
    if (!/\d/.test(lines[j]!)) {
      header = lines[j]!;
      break;
    }
  }
  if (!header || header.includes(':')) return null;
  const word = [...header.matchAll(/\p{L}+/gu)].find((m) => [...contentWords(m[0])].some(fits));
  if (!word) return null;
  const at = (word.index + word[0].length / 2) / header.length;
  const nearest = dates
    .map((r) => ({ text: r.text, off: Math.abs((r.index + r.text.length / 2) / row.length - at) }))
    .sort((a, b) => a.off - b.off)[0]!;
  return { text: nearest.text, header };
}

/**
 * A sentence may print several dates, each after its own word ("The tenancy starts on 1 August 2023 and
 * ends on 31 July 2024"): the asked one is the first date after the word `fits` accepts, read from that
 * word on. Null when the line prints fewer than two dates or none after such a word.
 */
export function clauseDate<T>(line: string, fits: (word: string) => boolean, dateOf: (text: string) => T | null): { day: T; line: string } | null {
  const dates = [...new Map(wholeDates(line).map((r) => [r.index, r])).values()].sort((a, b) => a.index - b.index);
  if (dates.length < 2) return null;
  const word = [...line.matchAll(/\p{L}+/gu)].find((m) => [...contentWords(m[0])].some(fits));
  if (!word) return null;
  const next = dates.find((r) => r.index >= word.index + word[0].length);
  if (!next) return null;
  const clause = line.slice(word.index, next.index + next.text.length);
  const day = dateOf(clause);
  return day === null ? null : { day, line: clause };
}
