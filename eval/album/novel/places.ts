/**
 * The novel album's places: Singapore (home, Tiong Bahru), Tokyo, Kyoto, Arashiyama and Nara in
 * Japan, and Melaka in Malaysia. Real coordinates; the towns are what the offline gazetteer names for
 * them (checked with reverseGeocode: the whole of Singapore's centre is "Singapore", Melaka is
 * "Malacca", Nara is "Nara-shi"; Changi airport would be named after a Johor town across the strait,
 * so no photo is taken there).
 */
import type { Spot } from '../plan';

const sg = (lat: number, lon: number, town = 'Singapore'): Spot => ({ lat, lon, town, zone: 'singapore' });
const jp = (lat: number, lon: number, town: string): Spot => ({ lat, lon, town, zone: 'japan' });
const my = (lat: number, lon: number): Spot => ({ lat, lon, town: 'Malacca', zone: 'malaysia' });

export const SPOTS = {
  home: sg(1.2852, 103.827), // Tiong Bahru
  hospital: sg(1.2796, 103.8354),
  boathouse: sg(1.303, 103.874), // Kallang Basin
  shelter: sg(1.3294, 103.8021),
  botanic: sg(1.3138, 103.8159),
  eastCoast: sg(1.301, 103.912),
  tailor: sg(1.2842, 103.8433),
  gallery: sg(1.2905, 103.8515),
  cinema: sg(1.3048, 103.8318),
  restaurant: sg(1.2795, 103.8445),
  bloodBank: sg(1.2792, 103.8369),
  shinjuku: jp(35.6938, 139.7034, 'Tokyo'),
  shibuya: jp(35.6595, 139.7005, 'Tokyo'),
  odaiba: jp(35.6492, 139.79, 'Tokyo'),
  asakusa: jp(35.7148, 139.7967, 'Tokyo'),
  kyotoStation: jp(34.9858, 135.7588, 'Kyoto'),
  gion: jp(35.0037, 135.7788, 'Kyoto'),
  kinkaku: jp(35.0394, 135.7292, 'Kyoto'),
  arashiyama: jp(35.0094, 135.6668, 'Arashiyama'),
  nara: jp(34.6851, 135.8048, 'Nara-shi'),
  jonker: my(2.1946, 102.2467),
  riverside: my(2.195, 102.248),
  guesthouse: my(2.1962, 102.2455),
} satisfies Record<string, Spot>;

export type SpotName = keyof typeof SPOTS;

/** Singapore and Malaysia keep +08:00 all year and Japan +09:00: no daylight saving anywhere. */
export function novelOffset(zone: string): string {
  if (zone === 'singapore' || zone === 'malaysia') return '+08:00';
  if (zone === 'japan') return '+09:00';
  throw new Error(`unknown zone ${zone}`);
}
