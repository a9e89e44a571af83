/**
 * The unseen question set, for the album in eval/album/unseen/life.ts: the figures that count,
 * because nobody tuning the engine looks at this album, its questions or their per-question results.
 * Written and committed before the engine first ran on the album, phrased the way someone types into
 * the app rather than with the pictures' words ("climbing", "workout", "garden centre", "chemist",
 * "museum", "coworking", "to-do list" are never printed on the photos they are about). Gold derives
 * from the spec's tags and facts, following eval/questions.ts's conventions (types, keywords, `k`,
 * `goldMatch`). After the first run only genuine gold errors may be fixed, never a question or
 * keyword changed to pass.
 *
 * The album is in Melbourne: summer is December to February, and dates are written day first.
 */
import type { AlbumFile, AlbumSpec } from './album/spec';
import { dateOf } from './album/spec';
import { countKeyword, dateKeyword, goldPickers, type EvalQuestion } from './questions';

/** A Sunday morning in Melbourne (AEST), after the album's last day. */
export const UNSEEN_NOW = '2025-06-15T10:00:00+10:00';

/** Australian answers and receipts write the day first. */
const auDate = (date: string): string => dateKeyword(date, { dayFirst: true });

export function buildUnseenQuestions(spec: AlbumSpec): EvalQuestion[] {
  const { files, names, tagged, one, last, inMonth, fact } = goldPickers(spec, 'unseen gold');
  const list = (f: AlbumFile, key: string): string[] => (f.facts[key] as string[]).map((i) => i.toLowerCase());
  const days = (fs: AlbumFile[]): number => new Set(fs.map(dateOf)).size;

  const qs: Array<Omit<EvalQuestion, 'now' | 'match'> & { now?: string; match?: 'all' | 'any' }> = [];
  const q = (x: (typeof qs)[number]) => qs.push(x);

  // --- Direct: the answer is written on one memory.
  const cowork = one(tagged('coworking'), 'coworking card');
  q({ id: 'cowork-door', question: "What's the door code for the coworking space?", type: 'direct', pensieve: 'none', answer: 'identifier', gold: [cowork.name], keywords: [fact(cowork, 'code')] });
  const concert = one(tagged('ticket', 'concert'), 'concert ticket');
  q({ id: 'concert-seats', question: 'Where were my seats at the concert?', type: 'direct', pensieve: 'none', answer: 'identifier', gold: [concert.name],
    keywords: [`section ${fact(concert, 'section')}|sec ${fact(concert, 'section')}`, `row ${fact(concert, 'row')}`, `seat ${fact(concert, 'seat')}`] });
  const nursery = one(tagged('receipt', 'nursery'), 'nursery receipt');
  q({ id: 'garden-centre-name', question: "What's the garden centre called where I got the lemon tree?", type: 'direct', pensieve: 'none', answer: 'name', gold: [nursery.name], keywords: ['greenhaven'] });
  q({ id: 'garden-centre-total', question: 'How much did I spend at the garden centre?', type: 'direct', pensieve: 'none', answer: 'number', gold: [nursery.name], keywords: [fact(nursery, 'total')] });
  q({ id: 'garden-centre-items', question: 'What did I buy at the garden centre?', type: 'direct', pensieve: 'none', answer: 'list', gold: [nursery.name], keywords: ['lemon', 'potting mix'] });
  const bike = one(tagged('invoice', 'bike'), 'bike invoice');
  q({ id: 'bike-repair-cost', question: 'How much did it cost to get my bike fixed?', type: 'direct', pensieve: 'none', answer: 'number', gold: [bike.name], keywords: [fact(bike, 'total')] });
  const car = one(tagged('car-service'), 'car service invoice');
  q({ id: 'car-service-due', question: 'When is my car next due for a service?', type: 'direct', pensieve: 'none', answer: 'date', gold: [car.name], keywords: [auDate(fact(car, 'due'))] });
  q({ id: 'car-service-cost', question: 'How much was the last service on my car?', type: 'direct', pensieve: 'none', answer: 'number', gold: [car.name], keywords: [fact(car, 'total')] });
  const label = one(tagged('prescription'), 'pharmacy label');
  q({ id: 'chemist-medication', question: 'What medication did I pick up from the chemist?', type: 'direct', pensieve: 'none', answer: 'name', gold: [label.name], keywords: [fact(label, 'drug')] });
  q({ id: 'prescription-repeats', question: 'How many repeats are left on my prescription?', type: 'direct', pensieve: 'none', answer: 'number', gold: [label.name], keywords: [countKeyword(Number(fact(label, 'repeats')))] });
  const loans = files.filter(tagged('library', 'loan'));
  const lastLoan = loans[loans.length - 1]!;
  q({ id: 'library-due', question: 'When do my library books have to go back?', type: 'direct', pensieve: 'none', answer: 'date', gold: [lastLoan.name], keywords: [auDate(fact(lastLoan, 'due'))] });
  const packing = one(tagged('packing-list'), 'packing list');
  q({ id: 'packing-list', question: "What's on my packing list?", type: 'direct', pensieve: 'none', answer: 'list', gold: [packing.name], keywords: list(packing, 'items').slice(0, 3) });
  const todo = last(tagged('to-do'), 'to-do list');
  q({ id: 'todo-list', question: "What's on my to-do list?", type: 'direct', pensieve: 'none', answer: 'list', gold: [todo.name], keywords: list(todo, 'items').slice(0, 3) });

  // --- Contextual: memories of a time, a place or an event.
  const nz = files.filter(tagged('queenstown-trip'));
  const nzNames = nz.map((f) => f.name);
  q({ id: 'nz-photos', question: 'Show me our New Zealand holiday photos', type: 'contextual', pensieve: 'multi', answer: 'none', gold: nzNames, keywords: [], k: nzNames.length });
  q({ id: 'nz-duration', question: 'How long was our trip to New Zealand?', type: 'contextual', pensieve: 'multi', answer: 'duration', gold: nzNames, keywords: ['6 days|5 nights|six days|five nights|6-day'], match: 'any', k: nzNames.length });
  // "Last summer", asked in a Melbourne June, is December to February.
  q({ id: 'holiday-last-summer', goldMatch: 'any', question: 'Where did we go on holiday last summer?', type: 'contextual', pensieve: 'time', answer: 'name', gold: nzNames, keywords: ['queenstown'] });
  const sydney = names(tagged('sydney-trip'));
  q({ id: 'expo-photos', question: 'Show me my photos from the expo in Sydney', type: 'contextual', pensieve: 'multi', answer: 'none', gold: sydney, keywords: [], k: sydney.length });
  q({ id: 'expo-nights', question: 'How many nights was I away for the expo?', type: 'contextual', pensieve: 'multi', answer: 'duration', gold: sydney, keywords: ['3 nights|three nights|4 days|four days'], match: 'any', k: sydney.length });
  const party = names(tagged('dinner-party'));
  q({ id: 'dinner-party-photos', question: 'Show me photos from the dinner party at our place in November', type: 'contextual', pensieve: 'multi', answer: 'none', gold: party, keywords: [], k: party.length });
  const marcus = names(tagged('marcus', '40th'));
  q({ id: 'marcus-40th', question: "Show me pictures from Marcus's 40th", type: 'contextual', pensieve: 'multi', answer: 'none', gold: marcus, keywords: [], k: marcus.length });
  const christmas = names(tagged('christmas'));
  q({ id: 'christmas-photos', question: 'Show me photos from Christmas', type: 'contextual', pensieve: 'time', answer: 'none', gold: christmas, keywords: [], k: christmas.length });
  q({ id: 'christmas-where', goldMatch: 'any', question: 'Where did I spend Christmas?', type: 'contextual', pensieve: 'time', answer: 'name', gold: christmas, keywords: ['geelong'] });
  const weekend = names((f) => dateOf(f) === '2025-03-15' || dateOf(f) === '2025-03-16');
  q({ id: 'last-weekend', question: 'What did I do last weekend?', now: '2025-03-17T09:00:00+11:00', type: 'contextual', pensieve: 'multi', answer: 'list', gold: weekend, keywords: ['marcus|birthday|40th'], match: 'any', k: weekend.length });

  // --- Hybrid: find the context, then read the content.
  const harbourline = one(tagged('sydney-trip', 'hotel'), 'Sydney hotel');
  q({ id: 'sydney-hotel', question: 'Which hotel did I stay at on my work trip to Sydney?', type: 'hybrid', pensieve: 'location', answer: 'name', gold: [harbourline.name], keywords: ['harbourline'] });
  q({ id: 'sydney-hotel-confirmation', question: "What's the confirmation number for my Sydney hotel booking?", type: 'hybrid', pensieve: 'location', answer: 'identifier', gold: [harbourline.name], keywords: [fact(harbourline, 'confirmation')] });
  const lodge = one(tagged('queenstown-trip', 'hotel'), 'Queenstown lodge');
  q({ id: 'queenstown-stay', question: 'Where did we stay in Queenstown?', type: 'hybrid', pensieve: 'location', answer: 'name', gold: [lodge.name], keywords: ['kawarau'] });
  q({ id: 'queenstown-wifi', question: 'What was the wifi password where we stayed in New Zealand?', type: 'hybrid', pensieve: 'location', answer: 'identifier', gold: [lodge.name], keywords: [fact(lodge, 'password')] });
  const teamDinner = one(tagged('sydney-trip', 'restaurant'), 'team dinner');
  q({ id: 'team-dinner-place', question: 'Which restaurant did we go to for the team dinner in Sydney?', type: 'hybrid', pensieve: 'location', answer: 'name', gold: [teamDinner.name], keywords: ['salt'] });
  q({ id: 'team-dinner-cost', question: 'How much was the team dinner at the expo?', type: 'hybrid', pensieve: 'none', answer: 'number', gold: [teamDinner.name], keywords: [fact(teamDinner, 'total')] });
  const trainOut = one(tagged('sydney-trip', 'train-out'), 'train to Sydney');
  q({ id: 'sydney-train-seat', question: 'Which carriage and seat was I in on the train up to Sydney?', type: 'hybrid', pensieve: 'location', answer: 'identifier', gold: [trainOut.name], keywords: [`car ${fact(trainOut, 'car')}`, `seat ${fact(trainOut, 'seat')}`] });
  q({ id: 'sydney-train-platform', question: 'What platform did my Sydney train leave from?', type: 'hybrid', pensieve: 'location', answer: 'identifier', gold: [trainOut.name], keywords: [`platform ${fact(trainOut, 'platform')}`] });
  q({ id: 'fly-to-sydney', question: 'Did I fly to Sydney for the expo?', type: 'hybrid', pensieve: 'location', answer: 'yesno', gold: [trainOut.name], keywords: ['train|xpt|trainlink'], match: 'any' });
  const nzOut = one(tagged('queenstown-trip', 'flight-out'), 'flight to Queenstown');
  q({ id: 'nz-flight-number', question: 'What was our flight number to Queenstown?', type: 'hybrid', pensieve: 'location', answer: 'identifier', gold: [nzOut.name], keywords: [`${fact(nzOut, 'flight')}|${fact(nzOut, 'flight').replace(' ', '')}`] });
  const airport = one(tagged('parking', 'airport'), 'airport parking');
  q({ id: 'airport-parking', question: 'Where did I leave the car at the airport?', type: 'hybrid', pensieve: 'location', answer: 'identifier', gold: [airport.name], keywords: [`zone ${fact(airport, 'zone')}`, `row ${fact(airport, 'row')}`] });
  q({ id: 'drove-to-airport', question: 'Did I drive to the airport when we went to New Zealand?', type: 'hybrid', pensieve: 'location', answer: 'yesno', gold: [airport.name], keywords: ['yes|car park|zone c'], match: 'any' });
  const nzDinners = nz.filter((f) => f.tags.includes('restaurant'));
  q({ id: 'nz-first-dinner', question: 'Where did we eat on our first night in New Zealand?', type: 'hybrid', pensieve: 'both', answer: 'name', gold: [nzDinners[0]!.name], keywords: ['fernhill'] });
  q({ id: 'nz-meals-out', question: 'How many times did we eat out in Queenstown?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: nzDinners.map((f) => f.name), keywords: [countKeyword(nzDinners.length)], k: nzDinners.length });
  const museum = one(tagged('ticket', 'museum'), 'museum ticket');
  q({ id: 'museum-april', question: 'Which museum did I go to in April?', type: 'hybrid', pensieve: 'time', answer: 'name', gold: [museum.name], keywords: ['scienceworks'] });
  q({ id: 'band-february', question: 'What band did I see in February?', type: 'hybrid', pensieve: 'time', answer: 'name', gold: [concert.name], keywords: [fact(concert, 'band').replace(/^The /, '')] });
  const lantern = one(tagged('receipt', 'lucky-lantern'), 'dumpling bill');
  q({ id: 'dumplings-few-weeks-ago', question: 'Where did I have dumplings a few weeks ago?', type: 'hybrid', pensieve: 'time', answer: 'name', gold: [lantern.name], keywords: ['lucky lantern'] });
  const osteria = one(tagged('receipt', 'osteria-arancia'), 'Fitzroy bill');
  q({ id: 'restaurant-around-october', question: 'Which restaurant did I go to around October?', type: 'hybrid', pensieve: 'time', answer: 'name', gold: [osteria.name], keywords: ['arancia'] });
  const carParks = files.filter(tagged('parking', 'car-park'));
  const lastPark = carParks[carParks.length - 1]!;
  q({ id: 'park-last-time', question: 'Where did I park last time?', type: 'hybrid', pensieve: 'none', answer: 'identifier', gold: [lastPark.name], keywords: [`level ${fact(lastPark, 'level')}`, fact(lastPark, 'bay')] });
  const novemberPark = one((f) => carParks.includes(f) && inMonth('2024-11')(f), 'parking in November');
  q({ id: 'parking-november', question: 'How much did I pay for parking in the city in November?', type: 'hybrid', pensieve: 'both', answer: 'number', gold: [novemberPark.name], keywords: [fact(novemberPark, 'paid')] });
  const hardware = one(tagged('receipt', 'hardware'), 'hardware receipt');
  q({ id: 'hardware-march', question: 'What did I get from the hardware store in March?', type: 'hybrid', pensieve: 'time', answer: 'list', gold: [hardware.name], keywords: ['wall plugs', 'drill bit'] });
  const marchLoan = one((f) => loans.includes(f) && inMonth('2025-03')(f), 'library loan in March');
  q({ id: 'library-march', question: 'Which books did I borrow from the library in March?', type: 'hybrid', pensieve: 'time', answer: 'list', gold: [marchLoan.name], keywords: list(marchLoan, 'books').map((b) => b.replace(/^the /, '')) });

  // Repeated look-alike memories: the pool receipt, the bouldering kiosk, the café receipt.
  const swims = files.filter(tagged('pool', 'swim'));
  const climbs = files.filter(tagged('climbing'));
  const workouts = files.filter(tagged('workout'));
  const cafe = files.filter(tagged('receipt', 'little-magpie'));
  const swimsFeb = swims.filter(inMonth('2025-02'));
  q({ id: 'swims-february', question: 'How many times did I go swimming in February?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: swimsFeb.map((f) => f.name), keywords: [countKeyword(days(swimsFeb))], k: swimsFeb.length });
  const swimsMay = swims.filter(inMonth('2025-05'));
  q({ id: 'swims-last-month', question: 'How many swims did I do last month?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: swimsMay.map((f) => f.name), keywords: [countKeyword(days(swimsMay))], k: swimsMay.length });
  const climbsMarch = climbs.filter(inMonth('2025-03'));
  q({ id: 'climbing-march', question: 'How many times did I go climbing in March?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: climbsMarch.map((f) => f.name), keywords: [countKeyword(days(climbsMarch))], k: climbsMarch.length });
  const workoutsMay = workouts.filter(inMonth('2025-05'));
  q({ id: 'workouts-may', question: 'How many workouts did I do in May?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: workoutsMay.map((f) => f.name), keywords: [countKeyword(days(workoutsMay))], k: workoutsMay.length });
  const cafeApril = cafe.filter(inMonth('2025-04'));
  q({ id: 'coffee-april', question: 'How many times did I grab a coffee at Little Magpie in April?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: cafeApril.map((f) => f.name), keywords: [countKeyword(cafeApril.length)], k: cafeApril.length });
  q({ id: 'usual-cafe', goldMatch: 'any', question: 'Which café do I usually get my coffee from?', type: 'hybrid', pensieve: 'multi', answer: 'name', gold: cafe.map((f) => f.name), keywords: ['magpie'] });
  const lastWorkout = workouts[workouts.length - 1]!;
  q({ id: 'workout-last', question: 'When did I last work out?', type: 'hybrid', pensieve: 'none', answer: 'date', gold: [lastWorkout.name], keywords: [auDate(dateOf(lastWorkout))] });
  const firstSwim = swims[0]!;
  q({ id: 'swim-first', question: 'When was the first time I went swimming?', type: 'hybrid', pensieve: 'none', answer: 'date', gold: [firstSwim.name], keywords: [auDate(dateOf(firstSwim))] });
  const lastCafe = cafe[cafe.length - 1]!;
  q({ id: 'coffee-last', question: 'When did I last get a coffee at Little Magpie?', type: 'hybrid', pensieve: 'none', answer: 'date', gold: [lastCafe.name], keywords: [auDate(dateOf(lastCafe))] });
  const lastClimb = climbs[climbs.length - 1]!;
  q({ id: 'climbing-pass-left', question: 'How many visits are left on my climbing pass?', type: 'hybrid', pensieve: 'none', answer: 'number', gold: [lastClimb.name], keywords: [countKeyword(Number(fact(lastClimb, 'left')))] });
  q({ id: 'concert-when', question: 'When was the last concert I went to?', type: 'hybrid', pensieve: 'none', answer: 'date', gold: [concert.name], keywords: [auDate(dateOf(concert))] });

  return qs.map((x) => ({ ...x, now: x.now ?? UNSEEN_NOW, match: x.match ?? 'all' }));
}
