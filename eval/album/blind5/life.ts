/**
 * The fifth blind album: a life written by someone who never read the engine, committed before the
 * engine first ran on it. Ruby Tait is a quantity surveyor in central Auckland and lives in Mount
 * Eden with her partner Nikau. New Zealand dollars with GST at 15 % included in the price ("incl.
 * GST"), dates printed day first ("03/09/2026", "03/09/26", "Wed 14 Oct"), NZST +12:00 until 27
 * September and NZDT +13:00 after, until 4 April; the Cook Islands at -10:00, across the date line.
 * An Asus Zenfone names photos P_20261014_183205.jpg by local time (outdoor ones with the HDR
 * suffix, P_20261014_183205_vHDR_Auto.jpg) and screenshots Screenshot_20261014-183205.png.
 * August 2026 – March 2027.
 *
 * The album's emphasis is reading a value off documents of many shapes: labels above their values,
 * tables with columns, two-column forms, an amount in big type above its small label, several codes
 * or amounts on one document, names below a tagline or greeting, bullets, numbered lines and comma
 * runs.
 *
 * - home: evenings (no text), walks up Maungawhau, the west-coast beaches, Guy Fawkes, Nikau's
 *   birthday (photos only);
 * - netball: a mixed social league on Tuesday evenings (spring term and the summer league), a photo of
 *   the scoresheet after each game (never "netball": quarters, courts, grades, player of the match);
 * - bridge: Thursday pairs at a card club, a photo of the results slip (never "bridge": pairs,
 *   boards, N/S and E/W);
 * - work: a construction site's induction pass, the end-of-year function's invitation, a meeting
 *   whiteboard, the function itself;
 * - errands: the modem's sticker, a tax assessment, two power bills, a GP visit and its prescription,
 *   a dental reminder card, a vehicle inspection failed then passed, the car's licence, transit-card
 *   top-ups, a library checkout, a cobbler's job ticket, a passport, supermarket receipts;
 * - outing: a film-festival ticket, an arena concert's e-ticket and the ride home, a birthday dinner,
 *   a friends' wedding (invitation, then the day);
 * - waiheke: a day trip by ferry over Auckland Anniversary weekend: the ferry ticket, a vineyard lunch;
 * - wellington: a two-day conference, Wednesday 14 – Friday 16 October, by plane: boarding passes, the
 *   hotel's key-card sleeve, a badge, the day's programme, a cable-car ticket, the team dinner's bill;
 * - rarotonga: the summer holiday, out Friday 8 January (landing on Thursday the 7th, local time),
 *   back Sunday 17 January: airport parking, boarding passes, the villa's booking and welcome card, a
 *   scooter hire agreement, a lagoon cruise, an island-night show, a café bill, beaches and lagoon;
 * - tauranga: Christmas with Nikau's family by car: the list of what to take, fuel on the way, photos.
 */
import { pick, type Rng } from '../../../scripts/support/seeded-random';
import { sec, shooter, type LifePlan, type Shot } from '../plan';
import { blind5Offset, SPOTS, type SpotName } from './places';

const { photo, screenshot } = shooter<SpotName>(SPOTS, blind5Offset);

const round2 = (n: number): number => Math.round(n * 100) / 100;
/** "$1,234.50": New Zealand dollars as printed, thousands with a comma. */
const nzd = (n: number): string => `$${n.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
const sum = (lines: ReadonlyArray<readonly [string, number]>): number => round2(lines.reduce((t, [, p]) => t + p, 0));
/** GST included in a price: 3/23 of it. */
const gstIn = (total: number): number => round2((total * 3) / 23);
/** "2026-09-03" → "03/09/26". */
const dmy2 = (date: string): string => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(2, 4)}`;
/** "2026-09-03" → "03/09/2026". */
const dmy4 = (date: string): string => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
const DAY = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];
const weekday = (date: string): string => DAY[new Date(`${date}T12:00:00Z`).getUTCDay()]!;
/** Month abbreviations typed out, not taken from the runtime's locale data (which varies: "Sep" or "Sept"). */
const MONTH = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** A receipt line: the name, then the price right-aligned at a column. */
const line = (name: string, price: string, width = 26): string => `${name}${' '.repeat(Math.max(2, width - name.length - price.length))}${price}`;

/** One game of the mixed league: date, round, court, start, opponent, our score, theirs, who was player of the match. */
type Game = readonly [date: string, round: string, court: number, start: string, opponent: string, us: number, them: number, pom: string];

