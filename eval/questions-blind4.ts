/**
 * The fourth blind question set, for the album in eval/album/blind4/life.ts: a ninth life (Dublin),
 * written and committed by a helper who never tuned the engine nor read any of its code, before the
 * engine first ran on it, so that its first run is an untuned figure beside the other blind albums'.
 * Phrased the way someone types into the app, with categories rather than the printed words ("choir
 * practice", "sea swim", "the dentist", "the chemist", "the boat to Wales" are never on the pictures
 * they are about) and vague times ("the bank holiday weekend", "last month", "this summer", "the week
 * I was in Boston"). Gold derives from the spec's tags and facts (eval/questions.ts's conventions:
 * types, keywords, `k`, `goldMatch`); keywords accept any correct phrasing. After the first run only
 * genuine gold errors may be fixed, never a question or keyword changed to pass.
 *
 * Asked in Dublin on a Sunday morning in early October 2026 (Irish summer time, +01:00).
 */
import type { AlbumFile, AlbumSpec } from './album/spec';
import { dateOf } from './album/spec';
import { countKeyword, dateKeyword, goldPickers, type EvalQuestion } from './questions';

/** A Sunday morning in Dublin, after the album's last day. */
export const BLIND4_NOW = '2026-10-04T10:00:00+01:00';

/** Ireland prints dates day first ("19/02/2026", "Sat 02 May 2026"). */
const date = (d: string): string => {
  const [y, m, day] = d.split('-');
  return `${dateKeyword(d, { dayFirst: true })}|${day}-${m}-${y}|${day}.${m}.${y}`;
};

