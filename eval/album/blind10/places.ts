/**
 * The tenth blind album's places: Lisbon (home in Arroios until the move on 19 June 2027, then in
 * Alvalade; work in Parque das Nações), a day in Sintra, a long weekend on São Miguel in the Azores
 * (Ponta Delgada, Sete Cidades, Furnas, the Gorreana tea estate) and a week in the Algarve (Lagos,
 * Sagres, a fuel stop on the A2 near Grândola). Real coordinates; the towns are what the offline
 * gazetteer names for them (checked with the album test's reverseGeocode: Alvalade,
 * the stadium and the padel club are "Alvalade", Parque das Nações "Olivais", Monsanto's west side
 * "Alfragide", the Sete Cidades crater "Mosteiros", the Gorreana estate "Maia").
 */
import type { Spot } from '../plan';

const pt = (lat: number, lon: number, town = 'Lisbon'): Spot => ({ lat, lon, town, zone: 'lisbon' });
const az = (lat: number, lon: number, town = 'Ponta Delgada'): Spot => ({ lat, lon, town, zone: 'azores' });

export const SPOTS = {
  oldHome: pt(38.7281, -9.1338), // Rua Morais Soares, Arroios
  newHome: pt(38.7507, -9.1432, 'Alvalade'), // Avenida da Igreja
  office: pt(38.7681, -9.0944, 'Olivais'), // Parque das Nações
  gym: pt(38.7338, -9.1452), // Saldanha
  padel: pt(38.7566, -9.1478, 'Alvalade'),
  monsanto: pt(38.7282, -9.1896, 'Alfragide'), // the park's west side
  galp: pt(38.7309, -9.1318),
  pingo: pt(38.7294, -9.1362),
  pingoAlvalade: pt(38.7495, -9.1418, 'Alvalade'),
  vet: pt(38.7423, -9.1337), // Areeiro
  dentist: pt(38.7262, -9.1379),
  optician: pt(38.7107, -9.1421), // Chiado
  lab: pt(38.7343, -9.1463),
  school: pt(38.7302, -9.1309),
  library: pt(38.7226, -9.1361),
  libraryAlvalade: pt(38.7529, -9.1396, 'Alvalade'),
  coliseu: pt(38.7157, -9.1419),
  stadium: pt(38.7612, -9.1607, 'Alvalade'),
  bikeShop: pt(38.7489, -9.1409, 'Alvalade'),
  pastry: pt(38.7288, -9.1352),
  alfama: pt(38.7117, -9.1302),
  pena: pt(38.7876, -9.3906, 'Sintra'),
  grandola: pt(38.1763, -8.5661, 'Grândola'),
  lagos: pt(37.1021, -8.6742, 'Lagos'),
  lagosMarina: pt(37.1069, -8.6735, 'Lagos'),
  camilo: pt(37.0886, -8.6699, 'Lagos'),
  sagres: pt(37.0006, -8.9483, 'Sagres'),
  pdl: az(37.7412, -25.6756),
  pdlMarina: az(37.7385, -25.6647),
  seteCidades: az(37.8559, -25.7899, 'Mosteiros'),
  furnas: az(37.7722, -25.3043, 'Furnas'),
  gorreana: az(37.8176, -25.4003, 'Maia'),
} satisfies Record<string, Spot>;

export type SpotName = keyof typeof SPOTS;

/**
 * Mainland Portugal keeps WET (+00:00) in winter and WEST (+01:00) from the last Sunday of March
 * (28 March 2027) to the last Sunday of October; the Azores are an hour behind all year (-01:00, then
 * +00:00 in summer).
 */
export function blind10Offset(zone: string, date: string): string {
  const summer = date >= '2027-03-28' && date < '2027-10-31';
  if (zone === 'lisbon') return summer ? '+01:00' : '+00:00';
  if (zone === 'azores') return summer ? '+00:00' : '-01:00';
  throw new Error(`unknown zone ${zone}`);
}
