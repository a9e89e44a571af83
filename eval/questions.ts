/**
 * The dev question set, with gold memories derived from the album spec (tags, facts, dates, towns),
 * never typed as file names: regenerate the album with another seed or change the life plan and the
 * gold follows.
 *
 * Types:
 * - `type` is OmniQuery's taxonomy (§3.3): `direct` content queries (the answer is inside one memory:
 *   "what's my driver's license number?"), `contextual` filters (memories of a time, place or event:
 *   "photos from my second trip to Hawaii"), `hybrid` (filter by context, then read the content:
 *   "which hotel did I stay at during CHI 2024?").
 * - `pensieve` is Memory-QA's (Table 10): the question's constraint — `time`-only, `location`-only,
 *   `both`, `none` — or `multi` when the answer aggregates several memories (counts, lists, spans),
 *   which takes precedence over the constraint.
 *
 * Keywords: `match: 'all'` needs every keyword in the answer, `'any'` at least one. A keyword may list
 * alternatives with `|` ("may 11|2024-05-11"). Matching is on normalised token sequences (lowercase,
 * non-alphanumerics → spaces), so "LEVEL 3 - SPOT 42" contains "level 3" and "42" but "2024-04-15"
 * does not contain "15 sessions". A keyword starting with `re:` is a case-insensitive regular
 * expression on the raw answer (used for counts, so "15" is not found inside "April 15").
 * An empty keyword list means the question is judged on retrieval only.
 *
 * `k`: for list questions, the depth at which the whole gold set should be found (R@k* in the report;
 * 5 otherwise).
 *
 * `goldMatch: 'any'`: the gold files are alternative evidence for one answer (the hotel sign or the key
 * card; the boarding pass or the arrival photo), so finding any of them is a full hit at k. Default
 * `'all'`: every gold file is wanted (recall).
 */
import { storeTag } from './album/life';
import { dateOf, type AlbumFile, type AlbumSpec } from './album/spec';

export type QuestionType = 'direct' | 'contextual' | 'hybrid';
export type PensieveType = 'time' | 'location' | 'both' | 'none' | 'multi';
/**
 * What kind of fact the answer must give: `name` (place, business, hotel, restaurant, person),
 * `number` (amount, price, total, measurement), `count`, `date` (date/time), `duration`, `identifier`
 * (flight, seat, room, password, code, licence, order, plate), `list`, `yesno`, or `none`
 * (retrieval-only: "show me photos of …").
 */
export type AnswerType = 'name' | 'number' | 'count' | 'date' | 'duration' | 'identifier' | 'list' | 'yesno' | 'none';
export const ANSWER_TYPES: AnswerType[] = ['name', 'number', 'count', 'date', 'duration', 'identifier', 'list', 'yesno', 'none'];

export interface EvalQuestion {
  id: string;
  question: string;
  /** Reference time for relative dates ("last weekend", "last time"), ISO with offset. */
  now: string;
  type: QuestionType;
  pensieve: PensieveType;
  answer: AnswerType;
  /** Names of the files that answer it (or are its evidence). */
  gold: string[];
  keywords: string[];
  match: 'all' | 'any';
  k?: number;
  goldMatch?: 'all' | 'any';
}

/** After the album's last day: "last time" means the latest memory. */
export const DEFAULT_NOW = '2024-09-02T10:00:00-07:00';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTHS_LONG = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'];

/**
 * A date as answers write it: "May 11", "11 May", "2024-05-11", and numerically the way the album's
 * country does: "5/11" (US), or with `dayFirst` "11/5", "11/05/2024" (UK, Europe).
 */
export function dateKeyword(date: string, options: { dayFirst?: boolean } = {}): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const mon = MONTHS[m - 1]!;
  const month = MONTHS_LONG[m - 1]!;
  const mm = String(m).padStart(2, '0');
  const dd = String(d).padStart(2, '0');
  const numeric = options.dayFirst ? [`${d}/${m}`, `${dd}/${mm}`, `${dd}/${mm}/${y}`] : [`${m}/${d}`, `${mm}/${dd}`];
  const forms = [`${mon} ${d}`, `${month} ${d}`, `${d} ${mon}`, `${d} ${month}`, date, ...numeric];
  return [...new Set(forms)].join('|');
}

