/**
 * Retrieval's first step: candidates from every source (full text with the question's words and
 * related ones, text vectors, CLIP, knowledge, named events and people, the question's filters),
 * each with what that source said of it, and their rows.
 */
import type { QueryAnalysis } from '../../../shared/qa';
import { contentWords } from '../augment/similarity';
import { foldAccents } from '../store/text-grams';
import type { RelatedOptions } from './lexicon/related';
import { NEAR_RELATED, relatedOf } from './coverage';
import { otherNamesOf, printedDerivations, printedTranslations } from './lexicon/abroad';
import { cutsOf, tableFormsOf } from './lexicon/table-forms';
import { cognateKey, cognateWords, isCognate } from './lexicon/cognate';
import { NOT_DELETED_IN_WINDOW, sqlNumber, type Database } from '../store/database';
import type { MemoryRow } from '../store/schema';
import { effective } from '../store/corrections';
import { localMs, localWindow, placeSql, takenAtWindow, takenAtWindowSql, type Scope } from './scope';
import { PLAN_CANDIDATES, printsDayIn, RECORD_LAG_DAYS, YEAR_PLAN_LEAD_DAYS } from './planned';
import { DAY_MS } from './wall-clock';

const FTS_LIMIT = 150;
const FILTER_LIMIT = 150;
/**
 * A question that is only a time this short ("last weekend", "yesterday") holds fewer memories than
 * the filter takes in most libraries: they are read whole in one query, not as ids and then again.
 */
const SHORT_SPAN_MS = 4 * 86_400_000;
/** Memories of a place or date read besides the full-text hits, for words spelt otherwise (unordered: a scan stops early). */
const STEM_CANDIDATES = 60;
/** Related words search at this share of the question's own (BM25 only orders memories that cover the question alike). */
const RELATED_WEIGHT = 0.6;
const NEAR_QUERY_WORDS = 40;
const FAR_QUERY_WORDS = 24;
/** The most the index's fuzzy match allows: a cognate's "-a" or "-o" and one letter spelt otherwise. */
const COGNATE_EDITS = 2;
export const FILTER_SIMILARITY = 0.3;
/** Words of an event's name that say nothing about its memories. */
const GENERIC_EVENT_WORDS = new Set(['trip', 'day', 'outing', 'visit', 'regular', 'visits',
  // Inferred events are named with their dates ("Trip to Paris, January 24–31, 2020").
  'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december',
  'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec']);

/**
 * What ranking and answering read: the columns retrieval, fusion, answers and references use, no
 * more. At 100k memories a read's cost grows with its columns for each of the few hundred
 * candidates, and the file's details (size, dimensions, stage bookkeeping, the search text, OCR word
 * boxes, the atomic contexts an LLM answer shows) are read for the shown memories elsewhere when they
 * are needed. The country code says which way round a document's numeric dates are (date-order.ts).
 */
export const RANK_COLUMNS = [
  'id', 'path', 'kind', 'taken_at', 'taken_at_local', 'lat', 'lon',
  'place_city', 'place_region', 'place_country', 'place_country_code', 'place_label', 'make', 'model',
  'thumbnail', 'duplicate_group', 'caption', 'description', 'ocr_text', 'transcript',
  'objects', 'user_json', 'deleted_at',
] as const satisfies ReadonlyArray<keyof MemoryRow>;
export type RankedRow = Pick<MemoryRow, (typeof RANK_COLUMNS)[number]>;
/** What a full-text hit is kept as until its row is read with the other candidates'. */
const HIT_COLUMNS = ['id'] as const;

