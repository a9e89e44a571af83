/**
 * The eleventh blind question set, for the album in eval/album/blind11/ (Mexico City): written by
 * someone who never tuned the engine nor read it, and committed before the engine first ran on the
 * album. Phrased the way Valeria would type into the app, in English about Mexican paper, with her own
 * words rather than the printed ones about half of the time ("swimming" for nado libre, "light bill"
 * for the CFE notice, "take-home pay" for neto a pagar, "spay and neuter day", "cat tower", "the
 * taxi", "tolls", "on call") and vague times ("in May", "now", "last time", "over Easter", "the
 * weekend we were in Puebla"). Gold derives from the spec's tags and facts (eval/questions.ts's
 * conventions); keywords accept any correct phrasing (accented words also without their accents,
 * amounts with or without thousands separators and cents). After the first run only genuine gold
 * errors may be fixed, never a question or a keyword changed to pass.
 *
 * Asked on a Sunday morning in mid-November 2027, in Coyoacán (-06:00).
 */
import type { AlbumFile, AlbumSpec } from './album/spec';
import { dateOf } from './album/spec';
import { countKeyword, dateKeyword, goldPickers, type EvalQuestion } from './questions';

/** A Sunday morning in Mexico City, after the album's last day. */
export const BLIND11_NOW = '2027-11-14T10:30:00-06:00';

/** Mexico prints dates day first ("25/03/2027"). */
const date = (d: string): string => dateKeyword(d, { dayFirst: true });
/** Pesos as answers may write them: "14,500", "14500", "7,367.85", "7367.85" (whole sums without cents too). */
const pesos = (n: number): string => {
  const cents = Math.round(n * 100);
  if (cents % 100 === 0) return [...new Set([(cents / 100).toLocaleString('en-US'), String(cents / 100)])].join('|');
  const fixed = (cents / 100).toFixed(2);
  const forms = [Number(fixed).toLocaleString('en-US', { minimumFractionDigits: 2 }), fixed];
  if (fixed.endsWith('0')) forms.push(fixed.slice(0, -1));
  return [...new Set(forms)].join('|');
};
/** A number standing alone (not part of a date, a time or a longer number). */
const alone = (n: string): string => `re:(?<![\\d/:.,$-])${n}(?![\\d/:.,])`;

