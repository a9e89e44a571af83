/**
 * The novel album: a fifth tuning life, written before the engine first ran on it and different
 * from the other four in continent, city, job, hobbies, document kinds and words. Ananya Krishnan is
 * a staff nurse at a public hospital and lives in Tiong Bahru, Singapore, with her husband Wei Jie
 * (Singapore dollars with a 10 % service charge and 9 % GST on restaurant bills, dates printed
 * day first "18/10/2025", "18 Oct 2025" or "18-10-2025", +08:00 all year); a Sony Xperia names
 * photos DSC_0412.JPG by a counter (no date in the name: only EXIF dates them) and screenshots
 * Screenshot_20251018_142205.png. September 2025 – April 2026.
 *
 * - home: evenings (no text), walks in the botanic gardens and along the east coast, Deepavali and
 *   the Chinese New Year reunion dinner (photos only), a packing list before Japan;
 * - paddling: the dragon-boat crew's Saturday-morning training, a photo of the boathouse whiteboard
 *   each time, October – March (never "dragon boat" or "paddling": "CREW B", "6 x 500M", "STROKE RATE");
 * - shelter: Sunday mornings volunteering at an animal rescue, a photo of the time card each time,
 *   November – February (never "shelter" or "volunteering at the shelter": "KENNELS", "DOG WALKING");
 * - work: the ward's duty roster for November, a resuscitation (BCLS) certificate;
 * - errands: transit-card top-ups, a tailor's alteration slip, an air-conditioner servicing invoice,
 *   a parcel-locker pickup code, the employment pass, two blood donations (the donor app's thank-you
 *   screen), a museum membership card, a condo BBQ-pit booking;
 * - outing: a cinema ticket, a delivery-app order, the anniversary dinner's bill;
 * - japan: the December holiday, Friday 19 – Saturday 27 December: a flight to Tokyo, a business
 *   hotel's key-card folder, a digital-art museum ticket, a ramen machine's ticket, a bullet-train
 *   ticket to Kyoto, a ryokan booking, a temple ticket, a convenience-store receipt in yen, Arashiyama
 *   and Nara (photos only), the flight home from Osaka;
 * - melaka: a weekend, Saturday 7 – Sunday 8 March 2026, by coach: the coach e-tickets, a heritage
 *   guesthouse's card (Wi-Fi), two bills in ringgit with SST, a river-cruise ticket, old-town photos.
 */
import { pick, type Rng } from '../../../scripts/support/seeded-random';
import { sec, shooter, type LifePlan, type Shot } from '../plan';
import { novelOffset, SPOTS, type SpotName } from './places';

const { photo, screenshot } = shooter<SpotName>(SPOTS, novelOffset);

const money = (n: number): string => n.toFixed(2);
/** Yen: no decimals, thousands with a comma ("¥3,800"). */
const yen = (n: number): string => `¥${n.toLocaleString('en-US')}`;
const round2 = (n: number): number => Math.round(n * 100) / 100;
const sum = (lines: ReadonlyArray<readonly [string, number]>): number => round2(lines.reduce((t, [, p]) => t + p, 0));
const DAY = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];
const dd = (date: string): string => date.slice(8, 10);
/** "2025-10-04" → "04/10/25", as the rescue's time card is stamped. */
const cardDate = (date: string): string => `${dd(date)}/${date.slice(5, 7)}/${date.slice(2, 4)}`;
/** "2025-10-04" → "SAT 4/10", as the coach writes it on the whiteboard. */
const boardDate = (date: string): string => {
  const d = new Date(`${date}T12:00:00Z`);
  return `${DAY[d.getUTCDay()]} ${d.getUTCDate()}/${d.getUTCMonth() + 1}`;
};

/** Saturday-morning crew training, October – March (none during the Japan trip or the Melaka weekend). */
export const PADDLE_DAYS = ['2025-10-04', '2025-10-11', '2025-10-25', '2025-11-01', '2025-11-15', '2025-11-22', '2025-11-29', '2025-12-06',
  '2026-01-10', '2026-01-17', '2026-01-31', '2026-02-07', '2026-02-28', '2026-03-14', '2026-03-21'];

