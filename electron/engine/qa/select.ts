/**
 * Retrieval's last step: which of the scored candidates the question takes. Named places, people and
 * events narrow them; near-duplicates collapse; "last time", counts, lists and plain questions each
 * keep their own share.
 */
import type { QueryAnalysis } from '../../../shared/qa';
import type { Fused, Candidate } from './fusion';
import type { Gathered } from './gather';
import { distanceKm } from '../place/geo';
import { PHOTO_REQUEST } from './answer-type';
import { contentWords } from '../augment/similarity';
import { jaccard } from './event-names';
import { superlativeIn } from './superlative';
import { DAY_MS } from './wall-clock';
import { findPlacesInText } from '../place/gazetteer';
import { legAsked, legOf } from './ground-leg';
import { namesEachTrip, tripsInTurn } from './trip-turns';
import { homeFrom, wayHome } from './way-home';
import { sameMode, vehiclesNamed, modesShownBy } from './travel-mode';
import { announcesAfter, printsDayAhead } from './planned';
import { memoryOrder } from './date-order';
import { newestIssueFirst } from './newest-issue';
import { subjectFirst } from './subject-first';
import { ofPartyAsked } from './payee';
import { byAddressAsked } from './address';
import { localMs, matchesPlace, namesPlace, placeNamePatterns, aboutWindow, type Scope } from './scope';

/** Small K wins (Pensieve peaked near 5; PARENT fell past 12); counts need every session. */
const DEFAULT_K = 5;
const RECENCY_K = 3;
/** A question about what happened, not what is to come. */
const HAPPENED = /\b(?:did|was|were|had)\b/i;
/** "My next appointment", "who do we play next": the one still to come, not "next week", a time. */
const NEXT_ASKED = /\bnext\b(?!\s+(?:week|month|year|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday|\d))/i;
const AGGREGATE_K = 100;
/** A candidate this far below the best match is noise for a count. */
const AGGREGATE_MIN_SHARE = 0.35;
/**
 * A count counts what matches the question nearly in full: similarity is the share of the question's
 * words a memory covers, and a memory with one word of three ("PIKE PLACE" for "park at Pacific
 * Place") is another thing.
 */
const COUNT_MIN_SHARE = 0.8;
/**
 * Below this share of the question no match prints an asked word (one word of two printed covers a
 * quarter): what matched is only words related to the question's, which one-offs share by chance.
 */
const WEAK_COVERS = 0.25;
const ASKS_FOR_LIST = /^\s*(show( me)?|list|find( me)?|all( of)? my|pictures of|photos of)\b|\b(photos|pictures|videos) (from|of)\b/i;
/** "Show me photos from …", "all my …", "Sam's party pics": a list, not one answer. */
export const LIST_INTENT = { test: (question: string): boolean => ASKS_FOR_LIST.test(question) || PHOTO_REQUEST.test(question) };
const LIST_K = 60;
/** For "last time" and "the first time", a memory counts as a match at this share of the best match's similarity. */
const RECENCY_MIN_SHARE = 0.6;
/**
 * "Next" is no word a document must print (analyze.ts): the card announcing what is next stood for it,
 * and comes first among matches this near, though it says "check-up" where another card says "appointment".
 */
const NEXT_MIN_SHARE = 0.5;
/** How many of the best matches are read for a day to come: each is read line by line for dates. */
const NEXT_DEPTH = 50;
/** A place named in a memory's text this close to the asked one is the same trip (its airport, the next town). */
const NEARBY_TOWN_KM = 50;

