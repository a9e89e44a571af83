/**
 * The twelfth blind question set, for the album in eval/album/blind12/ (Tucson): written by someone
 * who never tuned the engine nor read it, and committed before the engine first ran on the album.
 * Phrased the way June (who types most of them) would ask the app about her and Walt's life, in her
 * own words rather than the printed ones about half of the time ("the heart doctor" for a cardiology
 * practice, "cholesterol pills" for atorvastatin, "painting class" for watercolor, "the dress-up
 * dinner" for elegant night, "the RV people") and with vague times ("in February", "last time", "the
 * Saturday the grandkids were here", "in the spring", "at the end"). Gold derives from the spec's tags
 * and facts (eval/questions.ts's conventions); keywords accept any correct phrasing (amounts with or
 * without the thousands comma, dates month first or written out). After the first run only genuine
 * gold errors may be fixed, never a question or a keyword changed to pass.
 *
 * Asked on a Sunday morning in early July 2030, in Tucson (-07:00).
 */
import type { AlbumFile, AlbumSpec } from './album/spec';
import { dateOf } from './album/spec';
import { countKeyword, dateKeyword, goldPickers, type EvalQuestion } from './questions';

/** A Sunday morning in Tucson, after the album's last day. */
export const BLIND12_NOW = '2030-07-07T10:00:00-07:00';

/** The US prints dates month first ("03/14/2030"). */
const date = (d: string): string => dateKeyword(d);
/** Dollars as answers may write them: "1,486.50", "1486.50", "1486.5"; whole sums bare or with cents. */
const dollars = (n: number): string => {
  const cents = Math.round(n * 100);
  const fixed = (cents / 100).toFixed(2);
  const forms = [Number(fixed).toLocaleString('en-US', { minimumFractionDigits: 2 }), fixed];
  if (cents % 100 === 0) forms.push((cents / 100).toLocaleString('en-US'), String(cents / 100));
  else if (fixed.endsWith('0')) forms.push(fixed.slice(0, -1));
  return [...new Set(forms)].join('|');
};
const num = (v: string | number | string[]): number => Number(String(v).replace(/,/g, ''));

