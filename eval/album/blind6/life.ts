/**
 * The sixth blind album: a life written by someone who never tuned the engine and read none of it.
 * Nora Kowalski is a transit planner at a consultancy in the Loop and lives in Bucktown, Chicago,
 * with her partner Sam Reyes and their cat Pierogi. US documents: dates month first ("03/06/2027",
 * "3/6/27", "Sat, Mar 6"), dollars, Chicago's split sales tax on groceries (2.25 % on food, 10.25 %
 * on the rest) and restaurant tax, Louisiana and Colorado tax lines, gallons on a pump receipt.
 * CST/CDT at home, MDT in Denver, EDT on the Michigan shore; a Nothing Phone (2a) names photos
 * IMG_20270309_191204.jpg by local time and screenshots Screenshot_20270309-191204.png.
 * January – August 2027.
 *
 * - home: evenings and the cat (no text), the rail-trail, the lakefront and Evanston beach, Sam's
 *   birthday and the Fourth of July (photos only), a checkbox packing list and a fridge list;
 * - improv: a Tuesday-evening class, January – March: the studio whiteboard each week (never
 *   "improv" or "comedy"), one week missed, then the showcase's poster;
 * - bowling: the Thursday league from April to June: the lanes' printed score sheet each night
 *   (never "bowling"), none on the nights she is away;
 * - errands: transit-card top-ups, an oil change and new tyres at two garages, a plumber's invoice,
 *   the city vehicle sticker, a jury summons, the vet's reminder card, a dentist's text, a dry
 *   cleaner's ticket, a library holds slip, the electricity bill, groceries, a pharmacy label;
 * - work: a public open house in Evanston;
 * - outing: a ballgame, a concert, the art museum membership, a river architecture cruise, a deep-dish
 *   dinner, a brunch;
 * - milwaukee: a Saturday by train in March (ticket, brewery tour, a bar's bill);
 * - neworleans: Thursday 15 – Monday 19 April, by plane: boarding passes without seats, a guesthouse,
 *   a café, a streetcar pass, a music club's cover, a swamp tour, a seafood dinner;
 * - denver: a conference, Tuesday 11 – Friday 14 May: flights, badge, hotel, her talk's room sign,
 *   the airport train, the team dinner, an afternoon in Boulder;
 * - michigan: a weekend by car, Friday 16 – Sunday 18 July: a cottage rental, gas, dune rides, dinner.
 */
import { pick, type Rng } from '../../../scripts/support/seeded-random';
import { sec, shooter, type LifePlan, type Shot } from '../plan';
import { blind6Offset, SPOTS, type SpotName } from './places';

const { photo, screenshot } = shooter<SpotName>(SPOTS, blind6Offset);

const usd = (n: number): string => n.toFixed(2);
const round2 = (n: number): number => Math.round(n * 100) / 100;
const total = (lines: ReadonlyArray<readonly [string, number]>): number => round2(lines.reduce((t, [, p]) => t + p, 0));
/** "2027-03-06" → "03/06/2027"; short: "3/6/27"; bare: "3/6". */
const us = (d: string): string => `${d.slice(5, 7)}/${d.slice(8, 10)}/${d.slice(0, 4)}`;
const usShort = (d: string): string => `${Number(d.slice(5, 7))}/${Number(d.slice(8, 10))}/${d.slice(2, 4)}`;
const md = (d: string): string => `${Number(d.slice(5, 7))}/${Number(d.slice(8, 10))}`;

/** The Tuesday class: ten weeks from 12 January; week 6 (16 February) missed with a cold. */
export const CLASS_WEEKS = ['2027-01-12', '2027-01-19', '2027-01-26', '2027-02-02', '2027-02-09', '2027-02-16', '2027-02-23', '2027-03-02', '2027-03-09', '2027-03-16'];
export const CLASS_MISSED = '2027-02-16';
const CLASS_PLAN: ReadonlyArray<readonly [string, string]> = [
  ['NAME GAME / ZIP ZAP', 'LISTENING'], ['EIGHT THINGS', 'AGREEMENT'], ['MIRROR PAIRS', 'OBJECT WORK'], ['WORD AT A TIME', 'WHO / WHAT / WHERE'],
  ['PASS THE CLAP', 'HEIGHTENING'], ['-', '-'], ['BUNNY BUNNY', 'GAME OF THE SCENE'], ['SOUND BALL', 'CHARACTER'], ['COLOR / ADVANCE', 'GROUP SCENES'], ['FREEZE TAG', 'SHOWCASE RUN'],
];

/** Thursday league nights (none on 15 April or 13 May, when she is away) and her three games each night. */
export const LEAGUE_NIGHTS: ReadonlyArray<readonly [string, readonly [number, number, number], readonly [number, number, number]]> = [
  ['2027-04-01', [142, 151, 160], [188, 165, 201]], ['2027-04-08', [155, 138, 171], [176, 192, 170]], ['2027-04-22', [163, 149, 158], [181, 177, 169]],
  ['2027-04-29', [170, 166, 152], [203, 158, 184]], ['2027-05-06', [148, 181, 159], [167, 175, 190]], ['2027-05-20', [176, 162, 168], [185, 171, 164]],
  ['2027-05-27', [151, 157, 149], [198, 180, 176]], ['2027-06-03', [188, 164, 172], [172, 169, 187]], ['2027-06-10', [159, 173, 166], [190, 201, 178]],
  ['2027-06-17', [167, 190, 161], [179, 183, 195]], ['2027-06-24', [174, 169, 183], [186, 174, 182]],
];
const series = (g: readonly number[]): number => g.reduce((a, b) => a + b, 0);

