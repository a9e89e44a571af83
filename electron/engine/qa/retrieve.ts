import type { QueryAnalysis } from '../../../shared/qa';
import { distanceKm } from '../place/geo';
import { contentWords } from '../augment/similarity';
import { holdsAnswer } from './extract';
import { questionUnits, sourcesOff, wordRoles, type RelatedOptions } from './lexicon/related';
import { BM25_SHARE, coverage, NEAR_RELATED, namesSubject, relatedOf, termGroup, unitGroup } from './coverage';
import { sqlString, type Database } from '../store/database';
import type { MemoryRow } from '../store/schema';
import { effective } from '../store/corrections';

/**
 * Fusion weights, in one place (Pensieve's learned weights: date 0.08, recency 0.22, location 0.16,
 * similarity 0.53), plus event membership, the event's venue and people, which Pensieve's data did
 * not have. The eval harness tunes these.
 */
export const WEIGHTS = { date: 0.08, recency: 0.22, location: 0.16, similarity: 0.53, event: 0.3, venue: 0.15, person: 0.3, answer: 0.15, route: 0.3 };
/**
 * EgoCITE's soft decay outside a vague range: λ per day away (its ablation found 0.99 best; a memory
 * a month outside keeps 74 %, five months outside 22 %).
 */
const VAGUE_DECAY_PER_DAY = 0.99;
/** Small K wins (Pensieve peaked near 5; PARENT fell past 12); counts need every session. */
export const DEFAULT_K = 5;
const RECENCY_K = 3;
const AGGREGATE_K = 100;
/** A candidate this far below the best match is noise for a count. */
const AGGREGATE_MIN_SHARE = 0.35;
/**
 * A count counts what matches the question nearly in full: similarity is the share of the question's
 * words a memory covers, and a memory with one word of three ("PIKE PLACE" for "park at Pacific
 * Place") is another thing.
 */
const COUNT_MIN_SHARE = 0.8;
const FTS_LIMIT = 150;
const FILTER_LIMIT = 150;
/** Memories of a place or date read besides the full-text hits, for words spelt otherwise (unordered: a scan stops early). */
const STEM_CANDIDATES = 60;
/** Related words search at this share of the question's own (BM25 only orders memories that cover the question alike). */
const RELATED_WEIGHT = 0.6;
const NEAR_QUERY_WORDS = 40;
const FAR_QUERY_WORDS = 24;
const FILTER_SIMILARITY = 0.3;
const WHY_LINES = 2;

/**
 * What ranking and answering read: every column but the bulky ones (OCR word boxes, transcript
 * segments, the search text, stage bookkeeping). At 100k memories, reading those for a few hundred
 * candidates was most of a search's time.
 */
export const RANK_COLUMNS = [
  'id', 'path', 'root', 'kind', 'format', 'size', 'mtime', 'width', 'height', 'orientation', 'duration_sec',
  'taken_at', 'taken_at_local', 'tz_offset_min', 'time_source', 'lat', 'lon', 'altitude',
  'place_city', 'place_region', 'place_country', 'place_country_code', 'place_label', 'make', 'model',
  'thumbnail', 'phash', 'duplicate_group', 'caption', 'description', 'ocr_text', 'transcript', 'contexts_json',
  'objects', 'user_json', 'status', 'error', 'deleted_at', 'deleted_reason', 'created_at', 'updated_at',
] as const satisfies ReadonlyArray<keyof MemoryRow>;
export type RankedRow = Pick<MemoryRow, (typeof RANK_COLUMNS)[number]>;

export interface Candidate {
  row: RankedRow;
  score: number;
  similarity: number;
  /** The share of the question the memory covers (coverage), without BM25's ordering: what counts compare. */
  covers: number;
  why: string;
}

