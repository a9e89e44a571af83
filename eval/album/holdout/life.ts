/**
 * The held-out album: a life nobody tuned the engine on. Sam Okafor lives in Ancoats, Manchester (UK
 * dates "14/03/2024", pounds, GMT/BST) with a beagle called Biscuit; a Google Pixel 7 names photos
 * PXL_<UTC time>.jpg and screenshots Screenshot_<local time>.png. September 2023 – October 2024, with
 * nothing at all in September 2024.
 *
 * - wedding: Jess & Tom's wedding in York, Saturday 16 September 2023 (an order-of-service card);
 * - home: evenings (the dog, dinner, the sofa: no text), bonfire night 2023, Heaton Park walks, a
 *   hike from Edale in the Peak District (a pay-and-display ticket), two handwritten notes headed
 *   "Remember to buy:", Nina's birthday dinner at an Indian restaurant (bill) and her door code;
 * - gym: Tuesday/Thursday evenings from 14 May: the exercise bike's console (brand, time, distance,
 *   kcal — never "gym", "cardio" or "workout"), a rowing machine's monitor on three of those days, the
 *   club's entrance sign on the first day;
 * - cafe: the same café's receipt, same layout, on seven Saturdays (three in May), and its Wi-Fi card;
 * - grocery: Tesco, Sainsbury's and Co-op receipts in pounds; crumpets on four of them;
 * - info: pharmacy label, vet's vaccination card, resident parking permit, car parks, bike-share rides;
 * - class: a Spanish class's whiteboard on seven Wednesdays (10 April – 22 May);
 * - outing: a Hallé concert ticket (seat), a gig at the Albert Hall (seat);
 * - liverpool: a day trip by coach on Saturday 20 April (Albert Dock, the Beatles Story);
 * - barcelona: the summer holiday, Friday 14 – Thursday 20 June (easyJet boarding passes, airport car
 *   park, Hotel Onda key-card folder, two restaurant bills in euros, Sagrada Família and Museu Picasso
 *   tickets, the beach, Park Güell);
 * - edinburgh: the Festival Fringe, Friday 9 – Monday 12 August (train tickets, the Kingsgate Hotel's
 *   bill, three show tickets with seats, a pub dinner, Arthur's Seat).
 */
import { pick, type Rng } from '../../../scripts/support/seeded-random';
import { sec, shooter, slug, type LifePlan, type Shot } from '../plan';
import { instantMs } from '../spec';
import { holdoutOffset, SPOTS, type SpotName } from './places';

const { photo, screenshot } = shooter<SpotName>(SPOTS, holdoutOffset);

const pounds = (n: number): string => n.toFixed(2);
/** Spanish bills write decimals with a comma. */
const euros = (n: number): string => n.toFixed(2).replace('.', ',');
/** "2024-05-14" → "14/05/2024", as British receipts print it. */
const ukDate = (date: string): string => date.split('-').reverse().join('/');
const round2 = (n: number): number => Math.round(n * 100) / 100;

interface Grocery {
  store: 'Tesco' | "Sainsbury's" | 'Co-op';
  at: string;
  items: string[];
}

const GROCERY_PRICES: Record<string, number> = {
  'CRUMPETS 6PK': 0.85, 'OAT DRINK 1L': 1.6, 'BANANAS LOOSE': 0.78, 'MATURE CHEDDAR': 2.45, 'BIN BAGS': 2.0, 'WASHING UP LIQUID': 1.25,
  'LEMONS 2PK': 0.95, COURGETTES: 1.1, 'RED LENTILS': 1.45, 'GREEK YOGURT': 1.75, 'DOG FOOD': 4.5, 'FROZEN PEAS': 1.3, 'FISH FINGERS': 2.75,
  STRAWBERRIES: 2.5, 'DOUBLE CREAM': 1.35, PROSECCO: 8.0, HALLOUMI: 2.95, ROCKET: 1.0, 'PITTA BREAD': 0.9, 'SUN CREAM SPF30': 5.0,
  'WATER 6PK': 2.1, 'PORRIDGE OATS': 1.2, 'BRAEBURN APPLES': 2.1,
};