export function buildBlind12Questions(spec: AlbumSpec): EvalQuestion[] {
  const { files, names, tagged, one, fact, inMonth } = goldPickers(spec, 'blind12 gold');

  const qs: Array<Omit<EvalQuestion, 'now' | 'match'> & { now?: string; match?: 'all' | 'any' }> = [];
  const q = (x: (typeof qs)[number]) => qs.push(x);
  const total = (fs: AlbumFile[]): number => fs.reduce((t, f) => t + num(f.facts.total!), 0);

  // --- Walt's golf.
  const cards = files.filter(tagged('golf', 'scorecard'));
  const febCards = cards.filter(inMonth('2030-02'));
  q({ id: 'golf-feb-count', question: 'How many times did Walt play golf in February?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: febCards.map((f) => f.name), keywords: [countKeyword(febCards.length)], k: febCards.length });
  const best = Math.min(...cards.map((f) => Number(f.facts.score)));
  q({ id: 'golf-best', question: "What was Walt's best score at Randolph this year?", type: 'hybrid', pensieve: 'multi', answer: 'number', gold: cards.map((f) => f.name), keywords: [String(best)], k: cards.length });
  const lastCard = cards[cards.length - 1]!;
  q({ id: 'golf-last', question: 'When did Walt last play golf?', type: 'hybrid', pensieve: 'none', answer: 'date', gold: [lastCard.name], keywords: [date(dateOf(lastCard))] });
  const teeTimes = files.filter(tagged('golf', 'tee-time'));
  const marchTee = teeTimes.find((f) => String(f.facts.date).startsWith('2030-03'))!;
  q({ id: 'tee-time-march', question: "What time was Walt's tee time at the end of March?", type: 'direct', pensieve: 'time', answer: 'date', gold: [marchTee.name], keywords: ['8:16|8 16'] });

  // --- June's watercolor class.
  const registration = one(tagged('class', 'registration'), 'class registration');
  const boards = files.filter(tagged('class', 'whiteboard'));
  q({ id: 'class-teacher', goldMatch: 'any', question: 'Who teaches my painting class?', type: 'direct', pensieve: 'none', answer: 'name', gold: [registration.name], keywords: ['delgado'] });
  q({ id: 'class-fee', question: 'How much did I pay for the watercolor class?', type: 'direct', pensieve: 'none', answer: 'number', gold: [registration.name], keywords: [dollars(96)] });
  const week3 = boards.find((f) => f.facts.week === 3)!;
  q({ id: 'class-week3', question: 'What did we paint in the third week of watercolor?', type: 'direct', pensieve: 'none', answer: 'name', gold: [week3.name], keywords: ['wet on wet|wet-on-wet', 'sky|skies'] });

  // --- The church bake sale.
  const flyer = one(tagged('bake-sale', 'flyer'), 'bake sale flyer');
  const signup = one(tagged('bake-sale', 'sign-up'), 'sign-up sheet');
  const bulletin = one(tagged('bake-sale', 'bulletin'), 'bulletin');
  const prices = one(tagged('bake-sale', 'prices'), 'price sign');
  const recipe = one(tagged('recipe', 'lemon-bars'), 'lemon bar recipe');
  q({ id: 'bake-sale-date', goldMatch: 'any', question: 'When was the church bake sale?', type: 'direct', pensieve: 'none', answer: 'date', gold: [flyer.name, prices.name], keywords: [date(String(fact(flyer, 'date')))] });
  q({ id: 'bake-signup', question: 'What did I sign up to bring to the bake sale?', type: 'direct', pensieve: 'none', answer: 'name', gold: [signup.name], keywords: ['lemon bars|lemon bar'] });
  q({ id: 'bake-raised', question: 'How much money did the bake sale bring in?', type: 'direct', pensieve: 'none', answer: 'number', gold: [bulletin.name], keywords: [dollars(num(fact(bulletin, 'raised')))] });
  q({ id: 'lemon-juice', question: "How much lemon juice goes in Grandma Rose's lemon bars?", type: 'direct', pensieve: 'none', answer: 'number', gold: [recipe.name], keywords: ['1/2 cup|half a cup|half cup|½ cup|0.5 cup'] });

  // --- Health.
  const summary = one(tagged('cardiologist', 'visit-summary'), 'after-visit summary');
  q({ id: 'walt-bp', question: "What was Walt's blood pressure at the heart doctor in April?", type: 'hybrid', pensieve: 'time', answer: 'number', gold: [summary.name], keywords: ['128/76|128 76|128 over 76'] });
  const labels = files.filter(tagged('pharmacy', 'label'));
  const metoprolol = labels.find((f) => String(f.facts.drug).startsWith('metoprolol'))!;
  q({ id: 'walt-new-med', goldMatch: 'any', question: 'What new medicine did the cardiologist put Walt on?', type: 'direct', pensieve: 'none', answer: 'name', gold: [summary.name, metoprolol.name], keywords: ['metoprolol'] });
  const statins = labels.filter((f) => String(f.facts.drug).startsWith('atorvastatin'));
  const lastStatin = statins[statins.length - 1]!;
  q({ id: 'statin-refills', question: "How many refills are left on Walt's cholesterol pills?", type: 'hybrid', pensieve: 'none', answer: 'count', gold: [lastStatin.name], keywords: [`${countKeyword(0)}|\\bno refills\\b|\\bnone\\b`] });
  q({ id: 'statin-rx', goldMatch: 'any', question: "What's the prescription number for Walt's atorvastatin?", type: 'direct', pensieve: 'none', answer: 'identifier', gold: statins.map((f) => f.name), keywords: [String(fact(lastStatin, 'rx'))] });
  const thyroid = one((f) => f.tags.includes('label') && String(f.facts.drug).startsWith('levothyroxine'), 'thyroid label');
  q({ id: 'thyroid-dose', question: "What's the dose of my thyroid pill?", type: 'direct', pensieve: 'none', answer: 'number', gold: [thyroid.name], keywords: ['50 mcg|50mcg|50 micrograms'] });
  q({ id: 'pharmacy-count', question: 'How many prescriptions have we picked up at Sonoran Pharmacy since September?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: labels.map((f) => f.name), keywords: [countKeyword(labels.length)], k: labels.length });
  q({ id: 'thyroid-doctor', question: 'Which doctor prescribes my thyroid medicine?', type: 'direct', pensieve: 'none', answer: 'name', gold: [thyroid.name], keywords: ['okafor'] });
  const derm = one(tagged('dermatologist', 'reminder'), 'dermatology reminder');
  q({ id: 'derm-time', question: 'What time was my skin doctor appointment in December?', type: 'direct', pensieve: 'time', answer: 'date', gold: [derm.name], keywords: ['2:15|2 15'] });
  const biopsy = one(tagged('dermatologist', 'biopsy'), 'biopsy letter');
  q({ id: 'biopsy-ok', question: 'Was the spot they took off my arm anything to worry about?', type: 'hybrid', pensieve: 'none', answer: 'yesno', gold: [biopsy.name], keywords: ['benign|no|not|keratosis'], match: 'any' });
  const labs = one(tagged('lab-results'), 'lab results');
  q({ id: 'vitamin-d', question: 'Was my vitamin D low on my last blood work?', type: 'direct', pensieve: 'none', answer: 'yesno', gold: [labs.name], keywords: ['yes|low', '24'], match: 'any' });

  // --- The car.
  const emissions = one(tagged('car', 'emissions'), 'emissions test');
  const invoices = files.filter(tagged('car', 'invoice'));
  const registrationCar = one(tagged('car', 'registration'), 'car registration');
  q({ id: 'car-plate', goldMatch: 'any', question: "What's our license plate number?", type: 'direct', pensieve: 'none', answer: 'identifier', gold: [emissions.name, registrationCar.name, ...invoices.map((f) => f.name)], keywords: ['crz4817|crz 4817|crz-4817'] });
  const brakes = one(tagged('car', 'brakes'), 'brake invoice');
  q({ id: 'brakes-cost', question: 'How much did the brake job cost?', type: 'direct', pensieve: 'none', answer: 'number', gold: [brakes.name], keywords: [dollars(num(fact(brakes, 'total')))] });
  const oil = one(tagged('car', 'oil-change'), 'oil change');
  q({ id: 'next-oil', question: 'At what mileage is the car due for its next service?', type: 'direct', pensieve: 'none', answer: 'number', gold: [oil.name], keywords: ['53,215|53215'] });
  q({ id: 'emissions-pass', question: 'Did the car pass the emissions test?', type: 'direct', pensieve: 'none', answer: 'yesno', gold: [emissions.name], keywords: ['yes|pass|passed'], match: 'any' });
  q({ id: 'garage-total', question: 'How much have we spent at Reid Park Auto Care altogether?', type: 'hybrid', pensieve: 'multi', answer: 'number', gold: invoices.map((f) => f.name), keywords: [dollars(total(invoices))], k: invoices.length });

  // --- Bills and money.
  const electric = files.filter(tagged('electric', 'bill'));
  const sept = electric.find(inMonth('2029-09'))!;
  const feb = electric.find(inMonth('2030-02'))!;
  const june = electric.find(inMonth('2030-06'))!;
  q({ id: 'electric-sept', question: 'How much was the electric bill in September?', type: 'hybrid', pensieve: 'time', answer: 'number', gold: [sept.name], keywords: [dollars(num(fact(sept, 'amount')))] });
  q({ id: 'electric-june-vs-feb', question: 'How much more was the June electric bill than the one in February?', type: 'hybrid', pensieve: 'multi', answer: 'number', gold: [feb.name, june.name], keywords: [dollars(num(fact(june, 'amount')) - num(fact(feb, 'amount')))] });
  const gas = one(tagged('gas', 'bill'), 'gas bill');
  q({ id: 'gas-account', question: "What's our Southwest Gas account number?", type: 'direct', pensieve: 'none', answer: 'identifier', gold: [gas.name], keywords: ['2804-119-4420|2804 119 4420|28041194420'] });
  const propertyTax = one(tagged('property-tax'), 'property tax');
  q({ id: 'property-tax', question: 'How much are our property taxes for the whole year?', type: 'direct', pensieve: 'none', answer: 'number', gold: [propertyTax.name], keywords: [dollars(num(fact(propertyTax, 'year')))] });
  const gift = one(tagged('bank', 'birthday'), 'birthday transfer');
  q({ id: 'lily-gift', question: "How much did we send Karen for Lily's birthday?", type: 'direct', pensieve: 'none', answer: 'number', gold: [gift.name], keywords: [dollars(150)] });
  const pool = one(tagged('hoa', 'pool'), 'pool notice');
  q({ id: 'pool-reopens', question: 'When does the pool open again?', type: 'direct', pensieve: 'none', answer: 'date', gold: [pool.name], keywords: [date(String(fact(pool, 'reopens')))] });

  // --- Karen and the grandkids in March.
  const message = one(tagged('family-visit', 'message'), "Karen's message");
  const calendar = one(tagged('family-visit', 'calendar'), 'March calendar');
  q({ id: 'karen-lands', question: "What time did Karen's flight get in?", type: 'direct', pensieve: 'none', answer: 'date', gold: [message.name], keywords: ['3:45|3 45'] });
  q({ id: 'grandkids-stay', goldMatch: 'any', question: 'How many nights did Karen and the kids stay with us?', type: 'contextual', pensieve: 'multi', answer: 'duration', gold: [message.name, calendar.name], keywords: ['5 nights|five nights|6 days|six days'], match: 'any' });
  const museumTicket = one(tagged('family-visit', 'museum', 'ticket'), 'desert museum ticket');
  q({ id: 'grandkids-saturday', goldMatch: 'any', question: 'Where did we take the grandkids on the Saturday they were here?', type: 'contextual', pensieve: 'time', answer: 'name', gold: [museumTicket.name, calendar.name, ...names(tagged('family-visit', 'museum'))], keywords: ['desert museum|sonora desert|arizona sonora'] });
  const cabin = one(tagged('family-visit', 'mount-lemmon', 'receipt'), 'cookie cabin');
  q({ id: 'lemmon-what', question: 'What did we get at the cookie place up on Mount Lemmon?', type: 'hybrid', pensieve: 'location', answer: 'list', gold: [cabin.name], keywords: ['cookie|cookies', 'cocoa', 'chili'] });
  const marchShop = files.filter((f) => f.tags.includes('grocery') && f.local.startsWith('2030-03'));
  q({ id: 'frys-before-kids', question: "What did I buy at Fry's for the grandkids coming?", type: 'hybrid', pensieve: 'time', answer: 'list', gold: marchShop.map((f) => f.name), keywords: ['juice', 'mac cheese|mac and cheese|macaroni', 'strawberries|strawberry', 'goldfish'] });
  const sabino = names(tagged('sabino-canyon'));
  q({ id: 'sabino-photos', question: 'Show me the pictures from Sabino Canyon', type: 'contextual', pensieve: 'location', answer: 'none', gold: sabino, keywords: [], k: sabino.length });

  // --- The cruise.
  const cruise = files.filter(tagged('baja-cruise'));
  const booking = one(tagged('baja-cruise', 'booking'), 'cruise booking');
  const shipCard = one(tagged('baja-cruise', 'ship-card'), 'ship card');
  q({ id: 'cruise-cabin', goldMatch: 'any', question: 'What was our cabin number on the cruise?', type: 'direct', pensieve: 'none', answer: 'identifier', gold: [booking.name, shipCard.name], keywords: ['7241'] });
  q({ id: 'cruise-cost', question: 'How much did the cruise cost us?', type: 'direct', pensieve: 'none', answer: 'number', gold: [booking.name], keywords: [dollars(num(fact(booking, 'total')))] });
  const hussong = one(tagged('baja-cruise', 'restaurant'), 'Ensenada lunch');
  q({ id: 'ensenada-lunch', question: 'Where did we have lunch in Ensenada?', type: 'hybrid', pensieve: 'location', answer: 'name', gold: [hussong.name], keywords: ['hussong'] });
  const parking = one(tagged('baja-cruise', 'parking'), 'cruise parking');
  q({ id: 'cruise-parking', question: 'Where did we leave the car while we were on the cruise?', type: 'hybrid', pensieve: 'none', answer: 'identifier', gold: [parking.name], keywords: ['112'] });
  const folio = one(tagged('baja-cruise', 'folio'), 'onboard account');
  q({ id: 'onboard-bill', question: 'How much was our bill on the ship at the end?', type: 'hybrid', pensieve: 'none', answer: 'number', gold: [folio.name], keywords: [dollars(num(fact(folio, 'total')))] });
  const sailing = cruise.filter((f) => dateOf(f) >= '2029-11-12');
  q({ id: 'cruise-nights', question: 'How long was our cruise?', type: 'contextual', pensieve: 'multi', answer: 'duration', gold: sailing.map((f) => f.name), keywords: ['4 nights|four nights|5 days|five days|4-night|4 night'], match: 'any', k: sailing.length });
  const program = one(tagged('baja-cruise', 'program'), 'sea day program');
  q({ id: 'dress-up-night', question: 'Which night was the dress-up dinner on the cruise?', type: 'hybrid', pensieve: 'none', answer: 'date', gold: [program.name], keywords: [`thu|thursday|${date('2029-11-15')}`], match: 'any' });
  const hotel = one(tagged('baja-cruise', 'hotel'), 'San Pedro hotel');
  q({ id: 'hotel-before-cruise', question: 'What was the hotel we stayed in the night before the cruise?', type: 'contextual', pensieve: 'time', answer: 'name', gold: [hotel.name], keywords: ['harbor view'] });

  // --- The RV trip through Utah.
  const rv = files.filter((f) => f.tags.includes('rv-trip') && dateOf(f) >= '2030-05-05');
  const rental = one(tagged('rv-trip', 'return'), 'RV return');
  q({ id: 'rv-miles', question: 'How many miles did we put on the RV?', type: 'direct', pensieve: 'none', answer: 'number', gold: [rental.name], keywords: ['1,869|1869'] });
  const zionBooking = one(tagged('rv-trip', 'booking', 'zion'), 'Zion booking');
  q({ id: 'zion-campground', question: 'Which campground were we in at Zion?', type: 'hybrid', pensieve: 'location', answer: 'name', gold: [zionBooking.name], keywords: ['watchman'] });
  q({ id: 'zion-site', question: 'What was our site number at Zion?', type: 'hybrid', pensieve: 'location', answer: 'identifier', gold: [zionBooking.name], keywords: ['b22|b 22'] });
  const timed = one(tagged('rv-trip', 'timed-entry'), 'Arches timed entry');
  q({ id: 'arches-entry', question: 'What time was our entry slot for Arches?', type: 'direct', pensieve: 'none', answer: 'date', gold: [timed.name], keywords: ['7:00|7 am|7am|7 00'] });
  const moabPark = one(tagged('rv-trip', 'campground', 'moab'), 'Moab RV park');
  q({ id: 'moab-nights', question: 'How many nights did we spend in Moab?', type: 'hybrid', pensieve: 'location', answer: 'duration', gold: [moabPark.name], keywords: ['4 nights|four nights|4-night|4 night'] });
  const pie = one(tagged('rv-trip', 'pie'), 'pie receipt');
  q({ id: 'pie-place', question: 'Where did we buy those pies at Capitol Reef?', type: 'hybrid', pensieve: 'location', answer: 'name', gold: [pie.name], keywords: ['gifford'] });
  const campgrounds = files.filter((f) => f.tags.includes('rv-trip') && f.tags.includes('campground'));
  q({ id: 'campground-count', question: 'How many different campgrounds did we stay at on the RV trip?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: campgrounds.map((f) => f.name), keywords: [countKeyword(campgrounds.length)], k: campgrounds.length });
  q({ id: 'rv-length', question: 'How long was our RV trip?', type: 'contextual', pensieve: 'multi', answer: 'duration', gold: rv.map((f) => f.name), keywords: ['13 nights|thirteen nights|14 days|fourteen days|two weeks|2 weeks'], match: 'any', k: rv.length });
  const may10 = files.filter((f) => dateOf(f) === '2030-05-10');
  q({ id: 'where-may-10', goldMatch: 'any', question: 'Where were we on May 10?', type: 'contextual', pensieve: 'time', answer: 'name', gold: may10.map((f) => f.name), keywords: ['bryce|panguitch'] });
  const hoodoos = names(tagged('rv-trip', 'hoodoos'));
  q({ id: 'bryce-photos', question: 'Show me the hoodoo pictures from Bryce Canyon', type: 'contextual', pensieve: 'location', answer: 'none', gold: hoodoos, keywords: [], k: hoodoos.length });
  const steak = one(tagged('rv-trip', 'restaurant', 'moab'), 'Moab dinner');
  q({ id: 'moab-dinner', question: 'What did we order at the steakhouse in Moab?', type: 'hybrid', pensieve: 'location', answer: 'list', gold: [steak.name], keywords: ['ribeye|rib eye', 'salmon'] });
  const grill = one(tagged('rv-trip', 'restaurant', 'zion'), 'Springdale dinner');
  q({ id: 'springdale-dinner', question: 'How much was dinner in Springdale on the Wednesday night?', type: 'hybrid', pensieve: 'both', answer: 'number', gold: [grill.name], keywords: [dollars(num(fact(grill, 'total')))] });
  q({ id: 'grand-canyon', goldMatch: 'any', question: 'Did we stop at the Grand Canyon on the RV trip?', type: 'contextual', pensieve: 'none', answer: 'yesno', gold: rv.map((f) => f.name), keywords: ['no'] });

  return qs.map((x) => ({ ...x, now: x.now ?? BLIND12_NOW, match: x.match ?? 'all' }));
}
