/**
 * The ninth blind album's places: Metro Manila (home in Kapitolyo, Pasig; work in Bonifacio Global
 * City, Taguig; the family in Quezon City; malls in Mandaluyong, Makati and Pasay), Tagaytay, Baguio
 * and La Trinidad, Cebu City, Bohol (Panglao, Carmen, Corella, Loboc) and Davao City. Real
 * coordinates; the towns are what the offline gazetteer names for them (checked by the album test
 * with reverseGeocode): Bonifacio Global City and McKinley Hill are "Makati City", the malls on the
 * Pasig side of EDSA "Pasig City", a Shaw Boulevard station "Mandaluyong City", the ridge east of
 * Tagaytay's centre "Patuto", Alona Beach "Tawala", the Chocolate Hills "Nueva Fuerza", the tarsier
 * sanctuary "Sikatuna", the eagle centre "Malagos".
 */
import type { Spot } from '../plan';

const at = (lat: number, lon: number, town: string): Spot => ({ lat, lon, town, zone: 'ph' });

export const SPOTS = {
  // Metro Manila.
  home: at(14.5707, 121.0593, 'Pasig City'), // Kapitolyo
  cafe: at(14.5716, 121.0589, 'Pasig City'),
  vet: at(14.5725, 121.0612, 'Pasig City'),
  pharmacy: at(14.57, 121.0605, 'Pasig City'),
  dentist: at(14.5712, 121.058, 'Pasig City'),
  salon: at(14.5709, 121.0614, 'Pasig City'),
  laundry: at(14.5718, 121.0598, 'Pasig City'),
  bistro: at(14.5722, 121.0601, 'Pasig City'),
  petStore: at(14.5755, 121.062, 'Pasig City'),
  courts: at(14.578, 121.068, 'Pasig City'),
  petronShaw: at(14.5747, 121.052, 'Mandaluyong City'),
  caltex: at(14.579, 121.064, 'Pasig City'),
  shellC5: at(14.5895, 121.081, 'Pasig City'),
  toyota: at(14.5735, 121.079, 'Pasig City'),
  landers: at(14.5893, 121.0767, 'Pasig City'),
  arcovia: at(14.588, 121.077, 'Pasig City'),
  lab: at(14.586, 121.061, 'Pasig City'),
  megamall: at(14.5849, 121.0563, 'Pasig City'),
  rustans: at(14.581, 121.0535, 'Pasig City'),
  galleria: at(14.5905, 121.0597, 'Pasig City'),
  momsHouse: at(14.644, 121.06, 'Quezon City'),
  office: at(14.5509, 121.0509, 'Makati City'),
  highStreet: at(14.551, 121.052, 'Makati City'),
  bgcPark: at(14.553, 121.047, 'Makati City'),
  mckinley: at(14.533, 121.051, 'Makati City'),
  greenbelt: at(14.5522, 121.0215, 'Makati City'),
  arena: at(14.5319, 120.9844, 'Pasay'),
  // Tagaytay.
  shellTagaytay: at(14.114, 120.962, 'Patuto'),
  chapel: at(14.106, 120.933, 'Tagaytay'),
  taalView: at(14.099, 120.947, 'Tagaytay'),
  bulalo: at(14.111, 120.956, 'Patuto'),
  bukoPie: at(14.118, 120.97, 'Patuto'),
  // Baguio.
  sessionRoad: at(16.412, 120.599, 'Baguio'),
  burnham: at(16.411, 120.593, 'Baguio'),
  pinecone: at(16.413, 120.597, 'Baguio'),
  goodShepherd: at(16.418, 120.616, 'Baguio'),
  busTerminal: at(16.407, 120.6, 'Baguio'),
  strawberryFarm: at(16.4617, 120.588, 'La Trinidad'),
  // Cebu City.
  hotelCebu: at(10.31, 123.895, 'Cebu City'),
  lechon: at(10.318, 123.898, 'Cebu City'),
  pasalubongCebu: at(10.31, 123.893, 'Cebu City'),
  magellan: at(10.2934, 123.902, 'Cebu City'),
  basilica: at(10.2945, 123.9021, 'Cebu City'),
  pier: at(10.295, 123.906, 'Cebu City'),
  // Bohol.
  alona: at(9.5495, 123.771, 'Tawala'),
  chocolateHills: at(9.8297, 124.1397, 'Nueva Fuerza'),
  tarsiers: at(9.688, 123.95, 'Sikatuna'),
  loboc: at(9.638, 124.031, 'Loboc'),
  // Davao.
  hotelDavao: at(7.073, 125.613, 'Davao'),
  plant: at(7.09, 125.62, 'Davao'),
  matina: at(7.085, 125.583, 'Davao'),
  fruitStand: at(7.07, 125.624, 'Davao'),
  peoplesPark: at(7.0715, 125.6085, 'Davao'),
  eagleCenter: at(7.1845, 125.413, 'Malagos'),
} satisfies Record<string, Spot>;

export type SpotName = keyof typeof SPOTS;

/** The Philippines keeps +08:00 all year: no daylight saving. */
export function blind9Offset(zone: string): string {
  if (zone === 'ph') return '+08:00';
  throw new Error(`unknown zone ${zone}`);
}
