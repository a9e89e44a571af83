/**
 * The fifth blind question set, for the album in eval/album/blind5/life.ts: a life in Auckland,
 * written by someone who never read the engine and committed before the engine first ran on it.
 * Phrased the way someone types into the app about their own photos, with the words people use
 * rather than the printed ones ("netball" and "bridge" are never on the sheets they are about, a
 * "deposit" is printed "bond", "the doctor's" is a medical centre's tax invoice). Most questions ask
 * for a value read off one document: an identifier, an amount, a name or a list. Gold derives from
 * the spec's tags and facts (eval/questions.ts's conventions: types, keywords, `k`, `goldMatch`);
 * keywords accept any correct phrasing. After the first run only genuine gold errors may be fixed,
 * never a question or keyword changed to pass.
 *
 * Asked on a Sunday morning in April 2027, a week after daylight saving ended (+12:00).
 */
import type { AlbumFile, AlbumSpec } from './album/spec';
import { dateOf } from './album/spec';
import { countKeyword, dateKeyword, goldPickers, type EvalQuestion } from './questions';

/** A Sunday morning in Auckland, after the album's last day. */
export const BLIND5_NOW = '2027-04-11T10:00:00+12:00';

/** New Zealand writes dates day first ("20/10/2027", "20/10/27", "20 October"). */
const date = (d: string): string => {
  const [y, m, day] = d.split('-');
  return `${dateKeyword(d, { dayFirst: true })}|${day}/${m}/${y!.slice(2)}`;
};
/** An amount as answers write it: "$45", "$45.00", "45 dollars". */
const amount = (n: string): string => (n.endsWith('.00') ? `${n}|${n.slice(0, -3)}` : n);