/** A count as a standalone number (or word), not part of a date, time or measurement. */
export function countKeyword(n: number): string {
  const word = NUMBER_WORDS[n];
  const months = `(?:${MONTHS.join('|')})[a-z]*\\.?\\s`;
  return `re:(?<![\\d/:.,-])(?<!${months})\\b${n}\\b(?![/:.,-]?\\d)(?!\\s*(?:st|nd|rd|th|am|pm|min|mi|cal|km|kcal|m)\\b)${word ? `|\\b${word}\\b` : ''}`;
}

/**
 * What every question set derives its gold with: the files a predicate picks (exactly one, or the
 * last), tags, months and facts. A gold predicate that does not pick what it should throws, so a
 * changed album can never leave a question silently without gold. `label` names the set in errors.
 */
export function goldPickers(spec: AlbumSpec, label: string) {
  const files = spec.files;
  const found = (pred: (f: AlbumFile) => boolean) => files.filter(pred);
  return {
    files,
    names: (pred: (f: AlbumFile) => boolean): string[] => found(pred).map((f) => f.name),
    tagged: (...tags: string[]) => (f: AlbumFile) => tags.every((t) => f.tags.includes(t)),
    one(pred: (f: AlbumFile) => boolean, what: string): AlbumFile {
      const all = found(pred);
      if (all.length !== 1) throw new Error(`${label} "${what}": expected one file, found ${all.length}`);
      return all[0]!;
    },
    last(pred: (f: AlbumFile) => boolean, what: string): AlbumFile {
      const all = found(pred);
      if (all.length === 0) throw new Error(`${label} "${what}": no file`);
      return all[all.length - 1]!;
    },
    /** Files of one month, `YYYY-MM`. */
    inMonth: (ym: string) => (f: AlbumFile) => f.local.startsWith(ym),
    fact(f: AlbumFile, key: string): string {
      const v = f.facts[key];
      if (v === undefined) throw new Error(`${f.name} has no fact ${key}`);
      return Array.isArray(v) ? v.join(', ') : String(v);
    },
  };
}

