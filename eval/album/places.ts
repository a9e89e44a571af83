/** The dev album's places: Seattle, Portland, Honolulu, Maui. */
import type { Spot } from './plan';

export type { Spot } from './plan';

const sea = (lat: number, lon: number, town = 'Seattle'): Spot => ({ lat, lon, town, zone: 'seattle' });
const hi = (lat: number, lon: number, town: string): Spot => ({ lat, lon, town, zone: 'hawaii' });

export const SPOTS = {
  home: sea(47.6253, -122.3222), // Capitol Hill
  gym: sea(47.6145, -122.3208),
  safeway: sea(47.6166, -122.3208),
  traderJoes: sea(47.6186, -122.3187),
  qfc: sea(47.6237, -122.321),
  pacificPlaceGarage: sea(47.6129, -122.3352),
  seattleCenterGarage: sea(47.6215, -122.35),
  pikePlace: sea(47.6097, -122.3422),
  benaroya: sea(47.608, -122.337),
  tmobilePark: sea(47.5914, -122.3325),
  spaceNeedle: sea(47.6205, -122.3493),
  volunteerPark: sea(47.63, -122.315),
  greenLake: sea(47.681, -122.328),
  discoveryPark: sea(47.6573, -122.4055),
  kerryPark: sea(47.6295, -122.3599),
  victrola: sea(47.624, -122.3125),
  kingStreet: sea(47.5985, -122.3301),
  ferryTerminal: sea(47.6025, -122.3385),
  bainbridge: sea(47.6235, -122.511, 'Bainbridge Island'),
  powells: { lat: 45.5231, lon: -122.6814, town: 'Portland', zone: 'seattle' } as Spot,
  voodoo: { lat: 45.5226, lon: -122.673, town: 'Portland', zone: 'seattle' } as Spot,
  roseGarden: { lat: 45.519, lon: -122.7055, town: 'Portland', zone: 'seattle' } as Spot,
  pdxUnion: { lat: 45.5289, lon: -122.6765, town: 'Portland', zone: 'seattle' } as Spot,
  weirdMural: { lat: 45.5215, lon: -122.6735, town: 'Portland', zone: 'seattle' } as Spot,
  hnl: hi(21.3245, -157.9251, 'Honolulu'),
  hilton: hi(21.2838, -157.8378, 'Honolulu'),
  convention: hi(21.2894, -157.8366, 'Honolulu'),
  waikiki: hi(21.2766, -157.827, 'Honolulu'),
  dukes: hi(21.277, -157.8275, 'Honolulu'),
  diamondHead: hi(21.262, -157.806, 'Honolulu'),
  ogg: hi(20.8986, -156.4305, 'Kahului'),
  wailea: hi(20.695, -156.442, 'Wailea'),
  waileaBeach: hi(20.688, -156.4435, 'Wailea'),
  maalaea: hi(20.792, -156.511, 'Maalaea'),
  hana: hi(20.758, -155.99, 'Hana'),
  paia: hi(20.903, -156.369, 'Paia'),
} satisfies Record<string, Spot>;

export type SpotName = keyof typeof SPOTS;
