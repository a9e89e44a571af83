/**
 * What the eleventh blind album's shots are written with: the plan's photo/screenshot helpers, a wall
 * clock with drawn seconds, pesos and dates as Mexican paper prints them.
 */
import type { Rng } from '../../../scripts/support/seeded-random';
import { sec, shooter, type Shot } from '../plan';
import { blind11Offset, SPOTS, type SpotName } from './places';

export const { photo, screenshot } = shooter<SpotName>(SPOTS, blind11Offset);

export const round2 = (n: number): number => Math.round(n * 100) / 100;

/** Pesos as Mexican tills print them: "$1,250.00" (a comma for thousands, a decimal point). */
export const mxn = (n: number): string => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** "2027-03-09" → "09/03/2027", day first. */
export const dmy = (date: string): string => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

export const sum = (lines: ReadonlyArray<readonly [string, number]>): number => round2(lines.reduce((t, [, p]) => t + p, 0));

/** A receipt's item lines: "NAME  $12.34". */
export const itemLines = (lines: ReadonlyArray<readonly [string, number]>): string[] => lines.map(([n, p]) => `${n}  ${mxn(p)}`);

const WEEKDAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
export const weekday = (date: string): string => WEEKDAY[new Date(`${date}T12:00:00Z`).getUTCDay()]!;
export const shift = (date: string, days: number): string => new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

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
