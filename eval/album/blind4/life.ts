/**
 * The fourth blind album: a ninth life, written by a helper who never tuned the engine and read none
 * of its code (nor the other blind albums). Orla Kavanagh is a quantity surveyor at a construction
 * consultancy in the Dublin docklands and lives in Phibsborough, Dublin 7, with her partner Dara
 * (euro printed "€1,234.50", VAT lines at 23 % and 13.5 %, dates day first "19/02/2026" or
 * "Sat 02 May 2026", GMT in winter and Irish summer time +01:00 from 29 March; Eircodes; Leap card
 * top-ups, Irish Rail tickets). A Huawei phone names photos IMG_20260203_213015.jpg by local time
 * and screenshots by local time and the app's package. February – September 2026.
 *
 * - home: evenings (no text), walks in Howth (by DART) and on the Bull Wall, St Patrick's Day,
 *   Dara's birthday, a handwritten shopping list for a dinner party and a packing list before Wales;
 * - choir: Tuesday-evening rehearsals February – June, a photo of the night's running order each
 *   time (never "choir", "sing" or "rehearsal": "ALTOS BARS 17-40", "FULL RUN"), and the summer
 *   concert's poster;
 * - swim: Sunday-morning sea swims May – September, a photo of the bathing shelter's chalk board
 *   each time (never "swim" or "sea": "WATER 12°C", "HIGH TIDE");
 * - work: the Safe Pass card, a site induction sticker;
 * - errands: Leap card top-ups, An Post's missed-delivery card, a pharmacy receipt, a dentist's
 *   appointment card, a bike-shop service docket, library loans, a passport renewal, Lidl receipts;
 * - outing: a gig, a football league match at Croke Park, a cinema ticket, Dara's birthday dinner,
 *   a takeaway order;
 * - galway: the May bank holiday weekend, Saturday 2 – Monday 4 May, by train;
 * - boston: a cost-engineering conference, Sunday 7 – Friday 12 June (overnight flight home), with a
 *   talk, a ball game, receipts in US dollars with the meals tax and dates month first;
 * - wales: a week in Snowdonia, Saturday 15 – Saturday 22 August, by ferry to Holyhead as foot
 *   passengers and a hire car there: sterling with VAT 20 %.
 */
import { pick, type Rng } from '../../../scripts/support/seeded-random';
import { sec, shooter, type LifePlan, type Shot } from '../plan';
import { blind4Offset, SPOTS, type SpotName } from './places';

const { photo, screenshot } = shooter<SpotName>(SPOTS, blind4Offset);

const round2 = (n: number): number => Math.round(n * 100) / 100;
/** "1234.5" → "1,234.50": Ireland, the US and the UK all group thousands with a comma. */
const amount = (n: number): string => n.toLocaleString('en-IE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const eur = (n: number): string => `€${amount(n)}`;
const sum = (lines: ReadonlyArray<readonly [string, number]>): number => round2(lines.reduce((t, [, p]) => t + p, 0));
/** The VAT inside a VAT-inclusive total at a rate in per cent. */
const vatIn = (total: number, rate: number): number => round2(total - total / (1 + rate / 100));
const DAY = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];
const MON = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const weekday = (date: string): string => DAY[new Date(`${date}T12:00:00Z`).getUTCDay()]!;
/** "2026-02-03" → "TUE 3 FEB", as the running order is headed. */
const sheetDate = (date: string): string => `${weekday(date)} ${Number(date.slice(8, 10))} ${MON[Number(date.slice(5, 7)) - 1]}`;
/** "2026-05-10" → "10/05", as the chalk board is dated. */
const chalkDate = (date: string): string => `${date.slice(8, 10)}/${date.slice(5, 7)}`;
/** "2026-02-19" → "19/02/2026". */
const irish = (date: string): string => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/** Tuesday rehearsals, February – June (none at mid-term, on St Patrick's Day, in Easter week, after the bank holiday, nor while in Boston). */
export const CHOIR_DAYS = ['2026-02-03', '2026-02-10', '2026-02-24', '2026-03-03', '2026-03-10', '2026-03-24', '2026-03-31',
  '2026-04-14', '2026-04-21', '2026-04-28', '2026-05-12', '2026-05-19', '2026-05-26', '2026-06-02'];
const PIECES = ['THE PARTING GLASS', 'SHENANDOAH', 'BOTH SIDES NOW', 'AN MHAIGHDEAN MHARA', 'ABIDE WITH ME', 'THE WATER IS WIDE', 'LOCH LOMOND'];

