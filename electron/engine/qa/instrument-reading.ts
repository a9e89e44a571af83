/**
 * "What did the electricity meter read", "what does the gauge say": the verb of an instrument's display
 * asks its reading. WordNet files a meter, a gauge, a thermometer under measuring instruments, whatever
 * the reading is of; "what did the letter say" asks words.
 */
import { isKindOf } from './kind-of';

const SHOWN = /^\s*what\s+(?:did|do|does)\s+(?:the|my|our)\s+(?:[a-z]+\s+)?([a-z]+)\s+(?:read|say|show)\b/i;

export function asksReading(question: string): boolean {
  const instrument = SHOWN.exec(question)?.[1];
  return instrument !== undefined && isKindOf(instrument, 'measuring instrument');
}

/**
 * A display prints its reading alone on its line, a figure and at most its unit ("03381 m3", "04512 kWh"),
 * beside labels and serial numbers that say words too ("CONTADOR 1720 448 915"). Null unless one line
 * is so: two are two readings, which the question does not choose between.
 */
const DISPLAYED = /^\s*\d[\d.,]*\s*(?:[a-z]{1,4}\d?|°\s?[cf]|%)?\s*$/i;

export function displayedReading(lines: string[]): { value: string; line: string } | null {
  const shown = lines.filter((line) => DISPLAYED.test(line));
  return shown.length === 1 ? { value: shown[0]!.trim(), line: shown[0]! } : null;
}