export interface RetrievalSources {
  db: Database;
  /** Members of the named events, by event id. */
  eventMembers: (eventIds: string[]) => Promise<string[]>;
  /** The memories the named people's faces were found in, by person id. */
  personMembers: (personIds: string[]) => Promise<string[]>;
  /** Text-vector matches (chunk → parent), when a text model is there. */
  textMatches?: (text: string, limit: number) => Promise<Array<{ memoryId: string; score: number; text: string | null }>>;
  /** CLIP text → image matches, when a CLIP model is there. */
  imageMatches?: (text: string, limit: number) => Promise<Array<{ memoryId: string; score: number }>>;
  /** Knowledge statements that match, with their evidence. */
  knowledgeMatches?: (question: string) => Promise<Array<{ statement: string; evidenceIds: string[] }>>;
  /** Memories the user marked wrong for this question (excluded) or similar ones (down-weighted). */
  feedback?: (question: string) => Promise<{ excluded: Set<string>; downWeighted: Set<string> }>;
}

export interface RetrieveOptions {
  now: Date;
  limit?: number;
  /** Switch signals off, for the eval harness's ablations. */
  ablate?: {
    time?: boolean;
    place?: boolean;
    events?: boolean;
    /** Every WordNet source of related words, or one of them, or the table of document kinds. */
    lexicon?: boolean;
    synonyms?: boolean;
    hypernyms?: boolean;
    hyponyms?: boolean;
    derivations?: boolean;
    glosses?: boolean;
    documentKinds?: boolean;
  };
}

