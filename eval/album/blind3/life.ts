/**
 * The third blind album: written by someone who never tuned the engine nor read it, and committed
 * before the engine first ran on it. Auma Odhiambo is a quantity surveyor at a consultancy in Upper
 * Hill, Nairobi; she lives in Kilimani with her partner Kiprono ("Kip") and their daughter Zawadi (7).
 * Kenya shillings printed "KSH 4,000.00" or "KSh 55,000.00" with VAT 16 % included, dates day first
 * ("08/01/2026"), M-Pesa and the power company's SMS screenshots; Uganda shillings without decimals
 * ("UGX 76,000"); East Africa Time, +03:00 all year. A Tecno phone names photos by local time with a
 * millisecond tail (IMG_20260108_183205_482.jpg) and screenshots Screenshot_20260108-183205.png.
 * January – June 2026.
 *
 * - home: evenings (no text), Karura forest walks, Kip's birthday, Zawadi's 8th birthday party and a
 *   cousin's graduation (photos only), two handwritten lists;
 * - rent: the landlord's receipt book, one receipt a month;
 * - singing: Thursday-evening sheets handed out at the church hall, January – April (never "choir"
 *   nor "rehearsal": a voice part, a row, a warm-up and the pieces), and the Easter concert's programme;
 * - car: pump receipts at the same station, the motor insurance certificate, mall parking tickets;
 * - bills: electricity tokens bought with M-Pesa (the power company's SMS), the water bill;
 * - errands: school fee receipts for two terms, a tailor's order slip, a clinic appointment card, a
 *   pharmacy receipt, supermarket receipts;
 * - work: the office access card, a site's safety induction card and site photos;
 * - outing: a football match ticket, Kip's birthday dinner bill in Karen;
 * - naivasha: Valentine's weekend by car (14–15 Feb): a lodge card, the park entry e-ticket, a boat
 *   ride, fuel on the way, the lake;
 * - kampala: a work summit, Tue 17 – Sat 21 March, by plane: boarding passes, hotel folder, badge, a
 *   motorbike-taxi app trip, a dinner bill in Uganda shillings, a Friday at Jinja;
 * - coast: Easter by train, Fri 3 – Mon 6 April: the paper train ticket out and the e-ticket back, a
 *   beach cottage booking, the fort museum ticket, a snorkelling trip, a seafood dinner, the beach.
 */
import { pick, type Rng } from '../../../scripts/support/seeded-random';
import { sec, shooter, type LifePlan, type Shot } from '../plan';
import { blind3Offset, SPOTS, type SpotName } from './places';

const { photo, screenshot } = shooter<SpotName>(SPOTS, blind3Offset);

const round2 = (n: number): number => Math.round(n * 100) / 100;
/** Kenya shillings as tills print them: "4,000.00". */
const ksh = (n: number): string => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Uganda shillings: no decimals, thousands with a comma ("76,000"). */
const ugx = (n: number): string => n.toLocaleString('en-US');
const sum = (lines: ReadonlyArray<readonly [string, number]>): number => round2(lines.reduce((t, [, p]) => t + p, 0));
/** "2026-01-08" → "08/01/2026", as Kenyan receipts print a date. */
const dmy = (date: string): string => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
const MONTH = ['JANUARY', 'FEBRUARY', 'MARCH', 'APRIL', 'MAY', 'JUNE'];

/** Thursday evenings with a sheet, January – April (none on 12 Feb, nor the week in Kampala, nor Holy Week). */
export const SINGING_DAYS: ReadonlyArray<readonly [string, string, string]> = [
  ['2026-01-08', 'Baba Yetu (bars 1-48)', 'Hallelujah (from bar 33)'],
  ['2026-01-15', 'Baba Yetu (bars 49-end)', 'Mwana Wa Mberi'],
  ['2026-01-22', 'Hallelujah (whole)', 'Ave Verum Corpus'],
  ['2026-01-29', 'Ave Verum Corpus', 'Mwana Wa Mberi'],
  ['2026-02-05', 'Were You There', 'Baba Yetu (whole)'],
  ['2026-02-19', 'Were You There', 'Ave Verum Corpus'],
  ['2026-02-26', 'The Old Rugged Cross', 'Hallelujah (whole)'],
  ['2026-03-05', 'The Old Rugged Cross', 'Were You There'],
  ['2026-03-12', 'Easter programme run 1', 'Baba Yetu (whole)'],
  ['2026-03-26', 'Easter programme run 2', 'Mwana Wa Mberi'],
  ['2026-04-09', 'Easter programme run 3', 'Hallelujah (whole)'],
  ['2026-04-16', 'Dress run - full order', 'Ave Verum Corpus'],
];

