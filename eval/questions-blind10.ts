/**
 * The tenth blind question set, for the album in eval/album/blind10/ (Lisbon): written by someone who
 * never tuned the engine nor read it, and committed before the engine first ran on the album. Phrased
 * the way Anna would type into the app, in English about Portuguese paper, with her own words rather
 * than the printed ones about half of the time ("parking ticket" for a coima, "take-home pay" for
 * líquido a receber, "the movers", "rabies jab", "the caves", "rice pudding") and vague times ("in
 * March", "now", "last time", "since we moved", "the weekend we were in the Azores"). Gold derives from
 * the spec's tags and facts (eval/questions.ts's conventions); keywords accept any correct phrasing
 * (accented words also without their accents, amounts with a decimal point or comma). After the first
 * run only genuine gold errors may be fixed, never a question or a keyword changed to pass.
 *
 * Asked on a Sunday morning in early September 2027, in Lisbon (+01:00).
 */
import type { AlbumFile, AlbumSpec } from './album/spec';
import { dateOf } from './album/spec';
import { countKeyword, dateKeyword, goldPickers, type EvalQuestion } from './questions';

/** A Sunday morning in Lisbon, after the album's last day. */
export const BLIND10_NOW = '2027-09-05T10:00:00+01:00';

/** Portugal prints dates day first ("09/03/2027"). */
const date = (d: string): string => dateKeyword(d, { dayFirst: true });
/** Euros as answers may write them: "1,659.84", "1659.84", "1.659,84" (all the same tokens once normalised), whole sums bare. */
const euros = (n: number): string => {
  const cents = Math.round(n * 100);
  if (cents % 100 === 0) return `${(cents / 100).toLocaleString('en-US')}|${cents / 100}`;
  const fixed = (cents / 100).toFixed(2);
  const forms = [Number(fixed).toLocaleString('en-US', { minimumFractionDigits: 2 }), fixed];
  if (fixed.endsWith('0')) forms.push(fixed.slice(0, -1));
  return [...new Set(forms)].join('|');
};
/** "1.234,56" (as printed) → 1234.56. */
const printed = (v: string | number): number => (typeof v === 'number' ? v : Number(v.replace(/\./g, '').replace(',', '.')));

