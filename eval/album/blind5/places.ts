/**
 * The fifth blind album's places: Auckland (home in Mount Eden), Waiheke Island, the west-coast
 * beaches, Matakana, Waihi and Tauranga on the way to Christmas, Wellington for a conference and
 * Rarotonga in the Cook Islands. Real coordinates; the towns are what the offline gazetteer names
 * for them (checked with reverseGeocode: Waiheke is "Pakuranga", the west-coast beaches "Muriwai
 * Beach", the airport "Mangere", Matakana "Warkworth", Mount Maunganui "Tauranga", all of Rarotonga
 * "Avarua").
 */
import type { Spot } from '../plan';

const akl = (lat: number, lon: number, town = 'Auckland'): Spot => ({ lat, lon, town, zone: 'nz' });
const wlg = (lat: number, lon: number): Spot => ({ lat, lon, town: 'Wellington', zone: 'nz' });
const raro = (lat: number, lon: number): Spot => ({ lat, lon, town: 'Avarua', zone: 'raro' });

export const SPOTS = {
  home: akl(-36.8786, 174.758), // Mount Eden
  maungawhau: akl(-36.877, 174.764),
  office: akl(-36.844, 174.768), // Britomart
  wynyard: akl(-36.841, 174.756),
  courts: akl(-36.865, 174.725),
  cardClub: akl(-36.88, 174.78),
  paknsave: akl(-36.881, 174.721),
  newWorld: akl(-36.8832, 174.7458),
  medical: akl(-36.8795, 174.7545),
  chemist: akl(-36.884, 174.748),
  kingsland: akl(-36.872, 174.745),
  library: akl(-36.8513, 174.7627),
  newmarket: akl(-36.87, 174.777),
  dental: akl(-36.879, 174.757),
  arena: akl(-36.8484, 174.7775),
  civic: akl(-36.8522, 174.7635),
  ponsonby: akl(-36.856, 174.745),
  viaduct: akl(-36.8425, 174.7665),
  matiatia: akl(-36.78, 174.99, 'Pakuranga'),
  onetangi: akl(-36.788, 175.065, 'Pakuranga'),
  muriwai: akl(-36.83, 174.425, 'Muriwai Beach'),
  piha: akl(-36.954, 174.47, 'Muriwai Beach'),
  airport: akl(-37.0082, 174.785, 'Mangere'),
  matakana: akl(-36.353, 174.715, 'Warkworth'),
  waihi: akl(-37.392, 175.841, 'Waihi'),
  tauranga: akl(-37.687, 176.165, 'Tauranga'),
  mountMaunganui: akl(-37.639, 176.185, 'Tauranga'),
  quayside: wlg(-41.28, 174.776),
  forum: wlg(-41.2905, 174.781),
  cableCar: wlg(-41.285, 174.768),
  cubaStreet: wlg(-41.294, 174.776),
  orientalBay: wlg(-41.292, 174.793),
  villas: raro(-21.253, -159.726),
  avarua: raro(-21.207, -159.775),
  scooters: raro(-21.2068, -159.774),
  lagoon: raro(-21.248, -159.723),
  islandNight: raro(-21.215, -159.795),
} satisfies Record<string, Spot>;

export type SpotName = keyof typeof SPOTS;

/**
 * New Zealand keeps NZST (+12:00) until the last Sunday of September (27 September 2026) and NZDT
 * (+13:00) until the first Sunday of April (4 April 2027); the Cook Islands sit on the other side of
 * the date line at -10:00 all year, so a morning flight from Auckland lands there the afternoon before.
 */
export function blind5Offset(zone: string, date: string): string {
  if (zone === 'nz') return date >= '2026-09-27' && date < '2027-04-04' ? '+13:00' : '+12:00';
  if (zone === 'raro') return '-10:00';
  throw new Error(`unknown zone ${zone}`);
}
