/**
 * Second-level divisions (counties, provinces, districts, shires) as discs around their towns, from
 * districts.json (scripts/make-districts.ts). Only a caller that checks a name against the library's
 * photos reads them: "Door County" or "Bohol" is no town, and a name that is both is told apart by
 * where the photos were taken.
 */

export interface District {
  /** As GeoNames writes it ("Door County", "Province of Iloilo"). */
  name: string;
  /** Without its administrative word ("Door", "Iloilo"), where it has one. */
  short?: string;
  countryCode: string;
  /** The centre of its towns. */
  lat: number;
  lon: number;
  /** How far from the centre its towns reach, and a little past them. */
  radiusKm: number;
}

type Row = [string, string, number, number, number] | [string, string, number, number, number, string];

// Imported on first use: 700 kB a session that names no place should not parse.
let table: Promise<readonly District[]> | undefined;

export function loadDistricts(): Promise<readonly District[]> {
  table ??= import('./districts.json').then((m) =>
    (m.default as unknown as Row[]).map(([name, countryCode, lat, lon, radiusKm, short]) => ({ name, countryCode, lat, lon, radiusKm, ...(short ? { short } : {}) })),
  );
  return table;
}