export interface RetrievalSources {
  db: Database;
  /** Members of the named events, by event id. */
  eventMembers: (eventIds: string[]) => Promise<string[]>;
  /** Where each member of the named events was taken (place_city), by member id. */
  memberCities: (eventIds: string[]) => Promise<Map<string, string | null>>;
  /** For each given memory that was taken on a trip, the trip's members. */
  tripMates?: (memoryIds: string[]) => Promise<Map<string, readonly string[]>>;
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
  /**
   * For an answer that measures its best references' lines (layouts.ts): their OCR layouts, by id,
   * read with the candidates' rows. A column more in that read costs less than a query of its own
   * after ranking. Kept beside the rows, never on them: the readers of the words alone must not measure.
   */
  layouts?: Map<string, string | null>;
  /** The languages the library's documents may be printed in (library-languages.ts), for translated words. */
  languages?: readonly string[];
}

/** What the sources said of one candidate: its best full-text, text-vector and image scores, and the texts that matched. */
export interface Signals {
  bm25: number;
  vector: number;
  image: number;
  why: string[];
}

export interface Gathered {
  found: Map<string, Signals>;
  /** The candidates' rows, with the user's corrections applied. */
  rows: RankedRow[];
  /** Members of the named events. */
  eventIds: Set<string>;
  /** Memories the named people are in. */
  withPeople: Set<string>;
  /** The named events' own words, searched when the question has none of its own. */
  eventWords: string[];
  /** The question is all filter, or its words matched nothing but it names a time or place. */
  filterOnly: boolean;
  /** The words that stand for the question's, with their weights. */
  related: ReturnType<typeof relatedOf>;
  /** Taken before an explicit window or after it, printing a day inside it: its plans and records (planned.ts). */
  printedIn: Set<string>;
  /** The question's words no candidate printed, searched for as their cognates abroad (cognate.ts). */
  cognateTerms: string[];
}

