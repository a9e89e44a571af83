/**
 * The fresh album's places: Toronto (home, Leslieville), Montréal, cottage country near Huntsville
 * and the south of Iceland. Real coordinates; the towns are what the offline gazetteer names for them
 * (checked with reverseGeocode: the Leslie Street Spit is "East York", Pearson airport "Etobicoke",
 * Montréal's airport "Dorval", the Blue Lagoon "Grindavík", and everything on Iceland's south coast
 * from Hvolsvöllur to the ferry harbour "Vestmannaeyjar").
 */
import type { Spot } from '../plan';

const on = (lat: number, lon: number, town = 'Toronto'): Spot => ({ lat, lon, town, zone: 'eastern' });
const qc = (lat: number, lon: number, town = 'Montréal'): Spot => ({ lat, lon, town, zone: 'eastern' });
const is = (lat: number, lon: number, town: string): Spot => ({ lat, lon, town, zone: 'iceland' });

export const SPOTS = {
  home: on(43.6626, -79.3327), // Leslieville
  leslieSpit: on(43.6372, -79.3295, 'East York'),
  courts: on(43.6716, -79.3563), // Riverdale Park East
  clay: on(43.6652, -79.3405),
  pharmacy: on(43.6638, -79.3301),
  library: on(43.6667, -79.3185),
  vet: on(43.6612, -79.3378),
  cleaners: on(43.663, -79.335),
  school: on(43.6786, -79.3455),
  masseyHall: on(43.6541, -79.3788),
  ramen: on(43.6555, -79.385),
  gallery: on(43.6536, -79.3925),
  diner: on(43.6625, -79.334),
  harbourfront: on(43.6387, -79.3817),
  billyBishop: on(43.6306, -79.3962),
  pearson: on(43.6777, -79.6248, 'Etobicoke'),
  cottage: on(45.2005, -78.917, 'Huntsville'),
  huntsville: on(45.3269, -79.2168, 'Huntsville'),
  plateau: qc(45.5225, -73.583),
  bagels: qc(45.523, -73.601),
  museum: qc(45.4986, -73.5794),
  oldPort: qc(45.5075, -73.553),
  bistro: qc(45.5192, -73.5866),
  yul: qc(45.4657, -73.7455, 'Dorval'),
  kef: is(63.985, -22.6056, 'Reykjanesbær'),
  lagoon: is(63.8804, -22.4495, 'Grindavík'),
  guesthouse: is(63.7533, -20.2241, 'Vestmannaeyjar'), // Hvolsvöllur
  waterfall: is(63.6156, -19.9886, 'Vestmannaeyjar'), // Seljalandsfoss
  skogafoss: is(63.5321, -19.5114, 'Vestmannaeyjar'),
  ferryPort: is(63.5322, -20.1181, 'Vestmannaeyjar'), // Landeyjahöfn
  heimaey: is(63.4423, -20.2734, 'Vestmannaeyjar'),
  reykjavik: is(64.1466, -21.9426, 'Reykjavík'),
} satisfies Record<string, Spot>;

export type SpotName = keyof typeof SPOTS;

/**
 * Ontario and Québec run EST (-05:00) until the second Sunday of March (9 March 2025) and EDT
 * (-04:00) until the first Sunday of November; Iceland keeps UTC all year, with no daylight saving.
 */
export function freshOffset(zone: string, date: string): string {
  if (zone === 'eastern') return date >= '2025-03-09' && date < '2025-11-02' ? '-04:00' : '-05:00';
  if (zone === 'iceland') return '+00:00';
  throw new Error(`unknown zone ${zone}`);
}
