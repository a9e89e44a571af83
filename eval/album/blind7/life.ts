/**
 * The seventh blind album: a life written by a helper who never tuned the engine and read none of
 * its code. Hannah Kowalski is a hydrologist at a small engineering consultancy and lives in West
 * End, Brisbane, with her partner Sam and their dog Pickle (Australian dollars, "Total incl. GST"
 * and "GST included" lines, ABNs, fuel in cents a litre, dates day first "08/06/2027", "08/06/27",
 * "Sat 10 Jul", "11 JUL 2027"; Queensland keeps +10:00 all year while Adelaide and Hobart move their
 * clocks in October); an OPPO phone names photos IMG20270608141205.jpg by local time and screenshots
 * the ColorOS way, Screenshot_2027-06-08-14-12-05-47_<hash of the app's package>.png. May 2027 –
 * January 2028.
 *
 * - home: evenings with the dog (no text), riverside walks, two handwritten lists, a modem's sticker;
 * - trivia: Thursday nights at a pub, a photo of the team's score sheet each time (never "trivia" or
 *   "quiz": rounds, points, place);
 * - bowls: Sunday afternoons of barefoot bowls, the club's green-hire slip each time (never "bowls");
 * - work: a site induction card; a symposium in Adelaide in November (flights, hotel, badge, the
 *   talk's slot, a taxi, a dinner, Hahndorf);
 * - errands: the car (a logbook service, a puncture at another shop, fuel, the registration), a
 *   plumber, council rates, the vet, the dentist, a pharmacy label, library loans, transit top-ups,
 *   an energy bill, groceries at a supermarket and a market stall;
 * - outing: the football, a gig, a birthday dinner, a brunch;
 * - cairns: the winter holiday, Saturday 10 – Saturday 17 July: flights, a hotel in Cairns, the reef,
 *   the railway to Kuranda, a hire car, a villa in Port Douglas, two dinners;
 * - christmas: Christmas with Sam's parents in Noosa (photos and a fill-up);
 * - tasmania: Monday 27 December – Tuesday 4 January: flights (home from Launceston), a cottage in
 *   Hobart, a museum's ferry, a fish punt, New Year's Eve dinner, a coach north, a motor inn, a chairlift.
 */
import { createHash } from 'node:crypto';
import { pick, type Rng } from '../../../scripts/support/seeded-random';
import { sec, shooter, type LifePlan, type Shot } from '../plan';
import { blind7Offset, SPOTS, type SpotName } from './places';

const { photo, screenshot } = shooter<SpotName>(SPOTS, blind7Offset);

const round2 = (n: number): number => Math.round(n * 100) / 100;
/** Dollars as Australian dockets print them: "$1,072.35". */
const aud = (n: number): string => `$${n.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
const sum = (lines: ReadonlyArray<readonly [string, number]>): number => round2(lines.reduce((t, [, p]) => t + p, 0));
/** GST is a tenth of the ex-GST price, so one eleventh of a GST-inclusive total. */
const gstIn = (total: number): number => round2(total / 11);
/** "2027-06-08" → "08/06/2027". */
const dmy = (date: string): string => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
/** "2027-06-08" → "08/06/27", as the pub stamps its sheets. */
const dmyShort = (date: string): string => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(2, 4)}`;
const DAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** "2027-08-01" → "Sun 01/08/2027", as the club's till prints it. */
const dayDmy = (date: string): string => `${DAY[new Date(`${date}T12:00:00Z`).getUTCDay()]} ${dmy(date)}`;
/** A docket line: the item left, the amount right, in a monospaced column. */
const col = (item: string, amount: string, width = 32): string => `${item}${' '.repeat(Math.max(2, width - item.length - amount.length))}${amount}`;

/** Thursday nights at the pub: the date, each round's points out of 10 and the place on the night. */
export const TRIVIA_NIGHTS: ReadonlyArray<readonly [string, readonly number[], string]> = [
  ['2027-06-03', [7, 6, 5, 8, 5], '4TH'], ['2027-06-17', [8, 7, 6, 7, 7], '3RD'], ['2027-07-01', [5, 6, 7, 5, 6], '6TH'],
  ['2027-07-22', [8, 8, 7, 9, 6], '2ND'], ['2027-08-05', [6, 7, 6, 8, 6], '5TH'], ['2027-08-12', [9, 8, 8, 9, 7], '1ST'],
  ['2027-08-26', [7, 8, 6, 8, 7], '3RD'], ['2027-09-09', [8, 9, 7, 8, 7], '2ND'], ['2027-09-23', [6, 5, 7, 6, 6], '7TH'],
  ['2027-10-14', [8, 7, 8, 7, 7], '2ND'], ['2027-10-28', [9, 9, 8, 9, 9], '1ST'], ['2027-11-18', [7, 6, 7, 7, 7], '4TH'],
  ['2027-12-02', [8, 8, 8, 9, 7], '2ND'],
];

/** Sunday afternoons on the green: the date, the rink and how many played. */
export const BOWLS_DAYS: ReadonlyArray<readonly [string, number, number]> = [
  ['2027-08-01', 4, 4], ['2027-08-22', 2, 6], ['2027-09-05', 4, 4], ['2027-09-19', 7, 8],
  ['2027-10-10', 3, 4], ['2027-10-31', 4, 6], ['2027-11-21', 1, 4], ['2027-12-12', 6, 4],
];