/** Sunday mornings at the animal rescue, November – February, and the hours on each card. */
export const SHELTER_DAYS: ReadonlyArray<readonly [string, string, string, string]> = [
  ['2025-11-09', '09:00', '12:00', 'KENNEL CLEANING'], ['2025-11-23', '09:00', '11:30', 'DOG WALKING'], ['2025-12-07', '08:30', '12:00', 'KENNEL CLEANING'],
  ['2025-12-14', '09:00', '12:00', 'CAT ROOM'], ['2026-01-04', '09:00', '11:00', 'DOG WALKING'], ['2026-01-18', '09:00', '12:00', 'KENNEL CLEANING'],
  ['2026-01-25', '09:30', '12:00', 'ADOPTION DAY'], ['2026-02-01', '09:00', '12:00', 'DOG WALKING'], ['2026-02-22', '09:00', '12:00', 'KENNEL CLEANING'],
];

/** Hours between two "HH:MM" clock times, as the card totals them ("2.5"). */
const hours = (from: string, to: string): string => {
  const m = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  return ((m(to) - m(from)) / 60).toFixed(1);
};

/** Every shot of the album, in no particular order (the generator sorts and names them). */
function novelShots(random: Rng): Shot[] {
  const s = () => sec(random);
  const shots: Shot[] = [];
  const add = (...x: Shot[]) => shots.push(...x);
  const at = (date: string, hh: number, mm: number) => `${date}T${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}:${s()}`;

  // Evenings at home: no text (the distractors).
  const HOME: Array<string[]> = [['dinner', 'food', 'home'], ['balcony', 'plants', 'home'], ['couch', 'tv', 'home'], ['cooking', 'kitchen', 'home'], ['rain', 'window', 'home']];
  for (const date of ['2025-09-06', '2025-09-20', '2025-10-08', '2025-10-29', '2025-11-12', '2025-12-02', '2026-01-07', '2026-01-21',
    '2026-02-04', '2026-02-25', '2026-03-04', '2026-03-25', '2026-04-08', '2026-04-22']) {
    add(photo('home', at(date, 19 + Math.floor(random() * 3), Math.floor(random() * 60)), 'home', 'indoor', [], ['evening', ...pick(random, HOME)]));
  }
  for (const [date, hh, where, scene, tags] of [
    ['2025-09-14', 8, 'botanic', 'park', ['walk', 'gardens', 'outdoors']],
    ['2025-11-02', 17, 'eastCoast', 'beach', ['walk', 'seaside', 'outdoors']],
    ['2026-01-11', 8, 'botanic', 'park', ['walk', 'gardens', 'outdoors']],
    ['2026-04-12', 18, 'eastCoast', 'beach', ['walk', 'seaside', 'sunset']],
  ] as const) {
    add(photo('home', at(date, hh, 10 + Math.floor(random() * 40)), where, scene, [], [...tags]));
  }
  add(photo('home', at('2025-10-20', 19, 45), 'home', 'party', [], ['deepavali', 'lights', 'family']));
  add(photo('home', at('2025-10-20', 20, 30), 'home', 'party', [], ['deepavali', 'sweets', 'family']));
  add(photo('home', at('2026-02-16', 19, 12), 'home', 'party', [], ['chinese-new-year', 'reunion-dinner', 'family']));
  add(photo('home', at('2026-02-16', 20, 40), 'home', 'party', [], ['chinese-new-year', 'reunion-dinner', 'steamboat']));
  add(photo('home', at('2026-03-14', 19, 25), 'home', 'party', [], ['birthday', 'bbq', 'friends']));

  // The packing list before Japan.
  add(photo('home', at('2025-12-14', 21, 3), 'home', 'note', ['Japan - pack', '- thermal innerwear', '- gloves + beanie', '- travel adaptor', '- yen cash', '- Wei Jie\'s meds'],
    ['note', 'packing-list', 'trip-prep'], { items: ['thermal innerwear', 'gloves', 'travel adaptor', 'yen cash'] }));

  // Crew training: the boathouse whiteboard after each Saturday session.
  PADDLE_DAYS.forEach((date, i) => {
    add(photo('paddling', at(date, 9, 5 + Math.floor(random() * 30)), 'boathouse', 'whiteboard',
      [`CREW B  ${boardDate(date)}`, 'WARM-UP 2KM', `${5 + (i % 3)} x 500M PIECES`, `STROKE RATE ${66 + (i % 4) * 2}`, `BEST 2:${41 - i}`],
      ['dragon-boat', 'training', 'whiteboard'], { date, pieces: 5 + (i % 3) }));
  });
  for (const date of ['2025-10-04', '2026-01-31']) {
    add(photo('paddling', at(date, 8, 10 + Math.floor(random() * 20)), 'boathouse', 'sea', [], ['dragon-boat', 'river', 'crew']));
  }

  // Volunteering: the rescue's time card, photographed before leaving.
  SHELTER_DAYS.forEach(([date, tin, tout, task]) => {
    add(photo('shelter', at(date, Number(tout.slice(0, 2)), Number(tout.slice(3, 5)) + 2 + Math.floor(random() * 10)), 'shelter', 'card',
      ['SECOND CHANCE ANIMAL RESCUE', 'VOLUNTEER TIME CARD', 'A. KRISHNAN', `${cardDate(date)}  IN ${tin}  OUT ${tout}`, `TASK: ${task}`, `HRS: ${hours(tin, tout)}`],
      ['animal-rescue', 'volunteer', 'time-card'], { date, hours: hours(tin, tout), task }));
  });

  // Work.
  add(photo('work', at('2025-10-24', 16, 40), 'hospital', 'paper', ['WARD 64 - DUTY ROSTER', 'NOVEMBER 2025', 'S/N KRISHNAN A.', 'AM: 1-2, 8-9, 12-14, 24-27', 'PM: 6-7, 10-11, 21-23', 'NIGHT: 3-5, 17-19', 'OFF / AL: 15-16, 20, 28-30'],
    ['roster', 'schedule', 'work'], { ward: '64', nights: ['3', '4', '5', '17', '18', '19'] }));
  add(photo('work', at('2025-09-12', 15, 10), 'hospital', 'card', ['BASIC CARDIAC LIFE SUPPORT', 'PROVIDER CERTIFICATE', 'ANANYA KRISHNAN', 'CERT NO. BCLS-25-08831', 'ISSUED 12-09-2025', 'VALID UNTIL 11-09-2027'],
    ['certificate', 'bcls', 'work'], { cert: 'BCLS-25-08831', until: '2027-09-11' }));

  // Errands and paperwork.
  add(screenshot('errands', at('2025-09-03', 8, 12), 'singapore', ['SimplyGo', 'Top-up successful', 'Card ending 4471', 'Amount  $20.00', 'New balance  $26.40', '03 Sep 2025, 08:11'],
    ['transit', 'top-up', 'card'], { amount: '20.00' }));
  add(screenshot('errands', at('2026-02-10', 18, 44), 'singapore', ['SimplyGo', 'Top-up successful', 'Card ending 4471', 'Amount  $30.00', 'New balance  $33.15', '10 Feb 2026, 18:43'],
    ['transit', 'top-up', 'card'], { amount: '30.00' }));
  add(photo('errands', at('2025-10-15', 13, 20), 'tailor', 'paper', ['SUN KEE TAILOR', 'ALTERATION SLIP NO. 2217', '2 TROUSERS - SHORTEN HEM', '1 DRESS - TAKE IN WAIST', 'TOTAL $38.00  PAID', 'COLLECT: 22/10 AFTER 5PM'],
    ['tailor', 'alterations', 'slip'], { slip: '2217', collect: '2025-10-22', items: ['trousers', 'dress'] }));
  const aircon = [['GENERAL SERVICING x3', 90], ['CHEMICAL WASH (MASTER BEDROOM)', 80]] as const;
  add(photo('errands', at('2025-09-27', 12, 5), 'home', 'paper', ['COOLBREEZE AIRCON SERVICES', 'INVOICE INV-11482', '27/09/2025', ...aircon.map(([n, p]) => `${n}  $${money(p)}`), `TOTAL  $${money(sum(aircon))}`, 'NEXT SERVICING: MAR 2026'],
    ['aircon', 'invoice', 'home-repair'], { invoice: 'INV-11482', total: money(sum(aircon)) }));
  add(screenshot('errands', at('2025-11-11', 12, 30), 'singapore', ['Ninja Van', 'Your parcel is in a locker', 'Tiong Bahru Plaza, Level 1', 'Locker PIN: 482913', 'Collect by 14 Nov, 11:59 PM', 'Tracking NVSGSHP0071834'],
    ['parcel', 'locker', 'delivery'], { pin: '482913', where: 'Tiong Bahru Plaza' }));
  add(photo('errands', at('2025-09-22', 10, 2), 'home', 'card', ['MINISTRY OF MANPOWER', 'EMPLOYMENT PASS', 'KRISHNAN ANANYA', 'FIN  G7719304N', 'EMPLOYER: SINGAPORE GENERAL HOSPITAL', 'DATE OF EXPIRY: 14-02-2028'],
    ['employment-pass', 'permit', 'id-card'], { fin: 'G7719304N', expiry: '2028-02-14' }));
  add(screenshot('errands', at('2025-10-18', 11, 26), 'singapore', ['Blood Donor', 'Thank you, Ananya!', 'Donation #7 · Whole blood 450 ml', '18 Oct 2025 · Bloodbank@Outram', 'Next eligible: 17 Jan 2026'],
    ['blood-donation', 'donor-app'], { number: 7, date: '2025-10-18', next: '2026-01-17' }));
  add(screenshot('errands', at('2026-01-24', 11, 48), 'singapore', ['Blood Donor', 'Thank you, Ananya!', 'Donation #8 · Whole blood 450 ml', '24 Jan 2026 · Bloodbank@Outram', 'Next eligible: 25 Apr 2026'],
    ['blood-donation', 'donor-app'], { number: 8, date: '2026-01-24', next: '2026-04-25' }));
  add(photo('errands', at('2025-09-28', 15, 40), 'gallery', 'card', ['NATIONAL GALLERY SINGAPORE', 'FRIENDS OF THE GALLERY', 'ANANYA KRISHNAN', 'MEMBER NO. 0038 1294', 'VALID THRU 30 SEP 2026'],
    ['membership', 'museum', 'card'], { member: '0038 1294', until: '2026-09-30' }));
  add(screenshot('errands', at('2026-03-02', 21, 15), 'singapore', ['Condo Facilities', 'Booking confirmed', 'BBQ Pit 2 (Poolside)', 'Sat, 14 Mar 2026', '6:00 PM - 10:00 PM', 'Deposit: $50.00 (refundable)', 'Booking ID: FB-30918'],
    ['bbq-pit', 'booking', 'condo'], { pit: '2', deposit: '50.00', id: 'FB-30918' }));

  // Outings in Singapore.
  add(photo('outing', at('2025-11-22', 19, 5), 'cinema', 'paper', ['SHAW THEATRES LIDO', 'PAPER MOONS (PG13)', 'SAT 22 NOV 2025  7:20PM', 'HALL 5  SEAT F12', 'ADULT  $15.50'],
    ['cinema', 'movie-ticket', 'film'], { film: 'Paper Moons', seat: 'F12', hall: '5' }));
  add(screenshot('outing', at('2025-10-31', 20, 4), 'singapore', ['GrabFood', 'Order delivered', 'Banana Leaf Corner', '1x Fish Head Curry (M)', '2x Plain Prata', '1x Mango Lassi', 'Total  S$34.60', '31 Oct 2025, 8:02 PM'],
    ['food-delivery', 'order', 'takeaway'], { restaurant: 'Banana Leaf Corner', total: '34.60', items: ['fish head curry', 'prata', 'mango lassi'] }));
  const dinner = [['TASTING MENU x2', 256], ['WINE PAIRING x1', 98], ['SPARKLING WATER', 9]] as const;
  const svc = round2(sum(dinner) * 0.1);
  const gst = round2((sum(dinner) + svc) * 0.09);
  add(photo('outing', at('2025-11-08', 22, 10), 'restaurant', 'folder', ['SALT & EMBER', 'KEONG SAIK ROAD', '08/11/2025  22:04  TABLE 9', ...dinner.map(([n, p]) => `${n}  ${money(p)}`), `SUBTOTAL  ${money(sum(dinner))}`, `10% SVC CHG  ${money(svc)}`, `9% GST  ${money(gst)}`, `TOTAL SGD  ${money(sum(dinner) + svc + gst)}`],
    ['receipt', 'restaurant', 'anniversary'], { restaurant: 'Salt & Ember', service: money(svc), total: money(sum(dinner) + svc + gst) }));
  add(photo('outing', at('2025-11-08', 20, 15), 'restaurant', 'indoor', [], ['anniversary', 'dinner', 'candles']));

  // Japan: out Friday 19 December, home from Osaka on Saturday 27 December.
  const jpn = (extra: string[]) => ['japan-trip', 'holiday', ...extra];
  add(screenshot('japan', at('2025-12-19', 7, 20), 'singapore', ['Singapore Airlines', 'Boarding pass', 'SIN → NRT', 'Singapore to Tokyo Narita', 'SQ 638 · Fri 19 Dec 2025', 'Boarding 07:25 · Gate B6', 'Seat 42A'],
    jpn(['boarding-pass', 'flight', 'flight-out']), { flight: 'SQ 638', seat: '42A' }));
  add(photo('japan', at('2025-12-19', 19, 40), 'shinjuku', 'folder', ['HOTEL KOMOREBI SHINJUKU', 'ROOM 1108', 'CHECK-IN 19 DEC / CHECK-OUT 22 DEC', 'WI-FI: KOMOREBI_GUEST', 'PW: shinjuku1108', 'BREAKFAST 6:30-10:00  2F'],
    jpn(['hotel', 'key-card', 'tokyo']), { hotel: 'Hotel Komorebi Shinjuku', room: '1108' }));
  add(photo('japan', at('2025-12-20', 12, 45), 'shinjuku', 'paper', ['TICKET', 'TONKOTSU RAMEN  ¥1,150', 'EXTRA EGG  ¥150', 'KAEDAMA  ¥150', '2025.12.20'],
    jpn(['ramen', 'meal-ticket', 'lunch']), { total: '1,450' }));
  add(photo('japan', at('2025-12-20', 14, 20), 'odaiba', 'paper', ['TEAMLAB PLANETS TOKYO', 'E-TICKET  ADULT x2', `${yen(3800)} x 2`, '2025.12.20  ENTRY 14:30', 'ORDER TLP-5520713'],
    jpn(['museum', 'ticket', 'digital-art']), { price: '3,800', order: 'TLP-5520713' }));
  add(photo('japan', at('2025-12-20', 18, 5), 'shibuya', 'city', [], jpn(['crossing', 'night', 'tokyo'])));
  add(photo('japan', at('2025-12-21', 10, 30), 'asakusa', 'city', [], jpn(['temple', 'tokyo', 'lanterns'])));
  add(photo('japan', at('2025-12-22', 10, 12), 'shinjuku', 'paper', ['JR CENTRAL  SHINKANSEN', 'TOKYO  →  KYOTO', '22 DEC  NOZOMI 21', 'DEP 10:30   ARR 12:44', 'CAR 7  SEAT 12-E', `FARE ${yen(14170)}`],
    jpn(['bullet-train', 'train-ticket', 'shinkansen']), { train: 'Nozomi 21', car: '7', seat: '12-E', dep: '10:30', arr: '12:44' }));
  add(screenshot('japan', at('2025-12-21', 22, 2), 'japan', ['Rakuten Travel', 'Yado Kawasemi', 'Gion, Kyoto', 'Check-in: Mon 22 Dec from 15:00', 'Check-out: Sat 27 Dec until 10:00', 'Kaiseki dinner included (18:30)', 'Confirmation: 4419.227.610'],
    jpn(['ryokan', 'booking', 'kyoto']), { inn: 'Yado Kawasemi', checkin: '2025-12-22', confirmation: '4419.227.610' }));
  add(photo('japan', at('2025-12-22', 19, 10), 'gion', 'indoor', [], jpn(['kaiseki', 'dinner', 'kyoto'])));
  add(photo('japan', at('2025-12-23', 9, 50), 'kinkaku', 'paper', ['ROKUON-JI (KINKAKU-JI)', 'ADMISSION TICKET', 'ADULT ¥500', 'KYOTO'],
    jpn(['temple', 'ticket', 'kyoto']), { temple: 'Kinkaku-ji' }));
  add(photo('japan', at('2025-12-23', 10, 20), 'kinkaku', 'park', [], jpn(['temple', 'pond', 'kyoto'])));
  add(photo('japan', at('2025-12-24', 9, 40), 'arashiyama', 'park', [], jpn(['bamboo', 'forest', 'kyoto'])));
  add(photo('japan', at('2025-12-25', 11, 15), 'nara', 'park', [], jpn(['deer', 'park', 'day-trip'])));
  add(photo('japan', at('2025-12-25', 13, 30), 'nara', 'park', [], jpn(['deer', 'temple', 'day-trip'])));
  const konbini = [['ONIGIRI SALMON', 180], ['HOT MILK TEA', 140], ['FAMICHIKI', 230], ['HAND WARMER', 298]] as const;
  add(photo('japan', at('2025-12-25', 21, 40), 'gion', 'paper', ['FamilyMart', 'KYOTO SHIJO KAWARAMACHI', '2025/12/25 21:38', ...konbini.map(([n, p]) => `${n}  ${yen(p)}`), `TOTAL  ${yen(sum(konbini))} (TAX INCL.)`],
    jpn(['receipt', 'convenience-store', 'snacks']), { total: yen(sum(konbini)) }));
  add(photo('japan', at('2025-12-26', 15, 0), 'gion', 'city', [], jpn(['street', 'kyoto', 'lanterns'])));
  add(screenshot('japan', at('2025-12-27', 11, 35), 'japan', ['Singapore Airlines', 'Boarding pass', 'KIX → SIN', 'Osaka Kansai to Singapore', 'SQ 619 · Sat 27 Dec 2025', 'Boarding 11:55 · Gate 12', 'Seat 41C'],
    jpn(['boarding-pass', 'flight', 'flight-home']), { flight: 'SQ 619', seat: '41C' }));

  // Melaka: a weekend by coach, Saturday 7 – Sunday 8 March.
  const mel = (extra: string[]) => ['melaka-trip', 'weekend', ...extra];
  add(screenshot('melaka', at('2026-03-06', 21, 10), 'singapore', ['BusOnlineTicket', 'E-ticket', 'Golden Mile Complex → Melaka Sentral', 'Sat 07-03-2026 · 08:00', 'Delima Express · Seat 14', 'Ref: BOT-7730412', 'SGD 32.00'],
    mel(['coach', 'e-ticket', 'coach-out']), { operator: 'Delima Express', ref: 'BOT-7730412', seat: '14' }));
  add(photo('melaka', at('2026-03-07', 12, 47), 'jonker', 'folder', ['RESTORAN LIM KEE', 'JALAN HANG JEBAT', '07-03-2026 12:41', 'CHICKEN RICE BALL (10)  RM 15.00', 'ROAST CHICKEN (HALF)  RM 18.00', 'LIME JUICE x2  RM 6.00', 'SST 6%  RM 2.34', 'TOTAL  RM 41.34'],
    mel(['receipt', 'restaurant', 'lunch']), { restaurant: 'Restoran Lim Kee', total: '41.34' }));
  add(photo('melaka', at('2026-03-07', 15, 5), 'guesthouse', 'card', ['THE BATIK HOUSE', 'HERITAGE GUESTHOUSE', 'ROOM: PERANAKAN SUITE', 'WIFI: BatikHouse_Guest', 'PASSWORD: nyonya1926', 'CHECK-OUT 12 NOON'],
    mel(['guesthouse', 'key-card', 'wifi']), { guesthouse: 'The Batik House', password: 'nyonya1926' }));
  add(photo('melaka', at('2026-03-07', 16, 30), 'jonker', 'city', [], mel(['old-town', 'street', 'red-buildings'])));
  add(photo('melaka', at('2026-03-07', 20, 5), 'riverside', 'paper', ['MELAKA RIVER CRUISE', 'ADULT x2  RM 60.00', '07/03/2026  20:15', 'NO. 0098812'],
    mel(['river-cruise', 'ticket', 'boat']), { paid: '60.00' }));
  add(photo('melaka', at('2026-03-07', 20, 40), 'riverside', 'sea', [], mel(['river', 'night', 'lights'])));
  add(photo('melaka', at('2026-03-08', 10, 58), 'jonker', 'folder', ['NYONYA MAK SOH', 'HEEREN STREET', '08-03-2026 10:52', 'NYONYA LAKSA x2  RM 24.00', 'CENDOL DURIAN x2  RM 16.00', 'SST 6%  RM 2.40', 'TOTAL  RM 42.40'],
    mel(['receipt', 'restaurant', 'brunch']), { restaurant: 'Nyonya Mak Soh', total: '42.40' }));
  add(screenshot('melaka', at('2026-03-08', 15, 20), 'malaysia', ['BusOnlineTicket', 'E-ticket', 'Melaka Sentral → Golden Mile Complex', 'Sun 08-03-2026 · 16:00', 'Delima Express · Seat 9', 'Ref: BOT-7730418', 'SGD 32.00'],
    mel(['coach', 'e-ticket', 'coach-back']), { operator: 'Delima Express', ref: 'BOT-7730418', seat: '9' }));

  return shots;
}

/** The novel album: the fifth tuning album, committed before the engine first ran on it. */
export const NOVEL_PLAN: LifePlan = {
  id: 'novel',
  defaultSeed: 8086,
  home: SPOTS.home,
  summary: 'Sep 2025 – Apr 2026, home in Tiong Bahru, Singapore',
  camera: { make: 'Sony', model: 'XQ-DQ72' },
  // Sony's camera counts photos (DSC_0412.JPG): the name carries no date, only EXIF does.
  photoName: (n) => `DSC_${String(412 + n).padStart(4, '0')}.JPG`,
  screenshotName: (local) => `Screenshot_${local.slice(0, 10).replace(/-/g, '')}_${local.slice(11, 19).replace(/:/g, '')}.png`,
  shots: novelShots,
};
