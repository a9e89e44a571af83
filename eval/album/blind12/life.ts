/**
 * The twelfth blind album: written by someone who never tuned the engine nor read it, and committed
 * before the engine first ran on it. Walt (Walter) and June Haskell, a retired couple in their
 * seventies, live near Reid Park in Tucson, Arizona; their daughter Karen Voss lives in Denver with
 * Mason (10) and Lily (turning 7 in April). US English, dollars ("$1,486.50"), dates month first
 * ("03/14/2030", "Thu, Mar 14"); Arizona keeps MST (-07:00) all year, California and Ensenada are on
 * Pacific time (PST -08:00 in November), Utah on MDT (-06:00) in May. June's iPhone names photos
 * IMG_3104.JPG onwards; the screenshots come off the Mac as "Screenshot 2030-03-10 at 4.12.09 PM.png".
 * September 2029 – June 2030.
 *
 * - home: evenings on the patio, sunsets (no text); the HOA's pool notice, the bulky-trash week;
 * - golf: Walt's Tuesday rounds at Randolph North (scorecards), two tee-time confirmations;
 * - class: June's Thursday watercolor class at the Udall Center (registration, whiteboards);
 * - church: the spring bake sale (flyer, sign-up sheet, price sign, the bulletin's total), a recipe;
 * - health: Walt's cardiologist, June's dermatologist, pharmacy labels, a flu shot, lab results;
 * - car: oil change, emissions test, registration renewal, brakes;
 * - bills: electric (the app), gas (paper), water, property tax; the credit union's app;
 * - family (trips.ts): Karen and the grandchildren's spring-break visit (Thu 14 – Tue 19 March);
 * - cruise (trips.ts): Los Angeles (San Pedro) – Avalon – Ensenada, Mon 12 – Fri 16 November 2029,
 *   driving to the port the day before;
 * - rv (trips.ts): an RV through Page, Zion, Bryce Canyon, Capitol Reef and Arches, Sun 5 – Sat 18
 *   May 2030.
 */
import type { Rng } from '../../../scripts/support/seeded-random';
import type { LifePlan, Shot } from '../plan';
import { dayMon, itemLines, mdy, photo, roll, round2, screenshot, sum, usd, type Roll } from './kit';
import { SPOTS } from './places';
import { tripShots } from './trips';

/** Walt's Tuesday rounds at Randolph North: date, front nine, back nine. */
export const GOLF: ReadonlyArray<readonly [string, number, number]> = [
  ['2030-01-08', 47, 49], ['2030-01-15', 45, 48], ['2030-01-29', 48, 47],
  ['2030-02-05', 44, 46], ['2030-02-12', 46, 45], ['2030-02-19', 47, 48], ['2030-02-26', 45, 44],
  ['2030-03-05', 43, 46], ['2030-03-12', 46, 47], ['2030-03-26', 42, 45],
  ['2030-04-02', 44, 45], ['2030-04-16', 45, 46], ['2030-04-23', 46, 44],
];

/** June's watercolor class: the Thursdays it met, and what the whiteboard said on the weeks she photographed it. */
export const CLASS_BOARDS: ReadonlyArray<readonly [string, number, string, string]> = [
  ['2030-01-10', 1, 'COLOR WHEEL & FLAT WASHES', 'BRING: 140 LB COLD PRESS PAPER'],
  ['2030-01-24', 3, 'WET-ON-WET SKIES', 'HOMEWORK: 3 SUNSET SKIES'],
  ['2030-01-31', 4, 'SAGUARO SILHOUETTES', 'BRING: A PHOTO OF A CACTUS'],
  ['2030-02-14', 6, 'SALT & PLASTIC WRAP TEXTURES', 'HOMEWORK: A DESERT FLOOR'],
  ['2030-02-28', 8, 'MATTING + SHOW AND TELL', 'REFRESHMENTS: BRING A SNACK'],
];