/** Every shot of the album, in no particular order (the generator sorts and names them). */
function blind7Shots(random: Rng): Shot[] {
  const s = () => sec(random);
  const shots: Shot[] = [];
  const add = (...x: Shot[]) => shots.push(...x);
  const at = (date: string, hh: number, mm: number) => `${date}T${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}:${s()}`;

  // Evenings at home with the dog: no text (the distractors).
  const HOME: Array<string[]> = [['dinner', 'food', 'home'], ['dog', 'pickle', 'home'], ['couch', 'dog', 'home'], ['cooking', 'kitchen', 'home'], ['balcony', 'storm', 'home']];
  for (const date of ['2027-05-08', '2027-05-26', '2027-06-12', '2027-06-29', '2027-07-28', '2027-08-15', '2027-09-12', '2027-10-02',
    '2027-10-20', '2027-11-06', '2027-11-29', '2027-12-18', '2028-01-08', '2028-01-12']) {
    add(photo('home', at(date, 18 + Math.floor(random() * 3), Math.floor(random() * 60)), 'home', 'indoor', [], ['evening', ...pick(random, HOME)]));
  }
  for (const [date, hh, where, scene, tags] of [
    ['2027-05-16', 7, 'kangarooPoint', 'city', ['walk', 'river', 'dog']],
    ['2027-07-25', 8, 'newFarmPark', 'park', ['walk', 'park', 'dog']],
    ['2027-09-26', 16, 'kangarooPoint', 'city', ['walk', 'river', 'sunset']],
    ['2027-11-28', 7, 'newFarmPark', 'park', ['walk', 'jacarandas', 'dog']],
  ] as const) {
    add(photo('home', at(date, hh, 10 + Math.floor(random() * 40)), where, scene, [], [...tags]));
  }
  add(photo('home', at('2027-05-22', 10, 31), 'home', 'card', ['Wi-Fi network (SSID)', 'Telstra8F2C1A', 'Wi-Fi password', 'kq7v9rmx3hd2', 'Admin page: 192.168.0.1'],
    ['modem', 'wifi', 'sticker'], { ssid: 'Telstra8F2C1A', password: 'kq7v9rmx3hd2' }));
  add(photo('home', at('2027-08-14', 9, 12), 'home', 'note', ['Hardware run:', '- tap washers', '- plumbers tape', '- sugar soap', '- 2 x hooks for the lead'],
    ['note', 'to-do', 'hardware'], { items: ['tap washers', 'plumbers tape', 'sugar soap', 'hooks'] }));
  add(photo('tasmania', at('2027-12-20', 21, 4), 'home', 'note', ['Tassie - pack:', '- rain jackets x2', '- boots (hiking)', '- thermals', '- power bank', "- drop Pickle at Mum's"],
    ['note', 'packing-list', 'trip-prep'], { items: ['rain jackets', 'hiking boots', 'thermals', 'power bank'] }));

  // Thursday nights: the team's score sheet, photographed when the points are read out.
  TRIVIA_NIGHTS.forEach(([date, rounds, place]) => {
    const total = rounds.reduce((a, b) => a + b, 0);
    add(photo('trivia', at(date, 21, 5 + Math.floor(random() * 40)), 'pub', 'paper',
      ['THE SPOTTED QUOLL HOTEL', 'THURSDAY TEAM SHEET', `DATE ${dmyShort(date)}`, 'TEAM: THE QUOKKAS', `ROUNDS ${rounds.join(' + ')}`, `TOTAL ${total}/50`, `PLACE ${place}`],
      ['trivia', 'score-sheet', 'pub'], { date, total, place }));
  });
  add(photo('trivia', at('2027-08-12', 22, 2), 'pub', 'party', [], ['trivia', 'pub', 'friends', 'win']));

  // Sunday afternoons on the green: the club's slip at the bar.
  BOWLS_DAYS.forEach(([date, rink, players]) => {
    const fee = 12;
    add(photo('bowls', at(date, 13, 50 + Math.floor(random() * 8)), 'bowlsClub', 'paper',
      ['RIVERBEND SPORTS & REC CLUB', 'GREEN HIRE - TAX INVOICE', dayDmy(date), `Rink: ${rink}`, 'Time: 2:00pm - 4:00pm', `Players: ${players} x ${aud(fee)}`, `Total ${aud(players * fee)}`, `(incl. GST ${aud(gstIn(players * fee))})`],
      ['bowls', 'green-hire', 'receipt'], { date, rink, players }));
  });

  // Work.
  add(photo('work', at('2027-06-22', 7, 40), 'site', 'card', ['OXLEY CREEK LEVEE UPGRADE', 'SITE INDUCTION', 'Name: H. KOWALSKI', 'Company: Catchment Hydro Pty Ltd', 'Card no. SI-40912', 'Valid to 30/06/2028'],
    ['induction-card', 'site', 'work'], { card: 'SI-40912', until: '2028-06-30' }));

  // The car: a logbook service, a puncture somewhere else, the registration, fill-ups.
  const service = [['Logbook service 60,000 km', 389], ['Wiper blades (pair)', 42], ['Cabin air filter', 36]] as const;
  add(photo('errands', at('2027-06-08', 16, 12), 'garage', 'paper', ['TORQUE & TYRE', 'Mechanical - Tyres - Rego Inspections', '41 Hope St, South Brisbane QLD 4101', 'ABN 61 204 887 310',
    'TAX INVOICE  No. 30871', 'Date: 08/06/2027   Rego: 482 KXT', 'Odometer: 61,204 km', col('DESCRIPTION', 'AMOUNT', 36), ...service.map(([n, p]) => col(n, aud(p), 36)),
    col('TOTAL incl. GST', aud(sum(service)), 36), 'Next service: 71,000 km'],
  ['car', 'service', 'invoice', 'mechanic'], { garage: 'Torque & Tyre', odometer: '61,204', total: sum(service).toFixed(2), items: ['logbook service', 'wiper blades', 'cabin air filter'] }));
  add(photo('errands', at('2027-10-05', 12, 48), 'tyres', 'paper', ['Tyres - Wheels - Batteries', 'KEDRON TYRE CO.', '12 Gympie Rd, Kedron', 'TAX INVOICE 7741   05/10/2027', col('Puncture repair (RR)', aud(35)), col('Valve stem', aud(8)), col('Total (GST incl.)', aud(43)), 'Paid EFTPOS'],
    ['car', 'tyre', 'invoice', 'puncture'], { shop: 'Kedron Tyre Co', total: '43.00' }));
  add(photo('errands', at('2027-09-28', 19, 15), 'home', 'card', ['Queensland Government', 'REGISTRATION CERTIFICATE', 'Plate', '482 KXT', 'Vehicle', '2019 MAZDA CX-5 WAGON', 'Expiry date', '19/10/2028', 'Fee paid $873.55'],
    ['car', 'registration', 'certificate'], { plate: '482 KXT', expiry: '2028-10-19', fee: '873.55' }));
  const FILLS: ReadonlyArray<readonly [string, number, number, SpotName, string, number, number]> = [
    ['2027-05-20', 7, 31, 'servo', 'ANNERLEY', 41.07, 184.9], ['2027-08-18', 17, 52, 'servo', 'ANNERLEY', 39.66, 179.5],
    ['2027-10-19', 8, 5, 'servo', 'ANNERLEY', 42.18, 193.7], ['2027-12-24', 11, 20, 'noosaServo', 'NOOSAVILLE', 38.42, 189.9],
  ];
  for (const [date, hh, mm, where, branch, litres, cents] of FILLS) {
    const total = round2((litres * cents) / 100);
    add(photo(where === 'noosaServo' ? 'christmas' : 'errands', at(date, hh, mm), where, 'paper', [`AMPOL ${branch}`, 'TAX INVOICE  ABN 40 004 201 307', `${dmy(date)} ${String(hh).padStart(2, '0')}:${String(mm - 1).padStart(2, '0')}`, `Pump ${3 + (hh % 5)}  Unleaded 91`, `${litres.toFixed(2)} L @ ${cents.toFixed(1)} c/L`, col('TOTAL', aud(total), 26), `GST included ${aud(gstIn(total))}`],
      ['fuel', 'receipt', 'car'], { date, litres: litres.toFixed(2), cents: cents.toFixed(1), total: total.toFixed(2) }));
  }

  // The house and the bills.
  add(photo('errands', at('2027-08-17', 15, 30), 'home', 'paper', ['Burst pipe? Blocked drain?', "No hot water? We're on our way.", 'DRIPLESS PLUMBING & GAS', 'QBCC Licence 1290455', 'INVOICE INV-2231   17/08/2027',
    'Job: kitchen mixer tap leaking', col('Call-out fee', aud(95), 36), col('Labour 1.5 hrs', aud(165), 36), col('Mixer tap cartridge', aud(68), 36), col('Total due (inc GST)', aud(328), 36)],
  ['plumber', 'invoice', 'home-repair'], { plumber: 'Dripless Plumbing', total: '328.00', callout: '95.00' }));
  add(photo('errands', at('2027-07-26', 18, 40), 'home', 'folder', ['$1,072.35', 'Amount due', 'Brisbane City Council', 'RATES NOTICE 1 Jul - 30 Sep 2027', 'Property no. 2381 0044', 'Due date', '31 Aug 2027', 'BPAY Biller code 2345', 'Ref 5512 3388 9014'],
    ['rates', 'council', 'bill'], { amount: '1,072.35', due: '2027-08-31', biller: '2345', ref: '5512 3388 9014', property: '2381 0044' }));
  add(screenshot('errands', at('2027-08-20', 20, 2), 'queensland', ['Brightside Energy', 'Your bill is ready', '16 May - 15 Aug 2027', 'Usage 1,118 kWh', 'Amount due $386.42', 'Due by 4 Sep 2027', 'Account 7730 1184 52'],
    ['electricity', 'bill', 'utility'], { amount: '386.42', due: '2027-09-04', kwh: '1,118' }));

  // Pickle, the dentist, the pharmacy, the library, transit.
  add(photo('errands', at('2027-10-12', 17, 35), 'vet', 'card', ['BOUNDARY ST VETS', 'Patient: PICKLE (Kelpie x)', 'Visit 12/10/2027', '[X] C5 vaccination', '[X] Heartworm injection', '[ ] Microchip scan', '[X] Nail trim', 'Next due: 12/10/2028'],
    ['vet', 'dog', 'checklist'], { vet: 'Boundary St Vets', done: ['C5 vaccination', 'heartworm injection', 'nail trim'], next: '2028-10-12' }));
  add(photo('errands', at('2027-08-03', 9, 58), 'dentist', 'card', ['MONTAGUE ROAD DENTAL', 'Your next appointment', 'Appointment date', 'Tue 1 Feb 2028', 'Arrival time', '8:45 am', 'Practitioner', 'Dr Priya Raman', 'Please give 24 hrs notice to change'],
    ['dentist', 'appointment', 'card'], { date: '2028-02-01', time: '8:45', dentist: 'Dr Priya Raman' }));
  add(photo('errands', at('2027-09-21', 17, 10), 'pharmacy', 'paper', ['GREY STREET CHEMIST', 'Rx 4471920   Dr M. Okafor', 'HANNAH KOWALSKI', 'MOMETASONE NASAL SPRAY 140D', 'Use TWO sprays each nostril daily', 'Repeats left: 2', 'Dispensed 21/09/2027   $14.50'],
    ['pharmacy', 'prescription', 'label'], { rx: '4471920', repeats: 2, paid: '14.50' }));
  add(photo('errands', at('2027-09-04', 11, 14), 'library', 'paper', ['WEST END LIBRARY', 'LOANS RECEIPT', '04/09/2027 11:12', '1. Boy Swallows Universe', '2. The Overstory', '3. Fire Country', 'All items due: 25/09/2027', 'Loans on card: 3'],
    ['library', 'loans', 'books'], { books: ['Boy Swallows Universe', 'The Overstory', 'Fire Country'], due: '2027-09-25' }));
  add(screenshot('errands', at('2027-05-12', 8, 4), 'queensland', ['go card', 'Top up successful', 'Card 3085 2211 9046', 'Amount: $40.00', 'New balance: $52.30', '12 May 2027, 8:03am'],
    ['transit', 'top-up', 'go-card'], { amount: '40.00' }));
  add(screenshot('errands', at('2027-10-04', 7, 51), 'queensland', ['go card', 'Top up successful', 'Card 3085 2211 9046', 'Amount: $25.00', 'New balance: $31.85', '4 Oct 2027, 7:50am'],
    ['transit', 'top-up', 'go-card'], { amount: '25.00' }));

  // Groceries: the supermarket's dockets and the Saturday market stall's.
  const SHOPS: ReadonlyArray<readonly [string, number, number, 'super' | 'stall', ReadonlyArray<readonly [string, number]>]> = [
    ['2027-05-15', 10, 12, 'super', [['OATLY OAT MILK BARISTA 1L', 3.9], ['SOURDOUGH LOAF 680G', 6.5], ['BANANAS KG', 4.12], ['DOG ROLL 2KG', 9.0]]],
    ['2027-06-26', 9, 40, 'stall', [['Kent pumpkin 1/2', 3.5], ['Bok choy x2', 5.0], ['Mandarins 1kg', 4.5]]],
    ['2027-07-31', 17, 25, 'super', [['OATLY OAT MILK BARISTA 1L', 3.9], ['FREE RANGE EGGS 12PK', 7.2], ['PASSATA 700G', 2.8], ['PARMESAN 250G', 8.5]]],
    ['2027-09-11', 9, 55, 'stall', [['Strawberries 2 punnets', 8.0], ['Avocados x3', 6.0], ['Snow peas 250g', 4.0]]],
    ['2027-11-27', 18, 3, 'super', [['OATLY OAT MILK BARISTA 1L', 3.9], ['SPARKLING WATER 10PK', 6.0], ['MANGOES x2', 5.0], ['DISHWASHER TABS 40PK', 15.0]]],
  ];
  const TAXED = new Set(['DOG ROLL 2KG', 'SPARKLING WATER 10PK', 'DISHWASHER TABS 40PK']);
  for (const [date, hh, mm, kind, items] of SHOPS) {
    const total = sum(items);
    // Food is GST-free; the docket marks the taxed lines with "^" and sums their GST at the foot.
    const taxed = items.filter(([n]) => TAXED.has(n));
    const text = kind === 'super'
      ? ['Woolworths Metro', 'Boundary St, West End', `TAX INVOICE  ${dmy(date)} ${hh}:${String(mm - 1).padStart(2, '0')}`, ...items.map(([n, p]) => col(`${TAXED.has(n) ? '^' : ' '}${n}`, p.toFixed(2), 34)), col('TOTAL', aud(total), 34), `^ GST included ${aud(gstIn(sum(taxed)))}`]
      : ["JAN'S ORGANICS", 'Davies Park Market stall 14', `Sat ${dmy(date)}`, ...items.map(([n, p]) => col(n, aud(p), 30)), col('Total', aud(total), 30), 'Cash - thank you!'];
    add(photo('grocery', at(date, hh, mm), kind === 'super' ? 'grocery' : 'market', 'paper', text,
      ['grocery', 'receipt', kind === 'super' ? 'supermarket' : 'market'], { date, total: total.toFixed(2), items: items.map(([n]) => n.toLowerCase()) }));
  }

  // Outings in town.
  add(photo('outing', at('2027-08-20', 19, 22), 'stadium', 'paper', ['NRL ROUND 24', 'BRONCOS v STORM', 'SUNCORP STADIUM', 'FRI 20 AUG 2027  7:50PM', 'GATE   BAY   ROW   SEAT', '  4    326    12     9', 'ADULT  $64.00'],
    ['football', 'ticket', 'stadium'], { gate: '4', bay: '326', row: '12', seat: '9' }));
  add(photo('outing', at('2027-08-20', 20, 14), 'stadium', 'stadium', [], ['football', 'stadium', 'night']));
  add(photo('outing', at('2027-10-23', 19, 48), 'musicHall', 'card', ['THE TIVOLI', 'Northbound presents', 'HOLLOW PALMS', '+ special guests', 'SAT 23 OCT 2027', 'DOORS 7:30PM', 'GENERAL ADMISSION  $79.90 + BF'],
    ['gig', 'ticket', 'music'], { band: 'Hollow Palms', venue: 'The Tivoli' }));
  const bday = [['Banquet for 6', 330], ['Crispy pork belly', 34], ['Jug of lemongrass soda', 18], ['Corkage x2', 20]] as const;
  add(photo('outing', at('2027-09-18', 21, 5), 'woolloongabba', 'paper', ['- since 2009 -', 'SAIGON LANE KITCHEN', '318 Logan Rd, Woolloongabba', 'Table 12   Covers 6', '18/09/2027  20:58', ...bday.map(([n, p]) => col(n, aud(p), 32)), col('TOTAL', aud(sum(bday)), 32), `Incl. GST ${aud(gstIn(sum(bday)))}`],
    ['restaurant', 'receipt', 'dinner'], { restaurant: 'Saigon Lane Kitchen', total: sum(bday).toFixed(2) }));
  add(photo('outing', at('2027-09-18', 19, 40), 'woolloongabba', 'party', [], ['birthday', 'sam', 'dinner', 'friends']));
  add(screenshot('outing', at('2027-09-10', 12, 25), 'queensland', ['OpenTable', 'Reservation confirmed', 'Saigon Lane Kitchen', 'Sat 18 Sep · 7:30 pm', 'Party of 6', 'Occasion: Birthday', "Note: Sam's 35th"],
    ['reservation', 'birthday', 'restaurant-booking'], { restaurant: 'Saigon Lane Kitchen', date: '2027-09-18' }));
  const brunch = [['Smashed avo + feta', 23], ['Chilli scrambled eggs', 22], ['Flat white x2', 10.4]] as const;
  add(photo('outing', at('2027-06-06', 10, 44), 'cafe', 'folder', ['THE LITTLE LOQUAT', 'Hardgrave Rd, West End', '06/06/2027  10:41', ...brunch.map(([n, p]) => `${n}  ${aud(p)}`), `Total ${aud(sum(brunch))}`],
    ['cafe', 'receipt', 'brunch'], { cafe: 'The Little Loquat', total: sum(brunch).toFixed(2) }));

  // Cairns and Port Douglas: out Saturday 10 July, home Saturday 17 July.
  const cns = (extra: string[]) => ['cairns-trip', 'holiday', ...extra];
  add(screenshot('cairns', at('2027-07-09', 20, 15), 'queensland', ['Virgin Australia Trips', 'Boarding pass - Economy', 'BNE → CNS', 'VA 781 · Sat 10 Jul', 'Boards 9:05am · Gate 34', 'Seat: 14A', 'Booking ref PLXQ7R'],
    cns(['boarding-pass', 'flight', 'flight-out']), { flight: 'VA 781', seat: '14A', date: '2027-07-10' }));
  add(photo('cairns', at('2027-07-10', 14, 20), 'esplanade', 'folder', ['MANGROVE PALMS HOTEL', 'The Esplanade, Cairns', 'Room 612', 'Check-out: Wed 14 Jul, 10am', 'Wi-Fi: MangrovePalms_Guest', 'Code: reef2027'],
    cns(['hotel', 'key-card', 'cairns']), { hotel: 'Mangrove Palms Hotel', room: '612' }));
  add(photo('cairns', at('2027-07-10', 17, 30), 'esplanade', 'sea', [], cns(['esplanade', 'lagoon', 'sunset'])));
  const ochre = [['Crocodile spring rolls', 24], ['Barramundi', 42], ['Coral trout', 46], ['Pale ale x2', 22]] as const;
  add(photo('cairns', at('2027-07-10', 20, 40), 'cairnsDinner', 'folder', ['THE WHARF SHED', 'Harbour Lane, Cairns', '10/07/2027  20:36', ...ochre.map(([n, p]) => `${n}  ${aud(p)}`), `Total ${aud(sum(ochre))}`],
    cns(['restaurant', 'receipt', 'dinner']), { restaurant: 'The Wharf Shed', total: sum(ochre).toFixed(2) }));
  add(photo('cairns', at('2027-07-11', 7, 20), 'marina', 'paper', ['OUTER REEF DAY TRIP', 'REEFRUNNER CRUISES', 'SUN 11 JUL 2027', 'Check-in 7:15am   Depart 8:00am', 'Marlin Marina - Finger E', '2 x Adult  $269.00', 'Total  $538.00', 'Booking RR-559031'],
    cns(['reef', 'boat', 'ticket']), { company: 'Reefrunner Cruises', depart: '8:00', total: '538.00', booking: 'RR-559031' }));
  add(photo('cairns', at('2027-07-11', 11, 45), 'marina', 'sea', [], cns(['reef', 'snorkelling', 'boat'])));
  add(photo('cairns', at('2027-07-11', 13, 10), 'marina', 'sea', [], cns(['reef', 'turtle', 'boat'])));
  add(photo('cairns', at('2027-07-12', 9, 12), 'esplanade', 'paper', ['KURANDA SCENIC RAILWAY', 'Cairns Central  →  Kuranda', 'MON 12 JUL 2027', 'Dep 9:30am    Arr 11:25am', 'Carriage C    Seats 24, 25', 'Heritage class  2 adults'],
    cns(['train', 'railway', 'ticket']), { carriage: 'C', seats: '24, 25', dep: '9:30', arr: '11:25' }));
  add(photo('cairns', at('2027-07-12', 12, 5), 'kuranda', 'park', [], cns(['rainforest', 'village', 'kuranda'])));
  add(screenshot('cairns', at('2027-07-13', 21, 30), 'queensland', ['Stayz', 'Your booking is confirmed', 'Frangipani Villas', 'Port Douglas', 'Wed 14 - Sat 17 Jul', '3 nights · 2 guests', 'Total paid $1,146.00', 'Ref 7281-4403'],
    cns(['villa', 'booking', 'port-douglas']), { villa: 'Frangipani Villas', nights: 3, total: '1,146.00' }));
  add(photo('cairns', at('2027-07-14', 9, 8), 'esplanade', 'paper', ['Rental Agreement RA-20718', 'TROPIC WHEELS CAR RENTAL', 'Pick-up: Cairns City 14/07 9:00', 'Return: Cairns Airport 17/07 12:00', 'Vehicle: Toyota Corolla Cross', 'Rego: 421 FZP', 'Excess reduction: YES'],
    cns(['car-hire', 'agreement', 'car']), { company: 'Tropic Wheels', car: 'Toyota Corolla Cross', rego: '421 FZP' }));
  add(photo('cairns', at('2027-07-14', 15, 40), 'fourMile', 'beach', [], cns(['beach', 'palms', 'port-douglas'])));
  add(photo('cairns', at('2027-07-15', 8, 5), 'fourMile', 'beach', [], cns(['beach', 'dog-free', 'morning'])));
  const fig = [['Tiger prawn linguine', 39], ['Reef fish of the day', 44], ['Sticky date pudding', 16], ['Glass of riesling x2', 30]] as const;
  add(photo('cairns', at('2027-07-15', 20, 50), 'macrossan', 'folder', ['FIG TREE KITCHEN', 'Macrossan St, Port Douglas', '15/07/2027  20:44', ...fig.map(([n, p]) => `${n}  ${aud(p)}`), `Total ${aud(sum(fig))}`],
    cns(['restaurant', 'receipt', 'dinner']), { restaurant: 'Fig Tree Kitchen', total: sum(fig).toFixed(2) }));
  add(photo('cairns', at('2027-07-16', 10, 30), 'macrossan', 'city', [], cns(['street', 'markets', 'port-douglas'])));
  add(screenshot('cairns', at('2027-07-17', 12, 40), 'queensland', ['Virgin Australia Trips', 'Boarding pass - Economy', 'CNS → BNE', 'VA 786 · Sat 17 Jul', 'Boards 1:10pm · Gate 12', 'Seat: 22C', 'Booking ref PLXQ7R'],
    cns(['boarding-pass', 'flight', 'flight-home']), { flight: 'VA 786', seat: '22C' }));

  // The symposium in Adelaide, Monday 8 – Thursday 11 November.
  const adl = (extra: string[]) => ['adelaide-trip', 'work-trip', 'symposium', ...extra];
  add(screenshot('adelaide', at('2027-11-08', 9, 40), 'queensland', ['Qantas', 'Boarding pass - Economy', 'BNE → ADL', 'QF 683 · Mon 8 Nov', 'Boarding 10:15am · Gate 28', 'Seat: 23F'],
    adl(['boarding-pass', 'flight', 'flight-out']), { flight: 'QF 683', seat: '23F' }));
  add(photo('adelaide', at('2027-11-08', 14, 2), 'adlHotel', 'paper', ['SUBURBAN TAXIS SA', 'Cab 1187   Driver 40226', '08/11/2027 13:52', 'From: Adelaide Airport', 'To: Grenfell St', col('Fare', aud(31.4), 24), col('Airport levy', aud(3.4), 24), col('TOTAL', aud(34.8), 24)],
    adl(['taxi', 'receipt']), { total: '34.80' }));
  add(photo('adelaide', at('2027-11-08', 14, 30), 'adlHotel', 'folder', ['HOTEL GRENFELL', 'Grenfell St, Adelaide', 'Room 1407', 'Stay: 8 Nov - 11 Nov', 'Breakfast not included', '($29 per person, Level 2)', 'Wi-Fi: Grenfell-Guest'],
    adl(['hotel', 'key-card']), { hotel: 'Hotel Grenfell', room: '1407', breakfast: 'no' }));
  add(photo('adelaide', at('2027-11-09', 8, 35), 'convention', 'card', ['RIVERS & CATCHMENTS', 'SYMPOSIUM 2027', 'Adelaide, 9-11 November', 'HANNAH KOWALSKI', 'Catchment Hydro', 'SPEAKER - PRESENTER'],
    adl(['badge', 'conference']), {}));
  add(photo('adelaide', at('2027-11-09', 8, 50), 'convention', 'paper', ['YOUR PRESENTATION', 'Session 4B: Urban flood risk', 'Wed 10 Nov, 11:20am', 'Room: Hall E', '15 min + 5 min questions', 'Chair: Prof. L. Whitfield'],
    adl(['talk', 'schedule', 'conference']), { session: '4B', time: '11:20', room: 'Hall E' }));
  add(photo('adelaide', at('2027-11-10', 11, 50), 'convention', 'sign', [], adl(['talk', 'presenting', 'conference'])));
  const leigh = [['Gnocchi burnt butter', 32], ['Veal saltimbocca', 41], ['Tiramisu', 15], ['Barossa shiraz btl', 68]] as const;
  add(photo('adelaide', at('2027-11-10', 21, 30), 'rundle', 'folder', ['LEIGH STREET TRATTORIA', 'Leigh St, Adelaide SA 5000', '10/11/2027  21:24', ...leigh.map(([n, p]) => `${n}  ${aud(p)}`), `Total ${aud(sum(leigh))}`],
    adl(['restaurant', 'receipt', 'dinner']), { restaurant: 'Leigh Street Trattoria', total: sum(leigh).toFixed(2) }));
  add(photo('adelaide', at('2027-11-10', 18, 5), 'rundle', 'city', [], adl(['city', 'mall', 'evening'])));
  add(photo('adelaide', at('2027-11-11', 10, 40), 'hahndorf', 'city', [], adl(['hahndorf', 'village', 'main-street'])));
  add(photo('adelaide', at('2027-11-11', 11, 25), 'hahndorf', 'park', [], adl(['hahndorf', 'hills', 'autumn'])));
  add(screenshot('adelaide', at('2027-11-11', 17, 55), 'south-australia', ['Jetstar', 'Boarding pass - Economy', 'ADL → BNE', 'JQ 779 · Thu 11 Nov', 'Boarding 6:10pm · Gate 17', 'Seat: 9C'],
    adl(['boarding-pass', 'flight', 'flight-home']), { flight: 'JQ 779', seat: '9C' }));

  // Christmas with Sam's parents in Noosa, Friday 24 – Sunday 26 December (the fill-up is with the fuel).
  add(photo('christmas', at('2027-12-25', 7, 15), 'noosaBeach', 'beach', [], ['christmas', 'noosa', 'beach', 'family']));
  add(photo('christmas', at('2027-12-25', 13, 30), 'noosaBeach', 'party', [], ['christmas', 'lunch', 'family']));
  add(photo('christmas', at('2027-12-26', 9, 0), 'noosaBeach', 'beach', [], ['christmas', 'noosa', 'surf', 'boxing-day']));

  // Tasmania: out to Hobart Monday 27 December, home from Launceston Tuesday 4 January.
  const tas = (extra: string[]) => ['tasmania-trip', 'holiday', ...extra];
  add(screenshot('tasmania', at('2027-12-26', 20, 10), 'queensland', ['Airbnb Trips', 'Your stay in Battery Point', 'Kelly St Cottage', 'Host: Margaret', 'Check-in: Mon 27 Dec, 3pm', 'Check-out: Sat 1 Jan, 10am', 'Lockbox code: 2719'],
    tas(['cottage', 'booking', 'hobart']), { place: 'Kelly St Cottage', code: '2719' }));
  add(screenshot('tasmania', at('2027-12-27', 5, 55), 'queensland', ['Virgin Australia Trips', 'Boarding pass - Economy', 'BNE → HBA', 'VA 1528 · Mon 27 Dec', 'Boards 6:40am · Gate 37', 'Seat: 17D', 'Booking ref TZK4NW'],
    tas(['boarding-pass', 'flight', 'flight-out']), { flight: 'VA 1528', seat: '17D', date: '2027-12-27' }));
  add(photo('tasmania', at('2027-12-27', 16, 20), 'batteryPoint', 'city', [], tas(['cottage', 'street', 'hobart'])));
  add(photo('tasmania', at('2027-12-28', 10, 12), 'wharf', 'paper', ['MONA', 'FERRY + ENTRY', 'TUE 28 DEC 2027', 'Brooke St Pier dep 10:30am', 'Return ferry 3:00pm', '2 x Adult  $150.00', 'Order M-8820153'],
    tas(['museum', 'ferry', 'ticket']), { museum: 'MONA', total: '150.00', order: 'M-8820153' }));
  add(photo('tasmania', at('2027-12-29', 11, 0), 'kunanyi', 'park', [], tas(['mountain', 'lookout', 'hobart'])));
  add(photo('tasmania', at('2027-12-29', 15, 45), 'salamanca', 'city', [], tas(['sandstone', 'waterfront', 'hobart'])));
  const punt = [['Flathead & chips x2', 34], ['Scallop pie', 9.5], ['Lemon lime bitters', 6]] as const;
  add(photo('tasmania', at('2027-12-30', 12, 52), 'waterfront', 'paper', ["MURRAY'S FISH PUNT", 'Constitution Dock, Hobart', '30/12/2027  12:48', ...punt.map(([n, p]) => col(n, aud(p), 30)), col('TOTAL', aud(sum(punt)), 30), 'Paid EFTPOS - cheers!'],
    tas(['fish-and-chips', 'receipt', 'lunch']), { total: sum(punt).toFixed(2), items: ['flathead and chips', 'scallop pie', 'lemon lime bitters'] }));
  const nye = [['NYE set menu x2', 290], ['Tasmanian sparkling btl', 78], ['Oysters (6)', 27]] as const;
  add(photo('tasmania', at('2027-12-31', 22, 40), 'waterfront', 'folder', ['HARBOURLIGHT DINING', 'Hunter St, Hobart', '31/12/2027  22:31', ...nye.map(([n, p]) => `${n}  ${aud(p)}`), `Total ${aud(sum(nye))}`, '15% holiday surcharge incl.'],
    tas(['restaurant', 'receipt', 'new-years-eve']), { restaurant: 'Harbourlight Dining', total: sum(nye).toFixed(2) }));
  add(photo('tasmania', at('2028-01-01', 0, 4), 'waterfront', 'sea', [], tas(['fireworks', 'new-year', 'harbour'])));
  add(screenshot('tasmania', at('2027-12-31', 10, 20), 'tasmania', ['Redline Coaches', 'Your e-ticket', 'Hobart → Launceston', 'Sat 1 Jan 2028 · 11:00am', 'Arrive 1:35pm', 'Seats 7, 8', 'Ref RL-441902'],
    tas(['coach', 'e-ticket']), { company: 'Redline Coaches', ref: 'RL-441902' }));
  add(photo('tasmania', at('2028-01-01', 14, 30), 'launceston', 'folder', ['CATARACT VIEW MOTOR INN', 'Launceston', 'Room 14', 'Check-out: Tue 4 Jan, 10am', 'Wi-Fi: CVMI-Guest', 'Password: tamar1806'],
    tas(['motel', 'key-card', 'launceston']), { motel: 'Cataract View Motor Inn', room: '14' }));
  add(photo('tasmania', at('2028-01-02', 10, 25), 'gorge', 'paper', ['GORGE CHAIRLIFT', 'Return ride', '2 x Adult  $36.00', '02/01/2028  10:21'],
    tas(['chairlift', 'ticket', 'gorge']), { total: '36.00' }));
  add(photo('tasmania', at('2028-01-02', 11, 10), 'gorge', 'park', [], tas(['gorge', 'river', 'launceston'])));
  add(photo('tasmania', at('2028-01-03', 16, 0), 'launceston', 'city', [], tas(['town', 'park', 'launceston'])));
  add(screenshot('tasmania', at('2028-01-04', 11, 20), 'tasmania', ['Jetstar', 'Boarding pass - Economy', 'LST → BNE', 'Launceston to Brisbane', 'JQ 720 · Tue 4 Jan', 'Seat: 12A'],
    tas(['boarding-pass', 'flight', 'flight-home']), { flight: 'JQ 720', seat: '12A' }));

  return shots;
}

