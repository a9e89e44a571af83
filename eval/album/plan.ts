/**
 * What a life plan is, and the helpers every plan declares its shots with. The generator
 * (generate.ts) takes a plan and writes its album; the plans themselves are eval/album/life.ts (the
 * dev album), eval/album/holdout/life.ts (the held-out album), eval/album/unseen/life.ts (the
 * unseen album) and eval/album/fresh/life.ts (the fresh album) and eval/album/novel/life.ts (the novel album) — all five used for tuning — and eval/album/blind/life.ts, eval/album/blind2/life.ts, eval/album/blind3/life.ts, eval/album/blind4/life.ts, eval/album/blind5/life.ts, eval/album/blind6/life.ts, eval/album/blind7/life.ts, eval/album/blind8/life.ts, eval/album/blind9/life.ts and eval/album/blind10/life.ts (the blind albums,
 * written by someone who never tuned the engine and run once).
 */
import type { Rng } from '../../scripts/support/seeded-random';
import type { AlbumFile, GeoPoint, Scenario, Scene } from './spec';

/** A place something happens: real coordinates, so offline reverse geocoding names the right town. */
export interface Spot extends GeoPoint {
  town: string;
  /** The plan's name for the time zone there ("seattle", "uk"…), turned into an offset by the plan. */
  zone: string;
}

/** A file before the generator names it. */
export type Shot = Omit<AlbumFile, 'name'>;

export interface LifePlan {
  id: 'dev' | 'holdout' | 'unseen' | 'fresh' | 'novel' | 'blind' | 'blind2' | 'blind3' | 'blind4' | 'blind5' | 'blind6' | 'blind7' | 'blind8' | 'blind9' | 'blind10' | 'blind11' | 'blind12';
  defaultSeed: number;
  home: Spot;
  /** The months it covers and where, for the report ("Jan–Aug 2024, home on Capitol Hill, Seattle"). */
  summary: string;
  camera: { make: string; model: string };
  /** Camera-roll name of the n-th photo (chronological, from 0) and the screenshot naming pattern. */
  photoName(n: number, file: Shot): string;
  /** The shot too, for phones that add the app's name (Samsung: Screenshot_<time>_<app>.png). */
  screenshotName(local: string, shot?: Shot): string;
  shots(random: Rng): Shot[];
}

/** Seconds for a wall clock, drawn so that no two files share an instant by construction. */
export const sec = (random: Rng): string => String(Math.floor(random() * 60)).padStart(2, '0');

/** A tag for a name: "Trader Joe's" → "trader-joe-s". */
export const slug = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');

/**
 * `photo(…)` and `screenshot(…)` for one plan: a photo carries its spot's GPS and the offset of that
 * spot's zone on that date; a screenshot has neither (its zone is where the phone was).
 */
export function shooter<S extends string>(spots: Record<S, Spot>, offsetOf: (zone: string, date: string) => string) {
  return {
    photo(scenario: Scenario, local: string, where: S, scene: Scene, text: string[], tags: string[], facts: AlbumFile['facts'] = {}): Shot {
      const spot = spots[where];
      const offset = offsetOf(spot.zone, local.slice(0, 10));
      return { kind: 'photo', scenario, local, offset, fileOffset: offset, gps: { lat: spot.lat, lon: spot.lon }, town: spot.town, scene, text, tags, facts };
    },
    screenshot(scenario: Scenario, local: string, zone: string, text: string[], tags: string[], facts: AlbumFile['facts'] = {}): Shot {
      const offset = offsetOf(zone, local.slice(0, 10));
      return { kind: 'screenshot', scenario, local, offset, fileOffset: null, gps: null, town: null, scene: 'screen', text, tags, facts };
    },
  };
}

export const round2 = (n: number): number => Math.round(n * 100) / 100;

/** A receipt's total: its item lines' prices added up, to the cent. */
export const sum = (lines: ReadonlyArray<readonly [string, number]>): number => round2(lines.reduce((t, [, p]) => t + p, 0));

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** "2030-03-14" → "Thu". */
export const weekday = (date: string): string => WEEKDAYS[new Date(`${date}T12:00:00Z`).getUTCDay()]!;

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
