/**
 * The unseen album's places: Melbourne (home, Brunswick), Geelong, Sydney and Queenstown (New
 * Zealand). Real coordinates; the towns are what the offline gazetteer names for them (checked with
 * reverseGeocode: inner suburbs are "Melbourne", the airport's long-term car park "St Albans").
 */
import type { Spot } from '../plan';

const vic = (lat: number, lon: number, town = 'Melbourne'): Spot => ({ lat, lon, town, zone: 'aus-east' });
const nsw = (lat: number, lon: number, town = 'Sydney'): Spot => ({ lat, lon, town, zone: 'aus-east' });
const nz = (lat: number, lon: number, town = 'Queenstown'): Spot => ({ lat, lon, town, zone: 'nz' });

export const SPOTS = {
  home: vic(-37.7667, 144.9617), // Brunswick
  pool: vic(-37.7712, 144.9588),
  climbing: vic(-37.7748, 144.9702),
  cafe: vic(-37.7689, 144.9622), // Sydney Road
  cowork: vic(-37.7702, 144.9611),
  pharmacy: vic(-37.7661, 144.9627),
  library: vic(-37.7679, 144.9601),
  bikeShop: vic(-37.7655, 144.9639),
  mechanic: vic(-37.7631, 144.9552),
  nursery: vic(-37.7436, 144.9667), // Coburg
  hardware: vic(-37.7697, 144.9996), // Northcote
  merriCreek: vic(-37.776, 144.985),
  dumplings: vic(-37.8119, 144.9671), // the city
  osteria: vic(-37.7985, 144.978), // Fitzroy
  cityCarPark: vic(-37.8115, 144.9665),
  southernCross: vic(-37.8184, 144.9525),
  palais: vic(-37.8681, 144.9766), // St Kilda
  stKilda: vic(-37.8676, 144.9741),
  scienceworks: vic(-37.8306, 144.8856), // Spotswood
  marcusBar: vic(-37.8047, 144.9867), // Collingwood
  airportCarPark: vic(-37.669, 144.841, 'St Albans'),
  geelong: vic(-38.1499, 144.3617, 'Geelong'),
  icc: nsw(-33.8748, 151.199),
  harbourHotel: nsw(-33.8688, 151.2093),
  operaHouse: nsw(-33.8568, 151.2153),
  surryHills: nsw(-33.8861, 151.2111),
  sydAirport: nsw(-33.9399, 151.1753),
  lakeside: nz(-45.0336, 168.6585),
  queenstown: nz(-45.0312, 168.6626),
  skyline: nz(-45.0265, 168.6545),
  arrowtown: nz(-44.9383, 168.8328, 'Arrowtown'),
  zqn: nz(-45.0211, 168.7392),
} satisfies Record<string, Spot>;

export type SpotName = keyof typeof SPOTS;

/**
 * Southern-hemisphere daylight saving: Victoria and New South Wales run AEDT (+11) from the first
 * Sunday of October to the first Sunday of April, AEST (+10) otherwise; New Zealand runs NZDT (+13)
 * from the last Sunday of September to the first Sunday of April, NZST (+12) otherwise.
 */
export function unseenOffset(zone: string, date: string): string {
  if (zone === 'aus-east') return date >= '2024-10-06' && date < '2025-04-06' ? '+11:00' : '+10:00';
  if (zone === 'nz') return date >= '2024-09-29' && date < '2025-04-06' ? '+13:00' : '+12:00';
  throw new Error(`unknown zone ${zone}`);
}
