/**
 * The held-out question set, for the album in eval/album/holdout/life.ts. Written and committed
 * before the engine was ever run on that album, phrased the way someone types into the app rather
 * than with the pictures' words ("workout", "cardio", "shopping list", "medicine", "museum", "gig"
 * are never printed on the photos they are about). Gold derives from the spec's tags and facts, as in
 * eval/questions.ts, whose conventions (types, keywords, `k`, `goldMatch`) this follows. After the
 * first run, only genuine gold errors may be fixed, never a question or keyword changed to pass.
 */
import type { AlbumFile, AlbumSpec } from './album/spec';
import { dateOf } from './album/spec';
import { countKeyword, dateKeyword, goldPickers, type EvalQuestion } from './questions';

/** A Sunday morning in Manchester, after the album's last day (and in BST, a week before it ends). */
export const HOLDOUT_NOW = '2024-10-20T10:00:00+01:00';

/** British answers and receipts write the day first. */
const ukDate = (date: string): string => dateKeyword(date, { dayFirst: true });

export function buildHoldoutQuestions(spec: AlbumSpec): EvalQuestion[] {
  const { files, names, tagged, one, last, inMonth, fact } = goldPickers(spec, 'holdout gold');
  const items = (f: AlbumFile): string[] => (f.facts.items as string[]).map((i) => i.toLowerCase());
  const days = (fs: string[]): number => new Set(fs.map((n) => dateOf(files.find((f) => f.name === n)!))).size;

  const qs: Array<Omit<EvalQuestion, 'now' | 'match'> & { now?: string; match?: 'all' | 'any' }> = [];
  const q = (x: (typeof qs)[number]) => qs.push(x);

  // --- Direct: the answer is written on one memory.
  const permit = one(tagged('permit'), 'parking permit');
  q({ id: 'car-registration', question: "What's my car's registration number?", type: 'direct', pensieve: 'none', answer: 'identifier', gold: [permit.name], keywords: [fact(permit, 'plate')] });
  q({ id: 'permit-expiry', question: 'When does my resident parking permit run out?', type: 'direct', pensieve: 'none', answer: 'date', gold: [permit.name], keywords: [ukDate(fact(permit, 'expires'))] });
  const vet = one(tagged('vet'), 'vet card');
  q({ id: 'vet-booster', question: 'When is Biscuit due for his next booster?', type: 'direct', pensieve: 'none', answer: 'date', gold: [vet.name], keywords: [ukDate(fact(vet, 'due'))] });
  q({ id: 'vet-name', question: "What's the name of my dog's vet?", type: 'direct', pensieve: 'none', answer: 'name', gold: [vet.name], keywords: ['ancoats veterinary'] });
  const pharmacy = one(tagged('prescription'), 'pharmacy label');
  q({ id: 'medicine', question: 'What medicine was I prescribed?', type: 'direct', pensieve: 'none', answer: 'name', gold: [pharmacy.name], keywords: [fact(pharmacy, 'drug')] });
  q({ id: 'capsules', question: 'How many capsules did the pharmacy give me?', type: 'direct', pensieve: 'none', answer: 'number', gold: [pharmacy.name], keywords: [countKeyword(Number(fact(pharmacy, 'capsules')))] });
  const cafeWifi = one(tagged('wifi', 'teacup-crow'), 'cafe wifi');
  q({ id: 'cafe-wifi', question: "What's the wifi password at Teacup & Crow?", type: 'direct', pensieve: 'none', answer: 'identifier', gold: [cafeWifi.name], keywords: [fact(cafeWifi, 'password')] });
  const door = one(tagged('door-code'), 'door code');
  q({ id: 'door-code', question: "What's the door code for Nina's flat?", type: 'direct', pensieve: 'none', answer: 'identifier', gold: [door.name], keywords: [fact(door, 'code')] });
  const halle = one(tagged('ticket', 'halle'), 'Halle ticket');
  q({ id: 'halle-seat', question: 'Where was my seat at the Halle concert?', type: 'direct', pensieve: 'none', answer: 'identifier', gold: [halle.name], keywords: [`row ${fact(halle, 'row')}`, `seat ${fact(halle, 'seat')}`] });
  const gig = one(tagged('ticket', 'gig'), 'gig ticket');
  q({ id: 'gig-band', question: 'Which band did I see at the Albert Hall?', type: 'direct', pensieve: 'none', answer: 'name', gold: [gig.name], keywords: [fact(gig, 'band').replace(/^The /, '')] });
  const flightOut = one(tagged('barcelona-trip', 'flight-out'), 'flight to Barcelona');
  q({ id: 'flight-barcelona', question: 'What was my flight number to Barcelona?', type: 'direct', pensieve: 'none', answer: 'identifier', gold: [flightOut.name], keywords: [`${fact(flightOut, 'flight')}|${fact(flightOut, 'flight').replace(/^([A-Z]+)/, '$1 ')}`] });
  const lighthouse = one((f) => f.facts.show === 'The Lighthouse Keeper', 'Lighthouse Keeper ticket');
  q({ id: 'lighthouse-seat', question: 'What seat did I have for The Lighthouse Keeper?', type: 'direct', pensieve: 'none', answer: 'identifier', gold: [lighthouse.name], keywords: [`row ${fact(lighthouse, 'row')}`, `seat ${fact(lighthouse, 'seat')}`] });
  const list = last(tagged('shopping-list'), 'shopping list');
  q({ id: 'shopping-list', question: "What's on my shopping list?", type: 'direct', pensieve: 'none', answer: 'list', gold: [list.name], keywords: items(list).slice(0, 3) });
  const boards = names(tagged('whiteboard'));
  q({ id: 'spanish-boards', question: 'Show me the whiteboards from my Spanish class', type: 'direct', pensieve: 'multi', answer: 'none', gold: boards, keywords: [], k: boards.length });

  // --- Contextual: memories of a time, a place or an event.
  const barcelona = names(tagged('barcelona-trip'));
  q({ id: 'barcelona-photos', question: 'Show me my holiday photos from Barcelona', type: 'contextual', pensieve: 'multi', answer: 'none', gold: barcelona, keywords: [], k: barcelona.length });
  q({ id: 'barcelona-duration', question: 'How long was my holiday in Barcelona?', type: 'contextual', pensieve: 'multi', answer: 'duration', gold: barcelona, keywords: ['7 days|6 nights|seven days|six nights|7-day|a week|one week'], match: 'any', k: barcelona.length });
  const edinburgh = names(tagged('edinburgh-trip'));
  q({ id: 'edinburgh-nights', question: 'How many nights was I in Edinburgh?', type: 'contextual', pensieve: 'multi', answer: 'duration', gold: edinburgh, keywords: ['3 nights|three nights|4 days|four days'], match: 'any', k: edinburgh.length });
  q({ id: 'fringe-when', goldMatch: 'any', question: 'When did I go to the Fringe?', type: 'contextual', pensieve: 'none', answer: 'date', gold: edinburgh, keywords: [ukDate('2024-08-09')] });
  q({ id: 'edinburgh-photos', question: 'Show me photos from the Edinburgh festival', type: 'contextual', pensieve: 'multi', answer: 'none', gold: edinburgh, keywords: [], k: edinburgh.length });
  const liverpoolDay = names((f) => dateOf(f) === '2024-04-20' || dateOf(f) === '2024-04-21');
  q({ id: 'last-weekend', question: 'What did I do last weekend?', now: '2024-04-23T09:00:00+01:00', type: 'contextual', pensieve: 'multi', answer: 'list', gold: liverpoolDay, keywords: ['liverpool'], k: liverpoolDay.length });
  // The latest September (2024) has no photos at all: the answer is the one before.
  const september = names((f) => /^\d{4}-09-/.test(f.local));
  q({ id: 'september', question: 'What did I do in September?', type: 'contextual', pensieve: 'time', answer: 'list', gold: september, keywords: ['wedding|jess|tom|york'], match: 'any', k: september.length });
  q({ id: 'holiday-last-summer', goldMatch: 'any', question: 'Where did I go on holiday last summer?', now: '2025-03-01T10:00:00+00:00', type: 'contextual', pensieve: 'time', answer: 'name', gold: barcelona, keywords: ['barcelona'] });
  const may18 = names((f) => dateOf(f) === '2024-05-18');
  q({ id: 'may-18', question: 'What did I do on 18 May?', type: 'contextual', pensieve: 'multi', answer: 'list', gold: may18, keywords: ['nina|birthday|saffron'], match: 'any', k: may18.length });
  const wedding = names(tagged('wedding'));
  q({ id: 'wedding-photos', question: "Show me the photos from Jess and Tom's wedding", type: 'contextual', pensieve: 'multi', answer: 'none', gold: wedding, keywords: [], k: wedding.length });
  q({ id: 'where-june-16', goldMatch: 'any', question: 'Where was I on 16 June?', type: 'contextual', pensieve: 'time', answer: 'name', gold: names((f) => dateOf(f) === '2024-06-16'), keywords: ['barcelona|barceloneta'], match: 'any' });

  // --- Hybrid: find the context, then read the content.
  const onda = one(tagged('barcelona-trip', 'hotel'), 'Barcelona hotel');
  q({ id: 'barcelona-hotel', question: 'Which hotel did I stay at in Barcelona?', type: 'hybrid', pensieve: 'location', answer: 'name', gold: [onda.name], keywords: ['onda'] });
  q({ id: 'barcelona-room', question: 'What was my room number in Barcelona?', type: 'hybrid', pensieve: 'location', answer: 'identifier', gold: [onda.name], keywords: [fact(onda, 'room')] });
  const kingsgate = one(tagged('edinburgh-trip', 'hotel'), 'Edinburgh hotel');
  q({ id: 'festival-hotel', question: 'What hotel was I in for the festival?', type: 'hybrid', pensieve: 'none', answer: 'name', gold: [kingsgate.name], keywords: ['kingsgate'] });
  const bcnDinners = files.filter(tagged('barcelona-trip', 'restaurant'));
  const firstDinner = bcnDinners[0]!;
  q({ id: 'first-night-dinner', question: 'Where did I have dinner on my first night in Barcelona?', type: 'hybrid', pensieve: 'both', answer: 'name', gold: [firstDinner.name], keywords: ['gamba'] });
  q({ id: 'tapas-cost', question: 'How much was the tapas dinner in Barcelona?', type: 'hybrid', pensieve: 'location', answer: 'number', gold: [firstDinner.name], keywords: [fact(firstDinner, 'total')] });
  const june18 = one((f) => f.tags.includes('restaurant') && dateOf(f) === '2024-06-18', 'dinner on 18 June');
  q({ id: 'dinner-june-18', question: 'What did I eat in Barcelona on 18 June?', type: 'hybrid', pensieve: 'both', answer: 'list', gold: [june18.name], keywords: ['paella'] });
  const picasso = one(tagged('barcelona-trip', 'museum'), 'Barcelona museum');
  q({ id: 'barcelona-museum', question: 'Which museum did I visit in Barcelona?', type: 'hybrid', pensieve: 'location', answer: 'name', gold: [picasso.name], keywords: ['picasso'] });
  const beatles = one(tagged('liverpool-trip', 'museum'), 'Liverpool museum');
  q({ id: 'museum-around-april', question: 'Which museum did I go to around April?', type: 'hybrid', pensieve: 'time', answer: 'name', gold: [beatles.name], keywords: ['beatles'] });
  const pub = one(tagged('edinburgh-trip', 'restaurant'), 'Edinburgh restaurant');
  q({ id: 'edinburgh-restaurant', question: 'What restaurant did I eat at in Edinburgh?', type: 'hybrid', pensieve: 'location', answer: 'name', gold: [pub.name], keywords: ['thistle'] });
  q({ id: 'edinburgh-hill', goldMatch: 'any', question: 'Which hill did I climb in Edinburgh?', type: 'hybrid', pensieve: 'location', answer: 'name', gold: names(tagged('arthurs-seat')), keywords: ['arthur'] });
  const shows = files.filter(tagged('edinburgh-trip', 'show'));
  q({ id: 'fringe-shows', question: 'Which shows did I see at the Fringe?', type: 'hybrid', pensieve: 'multi', answer: 'list', gold: shows.map((f) => f.name), keywords: shows.map((f) => fact(f, 'show').replace(/^The /, '')), k: shows.length });
  const trainOut = one(tagged('edinburgh-trip', 'train-out'), 'train to Edinburgh');
  q({ id: 'train-seat-edinburgh', question: 'What was my seat on the train to Edinburgh?', type: 'hybrid', pensieve: 'none', answer: 'identifier', gold: [trainOut.name], keywords: [`coach ${fact(trainOut, 'coach')}`, `seat ${fact(trainOut, 'seat')}`] });
  const coachHome = one(tagged('liverpool-trip', 'coach-home'), 'coach home from Liverpool');
  q({ id: 'coach-back-time', question: 'What time was my coach back from Liverpool?', type: 'hybrid', pensieve: 'location', answer: 'date', gold: [coachHome.name], keywords: [fact(coachHome, 'departs')] });
  q({ id: 'liverpool-train', question: 'Did I take the train to Liverpool?', type: 'hybrid', pensieve: 'location', answer: 'yesno', gold: names(tagged('liverpool-trip', 'coach')), goldMatch: 'any', keywords: ['coach|national express'], match: 'any' });
  q({ id: 'barcelona-beach', goldMatch: 'any', question: 'Did I go to the beach in Barcelona?', type: 'hybrid', pensieve: 'location', answer: 'yesno', gold: names(tagged('barcelona-trip', 'beach')), keywords: ['yes|barceloneta'], match: 'any' });

  const garages = files.filter(tagged('parking', 'garage'));
  const lastGarage = garages[garages.length - 1]!;
  q({ id: 'park-last-time', question: 'Where did I park last time?', type: 'hybrid', pensieve: 'none', answer: 'identifier', gold: [lastGarage.name], keywords: [`level ${fact(lastGarage, 'level')}`, fact(lastGarage, 'bay')] });
  const airport = one(tagged('parking', 'airport'), 'airport parking');
  q({ id: 'airport-parking', question: 'Where did I leave the car at the airport?', type: 'hybrid', pensieve: 'location', answer: 'identifier', gold: [airport.name], keywords: [`row ${fact(airport, 'row')}`, fact(airport, 'space')] });
  const hikeTicket = one(tagged('parking', 'hike'), 'hike parking');
  q({ id: 'hike-parking-cost', question: 'How much did parking cost on my hike in July?', type: 'hybrid', pensieve: 'time', answer: 'number', gold: [hikeTicket.name], keywords: [fact(hikeTicket, 'paid')] });

  // Repeated look-alike memories: the gym console after every session, the same café receipt.
  const consoles = files.filter(tagged('gym', 'workout'));
  const lastSession = consoles[consoles.length - 1]!;
  q({ id: 'workout-last', question: 'When did I last work out?', type: 'hybrid', pensieve: 'none', answer: 'date', gold: [lastSession.name], keywords: [ukDate(dateOf(lastSession))] });
  const firstGymDay = dateOf(files.find(tagged('gym'))!);
  q({ id: 'gym-first', goldMatch: 'any', question: 'When was the first time I went to the gym?', type: 'hybrid', pensieve: 'none', answer: 'date', gold: names((f) => f.tags.includes('gym') && dateOf(f) === firstGymDay), keywords: [ukDate(firstGymDay)] });
  const juneWorkouts = consoles.filter(inMonth('2024-06')).map((f) => f.name);
  q({ id: 'workouts-june', question: 'How many workouts did I do in June?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: juneWorkouts, keywords: [countKeyword(days(juneWorkouts))], k: juneWorkouts.length });
  const julyCardio = consoles.filter((f) => f.tags.includes('cardio') && inMonth('2024-07')(f)).map((f) => f.name);
  q({ id: 'cardio-july', question: 'How many cardio sessions did I have in July?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: julyCardio, keywords: [countKeyword(days(julyCardio))], k: julyCardio.length });
  const cafeReceipts = files.filter(tagged('receipt', 'teacup-crow'));
  const cafeMay = cafeReceipts.filter(inMonth('2024-05')).map((f) => f.name);
  q({ id: 'cafe-may-count', question: 'How many times did I go to Teacup & Crow in May?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: cafeMay, keywords: [countKeyword(cafeMay.length)], k: cafeMay.length });
  const lastCafe = cafeReceipts[cafeReceipts.length - 1]!;
  q({ id: 'cafe-last', question: 'When did I last go to Teacup and Crow?', type: 'hybrid', pensieve: 'none', answer: 'date', gold: [lastCafe.name], keywords: [ukDate(dateOf(lastCafe))] });

  const groceries = files.filter(tagged('receipt', 'grocery'));
  const crumpets = groceries.filter((f) => items(f).some((i) => i.startsWith('crumpets'))).map((f) => f.name);
  q({ id: 'crumpets-count', question: 'How many times did I buy crumpets?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: crumpets, keywords: [countKeyword(crumpets.length)], k: crumpets.length });
  const sainsJune = one((f) => groceries.includes(f) && f.facts.store === "Sainsbury's" && inMonth('2024-06')(f), "Sainsbury's in June");
  q({ id: 'sainsburys-june', question: "What did I buy at Sainsbury's in June?", type: 'hybrid', pensieve: 'time', answer: 'list', gold: [sainsJune.name], keywords: ['strawberries', 'prosecco'] });
  const tescoJuly = one((f) => groceries.includes(f) && f.facts.store === 'Tesco' && inMonth('2024-07')(f), 'Tesco in July');
  q({ id: 'tesco-july-total', question: 'How much did I spend at Tesco in July?', type: 'hybrid', pensieve: 'time', answer: 'number', gold: [tescoJuly.name], keywords: [fact(tescoJuly, 'total')] });
  const lastShop = groceries[groceries.length - 1]!;
  q({ id: 'last-supermarket', question: 'What did I buy on my last supermarket shop?', type: 'hybrid', pensieve: 'none', answer: 'list', gold: [lastShop.name], keywords: ['porridge', 'apples'] });

  const lessons = files.filter(tagged('whiteboard'));
  q({ id: 'spanish-count', question: 'How many Spanish lessons did I go to?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: lessons.map((f) => f.name), keywords: [countKeyword(lessons.length)], k: lessons.length });
  // Asked on a Thursday in June: the Wednesday just gone had no class; the last one was in May.
  const lastLesson = lessons[lessons.length - 1]!;
  q({ id: 'wednesday-homework', question: 'What was the homework from my Wednesday class?', now: '2024-06-06T12:00:00+01:00', type: 'hybrid', pensieve: 'time', answer: 'number', gold: [lastLesson.name], keywords: [`page ${fact(lastLesson, 'page')}`] });

  const saffron = one(tagged('receipt', 'nina'), "Nina's birthday bill");
  q({ id: 'nina-restaurant', question: "Which restaurant did we go to for Nina's birthday?", type: 'hybrid', pensieve: 'none', answer: 'name', gold: [saffron.name], keywords: ['saffron'] });
  q({ id: 'nina-dinner-cost', question: "How much did Nina's birthday dinner cost?", type: 'hybrid', pensieve: 'none', answer: 'number', gold: [saffron.name], keywords: [fact(saffron, 'total')] });
  q({ id: 'restaurant-few-weeks-ago', question: 'Which restaurant did I go to a few weeks ago?', now: '2024-06-08T10:00:00+01:00', type: 'hybrid', pensieve: 'time', answer: 'name', gold: [saffron.name], keywords: ['saffron'] });
  const rides = files.filter(tagged('bike-share'));
  const lastRide = rides[rides.length - 1]!;
  q({ id: 'bike-last-cost', question: 'How much did my last bike share ride cost?', type: 'hybrid', pensieve: 'none', answer: 'number', gold: [lastRide.name], keywords: [fact(lastRide, 'cost')] });
  q({ id: 'gig-last', question: 'When did I last go to a gig?', type: 'hybrid', pensieve: 'none', answer: 'date', gold: [gig.name], keywords: [ukDate(dateOf(gig))] });

  return qs.map((x) => ({ ...x, now: x.now ?? HOLDOUT_NOW, match: x.match ?? 'all' }));
}