/** Multi-source retrieval and fusion (DESIGN §5): candidates from every source, then one score. */
export async function retrieve(analysis: QueryAnalysis, sources: RetrievalSources, options: RetrieveOptions): Promise<Candidate[]> {
  const ablate = options.ablate ?? {};
  const time = ablate.time ? null : analysis.time;
  const named = ablate.place ? [] : analysis.places;
  // Where the memory was taken, and the ends of a journey its text names: different evidence.
  const places = named.filter((p) => !p.route);
  const route = named.filter((p) => p.route);
  const events = ablate.events ? [] : analysis.events;
  const now = options.now.getTime();
  const meal = MEALS.find((m) => m.re.test(analysis.question)) ?? null;
  const feedback = (await sources.feedback?.(analysis.question)) ?? { excluded: new Set<string>(), downWeighted: new Set<string>() };

  const found = new Map<string, { bm25: number; vector: number; image: number; why: string[] }>();
  const note = (id: string, field: 'bm25' | 'vector' | 'image', score: number, why?: string | null) => {
    const entry = found.get(id) ?? { bm25: 0, vector: 0, image: 0, why: [] };
    entry[field] = Math.max(entry[field], score);
    if (why) entry.why.push(why);
    found.set(id, entry);
  };
  const include = (id: string) => {
    if (!found.has(id)) found.set(id, { bm25: 0, vector: 0, image: 0, why: [] });
  };
  /** Rows already read (full-text hits come with theirs), so no candidate is read twice. */
  const loaded = new Map<string, RankedRow>();
  const filters = ['deleted_at IS NULL'];
  // A plain range on taken_at uses its index; offsets are at most ±14 h, and the exact local-time
  // check runs on the rows afterwards.
  const timeFilter = time?.strict ? `taken_at >= ${Date.parse(`${time.from}Z`) - MAX_OFFSET_MS} AND taken_at <= ${Date.parse(`${time.to}Z`) + MAX_OFFSET_MS}` : null;
  if (timeFilter) filters.push(timeFilter);
  const where = filters.join(' AND ');

  // An event named by its own words ("CHI 2024") also ranks the memories that show those words.
  const eventWords = analysis.terms.length > 0 ? [] : events.flatMap((e) => [...contentWords(e.name)].filter((w) => !/^\d+$/.test(w) && !GENERIC_EVENT_WORDS.has(w)));
  // The question's own words first; related words (a "workout" may be a rower) count for less, so a
  // memory that says "treadmill" outranks one that only says something near it.
  // Without a time range the full-text search runs unfiltered: a prefilter costs a pass over the
  // whole table, and the few tombstoned hits are dropped below with the rest.
  const lexical = async (query: string[], weight: number, narrower = timeFilter ? where : null) => {
    if (query.length === 0) return;
    const hits = await sources.db.searchText(query.join(' '), FTS_LIMIT, narrower, RANK_COLUMNS).catch(() => []);
    const best = Math.max(1e-9, ...hits.map((h) => h._score));
    for (const { _score, ...row } of hits) {
      note(row.id, 'bm25', (weight * _score) / best);
      loaded.set(row.id, row);
    }
  };
  const lexicon: RelatedOptions = { off: sourcesOff(ablate), roles: wordRoles(analysis.question) };
  const related = relatedOf(analysis, lexicon);
  // LanceDB runs each search on its own threads: side by side they overlap on a second core.
  // Related words in one query, the strongest few of each kind: a full-text query's cost grows with
  // its words, and a definition's weakest words find what coverage then scores near nothing. What
  // documents print goes in full: several such words on one memory are the evidence. BM25 only orders
  // memories that cover the question alike, so one weight serves them all.
  const near = related.filter((r) => r.weight >= NEAR_RELATED).slice(0, NEAR_QUERY_WORDS);
  const far = [...related.filter((r) => r.weight < NEAR_RELATED && r.printed), ...related.filter((r) => r.weight < NEAR_RELATED && !r.printed).slice(0, FAR_QUERY_WORDS)];
  await Promise.all([lexical([...analysis.terms, ...eventWords], 1), lexical([...near, ...far].map((r) => r.word), RELATED_WEIGHT)]);
  const statement = [analysis.declarative, ...analysis.related].join('. ');
  for (const m of (await sources.textMatches?.(statement, FTS_LIMIT).catch(() => [])) ?? []) note(m.memoryId, 'vector', m.score, m.text);
  for (const m of (await sources.imageMatches?.(statement, 50).catch(() => [])) ?? []) note(m.memoryId, 'image', m.score);
  for (const k of (await sources.knowledgeMatches?.(analysis.question).catch(() => [])) ?? []) {
    for (const id of k.evidenceIds) note(id, 'vector', 0.5, k.statement);
  }
  const eventIds = new Set(events.length > 0 ? await sources.eventMembers(events.map((e) => e.id)) : []);
  for (const id of eventIds) include(id);
  const withPeople = new Set(analysis.people.length > 0 ? await sources.personMembers(analysis.people.map((p) => p.id)) : []);
  // A question about someone and nothing else ("photos of Anna") takes their newest memories; with
  // words to match, the matches are narrowed to theirs below. Someone in 20,000 photos is read for
  // their dates only, not whole.
  if (withPeople.size > 0 && analysis.terms.length + analysis.related.length === 0) {
    const dated = await sources.db.memoriesById([...withPeople], ['id', 'taken_at'], where);
    dated.sort((a, b) => (b.taken_at ?? -Infinity) - (a.taken_at ?? -Infinity));
    for (const { id } of dated.slice(0, FILTER_LIMIT)) include(id);
  }
  // A question that is all filter ("photos from Portland", "what did I do in May") takes what the
  // filters hold, newest first; so does one whose words matched nothing but that names a time or place.
  const filterOnly = analysis.terms.length + analysis.related.length === 0 || (found.size === 0 && (time !== null || places.length > 0));
  const placeFilter = places.length > 0 ? `(${places.map(placeSql).join(' OR ')})` : null;
  if (filterOnly && (time || places.length > 0)) {
    const filtered = (...extra: Array<string | null>) => [where, placeFilter, ...extra].filter(Boolean).join(' AND ');
    if (analysis.earliest) {
      // Oldest first: the ids and times of every match (two narrow columns), the oldest kept.
      const dated = await sources.db.memoriesWhere(filtered('taken_at IS NOT NULL'), ['id', 'taken_at']);
      dated.sort((a, b) => a.taken_at! - b.taken_at!);
      for (const { id } of dated.slice(0, FILTER_LIMIT)) include(id);
    } else if (time && !time.strict) {
      // A soft window takes what is inside it; when nothing is, what lies nearest on either side
      // (just before it, and the newest), to be ranked by how far they are.
      const window = `taken_at >= ${Date.parse(`${time.from}Z`) - MAX_OFFSET_MS} AND taken_at <= ${Date.parse(`${time.to}Z`) + MAX_OFFSET_MS}`;
      let ids = await sources.db.memoriesWhere(filtered(window), ['id'], { newestFirst: true, limit: FILTER_LIMIT });
      if (ids.length === 0) {
        const before = `taken_at < ${Date.parse(`${time.from}Z`)}`;
        ids = [
          ...(await sources.db.memoriesWhere(filtered(before), ['id'], { newestFirst: true, limit: FILTER_LIMIT })),
          ...(await sources.db.memoriesWhere(filtered(), ['id'], { newestFirst: true, limit: FILTER_LIMIT })),
        ];
      }
      for (const { id } of ids) include(id);
    } else {
      // Ids first: sorting whole rows to keep 150 of them read every column of every match.
      for (const { id } of await sources.db.memoriesWhere(filtered(), ['id'], { newestFirst: true, limit: FILTER_LIMIT })) include(id);
    }
    // A screenshot without GPS that names the place (a boarding pass to Honolulu) is from there too.
    if (places.length > 0) await lexical(places.map((p) => p.label), FILTER_SIMILARITY, `${where} AND lat IS NULL`);
  }
  // A journey's ends are written on its tickets ("MANCHESTER - LIVERPOOL"), whatever the mode of
  // travel the question names: the tickets that name them are candidates.
  if (route.length > 0) await lexical(route.map((p) => p.label), FILTER_SIMILARITY, timeFilter ? where : null);
  // With words and a place or an explicit time, what the filters hold is read too (a small set): the
  // words may be written differently there ("MUSEU" for museum, "VETERINARY" for vet) and the
  // full-text index matches whole words only; coverage compares stems.
  if (!filterOnly && (places.length > 0 || time?.strict)) {
    for (const { id } of await sources.db.memoriesWhere([where, placeFilter].filter(Boolean).join(' AND '), ['id'], { limit: STEM_CANDIDATES })) include(id);
  }
  if (found.size === 0) return [];

  const unread = [...found.keys()].filter((id) => !loaded.has(id));
  // Members of a named event outside an explicit range are dropped by the database, not here.
  for (const row of await sources.db.memoriesById(unread, RANK_COLUMNS, where)) loaded.set(row.id, row);
  const rows = [...loaded.values()].map(effective);
  const termGroups = questionUnits(analysis.terms).map((forms) => unitGroup(forms, lexicon));
  // Where a named event happened: where the memories that name it were taken ("WELCOME TO CHI 2024"
  // at the convention centre). Its other photos there (a session room, lunch) are the event's core;
  // the beach the same week is only part of the trip around it.
  const venue = eventWords.length > 0 ? rows.filter((r) => eventIds.has(r.id) && r.lat !== null && r.lon !== null && found.get(r.id)!.bm25 >= VENUE_MIN_MATCH) : [];
  const atVenue = (row: RankedRow) => row.lat !== null && row.lon !== null && venue.some((v) => distanceKm(v.lat!, v.lon!, row.lat!, row.lon!) <= VENUE_RADIUS_KM);
  let scored: Candidate[] = [];
  // "What hotel…": a memory that names a hotel (or a kind of one: a resort, an inn) can answer; one
  // that only prints what hotels print ("ROOMS") may not.
  const subject = analysis.answerType.kind === 'name' && analysis.answerType.subject && !['place', 'person'].includes(analysis.answerType.subject)
    ? termGroup(analysis.answerType.subject, lexicon)
    : null;
  // A ticket "back from Liverpool" is photographed in Liverpool, before boarding.
  const origin = route.filter((p) => p.route === 'origin');
  /** The words a "why" line is picked by: the question's and the words that stand for them. */
  const whyTerms = new Set([...analysis.terms, ...related.flatMap((r) => [...contentWords(r.word)])]);
  /** Memories that hold a value of the kind the question asks for (extract.ts's check). */
  const answers = new Set<string>();
  for (const row of rows) {
    if (row.deleted_at !== null || feedback.excluded.has(row.id)) continue;
    const local = localMs(row);
    if (time?.strict && (local === null || local < Date.parse(`${time.from}Z`) || local > Date.parse(`${time.to}Z`))) continue;
    const f = found.get(row.id)!;
    // How well it matches is how much of the question it covers (each word or one standing for it, at
    // its weight); BM25 — rare words count more — orders memories that cover as much.
    const covers = coverage(row, termGroups);
    const bm25 = covers * (1 - BM25_SHARE + BM25_SHARE * f.bm25);
    // CLIP text–image cosines sit lower than text–text ones; scale them onto the same footing.
    const matched = Math.max(bm25, f.vector, Math.min(1, f.image * 2.5));
    // A question that is only filters still ranks the memories that carry its event's words first.
    const similarity = filterOnly ? Math.max(FILTER_SIMILARITY, matched) : matched;
    let score = WEIGHTS.similarity * similarity;
    if (time && !time.strict) {
      // EgoCITE scores a vague time as similarity × temporal relevance, so a match far outside the
      // window keeps only what the decay leaves of it; Pensieve's date-match weight scales with the
      // match too, or any memory in the window would outrank a good match outside it. A memory with
      // no time cannot be placed in the window.
      const relevance = local === null ? 0 : dateMatch(local, time);
      score = (WEIGHTS.similarity + WEIGHTS.date) * similarity * relevance;
    }
    // Pensieve's recency score counts only when the question asks for the latest (its B_r flag).
    if (analysis.recency && row.taken_at !== null) score += WEIGHTS.recency * recencyScore(now - row.taken_at);
    const inPlace = places.length > 0 && matchesPlace(row, places);
    if (inPlace) score += WEIGHTS.location;
    const inEvent = eventIds.has(row.id);
    if (inEvent) score += WEIGHTS.event;
    if (inEvent && venue.length > 0 && atVenue(row)) score += WEIGHTS.venue;
    if (withPeople.has(row.id)) score += WEIGHTS.person;
    if (meal && local !== null) score += WEIGHTS.date * mealMatch(local, meal);
    // A ticket that runs the journey's way is its evidence, as an event's members are the event's.
    if (route.length > 0 && followsRoute(row, route)) score += WEIGHTS.route;
    if (origin.length > 0 && row.lat !== null && matchesPlace(row, origin)) score += WEIGHTS.location;
    if (similarity > 0 && (holdsAnswer(row, analysis.answerType, analysis.terms, analysis.question) || namesSubject(row, subject))) {
      score += WEIGHTS.answer;
      answers.add(row.id);
    }
    if (feedback.downWeighted.has(row.id)) score *= 0.5;
    scored.push({ row, score, similarity, covers, why: whyOf(row, f.why, whyTerms, inEvent ? events : []) });
  }
  // Named places, people and events narrow the answer when anything matches them; a question that is
  // only filters ("photos from Seattle in May") holds to them even when nothing does. A memory without
  // GPS (a boarding-pass screenshot) is not taken as elsewhere unless the question is only a filter.
  if (places.length > 0 && (filterOnly || scored.some((c) => matchesPlace(c.row, places)))) {
    scored = scored.filter((c) => matchesPlace(c.row, places) || (!filterOnly && c.row.lat === null));
  }
  if (scored.some((c) => withPeople.has(c.row.id))) scored = scored.filter((c) => withPeople.has(c.row.id));
  if (events.length > 0 && !time && scored.some((c) => eventIds.has(c.row.id))) scored = scored.filter((c) => eventIds.has(c.row.id));

  // Equal scores (a question that is all filter scores its matches alike) go newest first, the order
  // the filters were read in and the timeline's.
  scored = collapseDuplicates(scored.sort((a, b) => b.score - a.score || (b.row.taken_at ?? -Infinity) - (a.row.taken_at ?? -Infinity)));
  if (analysis.recency || analysis.earliest) {
    // "Where did I park last time?" is the latest memory that says where: a sign of the park walked
    // in later does not answer it, however well its words match.
    const answering = scored.filter((c) => answers.has(c.row.id));
    const pool = answering.length > 0 && ['identifier', 'number', 'list'].includes(analysis.answerType.kind) ? answering : scored;
    const best = Math.max(...pool.map((c) => c.similarity));
    const relevant = pool.filter((c) => c.similarity >= best * RECENCY_MIN_SHARE);
    // Undated memories cannot be the latest or the first: they go last either way.
    const newest = (c: Candidate) => c.row.taken_at ?? -Infinity;
    const oldest = (c: Candidate) => -(c.row.taken_at ?? Infinity);
    const key = analysis.recency ? newest : oldest;
    relevant.sort((a, b) => key(b) - key(a));
    return relevant.slice(0, options.limit ?? RECENCY_K);
  }
  if (analysis.aggregation) {
    const best = Math.max(...scored.map((c) => c.similarity));
    if (analysis.aggregation === 'duration') return scored.filter((c) => filterOnly || c.similarity >= best * AGGREGATE_MIN_SHARE).slice(0, options.limit ?? AGGREGATE_K);
    // A count compares how much of the question each memory covers: BM25 prefers short texts, and
    // two displays of the same machine are the same match however their numbers differ.
    const most = Math.max(...scored.map((c) => c.covers));
    return scored.filter((c) => filterOnly || (c.covers >= most * COUNT_MIN_SHARE && c.similarity > 0)).slice(0, options.limit ?? AGGREGATE_K);
  }
  if (LIST_INTENT.test(analysis.question)) {
    const best = Math.max(...scored.map((c) => c.similarity));
    // A list also takes what belongs to the event it names (the party photos without a word on them);
    // a count does not: it counts what matches.
    return scored.filter((c) => filterOnly || c.similarity >= best * AGGREGATE_MIN_SHARE || eventIds.has(c.row.id)).slice(0, options.limit ?? LIST_K);
  }
  return scored.slice(0, options.limit ?? DEFAULT_K);
}