const GROCERY_HEAD: Record<Grocery['store'], [string, string, SpotName]> = {
  Tesco: ['TESCO EXPRESS', 'GREAT ANCOATS STREET', 'tesco'],
  "Sainsbury's": ["SAINSBURY'S LOCAL", 'PICCADILLY GARDENS', 'sainsburys'],
  'Co-op': ['CO-OP FOOD', 'BLOSSOM STREET', 'coop'],
};

export const GROCERIES: Grocery[] = [
  { store: 'Tesco', at: '2024-03-15T18:12', items: ['CRUMPETS 6PK', 'OAT DRINK 1L', 'BANANAS LOOSE', 'MATURE CHEDDAR'] },
  { store: 'Co-op', at: '2024-03-28T19:05', items: ['BIN BAGS', 'WASHING UP LIQUID', 'LEMONS 2PK'] },
  { store: "Sainsbury's", at: '2024-04-13T11:20', items: ['CRUMPETS 6PK', 'COURGETTES', 'RED LENTILS', 'GREEK YOGURT', 'DOG FOOD'] },
  { store: 'Tesco', at: '2024-05-17T18:40', items: ['OAT DRINK 1L', 'FROZEN PEAS', 'FISH FINGERS'] },
  { store: "Sainsbury's", at: '2024-06-08T10:55', items: ['CRUMPETS 6PK', 'STRAWBERRIES', 'DOUBLE CREAM', 'PROSECCO'] },
  { store: 'Tesco', at: '2024-07-12T18:25', items: ['OAT DRINK 1L', 'HALLOUMI', 'ROCKET', 'PITTA BREAD'] },
  { store: 'Co-op', at: '2024-08-02T19:10', items: ['SUN CREAM SPF30', 'WATER 6PK', 'CRUMPETS 6PK'] },
  { store: "Sainsbury's", at: '2024-10-05T11:40', items: ['PORRIDGE OATS', 'OAT DRINK 1L', 'BRAEBURN APPLES', 'DOG FOOD'] },
];

function groceryShot(g: Grocery, random: Rng): Shot {
  const [title, branch, where] = GROCERY_HEAD[g.store];
  const total = round2(g.items.reduce((s, i) => s + GROCERY_PRICES[i]!, 0));
  const [date, time] = g.at.split('T') as [string, string];
  const text = [
    title,
    branch,
    `${ukDate(date)}  ${time}`,
    ...g.items.map((i) => `${i}  £${pounds(GROCERY_PRICES[i]!)}`),
    `TOTAL  £${pounds(total)}`,
    pick(random, ['CONTACTLESS VISA', 'CONTACTLESS DEBIT']),
  ];
  return photo('grocery', `${g.at}:${sec(random)}`, where, 'paper', text, ['receipt', 'grocery', slug(g.store)], { store: g.store, items: g.items, total: pounds(total) });
}

/** The café's receipt: the same header and layout every visit; only the date and the pastry change. */
const CAFE_VISITS: Array<[string, string, number]> = [
  ['2024-03-09T09:41', 'ALMOND CROISSANT', 3.1],
  ['2024-04-06T10:05', 'CINNAMON BUN', 3.2],
  ['2024-05-04T09:22', 'CINNAMON BUN', 3.2],
  ['2024-05-11T09:58', 'BANANA BREAD', 2.9],
  ['2024-05-25T10:17', 'ALMOND CROISSANT', 3.1],
  ['2024-07-20T09:36', 'CINNAMON BUN', 3.2],
  ['2024-10-12T10:02', 'BANANA BREAD', 2.9],
];