export function buildQuestions(spec: AlbumSpec): EvalQuestion[] {
  const { files, names, tagged, one, fact } = goldPickers(spec, 'question gold');
  const inMonth = (m: number) => (f: AlbumFile) => f.local.startsWith(`2024-${String(m).padStart(2, '0')}`);
  const receipts = (store: string) => (f: AlbumFile) => f.tags.includes('receipt') && f.tags.includes(storeTag(store));
  const items = (f: AlbumFile): string[] => (f.facts.items as string[]).map((i) => i.toLowerCase());

  const qs: Array<Omit<EvalQuestion, 'now' | 'match' | 'answer'> & { now?: string; match?: 'all' | 'any' }> = [];
  const q = (x: (typeof qs)[number]) => qs.push(x);

  // --- Direct content: the answer is written on one memory.
  const library = one(tagged('library-card'), 'library card');
  q({ id: 'library-card', question: "What's my library card number?", type: 'direct', pensieve: 'none', gold: [library.name], keywords: [fact(library, 'number')] });
  const license = one(tagged('driver-license'), 'licence');
  q({ id: 'driver-license', question: "What's my driver's license number?", type: 'direct', pensieve: 'none', gold: [license.name], keywords: [fact(license, 'number')] });
  const costco = one(tagged('costco'), 'costco');
  q({ id: 'costco-number', question: "What's my Costco membership number?", type: 'direct', pensieve: 'none', gold: [costco.name], keywords: [fact(costco, 'number')] });
  const dentist = one(tagged('dentist'), 'dentist');
  q({ id: 'dentist', question: 'When is my dentist appointment?', type: 'direct', pensieve: 'none', gold: [dentist.name], keywords: [dateKeyword(fact(dentist, 'date')), '2:30'] });
  const mariners = one(tagged('ticket', 'mariners'), 'mariners ticket');
  q({ id: 'mariners-seat', question: 'What seat did I have at the Mariners game?', type: 'direct', pensieve: 'none', gold: [mariners.name], keywords: [`sec ${fact(mariners, 'section')}|section ${fact(mariners, 'section')}`, `row ${fact(mariners, 'row')}`, `seat ${fact(mariners, 'seat')}`] });
  const symphony = one(tagged('ticket', 'symphony'), 'symphony ticket');
  q({ id: 'symphony-seat', question: 'Where did I sit at the Seattle Symphony?', type: 'direct', pensieve: 'none', gold: [symphony.name], keywords: [`row ${fact(symphony, 'row')}`, `seat ${fact(symphony, 'seat')}`] });
  const keyCard = one(tagged('key-card'), 'key card');
  q({ id: 'hilton-room', question: 'What room was I in at the Hilton Hawaiian Village?', type: 'direct', pensieve: 'none', gold: [keyCard.name], keywords: [fact(keyCard, 'room')] });
  const cafeWifi = one(tagged('wifi', 'cafe'), 'cafe wifi');
  q({ id: 'victrola-wifi', question: 'What was the Wi-Fi password at Victrola Coffee?', type: 'direct', pensieve: 'none', gold: [cafeWifi.name], keywords: [fact(cafeWifi, 'password')] });
  const hertz = one(tagged('rental-car'), 'rental car');
  q({ id: 'hertz-confirmation', question: "What's the confirmation number for my Hertz rental?", type: 'direct', pensieve: 'none', gold: [hertz.name], keywords: [fact(hertz, 'confirmation')] });
  const powells = one(tagged('receipt', 'bookstore'), "Powell's receipt");
  q({ id: 'powells-books', question: "Which books did I buy at Powell's?", type: 'direct', pensieve: 'none', gold: [powells.name], keywords: ['piranesi', 'left hand of darkness'] });
  const book = one(tagged('book'), 'book');
  q({ id: 'powers-book', question: 'Which Richard Powers novel do I have?', type: 'direct', pensieve: 'none', gold: [book.name], keywords: ['overstory'] });
  const outbound = one(tagged('honolulu-trip', 'flight-out'), 'flight to Honolulu');
  q({ id: 'hnl-flight-number', question: 'What was my flight number from Seattle to Honolulu?', type: 'direct', pensieve: 'none', gold: [outbound.name], keywords: [fact(outbound, 'flight')] });
  const trainOut = files.find((f) => f.tags.includes('train') && f.town === 'Seattle')!;
  q({ id: 'portland-train-departure', question: 'What time did my Amtrak train to Portland depart?', type: 'direct', pensieve: 'none', gold: [trainOut.name], keywords: ['7:50'] });
  q({ id: 'treadmill-photos', question: 'Show me my treadmill workouts', type: 'direct', pensieve: 'multi', gold: names(tagged('treadmill')), keywords: [], k: names(tagged('treadmill')).length });

  // --- Contextual filters: memories of a time, a place or an event.
  const maui = names(tagged('maui-trip'));
  q({ id: 'second-hawaii-trip', question: 'Show me photos from my second trip to Hawaii', type: 'contextual', pensieve: 'multi', gold: maui, keywords: ['aug|august|maui|wailea|kahului'], match: 'any', k: maui.length });
  const portlandTrip = names(tagged('portland-trip'));
  q({ id: 'portland-what', question: 'What did I do in Portland?', type: 'contextual', pensieve: 'multi', gold: portlandTrip, keywords: ["powell|voodoo|rose|books|doughnut"], match: 'any', k: portlandTrip.length });
  q({ id: 'portland-when', goldMatch: 'any', question: 'When did I go to Portland?', type: 'contextual', pensieve: 'location', gold: portlandTrip, keywords: [dateKeyword('2024-03-23')] });
  const chi = names(tagged('chi-2024'));
  q({ id: 'chi-photos', question: 'Show me photos from CHI 2024', type: 'contextual', pensieve: 'multi', gold: chi, keywords: [], k: chi.length });
  const may12 = names((f) => dateOf(f) === '2024-05-12');
  q({ id: 'may-12', question: 'What did I do on May 12?', type: 'contextual', pensieve: 'multi', gold: may12, keywords: ['chi|conference|session'], match: 'any', k: may12.length });
  q({ id: 'where-may-14', goldMatch: 'any', question: 'Where was I on May 14, 2024?', type: 'contextual', pensieve: 'time', gold: names((f) => dateOf(f) === '2024-05-14'), keywords: ['honolulu|waikiki'], match: 'any' });
  const lastWeekend = names((f) => dateOf(f) === '2024-03-23' || dateOf(f) === '2024-03-24');
  q({ id: 'last-weekend', question: 'What did I do last weekend?', now: '2024-03-25T09:00:00-07:00', type: 'contextual', pensieve: 'multi', gold: lastWeekend, keywords: ['portland'], k: lastWeekend.length });
  const honolulu = names(tagged('honolulu-trip'));
  q({ id: 'honolulu-duration', question: 'How long was my trip to Honolulu?', type: 'contextual', pensieve: 'multi', gold: honolulu, keywords: ['7 days|6 nights|seven days|six nights|7-day'], match: 'any', k: honolulu.length });
  const maya = names(tagged('maya'));
  q({ id: 'maya-party-photos', question: "Show me photos from Maya's birthday party", type: 'contextual', pensieve: 'multi', gold: maya, keywords: [], k: maya.length });
  q({ id: 'maya-party-when', question: "When was Maya's birthday party?", type: 'contextual', pensieve: 'none', gold: names((f) => f.tags.includes('maya') && f.text.length > 0), keywords: [dateKeyword('2024-02-24')] });
  q({ id: 'july-6', goldMatch: 'any', question: 'What did I do on July 6?', type: 'contextual', pensieve: 'time', gold: names((f) => dateOf(f) === '2024-07-06'), keywords: ['ferry|bainbridge'], match: 'any' });
  const waikikiBeach = names((f) => f.tags.includes('beach') && f.tags.includes('waikiki'));
  q({ id: 'waikiki-beach', question: 'Show me my beach photos from Waikiki', type: 'contextual', pensieve: 'multi', gold: waikikiBeach, keywords: [], k: waikikiBeach.length });
  const flewHnl = names((f) => f.tags.includes('honolulu-trip') && (f.tags.includes('flight-out') || f.tags.includes('arrival')));
  q({ id: 'fly-honolulu-when', goldMatch: 'any', question: 'When did I fly to Honolulu?', type: 'contextual', pensieve: 'none', gold: flewHnl, keywords: [dateKeyword('2024-05-11')] });

  // --- Hybrid: find the context, then read the content.
  const hiltonFiles = names(tagged('hilton'));
  q({ id: 'chi-hotel', goldMatch: 'any', question: 'What hotel did I stay at during CHI 2024?', type: 'hybrid', pensieve: 'none', gold: hiltonFiles, keywords: ['hilton'] });
  const chiWifi = one(tagged('wifi', 'chi-2024'), 'conference wifi');
  q({ id: 'conference-wifi', question: 'What was the Wi-Fi password at the conference?', type: 'hybrid', pensieve: 'none', gold: [chiWifi.name], keywords: [fact(chiWifi, 'password').replace(/!$/, '')] });
  const session = one(tagged('session'), 'session sign');
  q({ id: 'chi-session-room', question: 'Which room was the paper session in at CHI?', type: 'hybrid', pensieve: 'none', gold: [session.name], keywords: [fact(session, 'room')] });
  const dukes = one((f) => f.tags.includes('receipt') && f.tags.includes('honolulu-trip'), "Duke's receipt");
  q({ id: 'first-hawaii-dinner', question: 'What did I have for dinner on my first trip to Hawaii?', type: 'hybrid', pensieve: 'none', gold: [dukes.name], keywords: ['mahi'] });
  const mauiHome = one(tagged('maui-trip', 'flight-home'), 'flight home from Maui');
  q({ id: 'maui-flight-home-seat', question: 'What was my seat on the flight home from my second Hawaii trip?', type: 'hybrid', pensieve: 'none', gold: [mauiHome.name], keywords: ['11c'] });
  const waileaSign = one(tagged('maui-trip', 'hotel'), 'Maui hotel');
  const parking = files.filter(tagged('parking'));
  const lastParking = parking[parking.length - 1]!;
  q({ id: 'park-last-time', question: 'Where did I park last time?', type: 'hybrid', pensieve: 'none', gold: [lastParking.name], keywords: [`level ${fact(lastParking, 'level')}`, fact(lastParking, 'spot')] });
  const gymAll = files.filter(tagged('gym', 'treadmill'));
  q({ id: 'cardio-last', question: 'When was my last cardio session?', type: 'hybrid', pensieve: 'none', gold: [gymAll[gymAll.length - 1]!.name], keywords: [dateKeyword(dateOf(gymAll[gymAll.length - 1]!))] });
  const safeways = files.filter(receipts('Safeway'));
  const lastSafeway = safeways[safeways.length - 1]!;
  q({ id: 'safeway-last', question: 'What did I buy the last time I went to Safeway?', type: 'hybrid', pensieve: 'none', gold: [lastSafeway.name], keywords: items(lastSafeway).filter((i) => !safeways.slice(0, -1).some((s) => items(s).includes(i))).slice(0, 2) });
  const groceries = files.filter(tagged('receipt', 'grocery'));
  const lastGrocery = groceries[groceries.length - 1]!;
  q({ id: 'grocery-last-total', question: 'How much was my most recent grocery bill?', type: 'hybrid', pensieve: 'none', gold: [lastGrocery.name], keywords: [fact(lastGrocery, 'total')] });

  // Time-only.
  const marchParking = parking.filter(inMonth(3));
  q({ id: 'park-march', question: 'Where did I park in March?', type: 'hybrid', pensieve: 'time', gold: marchParking.map((f) => f.name), keywords: [`level ${fact(marchParking[0]!, 'level')}`, fact(marchParking[0]!, 'spot')] });
  const tjApril = one((f) => receipts("Trader Joe's")(f) && inMonth(4)(f), "Trader Joe's April");
  q({ id: 'tj-april-total', question: "How much did I spend at Trader Joe's in April?", type: 'hybrid', pensieve: 'time', gold: [tjApril.name], keywords: [fact(tjApril, 'total')] });
  const qfcJan = one((f) => receipts('QFC')(f) && inMonth(1)(f), 'QFC January');
  q({ id: 'qfc-january', question: 'What did I buy at QFC in January?', type: 'hybrid', pensieve: 'time', gold: [qfcJan.name], keywords: items(qfcJan).slice(0, 2) });
  q({ id: 'book-january', question: 'What book was I reading in January?', type: 'hybrid', pensieve: 'time', gold: [book.name], keywords: ['overstory'] });
  q({ id: 'concert-february', goldMatch: 'any', question: 'What concert did I go to in February?', type: 'hybrid', pensieve: 'time', gold: names((f) => f.tags.includes('symphony')), keywords: ['symphony|mahler'], match: 'any' });
  q({ id: 'morning-april-9', goldMatch: 'any', question: 'What was I doing on the morning of April 9?', type: 'hybrid', pensieve: 'time', gold: names((f) => dateOf(f) === '2024-04-09' && f.tags.includes('gym')), keywords: ['cardio|rower|gym|treadmill'], match: 'any' });
  const homeFlight = one(tagged('honolulu-trip', 'flight-home'), 'flight home from Honolulu');
  q({ id: 'seat-may-17', question: 'What was my seat on the flight on May 17?', type: 'hybrid', pensieve: 'time', gold: [homeFlight.name], keywords: [fact(homeFlight, 'seat')] });

  // Location-only.
  q({ id: 'maui-hotel', question: 'What hotel did I stay at in Maui?', type: 'hybrid', pensieve: 'location', gold: [waileaSign.name], keywords: ['wailea'] });
  const snorkel = one((f) => f.facts.tour !== undefined, 'snorkel ticket');
  q({ id: 'maui-snorkel', question: 'Which snorkel tour did I take in Maui?', type: 'hybrid', pensieve: 'location', gold: [snorkel.name], keywords: ['molokini'] });
  q({ id: 'portland-doughnuts', goldMatch: 'any', question: 'What was the doughnut shop in Portland called?', type: 'hybrid', pensieve: 'location', gold: names(tagged('doughnut')), keywords: ['voodoo'] });
  q({ id: 'portland-garden', goldMatch: 'any', question: 'Which garden did I visit in Portland?', type: 'hybrid', pensieve: 'location', gold: names((f) => f.tags.includes('garden')), keywords: ['rose'] });
  q({ id: 'honolulu-hike', goldMatch: 'any', question: 'Which trail did I hike in Honolulu?', type: 'hybrid', pensieve: 'location', gold: names(tagged('diamond-head')), keywords: ['diamond head'] });

  // Time and location.
  q({ id: 'honolulu-dinner-may-14', question: 'Where did I eat dinner in Honolulu on May 14?', type: 'hybrid', pensieve: 'both', gold: [dukes.name], keywords: ['duke'] });
  q({ id: 'portland-march-bought', question: 'What did I buy in Portland in March?', type: 'hybrid', pensieve: 'both', gold: [powells.name], keywords: ['piranesi', 'left hand of darkness'] });
  const aprilParking = parking.filter(inMonth(4));
  q({ id: 'park-seattle-april', question: 'Where did I park in Seattle in April?', type: 'hybrid', pensieve: 'both', gold: aprilParking.map((f) => f.name), keywords: [`level ${fact(aprilParking[0]!, 'level')}`, fact(aprilParking[0]!, 'spot')] });
  const mamas = one((f) => f.tags.includes('receipt') && f.tags.includes('maui-trip'), 'Maui dinner');
  q({ id: 'maui-dinner-august', question: 'What did I have for dinner in Maui in August?', type: 'hybrid', pensieve: 'both', gold: [mamas.name], keywords: ['ono'] });
  q({ id: 'honolulu-may-hotel', goldMatch: 'any', question: 'Which hotel was I at in Honolulu in May?', type: 'hybrid', pensieve: 'both', gold: hiltonFiles, keywords: ['hilton'] });

  // Multi-memory aggregation.
  const aprilGym = files.filter((f) => f.tags.includes('gym') && f.tags.includes('cardio') && inMonth(4)(f));
  const aprilSessions = new Set(aprilGym.map(dateOf)).size;
  q({ id: 'cardio-april-count', question: 'How many cardio sessions did I do in April?', type: 'hybrid', pensieve: 'multi', gold: aprilGym.map((f) => f.name), keywords: [countKeyword(aprilSessions)], k: aprilGym.length });
  const mayGym = files.filter((f) => f.tags.includes('gym') && f.tags.includes('cardio') && inMonth(5)(f));
  q({ id: 'gym-may-count', question: 'How many times did I go to the gym in May?', type: 'hybrid', pensieve: 'multi', gold: mayGym.map((f) => f.name), keywords: [countKeyword(new Set(mayGym.map(dateOf)).size)], k: mayGym.length });
  const marchSafeway = safeways.filter(inMonth(3));
  q({ id: 'safeway-march', question: 'What did I buy at Safeway in March?', type: 'hybrid', pensieve: 'multi', gold: marchSafeway.map((f) => f.name),
    keywords: marchSafeway.map((r) => items(r).find((i) => marchSafeway.every((o) => o === r || !items(o).includes(i)))!), k: marchSafeway.length });
  const milk = groceries.filter((f) => items(f).includes('lactose free milk'));
  q({ id: 'milk-count', question: 'How many times did I buy lactose-free milk?', type: 'hybrid', pensieve: 'multi', gold: milk.map((f) => f.name), keywords: [countKeyword(milk.length)], k: milk.length });
  const pacific = parking.filter((f) => String(f.facts.garage).startsWith('PACIFIC PLACE'));
  q({ id: 'pacific-place-count', question: 'How many times did I park at Pacific Place?', type: 'hybrid', pensieve: 'multi', gold: pacific.map((f) => f.name), keywords: [countKeyword(pacific.length)], k: pacific.length });
  const juneGroceries = groceries.filter(inMonth(6));
  q({ id: 'june-grocery-count', question: 'How many times did I go grocery shopping in June?', type: 'hybrid', pensieve: 'multi', gold: juneGroceries.map((f) => f.name), keywords: [countKeyword(juneGroceries.length)], k: juneGroceries.length });

  return qs.map((x) => {
    const answer = DEV_ANSWER_TYPES[x.id];
    if (!answer) throw new Error(`dev question ${x.id} has no answer type`);
    return { ...x, now: x.now ?? DEFAULT_NOW, match: x.match ?? 'all', answer };
  });
}

