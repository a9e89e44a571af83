/**
 * What the twelfth blind album's shots are written with: the plan's photo/screenshot helpers, a wall
 * clock with drawn seconds, dollars and dates as American paper prints them.
 */
import type { Rng } from '../../../scripts/support/seeded-random';
import { sec, shooter, type Shot } from '../plan';
import { blind12Offset, SPOTS, type SpotName } from './places';

export const { photo, screenshot } = shooter<SpotName>(SPOTS, blind12Offset);

export const round2 = (n: number): number => Math.round(n * 100) / 100;

/** Dollars as American tills print them: "$1,486.50". */
export const usd = (n: number): string => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** "2030-03-14" → "03/14/2030", month first. */
export const mdy = (date: string): string => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const weekday = (date: string): string => DAYS[new Date(`${date}T12:00:00Z`).getUTCDay()]!;
/** "2030-03-14" → "Thu, Mar 14". */
export const dayMon = (date: string): string => `${weekday(date)}, ${MONTHS[Number(date.slice(5, 7)) - 1]} ${Number(date.slice(8, 10))}`;

export const sum = (lines: ReadonlyArray<readonly [string, number]>): number => round2(lines.reduce((t, [, p]) => t + p, 0));

/** A receipt's item lines: "NAME  $12.34". */
export const itemLines = (lines: ReadonlyArray<readonly [string, number]>): string[] => lines.map(([n, p]) => `${n}  ${usd(p)}`);

/** A shot list with a clock: `at(date, hh, mm)` draws the seconds. */
export function roll(random: Rng) {
  const shots: Shot[] = [];
  return {
    shots,
    add: (...x: Shot[]) => void shots.push(...x),
    at: (date: string, hh: number, mm: number) => `${date}T${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}:${sec(random)}`,
    random,
  };
}

export type Roll = ReturnType<typeof roll>;