export function buildBlind4Questions(spec: AlbumSpec): EvalQuestion[] {
  const { files, names, tagged, one, last, fact } = goldPickers(spec, 'blind4 gold');

  const qs: Array<Omit<EvalQuestion, 'now' | 'match'> & { now?: string; match?: 'all' | 'any' }> = [];
  const q = (x: (typeof qs)[number]) => qs.push(x);
  const within = (from: string, to: string) => (f: AlbumFile) => dateOf(f) >= from && dateOf(f) <= to;

  // --- Direct: the answer is written on one memory.
  const safePass = one(tagged('safe-pass'), 'Safe Pass');
  q({ id: 'safe-pass-number', question: "What's my Safe Pass registration number?", type: 'direct', pensieve: 'none', answer: 'identifier', gold: [safePass.name], keywords: [fact(safePass, 'reg')] });
  q({ id: 'safe-pass-expiry', question: 'When does my Safe Pass expire?', type: 'direct', pensieve: 'none', answer: 'date', gold: [safePass.name], keywords: [date(fact(safePass, 'expires'))] });
  const letter = one(tagged('missed-delivery'), 'An Post card');
  q({ id: 'registered-letter-where', question: 'Where did I have to collect the registered letter from?', type: 'direct', pensieve: 'none', answer: 'name', gold: [letter.name], keywords: ['phibsborough'] });
  const chemist = one(tagged('pharmacy', 'receipt'), 'pharmacy receipt');
  q({ id: 'chemist-april', question: 'What did I buy at the chemist in April?', type: 'hybrid', pensieve: 'time', answer: 'list', gold: [chemist.name], keywords: ['hayfever', 'vitamin d', 'plasters', 'suncream'] });
  q({ id: 'chemist-vat', question: 'How much VAT did I pay on the pharmacy receipt?', type: 'direct', pensieve: 'none', answer: 'number', gold: [chemist.name], keywords: [fact(chemist, 'vat')] });
  const dentist = one(tagged('dentist'), 'dentist card');
  q({ id: 'dentist-when', question: 'When was my dentist appointment in May?', type: 'hybrid', pensieve: 'time', answer: 'date', gold: [dentist.name], keywords: [date(fact(dentist, 'date'))] });
  const gp = one(tagged('gp'), 'GP receipt');
  q({ id: 'gp-fee', question: 'How much does a visit to the GP cost me?', type: 'direct', pensieve: 'none', answer: 'number', gold: [gp.name], keywords: ['65'] });
  const bike = one(tagged('bike', 'service'), 'bike docket');
  q({ id: 'bike-service-cost', question: 'How much did I pay to get my bike fixed?', type: 'direct', pensieve: 'none', answer: 'number', gold: [bike.name], keywords: [fact(bike, 'total')] });
  const library = one(tagged('library'), 'library slip');
  q({ id: 'library-books', question: 'Which books did I borrow from the library?', type: 'direct', pensieve: 'none', answer: 'list', gold: [library.name], keywords: ['small things like these', 'bee sting', 'milkman'] });
  q({ id: 'library-due', question: 'When were my library books due back?', type: 'direct', pensieve: 'none', answer: 'date', gold: [library.name], keywords: [date(fact(library, 'due'))] });
  const passport = one(tagged('passport'), 'passport renewal');
  q({ id: 'passport-ref', question: "What's the reference number for my passport renewal?", type: 'direct', pensieve: 'none', answer: 'identifier', gold: [passport.name], keywords: ['1037 4482 9915|103744829915'] });
  const energy = one(tagged('energy-bill'), 'energy bill');
  q({ id: 'energy-bill-total', question: 'How much was the gas and electricity bill in March?', type: 'hybrid', pensieve: 'time', answer: 'number', gold: [energy.name], keywords: [fact(energy, 'total')] });
  q({ id: 'eircode', question: "What's my Eircode?", type: 'direct', pensieve: 'none', answer: 'identifier', goldMatch: 'any', gold: [letter.name, energy.name], keywords: ['d07 x2f4|d07x2f4'] });

  // --- Leap card and groceries: repeated look-alikes.
  const topups = files.filter(tagged('leap-card', 'top-up'));
  const lastTopup = topups[topups.length - 1]!;
  q({ id: 'leap-last', question: 'When did I last top up my Leap card?', type: 'direct', pensieve: 'none', answer: 'date', gold: [lastTopup.name], keywords: [date(dateOf(lastTopup))] });
  const topupTotal = topups.reduce((t, f) => t + Number(fact(f, 'amount')), 0);
  q({ id: 'leap-count', question: 'How many times did I top up the Leap card?', type: 'direct', pensieve: 'multi', answer: 'count', gold: topups.map((f) => f.name), keywords: [countKeyword(topups.length)], k: topups.length });
  q({ id: 'leap-total', question: 'How much have I put on my Leap card this year altogether?', type: 'direct', pensieve: 'multi', answer: 'number', gold: topups.map((f) => f.name), keywords: [String(topupTotal)], k: topups.length });
  const lidl = files.filter(tagged('lidl', 'receipt'));
  const dinnerShop = one((f) => f.tags.includes('lidl') && dateOf(f) === '2026-03-14', 'Lidl shop for the dinner party');
  q({ id: 'dinner-party-shop', question: 'How much did the shopping for the dinner party come to?', type: 'hybrid', pensieve: 'time', answer: 'number', gold: [dinnerShop.name], keywords: [fact(dinnerShop, 'total')] });
  const lastLidl = lidl[lidl.length - 1]!;
  q({ id: 'lidl-last', question: 'What did I get the last time I went to Lidl?', type: 'direct', pensieve: 'none', answer: 'list', gold: [lastLidl.name], keywords: ['milk', 'eggs', 'apples', 'coffee'] });

  // --- Outings in Dublin.
  const match = one(tagged('match', 'ticket'), 'match ticket');
  q({ id: 'croke-park-seat', question: 'Where were we sitting at the Dublin Kerry match?', type: 'direct', pensieve: 'none', answer: 'identifier', gold: [match.name], keywords: ['hogan', 'row p', '18'] });
  const gig = one(tagged('gig'), 'gig ticket');
  q({ id: 'gig-march', question: 'Which band did I see in March?', type: 'hybrid', pensieve: 'time', answer: 'name', gold: [gig.name], keywords: ['marlowe'] });
  const film = one(tagged('movie-ticket'), 'cinema ticket');
  q({ id: 'film-april', question: 'What film did we go to see in April?', type: 'hybrid', pensieve: 'time', answer: 'name', gold: [film.name], keywords: ['salt roads'] });
  const birthday = one(tagged('birthday', 'receipt'), 'birthday dinner bill');
  q({ id: 'dara-birthday-where', question: "Where did we go for Dara's birthday dinner?", type: 'hybrid', pensieve: 'time', answer: 'name', gold: [birthday.name], keywords: ['hawthorn'] });
  q({ id: 'dara-birthday-cost', question: "How much was the bill for Dara's birthday?", type: 'hybrid', pensieve: 'time', answer: 'number', gold: [birthday.name], keywords: [fact(birthday, 'total')] });
  const takeaway = one(tagged('takeaway'), 'takeaway');
  q({ id: 'takeaway-june', question: 'Where did we get the Chinese takeaway from in June?', type: 'hybrid', pensieve: 'time', answer: 'name', gold: [takeaway.name], keywords: ['jade lantern'] });
  const patricks = names(tagged('st-patricks-day'));
  q({ id: 'patricks-day-photos', question: "Show me my photos from Paddy's Day", type: 'contextual', pensieve: 'time', answer: 'none', gold: patricks, keywords: [], k: patricks.length });

  // --- Tuesday rehearsals and Sunday swims: repeated look-alikes whose documents never name them.
  const rehearsals = files.filter(tagged('running-order'));
  const march = rehearsals.filter((f) => dateOf(f).startsWith('2026-03'));
  q({ id: 'choir-march', question: 'How many choir practices did I go to in March?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: march.map((f) => f.name), keywords: [countKeyword(march.length)], k: march.length });
  const lastRehearsal = rehearsals[rehearsals.length - 1]!;
  q({ id: 'choir-last', question: 'When was the last choir practice before the summer concert?', type: 'hybrid', pensieve: 'none', answer: 'date', gold: [lastRehearsal.name], keywords: [date(dateOf(lastRehearsal))] });
  const concert = one(tagged('concert', 'poster'), 'concert poster');
  q({ id: 'concert-date', question: 'When is our summer concert?', type: 'direct', pensieve: 'none', answer: 'date', gold: [concert.name], keywords: [date(fact(concert, 'date'))] });
  const bostonWeek = rehearsals.filter(within('2026-06-07', '2026-06-12'));
  const beforeBoston = rehearsals.filter((f) => dateOf(f) < '2026-06-07');
  q({ id: 'choir-boston-week', question: 'Did I make it to choir the week I was in Boston?', type: 'hybrid', pensieve: 'time', answer: 'yesno', gold: bostonWeek.length ? bostonWeek.map((f) => f.name) : [beforeBoston[beforeBoston.length - 1]!.name], keywords: ['no'] });
  const boards = files.filter(tagged('chalk-board'));
  const july = boards.filter((f) => dateOf(f).startsWith('2026-07'));
  q({ id: 'swims-july', question: 'How many sea swims did I do in July?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: july.map((f) => f.name), keywords: [countKeyword(july.length)], k: july.length });
  const september = boards.filter((f) => dateOf(f).startsWith('2026-09'));
  q({ id: 'swims-last-month', question: 'How often did I go for a swim last month?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: september.map((f) => f.name), keywords: [countKeyword(september.length)], k: september.length });
  const firstSwim = boards[0]!;
  q({ id: 'swim-first', question: 'When was my first sea swim of the year?', type: 'hybrid', pensieve: 'none', answer: 'date', gold: [firstSwim.name], keywords: [date(dateOf(firstSwim))] });
  const warmest = boards.reduce((a, b) => (Number(b.facts.temp) > Number(a.facts.temp) ? b : a));
  q({ id: 'swim-warmest', question: 'What was the warmest the water got when I went swimming?', type: 'hybrid', pensieve: 'multi', answer: 'number', gold: boards.filter((f) => f.facts.temp === warmest.facts.temp).map((f) => f.name), goldMatch: 'any', keywords: [`re:\\b${String(warmest.facts.temp)}\\s*(°|degrees?\\b|c\\b)`] });

  // --- Galway, the May bank holiday weekend.
  const gal = files.filter(tagged('galway-trip'));
  const trainOut = one(tagged('galway-trip', 'train-out'), 'train to Galway');
  q({ id: 'galway-seat', question: 'What was my seat on the train to Galway?', type: 'hybrid', pensieve: 'location', answer: 'identifier', gold: [trainOut.name], keywords: ['coach c', '34'] });
  q({ id: 'galway-train-time', question: 'How long was the train journey to Galway?', type: 'hybrid', pensieve: 'location', answer: 'duration', gold: [trainOut.name], keywords: ['2 h 30|2h30|2 hours 30|2.5 hours|two and a half hours|150 min|2 hr 30|2h 30'], match: 'any' });
  const bnb = one(tagged('galway-trip', 'bnb'), 'Galway B&B');
  q({ id: 'galway-stay', question: 'Where did we stay in Galway on the bank holiday weekend?', type: 'hybrid', pensieve: 'both', answer: 'name', gold: [bnb.name], keywords: ['corrib view'] });
  q({ id: 'galway-wifi', question: 'What was the wifi password at the B&B?', type: 'direct', pensieve: 'none', answer: 'identifier', gold: [bnb.name], keywords: [fact(bnb, 'password')] });
  const galMeals = gal.filter((f) => f.tags.includes('restaurant'));
  q({ id: 'galway-eat-out', question: 'Where did we eat out in Galway?', type: 'hybrid', pensieve: 'location', answer: 'list', gold: galMeals.map((f) => f.name), keywords: ['pier loft', 'kirwan'], k: galMeals.length });
  q({ id: 'galway-how-long', question: 'How many nights were we away in Galway?', type: 'contextual', pensieve: 'multi', answer: 'duration', gold: gal.map((f) => f.name), keywords: ['2 nights|two nights|3 days|three days'], match: 'any', k: gal.length });

  // --- Boston, the conference in June.
  const bos = files.filter(tagged('boston-trip'));
  const flightOut = one(tagged('boston-trip', 'flight-out'), 'flight to Boston');
  q({ id: 'boston-flight', question: 'What flight did I take to Boston?', type: 'hybrid', pensieve: 'location', answer: 'identifier', gold: [flightOut.name], keywords: ['ei 137|ei137'] });
  const hotel = one(tagged('boston-trip', 'hotel'), 'Boston hotel');
  q({ id: 'boston-hotel', question: 'What hotel was I in for the conference?', type: 'hybrid', pensieve: 'none', answer: 'name', gold: [hotel.name], keywords: ['harbourline'] });
  const programme = one(tagged('programme'), 'talk programme');
  q({ id: 'boston-talk-time', question: 'What time was my talk at the conference?', type: 'hybrid', pensieve: 'none', answer: 'date', gold: [programme.name], keywords: ['2:15|2.15|14:15'] });
  const badge = one(tagged('badge'), 'conference badge');
  q({ id: 'boston-speaker', question: 'Was I speaking at the Boston conference or just attending?', type: 'hybrid', pensieve: 'location', answer: 'yesno', goldMatch: 'any', gold: [badge.name, programme.name], keywords: ['speak|speaker|talk'] });
  const lunch = one(tagged('boston-trip', 'lunch'), 'Boston lunch');
  q({ id: 'boston-tip', question: 'How much did I tip at lunch in Boston?', type: 'hybrid', pensieve: 'location', answer: 'number', gold: [lunch.name], keywords: [fact(lunch, 'tip')] });
  const ballgame = one(tagged('baseball', 'ticket'), 'baseball ticket');
  q({ id: 'boston-baseball', question: 'Who were the Red Sox playing when I went to the game?', type: 'hybrid', pensieve: 'none', answer: 'name', gold: [ballgame.name], keywords: ['orioles'] });
  q({ id: 'boston-duration', question: 'How long was I in the States for the conference?', type: 'contextual', pensieve: 'multi', answer: 'duration', gold: bos.map((f) => f.name), keywords: ['4 nights|four nights|5 nights|five nights|5 days|five days|6 days|six days'], match: 'any', k: bos.length });
  const cambridge = names((f) => f.town === 'Cambridge');
  q({ id: 'harvard-photos', question: 'Show me the pictures from Harvard', type: 'contextual', pensieve: 'location', answer: 'none', gold: cambridge, keywords: [], k: cambridge.length });

  // --- Wales, a week in August.
  const wal = files.filter(tagged('wales-trip'));
  const ferryOut = one(tagged('ferry-out'), 'ferry out');
  q({ id: 'wales-ferry-time', question: 'What time did the boat to Wales leave?', type: 'hybrid', pensieve: 'time', answer: 'date', gold: [ferryOut.name], keywords: ['08:05|8:05|8.05'] });
  const car = one(tagged('car-hire'), 'hire car');
  q({ id: 'wales-car-reg', question: "What was the hire car's registration?", type: 'hybrid', pensieve: 'none', answer: 'identifier', gold: [car.name], keywords: ['cx24 klm|cx24klm'] });
  q({ id: 'wales-car-cost', question: 'How much did the car rental in Wales cost?', type: 'hybrid', pensieve: 'location', answer: 'number', gold: [car.name], keywords: ['312'] });
  q({ id: 'wales-drove-over', question: 'Did we bring our own car to Wales?', type: 'hybrid', pensieve: 'location', answer: 'yesno', goldMatch: 'any', gold: [car.name, ferryOut.name], keywords: ['no', 'hire|rental|foot passenger|rented'] });
  const cottage = one(tagged('cottage'), 'cottage card');
  q({ id: 'wales-key-safe', question: "What was the key safe code at the cottage?", type: 'hybrid', pensieve: 'none', answer: 'identifier', gold: [cottage.name], keywords: [fact(cottage, 'code')] });
  const railway = one(tagged('mountain-railway'), 'mountain railway ticket');
  q({ id: 'snowdon-train', question: 'How much did we pay for the train up Snowdon?', type: 'hybrid', pensieve: 'location', answer: 'number', gold: [railway.name], keywords: ['98'] });
  const packing = one(tagged('packing-list'), 'packing list');
  q({ id: 'wales-packing', question: 'What did I need to bring to Wales?', type: 'hybrid', pensieve: 'none', answer: 'list', gold: [packing.name], keywords: ['boots', 'rain jackets', 'driving licence'] });
  q({ id: 'wales-castles', question: 'Show me the castles we saw in Wales', type: 'contextual', pensieve: 'location', answer: 'none', gold: names((f) => f.tags.includes('wales-trip') && f.tags.includes('castle')), keywords: [], k: names((f) => f.tags.includes('wales-trip') && f.tags.includes('castle')).length });
  const pub = one(tagged('wales-trip', 'restaurant'), 'Conwy dinner');
  q({ id: 'wales-pub-dinner', question: 'Where did we have dinner in Conwy?', type: 'hybrid', pensieve: 'both', answer: 'name', gold: [pub.name], keywords: ['mussel anchor|mussel & anchor'] });
  q({ id: 'wales-how-long', question: 'How long were we in Wales?', type: 'contextual', pensieve: 'multi', answer: 'duration', gold: wal.map((f) => f.name), keywords: ['7 nights|seven nights|8 days|eight days|a week|one week'], match: 'any', k: wal.length });

  // --- Photos without text.
  const lastHowth = last(tagged('howth'), 'Howth walk');
  q({ id: 'howth-last', question: 'When did we last walk the cliff path in Howth?', type: 'contextual', pensieve: 'location', answer: 'date', gold: [lastHowth.name], keywords: [date(dateOf(lastHowth))] });

  return qs.map((x) => ({ ...x, now: x.now ?? BLIND4_NOW, match: x.match ?? 'all' }));
}