/** The answer type of each dev question, labelled after the fact (the set predates the label). */
const DEV_ANSWER_TYPES: Record<string, AnswerType> = {
  'library-card': 'identifier', 'driver-license': 'identifier', 'costco-number': 'identifier', dentist: 'date', 'mariners-seat': 'identifier',
  'symphony-seat': 'identifier', 'hilton-room': 'identifier', 'victrola-wifi': 'identifier', 'hertz-confirmation': 'identifier', 'powells-books': 'list',
  'powers-book': 'name', 'hnl-flight-number': 'identifier', 'portland-train-departure': 'date', 'treadmill-photos': 'none',
  'second-hawaii-trip': 'none', 'portland-what': 'list', 'portland-when': 'date', 'chi-photos': 'none', 'may-12': 'list', 'where-may-14': 'name',
  'last-weekend': 'list', 'honolulu-duration': 'duration', 'maya-party-photos': 'none', 'maya-party-when': 'date', 'july-6': 'list',
  'waikiki-beach': 'none', 'fly-honolulu-when': 'date', 'chi-hotel': 'name', 'conference-wifi': 'identifier', 'chi-session-room': 'identifier',
  'first-hawaii-dinner': 'list', 'maui-flight-home-seat': 'identifier', 'park-last-time': 'identifier', 'cardio-last': 'date', 'safeway-last': 'list',
  'grocery-last-total': 'number', 'park-march': 'identifier', 'tj-april-total': 'number', 'qfc-january': 'list', 'book-january': 'name',
  'concert-february': 'name', 'morning-april-9': 'list', 'seat-may-17': 'identifier', 'maui-hotel': 'name', 'maui-snorkel': 'name',
  'portland-doughnuts': 'name', 'portland-garden': 'name', 'honolulu-hike': 'name', 'honolulu-dinner-may-14': 'name', 'portland-march-bought': 'list',
  'park-seattle-april': 'identifier', 'maui-dinner-august': 'list', 'honolulu-may-hotel': 'name', 'cardio-april-count': 'count', 'gym-may-count': 'count',
  'safeway-march': 'list', 'milk-count': 'count', 'pacific-place-count': 'count', 'june-grocery-count': 'count',
};

/** Does the answer contain the keywords (normalised token sequences; `re:` for patterns)? */
export function keywordHit(answer: string, keywords: string[], match: 'all' | 'any'): boolean | null {
  if (keywords.length === 0) return null;
  const norm = (s: string) => ` ${s.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim()} `;
  const text = norm(answer);
  const has = (kw: string): boolean =>
    kw.startsWith('re:') ? new RegExp(kw.slice(3), 'i').test(answer) : kw.split('|').some((alt) => norm(alt).trim() !== '' && text.includes(norm(alt)));
  return match === 'all' ? keywords.every(has) : keywords.some(has);
}
