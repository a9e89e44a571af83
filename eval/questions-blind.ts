/**
 * The blind question set, for the album in eval/album/blind/life.ts: the figures that count now that
 * the dev, held-out and unseen albums have all been used for tuning. Album and questions were written
 * by someone who never tuned the engine (nor read its question answering or search code), and
 * committed before the engine first ran on them. They are phrased the way someone types into the
 * app rather than with the pictures' words ("running", "yoga", "petrol", "workout", "farm stall",
 * "whale watching", "antibiotic", "vacuum", "museum" are never printed on the photos they are
 * about). Gold derives from the spec's tags and facts through eval/questions.ts's `goldPickers`,
 * following its conventions (types, keywords, `k`, `goldMatch`). After the first run only genuine
 * gold errors may be fixed, never a question or keyword changed to pass.
 *
 * The album is in Cape Town: winter is June to August, dates are written day first (or year first,
 * "2026/05/12", on till slips), and rands group thousands with a space ("R 1 512.55").
 */
import type { AlbumFile, AlbumSpec } from './album/spec';
import { dateOf } from './album/spec';
import { countKeyword, dateKeyword, goldPickers, type EvalQuestion } from './questions';

/** A Sunday morning in Cape Town, a week after the album's last day. */
export const BLIND_NOW = '2026-11-01T10:00:00+02:00';

/** South African answers write the day first; "2026/05/12" normalises like "2026-05-12". */
const zaDate = (date: string): string => dateKeyword(date, { dayFirst: true });

/** An amount as answers may write it: "1512.55", or grouped "1 512.55" / "1,512.55" (the same tokens). */
export function amountKeyword(amount: string): string {
  const [whole, cents] = amount.split('.') as [string, string];
  const grouped = `${whole.replace(/\B(?=(\d{3})+$)/g, ' ')}.${cents}`;
  return grouped === amount ? amount : `${amount}|${grouped}`;
}