/** The electric company's app: bill date, amount, kWh, due date. */
export const ELECTRIC: ReadonlyArray<readonly [string, number, string, string]> = [
  ['2029-09-12', 214.37, '1,642', '2029-10-03'], ['2029-10-11', 168.02, '1,251', '2029-11-01'], ['2029-12-11', 97.55, '702', '2030-01-02'],
  ['2030-02-12', 88.19, '634', '2030-03-05'], ['2030-04-11', 102.64, '741', '2030-05-02'], ['2030-06-11', 231.8, '1,788', '2030-07-02'],
];

function homeShots(r: Roll): void {
  const { add, at, random } = r;
  const minute = () => Math.floor(random() * 50);

  // Evenings on the patio and around the house, no text.
  const HOME: ReadonlyArray<readonly [string, string[]]> = [
    ['2029-09-08', ['patio', 'sunset']], ['2029-10-20', ['dinner', 'food']], ['2029-12-24', ['christmas', 'tree']],
    ['2030-01-19', ['patio', 'fire-pit']], ['2030-02-23', ['painting', 'watercolor']], ['2030-04-13', ['garden', 'cactus-flowers']],
    ['2030-06-01', ['patio', 'sunset', 'monsoon-clouds']], ['2030-06-22', ['dinner', 'anniversary']],
  ];
  for (const [date, tags] of HOME) add(photo('home', at(date, 18 + Math.floor(random() * 2), minute()), 'home', date === '2029-12-24' ? 'indoor' : 'park', [], ['home', 'evening', ...tags]));

  add(photo('home', at('2030-05-27', 9, 14), 'home', 'sign',
    ['SAM HUGHES PLACE HOA', 'POOL CLOSED FOR RESURFACING', 'JUNE 3 THROUGH JUNE 21', 'REOPENS SATURDAY JUNE 22', 'OFFICE: 520-555-0147'],
    ['hoa', 'notice', 'pool'], { closed: '2030-06-03', reopens: '2030-06-22' }));
  add(photo('home', at('2029-10-09', 8, 32), 'home', 'paper',
    ['CITY OF TUCSON', 'ENVIRONMENTAL SERVICES', 'BRUSH & BULKY COLLECTION', 'YOUR WEEK: OCT 21, 2029', 'ITEMS AT CURB BY 6 AM', 'NO TIRES OR APPLIANCES'],
    ['trash', 'notice', 'city'], { week: '2029-10-21' }));

  // Groceries at Fry's.
  const SHOP: ReadonlyArray<readonly [string, ReadonlyArray<readonly [string, number]>]> = [
    ['2029-10-14', [['PRIVATE SEL COFFEE 12OZ', 8.99], ['BANANAS 2.31 LB', 1.36], ['OLD FASHIONED OATS', 4.29], ['GREEK YOGURT 32OZ', 5.49]]],
    ['2029-12-21', [['SPIRAL HAM 8.4 LB', 27.64], ['RUSSET POTATOES 5LB', 3.99], ['GREEN BEANS 2LB', 4.49], ['EGGNOG QT', 3.79]]],
    ['2030-03-13', [['JUICE BOXES 10PK', 4.99], ['MAC & CHEESE 5PK', 6.49], ['STRAWBERRIES 1LB', 3.99], ['GOLDFISH CRACKERS', 2.88]]],
    ['2030-06-07', [['WATERMELON WHOLE', 5.99], ['ICED TEA GAL', 3.29], ['CORN ON THE COB 4CT', 2.00], ['HOT DOG BUNS', 2.49]]],
  ];
  for (const [date, items] of SHOP) {
    const hh = 10 + Math.floor(random() * 2);
    const mm = 10 + minute();
    add(photo('errands', at(date, hh, mm), 'grocer', 'paper',
      ["FRY'S FOOD #660", 'BROADWAY & COUNTRY CLUB', `${mdy(date)}  ${hh}:${String(mm - 3).padStart(2, '0')}`, ...itemLines(items), `BALANCE DUE  ${usd(sum(items))}`, 'VIP SAVINGS APPLIED'],
      ['grocery', 'receipt', 'frys'], { date, total: sum(items), items: items.map(([n]) => n.toLowerCase()) }));
  }
  // Sunday breakfast out after church, once.
  const brunch = [['HUEVOS RANCHEROS', 12.5], ['PECAN WAFFLE', 11.25], ['COFFEE X2', 6.0]] as const;
  add(photo('errands', at('2030-02-03', 11, 20), 'diner', 'folder', ['Mesquite Morning Cafe', 'Campbell Ave, Tucson', `Table 9  ${mdy('2030-02-03')}`, ...itemLines(brunch), `Total  ${usd(round2(sum(brunch) + 2.58))}`],
    ['restaurant', 'receipt', 'breakfast'], { restaurant: 'Mesquite Morning Cafe', total: round2(sum(brunch) + 2.58) }));
}

