/**
 * What the eleventh blind album's shots are written with: the plan's photo/screenshot helpers, a wall
 * clock with drawn seconds, pesos and dates as Mexican paper prints them.
 */
import { shooter } from '../plan';
import { blind11Offset, SPOTS, type SpotName } from './places';

export { roll, round2, sum, weekday, type Roll } from '../plan';

export const { photo, screenshot } = shooter<SpotName>(SPOTS, blind11Offset);

/** Pesos as Mexican tills print them: "$1,250.00" (a comma for thousands, a decimal point). */
export const mxn = (n: number): string => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** "2027-03-09" → "09/03/2027", day first. */
export const dmy = (date: string): string => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/** A receipt's item lines: "NAME  $12.34". */
export const itemLines = (lines: ReadonlyArray<readonly [string, number]>): string[] => lines.map(([n, p]) => `${n}  ${mxn(p)}`);

export const shift = (date: string, days: number): string => new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

