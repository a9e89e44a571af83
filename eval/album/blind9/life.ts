/**
 * The ninth blind album: a life written by someone who never tuned the engine nor read any of its
 * code, committed before the engine first ran on it. Carla Mendoza, an auditor at a firm in
 * Bonifacio Global City, lives in a condo in Kapitolyo, Pasig with her partner Paolo and their cat
 * Mochi. Philippine pesos printed every way they are ("PHP 1,234.50", "P 1,234.50", "₱1,234.50"),
 * VAT 12 % included (VATable sales and the VAT amount on the supermarket's official receipts), dates
 * month first ("10/22/2028", "1/14/29", "Sat, Nov 4", "30 MAR 2029"), PHT +08:00 all year; a Samsung
 * phone (photos 20281022_110312.jpg by local time, EXIF make `samsung`; screenshots
 * Screenshot_20281022_110312_GCash.png with the app's name). October 2028 – June 2029.
 *
 * - home: evenings (no text), Mochi, Christmas Eve at her mother's in Quezon City, New Year, walks;
 * - cat: two bills from the same clinic, the vaccination record, a pet store receipt;
 * - admin: three electricity bills, a water bill, the condo's statement of account, an internet
 *   repair ticket, the air conditioners' service, a handwritten gift list;
 * - car: fill-ups at three brands (one in Tagaytay), the registration renewal, the 30,000 km
 *   maintenance, two mall parking signs, a toll-tag reload;
 * - health: the annual physical's lab results, the dentist's reminder and receipt, a pharmacy receipt;
 * - errands: a money transfer, the passport appointment, an online order, a laundry claim stub;
 * - grocery: six receipts from four supermarkets;
 * - work: the busy season plan on a whiteboard, the year-end party (programme card and a photo), a
 *   team lunch;
 * - outing: Paolo's birthday dinner (bill and cake topper), a café's Wi-Fi sign, a concert (ticket
 *   and photo), a film, a salon;
 * - badminton: a court booked on Wednesday evenings, the booking app's confirmation screenshotted each
 *   time (never the word "badminton"), one photo at the court;
 * - running: four Saturday runs from the watch's app, a 10K race (bib and result);
 * - tagaytay: a friend's wedding, Saturday 13 January, by car, and lunch the day after;
 * - baguio: a weekend with two friends during the flower festival, 23 – 25 February, by bus;
 * - holyweek: Cebu City and Bohol over Holy Week, 28 March – 2 April, by plane and ferry;
 * - davao: a work trip to a client's plant, 19 – 23 June, by plane.
 */
import type { Rng } from '../../../scripts/support/seeded-random';
import { sec, shooter, type LifePlan, type Shot } from '../plan';
import { blind9Offset, SPOTS, type SpotName } from './places';

const { photo, screenshot: shot } = shooter<SpotName>(SPOTS, blind9Offset);
/** A screenshot, with the app Samsung names it after. */
const screenshot = (app: string, scenario: string, local: string, text: string[], tags: string[], facts: Shot['facts'] = {}): Shot =>
  shot(scenario, local, 'ph', text, tags, { app, ...facts });

/** Pesos with centavos ("1,234.50"). */
const php = (n: number): string => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const round2 = (n: number): number => Math.round(n * 100) / 100;
const sum = (lines: ReadonlyArray<readonly [string, number]>): number => round2(lines.reduce((t, [, p]) => t + p, 0));
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** "2028-10-22" → "10/22/2028". */
const mdy = (d: string): string => `${d.slice(5, 7)}/${d.slice(8, 10)}/${d.slice(0, 4)}`;
/** "2028-10-22" → "10/22/28". */
const mdyShort = (d: string): string => `${d.slice(5, 7)}/${d.slice(8, 10)}/${d.slice(2, 4)}`;
/** "2028-10-11" → "Wed, Oct 11", as the booking app writes it. */
const appDate = (d: string): string => {
  const t = new Date(`${d}T12:00:00Z`);
  return `${DAY[t.getUTCDay()]}, ${MON[t.getUTCMonth()]} ${t.getUTCDate()}`;
};
/** "07:42" → "7:42 AM". */
const ampm = (hhmm: string): string => {
  const h = Number(hhmm.slice(0, 2));
  return `${h % 12 === 0 ? 12 : h % 12}:${hhmm.slice(3, 5)} ${h < 12 ? 'AM' : 'PM'}`;
};

export const PLATE = 'NDF 6214';

/** Fill-ups: date, time, where, brand, price per litre, litres. */
export const FUEL: ReadonlyArray<readonly [string, string, SpotName, 'petron' | 'shell' | 'caltex', number, number]> = [
  ['2028-10-09', '07:42', 'petronShaw', 'petron', 64.15, 38.25],
  ['2028-12-10', '16:20', 'shellC5', 'shell', 66.4, 35.11],
  ['2029-01-13', '08:55', 'shellTagaytay', 'shell', 67.1, 20],
  ['2029-03-11', '09:30', 'caltex', 'caltex', 62.95, 33.4],
  ['2029-05-27', '18:05', 'petronShaw', 'petron', 63.4, 36.02],
];

/** Wednesday-evening court bookings: date, court, fee, reference. */
export const COURTS: ReadonlyArray<readonly [string, number, number, string]> = [
  ['2028-10-11', 3, 600, 'CS-48211'], ['2028-10-25', 5, 600, 'CS-49377'], ['2028-11-08', 3, 600, 'CS-50412'],
  ['2028-11-15', 2, 600, 'CS-50988'], ['2028-11-29', 3, 600, 'CS-52063'], ['2029-01-17', 4, 600, 'CS-55730'],
  ['2029-01-31', 3, 600, 'CS-56815'], ['2029-05-16', 1, 650, 'CS-63302'], ['2029-06-13', 3, 650, 'CS-65524'],
];

/** Saturday runs from the watch's app: date, start, km, time, pace, calories. */
export const RUNS: ReadonlyArray<readonly [string, string, string, string, string, number]> = [
  ['2028-11-04', '5:41', '5.01', '31:08', '6:13', 312],
  ['2028-12-02', '5:38', '6.50', '40:12', '6:11', 405],
  ['2029-01-06', '5:45', '7.02', '43:05', '6:08', 437],
  ['2029-02-03', '5:32', '8.00', '48:40', '6:05', 498],
];

type Line = readonly [string, number];

/** A supermarket's official receipt: VAT-inclusive prices, VATable sales and VAT split out. */
function supermarket(head: string[], when: string, items: readonly Line[], tail: string[]): { text: string[]; total: string } {
  const total = sum(items);
  const vatable = round2(total / 1.12);
  return {
    text: [...head, when, ...items.map(([n, p]) => `${n}  ${php(p)}`), `TOTAL  ${php(total)}`, `VATABLE SALES  ${php(vatable)}`, `VAT AMOUNT  ${php(round2(total - vatable))}`, ...tail],
    total: php(total),
  };
}