function routineShots(r: Roll): void {
  const { add, at } = r;

  // Golf: Tuesday mornings at Randolph North; two tee times booked in the city's app.
  GOLF.forEach(([date, out, back], i) => {
    add(photo('golf', at(date, 11, 40 + (i % 7)), 'randolph', 'card',
      ['RANDOLPH NORTH COURSE', 'CITY OF TUCSON GOLF', `DATE ${mdy(date)}`, 'PLAYER: WALT H.', `FRONT 9: ${out}`, `BACK 9: ${back}`, `TOTAL ${out + back}`, 'TEES: WHITE  PAR 72'],
      ['golf', 'scorecard', 'walt'], { date, score: out + back }));
  });
  add(screenshot('golf', at('2030-01-06', 16, 12), 'arizona', ['Tucson City Golf', 'Tee time confirmed', 'Randolph North', dayMon('2030-01-08') + ' · 7:52 AM', '1 player · 18 holes · cart', 'Senior rate $38.00', 'Conf. # TG-55120'],
    ['golf', 'tee-time', 'app'], { date: '2030-01-08', time: '7:52', conf: 'TG-55120' }));
  add(screenshot('golf', at('2030-03-24', 17, 3), 'arizona', ['Tucson City Golf', 'Tee time confirmed', 'Randolph North', dayMon('2030-03-26') + ' · 8:16 AM', '1 player · 18 holes · cart', 'Senior rate $38.00', 'Conf. # TG-61847'],
    ['golf', 'tee-time', 'app'], { date: '2030-03-26', time: '8:16', conf: 'TG-61847' }));
  add(photo('golf', at('2030-02-26', 9, 5), 'randolph', 'park', [], ['golf', 'course', 'walt', 'fairway']));

  // June's watercolor class at the Udall Center, Thursday afternoons.
  add(screenshot('class', at('2029-12-02', 15, 47), 'arizona', ['Tucson Parks + Rec', 'Registration complete', 'Watercolor for Beginners', 'Activity # 41873', 'Thu 1:00-3:00 PM · 8 wks', 'Jan 10 - Feb 28, 2030', 'Udall Center, Room 3', 'Instructor: Rosa Delgado', 'Fee paid $96.00'],
    ['class', 'registration', 'watercolor'], { fee: 96, teacher: 'Rosa Delgado', activity: '41873' }));
  for (const [date, week, topic, extra] of CLASS_BOARDS) {
    add(photo('class', at(date, 13, 8 + week), 'udall', 'whiteboard', [`WATERCOLOR - WEEK ${week}`, `TODAY: ${topic}`, extra, 'ROSA D.'],
      ['class', 'whiteboard', 'watercolor'], { date, week, topic: topic.toLowerCase() }));
  }

  // The church's spring bake sale.
  add(photo('church', at('2030-03-17', 12, 5), 'church', 'sign',
    ['DESERT SPRINGS LUTHERAN', 'SPRING BAKE SALE', 'SATURDAY APRIL 6', '8 AM - 1 PM  FELLOWSHIP HALL', 'FOR THE YOUTH MISSION TRIP'],
    ['church', 'bake-sale', 'flyer'], { date: '2030-04-06' }));
  add(photo('church', at('2030-03-24', 12, 15), 'church', 'note',
    ['Bake sale sign-up', 'June H. - lemon bars (3 doz)', 'Marge P. - pecan pies x2', 'Dot K. - snickerdoodles', 'Bev R. - banana bread x4', 'Walt H. - set up tables 7am'],
    ['church', 'bake-sale', 'sign-up'], { june: 'lemon bars', walt: 'set up tables' }));
  add(photo('church', at('2030-03-30', 15, 40), 'home', 'note',
    ["Grandma Rose's Lemon Bars", '2 cups flour, 1 cup butter', '1/2 cup powdered sugar', '4 eggs, 2 cups sugar', '1/2 cup fresh lemon juice', 'Bake 350F - 20 min + 25 min'],
    ['recipe', 'lemon-bars'], { juice: '1/2 cup', oven: '350' }));
  add(photo('church', at('2030-04-06', 8, 20), 'church', 'sign',
    ['BAKE SALE PRICES', 'WHOLE PIES  $12', 'COOKIES  6 FOR $5', 'LEMON BARS  $1.50 EACH', 'BREADS  $6', 'ALL PROCEEDS TO YOUTH TRIP'],
    ['church', 'bake-sale', 'prices'], { pie: 12, lemonBar: 1.5 }));
  add(photo('church', at('2030-04-06', 9, 45), 'church', 'party', [], ['church', 'bake-sale', 'table', 'friends']));
  add(photo('church', at('2030-04-14', 11, 50), 'church', 'folder',
    ['Desert Springs Lutheran', 'Sunday Bulletin - April 14, 2030', 'Our bake sale raised $1,486.50', 'Thank you, bakers & helpers!', 'Mission trip: June 23-29, Nogales', 'Council meets Tue 7 PM'],
    ['church', 'bulletin', 'bake-sale'], { raised: 1486.5 }));
}

