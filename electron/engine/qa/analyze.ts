import { actedNoun, paidActNouns } from './acted-noun';
import { anchoredTime, anchorEvent, findTimeAnchor } from './anchored-time';
import type { QueryAnalysis } from '../../../shared/qa';
import { contentWords } from '../augment/similarity';
import { findPlacesInText, MAX_PLACE_DISTANCE_KM, type Place } from '../place/gazetteer';
import { extractDateRange } from '../search/date-range';
import type { HomeRegion } from '../search/holiday-calendars';
import { answerTypeOf, BUSINESS_HEADS, businessTerms, SORT_NOUNS } from './answer-type';
import { relatedTerms } from './lexicon/related';
import { listEndVerb } from './list-end';
import { wordRoles } from './lexicon/word-roles';
import { verbObjects } from './lexicon/object-sense';
import { isKindOf, namesKind, onlyAPerson, spelledOut } from './kind-of';
import { isOrdinaryWord } from './lexicon/wordnet';
import { asksOwnTrip, nameMatches, nameMatchesWithoutYear, sharingAWord } from './event-names';
import { asksWhenAt } from './occasion-date';
import { plainQuestion } from './preamble';
import { DURATION_UNITS, withoutDurationFrame } from './stay';
import { asksLengthOf } from './length-of';
import { asksPlaceList } from './count';
import { namedAsContents } from './contents-of';
import { asksCount } from './count-asked';
import { withoutAmountFrame, withPlainModifiers } from './amount-frame';
import { withoutLimitFrame } from './dose-limit';
import { questionWords } from './question-words';
import { asRefuelling } from './refuel';
import { namedAsSide } from './fixture';
import { findOccasionPhrase, LAST_OF_STAY, occasionWindow, withoutOccasions, withoutPhrase, type OccasionPhrase } from './relative-time';
import { escapeRegExp, weekdayIndex } from './text-lines';
import { routeRole, TRAVEL } from './route-role';
import { legWay } from './labelled-date';

/** A named place in a question covers this much around its point: a city and its suburbs. */
export const CITY_RADIUS_KM = 30;
/** At most: a small region or country covers only as far as its towns go (gazetteer extentKm), and a photo's town is within MAX_PLACE_DISTANCE_KM. */
const REGION_RADIUS_KM = 400;
const COUNTRY_RADIUS_KM = 1500;

/** How far from a place the gazetteer found a photo may be and still be taken there, and the area whose name decides first. */
export function extentOf(p: Pick<Place, 'city' | 'region' | 'extentKm'>): Pick<QueryAnalysis['places'][number], 'radiusKm' | 'within'> {
  if (p.city) return { radiusKm: CITY_RADIUS_KM };
  return { radiusKm: Math.min(p.region ? REGION_RADIUS_KM : COUNTRY_RADIUS_KM, (p.extentKm ?? Infinity) + MAX_PLACE_DISTANCE_KM), within: p.region ? 'region' : 'country' };
}

/**
 * "When did I last …", "when did the dog last …": any subject of a few words between the auxiliary and
 * "last"/"first" ("did I have a first class ticket" is a kind of ticket). A lookbehind, so that taking
 * the recency words out of the question leaves the verb. "Now", "currently" ask for the state as it
 * stands: the newest memory that shows it ("just now", "a week from now" are times).
 */
const SUBJECT = String.raw`(?<=\b(?:did|does|do|have|has|had)\s+(?:[a-z'’]+\s+){1,3})(?<!\b(?:a|an|the|my|our|your|his|her|their|its)\s+)`;
const RECENCY = new RegExp(String.raw`\b(last time|the last|(my|our) last|(i|we) last|${SUBJECT}last\b|most recent(ly)?|latest|newest|(my|our|the) previous\b(?!\s+(day|night|week|weekend|month|year)s?\b)|last\s*\?|\blast\s*$|(?<!\b(?:just|from)\s+)(?:right\s+)?now\b|currently|at\s+the\s+moment)`, 'i');
/**
 * "The first time I …", "when did I first …", "earliest": the oldest matching memory. "My first trip
 * to Hawaii" is not this: it is an ordinal over events (see `pick`).
 */