/** Every source's candidates for the question, with their rows; null when no source found any. */
export async function gather(analysis: QueryAnalysis, sources: RetrievalSources, scope: Scope, lexicon: RelatedOptions): Promise<Gathered | null> {
  const { time, places, route, events } = scope;
  const found = new Map<string, Signals>();
  const note = (id: string, field: 'bm25' | 'vector' | 'image', score: number, why?: string | null) => {
    const entry = found.get(id) ?? { bm25: 0, vector: 0, image: 0, why: [] };
    entry[field] = Math.max(entry[field], score);
    if (why) entry.why.push(why);
    found.set(id, entry);
  };
  const include = (id: string) => {
    if (!found.has(id)) found.set(id, { bm25: 0, vector: 0, image: 0, why: [] });
  };
  /**
   * The candidates whose rows are read, in the order they were found (ties in ranking keep it). Every
   * source hands back ids only and the rows are read once, at the end: at 100k memories each read of
   * ranking's columns costs about as much as the query that found them, so three full-text and filter
   * queries each reading their own rows cost three reads, and the members of a named event a fourth.
   */
  const ordered = new Set<string>();
  /** Rows a source read whole already (ranking's columns, within the filters), not read again at the end. */
  const readWhole = new Map<string, RankedRow>();
  const timeFilter = time?.strict ? takenAtWindowSql(time) : null;
  const where = timeFilter ? `${timeFilter} AND ${NOT_DELETED_IN_WINDOW}` : 'deleted_at IS NULL';

  // An event named by its own words ("CHI 2024") also ranks the memories that show those words.
  const eventWords = analysis.terms.length > 0 ? [] : events.flatMap((e) => [...contentWords(e.name)].filter((w) => !/^\d+$/.test(w) && !GENERIC_EVENT_WORDS.has(w)));
  // The question's own words first; related words (a "workout" may be a rower) count for less, so a
  // memory that says "treadmill" outranks one that only says something near it.
  // Without a time range the full-text search runs unfiltered: a prefilter costs a pass over the
  // whole table, and the few tombstoned hits are dropped below with the rest.
  const search = (query: string[], narrower: string | null) =>
    query.length === 0 ? Promise.resolve([]) : sources.db.searchText(query.join(' '), FTS_LIMIT, narrower, HIT_COLUMNS).catch(() => []);
  const lexical = async (query: string[], weight: number, narrower = timeFilter ? where : null) => noteHits(await search(query, narrower), weight);
  const noteHits = (hits: ReadonlyArray<{ id: string; _score: number }>, weight: number) => {
    const best = Math.max(1e-9, ...hits.map((h) => h._score));
    for (const { id, _score } of hits) {
      note(id, 'bm25', (weight * _score) / best);
      ordered.add(id);
    }
  };
  const related = relatedOf(analysis, lexicon);
  // What depends on the question alone is asked for now and read where it always was, so the
  // database runs these beside the full-text queries instead of one after another: a journey's
  // tickets, and the memories of a named place or explicit time read for words spelt otherwise.
  const placeFilter = places.length > 0 ? `(${places.map(placeSql).join(' OR ')})` : null;
  const routeHits = route.length > 0 ? search(route.flatMap((p) => [p.label, ...otherNamesOf(p.label.toLowerCase().replace(/ /g, '_'))]), timeFilter ? where : null) : null;
  const stemRows = analysis.terms.length + analysis.related.length > 0 && (places.length > 0 || time?.strict)
    ? sources.db.memoriesWhere([where, placeFilter].filter(Boolean).join(' AND '), ['id'], { limit: STEM_CANDIDATES })
    : null;
  // Unused when the words match nothing (the question is then all filter): not an unhandled rejection.
  stemRows?.catch(() => undefined);
  /**
   * What the filters hold, newest first (or oldest, for "the first time"), as ids in the order they
   * are taken, and the screenshots without GPS that name the place (a boarding pass to Honolulu is
   * from there too), searched beside the filter's own read.
   */
  const readFilters = async () => {
    const placeHits = places.length > 0 ? search(places.map((p) => p.label), `${where} AND lat IS NULL`) : null;
    placeHits?.catch(() => undefined);
    const filtered = (...extra: Array<string | null>) => [where, placeFilter, ...extra].filter(Boolean).join(' AND ');
    const newest = (filter: string) => newestOf(sources, filter, !placeFilter && !!time && Date.parse(`${time.to}Z`) - Date.parse(`${time.from}Z`) <= SHORT_SPAN_MS ? readWhole : null);
    if (analysis.earliest) {
      // Oldest first: the ids and times of every match (two narrow columns), the oldest kept.
      const dated = await sources.db.memoriesWhere(filtered('taken_at IS NOT NULL'), ['id', 'taken_at']);
      dated.sort((a, b) => a.taken_at! - b.taken_at!);
      return { ids: dated.slice(0, FILTER_LIMIT), placeHits };
    }
    if (time && !time.strict) {
      // A soft window takes what is inside it; when nothing is, what lies nearest on either side
      // (just before it, and the newest), to be ranked by how far they are.
      const ids = await newest(filtered(takenAtWindowSql(time)));
      if (ids.length > 0) return { ids, placeHits };
      const before = `taken_at < ${sqlNumber(Date.parse(`${time.from}Z`))}`;
      return {
        ids: [
          ...(await sources.db.memoriesWhere(filtered(before), ['id'], { newestFirst: true, limit: FILTER_LIMIT })),
          ...(await sources.db.memoriesWhere(filtered(), ['id'], { newestFirst: true, limit: FILTER_LIMIT })),
        ],
        placeHits,
      };
    }
    // Ids first: sorting whole rows to keep 150 of them read every column of every match.
    return { ids: await newest(filtered()), placeHits };
  };
  // A question that is all filter needs neither its words' matches nor the events' members to know
  // what to read: the read runs beside the full-text queries.
  const filterRead = analysis.terms.length + analysis.related.length === 0 && (time || places.length > 0) ? readFilters() : null;
  filterRead?.catch(() => undefined);
  // LanceDB runs each search on its own threads: side by side they overlap on a second core.
  // Related words in one query, the strongest few of each kind: a full-text query's cost grows with
  // its words, and a definition's weakest words find what coverage then scores near nothing. What
  // documents print goes in full: several such words on one memory are the evidence. BM25 only orders
  // memories that cover the question alike, so one weight serves them all.
  const near = related.filter((r) => r.weight >= NEAR_RELATED).slice(0, NEAR_QUERY_WORDS);
  const far = [...related.filter((r) => r.weight < NEAR_RELATED && r.printed), ...related.filter((r) => r.weight < NEAR_RELATED && !r.printed).slice(0, FAR_QUERY_WORDS)];
  // A plan for the asked time was photographed before it (a rota, a booking): the lead-up is searched
  // with the question's words and those nearest them, and what prints a day inside the window is kept.
  // So is what was photographed after it (a month's bill, in the next).
  const taken = time?.strict ? takenAtWindow(time) : null;
  const around = taken && `((taken_at >= ${sqlNumber(taken.from - YEAR_PLAN_LEAD_DAYS * DAY_MS)} AND taken_at < ${sqlNumber(taken.from)}) OR (taken_at > ${sqlNumber(taken.to)} AND taken_at <= ${sqlNumber(taken.to + RECORD_LAG_DAYS * DAY_MS)}))`;
  const printedHits = around && analysis.terms.length > 0 ? search([...analysis.terms, ...near.map((r) => r.word)], `${around} AND ${NOT_DELETED_IN_WINDOW}`) : null;
  await Promise.all([
    lexical([...analysis.terms, ...eventWords, ...accented(analysis.question)], 1),
    lexical([...near, ...far].map((r) => r.word), RELATED_WEIGHT),
  ]);
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
  // filters hold, newest first; so does one whose words matched nothing but that names a time or
  // place. A count or a rate does not: "how many yoga classes in May" or "how often did I go to choir in
  // March" whose words match nothing is none found, not every photo of the month.
  const filterOnly =
    analysis.terms.length + analysis.related.length === 0 || (found.size === 0 && (time !== null || places.length > 0) && analysis.aggregation !== 'count' && analysis.aggregation !== 'frequency');
  if (filterOnly && (time || places.length > 0)) {
    const { ids, placeHits } = await (filterRead ?? readFilters());
    for (const { id } of ids) include(id);
    if (placeHits) noteHits(await placeHits, FILTER_SIMILARITY);
  }
  // A journey's ends are written on its tickets ("MANCHESTER - LIVERPOOL"), whatever the mode of
  // travel the question names: the tickets that name them are candidates.
  if (routeHits) noteHits(await routeHits, FILTER_SIMILARITY);
  // With words and a place or an explicit time, what the filters hold is read too (a small set): the
  // words may be written differently there ("MUSEU" for museum, "VETERINARY" for vet) and the
  // full-text index matches whole words only; coverage compares stems.
  if (!filterOnly && stemRows) {
    for (const { id } of await stemRows) {
      include(id);
      ordered.add(id);
    }
  }
  const aroundIds = new Set<string>();
  if (printedHits) {
    const hits = (await printedHits).slice(0, PLAN_CANDIDATES);
    noteHits(hits, 1);
    for (const { id } of hits) aroundIds.add(id);
  }
  // Nothing prints the question's words: perhaps a page abroad prints them its own way.
  const cognateTerms = new Set<string>();
  const languages = lexicon.off?.has('derivation') || lexicon.off?.has('abroad') ? [] : (lexicon.languages ?? []);
  const cognates = async (terms: readonly string[]) => {
    for (const t of terms) if (cognateWords(t).length > 0) cognateTerms.add(t);
    const hits = await cognateHits(sources.db, terms, timeFilter ? where : null, terms.flatMap((t) => printedDerivations(t, languages)), terms.flatMap((t) => printedTranslations(t, languages)));
    // A derivation's cognate ("CARDÍACA" for the heart) counts less than the word's own ("COLESTEROL").
    for (const weight of new Set(hits.map((h) => h.weight))) noteHits(hits.filter((h) => h.weight === weight), weight);
  };
  if (found.size === 0) await cognates(analysis.terms);
  if (found.size === 0) return null;

  for (const id of found.keys()) ordered.add(id);
  // Members of a named event outside an explicit range (and tombstoned rows) are dropped as they are
  // read, by the filter's own bounds: beside a list of ids, the range in the query made reading
  // ranking's columns of a few hundred rows ~20 % dearer at 100k. Without a range, tombstoned rows
  // are kept as the unfiltered full-text query found them, and fusion drops them.
  const unread = [...ordered].filter((id) => !readWhole.has(id));
  const asked = time?.strict ? localWindow(time) : null;
  const printedIn = new Set<string>();
  const printsAsked = (row: RankedRow, nearby = aroundIds.has(row.id)) => {
    const local = localMs(row);
    if (!nearby || !row.ocr_text || local === null || !printsDayIn(row.ocr_text, local, asked!)) return false;
    printedIn.add(row.id);
    return true;
  };
  // Taken within a time zone's margin of the window but outside it on its own clock, a record of the
  // day is read for it too: the next morning's screen-time screenshot prints "Yesterday 3h 47m".
  const outsideAsked = (row: RankedRow) => { const local = localMs(row); return local !== null && (local < asked!.from || local > asked!.to); };
  const inWindow = (row: RankedRow) => {
    if (!taken) return true;
    if (row.deleted_at !== null || row.taken_at === null) return false;
    if (row.taken_at < taken.from || row.taken_at > taken.to) return printsAsked(row);
    if (outsideAsked(row)) printsAsked(row, true);
    return true;
  };
  const read = unread.length > 0 ? await readRanked(sources, unread) : [];
  for (const row of read) if (inWindow(row)) readWhole.set(row.id, row);
  // A question word that no candidate prints may be printed abroad as its cognate ("COLESTEROL"). The
  // index's fuzzy match is searched only then: it costs about as much as a full-text query, and an
  // English library's questions, whose words the candidates print, need none of it.
  const unprinted = analysis.terms.filter((t) => !printedBy(readWhole.values(), t) && (cognateWords(t).length > 0 || printedDerivations(t, languages).length > 0));
  if (unprinted.length > 0) {
    await cognates(unprinted);
    const tried = new Set(unread);
    const more = [...ordered].filter((id) => !readWhole.has(id) && !tried.has(id));
    for (const row of more.length > 0 ? await readRanked(sources, more) : []) if (inWindow(row)) readWhole.set(row.id, row);
  }
  const rows = [...ordered].flatMap((id) => readWhole.get(id) ?? []).map(effective);
  return { found, rows, eventIds, withPeople, eventWords, filterOnly, related, printedIn, cognateTerms: [...cognateTerms] };
}

