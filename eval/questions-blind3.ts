/**
 * The third blind question set, for the album in eval/album/blind3/life.ts (Nairobi): written by
 * someone who never tuned the engine nor read it, and committed before the engine first ran on the
 * album. Phrased the way Auma would type into the app, with her own words rather than the printed
 * ones ("choir practice", "the fundi", "power tokens", "the SGR" are not on the pictures they are
 * about) and vague times ("in May", "this year", "the last time", "the week I was in Kampala"). Gold
 * derives from the spec's tags and facts (eval/questions.ts's conventions); keywords accept any
 * correct phrasing. After the first run only genuine gold errors may be fixed, never a question or a
 * keyword changed to pass.
 *
 * Asked on a Sunday morning in early July 2026, in Nairobi (+03:00).
 */
import type { AlbumFile, AlbumSpec } from './album/spec';
import { dateOf } from './album/spec';
import { countKeyword, dateKeyword, goldPickers, type EvalQuestion } from './questions';

/** A Sunday morning in Nairobi, after the album's last day. */
export const BLIND3_NOW = '2026-07-05T10:00:00+03:00';

/** Kenya prints dates day first ("08/01/2026"). */
const date = (d: string): string => dateKeyword(d, { dayFirst: true });
/** An amount as answers may write it: "4,100", "4100" (with or without ".00"). */
const amount = (n: number): string => `${n.toLocaleString('en-US')}|${n}`;
const shillings = (v: string | number): number => Number(String(v).replace(/,/g, ''));