const EARLIEST = new RegExp(String.raw`\bfirst[- ]ever\b|\b(very\s+)?first\s+time\b|\b(i|we)\s+first\b|${SUBJECT}first\b|\bearliest\b|\boldest\b|\bfirst\s+(night|day|evening|morning|afternoon)\b`, 'i');
/**
 * "My first pottery class", "when did I start running": the oldest of what matches, as "the first
 * time" is, unless "first" picked among the events the question names ("my first trip to Hawaii").
 * "First class", "first aid" and "first name" are kinds of things, not an order.
 */
const FIRST_OF = /\b(?:my|our|the)\s+(?:very\s+)?first\s+(?!(?:class\s+(?:ticket|seat|carriage|cabin|lounge|fare)|aid|name|floor|half|place|prize)\b)[\p{L}\d]|\bwhen\s+did\s+(?:i|we)\s+(?:start|begin)\b|\bsince\s+when\b/iu;
/** "Our first night in Rome": the first part of a stay, not the first of several trips. */
const PART_OF_STAY = /\b(first|second|third|fourth|fifth|1st|2nd|3rd|4th|5th)\s+(night|day|evening|morning|afternoon)\b/gi;
/** "last" that names a period is a time ("last week"), not recency. */
const LAST_PERIOD = /\blast\s+(week|month|year|night|weekend|summer|winter|spring|fall|autumn|monday|tuesday|wednesday|thursday|friday|saturday|sunday|\d+)/i;
/**
 * A count one has, named as a noun ("what's my step count", "what was the pollen count"): a number a
 * document prints, asked like a weight or a price, not a count of the photos.
 */