function healthShots(r: Roll): void {
  const { add, at } = r;

  // Walt's cardiologist: the card for the spring visit, then the after-visit summary.
  add(photo('health', at('2029-10-02', 10, 31), 'heart', 'card',
    ['TUCSON HEART ASSOCIATES', 'Anand Mehta, MD', 'Patient: Walter Haskell', 'Next visit: Tue, Apr 9, 2030', 'Time: 9:40 AM', 'Arrive 15 minutes early'],
    ['cardiologist', 'appointment', 'walt'], { next: '2030-04-09', time: '9:40' }));
  add(photo('health', at('2030-04-09', 11, 2), 'heart', 'paper',
    ['TUCSON HEART ASSOCIATES', 'AFTER VISIT SUMMARY 04/09/2030', 'WALTER HASKELL  DOB 02/11/1957', 'BLOOD PRESSURE: 128/76', 'PULSE: 64   WEIGHT: 184 LB', 'NEW: METOPROLOL TART 25 MG', 'RETURN VISIT IN 6 MONTHS'],
    ['cardiologist', 'visit-summary', 'walt'], { bp: '128/76', weight: 184, newMed: 'metoprolol' }));

  // June's dermatologist: the reminder text and the biopsy letter.
  add(screenshot('health', at('2029-11-28', 10, 5), 'arizona', ['Catalina Skin Clinic', 'Hi June, reminder of', 'your appt with', 'Dr. Lindqvist on', 'Tue Dec 4 at 2:15 PM.', 'Reply C to confirm.'],
    ['dermatologist', 'reminder', 'june'], { date: '2029-12-04', time: '2:15' }));
  add(photo('health', at('2029-12-18', 16, 22), 'home', 'folder',
    ['Catalina Skin Clinic', 'Pathology result - June Haskell', 'Site: left upper arm', 'Diagnosis: seborrheic keratosis', 'BENIGN - no further treatment', 'Signed: K. Lindqvist, MD'],
    ['dermatologist', 'biopsy', 'letter', 'june'], { result: 'benign' }));

  // Pharmacy labels.
  const LABELS: ReadonlyArray<readonly [string, string, string, string, string, string, number, string]> = [
    ['2029-09-18', 'WALTER HASKELL', 'ATORVASTATIN 40 MG TAB', 'TAKE 1 TABLET AT BEDTIME', '6104382', '90', 2, 'DR A MEHTA'],
    ['2029-12-17', 'WALTER HASKELL', 'ATORVASTATIN 40 MG TAB', 'TAKE 1 TABLET AT BEDTIME', '6104382', '90', 1, 'DR A MEHTA'],
    ['2030-01-06', 'JUNE HASKELL', 'LEVOTHYROXINE 50 MCG TAB', 'TAKE 1 TABLET EVERY MORNING', '6127719', '90', 3, 'DR P OKAFOR'],
    ['2030-03-18', 'WALTER HASKELL', 'ATORVASTATIN 40 MG TAB', 'TAKE 1 TABLET AT BEDTIME', '6104382', '90', 0, 'DR A MEHTA'],
    ['2030-04-09', 'WALTER HASKELL', 'METOPROLOL TART 25 MG TAB', 'TAKE 1 TABLET TWICE DAILY', '6139025', '60', 5, 'DR A MEHTA'],
  ];
  LABELS.forEach(([date, who, drug, sig, rx, qty, refills, dr], i) => {
    add(photo('health', at(date, 14 + (i % 3), 10 + i * 7), 'pharmacy', 'paper',
      ['SONORAN PHARMACY #112', `RX# ${rx}   ${mdy(date)}`, who, drug, sig, `QTY: ${qty}`, refills === 0 ? 'NO REFILLS REMAINING' : `${refills} REFILL${refills === 1 ? '' : 'S'} REMAINING`, `PRESCRIBER: ${dr}`],
      ['pharmacy', 'prescription', 'label', who.startsWith('JUNE') ? 'june' : 'walt'], { date, drug: drug.toLowerCase(), rx, refills }));
  });
  add(photo('health', at('2029-10-03', 10, 48), 'pharmacy', 'card',
    ['IMMUNIZATION RECORD', 'June Haskell', 'Fluzone High-Dose 2029-30', 'Given: 10/03/2029  L arm', 'Lot UT8841AA', 'Sonoran Pharmacy #112'],
    ['vaccine', 'flu-shot', 'june'], { date: '2029-10-03' }));
  add(screenshot('health', at('2030-02-13', 19, 21), 'arizona', ['Saguaro Health', 'Lab results · Feb 12', 'June Haskell', 'TSH  2.1 mIU/L', 'Range 0.4 - 4.0', 'Vitamin D  24 ng/mL', 'LOW  (range 30 - 100)', 'Dr. Okafor: start D3 2000 IU'],
    ['lab-results', 'portal', 'june'], { vitaminD: 24, tsh: '2.1' }));
}