/** Tuesday/Thursday evenings on the bike; the rowing machine too on three of them. */
const GYM_DAYS = [
  '2024-05-14', '2024-05-16', '2024-05-21', '2024-05-23', '2024-05-28', '2024-05-30',
  '2024-06-04', '2024-06-06', '2024-06-11', '2024-06-13', '2024-06-25', '2024-06-27',
  '2024-07-02', '2024-07-04', '2024-07-09', '2024-07-11', '2024-07-16',
  '2024-08-06', '2024-08-08',
  '2024-10-01', '2024-10-08', '2024-10-15',
];
const ROWER_DAYS = ['2024-06-11', '2024-06-25', '2024-07-09'];

/** Wednesday evening Spanish class: the whiteboard at the end of each lesson. */
const SPANISH: Array<[string, string, number]> = [
  ['2024-04-10', 'SER vs ESTAR', 12],
  ['2024-04-17', 'EN EL RESTAURANTE', 18],
  ['2024-04-24', 'LOS NUMEROS 100-1000', 23],
  ['2024-05-01', 'EL PRETERITO: FUI, FUE', 29],
  ['2024-05-08', 'PEDIR DIRECCIONES', 34],
  ['2024-05-15', 'EN EL HOTEL', 38],
  ['2024-05-22', 'DE VACACIONES', 42],
];

