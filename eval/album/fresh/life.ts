/**
 * The fresh album: a fourth tuning life, written before the engine first ran on it and different
 * from the other three in city, job, hobbies, document kinds and words. Lena Marchetti teaches
 * chemistry at a secondary school and lives in Leslieville, Toronto, with her cat Miso (Canadian
 * dollars with 13 % HST lines, dates printed year first "2025-06-10" or "JUN 10 2025", EST/EDT);
 * a Xiaomi phone names photos IMG_20250610_183205.jpg by local time and screenshots the MIUI way,
 * Screenshot_2025-06-10-18-32-05-123_<app package>.png. December 2024 – August 2025.
 *
 * - home: evenings and the cat (no text), Leslie Spit walks, Canada Day fireworks (no text), a
 *   recipe card, a handwritten list before the Iceland trip;
 * - tennis: a city court-booking app's confirmation, taken a day or two before each Saturday game
 *   from May (never "tennis": "Court 3", the park's name), a few photos at the courts;
 * - clay: Tuesday-evening wheel classes January – April: a kiln shelf tag on each piece set to fire
 *   (never "pottery" or "class": "BISQUE", "GLAZE", "CONE 6");
 * - errands: a vet appointment reminder for the cat, an electricity bill, a pharmacy receipt with a
 *   prescription number, a library hold slip, a dry cleaner's ticket, the rent e-transfer, the
 *   passport office's receipt;
 * - work: the June exam supervision timetable;
 * - outing: a concert e-ticket (bought in February for a March gig), an art gallery ticket, a
 *   Valentine's ramen bill, a diner brunch bill;
 * - montreal: the Victoria Day long weekend, Friday 16 – Monday 19 May, by plane from the island
 *   airport: boarding passes, an apartment rental's confirmation (host, door code), a bagel receipt,
 *   a museum ticket, a bistro bill with GST and QST;
 * - iceland: the summer holiday, overnight flight Friday 11 July, back Saturday 19 July: a car-hire
 *   agreement, a spa booking, a guesthouse's key card (Wi-Fi), two ferry tickets to the islands, a
 *   fuel receipt and two bills in krónur (thousands with a dot), waterfalls and beaches without text;
 * - cottage: the August long weekend, Friday 1 – Monday 4 August, at a lake near Huntsville (photos only).
 */
import { pick, type Rng } from '../../../scripts/support/seeded-random';
import { sec, shooter, type LifePlan, type Shot } from '../plan';
import { freshOffset, SPOTS, type SpotName } from './places';

const { photo, screenshot } = shooter<SpotName>(SPOTS, freshOffset);

const cad = (n: number): string => n.toFixed(2);
/** Icelandic krónur: no decimals, thousands grouped with a dot ("14.670"). */
const isk = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
const round2 = (n: number): number => Math.round(n * 100) / 100;
const sum = (lines: ReadonlyArray<readonly [string, number]>): number => round2(lines.reduce((t, [, p]) => t + p, 0));
const MON = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const DAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** "2025-06-07" → "Sat, Jun 7", as the booking app prints it. */
const appDate = (date: string): string => {
  const d = new Date(`${date}T12:00:00Z`);
  const mon = MON[d.getUTCMonth()]!;
  return `${DAY[d.getUTCDay()]}, ${mon[0]}${mon.slice(1).toLowerCase()} ${d.getUTCDate()}`;
};
/** "2025-01-14" → "JAN 14", as the kiln tags are stamped. */
const tagDate = (date: string): string => `${MON[Number(date.slice(5, 7)) - 1]} ${Number(date.slice(8, 10))}`;
const shiftDays = (date: string, days: number): string => new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Saturday doubles from May; each booking's screenshot is taken a day or two before. */
export const TENNIS_DAYS = ['2025-05-10', '2025-05-24', '2025-05-31', '2025-06-07', '2025-06-21', '2025-06-28', '2025-07-05', '2025-07-26', '2025-08-09', '2025-08-23'];

