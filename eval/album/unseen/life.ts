/**
 * The unseen album: a third life, written so that nobody tuning the engine has looked at it. Priya
 * Raman, a landscape designer, lives in Brunswick, Melbourne (Australian dates "14/01/2025", dollars
 * with GST lines, AEDT/AEST — southern-hemisphere daylight saving, so summer is December to
 * February); a Samsung Galaxy S23 names photos by local time (20250114_183205.jpg) and screenshots
 * Screenshot_<local time>_<app>.png. October 2024 – June 2025.
 *
 * - home: evenings (no text: the distractors), walks along Merri Creek, a summer afternoon at St
 *   Kilda beach, a dinner party at home (no text), Christmas with family in Geelong (no text),
 *   Marcus's 40th at a bar (a card, then photos without text), handwritten lists headed "To pack:"
 *   and "Don't forget:";
 * - pool: the aquatic centre's entry receipt before work on Tuesday mornings, the same layout each time;
 * - climbing: a bouldering gym's check-in kiosk on Thursday evenings (never "climbing", "gym" or
 *   "workout"), with the visits left on a 10-visit pass;
 * - cafe: the same café's receipt, same layout, on nine weekday mornings;
 * - errands: a plant nursery and a hardware store receipt, a pharmacy label with repeats, two library
 *   loan receipts, a bike-repair and a car-service invoice, city car-park receipts with level and bay,
 *   the coworking space's door-code card;
 * - outing: a concert ticket (section, row, seat), a science museum ticket, two restaurant bills with
 *   the name as the largest line;
 * - sydney: a trade fair, Tuesday 11 – Friday 14 March 2025: the XPT train up (platform, car, seat),
 *   a hotel booking screenshot, the expo's sign and badge, a team dinner's bill, the flight home;
 * - queenstown: the summer holiday in New Zealand, Saturday 4 – Thursday 9 January 2025: the
 *   airport long-term car park, Air New Zealand boarding passes, the lodge's key-card sleeve (room
 *   and Wi-Fi), a gondola ticket, two dinner bills in NZ$, the lake and hills without text.
 */
import { pick, type Rng } from '../../../scripts/support/seeded-random';
import { sec, shooter, type LifePlan, type Shot } from '../plan';
import { SPOTS, unseenOffset, type SpotName } from './places';

const { photo, screenshot } = shooter<SpotName>(SPOTS, unseenOffset);

const dollars = (n: number): string => n.toFixed(2);
/** "2025-01-14" → "14/01/2025", as Australian and New Zealand receipts print it. */
const auDate = (date: string): string => date.split('-').reverse().join('/');
const round2 = (n: number): number => Math.round(n * 100) / 100;
const sum = (lines: ReadonlyArray<readonly [string, number]>): number => round2(lines.reduce((t, [, p]) => t + p, 0));

/** Tuesday mornings at the pool, before work. */
export const SWIM_DAYS = [
  '2024-11-05', '2024-11-19', '2024-12-03', '2025-01-14', '2025-01-28',
  '2025-02-04', '2025-02-11', '2025-02-18', '2025-02-25', '2025-03-18', '2025-04-29', '2025-05-13', '2025-05-27',
];

/** Thursday evenings bouldering (the week of the Sydney trip has none). */
export const CLIMB_DAYS = [
  '2024-10-24', '2024-11-14', '2024-11-28', '2025-01-23', '2025-02-20', '2025-03-06',
  '2025-03-20', '2025-03-27', '2025-04-10', '2025-05-08', '2025-05-22', '2025-06-05',
];

/** The café's receipt: the same header every morning; only the date and the food change. */
const CAFE_VISITS: Array<[string, string, number]> = [
  ['2024-10-17T08:14', 'BANANA BREAD', 6.5],
  ['2024-11-21T08:31', 'CHEESE TOASTIE', 9.0],
  ['2025-01-16T08:09', 'BANANA BREAD', 6.5],
  ['2025-02-13T08:22', 'ALMOND FRIAND', 5.5],
  ['2025-04-03T08:40', 'CHEESE TOASTIE', 9.0],
  ['2025-04-17T08:17', 'BANANA BREAD', 6.5],
  ['2025-04-24T08:26', 'ALMOND FRIAND', 5.5],
  ['2025-05-15T08:12', 'CHEESE TOASTIE', 9.0],
  ['2025-06-12T08:35', 'BANANA BREAD', 6.5],
];