/** Tuesday evenings: the spring term (a semi and a final in December), then the summer league. */
export const GAMES: readonly Game[] = [
  ['2026-10-13', '1', 4, '7:40PM', 'GREY LYNN GANNETS', 30, 27, 'A FALEOLO (GD)'],
  ['2026-10-20', '2', 2, '6:50PM', 'KINGSLAND KAHU', 22, 29, 'S MORGAN (GS)'],
  ['2026-10-27', '3', 4, '8:30PM', 'SANDRINGHAM SPARKS', 33, 25, 'R TAIT (GA)'],
  ['2026-11-03', '4', 1, '7:40PM', 'PT CHEV PIRATES', 26, 26, 'J PENE (C)'],
  ['2026-11-17', '6', 3, '7:40PM', 'MT ROSKILL ROCKETS', 19, 31, 'L VAKA (GK)'],
  ['2026-11-24', '7', 4, '6:50PM', 'GREY LYNN GANNETS', 28, 24, 'K SINGH (WA)'],
  ['2026-12-01', 'SEMI', 1, '7:40PM', 'KINGSLAND KAHU', 31, 30, 'A FALEOLO (GD)'],
  ['2026-12-08', 'FINAL', 1, '8:30PM', 'MT ROSKILL ROCKETS', 27, 29, 'R TAIT (GA)'],
  ['2027-02-02', '1', 2, '7:40PM', 'EDEN TERRACE EELS', 24, 21, 'J PENE (C)'],
  ['2027-02-09', '2', 3, '6:50PM', 'WESTMERE WEKAS', 20, 25, 'T OLSEN (WD)'],
  ['2027-02-23', '4', 4, '7:40PM', 'KINGSLAND KAHU', 29, 23, 'K SINGH (WA)'],
  ['2027-03-02', '5', 1, '8:30PM', 'WESTMERE WEKAS', 25, 25, 'S MORGAN (GS)'],
  ['2027-03-09', '6', 2, '7:40PM', 'SANDRINGHAM SPARKS', 34, 22, 'R TAIT (GA)'],
  ['2027-03-16', '7', 4, '6:50PM', 'GREY LYNN GANNETS', 23, 27, 'M IOANE (GS)'],
  ['2027-03-23', '8', 3, '7:40PM', 'MT ROSKILL ROCKETS', 30, 28, 'A FALEOLO (GD)'],
];

/** Thursday pairs at the card club: the date and Ruby and June's percentage. */
export const SESSIONS: ReadonlyArray<readonly [string, number]> = [
  ['2026-09-03', 52.4], ['2026-09-17', 48.1], ['2026-10-01', 57.8], ['2026-10-22', 61.3], ['2026-11-05', 44.9], ['2026-11-19', 55.0],
  ['2026-11-26', 50.6], ['2027-02-11', 47.2], ['2027-02-25', 58.9], ['2027-03-11', 53.3], ['2027-03-18', 49.7],
];

/** Quarter scores adding up to a full-time score, varied by the game's index. */
function quarters(total: number, i: number): number[] {
  const base = Math.floor(total / 4);
  const q = [0, 1, 2, 3].map((k) => base + (k < total - 4 * base ? 1 : 0));
  const shift = [2, -1, 0, -1];
  return q.map((x, k) => x + shift[(k + i) % 4]!);
}

const OUR_TEAM = 'VALLEY RD VIPERS';

function netballSheet(g: Game, i: number): string[] {
  const [date, round, court, start, opponent, us, them, pom] = g;
  const season = date < '2027-01-01' ? 'SPRING 2026' : 'SUMMER 2027';
  const row = (team: string, score: number, qs: number[]) => [team, ...qs, score].join('  ');
  const ours = row(OUR_TEAM, us, quarters(us, i));
  const theirs = row(opponent, them, quarters(them, i + 1));
  // The home side is listed first; we are home every other week.
  const rows = i % 2 === 0 ? [ours, theirs] : [theirs, ours];
  return [
    `MIXED LEAGUE GR 3  ${season}`,
    `RND ${round}  CT ${court}  ${weekday(date)} ${dmy2(date)} ${start}`,
    'TEAM  Q1  Q2  Q3  Q4  FT',
    ...rows,
    `PLAYER OF THE MATCH: ${pom}`,
    'UMPIRES: K LUI / P DOUGLAS',
  ];
}

const PAIRS = ['WONG - PATEL', 'MCKAY - FINN', 'DOUGLAS - TE AWA', 'CHEN - CHEN', 'BRANDT - LOW'];

function bridgeSlip(date: string, ours: number, i: number): string[] {
  const others = [59.0, 55.6, 51.2, 46.8, 42.5].map((p, k) => Math.round((p + ((i * 1.7 + k * 0.9) % 4) - 2) * 10) / 10);
  const table = [...others.map((p, k) => ({ names: PAIRS[(k + i) % PAIRS.length]!, pct: p === ours ? round2(p + 0.1) : p })), { names: 'TAIT - LEWIS', pct: ours }]
    .sort((a, b) => b.pct - a.pct);
  const pairNo = (k: number) => `${(k + i) % 2 === 0 ? 'NS' : 'EW'} ${1 + ((k * 5 + i) % 6)}`;
  return [
    'EPSOM CARD CLUB',
    `THURSDAY PAIRS  ${dmy4(date)}`,
    '24 BOARDS  HOWELL MOVEMENT',
    'POS  PAIR  NAMES  PCT',
    ...table.map((r, k) => `${k + 1}  ${pairNo(k)}  ${r.names}  ${r.pct.toFixed(1)}`),
  ];
}