export function buildBlindQuestions(spec: AlbumSpec): EvalQuestion[] {
  const { files, names, tagged, one, last, inMonth, fact } = goldPickers(spec, 'blind gold');
  const list = (f: AlbumFile, key: string): string[] => (f.facts[key] as string[]).map((i) => i.toLowerCase());
  const days = (fs: AlbumFile[]): number => new Set(fs.map(dateOf)).size;

  const qs: Array<Omit<EvalQuestion, 'now' | 'match'> & { now?: string; match?: 'all' | 'any' }> = [];
  const q = (x: (typeof qs)[number]) => qs.push(x);

  // --- Direct: the answer is written on one memory.
  const tokens = files.filter(tagged('electricity', 'token'));
  q({ id: 'electricity-meter', goldMatch: 'any', question: "What's my electricity meter number?", type: 'direct', pensieve: 'none', answer: 'identifier', gold: tokens.map((f) => f.name), keywords: [fact(tokens[0]!, 'meter')] });
  const disc = one(tagged('licence-disc'), 'licence disc receipt');
  q({ id: 'number-plate', question: "What's the number plate on my car?", type: 'direct', pensieve: 'none', answer: 'identifier', gold: [disc.name], keywords: [fact(disc, 'plate')] });
  const warranty = one(tagged('warranty', 'vacuum'), 'vacuum warranty card');
  q({ id: 'vacuum-serial', question: "What's the serial number of my vacuum cleaner?", type: 'direct', pensieve: 'none', answer: 'identifier', gold: [warranty.name], keywords: [fact(warranty, 'serial')] });
  const months = Number(fact(warranty, 'months'));
  q({ id: 'vacuum-warranty-length', question: 'How long is the warranty on my vacuum?', type: 'direct', pensieve: 'none', answer: 'duration', gold: [warranty.name],
    keywords: [`${months} months|${months / 12} years|${months}-month|${months / 12}-year|${['', 'one', 'two', 'three'][months / 12]} years`] });
  const warrantyEnds = Number(fact(warranty, 'purchased').slice(0, 4)) + months / 12;
  q({ id: 'vacuum-under-warranty', question: 'Is my vacuum still under warranty?', type: 'direct', pensieve: 'none', answer: 'yesno', gold: [warranty.name], keywords: [`yes|${warrantyEnds}`], match: 'any' });
  const label = one(tagged('prescription'), 'pharmacy label');
  q({ id: 'antibiotic-name', question: 'Which antibiotic was I prescribed?', type: 'direct', pensieve: 'none', answer: 'name', gold: [label.name], keywords: [fact(label, 'drug')] });
  q({ id: 'prescribing-doctor', question: 'Which doctor prescribed my antibiotics?', type: 'direct', pensieve: 'none', answer: 'name', gold: [label.name], keywords: [fact(label, 'doctor')] });
  const loan = one(tagged('library', 'loan'), 'library issue slip');
  q({ id: 'library-due', question: 'When do my library books have to go back?', type: 'direct', pensieve: 'none', answer: 'date', gold: [loan.name], keywords: [zaDate(fact(loan, 'due'))] });
  const meals = one(tagged('meal-plan'), 'meal plan');
  q({ id: 'meal-plan-wednesday', question: "What's for dinner on Wednesday according to the meal plan?", type: 'direct', pensieve: 'none', answer: 'name', gold: [meals.name], keywords: [fact(meals, 'wednesday')] });
  const gifts = one(tagged('gift-ideas'), 'gift ideas note');
  q({ id: 'gift-ideas', question: "What present ideas did I jot down for my mom's 60th?", type: 'direct', pensieve: 'none', answer: 'list', gold: [gifts.name], keywords: list(gifts, 'items').slice(0, 3) });
  const timetable = one(tagged('timetable'), 'studio timetable');
  const saturday = fact(timetable, 'saturday');
  q({ id: 'studio-saturday-time', question: 'What time is the Saturday class at my yoga studio?', type: 'direct', pensieve: 'none', answer: 'date', gold: [timetable.name],
    keywords: [`${saturday}|${saturday.replace(/^0/, '')}|${Number(saturday.slice(0, 2))}am|${Number(saturday.slice(0, 2))} am`] });
  const bills = files.filter(tagged('bill', 'municipal'));
  const lastBill = bills[bills.length - 1]!;
  q({ id: 'municipal-due', question: 'When was my last rates and water bill due?', type: 'direct', pensieve: 'none', answer: 'date', gold: [lastBill.name], keywords: [zaDate(fact(lastBill, 'due'))] });

  // --- Contextual: memories of a time, a place or an event.
  const mauritius = names(tagged('mauritius-trip'));
  q({ id: 'mauritius-photos', question: 'Show me the photos from our Mauritius holiday', type: 'contextual', pensieve: 'multi', answer: 'none', gold: mauritius, keywords: [], k: mauritius.length });
  q({ id: 'mauritius-duration', question: 'How long were we in Mauritius?', type: 'contextual', pensieve: 'multi', answer: 'duration', gold: mauritius,
    keywords: ['8 days|7 nights|eight days|seven nights|a week|one week|8-day'], match: 'any', k: mauritius.length });
  // "Last winter", asked in a Cape Town November, is June to August.
  q({ id: 'holiday-last-winter', goldMatch: 'any', question: 'Where did we go on holiday last winter?', type: 'contextual', pensieve: 'time', answer: 'name', gold: mauritius, keywords: ['mauritius|grand baie'], match: 'any' });
  const summit = names(tagged('joburg-trip'));
  q({ id: 'summit-photos', question: 'Show me my photos from the summit in Johannesburg', type: 'contextual', pensieve: 'multi', answer: 'none', gold: summit, keywords: [], k: summit.length });
  q({ id: 'summit-nights', question: 'How many nights was I in Joburg for the summit?', type: 'contextual', pensieve: 'multi', answer: 'duration', gold: summit, keywords: ['3 nights|three nights|4 days|four days'], match: 'any', k: summit.length });
  const braai = names(tagged('braai'));
  q({ id: 'braai-photos', question: 'Show me photos from the braai at our place', type: 'contextual', pensieve: 'multi', answer: 'none', gold: braai, keywords: [], k: braai.length });
  const sipho = names(tagged('sipho', '30th'));
  q({ id: 'sipho-30th', question: "Show me pictures from Sipho's 30th", type: 'contextual', pensieve: 'multi', answer: 'none', gold: sipho, keywords: [], k: sipho.length });
  const hermanus = names(tagged('hermanus-trip'));
  q({ id: 'long-weekend-where', goldMatch: 'any', question: 'Where did we go for the long weekend in September?', type: 'contextual', pensieve: 'time', answer: 'name', gold: hermanus, keywords: ['hermanus'] });
  q({ id: 'hermanus-photos', question: 'Show me my photos from Hermanus', type: 'contextual', pensieve: 'location', answer: 'none', gold: hermanus, keywords: [], k: hermanus.length });
  const aprilWeekend = names((f) => dateOf(f) === '2026-04-11' || dateOf(f) === '2026-04-12');
  q({ id: 'last-weekend', question: 'What did I do last weekend?', now: '2026-04-13T09:00:00+02:00', type: 'contextual', pensieve: 'multi', answer: 'list', gold: aprilWeekend,
    keywords: ['stellenbosch|wine|padstal|farm stall|tasting'], match: 'any', k: aprilWeekend.length });
  const festival = one(tagged('ticket', 'festival'), 'festival day pass');
  q({ id: 'festival-march', question: 'Which festival did I go to in March?', type: 'contextual', pensieve: 'time', answer: 'name', gold: [festival.name], keywords: ['cape sound'] });

  // --- Hybrid: find the context, then read the content.
  const jhbHotel = one(tagged('joburg-trip', 'hotel'), 'Johannesburg hotel');
  q({ id: 'summit-hotel', question: 'Which hotel did I stay at for the summit in Johannesburg?', type: 'hybrid', pensieve: 'location', answer: 'name', gold: [jhbHotel.name], keywords: ['jacaranda'] });
  const talk = one(tagged('joburg-trip', 'talk'), 'talk sign');
  q({ id: 'talk-room', question: 'Which room was my talk in at the summit?', type: 'hybrid', pensieve: 'location', answer: 'identifier', gold: [talk.name], keywords: [fact(talk, 'room')] });
  const talkTime = fact(talk, 'time');
  const talkHour = Number(talkTime.slice(0, 2));
  q({ id: 'talk-time', question: 'What time did I give my presentation in Johannesburg?', type: 'hybrid', pensieve: 'location', answer: 'date', gold: [talk.name],
    keywords: [`${talkTime}|${talkHour - 12}pm|${talkHour - 12} pm|${talkHour - 12}:00 pm`] });
  const flightOut = one(tagged('joburg-trip', 'flight-out'), 'flight to Johannesburg');
  q({ id: 'flight-to-joburg', question: 'What was my flight number to Johannesburg?', type: 'hybrid', pensieve: 'location', answer: 'identifier', gold: [flightOut.name],
    keywords: [`${fact(flightOut, 'flight')}|${fact(flightOut, 'flight').replace(' ', '')}`] });
  const train = one(tagged('joburg-trip', 'airport-train'), 'airport train ticket');
  q({ id: 'airport-taxi', question: 'Did I take a taxi from the airport in Johannesburg?', type: 'hybrid', pensieve: 'location', answer: 'yesno', gold: [train.name], keywords: ['train|rail|citylink'], match: 'any' });
  const summitDinner = one(tagged('joburg-trip', 'restaurant'), 'summit dinner');
  q({ id: 'summit-dinner', question: 'Where did we have dinner during the summit?', type: 'hybrid', pensieve: 'location', answer: 'name', gold: [summitDinner.name], keywords: ['ember'] });
  const muHotel = one(tagged('mauritius-trip', 'hotel'), 'Mauritius hotel');
  q({ id: 'mauritius-hotel', question: 'Which hotel did we stay at in Mauritius?', type: 'hybrid', pensieve: 'location', answer: 'name', gold: [muHotel.name], keywords: ['pavillon bleu'] });
  const muWifi = one(tagged('mauritius-trip', 'wifi'), 'Mauritius wifi card');
  q({ id: 'mauritius-wifi', question: "What was the wifi password at our hotel in Mauritius?", type: 'hybrid', pensieve: 'location', answer: 'identifier', gold: [muWifi.name], keywords: [fact(muWifi, 'password')] });
  const catamaran = one(tagged('mauritius-trip', 'catamaran'), 'catamaran ticket');
  q({ id: 'boat-trip-pier', question: 'Which pier did the boat trip leave from in Mauritius?', type: 'hybrid', pensieve: 'location', answer: 'identifier', gold: [catamaran.name], keywords: [`pier ${fact(catamaran, 'pier')}`] });
  const muMeals = files.filter(tagged('mauritius-trip', 'restaurant'));
  q({ id: 'mauritius-meals-out', question: 'How many times did we eat out in Mauritius?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: muMeals.map((f) => f.name), keywords: [countKeyword(muMeals.length)], k: muMeals.length });
  q({ id: 'mauritius-first-dinner', question: 'Where did we eat on our first night in Mauritius?', type: 'hybrid', pensieve: 'both', answer: 'name', gold: [muMeals[0]!.name], keywords: ['recif rouge'] });
  const airportParking = one(tagged('parking', 'airport'), 'airport parking');
  q({ id: 'airport-parking', question: 'Where did I leave the car at the airport?', type: 'hybrid', pensieve: 'location', answer: 'identifier', gold: [airportParking.name], keywords: [fact(airportParking, 'bay')] });
  const boat = one(tagged('hermanus-trip', 'ticket'), 'Hermanus boat ticket');
  q({ id: 'whale-trip-cost', question: 'How much did the whale watching trip cost?', type: 'hybrid', pensieve: 'location', answer: 'number', gold: [boat.name], keywords: [amountKeyword(fact(boat, 'price'))] });
  const wine = one(tagged('wine', 'receipt'), 'wine farm receipt');
  q({ id: 'wine-farm', question: 'Which wine farm did we visit in April?', type: 'hybrid', pensieve: 'time', answer: 'name', gold: [wine.name], keywords: [fact(wine, 'farm')] });
  const padstal = one(tagged('farm-stall'), 'farm stall receipt');
  q({ id: 'farm-stall-items', question: 'What did I buy at the farm stall?', type: 'hybrid', pensieve: 'none', answer: 'list', gold: [padstal.name], keywords: list(padstal, 'items').slice(0, 2) });
  const gallery = one(tagged('ticket', 'gallery'), 'gallery ticket');
  q({ id: 'museum-few-weeks-ago', question: 'Which museum did I go to a few weeks ago?', type: 'hybrid', pensieve: 'time', answer: 'name', gold: [gallery.name], keywords: ['silo house'] });
  const capeDinners = files.filter(tagged('restaurant', 'cape-town'));
  const valentine = one((f) => capeDinners.includes(f) && dateOf(f) === '2026-02-14', "Valentine's dinner");
  q({ id: 'valentines-dinner', question: "Where did I go for dinner on Valentine's Day?", type: 'hybrid', pensieve: 'time', answer: 'name', gold: [valentine.name], keywords: [fact(valentine, 'restaurant')] });
  const october = one((f) => capeDinners.includes(f) && inMonth('2026-10')(f), 'dinner in October');
  q({ id: 'restaurant-month-ago', question: 'Which restaurant did I eat at about a month ago?', type: 'hybrid', pensieve: 'time', answer: 'name', gold: [october.name], keywords: [fact(october, 'restaurant')] });
  const specials = one(tagged('specials'), 'specials board');
  q({ id: 'cafe-specials', question: 'What was on the specials board at the café in May?', type: 'hybrid', pensieve: 'time', answer: 'list', gold: [specials.name], keywords: list(specials, 'items').slice(0, 2).map((i) => i.split(' ')[0]!) });
  const mallParking = files.filter(tagged('parking', 'mall'));
  const lastPark = mallParking[mallParking.length - 1]!;
  q({ id: 'park-last-time', question: 'Where did I park last time I went to the mall?', type: 'hybrid', pensieve: 'none', answer: 'identifier', gold: [lastPark.name],
    keywords: [`level ${fact(lastPark, 'level')}|${fact(lastPark, 'level')}`, `row ${fact(lastPark, 'row')}`] });
  const marchBill = one((f) => bills.includes(f) && inMonth('2026-03')(f), 'municipal bill in March');
  q({ id: 'municipal-march', question: 'How much was the municipal bill in March?', type: 'hybrid', pensieve: 'time', answer: 'number', gold: [marchBill.name], keywords: [amountKeyword(fact(marchBill, 'total'))] });
  const augustToken = one((f) => tokens.includes(f) && inMonth('2026-08')(f), 'electricity token in August');
  q({ id: 'electricity-token-august', question: 'What was the electricity token I bought in August?', type: 'hybrid', pensieve: 'time', answer: 'identifier', gold: [augustToken.name], keywords: [fact(augustToken, 'token')] });
  q({ id: 'electricity-count', question: 'How many times have I bought electricity this year?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: tokens.map((f) => f.name), keywords: [countKeyword(tokens.length)], k: tokens.length });

  // Repeated look-alike memories: the filling station's slip, the 5K results, the studio chalkboard, groceries.
  const fuel = files.filter(tagged('fuel', 'receipt'));
  const fuelJune = fuel.filter(inMonth('2026-06'));
  const juneSpend = fuelJune.reduce((t, f) => t + Math.round(Number(fact(f, 'total')) * 100), 0) / 100;
  q({ id: 'petrol-june', question: 'How much did I spend on petrol in June?', type: 'hybrid', pensieve: 'multi', answer: 'number', gold: fuelJune.map((f) => f.name), keywords: [amountKeyword(juneSpend.toFixed(2))], k: fuelJune.length });
  const lastFuel = last(tagged('fuel', 'receipt'), 'last fill-up');
  q({ id: 'petrol-last', question: 'When did I last fill up the car?', type: 'hybrid', pensieve: 'none', answer: 'date', gold: [lastFuel.name], keywords: [zaDate(dateOf(lastFuel))] });
  q({ id: 'petrol-litres-last', question: 'How many litres of petrol did I put in last time?', type: 'hybrid', pensieve: 'none', answer: 'number', gold: [lastFuel.name], keywords: [fact(lastFuel, 'litres')] });
  const runs = files.filter(tagged('5k', 'result'));
  const runsMay = runs.filter(inMonth('2026-05'));
  q({ id: 'runs-may', question: 'How many times did I go running in May?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: runsMay.map((f) => f.name), keywords: [countKeyword(days(runsMay))], k: runsMay.length });
  // "mm:ss" strings of one width sort like the times they are.
  const best = [...runs].sort((a, b) => fact(a, 'time').localeCompare(fact(b, 'time')))[0]!;
  q({ id: 'run-best-time', question: "What's my fastest 5k time?", type: 'hybrid', pensieve: 'multi', answer: 'duration', gold: [best.name], keywords: [fact(best, 'time')] });
  const lastRun = runs[runs.length - 1]!;
  q({ id: 'run-last', question: 'When did I last go for a run?', type: 'hybrid', pensieve: 'none', answer: 'date', gold: [lastRun.name], keywords: [zaDate(dateOf(lastRun))] });
  const firstRun = runs[0]!;
  q({ id: 'run-first', question: 'When was the first time I did the Saturday 5k?', type: 'hybrid', pensieve: 'none', answer: 'date', gold: [firstRun.name], keywords: [zaDate(dateOf(firstRun))] });
  const classes = files.filter(tagged('studio', 'class'));
  const classesApril = classes.filter(inMonth('2026-04'));
  q({ id: 'yoga-april', question: 'How many yoga classes did I go to in April?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: classesApril.map((f) => f.name), keywords: [countKeyword(days(classesApril))], k: classesApril.length });
  const lastClass = classes[classes.length - 1]!;
  q({ id: 'yoga-last-teacher', question: 'Who taught my last yoga class?', type: 'hybrid', pensieve: 'none', answer: 'name', gold: [lastClass.name], keywords: [fact(lastClass, 'teacher')] });
  const workoutsAugust = files.filter((f) => f.tags.includes('workout') && inMonth('2026-08')(f));
  q({ id: 'workouts-august', question: 'How many workouts did I do in August?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: workoutsAugust.map((f) => f.name), keywords: [countKeyword(days(workoutsAugust))], k: workoutsAugust.length });
  const lastShop = last(tagged('receipt', 'groceries'), 'last grocery shop');
  q({ id: 'groceries-last', question: 'How much did I spend on groceries last time?', type: 'hybrid', pensieve: 'none', answer: 'number', gold: [lastShop.name], keywords: [amountKeyword(fact(lastShop, 'total'))] });

  return qs.map((x) => ({ ...x, now: x.now ?? BLIND_NOW, match: x.match ?? 'all' }));
}