/** Fill-ups: date, the pump's price a litre, what was paid (a round sum), station and spot. */
export const FUEL: ReadonlyArray<readonly [string, number, number]> = [
  ['2026-01-10', 184.52, 4000], ['2026-01-31', 184.52, 5000], ['2026-02-28', 186.3, 4500], ['2026-03-22', 186.3, 3000],
  ['2026-04-25', 189.84, 5000], ['2026-05-23', 189.84, 4000], ['2026-06-20', 187.1, 5000],
];

/** The power company's tokens: date, shillings, units, token, bought by M-Pesa at that clock time. */
export const TOKENS: ReadonlyArray<readonly [string, number, string, string, string]> = [
  ['2026-01-11', 2000, '75.3', '4417-0923-5581-2290-6613', '19:42'],
  ['2026-03-08', 2500, '94.1', '6120-3378-0042-9915-2736', '08:15'],
  ['2026-05-10', 2000, '74.9', '2093-5561-7284-0310-4458', '20:06'],
];

/** Every shot of the album, in no particular order (the generator sorts and names them). */
function blind3Shots(random: Rng): Shot[] {
  const s = () => sec(random);
  const shots: Shot[] = [];
  const add = (...x: Shot[]) => shots.push(...x);
  const at = (date: string, hh: number, mm: number) => `${date}T${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}:${s()}`;

  // Evenings at home: no text (the distractors).
  const HOME: Array<string[]> = [['dinner', 'food', 'home'], ['homework', 'table', 'home'], ['couch', 'tv', 'home'], ['cooking', 'chapati', 'kitchen'], ['rain', 'window', 'home'], ['balcony', 'sunset', 'home']];
  for (const date of ['2026-01-06', '2026-01-19', '2026-02-02', '2026-02-10', '2026-02-24', '2026-03-03', '2026-03-11', '2026-03-30', '2026-04-13',
    '2026-04-21', '2026-05-04', '2026-05-12', '2026-05-26', '2026-06-02', '2026-06-09', '2026-06-16', '2026-06-24', '2026-06-29']) {
    add(photo('home', at(date, 19 + Math.floor(random() * 3), Math.floor(random() * 60)), 'home', 'indoor', [], ['evening', ...pick(random, HOME)]));
  }
  for (const date of ['2026-01-04', '2026-02-22', '2026-03-15', '2026-04-19', '2026-05-17', '2026-06-14']) {
    const hh = date === '2026-02-22' ? 9 : 8;
    add(photo('home', at(date, hh, 10 + Math.floor(random() * 40)), 'karura', 'park', [], ['walk', 'forest', 'outdoors']));
  }
  add(photo('home', at('2026-05-16', 14, 20), 'home', 'party', [], ['birthday', 'zawadi', 'cake', 'kids']));
  add(photo('home', at('2026-05-16', 15, 5), 'home', 'party', [], ['birthday', 'zawadi', 'balloons', 'kids']));
  add(photo('home', at('2026-06-12', 11, 30), 'karura', 'park', [], ['graduation', 'family', 'gowns']));
  add(photo('home', at('2026-06-12', 13, 10), 'home', 'party', [], ['graduation', 'family', 'lunch']));
  add(photo('home', at('2026-04-01', 21, 4), 'home', 'note', ['Coast - pack', '- sunscreen SPF 50', '- ID cards for train', '- goggles for Zawadi', '- kikoi + hats', '- charger'],
    ['note', 'packing-list', 'trip-prep'], { items: ['sunscreen', 'ID cards', 'goggles', 'kikoi', 'charger'] }));
  add(photo('home', at('2026-04-24', 20, 40), 'home', 'note', ['Zawadi - term 2', '- new sweater (size 8)', '- swimming costume', '- exercise books x10', '- sports shoes'],
    ['note', 'to-buy', 'school'], { items: ['sweater', 'swimming costume', 'exercise books', 'sports shoes'] }));

  // Rent: the landlord writes a receipt from his book at the start of each month.
  const RENT_DAYS = ['2026-01-02', '2026-02-03', '2026-03-02', '2026-04-01', '2026-05-04', '2026-06-02'];
  RENT_DAYS.forEach((date, i) => {
    const no = String(412 + i).padStart(4, '0');
    add(photo('rent', at(date, 18, 10 + Math.floor(random() * 40)), 'home', 'paper',
      [`RECEIPT No. ${no}`, `DATE: ${dmy(date)}`, 'RECEIVED FROM: AUMA ODHIAMBO', 'KSh 55,000.00', `BEING: HSE B7 - ${MONTH[i]} 2026`, 'SIGNED: J. M. KARIUKI'],
      ['rent', 'receipt', 'landlord'], { receipt: no, month: MONTH[i]!.toLowerCase(), amount: '55,000' }));
  });

  // Thursday evenings: the sheet handed out at the hall.
  SINGING_DAYS.forEach(([date, first, second], i) => {
    add(photo('singing', at(date, 20, 45 + Math.floor(random() * 10)), 'church', 'paper',
      [`THURSDAY ${dmy(date)}  6:30 PM`, `ALTO - ROW ${2 + (i % 2)}`, 'WARM-UP: SCALES + SIRENS', 'TONIGHT:', `1. ${first}`, `2. ${second}`, 'BRING BLACK FOLDER'],
      ['choir', 'practice', 'song-sheet'], { date, pieces: [first, second] }));
  });
  add(photo('singing', at('2026-04-19', 15, 40), 'church', 'card', ['EASTER CANTATA', "ST. ANDREW'S CHURCH HALL", 'SUNDAY 19 APRIL 2026  4:00 PM', 'FREE ENTRY - OFFERING'],
    ['choir', 'concert', 'programme'], { date: '2026-04-19', time: '4:00 PM' }));
  add(photo('singing', at('2026-04-19', 17, 20), 'church', 'party', [], ['choir', 'concert', 'easter']));

  // The car: the same station's pump receipts, one fill-up on the way to Naivasha.
  FUEL.forEach(([date, price, paid]) => {
    const litres = (paid / price).toFixed(2);
    add(photo('car', at(date, 8, 20 + Math.floor(random() * 30)), 'fuel', 'paper',
      ['RUBIS ARGWINGS KODHEK', `DATE: ${dmy(date)}`, 'PRODUCT: SUPER PETROL', `PRICE/L: ${price.toFixed(2)}`, `LITRES: ${litres}`, `AMOUNT: KSH ${ksh(paid)}`, 'PAID: M-PESA', 'VEHICLE: KDM 417Q'],
      ['fuel', 'receipt', 'car'], { date, amount: paid, litres, price: price.toFixed(2) }));
  });
  add(photo('car', at('2026-03-01', 10, 12), 'home', 'card', ['CERTIFICATE OF INSURANCE', 'PRIVATE VEHICLE - COMPREHENSIVE', 'REG. NO. KDM 417Q', 'POLICY NO. MTR/2026/114873', 'VALID 01/03/2026 TO 28/02/2027'],
    ['insurance', 'car', 'certificate'], { plate: 'KDM 417Q', policy: 'MTR/2026/114873', until: '2027-02-28' }));
  add(photo('car', at('2026-02-07', 11, 2), 'yaya', 'garage', ['YAYA CENTRE PARKING', 'ENTRY 10:58  07/02/2026', 'TICKET 0082214', 'KSH 100 FIRST 2 HRS'],
    ['parking', 'ticket', 'car'], { date: '2026-02-07' }));
  add(photo('car', at('2026-05-09', 10, 31), 'yaya', 'garage', ['YAYA CENTRE PARKING', 'ENTRY 10:27  09/05/2026', 'TICKET 0119657', 'KSH 100 FIRST 2 HRS'],
    ['parking', 'ticket', 'car'], { date: '2026-05-09' }));

  // Bills paid by phone: the power company's token SMS, the water bill.
  TOKENS.forEach(([date, amount, units, token, clock]) => {
    add(screenshot('bills', at(date, Number(clock.slice(0, 2)), Number(clock.slice(3, 5)) + 1), 'east-africa',
      ['KPLC', 'Mtr: 37211459022', `Token: ${token}`, `Date: ${date.replace(/-/g, '')} ${clock}`, `Units: ${units}`, `Amt: ${ksh(amount)}`],
      ['electricity', 'token', 'sms'], { date, amount, units, token }));
  });
  add(screenshot('bills', at('2026-02-09', 12, 33), 'east-africa',
    ['MPESA', 'UB9F2K7LQ1 Confirmed.', 'Ksh1,840.00 sent to', 'NAIROBI WATER', 'for account 2004518', 'on 9/2/26 at 12:32 PM.', 'M-PESA balance is', 'Ksh12,415.50.'],
    ['water', 'bill', 'mpesa', 'sms'], { amount: '1,840.00', account: '2004518', code: 'UB9F2K7LQ1' }));

  // Errands.
  const fees = [['2026-01-05', '6614', 'TERM 1', 68500], ['2026-04-27', '7038', 'TERM 2', 71200]] as const;
  for (const [date, no, term, amount] of fees) {
    add(photo('errands', at(date, 8, 5 + Math.floor(random() * 20)), 'school', 'paper',
      ['BROOKHAVEN JUNIOR SCHOOL', `OFFICIAL RECEIPT NO. ${no}`, `DATE: ${dmy(date)}`, 'PUPIL: ZAWADI KIPRONO - GRADE 3', `${term} FEES  KSH ${ksh(amount)}`, 'PAID BY: BANK SLIP', 'BURSAR'],
      ['school-fees', 'receipt', 'school', term.toLowerCase().replace(' ', '-')], { receipt: no, amount: ksh(amount), term }));
  }
  add(photo('errands', at('2026-03-07', 12, 14), 'toi', 'paper',
    ['NEEMA TAILORING & DESIGN', 'STALL 214', 'ORDER NO. 0187  07/03/2026', '1 KITENGE DRESS', '1 SHIRT - CHILD', 'TOTAL KSH 3,500', 'DEPOSIT KSH 1,500', 'BALANCE KSH 2,000', 'COLLECT: SAT 28/03'],
    ['tailor', 'order', 'slip'], { order: '0187', balance: '2,000', collect: '2026-03-28', items: ['kitenge dress', 'shirt'] }));
  add(photo('errands', at('2026-04-16', 11, 5), 'clinic', 'card', ['KILIMANI FAMILY CLINIC', 'APPOINTMENT CARD', 'PATIENT NO. KFC-20418', 'NEXT VISIT: 14/05/2026 10:30 AM', 'DR. W. MWANGI'],
    ['clinic', 'appointment', 'card'], { patient: 'KFC-20418', next: '2026-05-14', doctor: 'Mwangi' }));
  const meds = [['AMOXICILLIN 500MG x21', 630], ['PARACETAMOL 500MG x20', 120]] as const;
  add(photo('errands', at('2026-04-16', 11, 40), 'clinic', 'paper', ['AFYA BORA PHARMACY', 'DATE: 16/04/2026', ...meds.map(([n, p]) => `${n}  ${ksh(p)}`), `TOTAL KSH ${ksh(sum(meds))}`, 'PAID: M-PESA'],
    ['pharmacy', 'receipt', 'medicine'], { total: ksh(sum(meds)), items: ['amoxicillin', 'paracetamol'] }));
  const SHOP: ReadonlyArray<readonly [string, ReadonlyArray<readonly [string, number]>]> = [
    ['2026-01-17', [['UNGA 2KG', 210], ['MILK 500ML x4', 260], ['EGGS TRAY 30', 480], ['SUKUMA WIKI', 50], ['TOMATOES 1KG', 140]]],
    ['2026-02-07', [['RICE PISHORI 2KG', 520], ['MILK 500ML x4', 260], ['COOKING OIL 1L', 395], ['BREAD 400G', 65]]],
    ['2026-03-07', [['UNGA 2KG', 215], ['EGGS TRAY 30', 490], ['WASHING POWDER 1KG', 350], ['BANANAS', 120]]],
    ['2026-04-18', [['MILK 500ML x4', 260], ['BREAD 400G', 65], ['TEA LEAVES 500G', 310], ['SUGAR 2KG', 380]]],
    ['2026-05-09', [['UNGA 2KG', 215], ['EGGS TRAY 30', 495], ['BIRTHDAY CAKE MIX', 450], ['JUICE 1L x3', 540], ['CANDLES', 90]]],
    ['2026-05-30', [['RICE PISHORI 2KG', 525], ['MILK 500ML x4', 260], ['TOMATOES 1KG', 150], ['ONIONS 1KG', 120]]],
    ['2026-06-20', [['UNGA 2KG', 220], ['COOKING OIL 1L', 399], ['BREAD 400G', 65], ['SUKUMA WIKI', 50]]],
  ];
  for (const [date, items] of SHOP) {
    add(photo('errands', at(date, 10, 40 + Math.floor(random() * 15)), 'yaya', 'paper', ['NAIVAS YAYA', `${dmy(date)}  10:3${Math.floor(random() * 10)}`, ...items.map(([n, p]) => `${n}  ${ksh(p)}`), `TOTAL  KSH ${ksh(sum(items))}`, 'M-PESA'],
      ['grocery', 'receipt', 'naivas'], { date, total: ksh(sum(items)), items: items.map(([n]) => n.toLowerCase()) }));
  }

  // Work.
  add(photo('work', at('2026-01-12', 8, 40), 'office', 'card', ['MUTUA & OKELLO CONSULTANTS', 'STAFF ACCESS CARD', 'AUMA ODHIAMBO', 'QUANTITY SURVEYOR', 'STAFF NO. MO-0342'],
    ['work', 'access-card', 'id-card'], { staff: 'MO-0342' }));
  add(photo('work', at('2026-02-17', 9, 15), 'site', 'sign', ['SITE SAFETY INDUCTION', 'RIVERSIDE TOWERS - PHASE 2', 'VISITOR: A. ODHIAMBO', 'HARD HAT + BOOTS AT ALL TIMES', 'VALID TO 30/06/2026'],
    ['work', 'site', 'induction'], { project: 'Riverside Towers', until: '2026-06-30' }));
  add(photo('work', at('2026-02-17', 10, 5), 'site', 'city', [], ['work', 'site', 'construction', 'crane']));
  add(photo('work', at('2026-05-19', 11, 30), 'site', 'city', [], ['work', 'site', 'construction', 'slab']));

  // Outings in Nairobi.
  add(photo('outing', at('2026-02-22', 14, 35), 'nyayo', 'paper', ['FKF PREMIER LEAGUE', 'GOR MAHIA vs AFC LEOPARDS', 'NYAYO NATIONAL STADIUM', 'SUN 22/02/2026  3:00 PM', 'VIP  BLOCK C  ROW 8', 'KSH 1,000'],
    ['football', 'ticket', 'match'], { block: 'C', row: '8', price: '1,000' }));
  add(photo('outing', at('2026-02-22', 16, 10), 'nyayo', 'stadium', [], ['football', 'match', 'crowd']));
  const grill = [['NYAMA CHOMA 1KG', 2400], ['KACHUMBARI', 350], ['UGALI x2', 300], ['TUSKER x3', 1050]] as const;
  const grillTotal = sum(grill);
  add(photo('outing', at('2026-01-24', 21, 8), 'karen', 'folder', ['MSAFIRI GRILL HOUSE', 'KAREN', '24/01/2026 21:02  TABLE 12', ...grill.map(([n, p]) => `${n}  ${ksh(p)}`), `VAT 16% INCL  ${ksh(round2((grillTotal * 16) / 116))}`, `TOTAL  KSH ${ksh(grillTotal)}`],
    ['receipt', 'restaurant', 'birthday', 'kip'], { restaurant: 'Msafiri Grill House', total: ksh(grillTotal) }));
  add(photo('outing', at('2026-01-24', 19, 50), 'karen', 'party', [], ['birthday', 'kip', 'dinner']));

  // Naivasha: Valentine's weekend by car, Saturday 14 – Sunday 15 February.
  const nv = (extra: string[]) => ['naivasha-trip', 'weekend', ...extra];
  add(photo('naivasha', at('2026-02-14', 9, 50), 'naivashaTown', 'paper',
    ['TOTALENERGIES NAIVASHA', 'DATE: 14/02/2026', 'PRODUCT: SUPER PETROL', 'PRICE/L: 187.90', 'LITRES: 15.97', 'AMOUNT: KSH 3,000.00', 'PAID: M-PESA', 'VEHICLE: KDM 417Q'],
    nv(['fuel', 'receipt', 'car']), { date: '2026-02-14', amount: 3000, litres: '15.97' }));
  add(screenshot('naivasha', at('2026-02-14', 10, 40), 'east-africa',
    ['eCitizen', 'KWS Park Entry', "Hell's Gate National Park", 'Sat 14/02/2026', '2 x Citizen Adult', '1 x Citizen Child', 'Paid: KSh 1,100.00', 'Ref: KWS-8812450'],
    nv(['park', 'e-ticket', 'entry']), { paid: '1,100', ref: 'KWS-8812450' }));
  add(photo('naivasha', at('2026-02-14', 11, 40), 'hellsGate', 'park', [], nv(['cycling', 'gorge', 'park'])));
  add(photo('naivasha', at('2026-02-14', 12, 30), 'hellsGate', 'park', [], nv(['zebra', 'wildlife', 'park'])));
  add(photo('naivasha', at('2026-02-14', 16, 5), 'lodge', 'card', ['ACACIA SHORE LODGE', 'COTTAGE 4', 'DINNER 7:00 - 9:30 PM', 'WI-FI: AcaciaShore', 'PASSWORD: pelican88', 'CHECK-OUT 11:00 AM'],
    nv(['lodge', 'key-card', 'wifi']), { lodge: 'Acacia Shore Lodge', cottage: '4', password: 'pelican88' }));
  add(photo('naivasha', at('2026-02-14', 20, 15), 'lodge', 'indoor', [], nv(['dinner', 'valentines', 'candles'])));
  add(photo('naivasha', at('2026-02-15', 8, 25), 'lakeNaivasha', 'paper', ['LAKE NAIVASHA BOAT RIDES', '1 HR BOAT RIDE x3', 'KSH 4,500.00', '15/02/2026  8:20 AM', 'CAPT. OTIENO'],
    nv(['boat-ride', 'receipt', 'lake']), { paid: '4,500' }));
  add(photo('naivasha', at('2026-02-15', 9, 0), 'lakeNaivasha', 'sea', [], nv(['hippos', 'lake', 'boat'])));

  // Kampala: the summit, Tuesday 17 – Saturday 21 March, by plane.
  const ka = (extra: string[]) => ['kampala-trip', 'work-trip', ...extra];
  add(screenshot('kampala', at('2026-03-17', 6, 50), 'east-africa', ['Kenya Airways', 'Your boarding pass, Auma', 'NBO → EBB', 'Nairobi to Entebbe', 'KQ 414 · Tue 17 Mar 2026', 'Boarding 07:10 · Gate 14', 'Seat 12C · Economy'],
    ka(['boarding-pass', 'flight', 'flight-out']), { flight: 'KQ 414', seat: '12C' }));
  add(photo('kampala', at('2026-03-17', 13, 20), 'kololo', 'folder', ['KOLOLO HEIGHTS HOTEL', 'ROOM 507', 'CHECK-IN 17/03  CHECK-OUT 21/03', 'WI-FI: KH_GUEST', 'PASSWORD: nile2026', 'BREAKFAST 6:30-10:00 GROUND FLOOR'],
    ka(['hotel', 'key-card']), { hotel: 'Kololo Heights Hotel', room: '507', password: 'nile2026' }));
  add(screenshot('kampala', at('2026-03-18', 8, 12), 'east-africa', ['SafeBoda', 'Trip completed', 'Kololo → Munyonyo', '18 Mar, 07:41 - 08:09', 'Fare: UGX 9,500', 'Paid in cash'],
    ka(['boda', 'ride', 'app']), { fare: '9,500' }));
  add(photo('kampala', at('2026-03-18', 8, 40), 'munyonyo', 'card', ['EAST AFRICA BUILT ENVIRONMENT', 'SUMMIT KAMPALA 2026', 'AUMA ODHIAMBO', 'MUTUA & OKELLO CONSULTANTS', 'PANELLIST - 18-19 MARCH'],
    ka(['badge', 'summit', 'conference']), { summit: 'East Africa Built Environment Summit' }));
  add(photo('kampala', at('2026-03-18', 15, 30), 'munyonyo', 'sea', [], ka(['lake', 'summit', 'break'])));
  const kampalaDinner = [['WHOLE TILAPIA', 48000], ['MATOOKE', 12000], ['GNUT SAUCE', 8000], ['PASSION JUICE x2', 16000]] as const;
  add(photo('kampala', at('2026-03-19', 21, 10), 'kampalaCentre', 'folder', ['KABIRA GRILL', 'KAMPALA', '19/03/2026  20:58', ...kampalaDinner.map(([n, p]) => `${n}  ${ugx(p)}`), 'VAT 18% INCLUSIVE', `TOTAL  UGX ${ugx(sum(kampalaDinner))}`],
    ka(['receipt', 'restaurant', 'dinner']), { restaurant: 'Kabira Grill', total: ugx(sum(kampalaDinner)) }));
  add(photo('kampala', at('2026-03-19', 18, 30), 'kampalaCentre', 'city', [], ka(['city', 'traffic', 'evening'])));
  add(photo('kampala', at('2026-03-20', 11, 15), 'jinja', 'sign', ['SOURCE OF THE NILE', 'JINJA'], ka(['nile', 'river', 'day-trip'])));
  add(photo('kampala', at('2026-03-20', 11, 40), 'jinja', 'sea', [], ka(['nile', 'river', 'boat'])));
  add(screenshot('kampala', at('2026-03-21', 10, 5), 'east-africa', ['Kenya Airways', 'Your boarding pass, Auma', 'EBB → NBO', 'Entebbe to Nairobi', 'KQ 419 · Sat 21 Mar 2026', 'Boarding 10:35 · Gate 3', 'Seat 9A · Economy'],
    ka(['boarding-pass', 'flight', 'flight-home']), { flight: 'KQ 419', seat: '9A' }));

  // The coast at Easter: by train, Friday 3 – Monday 6 April.
  const co = (extra: string[]) => ['coast-trip', 'holiday', 'easter', ...extra];
  add(photo('coast', at('2026-04-03', 7, 35), 'syokimau', 'paper',
    ['MADARAKA EXPRESS', 'NAIROBI TERMINUS - MOMBASA TERMINUS', 'DATE: 03/04/2026  DEP 08:00', 'COACH 7  SEAT 54-56', 'ECONOMY x3  KSH 3,750.00', 'TICKET NO. E26040318832'],
    co(['train', 'ticket', 'train-out']), { coach: '7', seats: '54-56', dep: '08:00', ticket: 'E26040318832' }));
  add(photo('coast', at('2026-04-03', 7, 50), 'syokimau', 'city', [], co(['train', 'station', 'platform'])));
  add(photo('coast', at('2026-04-03', 15, 10), 'oldTown', 'paper', ['NATIONAL MUSEUMS OF KENYA', 'FORT JESUS MUSEUM', 'CITIZEN ADULT x2  KSH 400.00', 'CITIZEN CHILD x1  KSH 100.00', 'TOTAL KSH 500.00', '03/04/2026'],
    co(['museum', 'ticket', 'fort']), { total: '500' }));
  add(photo('coast', at('2026-04-03', 16, 0), 'oldTown', 'city', [], co(['old-town', 'street', 'doors'])));
  add(screenshot('coast', at('2026-03-10', 21, 30), 'east-africa', ['Booking.com · Trips', 'Auma, your stay is booked', 'Baobab Palms Cottages', 'Diani Beach Road', 'Fri 3 Apr - Mon 6 Apr', '3 nights · 2 adults, 1 child', 'Total: KSh 46,500', 'Confirmation 4028.771.903'],
    co(['cottage', 'booking', 'stay']), { stay: 'Baobab Palms Cottages', confirmation: '4028.771.903', total: '46,500' }));
  add(photo('coast', at('2026-04-04', 9, 30), 'diani', 'beach', [], co(['beach', 'swimming', 'white-sand'])));
  add(photo('coast', at('2026-04-04', 11, 45), 'diani', 'beach', [], co(['beach', 'camel', 'kids'])));
  const seafood = [['GRILLED SNAPPER', 1850], ['PRAWNS PILIPILI', 2200], ['KIDS FISH FINGERS', 750], ['PASSION JUICE x3', 900]] as const;
  const seafoodTotal = sum(seafood);
  add(photo('coast', at('2026-04-04', 20, 30), 'dianiNorth', 'folder', ['KOKO BEACH GRILL', 'DIANI BEACH', '04/04/2026 20:14', ...seafood.map(([n, p]) => `${n}  ${ksh(p)}`), `VAT 16% INCL  ${ksh(round2((seafoodTotal * 16) / 116))}`, `TOTAL  KSH ${ksh(seafoodTotal)}`],
    co(['receipt', 'restaurant', 'dinner', 'seafood']), { restaurant: 'Koko Beach Grill', total: ksh(seafoodTotal) }));
  add(photo('coast', at('2026-04-04', 17, 20), 'dianiNorth', 'paper', ['WASINI DHOW SAFARIS', 'KISITE SNORKEL TRIP', 'SUN 05/04/2026  PICKUP 7:30 AM', '2 ADULTS + 1 CHILD', 'KSH 13,500.00 PAID', 'BOOKING WD-3391'],
    co(['snorkel', 'dhow', 'ticket']), { pickup: '7:30', paid: '13,500', booking: 'WD-3391' }));
  add(photo('coast', at('2026-04-05', 10, 40), 'diani', 'sea', [], co(['dhow', 'snorkel', 'dolphins'])));
  add(photo('coast', at('2026-04-05', 18, 10), 'diani', 'beach', [], co(['beach', 'sunset', 'easter'])));
  add(screenshot('coast', at('2026-04-06', 13, 15), 'east-africa', ['Madaraka Express', 'E-ticket (show at gate)', 'Mombasa → Nairobi', 'Mon 06/04/2026 · 15:00', 'Coach 3 · Seats 21-23', 'Economy x3 · KSh 3,750', 'Ticket E26040631177'],
    co(['train', 'e-ticket', 'train-back']), { coach: '3', seats: '21-23', dep: '15:00', ticket: 'E26040631177' }));

  return shots;
}

/** Tecno's camera adds a millisecond tail to the local time; the tail here is drawn from the counter. */
const tail = (n: number): string => String((n * 389 + 482) % 1000).padStart(3, '0');
const stamp = (local: string): string => `${local.slice(0, 10).replace(/-/g, '')}_${local.slice(11, 19).replace(/:/g, '')}`;

/** The third blind album: written by someone who never tuned the engine, committed before it first ran. */
export const BLIND3_PLAN: LifePlan = {
  id: 'blind3',
  defaultSeed: 5311,
  home: SPOTS.home,
  summary: 'Jan – Jun 2026, home in Kilimani, Nairobi (Kenya)',
  camera: { make: 'TECNO', model: 'TECNO CL8' },
  photoName: (n, shot) => `IMG_${stamp(shot.local)}_${tail(n)}.jpg`,
  screenshotName: (local) => `Screenshot_${local.slice(0, 10).replace(/-/g, '')}-${local.slice(11, 19).replace(/:/g, '')}.png`,
  shots: blind3Shots,
};