export function select(
  analysis: QueryAnalysis,
  scope: Scope,
  gathered: Pick<Gathered, 'eventIds' | 'withPeople' | 'filterOnly'>,
  fused: Fused,
  limit: number | undefined,
  /** What belongs to the named trip without being taken there: its tickets, and the journey either side (trip-context.ts). */
  belonging: ReadonlySet<string> = new Set(),
  /** Memories taken on trips, which go first (a question asking where something was that its words do not find). */
  away: ReadonlySet<string> = new Set(),
  /** When the question is asked (ms; announced days are read from the next day on, wider than any zone offset): the last time something happened is before it. */
  now: number | null = null,
): Candidate[] {
  const { time, places, events } = scope;
  const { eventIds, withPeople, filterOnly } = gathered;
  const { answers } = fused;
  let { scored } = fused;
  // Named places, people and events narrow the answer when anything matches them; a question that is
  // only filters ("photos from Seattle in May") holds to them even when nothing does. A memory without
  // GPS (a boarding-pass screenshot) is not taken as elsewhere unless the question is only a filter.
  // What was done for a named occasion (packed, bought) was photographed before it, wherever that was.
  const prepared = events.length > 0 ? preparedFor(analysis.question, events) : () => false;
  if (places.length > 0 && (filterOnly || scored.some((c) => matchesPlace(c.row, places)))) {
    // A ticket photographed at home that names the place ("LYON - PARIS") is about it too.
    // One without GPS that names only other places ("Your stay in Lisbon" for a question about Rome) is about those.
    // The name test goes before the gazetteer scan of the row's text: either lets a row without GPS
    // through, and the name test is the cheaper.
    const named = placeNamePatterns(places);
    scored = scored.filter((c) => matchesPlace(c.row, places) || belonging.has(c.row.id) || prepared(c.row) || (!filterOnly && (namesPlace(c.row, named) || (c.row.lat === null && !namesOnlyOtherPlaces(c.row, places)))));
  }
  if (scored.some((c) => withPeople.has(c.row.id))) scored = scored.filter((c) => withPeople.has(c.row.id));
  // A booking made days before the trip, a screenshot without GPS, belongs to it when it names its place.
  if (events.length > 0 && !time && scored.some((c) => eventIds.has(c.row.id))) {
    const named = placeNamePatterns(places);
    scored = scored.filter((c) => eventIds.has(c.row.id) || (c.row.lat === null && places.length > 0 && namesPlace(c.row, named)) || prepared(c.row));
  }

  // Equal scores (a question that is all filter scores its matches alike) go newest first, the order
  // the filters were read in and the timeline's.
  scored = collapseDuplicates(scored.sort((a, b) => b.score - a.score || (b.row.taken_at ?? -Infinity) - (a.row.taken_at ?? -Infinity)));
  if (away.size > 0 && scored.some((c) => away.has(c.row.id))) scored = [...scored.filter((c) => away.has(c.row.id)), ...scored.filter((c) => !away.has(c.row.id))];
  // "When's my next appointment": of the near matches, the card announcing a day still to come goes
  // before last spring's, whose announced day has passed, as "last" keeps to what happened.
  if (now !== null && NEXT_ASKED.test(analysis.question) && !analysis.recency) {
    const best = Math.max(...scored.map((c) => c.similarity));
    const ahead = new Set(scored.slice(0, NEXT_DEPTH).filter((c) => { const local = localMs(c.row); return c.similarity >= best * NEXT_MIN_SHARE && local !== null && printsDayAhead(c.row.ocr_text, local, now, memoryOrder(c.row, local, analysis.home)); }));
    if (ahead.size > 0) scored = [...ahead, ...scored.filter((c) => !ahead.has(c))];
  }
  if (analysis.recency || analysis.earliest) {
    // "Where did I park last time?" is the latest memory that says where: a sign of the park walked
    // in later does not answer it, however well its words match.
    const answering = scored.filter((c) => answers.has(c.row.id));
    let pool = answering.length > 0 && ['identifier', 'number', 'list'].includes(analysis.answerType.kind) ? answering : scored;
    // "When did I last see the dentist": a reminder of the next appointment has not happened yet.
    if (analysis.recency && now !== null && HAPPENED.test(analysis.question)) {
      const happened = pool.filter((c) => { const local = localMs(c.row); return local === null || !announcesAfter(c.row.ocr_text, local, now, memoryOrder(c.row, local, analysis.home)); });
      if (happened.length > 0) pool = happened;
    }
    const best = Math.max(...pool.map((c) => c.similarity));
    const relevant = pool.filter((c) => c.similarity >= best * RECENCY_MIN_SHARE);
    // Undated memories cannot be the latest or the first: they go last either way.
    const newest = (c: Candidate) => c.row.taken_at ?? -Infinity;
    const oldest = (c: Candidate) => -(c.row.taken_at ?? Infinity);
    if (analysis.recency) relevant.sort((a, b) => newest(b) - newest(a));
    // The first day's best match, not its first photo: "where did we eat on our first night" is that
    // evening's dinner, not the lodge checked into that afternoon.
    else relevant.sort((a, b) => firstDay(a) - firstDay(b) || b.score - a.score || oldest(b) - oldest(a));
    return relevant.slice(0, limit ?? RECENCY_K);
  }
  if (analysis.aggregation) {
    const best = Math.max(...scored.map((c) => c.similarity));
    // "How long is my streak": a length printed on a screen that comes again and again is the newest one's.
    if (analysis.aggregation === 'duration') return newestIssueFirst(analysis, scored.filter((c) => filterOnly || c.similarity >= best * AGGREGATE_MIN_SHARE)).slice(0, limit ?? AGGREGATE_K);
    // "How many times this summer": a vague window ranks what lies just outside it a little lower
    // (fusion's decay), but a count counts what is inside, when anything is.
    if (time && !time.strict) {
      const inside = scored.filter((c) => aboutWindow(c.row, time, analysis.home));
      if (inside.length > 0) scored = inside;
    }
    // A count compares how much of the question each memory covers: BM25 prefers short texts, and
    // two displays of the same machine are the same match however their numbers differ.
    const most = Math.max(...scored.map((c) => c.covers));
    const counted = scored.filter((c) => filterOnly || (c.covers >= most * COUNT_MIN_SHARE && c.similarity > 0));
    // "To the new landlord": the payments to the party asked for, by when it was paid (payee.ts).
    return ofPartyAsked(analysis.question, filterOnly || most <= 0 || most >= WEAK_COVERS ? counted : series(counted)).slice(0, limit ?? AGGREGATE_K);
  }
  // "My fastest swim time": every match, to compare the measure across them (superlative.ts).
  if (superlativeIn(analysis.question) && analysis.answerType.kind !== 'name') {
    const best = Math.max(...scored.map((c) => c.similarity));
    return scored.filter((c) => c.similarity >= best * AGGREGATE_MIN_SHARE).slice(0, limit ?? AGGREGATE_K);
  }
  if (LIST_INTENT.test(analysis.question)) {
    const best = Math.max(...scored.map((c) => c.similarity));
    // A list also takes what belongs to the event it names (the party photos without a word on them);
    // a count does not: it counts what matches.
    return scored.filter((c) => filterOnly || c.similarity >= best * AGGREGATE_MIN_SHARE || eventIds.has(c.row.id)).slice(0, limit ?? LIST_K);
  }
  // "Did I drive to the airport": the flight's boarding pass matches best, but the answer is the
  // stretch before it (ground-leg.ts), however few of the question's words it prints.
  const leg = analysis.answerType.kind === 'yesno' ? legAsked(analysis.question) : null;
  // "Did we fly home from X": the trip's last leg (way-home.ts), wherever it left from.
  const from = analysis.answerType.kind === 'yesno' ? homeFrom(analysis) : null;
  const stretch = (leg ? legOf(leg, scored) : null) ?? (from ? wayHome(from, scored) : null);
  if (stretch) scored = [stretch, ...scored.filter((c) => c !== stretch)];
  // "Did we take the train" is answered by whatever conveyance the best match shows: a bus ticket is its no.
  else if (analysis.answerType.kind !== 'yesno') scored = byVehicle(analysis.question, scored);
  if (!stretch) scored = byAddressAsked(analysis, newestIssueFirst(analysis, subjectFirst(analysis.answerType, scored)));
  // "Where did I go on holiday last summer": the answer names each trip matched, so each is cited.
  if (namesEachTrip(analysis, analysis.answerType)) scored = tripsInTurn(scored, analysis.events);
  return scored.slice(0, limit ?? DEFAULT_K);
}

