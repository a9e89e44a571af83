/**
 * The life the dev album records: someone living on Capitol Hill in Seattle, January–August 2024.
 * Every shot is declared here with what it shows; eval/questions.ts derives its gold sets from the
 * tags and facts, so the plan can change without touching the questions' file names.
 *
 * - home: evenings at home (dinner, the cat, a book, fireworks), walks in Seattle parks;
 * - gym: every other morning in April (Apr 1, 3, …, 29: 15 sessions, treadmill display "CARDIO 30 MIN",
 *   a rower display on three of them), two sessions in late March, three in early May;
 * - grocery: receipts (Safeway, Trader Joe's, QFC) with items, prices and totals;
 * - parking: Pacific Place garage "LEVEL 2 - SPOT 17" (Feb, Mar, Apr), "SPOT 19" (Jun), and the last
 *   one, Aug 28, somewhere else: Seattle Center garage "LEVEL 3 - SPOT 42";
 * - outings: symphony ticket, Mariners ticket, Pike Place, Space Needle, Bainbridge ferry;
 * - info: library card, driver licence, Costco membership, café Wi-Fi, dentist calendar invite;
 * - portland: a day trip by train on Saturday March 23 (Powell's, Voodoo Doughnut, rose garden);
 * - honolulu: CHI 2024, May 11–17 (boarding passes, Hilton Hawaiian Village, badge, conference Wi-Fi
 *   note with no conference words on it, Waikiki, Duke's, Diamond Head);
 * - maui: the second Hawaii trip, Aug 19–24 (Wailea, Molokini snorkel, Road to Hana, rental car).
 */
import { SPOTS, type SpotName } from './places';
import { sec, shooter, type LifePlan, type Shot } from './plan';
import { pick } from '../../scripts/support/seeded-random';
import { HAWAII_OFFSET, seattleOffset } from './spec';

export type { Shot } from './plan';

interface Item {
  name: string;
  price: number;
}

interface Receipt {
  store: 'Safeway' | "Trader Joe's" | 'QFC';
  at: string;
  items: string[];
}

const PRICES: Record<string, number> = {
  'LACTOSE FREE MILK': 4.99, BANANAS: 1.87, 'SOURDOUGH BREAD': 5.49, 'EGGS DOZEN': 3.79, 'CHICKEN THIGHS': 8.42,
  BROCCOLI: 2.58, 'JASMINE RICE': 6.99, 'GREEK YOGURT': 5.29, 'APPLES GALA': 4.12, 'COFFEE BEANS': 11.99,
  'OLIVE OIL': 9.49, 'PASTA PENNE': 1.99, 'TOMATO SAUCE': 2.79, 'SPINACH': 3.49, 'SALMON FILLET': 12.86,
  'CHEDDAR CHEESE': 4.69, 'TORTILLA CHIPS': 3.29, 'DARK CHOCOLATE': 2.49, 'FROZEN GYOZA': 4.49, 'CAULIFLOWER GNOCCHI': 2.99,
  'MANDARIN CHICKEN': 5.49, 'AVOCADOS': 3.99, 'OAT MILK': 3.69, 'PEANUT BUTTER': 3.99, 'BLUEBERRIES': 4.99,
  'ORANGE JUICE': 4.29, 'FLOWERS TULIPS': 6.99, 'SPARKLING WATER': 4.99, 'GROUND COFFEE': 8.99, 'HUMMUS': 3.49,
};

const STORE_LINES: Record<Receipt['store'], string> = {
  Safeway: 'BROADWAY E STORE 1551',
  "Trader Joe's": 'CAPITOL HILL #131',
  QFC: 'BROADWAY MARKET #809',
};

const STORE_SPOT: Record<Receipt['store'], SpotName> = { Safeway: 'safeway', "Trader Joe's": 'traderJoes', QFC: 'qfc' };