export function buildBlind5Questions(spec: AlbumSpec): EvalQuestion[] {
  const { files, names, tagged, one, last, fact } = goldPickers(spec, 'blind5 gold');

  const qs: Array<Omit<EvalQuestion, 'now' | 'match'> & { now?: string; match?: 'all' | 'any' }> = [];
  const q = (x: (typeof qs)[number]) => qs.push(x);
  const inMonth = (ym: string) => (f: AlbumFile) => f.local.startsWith(ym);

  // --- Paperwork at home: one document each, the value somewhere on it.
  const modem = one(tagged('modem'), 'modem sticker');
  q({ id: 'home-wifi-password', question: "What's the wifi password at home?", type: 'direct', pensieve: 'none', answer: 'identifier', gold: [modem.name], keywords: [fact(modem, 'key')] });
  const ird = one(tagged('tax', 'ird'), 'tax letter');
  q({ id: 'ird-number', question: "What's my IRD number?", type: 'direct', pensieve: 'none', answer: 'identifier', gold: [ird.name], keywords: [`${fact(ird, 'ird')}|${fact(ird, 'ird').replace(/-/g, '')}`] });
  q({ id: 'tax-refund', question: 'How much was my tax refund?', type: 'direct', pensieve: 'none', answer: 'number', gold: [ird.name], keywords: [fact(ird, 'refund')] });
  const power = files.filter(tagged('power-bill'));
  q({ id: 'power-account', question: "What's our power account number?", type: 'direct', pensieve: 'none', answer: 'identifier', goldMatch: 'any', gold: power.map((f) => f.name),
    keywords: [`${fact(power[0]!, 'account')}|${fact(power[0]!, 'account').replace(/ /g, '')}`] });
  const novPower = one((f) => tagged('power-bill')(f) && inMonth('2026-11')(f), 'November power bill');
  q({ id: 'power-november', question: 'How much was the power bill in November?', type: 'direct', pensieve: 'time', answer: 'number', gold: [novPower.name], keywords: [fact(novPower, 'amount')] });
  const gp = one(tagged('doctor'), 'GP receipt');
  q({ id: 'nhi-number', question: "What's my NHI number?", type: 'direct', pensieve: 'none', answer: 'identifier', gold: [gp.name], keywords: [fact(gp, 'nhi')] });
  const script = one(tagged('prescription'), 'pharmacy label');
  q({ id: 'antibiotics-per-day', question: 'How many times a day did I have to take the antibiotics?', type: 'direct', pensieve: 'none', answer: 'count', gold: [script.name], keywords: [countKeyword(3)] });
  const dental = one(tagged('dentist'), 'dental card');
  q({ id: 'dentist-next', question: "When's my next dentist appointment?", type: 'direct', pensieve: 'none', answer: 'date', gold: [dental.name], keywords: [date(fact(dental, 'date')), '8:15|8.15|08:15'] });
  const passport = one(tagged('passport'), 'passport screenshot');
  q({ id: 'passport-number', question: "What's my new passport number?", type: 'direct', pensieve: 'none', answer: 'identifier', gold: [passport.name], keywords: [fact(passport, 'passport')] });
  const induction = one(tagged('site-induction'), 'site induction pass');
  q({ id: 'site-induction-card', question: "What's my site induction card number?", type: 'direct', pensieve: 'none', answer: 'identifier', gold: [induction.name], keywords: [`${fact(induction, 'card')}|${fact(induction, 'card').replace('-', '')}`] });
  const boots = one(tagged('cobbler'), 'cobbler ticket');
  q({ id: 'boots-balance', question: 'How much did I still owe for getting my boots fixed?', type: 'direct', pensieve: 'none', answer: 'number', gold: [boots.name], keywords: [amount(fact(boots, 'toPay'))] });
  const library = one(tagged('library'), 'library receipt');
  q({ id: 'library-books', question: 'Which books did I get out of the library before Christmas?', type: 'direct', pensieve: 'time', answer: 'list', gold: [library.name], keywords: ['luminaries', 'rarotonga', 'salads'] });
  const topups = files.filter(tagged('hop-card', 'top-up'));
  const lastTopup = topups[topups.length - 1]!;
  q({ id: 'hop-last-topup', question: 'How much did I put on my HOP card the last time I topped up?', type: 'direct', pensieve: 'none', answer: 'number', gold: [lastTopup.name], keywords: [amount(fact(lastTopup, 'amount'))] });

  // --- The car.
  const carDocs = files.filter((f) => f.facts.plate !== undefined);
  q({ id: 'number-plate', question: "What's my car's number plate?", type: 'direct', pensieve: 'none', answer: 'identifier', goldMatch: 'any', gold: carDocs.map((f) => f.name), keywords: [fact(carDocs[0]!, 'plate')], k: carDocs.length });
  const wofFail = one(tagged('wof-fail'), 'failed WOF');
  q({ id: 'wof-failed-on', question: 'What did the car fail its WOF on?', type: 'direct', pensieve: 'none', answer: 'list', gold: [wofFail.name], keywords: ['tyre|tire', 'wiper'] });
  q({ id: 'wof-first-time', question: 'Did my car pass its WOF first time?', type: 'direct', pensieve: 'none', answer: 'yesno', gold: [wofFail.name], keywords: ['no'] });
  const wofPass = one(tagged('wof-pass'), 'WOF pass');
  q({ id: 'wof-next-due', question: "When's the car's next WOF due?", type: 'direct', pensieve: 'none', answer: 'date', gold: [wofPass.name], keywords: [date(fact(wofPass, 'due'))] });

  // --- Groceries.
  const shopsLastMonth = files.filter((f) => tagged('groceries')(f) && inMonth('2027-03')(f));
  const spent = shopsLastMonth.reduce((t, f) => t + Number(fact(f, 'total')), 0).toFixed(2);
  q({ id: 'groceries-last-month', question: 'How much did I spend on groceries last month?', type: 'hybrid', pensieve: 'multi', answer: 'number', gold: shopsLastMonth.map((f) => f.name), keywords: [spent], k: shopsLastMonth.length });

  // --- Work.
  const invite = one(tagged('invitation', 'christmas-party'), 'work function invitation');
  q({ id: 'work-xmas-venue', question: 'Where was the work Christmas party?', type: 'direct', pensieve: 'none', answer: 'name', gold: [invite.name], keywords: ['sails salt|sails & salt'] });

  // --- Tuesday evenings: the league's scoresheets (never "netball" on them).
  const sheets = files.filter(tagged('netball', 'scoresheet'));
  const won = (f: AlbumFile) => Number(f.facts.us) > Number(f.facts.them);
  const beforeXmas = sheets.filter((f) => dateOf(f) < '2026-12-25');
  const winsBeforeXmas = beforeXmas.filter(won);
  q({ id: 'netball-wins-before-christmas', question: 'How many netball games did we win before Christmas?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: beforeXmas.map((f) => f.name), keywords: [countKeyword(winsBeforeXmas.length)], k: beforeXmas.length });
  const february = sheets.filter(inMonth('2027-02'));
  q({ id: 'netball-february', question: 'How many times did I play netball in February?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: february.map((f) => f.name), keywords: [countKeyword(february.length)], k: february.length });
  const mine = sheets.filter((f) => String(f.facts.pom).includes('TAIT'));
  q({ id: 'netball-player-of-match', question: 'How many times have I been player of the match at netball?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: mine.map((f) => f.name), keywords: [countKeyword(mine.length)], k: mine.length });
  const lastGame = sheets[sheets.length - 1]!;
  q({ id: 'netball-last-score', question: 'What was the score in our last netball game?', type: 'hybrid', pensieve: 'none', answer: 'number', gold: [lastGame.name], keywords: [String(lastGame.facts.us), String(lastGame.facts.them)] });
  const final = one((f) => tagged('scoresheet')(f) && f.facts.round === 'FINAL', 'final');
  q({ id: 'netball-final-won', question: 'Did we win the netball final?', type: 'hybrid', pensieve: 'none', answer: 'yesno', gold: [final.name], keywords: ['no'] });

  // --- Thursday pairs: the card club's results slips (never "bridge" on them).
  const slips = files.filter(tagged('bridge', 'results'));
  const best = slips.reduce((a, b) => (Number(fact(b, 'pct')) > Number(fact(a, 'pct')) ? b : a));
  q({ id: 'bridge-best', question: "What's the best percentage I've scored at bridge?", type: 'hybrid', pensieve: 'multi', answer: 'number', gold: [best.name], keywords: [fact(best, 'pct')] });
  q({ id: 'bridge-partner', goldMatch: 'any', question: 'Who do I play bridge with?', type: 'contextual', pensieve: 'none', answer: 'name', gold: slips.map((f) => f.name), keywords: ['lewis'], k: slips.length });
  const november = slips.filter(inMonth('2026-11'));
  q({ id: 'bridge-november', question: 'How many times did I play bridge in November?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: november.map((f) => f.name), keywords: [countKeyword(november.length)], k: november.length });
  const lastSlip = slips[slips.length - 1]!;
  q({ id: 'bridge-last', question: 'When did I last play bridge?', type: 'hybrid', pensieve: 'none', answer: 'date', gold: [lastSlip.name], keywords: [date(dateOf(lastSlip))] });

  // --- Outings in Auckland.
  const film = one(tagged('film-festival'), 'film festival ticket');
  q({ id: 'film-festival', question: 'What film did I see at the film festival?', type: 'hybrid', pensieve: 'none', answer: 'name', gold: [film.name], keywords: ['salt road'] });
  const concert = one(tagged('concert', 'e-ticket'), 'concert e-ticket');
  q({ id: 'concert-seats', question: 'Where were our seats at the concert in November?', type: 'hybrid', pensieve: 'time', answer: 'identifier', gold: [concert.name], keywords: [fact(concert, 'section'), 'j', fact(concert, 'seat')] });
  const uber = one(tagged('uber'), 'ride receipt');
  q({ id: 'uber-home-concert', question: 'How much was the Uber home after the concert?', type: 'hybrid', pensieve: 'none', answer: 'number', gold: [uber.name], keywords: [fact(uber, 'total')] });
  const marlo = one(tagged('birthday-dinner'), 'birthday dinner bill');
  q({ id: 'birthday-dinner', question: "Where did we go for Nikau's birthday dinner?", type: 'hybrid', pensieve: 'none', answer: 'name', gold: [marlo.name], keywords: ['marlo'] });
  const wedding = one(tagged('invitation', 'wedding'), 'wedding invitation');
  q({ id: 'wedding-venue', question: "Where was Mia and Tom's wedding?", type: 'direct', pensieve: 'none', answer: 'name', gold: [wedding.name], keywords: ['omaha hill'] });

  // --- Photos without text.
  const conference = files.filter(tagged('wellington-trip'));
  const weekendBefore = files.filter((f) => f.tags.includes('west-coast') && dateOf(f) >= '2026-10-10' && dateOf(f) <= '2026-10-11');
  q({ id: 'beach-weekend-before-conference', question: 'Which beach did we go to the weekend before my Wellington conference?', type: 'contextual', pensieve: 'time', answer: 'name', gold: weekendBefore.map((f) => f.name), goldMatch: 'any', keywords: ['muriwai'] });
  const lastWalk = last(tagged('maungawhau'), 'Maungawhau walk');
  q({ id: 'mt-eden-walk-last', question: 'When did I last walk up Mt Eden?', type: 'contextual', pensieve: 'location', answer: 'date', gold: [lastWalk.name], keywords: [date(dateOf(lastWalk))] });

  // --- Wellington, the conference.
  const wlgHotel = one(tagged('wellington-trip', 'hotel'), 'Wellington hotel');
  q({ id: 'wellington-hotel', question: 'Which hotel did I stay at in Wellington?', type: 'hybrid', pensieve: 'location', answer: 'name', gold: [wlgHotel.name], keywords: ['quayside'] });
  q({ id: 'wellington-room', question: 'What was my room number in Wellington?', type: 'hybrid', pensieve: 'location', answer: 'identifier', gold: [wlgHotel.name], keywords: [fact(wlgHotel, 'room')] });
  q({ id: 'wellington-breakfast', question: 'Was breakfast included at the hotel for the conference?', type: 'hybrid', pensieve: 'none', answer: 'yesno', gold: [wlgHotel.name], keywords: ['yes|breakfast included'], match: 'any' });
  const wlgOut = one(tagged('wellington-trip', 'flight-out'), 'flight to Wellington');
  q({ id: 'wellington-seat', question: 'What seat did I have on the flight down to Wellington?', type: 'hybrid', pensieve: 'location', answer: 'identifier', gold: [wlgOut.name], keywords: [fact(wlgOut, 'seat')] });
  const programme = one(tagged('wellington-trip', 'programme'), 'conference programme');
  q({ id: 'wellington-keynote', question: 'What time was the keynote on the first day of the conference?', type: 'hybrid', pensieve: 'none', answer: 'date', gold: [programme.name], keywords: ['9:20|09:20|9.20'] });
  const teamDinner = one(tagged('team-dinner'), 'team dinner bill');
  q({ id: 'wellington-team-dinner', question: 'Where did we have the team dinner in Wellington?', type: 'hybrid', pensieve: 'location', answer: 'name', gold: [teamDinner.name], keywords: ['rosa lupo|rosa & lupo|rosa and lupo'] });
  q({ id: 'wellington-duration', question: 'How long was I away for the Wellington conference?', type: 'contextual', pensieve: 'multi', answer: 'duration', gold: conference.map((f) => f.name), keywords: ['3 days|three days|2 nights|two nights'], match: 'any', k: conference.length });

  // --- Waiheke, Auckland Anniversary weekend.
  const ferry = one(tagged('waiheke-trip', 'ferry'), 'Waiheke ferry ticket');
  q({ id: 'waiheke-ferry-cost', question: 'How much was the ferry to Waiheke?', type: 'hybrid', pensieve: 'location', answer: 'number', gold: [ferry.name], keywords: [amount(fact(ferry, 'paid'))] });
  q({ id: 'waiheke-ferry-back', question: 'What time was our ferry back from Waiheke on Anniversary weekend?', type: 'hybrid', pensieve: 'both', answer: 'date', gold: [ferry.name], keywords: ['4:30|4.30|16:30'] });
  const winery = one(tagged('waiheke-trip', 'winery'), 'vineyard lunch');
  q({ id: 'waiheke-winery', question: 'Which vineyard did we have lunch at on Waiheke?', type: 'hybrid', pensieve: 'both', answer: 'name', gold: [winery.name], keywords: ['tawa ridge'] });

  // --- Rarotonga, the summer holiday.
  const raro = files.filter(tagged('rarotonga-trip'));
  const packing = one(tagged('packing-list'), 'Rarotonga packing list');
  q({ id: 'raro-packing', question: 'What did I have to pack for Rarotonga?', type: 'hybrid', pensieve: 'none', answer: 'list', gold: [packing.name], keywords: ['togs', 'jandals', 'snorkel'] });
  const parking = one(tagged('rarotonga-trip', 'parking'), 'airport parking ticket');
  q({ id: 'raro-airport-parking', question: 'Where did I leave the car at the airport when we flew to Rarotonga?', type: 'hybrid', pensieve: 'none', answer: 'identifier', gold: [parking.name], keywords: [`zone ${fact(parking, 'zone').toLowerCase()}`, fact(parking, 'row')] });
  const raroOut = one(tagged('rarotonga-trip', 'flight-out'), 'flight to Rarotonga');
  q({ id: 'raro-flight', question: 'What was our flight number to Rarotonga?', type: 'hybrid', pensieve: 'none', answer: 'identifier', gold: [raroOut.name], keywords: [`${fact(raroOut, 'flight')}|${fact(raroOut, 'flight').replace(' ', '')}`] });
  const booking = one(tagged('rarotonga-trip', 'booking'), 'villa booking');
  q({ id: 'raro-booking-number', question: "What's the confirmation number for our accommodation in Rarotonga?", type: 'hybrid', pensieve: 'location', answer: 'identifier', gold: [booking.name], keywords: [`${fact(booking, 'confirmation')}|${fact(booking, 'confirmation').replace(/ /g, '')}`] });
  q({ id: 'raro-stay', question: 'Where did we stay in Rarotonga?', type: 'hybrid', pensieve: 'location', answer: 'name', goldMatch: 'any', gold: names((f) => tagged('rarotonga-trip')(f) && (f.tags.includes('booking') || f.tags.includes('welcome-card'))), keywords: ['tiare lagoon'] });
  const welcome = one(tagged('welcome-card'), 'villa welcome card');
  q({ id: 'raro-wifi', question: 'What was the wifi password at the villa in Rarotonga?', type: 'hybrid', pensieve: 'location', answer: 'identifier', gold: [welcome.name], keywords: [fact(welcome, 'password')] });
  const scooter = one(tagged('scooter'), 'scooter hire agreement');
  q({ id: 'raro-scooter-deposit', question: 'How much was the deposit on the scooter in Rarotonga?', type: 'hybrid', pensieve: 'location', answer: 'number', gold: [scooter.name], keywords: [amount(fact(scooter, 'bond'))] });
  const show = one(tagged('island-night'), 'island night ticket');
  q({ id: 'raro-island-night', question: 'How much did the island night cost us?', type: 'hybrid', pensieve: 'none', answer: 'number', gold: [show.name], keywords: [amount(fact(show, 'paid'))] });
  q({ id: 'raro-duration', question: 'How long were we in Rarotonga?', type: 'contextual', pensieve: 'multi', answer: 'duration', gold: raro.map((f) => f.name), keywords: ['9 nights|nine nights|10 days|ten days|9 days|nine days'], match: 'any', k: raro.length });
  const onIsland = names((f) => f.town === 'Avarua');
  q({ id: 'raro-photos', question: 'Show me the photos from Rarotonga', type: 'contextual', pensieve: 'location', answer: 'none', gold: onIsland, keywords: [], k: onIsland.length });

  // --- Christmas in Tauranga.
  const toTake = one(tagged('to-take'), 'Christmas list');
  q({ id: 'xmas-take', question: 'What did I need to take to Tauranga for Christmas?', type: 'hybrid', pensieve: 'time', answer: 'list', gold: [toTake.name], keywords: ['pav|pavlova', 'chilly bin', 'guitar'] });
  const fuel = one(tagged('christmas', 'fuel'), 'fuel receipt');
  q({ id: 'xmas-petrol', question: 'How much was the petrol on the drive down for Christmas?', type: 'hybrid', pensieve: 'time', answer: 'number', gold: [fuel.name], keywords: [fact(fuel, 'fuel')] });

  return qs.map((x) => ({ ...x, now: x.now ?? BLIND5_NOW, match: x.match ?? 'all' }));
}