/** A grocery till's lines: F is food at 2.25 %, T the rest at 10.25 %. */
function groceryLines(items: ReadonlyArray<readonly [string, number, 'F' | 'T']>): { lines: string[]; due: string } {
  const food = round2(items.filter(([, , t]) => t === 'F').reduce((s, [, p]) => s + p, 0));
  const other = round2(items.filter(([, , t]) => t === 'T').reduce((s, [, p]) => s + p, 0));
  const taxF = round2(food * 0.0225);
  const taxT = round2(other * 0.1025);
  const due = usd(food + other + taxF + taxT);
  const lines = [...items.map(([n, p, t]) => `${n.padEnd(20)}${usd(p).padStart(7)} ${t}`), `TAX F 2.25%${usd(taxF).padStart(16)}`];
  if (other > 0) lines.push(`TAX T 10.25%${usd(taxT).padStart(15)}`);
  lines.push(`**** BALANCE${due.padStart(15)}`);
  return { lines, due };
}

function blind6Shots(random: Rng): Shot[] {
  const s = () => sec(random);
  const shots: Shot[] = [];
  const add = (...x: Shot[]) => shots.push(...x);
  const at = (date: string, hh: number, mm: number) => `${date}T${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}:${s()}`;

  // Evenings at home and the cat: no text (the distractors).
  const HOME: Array<string[]> = [['dinner', 'kitchen', 'home'], ['cat', 'couch', 'home'], ['cat', 'window', 'snow'], ['record-player', 'living-room', 'home'], ['cooking', 'pierogi', 'home']];
  add(photo('home', at('2027-01-25', 8, 5), 'home', 'garage', [], ['snow', 'shovel', 'car']));
  add(photo('home', at('2027-02-14', 19, 30), 'home', 'indoor', [], ['valentines', 'dinner', 'candles']));
  for (const date of ['2027-01-03', '2027-01-23', '2027-02-06', '2027-02-20', '2027-03-13', '2027-03-28', '2027-04-10', '2027-05-02',
    '2027-05-23', '2027-06-06', '2027-06-27', '2027-07-11', '2027-08-01', '2027-08-22']) {
    add(photo('home', at(date, 19 + Math.floor(random() * 3), Math.floor(random() * 60)), 'home', 'indoor', [], ['evening', ...pick(random, HOME)]));
  }
  for (const [date, hh, where, scene, tags] of [
    ['2027-01-31', 14, 'trail', 'park', ['walk', 'snow', 'trail']],
    ['2027-04-25', 10, 'trail', 'park', ['walk', 'trail', 'spring']],
    ['2027-06-13', 18, 'lakefront', 'beach', ['walk', 'lake', 'lakefront']],
    ['2027-07-25', 17, 'evanstonBeach', 'beach', ['beach', 'lake', 'swim']],
    ['2027-08-15', 19, 'lakefront', 'beach', ['walk', 'lake', 'sunset']],
  ] as const) {
    add(photo('home', at(date, hh, 5 + Math.floor(random() * 50)), where, scene, [], [...tags]));
  }
  add(photo('home', at('2027-07-04', 21, 20), 'lakefront', 'city', [], ['fourth-of-july', 'fireworks', 'night']));
  add(photo('home', at('2027-07-04', 21, 34), 'lakefront', 'city', [], ['fourth-of-july', 'fireworks', 'crowd']));
  add(photo('home', at('2027-08-07', 20, 10), 'home', 'party', [], ['birthday', 'sam', 'cake']));
  add(photo('home', at('2027-08-07', 21, 2), 'home', 'party', [], ['birthday', 'sam', 'friends']));

  // Lists: a checkbox packing list before New Orleans, a comma run on the fridge.
  add(photo('home', at('2027-04-13', 21, 40), 'home', 'note', ['NOLA - pack!', '[x] sunscreen', '[x] rain jacket', '[ ] linen shirts', '[x] cat sitter: spare key', '[ ] phone charger'],
    ['note', 'packing-list', 'trip-prep'], { items: ['sunscreen', 'rain jacket', 'linen shirts', 'spare key', 'phone charger'] }));
  add(photo('home', at('2027-03-20', 10, 15), 'home', 'note', ['hardware store -', 'caulk, drain snake,', '2 furnace filters 16x25,', 'LED bulbs, sandpaper'],
    ['note', 'shopping-list', 'hardware'], { items: ['caulk', 'drain snake', 'furnace filters', 'led bulbs', 'sandpaper'] }));

  // The Tuesday class: the studio whiteboard at the end of each class she made.
  CLASS_WEEKS.forEach((date, i) => {
    if (date === CLASS_MISSED) return;
    const [warm, focus] = CLASS_PLAN[i]!;
    add(photo('improv', at(date, 21, 48 + Math.floor(random() * 10)), 'studio', 'whiteboard',
      [`LVL 2 - CLASS ${i + 1} OF 10 - TUE ${md(date)}`, `WARM-UP: ${warm}`, `FOCUS: ${focus}`, i === 9 ? 'CALL TIME SAT 6:30 PM!' : `NEXT WEEK: BRING A ${pick(random, ['SONG', 'PROP', 'STORY', 'HAT'])}`],
      ['class', 'whiteboard', 'weekly'], { date, class: i + 1, focus }));
  });
  add(photo('improv', at('2027-03-20', 19, 40), 'studio', 'sign', ['TONIGHT - 8:00 PM', 'LEVEL 2 SHOWCASE', 'Westwind Playhouse', 'CABARET ROOM - DOWNSTAIRS', 'Free for students + 1 guest'],
    ['showcase', 'poster', 'performance'], { venue: 'Westwind Playhouse', time: '8:00 PM', date: '2027-03-20' }));

  // The Thursday league: the lanes print each pair's sheet at the end of the night.
  LEAGUE_NIGHTS.forEach(([date, nora, sam], i) => {
    add(photo('bowling', at(date, 21, 30 + Math.floor(random() * 20)), 'lanes', 'paper',
      ['KOSCIUSZKO LANES & LOUNGE', `THU MIXED LEAGUE  WK ${i + 1}`, `${usShort(date)}   LANES ${13 + (i % 3) * 2}-${14 + (i % 3) * 2}`, 'BOWLER       G1  G2  G3   SER',
        `N KOWALSKI  ${nora.join(' ')}  ${series(nora)}`, `S REYES     ${sam.join(' ')}  ${series(sam)}`, i === LEAGUE_NIGHTS.length - 1 ? 'END OF SEASON - SEE YOU IN SEPT' : 'NEXT WEEK: POSITION ROUND'],
      ['score-sheet', 'league', 'weekly'], { date, best: Math.max(...nora), series: series(nora) }));
  });

  // Transit-card top-ups (the app's confirmation).
  for (const [date, hh, amount, balance] of [['2027-01-04', 8, 20, '23.75'], ['2027-03-01', 8, 40, '41.10'], ['2027-06-14', 7, 25, '27.35']] as const) {
    add(screenshot('errands', at(date, hh, 12 + Math.floor(random() * 30)), 'central', ['Ventra', 'Add Transit Value', 'Card ending in 8817', 'Amount added', `$${usd(amount)}`, 'Card balance', `$${balance}`, `${new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })}`],
      ['transit', 'top-up', 'fare-card'], { amount: usd(amount), date }));
  }

  // The car: an oil change in February, new tyres in June at another garage.
  const oil = [['SYNTHETIC OIL CHANGE 0W-20', 79.99], ['WIPER BLADES (PAIR)', 34.5], ['CABIN AIR FILTER', 42.0]] as const;
  const oilTax = round2((34.5 + 42.0) * 0.1025);
  add(photo('errands', at('2027-02-13', 11, 35), 'garage', 'paper', ['MILWAUKEE AVE AUTO CARE', 'Family owned since 1987', 'REPAIR ORDER  RO-20418', `DATE ${us('2027-02-13')}`, '2019 SUBARU OUTBACK', 'PLATE  EV 62941    MILES 38,212', ...oil.map(([n, p]) => `${n.padEnd(27)}${usd(p).padStart(7)}`), `PARTS TAX${usd(oilTax).padStart(25)}`, `TOTAL${usd(total(oil) + oilTax).padStart(29)}`, 'NEXT OIL CHANGE DUE  43,200 MI'],
    ['car', 'invoice', 'oil-change', 'garage'], { garage: 'Milwaukee Ave Auto Care', plate: 'EV 62941', due: '43,200', total: usd(total(oil) + oilTax) }));
  const tyres = [['4x ALL-SEASON 225/65R17 @ 168.00', 672.0], ['MOUNT & BALANCE', 96.0], ['IL TIRE FEE 4 @ 2.50', 10.0]] as const;
  const tyreTax = round2(672 * 0.1025);
  add(photo('errands', at('2027-06-19', 10, 50), 'tireShop', 'folder', ['Grand Avenue Tire & Brake', 'WORK ORDER', `Customer: Nora Kowalski    Date: ${usShort('2027-06-19')}`, ...tyres.map(([n, p]) => `${n}   $${usd(p)}`), `Sales tax   $${usd(tyreTax)}`, `Amount paid   $${usd(total(tyres) + tyreTax)}`, 'Rotate at 7,500 mi - free'],
    ['car', 'invoice', 'tires', 'garage'], { garage: 'Grand Avenue Tire & Brake', total: usd(total(tyres) + tyreTax) }));
  add(photo('errands', at('2027-07-02', 18, 20), 'home', 'card', ['CITY OF CHICAGO', 'WHEEL TAX LICENSE', 'EV 62941', 'No. 5830417', 'VALID THRU', 'JUL 31 2028'],
    ['city-sticker', 'car', 'permit'], { sticker: '5830417', until: '2028-07-31' }));

  add(screenshot('errands', at('2027-03-09', 7, 55), 'central', ['Divvy', 'Membership renewed', 'Annual member', 'Valid through', 'March 9, 2028', 'Charged $143.90', 'Visa ending 3306'],
    ['bike-share', 'membership', 'renewal'], { paid: '143.90', until: '2028-03-09' }));
  add(photo('errands', at('2027-04-06', 8, 25), 'home', 'paper', ['CITY OF CHICAGO', 'PARKING VIOLATION NOTICE', 'TICKET NUMBER', '9204418673', 'VIOLATION', '0964040B  STREET CLEANING', `ISSUED ${us('2027-04-06')} 7:42 AM`, 'PLATE EV 62941  IL', 'FINE  $60.00 - DOUBLES IF UNPAID'],
    ['parking-ticket', 'fine', 'car'], { ticket: '9204418673', fine: '60.00', date: '2027-04-06' }));
  // The house and the paperwork.
  const plumb = [['Service call', 95.0], ['Clear kitchen drain line (snake)', 185.0], ['Replace P-trap, 1-1/2 in.', 60.0]] as const;
  add(photo('errands', at('2027-03-18', 16, 5), 'home', 'paper', ['INVOICE #PL-77310', 'LAKESHORE PLUMBING & SEWER', 'Licensed & Bonded - IL 058-192233', `Date: ${us('2027-03-18')}`, 'Technician: Ray Dominguez', ...plumb.map(([n, p]) => `${n.padEnd(32)}${usd(p).padStart(7)}`), `TOTAL DUE${usd(total(plumb)).padStart(30)}`, 'Paid - card ending 3306'],
    ['plumber', 'invoice', 'home-repair'], { company: 'Lakeshore Plumbing & Sewer', tech: 'Ray Dominguez', total: usd(total(plumb)) }));
  add(photo('errands', at('2027-04-26', 19, 30), 'home', 'paper', ['CIRCUIT COURT OF COOK COUNTY', 'JUROR SUMMONS', 'Juror ID', '2027-0431-88', 'Report date', 'Tuesday, May 25, 2027 at 8:30 AM', 'Location', 'Richard J. Daley Center, 50 W Washington', 'Bring this summons and a photo ID'],
    ['jury-summons', 'court', 'letter'], { juror: '2027-0431-88', date: '2027-05-25' }));
  add(photo('errands', at('2027-02-27', 10, 45), 'vet', 'card', ['Bucktown Animal Clinic', 'Patient: PIEROGI (feline)', 'Weight today: 11.4 lb', 'NEXT DUE', 'FVRCP booster  08/2027', 'Rabies (3 yr)  02/2030', '(773) 555-0148'],
    ['vet', 'reminder-card', 'cat'], { weight: '11.4', fvrcp: '08/2027', rabies: '02/2030' }));
  add(screenshot('errands', at('2027-06-07', 12, 3), 'central', ['Anand Family Dental', 'Reminder: Nora has a', 'cleaning on Thu 6/10', 'at 4:15 PM.', 'Reply C to confirm,', 'R to reschedule.'],
    ['dentist', 'reminder', 'text-message'], { date: '2027-06-10', time: '4:15 PM' }));
  add(photo('errands', at('2027-05-03', 8, 10), 'cleaner', 'paper', ['No. 4471', 'DAMEN AVE CLEANERS', 'IN: MON 5/3   READY: THU 5/6 AFTER 4', '2 SHIRTS LAUNDERED', '1 WOOL COAT', '1 DRESS (SILK)', 'TOTAL $41.25  PAID'],
    ['dry-cleaning', 'ticket'], { ticket: '4471', ready: '2027-05-06', items: ['shirts', 'wool coat', 'dress'] }));
  add(photo('errands', at('2027-03-04', 17, 50), 'home', 'paper', ['HOLDS READY FOR PICKUP', 'Chicago Public Library - Bucktown-Wicker Park', 'KOWALSKI, NORA', '1. The Power Broker', '2. Palaces for the People', '3. Tomorrow, and Tomorrow, and Tomorrow', `Pick up by ${us('2027-03-11')}`],
    ['library', 'holds', 'books'], { books: ['The Power Broker', 'Palaces for the People', 'Tomorrow, and Tomorrow, and Tomorrow'], by: '2027-03-11' }));
  add(photo('errands', at('2027-02-03', 20, 5), 'home', 'paper', ['ComEd - An Exelon Company', 'Account Number     Bill Date', '4410 278 635       01/29/2027', 'Amount Due', '$84.37', 'Due Date', '02/19/2027', 'Usage: 412 kWh (29 days)'],
    ['electric-bill', 'utility', 'bill'], { account: '4410 278 635', due: '84.37', dueDate: '2027-02-19' }));
  add(photo('errands', at('2027-04-28', 18, 40), 'pharmacy', 'paper', ['Walgreens #05127', 'RX# 0729146-05127', 'KOWALSKI, NORA', 'FLUTICASONE 50MCG NASAL SPRAY', 'USE 2 SPRAYS EACH NOSTRIL DAILY', 'QTY: 16 G', 'REFILLS LEFT: 3', `FILLED ${us('2027-04-28')}   DR P OKAFOR`],
    ['pharmacy', 'prescription', 'label'], { rx: '0729146-05127', refills: 3 }));

  // Groceries.
  const jewel1 = groceryLines([['BANANAS 2.31 LB', 1.37, 'F'], ['OAT MILK 64OZ', 4.49, 'F'], ['SOURDOUGH LOAF', 5.99, 'F'], ['CAT LITTER 20LB', 12.99, 'T'], ['EGGS LG 12CT', 3.79, 'F'], ['PAPER TOWELS 6PK', 9.49, 'T']]);
  add(photo('errands', at('2027-01-09', 17, 42), 'jewel', 'paper', ['JEWEL-OSCO', '1341 N MILWAUKEE AVE', `01/09/27  5:41 PM  LN 4`, ...jewel1.lines, 'VISA CREDIT  ************3306', 'THANK YOU FOR SHOPPING JEWEL-OSCO'],
    ['receipt', 'grocery', 'jewel-osco'], { store: 'Jewel-Osco', total: jewel1.due }));
  const jewel2 = groceryLines([['CHICKEN THIGHS 2.1LB', 8.38, 'F'], ['RICE JASMINE 5LB', 7.99, 'F'], ['LIMES 4 @ .50', 2.0, 'F'], ['CILANTRO', 0.99, 'F'], ['DISH SOAP', 3.99, 'T']]);
  add(photo('errands', at('2027-05-29', 16, 12), 'jewel', 'paper', ['JEWEL-OSCO', '1341 N MILWAUKEE AVE', `05/29/27  4:11 PM  LN 7`, ...jewel2.lines, 'VISA CREDIT  ************3306', 'THANK YOU FOR SHOPPING JEWEL-OSCO'],
    ['receipt', 'grocery', 'jewel-osco'], { store: 'Jewel-Osco', total: jewel2.due }));
  const mariano = groceryLines([['SALMON FILLET 1.2LB', 14.39, 'F'], ['ASPARAGUS', 3.99, 'F'], ['GREEK YOGURT 32OZ', 5.49, 'F'], ['FLOWERS TULIPS', 9.99, 'T'], ['SPARKLING WATER 8PK', 4.99, 'F']]);
  add(photo('errands', at('2027-04-03', 12, 20), 'marianos', 'paper', ['Welcome to', "MARIANO'S", 'Store 501  (312) 555-0192', ...mariano.lines, `04/03/2027 12:19  TRN 0841`],
    ['receipt', 'grocery', 'marianos'], { store: "Mariano's", total: mariano.due }));
  const deli = [['KIELBASA SMOKED 1.5 LB', 11.25], ['PIEROGI POTATO CHEESE 1 DOZ', 9.0], ['RYE BREAD', 4.5], ['PACZKI x6', 10.5]] as const;
  add(photo('errands', at('2027-02-09', 17, 5), 'deli', 'paper', ['PODHALANKA DELI', 'Polish Foods - Since 1974', `2/9/27`, ...deli.map(([n, p]) => `${n.padEnd(28)}${usd(p).padStart(6)}`), `TOTAL${usd(total(deli)).padStart(29)}`, 'CASH'],
    ['receipt', 'deli', 'polish-food'], { store: 'Podhalanka Deli', total: usd(total(deli)), items: ['kielbasa', 'pierogi', 'rye bread', 'paczki'] }));

  // Work: the open house she staffed in Evanston.
  add(photo('work', at('2027-02-25', 17, 45), 'evanstonHall', 'sign', ['WELCOME', 'Church Street Corridor Study', 'PUBLIC OPEN HOUSE #2', '5:30 - 8:00 PM', 'Presented by Halversen & Partners'],
    ['open-house', 'work', 'sign'], { study: 'Church Street Corridor Study' }));
  add(photo('work', at('2027-02-25', 18, 40), 'evanstonHall', 'indoor', [], ['open-house', 'work', 'boards', 'residents']));

  // Outings in town.
  add(photo('outing', at('2027-06-05', 18, 55), 'ballpark', 'paper', ['WHITE SOX vs TWINS', 'SAT JUN 5 2027  6:10 PM', 'SEC      ROW     SEAT', '157      22      5', 'ADMIT ONE  $42.00', 'GATE 4'],
    ['ticket', 'baseball', 'ballgame'], { section: '157', row: '22', seat: '5' }));
  add(photo('outing', at('2027-06-05', 19, 40), 'ballpark', 'stadium', [], ['ballgame', 'stadium', 'night']));
  add(photo('outing', at('2027-02-19', 20, 5), 'pilsen', 'paper', ['THALIA HALL', 'THE VELVET MARSH', 'w/ Low Ceilings', 'FRI 2/19/27  DOORS 7PM  SHOW 8PM', 'GA STANDING  $28.50 + FEES', 'ORDER 91-448207'],
    ['ticket', 'concert', 'gig'], { band: 'The Velvet Marsh', opener: 'Low Ceilings' }));
  add(photo('outing', at('2027-01-17', 13, 10), 'artInstitute', 'card', ['THE ART INSTITUTE OF CHICAGO', 'Member', 'NORA KOWALSKI + 1', 'Member ID  3310 7852 04', 'Expires 01/2028'],
    ['membership', 'museum', 'card'], { member: '3310 7852 04', until: '2028-01' }));
  add(photo('outing', at('2027-05-22', 10, 40), 'riverDock', 'paper', ['CHICAGO RIVER ARCHITECTURE CRUISE', 'Dock: Michigan Ave Bridge, SE stairs', 'Sat May 22, 2027', 'Departs 11:00 AM  (90 min)', '2 Adults  $95.00', 'Conf # CRA-551034'],
    ['boat-tour', 'ticket', 'architecture'], { time: '11:00 AM', paid: '95.00', conf: 'CRA-551034' }));
  add(photo('outing', at('2027-05-22', 11, 40), 'riverDock', 'city', [], ['boat-tour', 'river', 'skyline']));
  const pizza = [['LG DEEP DISH - SAUSAGE', 32.95], ['CAESAR SALAD', 11.5], ['GOOSE ISLAND IPA x2', 16.0], ['ROOT BEER', 3.5]] as const;
  const pizzaTax = round2(total(pizza) * 0.1175);
  add(photo('outing', at('2027-01-30', 20, 25), 'riverNorth', 'folder', ['Crust & Kettle', 'Chicago-style pizzeria', `Table 12   Guests 4   ${usShort('2027-01-30')} 8:21 PM`, ...pizza.map(([n, p]) => `${n}  ${usd(p)}`), `Subtotal  ${usd(total(pizza))}`, `Tax  ${usd(pizzaTax)}`, `Total  ${usd(total(pizza) + pizzaTax)}`, 'Tip: ______'],
    ['receipt', 'restaurant', 'pizza'], { restaurant: 'Crust & Kettle', total: usd(total(pizza) + pizzaTax) }));
  const brunch = [['CHILAQUILES', 15.0], ['LEMON RICOTTA PANCAKES', 14.0], ['COLD BREW x2', 10.0]] as const;
  const brunchTax = round2(total(brunch) * 0.1075);
  add(photo('outing', at('2027-04-11', 11, 50), 'ukrainianVillage', 'folder', ['THE SUNNY SIDE', 'breakfast - brunch - coffee', `4/11/27  11:46A  Server: Jess`, ...brunch.map(([n, p]) => `${n}  ${usd(p)}`), `Tax  ${usd(brunchTax)}`, `Total  ${usd(total(brunch) + brunchTax)}`],
    ['receipt', 'restaurant', 'brunch'], { restaurant: 'The Sunny Side', total: usd(total(brunch) + brunchTax) }));

  // Milwaukee: a Saturday by train, 6 March (still CST).
  const mke = (extra: string[]) => ['milwaukee-trip', 'day-trip', ...extra];
  add(screenshot('milwaukee', at('2027-03-05', 21, 30), 'central', ['Amtrak', 'eTicket', 'Sat, Mar 6, 2027', 'CHI → MKE  Hiawatha 333', 'Departs 8:25 AM', 'MKE → CHI  Hiawatha 342', 'Departs 6:15 PM', '2 Adults   Total $64.00', 'Reservation number 4B7E2D'],
    mke(['train', 'e-ticket']), { reservation: '4B7E2D', out: '8:25 AM', back: '6:15 PM', paid: '64.00' }));
  add(photo('milwaukee', at('2027-03-06', 10, 5), 'mkeStation', 'city', [], mke(['city', 'station'])));
  add(photo('milwaukee', at('2027-03-06', 13, 20), 'mkeBrewery', 'paper', ['LAKEFRONT HOPWORKS BREWERY', 'GUIDED TOUR 1:30 PM', '03/06/2027', 'TOUR + 4 POURS x2   $50.00', 'Must be 21+ with ID'],
    mke(['brewery', 'tour', 'ticket']), { brewery: 'Lakefront Hopworks Brewery', paid: '50.00' }));
  add(photo('milwaukee', at('2027-03-06', 16, 10), 'mkeLake', 'sea', [], mke(['lake', 'art-museum', 'winter'])));
  add(photo('milwaukee', at('2027-03-06', 17, 20), 'mkeStation', 'folder', ['THE KNOTTY PINE TAVERN', 'Third Ward, Milwaukee', '3/6/27 5:14 PM  Chk 2208', 'CHEESE CURDS  9.00', 'BRATWURST PLATE  14.00', 'SPOTTED COW x2  12.00', 'Tax 5.5%  1.93', 'Total  36.93'],
    mke(['receipt', 'bar', 'dinner']), { bar: 'The Knotty Pine Tavern', total: '36.93' }));

  // New Orleans: Thursday 15 – Monday 19 April.
  const nola = (extra: string[]) => ['new-orleans-trip', 'holiday', ...extra];
  add(screenshot('neworleans', at('2027-04-15', 6, 40), 'central', ['Southwest', 'NORA KOWALSKI', 'MDW  →  MSY', 'Chicago Midway', 'to New Orleans', 'Flight 1893   Thu Apr 15', 'Boarding position', 'A34', 'Departs 7:35 AM  Gate B12'],
    nola(['boarding-pass', 'flight', 'flight-out']), { flight: '1893', position: 'A34' }));
  add(photo('neworleans', at('2027-04-15', 14, 10), 'marigny', 'folder', ['The Marigny Courtyard Inn', 'Guest room 214', 'Checkout: Monday 4/19 by 11 AM', 'WiFi  CourtyardGuest', 'Password  ferns&fountain', 'Front gate code  1806#'],
    nola(['hotel', 'key-card', 'guesthouse']), { inn: 'The Marigny Courtyard Inn', room: '214', password: 'ferns&fountain', gate: '1806#' }));
  add(screenshot('neworleans', at('2027-04-15', 15, 2), 'central', ['Le Pass', 'Jazzy Pass - 3 Day', 'ACTIVE', 'Purchased 4/15/27 3:01 PM', 'Valid until 4/18/27 3:01 PM', '2 passes   $9.00 each'],
    nola(['streetcar', 'transit-pass']), { price: '9.00' }));
  const cafe = [['BEIGNETS (ORDER OF 3) x2', 8.5], ['CAFE AU LAIT x2', 7.0]] as const;
  const cafeTax = round2(total(cafe) * 0.0945);
  add(photo('neworleans', at('2027-04-16', 9, 15), 'frenchQuarter', 'paper', ['CAFE BAYOU BLANC', 'Decatur St  -  Open 24 hrs', `04/16/27 09:12`, ...cafe.map(([n, p]) => `${n.padEnd(26)}${usd(p).padStart(6)}`), `TAX 9.45%${usd(cafeTax).padStart(23)}`, `TOTAL${usd(total(cafe) + cafeTax).padStart(27)}`, 'CASH ONLY - THANK YOU'],
    nola(['receipt', 'cafe', 'breakfast']), { cafe: 'Cafe Bayou Blanc', total: usd(total(cafe) + cafeTax) }));
  add(photo('neworleans', at('2027-04-16', 11, 30), 'gardenDistrict', 'park', [], nola(['oak-trees', 'mansions', 'walk'])));
  add(photo('neworleans', at('2027-04-16', 17, 45), 'riverfront', 'sea', [], nola(['river', 'mississippi', 'sunset'])));
  add(photo('neworleans', at('2027-04-16', 22, 10), 'frenchmen', 'paper', ['THE BLUE HERON ROOM', 'live music nightly', 'FRI 4.16   10PM SET', 'COVER  $15  x2', '1 DRINK MIN PER SET'],
    nola(['music-club', 'cover', 'night']), { club: 'The Blue Heron Room', cover: '15' }));
  add(photo('neworleans', at('2027-04-16', 22, 40), 'frenchmen', 'party', [], nola(['live-music', 'band', 'night'])));
  add(photo('neworleans', at('2027-04-17', 9, 50), 'bayou', 'paper', ['BARATARIA SWAMP TOURS', 'Boat departs 10:00 AM - arrive 9:45', 'SAT 04/17/2027', 'ADULTS (2)  ...  $58.00', 'CONFIRMATION', 'SW-44817'],
    nola(['swamp-tour', 'ticket', 'boat']), { company: 'Barataria Swamp Tours', paid: '58.00', conf: 'SW-44817' }));
  add(photo('neworleans', at('2027-04-17', 10, 40), 'bayou', 'sea', [], nola(['swamp', 'alligator', 'boat'])));
  const oyster = [['CHARGRILLED OYSTERS DOZ', 26.0], ['SEAFOOD GUMBO CUP', 9.0], ['SHRIMP PO-BOY', 17.0], ['ABITA AMBER x2', 13.0], ['BREAD PUDDING', 9.0]] as const;
  const oysterTax = round2(total(oyster) * 0.1);
  add(photo('neworleans', at('2027-04-17', 20, 30), 'frenchQuarter', 'folder', ['Toulouse Street Oyster House', 'est. 1948', `Guest check #5631   4/17/27`, ...oyster.map(([n, p]) => `${n}  ${usd(p)}`), `Tax  ${usd(oysterTax)}`, `Total  ${usd(total(oyster) + oysterTax)}`],
    nola(['receipt', 'restaurant', 'dinner']), { restaurant: 'Toulouse Street Oyster House', total: usd(total(oyster) + oysterTax) }));
  add(photo('neworleans', at('2027-04-18', 12, 15), 'frenchQuarter', 'city', [], nola(['balconies', 'street', 'jackson-square'])));
  add(screenshot('neworleans', at('2027-04-19', 13, 50), 'central', ['Southwest', 'NORA KOWALSKI', 'MSY  →  MDW', 'New Orleans', 'to Chicago Midway', 'Flight 2270   Mon Apr 19', 'Boarding position', 'B12', 'Departs 2:55 PM  Gate B4'],
    nola(['boarding-pass', 'flight', 'flight-home']), { flight: '2270', position: 'B12' }));

  // Denver: the conference, Tuesday 11 – Friday 14 May.
  const den = (extra: string[]) => ['denver-trip', 'conference', ...extra];
  add(screenshot('denver', at('2027-05-11', 7, 5), 'central', ['United', 'ORD → DEN', 'UA 1427', 'Tue, May 11', 'Your seat', '23C', 'Group 4   Gate C18', 'Boards 7:40 AM'],
    den(['boarding-pass', 'flight', 'flight-out']), { flight: 'UA 1427', seat: '23C' }));
  add(photo('denver', at('2027-05-11', 11, 30), 'unionStation', 'paper', ['RTD', 'A Line - Airport Fare', 'DEN Airport > Union Station', 'Valid 3 hrs from 11:02 AM', '05/11/2027', '$10.50'],
    den(['train', 'ticket', 'airport-train']), { fare: '10.50' }));
  add(photo('denver', at('2027-05-11', 15, 20), 'larimer', 'folder', ['THE LARIMER HOTEL', 'Welcome, Ms. Kowalski', 'Room 1612', 'Departure 05/14', 'Wi-Fi: LarimerGuest / summit1612'],
    den(['hotel', 'key-card']), { hotel: 'The Larimer Hotel', room: '1612' }));
  add(photo('denver', at('2027-05-12', 8, 20), 'convention', 'card', ['TRANSITWEST 2027', 'MAY 11-14 - DENVER', 'Nora', 'Kowalski', 'Halversen & Partners', 'SPEAKER - TRACK 3'],
    den(['badge', 'lanyard']), { event: 'TransitWest 2027' }));
  add(photo('denver', at('2027-05-12', 9, 5), 'convention', 'city', [], den(['convention-centre', 'keynote', 'crowd'])));
  add(photo('denver', at('2027-05-13', 13, 50), 'convention', 'sign', ['Mile High Ballroom 2C', '2:15 - 3:30 PM', 'First Mile, Last Mile:', 'Bus Stops People Can Walk To', 'N. Kowalski  -  R. Haddad  -  T. Lin'],
    den(['session', 'talk', 'room-sign']), { room: 'Mile High Ballroom 2C', time: '2:15 PM' }));
  const chop = [['PARTY OF 6 - PRIX FIXE x6', 414.0], ['WINE - BOTTLE x3', 165.0], ['SOFT DRINKS x2', 8.0]] as const;
  const chopTax = round2(total(chop) * 0.0881);
  add(photo('denver', at('2027-05-13', 21, 15), 'larimer', 'folder', ['Sixteenth Street Chophouse', '1600 Wazee St, Denver CO', `05/13/2027  9:08 PM  Tbl 40`, ...chop.map(([n, p]) => `${n}  ${usd(p)}`), `Tax 8.81%  ${usd(chopTax)}`, `Total  ${usd(total(chop) + chopTax)}`, 'Suggested tip 20%'],
    den(['receipt', 'restaurant', 'team-dinner']), { restaurant: 'Sixteenth Street Chophouse', total: usd(total(chop) + chopTax), guests: 6 }));
  add(photo('denver', at('2027-05-14', 11, 40), 'boulder', 'park', [], den(['mountains', 'flatirons', 'hike'])));
  add(photo('denver', at('2027-05-14', 13, 10), 'boulder', 'city', [], den(['pearl-street', 'lunch', 'boulder'])));
  add(screenshot('denver', at('2027-05-14', 17, 45), 'mountain', ['United', 'DEN → ORD', 'UA 2215', 'Fri, May 14', 'Your seat', '8F', 'Group 3   Gate B31', 'Boards 6:20 PM'],
    den(['boarding-pass', 'flight', 'flight-home']), { flight: 'UA 2215', seat: '8F' }));

  // Michigan: a weekend by car, Friday 16 – Sunday 18 July.
  const mi = (extra: string[]) => ['michigan-trip', 'weekend', ...extra];
  add(screenshot('michigan', at('2027-07-14', 20, 10), 'central', ['Airbnb - Trips', 'Dune Grass Cottage', 'Douglas, Michigan', 'Host: Linda', 'Check-in', 'Fri, Jul 16 after 4:00 PM', 'Checkout', 'Sun, Jul 18 by 11:00 AM', 'Door code  0716', 'Confirmation HM4KQ2ZX8T'],
    mi(['cottage', 'rental', 'booking']), { cottage: 'Dune Grass Cottage', code: '0716', conf: 'HM4KQ2ZX8T' }));
  add(photo('michigan', at('2027-07-16', 16, 45), 'pump', 'paper', ['LAKESHORE FUEL & FOOD', 'BLUE STAR HWY', '07/16/27 16:43', 'PUMP 06  UNLEADED', 'GALLONS  11.842', 'PRICE/GAL  $3.689', 'FUEL TOTAL  $43.69'],
    mi(['fuel', 'receipt', 'gas']), { gallons: '11.842', perGallon: '3.689', total: '43.69' }));
  add(photo('michigan', at('2027-07-16', 20, 50), 'ovalBeach', 'beach', [], mi(['beach', 'sunset', 'lake-michigan'])));
  add(photo('michigan', at('2027-07-17', 13, 55), 'dunes', 'paper', ['SAUGATUCK DUNE RIDES', '2:00 PM RIDE', 'JUL 17 2027', '2 ADULT  @ $29.00', 'NO. 0036612'],
    mi(['dune-ride', 'ticket']), { paid: '58.00' }));
  add(photo('michigan', at('2027-07-17', 14, 40), 'dunes', 'park', [], mi(['dunes', 'sand', 'ride'])));
  const dock = [['WHITEFISH SANDWICH', 19.0], ['PERCH BASKET', 24.0], ["BELL'S OBERON x2", 14.0], ['CHERRY PIE A LA MODE', 9.0]] as const;
  const dockTax = round2(total(dock) * 0.06);
  add(photo('michigan', at('2027-07-17', 19, 40), 'cottage', 'folder', ['The Red Dock Grill', 'on the Kalamazoo River', `7/17/27  7:36 PM   Party of 2`, ...dock.map(([n, p]) => `${n}  ${usd(p)}`), `MI Sales Tax 6%  ${usd(dockTax)}`, `Total  ${usd(total(dock) + dockTax)}`],
    mi(['receipt', 'restaurant', 'dinner']), { restaurant: 'The Red Dock Grill', total: usd(total(dock) + dockTax) }));
  add(photo('michigan', at('2027-07-18', 10, 20), 'cottage', 'indoor', [], mi(['cottage', 'porch', 'coffee'])));

  return shots;
}

/** The sixth blind album: written by someone who never tuned the engine, committed before it ran on it. */
export const BLIND6_PLAN: LifePlan = {
  id: 'blind6',
  defaultSeed: 7207,
  home: SPOTS.home,
  summary: 'Jan – Aug 2027, home in Bucktown, Chicago',
  camera: { make: 'Nothing', model: 'A142' },
  // Nothing OS names photos and screenshots by local time, like stock Android.
  photoName: (_n, f) => `IMG_${f.local.slice(0, 10).replace(/-/g, '')}_${f.local.slice(11, 19).replace(/:/g, '')}.jpg`,
  screenshotName: (local) => `Screenshot_${local.slice(0, 10).replace(/-/g, '')}-${local.slice(11, 19).replace(/:/g, '')}.png`,
  shots: blind6Shots,
};
