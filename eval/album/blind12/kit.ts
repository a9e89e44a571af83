/**
 * What the twelfth blind album's shots are written with: the plan's photo/screenshot helpers, a wall
 * clock with drawn seconds, dollars and dates as American paper prints them.
 */
import { shooter, weekday } from '../plan';
import { blind12Offset, SPOTS, type SpotName } from './places';

export { roll, round2, sum, weekday, type Roll } from '../plan';

export const { photo, screenshot } = shooter<SpotName>(SPOTS, blind12Offset);

/** Dollars as American tills print them: "$1,486.50". */
export const usd = (n: number): string => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** "2030-03-14" → "03/14/2030", month first. */
export const mdy = (date: string): string => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "2030-03-14" → "Thu, Mar 14". */
export const dayMon = (date: string): string => `${weekday(date)}, ${MONTHS[Number(date.slice(5, 7)) - 1]} ${Number(date.slice(8, 10))}`;

/** A receipt's item lines: "NAME  $12.34". */
export const itemLines = (lines: ReadonlyArray<readonly [string, number]>): string[] => lines.map(([n, p]) => `${n}  ${usd(p)}`);

