/**
 * The eighth blind album: a life written by a helper who never tuned the engine and read none of its
 * code (nor the other blind albums). Noor Haddad is a GIS analyst at an engineering consultancy and
 * lives in Mount Pleasant, Vancouver, with her partner Sam and their dog Juniper: Canadian dollars
 * with GST 5 % and BC's PST 7 % (10 % on liquor), basic groceries zero-rated, Alberta with GST only,
 * dates printed every way Canada prints them ("2028-03-07", "2028/06/17", "Mar 6, 2028",
 * "SAT MAR 18 2028"), San Diego in US dollars with sales tax and a tip, dates month first there
 * ("04/26/2028"); Pacific time at home (PST −08:00 until 12 March, PDT −07:00 after) and Mountain
 * time in the Rockies; a vivo phone names photos IMG_20280412_183205.jpg by local time and
 * screenshots Screenshot_2028_0412_183205.png. January – October 2028.
 *
 * - home: evenings, walks, the dog, Canada Day, Sam's birthday (photos only), a shopping list on the
 *   fridge and a packing list with ticked boxes before the Rockies;
 * - rink: the Thursday-night league's score card after each game, January – March and again from
 *   October (never "curling": "SHEET B", "END", the skips' names and the ends' points);
 * - dinghy: the boat sign-out slip on Sunday outings, May – September (never "sailing");
 * - errands: car insurance, a plumber, the garage twice, fill-ups, the vet, the dentist, a pharmacy
 *   label, library books, dry cleaning, electricity bills, transit-card loads, groceries, delivery;
 * - outing: a hockey game, an open-air play, the anniversary dinner, a brunch;
 * - whistler: a ski day in February;
 * - sandiego: a conference in April, with a talk of her own;
 * - victoria: the May long weekend by car ferry;
 * - rockies: the August holiday, flying to Calgary and driving to Banff and Jasper in a hire car.
 */
import { pick, type Rng } from '../../../scripts/support/seeded-random';
import { sec, shooter, type LifePlan, type Shot } from '../plan';
import { blind8Offset, SPOTS, type SpotName } from './places';

const { photo, screenshot } = shooter<SpotName>(SPOTS, blind8Offset);

const round2 = (n: number): number => Math.round(n * 100) / 100;
/** "$1,684.00", as Canadian and US documents print dollars. */
const usd = (n: number): string => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const cents = (n: number): string => n.toFixed(2);
const sum = (lines: ReadonlyArray<readonly [string, number]>): number => round2(lines.reduce((t, [, p]) => t + p, 0));
const MON = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const DAY = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];
const dayOf = (date: string): string => DAY[new Date(`${date}T12:00:00Z`).getUTCDay()]!;
/** "2028-01-13" → "THU JAN 13 2028", as the league's cards are printed. */
const upper = (date: string): string => `${dayOf(date)} ${MON[Number(date.slice(5, 7)) - 1]} ${date.slice(8, 10)} ${date.slice(0, 4)}`;
/** "2028-05-07" → "Sun May 07 2028", as the dinghy dock stamps its slips. */
const title = (date: string): string => upper(date).toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());

/** Thursday-night league games: date, draw, sheet, the other skip, our points, theirs. */
export const RINK_GAMES: ReadonlyArray<readonly [string, string, string, string, number, number]> = [
  ['2028-01-13', '7:00', 'B', 'PELLETIER', 6, 4], ['2028-01-20', '9:00', 'D', 'NAKAMURA', 3, 7], ['2028-01-27', '7:00', 'A', 'OKONKWO', 5, 6],
  ['2028-02-03', '9:00', 'C', 'LINDQVIST', 8, 2], ['2028-02-10', '7:00', 'B', 'FARRELL', 4, 6], ['2028-02-24', '7:00', 'E', 'MACLEOD', 7, 3],
  ['2028-03-02', '9:00', 'C', 'PELLETIER', 5, 4], ['2028-03-09', '7:00', 'A', 'NAKAMURA', 6, 3], ['2028-03-16', '9:00', 'D', 'BHATTI', 2, 6],
  ['2028-03-23', '7:00', 'B', 'OKONKWO', 7, 5], ['2028-10-12', '7:00', 'C', 'GRAHAM', 4, 5], ['2028-10-19', '9:00', 'E', 'LINDQVIST', 6, 2],
  ['2028-10-26', '7:00', 'A', 'FARRELL', 3, 8],
];

/** Sunday outings in a club dinghy: date, boat, out, back, wind. */
export const DINGHY_DAYS: ReadonlyArray<readonly [string, string, string, string, string]> = [
  ['2028-05-07', 'LASER 14', '10:05', '11:50', 'W 6-10'], ['2028-05-14', 'LASER 9', '13:10', '15:25', 'NW 8-12'],
  ['2028-05-28', 'ALBACORE 3', '10:20', '12:35', 'W 5-8'], ['2028-06-11', 'LASER 14', '09:45', '11:15', 'SE 10-14'],
  ['2028-06-25', 'LASER 6', '14:00', '16:40', 'W 8-12'], ['2028-07-09', 'ALBACORE 5', '10:30', '13:00', 'NW 6-9'],
  ['2028-07-16', 'LASER 9', '11:05', '12:50', 'W 10-15'], ['2028-07-30', 'LASER 14', '13:20', '15:05', 'W 7-11'],
  ['2028-08-27', 'ALBACORE 3', '10:10', '12:40', 'SW 5-9'], ['2028-09-10', 'LASER 6', '11:00', '13:15', 'NW 8-13'],
  ['2028-09-24', 'LASER 9', '10:15', '12:45', 'W 6-10'],
];

