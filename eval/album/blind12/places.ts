/**
 * The twelfth blind album's places: Tucson, Arizona (home near Reid Park; golf, the recreation centre,
 * church, doctors, pharmacy, the garage), days out with the grandchildren (the desert museum, Sabino
 * Canyon, Mount Lemmon), a cruise from the Port of Los Angeles in San Pedro to Avalon and Ensenada,
 * and an RV trip through Utah's national parks (Page, Springdale for Zion, Bryce Canyon, Capitol Reef,
 * Moab for Arches). Real coordinates; the towns are what the offline gazetteer names
 * for them (checked with the album test's reverseGeocode: the San Pedro waterfront is "Lomita", Sabino
 * Canyon "Catalina Foothills", Mount Lemmon "Saddle Brooke", Zion's Watchman campground "Hildale",
 * Bryce "Panguitch", La Bufadora "Rodolfo Sánchez Taboada"). Torrey and Capitol Reef have no spot: the
 * gazetteer's town there is a prefix of common words, and the phone took that day's photos with
 * location off (trips.ts).
 */
import type { Spot } from '../plan';

const az = (lat: number, lon: number, town = 'Tucson'): Spot => ({ lat, lon, town, zone: 'arizona' });
const ca = (lat: number, lon: number, town: string): Spot => ({ lat, lon, town, zone: 'pacific' });
const ut = (lat: number, lon: number, town: string): Spot => ({ lat, lon, town, zone: 'utah' });

export const SPOTS = {
  home: az(32.2331, -110.9352),
  randolph: az(32.2191, -110.9201), // the municipal golf course by Reid Park
  udall: az(32.2522, -110.8386), // the regional recreation centre
  church: az(32.2588, -110.9213),
  pharmacy: az(32.2216, -110.9441),
  heart: az(32.2493, -110.9049), // by the medical centre
  derm: az(32.2648, -110.9436),
  garage: az(32.2209, -110.9004),
  emissions: az(32.2091, -110.8781),
  grocer: az(32.2362, -110.9265),
  diner: az(32.2364, -110.9501),
  sabino: az(32.3101, -110.8219, 'Catalina Foothills'),
  museum: az(32.2441, -111.1681, 'Tucson Estates'), // the desert museum, Tucson Mountain Park
  lemmon: az(32.4412, -110.7592, 'Saddle Brooke'), // Summerhaven, Mount Lemmon
  gilaBend: az(32.9478, -112.7168, 'Gila Bend'),
  sanPedro: ca(33.7392, -118.2795, 'Lomita'), // San Pedro's harbour
  cruisePort: ca(33.7474, -118.2772, 'Lomita'), // the cruise terminal, San Pedro
  avalon: ca(33.3441, -118.3271, 'Avalon'),
  ensenada: ca(31.8655, -116.6261, 'Ensenada'),
  bufadora: ca(31.7212, -116.7191, 'Rodolfo Sánchez Taboada'), // La Bufadora, Punta Banda
  page: az(36.9147, -111.4558, 'Page'),
  zion: ut(37.1986, -112.9870, 'Hildale'), // Watchman campground by Springdale
  bryce: ut(37.6743, -112.1571, 'Panguitch'), // Bryce Canyon City
  brycePoint: ut(37.6283, -112.1631, 'Panguitch'), // Sunrise Point
  moab: ut(38.5733, -109.5498, 'Moab'),
  arches: ut(38.6165, -109.6198, 'Moab'),
  delicate: ut(38.7356, -109.5209, 'Moab'),
} satisfies Record<string, Spot>;

export type SpotName = keyof typeof SPOTS;

/**
 * Arizona keeps MST (-07:00) all year. California and Baja California keep Pacific time: PDT (-07:00)
 * until the first Sunday of November (4 November 2029), PST (-08:00) until 10 March 2030. Utah keeps
 * Mountain time: MDT (-06:00) from 10 March 2030.
 */
export function blind12Offset(zone: string, date: string): string {
  if (zone === 'arizona') return '-07:00';
  const dst = (date >= '2029-03-11' && date < '2029-11-04') || (date >= '2030-03-10' && date < '2030-11-03');
  if (zone === 'pacific') return dst ? '-07:00' : '-08:00';
  if (zone === 'utah') return dst ? '-06:00' : '-07:00';
  throw new Error(`unknown zone ${zone}`);
}