/** Supermarket receipts: store, date, time, lane and items. */
type Shop = readonly [store: 'paknsave' | 'newWorld', date: string, time: string, lane: number, items: ReadonlyArray<readonly [string, number]>];
export const SHOPS: readonly Shop[] = [
  ['paknsave', '2026-10-03', '10:41', 7, [['BANANAS 1.21KG', 4.19], ['MILK STANDARD 2L', 4.79], ['FREE RANGE EGGS 12PK', 9.49], ['VOGELS ORIGINAL', 5.29], ['CHICKEN THIGH 1KG', 13.99], ['KUMARA GOLD 1KG', 4.99], ['BUTTER 500G', 7.89]]],
  ['paknsave', '2026-11-07', '10:18', 4, [['MILK STANDARD 2L', 4.79], ['BROCCOLI EACH', 2.49], ['MINCE BEEF 500G', 9.99], ['PASTA PENNE 500G', 1.89], ['TOMATOES CANNED X4', 5.56], ['CHEDDAR 1KG', 12.99], ['APPLES ENVY 1.4KG', 6.29]]],
  ['newWorld', '2026-12-23', '18:08', 3, [['PAVLOVA BASE LGE', 8.99], ['CREAM 500ML', 5.49], ['STRAWBERRIES 2PK', 9.0], ['KIWIFRUIT GOLD 1KG', 7.99], ['CHAMPAGNE HAM 1KG', 24.99], ['BEER 12PK', 27.99]]],
  ['paknsave', '2027-03-06', '10:33', 9, [['MILK STANDARD 2L', 4.89], ['CORN 4PK', 4.0], ['SALMON FILLET 400G', 16.49], ['RICE JASMINE 2KG', 6.79], ['YOGHURT GREEK 1KG', 7.49], ['BANANAS 1.05KG', 3.63], ['COFFEE BEANS 500G', 15.99]]],
  ['newWorld', '2027-03-19', '17:44', 2, [['FEIJOAS 1KG', 5.99], ['SOURDOUGH LOAF', 6.5], ['HALLOUMI 200G', 6.99], ['LIMES 4PK', 3.0], ['TORTILLAS 8PK', 4.29], ['AVOCADO EACH X3', 4.5]]],
  ['paknsave', '2027-03-27', '10:52', 7, [['FEIJOAS 1KG', 4.99], ['MILK STANDARD 2L', 4.89], ['FREE RANGE EGGS 12PK', 9.79], ['CHICKEN BREAST 1KG', 14.49], ['PUMPKIN CROWN 1/2', 3.5], ['VOGELS ORIGINAL', 5.49], ['DISHWASH TABLETS 40', 12.99]]],
];

function shopReceipt([store, date, time, lane, items]: Shop): string[] {
  const total = sum(items);
  const head = store === 'paknsave'
    ? ["PAK'nSAVE MT ALBERT", '1167 New North Road', 'GST No: 111-487-220']
    : ['NEW WORLD MT EDEN', 'Dominion Road', 'GST No: 104-339-871'];
  return [
    ...head,
    `${weekday(date)} ${dmy2(date)} ${time}  LANE ${lane}`,
    ...items.map(([n, p]) => `${n}  ${p.toFixed(2)}`),
    `TOTAL  ${nzd(total)}`,
    `EFTPOS  ${nzd(total)}`,
    `GST INCLUDED  ${gstIn(total).toFixed(2)}`,
  ];
}