/** A memory naming the event this well marks its venue; a venue is a building, give or take GPS. */
const VENUE_MIN_MATCH = 0.5;
const VENUE_RADIUS_KM = 0.15;

/** "Show me photos from …", "all my …": a list, not one answer. */
const LIST_INTENT = /^\s*(show( me)?|list|find( me)?|all( of)? my|pictures of|photos of)\b|\b(photos|pictures|videos) (from|of)\b/i;
const LIST_K = 60;
/** For "last time" and "the first time", a memory counts as a match at this share of the best match's similarity. */
const RECENCY_MIN_SHARE = 0.6;
/** Words of an event's name that say nothing about its memories. */
const GENERIC_EVENT_WORDS = new Set(['trip', 'day', 'outing', 'visit', 'regular', 'visits',
  // Inferred events are named with their dates ("Trip to Paris, January 24–31, 2020").
  'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december',
  'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec']);
/** Meals happen at hours: a dinner receipt is from the evening. */
const MEALS: Array<{ re: RegExp; from: number; to: number }> = [
  { re: /\bbreakfast\b/i, from: 6, to: 11 },
  { re: /\blunch\b/i, from: 11, to: 15 },
  { re: /\bdinner\b|\bsupper\b/i, from: 17, to: 23 },
];

function mealMatch(local: number, meal: { from: number; to: number }): number {
  const hour = new Date(local).getUTCHours();
  return hour >= meal.from && hour < meal.to ? 1 : 0;
}