/** How deep the best matches are read for the vehicle they show. */
const VEHICLE_DEPTH = 10;

/**
 * "Our seats on the bullet train": of matches that score alike (each prints "seat" and a word for a
 * train), one that shows the named conveyance goes before one that shows only another (a coach's
 * e-ticket). A better score still wins: this only breaks ties.
 */
function byVehicle(question: string, scored: Candidate[]): Candidate[] {
  const named = vehiclesNamed(question);
  if (named.length === 0) return scored;
  const head = scored.slice(0, VEHICLE_DEPTH);
  const other = new Map(head.map((c) => {
    const shows = modesShownBy(c.row);
    return [c, shows.length > 0 && !sameMode(named, shows)] as const;
  }));
  // Each run of equal scores, in the order it came, is split: the named conveyance's, then the others'.
  const out: Candidate[] = [];
  for (let i = 0; i < head.length; ) {
    let j = i;
    while (j < head.length && head[j]!.score === head[i]!.score) j++;
    const run = head.slice(i, j);
    out.push(...run.filter((c) => !other.get(c)), ...run.filter((c) => other.get(c)));
    i = j;
  }
  return [...out, ...scored.slice(VEHICLE_DEPTH)];
}

function firstDay(c: Candidate): number {
  const local = localMs(c.row);
  return local === null ? Infinity : Math.floor(local / 86_400_000);
}

