/**
 * What the tenth blind album's shots are written with: the plan's photo/screenshot helpers, a wall
 * clock with drawn seconds, euros and dates as Portuguese paper prints them.
 */
import { shooter } from '../plan';
import { blind10Offset, SPOTS, type SpotName } from './places';

export { roll, round2, sum, type Roll } from '../plan';

export const { photo, screenshot } = shooter<SpotName>(SPOTS, blind10Offset);

/** Euros as Portuguese tills print them: "1.234,56" (a point for thousands, a decimal comma). */
export function eur(n: number): string {
  const [int, dec] = n.toFixed(2).split('.') as [string, string];
  return `${int.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${dec}`;
}

/** "2027-03-09" → "09/03/2027", day first. */
export const dmy = (date: string): string => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/** A receipt's item lines: "NAME  12,34". */
export const itemLines = (lines: ReadonlyArray<readonly [string, number]>): string[] => lines.map(([n, p]) => `${n}  ${eur(p)}`);