/** Tuesday-evening wheel classes; a piece goes on the kiln shelf each time. */
export const CLAY_DAYS = ['2025-01-14', '2025-01-21', '2025-01-28', '2025-02-11', '2025-02-18', '2025-03-04', '2025-03-11', '2025-03-25', '2025-04-01', '2025-04-08'];

/** Every shot of the album, in no particular order (the generator sorts and names them). */
function freshShots(random: Rng): Shot[] {
  const s = () => sec(random);
  const shots: Shot[] = [];
  const add = (...x: Shot[]) => shots.push(...x);
  const at = (date: string, hh: number, mm: number) => `${date}T${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}:${s()}`;

  // Evenings at home and the cat: no text (the distractors).
  const HOME: Array<string[]> = [['dinner', 'food', 'home'], ['cat', 'miso', 'home'], ['couch', 'cat', 'home'], ['cooking', 'kitchen', 'home'], ['window', 'snow', 'home']];
  for (const date of ['2024-12-07', '2024-12-21', '2025-01-05', '2025-01-25', '2025-02-08', '2025-02-23', '2025-03-16', '2025-04-05', '2025-04-20',
    '2025-05-04', '2025-06-01', '2025-06-15', '2025-07-08', '2025-07-27', '2025-08-16', '2025-08-30']) {
    add(photo('home', at(date, 18 + Math.floor(random() * 3), Math.floor(random() * 60)), 'home', 'indoor', [], ['evening', ...pick(random, HOME)]));
  }
  for (const [date, hh] of [['2024-12-28', 11], ['2025-04-13', 10], ['2025-06-29', 9]] as const) {
    add(photo('home', at(date, hh, 10 + Math.floor(random() * 40)), 'leslieSpit', 'park', [], ['walk', 'lake', 'outdoors']));
  }
  add(photo('home', at('2025-07-01', 22, 14), 'harbourfront', 'city', [], ['canada-day', 'fireworks', 'night']));
  add(photo('home', at('2025-07-01', 22, 31), 'harbourfront', 'city', [], ['canada-day', 'fireworks', 'friends']));

  // The recipe card from her grandmother, and the list before Iceland.
  add(photo('home', at('2025-02-09', 14, 22), 'home', 'note', ["NONNA'S FOCACCIA", '- 500g bread flour', '- 400ml warm water', '- 7g dry yeast', '- 2 tsp salt', '- olive oil', 'Bake 220C for 25 min'],
    ['recipe', 'note', 'focaccia'], { items: ['bread flour', 'warm water', 'dry yeast', 'salt', 'olive oil'], bake: '25 min' }));
  add(photo('home', at('2025-07-06', 20, 41), 'home', 'note', ['Before Iceland:', '- buy rain shell', '- get some kronur', '- download offline maps', '- cat sitter keys'],
    ['note', 'to-do', 'trip-prep'], { items: ['buy rain shell', 'get some kronur', 'download offline maps', 'cat sitter keys'] }));

  // Tennis: the booking app's confirmation, screenshotted a day or two before; photos at the courts on some days.
  TENNIS_DAYS.forEach((date, i) => {
    const booked = shiftDays(date, -1 - (i % 2));
    const court = [3, 1, 3, 4, 3, 2, 3, 3, 1, 3][i]!;
    add(screenshot('tennis', at(booked, 20 + (i % 3), 5 + Math.floor(random() * 50)), 'eastern',
      ['PlayTO Courts', 'Booking confirmed', 'Riverdale Park East', `Court ${court} · Hard`, `${appDate(date)} · 9:00-10:00 AM`, '2 players', `Ref ${48213 + i * 37}`],
      ['tennis', 'booking', 'court'], { date, court, ref: String(48213 + i * 37) }));
  });
  for (const date of ['2025-05-10', '2025-06-21', '2025-08-09']) {
    add(photo('tennis', at(date, 9, 20 + Math.floor(random() * 30)), 'courts', 'park', [], ['tennis', 'court', 'outdoors']));
  }

  // Wheel classes: the kiln shelf tag on the week's piece.
  CLAY_DAYS.forEach((date, i) => {
    const firing = i % 2 === 0 ? 'BISQUE' : 'GLAZE - CONE 6';
    add(photo('clay', at(date, 20, 40 + Math.floor(random() * 15)), 'clay', 'card', ['EASTSIDE CLAY CO-OP', 'KILN SHELF TAG', 'NAME: LENA M.', `FIRING: ${firing}`, `IN: ${tagDate(date)}`, `PIECES: ${1 + (i % 3)}`],
      ['clay', 'kiln-tag', 'pottery'], { date, pieces: 1 + (i % 3) }));
  });

  // Errands and paperwork.
  add(photo('errands', at('2025-08-21', 17, 48), 'vet', 'card', ['QUEEN EAST VETERINARY', 'APPOINTMENT REMINDER', 'PATIENT: MISO (CAT)', 'ANNUAL WELLNESS EXAM', 'THU SEP 18 2025  4:15 PM', 'WITH DR. A. NAKAMURA'],
    ['vet', 'appointment', 'cat'], { date: '2025-09-18', time: '4:15', vet: 'Nakamura' }));
  add(photo('errands', at('2025-07-08', 19, 2), 'home', 'paper', ['TORONTO HYDRO', 'ELECTRICITY BILL', 'ACCOUNT 4417 2093 88', 'PERIOD JUN 1 - JUN 30 2025', 'USAGE 412 KWH', 'AMOUNT DUE $96.37', 'DUE DATE JUL 22 2025'],
    ['bill', 'electricity', 'utility'], { account: '4417 2093 88', due: '2025-07-22', amount: '96.37', kwh: 412 }));
  add(photo('errands', at('2025-04-24', 18, 12), 'pharmacy', 'paper', ['QUEEN & LOGAN PHARMACY', 'RX 0481127', 'FLUTICASONE NASAL SPRAY', 'QTY 1   REFILLS LEFT: 3', 'PATIENT PAYS  $18.42', '2025-04-24  18:05'],
    ['pharmacy', 'receipt', 'prescription'], { rx: '0481127', drug: 'Fluticasone', refills: 3, paid: '18.42' }));
  add(photo('errands', at('2025-02-22', 11, 40), 'library', 'paper', ['TORONTO PUBLIC LIBRARY', 'HOLD PICKUP', 'MARCHETTI, L', 'THE WAGER', 'DAVID GRANN', 'PICK UP BY: 2025-03-01'],
    ['library', 'hold', 'book'], { book: 'The Wager', by: '2025-03-01' }));
  add(photo('errands', at('2025-06-10', 8, 21), 'cleaners', 'paper', ['BROADVIEW CLEANERS', 'TICKET 5532', '1 SUIT 2PC  $24.95', '2 SHIRTS  $7.90', 'READY FRI JUN 13 AFTER 4PM'],
    ['dry-cleaning', 'ticket', 'receipt'], { ticket: '5532', ready: '2025-06-13' }));
  add(screenshot('errands', at('2025-08-01', 8, 5), 'eastern', ['Interac e-Transfer', 'Money sent', '$1,850.00', 'To: Marco Bellini', 'Message: August rent', 'Reference: CA4xR7T2pQ', 'Aug 1, 2025'],
    ['rent', 'e-transfer', 'payment'], { amount: '1,850.00', to: 'Marco Bellini' }));
  add(screenshot('errands', at('2025-04-14', 12, 36), 'eastern', ['Service Canada', 'Passport application', 'received', 'File number:', 'P2X-7731-0948', 'Processing: 10 business days', 'Ready by: May 26, 2025'],
    ['passport', 'application', 'government'], { file: 'P2X-7731-0948', ready: '2025-05-26' }));

  // Work: the exam supervision timetable pinned in the staff room.
  add(photo('work', at('2025-06-02', 15, 35), 'school', 'paper', ['RIVERDALE C.I.', 'JUNE EXAM SUPERVISION', 'MS. MARCHETTI', 'SCH4U - MON JUN 16 9:00', 'ROOM 214', 'SNC2D - WED JUN 18 1:00', 'CAFETERIA', 'SCH3U - FRI JUN 20 9:00', 'ROOM 118'],
    ['exam', 'schedule', 'work'], { exams: ['SCH4U', 'SNC2D', 'SCH3U'], sch4uRoom: '214', sch4uDate: '2025-06-16' }));

  // Outings in Toronto.
  add(screenshot('outing', at('2025-02-03', 12, 4), 'eastern', ['Ticketmaster', 'Massey Hall', 'SALTWATER HYMNS', 'with Lowlight', 'Fri, Mar 28, 2025 · 8:00 PM', 'Balcony · Row D · Seat 118', 'Order # 38-55612/TOR'],
    ['ticket', 'concert', 'e-ticket', 'gig'], { band: 'Saltwater Hymns', opener: 'Lowlight', date: '2025-03-28', row: 'D', seat: 118, order: '38-55612' }));
  add(photo('outing', at('2025-03-28', 21, 12), 'masseyHall', 'indoor', [], ['concert', 'stage', 'music', 'gig']));
  add(photo('outing', at('2025-03-15', 11, 34), 'gallery', 'paper', ['ART GALLERY OF ONTARIO', 'GENERAL ADMISSION', 'ADULT  $30.00', 'SAT MAR 15 2025', 'TIMED ENTRY 11:30'], ['ticket', 'gallery', 'art'], { gallery: 'Art Gallery of Ontario', price: '30.00' }));
  add(photo('outing', at('2025-03-15', 12, 10), 'gallery', 'indoor', [], ['gallery', 'art', 'paintings']));
  const ramen = [['SPICY MISO RAMEN', 17.5], ['SHOYU RAMEN', 16.5], ['GYOZA (6)', 8.0]] as const;
  const ramenHst = round2(sum(ramen) * 0.13);
  add(photo('outing', at('2025-02-14', 19, 47), 'ramen', 'folder', ['HOKKAI NOODLE BAR', 'BALDWIN ST', '2025-02-14  19:42', ...ramen.map(([n, p]) => `${n}  $${cad(p)}`), `HST 13%  $${cad(ramenHst)}`, `TOTAL  $${cad(sum(ramen) + ramenHst)}`],
    ['receipt', 'restaurant', 'dinner', 'valentines'], { restaurant: 'Hokkai Noodle Bar', total: cad(sum(ramen) + ramenHst) }));
  const brunch = [['EGGS BENNY', 18.0], ['BUTTERMILK PANCAKES', 15.0], ['OAT LATTE X2', 11.0]] as const;
  const brunchHst = round2(sum(brunch) * 0.13);
  add(photo('outing', at('2025-06-22', 11, 24), 'diner', 'folder', ['SUNNY SIDE DINER', 'QUEEN ST E', '2025-06-22  11:18', ...brunch.map(([n, p]) => `${n}  $${cad(p)}`), `HST 13%  $${cad(brunchHst)}`, `TOTAL  $${cad(sum(brunch) + brunchHst)}`],
    ['receipt', 'restaurant', 'brunch'], { restaurant: 'Sunny Side Diner', total: cad(sum(brunch) + brunchHst) }));

  // Montréal, the Victoria Day long weekend: Friday 16 – Monday 19 May.
  const mtl = (extra: string[]) => ['montreal-trip', 'long-weekend', ...extra];
  add(screenshot('montreal', at('2025-05-15', 21, 30), 'eastern', ['Airbnb', 'Your stay in Montréal', 'Bright flat in the Plateau', 'Host: Geneviève', 'Check-in: Fri, May 16 after 4 PM', 'Checkout: Mon, May 19, 11 AM', 'Door code: 7193'],
    mtl(['apartment', 'booking']), { host: 'Geneviève', code: '7193' }));
  add(screenshot('montreal', at('2025-05-16', 17, 22), 'eastern', ['Porter', 'Boarding pass', 'YTZ → YUL', 'Toronto City to Montréal', 'Flight PD 441', 'Fri, May 16, 2025', 'Boarding 17:40 · Gate 5', 'Seat 7A'],
    mtl(['boarding-pass', 'flight', 'flight-out']), { flight: 'PD 441', seat: '7A' }));
  add(photo('montreal', at('2025-05-17', 9, 16), 'bagels', 'paper', ['ST-VIATEUR BAGEL', 'RUE ST-VIATEUR O', '2025-05-17  09:12', '6 SESAME  $9.00', '2 CREAM CHEESE  $5.40', 'TOTAL  $14.40', 'MERCI!'],
    mtl(['receipt', 'bagels', 'breakfast']), { place: 'St-Viateur Bagel', total: '14.40' }));
  add(photo('montreal', at('2025-05-17', 14, 5), 'oldPort', 'sea', [], mtl(['old-port', 'river', 'outdoors'])));
  const bistro = [['TARTARE DE BOEUF', 26.0], ['CANARD CONFIT', 34.0], ['VIN ROUGE (BTL)', 62.0]] as const;
  const gst = round2(sum(bistro) * 0.05);
  const qst = round2(sum(bistro) * 0.09975);
  add(photo('montreal', at('2025-05-17', 20, 36), 'bistro', 'folder', ['BISTRO LA LANTERNE', 'FACTURE / BILL', '2025-05-17  20:31', ...bistro.map(([n, p]) => `${n}  $${cad(p)}`), `TPS/GST  $${cad(gst)}`, `TVQ/QST  $${cad(qst)}`, `TOTAL  $${cad(sum(bistro) + gst + qst)}`],
    mtl(['receipt', 'restaurant', 'dinner']), { restaurant: 'Bistro La Lanterne', total: cad(sum(bistro) + gst + qst) }));
  add(photo('montreal', at('2025-05-18', 13, 42), 'museum', 'paper', ['MUSEE DES BEAUX-ARTS', 'DE MONTREAL', 'BILLET / TICKET', 'ADULTE / ADULT  $24.00', '2025-05-18'], mtl(['ticket', 'museum']), { museum: 'Musée des beaux-arts de Montréal' }));
  add(photo('montreal', at('2025-05-18', 17, 20), 'plateau', 'city', [], mtl(['street', 'city'])));
  add(screenshot('montreal', at('2025-05-19', 14, 2), 'eastern', ['Porter', 'Boarding pass', 'YUL → YTZ', 'Montréal to Toronto City', 'Flight PD 448', 'Mon, May 19, 2025', 'Boarding 14:35 · Gate 3', 'Seat 9C'],
    mtl(['boarding-pass', 'flight', 'flight-home']), { flight: 'PD 448', seat: '9C' }));

  // Iceland: the overnight flight on Friday 11 July, home on Saturday 19 July.
  const ice = (extra: string[]) => ['iceland-trip', 'holiday', ...extra];
  add(screenshot('iceland', at('2025-07-11', 20, 41), 'eastern', ['Icelandair', 'Boarding pass', 'YYZ - KEF', 'Toronto to Reykjavik-Keflavik', 'Flight FI 602', 'Fri 11 Jul 2025', 'Boarding 20:55 · Gate E73', 'Seat 24F'],
    ice(['boarding-pass', 'flight', 'flight-out']), { flight: 'FI 602', seat: '24F' }));
  add(photo('iceland', at('2025-07-12', 7, 52), 'kef', 'paper', ['NORDLYS CAR RENTAL', 'RENTAL AGREEMENT RA-260917', 'DACIA DUSTER 4X4', 'PLATE: KX-R47', 'OUT 12.07.2025 07:30 KEF', 'RETURN 19.07.2025 10:00 KEF', 'FUEL: FULL TO FULL', 'GRAVEL PROTECTION: YES'],
    ice(['car-hire', 'contract', 'rental-car']), { agreement: 'RA-260917', car: 'Dacia Duster', plate: 'KX-R47', returnBy: '2025-07-19' }));
  add(screenshot('iceland', at('2025-07-12', 14, 31), 'iceland', ['Blue Lagoon', 'Booking confirmed', 'Comfort · 2 guests', 'Sat 12 Jul 2025', 'Arrival 15:00 - 16:00', 'Booking no. BL-8842137'],
    ice(['spa', 'booking', 'lagoon']), { booking: 'BL-8842137', arrival: '15:00' }));
  add(photo('iceland', at('2025-07-12', 15, 48), 'lagoon', 'sea', [], ice(['lagoon', 'spa', 'steam'])));
  add(photo('iceland', at('2025-07-12', 19, 10), 'guesthouse', 'folder', ['BLAFELL GUESTHOUSE', 'HVOLSVOLLUR', 'Room 6 - 5 nights', 'Wi-Fi: Blafell-Guest', 'Password: hekla1947', 'Breakfast 7:30 - 9:30'],
    ice(['guesthouse', 'key-card', 'wifi']), { guesthouse: 'Blafell Guesthouse', room: '6', password: 'hekla1947' }));
  add(photo('iceland', at('2025-07-13', 11, 3), 'waterfall', 'park', [], ice(['waterfall', 'hike'])));
  add(photo('iceland', at('2025-07-14', 10, 27), 'skogafoss', 'park', [], ice(['waterfall', 'view'])));
  add(photo('iceland', at('2025-07-14', 15, 40), 'skogafoss', 'beach', [], ice(['black-sand', 'beach'])));
  add(photo('iceland', at('2025-07-15', 10, 31), 'ferryPort', 'paper', ['HERJOLFUR FERRY', 'LANDEYJAHOFN - VESTMANNAEYJAR', '15.07.2025  DEP 10:45', '2 ADULTS + 1 CAR', 'ISK 9.120', 'BOOKING 55120-H'],
    ice(['ferry', 'ticket', 'ferry-out']), { dep: '10:45', paid: '9.120', booking: '55120-H' }));
  add(photo('iceland', at('2025-07-15', 12, 2), 'heimaey', 'sea', [], ice(['puffins', 'island', 'cliffs'])));
  const cafe = [['FISH OF THE DAY X2', 7980], ['LANGOUSTINE SOUP', 3490], ['BEER X2', 3200]] as const;
  add(photo('iceland', at('2025-07-15', 13, 9), 'heimaey', 'folder', ['HAFNARKAFFI', 'VESTMANNAEYJAR', '15.07.2025  13:05', ...cafe.map(([n, p]) => `${n}  ${isk(p)}`), `TOTAL ISK  ${isk(sum(cafe))}`],
    ice(['receipt', 'restaurant', 'lunch']), { restaurant: 'Hafnarkaffi', total: isk(sum(cafe)) }));
  add(photo('iceland', at('2025-07-15', 18, 2), 'heimaey', 'paper', ['HERJOLFUR FERRY', 'VESTMANNAEYJAR - LANDEYJAHOFN', '15.07.2025  DEP 18:15', '2 ADULTS + 1 CAR', 'ISK 9.120', 'BOOKING 55121-H'],
    ice(['ferry', 'ticket', 'ferry-back']), { dep: '18:15', paid: '9.120', booking: '55121-H' }));
  add(photo('iceland', at('2025-07-16', 9, 6), 'guesthouse', 'paper', ['N1', 'HVOLSVOLLUR', '16.07.2025  09:02', 'DIESEL  38,61 L', 'PUMP 3', 'ISK 11.583'],
    ice(['fuel', 'receipt', 'gas']), { litres: '38,61', paid: '11.583' }));
  add(photo('iceland', at('2025-07-17', 13, 15), 'reykjavik', 'city', [], ice(['city', 'church'])));
  const grandi = [['LAMB SHANK', 5490], ['ARCTIC CHAR', 4990], ['SKYR CAKE', 2190]] as const;
  add(photo('iceland', at('2025-07-18', 19, 53), 'reykjavik', 'folder', ['GRANDI KITCHEN', 'REYKJAVIK', '18.07.2025  19:48', ...grandi.map(([n, p]) => `${n}  ${isk(p)}`), `TOTAL ISK  ${isk(sum(grandi))}`],
    ice(['receipt', 'restaurant', 'dinner']), { restaurant: 'Grandi Kitchen', total: isk(sum(grandi)) }));
  add(screenshot('iceland', at('2025-07-19', 15, 58), 'iceland', ['Icelandair', 'Boarding pass', 'KEF - YYZ', 'Reykjavik-Keflavik to Toronto', 'Flight FI 603', 'Sat 19 Jul 2025', 'Boarding 16:25 · Gate D7', 'Seat 24E'],
    ice(['boarding-pass', 'flight', 'flight-home']), { flight: 'FI 603', seat: '24E' }));

  // The August long weekend at a friend's cottage near Huntsville: photos only.
  for (const [date, hh, mm, where, scene, tags] of [
    ['2025-08-01', 17, 20, 'huntsville', 'city', ['town', 'main-street']],
    ['2025-08-01', 20, 45, 'cottage', 'sea', ['lake', 'sunset', 'dock']],
    ['2025-08-02', 10, 12, 'cottage', 'sea', ['lake', 'canoe']],
    ['2025-08-02', 21, 30, 'cottage', 'park', ['campfire', 'friends']],
    ['2025-08-03', 14, 5, 'cottage', 'beach', ['swim', 'lake']],
    ['2025-08-04', 10, 40, 'cottage', 'sea', ['lake', 'morning', 'dock']],
  ] as const) {
    add(photo('cottage', at(date, hh, mm), where, scene, [], ['cottage-weekend', 'cottage', ...tags]));
  }

  return shots;
}

