/**
 * The eleventh blind album's places: Mexico City (home in Coyoacán, near the Jardín Centenario; the
 * veterinary clinic and most errands in Coyoacán too, the Olympic pool in Benito Juárez, the passport
 * office in Cuauhtémoc, the airport and the eastern bus terminal in "Mexico City"), a long weekend in
 * Mérida and Uxmal (Yucatán), Easter in Oaxaca (Monte Albán, Hierve el Agua, El Tule), a weekend in
 * Puebla and Cholula by car, and Tulum (Quintana Roo, an hour ahead of the capital). Real coordinates;
 * the towns are what the offline gazetteer names for them (checked with the album test's
 * reverseGeocode: the Mérida airport is "Itzincab Palomeque", Uxmal "Santa Elena", Monte Albán "San
 * Francisco Javier", Hierve el Agua "San Lorenzo Albarradas", the toll booth "San Luis Coyotzingo",
 * the cenote south of Mérida "Telchaquillo", Dos Ojos "Ciudad Chemuyil").
 */
import type { Spot } from '../plan';

const mx = (lat: number, lon: number, town = 'Coyoacán'): Spot => ({ lat, lon, town, zone: 'centro' });
const qr = (lat: number, lon: number, town = 'Tulum'): Spot => ({ lat, lon, town, zone: 'quintana-roo' });

export const SPOTS = {
  home: mx(19.3497, -99.1633), // Coyoacán, a street off the Jardín Centenario
  clinic: mx(19.3575, -99.1698), // the veterinary clinic on Av. México
  mercado: mx(19.3515, -99.1609),
  laComer: mx(19.3553, -99.156),
  pharmacy: mx(19.348, -99.16),
  viveros: mx(19.3548, -99.1747),
  cantina: mx(19.3501, -99.1618),
  wedding: mx(19.347, -99.158),
  garage: mx(19.36, -99.15),
  verificentro: mx(19.33, -99.145),
  bakery: mx(19.3456, -99.154),
  alberca: mx(19.3806, -99.1628, 'Benito Juarez'),
  sre: mx(19.433, -99.147, 'Cuauhtémoc'),
  aicm: mx(19.4361, -99.0719, 'Mexico City'),
  tapo: mx(19.4301, -99.1089, 'Mexico City'),
  merida: mx(20.97, -89.62, 'Mérida'),
  meridaCentro: mx(20.9674, -89.6237, 'Mérida'),
  meridaAirport: mx(20.937, -89.6577, 'Itzincab Palomeque'),
  uxmal: mx(20.3594, -89.7714, 'Santa Elena'),
  cenote: mx(20.653, -89.422, 'Telchaquillo'),
  oaxaca: mx(17.065, -96.723, 'Oaxaca'),
  oaxacaCentro: mx(17.0617, -96.7253, 'Oaxaca'),
  monteAlban: mx(17.0439, -96.7678, 'San Francisco Javier'),
  hierve: mx(16.8656, -96.276, 'San Lorenzo Albarradas'),
  tule: mx(17.0466, -96.6361, 'Santa María del Tule'),
  tollBooth: mx(19.213, -98.438, 'San Luis Coyotzingo'),
  puebla: mx(19.0433, -98.1981, 'Puebla'),
  pueblaHotel: mx(19.0416, -98.1936, 'Puebla'),
  cholula: mx(19.0577, -98.3022, 'Cholula'),
  tulumAirport: qr(20.094, -87.603),
  tulum: qr(20.2114, -87.4654),
  tulumBeach: qr(20.188, -87.442),
  tulumRuins: qr(20.2146, -87.429),
  dosOjos: qr(20.3274, -87.3912, 'Ciudad Chemuyil'),
} satisfies Record<string, Spot>;

export type SpotName = keyof typeof SPOTS;

/**
 * Mexico has had no summer time since 2022: central Mexico (the capital, Oaxaca, Puebla, Yucatán) is
 * -06:00 all year and Quintana Roo (Tulum) -05:00 all year.
 */
export function blind11Offset(zone: string, _date: string): string {
  if (zone === 'centro') return '-06:00';
  if (zone === 'quintana-roo') return '-05:00';
  throw new Error(`unknown zone ${zone}`);
}