/** The receipts, as the user bought them. Safeway trips always include lactose-free milk (a habit). */
export const RECEIPTS: Receipt[] = [
  { store: 'Safeway', at: '2024-01-13T17:42', items: ['LACTOSE FREE MILK', 'BANANAS', 'SOURDOUGH BREAD', 'EGGS DOZEN'] },
  { store: 'QFC', at: '2024-01-27T11:15', items: ['COFFEE BEANS', 'APPLES GALA', 'SPINACH'] },
  { store: "Trader Joe's", at: '2024-02-08T18:20', items: ['FROZEN GYOZA', 'CAULIFLOWER GNOCCHI', 'DARK CHOCOLATE', 'FLOWERS TULIPS'] },
  { store: 'Safeway', at: '2024-03-02T17:05', items: ['LACTOSE FREE MILK', 'CHICKEN THIGHS', 'BROCCOLI', 'JASMINE RICE'] },
  { store: 'Safeway', at: '2024-03-21T18:30', items: ['LACTOSE FREE MILK', 'SALMON FILLET', 'OLIVE OIL', 'BLUEBERRIES'] },
  { store: "Trader Joe's", at: '2024-04-10T17:55', items: ['MANDARIN CHICKEN', 'AVOCADOS', 'OAT MILK', 'HUMMUS', 'LACTOSE FREE MILK'] },
  { store: 'QFC', at: '2024-04-18T12:10', items: ['GREEK YOGURT', 'ORANGE JUICE', 'PASTA PENNE', 'TOMATO SAUCE'] },
  { store: 'Safeway', at: '2024-05-04T16:45', items: ['LACTOSE FREE MILK', 'PEANUT BUTTER', 'CHEDDAR CHEESE'] },
  { store: 'Safeway', at: '2024-06-15T17:20', items: ['LACTOSE FREE MILK', 'TORTILLA CHIPS', 'SPARKLING WATER', 'AVOCADOS'] },
  { store: "Trader Joe's", at: '2024-06-27T18:05', items: ['GROUND COFFEE', 'BLUEBERRIES', 'FROZEN GYOZA'] },
];

const money = (n: number): string => n.toFixed(2);

function receiptShot(r: Receipt, random: () => number): Shot {
  const items: Item[] = r.items.map((name) => ({ name, price: PRICES[name]! }));
  const subtotal = items.reduce((s, i) => s + i.price, 0);
  const total = Math.round(subtotal * 100) / 100;
  const [date, time] = r.at.split('T') as [string, string];
  const [y, m, d] = date.split('-');
  // Supermarket receipts print department headers; Trader Joe's thanks you for shopping instead.
  const tj = r.store === "Trader Joe's";
  const text = [
    r.store.toUpperCase(),
    STORE_LINES[r.store],
    `${m}/${d}/${y}  ${time}`,
    ...(tj ? [] : ['GROCERY']),
    // Price right after the name: tesseract drops a far-away right-aligned column of small numbers.
    ...items.map((i) => `${i.name}  ${money(i.price)}`),
    `TOTAL  ${money(total)}`,
    `VISA **** ${pick(random, ['4821', '4821', '7730'])}`,
    ...(tj ? ['THANKS FOR SHOPPING'] : []),
  ];
  return photo('grocery', `${r.at}:${sec(random)}`, STORE_SPOT[r.store], 'paper', text, ['receipt', 'grocery', storeTag(r.store)], {
    store: r.store,
    items: r.items,
    total: money(total),
  });
}

export const storeTag = (store: string): string => store.toLowerCase().replace(/[^a-z]+/g, '-').replace(/-+$/, '');

const { photo, screenshot } = shooter<SpotName>(SPOTS, (zone, date) => (zone === 'hawaii' ? HAWAII_OFFSET : seattleOffset(date)));