/** Whether one of the rows prints the word, or a word that begins as it does (five letters, its plural or derivation). */
function printedBy(rows: Iterable<RankedRow>, term: string): boolean {
  const start = term.slice(0, 5);
  for (const row of rows) {
    for (const text of [row.ocr_text, row.caption, row.description]) if (text && (text.toLowerCase().includes(start) || foldAccents(text).includes(start))) return true;
  }
  return false;
}

/**
 * Memories that print one of the question's words as another European language does ("COLESTEROL"
 * for cholesterol, cognate.ts), or one of its derivations ("CARDÍACA" for the heart, derived.ts), each
 * at what that match counts, and the derivations as the library's languages print them (`derived`,
 * abroad.ts: "DENTÁRIA" for the teeth in Lisbon). The index's fuzzy match finds the words within two
 * edits of the question's, or of their shared spelling ("farmacia" for pharmacy), but not those that
 * print the word itself, which the plain search finds: an English library's many pages of it are not
 * read again. The hits' own words tell which are cognates and not English near-misses ("convert" for
 * concert), so an English library gains none.
 */
async function cognateHits(db: Database, terms: readonly string[], where: string | null, derived: ReadonlyArray<{ word: string; weight: number }>, translations: ReadonlyArray<{ word: string; weight: number }>): Promise<Array<{ id: string; _score: number; weight: number }>> {
  const compared = terms.flatMap((t) => cognateWords(t));
  if (compared.length + derived.length + translations.length === 0) return [];
  const own = terms.filter((t) => compared.some((c) => c.word === t));
  const near = [...new Set([...compared.flatMap((c) => [c.word, cognateKey(c.word)]), ...derived.map((d) => d.word)])];
  // The full-text query has the translations whole; printed cut short ("REEMB" for reembolso), each cut
  // is a word of its own. Searched near (two edits), a six-letter cut matched much of a library's words.
  const exact = [...new Set(translations.flatMap((t) => cutsOf(t.word)))];
  const hits = await db.searchFuzzy({ near, exact, except: own }, COGNATE_EDITS, FTS_LIMIT, where, ['id', 'ocr_text', 'caption']).catch(() => []);
  return hits.flatMap((h) => {
    const words = [...contentWords([h.ocr_text, h.caption].filter(Boolean).join('\n'))];
    const weight = Math.max(0, ...compared.filter((c) => words.some((w) => isCognate(c.word, w))).map((c) => c.weight), ...derived.filter((d) => words.includes(d.word)).map((d) => d.weight), ...translations.filter((t) => words.some((w) => tableFormsOf(w).includes(t.word))).map((t) => t.weight));
    return weight > 0 ? [{ id: h.id, _score: h._score, weight }] : [];
  });
}