/** The widest UTC offset: a wall-clock range is within this of the same range in UTC. */
export const MAX_OFFSET_MS = 14 * 3_600_000;

export function localMs(row: Pick<MemoryRow, 'taken_at_local' | 'taken_at'>): number | null {
  if (row.taken_at_local) return Date.parse(`${row.taken_at_local}Z`);
  return row.taken_at;
}

/** Pensieve's recency: the mean of three decays (3 days, 90 days, a year). */
export function recencyScore(deltaMs: number): number {
  const days = Math.max(0, deltaMs / 86_400_000);
  return (Math.exp(-days / 3) + Math.exp(-days / 90) + Math.exp(-days / 365)) / 3;
}

function dateMatch(local: number, time: NonNullable<QueryAnalysis['time']>): number {
  const from = Date.parse(`${time.from}Z`);
  const to = Date.parse(`${time.to}Z`);
  if (local >= from && local <= to) return 1;
  const days = Math.min(Math.abs(local - from), Math.abs(local - to)) / 86_400_000;
  return VAGUE_DECAY_PER_DAY ** days;
}

export function matchesPlace(row: Pick<RankedRow, 'lat' | 'lon' | 'place_city' | 'place_region' | 'place_country' | 'ocr_text' | 'caption' | 'transcript'>, places: QueryAnalysis['places']): boolean {
  return places.some((p) => {
    if (row.lat !== null && row.lon !== null && distanceKm(row.lat, row.lon, p.lat, p.lon) <= p.radiusKm) return true;
    const label = p.label.toLowerCase();
    if ([row.place_city, row.place_region, row.place_country].some((v) => v?.toLowerCase() === label)) return true;
    // A screenshot of a boarding pass to Honolulu is about Honolulu though it has no GPS.
    return row.lat === null && [row.ocr_text, row.caption, row.transcript].some((t) => t?.toLowerCase().includes(label));
  });
}