/** Every shot of the album, in no particular order (the generator sorts and names them). */
export function lifePlan(random: () => number): Shot[] {
  const s = () => sec(random);
  const shots: Shot[] = [];
  const add = (...x: Shot[]) => shots.push(...x);

  // Home evenings and walks: mostly no text (the distractors every retriever must rank below).
  const HOME_SCENES: Array<[string, string[]]> = [
    ['dinner', ['dinner', 'food', 'home']], ['cat', ['cat', 'pet', 'home']], ['sofa', ['sofa', 'tv', 'home']],
    ['candles', ['candles', 'home']], ['pasta', ['dinner', 'pasta', 'home']], ['plants', ['plants', 'home']],
  ];
  const homeDates = ['2024-01-06', '2024-01-14', '2024-01-30', '2024-02-11', '2024-02-19', '2024-03-09', '2024-03-30', '2024-04-06',
    '2024-04-14', '2024-04-24', '2024-05-25', '2024-06-05', '2024-06-22', '2024-07-13', '2024-07-20', '2024-07-28', '2024-08-08', '2024-08-30'];
  for (const date of homeDates) {
    const [, tags] = pick(random, HOME_SCENES);
    add(photo('home', `${date}T${19 + Math.floor(random() * 3)}:${String(Math.floor(random() * 60)).padStart(2, '0')}:${s()}`, 'home', 'indoor', [], ['evening', ...tags]));
  }
  add(photo('home', `2024-01-14T21:10:${s()}`, 'home', 'card', ['THE OVERSTORY', 'RICHARD POWERS', 'A NOVEL'], ['book', 'reading', 'home'], { title: 'The Overstory' }));
  add(photo('home', `2024-02-24T19:30:${s()}`, 'home', 'party', ['HAPPY BIRTHDAY MAYA!', "Maya's 30th"], ['party', 'birthday', 'maya', 'home'], { date: '2024-02-24' }));
  add(photo('home', `2024-02-24T19:52:${s()}`, 'home', 'party', [], ['party', 'birthday', 'maya', 'home']));
  add(photo('home', `2024-02-24T21:05:${s()}`, 'home', 'party', [], ['party', 'birthday', 'maya', 'cake', 'home']));
  add(photo('home', `2024-07-04T22:10:${s()}`, 'home', 'city', [], ['fireworks', 'july-4', 'home']));
  add(photo('home', `2024-07-04T22:14:${s()}`, 'home', 'city', [], ['fireworks', 'july-4', 'home']));
  const WALKS: Array<[string, SpotName]> = [
    ['2024-01-28T14:20', 'discoveryPark'], ['2024-01-28T14:55', 'discoveryPark'], ['2024-03-03T15:10', 'volunteerPark'],
    ['2024-04-21T10:30', 'greenLake'], ['2024-04-21T11:05', 'greenLake'], ['2024-05-30T18:40', 'kerryPark'],
    ['2024-06-30T16:00', 'volunteerPark'], ['2024-08-03T11:20', 'discoveryPark'], ['2024-08-11T09:45', 'greenLake'],
  ];
  for (const [at, where] of WALKS) add(photo('home', `${at}:${s()}`, where, 'park', [], ['walk', 'park', 'outdoors']));

  // Gym: first visit with the entrance sign, then treadmill displays every other morning in April.
  add(photo('gym', `2024-03-26T07:05:${s()}`, 'gym', 'sign', ['SUMMIT ATHLETIC CLUB', 'MEMBERS ENTRANCE'], ['gym', 'sign']));
  const gymDays = ['2024-03-26', '2024-03-28'];
  for (let d = 1; d <= 29; d += 2) gymDays.push(`2024-04-${String(d).padStart(2, '0')}`);
  gymDays.push('2024-05-02', '2024-05-04', '2024-05-07');
  for (const date of gymDays) {
    const minutes = pick(random, [30, 30, 30, 35, 40, 45]);
    const miles = (minutes / 10 + random() * 0.4).toFixed(1);
    const cal = Math.round(minutes * (9.5 + random() * 1.5));
    add(photo('gym', `${date}T07:${String(30 + Math.floor(random() * 25)).padStart(2, '0')}:${s()}`, 'gym', 'gym',
      [`CARDIO ${minutes} MIN`, `DIST ${miles} MI`, `CAL ${cal}`], ['gym', 'workout', 'treadmill', 'cardio'], { minutes, miles, cal }));
    if (['2024-04-09', '2024-04-17', '2024-04-25'].includes(date)) {
      add(photo('gym', `${date}T08:${String(5 + Math.floor(random() * 20)).padStart(2, '0')}:${s()}`, 'gym', 'gym',
        ['ROWER 2000 M', `TIME 8:${String(20 + Math.floor(random() * 39)).padStart(2, '0')}`, 'SPM 24'], ['gym', 'workout', 'rower', 'cardio']));
    }
  }

  for (const r of RECEIPTS) add(receiptShot(r, random));

  // Parking: the habitual spot, then somewhere else the last time.
  const PARKING: Array<[string, SpotName, string, number, number]> = [
    ['2024-02-10T13:05', 'pacificPlaceGarage', 'PACIFIC PLACE PARKING', 2, 17],
    ['2024-03-16T14:10', 'pacificPlaceGarage', 'PACIFIC PLACE PARKING', 2, 17],
    ['2024-04-27T12:40', 'pacificPlaceGarage', 'PACIFIC PLACE PARKING', 2, 17],
    ['2024-06-08T11:25', 'pacificPlaceGarage', 'PACIFIC PLACE PARKING', 2, 19],
    ['2024-08-28T18:15', 'seattleCenterGarage', 'SEATTLE CENTER PARKING', 3, 42],
  ];
  for (const [at, where, garage, level, spot] of PARKING) {
    add(photo('parking', `${at}:${s()}`, where, 'garage', [garage, `LEVEL ${level} - SPOT ${spot}`], ['parking', 'garage'], { garage, level, spot }));
  }

  // Outings around Seattle.
  add(photo('outing', `2024-01-20T11:20:${s()}`, 'pikePlace', 'sign', ['PUBLIC MARKET CENTER', 'PIKE PLACE', 'FARMERS MARKET'], ['market', 'sign', 'pike-place']));
  add(photo('outing', `2024-01-20T11:36:${s()}`, 'pikePlace', 'city', [], ['market', 'fish', 'pike-place']));
  add(photo('outing', `2024-02-16T19:20:${s()}`, 'benaroya', 'paper', ['SEATTLE SYMPHONY', 'BENAROYA HALL', 'FRI FEB 16 2024 7:30 PM', 'MAHLER SYMPHONY NO. 5', 'ORCH ROW K SEAT 12'],
    ['ticket', 'concert', 'symphony'], { row: 'K', seat: 12 }));
  add(photo('outing', `2024-02-16T19:41:${s()}`, 'benaroya', 'indoor', [], ['concert', 'symphony', 'hall']));
  add(photo('outing', `2024-04-12T18:50:${s()}`, 'tmobilePark', 'paper', ['SEATTLE MARINERS', 'VS TEXAS RANGERS', 'T-MOBILE PARK', 'FRI APR 12 2024 6:40 PM', 'SEC 142 ROW 8 SEAT 5'],
    ['ticket', 'baseball', 'mariners'], { section: 142, row: 8, seat: 5 }));
  add(photo('outing', `2024-04-12T19:32:${s()}`, 'tmobilePark', 'stadium', [], ['baseball', 'mariners', 'stadium']));
  add(photo('outing', `2024-06-01T14:05:${s()}`, 'spaceNeedle', 'sign', ['SPACE NEEDLE', 'OBSERVATION DECK', 'ENTRANCE'], ['space-needle', 'sign']));
  add(photo('outing', `2024-06-01T14:40:${s()}`, 'spaceNeedle', 'city', [], ['space-needle', 'view', 'city']));
  add(photo('outing', `2024-07-06T10:15:${s()}`, 'ferryTerminal', 'paper', ['WASHINGTON STATE FERRIES', 'SEATTLE - BAINBRIDGE IS', 'ADULT FARE  $9.85', 'JUL 06 2024'],
    ['ticket', 'ferry', 'bainbridge'], { fare: '9.85' }));
  add(photo('outing', `2024-07-06T11:20:${s()}`, 'bainbridge', 'sea', [], ['ferry', 'bainbridge', 'sea']));

  // Cards and notes with numbers on them.
  add(photo('info', `2024-01-08T20:15:${s()}`, 'home', 'card', ['THE SEATTLE PUBLIC LIBRARY', 'LIBRARY CARD', '0030 4471 2286 19'],
    ['library-card', 'card'], { number: '0030 4471 2286 19' }));
  add(photo('info', `2024-01-22T21:02:${s()}`, 'home', 'card', ['WASHINGTON', 'DRIVER LICENSE', 'DL WDL7Q2M4159B', 'EXP 08/12/2029', 'CHEN, ALEX'],
    ['driver-license', 'card'], { number: 'WDL7Q2M4159B' }));
  add(screenshot('info', `2024-02-02T12:31:${s()}`, 'seattle', ['Costco Wholesale', 'Digital Membership', 'Gold Star Member', 'ALEX CHEN', 'Member # 1118 2207 4413', 'Expires 02/2025'],
    ['membership', 'costco'], { number: '1118 2207 4413' }));
  add(screenshot('info', `2024-03-05T10:05:${s()}`, 'seattle', ['Notes', 'Victrola Coffee', 'Wi-Fi: Victrola-Guest', 'Password: latte4life'],
    ['wifi', 'password', 'cafe'], { password: 'latte4life' }));
  add(screenshot('info', `2024-06-03T09:12:${s()}`, 'seattle', ['Calendar', 'Dentist appointment', 'Dr. Patel', 'Thu, Jun 13, 2024', '2:30 PM - 3:30 PM', 'Capitol Hill Dental', '1520 Broadway'],
    ['calendar', 'appointment', 'dentist'], { date: '2024-06-13', time: '2:30 PM' }));

  // Portland day trip, Saturday March 23.
  add(photo('portland', `2024-03-23T07:22:${s()}`, 'kingStreet', 'paper', ['AMTRAK CASCADES', 'SEATTLE - PORTLAND', 'TRAIN 501  MAR 23 2024', 'DEPART 7:50 AM', 'COACH 4  SEAT 12'],
    ['ticket', 'train', 'amtrak', 'portland-trip'], { coach: 4, seat: 12 }));
  add(photo('portland', `2024-03-23T11:05:${s()}`, 'powells', 'sign', ["POWELL'S", 'CITY OF BOOKS'], ['bookstore', 'sign', 'portland-trip']));
  add(photo('portland', `2024-03-23T11:52:${s()}`, 'powells', 'paper', ["POWELL'S BOOKS", 'BURNSIDE', '03/23/2024  11:48', 'PIRANESI  16.00', 'LEFT HAND OF DARKNESS  17.99', 'TOTAL  33.99'],
    ['receipt', 'bookstore', 'books', 'portland-trip'], { items: ['Piranesi', 'The Left Hand of Darkness'], total: '33.99' }));
  add(photo('portland', `2024-03-23T13:12:${s()}`, 'voodoo', 'sign', ['VOODOO DOUGHNUT', 'THE MAGIC IS IN THE HOLE'], ['doughnut', 'sign', 'food', 'portland-trip']));
  add(photo('portland', `2024-03-23T13:34:${s()}`, 'weirdMural', 'sign', ['KEEP PORTLAND WEIRD'], ['mural', 'sign', 'portland-trip']));
  add(photo('portland', `2024-03-23T15:02:${s()}`, 'roseGarden', 'sign', ['INTERNATIONAL', 'ROSE TEST GARDEN', 'WASHINGTON PARK'], ['garden', 'roses', 'sign', 'portland-trip']));
  add(photo('portland', `2024-03-23T15:14:${s()}`, 'roseGarden', 'park', [], ['garden', 'roses', 'portland-trip']));
  add(photo('portland', `2024-03-23T18:10:${s()}`, 'pdxUnion', 'paper', ['AMTRAK CASCADES', 'PORTLAND - SEATTLE', 'TRAIN 508  MAR 23 2024', 'DEPART 6:30 PM', 'COACH 2  SEAT 31'],
    ['ticket', 'train', 'amtrak', 'portland-trip'], { coach: 2, seat: 31 }));

  // CHI 2024 in Honolulu, May 11–17.
  const chi = (extra: string[]) => ['honolulu-trip', 'hawaii', ...extra];
  add(screenshot('honolulu', `2024-05-11T06:40:${s()}`, 'seattle', ['Alaska Airlines', 'BOARDING PASS', 'SEA → HNL', 'Seattle to Honolulu', 'Flight AS 871', 'Sat, May 11, 2024', 'Boards 8:05 AM', 'Seat 14C  Zone 3'],
    chi(['boarding-pass', 'flight', 'flight-out']), { flight: 'AS 871', seat: '14C', date: '2024-05-11' }));
  add(photo('honolulu', `2024-05-11T13:42:${s()}`, 'hnl', 'sign', ['ALOHA!', 'WELCOME TO HONOLULU', 'BAGGAGE CLAIM'], chi(['airport', 'arrival', 'sign'])));
  add(photo('honolulu', `2024-05-11T15:20:${s()}`, 'hilton', 'sign', ['HILTON', 'HAWAIIAN VILLAGE', 'WAIKIKI BEACH RESORT'], chi(['hotel', 'sign', 'hilton']), { hotel: 'Hilton Hawaiian Village' }));
  add(photo('honolulu', `2024-05-11T15:36:${s()}`, 'hilton', 'card', ['HILTON HAWAIIAN VILLAGE', 'RAINBOW TOWER', 'ROOM 1412', 'ALOHA AND WELCOME'], chi(['hotel', 'key-card', 'hilton']), { room: '1412' }));
  add(photo('honolulu', `2024-05-11T18:48:${s()}`, 'waikiki', 'beach', [], chi(['beach', 'sunset', 'waikiki'])));
  add(photo('honolulu', `2024-05-12T08:21:${s()}`, 'convention', 'card', ['CHI 2024', 'HONOLULU, HAWAII', 'ALEX CHEN', 'UNIVERSITY OF WASHINGTON', 'PRESENTER'], chi(['conference', 'badge', 'chi-2024'])));
  add(photo('honolulu', `2024-05-12T08:44:${s()}`, 'convention', 'sign', ['WELCOME TO CHI 2024', 'HAWAII CONVENTION CENTER'], chi(['conference', 'banner', 'chi-2024'])));
  add(photo('honolulu', `2024-05-12T11:03:${s()}`, 'convention', 'sign', ['PAPER SESSION', 'MEMORY AND RECALL', 'ROOM 316AB'], chi(['conference', 'session', 'chi-2024']), { room: '316AB' }));
  add(photo('honolulu', `2024-05-12T12:40:${s()}`, 'convention', 'indoor', [], chi(['conference', 'lunch', 'chi-2024'])));
  add(screenshot('honolulu', `2024-05-13T09:15:${s()}`, 'hawaii', ['Notes', 'Wi-Fi: HCC-Guest', 'Password: aloha2024!'], chi(['wifi', 'password', 'conference', 'chi-2024']), { password: 'aloha2024!' }));
  add(photo('honolulu', `2024-05-13T10:32:${s()}`, 'convention', 'sign', ['POSTER 42', 'RECALLING EVERYDAY PHOTOS', 'WITH CONTEXT'], chi(['conference', 'poster', 'chi-2024'])));
  add(photo('honolulu', `2024-05-13T17:31:${s()}`, 'waikiki', 'sign', ['WAIKIKI BEACH', 'SWIM AT YOUR OWN RISK'], chi(['beach', 'sign', 'waikiki'])));
  add(photo('honolulu', `2024-05-13T17:45:${s()}`, 'waikiki', 'beach', [], chi(['beach', 'waikiki'])));
  add(photo('honolulu', `2024-05-14T16:05:${s()}`, 'waikiki', 'beach', [], chi(['beach', 'waikiki'])));
  add(photo('honolulu', `2024-05-14T19:35:${s()}`, 'dukes', 'paper', ["DUKE'S WAIKIKI", 'KALAKAUA AVE', '05/14/2024  19:31', 'FRESH MAHI MAHI  38.00', 'MAI TAI  16.00', 'HULA PIE  12.00', 'TOTAL  66.00'],
    chi(['receipt', 'dinner', 'restaurant']), { items: ['Mahi Mahi', 'Mai Tai', 'Hula Pie'], total: '66.00' }));
  add(photo('honolulu', `2024-05-15T09:02:${s()}`, 'convention', 'sign', ['CHI 2024', 'CLOSING KEYNOTE', 'KALAKAUA BALLROOM'], chi(['conference', 'keynote', 'chi-2024'])));
  add(photo('honolulu', `2024-05-15T17:20:${s()}`, 'waikiki', 'beach', [], chi(['beach', 'waikiki'])));
  add(photo('honolulu', `2024-05-16T08:10:${s()}`, 'diamondHead', 'sign', ['DIAMOND HEAD', 'STATE MONUMENT', 'SUMMIT TRAIL 0.8 MI'], chi(['hike', 'sign', 'diamond-head'])));
  add(photo('honolulu', `2024-05-16T09:05:${s()}`, 'diamondHead', 'sea', [], chi(['hike', 'view', 'diamond-head'])));
  add(photo('honolulu', `2024-05-17T11:50:${s()}`, 'waikiki', 'beach', [], chi(['beach', 'waikiki'])));
  add(screenshot('honolulu', `2024-05-17T19:31:${s()}`, 'hawaii', ['Alaska Airlines', 'BOARDING PASS', 'HNL → SEA', 'Honolulu to Seattle', 'Flight AS 872', 'Fri, May 17, 2024', 'Boards 9:20 PM', 'Seat 22A  Zone 4'],
    chi(['boarding-pass', 'flight', 'flight-home']), { flight: 'AS 872', seat: '22A' }));

  // The second Hawaii trip: Maui, Aug 19–24.
  const maui = (extra: string[]) => ['maui-trip', 'hawaii', ...extra];
  add(screenshot('maui', `2024-08-19T06:55:${s()}`, 'seattle', ['Alaska Airlines', 'BOARDING PASS', 'SEA → OGG', 'Seattle to Kahului', 'Flight AS 833', 'Mon, Aug 19, 2024', 'Boards 8:40 AM', 'Seat 9F  Zone 2'],
    maui(['boarding-pass', 'flight', 'flight-out']), { flight: 'AS 833', date: '2024-08-19' }));
  add(screenshot('maui', `2024-08-19T11:42:${s()}`, 'hawaii', ['Hertz', 'Kahului Airport (OGG)', 'Confirmation K7P4QZ9', 'Toyota RAV4 or similar', 'Return Aug 24, 11:00 AM'],
    maui(['rental-car', 'confirmation']), { confirmation: 'K7P4QZ9' }));
  add(photo('maui', `2024-08-19T14:05:${s()}`, 'wailea', 'sign', ['WAILEA BEACH RESORT', 'MARRIOTT MAUI'], maui(['hotel', 'sign']), { hotel: 'Wailea Beach Resort' }));
  add(photo('maui', `2024-08-19T17:40:${s()}`, 'waileaBeach', 'beach', [], maui(['beach', 'sunset'])));
  add(photo('maui', `2024-08-20T07:20:${s()}`, 'maalaea', 'paper', ['PRIDE OF MAUI', 'MOLOKINI CRATER SNORKEL', 'AUG 20 2024  CHECK-IN 6:45 AM', 'MAALAEA HARBOR SLIP 62', 'ADULTS 1'],
    maui(['ticket', 'snorkel', 'boat', 'molokini']), { tour: 'Molokini Crater Snorkel' }));
  add(photo('maui', `2024-08-20T09:35:${s()}`, 'maalaea', 'sea', [], maui(['sea', 'snorkel', 'molokini'])));
  add(photo('maui', `2024-08-21T10:02:${s()}`, 'paia', 'sign', ['ROAD TO HANA', 'HANA HIGHWAY 360', 'NEXT 52 MILES'], maui(['road-trip', 'sign', 'hana'])));
  add(photo('maui', `2024-08-21T13:15:${s()}`, 'hana', 'park', [], maui(['waterfall', 'hana', 'outdoors'])));
  add(photo('maui', `2024-08-22T16:10:${s()}`, 'waileaBeach', 'beach', [], maui(['beach'])));
  add(photo('maui', `2024-08-23T19:40:${s()}`, 'paia', 'paper', ["MAMA'S FISH HOUSE", 'KUAU, PAIA', '08/23/2024  19:36', 'ONO MACADAMIA  54.00', 'LILIKOI COLADA  18.00', 'TOTAL  72.00'],
    maui(['receipt', 'dinner', 'restaurant']), { items: ['Ono', 'Lilikoi Colada'], total: '72.00' }));
  add(photo('maui', `2024-08-24T09:10:${s()}`, 'waileaBeach', 'beach', [], maui(['beach'])));
  add(screenshot('maui', `2024-08-24T13:05:${s()}`, 'hawaii', ['Alaska Airlines', 'BOARDING PASS', 'OGG → SEA', 'Kahului to Seattle', 'Flight AS 834', 'Sat, Aug 24, 2024', 'Boards 2:10 PM', 'Seat 11C  Zone 3'],
    maui(['boarding-pass', 'flight', 'flight-home']), { flight: 'AS 834' }));

  return shots;
}

/** The dev album: the life the engine's QA was developed against. */
export const DEV_PLAN: LifePlan = {
  id: 'dev',
  defaultSeed: 2024,
  home: SPOTS.home,
  summary: 'Jan–Aug 2024, home on Capitol Hill, Seattle',
  camera: { make: 'Apple', model: 'iPhone 13' },
  photoName: (n) => `IMG_${4001 + n}.JPG`,
  screenshotName: (local) => {
    const [date, time] = local.split('T') as [string, string];
    return `Screenshot ${date} at ${time.replace(/:/g, '.')}.png`;
  },
  shots: lifePlan,
};