/** Sunday sea swims at the Bull Wall, May – September, with the board's water temperature and high tide. */
export const SWIM_DAYS: ReadonlyArray<readonly [string, number, string]> = [
  ['2026-05-10', 11, '08:12'], ['2026-05-17', 11, '07:40'], ['2026-05-31', 12, '08:55'], ['2026-06-21', 14, '09:20'], ['2026-06-28', 14, '07:05'],
  ['2026-07-05', 15, '08:30'], ['2026-07-12', 16, '07:10'], ['2026-07-26', 16, '08:45'], ['2026-08-02', 17, '07:25'], ['2026-08-30', 16, '08:05'],
  ['2026-09-06', 15, '07:35'], ['2026-09-13', 15, '08:40'], ['2026-09-27', 14, '07:15'],
];

/** Every shot of the album, in no particular order (the generator sorts and names them). */
function blind4Shots(random: Rng): Shot[] {
  const s = () => sec(random);
  const shots: Shot[] = [];
  const add = (...x: Shot[]) => shots.push(...x);
  const at = (date: string, hh: number, mm: number) => `${date}T${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}:${s()}`;

  // Evenings at home: no text (the distractors).
  const HOME: Array<string[]> = [['dinner', 'food', 'home'], ['window', 'rain', 'home'], ['couch', 'film', 'home'], ['kitchen', 'baking', 'home'], ['plants', 'windowsill', 'home']];
  for (const date of ['2026-02-07', '2026-02-20', '2026-03-07', '2026-03-27', '2026-04-09', '2026-04-25', '2026-05-15', '2026-05-29',
    '2026-06-17', '2026-07-02', '2026-07-18', '2026-08-07', '2026-09-04', '2026-09-19']) {
    add(photo('home', at(date, 19 + Math.floor(random() * 3), Math.floor(random() * 60)), 'home', 'indoor', [], ['evening', ...pick(random, HOME)]));
  }
  // Howth by DART: the ticket, then the cliff path.
  add(photo('home', at('2026-03-22', 11, 4), 'howth', 'paper', ['IARNROD EIREANN  DART', 'CONNOLLY  >  HOWTH', 'ADULT SINGLE  €3.60', '22/03/2026  10:41', 'TKT 0448-21957'],
    ['dart', 'train-ticket', 'day-out'], { fare: '3.60', from: 'Connolly' }));
  add(photo('home', at('2026-03-22', 12, 30), 'howth', 'sea', [], ['howth', 'cliff-walk', 'walk', 'outdoors']));
  add(photo('home', at('2026-03-22', 14, 10), 'howth', 'beach', [], ['howth', 'harbour', 'walk', 'seals']));
  add(photo('home', at('2026-08-09', 17, 20), 'howth', 'sea', [], ['howth', 'cliff-walk', 'walk', 'sunset']));
  add(photo('home', at('2026-02-15', 15, 40), 'bullWall', 'beach', [], ['walk', 'strand', 'winter']));
  add(photo('home', at('2026-03-17', 12, 15), 'smithfield', 'city', [], ['st-patricks-day', 'parade', 'crowd']));
  add(photo('home', at('2026-03-17', 12, 40), 'smithfield', 'party', [], ['st-patricks-day', 'parade', 'flags']));
  add(photo('home', at('2026-04-18', 18, 0), 'home', 'party', [], ['birthday', 'dara', 'cake']));
  // A dinner party for six in March: the list, written the night before.
  add(photo('home', at('2026-03-13', 21, 35), 'home', 'note', ['Sat - dinner for 6', '- lamb shoulder', '- rosemary + garlic', '- baby potatoes', '- 2 x red wine', '- cream for the pavlova'],
    ['note', 'shopping-list', 'dinner-party'], { items: ['lamb shoulder', 'rosemary', 'baby potatoes', 'red wine', 'cream'] }));
  add(photo('home', at('2026-03-14', 20, 50), 'home', 'party', [], ['dinner-party', 'friends', 'table']));
  // Before Wales.
  add(photo('home', at('2026-08-13', 22, 10), 'home', 'note', ['Wales - bring!', '- walking boots', '- rain jackets', '- driving licence', '- sterling (cash)', '- phone charger'],
    ['note', 'packing-list', 'trip-prep'], { items: ['walking boots', 'rain jackets', 'driving licence', 'sterling', 'phone charger'] }));

  // Tuesday rehearsals: the running order taped to the hall's door.
  CHOIR_DAYS.forEach((date, i) => {
    const piece = PIECES[i % PIECES.length]!;
    add(photo('choir', at(date, 19, 32 + Math.floor(random() * 20)), 'hall', 'whiteboard',
      [`${sheetDate(date)} - RUNNING ORDER`, '7.30 WARM-UP', `8.00 ALTOS BARS ${17 + (i % 4) * 8}-${40 + (i % 4) * 8}`, `8.45 FULL RUN: ${piece}`, i % 5 === 0 ? 'SUBS DUE - €40 THIS TERM' : 'TEA BREAK 9.15'],
      ['choir', 'rehearsal', 'running-order'], { date, piece }));
  });
  add(photo('choir', at('2026-05-26', 21, 40), 'hall', 'sign', ['ST MICHAN\'S PARISH HALL CHOIR', 'SUMMER CONCERT', 'SATURDAY 13 JUNE 2026 - 8PM', 'ST MICHAN\'S CHURCH, CHURCH ST', 'TICKETS €15 AT THE DOOR'],
    ['choir', 'concert', 'poster'], { date: '2026-06-13', price: '15' }));
  add(photo('choir', at('2026-06-13', 21, 55), 'hall', 'party', [], ['choir', 'concert', 'flowers']));

  // Sunday swims: the chalk board at the bathing shelter.
  SWIM_DAYS.forEach(([date, temp, tide], i) => {
    add(photo('swim', at(date, 8 + (i % 2), 5 + Math.floor(random() * 40)), 'bullWall', 'sign',
      [`BULL WALL  SUN ${chalkDate(date)}`, `WATER ${temp}°C`, `HIGH TIDE ${tide}`, i % 3 === 0 ? 'JELLYFISH: A FEW' : 'FLAG: GREEN'],
      ['sea-swim', 'swim', 'chalk-board'], { date, temp, tide }));
  });
  add(photo('swim', at('2026-05-10', 9, 30), 'bullWall', 'sea', [], ['sea-swim', 'swim', 'morning']));
  add(photo('swim', at('2026-08-02', 9, 20), 'bullWall', 'beach', [], ['sea-swim', 'swim', 'friends']));

  // Work.
  add(photo('work', at('2026-02-12', 9, 15), 'office', 'card', ['SOLAS  SAFE PASS', 'ORLA KAVANAGH', 'REG. NO. 0271 5539 14', 'ISSUED 23/01/2026', 'EXPIRES 22/01/2030'],
    ['safe-pass', 'id-card', 'work'], { reg: '0271 5539 14', expires: '2030-01-22' }));
  add(photo('work', at('2026-04-16', 10, 5), 'office', 'sign', ['SITE INDUCTION COMPLETE', 'NORTH WALL QUAY - BLOCK C', 'VISITOR 117', 'HARD HAT + HI-VIS AT ALL TIMES', 'VALID UNTIL 30/06/2026'],
    ['site', 'induction', 'work'], { visitor: '117', block: 'C' }));

  // Errands and paperwork.
  const LEAP: ReadonlyArray<readonly [string, number, number, number, number]> = [['2026-02-09', 8, 4, 20, 23.85], ['2026-04-20', 18, 22, 30, 31.1], ['2026-08-31', 8, 17, 25, 27.4]];
  for (const [date, hh, mm, paid, balance] of LEAP) {
    add(screenshot('errands', at(date, hh, mm), 'ireland', ['Leap Top-Up', 'Top-up complete', 'Card no. ...3306', `Travel credit  ${eur(paid)}`, `New balance  ${eur(balance)}`, `${irish(date)}  ${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}`],
      ['leap-card', 'top-up', 'transit'], { amount: amount(paid), date }));
  }
  add(photo('errands', at('2026-02-18', 18, 50), 'home', 'card', ['AN POST', 'SORRY WE MISSED YOU', 'ITEM: REGISTERED LETTER', 'REF RL 482 117 903 IE', 'COLLECT: PHIBSBOROUGH P.O.', 'AFTER 11.00 ON 19/02/2026', 'EIRCODE D07 X2F4'],
    ['an-post', 'missed-delivery', 'parcel'], { ref: 'RL 482 117 903 IE', collect: '2026-02-19', office: 'Phibsborough' }));
  const chemist = [['HAYFEVER TABS 30', 8.99], ['VITAMIN D3 SPRAY', 12.5], ['PLASTERS ASSORTED', 4.25], ['SUNCREAM SPF50', 15.95]] as const;
  add(photo('errands', at('2026-04-27', 17, 40), 'pharmacy', 'paper', ['DALTON\'S PHARMACY', 'NORTH CIRCULAR ROAD D07', '27/04/2026  17:36', ...chemist.map(([n, p]) => `${n}  ${eur(p)}`), `TOTAL  ${eur(sum(chemist))}`, `VAT @ 23%  ${eur(vatIn(sum(chemist), 23))}`],
    ['pharmacy', 'receipt', 'health'], { total: amount(sum(chemist)), vat: amount(vatIn(sum(chemist), 23)), items: ['hayfever tablets', 'vitamin d3', 'plasters', 'suncream'] }));
  add(photo('errands', at('2026-04-30', 16, 20), 'dentist', 'card', ['NORTH CIRCULAR DENTAL', 'YOUR NEXT APPOINTMENT', 'THU 14 MAY 2026 AT 4.40PM', 'WITH DR. NI BHRIAIN', 'PLEASE GIVE 24 HRS NOTICE', 'TEL 01 830 4417'],
    ['dentist', 'appointment-card', 'health'], { date: '2026-05-14', time: '4.40' }));
  const bike = [['FULL SERVICE', 65], ['CHAIN + CASSETTE', 58], ['BRAKE PADS (REAR)', 14]] as const;
  add(photo('errands', at('2026-03-28', 12, 10), 'bikeShop', 'paper', ['SPOKES & SPROCKETS', 'JOB DOCKET 3317', '28/03/2026', ...bike.map(([n, p]) => `${n}  ${eur(p)}`), `TOTAL  ${eur(sum(bike))}`, 'VAT @ 13.5% INCL.', 'READY: WED 01/04 AFTER 3PM'],
    ['bike', 'service', 'docket'], { job: '3317', total: amount(sum(bike)), ready: '2026-04-01' }));
  add(photo('errands', at('2026-03-07', 11, 25), 'library', 'paper', ['DUBLIN CITY LIBRARIES', 'PHIBSBOROUGH LIBRARY', '07/03/2026', '1. SMALL THINGS LIKE THESE', '2. THE BEE STING', '3. MILKMAN', 'DUE BACK: 28/03/2026'],
    ['library', 'loan-slip', 'books'], { due: '2026-03-28', books: ['Small Things Like These', 'The Bee Sting', 'Milkman'] }));
  add(screenshot('errands', at('2026-03-05', 21, 12), 'ireland', ['Passport Online', 'Application submitted', 'Adult renewal', 'Ref: 1037 4482 9915', 'Fee paid  €75.00', 'Expected: 10 working days'],
    ['passport', 'renewal', 'application'], { ref: '1037 4482 9915', fee: '75.00' }));
  const energy = [['ELECTRICITY 02 JAN - 03 MAR', 187.42], ['GAS 02 JAN - 03 MAR', 141.16], ['STANDING CHARGES', 52.3]] as const;
  const energyVat = round2(sum(energy) * 0.09);
  add(photo('errands', at('2026-03-11', 20, 30), 'home', 'folder', ['FLOW ENERGY', 'BILL NO. 77-4410926', 'ACCOUNT 0093 5512', 'SUPPLY: D07 X2F4', ...energy.map(([n, p]) => `${n}  ${eur(p)}`), `VAT @ 9%  ${eur(energyVat)}`, `AMOUNT DUE  ${eur(sum(energy) + energyVat)}`, 'DIRECT DEBIT ON 25/03/2026'],
    ['energy-bill', 'bill', 'home'], { total: amount(round2(sum(energy) + energyVat)), debit: '2026-03-25', bill: '77-4410926' }));
  add(photo('errands', at('2026-07-08', 10, 30), 'dentist', 'paper', ['PHIBSBORO FAMILY PRACTICE', 'DR. S. McGRATH', '08/07/2026', 'CONSULTATION  €65.00', 'PAID BY CARD', 'THANK YOU'],
    ['gp', 'receipt', 'health'], { fee: '65.00', date: '2026-07-08' }));
  const LIDL: ReadonlyArray<readonly [string, number, number, ReadonlyArray<readonly [string, number]>]> = [
    ['2026-02-21', 10, 40, [['MILK 2L', 1.89], ['SOURDOUGH', 2.49], ['CHEDDAR', 3.29], ['BANANAS', 1.35], ['PORRIDGE OATS', 1.19]]],
    ['2026-03-14', 11, 5, [['LAMB SHOULDER', 18.99], ['BABY POTATOES', 1.79], ['CREAM 250ML', 1.49], ['RED WINE', 8.99], ['RED WINE', 8.99]]],
    ['2026-09-12', 10, 20, [['MILK 2L', 1.95], ['EGGS X12', 3.49], ['APPLES', 2.29], ['COFFEE BEANS', 6.99]]],
  ];
  for (const [date, hh, mm, items] of LIDL) {
    add(photo('errands', at(date, hh, mm), 'lidl', 'paper', ['LIDL', 'PHIBSBOROUGH', ...items.map(([n, p]) => `${n}  ${amount(p)} EUR`), `TOTAL  ${amount(sum(items))} EUR`, `${irish(date)}  ${hh}:${String(mm - 2).padStart(2, '0')}`],
      ['lidl', 'receipt', 'groceries'], { total: amount(sum(items)), date }));
  }

  // Outings in Dublin.
  add(photo('outing', at('2026-02-28', 18, 40), 'crokePark', 'paper', ['CROKE PARK', 'NATIONAL FOOTBALL LEAGUE DIV 1', 'DUBLIN V KERRY', 'SAT 28 FEB 2026  7.00PM', 'HOGAN STAND UPPER 312', 'ROW P  SEAT 18', 'ADULT  €25.00'],
    ['match', 'ticket', 'football'], { stand: 'Hogan', row: 'P', seat: '18', section: '312' }));
  add(photo('outing', at('2026-02-28', 19, 45), 'crokePark', 'stadium', [], ['match', 'floodlights', 'crowd']));
  add(photo('outing', at('2026-03-20', 19, 20), 'vicarStreet', 'paper', ['VICAR STREET', 'MARLOWE & THE HOLLOWS', 'FRI 20 MAR 2026  DOORS 7.30PM', 'GENERAL ADMISSION STANDING', '€42.50 + FEES', 'ORDER 55-10338'],
    ['gig', 'ticket', 'music'], { band: 'Marlowe & the Hollows', price: '42.50' }));
  add(photo('outing', at('2026-04-19', 18, 5), 'smithfield', 'paper', ['LIGHT HOUSE CINEMA', 'THE SALT ROADS (15A)', 'SUN 19 APR 2026  6.15PM', 'SCREEN 2  SEAT E7', 'ADULT  €12.50'],
    ['cinema', 'film', 'movie-ticket'], { film: 'The Salt Roads', seat: 'E7', screen: '2' }));
  const dinner = [['2 X BEEF TARTARE', 28], ['HAKE', 29], ['DRY AGED SIRLOIN', 36], ['BOTTLE RIOJA', 42], ['2 X TREACLE TART', 18]] as const;
  add(photo('outing', at('2026-04-18', 22, 15), 'capelStreet', 'folder', ['HAWTHORN & QUAY', 'CAPEL STREET, DUBLIN 1', '18/04/2026  22:09  TABLE 12', ...dinner.map(([n, p]) => `${n}  ${amount(p)}`), `TOTAL  ${eur(sum(dinner))}`, `VAT @ 13.5%  ${eur(vatIn(sum(dinner), 13.5))}`],
    ['receipt', 'restaurant', 'birthday'], { restaurant: 'Hawthorn & Quay', total: amount(sum(dinner)) }));
  add(photo('outing', at('2026-04-18', 20, 30), 'capelStreet', 'indoor', [], ['birthday', 'dinner', 'dara', 'candles']));
  add(screenshot('outing', at('2026-06-26', 21, 10), 'ireland', ['Deliveroo', 'Your order arrived', 'Jade Lantern', '1x Spice Bag', '1x Crispy Chilli Beef', '2x Egg Fried Rice', 'Total  €38.40', '26 Jun 2026, 21:08'],
    ['takeaway', 'food-delivery', 'order'], { restaurant: 'Jade Lantern', total: '38.40', items: ['spice bag', 'crispy chilli beef', 'egg fried rice'] }));

  // Galway: the May bank holiday weekend by train.
  const gal = (extra: string[]) => ['galway-trip', 'weekend', ...extra];
  add(screenshot('galway', at('2026-05-01', 20, 45), 'ireland', ['Irish Rail', 'e-Ticket', 'Dublin Heuston > Galway', 'Sat 02 May 2026', 'Dep 09:35  Arr 12:05', 'Coach C  Seat 34', 'Ref: IR8K2M4Q'],
    gal(['train', 'e-ticket', 'train-out']), { coach: 'C', seat: '34', ref: 'IR8K2M4Q', dep: '09:35', arr: '12:05' }));
  add(photo('galway', at('2026-05-02', 13, 10), 'eyreSquare', 'card', ['CORRIB VIEW B&B', 'ROOM 3', 'WIFI: CorribView_Guests', 'PASSWORD: claddagh26', 'BREAKFAST 8 - 10AM', 'CHECK-OUT BY 11'],
    gal(['bnb', 'key-card', 'wifi']), { bnb: 'Corrib View B&B', password: 'claddagh26', room: '3' }));
  add(photo('galway', at('2026-05-02', 15, 30), 'spanishArch', 'city', [], gal(['spanish-arch', 'river', 'old-town'])));
  add(photo('galway', at('2026-05-02', 17, 5), 'eyreSquare', 'paper', ['QUAY STREET BOOKS', 'SECOND-HAND & NEW', '02/05/2026  16:58', 'THE GATHERING  €6.00', 'CONNEMARA MAP  €9.95', 'TOTAL  €15.95'],
    gal(['bookshop', 'receipt', 'books']), { total: '15.95' }));
  const seafood = [['CHOWDER X2', 19], ['MUSSELS', 21.5], ['FISH & CHIPS', 19.5], ['PINT X3', 20.1]] as const;
  add(photo('galway', at('2026-05-02', 21, 20), 'salthill', 'folder', ['THE PIER LOFT', 'SALTHILL PROMENADE', '02/05/2026  21:14', ...seafood.map(([n, p]) => `${n}  ${amount(p)}`), `TOTAL  ${eur(sum(seafood))}`, 'VAT INCL.'],
    gal(['receipt', 'restaurant', 'dinner']), { restaurant: 'The Pier Loft', total: amount(sum(seafood)) }));
  add(photo('galway', at('2026-05-02', 22, 40), 'eyreSquare', 'party', [], gal(['trad-session', 'pub', 'music'])));
  add(photo('galway', at('2026-05-03', 11, 0), 'salthill', 'beach', [], gal(['salthill', 'prom', 'walk'])));
  add(photo('galway', at('2026-05-03', 13, 30), 'spanishArch', 'folder', ['KIRWAN\'S KITCHEN', 'KIRWAN\'S LANE', '03/05/2026  13:24', 'SEAFOOD PLATTER  24.00', 'SMOKED SALMON SAMBO  13.50', 'FLAT WHITE X2  7.80', 'TOTAL  €45.30', 'VAT INCL.'],
    gal(['receipt', 'restaurant', 'lunch']), { restaurant: 'Kirwan\'s Kitchen', total: '45.30' }));
  add(screenshot('galway', at('2026-05-04', 15, 50), 'ireland', ['Irish Rail', 'e-Ticket', 'Galway > Dublin Heuston', 'Mon 04 May 2026', 'Dep 16:15  Arr 18:40', 'Coach A  Seat 12', 'Ref: IR8K2M5T'],
    gal(['train', 'e-ticket', 'train-back']), { coach: 'A', seat: '12', ref: 'IR8K2M5T' }));

  // Boston: the conference, out on Sunday 7 June, the overnight flight home on Thursday 11 June.
  const bos = (extra: string[]) => ['boston-trip', 'conference', ...extra];
  add(screenshot('boston', at('2026-06-07', 14, 40), 'ireland', ['Aer Lingus', 'Boarding pass - Saver fare', 'DUB → BOS', 'Dublin to Boston', 'EI 137 · Sun 7 Jun 2026', 'Boarding 14:50 · Gate 402', 'Seat 23F'],
    bos(['boarding-pass', 'flight', 'flight-out']), { flight: 'EI 137', seat: '23F' }));
  add(screenshot('boston', at('2026-06-07', 18, 14), 'boston', ['Lyft', 'Thanks for riding', 'Logan Airport → Seaport', 'Jun 7, 2026 · 6:12 PM', 'Total  $31.87'],
    bos(['taxi', 'ride', 'receipt']), { total: '31.87' }));
  add(photo('boston', at('2026-06-07', 18, 50), 'seaport', 'folder', ['THE HARBOURLINE HOTEL', 'ROOM 614', 'CHECK-IN 06/07  CHECK-OUT 06/11', 'WI-FI: HARBOURLINE-GUEST', 'ACCESS CODE: beacon614', 'BREAKFAST 6:30-10:30  LOBBY'],
    bos(['hotel', 'key-card', 'wifi']), { hotel: 'The Harbourline Hotel', room: '614', code: 'beacon614' }));
  add(photo('boston', at('2026-06-08', 8, 40), 'seaport', 'card', ['NORTH ATLANTIC COST FORUM 2026', 'ORLA KAVANAGH', 'COST CONSULTANT', 'DUBLIN, IRELAND', 'SPEAKER - SESSION 3B'],
    bos(['badge', 'speaker']), { role: 'speaker' }));
  add(photo('boston', at('2026-06-08', 9, 5), 'seaport', 'paper', ['TUESDAY, JUNE 9', 'ROOM 3B  2:15 PM', 'KAVANAGH (DUBLIN):', 'EMBODIED CARBON', 'IN EARLY COST PLANS', '30 MIN + Q&A'],
    bos(['programme', 'talk', 'schedule']), { room: '3B', time: '2:15' }));
  add(photo('boston', at('2026-06-08', 12, 55), 'longWharf', 'folder', ['LONG WHARF CHOWDER CO.', '06/08/2026  12:48', 'CLAM CHOWDER BOWL  $14.00', 'LOBSTER ROLL  $32.00', 'SUBTOTAL  $46.00', 'MEALS TAX 7%  $3.22', 'TIP  $9.20', 'TOTAL  $58.42'],
    bos(['receipt', 'restaurant', 'lunch']), { restaurant: 'Long Wharf Chowder Co.', total: '58.42', tax: '3.22', tip: '9.20' }));
  add(photo('boston', at('2026-06-08', 19, 30), 'longWharf', 'sea', [], bos(['harbour', 'evening', 'boats'])));
  add(photo('boston', at('2026-06-09', 18, 40), 'fenway', 'paper', ['FENWAY PARK', 'RED SOX VS ORIOLES', 'TUE JUN 9 2026  7:10 PM', 'GRANDSTAND 31', 'ROW 12  SEAT 4', '$68.00'],
    bos(['baseball', 'ticket', 'game']), { section: 'Grandstand 31', row: '12', seat: '4', price: '68.00' }));
  add(photo('boston', at('2026-06-09', 19, 50), 'fenway', 'stadium', [], bos(['baseball', 'floodlights', 'crowd'])));
  add(photo('boston', at('2026-06-10', 17, 45), 'harvardSquare', 'city', [], bos(['harvard', 'square', 'bricks'])));
  add(screenshot('boston', at('2026-06-11', 19, 35), 'boston', ['Aer Lingus', 'Boarding pass - Saver fare', 'BOS → DUB', 'Boston to Dublin', 'EI 138 · Thu 11 Jun 2026', 'Boarding 19:40 · Gate E8', 'Seat 19A'],
    bos(['boarding-pass', 'flight', 'flight-home']), { flight: 'EI 138', seat: '19A' }));

  // Wales: foot passengers to Holyhead, a hire car there, a cottage in Llanberis.
  const wal = (extra: string[]) => ['wales-trip', 'holiday', ...extra];
  add(screenshot('wales', at('2026-08-14', 21, 30), 'ireland', ['Irish Ferries', 'Your sailing', 'Dublin → Holyhead', 'Sat 15 Aug 2026', 'Dep 08:05  Arr 11:20', '2 adults · foot passengers', 'Booking ref: IF7H2K9'],
    wal(['ferry', 'booking', 'ferry-out']), { ref: 'IF7H2K9', dep: '08:05', arr: '11:20' }));
  add(photo('wales', at('2026-08-15', 11, 50), 'holyhead', 'paper', ['MENAI CAR & VAN HIRE', 'RENTAL AGREEMENT 20417', 'VW POLO  REG CX24 KLM', 'OUT 15/08/2026 12:00', 'DUE 22/08/2026 10:00', 'TOTAL  £312.00 (VAT 20% INCL.)'],
    wal(['car-hire', 'rental', 'agreement']), { plate: 'CX24 KLM', total: '312.00', agreement: '20417' }));
  add(photo('wales', at('2026-08-15', 16, 40), 'llanberis', 'card', ['BWTHYN Y LLYN', 'HOLIDAY COTTAGE', 'KEY SAFE: 2580', 'WIFI: BwthynGuest', 'PASSWORD: eryri2026', 'BINS: GREEN = GLASS'],
    wal(['cottage', 'key-card', 'wifi']), { cottage: 'Bwthyn y Llyn', code: '2580', password: 'eryri2026' }));
  add(photo('wales', at('2026-08-17', 9, 15), 'llanberis', 'paper', ['SNOWDON MOUNTAIN RAILWAY', 'LLANBERIS - SUMMIT', 'RETURN  ADULT X2', '17/08/2026  DEP 09:30', '£98.00'],
    wal(['mountain-railway', 'ticket', 'snowdon']), { total: '98.00', dep: '09:30' }));
  add(photo('wales', at('2026-08-17', 11, 20), 'llanberis', 'park', [], wal(['summit', 'mountain', 'clouds'])));
  add(photo('wales', at('2026-08-18', 11, 0), 'caernarfon', 'paper', ['CADW', 'CAERNARFON CASTLE', 'ADULT X2  £25.00', '18/08/2026  10:54', 'NO. 661902'],
    wal(['castle', 'ticket']), { total: '25.00' }));
  add(photo('wales', at('2026-08-18', 11, 45), 'caernarfon', 'city', [], wal(['castle', 'walls', 'harbour'])));
  add(photo('wales', at('2026-08-19', 13, 0), 'betws', 'park', [], wal(['waterfall', 'forest', 'walk'])));
  const pub = [['2 X LAMB CAWL', 27], ['WELSH RAREBIT', 9.5], ['PINT X2', 11.6], ['LEMONADE', 3.2]] as const;
  add(photo('wales', at('2026-08-20', 20, 5), 'conwy', 'folder', ['THE MUSSEL & ANCHOR', 'LOWER GATE STREET, CONWY', '20/08/2026  19:58', ...pub.map(([n, p]) => `${n}  £${amount(p)}`), `TOTAL  £${amount(sum(pub))}`, `VAT 20%  £${amount(vatIn(sum(pub), 20))}`],
    wal(['receipt', 'restaurant', 'dinner']), { restaurant: 'The Mussel & Anchor', total: amount(sum(pub)) }));
  add(photo('wales', at('2026-08-20', 18, 10), 'conwy', 'city', [], wal(['castle', 'town-walls', 'evening'])));
  add(photo('wales', at('2026-08-22', 9, 40), 'holyhead', 'garage', ['UNLEADED  31.42 L', '£1.449 / L', 'TOTAL  £45.53', 'PUMP 4  22/08/26 09:36'],
    wal(['fuel', 'petrol', 'receipt']), { litres: '31.42', total: '45.53' }));
  add(screenshot('wales', at('2026-08-22', 12, 30), 'wales', ['Irish Ferries', 'Your sailing', 'Holyhead → Dublin', 'Sat 22 Aug 2026', 'Dep 14:10  Arr 17:25', '2 adults · foot passengers', 'Booking ref: IF7H2L3'],
    wal(['ferry', 'booking', 'ferry-back']), { ref: 'IF7H2L3' }));
  add(photo('wales', at('2026-08-22', 14, 30), 'holyhead', 'sea', [], wal(['ferry', 'deck', 'harbour'])));

  return shots;
}

