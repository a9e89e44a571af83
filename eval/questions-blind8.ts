/**
 * The eighth blind question set, for the album in eval/album/blind8/life.ts: written by a helper who
 * never tuned the engine and read none of its code, and committed before the engine first ran on it.
 * The whole mix of what people ask of their own photos — which business or place, lists, counts of
 * a weekly activity, amounts, dates and times, durations, codes, yes/no and show-me — in their own
 * words, with categories rather than the printed words ("curling", "sailing", "the plumber", "the
 * kitchen sink", "skiing" are not on the documents they are about) and vague times ("last month",
 * "in March", "the weekend before the Rockies trip", "the first time"). Gold derives from the spec's
 * tags and facts (eval/questions.ts's conventions); keywords accept any correct phrasing. After the
 * first run only genuine gold errors may be fixed, never a question or keyword changed to pass.
 *
 * Asked in Vancouver on Saturday morning, 4 November 2028 (still on daylight time until the 5th).
 */
import type { AlbumFile, AlbumSpec } from './album/spec';
import { dateOf } from './album/spec';
import { countKeyword, dateKeyword, goldPickers, type EvalQuestion } from './questions';

export const BLIND8_NOW = '2028-11-04T10:00:00-07:00';

/** Canadian documents print dates every way: "Mar 6, 2028", "2028-03-06", "2028/03/06", "06/03/2028". */
const date = (d: string): string => {
  const [y, m, day] = d.split('-');
  return `${dateKeyword(d)}|${dateKeyword(d, { dayFirst: true })}|${y}/${m}/${day}`;
};
/** "$389.45" written with or without the cents' zero or a thousands comma. */
const amount = (v: string): string => {
  const n = Number(v);
  const plain = n.toFixed(2);
  const comma = n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return [...new Set([plain, comma])].join('|');
};
const minutes = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

