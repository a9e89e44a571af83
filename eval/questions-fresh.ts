/**
 * The fresh question set, for the album in eval/album/fresh/life.ts: a fourth life, written and
 * committed before the engine first ran on it, to find what the engine still overfits to the other
 * tuning albums. Phrased the way someone types into the app, with categories rather than the printed
 * words ("tennis", "pottery", "my cat's checkup", "the power bill", "the gig", "the drugstore" are
 * never on the photos they are about) and vague times ("around mid-March", "last winter", "this
 * summer", "the weekend before the Iceland trip"). Gold derives from the spec's tags and facts
 * (eval/questions.ts's conventions: types, keywords, `k`, `goldMatch`); keywords accept any correct
 * phrasing. After the first run only genuine gold errors may be fixed, never a question or keyword
 * changed to pass.
 *
 * The album is in Toronto: asked on a Sunday in early September, so "this summer" is June to August
 * and "last winter" December to February.
 */
import type { AlbumFile, AlbumSpec } from './album/spec';
import { dateOf } from './album/spec';
import { countKeyword, dateKeyword, goldPickers, type EvalQuestion } from './questions';

/** A Sunday morning in Toronto (EDT), after the album's last day. */
export const FRESH_NOW = '2025-09-07T11:00:00-04:00';

/** Canadian apps print "Jun 16", receipts "2025-06-16"; Icelandic ones "19.07.2025" (day first). */
const date = (d: string): string => dateKeyword(d);
const dayFirst = (d: string): string => dateKeyword(d, { dayFirst: true });

