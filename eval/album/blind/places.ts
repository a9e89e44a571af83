/**
 * The blind album's places: Cape Town (home, Observatory), Stellenbosch, Hermanus, Johannesburg and
 * Mauritius. Real coordinates; the towns are what the offline gazetteer names for them (checked with
 * reverseGeocode: Muizenberg beach is "Retreat", Cape Town airport's long-stay parking "Rondebosch",
 * OR Tambo "Boksburg", Chamarel "Petite Case Noyale", the Mauritius airport "Plaine Magnien").
 */
import type { Spot } from '../plan';

const cpt = (lat: number, lon: number, town = 'Cape Town'): Spot => ({ lat, lon, town, zone: 'za' });
const jhb = (lat: number, lon: number, town = 'Johannesburg'): Spot => ({ lat, lon, town, zone: 'za' });
const mu = (lat: number, lon: number, town: string): Spot => ({ lat, lon, town, zone: 'mu' });

export const SPOTS = {
  home: cpt(-33.938, 18.472), // Observatory
  studio: cpt(-33.9275, 18.447), // Woodstock
  fuel: cpt(-33.9362, 18.4712),
  grocer: cpt(-33.9395, 18.4735),
  pharmacy: cpt(-33.937, 18.4705),
  library: cpt(-33.9388, 18.469),
  mall: cpt(-33.9036, 18.4207), // the waterfront
  gallery: cpt(-33.9085, 18.4225),
  festival: cpt(-33.9155, 18.425),
  bokaap: cpt(-33.9205, 18.415),
  kloofStreet: cpt(-33.931, 18.411),
  woodstockBar: cpt(-33.9268, 18.448),
  noodleBar: cpt(-33.929, 18.457),
  seaPoint: cpt(-33.915, 18.389),
  tableMountain: cpt(-33.9575, 18.403),
  kirstenbosch: cpt(-33.9875, 18.4327),
  muizenberg: cpt(-34.1075, 18.469, 'Retreat'),
  airportParking: cpt(-33.97, 18.599, 'Rondebosch'),
  wineFarm: cpt(-33.93, 18.87, 'Stellenbosch'),
  farmStall: cpt(-33.895, 18.815, 'Stellenbosch'),
  hermanus: cpt(-34.4187, 19.2345, 'Hermanus'),
  hermanusHarbour: cpt(-34.422, 19.241, 'Hermanus'),
  cliffPath: cpt(-34.415, 19.25, 'Hermanus'),
  ortambo: jhb(-26.1367, 28.2411, 'Boksburg'),
  rosebankHotel: jhb(-26.1457, 28.044),
  summit: jhb(-26.147, 28.042),
  grill: jhb(-26.144, 28.04),
  mru: mu(-20.4302, 57.6836, 'Plaine Magnien'),
  grandBaie: mu(-20.0133, 57.5806, 'Grand Baie'),
  pier: mu(-20.011, 57.582, 'Grand Baie'),
  portLouis: mu(-20.1609, 57.5012, 'Port Louis'),
  chamarel: mu(-20.427, 57.373, 'Petite Case Noyale'),
  flicEnFlac: mu(-20.274, 57.371, 'Flic en Flac'),
} satisfies Record<string, Spot>;

export type SpotName = keyof typeof SPOTS;

/** South Africa keeps SAST (+02:00) all year and Mauritius +04:00: no daylight saving in either. */
export function blindOffset(zone: string, _date: string): string {
  if (zone === 'za') return '+02:00';
  if (zone === 'mu') return '+04:00';
  throw new Error(`unknown zone ${zone}`);
}
