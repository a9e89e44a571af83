/**
 * The third blind album's places: Nairobi (home in Kilimani), Naivasha, the coast (Mombasa and the
 * beach south of it) and Kampala and Jinja in Uganda. Real coordinates; the towns are what the offline
 * gazetteer names for them (checked with reverseGeocode: all of Nairobi is "Nairobi", Karen is
 * "Ngong", the railway's Nairobi terminus at Syokimau is "Athi River", Diani beach is "Gazi").
 */
import type { Spot } from '../plan';

const ke = (lat: number, lon: number, town = 'Nairobi'): Spot => ({ lat, lon, town, zone: 'east-africa' });
const ug = (lat: number, lon: number, town = 'Kampala'): Spot => ({ lat, lon, town, zone: 'east-africa' });

export const SPOTS = {
  home: ke(-1.2921, 36.7866), // Kilimani
  office: ke(-1.2975, 36.8137), // Upper Hill
  site: ke(-1.263, 36.805),
  karura: ke(-1.2366, 36.835),
  church: ke(-1.287, 36.812),
  fuel: ke(-1.295, 36.79),
  yaya: ke(-1.2925, 36.7875),
  toi: ke(-1.31, 36.787),
  clinic: ke(-1.289, 36.792),
  school: ke(-1.2789, 36.7683),
  nyayo: ke(-1.305, 36.825),
  karen: ke(-1.3194, 36.7085, 'Ngong'),
  syokimau: ke(-1.3836, 36.9261, 'Athi River'),
  lodge: ke(-0.77, 36.38, 'Naivasha'),
  lakeNaivasha: ke(-0.7467, 36.39, 'Naivasha'),
  hellsGate: ke(-0.905, 36.315, 'Naivasha'),
  naivashaTown: ke(-0.7172, 36.431, 'Naivasha'),
  oldTown: ke(-4.0626, 39.6795, 'Mombasa'),
  diani: ke(-4.3167, 39.5833, 'Gazi'),
  dianiNorth: ke(-4.28, 39.59, 'Gazi'),
  kololo: ug(0.3305, 32.595),
  munyonyo: ug(0.251, 32.6211),
  kampalaCentre: ug(0.3136, 32.5811),
  jinja: ug(0.4244, 33.2042, 'Jinja'),
} satisfies Record<string, Spot>;

export type SpotName = keyof typeof SPOTS;

/** Kenya and Uganda keep East Africa Time, +03:00 all year: no daylight saving, no seasons of clocks. */
export function blind3Offset(zone: string): string {
  if (zone === 'east-africa') return '+03:00';
  throw new Error(`unknown zone ${zone}`);
}