export function buildFreshQuestions(spec: AlbumSpec): EvalQuestion[] {
  const { files, names, tagged, one, last, fact } = goldPickers(spec, 'fresh gold');
  const list = (f: AlbumFile, key: string): string[] => (f.facts[key] as string[]).map((i) => i.toLowerCase());
  /** The play date a booking is for (its screenshot is taken a day or two before). */
  const playDate = (f: AlbumFile): string => String(f.facts.date);

  const qs: Array<Omit<EvalQuestion, 'now' | 'match'> & { now?: string; match?: 'all' | 'any' }> = [];
  const q = (x: (typeof qs)[number]) => qs.push(x);

  // --- Direct: the answer is written on one memory.
  const vet = one(tagged('vet', 'appointment'), 'vet reminder');
  q({ id: 'cat-checkup-when', question: "When is the cat's next checkup?", type: 'direct', pensieve: 'none', answer: 'date', gold: [vet.name], keywords: [date(fact(vet, 'date'))] });
  q({ id: 'cat-vet-name', question: 'Which vet is seeing Miso?', type: 'direct', pensieve: 'none', answer: 'name', gold: [vet.name], keywords: [fact(vet, 'vet')] });
  const bill = one(tagged('bill', 'electricity'), 'electricity bill');
  q({ id: 'power-bill-amount', question: 'How much was the power bill?', type: 'direct', pensieve: 'none', answer: 'number', gold: [bill.name], keywords: [fact(bill, 'amount')] });
  q({ id: 'power-bill-due', question: 'When is the power bill due?', type: 'direct', pensieve: 'none', answer: 'date', gold: [bill.name], keywords: [date(fact(bill, 'due'))] });
  q({ id: 'power-account', question: "What's my account number with the electric company?", type: 'direct', pensieve: 'none', answer: 'identifier', gold: [bill.name], keywords: [fact(bill, 'account')] });
  const rx = one(tagged('pharmacy', 'prescription'), 'pharmacy receipt');
  q({ id: 'rx-number', question: "What's the prescription number for my nasal spray?", type: 'direct', pensieve: 'none', answer: 'identifier', gold: [rx.name], keywords: [fact(rx, 'rx')] });
  q({ id: 'drugstore-april', question: 'What did I pick up at the drugstore in April?', type: 'hybrid', pensieve: 'time', answer: 'name', gold: [rx.name], keywords: [fact(rx, 'drug')] });
  const hold = one(tagged('library', 'hold'), 'library hold slip');
  q({ id: 'library-hold-book', question: 'Which book was waiting for me at the library?', type: 'direct', pensieve: 'none', answer: 'name', gold: [hold.name], keywords: ['wager'] });
  const cleaners = one(tagged('dry-cleaning'), 'dry cleaning ticket');
  q({ id: 'dry-cleaning-ticket', question: "What's my dry cleaning ticket number?", type: 'direct', pensieve: 'none', answer: 'identifier', gold: [cleaners.name], keywords: [fact(cleaners, 'ticket')] });
  q({ id: 'suit-ready', question: 'When was my suit going to be ready?', type: 'direct', pensieve: 'none', answer: 'date', gold: [cleaners.name], keywords: [date(fact(cleaners, 'ready'))] });
  const rent = one(tagged('rent'), 'rent transfer');
  q({ id: 'rent-amount', question: 'How much is my rent?', type: 'direct', pensieve: 'none', answer: 'number', gold: [rent.name], keywords: ['1850|1,850'] });
  q({ id: 'rent-to', question: 'Who do I pay the rent to?', type: 'direct', pensieve: 'none', answer: 'name', gold: [rent.name], keywords: ['marco'] });
  const passport = one(tagged('passport'), 'passport receipt');
  q({ id: 'passport-file', question: "What's the file number for my passport renewal?", type: 'direct', pensieve: 'none', answer: 'identifier', gold: [passport.name], keywords: [fact(passport, 'file')] });
  const exams = one(tagged('exam', 'schedule'), 'exam timetable');
  q({ id: 'exam-sch4u-when', question: 'What day am I supervising the SCH4U exam?', type: 'direct', pensieve: 'none', answer: 'date', gold: [exams.name], keywords: [date(fact(exams, 'sch4uDate'))] });
  q({ id: 'exam-sch4u-room', question: 'Which room is the SCH4U exam in?', type: 'direct', pensieve: 'none', answer: 'identifier', gold: [exams.name], keywords: [fact(exams, 'sch4uRoom')] });
  q({ id: 'exams-list', question: 'Which exams am I supervising in June?', type: 'direct', pensieve: 'time', answer: 'list', gold: [exams.name], keywords: list(exams, 'exams') });
  const recipe = one(tagged('recipe'), 'recipe card');
  q({ id: 'focaccia-ingredients', question: "What do I need for grandma's focaccia?", type: 'direct', pensieve: 'none', answer: 'list', gold: [recipe.name], keywords: ['flour', 'yeast', 'salt'] });
  q({ id: 'focaccia-bake', question: 'How long does the focaccia bake for?', type: 'direct', pensieve: 'none', answer: 'duration', gold: [recipe.name], keywords: ['25 min|25 minutes|twenty-five minutes'], match: 'any' });
  const prep = one(tagged('trip-prep'), 'list before Iceland');
  q({ id: 'before-trip-list', question: 'What did I still have to do the weekend before the Iceland trip?', type: 'hybrid', pensieve: 'time', answer: 'list', gold: [prep.name], keywords: ['rain shell', 'kronur', 'offline maps'] });

  // --- Outings: the gig was bought in February for a night in March.
  const gig = one(tagged('e-ticket', 'concert'), 'concert e-ticket');
  const gigNight = names(tagged('gig'));
  q({ id: 'gig-seats', question: 'Where were my seats for the gig around March?', type: 'hybrid', pensieve: 'time', answer: 'identifier', gold: [gig.name], keywords: [`row ${fact(gig, 'row')}`, `seat ${fact(gig, 'seat')}|${fact(gig, 'seat')}`] });
  q({ id: 'gig-band', goldMatch: 'any', question: 'Which band did I see in late March?', type: 'hybrid', pensieve: 'time', answer: 'name', gold: gigNight, keywords: ['saltwater'] });
  q({ id: 'gig-opener', question: 'Who was the opening act at the gig?', type: 'direct', pensieve: 'none', answer: 'name', gold: [gig.name], keywords: [fact(gig, 'opener')] });
  const gallery = one(tagged('ticket', 'gallery'), 'gallery ticket');
  q({ id: 'gallery-mid-march', question: 'Which gallery did I go to around mid-March?', type: 'hybrid', pensieve: 'time', answer: 'name', gold: [gallery.name], keywords: ['art gallery of ontario|ago'] });
  const valentines = one(tagged('valentines'), 'valentines bill');
  q({ id: 'valentines-place', question: "Where did we go for Valentine's dinner?", type: 'hybrid', pensieve: 'time', answer: 'name', gold: [valentines.name], keywords: ['hokkai'] });
  q({ id: 'valentines-cost', question: "How much was dinner on Valentine's Day?", type: 'hybrid', pensieve: 'time', answer: 'number', gold: [valentines.name], keywords: [fact(valentines, 'total')] });

  // --- Repeated look-alikes: court bookings (taken before the game) and kiln tags.
  const bookings = files.filter(tagged('tennis', 'booking'));
  const inMonths = (f: AlbumFile, ...ms: string[]) => ms.some((m) => playDate(f).startsWith(m));
  const june = bookings.filter((f) => inMonths(f, '2025-06'));
  q({ id: 'tennis-june', question: 'How many times did I play tennis in June?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: june.map((f) => f.name), keywords: [countKeyword(june.length)], k: june.length });
  const summer = bookings.filter((f) => inMonths(f, '2025-06', '2025-07', '2025-08'));
  q({ id: 'tennis-summer', question: 'How many tennis games did I play this summer?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: summer.map((f) => f.name), keywords: [countKeyword(summer.length)], k: summer.length });
  q({ id: 'tennis-where', goldMatch: 'any', question: 'Where do I usually play tennis?', type: 'hybrid', pensieve: 'multi', answer: 'name', gold: bookings.map((f) => f.name), keywords: ['riverdale'] });
  const lastGame = bookings[bookings.length - 1]!;
  q({ id: 'tennis-last', question: 'When did I last play tennis?', type: 'hybrid', pensieve: 'none', answer: 'date', gold: [lastGame.name], keywords: [date(playDate(lastGame))] });
  const tags = files.filter(tagged('kiln-tag'));
  const clayMarch = tags.filter((f) => dateOf(f).startsWith('2025-03'));
  q({ id: 'pottery-march', question: 'How many pottery classes did I go to in March?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: clayMarch.map((f) => f.name), keywords: [countKeyword(clayMarch.length)], k: clayMarch.length });
  const clayWinter = tags.filter((f) => dateOf(f) < '2025-03-01');
  q({ id: 'pottery-last-winter', question: 'How many times did I go to pottery last winter?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: clayWinter.map((f) => f.name), keywords: [countKeyword(clayWinter.length)], k: clayWinter.length });
  const lastClay = tags[tags.length - 1]!;
  q({ id: 'pottery-last', question: 'When was my last pottery class?', type: 'hybrid', pensieve: 'none', answer: 'date', gold: [lastClay.name], keywords: [date(dateOf(lastClay))] });

  // --- Montréal, the May long weekend.
  const mtl = files.filter(tagged('montreal-trip'));
  const mtlNames = mtl.map((f) => f.name);
  const apartment = one(tagged('montreal-trip', 'apartment'), 'Montréal apartment');
  q({ id: 'mtl-door-code', question: 'What was the door code for the apartment in Montreal?', type: 'hybrid', pensieve: 'location', answer: 'identifier', gold: [apartment.name], keywords: [fact(apartment, 'code')] });
  q({ id: 'mtl-host', question: 'Who was our host in Montreal?', type: 'hybrid', pensieve: 'location', answer: 'name', gold: [apartment.name], keywords: ['genevieve|geneviève'] });
  const mtlOut = one(tagged('montreal-trip', 'flight-out'), 'flight to Montréal');
  q({ id: 'mtl-train', question: 'Did we take the train to Montreal?', type: 'hybrid', pensieve: 'location', answer: 'yesno', gold: [mtlOut.name], keywords: ['porter|flew|fly|flight|plane|pd 441'], match: 'any' });
  q({ id: 'mtl-duration', question: 'How long was our Montreal weekend?', type: 'contextual', pensieve: 'multi', answer: 'duration', gold: mtlNames, keywords: ['3 nights|three nights|4 days|four days'], match: 'any', k: mtlNames.length });
  const bagels = one(tagged('montreal-trip', 'bagels'), 'bagel receipt');
  q({ id: 'mtl-bagels', question: 'What was the bagel place in Montreal called?', type: 'hybrid', pensieve: 'location', answer: 'name', gold: [bagels.name], keywords: ['viateur'] });
  const mtlDinner = one(tagged('montreal-trip', 'restaurant'), 'Montréal dinner');
  q({ id: 'mtl-dinner', question: 'Which restaurant did we have dinner at in Montreal?', type: 'hybrid', pensieve: 'location', answer: 'name', gold: [mtlDinner.name], keywords: ['lanterne'] });
  const mtlMeals = mtl.filter((f) => f.tags.includes('receipt'));
  q({ id: 'mtl-meals-out', question: 'How many times did we eat out in Montreal?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: mtlMeals.map((f) => f.name), keywords: [countKeyword(mtlMeals.length)], k: mtlMeals.length });

  // --- Iceland, the summer holiday.
  const ice = files.filter(tagged('iceland-trip'));
  const iceNames = ice.map((f) => f.name);
  q({ id: 'iceland-photos', question: 'Show me the photos from Iceland', type: 'contextual', pensieve: 'multi', answer: 'none', gold: iceNames, keywords: [], k: iceNames.length });
  q({ id: 'iceland-duration', question: 'How long were we away in Iceland?', type: 'contextual', pensieve: 'multi', answer: 'duration', gold: iceNames, keywords: ['7 nights|8 nights|seven nights|eight nights|8 days|9 days|eight days|nine days'], match: 'any', k: iceNames.length });
  const hire = one(tagged('car-hire'), 'car-hire agreement');
  q({ id: 'iceland-car', question: 'What car did we rent in Iceland?', type: 'hybrid', pensieve: 'location', answer: 'name', gold: [hire.name], keywords: ['duster'] });
  q({ id: 'iceland-plate', question: 'What was the licence plate on the rental car?', type: 'hybrid', pensieve: 'none', answer: 'identifier', gold: [hire.name], keywords: [fact(hire, 'plate')] });
  q({ id: 'iceland-car-return', question: 'When did we have to give the rental car back?', type: 'hybrid', pensieve: 'none', answer: 'date', gold: [hire.name], keywords: [dayFirst(fact(hire, 'returnBy'))] });
  q({ id: 'iceland-gravel', question: 'Did we take the gravel protection on the hire car?', type: 'hybrid', pensieve: 'none', answer: 'yesno', gold: [hire.name], keywords: ['yes'] });
  const ferries = files.filter(tagged('ferry', 'ticket'));
  const ferryOut = one(tagged('ferry-out'), 'ferry out');
  q({ id: 'ferry-car', question: 'Did we bring the car on the ferry to the islands?', type: 'hybrid', pensieve: 'none', answer: 'yesno', gold: [ferryOut.name], keywords: ['yes|1 car'], match: 'any' });
  q({ id: 'ferry-time', question: 'What time did the ferry out to the islands leave?', type: 'hybrid', pensieve: 'none', answer: 'date', gold: [ferryOut.name], keywords: [fact(ferryOut, 'dep')] });
  q({ id: 'ferry-count', question: 'How many ferry trips did we take in Iceland?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: ferries.map((f) => f.name), keywords: [countKeyword(ferries.length)], k: ferries.length });
  q({ id: 'ferry-cost', question: 'How much did the ferry cost?', type: 'hybrid', pensieve: 'none', answer: 'number', gold: ferries.map((f) => f.name), goldMatch: 'any', keywords: ['9.120|9120|9,120'] });
  const fuel = one(tagged('fuel'), 'fuel receipt');
  q({ id: 'iceland-fuel', question: 'How many litres of diesel did we fill up with in Iceland?', type: 'hybrid', pensieve: 'location', answer: 'number', gold: [fuel.name], keywords: ['38,61|38.61'] });
  const guesthouse = one(tagged('guesthouse'), 'guesthouse');
  q({ id: 'iceland-stay', question: 'Where did we stay in Iceland?', type: 'hybrid', pensieve: 'location', answer: 'name', gold: [guesthouse.name], keywords: ['blafell'] });
  const lagoon = one(tagged('spa', 'booking'), 'lagoon booking');
  q({ id: 'lagoon-slot', question: 'What time was our slot at the lagoon?', type: 'hybrid', pensieve: 'none', answer: 'date', gold: [lagoon.name], keywords: ['15:00|3 pm|3:00 pm|3pm'] });
  const iceOut = one(tagged('iceland-trip', 'flight-out'), 'flight to Iceland');
  q({ id: 'iceland-flight', question: 'What was our flight number to Iceland?', type: 'hybrid', pensieve: 'location', answer: 'identifier', gold: [iceOut.name], keywords: [`${fact(iceOut, 'flight')}|${fact(iceOut, 'flight').replace(' ', '')}`] });
  const iceMeals = ice.filter((f) => f.tags.includes('restaurant'));
  q({ id: 'iceland-last-dinner', question: 'Where did we eat on our last night in Iceland?', type: 'hybrid', pensieve: 'both', answer: 'name', gold: [iceMeals[iceMeals.length - 1]!.name], keywords: ['grandi'] });
  q({ id: 'iceland-meals-out', question: 'How many times did we eat out in Iceland?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: iceMeals.map((f) => f.name), keywords: [countKeyword(iceMeals.length)], k: iceMeals.length });

  // --- Photos without text: the cottage weekend and Canada Day.
  const cottage = names(tagged('cottage-weekend'));
  q({ id: 'cottage-photos', question: 'Show me photos from the cottage weekend', type: 'contextual', pensieve: 'multi', answer: 'none', gold: cottage, keywords: [], k: cottage.length });
  q({ id: 'cottage-where', goldMatch: 'any', question: 'Where was the cottage we went to in August?', type: 'contextual', pensieve: 'time', answer: 'name', gold: cottage, keywords: ['huntsville'] });
  q({ id: 'cottage-duration', question: 'How long was the cottage weekend?', type: 'contextual', pensieve: 'multi', answer: 'duration', gold: cottage, keywords: ['3 nights|three nights|4 days|four days'], match: 'any', k: cottage.length });
  const fireworks = names(tagged('canada-day'));
  q({ id: 'canada-day', question: 'Show me the fireworks on Canada Day', type: 'contextual', pensieve: 'time', answer: 'none', gold: fireworks, keywords: [], k: fireworks.length });
  const lastWalk = last(tagged('walk'), 'walk');
  q({ id: 'walk-last', question: 'When did I last go for a walk by the lake?', type: 'contextual', pensieve: 'none', answer: 'date', gold: [lastWalk.name], keywords: [date(dateOf(lastWalk))] });

  return qs.map((x) => ({ ...x, now: x.now ?? FRESH_NOW, match: x.match ?? 'all' }));
}
