/**
 * The second blind album: a life written by someone who never tuned the engine nor read its
 * question answering or search code, committed before the engine first ran on it. Kavya Rao, a
 * designer, lives in Bengaluru with her partner Nikhil: Indian rupees printed "Rs. 2,00,000" (lakh
 * grouping) or "₹449", GST split into CGST and SGST, dates day first ("18-04-2026", "12/06/26",
 * "21-Mar-2026", and "17.10.2026" on the German exam's papers), IST +05:30 all year; a Motorola
 * phone (photos IMG_20260418_103512345.jpg by local time with milliseconds, EXIF make
 * `motorola`; screenshots Screenshot_20260418-103512.png). March 2026 – February 2027.
 *
 * - home: evenings (no text; two in the old flat in Koramangala), walks in the city's parks, Holi,
 *   Diwali and the January flower show (photos only), a handwritten list for the new flat and one
 *   for packing before the wedding;
 * - move: a packers-and-movers quotation, the rental agreement of the flat in HSR Layout, the moving
 *   day (photos only), the broadband's welcome screen, three electricity bills;
 * - puppy: Mango, a rescued indie puppy adopted in May: the adoption certificate (microchip), a pet
 *   store receipt, five bills from the same vet clinic (same layout), the vaccination card, photos;
 * - car: fill-ups at three fuel brands (one on the way to Coorg), the periodic service invoice, the
 *   pollution-under-control certificate, a toll-tag top-up;
 * - health: two blood test reports (vitamin D low, then better), a pharmacy bill;
 * - house: a plumber booked through an app, the water purifier's service report;
 * - errands: a passport appointment, two cooking-gas refill bookings with their delivery codes;
 * - german: the course fee receipt, the A2 exam's admit card, the result screen;
 * - music: twelve Thursday keyboard lessons, July – October, a lesson card photographed each time
 *   (never "piano");
 * - cycling: Sunday rides from August, the ride app's summary screenshotted each time (never
 *   "cycling" or "bike"), one up Nandi Hills with two photos at the top;
 * - outing: a cricket match ticket, a stand-up comedy booking, a birthday dinner (the cake's topper, the
 *   bill), a brunch bill;
 * - mysuru: a day trip by train, Saturday 21 March: the e-ticket, a tiffin room's bill, the palace
 *   ticket, photos;
 * - coorg: a long weekend by car, Friday 2 – Sunday 4 October: the homestay booking, the elephant
 *   camp's ticket, a dinner bill, a spice shop's bill, waterfalls and estate photos;
 * - kochi: Nikhil's cousin's wedding, 11 – 15 December, by train: the invitation, both train
 *   e-tickets, the wedding and Fort Kochi (photos only), a houseboat day cruise in Alappuzha.
 */
import { pick, type Rng } from '../../../scripts/support/seeded-random';
import { sec, shooter, type LifePlan, type Shot } from '../plan';
import { blind2Offset, SPOTS, type SpotName } from './places';

const { photo, screenshot } = shooter<SpotName>(SPOTS, blind2Offset);