function blind9Shots(random: Rng): Shot[] {
  const s = () => sec(random);
  const shots: Shot[] = [];
  const add = (...x: Shot[]) => shots.push(...x);
  const at = (date: string, hh: number, mm: number) => `${date}T${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}:${s()}`;
  const clock = (date: string, hhmm: string, plus = 0) => at(date, Number(hhmm.slice(0, 2)), Number(hhmm.slice(3, 5)) + plus);

  // --- Home: no text.
  const EVENING: string[][] = [['dinner', 'food', 'home'], ['sofa', 'tv', 'home'], ['cooking', 'kitchen', 'home'], ['rain', 'window', 'home'], ['plants', 'balcony', 'home']];
  for (const date of ['2028-10-07', '2028-11-12', '2028-12-09', '2029-01-20', '2029-02-10', '2029-04-21', '2029-05-20', '2029-06-16']) {
    add(photo('home', at(date, 19 + Math.floor(random() * 3), Math.floor(random() * 60)), 'home', 'indoor', [], ['evening', ...EVENING[Math.floor(random() * EVENING.length)]!]));
  }
  add(photo('home', at('2028-10-21', 15, 12), 'home', 'indoor', [], ['mochi', 'cat', 'pet', 'sleeping']));
  add(photo('home', at('2029-03-10', 9, 40), 'home', 'indoor', [], ['mochi', 'cat', 'pet', 'window']));
  add(photo('home', at('2029-06-09', 17, 25), 'home', 'indoor', [], ['mochi', 'cat', 'pet', 'box']));
  add(photo('home', at('2028-12-24', 22, 40), 'momsHouse', 'party', [], ['christmas-eve', 'family', 'noche-buena']));
  add(photo('home', at('2028-12-25', 0, 12), 'momsHouse', 'party', [], ['christmas-eve', 'family', 'noche-buena', 'food']));
  add(photo('home', at('2029-01-01', 0, 4), 'home', 'city', [], ['new-year', 'fireworks', 'night']));
  add(photo('home', at('2029-02-04', 7, 20), 'bgcPark', 'park', [], ['walk', 'park', 'morning']));
  add(photo('home', at('2029-05-06', 16, 50), 'arcovia', 'park', [], ['walk', 'park', 'afternoon']));

  // --- Mochi the cat.
  const vet1: Line[] = [['Consultation', 500], ['Tricat Trio vaccine', 1200], ['Anti-rabies vaccine', 450], ['Deworming (Drontal)', 250]];
  add(photo('cat', at('2028-10-14', 10, 41), 'vet', 'paper',
    ['KAPITOLYO ANIMAL CLINIC', 'Dr. Liza Manalo, DVM', 'Patient: MOCHI (feline)', 'Owner: Carla Mendoza', `Date: ${mdy('2028-10-14')}`, ...vet1.map(([n, p]) => `${n}  ${php(p)}`), `TOTAL  ${php(sum(vet1))}`],
    ['vet', 'receipt', 'mochi'], { clinic: 'Kapitolyo Animal Clinic', vet: 'Liza Manalo', total: php(sum(vet1)), date: '2028-10-14' }));
  add(photo('cat', at('2028-10-14', 10, 56), 'vet', 'card',
    ["PET'S VACCINATION RECORD", 'Pet: MOCHI   Puspin / M', 'Born: approx. 03/2027', '10/14/28 Tricat Trio - next 10/14/29', '10/14/28 Rabies - next 10/14/29', 'Kapitolyo Animal Clinic'],
    ['vaccination-record', 'mochi', 'vet'], { rabiesDue: '2029-10-14', given: '2028-10-14' }));
  const vet2: Line[] = [['Consultation', 500], ['Ear swab cytology', 650], ['Otomax ear drops 15ml', 680]];
  add(photo('cat', at('2029-04-28', 16, 12), 'vet', 'paper',
    ['KAPITOLYO ANIMAL CLINIC', 'Dr. Liza Manalo, DVM', 'Patient: MOCHI', `Date: ${mdy('2029-04-28')}`, ...vet2.map(([n, p]) => `${n}  ${php(p)}`), `TOTAL  ${php(sum(vet2))}`, 'Recheck after 2 weeks'],
    ['vet', 'receipt', 'mochi'], { clinic: 'Kapitolyo Animal Clinic', vet: 'Liza Manalo', total: php(sum(vet2)), date: '2029-04-28' }));
  const petStore: Line[] = [['CAT LITTER 10L x2', 798], ['ROYAL CANIN INDOOR 2KG', 1290], ['SISAL SCRATCHING POST', 650]];
  add(photo('cat', at('2028-11-25', 14, 21), 'petStore', 'paper',
    ['PET EXPRESS', 'ESTANCIA, CAPITOL COMMONS', `${mdy('2028-11-25')} 14:18`, ...petStore.map(([n, p]) => `${n}  ${php(p)}`), `TOTAL  ${php(sum(petStore))}`, 'PETS PLUS POINTS EARNED: 27'],
    ['pet-store', 'receipt', 'mochi'], { store: 'Pet Express', items: ['cat litter', 'royal canin', 'scratching post'], total: php(sum(petStore)) }));

  // --- The condo: bills, repairs, a list.
  for (const [date, period, kwh, amount, due] of [
    ['2028-11-15', 'Oct 12 - Nov 11, 2028', 312, 4187.62, 'Nov 29, 2028'],
    ['2029-03-14', 'Feb 10 - Mar 11, 2029', 265, 3402.18, 'Mar 27, 2029'],
    ['2029-05-16', 'Apr 12 - May 12, 2029', 498, 6731.45, 'May 29, 2029'],
  ] as const) {
    add(photo('admin', at(date, 20, 5 + Math.floor(random() * 30)), 'home', 'paper',
      ['MERALCO', 'Manila Electric Company', 'Customer Account No. 0291441807', 'CARLA A. MENDOZA', `Billing Period: ${period}`, `Total kWh used: ${kwh}`, `TOTAL AMOUNT DUE  P ${php(amount)}`, `Please pay by ${due}`],
      ['meralco', 'utility', 'bill'], { account: '0291441807', kwh, amount: php(amount), period }));
  }
  add(photo('admin', at('2029-02-09', 19, 50), 'home', 'paper',
    ['MANILA WATER', 'STATEMENT OF ACCOUNT', 'Contract Account: 62011478', `Billing Date: ${mdy('2029-02-05')}`, 'Present 1487 / Previous 1473', 'Consumption: 14 cu.m.', 'Current Charges  PHP 612.30', `Due Date: ${mdy('2029-02-20')}`],
    ['water', 'utility', 'bill'], { account: '62011478', amount: '612.30' }));
  add(photo('admin', at('2029-01-09', 20, 15), 'home', 'paper',
    ['KAPITOLYO HEIGHTS CONDOMINIUM', 'STATEMENT OF ACCOUNT - JAN 2029', 'Unit: Tower 1 - 14B', 'Owner: CARLA A. MENDOZA', 'Association dues  4,650.00', 'Parking slot P2-031  800.00', 'Total amount due  5,450.00', 'Pay at admin office by Jan 15'],
    ['condo', 'statement', 'bill'], { slot: 'P2-031', dues: '4,650.00', total: '5,450.00' }));
  add(screenshot('Converge', 'admin', at('2028-12-04', 8, 22), ['Converge', 'Repair ticket created', 'Ticket No. RT-2812-0418835', 'Account 6023-118-472', 'Issue: No connection (LOS red)', 'Technician visit:', 'Dec 6, 8:00 AM - 12:00 NN'],
    ['internet', 'repair', 'ticket'], { ticket: 'RT-2812-0418835', visit: '2028-12-06' }));
  const aircon: Line[] = [['Split 1.5HP general cleaning x2', 2400], ['Window 1HP cleaning', 700], ['Freon charging (R32)', 1500]];
  add(photo('admin', at('2029-03-17', 11, 35), 'home', 'paper',
    ['JRB COOLTECH AIRCON SERVICES', 'Acknowledgement Receipt No. 0388', 'Date: 3/17/29', ...aircon.map(([n, p]) => `${n}  ${php(p)}`), `TOTAL  ${php(sum(aircon))}`, 'Technician: Ronnie'],
    ['aircon', 'receipt', 'service'], { total: php(sum(aircon)), date: '2029-03-17' }));
  add(photo('admin', at('2028-12-03', 21, 10), 'home', 'note',
    ['Christmas gifts', 'Mama - pashmina shawl', 'Tita Nena - tumbler', 'Paolo - running watch', 'Kuya Jun - red wine', 'inaanaks (5) - 500 each', 'Mochi - catnip toy :)'],
    ['note', 'gift-list', 'christmas'], { items: ['pashmina shawl', 'tumbler', 'running watch', 'red wine', 'catnip toy'], paolo: 'running watch' }));

  // --- The car.
  FUEL.forEach(([date, time, where, brand, rate, litres]) => {
    const amount = php(round2(rate * litres));
    const text = {
      petron: ['PETRON CORPORATION', 'PETRON SHAW BLVD - MANDALUYONG', 'VAT REG TIN 000-168-801-00153', `DATE: ${mdy(date)} TIME: ${time}`, 'PUMP# 04  XTRA ADVANCE', `${litres.toFixed(2)} L @ ${rate.toFixed(2)}/L`, `AMOUNT DUE: PHP ${amount}`, `PLATE NO: ${PLATE}`],
      shell: ['Shell', where === 'shellC5' ? 'SHELL C5 ORTIGAS EXT. PASIG' : 'SHELL TAGAYTAY-CALAMBA ROAD', 'Pump 6  FuelSave Gasoline', `Litres  ${litres.toFixed(2)}`, `Price/L  ${rate.toFixed(2)}`, `Total Sale  ${amount}`, `${mdyShort(date)}  ${time}`, 'VISA ****2291'],
      caltex: ['CALTEX', 'MERALCO AVE SERVICE STATION', `${mdy(date)}  ${time}`, 'SILVER with TECHRON', `QTY  ${litres.toFixed(2)} LTR`, `UNIT PRICE  ${rate.toFixed(2)}`, `TOTAL DUE  PHP ${amount}`, 'PAYMENT: CASH'],
    }[brand];
    add(photo(where === 'shellTagaytay' ? 'tagaytay' : 'car', clock(date, time, 2), where, 'paper', text,
      ['fuel', 'receipt', 'car', brand, ...(where === 'shellTagaytay' ? ['wedding-trip'] : [])], { brand, rate: rate.toFixed(2), litres: litres.toFixed(2), amount, date }));
  });
  add(photo('car', at('2029-04-10', 19, 45), 'home', 'paper',
    ['LAND TRANSPORTATION OFFICE', 'OFFICIAL RECEIPT No. 8821457', `Plate No.: ${PLATE}`, 'Make: TOYOTA VIOS 1.3 XLE', 'MV File No.: 1336-00000418227', 'Registration Fee  1,600.00', 'Computer Fee  169.06', 'Total Amount Paid  2,230.00', 'Valid until: 04/30/2030'],
    ['lto', 'registration', 'car'], { plate: PLATE, valid: '2030-04-30', paid: '2,230.00' }));
  const pms: Line[] = [['Engine oil 0W-20 (4L)', 2680], ['Oil filter', 420], ['Cabin filter', 980], ['Labor', 2905]];
  add(photo('car', at('2029-02-03', 15, 40), 'toyota', 'paper',
    ['TOYOTA PASIG', 'REPAIR ORDER RO-2902-01187', `Plate ${PLATE}  TOYOTA VIOS`, 'Odometer: 29,872 km', '30,000 KM PERIODIC MAINTENANCE', ...pms.map(([n, p]) => `${n}  ${php(p)}`), `TOTAL  ${php(sum(pms))}`, 'Next PMS: 40,000 km'],
    ['car-service', 'invoice', 'car'], { plate: PLATE, odometer: '29,872', total: php(sum(pms)) }));
  add(photo('car', at('2028-11-11', 13, 22), 'megamall', 'sign', ['MEGA B PARKING', 'LEVEL P4 - YELLOW', 'PILLAR 22'],
    ['parking', 'car'], { level: 'P4', pillar: '22', mall: 'Megamall' }));
  add(photo('car', at('2029-01-06', 19, 12), 'greenbelt', 'sign', ['GREENBELT PARKING', 'BASEMENT 2', 'SECTION C-14'],
    ['parking', 'car'], { level: 'B2', section: 'C-14', mall: 'Greenbelt' }));
  add(screenshot('Autosweep', 'car', at('2029-01-12', 21, 10), ['autosweep', 'RFID Reload Successful', 'Account No. 520-0184-9937', `Plate: ${PLATE}`, 'Reload amount  ₱1,000.00', 'New balance  ₱1,318.00', 'Jan 12, 2029 9:08 PM'],
    ['rfid', 'reload', 'car'], { account: '520-0184-9937', plate: PLATE, balance: '1,318.00' }));

  // --- Health.
  add(photo('health', at('2029-02-06', 17, 42), 'lab', 'paper',
    ['PRIMECARE DIAGNOSTICS - ORTIGAS', 'ANNUAL PHYSICAL EXAM', 'MENDOZA, CARLA A.  31 / F', `Collected: ${mdy('2029-02-06')} 07:15`, 'FBS  92 mg/dL  (70-100)', 'Total Cholesterol  221 mg/dL  H', 'LDL  142 mg/dL  H', 'HDL  51 mg/dL', 'Triglycerides  138 mg/dL'],
    ['lab-results', 'health', 'annual-physical'], { cholesterol: '221', fbs: '92', ldl: '142' }));
  add(screenshot('Viber', 'health', at('2029-05-03', 14, 6), ['Smile Studio Dental', 'Hi Carla! This is to remind', 'you of your appointment on', 'Sat, May 5, 10:30 AM', 'with Dr. Anna Ramos', '(oral prophylaxis).', 'Reply YES to confirm.'],
    ['dentist', 'reminder', 'health'], { dentist: 'Anna Ramos', date: '2029-05-05', time: '10:30' }));
  add(photo('health', at('2029-05-05', 11, 26), 'dentist', 'paper',
    ['SMILE STUDIO DENTAL CLINIC', 'East Capitol Drive, Pasig', 'Date: May 5, 2029', 'Patient: Carla Mendoza', 'Oral prophylaxis  1,500.00', 'Fluoride treatment  500.00', 'Total  2,000.00', 'Dr. Anna Ramos, DMD'],
    ['dentist', 'receipt', 'health'], { dentist: 'Anna Ramos', total: '2,000.00' }));
  const meds: Line[] = [['BIOFLU TAB x10', 97.5], ['STREPSILS ORANGE x8', 84], ['ASCORBIC ACID 500MG x30', 135]];
  add(photo('health', at('2028-11-03', 20, 11), 'pharmacy', 'paper',
    ['MERCURY DRUG CORP.', 'KAPITOLYO BRANCH', `${mdy('2028-11-03')} 20:08`, ...meds.map(([n, p]) => `${n}  ${php(p)}`), `TOTAL  ${php(sum(meds))}`, 'SUKI CARD POINTS: 3'],
    ['pharmacy', 'receipt', 'health'], { items: ['bioflu', 'strepsils', 'ascorbic acid'], total: php(sum(meds)) }));

  // --- Errands.
  add(screenshot('GCash', 'errands', at('2029-02-12', 21, 14), ['GCash', 'Express Send', 'Sent to JO**NA L.', '+63 917 *** 4418', 'Amount  ₱2,850.00', 'Message: airbnb baguio share', 'Ref No. 7012 345 987651', 'Feb 12, 2029 9:14 PM'],
    ['money-transfer', 'baguio-trip'], { amount: '2,850.00', to: 'Joanna' }));
  add(screenshot('Chrome', 'errands', at('2029-01-08', 12, 31), ['DFA Passport Appointment', 'Appointment Confirmed', 'Ref No. 2029-0108-K7PX31', 'Site: DFA Manila (Aseana)', 'Date: Jan 24, 2029 (Wed)', 'Time: 9:00 AM - 10:00 AM', 'Type: Renewal (Adult)', 'Fee: PHP 950 (regular)'],
    ['passport', 'appointment'], { ref: '2029-0108-K7PX31', date: '2029-01-24', site: 'Aseana' }));
  add(screenshot('Shopee', 'errands', at('2028-11-20', 22, 5), ['Shopee', 'Order Placed', 'Xiaomi Smart Air Purifier 4', 'Lite (Official Store)', 'Order Total  ₱6,499', 'Order ID 281120K8PQ4T7M', 'Est. delivery Nov 24 - 27'],
    ['online-order', 'air-purifier'], { order: '281120K8PQ4T7M', total: '6,499' }));
  add(photo('errands', at('2028-12-01', 18, 31), 'laundry', 'paper',
    ['SUDS & BUBBLES LAUNDROMAT', 'CLAIM STUB No. 4417', '12/01/28  6:25 PM', 'Wash-Dry-Fold  7.5 kg  300.00', 'Comforter (Queen) x1  180.00', 'TOTAL  480.00', 'Ready: 12/02 after 3 PM'],
    ['laundry', 'claim-stub'], { stub: '4417', total: '480.00' }));

  // --- Groceries: four supermarkets, VAT-inclusive official receipts.
  const groceries: Array<{ date: string; time: string; where: SpotName; store: string; head: string[]; items: Line[]; tail: string[]; names: string[] }> = [
    {
      date: '2028-10-22', time: '11:03', where: 'megamall', store: 'SM Supermarket', head: ['SM SUPERMARKET', 'SM MEGAMALL, MANDALUYONG CITY', 'VAT REG TIN 000-302-515-00047'],
      items: [['JASMINE RICE 5KG', 389], ['FRESH EGGS LARGE 12S', 118.5], ['NESCAFE CLASSIC 200G', 245], ['DATU PUTI VINEGAR 1L', 52.75], ['CHICKEN THIGH 1KG', 268], ['BOK CHOY 250G', 45], ['WHISKAS POUCH 12S', 220.5]],
      tail: ['THIS SERVES AS AN OFFICIAL RECEIPT'], names: ['rice', 'eggs', 'coffee', 'vinegar', 'chicken', 'bok choy', 'cat food'],
    },
    {
      date: '2028-12-22', time: '19:18', where: 'galleria', store: 'Robinsons Supermarket', head: ['ROBINSONS SUPERMARKET', 'ROBINSONS GALLERIA, ORTIGAS'],
      items: [['PUREFOODS FIESTA HAM 1KG', 689], ['MARCA PINA QUESO DE BOLA', 349], ['DEL MONTE SPAG SAUCE 1KG', 159.75], ['ROYAL SPAGHETTI 1KG', 112.5], ['DEL MONTE FRUIT COCKTAIL x2', 286], ['NESTLE ALL PURPOSE CREAM x3', 219], ['ALASKA CONDENSADA x2', 118], ['BROWN EGGS 12PCS', 132]],
      tail: ['MIN 18091512373429001', 'Thank you for shopping!'], names: ['ham', 'queso de bola', 'spaghetti sauce', 'spaghetti', 'fruit cocktail', 'all purpose cream', 'condensed milk', 'eggs'],
    },
    {
      date: '2029-01-27', time: '10:38', where: 'megamall', store: 'SM Supermarket', head: ['SM SUPERMARKET', 'SM MEGAMALL, MANDALUYONG CITY', 'VAT REG TIN 000-302-515-00047'],
      items: [['JASMINE RICE 5KG', 395], ['SPINACH 200G', 65], ['TOFU 400G', 58], ['EGGS XL 12S', 128.5], ['SALMON BELLY 500G', 310], ['OAT MILK 1L', 179], ['WHISKAS POUCH 12S', 220.5]],
      tail: ['THIS SERVES AS AN OFFICIAL RECEIPT'], names: ['rice', 'spinach', 'tofu', 'eggs', 'salmon belly', 'oat milk', 'cat food'],
    },
    {
      date: '2029-03-04', time: '15:08', where: 'landers', store: 'Landers', head: ['LANDERS SUPERSTORE', 'ARCOVIA CITY, PASIG', 'MEMBER ID 8800 2217 0419'],
      items: [['PAPER TOWEL 12 ROLLS', 699], ['OLIVE OIL 2L', 1150], ['FROZEN BLUEBERRIES 1.5KG', 899], ['CAGE FREE EGGS 30PCS', 455], ['COFFEE BEANS 1KG', 1050], ['LAUNDRY DETERGENT 4KG', 620]],
      tail: ['Members save more!'], names: ['paper towel', 'olive oil', 'blueberries', 'eggs', 'coffee beans', 'detergent'],
    },
    {
      date: '2029-04-14', time: '17:29', where: 'galleria', store: 'Robinsons Supermarket', head: ['ROBINSONS SUPERMARKET', 'ROBINSONS GALLERIA, ORTIGAS'],
      items: [['CALAMANSI 250G', 45], ['BANGUS BONELESS 1PC', 215], ['KNORR SINIGANG MIX x2', 46], ['KANGKONG 1 BUNDLE', 25], ['RADISH 500G', 48], ['TOMATO 500G', 60], ['JASMINE RICE 5KG', 399]],
      tail: ['MIN 18091512373429001', 'Thank you for shopping!'], names: ['calamansi', 'bangus', 'sinigang mix', 'kangkong', 'radish', 'tomato', 'rice'],
    },
    {
      date: '2029-06-02', time: '11:14', where: 'rustans', store: "Rustan's Fresh", head: ["RUSTAN'S FRESH", 'SHANGRI-LA PLAZA MALL'],
      items: [['ORGANIC EGGS 10S', 195], ['SOURDOUGH LOAF', 240], ['GREEK YOGURT 500G', 289], ['AVOCADO x3', 180], ['CHICKEN BREAST 1KG', 320], ['WHISKAS POUCH 12S', 224]],
      tail: ['OR No. 0045521'], names: ['eggs', 'sourdough', 'greek yogurt', 'avocado', 'chicken breast', 'cat food'],
    },
  ];
  for (const g of groceries) {
    const r = supermarket(g.head, `${mdy(g.date)}  ${ampm(g.time)}`, g.items, g.tail);
    add(photo('grocery', clock(g.date, g.time, 2), g.where, 'paper', r.text, ['receipt', 'grocery'], { store: g.store, items: g.names, total: r.total, date: g.date }));
  }

  // --- Work.
  add(photo('work', at('2028-10-16', 16, 22), 'office', 'whiteboard',
    ['BUSY SEASON 2028-29', 'Solano Foods - interim: Nov 6-17', 'Inventory count: Dec 31 (Carla, Mike)', 'Fieldwork: Jan 15 - Feb 16', 'Sign-off target: Mar 23'],
    ['whiteboard', 'work', 'plan'], { fieldworkEnd: '2029-02-16', count: '2028-12-31' }));
  add(photo('work', at('2028-12-15', 18, 44), 'mckinley', 'card',
    ['DIZON LIM & PARTNERS', 'YEAR-END PARTY 2028', 'Theme: Hollywood Glam', 'Blue Leaf Pavilion, McKinley Hill', 'RAFFLE STUB No. 0417'],
    ['year-end-party', 'work', 'programme'], { venue: 'Blue Leaf Pavilion', raffle: '0417' }));
  add(photo('work', at('2028-12-15', 20, 31), 'mckinley', 'party', [], ['year-end-party', 'work', 'colleagues']));
  const lunch: Line[] = [['Crispy Pata', 895], ['Sinigang na Hipon', 650], ['Kare-Kare', 720], ['Garlic Rice x6', 420], ['House Iced Tea x6', 570]];
  const lunchSc = round2(sum(lunch) * 0.1);
  add(photo('work', at('2029-02-16', 13, 48), 'highStreet', 'folder',
    ['MESA', 'FILIPINO MODERNE - HIGH STREET', `${mdy('2029-02-16')}  1:42 PM  Pax 6`, ...lunch.map(([n, p]) => `${n}  ${php(p)}`), `Service Charge 10%  ${php(lunchSc)}`, `TOTAL  ${php(sum(lunch) + lunchSc)}`],
    ['receipt', 'restaurant', 'lunch', 'work'], { restaurant: 'Mesa', total: php(sum(lunch) + lunchSc) }));

  // --- Outings.
  const bday: Line[] = [['Tuna Kinilaw', 420], ['Beef Kare-Kare', 780], ['Crispy Liempo', 560], ['Ube Cheesecake', 290], ['Red Wine (glass) x2', 640]];
  const bdaySc = round2(sum(bday) * 0.1);
  add(photo('outing', at('2028-11-18', 20, 46), 'bistro', 'folder',
    ['HAPAG', 'MODERN KITCHEN - KAPITOLYO', `Table 12  Pax 2  ${mdy('2028-11-18')}`, ...bday.map(([n, p]) => `${n}  ${php(p)}`), `Service Charge 10%  ${php(bdaySc)}`, `TOTAL  ${php(sum(bday) + bdaySc)}`],
    ['receipt', 'restaurant', 'dinner'], { restaurant: 'Hapag', total: php(sum(bday) + bdaySc) }));
  add(photo('outing', at('2028-11-18', 21, 32), 'bistro', 'card', ['HAPPY 32ND BIRTHDAY', 'PAOLO'], ['birthday', 'paolo', 'cake']));
  add(photo('outing', at('2028-10-25', 15, 31), 'cafe', 'sign', ['KALYE KAPE', 'WiFi: KalyeKape_Guest', 'Password: barako2028', 'Max 2 hrs per guest pls :)'],
    ['wifi', 'cafe'], { cafe: 'Kalye Kape', password: 'barako2028' }));
  add(photo('outing', at('2029-03-03', 19, 22), 'arena', 'paper',
    ['SMTICKETS', 'LUNA RIVERA', 'HOMEWARD WORLD TOUR MANILA', 'SM MALL OF ASIA ARENA', 'SAT 03 MAR 2029  8:00 PM', 'LOWER BOX 212  ROW D  SEAT 9', 'PHP 5,250.00'],
    ['concert', 'ticket'], { artist: 'Luna Rivera', section: '212', row: 'D', seat: '9' }));
  add(photo('outing', at('2029-03-03', 21, 14), 'arena', 'stadium', [], ['concert', 'stage', 'lights']));
  add(photo('outing', at('2029-01-06', 19, 27), 'greenbelt', 'paper',
    ['AYALA MALLS CINEMAS', 'GREENBELT 3 - CINEMA 2', 'THE LAST MONSOON', 'SAT JAN 06 2029  7:40 PM', 'SEATS F11, F12', 'PHP 840.00'],
    ['movie', 'ticket'], { film: 'The Last Monsoon', seats: 'F11, F12' }));
  add(photo('outing', at('2029-05-19', 11, 42), 'salon', 'paper',
    ['STUDIO BLEU SALON', 'Kapitolyo, Pasig', `${mdy('2029-05-19')}`, 'Cut & blow-dry  850.00', 'Keratin hair spa  1,200.00', 'Total  2,050.00', 'Stylist: Jen'],
    ['salon', 'receipt'], { salon: 'Studio Bleu', stylist: 'Jen', total: '2,050.00' }));

  // --- Wednesday evenings on court: the booking app's confirmation, the same morning.
  COURTS.forEach(([date, court, fee, ref]) => {
    add(screenshot('CourtSide', 'badminton', at(date, 8, 5 + Math.floor(random() * 40)),
      ['CourtSide', 'Your court is reserved', 'Rally Point Sports Hub', `Court ${court} · Indoor`, appDate(date), '7:00 PM - 9:00 PM', `PHP ${fee} · paid via GCash`, `Ref ${ref}`],
      ['court-booking', 'sport'], { date, court, fee: String(fee), ref }));
  });
  add(photo('badminton', at('2029-01-17', 20, 16), 'courts', 'gym', [], ['court', 'sport', 'friends']));

  // --- Saturday runs and the 10K.
  RUNS.forEach(([date, start, km, time, pace, cal]) => {
    const t = new Date(`${date}T12:00:00Z`);
    add(screenshot('Garmin Connect', 'running', at(date, 7, 10 + Math.floor(random() * 30)),
      ['Garmin Connect', 'Taguig Running', `${DAY[t.getUTCDay()]}, ${MON[t.getUTCMonth()]} ${t.getUTCDate()} · ${start} AM`, `Distance  ${km} km`, `Time  ${time}`, `Avg Pace  ${pace} /km`, `Calories  ${cal}`],
      ['run', 'activity'], { date, km, time }));
  });
  add(photo('running', at('2029-02-18', 5, 21), 'bgcPark', 'card', ['PASIG RIVER RUN 2029', '10K', '10-2284', 'CARLA M.'],
    ['race', 'bib', 'run'], { bib: '10-2284', distance: '10K' }));
  add(screenshot('Chrome', 'running', at('2029-02-19', 12, 10), ['Pasig River Run 2029', 'Official Results', 'Bib 10-2284 · Carla Mendoza', '10K · Women 30-34', 'Chip time  1:04:37', 'Overall  212 / 890', 'Category  31 / 144'],
    ['race', 'result', 'run'], { time: '1:04:37', bib: '10-2284' }));

  // --- Tagaytay: Bianca's wedding, Saturday 13 January, and lunch on the Sunday.
  const tag = (extra: string[]) => ['wedding-trip', ...extra];
  add(photo('tagaytay', at('2028-12-02', 16, 3), 'home', 'card',
    ['Bianca & JM', 'request the pleasure of your company', 'Saturday, 13 January 2029, 3 PM', 'Chapel on the Ridge, Tagaytay', 'Reception at Villa Cielo', 'Dress code: garden formal', '(sage, cream, dusty pink)', 'RSVP by Dec 20 - Bea 0917 552 1183'],
    ['invitation', 'wedding'], { couple: 'Bianca & JM', venue: 'Chapel on the Ridge', reception: 'Villa Cielo', date: '2029-01-13' }));
  add(photo('tagaytay', at('2029-01-13', 15, 34), 'chapel', 'party', [], tag(['wedding', 'ceremony', 'friends'])));
  add(photo('tagaytay', at('2029-01-13', 19, 41), 'chapel', 'party', [], tag(['wedding', 'reception', 'dance'])));
  add(photo('tagaytay', at('2029-01-14', 8, 2), 'taalView', 'sea', [], tag(['taal', 'lake', 'view'])));
  const bulalo: Line[] = [['Bulalo (good for 3)', 785], ['Fried tawilis', 320], ['Garlic rice x2', 120], ['Calamansi juice x2', 160]];
  add(photo('tagaytay', at('2029-01-14', 12, 21), 'bulalo', 'paper',
    ['BULALO POINT', 'Aguinaldo Hwy, Tagaytay City', `${mdy('2029-01-14')} 12:16`, ...bulalo.map(([n, p]) => `${n}  ${php(p)}`), `TOTAL  ${php(sum(bulalo))}`],
    tag(['receipt', 'restaurant', 'lunch']), { restaurant: 'Bulalo Point', total: php(sum(bulalo)) }));
  add(photo('tagaytay', at('2029-01-14', 13, 9), 'bukoPie', 'paper', ['NANAY CORA BUKO PIE', 'Tagaytay-Calamba Road', '1/14/29', 'Buko pie (regular) x2  640.00', 'Buko tart box  180.00', 'TOTAL  820.00'],
    tag(['receipt', 'pasalubong']), { items: ['buko pie', 'buko tart'], total: '820.00' }));

  // --- Baguio: the flower festival weekend with Joanna and Mia, by bus.
  const bag = (extra: string[]) => ['baguio-trip', ...extra];
  add(screenshot('Chrome', 'baguio', at('2029-02-05', 20, 41), ['Victory Liner', 'E-Ticket', 'Cubao → Baguio', 'Fri, Feb 23, 2029', 'Departs 5:30 AM', 'Deluxe · Seat 14', 'Ticket No. VLE-0223-77120', 'Fare  PHP 1,050.00'],
    bag(['bus', 'e-ticket', 'bus-out']), { seat: '14', departs: '05:30', date: '2029-02-23' }));
  add(screenshot('Airbnb', 'baguio', at('2029-02-10', 13, 6), ['Airbnb · Trips', "You're going to Baguio!", 'Pine View Loft near', 'Session Road, Baguio', 'Feb 23 – 25 · 2 nights', 'Hosted by Edwin', 'Code HMX4K2PQ8T', 'Total ₱8,550.00'],
    bag(['airbnb', 'booking']), { code: 'HMX4K2PQ8T', total: '8,550.00', nights: 2 }));
  add(photo('baguio', at('2029-02-22', 21, 33), 'home', 'note', ['Baguio!!', '- jacket + scarf', '- bonnet', '- eco bag for pasalubong', '- powerbank', '- meds (Bioflu)'],
    ['note', 'packing-list', 'trip-prep'], { items: ['jacket', 'scarf', 'bonnet', 'eco bag', 'powerbank'] }));
  add(photo('baguio', at('2029-02-23', 15, 31), 'strawberryFarm', 'sign', ['LA TRINIDAD STRAWBERRY FARM', 'PICK-YOUR-OWN', 'P 450 per kilo', 'Open 8AM - 5PM'],
    bag(['strawberry-farm', 'sign']), { price: '450' }));
  const pinecone: Line[] = [['Pinikpikan soup', 380], ['Etag carbonara', 420], ['Strawberry taho x3', 180], ['Hot choco x3', 285]];
  add(photo('baguio', at('2029-02-23', 19, 40), 'pinecone', 'paper',
    ['PINECONE KITCHEN', 'Upper Session Rd., Baguio City', `${mdy('2029-02-23')} 7:36 PM  Tbl 5`, ...pinecone.map(([n, p]) => `${n}  ${php(p)}`), `TOTAL  ${php(sum(pinecone))}`],
    bag(['receipt', 'restaurant', 'dinner']), { restaurant: 'Pinecone Kitchen', total: php(sum(pinecone)) }));
  add(photo('baguio', at('2029-02-24', 9, 12), 'sessionRoad', 'city', [], bag(['panagbenga', 'parade', 'floats'])));
  add(photo('baguio', at('2029-02-24', 9, 47), 'sessionRoad', 'party', [], bag(['panagbenga', 'parade', 'dancers'])));
  add(photo('baguio', at('2029-02-25', 8, 16), 'burnham', 'park', [], bag(['burnham-park', 'lake', 'morning'])));
  add(photo('baguio', at('2029-02-25', 11, 22), 'goodShepherd', 'paper',
    ['GOOD SHEPHERD CONVENT', 'Gibraltar Road, Baguio City', '02/25/29', 'UBE JALAYA 2 x 385.00', 'STRAWBERRY JAM 2 x 320.00', 'PEANUT BRITTLE 1 x 150.00', 'Total  1,560.00', 'Thank you & God bless!'],
    bag(['receipt', 'pasalubong']), { items: ['ube jalaya', 'strawberry jam', 'peanut brittle'], total: '1,560.00' }));
  add(photo('baguio', at('2029-02-25', 13, 41), 'busTerminal', 'paper',
    ['VICTORY LINER, INC.', 'BAGUIO - CUBAO (REGULAR AC)', 'DATE: 02-25-29  DEP: 14:00', 'BUS NO. 2514   SEAT NO. 22', 'FARE: PHP 780.00', 'PASSENGER COPY'],
    bag(['bus', 'ticket', 'bus-back']), { seat: '22', bus: '2514', departs: '14:00' }));

  // --- Holy Week: Cebu City, then Bohol, 28 March – 2 April.
  const cebu = (extra: string[]) => ['holyweek-trip', 'cebu', ...extra];
  const bohol = (extra: string[]) => ['holyweek-trip', 'bohol', ...extra];
  add(screenshot('Cebu Pacific', 'holyweek', at('2029-01-15', 12, 16), ['Cebu Pacific', 'Booking Confirmed', 'Booking Ref: K7QW2M', 'MNL → CEB  5J 561', 'Wed, 28 Mar · 06:15 AM', 'TAG → MNL  5J 622', 'Mon, 2 Apr · 03:40 PM', '2 Guests · Total ₱7,842.00'],
    ['holyweek-trip', 'flight', 'booking'], { ref: 'K7QW2M', out: '5J 561', back: '5J 622', departs: '06:15' }));
  add(screenshot('Agoda', 'holyweek', at('2029-01-20', 22, 11), ['Agoda', 'Reservation complete', 'Alona Palms Beach Resort', 'Panglao, Bohol', 'Fri 30 Mar – Mon 2 Apr', '3 nights · Deluxe Garden', 'Booking ID 1420998731', 'Pay at hotel ₱14,250'],
    ['holyweek-trip', 'bohol', 'resort', 'booking'], { resort: 'Alona Palms Beach Resort', nights: 3, booking: '1420998731' }));
  add(screenshot('Grab', 'holyweek', at('2029-03-28', 4, 58), ['Grab', 'Thanks for riding!', 'GrabCar · 4-seater', 'From: Kapitolyo, Pasig', 'To: NAIA Terminal 3', 'Total paid  ₱486.00', '28 Mar 2029, 4:52 AM'],
    ['holyweek-trip', 'ride', 'airport'], { fare: '486.00' }));
  const lechon: Line[] = [['Lechon (1/2 kilo)', 480], ['Puso rice x4', 40], ['Ngohiong', 150], ['Mango shake x2', 220]];
  add(photo('holyweek', at('2029-03-28', 12, 14), 'lechon', 'paper',
    ['SUGBO LECHON HOUSE', 'Escario St., Cebu City', `${mdy('2029-03-28')} 12:10 PM`, ...lechon.map(([n, p]) => `${n}  ${php(p)}`), `TOTAL  ${php(sum(lechon))}`],
    cebu(['receipt', 'restaurant', 'lunch']), { restaurant: 'Sugbo Lechon House', total: php(sum(lechon)) }));
  add(photo('holyweek', at('2029-03-28', 13, 22), 'hotelCebu', 'folder',
    ['CASA SUGBO HOTEL', 'Guest: MENDOZA, CARLA', 'Room 715', 'Arrival 03/28  Departure 03/30', 'Breakfast 6:30-10:00 at Kalan', 'Wi-Fi: CasaSugbo / sugbo715'],
    cebu(['hotel', 'key-card']), { hotel: 'Casa Sugbo Hotel', room: '715' }));
  add(photo('holyweek', at('2029-03-28', 16, 11), 'magellan', 'city', [], cebu(['magellans-cross', 'landmark'])));
  add(photo('holyweek', at('2029-03-29', 15, 3), 'pasalubongCebu', 'paper',
    ['TISA PASALUBONG CENTER', 'Cebu City', mdy('2029-03-29'), 'Dried mangoes 200g x4  600.00', 'Otap x2  190.00', 'Rosquillos x2  170.00', 'Total  960.00'],
    cebu(['receipt', 'pasalubong']), { items: ['dried mangoes', 'otap', 'rosquillos'], mangoes: 4, total: '960.00' }));
  add(photo('holyweek', at('2029-03-29', 19, 34), 'basilica', 'city', [], cebu(['church', 'visita-iglesia', 'night'])));
  add(photo('holyweek', at('2029-03-30', 7, 56), 'pier', 'paper',
    ['OCEANJET', 'CEBU → TAGBILARAN', '30 MAR 2029  08:20 AM', 'TOURIST  SEAT 14C', 'MENDOZA, CARLA', 'FARE 1,000.00 + TERM. FEE 25.00'],
    ['holyweek-trip', 'ferry', 'ticket'], { seat: '14C', departs: '08:20' }));
  add(photo('holyweek', at('2029-03-31', 9, 41), 'chocolateHills', 'paper',
    ['CHOCOLATE HILLS COMPLEX', 'Carmen, Bohol', 'ENVIRONMENTAL FEE', 'Adult x2  PHP 200.00', `${mdy('2029-03-31')}  No. 0089145`],
    bohol(['chocolate-hills', 'ticket']), { paid: '200.00' }));
  add(photo('holyweek', at('2029-03-31', 10, 3), 'chocolateHills', 'park', [], bohol(['chocolate-hills', 'view'])));
  add(photo('holyweek', at('2029-03-31', 11, 32), 'tarsiers', 'paper', ['PHILIPPINE TARSIER SANCTUARY', 'Corella, Bohol', 'Admission 2 x 60.00', 'Total 120.00', 'Please keep quiet - no flash'],
    bohol(['tarsier', 'ticket']), { paid: '120.00' }));
  add(photo('holyweek', at('2029-03-31', 12, 38), 'loboc', 'paper', ['LOBOC RIVER CRUISE', 'Floating Restaurant', 'Buffet lunch cruise x2  1,700.00', '03/31/29  12:35 PM', 'OR No. 55821'],
    bohol(['river-cruise', 'receipt', 'lunch']), { paid: '1,700.00' }));
  add(photo('holyweek', at('2029-03-31', 13, 11), 'loboc', 'sea', [], bohol(['river', 'cruise'])));
  add(photo('holyweek', at('2029-04-01', 7, 12), 'alona', 'note', ['Acknowledgement receipt', "Rec'd from Carla M.", 'P2,500 - island hopping', 'Balicasag + Virgin Island', 'dolphin watching', 'Boatman: Rey  4/1/29'],
    bohol(['island-hopping', 'receipt']), { paid: '2,500', boatman: 'Rey' }));
  add(photo('holyweek', at('2029-04-01', 10, 2), 'alona', 'beach', [], bohol(['beach', 'sea', 'island-hopping'])));
  add(photo('holyweek', at('2029-04-01', 16, 47), 'alona', 'beach', [], bohol(['beach', 'sunset'])));

  // --- Davao: a week at a client's plant, 19 – 23 June.
  const dvo = (extra: string[]) => ['davao-trip', ...extra];
  add(screenshot('Philippine Airlines', 'davao', at('2029-06-04', 10, 21), ['Philippine Airlines', 'Your Itinerary', 'Booking Ref 8RTN4L', 'PR 1811  MNL-DVO  24A', 'Tue 19 Jun 2029  08:05', 'PR 1820  DVO-MNL  27F', 'Sat 23 Jun 2029  17:30'],
    dvo(['flight', 'e-ticket']), { ref: '8RTN4L', back: '2029-06-23', seatOut: '24A', seatBack: '27F' }));
  add(photo('davao', at('2029-06-19', 13, 32), 'plant', 'card', ['VISITOR', 'SOLANO FOODS - DAVAO PLANT', 'CARLA MENDOZA', 'DIZON LIM & PARTNERS', 'Valid: 06/19 - 06/22/2029', 'Host: R. Lumayag (Finance)'],
    dvo(['badge', 'work']), { client: 'Solano Foods' }));
  add(photo('davao', at('2029-06-19', 18, 12), 'hotelDavao', 'folder',
    ['MINDANAO GRAND HOTEL', 'Davao City', 'Guest: Ms. Carla Mendoza', 'Room 1204 · King Deluxe', 'Check-out: 23 June 2029, 12NN', 'Breakfast at Durian Cafe 6-10AM'],
    dvo(['hotel', 'key-card']), { hotel: 'Mindanao Grand Hotel', room: '1204' }));
  const matina: Line[] = [['Grilled tuna panga', 520], ['Kinilaw na tuna', 340], ['Grilled pusit', 380], ['Plain rice x3', 105], ['Fresh buko x3', 255]];
  add(photo('davao', at('2029-06-20', 20, 15), 'matina', 'paper',
    ['MATINA HILLTOP GRILL', 'Shrine Hills, Davao City', `${mdy('2029-06-20')}  8:11 PM`, ...matina.map(([n, p]) => `${n}  ${php(p)}`), `TOTAL  ${php(sum(matina))}`],
    dvo(['receipt', 'restaurant', 'dinner']), { restaurant: 'Matina Hilltop Grill', total: php(sum(matina)) }));
  add(photo('davao', at('2029-06-21', 18, 48), 'peoplesPark', 'park', [], dvo(['park', 'evening'])));
  add(photo('davao', at('2029-06-22', 18, 31), 'fruitStand', 'sign', ['MAGSAYSAY FRUIT STAND #7', 'DURIAN PUYAT  P 180/kilo', 'ARANCILLO  P 150/kilo', 'MANGOSTEEN  P 120/kilo', 'POMELO  P 90/pc'],
    dvo(['fruit-stand', 'durian', 'sign']), { puyat: '180', arancillo: '150' }));
  add(photo('davao', at('2029-06-23', 9, 33), 'eagleCenter', 'paper', ['PHILIPPINE EAGLE CENTER', 'Malagos, Calinan, Davao City', 'ADULT  x1  PHP 250.00', mdy('2029-06-23'), 'Ticket No. 33817'],
    dvo(['eagle-center', 'ticket']), { paid: '250.00' }));
  add(photo('davao', at('2029-06-23', 10, 6), 'eagleCenter', 'park', [], dvo(['eagle-center', 'eagle', 'forest'])));

  return shots;
}

/** The ninth blind album: written by someone who never tuned the engine, committed before it ran on it. */
export const BLIND9_PLAN: LifePlan = {
  id: 'blind9',
  defaultSeed: 3719,
  home: SPOTS.home,
  summary: 'Oct 2028 – Jun 2029, home in Kapitolyo, Pasig (Metro Manila)',
  camera: { make: 'samsung', model: 'Galaxy A55 5G' },
  // Samsung's camera names photos by local time; its screenshots add the app in front.
  photoName: (_n, shot) => `${shot.local.slice(0, 10).replace(/-/g, '')}_${shot.local.slice(11, 19).replace(/:/g, '')}.jpg`,
  screenshotName: (local, shot) => {
    const app = shot && typeof shot.facts.app === 'string' ? `_${shot.facts.app}` : '';
    return `Screenshot_${local.slice(0, 10).replace(/-/g, '')}_${local.slice(11, 19).replace(/:/g, '')}${app}.png`;
  },
  shots: blind9Shots,
};