/** ColorOS names a screenshot after the app in front, as the hex MD5 of its package. */
const PACKAGES: Record<string, string> = {
  'go card': 'au.gov.translink.gocard', 'Brightside Energy': 'au.com.brightside.myaccount', 'Virgin Australia Trips': 'com.virginaustralia.app', Qantas: 'com.qantas.qantasapp',
  Jetstar: 'com.jetstar.jetstarapp', Stayz: 'com.stayz.android', 'Airbnb Trips': 'com.airbnb.android', 'Redline Coaches': 'com.android.chrome', OpenTable: 'com.opentable',
};
const pad2 = (n: number): string => String(n).padStart(2, '0');

/** The seventh blind album, committed before the engine first ran on it. */
export const BLIND7_PLAN: LifePlan = {
  id: 'blind7',
  defaultSeed: 9043,
  home: SPOTS.home,
  summary: 'May 2027 – Jan 2028, home in West End, Brisbane',
  camera: { make: 'OPPO', model: 'CPH2651' },
  // ColorOS names photos by the local wall clock with no separators.
  photoName: (_n, shot) => `IMG${shot.local.slice(0, 10).replace(/-/g, '')}${shot.local.slice(11, 19).replace(/:/g, '')}.jpg`,
  screenshotName: (local, shot) => {
    const centis = pad2((Number(local.slice(14, 16)) * 11 + Number(local.slice(17, 19)) * 7) % 100);
    const hash = createHash('md5').update(PACKAGES[shot?.text[0] ?? ''] ?? 'com.android.launcher').digest('hex');
    return `Screenshot_${local.slice(0, 10)}-${local.slice(11, 13)}-${local.slice(14, 16)}-${local.slice(17, 19)}-${centis}_${hash}.png`;
  },
  shots: blind7Shots,
};