const NAMED_COUNT = /^\s*what(?:['’]s|\s+(?:is|was|are|were))\s+(?:my|the|our|your|his|her|their)\s+(?:[a-z]+\s+){0,2}count\b/i;
export const ORDINALS: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5, '1st': 1, '2nd': 2, '3rd': 3, '4th': 4, '5th': 5 };

/**
 * Words that frame a question rather than name its content. "session", "visit", "class" and "time" are
 * the units people count in ("how many cardio sessions", "my last pottery class"), not what a photo shows
 * (contentWords keeps "class" and "classes" as "clas").
 */
const QUESTION_WORDS = new Set(
  'what which who whom whose when where why how did do does was were is are am being have has had i me my mine we us our you your find tell give any anything something photo photos picture pictures time times many much long often during last next first second third latest earliest recent recently lately ever around roughly approximately get got go went see saw there that this those these the a an some all one ones doing done happen happened happening going up take took taken shot snap snapped morning afternoon evening night weekend day week month year session sessions clas visit visits start started begin began ago now currently since until till'.split(' '),
);

/** "Show me…", "can you show the photos…": a request, where "which shows did I see" names shows. */
const SHOW_REQUEST = /^\s*(?:(?:please|can you|could you|would you)\s+)?show\b|\bshow\s+(?:me|us)\b/i;

export interface EventRef {
  id: string;
  name: string;
  kind: string;
  place: string | null;
  start: number;
  end: number;
  /** Cities, regions and countries the event's memories were taken in, when known. */
  regions?: string[];
}

export interface PersonRef {
  id: string;
  name: string;
}

/**
 * Deterministic question analysis (no model needed): explicit time relative to `now`, recency,
 * places from the gazetteer, people by name, events by name or reference ("my second trip to
 * Hawaii"), content terms and aggregation. An LLM may add a rewrite and related contexts later;
 * what is decided here (explicit dates above all) wins.
 */
export function analyzeQuestion(asked: string, now: Date, known: { events: readonly EventRef[]; people: PersonRef[]; southern?: boolean; homes?: readonly HomeRegion[] }): QueryAnalysis {
  // "The weekend before the Oslo trip", "when we went to Patagonia": a time the library's events
  // give, whose words are neither a date for the parser nor places or words to match.
  const plain = plainQuestion(asked);
  const occasion = occasionIn(plain, known.events, now.getTime());
  // "Since we moved", "before the baby was born": an occasion the service dates (anchored-time.ts).
  const anchor = occasion ? null : findTimeAnchor(plain, now);
  const question = occasion ? withoutPhrase(plain, occasion.phrase) : anchor ? withoutPhrase(plain, anchor) : plain;
  const anchored = anchor && anchorEvent(anchor.clause, known.events, now.getTime());
  // "Our Lisbon weekend", "our last night in Rome": an occasion and a part of it, not a date.
  const dated = withoutOccasions(question);
  const { range, rest } = extractDateRange(LAST_PERIOD.test(dated) ? dated : dated.replace(RECENCY, ' '), now, { southern: known.southern === true, homes: known.homes ?? [] });
  const recency = (RECENCY.test(question) && !LAST_PERIOD.test(dated)) || LAST_OF_STAY.test(question);
  const travel = TRAVEL.test(question);
  const found = findPlacesInText(question).filter((p) => readsAsPlace(question, p.said ?? (p.city || p.region || p.country)));
  const places = found.map((p) => {
    const label = p.city || p.region || p.country;
    const route = travel ? routeRole(question, p.said ?? label) : null;
    return {
      label,
      lat: p.lat,
      lon: p.lon,
      ...extentOf(p),
      ...(route ? { route } : {}),
    };
  });
  const lower = question.toLowerCase();
  const quantity = askedQuantity(question);
  // "How long ago did I …" asks when, not how long something lasted.
  const ago = /\bhow\s+long\s+ago\b/i.test(question);
  const aggregation = ago ? null : (asksCount(question) && !NAMED_COUNT.test(question) && !DURATION_UNITS.test(question) && quantity === null) || asksPlaceList(question)
    ? 'count'
    : (/\bhow long\b|\bduration\b/i.test(question) && !asksLengthOf(question)) || DURATION_UNITS.test(question)
      ? 'duration'
      : /\bhow often\b|\bhow frequently\b|\btimes a (week|month)\b/i.test(question)
        ? 'frequency'
        : null;
  const people = known.people.filter((p) => p.name && new RegExp(`\\b${escapeRegExp(p.name.toLowerCase())}\\b`).test(lower));
  // An explicit date narrows the events first: "my trip to Paris in 2020" is not the 2015 one, and
  // "the second trip to Hawaii in 2024" counts among 2024's.
  const inRange = (e: EventRef) => !range || (e.end >= range.from && e.start <= range.to);
  const candidates = range ? known.events.filter(inRange) : known.events;
  let matched = matchEvents(question, candidates, places.map((p) => p.label), range !== null, { all: known.events, keep: inRange });
  // "When did I go to Lisbon?", "when was I in Rome?": the trips there are what is asked about.
  if (matched.length === 0 && asksWhenAt(question, [...contentWords(rest)].filter((w) => !QUESTION_WORDS.has(w) && !places.some((p) => contentWords(p.label).has(w))), places)) {
    matched = pick(question, tripsTo(candidates, places.map((p) => p.label)));
  }
  const events = occasion?.phrase.direction === 'during' && !matched.some((e) => e.id === occasion.event.id) ? [occasion.event, ...matched] : matched;
  const earliest = !recency && (EARLIEST.test(question) || (FIRST_OF.test(question) && events.length === 0));
  const eventTime = events.length === 1 && /\b(during|at|on|in|while|at the time of)\b/i.test(question) ? events[0]! : null;
  const onTrip = range?.recurs?.every === 'week' && !occasion ? weekdayOnTrip(range.recurs.label, known.events, places.map((p) => p.label), now.getTime()) : null;
  const time = occasion
    ? { from: iso(occasion.window.from), to: iso(occasion.window.to), text: occasion.text, strict: true }
    : anchored
    ? { ...anchoredTime(anchor!, anchored, now.getTime()), strict: true }
    : onTrip
    ? { from: iso(onTrip.from), to: iso(onTrip.to), text: onTrip.text, strict: true }
    : range && sinceDate(question, range.text)
    // "Since October": from its start until now, the October that has been, not the one with photos.
    ? { from: iso(range.from), to: iso(Math.max(range.to, now.getTime())), text: `since ${range.text}`, strict: true }
    : range
    ? { from: iso(range.from), to: iso(range.to), text: range.text, strict: !range.soft, ...(range.recurs ? { recurs: range.recurs } : {}) }
    : eventTime
      ? { from: iso(eventTime.start), to: iso(eventTime.end), text: eventTime.name, strict: true }
      : null;
  const covered = new Set([...places.map((p) => p.label), ...found.flatMap((p) => p.said ?? []), ...people.map((p) => p.name), ...events.map((e) => e.name)].flatMap((s) => [...contentWords(s)]));
  const answerType: QueryAnalysis['answerType'] = quantity !== null ? { kind: 'number', subject: quantity } : ago ? { kind: 'date', subject: null } : answerTypeOf(question, aggregation);
  const content = [...questionWords(rest)].filter((w) => !QUESTION_WORDS.has(w) && !(w === 'show' && SHOW_REQUEST.test(question)) && !covered.has(w) && !framing(w, aggregation, question) && !/^\d{4}$/.test(w));
  const framed = aggregation === 'duration' ? withoutDurationFrame(content) : answerType.kind === 'number' ? withPlainModifiers(withoutAmountFrame(content), question) : content;
  // "How many times did I pick up my phone": the app prints the act's noun ("Pickups 86"), searched too; so does a ticket the charge paid to do it ("pay to get into": ADMISSION).
  const acted = [aggregation === 'count' ? actedNoun(question)?.replace(/s$/, '') : undefined, ...paidActNouns(question)].filter((w): w is string => !!w && !framed.includes(w));
  const terms = asRefuelling([...withoutGenericHead(withoutLimitFrame(framed, question), answerType), ...acted], question);
  const roles = wordRoles(question);
  return {
    question: asked,
    declarative: declarative(asked),
    time,
    recency,
    ...(anchor ? { anchor: { direction: anchor.direction, clause: anchor.clause, ...(anchored ? { found: true } : {}) } } : {}),
    ...(earliest ? { earliest } : {}),
    places,
    people,
    events: events.map((e) => ({ id: e.id, name: e.name, start: iso(e.start), end: iso(e.end) })),
    terms,
    aggregation,
    answerType,
    related: relatedTerms(terms, { roles, objects: verbObjects(terms, roles) }),
    usedLLM: false,
  };
}

/**
 * "On the Saturday in Bruges": a weekday with a place is that weekday of the latest trip there, not
 * the latest such weekday overall (which was spent at home).
 */
function weekdayOnTrip(label: string, events: readonly EventRef[], placeLabels: string[], now: number): { from: number; to: number; text: string } | null {
  const weekday = weekdayIndex(label);
  if (weekday < 0 || placeLabels.length === 0) return null;
  const trips = tripsTo(events.filter((e) => e.start <= now), placeLabels).sort((a, b) => b.start - a.start);
  for (const trip of trips) {
    for (let day = Math.floor(trip.start / 86_400_000) * 86_400_000; day <= trip.end; day += 86_400_000) {
      if (new Date(day).getUTCDay() === weekday) return { from: day, to: day + 86_400_000 - 1, text: `${label} of ${trip.name}` };
    }
  }
  return null;
}

/** A word that says how it is asked, not what it is about: "number of gym visits" asks a count ("number" matches every ticket's "No."); amount-frame.ts and stay.ts strip the frames of amounts and durations. */
function framing(word: string, aggregation: QueryAnalysis['aggregation'], question: string): boolean {
  // "Go out to eat": going out is what the rest names; "the ferry out", which leg of a journey (pickLeg). "Out"
  // alone matches a car hire's "OUT 14:10" over the crossing's tickets. ("Go back" is to return: that particle says something.)
  if (word === 'out') return /\b(?:go|goes|going|went|gone)\s+out\s+(?:to|for)\b/i.test(question) || legWay(question) === 'out';
  // "What kind of car": the kind of a thing is asked, the word "kind" is printed on nothing about it.
  if (SORT_NOUNS.has(word) && new RegExp(`\\b${word}s?\\s+of\\b`, 'i').test(question)) return true;
  // "When do I need to pay the bill by": a need to do something is the doing, asked with a modal.
  // "What did they open with": which end of a running order is asked, printed on no list (list-end.ts).
  if (listEndVerb(word, question)) return true;
  if (word === 'need') return /\bneed(?:s|ed)?\s+to\s+[a-z]/i.test(question);
  // "A bus after midnight": the hour bounds a run of times (first-last.ts); a poster's "Midnight Market" is no bus.
  if (/^(?:midnight|noon|midday)$/.test(word)) return new RegExp(`\\b(?:after|before|past|until|till|by)\\s+${word}\\b`, 'i').test(question);
  // "How many payments have I made": the verb a counted noun is made with ("make a call") is printed on
  // nothing it counts, and WordNet's "make" is also "do", a preposition on a Portuguese page.
  if (word === 'made' || word === 'make') return aggregation === 'count' && /\bhow\s+many\s+\p{L}+(?:\s+\p{L}+)?\s+(?:have|has|had|did|do|does)\s+\p{L}+\s+(?:made|make)\b/iu.test(question);
  return word === 'number' && aggregation === 'count' && /\bnumber of\b/i.test(question);
}

/** Whether the date is the start of an open span: "since October", "since the 3rd of May". */
function sinceDate(question: string, text: string): boolean {
  return new RegExp(`\\bsince\\s+(?:the\\s+)?${escapeRegExp(text)}`, 'i').test(question);
}

/** The heads of identifiers that every kind of document prints beside its own code ("File number", "Order no.", "Promo code"). */
const GENERIC_IDENTIFIER_HEADS = new Set(['number', 'no', 'num', 'code', 'id', 'ref', 'reference']);

/**
 * "My account number", "the flight number": the modifier says which document holds it, the head only
 * that it is a code, and a passport receipt's "File number:" must not answer for a bill's account.
 * The head stays when nothing else of the phrase is a term ("what's the number?"). "What date did I
 * get my flu shot": every document prints a "DATE", so a date's head goes whatever else is asked.
 */
function withoutGenericHead(terms: string[], answerType: QueryAnalysis['answerType']): string[] {
  if (answerType.kind === 'date' && answerType.subject === 'date') return terms.filter((t) => t !== 'date');
  // "Which company was the bike hire with": what the business did finds its document, "company" does not.
  if (answerType.kind === 'name' && answerType.subject === null && terms.some((t) => !BUSINESS_HEADS.has(t))) return businessTerms(terms);
  if (answerType.kind !== 'identifier' || !answerType.subject) return terms;
  const words = answerType.subject.toLowerCase().split(/\s+/);
  const head = words[words.length - 1]!;
  if (words.length < 2 || !GENERIC_IDENTIFIER_HEADS.has(head)) return terms;
  const modifiers = new Set(words.slice(0, -1).flatMap((w) => [...contentWords(w)]));
  return terms.some((t) => modifiers.has(t)) ? terms.filter((t) => t !== head) : terms;
}

/**
 * "How many litres did we fill up with", "how many kilometres was the ride": a quantity printed on
 * one memory, not a count of memories. WordNet says which nouns are units of measurement.
 */
function askedQuantity(question: string): string | null {
  const m = /\bhow many\s+([a-z]+)(?:\s+([a-z]+))?/i.exec(question);
  if (!m) return null;
  const [, first, second] = m;
  // "How many mg": a unit's short form, unless it is a word of the sentence ("how many in the box"); longer with no vowel ("kWh", "mph"), no word at all, though a plural's "s" is DVDs counted.
  if (/^[b-df-hj-np-tv-xz]{2,3}[b-df-hj-np-rtv-xz]$/i.test(first!)) return first!.toLowerCase();
  const unit = first!.length < 3 && contentWords(first!).size > 0 ? spelledOut(first!) : first!;
  // "How many units of electricity": the generic word for a unit is one too.
  if (unit && (isKindOf(unit, 'unit of measurement') || namesKind(unit, 'unit of measurement'))) return unit.toLowerCase();
  return second !== undefined && isKindOf(`${first} ${second}`, 'unit of measurement') ? `${first} ${second}`.toLowerCase() : null;
}

/** Whether a place name the question says is meant as a place: not an everyday word, a glass's contents, a side played against, or a person. */
export function readsAsPlace(question: string, said: string): boolean {
  return !ordinaryInQuestion(question, said) && !namedAsContents(question, said) && !namedAsSide(question, said) && !onlyAPerson(said);
}

/**
 * A place name written in lower case that is also an everyday word ("the shopping centre",
 * "my reading list") is the word, not the place; capitalised, or a word that is only a name, it is the place.
 */
function ordinaryInQuestion(question: string, label: string): boolean {
  const at = question.toLowerCase().indexOf(label.toLowerCase());
  if (at < 0) return false;
  const written = question.slice(at, at + label.length);
  return written === written.toLowerCase() && written.split(/\s+/).every((w) => isOrdinaryWord(w));
}

/**
 * Events a question names: by their own words ("CHI 2024"), or as "trip to <place>" where the place
 * is the event's, with an ordinal picking among them in time order ("my second trip to Hawaii").
 */
function matchEvents(
  question: string,
  events: readonly EventRef[],
  placeLabels: string[],
  timed: boolean,
  /** `events` as the library's whole list and what keeps them, for its index by word. */
  named: { all: readonly EventRef[]; keep: (e: EventRef) => boolean },
): EventRef[] {
  const q = contentWords(question);
  const sharing = sharingAWord(named.all, q, named.keep);
  let byName = sharing.filter((e) => nameMatches(question, e.name, q));
  if (byName.length === 0) {
    // "The harvest fair" is HARVEST FAIR 2024. But "photos from Paris" does not name each "Trip to
    // Paris 2019": the place scope finds those, and taking every such trip as named read all their
    // members for each question (×14 one full-text query at 100k, eval:scale).
    const placeWords = new Set(placeLabels.flatMap((label) => [...contentWords(label)]));
    byName = sharing.filter((e) => nameMatchesWithoutYear(e.name, q, placeWords));
  }
  if (byName.length > 0 && !/\btrip\b/i.test(question)) return pick(question, byName);
  if (asksOwnTrip(question)) {
    const trips = tripsTo(events, placeLabels);
    if (trips.length > 0 && placeLabels.length > 0) return pick(question, trips);
    // "Where did I go on holiday last summer?": the trips of the time asked about (the events were
    // narrowed to it before), when it names one.
    if (trips.length > 0 && timed) return pick(question, trips);
  }
  return pick(question, byName);
}

/**
 * The trips among the events, to one of the places when any is given: by the place itself (its city,
 * a region or country it was in), else by the region the place lies in. A trip to York is no trip to
 * Liverpool when the library has one there, though both are in England.
 */
function tripsTo(events: readonly EventRef[], placeLabels: string[]): EventRef[] {
  const trips = events.filter((e) => e.kind === 'trip' || e.kind === 'day-trip' || /\btrip\b/i.test(e.name));
  if (placeLabels.length === 0) return trips;
  const there = trips.filter((e) => placeLabels.some((l) => e.place === l || e.name.includes(l) || e.regions?.includes(l)));
  return there.length > 0 ? there : trips.filter((e) => placeLabels.some((l) => sameRegion(e, l)));
}

/**
 * The occasion a question is dated by, when the library has it: an event named by the phrase's own
 * words ("the wedding") or a trip to the place it names ("the Oslo trip", "Patagonia"), the
 * latest one begun by now unless an ordinal picks another ("our first trip to Lyon").
 */
function occasionIn(question: string, events: readonly EventRef[], now: number): { phrase: OccasionPhrase; event: EventRef; window: { from: number; to: number }; text: string } | null {
  const phrase = findOccasionPhrase(question);
  if (!phrase) return null;
  const labels = findPlacesInText(phrase.anchor).map((p) => p.city || p.region || p.country);
  const words = contentWords(phrase.anchor);
  const begun = events.filter((e) => e.start <= now);
  let found = sharingAWord(events, words, (e) => e.start <= now).filter((e) => nameMatches(phrase.anchor, e.name, words));
  if (found.length === 0 && labels.length > 0) found = tripsTo(begun, labels);
  const event = pick(phrase.anchor, found).at(-1);
  if (!event) return null;
  const window = occasionWindow(phrase, event.start, event.end);
  const text = phrase.direction === 'during' ? event.name : `the ${phrase.unit} ${phrase.direction} ${event.name}`;
  return { phrase, event, window, text };
}

/** Places of event names are memoised: the same names come back on every question. */
const MEMO_LIMIT = 100_000;
const placeMemo = new Map<string, ReturnType<typeof findPlacesInText>[number] | undefined>();

function placeOf(text: string) {
  if (!placeMemo.has(text)) {
    if (placeMemo.size > MEMO_LIMIT) placeMemo.clear();
    placeMemo.set(text, findPlacesInText(text)[0]);
  }
  return placeMemo.get(text);
}

function sameRegion(event: EventRef, label: string): boolean {
  const place = placeOf(event.place ?? '');
  const wanted = placeOf(label);
  return !!place && !!wanted && (place.region === wanted.region || place.region === label || place.country === label) && !!wanted;
}

function pick(question: string, matches: readonly EventRef[]): EventRef[] {
  const ordered = [...matches].sort((a, b) => a.start - b.start);
  const word = question.toLowerCase().replace(PART_OF_STAY, ' ').match(/\b(first|second|third|fourth|fifth|1st|2nd|3rd|4th|5th)\b/)?.[1];
  if (word) {
    const n = ORDINALS[word]!;
    return ordered[n - 1] ? [ordered[n - 1]!] : [];
  }
  // "My last trip" is the latest; "last summer" names a time, not an order.
  if (/\b(last|latest|most recent)\b/i.test(question.replace(new RegExp(LAST_PERIOD.source, 'gi'), ' ')) && ordered.length > 1) return [ordered[ordered.length - 1]!];
  return ordered;
}

/** "What hotel did I stay at during CHI 2024?" → "the hotel I stay at during CHI 2024". */
function declarative(question: string): string {
  return question
    .replace(/[?!.]+$/, '')
    .replace(/^\s*(what|which|where|when|who|how many|how much|how long|how often|how)\s+(\w+\s+)?(did|do|does|was|were|is|are|have|has)\s+(i|we)\s+/i, (_m, _w, noun) => `${noun ? `the ${noun}` : ''}I `)
    .replace(/^\s*(show me|find|give me)\s+/i, '')
    .trim();
}

function iso(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19);
}