const compact = (local: string): string => `${local.slice(0, 10).replace(/-/g, '')}_${local.slice(11, 19).replace(/:/g, '')}`;
/** The app a screenshot is of, by its first line, as EMUI appends it to the name. */
const PACKAGES: Record<string, string> = {
  'Leap Top-Up': 'ie.leapcard.topup', 'Passport Online': 'com.android.chrome', Deliveroo: 'com.deliveroo.orderapp', 'Irish Rail': 'ie.irishrail.app',
  'Aer Lingus': 'com.aerlingus.mobile', Lyft: 'me.lyft.android', 'Irish Ferries': 'com.irishferries.app',
};

/** The fourth blind album, committed before the engine first ran on it. */
export const BLIND4_PLAN: LifePlan = {
  id: 'blind4',
  defaultSeed: 3141,
  home: SPOTS.home,
  summary: 'Feb – Sep 2026, home in Phibsborough, Dublin (Ireland)',
  camera: { make: 'HUAWEI', model: 'VOG-L29' },
  // Huawei's camera names photos by their local wall clock; EMUI names screenshots the same way and adds the app's package.
  photoName: (_n, shot) => `IMG_${compact(shot.local)}.jpg`,
  screenshotName: (local, shot) => `Screenshot_${compact(local)}_${PACKAGES[shot?.text[0] ?? ''] ?? 'com.android.systemui'}.png`,
  shots: blind4Shots,
};
