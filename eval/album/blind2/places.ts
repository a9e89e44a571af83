/**
 * The second blind album's places: Bengaluru (home: Koramangala until the move, then HSR Layout),
 * Nandi Hills, Mysuru, Coorg (Madikeri, Kushalnagar) and Kerala (Kochi, Alappuzha). Real
 * coordinates; the towns are what the offline gazetteer names for them (checked with
 * reverseGeocode: all of central Bengaluru is "Bengaluru", Nandi Hills is "Chik Ballāpur", Mysuru is
 * "Mysore", Kochi is "Cochin", the elephant camp is "Kushālnagar").
 */
import type { Spot } from '../plan';

const blr = (lat: number, lon: number): Spot => ({ lat, lon, town: 'Bengaluru', zone: 'india' });
const at = (lat: number, lon: number, town: string): Spot => ({ lat, lon, town, zone: 'india' });

export const SPOTS = {
  oldHome: blr(12.9352, 77.6245), // Koramangala 4th Block
  home: blr(12.9116, 77.6474), // HSR Layout Sector 2
  vet: blr(12.9135, 77.639),
  petShop: blr(12.9719, 77.6412),
  musicSchool: blr(12.9784, 77.6408),
  goethe: blr(12.9812, 77.6372),
  lab: blr(12.9105, 77.642),
  pharmacy: blr(12.9125, 77.6455),
  pumpSarjapur: blr(12.918, 77.65),
  pumpOuterRing: blr(12.93, 77.63),
  carService: blr(12.94, 77.62),
  stadium: blr(12.9788, 77.5996),
  coastalRestaurant: blr(12.972, 77.64),
  brunch: blr(12.925, 77.5938),
  lalbagh: blr(12.9507, 77.5848),
  cubbon: blr(12.9763, 77.5929),
  nandiHills: at(13.3702, 77.6835, 'Chik Ballāpur'),
  palace: at(12.3052, 76.6552, 'Mysore'),
  tiffins: at(12.308, 76.653, 'Mysore'),
  chamundi: at(12.2724, 76.6717, 'Mysore'),
  madikeri: at(12.4244, 75.7382, 'Madikeri'),
  estate: at(12.435, 75.728, 'Madikeri'),
  abbeyFalls: at(12.4567, 75.7179, 'Madikeri'),
  elephantCamp: at(12.3667, 75.9023, 'Kushālnagar'),
  highwayPump: at(12.4577, 75.9597, 'Kushālnagar'),
  weddingHall: at(9.9816, 76.2755, 'Cochin'),
  fortKochi: at(9.9658, 76.2421, 'Cochin'),
  ernakulam: at(9.969, 76.2912, 'Cochin'),
  backwaters: at(9.4981, 76.3388, 'Alappuzha'),
} satisfies Record<string, Spot>;

export type SpotName = keyof typeof SPOTS;

/** India keeps +05:30 all year: one half-hour offset, no daylight saving. */
export function blind2Offset(zone: string): string {
  if (zone === 'india') return '+05:30';
  throw new Error(`unknown zone ${zone}`);
}