/**
 * The question's words that carry accents, as written ("figlmüller"): the full-text index stems a word
 * before it folds its accents, so an accented name and its folded form (the question's terms) can
 * stem apart; the word as written is tokenised as the document's was.
 */
function accented(question: string): string[] {
  return (question.toLowerCase().match(/\p{L}+/gu) ?? []).filter((w) => w.normalize('NFD') !== w);
}

/**
 * The ids of the newest FILTER_LIMIT memories the filter holds. With `whole`, the filter is first read
 * whole (ranking's columns, unordered, one past the limit so the read stops early): when that is all
 * of them they are ordered here and kept in `whole`; a fuller one is ordered by the database by id,
 * since sorting whole rows would read every column of every match.
 */
async function newestOf(sources: Pick<RetrievalSources, 'db' | 'layouts'>, filter: string, whole: Map<string, RankedRow> | null): Promise<Array<{ id: string }>> {
  const { db } = sources;
  if (whole) {
    const rows = keepLayouts(await db.memoriesWhere(filter, rankColumns(sources), { limit: FILTER_LIMIT + 1 }), sources.layouts);
    for (const row of rows) whole.set(row.id, row);
    if (rows.length <= FILTER_LIMIT) return rows.sort((a, b) => (b.taken_at ?? -Infinity) - (a.taken_at ?? -Infinity) || 0);
  }
  return db.memoriesWhere(filter, ['id'], { newestFirst: true, limit: FILTER_LIMIT });
}

/** Ranking's columns of the memories by id (and their layouts, when asked for: RetrievalSources.layouts). */
export async function readRanked(sources: Pick<RetrievalSources, 'db' | 'layouts'>, ids: readonly string[]): Promise<RankedRow[]> {
  return keepLayouts(await sources.db.memoriesById(ids, rankColumns(sources)), sources.layouts);
}

function rankColumns(sources: Pick<RetrievalSources, 'layouts'>): ReadonlyArray<keyof MemoryRow> {
  return sources.layouts ? [...RANK_COLUMNS, 'ocr_json'] : RANK_COLUMNS;
}

/** Moves each row's layout, when read, into the sink. */
function keepLayouts(rows: MemoryRow[], sink: Map<string, string | null> | undefined): RankedRow[] {
  if (!sink) return rows;
  return rows.map(({ ocr_json, ...row }) => {
    sink.set(row.id, ocr_json ?? null);
    return row;
  });
}
