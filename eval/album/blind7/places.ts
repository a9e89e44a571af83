/**
 * The seventh blind album's places: Brisbane (home, West End), Noosa, Cairns, Kuranda and Port
 * Douglas in Queensland, Adelaide and Hahndorf in South Australia, Hobart and Launceston in
 * Tasmania. Real coordinates; the towns are what the offline gazetteer names for them (checked with
 * reverseGeocode: the whole inner city is "Brisbane", Noosa is "Noosa Heads"; no photo is taken at an
 * airport, whose towns the gazetteer names after a suburb nearby).
 */
import type { Spot } from '../plan';

const qld = (lat: number, lon: number, town = 'Brisbane'): Spot => ({ lat, lon, town, zone: 'queensland' });
const sa = (lat: number, lon: number, town = 'Adelaide'): Spot => ({ lat, lon, town, zone: 'south-australia' });
const tas = (lat: number, lon: number, town = 'Hobart'): Spot => ({ lat, lon, town, zone: 'tasmania' });

export const SPOTS = {
  home: qld(-27.4825, 153.0105), // West End
  kangarooPoint: qld(-27.4735, 153.034),
  newFarmPark: qld(-27.4695, 153.052),
  pub: qld(-27.4785, 153.0125),
  bowlsClub: qld(-27.4655, 153.0475),
  garage: qld(-27.488, 153.019),
  tyres: qld(-27.44, 153.035),
  vet: qld(-27.485, 153.006),
  dentist: qld(-27.4705, 153.0265),
  pharmacy: qld(-27.4815, 153.011),
  library: qld(-27.474, 153.02),
  grocery: qld(-27.48, 153.008),
  market: qld(-27.4795, 153.005),
  servo: qld(-27.495, 153.02),
  stadium: qld(-27.4648, 153.0095),
  musicHall: qld(-27.456, 153.033),
  woolloongabba: qld(-27.486, 153.031),
  cafe: qld(-27.479, 153.0095),
  site: qld(-27.53, 153.0),
  noosaBeach: qld(-26.387, 153.085, 'Noosa Heads'),
  noosaServo: qld(-26.4, 153.07, 'Noosa Heads'),
  esplanade: qld(-16.921, 145.779, 'Cairns'),
  marina: qld(-16.918, 145.781, 'Cairns'),
  cairnsDinner: qld(-16.923, 145.776, 'Cairns'),
  kuranda: qld(-16.82, 145.636, 'Kuranda'),
  villa: qld(-16.487, 145.463, 'Port Douglas'),
  fourMile: qld(-16.49, 145.47, 'Port Douglas'),
  macrossan: qld(-16.483, 145.464, 'Port Douglas'),
  adlHotel: sa(-34.923, 138.6),
  convention: sa(-34.9195, 138.5915),
  rundle: sa(-34.9255, 138.601),
  hahndorf: sa(-35.029, 138.809, 'Hahndorf'),
  batteryPoint: tas(-42.889, 147.333),
  wharf: tas(-42.883, 147.334),
  salamanca: tas(-42.886, 147.331),
  kunanyi: tas(-42.896, 147.237),
  waterfront: tas(-42.884, 147.33),
  launceston: tas(-41.435, 147.138, 'Launceston'),
  gorge: tas(-41.447, 147.117, 'Launceston'),
} satisfies Record<string, Spot>;

export type SpotName = keyof typeof SPOTS;

/**
 * Queensland keeps AEST (+10:00) all year. South Australia and Tasmania move their clocks on the
 * first Sunday of October (3 October 2027) to ACDT (+10:30) and AEDT (+11:00), back on the first
 * Sunday of April (2 April 2028); before that they run ACST (+09:30) and AEST (+10:00).
 */
export function blind7Offset(zone: string, date: string): string {
  const summer = date >= '2027-10-03' && date < '2028-04-02';
  if (zone === 'queensland') return '+10:00';
  if (zone === 'south-australia') return summer ? '+10:30' : '+09:30';
  if (zone === 'tasmania') return summer ? '+11:00' : '+10:00';
  throw new Error(`unknown zone ${zone}`);
}
