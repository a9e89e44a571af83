/**
 * The seventh blind question set, for the album in eval/album/blind7/life.ts: written, with the
 * album, by a helper who never tuned the engine and read none of its code, and committed before the
 * engine first ran on it. The whole mix a user asks of their own photos — which business or place,
 * lists, counts of a weekly habit, amounts, dates and times, durations, codes, yes/no and show-me —
 * in their own words ("trivia", "bowls", "the footy", "the rego", "Tassie" are not what the pictures
 * print). Gold derives from the spec's tags and facts (eval/questions.ts's conventions: types,
 * keywords, `k`, `goldMatch`); keywords accept any correct phrasing. After the first run only
 * genuine gold errors may be fixed, never a question or keyword changed to pass.
 *
 * Asked in Brisbane (+10:00) on a Sunday in mid-January 2028, after the Tasmania trip: "last year"
 * is 2027.
 */
import type { AlbumSpec } from './album/spec';
import { dateOf } from './album/spec';
import { countKeyword, dateKeyword, goldPickers, type EvalQuestion } from './questions';

/** A Sunday morning at home, after the album's last day. */
export const BLIND7_NOW = '2028-01-16T10:00:00+10:00';

/** Australians write the day first ("31/08/2027", "31 Aug 2027"). */
const date = (d: string): string => dateKeyword(d, { dayFirst: true });
/** "$328.00" is as often said "$328". */
const whole = (amount: string): string => amount.replace(/\.00$/, '');