/** Fill-ups at the corner station: date, litres, cents a litre. */
const FILLS: ReadonlyArray<readonly [string, number, number]> = [
  ['2028-01-22', 41.206, 184.9], ['2028-04-01', 38.771, 191.9], ['2028-07-08', 44.019, 197.9], ['2028-07-29', 36.514, 195.9], ['2028-10-15', 42.88, 189.9],
];
const fuelCost = (litres: number, cpl: number): number => round2((litres * cpl) / 100);

/** Every shot of the album, in no particular order (the generator sorts and names them). */
function blind8Shots(random: Rng): Shot[] {
  const s = () => sec(random);
  const shots: Shot[] = [];
  const add = (...x: Shot[]) => shots.push(...x);
  const at = (date: string, hh: number, mm: number) => `${date}T${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}:${s()}`;
  const clock = (date: string, hhmm: string, plus = 0) => {
    const m = Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5)) + plus;
    return at(date, Math.floor(m / 60), m % 60);
  };

  // Evenings at home and walks: no text (the distractors).
  const HOME: Array<string[]> = [['dinner', 'kitchen', 'home'], ['couch', 'movie', 'home'], ['dog', 'juniper', 'home'], ['balcony', 'plants', 'home'], ['rain', 'window', 'home']];
  for (const date of ['2028-01-08', '2028-01-25', '2028-02-15', '2028-03-04', '2028-03-29', '2028-04-12', '2028-05-17', '2028-06-21',
    '2028-07-12', '2028-08-02', '2028-09-07', '2028-10-04', '2028-10-21']) {
    add(photo('home', at(date, 19 + Math.floor(random() * 3), Math.floor(random() * 60)), 'home', 'indoor', [], ['evening', ...pick(random, HOME)]));
  }
  for (const [date, hh, where, scene, tags] of [
    ['2028-01-30', 14, 'seawall', 'sea', ['walk', 'seawall', 'dog']],
    ['2028-03-26', 15, 'seawall', 'sea', ['walk', 'seawall']],
    ['2028-06-18', 19, 'kitsBeach', 'beach', ['walk', 'beach', 'dog']],
    ['2028-09-03', 18, 'kitsBeach', 'beach', ['walk', 'beach', 'sunset']],
    ['2028-10-01', 11, 'seawall', 'sea', ['walk', 'seawall', 'dog']],
  ] as const) {
    add(photo('home', at(date, hh, 5 + Math.floor(random() * 50)), where, scene, [], [...tags]));
  }
  add(photo('home', at('2028-04-09', 10, 20), 'mainStreet', 'park', [], ['dog', 'juniper', 'park']));
  add(photo('home', at('2028-08-26', 9, 40), 'mainStreet', 'park', [], ['dog', 'juniper', 'park']));
  add(photo('home', at('2028-07-01', 22, 25), 'gastown', 'city', [], ['canada-day', 'fireworks', 'night']));
  add(photo('home', at('2028-07-01', 15, 10), 'gastown', 'city', [], ['canada-day', 'parade', 'flags']));
  add(photo('home', at('2028-09-16', 20, 5), 'home', 'party', [], ['birthday', 'sam', 'friends']));
  add(photo('home', at('2028-09-16', 21, 30), 'home', 'party', [], ['birthday', 'sam', 'cake']));
  add(photo('home', at('2028-07-20', 8, 12), 'home', 'note', ['groceries -', 'oat milk, eggs, limes, feta,', 'rye bread, coffee beans,', 'dog food, foil'],
    ['note', 'shopping-list', 'fridge'], { items: ['oat milk', 'eggs', 'limes', 'feta', 'rye bread', 'coffee beans', 'dog food', 'foil'] }));
  add(photo('home', at('2028-08-10', 21, 45), 'home', 'note', ['Rockies - bring', '[x] bear spray', '[x] hiking poles', '[ ] rain shells', '[x] park pass printout', '[ ] binoculars'],
    ['note', 'packing-list', 'rockies-trip-prep'], { packed: ['bear spray', 'hiking poles', 'park pass printout'], left: ['rain shells', 'binoculars'] }));

  // The Thursday-night league: the score card after each game.
  for (const [date, draw, sheet, other, us, them] of RINK_GAMES) {
    add(photo('rink', clock(date, `${draw === '7:00' ? 19 : 21}:00`, 115 + Math.floor(random() * 10)), 'rink', 'paper',
      ['THURSDAY NIGHT MIXED LEAGUE', `${upper(date)}  DRAW ${draw} PM`, `SHEET ${sheet}   8 ENDS`, 'SKIP          SCORE', `${'HADDAD'.padEnd(14)}${us}`, `${other.padEnd(14)}${them}`],
      ['curling', 'score-card', 'league'], { date, sheet, opponent: other, us, them, won: us > them ? 'yes' : 'no' }));
  }
  add(photo('rink', at('2028-01-13', 19, 40), 'rink', 'indoor', [], ['curling', 'ice', 'stones']));
  add(photo('rink', at('2028-10-12', 19, 35), 'rink', 'indoor', [], ['curling', 'ice', 'team']));

  // Sunday outings: the dinghy sign-out slip, photographed when the boat is back.
  for (const [date, boat, out, back, wind] of DINGHY_DAYS) {
    add(photo('dinghy', clock(date, back, 6 + Math.floor(random() * 12)), 'dinghyDock', 'card',
      ['BOAT SIGN-OUT', 'Member 4471  N. HADDAD', title(date), `Boat: ${boat}`, `Out ${out}   Back ${back}`, `Wind ${wind} kn   PFD: YES`],
      ['sailing', 'sign-out', 'dinghy'], { date, boat, out, back }));
  }
  add(photo('dinghy', at('2028-05-07', 10, 40), 'dinghyDock', 'sea', [], ['sailing', 'boat', 'bay']));
  add(photo('dinghy', at('2028-07-16', 11, 50), 'dinghyDock', 'sea', [], ['sailing', 'boat', 'mountains']));

  // The car: insurance, the garage, fill-ups at the corner station.
  add(photo('errands', at('2028-02-28', 18, 20), 'home', 'paper', ['ICBC  AUTOPLAN', "Owner's Certificate of Insurance", 'Licence Plate     Policy Number', 'RM4 82K           QP 7730 4419',
    'Effective         Expiry', '2028-03-01        2029-02-28', 'Vehicle: 2019 MAZDA CX-5', 'Total premium  $1,684.00'],
    ['insurance', 'car', 'certificate'], { plate: 'RM4 82K', policy: 'QP 7730 4419', expiry: '2029-02-28' }));
  const tires = [['Labour', 129]] as const;
  const tiresGst = round2(sum(tires) * 0.05);
  const tiresPst = round2(sum(tires) * 0.07);
  add(photo('errands', at('2028-04-06', 16, 35), 'fraserStreet', 'paper', ['FRASER ST. AUTO & TIRE', 'Work Order 55120', 'Plate RM4 82K   Odo 48,213 km', '1. Seasonal tire changeover', '2. Balance 4 wheels',
    '3. Torque check / TPMS reset', `Parts 0.00   Labour ${cents(129)}`, `GST ${cents(tiresGst)}   PST ${cents(tiresPst)}`, `TOTAL ${usd(129 + tiresGst + tiresPst)}`],
    ['garage', 'car', 'work-order', 'tire-swap'], { garage: 'Fraser St. Auto & Tire', odometer: '48,213', total: cents(129 + tiresGst + tiresPst) }));
  const oil = [['Parts', 96.4], ['Labour', 65]] as const;
  const oilGst = round2(sum(oil) * 0.05);
  const oilPst = round2(96.4 * 0.07);
  add(photo('errands', at('2028-09-14', 12, 50), 'fraserStreet', 'paper', ['FRASER ST. AUTO & TIRE', 'Work Order 56871', 'Plate RM4 82K   Odo 55,902 km', '1. Synthetic oil & filter', '2. Wiper blades (pair)',
    '3. Multi-point inspection', `Parts ${cents(96.4)}   Labour ${cents(65)}`, `GST ${cents(oilGst)}   PST ${cents(oilPst)}`, `TOTAL ${usd(sum(oil) + oilGst + oilPst)}`],
    ['garage', 'car', 'work-order', 'oil-change'], { garage: 'Fraser St. Auto & Tire', odometer: '55,902', total: cents(sum(oil) + oilGst + oilPst) }));
  for (const [date, litres, cpl] of FILLS) {
    add(photo('errands', at(date, 9 + Math.floor(random() * 8), Math.floor(random() * 60)), 'mainStreet', 'paper',
      ['COASTAL FUELS', 'MAIN ST & E 16TH AVE', `${date.replace(/-/g, '/')}  PUMP 3`, `REGULAR  ${litres.toFixed(3)} L`, `@ ${cpl.toFixed(1)} c/L`, `FUEL SALE  $${cents(fuelCost(litres, cpl))}`, 'PRICES INCLUDE GST', 'GST# 81774 2210 RT0001'],
      ['fuel', 'receipt', 'car'], { date, litres: litres.toFixed(3), total: cents(fuelCost(litres, cpl)) }));
  }

  // The house: a plumber under the kitchen sink.
  const plumbParts = 186;
  const plumbLabour = 172.5;
  const plumbGst = round2((plumbParts + plumbLabour) * 0.05);
  const plumbPst = round2(plumbParts * 0.07);
  const plumbTotal = round2(plumbParts + plumbLabour + plumbGst + plumbPst);
  add(photo('errands', at('2028-03-07', 17, 10), 'home', 'paper', ['Licensed  Bonded  24/7 Emergency', 'TIDELINE PLUMBING & HEATING LTD.', 'INVOICE # 20877   DATE 2028-03-07', 'Service address: 412 E 11th Ave',
    `Replace P-trap & supply lines  $${cents(plumbParts)}`, `Labour 1.5 h @ $115.00  $${cents(plumbLabour)}`, `Subtotal  $${cents(plumbParts + plumbLabour)}`, `GST 5%  $${cents(plumbGst)}`, `PST 7% (parts)  $${cents(plumbPst)}`,
    `Amount Due  $${cents(plumbTotal)}`, 'Technician: Darnell'],
    ['plumber', 'invoice', 'home-repair'], { company: 'Tideline Plumbing & Heating', total: cents(plumbTotal), invoice: '20877' }));

  // Health, the dog, paperwork.
  const vet = [['Exam - wellness', 78], ['Rabies vaccine', 42], ['DA2PP booster', 48], ['Bordetella (oral)', 39]] as const;
  const vetGst = round2(sum(vet) * 0.05);
  add(photo('errands', at('2028-04-18', 11, 25), 'mainStreet', 'paper', ['MAIN STREET ANIMAL HOSPITAL', 'Patient: JUNIPER (canine)', 'QTY  DESCRIPTION          AMOUNT',
    ...vet.map(([n, p]) => `1    ${n.padEnd(20)} ${cents(p).padStart(6)}`), `     GST 5%               ${cents(vetGst).padStart(6)}`, `     TOTAL                ${cents(sum(vet) + vetGst).padStart(6)}`, 'Next wellness exam due: 2029-04-18'],
    ['vet', 'invoice', 'dog'], { vaccines: ['rabies', 'DA2PP', 'bordetella'], total: cents(sum(vet) + vetGst) }));
  add(photo('errands', at('2028-06-06', 16, 5), 'cambie', 'card', ['CAMBIE VILLAGE DENTAL', 'Your next visit', 'TUESDAY', 'DECEMBER 5, 2028', '3:40 PM with Dr. Anjali Rao', 'Hygiene and exam  604-555-0148'],
    ['dentist', 'appointment-card'], { date: '2028-12-05', time: '3:40' }));
  add(photo('errands', at('2028-05-03', 18, 40), 'commercialDrive', 'paper', ['Rx: 2284719      Date: 2028-05-03', 'HADDAD, NOOR', 'CETIRIZINE 10 MG TABLET', 'Take 1 tablet daily as needed',
    'Qty: 30   Refills: 2', 'Dr. K. Whitfield', 'COMMERCIAL DRIVE PHARMACY'],
    ['pharmacy', 'label', 'prescription'], { rx: '2284719', refills: 2 }));
  add(photo('errands', at('2028-10-21', 14, 15), 'library', 'paper', ['VANCOUVER PUBLIC LIBRARY', 'Central Library', 'Checked out: 2028-10-21', '1. Tidewater Atlas', '2. A Field Guide to Lichens', '3. The Quiet Cartographer', 'Due: 2028-11-11'],
    ['library', 'checkout-slip', 'books'], { due: '2028-11-11', books: ['Tidewater Atlas', 'A Field Guide to Lichens', 'The Quiet Cartographer'] }));
  add(photo('errands', at('2028-09-20', 8, 35), 'mainStreet', 'paper', ['PRESSED FOR TIME CLEANERS', 'No. 40918', '2 SHIRTS, 1 BLAZER, 1 DRESS', 'READY THU SEP 21 AFTER 4 PM', 'TOTAL $38.75  PAID'],
    ['dry-cleaning', 'ticket'], { ticket: '40918' }));
  for (const [date, amount, due, period] of [['2028-02-14', 142.37, 'Mar 6, 2028', 'Dec 8 - Feb 7'], ['2028-06-12', 88.64, 'Jul 3, 2028', 'Apr 7 - Jun 6']] as const) {
    add(photo('errands', at(date, 20, 10), 'home', 'paper', ['BC HYDRO', 'Account number', '4417 2093 118', 'Total amount due', usd(amount), 'Payment due date', due, `Billing period ${period}`],
      ['hydro', 'electricity', 'bill'], { account: '4417 2093 118', amount: cents(amount), due }));
  }
  for (const [date, hh, mm, load, balance] of [['2028-01-09', 8, 2, 40, 43.1], ['2028-09-05', 7, 51, 25, 31.85]] as const) {
    add(screenshot('errands', at(date, hh, mm), 'pacific', ['Compass', 'Load complete', 'Card ending 4402', `Stored value  ${usd(load)}`, `New balance  ${usd(balance)}`, `${title(date).slice(4, 10)}, 2028`],
      ['transit', 'compass', 'load'], { amount: cents(load) }));
  }

  add(screenshot('errands', at('2028-03-31', 21, 14), 'pacific', ['Send Money', 'e-Transfer sent to', 'Kai Okafor', 'Amount: $180.00', 'Message: March walks', 'for Juniper', 'Ref: CA7Hq2Rm'],
    ['e-transfer', 'dog-walker', 'payment'], { to: 'Kai Okafor', amount: '180.00' }));
  add(screenshot('errands', at('2028-06-29', 18, 3), 'pacific', ['Mobi', 'Your trip has ended', 'Main & 7th → Science World', 'Duration 23 min', 'Charged $2.35'],
    ['bike-share', 'ride'], { minutes: 23 }));

  // Groceries: the supermarket and the fruit market on the Drive.
  const SUPER: ReadonlyArray<readonly [string, ReadonlyArray<readonly [string, number]>]> = [
    ['2028-02-12', [['OAT MILK 1.75L', 5.49], ['BROWN EGGS 12', 6.99], ['CHICKEN THIGHS', 14.82], ['BASMATI RICE 2KG', 8.99]]],
    ['2028-06-17', [['GREEK YOGURT 650G', 6.49], ['SALMON FILLET', 17.4], ['SOURDOUGH LOAF', 5.99], ['SPARKLING WATER  G', 5.99]]],
    ['2028-10-07', [['OAT MILK 1.75L', 5.49], ['PUMPKIN PUREE', 3.29], ['CHEDDAR 400G', 9.99], ['DOG TREATS  GP', 12.99]]],
  ];
  for (const [date, lines] of SUPER) {
    add(photo('errands', at(date, 16, 10 + Math.floor(random() * 40)), 'cambie', 'paper', ['SAVE-ON-FOODS #2214', 'CAMBIE & W 12TH', `${date.replace(/-/g, '/')}  LANE 4`, ...lines.map(([n, p]) => `${n}  ${cents(p)}`), `TOTAL  ${cents(sum(lines))}`],
      ['receipt', 'groceries', 'supermarket'], { store: 'Save-On-Foods', total: cents(sum(lines)), items: lines.map(([n]) => n) }));
  }
  const FRUIT: ReadonlyArray<readonly [string, ReadonlyArray<readonly [string, number]>]> = [
    ['2028-05-13', [['ASPARAGUS', 4.38], ['STRAWBERRIES', 5.99], ['AVOCADO x3', 4.47], ['CILANTRO', 0.99]]],
    ['2028-09-30', [['PEACHES 1.2KG', 6.58], ['CORN x4', 3.96], ['HEIRLOOM TOMATOES', 5.27], ['BLACKBERRIES', 4.99]]],
  ];
  for (const [date, lines] of FRUIT) {
    add(photo('errands', at(date, 11, 10 + Math.floor(random() * 40)), 'commercialDrive', 'paper', ['Fresh every morning', 'DRIVE FRUIT MARKET', `${date.replace(/-/g, '/')}`, ...lines.map(([n, p]) => `${n}  ${cents(p)}`), `TOTAL  ${cents(sum(lines))}`],
      ['receipt', 'groceries', 'fruit-market'], { store: 'Drive Fruit Market', total: cents(sum(lines)), items: lines.map(([n]) => n) }));
  }
  add(screenshot('errands', at('2028-09-22', 19, 48), 'pacific', ['DoorDash', 'Your order has arrived', 'Lotus Pho House', '1x Pho Dac Biet (L)', '2x Fresh Rolls', '1x Lemongrass Tofu', 'Total $48.20 CAD', 'Fri, Sep 22, 7:46 PM'],
    ['delivery', 'takeout', 'order'], { restaurant: 'Lotus Pho House', items: ['pho', 'fresh rolls', 'lemongrass tofu'] }));

  // Outings in town.
  add(photo('outing', at('2028-03-18', 18, 40), 'arena', 'paper', ['VANCOUVER CANUCKS', 'vs EDMONTON OILERS', 'SAT MAR 18 2028  7:00 PM', 'SEC    ROW    SEATS', '309    12     7-8', 'ADMIT TWO  $212.00'],
    ['hockey', 'ticket', 'game'], { section: '309', row: '12', seats: '7-8' }));
  add(photo('outing', at('2028-03-18', 20, 15), 'arena', 'stadium', [], ['hockey', 'game', 'crowd']));
  add(photo('outing', at('2028-07-15', 19, 5), 'kitsBeach', 'paper', ['BARD ON THE BEACH', 'MUCH ADO ABOUT NOTHING', 'Sat Jul 15 2028  7:30 PM', 'Mainstage  Row F  Seats 11-12', 'Vanier Park'],
    ['theatre', 'ticket', 'play'], { play: 'Much Ado About Nothing' }));
  const anniv = [['TASTING MENU x2', 190], ['WINE PAIRING x2', 110], ['OYSTERS (6)', 24]] as const;
  const annivGst = round2(sum(anniv) * 0.05);
  const annivPst = round2(110 * 0.1);
  add(photo('outing', at('2028-06-10', 22, 20), 'gastown', 'folder', ['ARDENT & ASH', 'Water Street, Gastown', 'Jun 10, 2028  Table 7  Guests 2', ...anniv.map(([n, p]) => `${n}  ${cents(p)}`),
    `GST 5%  ${cents(annivGst)}`, `PST 10% (liquor)  ${cents(annivPst)}`, `TOTAL  ${usd(sum(anniv) + annivGst + annivPst)}`],
    ['receipt', 'restaurant', 'anniversary'], { restaurant: 'ardent & ash', total: cents(sum(anniv) + annivGst + annivPst) }));
  add(photo('outing', at('2028-06-10', 19, 50), 'gastown', 'indoor', [], ['anniversary', 'dinner', 'candles']));
  const brunch = [['EGGS BENNY', 19.5], ['HASH SKILLET', 18], ['LATTE x2', 11]] as const;
  add(photo('outing', at('2028-04-30', 11, 40), 'lonsdale', 'folder', ['THE GULL & KETTLE', 'Lonsdale Quay', 'Apr 30, 2028  11:32', ...brunch.map(([n, p]) => `${n}  ${cents(p)}`), `GST 5%  ${cents(round2(sum(brunch) * 0.05))}`, `TOTAL  ${usd(round2(sum(brunch) * 1.05))}`],
    ['receipt', 'restaurant', 'brunch'], { restaurant: 'the gull & kettle', total: cents(round2(sum(brunch) * 1.05)) }));
  add(photo('outing', at('2028-04-30', 12, 30), 'lonsdale', 'sea', [], ['seabus', 'harbour', 'skyline']));

  addTrips(add, at);
  return shots;
}