/** Every shot of the album, in no particular order (the generator sorts and names them). */
function blind5Shots(random: Rng): Shot[] {
  const s = () => sec(random);
  const shots: Shot[] = [];
  const add = (...x: Shot[]) => shots.push(...x);
  const at = (date: string, hh: number, mm: number) => `${date}T${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}:${s()}`;

  // Evenings at home: no text (the distractors).
  const HOME: Array<string[]> = [['dinner', 'food', 'home'], ['couch', 'movie', 'home'], ['cooking', 'kitchen', 'home'], ['garden', 'dusk', 'home'], ['rain', 'window', 'home']];
  for (const date of ['2026-08-12', '2026-08-26', '2026-09-09', '2026-09-24', '2026-10-07', '2026-10-29', '2026-11-12', '2026-11-29', '2026-12-16',
    '2027-01-20', '2027-02-04', '2027-02-17', '2027-03-04', '2027-03-21', '2027-03-31']) {
    add(photo('home', at(date, 18 + Math.floor(random() * 3), Math.floor(random() * 60)), 'home', 'indoor', [], ['evening', ...pick(random, HOME)]));
  }
  for (const [date, hh] of [['2026-08-16', 8], ['2026-11-15', 7], ['2027-03-28', 7]] as const) {
    add(photo('home', at(date, hh, 20 + Math.floor(random() * 30)), 'maungawhau', 'park', [], ['walk', 'summit', 'view', 'maungawhau']));
  }
  add(photo('home', at('2026-10-11', 14, 10), 'muriwai', 'beach', [], ['beach', 'gannets', 'west-coast']));
  add(photo('home', at('2026-10-11', 14, 48), 'muriwai', 'sea', [], ['beach', 'surf', 'west-coast']));
  add(photo('home', at('2027-03-06', 16, 5), 'piha', 'beach', [], ['beach', 'lion-rock', 'west-coast']));
  add(photo('home', at('2026-11-05', 21, 12), 'home', 'party', [], ['fireworks', 'guy-fawkes', 'night']));
  add(photo('home', at('2027-02-13', 19, 30), 'home', 'party', [], ['birthday', 'nikau', 'friends']));
  add(photo('home', at('2027-02-13', 21, 2), 'home', 'party', [], ['birthday', 'nikau', 'cake']));

  // Tuesday evenings: the scoresheet after each game, and two photos on court.
  GAMES.forEach((g, i) => {
    const [date, , , start] = g;
    // A game is four quarters of fifteen minutes and the breaks: the sheet is signed about an hour after the start.
    const end = (Number(start.split(':')[0]) + 12) * 60 + Number(start.slice(-4, -2)) + 65 + Math.floor(random() * 15);
    add(photo('netball', at(date, Math.floor(end / 60), end % 60), 'courts', 'note', netballSheet(g, i),
      ['netball', 'scoresheet', 'league'], { date, us: g[5], them: g[6], round: g[1], opponent: g[4], pom: g[7] }));
  });
  add(photo('netball', at('2026-10-13', 19, 20), 'courts', 'stadium', [], ['netball', 'court', 'team']));
  add(photo('netball', at('2027-02-02', 19, 25), 'courts', 'stadium', [], ['netball', 'court', 'summer-league']));

  // Thursday pairs: the results slip, pinned up after play.
  SESSIONS.forEach(([date, pct], i) => {
    add(photo('bridge', at(date, 22, 5 + Math.floor(random() * 20)), 'cardClub', 'card', bridgeSlip(date, pct, i),
      ['bridge', 'results', 'card-club'], { date, pct: pct.toFixed(1), partner: 'June Lewis' }));
  });

  // Work.
  add(photo('work', at('2026-08-24', 11, 20), 'wynyard', 'card', ['HARBOURLINE CONSTRUCTION', 'SITE INDUCTION PASS', 'Wynyard Central - Stage 2', 'Name: Ruby Tait', 'Company: Kauri QS Ltd',
    'Card no: HLC-20418', 'Inducted 24/08/2026', 'Expires 24/08/2027', 'Site emergency 0800 472 466'],
  ['site-induction', 'pass', 'work'], { card: 'HLC-20418', expires: '2027-08-24' }));
  add(photo('work', at('2026-11-18', 12, 35), 'office', 'card', ["You're invited!", 'Kauri QS end-of-year do', 'Friday 11 December, 6pm - late', 'Sails & Salt', 'Viaduct Harbour', 'Smart casual',
    'RSVP to Jess by Fri 27 Nov'],
  ['invitation', 'christmas-party', 'work'], { venue: 'Sails & Salt', date: '2026-12-11' }));
  add(photo('work', at('2026-12-11', 20, 10), 'viaduct', 'party', [], ['christmas-party', 'work', 'colleagues']));
  add(photo('work', at('2027-03-01', 15, 40), 'office', 'whiteboard', ['KAHU ST APARTMENTS - ACTIONS', '1. Ruby: cost plan rev C - Fri', '2. Sam: tender addendum 3', '3. Ana: site walk Thu 10am',
    '4. All: QS report by 19/3'],
  ['whiteboard', 'meeting', 'work'], { project: 'Kahu St Apartments' }));

  // Errands and paperwork.
  add(photo('errands', at('2026-08-29', 14, 5), 'home', 'card', ['TUI BROADBAND', 'Smart Modem 3  (SM3-AX)', 'S/N 2231K0094417', 'NETWORK NAME (SSID)', 'TUI-7F3A2C', 'WIRELESS KEY', 'kw7mp2tzq4',
    'Admin page 192.168.1.254'],
  ['modem', 'wifi', 'sticker'], { ssid: 'TUI-7F3A2C', key: 'kw7mp2tzq4' }));
  add(photo('errands', at('2026-08-18', 19, 30), 'home', 'folder', ['Inland Revenue', 'Te Tari Taake', 'Ms R J Tait', '14 Valley Road, Mount Eden', 'Income tax assessment',
    'Year ended 31 March 2026', 'IRD number  118-204-967', 'Your refund  $412.38', 'Paid to account ending 0214', 'Letter ref  L0047219356', 'Phone 0800 775 247'],
  ['tax', 'ird', 'letter'], { ird: '118-204-967', refund: '412.38' }));
  for (const [date, amount, due, invoice, from, to, kwh] of [
    ['2026-09-11', 214.9, '2026-09-22', '88213407', '2026-08-08', '2026-09-07', 689],
    ['2026-11-10', 186.42, '2026-11-20', '88247719', '2026-10-08', '2026-11-07', 612],
  ] as const) {
    add(photo('errands', at(date, 19, 15), 'home', 'folder', [nzd(amount), `Total due ${dmy4(due)}`, 'EMBER ENERGY', 'R Tait & N Arapeta', '14 Valley Road, Mount Eden', 'Account no.  5002 771 394',
      `Invoice no.  ${invoice}`, 'ICP  0001428870UN4D2', `Period ${dmy2(from)} - ${dmy2(to)}`, `Electricity used  ${kwh} kWh`],
    ['power-bill', 'electricity', 'bill'], { account: '5002 771 394', amount: amount.toFixed(2), due, invoice }));
  }
  add(photo('errands', at('2026-09-03', 9, 52), 'medical', 'paper', ['VALLEY ROAD MEDICAL', '412 Dominion Rd, Mt Eden', 'Ph 09 630 5512', 'TAX INVOICE  GST 99-231-447', `Date ${dmy4('2026-09-03')}`,
    'Patient  Ruby Tait', 'NHI  ZKB4471', line('Standard consult', '$58.00', 24), line('Paid EFTPOS', '$58.00', 24), line('Incl. GST', nzd(gstIn(58)), 24)],
  ['doctor', 'gp', 'receipt'], { nhi: 'ZKB4471', paid: '58.00' }));
  add(photo('errands', at('2026-09-03', 10, 24), 'chemist', 'paper', ['DOMINION RD PHARMACY  09 638 7721', 'AMOXICILLIN 500mg CAPSULES', 'Take ONE capsule THREE times', 'a day until all taken',
    'Qty 15      Rx 7730192', 'Ruby TAIT   Dr M Sefo   03/09/26'],
  ['prescription', 'pharmacy', 'label'], { perDay: 3, rx: '7730192' }));
  add(photo('errands', at('2026-10-20', 8, 55), 'dental', 'card', ['gentle family dentistry', 'VALLEY DENTAL', 'YOUR NEXT VISIT', 'DATE', 'Tue 20 April 2027', 'TIME', '8:15 am', 'WITH',
    'Chloe Ng, hygienist', '24 hrs notice please  09 623 4410'],
  ['dentist', 'appointment', 'card'], { date: '2027-04-20', time: '8:15' }));
  add(photo('errands', at('2026-10-09', 12, 40), 'kingsland', 'paper', ['KINGSLAND AUTO & WOF', `WOF INSPECTION  ${dmy4('2026-10-09')}`, 'Plate KZB417    Odo 148,260', 'MAZDA DEMIO 2014  SILVER',
    'ITEM                 RESULT', 'Brakes               PASS', 'Tyre tread (RF)      FAIL', 'Wiper blades         FAIL', 'Lights               PASS', 'Seatbelts            PASS',
    'Steering / susp.     PASS', 'OVERALL: FAIL', 'Recheck free within 28 days'],
  ['wof', 'inspection', 'car', 'wof-fail'], { plate: 'KZB417', failed: ['tyre tread', 'wiper blades'] }));
  const recheck = [['1 Tyre 175/65R14 fitted', 129], ['2 Wiper blades', 38], ['WOF recheck', 0]] as const;
  add(photo('errands', at('2026-10-20', 17, 22), 'kingsland', 'paper', ['KINGSLAND AUTO & WOF', `TAX INVOICE  ${dmy4('2026-10-20')}`, 'Plate KZB417',
    ...recheck.map(([n, p]) => line(n, nzd(p), 34)), line('TOTAL incl GST', nzd(sum(recheck)), 34), 'WOF RESULT: PASS', 'Label no 9914273', `Next WOF due ${dmy4('2027-10-20')}`],
  ['wof', 'inspection', 'car', 'wof-pass', 'invoice'], { plate: 'KZB417', due: '2027-10-20', total: sum(recheck).toFixed(2) }));
  add(screenshot('errands', at('2027-03-01', 20, 12), 'nz', ['NZTA Waka Kotahi', 'Licence paid', 'Vehicle licence (rego)', 'Plate  KZB417', '12 months', `Expires  ${dmy4('2028-03-03')}`, 'Paid  $117.34',
    'Receipt  R0093381245'],
  ['rego', 'car', 'licence'], { plate: 'KZB417', expires: '2028-03-03' }));
  for (const [date, hh, mm, amount, balance] of [['2026-09-16', 8, 2, 40, 47.35], ['2027-02-08', 7, 55, 50, 53.1]] as const) {
    const d = new Date(`${date}T12:00:00Z`);
    const stamp = `${weekday(date)[0]}${weekday(date).slice(1).toLowerCase()} ${d.getUTCDate()} ${MONTH[d.getUTCMonth()]} ${date.slice(0, 4)}  ${hh}:${String(mm).padStart(2, '0')}am`;
    add(screenshot('errands', at(date, hh, mm + 1), 'nz', ['AT HOP', 'Top up complete', 'Card  3086 4410 0275 8812', 'Top up amount', nzd(amount), 'New balance', nzd(balance), stamp],
      ['hop-card', 'top-up', 'transit'], { amount: amount.toFixed(2), balance: balance.toFixed(2) }));
  }
  add(photo('errands', at('2026-12-10', 13, 6), 'library', 'paper', ['CENTRAL CITY LIBRARY', 'Checkout receipt  10/12/2026 13:04', 'Card  ****4471', '   TITLE                    DUE',
    '1. The Luminaries           07/01/27', '2. Rarotonga & the Cooks    07/01/27', '3. Kiwi Summer Salads       07/01/27', 'Items today: 3', 'Renew online or ph 09 377 0209'],
  ['library', 'checkout', 'books'], { titles: ['The Luminaries', 'Rarotonga & the Cooks', 'Kiwi Summer Salads'], due: '2027-01-07' }));
  add(photo('errands', at('2026-10-10', 11, 15), 'newmarket', 'paper', ['COBBLER & KEY NEWMARKET', 'JOB No. 0417', 'Brown boots - resole + heels', 'Ready Sat 24/10 after 11am',
    line('Quote', '$65.00', 24), line('Deposit', '$20.00', 24), line('To pay', '$45.00', 24)],
  ['cobbler', 'repair', 'ticket'], { job: '0417', toPay: '45.00' }));
  add(screenshot('errands', at('2026-12-02', 12, 30), 'nz', ['Passports', 'Your passport is on its way', 'Application  P2026-4419803', 'Passport number', 'LM884210', 'Date of expiry', '02 DEC 2036',
    'Sent by courier to Mount Eden'],
  ['passport', 'dia', 'travel-document'], { passport: 'LM884210', expiry: '2036-12-02' }));
  for (const shop of SHOPS) {
    const [store, date, time] = shop;
    add(photo('errands', at(date, Number(time.slice(0, 2)), Number(time.slice(3)) + 2), store, 'paper', shopReceipt(shop),
      ['receipt', 'groceries', store === 'paknsave' ? 'paknsave' : 'new-world'], { store: store === 'paknsave' ? "PAK'nSAVE" : 'New World', total: sum(shop[4]).toFixed(2), items: shop[4].map(([n]) => n.toLowerCase()) }));
  }

  // Outings in town.
  add(photo('outing', at('2026-08-09', 16, 5), 'civic', 'paper', ['NZIFF 2026  THE CIVIC', 'THE SALT ROAD (M)', 'SUN 9 AUG 2026  4:15PM', 'STALLS  ROW M  SEAT 22', 'ADULT  $19.50', 'TKT 26-0088123'],
    ['film-festival', 'cinema', 'ticket'], { film: 'The Salt Road', seat: 'M22' }));
  add(screenshot('outing', at('2026-11-21', 18, 40), 'nz', ['Ticketek', 'THE MAHOE BROTHERS', 'Aotearoa Tour 2026', 'Spark Arena', 'Sat 21 Nov 2026, doors 6.30pm', 'SECTION   ROW   SEAT', '   12       J     14',
    'Order 71-4430-9921'],
  ['concert', 'e-ticket', 'music'], { section: '12', row: 'J', seat: '14' }));
  add(photo('outing', at('2026-11-21', 21, 5), 'arena', 'stadium', [], ['concert', 'lights', 'crowd']));
  add(screenshot('outing', at('2026-11-21', 22, 52), 'nz', ['Uber', 'Thanks for riding, Ruby', 'Sat 21 Nov 2026  10:48 pm', 'Spark Arena', 'to 14 Valley Rd, Mount Eden', 'Trip fare  $23.90', 'Booking fee  $3.50',
    'Total  $27.40', 'Visa ending 4471'],
  ['ride', 'uber', 'receipt'], { total: '27.40' }));
  const marlo = [['Burrata', 26], ['Pappardelle ragu x2', 64], ['Tiramisu', 16], ['Bottle Nebbiolo', 78]] as const;
  add(photo('outing', at('2027-02-12', 21, 30), 'ponsonby', 'folder', ['pasta · wine · late', 'OSTERIA MARLO', '182 Ponsonby Road', `Table 5  ${dmy2('2027-02-12')}  21:24`,
    ...marlo.map(([n, p]) => `${n}  ${nzd(p)}`), `TOTAL  ${nzd(sum(marlo))}`, `incl. GST 15%  ${nzd(gstIn(sum(marlo)))}`],
  ['receipt', 'restaurant', 'birthday-dinner'], { restaurant: 'Osteria Marlo', total: sum(marlo).toFixed(2) }));
  add(photo('outing', at('2026-10-12', 18, 30), 'home', 'card', ['Together with their families', 'MIA WALSH & TOM HEKE', 'invite you to their wedding', 'Saturday 20 February 2027, 3pm',
    'Omaha Hill Vineyard, Matakana', 'Garden formal', 'RSVP by 15 December'],
  ['invitation', 'wedding'], { venue: 'Omaha Hill Vineyard', rsvp: '2026-12-15' }));
  add(photo('outing', at('2027-02-20', 15, 35), 'matakana', 'park', [], ['wedding', 'vineyard', 'ceremony']));
  add(photo('outing', at('2027-02-20', 19, 10), 'matakana', 'party', [], ['wedding', 'reception', 'dancing']));

  // Waiheke: a day trip on the Saturday of Auckland Anniversary weekend.
  const wai = (extra: string[]) => ['waiheke-trip', 'day-trip', ...extra];
  add(photo('waiheke', at('2027-01-30', 8, 42), 'viaduct', 'paper', ['HAURAKI FERRIES', 'RETURN  Downtown - Matiatia', 'Waiheke Island', `Travel date  ${dmy4('2027-01-30')}`, line('Adult x 2', '$118.00'),
    'OUT   9:00am   Pier 2', 'BACK  4:30pm   Matiatia', 'Booking ref  HF7K2M', 'Ticket  0021 4480 31'],
  wai(['ferry', 'ticket']), { paid: '118.00', back: '16:30', ref: 'HF7K2M' }));
  const tawa = [['Tasting flight x2', 30], ['Shared platter', 68], ['Rose carafe', 44], ['Sparkling water', 9]] as const;
  add(photo('waiheke', at('2027-01-30', 13, 40), 'onetangi', 'folder', ['cellar door · kitchen', 'TAWA RIDGE ESTATE', 'Onetangi, Waiheke Island', `${dmy4('2027-01-30')}  13:36  Table 11`,
    ...tawa.map(([n, p]) => `${n}  ${nzd(p)}`), `TOTAL  ${nzd(sum(tawa))}`, `GST incl  ${nzd(gstIn(sum(tawa)))}`],
  wai(['receipt', 'restaurant', 'winery', 'lunch']), { restaurant: 'Tawa Ridge Estate', total: sum(tawa).toFixed(2) }));
  add(photo('waiheke', at('2027-01-30', 15, 12), 'onetangi', 'beach', [], wai(['beach', 'swim'])));
  add(photo('waiheke', at('2027-01-30', 16, 14), 'matiatia', 'sea', [], wai(['wharf', 'ferry-home'])));

  // Wellington: the conference, Wednesday 14 – Friday 16 October, by plane.
  const wlg = (extra: string[]) => ['wellington-trip', 'conference', ...extra];
  add(screenshot('wellington', at('2026-10-14', 17, 25), 'nz', ['Air NZ', 'Boarding pass - Domestic', 'Auckland to Wellington', 'AKL → WLG', 'NZ 447  Wed 14 Oct', 'Boarding 17:40  Gate 27', 'Seat', '7A',
    'Airpoints  4410 7729'],
  wlg(['boarding-pass', 'flight', 'flight-out']), { flight: 'NZ 447', seat: '7A' }));
  add(photo('wellington', at('2026-10-14', 20, 10), 'quayside', 'folder', ['Kia ora', 'THE QUAYSIDE WELLINGTON', 'Guest  Ms Ruby Tait', 'Room 614', 'Arrive 14/10  Depart 16/10', 'Breakfast included',
    'Level 1, 6:30 - 10:00am', 'Wi-Fi  Quayside-Guest'],
  wlg(['hotel', 'key-card']), { hotel: 'The Quayside Wellington', room: '614' }));
  const rosa = [['Antipasti to share', 48], ['Mains x5', 185], ['House red x2', 96]] as const;
  add(photo('wellington', at('2026-10-14', 21, 15), 'cubaStreet', 'folder', ['bar · kitchen · late', 'ROSA & LUPO', '132 Cuba Street, Te Aro', 'Table 12  Covers 5', `${dmy2('2026-10-14')}  21:12`,
    ...rosa.map(([n, p]) => `${n}  ${nzd(p)}`), `TOTAL NZD  ${nzd(sum(rosa))}`, `GST incl.  ${nzd(gstIn(sum(rosa)))}`],
  wlg(['receipt', 'restaurant', 'team-dinner']), { restaurant: 'Rosa & Lupo', total: sum(rosa).toFixed(2) }));
  add(photo('wellington', at('2026-10-15', 8, 40), 'forum', 'card', ['COST & VALUE FORUM 2026', 'WELLINGTON  15-16 OCTOBER', 'RUBY TAIT', 'Kauri QS Ltd', 'DELEGATE', 'Forum dinner: Table 14'],
    wlg(['badge', 'forum']), { table: '14' }));
  add(photo('wellington', at('2026-10-15', 8, 46), 'forum', 'card', ['DAY 1  THURSDAY 15 OCTOBER', '08:00  Registration & coffee', '09:00  Mihi whakatau', '09:20  KEYNOTE: Building for',
    'a warmer Aotearoa', '10:30  Morning tea', '11:00  Stream A: Carbon costing', '12:30  Lunch', '13:30  Stream B: Tender risk', '19:00  Forum dinner (Level 2)'],
  wlg(['programme', 'agenda']), { keynote: '09:20' }));
  add(photo('wellington', at('2026-10-15', 17, 50), 'cableCar', 'paper', ['WELLINGTON CABLE CAR', 'ADULT RETURN  $11.00', '15/10/2026  17:48', 'Lambton Quay - Kelburn', 'No 0447213'],
    wlg(['cable-car', 'ticket']), { paid: '11.00' }));
  add(photo('wellington', at('2026-10-15', 18, 20), 'cableCar', 'city', [], wlg(['view', 'harbour', 'kelburn'])));
  add(photo('wellington', at('2026-10-16', 12, 40), 'orientalBay', 'beach', [], wlg(['waterfront', 'lunch-walk'])));
  add(screenshot('wellington', at('2026-10-16', 18, 20), 'nz', ['Air NZ', 'Boarding pass - Domestic', 'Wellington to Auckland', 'WLG → AKL', 'NZ 460  Fri 16 Oct', 'Boarding 18:35  Gate 18', 'Seat', '22F',
    'Airpoints  4410 7729'],
  wlg(['boarding-pass', 'flight', 'flight-home']), { flight: 'NZ 460', seat: '22F' }));

  // Rarotonga: out Friday 8 January, landing Thursday 7 January local time; home Sunday 17 January.
  const rar = (extra: string[]) => ['rarotonga-trip', 'holiday', ...extra];
  add(photo('rarotonga', at('2027-01-05', 21, 10), 'home', 'note', ['Raro - pack', '• togs x2', '• jandals + reef shoes', '• snorkel & mask', '• passports!!', '• cash for the market'],
    rar(['note', 'packing-list', 'trip-prep']), { items: ['togs', 'jandals', 'reef shoes', 'snorkel', 'mask', 'passports', 'cash'] }));
  add(screenshot('rarotonga', at('2027-01-04', 20, 15), 'nz', ['Your villa is booked', 'Tiare Lagoon Villas', 'Muri, Rarotonga', 'Thu 7 Jan - Sat 16 Jan', '9 nights  Garden Villa', 'Confirmation number',
    '3318 204 775', 'PIN', '2291', 'Property  +682 20 331', 'NZ$3,240 to pay at property'],
  rar(['booking', 'accommodation']), { stay: 'Tiare Lagoon Villas', confirmation: '3318 204 775', pin: '2291' }));
  add(photo('rarotonga', at('2027-01-08', 7, 40), 'airport', 'paper', ['AUCKLAND AIRPORT PARKING', 'PARK & RIDE - ENTRY', `${dmy4('2027-01-08')}  07:38`, 'ZONE C   ROW 11', 'Ticket 0558213',
    'Keep this ticket with you'],
  rar(['parking', 'airport']), { zone: 'C', row: '11' }));
  add(screenshot('rarotonga', at('2027-01-08', 8, 55), 'nz', ['Air NZ', 'Boarding pass - International', 'Auckland to Rarotonga', 'AKL → RAR', 'NZ 940  Fri 8 Jan', 'Boarding 09:10  Gate 8', 'Seat', '31K',
    'Arrives Thu 7 Jan 14:40'],
  rar(['boarding-pass', 'flight', 'flight-out']), { flight: 'NZ 940', seat: '31K' }));
  add(photo('rarotonga', at('2027-01-07', 16, 10), 'villas', 'card', ['Kia orana!', 'TIARE LAGOON VILLAS', 'Villa 4', 'WiFi network', 'TiareGuest', 'Password', 'ikurangi2027', 'Reception 8am - 5pm'],
    rar(['welcome-card', 'wifi', 'villa']), { villa: '4', password: 'ikurangi2027' }));
  add(photo('rarotonga', at('2027-01-07', 18, 30), 'villas', 'beach', [], rar(['beach', 'sunset'])));
  add(photo('rarotonga', at('2027-01-08', 9, 20), 'scooters', 'paper', ['ISLAND WHEELS RAROTONGA', 'RENTAL AGREEMENT   No 4810', 'Hirer: R Tait    Lic: EK552190', 'Scooter: Yamaha 125  Reg S218',
    'Out 08/01/27    Due back 15/01/27', line('Hire 7 days @ $25', '$175.00', 34), line('Bond (refundable)', '$100.00', 34), line('Paid today', '$275.00', 34), 'Return with a full tank'],
  rar(['scooter', 'hire', 'agreement']), { bond: '100.00', hire: '175.00' }));
  const pawpaw = [['Ika mata', 22], ['Eggs bene', 24], ['Flat white x2', 11], ['Fresh coconut', 6]] as const;
  add(photo('rarotonga', at('2027-01-09', 9, 40), 'avarua', 'folder', ['island kai · coffee', 'BLUE PAWPAW CAFE', 'Avarua, Rarotonga', `${dmy2('2027-01-09')}  09:36`,
    ...pawpaw.map(([n, p]) => `${n}  ${nzd(p)}`), `TOTAL  ${nzd(sum(pawpaw))}`, `VAT 15% incl  ${nzd(gstIn(sum(pawpaw)))}`],
  rar(['receipt', 'cafe', 'breakfast']), { restaurant: 'Blue Pawpaw Cafe', total: sum(pawpaw).toFixed(2) }));
  add(photo('rarotonga', at('2027-01-09', 10, 35), 'avarua', 'city', [], rar(['market', 'saturday', 'town'])));
  add(photo('rarotonga', at('2027-01-10', 10, 40), 'lagoon', 'paper', ['MURI LAGOON CRUISES', 'Glass-bottom boat + snorkel', 'Sun 10/01/2027  11:00am', line('2 adults', '$160.00'),
    'BBQ lunch on the motu included'],
  rar(['cruise', 'ticket', 'lagoon']), { paid: '160.00' }));
  add(photo('rarotonga', at('2027-01-10', 12, 30), 'lagoon', 'sea', [], rar(['lagoon', 'snorkel', 'boat'])));
  add(photo('rarotonga', at('2027-01-11', 15, 5), 'villas', 'beach', [], rar(['beach', 'kayak'])));
  add(photo('rarotonga', at('2027-01-13', 17, 50), 'islandNight', 'paper', ['AKAPUNGA CULTURAL VILLAGE', 'Island Night Show & Buffet', 'Wed 13 Jan 2027  6pm', 'Adult x 2  @ $119', 'Total  NZ$238.00',
    'Ref IN-30412'],
  rar(['island-night', 'show', 'ticket']), { paid: '238.00' }));
  add(photo('rarotonga', at('2027-01-14', 11, 0), 'lagoon', 'sea', [], rar(['lagoon', 'snorkel', 'fish'])));
  add(photo('rarotonga', at('2027-01-15', 18, 35), 'villas', 'beach', [], rar(['beach', 'sunset', 'last-night'])));
  add(screenshot('rarotonga', at('2027-01-16', 15, 55), 'raro', ['Air NZ', 'Boarding pass - International', 'Rarotonga to Auckland', 'RAR → AKL', 'NZ 941  Sat 16 Jan', 'Boarding 16:10  Gate 2', 'Seat', '30A',
    'Arrives Sun 17 Jan 19:45'],
  rar(['boarding-pass', 'flight', 'flight-home']), { flight: 'NZ 941', seat: '30A' }));

  // Christmas in Tauranga with Nikau's family, by car.
  const xmas = (extra: string[]) => ['christmas', 'tauranga-trip', ...extra];
  add(photo('tauranga', at('2026-12-22', 20, 30), 'home', 'note', ['Take to Tauranga:', 'pav, cream, chilly bin, ice,', "presents for the nieces,", "Nikau's guitar, sunscreen"],
    xmas(['note', 'to-take', 'trip-prep']), { items: ['pav', 'cream', 'chilly bin', 'ice', 'presents', 'guitar', 'sunscreen'] }));
  add(photo('tauranga', at('2026-12-24', 10, 15), 'waihi', 'paper', ['Z WAIHI', `TAX INVOICE  ${dmy4('2026-12-24')} 10:12`, 'PUMP 3   UNLEADED 91', '39.26 L @ $2.579/L', line('FUEL', '$101.25', 26),
    line('Flat white', '$5.80', 26), line('TOTAL', '$107.05', 26), line('GST incl', nzd(gstIn(107.05)), 26)],
  xmas(['fuel', 'receipt', 'road-trip']), { fuel: '101.25', total: '107.05' }));
  add(photo('tauranga', at('2026-12-25', 9, 10), 'tauranga', 'indoor', [], xmas(['presents', 'morning', 'family'])));
  add(photo('tauranga', at('2026-12-25', 13, 20), 'tauranga', 'party', [], xmas(['lunch', 'family', 'bbq'])));
  add(photo('tauranga', at('2026-12-26', 10, 30), 'mountMaunganui', 'beach', [], xmas(['beach', 'boxing-day', 'swim'])));
  add(photo('tauranga', at('2026-12-27', 17, 5), 'mountMaunganui', 'beach', [], xmas(['beach', 'walk', 'mount'])));

  return shots;
}

/** Asus saves HDR shots with a suffix; the album gives it to photos taken outdoors. */
const OUTDOOR = new Set(['beach', 'sea', 'park', 'city', 'stadium']);

/** The fifth blind album: written by someone who never read the engine, committed before it first ran on it. */
export const BLIND5_PLAN: LifePlan = {
  id: 'blind5',
  defaultSeed: 6421,
  home: SPOTS.home,
  summary: 'Aug 2026 – Mar 2027, home in Mount Eden, Auckland (New Zealand)',
  camera: { make: 'asus', model: 'ASUS_AI2302' },
  // Asus's camera names photos by their local wall clock, outdoor HDR shots with a suffix.
  photoName: (_n, shot) => `P_${shot.local.slice(0, 10).replace(/-/g, '')}_${shot.local.slice(11, 19).replace(/:/g, '')}${OUTDOOR.has(shot.scene) ? '_vHDR_Auto' : ''}.jpg`,
  screenshotName: (local) => `Screenshot_${local.slice(0, 10).replace(/-/g, '')}-${local.slice(11, 19).replace(/:/g, '')}.png`,
  shots: blind5Shots,
};