/** Every shot of the album, in no particular order (the generator sorts and names them). */
function unseenShots(random: Rng): Shot[] {
  const s = () => sec(random);
  const shots: Shot[] = [];
  const add = (...x: Shot[]) => shots.push(...x);
  const at = (date: string, hh: number, mm: number) => `${date}T${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}:${s()}`;

  // Evenings at home: no text (the distractors).
  const HOME: Array<string[]> = [['dinner', 'food', 'home'], ['couch', 'home'], ['garden', 'plants', 'home'], ['cooking', 'kitchen', 'home'], ['balcony', 'sunset', 'home']];
  for (const date of ['2024-10-09', '2024-10-20', '2024-11-10', '2024-11-24', '2024-12-08', '2024-12-15', '2025-01-19', '2025-02-09', '2025-02-16',
    '2025-03-02', '2025-03-23', '2025-04-13', '2025-04-27', '2025-05-04', '2025-05-25', '2025-06-08']) {
    add(photo('home', at(date, 18 + Math.floor(random() * 3), Math.floor(random() * 60)), 'home', 'indoor', [], ['evening', ...pick(random, HOME)]));
  }
  for (const [date, hh] of [['2024-10-13', 10], ['2025-02-02', 9], ['2025-05-18', 15]] as const) {
    add(photo('home', at(date, hh, 10 + Math.floor(random() * 40)), 'merriCreek', 'park', [], ['walk', 'creek', 'outdoors']));
  }
  add(photo('home', at('2025-02-01', 16, 5), 'stKilda', 'beach', [], ['beach', 'summer', 'outdoors']));
  add(photo('home', at('2025-02-01', 16, 40), 'stKilda', 'sea', [], ['beach', 'pier', 'outdoors']));

  // A dinner party at home, Saturday 30 November: photos only.
  for (const [hh, mm, tags] of [[19, 12, ['table', 'food']], [20, 35, ['friends', 'toast']], [22, 5, ['friends', 'dessert']]] as const) {
    add(photo('home', at('2024-11-30', hh, mm), 'home', 'party', [], ['dinner-party', 'friends', 'home', ...tags]));
  }
  // Christmas Day with family in Geelong: photos only.
  for (const [hh, mm] of [[12, 40], [14, 15], [17, 50]] as const) {
    add(photo('home', at('2024-12-25', hh, mm), 'geelong', hh === 17 ? 'park' : 'party', [], ['christmas', 'family', 'geelong']));
  }
  // Marcus's 40th at a bar in Collingwood, Saturday 15 March: the card, then the party.
  add(photo('home', at('2025-03-15', 19, 30), 'marcusBar', 'card', ['HAPPY 40TH', 'MARCUS!', 'With love from', 'Priya, Jen & Sam'], ['birthday', 'marcus', 'card', '40th']));
  for (const [hh, mm] of [[20, 10], [21, 25], [22, 50]] as const) {
    add(photo('home', at('2025-03-15', hh, mm), 'marcusBar', 'party', [], ['birthday', 'marcus', 'party', '40th']));
  }

  // Handwritten lists on the kitchen bench.
  add(photo('home', at('2024-10-28', 21, 3), 'home', 'note', ["Don't forget:", '- renew car rego', '- book bike service', '- return library books'], ['note', 'to-do'], { items: ['renew car rego', 'book bike service', 'return library books'] }));
  add(photo('home', at('2025-01-02', 21, 16), 'home', 'note', ['To pack:', '- passports', '- hiking boots', '- rain jacket', '- sunscreen', '- adapter plug'], ['note', 'packing-list'], { items: ['passports', 'hiking boots', 'rain jacket', 'sunscreen', 'adapter plug'] }));
  add(photo('home', at('2025-06-09', 20, 48), 'home', 'note', ["Don't forget:", '- call the landlord', '- pay water bill', '- birthday card for Mum', '- book flu shot'], ['note', 'to-do'], { items: ['call the landlord', 'pay water bill', 'birthday card for Mum', 'book flu shot'] }));

  // The pool: the entry receipt after the swim, the same layout every time.
  for (const date of SWIM_DAYS) {
    add(photo('pool', at(date, 6, 40 + Math.floor(random() * 15)), 'pool', 'paper', ['MERRI AQUATIC CENTRE', 'TAX INVOICE', `${auDate(date)}  06:3${Math.floor(random() * 10)}`, 'ADULT SWIM - CASUAL  $7.90', 'TOTAL INCL GST  $7.90', 'EFTPOS APPROVED'],
      ['pool', 'swim', 'workout', 'receipt'], { total: '7.90' }));
  }

  // Bouldering: the check-in kiosk's screen; a 10-visit pass counts down.
  CLIMB_DAYS.forEach((date, i) => {
    const left = 9 - (i % 10);
    const time = `18:${String(Math.floor(random() * 20)).padStart(2, '0')}`;
    add(photo('climbing', at(date, Number(time.slice(0, 2)), Number(time.slice(3)) + 1), 'climbing', 'sign', ['CRUX BOULDERING', 'CHECK-IN SUCCESSFUL', 'WELCOME BACK, PRIYA', `10-VISIT PASS: ${left} LEFT`, `${auDate(date)}  ${time}`],
      ['climbing', 'bouldering', 'workout', 'check-in'], { left }));
  });

  // The café on weekday mornings: identical receipts.
  for (const [when, food, price] of CAFE_VISITS) {
    const [date, time] = when.split('T') as [string, string];
    add(photo('cafe', `${when}:${s()}`, 'cafe', 'paper', ['LITTLE MAGPIE ESPRESSO', 'SYDNEY RD, BRUNSWICK', 'TAX INVOICE', `${auDate(date)}  ${time}`, 'FLAT WHITE  $5.20', `${food}  $${dollars(price)}`, `TOTAL  $${dollars(5.2 + price)}`, 'SEE YOU TOMORROW!'],
      ['receipt', 'cafe', 'coffee', 'little-magpie'], { total: dollars(5.2 + price) }));
  }

  // Errands: a receipt, a label or an invoice with something to look up later.
  add(photo('errands', at('2024-10-07', 9, 20), 'cowork', 'card', ['THE WORKROOM', 'SHARED DESKS - BRUNSWICK', 'FRONT DOOR CODE: 2580#', 'WI-FI: Workroom-5G', 'PASSWORD: deskspace88'], ['coworking', 'door-code', 'wifi'], { code: '2580', password: 'deskspace88' }));
  const plants = [['MEYER LEMON TREE 25CM', 39.95], ['POTTING MIX 25L', 12.5], ['TERRACOTTA POT 40CM', 44.0], ['SEAWEED TONIC 1L', 14.95]] as const;
  add(photo('errands', at('2024-10-12', 10, 52), 'nursery', 'paper', ['GREENHAVEN NURSERY', 'COBURG', '12/10/2024  10:48', ...plants.map(([n, p]) => `${n}  $${dollars(p)}`), `TOTAL  $${dollars(sum(plants))}`],
    ['receipt', 'nursery', 'garden', 'greenhaven'], { store: 'Greenhaven Nursery', items: ['lemon tree', 'potting mix', 'terracotta pot', 'seaweed tonic'], total: dollars(sum(plants)) }));
  const hardware = [['WALL PLUGS 50PK', 6.95], ['SCREWS 8G X 30MM', 9.9], ['DRILL BIT SET', 29.0], ['PICTURE HOOKS', 4.5]] as const;
  add(photo('errands', at('2025-03-08', 11, 9), 'hardware', 'paper', ['NORTHCOTE HARDWARE', 'HIGH ST, NORTHCOTE', '08/03/2025  11:05', ...hardware.map(([n, p]) => `${n}  $${dollars(p)}`), `TOTAL  $${dollars(sum(hardware))}`],
    ['receipt', 'hardware'], { items: ['wall plugs', 'screws', 'drill bit set', 'picture hooks'], total: dollars(sum(hardware)) }));
  const bike = [['GENERAL SERVICE', 89.0], ['NEW CHAIN', 45.0], ['BRAKE PADS', 30.0]] as const;
  add(photo('errands', at('2025-02-18', 17, 35), 'bikeShop', 'paper', ['SPOKE & SPROCKET', 'BIKE REPAIRS - BRUNSWICK', 'TAX INVOICE #3186', '18/02/2025', ...bike.map(([n, p]) => `${n}  $${dollars(p)}`), `TOTAL  $${dollars(sum(bike))}`],
    ['invoice', 'bike', 'repair', 'spoke-sprocket'], { shop: 'Spoke & Sprocket', total: dollars(sum(bike)) }));
  add(photo('errands', at('2025-04-10', 16, 20), 'mechanic', 'paper', ["RAY'S AUTOMOTIVE", 'LOGBOOK SERVICE - 60,000 KM', 'TOYOTA COROLLA  REG 1KX 4WP', '10/04/2025', 'PARTS & LABOUR  $389.00', 'NEXT SERVICE DUE 10/10/2025'],
    ['invoice', 'car', 'car-service'], { total: '389.00', due: '2025-10-10', plate: '1KX 4WP' }));
  add(photo('errands', at('2025-05-20', 12, 47), 'pharmacy', 'paper', ['SYDNEY ROAD PHARMACY', 'CETIRIZINE 10MG TABLETS', 'TAKE ONE TABLET DAILY', 'QTY 30   REPEATS: 2', 'MS PRIYA RAMAN  20/05/2025'],
    ['pharmacy', 'prescription', 'medication'], { drug: 'Cetirizine', repeats: 2 }));
  add(photo('errands', at('2025-03-22', 11, 30), 'library', 'paper', ['BRUNSWICK LIBRARY', 'LOAN RECEIPT  22/03/2025', 'THE BEE STING', 'PROPHET SONG', 'DUE BACK: 12/04/2025'],
    ['library', 'loan', 'books'], { books: ['The Bee Sting', 'Prophet Song'], due: '2025-04-12' }));
  add(photo('errands', at('2025-05-31', 10, 55), 'library', 'paper', ['BRUNSWICK LIBRARY', 'LOAN RECEIPT  31/05/2025', 'DEMON COPPERHEAD', 'THE COVENANT OF WATER', 'DUE BACK: 21/06/2025'],
    ['library', 'loan', 'books'], { books: ['Demon Copperhead', 'The Covenant of Water'], due: '2025-06-21' }));
  add(photo('errands', at('2024-11-23', 14, 18), 'cityCarPark', 'paper', ['CITYPARK LONSDALE ST', 'LEVEL 3  BAY 118', 'IN   23/11/2024 10:42', 'OUT  23/11/2024 14:15', 'PAID  $24.00'],
    ['parking', 'receipt', 'car-park'], { level: 3, bay: 118, paid: '24.00' }));
  add(photo('errands', at('2025-05-17', 15, 2), 'cityCarPark', 'paper', ['CITYPARK LONSDALE ST', 'LEVEL 5  BAY 502', 'IN   17/05/2025 12:31', 'OUT  17/05/2025 15:00', 'PAID  $18.00'],
    ['parking', 'receipt', 'car-park'], { level: 5, bay: 502, paid: '18.00' }));

  // Outings in Melbourne.
  const osteria = [['CACIO E PEPE', 32.0], ['BISTECCA', 58.0], ['TIRAMISU', 16.0], ['NEGRONI X2', 44.0]] as const;
  add(photo('outing', at('2024-10-26', 21, 34), 'osteria', 'folder', ['OSTERIA ARANCIA', 'FITZROY', '26/10/2024  21:30', ...osteria.map(([n, p]) => `${n}  $${dollars(p)}`), `TOTAL  $${dollars(sum(osteria))}`],
    ['receipt', 'restaurant', 'dinner', 'osteria-arancia'], { restaurant: 'Osteria Arancia', total: dollars(sum(osteria)) }));
  add(photo('outing', at('2025-02-22', 19, 41), 'palais', 'paper', ['PALAIS THEATRE', 'THE MIDNIGHT ORCHARD', 'SAT 22 FEB 2025  8:00PM', 'SECTION C  ROW K  SEAT 21', 'A RESERVE  $119.90'],
    ['ticket', 'concert', 'music'], { band: 'The Midnight Orchard', section: 'C', row: 'K', seat: 21, price: '119.90' }));
  add(photo('outing', at('2025-02-22', 20, 26), 'palais', 'indoor', [], ['concert', 'stage', 'music']));
  add(photo('outing', at('2025-04-19', 13, 48), 'scienceworks', 'paper', ['SCIENCEWORKS', 'SPOTSWOOD', 'ADULT ENTRY  $16.00', 'LIGHTNING ROOM SHOW 14:00', '19/04/2025'], ['ticket', 'museum', 'scienceworks'], { museum: 'Scienceworks' }));
  add(photo('outing', at('2025-04-19', 14, 20), 'scienceworks', 'indoor', [], ['museum', 'exhibit']));
  const lantern = [['XIAO LONG BAO X2', 29.6], ['PAN-FRIED DUMPLINGS', 15.8], ['JASMINE TEA', 6.0]] as const;
  add(photo('outing', at('2025-05-17', 13, 24), 'dumplings', 'folder', ['LUCKY LANTERN', 'DUMPLING HOUSE - CHINATOWN', '17/05/2025  13:20', ...lantern.map(([n, p]) => `${n}  $${dollars(p)}`), `TOTAL  $${dollars(sum(lantern))}`],
    ['receipt', 'restaurant', 'lunch', 'lucky-lantern'], { restaurant: 'Lucky Lantern', total: dollars(sum(lantern)) }));

  // Sydney for the trade fair, Tuesday 11 – Friday 14 March.
  const syd = (extra: string[]) => ['sydney-trip', 'expo', 'work', ...extra];
  add(screenshot('sydney', at('2025-03-10', 21, 14), 'aus-east', ['Booking.com', 'Booking confirmed', 'The Harbourline Hotel', 'Sydney CBD', 'Check-in: Tue 11 Mar', 'Check-out: Fri 14 Mar', '3 nights, 1 room', 'Confirmation:', '4471.280.913'],
    syd(['hotel', 'booking']), { hotel: 'The Harbourline Hotel', confirmation: '4471.280.913' }));
  add(photo('sydney', at('2025-03-11', 8, 12), 'southernCross', 'paper', ['NSW TRAINLINK', 'XPT  MELBOURNE - SYDNEY', 'TUE 11 MAR 2025  DEP 08:30', 'PLATFORM 1', 'CAR D  SEAT 42', 'ECONOMY  $94.00'],
    syd(['ticket', 'train', 'train-out']), { platform: 1, car: 'D', seat: 42 }));
  add(photo('sydney', at('2025-03-12', 8, 41), 'icc', 'sign', ['PACIFIC BUILD EXPO 2025', 'ICC SYDNEY - HALL 4', '12-13 MARCH'], syd(['sign', 'trade-fair'])));
  add(photo('sydney', at('2025-03-12', 8, 55), 'icc', 'card', ['PACIFIC BUILD EXPO', 'PRIYA RAMAN', 'GREENLINE LANDSCAPES', 'TRADE VISITOR', 'BADGE ID 20931'], syd(['badge', 'trade-fair'])));
  add(photo('sydney', at('2025-03-12', 14, 30), 'icc', 'indoor', [], syd(['trade-fair', 'stands'])));
  const salt = [['GROUP MENU X4', 316.0], ['SHIRAZ X2', 148.0], ['SPARKLING WATER', 12.0]] as const;
  add(photo('sydney', at('2025-03-12', 21, 52), 'surryHills', 'folder', ['SALT & ASH', 'WOOD-FIRED GRILL - SURRY HILLS', '12/03/2025  21:48', ...salt.map(([n, p]) => `${n}  $${dollars(p)}`), `TOTAL  $${dollars(sum(salt))}`],
    syd(['receipt', 'restaurant', 'dinner', 'team-dinner']), { restaurant: 'Salt & Ash', total: dollars(sum(salt)) }));
  add(photo('sydney', at('2025-03-13', 18, 34), 'operaHouse', 'sea', [], syd(['harbour', 'opera-house'])));
  add(screenshot('sydney', at('2025-03-14', 16, 41), 'aus-east', ['Virgin Australia', 'Your boarding pass', 'SYD - MEL', 'Sydney to Melbourne', 'Flight VA 853', 'Fri 14 Mar 2025', 'Boarding 17:15', 'Seat 14C'],
    syd(['boarding-pass', 'flight', 'flight-home']), { flight: 'VA 853', seat: '14C' }));

  // Queenstown, New Zealand: the summer holiday, Saturday 4 – Thursday 9 January.
  const zqn = (extra: string[]) => ['queenstown-trip', 'holiday', ...extra];
  add(photo('queenstown', at('2025-01-04', 5, 36), 'airportCarPark', 'garage', ['LONG TERM CAR PARK', 'ZONE C - ROW 14'], zqn(['parking', 'airport']), { zone: 'C', row: 14 }));
  add(screenshot('queenstown', at('2025-01-04', 6, 7), 'aus-east', ['Air New Zealand', 'Mobile boarding pass', 'MEL - ZQN', 'Melbourne to Queenstown', 'Flight NZ 124', 'Sat 4 Jan 2025', 'Boarding 06:40', 'Seat 23A'],
    zqn(['boarding-pass', 'flight', 'flight-out']), { flight: 'NZ 124', seat: '23A' }));
  add(photo('queenstown', at('2025-01-04', 14, 22), 'lakeside', 'folder', ['KAWARAU LAKESIDE LODGE', 'QUEENSTOWN', 'Room 17 - 5 nights', 'Wi-Fi: KLL-Guest', 'Password: alpine2025', 'Check-out 9 Jan by 10am'],
    zqn(['hotel', 'key-card', 'wifi']), { hotel: 'Kawarau Lakeside Lodge', room: '17', password: 'alpine2025' }));
  const fernhill = [['BLUE COD & CHIPS X2', 64.0], ['GREEN-LIPPED MUSSELS', 28.0], ['PINOT NOIR X2', 34.0]] as const;
  add(photo('queenstown', at('2025-01-04', 21, 9), 'queenstown', 'folder', ['FERNHILL KITCHEN', 'QUEENSTOWN', '04/01/2025  21:05', ...fernhill.map(([n, p]) => `${n}  NZ$${dollars(p)}`), `TOTAL  NZ$${dollars(sum(fernhill))}`],
    zqn(['receipt', 'restaurant', 'dinner']), { restaurant: 'Fernhill Kitchen', total: dollars(sum(fernhill)) }));
  add(photo('queenstown', at('2025-01-05', 10, 14), 'skyline', 'paper', ['SKYLINE QUEENSTOWN', 'GONDOLA + 3 LUGE RIDES', 'ADULT X2  NZ$190.00', '05/01/2025  10:10'], zqn(['ticket', 'gondola']), { price: '190.00' }));
  add(photo('queenstown', at('2025-01-05', 10, 52), 'skyline', 'sea', [], zqn(['view', 'lake', 'gondola'])));
  add(photo('queenstown', at('2025-01-06', 11, 3), 'arrowtown', 'city', [], zqn(['town', 'arrowtown'])));
  add(photo('queenstown', at('2025-01-07', 9, 32), 'queenstown', 'park', [], zqn(['hike', 'hills'])));
  add(photo('queenstown', at('2025-01-07', 11, 18), 'queenstown', 'park', [], zqn(['hike', 'hills', 'view'])));
  const arrow = [['LAMB SHOULDER TO SHARE', 78.0], ['KUMARA FRIES', 14.0], ['CRAFT IPA X2', 26.0]] as const;
  add(photo('queenstown', at('2025-01-08', 20, 11), 'queenstown', 'folder', ['ARROW & OAK', 'SMOKEHOUSE', '08/01/2025  20:06', ...arrow.map(([n, p]) => `${n}  NZ$${dollars(p)}`), `TOTAL  NZ$${dollars(sum(arrow))}`],
    zqn(['receipt', 'restaurant', 'dinner']), { restaurant: 'Arrow & Oak', total: dollars(sum(arrow)) }));
  add(photo('queenstown', at('2025-01-09', 12, 40), 'lakeside', 'sea', [], zqn(['lake', 'view'])));
  add(screenshot('queenstown', at('2025-01-09', 15, 4), 'nz', ['Air New Zealand', 'Mobile boarding pass', 'ZQN - MEL', 'Queenstown to Melbourne', 'Flight NZ 125', 'Thu 9 Jan 2025', 'Boarding 15:40', 'Seat 23C'],
    zqn(['boarding-pass', 'flight', 'flight-home']), { flight: 'NZ 125', seat: '23C' }));

  return shots;
}

const compact = (local: string): string => `${local.slice(0, 10).replace(/-/g, '')}_${local.slice(11, 19).replace(/:/g, '')}`;

/** The unseen album: nobody tuning the engine looks at it. */
export const UNSEEN_PLAN: LifePlan = {
  id: 'unseen',
  defaultSeed: 3141,
  home: SPOTS.home,
  summary: 'Oct 2024 – Jun 2025, home in Brunswick, Melbourne (Australia)',
  camera: { make: 'samsung', model: 'SM-S911B' },
  // Samsung names photos by their local wall clock; screenshots add the app they were taken in.
  photoName: (_n, shot) => `${compact(shot.local)}.jpg`,
  screenshotName: (local, shot) => `Screenshot_${compact(local)}_${shot?.text[0] ?? 'Screen'}.png`,
  shots: unseenShots,
};