/** A place as a predicate the database can run: within its radius (a box around it) or named so. */
export function placeSql(p: QueryAnalysis['places'][number]): string {
  const dLat = p.radiusKm / 111;
  const dLon = p.radiusKm / (111 * Math.max(0.05, Math.cos((p.lat * Math.PI) / 180)));
  const box = `(lat >= ${p.lat - dLat} AND lat <= ${p.lat + dLat} AND lon >= ${p.lon - dLon} AND lon <= ${p.lon + dLon})`;
  const label = sqlString(p.label);
  return `(${box} OR place_city = ${label} OR place_region = ${label} OR place_country = ${label})`;
}

/**
 * Whether a line of the memory's text runs the way the journey does: "Seattle to Honolulu",
 * "SEATTLE - PORTLAND", "→ HNL"-style tickets put the origin first. A return ticket names the same
 * two places the other way round.
 */
function followsRoute(row: RankedRow, route: QueryAnalysis['places']): boolean {
  const origin = route.find((p) => p.route === 'origin')?.label.toLowerCase();
  const destination = route.find((p) => p.route === 'destination')?.label.toLowerCase();
  const lines = [row.ocr_text, row.caption, row.description, row.transcript].flatMap((t) => t?.toLowerCase().split('\n') ?? []);
  return lines.some((line) => {
    const from = origin ? line.indexOf(origin) : -1;
    const to = destination ? line.indexOf(destination) : -1;
    if (origin && destination) return from >= 0 && to > from;
    if (destination) return to >= 0 && /(\bto|→|->|–|-)\s*$/.test(line.slice(0, to));
    return from >= 0 && (/\bfrom\s*$/.test(line.slice(0, from)) || /^\s*(to\b|→|->|–|-)/.test(line.slice(from + origin!.length)));
  });
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

/** The line that shows why a memory answers: a matching line of its text, else its caption, event or place. */
function whyOf(row: RankedRow, matched: string[], terms: ReadonlySet<string>, events: QueryAnalysis['events']): string {
  const ocr = (row.ocr_text?.split('\n') ?? []).map((l) => l.trim()).filter(Boolean);
  const lines = [...ocr, ...(row.transcript ? [row.transcript] : []), ...(row.caption ? [row.caption] : []), ...(row.description?.split(/(?<=[.!?])\s+/) ?? [])];
  const hits = lines
    .map((line, i) => {
      const words = contentWords(line);
      let hits = 0;
      for (const w of words) if (terms.has(w)) hits++;
      return { line: line.trim(), i, hits };
    })
    .filter((l) => l.hits > 0)
    .sort((a, b) => b.hits - a.hits || a.i - b.i);
  // The best line and the one after it: a label and its value often sit on two lines
  // ("LIBRARY CARD" / "No. 2 9012 3344"); a second matching line joins too ("Conference Wi-Fi" / "Password: …").
  if (hits.length > 0) {
    const best = hits[0]!;
    const picked = new Set([best.i]);
    if (best.i + 1 < ocr.length) picked.add(best.i + 1);
    const second = hits.find((h) => !picked.has(h.i));
    if (second) picked.add(second.i);
    return [...picked].sort((a, b) => a - b).map((i) => lines[i]!.trim()).join(' · ');
  }
  if (matched[0]) return matched[0];
  // Nothing names the question's words (a hotel sign says "Hilton", not "hotel"): its own text is the answer.
  if (ocr.length > 0) return ocr.slice(0, WHY_LINES).join(' · ');
  if (events[0]) return `part of ${events[0].name}`;
  if (row.caption) return row.caption;
  return [row.place_label, row.taken_at_local?.slice(0, 10)].filter(Boolean).join(', ') || (row.path.split(/[\\/]/).pop() ?? row.id);
}
