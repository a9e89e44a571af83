/**
 * The held-out album's places: Manchester (home), Liverpool, the Peak District, York, Edinburgh,
 * Barcelona. Real coordinates; the towns are what the offline gazetteer names for them.
 */
import type { Spot } from '../plan';

const uk = (lat: number, lon: number, town = 'Manchester'): Spot => ({ lat, lon, town, zone: 'uk' });
const es = (lat: number, lon: number, town = 'Barcelona'): Spot => ({ lat, lon, town, zone: 'spain' });

export const SPOTS = {
  home: uk(53.4847, -2.225), // Ancoats
  gym: uk(53.479, -2.24),
  cafe: uk(53.484, -2.236), // Northern Quarter
  tesco: uk(53.4833, -2.2282),
  sainsburys: uk(53.4811, -2.2347),
  coop: uk(53.4862, -2.2268),
  pharmacy: uk(53.4822, -2.2398),
  vet: uk(53.4835, -2.229),
  college: uk(53.4768, -2.2381),
  bridgewater: uk(53.476, -2.245),
  albertHall: uk(53.4775, -2.248),
  ninaFlat: uk(53.4852, -2.2331),
  restaurant: uk(53.4829, -2.2262),
  arndaleGarage: uk(53.4838, -2.2402),
  piccadillyGarage: uk(53.4787, -2.2296),
  piccadilly: uk(53.4774, -2.2309),
  shudehill: uk(53.486, -2.239),
  heatonPark: uk(53.5353, -2.253, 'Prestwich'),
  edale: uk(53.366, -1.816, 'High Peak'),
  york: uk(53.959, -1.0815, 'York'),
  albertDock: uk(53.3995, -2.992, 'Liverpool'),
  liverpoolOne: uk(53.4035, -2.986, 'Liverpool'),
  airportParking: uk(53.365, -2.273, 'Ringway'),
  waverley: uk(55.952, -3.189, 'Edinburgh'),
  royalMile: uk(55.9497, -3.1905, 'Edinburgh'),
  kingsgate: uk(55.9505, -3.186, 'Edinburgh'),
  pleasance: uk(55.947, -3.181, 'Edinburgh'),
  assemblyRooms: uk(55.953, -3.2, 'Edinburgh'),
  summerhall: uk(55.938, -3.183, 'Edinburgh'),
  grassmarket: uk(55.9474, -3.1963, 'Edinburgh'),
  arthursSeat: uk(55.944, -3.161, 'Edinburgh'),
  hotelOnda: es(41.38, 2.175),
  barGamba: es(41.3825, 2.1822),
  sagrada: es(41.4036, 2.1744),
  picasso: es(41.3852, 2.1809),
  barceloneta: es(41.3784, 2.1925),
  guell: es(41.4145, 2.1527),
  casaNuria: es(41.3862, 2.1698),
  montjuic: es(41.3636, 2.1586),
} satisfies Record<string, Spot>;

export type SpotName = keyof typeof SPOTS;

const inSummerTime = (date: string): boolean =>
  (date >= '2023-03-26' && date < '2023-10-29') || (date >= '2024-03-31' && date < '2024-10-27');

/** GMT/BST in the UK, CET/CEST in Spain (both switch on the last Sundays of March and October). */
export function holdoutOffset(zone: string, date: string): string {
  const summer = inSummerTime(date);
  if (zone === 'spain') return summer ? '+02:00' : '+01:00';
  if (zone === 'uk') return summer ? '+01:00' : '+00:00';
  throw new Error(`unknown zone ${zone}`);
}