/** Every shot of the album, in no particular order (the generator sorts and names them). */
function holdoutShots(random: Rng): Shot[] {
  const s = () => sec(random);
  const shots: Shot[] = [];
  const add = (...x: Shot[]) => shots.push(...x);
  const at = (date: string, hh: number, mm: number) => `${date}T${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}:${s()}`;

  // A wedding in York, a year before the album's end: the only September with photos.
  add(photo('wedding', at('2023-09-16', 13, 10), 'york', 'card', ['THE WEDDING OF', 'JESS & TOM', '16 SEPTEMBER 2023', "ST MARY'S CHURCH, YORK"], ['wedding', 'jess-tom', 'order-of-service'], { date: '2023-09-16' }));
  add(photo('wedding', at('2023-09-16', 16, 45), 'york', 'party', [], ['wedding', 'jess-tom', 'party']));
  add(photo('wedding', at('2023-09-16', 20, 30), 'york', 'party', [], ['wedding', 'jess-tom', 'party', 'dancing']));
  add(photo('home', at('2023-11-05', 19, 40), 'home', 'city', [], ['fireworks', 'bonfire-night', 'home']));
  add(photo('home', at('2023-11-05', 19, 52), 'home', 'city', [], ['fireworks', 'bonfire-night', 'home']));

  // Evenings at home: no text (the distractors). Nothing in September 2024.
  const HOME: Array<string[]> = [['dog', 'biscuit', 'home'], ['dinner', 'food', 'home'], ['sofa', 'home'], ['dog', 'biscuit', 'sofa', 'home'], ['plants', 'home']];
  for (const date of ['2024-03-02', '2024-03-10', '2024-03-17', '2024-04-07', '2024-04-14', '2024-04-28', '2024-05-05', '2024-05-26', '2024-06-02',
    '2024-06-23', '2024-06-30', '2024-07-21', '2024-07-28', '2024-08-18', '2024-08-25', '2024-10-06', '2024-10-13']) {
    add(photo('home', at(date, 19 + Math.floor(random() * 3), Math.floor(random() * 60)), 'home', 'indoor', [], ['evening', ...pick(random, HOME)]));
  }
  for (const [date, hh] of [['2024-03-24', 14], ['2024-05-12', 11], ['2024-07-14', 15]] as const) {
    add(photo('home', at(date, hh, 20 + Math.floor(random() * 30)), 'heatonPark', 'park', [], ['walk', 'park', 'dog', 'biscuit', 'outdoors']));
  }
  // A hike from Edale, Sunday 7 July: the car-park ticket, then the hills.
  add(photo('home', at('2024-07-07', 9, 12), 'edale', 'paper', ['PAY AND DISPLAY', 'EDALE CAR PARK', '07/07/2024  09:10', 'EXPIRES 17:10', 'TARIFF  £5.50'], ['parking', 'ticket', 'hike', 'peak-district'], { paid: '5.50' }));
  add(photo('home', at('2024-07-07', 11, 35), 'edale', 'park', [], ['hike', 'hills', 'peak-district', 'outdoors']));
  add(photo('home', at('2024-07-07', 13, 5), 'edale', 'park', [], ['hike', 'hills', 'peak-district', 'outdoors']));

  // Handwritten shopping notes on the kitchen table.
  add(photo('home', at('2024-04-26', 20, 14), 'home', 'note', ['Remember to buy:', '- batteries (AA)', '- light bulbs', '- dog shampoo'], ['note', 'shopping-list'], { items: ['batteries', 'light bulbs', 'dog shampoo'] }));
  add(photo('home', at('2024-10-18', 20, 31), 'home', 'note', ['Remember to buy:', '- bin bags', '- dog treats', '- lemons', '- card for Nina'], ['note', 'shopping-list'], { items: ['bin bags', 'dog treats', 'lemons', 'card for Nina'] }));

  // Nina's birthday, Saturday 18 May: her door code, dinner, the bill.
  add(screenshot('home', at('2024-05-18', 17, 2), 'uk', ['Messages', 'Nina', 'Door code is 4827#', 'Flat 3, 14 Jersey St', 'See you at 7!'], ['message', 'door-code', 'nina'], { code: '4827' }));
  add(photo('home', at('2024-05-18', 19, 48), 'restaurant', 'party', [], ['nina', 'birthday', 'dinner', 'restaurant']));
  const bill = [['LAMB ROGAN JOSH', 14.5], ['PANEER TIKKA', 11.0], ['GARLIC NAAN x2', 7.0], ['MANGO LASSI x2', 8.0]] as const;
  const food = bill.reduce((t, [, p]) => t + p, 0);
  const service = round2(food * 0.125);
  const saffronTotal = pounds(food + service);
  add(photo('home', at('2024-05-18', 21, 34), 'restaurant', 'paper', ['SAFFRON ROOM', 'INDIAN KITCHEN - ANCOATS', '18/05/2024  21:32', ...bill.map(([n, p]) => `${n}  ${pounds(p)}`), `SERVICE 12.5%  ${pounds(service)}`, `TOTAL  £${saffronTotal}`],
    ['receipt', 'restaurant', 'dinner', 'nina', 'birthday'], { restaurant: 'Saffron Room', total: saffronTotal }));

  // The gym: the entrance on the first evening, then the bike's console after every session.
  add(photo('gym', at('2024-05-14', 18, 2), 'gym', 'sign', ['IRONWORKS', 'HEALTH & FITNESS CLUB', 'SWIPE YOUR CARD TO ENTER'], ['gym', 'sign']));
  for (const date of GYM_DAYS) {
    const minutes = pick(random, [30, 30, 35, 40, 45]);
    const km = (minutes * (0.42 + random() * 0.06)).toFixed(1);
    const kcal = Math.round(minutes * (8.5 + random() * 2));
    add(photo('gym', at(date, 18, 40 + Math.floor(random() * 15)), 'gym', 'gym', ['TECHNOGYM', `TIME ${minutes}:${s()}`, `DISTANCE ${km} KM`, `KCAL ${kcal}`], ['gym', 'workout', 'exercise-bike', 'cardio'], { minutes, km, kcal }));
    if (ROWER_DAYS.includes(date)) {
      add(photo('gym', at(date, 19, 30 + Math.floor(random() * 10)), 'gym', 'gym', ['CONCEPT2 PM5', `2000M  8:${String(10 + Math.floor(random() * 40)).padStart(2, '0')}`, 'AVG SPM 26'], ['gym', 'workout', 'rower', 'cardio']));
    }
  }

  // The café: identical receipts on seven Saturdays, and its Wi-Fi card on the first visit.
  for (const [when, pastry, price] of CAFE_VISITS) {
    const [date, time] = when.split('T') as [string, string];
    add(photo('cafe', `${when}:${s()}`, 'cafe', 'paper', ['TEACUP & CROW', 'COFFEE HOUSE', '17 THOMAS STREET', `${ukDate(date)}  ${time}`, 'FLAT WHITE  3.40', `${pastry}  ${pounds(price)}`, `TOTAL  £${pounds(3.4 + price)}`, 'THANK YOU!'],
      ['receipt', 'cafe', 'coffee', 'teacup-crow'], { total: pounds(3.4 + price) }));
  }
  add(photo('cafe', at('2024-03-09', 9, 50), 'cafe', 'card', ['TEACUP & CROW', 'FREE WIFI', 'NETWORK: CrowGuest', 'PASSWORD: flatwhite42'], ['wifi', 'password', 'cafe', 'teacup-crow'], { password: 'flatwhite42' }));

  for (const g of GROCERIES) add(groceryShot(g, random));

  // Cards, labels and tickets with a number on them.
  add(photo('info', at('2024-03-04', 20, 5), 'home', 'card', ['MANCHESTER CITY COUNCIL', 'RESIDENT PARKING PERMIT', 'ZONE A7', 'VRM  MA19 KZP', 'VALID TO 31/12/2024'], ['permit', 'parking', 'car'], { plate: 'MA19 KZP', expires: '2024-12-31' }));
  add(photo('info', at('2024-03-21', 17, 25), 'vet', 'card', ['ANCOATS VETERINARY CLINIC', 'VACCINATION RECORD', 'PATIENT: BISCUIT (BEAGLE)', 'NEXT BOOSTER DUE 12/09/2024'], ['vet', 'dog', 'biscuit', 'vaccination'], { vet: 'Ancoats Veterinary Clinic', due: '2024-09-12' }));
  add(photo('info', at('2024-04-03', 16, 40), 'pharmacy', 'paper', ['BOOTS PHARMACY', 'AMOXICILLIN 500MG CAPSULES', 'TAKE ONE THREE TIMES A DAY', '21 CAPSULES', 'MR S OKAFOR  03/04/2024'], ['pharmacy', 'prescription', 'medicine'], { drug: 'Amoxicillin', capsules: 21 }));
  add(photo('info', at('2024-04-27', 13, 15), 'arndaleGarage', 'garage', ['NCP ARNDALE', 'LEVEL 4 - BAY 112'], ['parking', 'garage'], { garage: 'NCP Arndale', level: 4, bay: 112 }));
  add(photo('info', at('2024-10-19', 14, 8), 'piccadillyGarage', 'garage', ['NCP PICCADILLY', 'LEVEL 2 - BAY 45'], ['parking', 'garage'], { garage: 'NCP Piccadilly', level: 2, bay: 45 }));
  add(screenshot('info', at('2024-07-27', 16, 44), 'uk', ['Bike share', 'Ride complete', '27 Jul 2024', '32 min - 7.4 km', 'Charged £2.90'], ['bike-share', 'ride'], { cost: '2.90' }));
  add(screenshot('info', at('2024-08-24', 12, 18), 'uk', ['Bike share', 'Ride complete', '24 Aug 2024', '18 min - 4.1 km', 'Charged £1.95'], ['bike-share', 'ride'], { cost: '1.95' }));

  // Spanish class on Wednesdays.
  SPANISH.forEach(([date, topic, page], i) => {
    add(photo('class', at(date, 20, 52 + Math.floor(random() * 6)), 'college', 'whiteboard', [`SPANISH A2 - LESSON ${i + 1}`, topic, `HOMEWORK: PAGE ${page}`], ['class', 'spanish', 'whiteboard'], { lesson: i + 1, page }));
  });

  // Concert and gig.
  add(photo('outing', at('2024-03-23', 19, 12), 'bridgewater', 'paper', ['THE BRIDGEWATER HALL', 'HALLE ORCHESTRA', 'ELGAR ENIGMA VARIATIONS', 'SAT 23 MAR 2024  19:30', 'STALLS  ROW M  SEAT 14'],
    ['ticket', 'concert', 'orchestra', 'halle'], { row: 'M', seat: 14 }));
  add(photo('outing', at('2024-03-23', 19, 26), 'bridgewater', 'indoor', [], ['concert', 'orchestra', 'hall']));
  add(photo('outing', at('2024-10-10', 19, 20), 'albertHall', 'paper', ['ALBERT HALL MANCHESTER', 'THE PALE LANTERNS', 'THU 10 OCT 2024  DOORS 19:00', 'BALCONY  ROW B  SEAT 23'],
    ['ticket', 'gig', 'music'], { row: 'B', seat: 23, band: 'The Pale Lanterns' }));

  // Liverpool by coach, Saturday 20 April.
  const lpl = (extra: string[]) => ['liverpool-trip', ...extra];
  add(photo('liverpool', at('2024-04-20', 8, 58), 'shudehill', 'paper', ['NATIONAL EXPRESS', 'MANCHESTER - LIVERPOOL', '20/04/2024  DEP 09:15', 'SEAT 11'], lpl(['ticket', 'coach', 'coach-out']), { departs: '09:15' }));
  add(photo('liverpool', at('2024-04-20', 11, 4), 'albertDock', 'sign', ['ROYAL ALBERT DOCK', 'LIVERPOOL'], lpl(['sign', 'docks'])));
  add(photo('liverpool', at('2024-04-20', 11, 32), 'albertDock', 'paper', ['THE BEATLES STORY', 'ALBERT DOCK', 'ADULT  £19.50', '20/04/2024  11:30'], lpl(['ticket', 'museum', 'beatles']), { museum: 'The Beatles Story', price: '19.50' }));
  add(photo('liverpool', at('2024-04-20', 14, 50), 'albertDock', 'sea', [], lpl(['waterfront', 'river'])));
  add(photo('liverpool', at('2024-04-20', 18, 12), 'liverpoolOne', 'paper', ['NATIONAL EXPRESS', 'LIVERPOOL - MANCHESTER', '20/04/2024  DEP 18:30', 'SEAT 30'], lpl(['ticket', 'coach', 'coach-home']), { departs: '18:30' }));

  // Barcelona, Friday 14 – Thursday 20 June.
  const bcn = (extra: string[]) => ['barcelona-trip', 'holiday', ...extra];
  add(photo('barcelona', at('2024-06-14', 5, 41), 'airportParking', 'garage', ['JETPARKS 2', 'ROW F - SPACE 32'], bcn(['parking', 'airport']), { row: 'F', space: 32 }));
  add(screenshot('barcelona', at('2024-06-14', 6, 12), 'uk', ['easyJet', 'Boarding pass', 'MAN - BCN', 'Manchester to Barcelona', 'Flight EZY1903', 'Fri 14 Jun 2024', 'Gate closes 06:50', 'Seat 17A'],
    bcn(['boarding-pass', 'flight', 'flight-out']), { flight: 'EZY1903', seat: '17A', date: '2024-06-14' }));
  add(photo('barcelona', at('2024-06-14', 14, 26), 'hotelOnda', 'folder', ['HOTEL ONDA', 'BARCELONA', 'Room 412 - 6 nights', 'Check-out 20/06/2024 11:00'], bcn(['hotel', 'key-card']), { hotel: 'Hotel Onda', room: '412' }));
  add(photo('barcelona', at('2024-06-14', 22, 3), 'barGamba', 'paper', ['BAR LA GAMBA', 'TAPES I VINS', '14/06/2024  21:58', 'PATATAS BRAVAS  6,50', 'GAMBAS AL AJILLO  12,00', 'PAN CON TOMATE  4,00', 'CANA x2  7,00', `TOTAL  ${euros(29.5)} EUR`],
    bcn(['receipt', 'restaurant', 'dinner']), { restaurant: 'Bar La Gamba', total: '29.50' }));
  add(photo('barcelona', at('2024-06-15', 10, 8), 'sagrada', 'paper', ['BASILICA DE LA', 'SAGRADA FAMILIA', 'ENTRADA GENERAL', '15/06/2024  10:15', `${euros(26)} EUR`], bcn(['ticket', 'basilica', 'sagrada-familia'])));
  add(photo('barcelona', at('2024-06-15', 11, 2), 'sagrada', 'city', [], bcn(['basilica', 'sagrada-familia', 'city'])));
  add(photo('barcelona', at('2024-06-16', 11, 10), 'picasso', 'paper', ['MUSEU PICASSO', 'BARCELONA', `ENTRADA  ${euros(12)} EUR`, '16/06/2024'], bcn(['ticket', 'museum', 'picasso']), { museum: 'Museu Picasso' }));
  add(photo('barcelona', at('2024-06-16', 16, 20), 'barceloneta', 'sign', ['PLATJA DE LA', 'BARCELONETA'], bcn(['beach', 'sign'])));
  add(photo('barcelona', at('2024-06-16', 16, 42), 'barceloneta', 'beach', [], bcn(['beach'])));
  add(photo('barcelona', at('2024-06-17', 10, 30), 'guell', 'sign', ['PARK GUELL', 'ZONA MONUMENTAL'], bcn(['park', 'sign', 'park-guell'])));
  add(photo('barcelona', at('2024-06-17', 11, 5), 'guell', 'park', [], bcn(['park', 'park-guell'])));
  add(photo('barcelona', at('2024-06-18', 21, 47), 'casaNuria', 'paper', ['CASA NURIA', 'CUINA CATALANA', '18/06/2024  21:40', 'PAELLA MARISC x2  38,00', 'VI BLANC  16,00', `TOTAL  ${euros(54)} EUR`],
    bcn(['receipt', 'restaurant', 'dinner', 'paella']), { restaurant: 'Casa Nuria', total: '54.00' }));
  add(photo('barcelona', at('2024-06-19', 17, 15), 'montjuic', 'city', [], bcn(['view', 'city'])));
  add(screenshot('barcelona', at('2024-06-20', 15, 22), 'spain', ['easyJet', 'Boarding pass', 'BCN - MAN', 'Barcelona to Manchester', 'Flight EZY1904', 'Thu 20 Jun 2024', 'Gate closes 16:05', 'Seat 6D'],
    bcn(['boarding-pass', 'flight', 'flight-home']), { flight: 'EZY1904', seat: '6D' }));

  // Edinburgh Festival Fringe, Friday 9 – Monday 12 August.
  const edi = (extra: string[]) => ['edinburgh-trip', 'fringe', ...extra];
  add(photo('edinburgh', at('2024-08-09', 7, 58), 'piccadilly', 'paper', ['TRANSPENNINE EXPRESS', 'MANCHESTER PICC - EDINBURGH', 'OFF-PEAK RETURN  £64.80', '09/08/2024  DEP 08:16', 'COACH C  SEAT 42'],
    edi(['ticket', 'train', 'train-out']), { coach: 'C', seat: 42, fare: '64.80' }));
  add(photo('edinburgh', at('2024-08-09', 13, 40), 'kingsgate', 'folder', ['KINGSGATE HOTEL', 'EDINBURGH', 'Room 208 - 3 nights', 'Check-out 12/08/2024 11:00'], edi(['hotel', 'key-card']), { hotel: 'Kingsgate Hotel', room: '208' }));
  add(photo('edinburgh', at('2024-08-09', 15, 12), 'royalMile', 'sign', ['EDINBURGH FESTIVAL FRINGE', '2 - 26 AUGUST 2024'], edi(['banner', 'festival'])));
  add(photo('edinburgh', at('2024-08-09', 20, 5), 'assemblyRooms', 'paper', ['ASSEMBLY ROOMS', 'THE LIGHTHOUSE KEEPER', 'FRI 9 AUG  20:15', 'ROW F  SEAT 11'], edi(['ticket', 'show', 'theatre']), { show: 'The Lighthouse Keeper', row: 'F', seat: 11 }));
  add(photo('edinburgh', at('2024-08-10', 17, 52), 'grassmarket', 'paper', ['THE THISTLE & STAG', 'GRASSMARKET', '10/08/2024  17:48', 'HAGGIS NEEPS TATTIES  16.50', 'CULLEN SKINK  8.95', 'IPA PINT  6.20', 'TOTAL  £31.65'],
    edi(['receipt', 'restaurant', 'dinner', 'pub']), { restaurant: 'The Thistle & Stag', total: '31.65' }));
  add(photo('edinburgh', at('2024-08-10', 19, 20), 'pleasance', 'paper', ['PLEASANCE COURTYARD', 'SEVEN SMALL DISASTERS', 'SAT 10 AUG  19:30', 'ROW C  SEAT 7'], edi(['ticket', 'show', 'comedy']), { show: 'Seven Small Disasters', row: 'C', seat: 7 }));
  add(photo('edinburgh', at('2024-08-11', 9, 45), 'arthursSeat', 'sign', ["ARTHUR'S SEAT", 'HOLYROOD PARK', 'SUMMIT 251 M'], edi(['hike', 'sign', 'arthurs-seat'])));
  add(photo('edinburgh', at('2024-08-11', 10, 30), 'arthursSeat', 'park', [], edi(['hike', 'view', 'arthurs-seat'])));
  add(photo('edinburgh', at('2024-08-11', 21, 10), 'summerhall', 'paper', ['SUMMERHALL', 'BRASS & BONES', 'SUN 11 AUG  21:30', 'ROW A  SEAT 3'], edi(['ticket', 'show', 'music']), { show: 'Brass & Bones', row: 'A', seat: 3 }));
  add(photo('edinburgh', at('2024-08-12', 10, 15), 'royalMile', 'city', [], edi(['street', 'city'])));
  add(photo('edinburgh', at('2024-08-12', 16, 48), 'waverley', 'paper', ['TRANSPENNINE EXPRESS', 'EDINBURGH - MANCHESTER PICC', 'OFF-PEAK RETURN', '12/08/2024  DEP 17:12', 'COACH B  SEAT 18'],
    edi(['ticket', 'train', 'train-home']), { coach: 'B', seat: 18 }));

  return shots;
}

const pad = (n: number, w = 2): string => String(n).padStart(w, '0');

/** The held-out album: never used to tune the engine. */
export const HOLDOUT_PLAN: LifePlan = {
  id: 'holdout',
  defaultSeed: 1907,
  home: SPOTS.home,
  summary: 'Sep 2023 – Oct 2024, home in Ancoats, Manchester (UK)',
  camera: { make: 'Google', model: 'Pixel 7' },
  // Pixel names photos by their UTC instant, with milliseconds.
  photoName: (n, shot) => {
    const t = new Date(instantMs(shot));
    return `PXL_${t.getUTCFullYear()}${pad(t.getUTCMonth() + 1)}${pad(t.getUTCDate())}_${pad(t.getUTCHours())}${pad(t.getUTCMinutes())}${pad(t.getUTCSeconds())}${pad((n * 137) % 1000, 3)}.jpg`;
  },
  screenshotName: (local) => `Screenshot_${local.slice(0, 10).replace(/-/g, '')}-${local.slice(11, 19).replace(/:/g, '')}.png`,
  shots: holdoutShots,
};