export function buildBlind7Questions(spec: AlbumSpec): EvalQuestion[] {
  const { files, names, tagged, one, last, fact } = goldPickers(spec, 'blind7 gold');

  const qs: Array<Omit<EvalQuestion, 'now' | 'match'> & { now?: string; match?: 'all' | 'any' }> = [];
  const q = (x: (typeof qs)[number]) => qs.push(x);

  // --- The car, the house, the bills.
  const service = one(tagged('car', 'service'), 'logbook service');
  q({ id: 'car-service-garage', question: 'Which garage did the logbook service on the car?', type: 'direct', pensieve: 'none', answer: 'name', gold: [service.name], keywords: ['torque'] });
  q({ id: 'car-service-odometer', question: "What was the car's odometer reading at the last service?", type: 'direct', pensieve: 'none', answer: 'number', gold: [service.name], keywords: ['61204|61,204'] });
  q({ id: 'car-service-items', question: 'What did they do to the car at the service in June?', type: 'hybrid', pensieve: 'time', answer: 'list', gold: [service.name], keywords: ['wiper', 'cabin air filter|cabin filter'] });
  const puncture = one(tagged('puncture'), 'puncture repair');
  q({ id: 'flat-tyre-shop', question: 'Who fixed the flat tyre?', type: 'direct', pensieve: 'none', answer: 'name', gold: [puncture.name], keywords: ['kedron'] });
  const rego = one(tagged('registration'), 'registration certificate');
  q({ id: 'number-plate', question: "What's our car's number plate?", type: 'direct', pensieve: 'none', answer: 'identifier', gold: [rego.name], keywords: [fact(rego, 'plate')] });
  q({ id: 'rego-expiry', question: "When is the car's rego due again?", type: 'direct', pensieve: 'none', answer: 'date', gold: [rego.name], keywords: [date(fact(rego, 'expiry'))] });
  const fills = files.filter(tagged('fuel'));
  const lastFill = fills[fills.length - 1]!;
  q({ id: 'petrol-price-last', question: 'How much was petrol a litre the last time I filled up?', type: 'direct', pensieve: 'none', answer: 'number', gold: [lastFill.name], keywords: [`${fact(lastFill, 'cents')}|${(Number(fact(lastFill, 'cents')) / 100).toFixed(3)}`] });
  const fills2027 = fills.filter((f) => dateOf(f).startsWith('2027'));
  q({ id: 'fuel-count-last-year', question: 'How many times did I fill up the car last year?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: fills2027.map((f) => f.name), keywords: [countKeyword(fills2027.length)], k: fills2027.length });
  const plumber = one(tagged('plumber'), 'plumber invoice');
  q({ id: 'plumber-who', question: 'Who was the plumber that fixed the kitchen tap?', type: 'direct', pensieve: 'none', answer: 'name', gold: [plumber.name], keywords: ['dripless'] });
  q({ id: 'plumber-cost', question: 'How much did the plumber charge us?', type: 'direct', pensieve: 'none', answer: 'number', gold: [plumber.name], keywords: [whole(fact(plumber, 'total'))] });
  q({ id: 'plumber-callout', question: 'Did the plumber charge a call-out fee?', type: 'direct', pensieve: 'none', answer: 'yesno', gold: [plumber.name], keywords: ['yes|95'], match: 'any' });
  const rates = one(tagged('rates'), 'rates notice');
  q({ id: 'rates-amount', question: 'How much was the last council rates bill?', type: 'direct', pensieve: 'none', answer: 'number', gold: [rates.name], keywords: ['1072.35|1,072.35'] });
  q({ id: 'rates-due', question: 'When were the rates due?', type: 'direct', pensieve: 'none', answer: 'date', gold: [rates.name], keywords: [date(fact(rates, 'due'))] });
  q({ id: 'rates-bpay-ref', question: "What's the BPAY reference for the council rates?", type: 'direct', pensieve: 'none', answer: 'identifier', gold: [rates.name], keywords: [fact(rates, 'ref')] });
  const power = one(tagged('electricity'), 'energy bill');
  q({ id: 'power-bill', question: 'How much was our last electricity bill?', type: 'direct', pensieve: 'none', answer: 'number', gold: [power.name], keywords: [fact(power, 'amount')] });
  const modem = one(tagged('modem'), 'modem sticker');
  q({ id: 'home-wifi', question: "What's the wifi password at home?", type: 'direct', pensieve: 'none', answer: 'identifier', gold: [modem.name], keywords: [fact(modem, 'password')] });

  // --- Pickle, health, the library, transit, groceries.
  const vet = one(tagged('vet'), 'vet checklist');
  q({ id: 'pickle-vet', question: 'Which vet does Pickle go to?', type: 'direct', pensieve: 'none', answer: 'name', gold: [vet.name], keywords: ['boundary st|boundary street'] });
  q({ id: 'pickle-vet-done', question: 'What did Pickle get done at the vet in October?', type: 'hybrid', pensieve: 'time', answer: 'list', gold: [vet.name], keywords: ['c5', 'heartworm', 'nail'] });
  const dentist = one(tagged('dentist'), 'dentist card');
  q({ id: 'dentist-next', question: "When's my next dentist appointment?", type: 'direct', pensieve: 'none', answer: 'date', gold: [dentist.name], keywords: [date(fact(dentist, 'date'))] });
  const loans = one(tagged('library'), 'library loans');
  q({ id: 'library-books', question: 'What books did I borrow from the library in September?', type: 'hybrid', pensieve: 'time', answer: 'list', gold: [loans.name], keywords: ['boy swallows universe', 'overstory', 'fire country'] });
  const topup = last(tagged('go-card', 'top-up'), 'go card top-up');
  q({ id: 'gocard-last-topup', question: 'How much did I put on my go card last time?', type: 'direct', pensieve: 'none', answer: 'number', gold: [topup.name], keywords: [whole(fact(topup, 'amount'))] });
  const oat = files.filter((f) => f.tags.includes('grocery') && String(f.facts.items).includes('oat milk'));
  q({ id: 'oat-milk-count', question: 'How many times did I buy oat milk?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: oat.map((f) => f.name), keywords: [countKeyword(oat.length)], k: oat.length });

  // --- Thursday nights at the pub and Sunday afternoons on the green.
  const sheets = files.filter(tagged('score-sheet'));
  q({ id: 'trivia-pub', goldMatch: 'any', question: 'Which pub do we go to for trivia?', type: 'contextual', pensieve: 'none', answer: 'name', gold: sheets.map((f) => f.name), keywords: ['spotted quoll'] });
  const august = sheets.filter((f) => dateOf(f).startsWith('2027-08'));
  q({ id: 'trivia-august', question: 'How many times did we go to trivia in August?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: august.map((f) => f.name), keywords: [countKeyword(august.length)], k: august.length });
  const wins = sheets.filter((f) => f.facts.place === '1ST');
  q({ id: 'trivia-wins', question: 'How many times have we won at trivia?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: wins.map((f) => f.name), keywords: [countKeyword(wins.length)], k: wins.length });
  const lastWin = wins[wins.length - 1]!;
  q({ id: 'trivia-last-win', question: 'When did we last win trivia?', type: 'hybrid', pensieve: 'none', answer: 'date', gold: [lastWin.name], keywords: [date(dateOf(lastWin))] });
  const best = sheets.reduce((a, b) => (Number(b.facts.total) > Number(a.facts.total) ? b : a));
  q({ id: 'trivia-best-score', question: "What's the best score we've ever got at trivia?", type: 'hybrid', pensieve: 'multi', answer: 'number', gold: [best.name], keywords: [`re:\\b${fact(best, 'total')}\\b`] });
  // Home from Cairns on Saturday 17 July; the next Thursday was the 22nd.
  const afterCairns = sheets.filter((f) => dateOf(f) >= '2027-07-18' && dateOf(f) <= '2027-07-24');
  q({ id: 'trivia-after-cairns', question: 'Did we make it to trivia the week after we got back from Cairns?', type: 'hybrid', pensieve: 'time', answer: 'yesno', gold: afterCairns.map((f) => f.name), keywords: [`yes|${date(dateOf(afterCairns[0]!))}`], match: 'any' });
  const greens = files.filter(tagged('green-hire'));
  const sinceSeptember = greens.filter((f) => dateOf(f) >= '2027-09-01');
  q({ id: 'bowls-since-september', question: 'How many times have we played barefoot bowls since September?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: sinceSeptember.map((f) => f.name), keywords: [countKeyword(sinceSeptember.length)], k: sinceSeptember.length });
  const lastGreen = greens[greens.length - 1]!;
  q({ id: 'bowls-last', question: 'When did we last go to bowls?', type: 'hybrid', pensieve: 'none', answer: 'date', gold: [lastGreen.name], keywords: [date(dateOf(lastGreen))] });
  q({ id: 'bowls-rink-last', question: 'Which rink were we on the last time we played bowls?', type: 'hybrid', pensieve: 'none', answer: 'identifier', gold: [lastGreen.name], keywords: [`rink ${fact(lastGreen, 'rink')}`] });

  // --- Outings in town.
  const footy = one(tagged('football', 'ticket'), 'football ticket');
  q({ id: 'footy-seat', question: 'Where were our seats at the Broncos game?', type: 'direct', pensieve: 'none', answer: 'identifier', gold: [footy.name], keywords: [`bay ${fact(footy, 'bay')}|${fact(footy, 'bay')}`, `row ${fact(footy, 'row')}|${fact(footy, 'bay')} ${fact(footy, 'row')}`, `seat ${fact(footy, 'seat')}|${fact(footy, 'row')} ${fact(footy, 'seat')}`] });
  const gig = one(tagged('gig'), 'gig ticket');
  q({ id: 'tivoli-band', question: 'Who did we see at the Tivoli in October?', type: 'hybrid', pensieve: 'both', answer: 'name', gold: [gig.name], keywords: ['hollow palms'] });
  // The booking names the occasion; the bill that night names nothing but the restaurant.
  const bday = names((f) => f.facts.restaurant === 'Saigon Lane Kitchen');
  q({ id: 'birthday-dinner-place', goldMatch: 'any', question: "Where did we go for Sam's birthday dinner?", type: 'hybrid', pensieve: 'none', answer: 'name', gold: bday, keywords: ['saigon lane'] });
  const brunch = one(tagged('brunch'), 'brunch bill');
  q({ id: 'brunch-june', question: 'Where did we have brunch in early June?', type: 'hybrid', pensieve: 'time', answer: 'name', gold: [brunch.name], keywords: ['loquat'] });

  // --- Cairns and Port Douglas, the July holiday.
  const cairns = files.filter(tagged('cairns-trip'));
  q({ id: 'cairns-duration', question: 'How long was our Cairns holiday?', type: 'contextual', pensieve: 'multi', answer: 'duration', gold: cairns.map((f) => f.name), keywords: ['7 nights|seven nights|8 days|eight days|a week|one week|1 week'], match: 'any', k: cairns.length });
  const flyUp = one(tagged('cairns-trip', 'flight-out'), 'flight to Cairns');
  q({ id: 'fly-cairns-when', question: 'When did we fly up to Cairns?', type: 'hybrid', pensieve: 'location', answer: 'date', gold: [flyUp.name], keywords: [date(fact(flyUp, 'date'))] });
  const cairnsHotel = one(tagged('cairns-trip', 'hotel'), 'Cairns hotel');
  q({ id: 'cairns-hotel', question: 'What was the hotel we stayed at in Cairns?', type: 'hybrid', pensieve: 'location', answer: 'name', gold: [cairnsHotel.name], keywords: ['mangrove palms'] });
  const villa = one(tagged('villa'), 'Port Douglas villa');
  q({ id: 'port-douglas-stay', question: 'Where did we stay in Port Douglas?', type: 'hybrid', pensieve: 'location', answer: 'name', gold: [villa.name], keywords: ['frangipani'] });
  const railway = one(tagged('railway'), 'Kuranda railway ticket');
  q({ id: 'kuranda-train-duration', question: 'How long did the train up to Kuranda take?', type: 'hybrid', pensieve: 'location', answer: 'duration', gold: [railway.name], keywords: ['1 h 55|1h55|1 hour 55|1 hr 55|1hr 55|115 min|1:55'], match: 'any' });
  const reef = names(tagged('cairns-trip', 'reef'));
  q({ id: 'reef-photos', question: 'Show me the photos from our reef trip', type: 'contextual', pensieve: 'none', answer: 'none', gold: reef, keywords: [], k: reef.length });

  // --- The symposium in Adelaide.
  const adelaide = files.filter(tagged('adelaide-trip'));
  const adlHotel = one(tagged('adelaide-trip', 'hotel'), 'Adelaide hotel');
  q({ id: 'adelaide-hotel', question: 'Which hotel did I stay at for the conference in Adelaide?', type: 'hybrid', pensieve: 'location', answer: 'name', gold: [adlHotel.name], keywords: ['grenfell'] });
  q({ id: 'adelaide-room', question: 'What room was I in at the Adelaide hotel?', type: 'hybrid', pensieve: 'location', answer: 'identifier', gold: [adlHotel.name], keywords: [fact(adlHotel, 'room')] });
  q({ id: 'adelaide-breakfast', question: 'Was breakfast included at my hotel in Adelaide?', type: 'hybrid', pensieve: 'location', answer: 'yesno', gold: [adlHotel.name], keywords: ['no|not included'], match: 'any' });
  q({ id: 'adelaide-nights', question: 'How many nights was I in Adelaide for the symposium?', type: 'contextual', pensieve: 'multi', answer: 'duration', gold: adelaide.map((f) => f.name), keywords: ['3 nights|three nights'], match: 'any', k: adelaide.length });
  const talk = one(tagged('talk', 'schedule'), 'talk slot');
  q({ id: 'talk-time', question: 'What time was my talk at the symposium?', type: 'hybrid', pensieve: 'none', answer: 'date', gold: [talk.name], keywords: ['11:20|11.20|11 20'] });
  const taxi = one(tagged('taxi'), 'Adelaide taxi');
  q({ id: 'adelaide-taxi', question: 'How much was the taxi from the airport in Adelaide?', type: 'hybrid', pensieve: 'location', answer: 'number', gold: [taxi.name], keywords: [fact(taxi, 'total')] });
  const hahndorf = names((f) => f.town === 'Hahndorf');
  q({ id: 'hahndorf-photos', question: 'Show me my photos from Hahndorf', type: 'contextual', pensieve: 'location', answer: 'none', gold: hahndorf, keywords: [], k: hahndorf.length });

  // --- Christmas in Noosa, then Tasmania.
  const xmas = names(tagged('christmas'));
  q({ id: 'noosa-christmas', question: 'Show me the photos from Christmas at Noosa', type: 'contextual', pensieve: 'both', answer: 'none', gold: xmas, keywords: [], k: xmas.length });
  const packing = one(tagged('packing-list'), 'Tassie packing list');
  q({ id: 'tassie-packing', question: 'What was on my packing list for Tassie?', type: 'hybrid', pensieve: 'none', answer: 'list', gold: [packing.name], keywords: ['rain jackets', 'boots', 'thermals'] });
  const tasmania = files.filter(tagged('tasmania-trip'));
  q({ id: 'tasmania-duration', question: 'How long were we in Tasmania?', type: 'contextual', pensieve: 'multi', answer: 'duration', gold: tasmania.map((f) => f.name), keywords: ['8 nights|eight nights|9 days|nine days'], match: 'any', k: tasmania.length });
  const hobartFlight = one(tagged('tasmania-trip', 'flight-out'), 'flight to Hobart');
  q({ id: 'hobart-flight', question: 'What was our flight number to Hobart?', type: 'hybrid', pensieve: 'location', answer: 'identifier', gold: [hobartFlight.name], keywords: [`${fact(hobartFlight, 'flight')}|${fact(hobartFlight, 'flight').replace(' ', '')}`] });
  const cottage = one(tagged('tasmania-trip', 'cottage', 'booking'), 'Hobart cottage');
  q({ id: 'hobart-lockbox', question: 'What was the lockbox code at the cottage in Hobart?', type: 'hybrid', pensieve: 'location', answer: 'identifier', gold: [cottage.name], keywords: [fact(cottage, 'code')] });
  const punt = one(tagged('fish-and-chips'), 'fish punt receipt');
  q({ id: 'fish-punt-order', question: 'What did we order at the fish punt in Hobart?', type: 'hybrid', pensieve: 'location', answer: 'list', gold: [punt.name], keywords: ['flathead', 'scallop pie'] });
  const nye = one(tagged('new-years-eve', 'receipt'), 'New Year\'s Eve bill');
  q({ id: 'nye-dinner', question: "Where did we have dinner on New Year's Eve?", type: 'hybrid', pensieve: 'time', answer: 'name', gold: [nye.name], keywords: ['harbourlight'] });
  const tasMeals = tasmania.filter((f) => f.tags.includes('receipt') && (f.tags.includes('restaurant') || f.tags.includes('fish-and-chips')));
  q({ id: 'tasmania-meals-out', question: 'How many times did we eat out in Tasmania?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: tasMeals.map((f) => f.name), keywords: [countKeyword(tasMeals.length)], k: tasMeals.length });
  const coach = one(tagged('tasmania-trip', 'coach'), 'coach to Launceston');
  q({ id: 'drive-to-launceston', question: 'Did we drive from Hobart up to Launceston?', type: 'hybrid', pensieve: 'location', answer: 'yesno', gold: [coach.name], keywords: ['no', 'coach|bus|redline'] });
  const flyHome = one(tagged('tasmania-trip', 'flight-home'), 'flight home from Tasmania');
  q({ id: 'fly-home-hobart', question: 'Did we fly home from Hobart?', type: 'hybrid', pensieve: 'location', answer: 'yesno', gold: [flyHome.name], keywords: ['no', 'launceston|lst'] });

  // --- Across the year.
  const flightsOut = files.filter((f) => f.tags.includes('flight-out') && dateOf(f).startsWith('2027'));
  q({ id: 'flew-last-year', question: 'Which cities did I fly to last year?', type: 'contextual', pensieve: 'multi', answer: 'list', gold: flightsOut.map((f) => f.name), keywords: ['cairns', 'adelaide', 'hobart'], k: flightsOut.length });

  return qs.map((x) => ({ ...x, now: x.now ?? BLIND7_NOW, match: x.match ?? 'all' }));
}