/** Rupees the Indian way: lakh grouping, paise always shown ("2,00,000.00"). */
const rs = (n: number): string => n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Whole rupees ("18,500"). */
const rs0 = (n: number): string => n.toLocaleString('en-IN');
const round2 = (n: number): number => Math.round(n * 100) / 100;
const sum = (lines: ReadonlyArray<readonly [string, number]>): number => round2(lines.reduce((t, [, p]) => t + p, 0));
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** "2026-04-18" → "18-04-2026". */
const dmy = (d: string): string => `${d.slice(8, 10)}-${d.slice(5, 7)}-${d.slice(0, 4)}`;
/** "2026-04-18" → "18/04/2026". */
const dmySlash = (d: string): string => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;
/** "2026-04-18" → "18/04/26", as fuel pumps print it. */
const dmyShort = (d: string): string => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(2, 4)}`;
/** "2026-08-02" → "Sun, 2 Aug 2026", as apps write it. */
const appDate = (d: string): string => {
  const t = new Date(`${d}T12:00:00Z`);
  return `${DAY[t.getUTCDay()]}, ${t.getUTCDate()} ${MON[t.getUTCMonth()]} ${t.getUTCFullYear()}`;
};

/** Printed with spaces, as Indian papers do (and so the zero is not read as an O). */
export const CAR = 'KA 01 MJ 4417';

/** Fill-ups: date, time, where, brand, price per litre, litres. */
export const FUEL: ReadonlyArray<readonly [string, string, SpotName, 'IOC' | 'HP' | 'BPCL', number, number]> = [
  ['2026-03-14', '18:42', 'pumpOuterRing', 'HP', 102.86, 31.45],
  ['2026-05-23', '09:15', 'pumpSarjapur', 'IOC', 102.92, 28.9],
  ['2026-07-11', '19:05', 'pumpOuterRing', 'HP', 102.86, 33.2],
  ['2026-08-29', '08:30', 'pumpSarjapur', 'IOC', 103.04, 25.6],
  ['2026-10-02', '09:45', 'highwayPump', 'BPCL', 103.51, 35.1],
  ['2026-11-21', '17:50', 'pumpOuterRing', 'HP', 102.95, 30.75],
  ['2027-01-16', '11:20', 'pumpSarjapur', 'IOC', 103.1, 32.4],
];
const PUMP = {
  IOC: ['INDIAN OIL', 'COCO SARJAPUR ROAD'],
  HP: ['HINDUSTAN PETROLEUM (HP)', 'SRI SAI FUEL STATION'],
  BPCL: ['BHARAT PETROLEUM', 'CAUVERY HIGHWAY FUELS'],
} as const;

/** The vet clinic's bills: date, time, lines. */
export const VET: ReadonlyArray<readonly [string, string, ReadonlyArray<readonly [string, number]>]> = [
  ['2026-05-16', '11:20', [['CONSULTATION', 500], ['DHPPi+L VACCINE (1ST)', 850], ['DEWORMING', 150]]],
  ['2026-06-06', '10:45', [['CONSULTATION', 500], ['DHPPi+L VACCINE (2ND)', 850]]],
  ['2026-06-27', '11:05', [['CONSULTATION', 500], ['ANTI-RABIES VACCINE', 450], ['VACCINATION CARD', 100]]],
  ['2026-09-12', '17:40', [['CONSULTATION', 500], ['SKIN SCRAPING TEST', 600], ['MEDICATED SHAMPOO', 480]]],
  ['2027-01-23', '10:30', [['CONSULTATION', 500], ['DEWORMING', 180], ['NAIL CLIPPING', 200]]],
];

/** Thursday keyboard lessons: date and what the teacher wrote. */
export const LESSONS: ReadonlyArray<readonly [string, string]> = [
  ['2026-07-02', 'POSTURE, MIDDLE C'], ['2026-07-09', 'C POSITION, RIGHT HAND'], ['2026-07-16', 'LEFT HAND, BASS CLEF'],
  ['2026-07-23', 'ODE TO JOY'], ['2026-07-30', 'C MAJOR SCALE'], ['2026-08-06', 'G MAJOR SCALE'],
  ['2026-08-13', 'CHORDS C F G'], ['2026-08-20', 'TWINKLE - HANDS TOGETHER'], ['2026-09-03', 'A MINOR SCALE'],
  ['2026-09-10', 'STACCATO, LEGATO'], ['2026-09-24', 'MINUET IN G'], ['2026-10-01', 'GRADE PIECE: SWAN LAKE THEME'],
];

/** Sunday rides: date, title, km, moving time, elevation (m), average km/h. */
export const RIDES: ReadonlyArray<readonly [string, string, number, string, number, number]> = [
  ['2026-08-02', 'Morning Ride', 38.4, '1:41:20', 212, 22.7],
  ['2026-08-16', 'Morning Ride', 45.1, '1:58:42', 260, 22.8],
  ['2026-08-30', 'Nandi Hills climb', 92.4, '4:12:35', 1105, 21.9],
  ['2026-09-13', 'Morning Ride', 41.7, '1:49:05', 238, 22.9],
  ['2026-09-20', 'Lake loop', 30.2, '1:18:44', 140, 23],
  ['2026-10-11', 'Morning Ride', 52.6, '2:21:10', 310, 22.4],
  ['2026-10-25', 'Morning Ride', 47.3, '2:03:55', 275, 22.9],
  ['2026-11-15', 'Airport road ride', 64.8, '2:46:30', 330, 23.4],
  ['2026-12-06', 'Morning Ride', 40.5, '1:46:02', 220, 22.9],
  ['2027-01-10', 'Morning Ride', 44.2, '1:55:18', 251, 23],
  ['2027-01-31', 'Morning Ride', 50.9, '2:12:40', 288, 23.1],
];

function blind2Shots(random: Rng): Shot[] {
  const s = () => sec(random);
  const shots: Shot[] = [];
  const add = (...x: Shot[]) => shots.push(...x);
  const at = (date: string, hh: number, mm: number) => `${date}T${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}:${s()}`;
  const clock = (date: string, hhmm: string, plus = 0) => at(date, Number(hhmm.slice(0, 2)), Number(hhmm.slice(3, 5)) + plus);

  // Evenings at home: no text (the distractors). The first two are in the old flat.
  const HOME: Array<string[]> = [['dinner', 'food', 'home'], ['balcony', 'plants', 'home'], ['couch', 'tv', 'home'], ['cooking', 'kitchen', 'home'], ['rain', 'window', 'home']];
  for (const date of ['2026-03-08', '2026-03-28']) add(photo('home', at(date, 20, Math.floor(random() * 60)), 'oldHome', 'indoor', [], ['evening', ...pick(random, HOME)]));
  for (const date of ['2026-05-02', '2026-05-30', '2026-06-20', '2026-07-04', '2026-08-08', '2026-09-05', '2026-10-10', '2026-10-31',
    '2026-11-14', '2026-12-19', '2027-01-09', '2027-02-06']) {
    add(photo('home', at(date, 19 + Math.floor(random() * 3), Math.floor(random() * 60)), 'home', 'indoor', [], ['evening', ...pick(random, HOME)]));
  }
  for (const [date, hh, where, tags] of [
    ['2026-03-29', 7, 'lalbagh', ['walk', 'park', 'morning']],
    ['2026-06-14', 8, 'cubbon', ['walk', 'park', 'morning']],
    ['2026-11-22', 7, 'cubbon', ['walk', 'park', 'mango', 'puppy']],
    ['2027-01-26', 10, 'lalbagh', ['flower-show', 'walk', 'park', 'flowers']],
  ] as const) {
    add(photo('home', at(date, hh, 10 + Math.floor(random() * 40)), where, 'park', [], [...tags]));
  }
  add(photo('home', at('2026-03-04', 11, 20), 'oldHome', 'party', [], ['holi', 'colours', 'friends']));
  add(photo('home', at('2026-03-04', 12, 5), 'oldHome', 'party', [], ['holi', 'colours', 'friends']));
  add(photo('home', at('2026-11-08', 19, 10), 'home', 'party', [], ['diwali', 'diyas', 'family']));
  add(photo('home', at('2026-11-08', 20, 25), 'home', 'party', [], ['diwali', 'fireworks', 'family']));
  add(photo('home', at('2027-02-14', 18, 40), 'home', 'indoor', [], ['mango', 'puppy', 'home']));

  // The move: from Koramangala to HSR Layout on Saturday 18 April.
  add(photo('move', at('2026-04-02', 18, 30), 'oldHome', 'paper',
    ['SRI BALAJI PACKERS & MOVERS', 'QUOTATION NO. SBPM/0412', 'DATE: 02-04-2026', 'FROM: KORAMANGALA 4TH BLOCK', 'TO: HSR LAYOUT SECTOR 2', '2BHK SHIFTING - 14 FT TRUCK',
      `PACKING + LOADING  Rs. ${rs0(9500)}`, `TRANSPORT  Rs. ${rs0(6000)}`, `UNPACKING  Rs. ${rs0(3000)}`, `TOTAL  Rs. ${rs0(18500)}`, 'SHIFTING DATE: 18-04-2026'],
    ['movers', 'quotation', 'moving'], { company: 'Sri Balaji Packers & Movers', total: '18,500', date: '2026-04-18' }));
  add(photo('move', at('2026-04-10', 17, 15), 'home', 'paper',
    ['RENTAL AGREEMENT', 'FLAT 304, GREENVIEW RESIDENCY', 'HSR LAYOUT SECTOR 2, BENGALURU', 'LESSOR: S. VENKATESH', 'LESSEE: KAVYA RAO & NIKHIL MENON',
      `MONTHLY RENT: Rs. ${rs0(38000)}`, `SECURITY DEPOSIT: Rs. ${rs0(200000)}`, 'TERM: 11 MONTHS FROM 15-04-2026', `MAINTENANCE: Rs. ${rs0(3500)} / MONTH`],
    ['rental-agreement', 'lease', 'flat'], { rent: '38,000', deposit: '2,00,000', landlord: 'S. Venkatesh' }));
  add(photo('move', at('2026-04-18', 9, 40), 'oldHome', 'indoor', [], ['moving-day', 'boxes', 'truck']));
  add(photo('move', at('2026-04-18', 16, 55), 'home', 'indoor', [], ['moving-day', 'boxes', 'new-flat']));
  add(photo('move', at('2026-04-19', 11, 2), 'home', 'note', ['For the new flat:', '- curtain rods x4', '- LED bulbs', '- doormat', '- extension board', '- mosquito mesh'],
    ['note', 'shopping-list', 'new-flat'], { items: ['curtain rods', 'LED bulbs', 'doormat', 'extension board', 'mosquito mesh'] }));
  add(screenshot('move', at('2026-04-20', 16, 12), 'india', ['ACT Fibernet', 'Welcome to ACT!', 'Your connection is active', 'User ID: 1123847560', 'Plan: ACT Blaze 300 Mbps', 'Installed: 20 Apr 2026'],
    ['broadband', 'internet', 'account'], { user: '1123847560', speed: '300' }));
  for (const [date, month, units, amount, due] of [
    ['2026-06-08', 'MAY-2026', 212, 1684, '2026-06-22'],
    ['2026-09-07', 'AUG-2026', 188, 1472, '2026-09-21'],
    ['2026-12-08', 'NOV-2026', 164, 1268, '2026-12-22'],
  ] as const) {
    add(photo('move', at(date, 19, 30 + Math.floor(random() * 20)), 'home', 'paper',
      ['BESCOM', 'ELECTRICITY BILL CUM NOTICE', 'ACCOUNT ID: 7420193856', `BILL MONTH: ${month}`, `UNITS CONSUMED: ${units}`, `AMOUNT PAYABLE: Rs. ${rs(amount)}`, `DUE DATE: ${dmy(due)}`],
      ['electricity-bill', 'utility', 'bill'], { account: '7420193856', month, units, amount: rs(amount), due }));
  }

  // Mango, the rescued puppy.
  add(photo('puppy', at('2026-05-09', 12, 30), 'home', 'card',
    ['PAWSITIVE ANIMAL RESCUE TRUST', 'ADOPTION CERTIFICATE', 'NAME: MANGO  (INDIE, FEMALE)', 'AGE: APPROX. 10 WEEKS', 'ADOPTED BY: KAVYA RAO', 'DATE: 09-05-2026', 'MICROCHIP: 900118001462337'],
    ['adoption', 'certificate', 'mango'], { microchip: '900118001462337', date: '2026-05-09' }));
  const petShop = [['PUPPY HARNESS (S)', 899], ['ROPE CHEW TOY', 349], ['PUPPY STARTER FOOD 3KG', 1450], ['STEEL BOWL x2', 398]] as const;
  add(photo('puppy', at('2026-05-10', 17, 24), 'petShop', 'paper',
    ['HEADS UP FOR TAILS', 'INDIRANAGAR', '10/05/2026  17:22', ...petShop.map(([n, p]) => `${n}  Rs ${rs0(p)}`), `TOTAL  Rs ${rs0(sum(petShop))}`],
    ['receipt', 'pet-store', 'mango'], { store: 'Heads Up For Tails', items: ['harness', 'chew toy', 'puppy food', 'bowl'], total: rs0(sum(petShop)) }));
  VET.forEach(([date, time, lines], i) => {
    add(photo('puppy', clock(date, time), 'vet', 'paper',
      ['HAPPY TAILS VETERINARY CLINIC', '27TH MAIN, HSR LAYOUT', `BILL NO. HT/${date.slice(2, 4)}/${1042 + i * 217}   ${dmy(date)}`, 'PATIENT: MANGO (CANINE)', ...lines.map(([n, p]) => `${n}  Rs ${p}`), `TOTAL  Rs ${rs(sum(lines))}`],
      ['vet', 'receipt', 'mango'], { date, total: rs(sum(lines)) }));
  });
  add(photo('puppy', at('2026-06-27', 12, 10), 'home', 'card',
    ['PET VACCINATION RECORD', 'NAME: MANGO   BREED: INDIE', 'DHPPi+L: 16-05-26, 06-06-26', 'ANTI-RABIES: 27-06-26', 'NEXT DUE: 27-06-2027', 'HAPPY TAILS VET CLINIC'],
    ['vaccination-card', 'vet', 'mango'], { due: '2027-06-27' }));
  for (const [date, hh, where, scene, tags] of [
    ['2026-05-09', 15, 'home', 'indoor', ['mango', 'puppy', 'first-day']],
    ['2026-05-24', 8, 'home', 'indoor', ['mango', 'puppy', 'sleeping']],
    ['2026-07-05', 7, 'cubbon', 'park', ['mango', 'puppy', 'walk']],
    ['2026-09-27', 17, 'home', 'indoor', ['mango', 'puppy', 'toy']],
  ] as const) {
    add(photo('puppy', at(date, hh, 5 + Math.floor(random() * 50)), where, scene, [], [...tags]));
  }

  // The car: fill-ups, the service, the PUC certificate, the toll tag.
  FUEL.forEach(([date, time, where, brand, rate, litres]) => {
    const amount = Math.round(rate * litres);
    add(photo(where === 'highwayPump' ? 'coorg' : 'car', clock(date, time, 2), where, 'paper',
      [...PUMP[brand], `DATE: ${dmyShort(date)}  TIME: ${time}`, `VEHICLE NO: ${CAR}`, 'PRODUCT: PETROL', `RATE: ${rate.toFixed(2)} Rs/L`, `VOLUME: ${litres.toFixed(2)} L`, `AMOUNT: Rs. ${amount}.00`],
      ['fuel', 'receipt', 'car', brand.toLowerCase(), ...(where === 'highwayPump' ? ['coorg-trip', 'long-weekend'] : [])], { brand, rate: rate.toFixed(2), litres: litres.toFixed(2), amount: String(amount), date, plate: CAR }));
  });
  add(photo('car', at('2026-08-06', 11, 40), 'carService', 'card',
    ['POLLUTION UNDER CONTROL CERTIFICATE', `VEHICLE NO: ${CAR}`, 'FUEL: PETROL   BS-VI', 'CO: 0.02 %   HC: 38 ppm', 'DATE OF TEST: 06-08-2026', 'VALID UP TO: 05-02-2027', 'CERT NO. KA0510260044718'],
    ['puc', 'certificate', 'car'], { plate: CAR, valid: '2027-02-05' }));
  add(photo('car', at('2026-09-05', 16, 20), 'carService', 'paper',
    ['TRIVENI MOTORS - MARUTI SUZUKI ARENA', 'JOB CARD JC-26-08812   05-09-2026', `REG. NO: ${CAR}   BALENO ZETA`, 'ODOMETER: 19,850 KM', 'PERIODIC SERVICE - 20,000 KM',
      'ENGINE OIL + OIL FILTER  Rs. 3,420', 'AIR FILTER  Rs. 640', 'WHEEL ALIGNMENT  Rs. 720', 'LABOUR  Rs. 1,700', 'TOTAL  Rs. 6,480.00', 'NEXT SERVICE: 30,000 KM / 05-09-2027'],
    ['car-service', 'invoice', 'car'], { plate: CAR, total: '6,480', odometer: '19,850', next: '2027-09-05' }));
  add(screenshot('car', at('2026-10-01', 21, 5), 'india', ['FASTag', 'Recharge successful', `Vehicle ${CAR}`, 'Amount  ₹1,000.00', 'Tag balance  ₹1,245.50', '01 Oct 2026, 9:04 PM'],
    ['toll-tag', 'top-up', 'car'], { plate: CAR, amount: '1,000', balance: '1,245.50' }));

  // Health.
  for (const [date, vitD, b12, hba1c] of [['2026-08-14', '18.4', '412', '5.3'], ['2027-01-29', '34.2', '455', '5.2']] as const) {
    add(photo('health', at(date, 18, 15 + Math.floor(random() * 30)), 'lab', 'paper',
      ['ANAND DIAGNOSTIC LABORATORY', 'PATIENT: KAVYA RAO   F / 31 Y', `COLLECTED: ${dmySlash(date)}  07:40`, `VITAMIN D (25-OH)  ${vitD} ng/mL${Number(vitD) < 30 ? '  LOW' : ''}`, 'REF. RANGE 30 - 100',
        `VITAMIN B12  ${b12} pg/mL`, `HbA1c  ${hba1c} %`],
      ['blood-test', 'lab-report', 'health'], { date, vitaminD: vitD, b12, hba1c }));
  }
  const pharmacy = [['UPRISE-D3 60K CAP x4', 148], ['DOLO 650 TAB x15', 33.6]] as const;
  add(photo('health', at('2026-08-16', 12, 45), 'pharmacy', 'paper',
    ['APOLLO PHARMACY', 'HSR LAYOUT', 'BILL NO. 7731   16/08/2026', ...pharmacy.map(([n, p]) => `${n}  Rs ${rs(p)}`), 'GST INCLUDED', `NET AMOUNT  Rs ${rs(sum(pharmacy))}`],
    ['pharmacy', 'receipt', 'health'], { drug: 'Uprise-D3 60K', total: rs(sum(pharmacy)) }));

  // The flat: a plumber, the water purifier.
  add(screenshot('house', at('2026-07-24', 20, 40), 'india', ['Urban Company', 'Your plumber is booked', 'Plumber', 'Tap & washbasin leakage', 'Sat, 25 Jul · 10:00 AM', 'Professional: Manjunath R.', 'Paid  ₹449'],
    ['plumber', 'booking', 'repair'], { pro: 'Manjunath', paid: '449', date: '2026-07-25' }));
  add(photo('house', at('2026-11-02', 15, 10), 'home', 'paper',
    ['EUREKA FORBES - AQUAGUARD', 'SERVICE REPORT SR-5521038', 'DATE: 02-11-2026', 'WATER PURIFIER: AQUASURE RO', 'FILTER + RO MEMBRANE REPLACED', 'CHARGES: Rs. 3,850.00', 'NEXT SERVICE DUE: 02-05-2027'],
    ['water-purifier', 'service-report', 'repair'], { report: 'SR-5521038', charges: '3,850', next: '2027-05-02' }));

  // Errands.
  add(screenshot('errands', at('2026-07-20', 13, 18), 'india', ['Passport Seva', 'Appointment confirmed', 'ARN: 26-1000384721', 'PSK Bengaluru (Lalbagh)', 'Wed, 29 Jul 2026', 'Reporting time 10:15 AM', 'Carry original documents'],
    ['passport', 'appointment'], { arn: '26-1000384721', date: '2026-07-29', time: '10:15' }));
  for (const [date, booking, dac, amount] of [['2026-06-15', '1284705', '4829', '855.50'], ['2026-11-28', '1391162', '7316', '873.00']] as const) {
    add(screenshot('errands', at(date, 9, 10 + Math.floor(random() * 40)), 'india', ['Indane', 'Refill booking confirmed', 'Consumer No. 604718', `Booking No. ${booking}`, `Booked on ${dmy(date)}`, `Delivery code (DAC): ${dac}`, `Amount  ₹${amount}`],
      ['cooking-gas', 'lpg', 'booking'], { booking, dac, amount, date }));
  }

  // German: the course, the A2 exam.
  add(photo('german', at('2026-06-20', 12, 35), 'goethe', 'paper',
    ['GOETHE-INSTITUT / MAX MUELLER BHAVAN', 'BANGALORE', 'RECEIPT NO. MMB-26-03317', '20.06.2026', 'COURSE: A2.2 INTENSIVE (JUL - SEP)', 'FEE: Rs. 17,500.00', 'PAID BY UPI'],
    ['course-fee', 'receipt', 'german'], { fee: '17,500', course: 'A2.2' }));
  add(photo('german', at('2026-10-09', 21, 20), 'home', 'paper',
    ['GOETHE-INSTITUT BANGALORE', 'GOETHE-ZERTIFIKAT A2 - ADMIT CARD', 'CANDIDATE: KAVYA RAO', 'CANDIDATE NO. 0472', 'WRITTEN EXAM: SAT 17.10.2026, 09:00', 'REPORTING TIME: 08:15', 'SPEAKING: 17.10.2026, 14:40, ROOM 3', 'BRING YOUR PASSPORT'],
    ['admit-card', 'exam', 'german'], { candidate: '0472', date: '2026-10-17', reporting: '08:15' }));
  add(screenshot('german', at('2026-11-20', 18, 2), 'india', ['Goethe-Institut', 'Exam results', 'Goethe-Zertifikat A2', 'Kavya Rao · 0472', 'Lesen 22/25 · Hören 20/25', 'Schreiben 21/25 · Sprechen 21/25', 'Total 84/100 · gut', 'PASSED'],
    ['exam-result', 'german'], { total: '84', passed: 'yes' }));

  // Keyboard lessons on Thursday evenings.
  LESSONS.forEach(([date, topic], i) => {
    add(photo('music', at(date, 18, 50 + Math.floor(random() * 9)), 'musicSchool', 'card',
      ['RAAGA SCHOOL OF MUSIC', 'KEYBOARD - INITIAL GRADE', `LESSON ${i + 1}  -  ${dmySlash(date)}`, `TODAY: ${topic}`, `PRACTICE: ${15 + 5 * Math.floor(i / 4)} MIN DAILY`, "TEACHER: LEENA D'SOUZA"],
      ['lesson-card', 'keyboard', 'music'], { lesson: i + 1, date, topic }));
  });

  // Sunday rides: the ride app's summary, screenshotted after breakfast.
  RIDES.forEach(([date, title, km, time, elev, avg]) => {
    add(screenshot('cycling', at(date, 10, 5 + Math.floor(random() * 40)), 'india',
      ['Strava', title, `${appDate(date)} · 6:0${Math.floor(random() * 9)} AM`, `Distance  ${km.toFixed(1)} km`, `Moving time  ${time}`, `Elevation  ${elev} m`, `Avg speed  ${avg.toFixed(1)} km/h`],
      ['ride', 'activity', 'sunday'], { date, km: km.toFixed(1), time, title }));
  });
  add(photo('cycling', at('2026-08-30', 7, 48), 'nandiHills', 'park', [], ['ride', 'hilltop', 'sunrise']));
  add(photo('cycling', at('2026-08-30', 7, 55), 'nandiHills', 'park', [], ['ride', 'hilltop', 'view']));

  // Outings in town.
  add(photo('outing', at('2026-05-03', 19, 5), 'stadium', 'paper',
    ['ROYAL CHALLENGERS BENGALURU', 'vs CHENNAI SUPER KINGS', 'M. CHINNASWAMY STADIUM', 'SUN 03 MAY 2026  7:30 PM', 'GATE 5  STAND P2 ANNEXE', 'ROW K  SEAT 23', 'Rs. 3,500'],
    ['cricket', 'ticket', 'match'], { row: 'K', seat: '23', gate: '5', teams: ['royal challengers', 'chennai super kings'] }));
  add(photo('outing', at('2026-05-03', 20, 40), 'stadium', 'stadium', [], ['cricket', 'floodlights', 'match']));
  add(screenshot('outing', at('2026-08-19', 22, 14), 'india', ['BookMyShow', 'SONAL IYER LIVE', 'Overthinker · Stand-up comedy', 'Good Shepherd Auditorium', 'Sat, 22 Aug · 8:00 PM', 'Seats: B7, B8', 'Booking ID: WK8Q2TX'],
    ['comedy', 'show', 'booking'], { comedian: 'Sonal Iyer', seats: 'B7, B8', booking: 'WK8Q2TX', date: '2026-08-22' }));
  const birthday = [['GHEE ROAST PRAWNS', 640], ['KORI ROTTI', 420], ['NEER DOSA x4', 160], ['SOL KADHI x2', 180]] as const;
  const bTax = round2(sum(birthday) * 0.025);
  add(photo('outing', at('2026-07-18', 21, 46), 'coastalRestaurant', 'folder',
    ['NAVAMI', 'MANGALOREAN KITCHEN', '18/07/2026  21:40  TABLE 7', ...birthday.map(([n, p]) => `${n}  Rs ${p}`), `SUB TOTAL  Rs ${rs(sum(birthday))}`, `CGST 2.5%  Rs ${rs(bTax)}`, `SGST 2.5%  Rs ${rs(bTax)}`, `GRAND TOTAL  Rs ${rs(sum(birthday) + 2 * bTax)}`],
    ['receipt', 'restaurant', 'dinner'], { restaurant: 'Navami', total: rs(sum(birthday) + 2 * bTax), items: ['ghee roast prawns', 'kori rotti', 'neer dosa', 'sol kadhi'] }));
  // The cake's topper is the only place the birthday is written.
  add(photo('outing', at('2026-07-18', 20, 35), 'coastalRestaurant', 'card', ['HAPPY BIRTHDAY', 'NIKHIL'], ['birthday', 'nikhil', 'cake']));
  const brunch = [['MASALA DOSA x2', 180], ['FILTER COFFEE x2', 80], ['KESARI BATH', 60]] as const;
  const brTax = round2(sum(brunch) * 0.025);
  add(photo('outing', at('2027-01-17', 10, 15), 'brunch', 'folder',
    ['UDUPI GARDEN', 'JAYANAGAR 4TH BLOCK', '17-01-2027  10:12', ...brunch.map(([n, p]) => `${n}  Rs ${p}`), `CGST 2.5%  Rs ${rs(brTax)}`, `SGST 2.5%  Rs ${rs(brTax)}`, `TOTAL  Rs ${rs(sum(brunch) + 2 * brTax)}`],
    ['receipt', 'restaurant', 'breakfast'], { restaurant: 'Udupi Garden', total: rs(sum(brunch) + 2 * brTax) }));

  // Mysuru: a day trip by train, Saturday 21 March.
  const mys = (extra: string[]) => ['mysuru-trip', 'day-trip', ...extra];
  add(screenshot('mysuru', at('2026-03-21', 10, 38), 'india', ['IRCTC', 'E-ticket booked', 'PNR 4127730958', '12007 SHATABDI EXP', 'KSR BENGALURU → MYSURU', '21-Mar-2026', 'Dep 11:00 · Arr 13:00', 'C4 · Seats 62, 63'],
    mys(['train', 'e-ticket']), { pnr: '4127730958', train: '12007', coach: 'C4', seats: '62, 63' }));
  const tiffin = [['BENNE MASALA DOSA x2', 140], ['MYSORE PAK (250G)', 160], ['COFFEE x2', 50]] as const;
  add(photo('mysuru', at('2026-03-21', 13, 38), 'tiffins', 'folder',
    ['RAJU TIFFIN ROOM', 'NAZARBAD, MYSURU', '21-03-2026  13:32', ...tiffin.map(([n, p]) => `${n}  Rs ${p}`), `TOTAL  Rs ${sum(tiffin)}`],
    mys(['receipt', 'restaurant', 'lunch']), { restaurant: 'Raju Tiffin Room', total: String(sum(tiffin)) }));
  add(photo('mysuru', at('2026-03-21', 14, 10), 'palace', 'paper', ['MYSORE PALACE BOARD', 'ENTRY TICKET', 'ADULT x2  Rs. 240', '21/03/2026  14:08', 'TKT NO. 0583311'],
    mys(['palace', 'ticket']), { paid: '240' }));
  add(photo('mysuru', at('2026-03-21', 14, 45), 'palace', 'city', [], mys(['palace', 'architecture'])));
  add(photo('mysuru', at('2026-03-21', 16, 40), 'chamundi', 'park', [], mys(['hill', 'temple', 'view'])));

  // Coorg: a long weekend by car, Friday 2 – Sunday 4 October.
  const crg = (extra: string[]) => ['coorg-trip', 'long-weekend', ...extra];
  add(screenshot('coorg', at('2026-09-10', 22, 30), 'india', ['MakeMyTrip', 'Your stay is confirmed', 'Kaveri Estate Homestay', 'Madikeri, Coorg', 'Fri 2 Oct - Sun 4 Oct', '2 nights · 1 room', 'Booking ID NH70219384'],
    crg(['homestay', 'booking']), { homestay: 'Kaveri Estate Homestay', booking: 'NH70219384' }));
  add(photo('coorg', at('2026-10-02', 16, 5), 'estate', 'park', [], crg(['coffee-estate', 'homestay', 'mist'])));
  add(photo('coorg', at('2026-10-03', 10, 22), 'elephantCamp', 'paper',
    ['DUBARE ELEPHANT CAMP', 'JUNGLE LODGES & RESORTS', '03-10-2026', 'ENTRY ADULT x2  Rs 200', 'ELEPHANT BATHING x2  Rs 600', 'TOTAL  Rs 800'],
    crg(['elephant-camp', 'ticket']), { paid: '800' }));
  add(photo('coorg', at('2026-10-03', 10, 55), 'elephantCamp', 'sea', [], crg(['river', 'elephants'])));
  const raintree = [['PANDI CURRY', 380], ['AKKI ROTTI x4', 160], ['BAMBOO SHOOT CURRY', 220]] as const;
  add(photo('coorg', at('2026-10-03', 20, 28), 'madikeri', 'folder',
    ['RAINTREE COORG KITCHEN', 'MADIKERI', '03-10-2026  20:24', ...raintree.map(([n, p]) => `${n}  Rs ${p}`), `TOTAL  Rs ${sum(raintree)}`],
    crg(['receipt', 'restaurant', 'dinner']), { restaurant: 'Raintree Coorg Kitchen', total: String(sum(raintree)) }));
  add(photo('coorg', at('2026-10-04', 9, 30), 'abbeyFalls', 'park', [], crg(['waterfall', 'forest'])));
  const spices = [['COFFEE POWDER 500G', 420], ['BLACK PEPPER 200G', 180], ['CARDAMOM 100G', 350]] as const;
  add(photo('coorg', at('2026-10-04', 12, 15), 'madikeri', 'paper',
    ['COORG SPICES & COFFEE', 'MAIN ROAD, MADIKERI', '04/10/2026', ...spices.map(([n, p]) => `${n}  Rs ${p}`), `TOTAL  Rs ${sum(spices)}`],
    crg(['receipt', 'spices', 'shopping']), { items: ['coffee powder', 'black pepper', 'cardamom'], total: String(sum(spices)) }));

  // Kochi: Nikhil's cousin's wedding, by train, 11 – 15 December.
  const wed = (extra: string[]) => ['kochi-trip', ...extra];
  add(photo('kochi', at('2026-11-05', 19, 50), 'home', 'card',
    ['ANJALI weds RAHUL', 'WITH THE BLESSINGS OF OUR ELDERS', 'MUHURTHAM: SUNDAY 13 DECEMBER 2026', '10:30 AM - 11:15 AM', 'LAKESHORE CONVENTION CENTRE', 'MARINE DRIVE, KOCHI', 'RECEPTION: 7 PM ONWARDS'],
    ['invitation', 'wedding-invite'], { venue: 'Lakeshore Convention Centre', date: '2026-12-13', time: '10:30' }));
  add(screenshot('kochi', at('2026-10-14', 20, 12), 'india', ['IRCTC', 'E-ticket booked', 'PNR 4521897634', '16526 KANYAKUMARI EXP', 'KSR BENGALURU → ERNAKULAM', '11-Dec-2026', 'Dep 21:00 · Arr 07:40', 'B2 · Berths 34, 36'],
    wed(['train', 'e-ticket', 'train-out']), { pnr: '4521897634', train: '16526', coach: 'B2', berths: '34, 36' }));
  add(screenshot('kochi', at('2026-10-14', 20, 19), 'india', ['IRCTC', 'E-ticket booked', 'PNR 4531266012', '12678 INTERCITY EXP', 'ERNAKULAM → KSR BENGALURU', '15-Dec-2026', 'Dep 09:10 · Arr 19:45', 'D4 · Seats 41, 42'],
    wed(['train', 'e-ticket', 'train-back']), { pnr: '4531266012', train: '12678', coach: 'D4', seats: '41, 42' }));
  add(photo('kochi', at('2026-12-10', 22, 5), 'home', 'note', ['Kochi - pack:', '- silk saree', "- Nikhil's mundu", '- gift envelope', '- phone chargers', "- Mango's food for Divya"],
    ['note', 'packing-list', 'trip-prep'], { items: ['silk saree', 'mundu', 'gift envelope', 'phone chargers'] }));
  add(photo('kochi', at('2026-12-12', 8, 10), 'ernakulam', 'city', [], wed(['arrival', 'station'])));
  add(photo('kochi', at('2026-12-12', 16, 30), 'fortKochi', 'sea', [], wed(['fishing-nets', 'sea', 'sunset'])));
  add(photo('kochi', at('2026-12-12', 17, 5), 'fortKochi', 'beach', [], wed(['beach', 'sea'])));
  add(photo('kochi', at('2026-12-13', 10, 45), 'weddingHall', 'party', [], wed(['wedding', 'ceremony', 'family'])));
  add(photo('kochi', at('2026-12-13', 11, 30), 'weddingHall', 'party', [], wed(['wedding', 'sadya', 'family'])));
  add(photo('kochi', at('2026-12-13', 20, 15), 'weddingHall', 'party', [], wed(['wedding', 'reception', 'dance'])));
  add(photo('kochi', at('2026-12-14', 11, 5), 'backwaters', 'paper',
    ['LAKE PRINCESS HOUSEBOATS', 'FINISHING POINT, ALAPPUZHA', '14-12-2026', 'DAY CRUISE 11 AM - 5 PM', '1 BEDROOM BOAT + KERALA LUNCH', 'AMOUNT  Rs. 8,500.00'],
    wed(['houseboat', 'receipt', 'cruise']), { company: 'Lake Princess Houseboats', paid: '8,500' }));
  add(photo('kochi', at('2026-12-14', 13, 40), 'backwaters', 'sea', [], wed(['houseboat', 'backwaters', 'palms'])));

  return shots;
}

/** The second blind album: written by someone who never tuned the engine, committed before it ran on it. */
export const BLIND2_PLAN: LifePlan = {
  id: 'blind2',
  defaultSeed: 5813,
  home: SPOTS.home,
  summary: 'Mar 2026 – Feb 2027, home in HSR Layout, Bengaluru',
  camera: { make: 'motorola', model: 'moto g84 5G' },
  // Motorola's camera names photos by local time down to the millisecond.
  photoName: (n, shot) => `IMG_${shot.local.slice(0, 10).replace(/-/g, '')}_${shot.local.slice(11, 19).replace(/:/g, '')}${String((n * 389 + 127) % 1000).padStart(3, '0')}.jpg`,
  screenshotName: (local) => `Screenshot_${local.slice(0, 10).replace(/-/g, '')}-${local.slice(11, 19).replace(/:/g, '')}.png`,
  shots: blind2Shots,
};