export function buildBlind10Questions(spec: AlbumSpec): EvalQuestion[] {
  const { files, names, tagged, one, fact, inMonth } = goldPickers(spec, 'blind10 gold');

  const qs: Array<Omit<EvalQuestion, 'now' | 'match'> & { now?: string; match?: 'all' | 'any' }> = [];
  const q = (x: (typeof qs)[number]) => qs.push(x);
  const factDate = (key: string) => (f: AlbumFile): string => String(f.facts[key]);

  // --- Money and papers at home.
  const rents = files.filter(tagged('transfer', 'rent'));
  const newRents = rents.filter(tagged('new-landlord'));
  q({ id: 'rent-now', question: 'How much is our rent now?', type: 'direct', pensieve: 'none', answer: 'number', gold: [newRents[newRents.length - 1]!.name], keywords: [euros(1120)] });
  q({ id: 'rent-new-count', question: 'How many rent payments have I made to the new landlord?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: newRents.map((f) => f.name), keywords: [countKeyword(newRents.length)], k: newRents.length });
  const juneSlip = one((f) => f.tags.includes('payslip') && f.facts.month === 'june', 'June payslip');
  const marchSlip = one((f) => f.tags.includes('payslip') && f.facts.month === 'march', 'March payslip');
  q({ id: 'takehome-june', question: 'What was my take-home pay in June?', type: 'direct', pensieve: 'time', answer: 'number', gold: [juneSlip.name], keywords: [euros(printed(fact(juneSlip, 'net')))] });
  q({ id: 'salary-raise', question: 'By how much did my base salary go up between March and June?', type: 'hybrid', pensieve: 'multi', answer: 'number', gold: [marchSlip.name, juneSlip.name], keywords: [euros(Number(fact(juneSlip, 'base')) - Number(fact(marchSlip, 'base')))] });
  const taxLetter = one(tagged('tax', 'letter'), 'IRS assessment');
  q({ id: 'tax-refund', question: 'How much am I getting back from the tax office this year?', type: 'direct', pensieve: 'none', answer: 'number', gold: [taxLetter.name], keywords: [euros(642.18)] });
  const refundIn = one(tagged('bank', 'tax-refund'), 'refund credited');
  q({ id: 'tax-refund-arrived', question: 'Has my tax refund actually come in?', type: 'hybrid', pensieve: 'none', answer: 'yesno', gold: [refundIn.name], keywords: ['yes|642,18|642.18'], match: 'any' });
  const insurance = one(tagged('home-insurance'), 'home insurance renewal');
  q({ id: 'home-insurance-rise', question: 'How much more is the home insurance costing this year than last year?', type: 'direct', pensieve: 'none', answer: 'number', gold: [insurance.name], keywords: [euros(printed(fact(insurance, 'premium')) - printed(fact(insurance, 'previous')))] });
  const fine = one(tagged('parking', 'fine'), 'parking fine');
  q({ id: 'parking-ticket', question: 'How much was that parking ticket I got outside the flat?', type: 'direct', pensieve: 'none', answer: 'number', gold: [fine.name], keywords: [euros(30)] });
  q({ id: 'car-plate', question: "What's our car's registration?", type: 'direct', pensieve: 'none', answer: 'identifier', gold: [fine.name], keywords: ['54-xr-81|54 xr 81|54xr81'] });
  const internet = files.filter(tagged('internet', 'bill'));
  q({ id: 'internet-rise', question: 'How much did the internet bill go up by this year?', type: 'hybrid', pensieve: 'multi', answer: 'number', gold: internet.slice(0, 2).map((f) => f.name), keywords: [euros(2.5)] });

  // --- Health and the dog.
  const dentistCards = files.filter(tagged('dentist', 'appointment'));
  const nextDentist = dentistCards[dentistCards.length - 1]!;
  q({ id: 'dentist-next', question: "When's my next dentist appointment?", type: 'direct', pensieve: 'none', answer: 'date', gold: [nextDentist.name], keywords: [date(fact(nextDentist, 'next'))] });
  const optician = one(tagged('optician'), 'eye test');
  q({ id: 'left-eye', question: "What's the prescription for my left eye?", type: 'direct', pensieve: 'none', answer: 'number', gold: [optician.name], keywords: ['2,00|2.00|2.0|minus 2'] });
  const labs = files.filter(tagged('blood-test'));
  const augustLab = labs.find((f) => String(f.facts.drawn).startsWith('2027-08'))!;
  q({ id: 'dentist-name', goldMatch: 'any', question: "What's my dentist's name?", type: 'direct', pensieve: 'none', answer: 'name', gold: dentistCards.map((f) => f.name), keywords: ['pires'] });
  q({ id: 'cholesterol-down', question: 'Did my cholesterol come down between my two blood tests?', type: 'hybrid', pensieve: 'multi', answer: 'yesno', gold: labs.map((f) => f.name), keywords: ['yes', String(fact(augustLab, 'total'))] });
  const vet = files.filter(tagged('vet', 'receipt'));
  const aprilVet = vet.find(inMonth('2027-04'))!;
  q({ id: 'rabies-jab', question: "How much was Bolacha's rabies jab?", type: 'direct', pensieve: 'none', answer: 'number', gold: [aprilVet.name], keywords: [euros(35)] });
  q({ id: 'vet-total', question: 'How much have we spent at the vet this year in total?', type: 'hybrid', pensieve: 'multi', answer: 'number', gold: vet.map((f) => f.name), keywords: [euros(vet.reduce((t, f) => t + printed(fact(f, 'total')), 0))], k: vet.length });
  const julyVet = vet.find(inMonth('2027-07'))!;
  q({ id: 'vet-july-what', question: 'What did the vet give the dog in July?', type: 'hybrid', pensieve: 'time', answer: 'list', gold: [julyVet.name], keywords: ['gotas auriculares|ear drops|auriculares'] });

  // --- The move.
  const quote = one(tagged('removals', 'quote'), 'removal quote');
  q({ id: 'movers-name', question: 'Which removal company did we use?', type: 'direct', pensieve: 'none', answer: 'name', gold: [quote.name], keywords: ['mudancas tejo|mudanças tejo|tejo'] });
  const meters = files.filter(tagged('meter'));
  q({ id: 'move-date', goldMatch: 'any', question: 'What day did we move house?', type: 'hybrid', pensieve: 'none', answer: 'date', gold: [quote.name, ...meters.map((f) => f.name)], keywords: [date(fact(quote, 'date'))] });
  q({ id: 'new-address', goldMatch: 'any', question: "What's our new address?", type: 'direct', pensieve: 'none', answer: 'name', gold: [quote.name, internet[internet.length - 1]!.name], keywords: ['igreja', '41'] });
  const oldPower = one(tagged('meter', 'electricity', 'old-flat'), 'old electricity meter');
  q({ id: 'old-meter', question: 'What did the electricity meter read when we left the old flat?', type: 'hybrid', pensieve: 'location', answer: 'number', gold: [oldPower.name], keywords: ['04512|4512|4,512'] });
  const sim = one(tagged('sim'), 'new SIM');
  const gymReceipts = files.filter(tagged('gym', 'receipt'));
  const lastGym = gymReceipts[gymReceipts.length - 1]!;
  q({ id: 'new-number', goldMatch: 'any', question: "What's my new mobile number?", type: 'direct', pensieve: 'none', answer: 'identifier', gold: [sim.name, quote.name, lastGym.name], keywords: ['913 448 306|913448306'] });

  // --- Lena, errands, outings.
  const mayNews = one((f) => f.tags.includes('newsletter') && f.facts.month === 'may', 'May newsletter');
  q({ id: 'school-party', question: "When was Lena's end of year party at school?", type: 'direct', pensieve: 'none', answer: 'date', gold: [mayNews.name], keywords: [date(fact(mayNews, 'party'))] });
  q({ id: 'school-trip', question: "Where did Lena's class go on their school trip in May?", type: 'direct', pensieve: 'time', answer: 'name', gold: [mayNews.name], keywords: ['oceanario|oceanário|oceanarium|aquarium'] });
  const cake = one(tagged('cake', 'order'), 'cake order');
  q({ id: 'lena-age', question: 'How old did Lena turn in May?', type: 'hybrid', pensieve: 'time', answer: 'number', gold: [cake.name], keywords: ['re:\\b9\\b|nine'] });
  const loans = files.filter(tagged('library', 'loan'));
  const julyLoan = loans.find(inMonth('2027-07'))!;
  q({ id: 'library-due', question: 'When did the library books I borrowed in July have to go back?', type: 'direct', pensieve: 'time', answer: 'date', gold: [julyLoan.name], keywords: [date(fact(julyLoan, 'due'))] });
  const bike = one(tagged('bike', 'repair'), 'bike repair');
  q({ id: 'bike-parts', question: 'What did the bike shop replace?', type: 'direct', pensieve: 'none', answer: 'list', gold: [bike.name], keywords: ['corrente|chain', 'camara de ar|câmara de ar|inner tube|tube'] });
  const setlist = one(tagged('concert', 'setlist'), 'setlist');
  q({ id: 'concert-opener', question: 'What song did they open with at the concert in March?', type: 'hybrid', pensieve: 'time', answer: 'name', gold: [setlist.name], keywords: ['cais do sodre|cais do sodré'] });
  const match = one(tagged('football', 'ticket'), 'football ticket');
  q({ id: 'football-gate', question: 'Which gate did we go in at the Sporting v Porto game?', type: 'direct', pensieve: 'none', answer: 'identifier', gold: [match.name], keywords: ['porta 7|gate 7'] });
  const fixtures = one(tagged('football', 'fixtures'), 'fixtures');
  q({ id: 'next-home-game', question: "When is Sporting's next home game?", type: 'direct', pensieve: 'none', answer: 'date', gold: [fixtures.name], keywords: [date(fact(fixtures, 'nextHome')), 'benfica'], match: 'any' });
  const recipe = one(tagged('recipe'), 'recipe card');
  q({ id: 'rice-pudding-milk', question: "How much milk goes in Avó Lurdes's rice pudding?", type: 'direct', pensieve: 'none', answer: 'number', gold: [recipe.name], keywords: ['1 litro|1 litre|1 liter|one litre|one liter|1l'] });
  const gymBoard = one(tagged('gym', 'timetable'), 'gym classes');
  q({ id: 'yoga-time', question: 'What time is yoga at the gym on Wednesdays?', type: 'direct', pensieve: 'none', answer: 'date', gold: [gymBoard.name], keywords: ['19:15|19h15|7:15'] });
  q({ id: 'library-card', goldMatch: 'any', question: "What's my library card number?", type: 'direct', pensieve: 'none', answer: 'identifier', gold: loans.map((f) => f.name), keywords: ['0031 8842|00318842'] });
  const streaks = files.filter(tagged('german', 'streak'));
  const lastStreak = streaks[streaks.length - 1]!;
  q({ id: 'german-streak', question: 'How long is my German streak?', type: 'hybrid', pensieve: 'none', answer: 'duration', gold: [lastStreak.name], keywords: [`${fact(lastStreak, 'streak')} day|${fact(lastStreak, 'streak')} days`] });

  // --- Routines: counts and the last time.
  const padel = files.filter(tagged('padel', 'booking'));
  const playedIn = (ym: string) => padel.filter((f) => String(f.facts.date).startsWith(ym));
  q({ id: 'padel-march', question: 'How many times did I play padel in March?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: playedIn('2027-03').map((f) => f.name), keywords: [countKeyword(playedIn('2027-03').length)], k: playedIn('2027-03').length });
  const sinceMove = padel.filter((f) => String(f.facts.date) > '2027-06-19');
  q({ id: 'padel-since-move', question: 'How many padel games have I played since we moved?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: sinceMove.map((f) => f.name), keywords: [countKeyword(sinceMove.length)], k: sinceMove.length });
  const lastPadel = padel[padel.length - 1]!;
  q({ id: 'padel-last', question: 'When did I last play padel?', type: 'hybrid', pensieve: 'none', answer: 'date', gold: [lastPadel.name], keywords: [date(factDate('date')(lastPadel))] });
  const azoresOut = one(tagged('azores-trip', 'flight-out'), 'flight to the Azores');
  const aroundAzores = padel.filter((f) => ['2027-05-08', '2027-05-29'].includes(String(f.facts.date)));
  q({ id: 'padel-azores-weekend', goldMatch: 'any', question: 'Did I play padel the weekend we were in the Azores?', type: 'hybrid', pensieve: 'time', answer: 'yesno', gold: [azoresOut.name, ...aroundAzores.map((f) => f.name)], keywords: ['no'] });
  const fuel = files.filter(tagged('fuel', 'receipt'));
  q({ id: 'fuel-count', question: 'How many times have I put petrol in the car this year?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: fuel.map((f) => f.name), keywords: [countKeyword(fuel.length)], k: fuel.length });
  const lastFuel = fuel[fuel.length - 1]!;
  q({ id: 'petrol-price-last', question: 'What was the price per litre the last time I filled up?', type: 'hybrid', pensieve: 'none', answer: 'number', gold: [lastFuel.name], keywords: [`${fact(lastFuel, 'price')}|${fact(lastFuel, 'price').replace('.', ',')}`] });
  const walks = files.filter(tagged('walk', 'monsanto'));
  q({ id: 'monsanto-count', question: 'How many times did we take Bolacha walking in Monsanto?', type: 'contextual', pensieve: 'multi', answer: 'count', gold: walks.map((f) => f.name), keywords: [countKeyword(walks.length)], k: walks.length });
  const groceries = files.filter(tagged('grocery', 'receipt'));
  const items = (f: AlbumFile): string[] => f.facts.items as string[];
  const cod = groceries.filter((f) => items(f).some((i) => i.includes('bacalhau')));
  const lastCod = cod[cod.length - 1]!;
  q({ id: 'cod-last', question: 'When did I last buy salt cod?', type: 'hybrid', pensieve: 'none', answer: 'date', gold: [lastCod.name], keywords: [date(dateOf(lastCod))] });
  const julyShop = groceries.filter(inMonth('2027-07'));
  q({ id: 'pingo-july', question: 'How much did I spend at Pingo Doce in July?', type: 'hybrid', pensieve: 'multi', answer: 'number', gold: julyShop.map((f) => f.name), keywords: [euros(julyShop.reduce((t, f) => t + printed(fact(f, 'total')), 0))], k: julyShop.length });

  // --- Trips: Sintra, the Azores, the Algarve.
  const azores = files.filter(tagged('azores-trip'));
  q({ id: 'may-long-weekend', goldMatch: 'any', question: 'Where did we go for the long weekend in May?', type: 'contextual', pensieve: 'time', answer: 'name', gold: azores.map((f) => f.name), keywords: ['azores|acores|açores|ponta delgada|sao miguel|são miguel'] });
  q({ id: 'azores-flight', question: 'What was our flight number to the Azores?', type: 'hybrid', pensieve: 'location', answer: 'identifier', gold: [azoresOut.name], keywords: ['s4 125|s4125'] });
  const azHotel = one(tagged('azores-trip', 'hotel'), 'Azores hotel');
  q({ id: 'azores-hotel', question: 'Which hotel did we stay at in Ponta Delgada?', type: 'hybrid', pensieve: 'location', answer: 'name', gold: [azHotel.name], keywords: ['mares azuis|marés azuis'] });
  q({ id: 'azores-nights', question: 'How many nights were we in the Azores?', type: 'contextual', pensieve: 'multi', answer: 'duration', gold: azores.map((f) => f.name), keywords: ['3 nights|three nights|4 days|four days'], match: 'any', k: azores.length });
  const furnas = one(tagged('azores-trip', 'restaurant'), 'Furnas lunch');
  q({ id: 'furnas-lunch', question: 'Where did we have lunch in Furnas?', type: 'hybrid', pensieve: 'location', answer: 'name', gold: [furnas.name], keywords: ['tasca do vulcao|tasca do vulcão|vulcao|vulcão'] });
  const sete = names(tagged('azores-trip', 'lake'));
  q({ id: 'sete-cidades-photos', question: 'Show me the photos of the crater lakes at Sete Cidades', type: 'contextual', pensieve: 'location', answer: 'none', gold: sete, keywords: [], k: sete.length });
  const algarve = files.filter((f) => f.tags.includes('algarve-trip') && dateOf(f) >= '2027-08-07');
  q({ id: 'algarve-length', question: 'How long was our holiday in the Algarve?', type: 'contextual', pensieve: 'multi', answer: 'duration', gold: algarve.map((f) => f.name), keywords: ['7 nights|seven nights|8 days|eight days|a week|one week|1 week'], match: 'any', k: algarve.length });
  const gh = one(tagged('algarve-trip', 'key-card'), 'Lagos guesthouse');
  q({ id: 'lagos-wifi', question: 'What was the wifi password at the guesthouse in Lagos?', type: 'hybrid', pensieve: 'location', answer: 'identifier', gold: [gh.name], keywords: [fact(gh, 'password')] });
  const ghBooking = one(tagged('algarve-trip', 'booking'), 'Lagos booking');
  q({ id: 'lagos-stay', goldMatch: 'any', question: 'Where did we stay in Lagos?', type: 'hybrid', pensieve: 'location', answer: 'name', gold: [gh.name, ghBooking.name], keywords: ['casa da piedade'] });
  const lagosDinner = one(tagged('algarve-trip', 'restaurant'), 'Lagos dinner');
  q({ id: 'lagos-thursday-dinner', question: 'What did we eat on the Thursday night in Lagos?', type: 'hybrid', pensieve: 'both', answer: 'list', gold: [lagosDinner.name], keywords: ['sardinhas|sardines', 'polvo|octopus'] });
  const grandola = one(tagged('algarve-trip', 'fuel'), 'fuel on the way south');
  q({ id: 'algarve-flew', question: 'Did we fly down to the Algarve?', type: 'hybrid', pensieve: 'location', answer: 'yesno', gold: [grandola.name], keywords: ['no', 'drove|car|petrol|fuel|galp|grandola|grândola'] });
  const aug12 = files.filter((f) => dateOf(f) === '2027-08-12');
  q({ id: 'where-aug-12', goldMatch: 'any', question: 'Where was I on 12 August?', type: 'contextual', pensieve: 'time', answer: 'name', gold: aug12.map((f) => f.name), keywords: ['lagos|algarve'] });
  const alfama = names(tagged('santos-populares'));
  q({ id: 'santo-antonio-photos', question: 'Show me the photos from the Santo António night in Alfama', type: 'contextual', pensieve: 'both', answer: 'none', gold: alfama, keywords: [], k: alfama.length });

  return qs.map((x) => ({ ...x, now: x.now ?? BLIND10_NOW, match: x.match ?? 'all' }));
}
