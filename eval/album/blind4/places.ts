/**
 * The fourth blind album's places: Dublin (home, Phibsborough), Howth and Dollymount on the bay,
 * Galway, Boston and Cambridge (Massachusetts), and Anglesey and Snowdonia in north Wales. Real
 * coordinates; the towns are what the offline gazetteer names for them (checked with reverseGeocode:
 * Galway is named in Irish, "Gaillimh"; the Bull Wall is "Dollymount"; Logan airport and the Aran
 * Islands would be named after towns far away, so no photo is taken there).
 */
import type { Spot } from '../plan';

const ie = (lat: number, lon: number, town = 'Dublin'): Spot => ({ lat, lon, town, zone: 'ireland' });
const us = (lat: number, lon: number, town = 'Boston'): Spot => ({ lat, lon, town, zone: 'boston' });
const wa = (lat: number, lon: number, town: string): Spot => ({ lat, lon, town, zone: 'wales' });

export const SPOTS = {
  home: ie(53.3595, -6.2726), // Phibsborough, Dublin 7
  office: ie(53.3455, -6.238), // the docklands
  hall: ie(53.3475, -6.276), // a church hall by Smithfield
  bullWall: ie(53.37, -6.15, 'Dollymount'),
  howth: ie(53.3875, -6.0653, 'Howth'),
  crokePark: ie(53.3607, -6.2511),
  vicarStreet: ie(53.3425, -6.2762),
  smithfield: ie(53.348, -6.278),
  capelStreet: ie(53.3478, -6.2703),
  pharmacy: ie(53.3588, -6.2735),
  bikeShop: ie(53.3534, -6.2668),
  library: ie(53.3601, -6.2741),
  dentist: ie(53.3566, -6.2698),
  heuston: ie(53.3464, -6.2943),
  lidl: ie(53.3612, -6.2702),
  eyreSquare: ie(53.272, -9.053, 'Gaillimh'),
  spanishArch: ie(53.2695, -9.0544, 'Gaillimh'),
  salthill: ie(53.26, -9.076, 'Gaillimh'),
  longWharf: us(42.3601, -71.0502),
  seaport: us(42.351, -71.044),
  fenway: us(42.3467, -71.0972),
  harvardSquare: us(42.3736, -71.1097, 'Cambridge'),
  holyhead: wa(53.309, -4.633, 'Holyhead'),
  llanberis: wa(53.118, -4.13, 'Llanberis'),
  betws: wa(53.093, -3.801, 'Betws-y-Coed'),
  conwy: wa(53.28, -3.829, 'Conwy'),
  caernarfon: wa(53.139, -4.276, 'Caernarfon'),
} satisfies Record<string, Spot>;

export type SpotName = keyof typeof SPOTS;

/**
 * Ireland and the UK keep GMT (+00:00) in winter and summer time (+01:00) from the last Sunday of
 * March to the last Sunday of October (29 March – 25 October 2026); Boston is on EDT in June.
 */
export function blind4Offset(zone: string, date: string): string {
  if (zone === 'ireland' || zone === 'wales') return date >= '2026-03-29' && date < '2026-10-25' ? '+01:00' : '+00:00';
  if (zone === 'boston') return date >= '2026-03-08' && date < '2026-11-01' ? '-04:00' : '-05:00';
  throw new Error(`unknown zone ${zone}`);
}