export function buildBlind3Questions(spec: AlbumSpec): EvalQuestion[] {
  const { files, names, tagged, one, last, fact } = goldPickers(spec, 'blind3 gold');

  const qs: Array<Omit<EvalQuestion, 'now' | 'match'> & { now?: string; match?: 'all' | 'any' }> = [];
  const q = (x: (typeof qs)[number]) => qs.push(x);
  const inMonth = (ym: string) => (f: AlbumFile) => dateOf(f).startsWith(ym);

  // --- Papers: the answer is printed on one of them.
  const insurance = one(tagged('insurance'), 'insurance certificate');
  const fuel = files.filter(tagged('fuel', 'receipt'));
  q({ id: 'car-plate', goldMatch: 'any', question: "What's my car's number plate?", type: 'direct', pensieve: 'none', answer: 'identifier', gold: [insurance.name, ...fuel.map((f) => f.name)], keywords: ['kdm 417q|kdm417q'] });
  q({ id: 'insurance-expiry', question: 'When does my car insurance expire?', type: 'direct', pensieve: 'none', answer: 'date', gold: [insurance.name], keywords: [date(fact(insurance, 'until'))] });
  const rent = files.filter(tagged('rent', 'receipt'));
  q({ id: 'rent-amount', goldMatch: 'any', question: 'How much rent do I pay a month?', type: 'direct', pensieve: 'none', answer: 'number', gold: rent.map((f) => f.name), keywords: [amount(55000)] });
  const mayRent = one((f) => f.tags.includes('rent') && fact(f, 'month') === 'may', 'May rent');
  q({ id: 'rent-may-paid', question: 'Did I pay the rent for May?', type: 'direct', pensieve: 'time', answer: 'yesno', gold: [mayRent.name], keywords: ['yes|55,000|55000'], match: 'any' });
  q({ id: 'house-number', goldMatch: 'any', question: 'What is our house number?', type: 'direct', pensieve: 'none', answer: 'identifier', gold: rent.map((f) => f.name), keywords: ['b7'] });
  const term1 = one(tagged('school-fees', 'term-1'), 'term 1 fees');
  const term2 = one(tagged('school-fees', 'term-2'), 'term 2 fees');
  q({ id: 'fees-term2', question: "How much were Zawadi's school fees for second term?", type: 'direct', pensieve: 'none', answer: 'number', gold: [term2.name], keywords: [amount(shillings(fact(term2, 'amount')))] });
  q({ id: 'fees-increase', question: 'By how much did the school fees go up from first term to second term?', type: 'hybrid', pensieve: 'multi', answer: 'number', gold: [term1.name, term2.name], keywords: [amount(shillings(fact(term2, 'amount')) - shillings(fact(term1, 'amount')))] });
  const tailor = one(tagged('tailor'), 'tailor slip');
  q({ id: 'tailor-balance', question: 'How much did I still owe the fundi for the kitenge dress?', type: 'direct', pensieve: 'none', answer: 'number', gold: [tailor.name], keywords: [amount(2000)] });
  q({ id: 'tailor-collect', question: 'When was my dress supposed to be ready at the tailor?', type: 'direct', pensieve: 'none', answer: 'date', gold: [tailor.name], keywords: [date(fact(tailor, 'collect'))] });
  q({ id: 'tailor-name', question: 'Which tailor made my kitenge?', type: 'direct', pensieve: 'none', answer: 'name', gold: [tailor.name], keywords: ['neema'] });
  const clinic = one(tagged('clinic', 'appointment'), 'clinic card');
  q({ id: 'clinic-follow-up', question: 'When was my follow-up appointment at the clinic?', type: 'direct', pensieve: 'none', answer: 'date', gold: [clinic.name], keywords: [date(fact(clinic, 'next'))] });
  q({ id: 'clinic-doctor', question: 'Which doctor did I see at the clinic in April?', type: 'direct', pensieve: 'time', answer: 'name', gold: [clinic.name], keywords: ['mwangi'] });
  const pharmacy = one(tagged('pharmacy'), 'pharmacy receipt');
  q({ id: 'april-medicine', question: 'What medicine did I buy in April?', type: 'hybrid', pensieve: 'time', answer: 'list', gold: [pharmacy.name], keywords: ['amoxicillin', 'paracetamol'] });
  const access = one(tagged('access-card'), 'staff card');
  q({ id: 'staff-number', question: "What's my staff number at work?", type: 'direct', pensieve: 'none', answer: 'identifier', gold: [access.name], keywords: [fact(access, 'staff')] });
  const induction = one(tagged('induction'), 'site induction');
  q({ id: 'site-induction-valid', question: 'Is my site safety induction for Riverside Towers still valid this month?', type: 'direct', pensieve: 'time', answer: 'yesno', gold: [induction.name], keywords: ['no|expired|30/06/2026|30 june|june 30'], match: 'any' });

  // --- Bills paid by phone.
  const tokens = files.filter(tagged('electricity', 'token'));
  const lastToken = tokens[tokens.length - 1]!;
  q({ id: 'token-last', question: 'What was the last electricity token I bought?', type: 'direct', pensieve: 'none', answer: 'identifier', gold: [lastToken.name], keywords: [fact(lastToken, 'token')] });
  const tokenTotal = tokens.reduce((t, f) => t + Number(fact(f, 'amount')), 0);
  q({ id: 'power-spend', question: 'How much have I spent on power tokens this year?', type: 'hybrid', pensieve: 'multi', answer: 'number', gold: tokens.map((f) => f.name), keywords: [amount(tokenTotal)], k: tokens.length });
  const water = one(tagged('water', 'bill'), 'water bill');
  q({ id: 'water-february', question: 'How much was the water bill in February?', type: 'direct', pensieve: 'time', answer: 'number', gold: [water.name], keywords: [amount(1840)] });

  // --- Shopping, the car.
  const groceries = files.filter(tagged('grocery', 'receipt'));
  const may = groceries.filter(inMonth('2026-05'));
  const mayTotal = Math.round(may.reduce((t, f) => t + shillings(fact(f, 'total')), 0) * 100) / 100;
  q({ id: 'naivas-may', question: 'How much did I spend at Naivas in May?', type: 'hybrid', pensieve: 'multi', answer: 'number', gold: may.map((f) => f.name), keywords: [amount(mayTotal)], k: may.length });
  const items = (f: AlbumFile): string[] => f.facts.items as string[];
  const eggs = groceries.filter((f) => items(f).some((i) => i.includes('eggs')));
  const lastEggs = eggs[eggs.length - 1]!;
  q({ id: 'eggs-last', question: 'When did I last buy eggs?', type: 'hybrid', pensieve: 'none', answer: 'date', gold: [lastEggs.name], keywords: [date(dateOf(lastEggs))] });
  const unga = groceries.filter((f) => items(f).some((i) => i.includes('unga')));
  q({ id: 'unga-count', question: 'How many times have I bought unga this year?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: unga.map((f) => f.name), keywords: [countKeyword(unga.length)], k: unga.length });
  const lastFuel = fuel[fuel.length - 1]!;
  q({ id: 'petrol-price-last', question: 'What was the price of petrol per litre the last time I filled up?', type: 'hybrid', pensieve: 'none', answer: 'number', gold: [lastFuel.name], keywords: [`${fact(lastFuel, 'price')}|${Number(fact(lastFuel, 'price'))}`] });
  q({ id: 'fill-ups', question: 'How many times have I filled up the car since January?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: fuel.map((f) => f.name), keywords: [countKeyword(fuel.length)], k: fuel.length });

  // --- Thursday evenings: the sheets never say "choir".
  const sheets = files.filter(tagged('choir', 'song-sheet'));
  const january = sheets.filter(inMonth('2026-01'));
  q({ id: 'choir-january', question: 'How many choir practices did I go to in January?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: january.map((f) => f.name), keywords: [countKeyword(january.length)], k: january.length });
  const march = sheets.filter(inMonth('2026-03'));
  q({ id: 'choir-march', question: 'How often did I go to choir in March?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: march.map((f) => f.name), keywords: [countKeyword(march.length)], k: march.length });
  const lastSheet = sheets[sheets.length - 1]!;
  q({ id: 'choir-last', question: 'When was my last choir practice?', type: 'hybrid', pensieve: 'none', answer: 'date', gold: [lastSheet.name], keywords: [date(dateOf(lastSheet))] });
  // No sheet in the week of the summit (16–22 March): the Thursday fell in Kampala.
  const beforeSummit = sheets.filter((f) => dateOf(f) < '2026-03-16');
  q({ id: 'choir-kampala-week', goldMatch: 'any', question: 'Did I make it to choir the week I was in Kampala?', type: 'hybrid', pensieve: 'time', answer: 'yesno', gold: [beforeSummit[beforeSummit.length - 1]!.name, ...names(tagged('kampala-trip', 'flight-out'))], keywords: ['no'] });
  const concert = one(tagged('choir', 'programme'), 'Easter concert');
  q({ id: 'easter-concert', question: 'When was our Easter concert?', type: 'hybrid', pensieve: 'none', answer: 'date', gold: [concert.name], keywords: [date(fact(concert, 'date'))] });
  q({ id: 'choir-voice', goldMatch: 'any', question: 'Which voice part do I sing in the choir?', type: 'hybrid', pensieve: 'none', answer: 'name', gold: sheets.map((f) => f.name), keywords: ['alto'] });
  const lastJanuary = january[january.length - 1]!;
  q({ id: 'choir-pieces-end-january', question: 'Which songs did we practise on the last Thursday of January?', type: 'hybrid', pensieve: 'time', answer: 'list', gold: [lastJanuary.name], keywords: ['ave verum', 'mwana wa mberi'] });

  // --- Outings in Nairobi.
  const match = one(tagged('football', 'ticket'), 'football ticket');
  q({ id: 'football-teams', question: 'Who was playing at the football match I went to?', type: 'hybrid', pensieve: 'none', answer: 'list', gold: [match.name], keywords: ['gor mahia', 'leopards'] });
  q({ id: 'football-seats', question: 'Where were our seats at the football?', type: 'hybrid', pensieve: 'none', answer: 'identifier', gold: [match.name], keywords: [`block ${fact(match, 'block')}`, `row ${fact(match, 'row')}`] });
  const kipDinner = one(tagged('kip', 'receipt'), "Kip's birthday bill");
  q({ id: 'kip-birthday-place', question: "Where did we go for Kip's birthday dinner?", type: 'hybrid', pensieve: 'none', answer: 'name', gold: [kipDinner.name], keywords: ['msafiri'] });
  q({ id: 'kip-birthday-cost', question: "How much did Kip's birthday dinner come to?", type: 'hybrid', pensieve: 'none', answer: 'number', gold: [kipDinner.name], keywords: [amount(shillings(fact(kipDinner, 'total')))] });
  const party = names(tagged('zawadi', 'birthday'));
  q({ id: 'zawadi-party-photos', question: "Show me the photos from Zawadi's birthday party", type: 'contextual', pensieve: 'none', answer: 'none', gold: party, keywords: [], k: party.length });
  const lastWalk = last(tagged('walk', 'forest'), 'Karura walk');
  q({ id: 'karura-last', question: 'When did I last go walking in Karura?', type: 'contextual', pensieve: 'location', answer: 'date', gold: [lastWalk.name], keywords: [date(dateOf(lastWalk))] });
  const walks = files.filter(tagged('walk', 'forest'));
  q({ id: 'karura-count', question: 'How many times have I been walking in Karura forest this year?', type: 'contextual', pensieve: 'multi', answer: 'count', gold: walks.map((f) => f.name), keywords: [countKeyword(walks.length)], k: walks.length });
  const term2List = one(tagged('to-buy', 'school'), 'term 2 list');
  q({ id: 'term2-shopping', question: 'What did Zawadi need for second term?', type: 'hybrid', pensieve: 'none', answer: 'list', gold: [term2List.name], keywords: ['sweater', 'swimming costume', 'exercise books'] });

  // --- Naivasha, Valentine's weekend.
  const nv = files.filter(tagged('naivasha-trip'));
  const lodge = one(tagged('naivasha-trip', 'lodge'), 'Naivasha lodge');
  q({ id: 'naivasha-lodge', question: 'Which lodge did we stay at in Naivasha?', type: 'hybrid', pensieve: 'location', answer: 'name', gold: [lodge.name], keywords: ['acacia shore'] });
  q({ id: 'naivasha-wifi', question: 'What was the wifi password at the lodge in Naivasha?', type: 'hybrid', pensieve: 'location', answer: 'identifier', gold: [lodge.name], keywords: [fact(lodge, 'password')] });
  const park = one(tagged('naivasha-trip', 'park', 'e-ticket'), 'park e-ticket');
  q({ id: 'hells-gate-fee', question: "How much did we pay to get into Hell's Gate?", type: 'hybrid', pensieve: 'location', answer: 'number', gold: [park.name], keywords: [amount(1100)] });
  const naivashaFuel = one(tagged('naivasha-trip', 'fuel'), 'fuel in Naivasha');
  q({ id: 'naivasha-by-car', question: 'Did we drive to Naivasha for Valentine\'s weekend?', type: 'hybrid', pensieve: 'both', answer: 'yesno', gold: [naivashaFuel.name], keywords: ['yes'] });
  const valentines = nv.filter((f) => dateOf(f) === '2026-02-14');
  q({ id: 'valentines-where', goldMatch: 'any', question: "Where were we on Valentine's Day?", type: 'contextual', pensieve: 'time', answer: 'name', gold: valentines.map((f) => f.name), keywords: ['naivasha'] });

  // --- Kampala, the summit.
  const flightOut = one(tagged('kampala-trip', 'flight-out'), 'flight to Entebbe');
  q({ id: 'kampala-flight', question: 'What was my flight number to Entebbe?', type: 'hybrid', pensieve: 'location', answer: 'identifier', gold: [flightOut.name], keywords: [`${fact(flightOut, 'flight')}|${fact(flightOut, 'flight').replace(' ', '')}`] });
  const hotel = one(tagged('kampala-trip', 'hotel'), 'Kampala hotel');
  q({ id: 'kampala-hotel', question: 'Which hotel did I stay at in Kampala?', type: 'hybrid', pensieve: 'location', answer: 'name', gold: [hotel.name], keywords: ['kololo heights'] });
  const ka = files.filter(tagged('kampala-trip'));
  q({ id: 'kampala-nights', question: 'How many nights was I away for the Kampala summit?', type: 'contextual', pensieve: 'multi', answer: 'duration', gold: ka.map((f) => f.name), keywords: ['4 nights|four nights|5 days|five days'], match: 'any', k: ka.length });
  const boda = one(tagged('boda'), 'boda ride');
  q({ id: 'kampala-boda', question: 'How much was the boda ride to the summit?', type: 'hybrid', pensieve: 'location', answer: 'number', gold: [boda.name], keywords: [amount(9500)] });
  const kampalaDinner = one(tagged('kampala-trip', 'restaurant'), 'Kampala dinner');
  q({ id: 'kampala-thursday-dinner', question: 'Where did I have dinner on the Thursday in Kampala?', type: 'hybrid', pensieve: 'both', answer: 'name', gold: [kampalaDinner.name], keywords: ['kabira'] });
  const nile = files.filter(tagged('kampala-trip', 'nile'));
  q({ id: 'source-of-nile', goldMatch: 'any', question: 'When did I go to see the source of the Nile?', type: 'contextual', pensieve: 'none', answer: 'date', gold: nile.map((f) => f.name), keywords: [date(dateOf(nile[0]!))] });

  // --- The coast at Easter.
  const trainOut = one(tagged('coast-trip', 'train-out'), 'train out');
  q({ id: 'sgr-coach', question: 'Which coach were we in on the SGR to Mombasa?', type: 'hybrid', pensieve: 'location', answer: 'identifier', gold: [trainOut.name], keywords: [`coach ${fact(trainOut, 'coach')}`] });
  q({ id: 'sgr-departure', question: 'What time did our train to Mombasa leave Nairobi?', type: 'hybrid', pensieve: 'location', answer: 'date', gold: [trainOut.name], keywords: ['08:00|8:00|8 am|8am|8.00'] });
  const stay = one(tagged('coast-trip', 'cottage'), 'Diani cottage');
  q({ id: 'diani-stay', question: 'Where did we stay in Diani?', type: 'hybrid', pensieve: 'location', answer: 'name', gold: [stay.name], keywords: ['baobab palms'] });
  const coast = files.filter((f) => f.tags.includes('coast-trip') && dateOf(f) >= '2026-04-03');
  q({ id: 'coast-duration', question: 'How long was our Easter holiday at the coast?', type: 'contextual', pensieve: 'multi', answer: 'duration', gold: coast.map((f) => f.name), keywords: ['3 nights|three nights|4 days|four days'], match: 'any', k: coast.length });
  const snorkel = one(tagged('snorkel', 'ticket'), 'snorkel ticket');
  q({ id: 'snorkel-pickup', question: 'What time were we picked up for the snorkelling trip?', type: 'hybrid', pensieve: 'none', answer: 'date', gold: [snorkel.name], keywords: ['7:30|7.30|7 30'] });
  const seafood = one(tagged('coast-trip', 'restaurant'), 'Diani dinner');
  q({ id: 'diani-dinner-easter-saturday', question: 'How much was dinner on Easter Saturday?', type: 'hybrid', pensieve: 'both', answer: 'number', gold: [seafood.name], keywords: [amount(shillings(fact(seafood, 'total')))] });
  const trainBack = one(tagged('coast-trip', 'train-back'), 'train back');
  q({ id: 'coast-fly-back', question: 'Did we fly back from Mombasa?', type: 'hybrid', pensieve: 'location', answer: 'yesno', gold: [trainBack.name], keywords: ['no', 'train|madaraka|sgr'] });
  const packing = one(tagged('packing-list'), 'coast packing list');
  q({ id: 'coast-packing', question: 'What did I have to pack for the coast?', type: 'hybrid', pensieve: 'none', answer: 'list', gold: [packing.name], keywords: ['sunscreen', 'goggles', 'kikoi'] });
  const beach = names((f) => f.tags.includes('coast-trip') && f.tags.includes('beach'));
  q({ id: 'diani-beach-photos', question: 'Show me our beach photos from Diani', type: 'contextual', pensieve: 'location', answer: 'none', gold: beach, keywords: [], k: beach.length });

  return qs.map((x) => ({ ...x, now: x.now ?? BLIND3_NOW, match: x.match ?? 'all' }));
}
