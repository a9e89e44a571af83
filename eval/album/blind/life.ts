/**
 * The blind album: a fourth life, written by someone who never tuned the engine, so that the figure
 * it gives is honest. Naledi Mokoena, an urban planner, lives in Observatory, Cape Town (rands with
 * a space between thousands, receipts dated "2026/05/12" or "12/05/2026", SAST +02:00 all year and
 * no daylight saving; Mauritius is +04:00). Southern hemisphere: winter is June to August. A OnePlus
 * 11 names photos IMG<local time> (IMG20260514183205.jpg) and screenshots the AOSP way,
 * Screenshot_<yyyymmdd>-<hhmmss>.png. February – October 2026.
 *
 * - home: evenings (no text: the distractors), walks (Sea Point, Kirstenbosch, Table Mountain,
 *   Muizenberg beach), a braai at home and Sipho's 30th at a bar (a chalkboard, then photos without
 *   text), a weekly meal plan on the fridge whiteboard, handwritten lists ("Gift ideas", "Before
 *   Mauritius:");
 * - run: a Saturday-morning timed 5 km run's results e-mail, screenshotted (never "run", "running"
 *   or "workout": "5K", "event #", "time", "position");
 * - yoga: the studio's chalkboard on Wednesday evenings (the class and the teacher; never "yoga"),
 *   and its weekly timetable once;
 * - fuel: the same filling station's receipt (litres, rand per litre; never "petrol");
 * - errands: grocery receipts, prepaid electricity bought in a banking app (meter, token, units),
 *   the municipal bill (rates, water, refuse), a pharmacy label, a library issue slip, a vacuum
 *   cleaner's warranty card, the car's licence-disc renewal, the waterfront mall's parking tickets;
 * - outing: a music festival's day pass, a gallery ticket, three restaurant bills whose first,
 *   largest line is the name, a café's specials board;
 * - stellenbosch: a Saturday at a wine farm and a padstal (farm stall);
 * - joburg: a planning summit, Monday 18 – Thursday 21 May: flights, the airport train, the hotel's
 *   key-card folder, the badge, the sign of her own talk, a dinner bill;
 * - mauritius: the winter holiday, Saturday 4 – Saturday 11 July: airport long-stay parking, the
 *   flights, the hotel's folder and Wi-Fi card, a catamaran ticket, a nature park ticket, three bills
 *   in rupees, beaches and the market without text;
 * - hermanus: the Heritage Day long weekend, Thursday 24 – Sunday 27 September: the cottage's Wi-Fi
 *   card, a whale-watching boat ticket (never "whale"), the sea and the cliff path.
 */
import { pick, type Rng } from '../../../scripts/support/seeded-random';
import { sec, shooter, type LifePlan, type Shot } from '../plan';
import { blindOffset, SPOTS, type SpotName } from './places';

const { photo, screenshot } = shooter<SpotName>(SPOTS, blindOffset);

