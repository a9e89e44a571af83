/**
 * The sixth blind question set, for the album in eval/album/blind6/life.ts: a life in Chicago,
 * written by someone who never tuned the engine and read none of it, and committed before the engine
 * first ran on it. The whole mix someone asks of their own photos: which business or place, lists,
 * counts of things done every week, amounts, dates and times, how long, codes and numbers, yes or no,
 * and "show me". Phrased the way the user would type it, with the words they use rather than the
 * printed ones ("improv", "bowling", "jazz club", "city sticker", "the team dinner" are never on the
 * pictures they are about). Gold derives from the spec's tags and facts (eval/questions.ts's
 * conventions); keywords accept any correct phrasing. After the first run only genuine gold errors
 * may be fixed, never a question or keyword changed to pass.
 *
 * Asked on a Sunday morning in early September 2027, in Chicago (CDT).
 */
import type { AlbumFile, AlbumSpec } from './album/spec';
import { dateOf } from './album/spec';
import { countKeyword, dateKeyword, goldPickers, type EvalQuestion } from './questions';

export const BLIND6_NOW = '2027-09-05T10:00:00-05:00';

/** US dates, month first: "May 25", "5/25", "05/25/2027", "5/25/27". */
const date = (d: string): string => {
  const [y, m, day] = d.split('-');
  return `${dateKeyword(d)}|${m}/${day}/${y}|${Number(m)}/${Number(day)}/${y!.slice(2)}`;
};
const money = (amount: string): string => `${amount}|${amount.replace(/\.00$/, '')}`;

