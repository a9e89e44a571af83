/**
 * The sixth blind album's places: Chicago (home in Bucktown), Evanston, a day in Milwaukee, a
 * holiday in New Orleans and Jean Lafitte, a conference in Denver with an afternoon in Boulder, and
 * a summer weekend in Douglas on the Michigan shore. Real coordinates; every town is what the
 * offline gazetteer names for them (checked with reverseGeocode: north-side Chicago points come out
 * as a suburb, so home and the weekly places are south of Fullerton; Saugatuck's dunes are
 * "Douglas"; the airports are named after neighbouring towns, so no photo is taken at one).
 */
import type { Spot } from '../plan';

const chi = (lat: number, lon: number, town = 'Chicago'): Spot => ({ lat, lon, town, zone: 'central' });
const nola = (lat: number, lon: number, town = 'New Orleans'): Spot => ({ lat, lon, town, zone: 'central' });
const den = (lat: number, lon: number, town = 'Denver'): Spot => ({ lat, lon, town, zone: 'mountain' });
const mich = (lat: number, lon: number): Spot => ({ lat, lon, town: 'Douglas', zone: 'eastern' });

export const SPOTS = {
  home: chi(41.9187, -87.6796), // Bucktown
  trail: chi(41.914, -87.69), // the elevated rail-trail
  lakefront: chi(41.9264, -87.6304),
  office: chi(41.8827, -87.6298), // the Loop
  studio: chi(41.896, -87.672), // West Town
  lanes: chi(41.902, -87.702), // Humboldt Park
  garage: chi(41.913, -87.682),
  tireShop: chi(41.891, -87.687),
  vet: chi(41.92, -87.687),
  cleaner: chi(41.91, -87.677),
  jewel: chi(41.916, -87.688),
  marianos: chi(41.904, -87.67),
  deli: chi(41.902, -87.687),
  pharmacy: chi(41.9095, -87.6775),
  ballpark: chi(41.8299, -87.6338),
  pilsen: chi(41.8574, -87.6569),
  riverDock: chi(41.888, -87.624),
  artInstitute: chi(41.8796, -87.6237),
  riverNorth: chi(41.8924, -87.6341),
  ukrainianVillage: chi(41.899, -87.684),
  evanstonBeach: chi(42.0451, -87.672, 'Evanston'),
  evanstonHall: chi(42.046, -87.681, 'Evanston'),
  mkeStation: chi(43.034, -87.912, 'Milwaukee'),
  mkeBrewery: chi(43.045, -87.93, 'Milwaukee'),
  mkeLake: chi(43.04, -87.897, 'Milwaukee'),
  frenchQuarter: nola(29.9584, -90.0644),
  marigny: nola(29.966, -90.053),
  frenchmen: nola(29.9644, -90.0577),
  gardenDistrict: nola(29.929, -90.084),
  riverfront: nola(29.955, -90.062),
  bayou: nola(29.7355, -90.1079, 'Jean Lafitte'),
  convention: den(39.7427, -104.9946),
  larimer: den(39.748, -104.999),
  unionStation: den(39.753, -105.0),
  boulder: den(40.015, -105.2705, 'Boulder'),
  cottage: mich(42.6434, -86.2006),
  ovalBeach: mich(42.6653, -86.2146),
  dunes: mich(42.67, -86.19),
  pump: mich(42.63, -86.19),
} satisfies Record<string, Spot>;

export type SpotName = keyof typeof SPOTS;

/**
 * US daylight saving in 2027 runs from Sunday 14 March to Sunday 7 November: Chicago, Milwaukee and
 * New Orleans are on CST −06:00 before it and CDT −05:00 after; Denver is an hour behind, Michigan's
 * shore an hour ahead.
 */
export function blind6Offset(zone: string, date: string): string {
  const summer = date >= '2027-03-14' && date < '2027-11-07';
  if (zone === 'central') return summer ? '-05:00' : '-06:00';
  if (zone === 'mountain') return summer ? '-06:00' : '-07:00';
  if (zone === 'eastern') return summer ? '-04:00' : '-05:00';
  throw new Error(`unknown zone ${zone}`);
}