/** The four trips: a ski day, the conference, the May long weekend and the Rockies. */
function addTrips(add: (...x: Shot[]) => void, at: (date: string, hh: number, mm: number) => string): void {
  // Whistler, Saturday 19 February.
  const ski = (extra: string[]) => ['whistler-trip', 'ski', ...extra];
  add(photo('whistler', at('2028-02-19', 8, 5), 'squamish', 'sea', [], ski(['sea-to-sky', 'fjord', 'road-trip'])));
  add(photo('whistler', at('2028-02-19', 8, 55), 'whistler', 'card', ['WHISTLER BLACKCOMB', '1-DAY LIFT TICKET', 'ADULT   SAT 19 FEB 2028', 'WTP 0284 1193 5571', '$229.00'],
    ski(['lift-ticket'])));
  const rent = [['Ski package x2', 138], ['Helmet x2', 30]] as const;
  const rentTax = round2(sum(rent) * 0.12);
  add(photo('whistler', at('2028-02-19', 8, 35), 'whistler', 'paper', ['SUMMIT SKI & BOARD RENTALS', 'Ski package x2 (skis, boots, poles)  138.00', 'Helmet x2  30.00', `GST/PST  ${cents(rentTax)}`, `TOTAL  ${usd(sum(rent) + rentTax)}`, 'Return by 5:00 PM'],
    ski(['rental', 'receipt'])));
  add(photo('whistler', at('2028-02-19', 12, 20), 'whistler', 'park', [], ski(['snow', 'mountain', 'lift'])));
  add(photo('whistler', at('2028-02-19', 15, 45), 'whistler', 'park', [], ski(['snow', 'village', 'apres'])));

  // San Diego: the conference, Monday 24 – Friday 28 April.
  const sd = (extra: string[]) => ['sandiego-trip', 'conference', ...extra];
  add(screenshot('sandiego', at('2028-04-24', 6, 41), 'pacific', ['Alaska Boarding Pass', 'YVR → SAN', 'Vancouver to San Diego', 'AS 1219  Mon Apr 24', 'Departs 8:05 AM', 'Gate E84  Seat 14C', 'Conf: KXQ4TR'],
    sd(['boarding-pass', 'flight', 'flight-out']), { flight: 'AS 1219', departs: '8:05' }));
  add(photo('sandiego', at('2028-04-24', 15, 30), 'gaslamp', 'folder', ['THE HARBORLIGHT HOTEL', 'GASLAMP QUARTER', 'Room 1412', 'Arrive 04/24/28  Depart 04/28/28', 'Wi-Fi: HarborlightGuest', 'Access code: surf1412'],
    sd(['hotel', 'key-card']), { hotel: 'The Harborlight Hotel', room: '1412' }));
  add(photo('sandiego', at('2028-04-25', 8, 50), 'convention', 'card', ['PACIFIC GEOSPATIAL SUMMIT', 'APRIL 25-27, 2028  SAN DIEGO', 'NOOR HADDAD', 'Coastline Engineering Ltd.', 'FULL CONFERENCE ATTENDEE'],
    sd(['badge']), { conference: 'Pacific Geospatial Summit' }));
  add(photo('sandiego', at('2028-04-25', 18, 10), 'gaslamp', 'city', [], sd(['street', 'evening'])));
  add(photo('sandiego', at('2028-04-26', 13, 12), 'convention', 'sign', ['ROOM 6C', '1:30 PM', 'Flood Mapping at City Scale', 'N. Haddad, Coastline Engineering'],
    sd(['session', 'talk']), { time: '1:30', room: '6C' }));
  const dinner = [['Grilled octopus', 24], ['Fish tacos x2', 38], ['Carne asada', 34], ['Ceviche', 19], ['Margaritas x4', 64]] as const;
  const sdTax = round2(sum(dinner) * 0.0775);
  const sdTip = round2(sum(dinner) * 0.2);
  add(photo('sandiego', at('2028-04-26', 21, 4), 'gaslamp', 'folder', ['OCEAN & AGAVE', 'Coastal Mexican Kitchen', '04/26/2028 8:52 PM  Table 14  Guests 4', ...dinner.map(([n, p]) => `${n}  ${cents(p)}`),
    `Subtotal  ${cents(sum(dinner))}`, `Sales Tax 7.75%  ${cents(sdTax)}`, `Tip 20%  ${cents(sdTip)}`, `Total USD  ${cents(sum(dinner) + sdTax + sdTip)}`],
    sd(['receipt', 'restaurant', 'team-dinner']), { restaurant: 'ocean & agave', tip: cents(sdTip), total: cents(sum(dinner) + sdTax + sdTip) }));
  add(photo('sandiego', at('2028-04-27', 18, 55), 'coronado', 'beach', [], sd(['beach', 'sunset'])));
  add(screenshot('sandiego', at('2028-04-28', 15, 2), 'pacific', ['Alaska Boarding Pass', 'SAN → YVR', 'San Diego to Vancouver', 'AS 1220  Fri Apr 28', 'Departs 4:45 PM', 'Gate 23  Seat 9A', 'Conf: KXQ4TR'],
    sd(['boarding-pass', 'flight', 'flight-home']), { flight: 'AS 1220' }));

  // Victoria: the May long weekend, Saturday 20 – Monday 22 May, with the car on the ferry.
  const vic = (extra: string[]) => ['victoria-trip', 'long-weekend', ...extra];
  add(photo('victoria', at('2028-05-20', 8, 22), 'tsawwassen', 'paper', ['BC FERRIES', 'Tsawwassen - Swartz Bay', 'Sat May 20 2028  9:00 AM', 'Booking ref    Vehicle plate', 'BK7Q4RX        RM4 82K',
    'Vehicle (under 20 ft)  $68.60', 'Adult x2  $39.30', 'Reservation fee  $15.00', 'Total  $122.90  GST incl.'],
    vic(['ferry', 'receipt', 'ferry-out']), { ref: 'BK7Q4RX', total: '122.90' }));
  add(photo('victoria', at('2028-05-20', 12, 40), 'innerHarbour', 'folder', ['SALT & CEDAR INN', 'On the Inner Harbour', 'Guest: Haddad   Room 27', 'May 20 - May 22, 2028', 'Breakfast 7-10 in the Parlour'],
    vic(['hotel', 'key-card']), { hotel: 'Salt & Cedar Inn', room: '27' }));
  add(photo('victoria', at('2028-05-20', 13, 20), 'innerHarbour', 'paper', ['SALISH SEA ADVENTURES', '3-HR MARINE WILDLIFE TOUR', 'SAT MAY 20 2028  1:30 PM', 'ADULT x2  $318.00', 'Boarding: Dock B'],
    vic(['wildlife-tour', 'ticket', 'boat']), { tour: 'marine wildlife tour' }));
  add(photo('victoria', at('2028-05-20', 15, 10), 'innerHarbour', 'sea', [], vic(['orca', 'boat', 'strait'])));
  const fish = [['HALIBUT & CHIPS', 29], ['SEAFOOD CHOWDER', 16], ['CEDAR PLANK SALMON', 34], ['PINT x2', 18]] as const;
  const fishGst = round2(sum(fish) * 0.05);
  const fishPst = round2(18 * 0.1);
  add(photo('victoria', at('2028-05-20', 20, 35), 'innerHarbour', 'folder', ['HARBOUR FISHERY', 'Wharf Street, Victoria', 'May 20, 2028  20:28', ...fish.map(([n, p]) => `${n}  ${cents(p)}`), `GST  ${cents(fishGst)}`, `PST (liquor)  ${cents(fishPst)}`, `TOTAL  ${usd(sum(fish) + fishGst + fishPst)}`],
    vic(['receipt', 'restaurant', 'dinner']), { restaurant: 'harbour fishery', total: cents(sum(fish) + fishGst + fishPst) }));
  add(photo('victoria', at('2028-05-21', 10, 30), 'gardens', 'paper', ['THE BUTCHART GARDENS', 'General Admission', 'Adult x2   $83.00', 'Sun May 21 2028', 'Receipt 3301-88412'],
    vic(['gardens', 'ticket']), { paid: '83.00' }));
  add(photo('victoria', at('2028-05-21', 11, 15), 'gardens', 'park', [], vic(['gardens', 'flowers'])));
  add(photo('victoria', at('2028-05-21', 12, 5), 'gardens', 'park', [], vic(['gardens', 'fountain'])));
  add(photo('victoria', at('2028-05-22', 14, 40), 'swartzBay', 'paper', ['BC FERRIES', 'Swartz Bay - Tsawwassen', 'Mon May 22 2028  3:00 PM', 'Booking ref    Vehicle plate', 'BK9M2TW        RM4 82K', 'Total  $122.90  GST incl.'],
    vic(['ferry', 'receipt', 'ferry-back']), { ref: 'BK9M2TW' }));

  // The Rockies: Saturday 12 – Friday 18 August, by plane to Calgary and a hire car.
  const rk = (extra: string[]) => ['rockies-trip', 'holiday', ...extra];
  add(screenshot('rockies', at('2028-08-12', 6, 58), 'pacific', ['WestJet', 'YVR → YYC', 'Vancouver to Calgary', 'WS 112  Sat Aug 12', 'Boards 7:35 AM', 'Seat 22F'],
    rk(['boarding-pass', 'flight', 'flight-out'])));
  add(photo('rockies', at('2028-08-12', 11, 40), 'yyc', 'paper', ['FOOTHILLS CAR RENTAL', 'Rental Agreement RA 6620417', 'Toyota RAV4   AB plate CKX-4172', 'Out: Aug 12 11:30', 'Due: Aug 18 17:00', 'Est. total $612.48'],
    rk(['car-rental', 'agreement']), { company: 'Foothills Car Rental', plate: 'CKX-4172', agreement: 'RA 6620417' }));
  add(photo('rockies', at('2028-08-12', 13, 50), 'canmore', 'paper', ['PARKS CANADA', 'Discovery Pass - Family/Group', 'Valid to: 2029-08-31', 'Pass $151.25   GST $7.56', 'Total $158.81'],
    rk(['park-pass', 'receipt']), { until: '2029-08-31' }));
  add(photo('rockies', at('2028-08-12', 16, 30), 'banff', 'folder', ['ELKHORN LODGE', 'Banff Avenue', 'Room 214', 'Check-out 11 AM Tue Aug 15', 'Parking stall 38'],
    rk(['hotel', 'key-card']), { hotel: 'Elkhorn Lodge', room: '214' }));
  add(photo('rockies', at('2028-08-13', 10, 5), 'sulphur', 'paper', ['BANFF GONDOLA', 'Adult x2', '$139.98 + GST $7.00', 'Sun Aug 13 2028  Boarding 10:15'],
    rk(['gondola', 'ticket']), { price: '139.98' }));
  add(photo('rockies', at('2028-08-13', 11, 20), 'sulphur', 'park', [], rk(['mountain', 'view', 'summit'])));
  const grizz = [['BISON SHORT RIB', 46], ['ALBERTA STRIPLOIN', 52], ['SASKATOON BERRY PIE', 12], ['CRAFT LAGER x2', 17]] as const;
  const grizzGst = round2(sum(grizz) * 0.05);
  add(photo('rockies', at('2028-08-13', 20, 40), 'banff', 'folder', ['THE GRIZZLY TABLE', 'Banff Avenue', 'Aug 13, 2028  20:31', ...grizz.map(([n, p]) => `${n}  ${cents(p)}`), `GST 5%  ${cents(grizzGst)}`, `TOTAL  ${usd(sum(grizz) + grizzGst)}`],
    rk(['receipt', 'restaurant', 'dinner']), { restaurant: 'the grizzly table', total: cents(sum(grizz) + grizzGst) }));
  add(photo('rockies', at('2028-08-14', 10, 45), 'banff', 'park', [], rk(['hike', 'canyon', 'waterfall'])));
  add(photo('rockies', at('2028-08-14', 15, 20), 'canmore', 'park', [], rk(['lake', 'mountains', 'picnic'])));
  const fuel = fuelCost(48.312, 164.9);
  add(photo('rockies', at('2028-08-15', 17, 20), 'jasper', 'paper', ['JASPER GAS BAR', 'Connaught Drive', '2028-08-15  17:14  PUMP 4', 'REGULAR 48.312 L @ 164.9', `FUEL  $${cents(fuel)}`, 'PRICES INCLUDE GST'],
    rk(['fuel', 'receipt']), { total: cents(fuel) }));
  add(photo('rockies', at('2028-08-15', 18, 5), 'jasper', 'card', ['MALIGNE RIVER CABINS', 'Cabin 9', '3 nights  Aug 15 - Aug 18', 'Wi-Fi: maligne-guest', 'Password: riverstone9'],
    rk(['cabin', 'key-card']), { cabins: 'Maligne River Cabins', cabin: '9' }));
  add(photo('rockies', at('2028-08-16', 9, 30), 'jasper', 'park', [], rk(['elk', 'wildlife', 'morning'])));
  add(photo('rockies', at('2028-08-16', 14, 10), 'jasper', 'park', [], rk(['lake', 'canoe', 'mountains'])));
  add(photo('rockies', at('2028-08-17', 11, 0), 'jasper', 'park', [], rk(['canyon', 'hike', 'river'])));
  add(screenshot('rockies', at('2028-08-18', 19, 12), 'mountain', ['WestJet', 'YYC → YVR', 'Calgary to Vancouver', 'WS 129  Fri Aug 18', 'Boards 8:40 PM', 'Seat 18A'],
    rk(['boarding-pass', 'flight', 'flight-home'])));
}

/** "2028-04-12T18:32:05" → "20280412_183205". */
const stamp = (local: string): string => `${local.slice(0, 10).replace(/-/g, '')}_${local.slice(11, 19).replace(/:/g, '')}`;

/** The eighth blind album, committed before the engine first ran on it. */
export const BLIND8_PLAN: LifePlan = {
  id: 'blind8',
  defaultSeed: 2864,
  home: SPOTS.home,
  summary: 'Jan – Oct 2028, home in Mount Pleasant, Vancouver',
  camera: { make: 'vivo', model: 'V2324A' },
  photoName: (_n, shot) => `IMG_${stamp(shot.local)}.jpg`,
  // vivo writes the screenshot's date as year, then month and day together: Screenshot_2028_0412_183205.
  screenshotName: (local) => `Screenshot_${local.slice(0, 4)}_${local.slice(5, 7)}${local.slice(8, 10)}_${local.slice(11, 19).replace(/:/g, '')}.png`,
  shots: blind8Shots,
};