const pad2 = (n: number): string => String(n).padStart(2, '0');
/** MIUI names screenshots after the app in front; the album keeps a few plausible packages. */
const PACKAGES: Record<string, string> = {
  'PlayTO Courts': 'ca.toronto.playto', 'Interac e-Transfer': 'com.cibc.android.mobi', 'Service Canada': 'com.android.chrome', Ticketmaster: 'com.ticketmaster.mobile.android.na',
  Airbnb: 'com.airbnb.android', Porter: 'com.flyporter.android', Icelandair: 'is.icelandair.mobile', 'Blue Lagoon': 'com.android.chrome',
};

/** The fresh album: the fourth tuning album, committed before the engine first ran on it. */
export const FRESH_PLAN: LifePlan = {
  id: 'fresh',
  defaultSeed: 4711,
  home: SPOTS.home,
  summary: 'Dec 2024 – Aug 2025, home in Leslieville, Toronto (Canada)',
  camera: { make: 'Xiaomi', model: '2311DRK48G' },
  // Xiaomi's camera names photos by their local wall clock; MIUI screenshots add milliseconds and the app's package.
  photoName: (_n, shot) => `IMG_${shot.local.slice(0, 10).replace(/-/g, '')}_${shot.local.slice(11, 19).replace(/:/g, '')}.jpg`,
  screenshotName: (local, shot) => {
    const ms = pad2((Number(local.slice(14, 16)) * 7 + Number(local.slice(17, 19)) * 13) % 100) + String(Number(local.slice(17, 19)) % 10);
    return `Screenshot_${local.slice(0, 10)}-${local.slice(11, 13)}-${local.slice(14, 16)}-${local.slice(17, 19)}-${ms}_${PACKAGES[shot?.text[0] ?? ''] ?? 'com.android.systemui'}.png`;
  },
  shots: freshShots,
};