export function buildBlind6Questions(spec: AlbumSpec): EvalQuestion[] {
  const { files, names, tagged, one, last, fact } = goldPickers(spec, 'blind6 gold');

  const qs: Array<Omit<EvalQuestion, 'now' | 'match'> & { now?: string; match?: 'all' | 'any' }> = [];
  const q = (x: (typeof qs)[number]) => qs.push(x);
  const inMonth = (ym: string) => (f: AlbumFile) => f.local.startsWith(ym);

  // --- The house, the car and the paperwork.
  const plumber = one(tagged('plumber'), 'plumber invoice');
  q({ id: 'plumber-who', question: 'Who was the plumber that came to fix the kitchen sink?', type: 'direct', pensieve: 'none', answer: 'name', gold: [plumber.name], keywords: ['lakeshore plumbing|ray dominguez|dominguez'] });
  q({ id: 'plumber-cost', question: 'How much did the plumber charge me?', type: 'direct', pensieve: 'none', answer: 'number', gold: [plumber.name], keywords: [money(fact(plumber, 'total'))] });
  const oil = one(tagged('oil-change'), 'oil change');
  q({ id: 'oil-change-garage', question: 'Which garage did the oil change on the Subaru?', type: 'direct', pensieve: 'none', answer: 'name', gold: [oil.name], keywords: ['milwaukee ave auto|milwaukee avenue auto'] });
  const garages = files.filter(tagged('garage'));
  const lastGarage = garages[garages.length - 1]!;
  q({ id: 'garage-last', question: 'Which garage did I last take the car to?', type: 'hybrid', pensieve: 'none', answer: 'name', gold: [lastGarage.name], keywords: ['grand avenue tire|grand ave tire'] });
  q({ id: 'license-plate', question: "What's my license plate number?", type: 'direct', pensieve: 'none', answer: 'identifier', goldMatch: 'any', gold: names((f) => f.text.some((l) => l.includes(fact(oil, 'plate')))), keywords: ['ev 62941|ev62941'] });
  const sticker = one(tagged('city-sticker'), 'city sticker');
  q({ id: 'city-sticker-expiry', question: 'When does my city sticker expire?', type: 'direct', pensieve: 'none', answer: 'date', gold: [sticker.name], keywords: [`${date(fact(sticker, 'until'))}|jul 2028|july 2028`] });
  const ticket = one(tagged('parking-ticket'), 'parking ticket');
  q({ id: 'parking-fine', question: 'How much was the fine on the street cleaning ticket?', type: 'direct', pensieve: 'none', answer: 'number', gold: [ticket.name], keywords: [money(fact(ticket, 'fine'))] });
  const summons = one(tagged('jury-summons'), 'jury summons');
  q({ id: 'jury-date', question: 'When do I have to show up for jury duty?', type: 'direct', pensieve: 'none', answer: 'date', gold: [summons.name], keywords: [date(fact(summons, 'date')), '8:30|8 30'] });
  q({ id: 'juror-id', question: "What's my juror number?", type: 'direct', pensieve: 'none', answer: 'identifier', gold: [summons.name], keywords: [fact(summons, 'juror')] });
  const bill = last(tagged('electric-bill'), 'electric bill');
  q({ id: 'electric-bill', question: 'How much was my last electric bill?', type: 'direct', pensieve: 'none', answer: 'number', gold: [bill.name], keywords: [fact(bill, 'due')] });
  const vet = one(tagged('vet'), 'vet card');
  q({ id: 'cat-vaccine-due', question: 'When is Pierogi due for her next booster?', type: 'direct', pensieve: 'none', answer: 'date', gold: [vet.name], keywords: ['aug 2027|august 2027|08/2027|8/2027'] });
  const dentist = one(tagged('dentist'), 'dentist text');
  q({ id: 'dentist-june', question: 'When was my dentist appointment in June?', type: 'hybrid', pensieve: 'time', answer: 'date', gold: [dentist.name], keywords: [date(fact(dentist, 'date')), '4:15|4 15'] });
  const rx = one(tagged('prescription'), 'pharmacy label');
  q({ id: 'nasal-spray-refills', question: 'Do I have any refills left on my nasal spray?', type: 'direct', pensieve: 'none', answer: 'yesno', gold: [rx.name], keywords: ['yes', `${fact(rx, 'refills')}|three`], match: 'any' });
  const holds = one(tagged('library', 'holds'), 'library holds');
  q({ id: 'library-holds', question: 'Which books were waiting for me at the library in March?', type: 'hybrid', pensieve: 'time', answer: 'list', gold: [holds.name], keywords: ['power broker', 'palaces for the people', 'tomorrow and tomorrow'] });
  const hardware = one(tagged('shopping-list', 'hardware'), 'hardware list');
  q({ id: 'hardware-list', question: 'What did I need to get at the hardware store?', type: 'direct', pensieve: 'none', answer: 'list', gold: [hardware.name], keywords: ['caulk', 'drain snake', 'furnace filter'] });
  const deli = one(tagged('deli'), 'deli receipt');
  q({ id: 'deli-items', question: 'What did I buy at the Polish deli?', type: 'direct', pensieve: 'none', answer: 'list', gold: [deli.name], keywords: ['kielbasa', 'pierogi', 'paczki'] });
  const topups = files.filter(tagged('transit', 'top-up'));
  q({ id: 'ventra-topups', question: 'How many times did I top up my Ventra card this year?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: topups.map((f) => f.name), keywords: [countKeyword(topups.length)], k: topups.length });

  // --- The Tuesday class: the studio whiteboard, never "improv".
  const boards = files.filter(tagged('class', 'whiteboard'));
  q({ id: 'improv-count', question: 'How many improv classes did I go to?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: boards.map((f) => f.name), keywords: [countKeyword(boards.length)], k: boards.length });
  const february = boards.filter(inMonth('2027-02'));
  q({ id: 'improv-february', question: 'How many improv classes did I make it to in February?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: february.map((f) => f.name), keywords: [countKeyword(february.length)], k: february.length });
  q({ id: 'improv-first', question: 'When was my first improv class?', type: 'hybrid', pensieve: 'none', answer: 'date', gold: [boards[0]!.name], keywords: [date(dateOf(boards[0]!))] });
  const around = boards.filter((f) => dateOf(f) === '2027-02-09' || dateOf(f) === '2027-02-23');
  q({ id: 'improv-missed', goldMatch: 'any', question: 'Did I miss any of my improv classes?', type: 'hybrid', pensieve: 'multi', answer: 'yesno', gold: around.map((f) => f.name), keywords: ['yes', 'feb 16|february 16|2/16|class 6'] });
  q({ id: 'improv-course-weeks', goldMatch: 'any', question: 'How many weeks long was the improv course?', type: 'hybrid', pensieve: 'none', answer: 'duration', gold: boards.map((f) => f.name), keywords: ['10 weeks|ten weeks|10 classes|ten classes|of 10'] });
  const showcase = one(tagged('showcase'), 'showcase poster');
  q({ id: 'showcase-venue', question: 'Where was my improv showcase?', type: 'hybrid', pensieve: 'none', answer: 'name', gold: [showcase.name], keywords: ['westwind'] });

  // --- The Thursday league: the lanes' score sheet, never "bowling".
  const sheets = files.filter(tagged('score-sheet'));
  const may = sheets.filter(inMonth('2027-05'));
  q({ id: 'bowling-may', question: 'How many times did we go bowling in May?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: may.map((f) => f.name), keywords: [countKeyword(may.length)], k: may.length });
  q({ id: 'bowling-season', question: 'How many league nights did we bowl this season?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: sheets.map((f) => f.name), keywords: [countKeyword(sheets.length)], k: sheets.length });
  const bestGame = Math.max(...sheets.map((f) => Number(fact(f, 'best'))));
  const bestSheet = sheets.find((f) => Number(fact(f, 'best')) === bestGame)!;
  q({ id: 'bowling-best-game', question: 'What was my highest bowling score this season?', type: 'hybrid', pensieve: 'multi', answer: 'number', gold: [bestSheet.name], keywords: [String(bestGame)] });
  const lastSheet = sheets[sheets.length - 1]!;
  q({ id: 'bowling-last', question: 'When was our last night at the bowling alley?', type: 'hybrid', pensieve: 'none', answer: 'date', gold: [lastSheet.name], keywords: [date(dateOf(lastSheet))] });
  const aroundNola = sheets.filter((f) => dateOf(f) === '2027-04-08' || dateOf(f) === '2027-04-22');
  q({ id: 'bowling-nola-week', goldMatch: 'any', question: 'Did we make it to bowling the week we were in New Orleans?', type: 'hybrid', pensieve: 'time', answer: 'yesno', gold: aroundNola.map((f) => f.name), keywords: ['no'] });

  // --- Outings in town.
  const sox = one(tagged('baseball', 'ticket'), 'ballgame ticket');
  q({ id: 'sox-seats', question: 'Where were our seats at the White Sox game?', type: 'direct', pensieve: 'none', answer: 'identifier', gold: [sox.name], keywords: [`section ${fact(sox, 'section')}|sec ${fact(sox, 'section')}|${fact(sox, 'section')}`, `row ${fact(sox, 'row')}`, `seat ${fact(sox, 'seat')}`] });
  const gig = one(tagged('concert'), 'concert ticket');
  q({ id: 'thalia-band', question: 'Which band did we see at Thalia Hall?', type: 'direct', pensieve: 'none', answer: 'name', gold: [gig.name], keywords: ['velvet marsh'] });
  const cruise = one(tagged('boat-tour', 'ticket'), 'river cruise');
  q({ id: 'cruise-length', question: 'How long was the architecture boat tour?', type: 'direct', pensieve: 'none', answer: 'duration', gold: [cruise.name], keywords: ['90 min|90 minutes|1.5 hours|1 5 hours|an hour and a half|one and a half hours'], match: 'any' });
  const pizza = one(tagged('pizza'), 'deep dish bill');
  q({ id: 'deep-dish-place', question: 'Where did we go for deep dish in January?', type: 'hybrid', pensieve: 'time', answer: 'name', gold: [pizza.name], keywords: ['crust kettle|crust & kettle'] });
  const brunch = one(tagged('brunch'), 'brunch bill');
  q({ id: 'brunch-before-nola', question: 'Where did we have brunch the weekend before New Orleans?', type: 'hybrid', pensieve: 'time', answer: 'name', gold: [brunch.name], keywords: ['sunny side'] });
  const fireworks = names(tagged('fourth-of-july'));
  q({ id: 'fourth-photos', question: 'Show me the fireworks on the Fourth of July', type: 'contextual', pensieve: 'time', answer: 'none', gold: fireworks, keywords: [], k: fireworks.length });

  const birthday = names(tagged('birthday', 'sam'));
  q({ id: 'sam-birthday-photos', question: "Show me the photos from Sam's birthday last month", type: 'contextual', pensieve: 'time', answer: 'none', gold: birthday, keywords: [], k: birthday.length });

  // --- Milwaukee, a Saturday in March.
  const mkeTrain = one(tagged('milwaukee-trip', 'train'), 'Milwaukee train');
  q({ id: 'milwaukee-drive', question: 'Did we drive up to Milwaukee?', type: 'hybrid', pensieve: 'location', answer: 'yesno', gold: [mkeTrain.name], keywords: ['no', 'train|amtrak|hiawatha'] });
  q({ id: 'milwaukee-train-back', question: 'What time was our train back from Milwaukee?', type: 'hybrid', pensieve: 'location', answer: 'date', gold: [mkeTrain.name], keywords: ['6:15|6 15'] });
  const mkeBar = one(tagged('milwaukee-trip', 'bar'), 'Milwaukee bar');
  q({ id: 'milwaukee-bar', question: 'Which bar did we eat at in Milwaukee?', type: 'hybrid', pensieve: 'location', answer: 'name', gold: [mkeBar.name], keywords: ['knotty pine'] });

  // --- New Orleans, in April.
  const nola = files.filter(tagged('new-orleans-trip'));
  q({ id: 'nola-length', question: 'How long was our New Orleans trip?', type: 'contextual', pensieve: 'multi', answer: 'duration', gold: nola.map((f) => f.name), keywords: ['4 nights|four nights|5 days|five days'], match: 'any', k: nola.length });
  const packing = one(tagged('packing-list'), 'packing list');
  q({ id: 'nola-packing', question: 'What was on my packing list for New Orleans?', type: 'hybrid', pensieve: 'location', answer: 'list', gold: [packing.name], keywords: ['sunscreen', 'rain jacket', 'linen shirts'] });
  q({ id: 'nola-not-packed', question: "What still hadn't I packed for New Orleans?", type: 'hybrid', pensieve: 'location', answer: 'list', gold: [packing.name], keywords: ['linen shirts', 'charger'] });
  const flightOut = one(tagged('new-orleans-trip', 'flight-out'), 'flight to New Orleans');
  q({ id: 'nola-boarding', question: 'What was my boarding position on the flight down to New Orleans?', type: 'hybrid', pensieve: 'location', answer: 'identifier', gold: [flightOut.name], keywords: ['a34|a 34'] });
  const inn = one(tagged('new-orleans-trip', 'hotel'), 'New Orleans guesthouse');
  q({ id: 'nola-stay', question: 'Where did we stay in New Orleans?', type: 'hybrid', pensieve: 'location', answer: 'name', gold: [inn.name], keywords: ['marigny courtyard'] });
  q({ id: 'nola-room', question: 'What room were we in in New Orleans?', type: 'hybrid', pensieve: 'location', answer: 'identifier', gold: [inn.name], keywords: [fact(inn, 'room')] });
  const club = one(tagged('music-club'), 'music club');
  q({ id: 'nola-jazz-club', question: 'What was the jazz club we went to on Frenchmen Street?', type: 'hybrid', pensieve: 'location', answer: 'name', gold: [club.name], keywords: ['blue heron'] });
  const cafe = one(tagged('new-orleans-trip', 'cafe'), 'beignet cafe');
  q({ id: 'beignets-cards', question: 'Could I pay by card at the beignet place?', type: 'hybrid', pensieve: 'location', answer: 'yesno', gold: [cafe.name], keywords: ['no', 'cash'] });
  const swamp = one(tagged('swamp-tour'), 'swamp tour');
  q({ id: 'swamp-tour-cost', question: 'How much did the swamp tour cost us?', type: 'hybrid', pensieve: 'location', answer: 'number', gold: [swamp.name], keywords: [money(fact(swamp, 'paid'))] });
  const oysters = one(tagged('new-orleans-trip', 'restaurant'), 'oyster house');
  q({ id: 'nola-oysters', question: 'Where did we have oysters on the Saturday night in New Orleans?', type: 'hybrid', pensieve: 'both', answer: 'name', gold: [oysters.name], keywords: ['toulouse street oyster'] });
  const nolaPhotos = names((f) => f.town === 'New Orleans');
  q({ id: 'nola-photos', question: 'Show me the pictures from New Orleans', type: 'contextual', pensieve: 'location', answer: 'none', gold: nolaPhotos, keywords: [], k: nolaPhotos.length });

  // --- Denver, the conference in May.
  const denver = files.filter(tagged('denver-trip'));
  q({ id: 'denver-nights', question: 'How many nights was I in Denver for the conference?', type: 'contextual', pensieve: 'multi', answer: 'duration', gold: denver.map((f) => f.name), keywords: ['3 nights|three nights|4 days|four days'], match: 'any', k: denver.length });
  const hotel = one(tagged('denver-trip', 'hotel'), 'Denver hotel');
  q({ id: 'denver-hotel', question: 'What hotel was I in for the Denver conference?', type: 'hybrid', pensieve: 'location', answer: 'name', gold: [hotel.name], keywords: ['larimer'] });
  const talk = one(tagged('room-sign'), 'talk room sign');
  q({ id: 'talk-time', question: 'What time was my talk at the conference?', type: 'hybrid', pensieve: 'none', answer: 'date', gold: [talk.name], keywords: ['2:15|2 15'] });
  q({ id: 'talk-room', question: 'Which room did I give my talk in?', type: 'hybrid', pensieve: 'none', answer: 'identifier', gold: [talk.name], keywords: ['2c'] });
  q({ id: 'talk-copresenters', question: 'Who did I present with in Denver?', type: 'hybrid', pensieve: 'location', answer: 'list', gold: [talk.name], keywords: ['haddad', 'lin'] });
  const dinner = one(tagged('team-dinner'), 'team dinner');
  q({ id: 'team-dinner-total', question: 'How much was the team dinner in Denver?', type: 'hybrid', pensieve: 'both', answer: 'number', gold: [dinner.name], keywords: [fact(dinner, 'total')] });
  q({ id: 'team-dinner-tip', question: 'Was the tip already included on the team dinner bill?', type: 'hybrid', pensieve: 'none', answer: 'yesno', gold: [dinner.name], keywords: ['no'] });
  const flights = files.filter(tagged('boarding-pass'));
  q({ id: 'flights-count', question: 'How many flights have I taken this year?', type: 'contextual', pensieve: 'multi', answer: 'count', gold: flights.map((f) => f.name), keywords: [countKeyword(flights.length)], k: flights.length });

  // --- Michigan, a weekend in July.
  const cottage = one(tagged('michigan-trip', 'cottage', 'booking'), 'cottage booking');
  q({ id: 'cottage-door-code', question: 'What was the door code at the cottage in Michigan?', type: 'hybrid', pensieve: 'location', answer: 'identifier', gold: [cottage.name], keywords: [fact(cottage, 'code')] });
  const fuel = one(tagged('michigan-trip', 'fuel'), 'Michigan gas');
  q({ id: 'michigan-gas-price', question: 'How much was gas a gallon in Michigan?', type: 'hybrid', pensieve: 'location', answer: 'number', gold: [fuel.name], keywords: ['3.689|3.69'] });

  return qs.map((x) => ({ ...x, now: x.now ?? BLIND6_NOW, match: x.match ?? 'all' }));
}