function moneyShots(r: Roll): void {
  const { add, at } = r;

  // The car: a 2020 Subaru Outback.
  add(photo('car', at('2029-10-24', 15, 12), 'garage', 'paper',
    ['REID PARK AUTO CARE', 'INVOICE 20931   10/24/2029', '2020 SUBARU OUTBACK', 'PLATE CRZ4817  MILES 48,215', 'SYNTHETIC OIL CHANGE  $79.95', 'TIRE ROTATION  $25.00', 'TAX  $7.48   TOTAL  $112.43', 'NEXT SERVICE AT 53,215 MI'],
    ['car', 'invoice', 'oil-change'], { total: 112.43, miles: '48,215', next: '53,215' }));
  add(photo('car', at('2030-01-22', 9, 37), 'emissions', 'paper',
    ['ARIZONA VEHICLE EMISSIONS', 'INSPECTION REPORT', 'PLATE: CRZ4817', 'TEST DATE: 01/22/2030', 'RESULT: PASS', 'FEE PAID: $12.25'],
    ['car', 'emissions', 'inspection'], { result: 'pass', fee: 12.25 }));
  add(screenshot('car', at('2030-01-23', 20, 14), 'arizona', ['ServiceArizona', 'Registration renewed', 'Plate CRZ4817', '2020 Subaru Outback', 'New expiration 02/28/2031', 'Amount paid $186.40', 'Confirmation 7MV-30218'],
    ['car', 'registration', 'mvd'], { paid: 186.4, expires: '2031-02-28' }));
  add(photo('car', at('2030-03-28', 16, 4), 'garage', 'paper',
    ['REID PARK AUTO CARE', 'INVOICE 21377   03/28/2030', '2020 SUBARU OUTBACK', 'PLATE CRZ4817  MILES 51,906', 'FRONT PADS & ROTORS  $386.00', 'LABOR 1.5 HR  $180.00', 'TAX  $37.71   TOTAL  $603.71', 'WARRANTY 12 MO / 12,000 MI'],
    ['car', 'invoice', 'brakes'], { total: 603.71, miles: '51,906' }));

  // Bills: electricity in the app, gas on paper, water, the county's property tax.
  for (const [date, amount, kwh, due] of ELECTRIC) {
    add(screenshot('bills', at(date, 8, 15 + Number(date.slice(8, 10))), 'arizona', ['Tucson Electric Power', `Bill ready · ${date.slice(5, 7)}/${date.slice(0, 4)}`, `Amount due ${usd(amount)}`, `Due date ${mdy(due)}`, `Usage ${kwh} kWh`, 'AutoPay is on', 'Acct ending 3307'],
      ['electric', 'bill', 'app'], { date, amount, kwh }));
  }
  add(photo('bills', at('2030-01-16', 10, 3), 'home', 'folder',
    ['Southwest Gas', 'Statement date 01/14/2030', 'Account 2804-119-4420', 'Therms used: 46', 'Amount due $71.90', 'Due by 02/04/2030'],
    ['gas', 'bill', 'letter'], { amount: 71.9, account: '2804-119-4420' }));
  add(screenshot('bills', at('2030-03-19', 18, 40), 'arizona', ['Tucson Water', 'New bill available', 'Amount $58.23', 'Usage 9 CCF', 'Due 04/02/2030', 'Service: 2 months'],
    ['water', 'bill', 'app'], { amount: 58.23 }));
  add(photo('bills', at('2029-09-26', 11, 18), 'home', 'folder',
    ['Pima County Treasurer', 'Tax Year 2029 - Real Property', 'Parcel 124-05-1390', '1st half due 10/01/2029: $1,622.18', '2nd half due 03/01/2030: $1,622.18', 'Full year: $3,244.36'],
    ['property-tax', 'bill', 'letter'], { year: 3244.36, half: 1622.18, parcel: '124-05-1390' }));

  // The credit union's app.
  add(screenshot('money', at('2029-10-03', 7, 2), 'arizona', ['Saguaro Credit Union', 'Deposit received', '$2,914.00', 'SSA TREAS 310 SOC SEC', 'To Joint Checking ..4471', 'Posted 10/03/2029'],
    ['bank', 'deposit', 'social-security'], { amount: 2914 }));
  add(screenshot('money', at('2030-04-24', 18, 55), 'arizona', ['Saguaro Credit Union', 'Transfer sent', '$150.00', 'To: Karen Voss', 'Memo: Lily turns 7!', 'Sent 04/24/2030'],
    ['bank', 'transfer', 'birthday', 'lily'], { amount: 150, age: 7 }));
}

/** Every shot of the album, in no particular order (the generator sorts and names them). */
function blind12Shots(random: Rng): Shot[] {
  const r = roll(random);
  homeShots(r);
  routineShots(r);
  healthShots(r);
  moneyShots(r);
  tripShots(r);
  return r.shots;
}

/** macOS's screenshot name, 12-hour clock: "Screenshot 2030-03-10 at 4.12.09 PM.png". */
function macScreenshotName(local: string): string {
  const h = Number(local.slice(11, 13));
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `Screenshot ${local.slice(0, 10)} at ${h12}.${local.slice(14, 16)}.${local.slice(17, 19)} ${h < 12 ? 'AM' : 'PM'}.png`;
}

/** The twelfth blind album: written by someone who never tuned the engine, committed before it first ran. */
export const BLIND12_PLAN: LifePlan = {
  id: 'blind12',
  defaultSeed: 4729,
  home: SPOTS.home,
  summary: 'Sep 2029 – Jun 2030, home near Reid Park, Tucson (Arizona)',
  camera: { make: 'Apple', model: 'iPhone 15' },
  photoName: (n) => `IMG_${3104 + n}.JPG`,
  screenshotName: (local) => macScreenshotName(local),
  shots: blind12Shots,
};