/**
 * Whether the memory's own text names places the gazetteer knows and none of them is one asked
 * about: by name (a city in the country asked about names its country too), or nearby (a ticket
 * naming the town's airport is about the town). A country's radius would take in its neighbours.
 */
function namesOnlyOtherPlaces(row: Candidate['row'], places: Scope['places']): boolean {
  if (!row.ocr_text) return false;
  const named = findPlacesInText(row.ocr_text);
  if (named.length === 0) return false;
  return !named.some((n) => places.some((p) => [n.city, n.region, n.country].some((v) => v?.toLowerCase() === p.label.toLowerCase()) || distanceKm(n.lat, n.lon, p.lat, p.lon) <= Math.min(p.radiusKm, NEARBY_TOWN_KM)));
}

/**
 * Near-duplicates are one reference: the best-scoring member stands for its group. A group is one
 * moment (a burst, retakes, copies: perception/duplicates/groups.ts), never look-alikes from different
 * occasions, so counts, "last time" and lists still see every occasion.
 */
function collapseDuplicates(sorted: Candidate[]): Candidate[] {
  const seen = new Set<string>();
  return sorted.filter((c) => {
    if (!c.row.duplicate_group) return true;
    if (seen.has(c.row.duplicate_group)) return false;
    seen.add(c.row.duplicate_group);
    return true;
  });
}

/** Days before an occasion that its preparations (a packing list, a gift bought) are photographed in. */
const PREPARATION_DAYS = 14;

/**
 * "What did I pack for the Oslo trip", "what did we buy for the party": asked *for* an occasion, the
 * answer was photographed before it, not among its members. True for a memory taken in the fortnight
 * before an event the question names after "for".
 */
function preparedFor(question: string, events: Scope['events']): (row: Candidate['row']) => boolean {
  // The occasion follows "for the" at once: "for the Oslo trip", "for our trip to Oslo", "for the New Zealand trip".
  const after = [...contentWords(/\bfor\s+(?:the|my|our|this|that)\s+([a-z'-]+(?:\s+[a-z'-]+){0,2})/i.exec(question)?.[1] ?? '')];
  const named = events.filter((e) => [...contentWords(e.name)].some((w) => !/^\d+$/.test(w) && after.includes(w)));
  if (named.length === 0) return () => false;
  const spans = named.map((e) => Date.parse(`${e.start}Z`)).map((start) => [start - PREPARATION_DAYS * DAY_MS, start] as const);
  return (row) => {
    const local = localMs(row);
    return local !== null && spans.some(([from, to]) => local >= from && local < to);
  };
}

/**
 * A count whose matches print none of the question's words: the repeated occasion is the series of
 * look-alike documents (the same matched line once its numbers are set aside: a training board each
 * Saturday, a fuel receipt each fill-up), and a one-off that shares a related word (a receipt's
 * "WATER" for boating) is another thing. The largest series, when it is most of the matches; else
 * all of them (weak matches of many kinds, none repeating much, are counted as they are).
 */
function series(counted: Candidate[]): Candidate[] {
  const shape = (c: Candidate) => c.why.toLowerCase().replace(/\d+/g, '#').replace(/[^a-z#]+/g, ' ').trim();
  const sizes = new Map<string, number>();
  for (const c of counted) sizes.set(shape(c), (sizes.get(shape(c)) ?? 0) + 1);
  const [core, largest] = [...sizes].reduce((best, s) => (s[1] > best[1] ? s : best), ['', 0]);
  if (largest < 2 || largest * 2 <= counted.length) return counted;
  // OCR misreads a word of one copy ("30,05 LL x 1,812"): a line sharing nearly all its words is the series'.
  const words = (line: string) => new Set(line.split(' ').filter((w) => w !== '#'));
  const coreWords = words(core);
  return counted.filter((c) => sizes.get(shape(c)) === largest || jaccard(words(shape(c)), coreWords) >= SAME_SHAPE);
}

/** Words a series' lines share (Jaccard), their numbers set aside: one misread word in six leaves 0.83. */
const SAME_SHAPE = 0.75;