const round2 = (n: number): number => Math.round(n * 100) / 100;
const sum = (lines: ReadonlyArray<readonly [string, number]>): number => round2(lines.reduce((t, [, p]) => t + p, 0));
/** 1512.55 → "1 512.55": South African receipts group thousands with a space. */
const grouped = (n: number, sep: string): string => {
  const [whole, cents] = n.toFixed(2).split('.') as [string, string];
  return `${whole.replace(/\B(?=(\d{3})+$)/g, sep)}.${cents}`;
};
export const rand = (n: number): string => `R ${grouped(n, ' ')}`;
/** Mauritian rupees group thousands with a comma: "Rs 1,250.00". */
export const rupees = (n: number): string => `Rs ${grouped(n, ',')}`;
/** "2026-05-12" → "2026/05/12", as South African till slips print it. */
const slashDate = (date: string): string => date.replace(/-/g, '/');
/** "2026-05-12" → "12/05/2026". */
const dayFirst = (date: string): string => date.split('-').reverse().join('/');
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "2026-02-14" → "Sat 14 Feb 2026", as the apps write it. */
const spoken = (date: string): string => {
  const d = new Date(`${date}T12:00:00Z`);
  return `${DAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
};

/** Saturday-morning 5 km runs: the date, the finishing time and the position. */
export const RUNS: Array<[string, string, number]> = [
  ['2026-02-14', '29:41', 188], ['2026-03-14', '29:05', 171], ['2026-04-04', '28:37', 166], ['2026-05-02', '28:50', 173],
  ['2026-05-16', '28:12', 152], ['2026-05-30', '27:58', 149], ['2026-06-13', '28:21', 140], ['2026-08-08', '28:44', 161],
  ['2026-08-29', '27:36', 138], ['2026-09-19', '26:58', 121], ['2026-10-10', '27:20', 133], ['2026-10-24', '27:09', 127],
];

/** Wednesday-evening classes at the studio, and who taught them. */
export const CLASSES: Array<[string, string]> = [
  ['2026-02-25', 'AMARA'], ['2026-03-11', 'AMARA'], ['2026-04-01', 'AMARA'], ['2026-04-22', 'LIESL'], ['2026-06-17', 'AMARA'],
  ['2026-08-05', 'AMARA'], ['2026-08-12', 'AMARA'], ['2026-08-26', 'LIESL'], ['2026-10-14', 'THEMBA'],
];

/** Filling up: date, time, litres, rand per litre (the price moves every month). */
const FILL_UPS: Array<[string, string, number, number]> = [
  ['2026-02-09', '17:42', 38.42, 21.89], ['2026-03-16', '07:55', 35.1, 21.64], ['2026-04-20', '18:10', 40.05, 22.37],
  ['2026-05-17', '16:31', 33.28, 22.91], ['2026-06-08', '08:04', 37.66, 23.4], ['2026-06-29', '17:48', 36.12, 23.4],
  ['2026-08-03', '18:22', 39.47, 23.12], ['2026-09-23', '16:57', 41.03, 22.86], ['2026-10-19', '07:49', 34.58, 22.51],
];

/** Every shot of the album, in no particular order (the generator sorts and names them). */
function blindShots(random: Rng): Shot[] {
  const s = () => sec(random);
  const shots: Shot[] = [];
  const add = (...x: Shot[]) => shots.push(...x);
  const at = (date: string, hh: number, mm: number) => `${date}T${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}:${s()}`;

  // Evenings at home: no text (the distractors).
  const HOME: Array<string[]> = [['dinner', 'food', 'home'], ['cat', 'couch', 'home'], ['stoep', 'sunset', 'home'], ['cooking', 'kitchen', 'home'], ['reading', 'home']];
  for (const date of ['2026-02-03', '2026-02-22', '2026-03-08', '2026-04-12', '2026-04-29', '2026-05-24', '2026-06-21', '2026-08-18', '2026-09-06', '2026-10-04']) {
    add(photo('home', at(date, 18 + Math.floor(random() * 3), Math.floor(random() * 60)), 'home', 'indoor', [], ['evening', ...pick(random, HOME)]));
  }
  add(photo('home', at('2026-02-08', 11, 20), 'muizenberg', 'beach', [], ['beach', 'surf', 'outdoors']));
  add(photo('home', at('2026-03-01', 8, 45), 'tableMountain', 'park', [], ['hike', 'mountain', 'outdoors']));
  add(photo('home', at('2026-03-01', 10, 5), 'tableMountain', 'city', [], ['hike', 'view', 'outdoors']));
  add(photo('home', at('2026-05-10', 16, 30), 'seaPoint', 'sea', [], ['walk', 'promenade', 'outdoors']));
  add(photo('home', at('2026-08-23', 11, 10), 'kirstenbosch', 'park', [], ['walk', 'garden', 'outdoors']));
  add(photo('home', at('2026-10-11', 17, 40), 'seaPoint', 'sea', [], ['walk', 'promenade', 'sunset', 'outdoors']));

  // A braai at home on Human Rights Day, Saturday 21 March: photos only.
  for (const [hh, mm, tags] of [[13, 5, ['fire', 'food']], [14, 40, ['friends', 'food']], [17, 20, ['friends', 'garden']]] as const) {
    add(photo('home', at('2026-03-21', hh, mm), 'home', 'party', [], ['braai', 'friends', 'home', ...tags]));
  }
  // Sipho's 30th at a bar in Woodstock, Saturday 13 June: the chalkboard, then the party.
  add(photo('home', at('2026-06-13', 19, 12), 'woodstockBar', 'sign', ['HAPPY 30TH', 'SIPHO!', 'RESERVED FROM 19:00'], ['birthday', 'sipho', '30th', 'sign']));
  for (const [hh, mm] of [[20, 5], [21, 30], [23, 10]] as const) {
    add(photo('home', at('2026-06-13', hh, mm), 'woodstockBar', 'party', [], ['birthday', 'sipho', '30th', 'party']));
  }

  // Lists: the fridge whiteboard and two notes on the pad by the phone.
  const meals = [['MON', 'LENTIL CURRY'], ['TUE', 'PASTA'], ['WED', 'FISH TACOS'], ['THU', 'LEFTOVERS'], ['FRI', 'TAKEAWAY']] as const;
  add(photo('home', at('2026-05-31', 19, 2), 'home', 'whiteboard', ['MEAL PLAN', ...meals.map(([d, m]) => `${d} - ${m}`)], ['meal-plan', 'whiteboard'], { wednesday: 'fish tacos' }));
  add(photo('home', at('2026-06-24', 21, 14), 'home', 'note', ['Before Mauritius:', '- exchange rupees', '- travel insurance', '- renew passport photo', '- cat sitter keys'], ['note', 'to-do', 'mauritius-prep'],
    { items: ['exchange rupees', 'travel insurance', 'renew passport photo', 'cat sitter keys'] }));
  add(photo('home', at('2026-07-28', 20, 37), 'home', 'note', ['Gift ideas - Mama 60th:', '- silk scarf', '- pottery class', '- photo book', '- orchid'], ['note', 'gift-ideas', 'mama'],
    { items: ['silk scarf', 'pottery class', 'photo book', 'orchid'] }));

  // The Saturday 5K: the results e-mail, screenshotted at breakfast.
  for (const [date, time, position] of RUNS) {
    const event = 200 + Math.round((Date.parse(date) - Date.parse('2026-01-03')) / (7 * 86_400_000));
    add(screenshot('run', at(date, 10, 5 + Math.floor(random() * 40)), 'za', ['Green Point 5K', `Results: event #${event}`, 'Naledi MOKOENA', `Time: ${time}`, `Position: ${position}`, spoken(date), 'Thanks, volunteers!'],
      ['5k', 'run', 'workout', 'result'], { time, position, event }));
  }

  // The studio on Wednesday evenings: the chalkboard by the door; once, its weekly timetable.
  add(photo('yoga', at('2026-02-25', 18, 12), 'studio', 'whiteboard', ['STILLWATER STUDIO', 'MON 06:30  POWER VINYASA', 'WED 18:30  SLOW FLOW', 'SAT 09:00  YIN', 'SUN 17:00  RESTORATIVE'],
    ['studio', 'yoga', 'timetable'], { saturday: '09:00' }));
  for (const [date, teacher] of CLASSES) {
    add(photo('yoga', at(date, 18, 20 + Math.floor(random() * 8)), 'studio', 'sign', ['STILLWATER STUDIO', 'TONIGHT 18:30', 'SLOW FLOW', `WITH ${teacher}`],
      ['studio', 'yoga', 'workout', 'class'], { teacher: teacher[0] + teacher.slice(1).toLowerCase() }));
  }

  // Filling up the car: the same station's slip each time.
  for (const [date, time, litres, price] of FILL_UPS) {
    const total = round2(litres * price);
    add(photo('fuel', at(date, Number(time.slice(0, 2)), Number(time.slice(3)) + 1), 'fuel', 'paper', ['SUNVALE FUEL', 'LOWER MAIN RD, OBSERVATORY', `${slashDate(date)}  ${time}`, 'ULP 95  PUMP 4', `${litres.toFixed(2)} L @ ${rand(price)}`, `TOTAL  ${rand(total)}`, 'CARD ****2231'],
      ['fuel', 'receipt', 'car', 'sunvale'], { litres: litres.toFixed(2), total: total.toFixed(2) }));
  }

  // Errands.
  const groceries: Array<[string, string, Array<readonly [string, number]>]> = [
    ['2026-02-21', '10:14', [['ROOIBOS TEA 80S', 42.99], ['FREE RANGE EGGS 18', 74.99], ['BUTTERNUT', 21.99], ['AMASI 2L', 38.49]]],
    ['2026-04-26', '11:02', [['BOEREWORS 1KG', 119.99], ['CHAKALAKA 410G', 22.49], ['MIELIE BREAD', 29.99], ['AVOCADOS 4S', 49.99]]],
    ['2026-08-16', '09:47', [['ROOIBOS TEA 80S', 44.99], ['OATS 1KG', 36.99], ['BANANAS 1KG', 27.99], ['CHEDDAR 700G', 109.99]]],
    ['2026-10-25', '10:31', [['FREE RANGE EGGS 18', 79.99], ['BUTTERMILK RUSKS', 54.99], ['SPINACH 300G', 24.99], ['HUMMUS 250G', 39.99]]],
  ];
  for (const [date, time, items] of groceries) {
    add(photo('errands', at(date, Number(time.slice(0, 2)), Number(time.slice(3)) + 3), 'grocer', 'paper', ['FRESHWAYS OBSERVATORY', `${slashDate(date)}  ${time}`, ...items.map(([n, p]) => `${n}  ${rand(p)}`), `TOTAL  ${rand(sum(items))}`],
      ['receipt', 'groceries', 'freshways'], { store: 'Freshways', items: items.map(([n]) => n.toLowerCase()), total: sum(items).toFixed(2) }));
  }
  const tokens: Array<[string, string, string, string, number]> = [
    ['2026-03-03', '19:12', '1193-4420-8817-0065-2291', '221.3', 600],
    ['2026-06-02', '20:40', '5507-3182-9946-2714-0838', '362.8', 1000],
    ['2026-08-25', '18:04', '4821-0937-5562-1840-3377', '342.6', 1000],
  ];
  for (const [date, time, token, units, amount] of tokens) {
    add(screenshot('errands', at(date, Number(time.slice(0, 2)), Number(time.slice(3))), 'za', ['Baobab Bank', 'Prepaid electricity', 'Meter: 04123398761', 'Token:', token, `Units: ${units} kWh`, `Amount: ${rand(amount)}`, `${spoken(date)} ${time}`],
      ['electricity', 'prepaid', 'token'], { meter: '04123398761', token, units, amount: amount.toFixed(2) }));
  }
  const bills: Array<[string, string, number, number, number, number]> = [
    ['2026-03-12', '2026-03-05', 905.1, 9, 341.6, 214.0],
    ['2026-06-10', '2026-06-05', 912.4, 11, 386.15, 214.0],
  ];
  for (const [taken, statement, rates, kl, water, refuse] of bills) {
    const due = `${statement.slice(0, 8)}25`;
    const total = round2(rates + water + refuse);
    add(photo('errands', at(taken, 19, 25 + Math.floor(random() * 20)), 'home', 'folder', ['TABLE BAY MUNICIPALITY', 'ACCOUNT NO 5520118734', `STATEMENT ${slashDate(statement)}`, `RATES  ${rand(rates)}`, `WATER ${kl} KL  ${rand(water)}`, `REFUSE  ${rand(refuse)}`, `AMOUNT DUE  ${rand(total)}`, `DUE BY ${slashDate(due)}`],
      ['bill', 'municipal', 'water'], { account: '5520118734', total: total.toFixed(2), due }));
  }
  add(photo('errands', at('2026-05-12', 12, 18), 'pharmacy', 'paper', ['MEDILINE PHARMACY', 'AMOXICILLIN 500MG', 'TAKE 1 CAPSULE 3X DAILY', 'FOR 7 DAYS - FINISH ALL', 'QTY 21   REPEATS 0', `N MOKOENA  ${slashDate('2026-05-12')}`, 'DR T NAIDOO'],
    ['pharmacy', 'prescription', 'medication'], { drug: 'Amoxicillin', doctor: 'Naidoo', perDay: 3 }));
  add(photo('errands', at('2026-10-10', 14, 36), 'library', 'paper', ['OBSERVATORY LIBRARY', `ISSUE SLIP  ${dayFirst('2026-10-10')}`, 'WINTER IN THE KAROO', 'THE LAST FERRY HOME', `DATE DUE: ${dayFirst('2026-11-07')}`],
    ['library', 'loan', 'books'], { books: ['Winter in the Karoo', 'The Last Ferry Home'], due: '2026-11-07' }));
  add(photo('errands', at('2026-03-07', 15, 48), 'home', 'card', ['CYCLONIX', 'WARRANTY CARD', 'V8 CORDLESS STICK CLEANER', 'SERIAL NO: CX8-24117-ZA', `PURCHASED: ${slashDate('2026-03-07')}`, 'WARRANTY: 24 MONTHS'],
    ['warranty', 'vacuum', 'appliance'], { serial: 'CX8-24117-ZA', purchased: '2026-03-07', months: 24 }));
  add(photo('errands', at('2026-04-20', 10, 33), 'home', 'paper', ['MOTOR VEHICLE LICENCE', 'RENEWAL RECEIPT', 'REG NO: CA 418-227', 'VW POLO VIVO  WHITE', `VALID UNTIL: ${slashDate('2027-04-30')}`, `FEE PAID  ${rand(552)}`],
    ['car', 'licence-disc', 'receipt'], { plate: 'CA 418-227', expires: '2027-04-30', fee: '552.00' }));
  const mallParking: Array<[string, string, string, string, number]> = [
    ['2026-04-18', '10:20', 'P2', 'C', 30], ['2026-06-27', '13:05', 'P1', 'K', 25], ['2026-10-17', '10:42', 'P3', 'F', 40],
  ];
  for (const [date, entry, level, row, paid] of mallParking) {
    const out = Number(entry.slice(0, 2)) + 3;
    add(photo('errands', at(date, out, 10 + Math.floor(random() * 30)), 'mall', 'paper', ['HARBOURSIDE MALL PARKING', `LEVEL ${level}  ROW ${row}`, `ENTRY ${dayFirst(date)} ${entry}`, `PAID  ${rand(paid)}`],
      ['parking', 'receipt', 'mall'], { level, row, paid: paid.toFixed(2) }));
  }

  // Outings in Cape Town.
  add(photo('outing', at('2026-03-28', 13, 40), 'festival', 'paper', ['CAPE SOUND FESTIVAL', 'DAY PASS - SAT 28 MAR', 'GATE 3', `GENERAL ADMISSION  ${rand(495)}`], ['ticket', 'festival', 'music'], { festival: 'Cape Sound Festival' }));
  add(photo('outing', at('2026-03-28', 16, 15), 'festival', 'stadium', [], ['festival', 'music', 'stage']));
  add(photo('outing', at('2026-03-28', 20, 50), 'festival', 'party', [], ['festival', 'music', 'crowd']));
  add(photo('outing', at('2026-10-17', 11, 5), 'gallery', 'paper', ['SILO HOUSE GALLERY', 'CONTEMPORARY ART', 'ADMIT ONE ADULT', rand(250), dayFirst('2026-10-17')], ['ticket', 'gallery', 'museum'], { gallery: 'Silo House Gallery' }));
  add(photo('outing', at('2026-10-17', 11, 50), 'gallery', 'indoor', [], ['gallery', 'art']));
  add(photo('outing', at('2026-05-09', 10, 25), 'seaPoint', 'whiteboard', ['HARBOUR LIGHT CAFE', "TODAY'S SPECIALS", `BOBOTIE  ${rand(145)}`, `SNOEK FISHCAKES  ${rand(125)}`, `MALVA PUDDING  ${rand(65)}`],
    ['cafe', 'menu', 'specials'], { items: ['bobotie', 'snoek fishcakes', 'malva pudding'] }));
  const dinners: Array<[string, string, SpotName, string, string, Array<readonly [string, number]>]> = [
    ['2026-02-14', '21:40', 'kloofStreet', 'LA PETITE VIGNE', 'KLOOF STREET', [['TASTING MENU x2', 1290], ['PINOTAGE x2', 190], ['SPARKLING WATER', 45]]],
    ['2026-06-06', '20:55', 'bokaap', 'SPICE ROOM', 'BO-KAAP', [['CAPE MALAY CURRY', 165], ['DENNINGVLEIS', 185], ['ROTI x2', 50], ['FALOODA x2', 90]]],
    ['2026-10-03', '20:20', 'noodleBar', 'NOODLE YARD', 'SALT RIVER', [['DAN DAN NOODLES', 125], ['PORK BAO x3', 114], ['JASMINE TEA', 35]]],
  ];
  for (const [date, time, where, name, area, items] of dinners) {
    add(photo('outing', at(date, Number(time.slice(0, 2)), Number(time.slice(3)) + 4), where, 'folder', [name, area, `${dayFirst(date)}  ${time}`, ...items.map(([n, p]) => `${n}  ${rand(p)}`), `TOTAL  ${rand(sum(items))}`],
      ['receipt', 'restaurant', 'dinner', 'cape-town'], { restaurant: name.toLowerCase(), total: sum(items).toFixed(2) }));
  }

  // Stellenbosch for the day, Saturday 11 April: a wine farm's tasting room and a padstal.
  const wine = [['TASTING x2', 240], ['CHENIN BLANC 2024 x2', 380]] as const;
  add(photo('stellenbosch', at('2026-04-11', 12, 31), 'wineFarm', 'paper', ['DASSIEKLOOF WINE ESTATE', 'TASTING ROOM', `${slashDate('2026-04-11')}  12:26`, ...wine.map(([n, p]) => `${n}  ${rand(p)}`), `TOTAL  ${rand(sum(wine))}`],
    ['receipt', 'wine', 'stellenbosch-day'], { farm: 'Dassiekloof', total: sum(wine).toFixed(2) }));
  add(photo('stellenbosch', at('2026-04-11', 13, 15), 'wineFarm', 'park', [], ['vineyard', 'stellenbosch-day', 'outdoors']));
  const padstal = [['BILTONG 250G', 95], ['HOMEMADE RUSKS', 65], ['FIG JAM', 48], ['MELKTERT x2', 56]] as const;
  add(photo('stellenbosch', at('2026-04-11', 15, 8), 'farmStall', 'paper', ['OUPA KOOS PADSTAL', 'R44 STELLENBOSCH', ...padstal.map(([n, p]) => `${n}  ${rand(p)}`), `TOTAL  ${rand(sum(padstal))}`],
    ['receipt', 'padstal', 'farm-stall', 'stellenbosch-day'], { items: ['biltong', 'rusks', 'fig jam', 'melktert'], total: sum(padstal).toFixed(2) }));

  // Johannesburg for the planning summit, Monday 18 – Thursday 21 May.
  const jnb = (extra: string[]) => ['joburg-trip', 'summit', 'work', ...extra];
  add(screenshot('joburg', at('2026-05-18', 6, 21), 'za', ['Kestrel Air', 'Your boarding card', 'CPT - JNB', 'Cape Town to Johannesburg', 'Flight KS 312', spoken('2026-05-18'), 'Boarding 06:55', 'Seat 15C'],
    jnb(['boarding-pass', 'flight', 'flight-out']), { flight: 'KS 312', seat: '15C' }));
  add(photo('joburg', at('2026-05-18', 10, 4), 'ortambo', 'paper', ['CITYLINK RAIL', 'OR TAMBO - ROSEBANK', 'SINGLE  ADULT', `${dayFirst('2026-05-18')}  10:02`, `FARE  ${rand(210)}`],
    jnb(['ticket', 'train', 'airport-train']), { fare: '210.00' }));
  add(photo('joburg', at('2026-05-18', 11, 42), 'rosebankHotel', 'folder', ['THE JACARANDA HOTEL', 'ROSEBANK', 'ROOM 611 - 3 NIGHTS', 'WI-FI: Jacaranda-Guest', 'PASSWORD: purple611', 'CHECK-OUT THU 21 MAY'],
    jnb(['hotel', 'key-card', 'wifi']), { hotel: 'The Jacaranda Hotel', room: '611', password: 'purple611' }));
  add(photo('joburg', at('2026-05-19', 8, 14), 'summit', 'sign', ['AFRICA URBAN FUTURES', 'SUMMIT 2026', 'ROSEBANK CONVENTION HALL', '19 - 20 MAY'], jnb(['sign', 'conference'])));
  add(photo('joburg', at('2026-05-19', 8, 22), 'summit', 'card', ['AFRICA URBAN FUTURES 2026', 'NALEDI MOKOENA', 'OBS PLANNING STUDIO', 'SPEAKER'], jnb(['badge', 'conference'])));
  add(photo('joburg', at('2026-05-19', 11, 5), 'summit', 'indoor', [], jnb(['conference', 'audience'])));
  const grill = [['RIBEYE 300G x3', 795], ['SIDES TO SHARE', 180], ['SHIRAZ BOTTLE', 420], ['MALVA PUDDING x3', 225]] as const;
  add(photo('joburg', at('2026-05-19', 21, 12), 'grill', 'folder', ['EMBER & OAK', 'GRILL HOUSE - ROSEBANK', `${dayFirst('2026-05-19')}  21:08`, ...grill.map(([n, p]) => `${n}  ${rand(p)}`), `TOTAL  ${rand(sum(grill))}`],
    jnb(['receipt', 'restaurant', 'dinner']), { restaurant: 'ember & oak', total: sum(grill).toFixed(2) }));
  add(photo('joburg', at('2026-05-20', 13, 41), 'summit', 'sign', ['HALL B  14:00', 'STREETS FOR PEOPLE', 'NALEDI MOKOENA'], jnb(['sign', 'talk']), { room: 'Hall B', time: '14:00' }));
  add(screenshot('joburg', at('2026-05-21', 17, 6), 'za', ['Kestrel Air', 'Your boarding card', 'JNB - CPT', 'Johannesburg to Cape Town', 'Flight KS 327', spoken('2026-05-21'), 'Boarding 17:45', 'Seat 9A'],
    jnb(['boarding-pass', 'flight', 'flight-home']), { flight: 'KS 327', seat: '9A' }));

  // Mauritius: the winter holiday, Saturday 4 – Saturday 11 July.
  const mru = (extra: string[]) => ['mauritius-trip', 'holiday', ...extra];
  add(photo('mauritius', at('2026-07-04', 6, 12), 'airportParking', 'garage', ['STAY & PARK  LONG STAY', 'BAY C-112'], mru(['parking', 'airport']), { bay: 'C-112' }));
  add(screenshot('mauritius', at('2026-07-04', 6, 48), 'za', ['Air Oceana', 'E-boarding card', 'CPT - MRU', 'Cape Town to Mauritius', 'Flight IO 841', spoken('2026-07-04'), 'Boarding 07:30', 'Seat 22A'],
    mru(['boarding-pass', 'flight', 'flight-out']), { flight: 'IO 841', seat: '22A' }));
  add(photo('mauritius', at('2026-07-04', 16, 20), 'grandBaie', 'folder', ['LE PAVILLON BLEU', 'GRAND BAIE', 'ROOM 214 - 7 NIGHTS', 'CHECK-OUT SAT 11 JUL 11:00'], mru(['hotel', 'key-card']), { hotel: 'Le Pavillon Bleu', room: '214' }));
  add(photo('mauritius', at('2026-07-04', 16, 31), 'grandBaie', 'card', ['PAVILLON BLEU GUEST WI-FI', 'NETWORK: PavillonGuest', 'PASSWORD: lagon2026'], mru(['wifi', 'card']), { password: 'lagon2026' }));
  const dinnerMu = (date: string, time: string, where: SpotName, name: string, area: string, items: ReadonlyArray<readonly [string, number]>, meal: string) =>
    add(photo('mauritius', at(date, Number(time.slice(0, 2)), Number(time.slice(3)) + 3), where, 'folder', [name, area, `${dayFirst(date)}  ${time}`, ...items.map(([n, p]) => `${n}  ${rupees(p)}`), `TOTAL  ${rupees(sum(items))}`],
      mru(['receipt', 'restaurant', meal]), { restaurant: name.toLowerCase(), total: sum(items).toFixed(2) }));
  dinnerMu('2026-07-04', '20:15', 'grandBaie', 'LE RECIF ROUGE', 'GRAND BAIE', [['OCTOPUS CURRY', 650], ['CATCH OF THE DAY', 890], ['PHOENIX BEER x2', 300]], 'dinner');
  add(photo('mauritius', at('2026-07-05', 10, 40), 'grandBaie', 'beach', [], mru(['beach', 'lagoon'])));
  add(photo('mauritius', at('2026-07-06', 8, 51), 'pier', 'paper', ['LAGOON SPIRIT CATAMARANS', 'FULL DAY - NORTHERN ISLANDS', 'PIER 2 - DEPART 09:00', `ADULT x2  ${rupees(5600)}`, dayFirst('2026-07-06')],
    mru(['ticket', 'catamaran', 'boat']), { pier: '2', departs: '09:00', price: '5600.00' }));
  add(photo('mauritius', at('2026-07-06', 12, 30), 'pier', 'sea', [], mru(['boat', 'sea', 'island'])));
  add(photo('mauritius', at('2026-07-07', 10, 15), 'portLouis', 'city', [], mru(['market', 'town'])));
  add(photo('mauritius', at('2026-07-08', 11, 2), 'chamarel', 'paper', ['TERRES ROUGES NATURE PARK', 'CHAMAREL', `ADULT x2  ${rupees(800)}`, dayFirst('2026-07-08')], mru(['ticket', 'park']), { park: 'Terres Rouges' }));
  dinnerMu('2026-07-08', '13:05', 'chamarel', 'TABLE DU VOLCAN', 'CHAMAREL', [['CREOLE CHICKEN', 720], ['FISH VINDAYE', 780], ['FRESH JUICE x2', 260]], 'lunch');
  add(photo('mauritius', at('2026-07-08', 14, 20), 'chamarel', 'park', [], mru(['waterfall', 'outdoors'])));
  add(photo('mauritius', at('2026-07-09', 15, 45), 'flicEnFlac', 'beach', [], mru(['beach', 'sunset'])));
  dinnerMu('2026-07-09', '19:50', 'grandBaie', 'SAFRAN & COCO', 'GRAND BAIE', [['PRAWN BIRYANI', 850], ['DHOLL PURI x4', 240], ['LYCHEE SORBET x2', 380]], 'dinner');
  add(photo('mauritius', at('2026-07-10', 9, 30), 'grandBaie', 'sea', [], mru(['lagoon', 'view'])));
  add(screenshot('mauritius', at('2026-07-11', 13, 40), 'mu', ['Air Oceana', 'E-boarding card', 'MRU - CPT', 'Mauritius to Cape Town', 'Flight IO 842', spoken('2026-07-11'), 'Boarding 14:20', 'Seat 22C'],
    mru(['boarding-pass', 'flight', 'flight-home']), { flight: 'IO 842', seat: '22C' }));

  // Hermanus for the Heritage Day long weekend, Thursday 24 – Sunday 27 September.
  const her = (extra: string[]) => ['hermanus-trip', 'long-weekend', ...extra];
  add(photo('hermanus', at('2026-09-24', 16, 5), 'hermanus', 'card', ['FYNBOS COTTAGE', 'GUEST WI-FI', 'NETWORK: Fynbos-Guest', 'PASSWORD: kelpforest7'], her(['wifi', 'cottage']), { password: 'kelpforest7' }));
  add(photo('hermanus', at('2026-09-25', 10, 6), 'hermanusHarbour', 'paper', ['SOUTHERN RIGHT CHARTERS', 'NEW HARBOUR', 'BOARDING 10:15  DEPART 10:30', `ADULT x2  ${rand(1900)}`, dayFirst('2026-09-25')],
    her(['ticket', 'boat', 'whale-watching']), { price: '1900.00' }));
  add(photo('hermanus', at('2026-09-25', 11, 12), 'hermanusHarbour', 'sea', [], her(['boat', 'sea'])));
  add(photo('hermanus', at('2026-09-25', 11, 40), 'hermanusHarbour', 'sea', [], her(['sea', 'bay'])));
  add(photo('hermanus', at('2026-09-26', 9, 35), 'cliffPath', 'park', [], her(['walk', 'cliff-path', 'outdoors'])));
  add(photo('hermanus', at('2026-09-27', 12, 10), 'cliffPath', 'sea', [], her(['sea', 'rocks'])));

  return shots;
}

const compact = (local: string): string => `${local.slice(0, 10).replace(/-/g, '')}${local.slice(11, 19).replace(/:/g, '')}`;

/** The blind album: written by someone who never tuned the engine; nobody tuning it looks at it. */
export const BLIND_PLAN: LifePlan = {
  id: 'blind',
  defaultSeed: 2718,
  home: SPOTS.home,
  summary: 'Feb – Oct 2026, home in Observatory, Cape Town (South Africa)',
  camera: { make: 'OnePlus', model: 'CPH2449' },
  // OnePlus (ColorOS) names photos IMG + local wall clock with no separator; screenshots the AOSP way.
  photoName: (_n, shot) => `IMG${compact(shot.local)}.jpg`,
  screenshotName: (local) => `Screenshot_${local.slice(0, 10).replace(/-/g, '')}-${local.slice(11, 19).replace(/:/g, '')}.png`,
  shots: blindShots,
};