export function buildBlind8Questions(spec: AlbumSpec): EvalQuestion[] {
  const { files, names, tagged, one, last, fact } = goldPickers(spec, 'blind8 gold');
  const qs: Array<Omit<EvalQuestion, 'now' | 'match'> & { now?: string; match?: 'all' | 'any' }> = [];
  const q = (x: (typeof qs)[number]) => qs.push(x);
  const inMonth = (ym: string) => (f: AlbumFile) => dateOf(f).startsWith(ym);

  // --- The house, the car, the dog, paperwork.
  const plumber = one(tagged('plumber'), 'plumber invoice');
  q({ id: 'plumber-who', question: 'Who was the plumber that fixed the leak under the kitchen sink?', type: 'direct', pensieve: 'none', answer: 'name', gold: [plumber.name], keywords: ['tideline'] });
  q({ id: 'plumber-cost', question: 'How much did the plumber charge me in March?', type: 'hybrid', pensieve: 'time', answer: 'number', gold: [plumber.name], keywords: [amount(fact(plumber, 'total'))] });
  const insurance = one(tagged('insurance'), 'insurance certificate');
  q({ id: 'car-plate', question: "What's my licence plate number?", type: 'direct', pensieve: 'none', answer: 'identifier', gold: [insurance.name], keywords: [`${fact(insurance, 'plate')}|${fact(insurance, 'plate').replace(' ', '')}`] });
  q({ id: 'insurance-expiry', question: 'When does my car insurance expire?', type: 'direct', pensieve: 'none', answer: 'date', gold: [insurance.name], keywords: [date(fact(insurance, 'expiry'))] });
  const garage = files.filter(tagged('garage', 'work-order'));
  const tireSwap = one(tagged('tire-swap'), 'tire swap');
  q({ id: 'garage-tires', question: 'Which garage did I take the car to for the tire change in the spring?', type: 'hybrid', pensieve: 'time', answer: 'name', gold: [tireSwap.name], keywords: ['fraser st|fraser street'] });
  q({ id: 'garage-visits', question: 'How many times did the car go in to the garage this year?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: garage.map((f) => f.name), keywords: [countKeyword(garage.length)], k: garage.length });
  const oil = one(tagged('oil-change'), 'oil change');
  q({ id: 'oil-change-km', question: 'How many kilometres were on the car at the last oil change?', type: 'direct', pensieve: 'none', answer: 'number', gold: [oil.name], keywords: ['55,902|55902|55 902'] });
  const fills = files.filter(tagged('fuel', 'car'));
  const july = fills.filter(inMonth('2028-07'));
  const julyTotal = july.reduce((t, f) => t + Number(f.facts.total), 0).toFixed(2);
  q({ id: 'gas-july', question: 'How much did I spend on gas in July?', type: 'hybrid', pensieve: 'multi', answer: 'number', gold: july.map((f) => f.name), keywords: [amount(julyTotal)], k: july.length });
  const vet = one(tagged('vet'), 'vet invoice');
  q({ id: 'vet-vaccines', question: 'Which shots did Juniper get at the vet?', type: 'direct', pensieve: 'none', answer: 'list', gold: [vet.name], keywords: ['rabies', 'da2pp', 'bordetella'] });
  const dentist = one(tagged('dentist'), 'dentist card');
  q({ id: 'dentist-next', question: "When's my next dentist appointment?", type: 'direct', pensieve: 'none', answer: 'date', gold: [dentist.name], keywords: [date(fact(dentist, 'date')), '3:40'] });
  const rx = one(tagged('prescription'), 'pharmacy label');
  q({ id: 'rx-number', question: "What's the prescription number for my allergy pills?", type: 'direct', pensieve: 'none', answer: 'identifier', gold: [rx.name], keywords: [fact(rx, 'rx')] });
  q({ id: 'rx-refills', question: 'Do I have any refills left on my allergy prescription?', type: 'direct', pensieve: 'none', answer: 'yesno', gold: [rx.name], keywords: ['yes|2 refills|refills 2|two refills'], match: 'any' });
  const library = one(tagged('library'), 'library slip');
  q({ id: 'library-due', question: 'When are my library books due back?', type: 'direct', pensieve: 'none', answer: 'date', gold: [library.name], keywords: [date(fact(library, 'due'))] });
  q({ id: 'library-books', question: 'Which books did I borrow from the library last month?', type: 'hybrid', pensieve: 'time', answer: 'list', gold: [library.name], keywords: ['tidewater atlas', 'lichens', 'quiet cartographer'] });
  const cleaners = one(tagged('dry-cleaning'), 'dry cleaning ticket');
  q({ id: 'dry-cleaning-ticket', question: "What's the number on my dry cleaning ticket?", type: 'direct', pensieve: 'none', answer: 'identifier', gold: [cleaners.name], keywords: [fact(cleaners, 'ticket')] });
  const hydro = files.filter(tagged('hydro', 'bill'));
  const lastHydro = hydro[hydro.length - 1]!;
  q({ id: 'hydro-last', question: 'How much was my last electricity bill?', type: 'direct', pensieve: 'none', answer: 'number', gold: [lastHydro.name], keywords: [amount(fact(lastHydro, 'amount'))] });
  q({ id: 'hydro-account', goldMatch: 'any', question: "What's my BC Hydro account number?", type: 'direct', pensieve: 'none', answer: 'identifier', gold: hydro.map((f) => f.name), keywords: ['4417 2093 118|44172093118'] });
  const compass = last(tagged('compass'), 'compass load');
  q({ id: 'compass-last', question: 'How much did I put on my transit card the last time?', type: 'direct', pensieve: 'none', answer: 'number', gold: [compass.name], keywords: [amount(fact(compass, 'amount'))] });
  const fruit = last(tagged('fruit-market'), 'fruit market');
  q({ id: 'fruit-market-last', question: 'What did I buy at the fruit market the last time I went?', type: 'direct', pensieve: 'none', answer: 'list', gold: [fruit.name], keywords: ['peaches', 'corn', 'tomatoes', 'blackberries'] });
  const fridge = one(tagged('shopping-list'), 'shopping list');
  q({ id: 'fridge-list', question: 'What was on the grocery list I wrote in July?', type: 'hybrid', pensieve: 'time', answer: 'list', gold: [fridge.name], keywords: ['oat milk', 'limes', 'feta', 'coffee beans'] });
  const delivery = one(tagged('delivery'), 'delivery order');
  q({ id: 'delivery-september', question: 'Where did we order takeout from in September?', type: 'hybrid', pensieve: 'time', answer: 'name', gold: [delivery.name], keywords: ['lotus pho'] });
  q({ id: 'delivery-items', question: 'What did we get in that takeout order in September?', type: 'hybrid', pensieve: 'time', answer: 'list', gold: [delivery.name], keywords: ['pho', 'fresh rolls', 'tofu'] });

  // --- Outings in town.
  const hockey = one(tagged('hockey', 'ticket'), 'hockey ticket');
  q({ id: 'hockey-seats', question: 'Where were our seats at the hockey game?', type: 'direct', pensieve: 'none', answer: 'identifier', gold: [hockey.name], keywords: ['309', '12'] });
  const play = one(tagged('play'), 'play ticket');
  q({ id: 'play-july', question: 'Which Shakespeare play did we see in July?', type: 'hybrid', pensieve: 'time', answer: 'name', gold: [play.name], keywords: ['much ado'] });
  const anniversary = one(tagged('anniversary', 'receipt'), 'anniversary bill');
  q({ id: 'anniversary-place', question: 'Where did we go for our anniversary dinner?', type: 'contextual', pensieve: 'none', answer: 'name', gold: [anniversary.name], keywords: ['ardent'] });

  // --- The Thursday-night league: the score cards never say what the game is.
  const games = files.filter(tagged('curling', 'score-card'));
  const feb = games.filter(inMonth('2028-02'));
  q({ id: 'curling-february', question: 'How many times did I go curling in February?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: feb.map((f) => f.name), keywords: [countKeyword(feb.length)], k: feb.length });
  const october = games.filter(inMonth('2028-10'));
  q({ id: 'curling-last-month', question: 'How many curling games did I play last month?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: october.map((f) => f.name), keywords: [countKeyword(october.length)], k: october.length });
  const march = games.filter(inMonth('2028-03'));
  const marchWins = march.filter((f) => f.facts.won === 'yes').length;
  q({ id: 'curling-wins-march', question: 'How many of our curling games did we win in March?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: march.map((f) => f.name), keywords: [countKeyword(marchWins)], k: march.length });
  const lastGame = games[games.length - 1]!;
  q({ id: 'curling-last-win', question: 'Did we win our last curling game?', type: 'hybrid', pensieve: 'none', answer: 'yesno', gold: [lastGame.name], keywords: [lastGame.facts.won === 'yes' ? 'yes|won' : 'no|lost'], match: 'any' });
  q({ id: 'curling-last-sheet', question: 'Which sheet did we play on in the last curling game?', type: 'hybrid', pensieve: 'none', answer: 'identifier', gold: [lastGame.name], keywords: [`sheet ${fact(lastGame, 'sheet')}`] });
  const fallFirst = games.find((f) => dateOf(f) >= '2028-09-01')!;
  q({ id: 'curling-first-fall', question: 'When was my first curling game after the summer?', type: 'hybrid', pensieve: 'time', answer: 'date', gold: [fallFirst.name], keywords: [date(dateOf(fallFirst))] });

  // --- Sunday dinghy outings: the sign-out slips never say "sailing".
  const slips = files.filter(tagged('sailing', 'sign-out'));
  const julySlips = slips.filter(inMonth('2028-07'));
  q({ id: 'sailing-july', question: 'How many times did I go sailing in July?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: julySlips.map((f) => f.name), keywords: [countKeyword(julySlips.length)], k: julySlips.length });
  const firstSlip = slips[0]!;
  q({ id: 'sailing-first', question: 'When did I go sailing for the first time this year?', type: 'hybrid', pensieve: 'none', answer: 'date', gold: [firstSlip.name], keywords: [date(dateOf(firstSlip))] });
  const lastSlip = slips[slips.length - 1]!;
  q({ id: 'sailing-last', question: 'When was the last time I took a boat out?', type: 'hybrid', pensieve: 'none', answer: 'date', gold: [lastSlip.name], keywords: [date(dateOf(lastSlip))] });
  const out = minutes(fact(lastSlip, 'out'));
  const back = minutes(fact(lastSlip, 'back'));
  const [h, m] = [Math.floor((back - out) / 60), (back - out) % 60];
  q({ id: 'sailing-last-duration', question: 'How long was I out on the water the last time I went sailing?', type: 'hybrid', pensieve: 'none', answer: 'duration', gold: [lastSlip.name], keywords: [`${h}h ${m}|${h} h ${m}|${h} hours ${m}|${h} hours and ${m}|${h}h${m}|${h}.5 hours|${back - out} min|two and a half hours|${h} and a half hours`], match: 'any' });
  const beforeRockies = slips.filter((f) => dateOf(f) < '2028-08-12');
  const lastBefore = beforeRockies[beforeRockies.length - 1]!;
  // The weekend before the flight (5–6 August) had no outing: the last one before it was 30 July.
  q({ id: 'sailing-weekend-before-rockies', question: 'Did I go sailing the weekend before the Rockies trip?', type: 'hybrid', pensieve: 'time', answer: 'yesno', gold: [lastBefore.name], keywords: ['no'] });

  // --- Whistler, a ski day.
  const lift = one(tagged('lift-ticket'), 'lift ticket');
  q({ id: 'skiing-when', question: 'When did we go skiing this year?', type: 'contextual', pensieve: 'none', answer: 'date', gold: [lift.name], keywords: [date(dateOf(lift))] });
  const whistler = names((f) => f.town === 'Whistler');
  q({ id: 'whistler-photos', question: 'Show me the photos from Whistler', type: 'contextual', pensieve: 'location', answer: 'none', gold: whistler, keywords: [], k: whistler.length });

  // --- San Diego, the conference.
  const sd = names(tagged('sandiego-trip'));
  const sdHotel = one(tagged('sandiego-trip', 'hotel'), 'San Diego hotel');
  q({ id: 'sd-hotel', question: 'Which hotel did I stay at for the conference in San Diego?', type: 'hybrid', pensieve: 'location', answer: 'name', gold: [sdHotel.name], keywords: ['harborlight'] });
  q({ id: 'sd-room', question: 'What was my room number in San Diego?', type: 'hybrid', pensieve: 'location', answer: 'identifier', gold: [sdHotel.name], keywords: [fact(sdHotel, 'room')] });
  q({ id: 'sd-nights', question: 'How many nights was I away for the conference in April?', type: 'contextual', pensieve: 'multi', answer: 'duration', gold: sd, keywords: ['4 nights|four nights|5 days|five days'], match: 'any', k: sd.length });
  const sdOut = one(tagged('sandiego-trip', 'flight-out'), 'flight to San Diego');
  q({ id: 'sd-flight-time', question: 'What time did my flight to San Diego leave?', type: 'hybrid', pensieve: 'location', answer: 'date', gold: [sdOut.name], keywords: ['8:05|8.05|08:05'] });
  const talk = one(tagged('talk'), 'talk sign');
  q({ id: 'sd-talk-time', question: 'What time was my talk at the conference?', type: 'hybrid', pensieve: 'none', answer: 'date', gold: [talk.name], keywords: ['1:30|13:30'] });
  const teamDinner = one(tagged('team-dinner'), 'team dinner');
  q({ id: 'sd-tip', question: 'How much did we tip at the team dinner in San Diego?', type: 'hybrid', pensieve: 'location', answer: 'number', gold: [teamDinner.name], keywords: [amount(fact(teamDinner, 'tip'))] });

  // --- Victoria, the May long weekend.
  const vic = names(tagged('victoria-trip'));
  const vicHotel = one(tagged('victoria-trip', 'hotel'), 'Victoria hotel');
  q({ id: 'victoria-hotel', question: 'Where did we stay in Victoria on the long weekend?', type: 'hybrid', pensieve: 'both', answer: 'name', gold: [vicHotel.name], keywords: ['salt cedar|salt & cedar|salt and cedar'] });
  const ferryOut = one(tagged('ferry-out'), 'ferry out');
  q({ id: 'ferry-booking', question: 'What was the booking reference for the ferry over to the island?', type: 'hybrid', pensieve: 'none', answer: 'identifier', gold: [ferryOut.name], keywords: [fact(ferryOut, 'ref')] });
  q({ id: 'ferry-cost', question: 'How much did the ferry to Victoria cost?', type: 'hybrid', pensieve: 'location', answer: 'number', gold: [ferryOut.name], keywords: [amount(fact(ferryOut, 'total'))] });
  q({ id: 'victoria-car', question: 'Did we bring the car on the ferry to Victoria?', type: 'hybrid', pensieve: 'location', answer: 'yesno', gold: [ferryOut.name], keywords: ['yes|vehicle'], match: 'any' });
  q({ id: 'victoria-duration', question: 'How long was our trip to Victoria?', type: 'contextual', pensieve: 'multi', answer: 'duration', gold: vic, keywords: ['2 nights|two nights|3 days|three days'], match: 'any', k: vic.length });
  const tour = one(tagged('wildlife-tour'), 'wildlife tour');
  const gardens = one(tagged('gardens', 'ticket'), 'gardens ticket');
  q({ id: 'victoria-what', question: 'What did we do in Victoria in May?', type: 'contextual', pensieve: 'both', answer: 'list', gold: [tour.name, gardens.name], keywords: ['wildlife|whale|orca', 'butchart|gardens'] });

  // --- The Rockies, the August holiday.
  const rk = names(tagged('rockies-trip'));
  const packing = one(tagged('packing-list'), 'packing list');
  q({ id: 'rockies-still-to-pack', question: 'What did I still have to pack for the Rockies?', type: 'hybrid', pensieve: 'none', answer: 'list', gold: [packing.name], keywords: ['rain shells', 'binoculars'] });
  q({ id: 'rockies-drive', question: 'Did we drive all the way to the Rockies from home?', type: 'contextual', pensieve: 'location', answer: 'yesno', gold: names(tagged('rockies-trip', 'flight-out')), keywords: ['no', 'calgary|flew|flight|westjet'] });
  const rental = one(tagged('car-rental'), 'car rental');
  q({ id: 'rental-company', question: 'Which company did we rent the car from in Calgary?', type: 'hybrid', pensieve: 'location', answer: 'name', gold: [rental.name], keywords: ['foothills'] });
  q({ id: 'rental-plate', question: 'What was the plate on the rental car in Alberta?', type: 'hybrid', pensieve: 'location', answer: 'identifier', gold: [rental.name], keywords: ['ckx 4172|ckx4172'] });
  const banffDinner = one(tagged('rockies-trip', 'restaurant'), 'Banff dinner');
  q({ id: 'banff-dinner', question: 'Where did we have dinner in Banff?', type: 'hybrid', pensieve: 'location', answer: 'name', gold: [banffDinner.name], keywords: ['grizzly table'] });
  const cabins = one(tagged('cabin'), 'Jasper cabins');
  q({ id: 'jasper-stay', question: 'What was the name of the cabins we stayed at in Jasper?', type: 'hybrid', pensieve: 'location', answer: 'name', gold: [cabins.name], keywords: ['maligne river'] });
  q({ id: 'rockies-duration', question: 'How long was our holiday in the Rockies?', type: 'contextual', pensieve: 'multi', answer: 'duration', gold: rk, keywords: ['6 nights|six nights|7 days|seven days|a week'], match: 'any', k: rk.length });

  // --- Photos without text.
  const canadaDay = names(tagged('canada-day'));
  q({ id: 'canada-day-photos', question: 'Show me my Canada Day photos', type: 'contextual', pensieve: 'time', answer: 'none', gold: canadaDay, keywords: [], k: canadaDay.length });
  const dogPark = names(tagged('dog', 'park'));
  q({ id: 'dog-park-photos', question: 'Show me the pictures of Juniper at the park', type: 'contextual', pensieve: 'multi', answer: 'none', gold: dogPark, keywords: [], k: dogPark.length });

  return qs.map((x) => ({ ...x, now: x.now ?? BLIND8_NOW, match: x.match ?? 'all' }));
}