export function buildBlind11Questions(spec: AlbumSpec): EvalQuestion[] {
  const { files, names, tagged, one, fact, inMonth } = goldPickers(spec, 'blind11 gold');

  const qs: Array<Omit<EvalQuestion, 'now' | 'match'> & { now?: string; match?: 'all' | 'any' }> = [];
  const q = (x: (typeof qs)[number]) => qs.push(x);
  const num = (f: AlbumFile, key: string): number => Number(fact(f, key));
  const last = (list: AlbumFile[]): AlbumFile => list[list.length - 1]!;

  // --- Rent, bills, the house.
  const rents = files.filter(tagged('bank', 'transfer', 'rent'));
  const lastRent = last(rents);
  q({ id: 'rent-now', question: 'How much is our rent now?', type: 'direct', pensieve: 'none', answer: 'number', gold: [lastRent.name], keywords: [pesos(num(lastRent, 'amount'))] });
  const juneRent = one((f) => rents.includes(f) && f.local.startsWith('2027-06'), 'June rent');
  const julyRent = one((f) => rents.includes(f) && f.local.startsWith('2027-07'), 'July rent');
  q({ id: 'rent-rise', question: 'By how much did the rent go up in July?', type: 'hybrid', pensieve: 'multi', answer: 'number', gold: [juneRent.name, julyRent.name], keywords: [pesos(num(julyRent, 'amount') - num(juneRent, 'amount'))] });
  q({ id: 'rent-count', question: 'How many rent transfers have I made this year?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: rents.map((f) => f.name), keywords: [countKeyword(rents.length)], k: rents.length });
  const landlordMsg = one(tagged('message', 'landlord'), 'landlord message');
  q({ id: 'lease-renewal', question: 'When does the new lease start?', type: 'direct', pensieve: 'none', answer: 'date', gold: [landlordMsg.name], keywords: [date(fact(landlordMsg, 'from'))] });
  const power = files.filter(tagged('electricity', 'bill'));
  const biggest = power.reduce((a, b) => (num(b, 'amount') > num(a, 'amount') ? b : a));
  q({ id: 'power-biggest', question: 'What was our biggest light bill this year?', type: 'hybrid', pensieve: 'multi', answer: 'number', gold: power.map((f) => f.name), keywords: [pesos(num(biggest, 'amount'))], k: power.length });
  const sepPower = one((f) => power.includes(f) && f.local.startsWith('2027-09'), 'September power bill');
  q({ id: 'power-due', question: 'By when did I have to pay the electricity bill that came in September?', type: 'direct', pensieve: 'time', answer: 'date', gold: [sepPower.name], keywords: [date(fact(sepPower, 'due'))] });
  const mayPower = one((f) => power.includes(f) && f.local.startsWith('2027-05'), 'May power bill');
  q({ id: 'power-kwh-may', question: 'How many kWh did we use on the May electricity bill?', type: 'direct', pensieve: 'time', answer: 'number', gold: [mayPower.name], keywords: [alone(fact(mayPower, 'kwh'))] });
  q({ id: 'cfe-service', goldMatch: 'any', question: "What's our CFE service number?", type: 'direct', pensieve: 'none', answer: 'identifier', gold: power.map((f) => f.name), keywords: ['417 260 803 112|417260803112'] });
  const gas = files.filter(tagged('gas', 'cylinder'));
  q({ id: 'gas-last', question: 'How much did the last gas tank cost?', type: 'hybrid', pensieve: 'none', answer: 'number', gold: [last(gas).name], keywords: [pesos(num(last(gas), 'total'))] });
  q({ id: 'gas-count', question: 'How many times did we have to buy gas this year?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: gas.map((f) => f.name), keywords: [countKeyword(gas.length)], k: gas.length });
  const topUps = files.filter(tagged('phone', 'top-up'));
  q({ id: 'my-number', goldMatch: 'any', question: "What's my cell number?", type: 'direct', pensieve: 'none', answer: 'identifier', gold: topUps.map((f) => f.name), keywords: ['55 3120 8846|5531208846|553 120 8846'] });

  // --- The pool on Tuesdays.
  const pool = files.filter(tagged('pool', 'receipt'));
  const mayPool = pool.filter(inMonth('2027-05'));
  q({ id: 'swim-may', question: 'How many times did I go swimming in May?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: mayPool.map((f) => f.name), keywords: [countKeyword(mayPool.length)], k: mayPool.length });
  q({ id: 'swim-total', question: 'How many times have I been to the pool this year?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: pool.map((f) => f.name), keywords: [countKeyword(pool.length)], k: pool.length });
  const lastSwim = last(pool);
  q({ id: 'swim-last', question: 'When did I last go swimming?', type: 'hybrid', pensieve: 'none', answer: 'date', gold: [lastSwim.name], keywords: [date(dateOf(lastSwim))] });
  q({ id: 'swim-price', question: 'How much is a swim at the Olympic pool now?', type: 'direct', pensieve: 'none', answer: 'number', gold: [lastSwim.name], keywords: [pesos(num(lastSwim, 'price'))] });
  q({ id: 'swim-lane', question: 'Which lane did they give me the last time I swam?', type: 'hybrid', pensieve: 'none', answer: 'identifier', gold: [lastSwim.name], keywords: [`re:(?:lane|carril|asignado:?)\\s*(?:#|no\\.?\\s*)?${fact(lastSwim, 'lane')}\\b`] });
  const easterWeek = pool.filter((f) => dateOf(f) >= '2027-03-01' && dateOf(f) <= '2027-04-10');
  const busOut = one(tagged('oaxaca-trip', 'bus-out'), 'bus to Oaxaca');
  q({ id: 'swim-easter', goldMatch: 'any', question: 'Did I go swimming the week we were in Oaxaca?', type: 'hybrid', pensieve: 'time', answer: 'yesno', gold: [busOut.name, ...easterWeek.map((f) => f.name)], keywords: ['no'] });

  // --- Work.
  const slips = files.filter(tagged('payslip'));
  const lastSlip = last(slips);
  q({ id: 'takehome-last', question: 'What was my take-home pay on my last payslip?', type: 'direct', pensieve: 'none', answer: 'number', gold: [lastSlip.name], keywords: [pesos(num(lastSlip, 'net'))] });
  const febSlip = one((f) => slips.includes(f) && f.local.startsWith('2027-02'), 'February payslip');
  const juneSlip = one((f) => slips.includes(f) && f.local.startsWith('2027-06'), 'June payslip');
  q({ id: 'pay-raise', question: 'How much did my gross pay go up between February and June?', type: 'hybrid', pensieve: 'multi', answer: 'number', gold: [febSlip.name, juneSlip.name], keywords: [pesos(num(juneSlip, 'gross') - num(febSlip, 'gross'))] });
  const marchRoster = one((f) => f.tags.includes('roster') && f.facts.month === 'march', 'March roster');
  q({ id: 'on-call-march', question: 'Which Saturdays was I on call in March?', type: 'direct', pensieve: 'time', answer: 'list', gold: [marchRoster.name], keywords: ['re:\\b6(?:th)?\\b', 're:\\b20(?:th)?\\b'] });
  const notice = one(tagged('notice', 'campaign'), 'sterilisation campaign');
  q({ id: 'spay-day', question: 'When was the spay and neuter day at the clinic?', type: 'direct', pensieve: 'none', answer: 'date', gold: [notice.name], keywords: [date(fact(notice, 'date'))] });

  // --- Shopping, health, the cat, the car, papers.
  const groceries = files.filter(tagged('grocery', 'receipt'));
  const items = (f: AlbumFile): string[] => f.facts.items as string[];
  const avocado = groceries.filter((f) => items(f).some((i) => i.includes('aguacate')));
  q({ id: 'avocado-last', question: 'When did I last buy avocados?', type: 'hybrid', pensieve: 'none', answer: 'date', gold: [last(avocado).name], keywords: [date(dateOf(last(avocado)))] });
  const litter = groceries.filter((f) => items(f).some((i) => i.includes('arena gato')));
  q({ id: 'litter-count', question: 'How many times did I buy cat litter at La Comer?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: litter.map((f) => f.name), keywords: [countKeyword(litter.length)], k: litter.length });
  const partyShop = one((f) => groceries.includes(f) && dateOf(f) === '2027-04-22', 'party shopping');
  q({ id: 'party-shopping', question: "What did I get at the supermarket the day before Rodrigo's birthday?", type: 'hybrid', pensieve: 'time', answer: 'list', gold: [partyShop.name], keywords: ['tres leches|cake|pastel', 'modelo|beer|cerveza'] });
  const rx = one(tagged('prescription'), 'prescription');
  q({ id: 'antibiotic-how-often', question: 'How often did the doctor tell me to take the antibiotic?', type: 'direct', pensieve: 'none', answer: 'number', gold: [rx.name], keywords: ['8 hours|8 horas|8 h|8h|eight hours'] });
  q({ id: 'antibiotic-days', question: 'For how long did I have to take the amoxicillin?', type: 'direct', pensieve: 'none', answer: 'duration', gold: [rx.name], keywords: ['7 days|7 días|7 dias|seven days|a week|one week|1 week'] });
  const cartilla = one(tagged('vaccination', 'card'), 'cat vaccination card');
  q({ id: 'mostaza-vaccines', question: 'When are Mostaza\'s next shots due?', type: 'direct', pensieve: 'none', answer: 'date', gold: [cartilla.name], keywords: [date(fact(cartilla, 'next'))] });
  const order = one(tagged('order', 'online'), 'cat tower order');
  q({ id: 'cat-tower', question: 'How much was the cat tower I ordered online?', type: 'direct', pensieve: 'none', answer: 'number', gold: [order.name], keywords: [pesos(num(order, 'total'))] });
  const service = one(tagged('car', 'service'), 'car service');
  const smog = one(tagged('car', 'smog-check'), 'smog check');
  q({ id: 'car-plate', goldMatch: 'any', question: "What's our car's plate number?", type: 'direct', pensieve: 'none', answer: 'identifier', gold: [service.name, smog.name], keywords: ['nrk 472 c|nrk472c|nrk 472c'] });
  q({ id: 'car-service', question: 'How much did the mechanic charge us in May?', type: 'direct', pensieve: 'time', answer: 'number', gold: [service.name], keywords: [pesos(num(service, 'total'))] });
  q({ id: 'smog-hologram', question: 'Which sticker did the car get at the emissions test?', type: 'direct', pensieve: 'none', answer: 'identifier', gold: [smog.name], keywords: ['re:(?:holograma?|sticker)\\s*(?:is\\s*|of\\s*|:\\s*)?["“(]?(?:0|cero|zero)\\b|\\b(?:0|zero|cero)[)"”]?\\s*(?:holograma?|sticker)'] });
  const cal = one(tagged('calendar', 'passport'), 'passport appointment');
  q({ id: 'passport-time', question: 'What time was my passport appointment?', type: 'direct', pensieve: 'none', answer: 'date', gold: [cal.name], keywords: ['10:40|10.40|10 40'] });
  const sre = one(tagged('passport', 'receipt'), 'passport fee');
  q({ id: 'passport-fee', question: 'How much did the new passport cost?', type: 'direct', pensieve: 'none', answer: 'number', gold: [sre.name], keywords: [pesos(num(sre, 'fee'))] });
  const ride = one(tagged('ride', 'airport'), 'ride to the airport');
  q({ id: 'airport-taxi', question: 'How much was the taxi to the airport in January?', type: 'hybrid', pensieve: 'time', answer: 'number', gold: [ride.name], keywords: [pesos(num(ride, 'total'))] });

  // --- People: Rodrigo's birthday, the wedding, Día de Muertos.
  const cantina = one(tagged('cantina', 'bill'), 'birthday bill');
  const bdayPhotos = files.filter((f) => f.tags.includes('birthday') && f.tags.includes('rodrigo') && f.text.length === 0);
  q({ id: 'bday-where', goldMatch: 'any', question: "Where did we celebrate Rodrigo's birthday?", type: 'contextual', pensieve: 'both', answer: 'name', gold: [cantina.name, ...bdayPhotos.map((f) => f.name)], keywords: ['coyoacana'] });
  q({ id: 'bday-bill', question: "How much was the bill on Rodrigo's birthday?", type: 'hybrid', pensieve: 'none', answer: 'number', gold: [cantina.name], keywords: [pesos(num(cantina, 'total'))] });
  const invite = one(tagged('wedding', 'invitation'), 'wedding invitation');
  q({ id: 'wedding-reception', question: "Where was Fernanda and Pablo's reception?", type: 'direct', pensieve: 'none', answer: 'name', gold: [invite.name], keywords: ['casa del jardin|casa del jardín'] });
  const weddingPhotos = names((f) => f.tags.includes('wedding') && f.text.length === 0);
  q({ id: 'wedding-photos', question: "Show me the photos from Fernanda's wedding", type: 'contextual', pensieve: 'time', answer: 'none', gold: weddingPhotos, keywords: [], k: weddingPhotos.length });
  const altar = names(tagged('muertos', 'altar'));
  q({ id: 'altar-photos', question: 'Show me our Day of the Dead altar', type: 'contextual', pensieve: 'both', answer: 'none', gold: altar, keywords: [], k: altar.length });

  // --- Trips: Mérida, Oaxaca, Puebla, Tulum.
  const merida = files.filter(tagged('merida-trip'));
  q({ id: 'feb-long-weekend', goldMatch: 'any', question: 'Where did we go for the long weekend at the start of February?', type: 'contextual', pensieve: 'time', answer: 'name', gold: merida.map((f) => f.name), keywords: ['merida|mérida|yucatan|yucatán|uxmal'] });
  const meridaHotel = one(tagged('merida-trip', 'hotel'), 'Mérida hotel');
  q({ id: 'merida-hotel', question: 'Which hotel did we stay at in Mérida?', type: 'hybrid', pensieve: 'location', answer: 'name', gold: [meridaHotel.name], keywords: ['xkanan|xkanán'] });
  const meridaBack = one(tagged('merida-trip', 'flight-home'), 'flight back from Mérida');
  q({ id: 'merida-seat-back', question: 'What seat did I have on the flight back from Mérida?', type: 'hybrid', pensieve: 'location', answer: 'identifier', gold: [meridaBack.name], keywords: ['22a|22 a'] });
  const uxmal = one(tagged('merida-trip', 'ticket'), 'Uxmal ticket');
  q({ id: 'uxmal-entry', question: 'How much did it cost us to get into Uxmal?', type: 'hybrid', pensieve: 'location', answer: 'number', gold: [uxmal.name], keywords: [pesos(num(uxmal, 'total'))] });
  const oaxaca = files.filter(tagged('oaxaca-trip'));
  q({ id: 'easter-where', goldMatch: 'any', question: 'Where were we over Easter?', type: 'contextual', pensieve: 'time', answer: 'name', gold: oaxaca.map((f) => f.name), keywords: ['oaxaca'] });
  q({ id: 'oaxaca-bus-seat', question: 'What was my seat on the bus to Oaxaca?', type: 'direct', pensieve: 'none', answer: 'identifier', gold: [busOut.name], keywords: [alone(fact(busOut, 'seat'))] });
  q({ id: 'oaxaca-bus-hours', question: 'How long was the bus ride down to Oaxaca?', type: 'hybrid', pensieve: 'none', answer: 'duration', gold: [busOut.name], keywords: ['6 h 25|6h 25|6h25|6 hours 25|six hours 25|6 hours and 25|6:25|6 hrs 25'] });
  q({ id: 'oaxaca-flew', question: 'Did we fly to Oaxaca?', type: 'hybrid', pensieve: 'location', answer: 'yesno', gold: [busOut.name], keywords: ['no', 'bus|ado|autobus|autobús|coach'] });
  const oaxHotel = one(tagged('oaxaca-trip', 'hotel'), 'Oaxaca hotel');
  q({ id: 'oaxaca-wifi', question: 'What was the wifi password at the hotel in Oaxaca?', type: 'hybrid', pensieve: 'location', answer: 'identifier', gold: [oaxHotel.name], keywords: [fact(oaxHotel, 'password')] });
  const mezcal = one(tagged('oaxaca-trip', 'mezcal'), 'mezcal receipt');
  q({ id: 'mezcal-bought', question: 'Which mezcals did I bring back from Oaxaca?', type: 'hybrid', pensieve: 'location', answer: 'list', gold: [mezcal.name], keywords: ['espadin|espadín', 'tobala|tobalá'] });
  const tour = one(tagged('oaxaca-trip', 'tour'), 'Hierve el Agua tour');
  q({ id: 'tour-departure', question: 'What time did the Hierve el Agua tour leave?', type: 'direct', pensieve: 'none', answer: 'date', gold: [tour.name], keywords: ['09:00|9:00|9 am|9am|9 o clock|nine'] });
  const pueblaHotel = one(tagged('puebla-trip', 'hotel'), 'Puebla hotel');
  q({ id: 'puebla-parking', question: 'Which spot did we park in at the hotel in Puebla?', type: 'hybrid', pensieve: 'location', answer: 'identifier', gold: [pueblaHotel.name], keywords: [alone(fact(pueblaHotel, 'bay'))] });
  const tolls = files.filter(tagged('puebla-trip', 'toll'));
  q({ id: 'puebla-tolls', question: 'How much did we pay in tolls the weekend we were in Puebla?', type: 'hybrid', pensieve: 'multi', answer: 'number', gold: tolls.map((f) => f.name), keywords: [pesos(tolls.reduce((t, f) => t + num(f, 'total'), 0))], k: tolls.length });
  const pueblaDinner = one(tagged('puebla-trip', 'restaurant'), 'Puebla dinner');
  q({ id: 'puebla-dinner', question: 'What did we eat on the Saturday night in Puebla?', type: 'hybrid', pensieve: 'both', answer: 'list', gold: [pueblaDinner.name], keywords: ['nogada', 'mole'] });
  const tulumOut = one(tagged('tulum-trip', 'flight-out'), 'flight to Tulum');
  q({ id: 'tulum-flight', question: 'What was our flight number to Tulum?', type: 'hybrid', pensieve: 'location', answer: 'identifier', gold: [tulumOut.name], keywords: ['am 1694|am1694'] });
  const tulum = files.filter(tagged('tulum-trip'));
  q({ id: 'tulum-nights', question: 'How many nights were we in Tulum?', type: 'contextual', pensieve: 'multi', answer: 'duration', gold: tulum.map((f) => f.name), keywords: ['4 nights|four nights|5 days|five days'], match: 'any', k: tulum.length });
  const snorkel = one(tagged('tulum-trip', 'snorkel'), 'cenote snorkel');
  q({ id: 'cenote-snorkel', question: 'How much was the snorkelling in the cenote near Tulum?', type: 'hybrid', pensieve: 'location', answer: 'number', gold: [snorkel.name], keywords: [pesos(num(snorkel, 'total'))] });
  const sep17 = files.filter((f) => dateOf(f) === '2027-09-17');
  q({ id: 'where-sep-17', goldMatch: 'any', question: 'Where was I on 17 September?', type: 'contextual', pensieve: 'time', answer: 'name', gold: sep17.map((f) => f.name), keywords: ['tulum|quintana roo|dos ojos|chemuyil'] });
  const tulumBeach = names(tagged('tulum-trip', 'beach'));
  q({ id: 'tulum-beach-photos', question: 'Show me the beach pictures from Tulum', type: 'contextual', pensieve: 'location', answer: 'none', gold: tulumBeach, keywords: [], k: tulumBeach.length });

  return qs.map((x) => ({ ...x, now: x.now ?? BLIND11_NOW, match: x.match ?? 'all' }));
}
