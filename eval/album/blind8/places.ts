/**
 * The eighth blind album's places: Vancouver (home, Mount Pleasant) and the Lower Mainland, Whistler,
 * Victoria on Vancouver Island, the Rockies in Alberta (Calgary, Canmore, Banff, Jasper) and San
 * Diego. Real coordinates; the towns are what the offline gazetteer names for them (checked with
 * reverseGeocode: Jericho Beach is "Arbutus Ridge", the Stanley Park seawall "West End", the Swartz
 * Bay ferry terminal "North Saanich", the Butchart Gardens "Six Mile", Calgary's airport "Calgary";
 * Lake Louise has no town within reach, so no photo is taken there).
 */
import type { Spot } from '../plan';

const bc = (lat: number, lon: number, town = 'Vancouver'): Spot => ({ lat, lon, town, zone: 'pacific' });
const ab = (lat: number, lon: number, town: string): Spot => ({ lat, lon, town, zone: 'mountain' });
const ca = (lat: number, lon: number, town = 'San Diego'): Spot => ({ lat, lon, town, zone: 'pacific' });

export const SPOTS = {
  home: bc(49.2635, -123.101), // Mount Pleasant
  rink: bc(49.2437, -123.1077),
  dinghyDock: bc(49.2722, -123.197, 'Arbutus Ridge'),
  seawall: bc(49.3, -123.14, 'West End'),
  kitsBeach: bc(49.2734, -123.1545),
  arena: bc(49.2778, -123.1089),
  theatre: bc(49.28, -123.1205, 'West End'),
  gastown: bc(49.2838, -123.1065),
  chinatown: bc(49.2797, -123.1003),
  mainStreet: bc(49.2555, -123.1009),
  fraserStreet: bc(49.2488, -123.0905),
  commercialDrive: bc(49.269, -123.0695),
  cambie: bc(49.2609, -123.115),
  library: bc(49.2796, -123.1156),
  lonsdale: bc(49.31, -123.0826, 'North Vancouver'),
  metrotown: bc(49.2276, -123.0076, 'Burnaby'),
  squamish: bc(49.7016, -123.1558, 'Squamish'),
  whistler: bc(50.1163, -122.9574, 'Whistler'),
  tsawwassen: bc(49.0069, -123.1323, 'Tsawwassen'),
  swartzBay: bc(48.689, -123.4107, 'North Saanich'),
  innerHarbour: bc(48.4222, -123.37, 'Victoria'),
  gardens: bc(48.5636, -123.4683, 'Six Mile'),
  yyc: ab(51.1215, -114.0076, 'Calgary'),
  canmore: ab(51.0884, -115.3479, 'Canmore'),
  banff: ab(51.1784, -115.5708, 'Banff'),
  sulphur: ab(51.1489, -115.5727, 'Banff'),
  jasper: ab(52.8737, -118.0814, 'Jasper'),
  gaslamp: ca(32.7115, -117.1597),
  convention: ca(32.7064, -117.1617),
  coronado: ca(32.6859, -117.1831, 'Coronado'),
} satisfies Record<string, Spot>;

export type SpotName = keyof typeof SPOTS;

/**
 * Pacific time at home, in Victoria, Whistler and San Diego alike, Mountain time in Alberta; both
 * move an hour on 12 March 2028 and back on 5 November.
 */
export function blind8Offset(zone: string, date: string): string {
  const summer = date >= '2028-03-12' && date < '2028-11-05';
  if (zone === 'pacific') return summer ? '-07:00' : '-08:00';
  if (zone === 'mountain') return summer ? '-06:00' : '-07:00';
  throw new Error(`unknown zone ${zone}`);
}
