/**
 * Retrieval's second step: one score per candidate (DESIGN §5), from how much of the question it
 * covers and the signals that place it (time, place, event, people, meal, journey, answer), and the
 * line that shows why it answers.
 */
import type { QueryAnalysis } from '../../../shared/qa';
import { withinKm } from '../place/geo';
import { contentWords } from '../augment/similarity';
import { holdsAnswer } from './extract';
import { printedCognates } from './lexicon/cognate';
import { askedShortForms } from './lexicon/abbreviation';
import { printedFor } from './planned';
import { questionUnits, type RelatedOptions } from './lexicon/related';
import { BM25_SHARE, NEAR_RELATED, combineUnits, namesSubject, stemsOf, termGroup, unitCoverage, questionGroups, type TermGroup } from './coverage';
import { doneVerb } from './done-verb';
import { FILTER_SIMILARITY, type Gathered, type RankedRow } from './gather';
import { localMs, localWindow, matchesPlace, type Scope } from './scope';
import { sameSession } from './sessions';
import { labelUnit } from './subject-first';
import { withAskedKinds } from './sort-member';
import { withQualifierShortForms } from './label-short-forms';

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
const WHY_LINES = 2;
/** A memory naming the event this well marks its venue; a venue is a building, give or take GPS. */
const VENUE_MIN_MATCH = 0.5;
const VENUE_RADIUS_KM = 0.15;
/** Meals happen at hours: a dinner receipt is from the evening. */
const MEALS: Array<{ re: RegExp; from: number; to: number }> = [
  { re: /\bbreakfast\b/i, from: 6, to: 11 },
  { re: /\blunch\b/i, from: 11, to: 15 },
  // Eating "at night" or "on our first night" is dinner.
  { re: /\bdinner\b|\bsupper\b|\b(eat|ate|dine|dined|eating)\b.*\b(night|evening)\b|\b(night|evening)\b.*\b(eat|ate|dine|dined|eating)\b/i, from: 17, to: 23 },
];

export interface Candidate {
  row: RankedRow;
  score: number;
  similarity: number;
  /** The share of the question the memory covers (coverage), without BM25's ordering: what counts compare. */
  covers: number;
  /** The same share over the question without the asked value's label, when it names one (subject-first.ts). */
  about?: number;
  why: string;
}

export interface Fused {
  scored: Candidate[];
  /** Memories that hold a value of the kind the question asks for (extract.ts's check). */
  answers: Set<string>;
}

/** Scores every candidate the feedback does not exclude and the question's explicit range holds. */
export function fuse(
  analysis: QueryAnalysis,
  scope: Scope,
  gathered: Gathered,
  lexicon: RelatedOptions,
  context: {
    now: number;
    feedback: { excluded: Set<string>; downWeighted: Set<string> };
    /** Members of the named events by what they say, not where they were taken (trip-context.ts). */
    belonging?: ReadonlySet<string>;
    /**
     * The candidates that run the asked journey's way (scope.ts routeFollower), or where none does, the
     * tickets at its edges by when they were taken (trip-context.ts routeEdges).
     */
    onRoute?: ReadonlySet<string>;
  },
): Fused {
  const { time, places, route, events } = scope;
  const { found, rows, eventIds, withPeople, eventWords, filterOnly, related, printedIn } = gathered;
  const { now, feedback } = context;
  const meal = mealOf(analysis.question);
  const units = withQualifierShortForms(questionUnits(analysis.terms, undefined, lexicon.objects), analysis.answerType, analysis.terms);
  const termGroups = questionGroups(units, lexicon, analysis.question);
  for (const group of termGroups) {
    // The hours a question asks in, printed "HRS" on the card that answers it (abbreviation.ts).
    for (const [short, weight] of askedShortForms(analysis.question, group.words)) if ((group.words.get(short) ?? 0) < weight) group.words.set(short, weight);
    const own = [...group.words].flatMap(([w, weight]) => (weight === 1 && gathered.cognateTerms.includes(w) ? [w] : []));
    if (own.length > 0) group.cognates = own;
  }
  // "Which gate … at the football game": how much of the question beside the asked label each memory covers (subject-first.ts).
  const label = labelUnit(analysis.answerType, units);
  // "What did I buy": a list of things to buy is the plan, not the purchase.
  const done = doneVerb(analysis.question);
  if (done) for (const group of termGroups) if (group.words.get(done) === 1) group.done = done;
  // A count, a rate or a duration takes the memories that cover the question about as well as the
  // best one: a kind of the asked thing printed on one visit's card and not the others' ("CANOE" the
  // day the canoes were mended, for "the boat shed") would split one series of visits in two.
  if (analysis.aggregation !== null) for (const group of termGroups) group.kinds.clear();
  // Where a named event happened: where the memories that name it were taken ("WELCOME TO CHI 2024"
  // at the convention centre). Its other photos there (a session room, lunch) are the event's core;
  // the beach the same week is only part of the trip around it.
  const venue = eventWords.length > 0 ? rows.filter((r) => eventIds.has(r.id) && r.lat !== null && r.lon !== null && found.get(r.id)!.bm25 >= VENUE_MIN_MATCH) : [];
  const atVenue = (row: RankedRow) => row.lat !== null && row.lon !== null && venue.some((v) => withinKm(v.lat!, v.lon!, row.lat!, row.lon!, VENUE_RADIUS_KM));
  const scored: Candidate[] = [];
  // "What hotel…": a memory that names a hotel (or a kind of one: a resort, an inn) can answer; one
  // that only prints what hotels print ("ROOMS") may not.
  const subject = analysis.answerType.kind === 'name' && analysis.answerType.subject && !['place', 'person'].includes(analysis.answerType.subject)
    ? withAskedKinds(termGroup(analysis.answerType.subject, lexicon), analysis.answerType.subject, analysis.question)
    : null;
  // A ticket "back from Liverpool" is photographed in Liverpool, before boarding.
  const origin = route.filter((p) => p.route === 'origin');
  /** The words a "why" line is picked by: the question's and the words that stand for them. */
  const whyTerms = new Set([...analysis.terms, ...related.flatMap((r) => [...contentWords(r.word)])]);
  const answers = new Set<string>();
  const covered = unitsInContext(rows, termGroups);
  // The window's ends are read once, not for each of the hundreds of candidates.
  const window = time ? localWindow(time) : null;
  for (const row of rows) {
    if (row.deleted_at !== null || feedback.excluded.has(row.id)) continue;
    const local = localMs(row);
    if (time?.strict && !printedIn.has(row.id) && (local === null || local < window!.from || local > window!.to)) continue;
    const f = found.get(row.id)!;
    // How well it matches is how much of the question it covers (each word or one standing for it, at
    // its weight); BM25 — rare words count more — orders memories that cover as much.
    const own = covered.get(row.id);
    const covers = own ? combineUnits(own) : 0;
    const about = label >= 0 && own ? combineUnits(own.filter((_, g) => g !== label)) : undefined;
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
      // A plan photographed in the lead-up, a record after, is about the day it prints, not the day it was taken.
      const relevance = local === null ? 0 : similarity > 0 && printedFor(row.ocr_text, local, window!, row.place_country_code ?? analysis.home ?? null) ? 1 : dateMatch(local, window!);
      score = (WEIGHTS.similarity + WEIGHTS.date) * similarity * relevance;
    }
    // Pensieve's recency score counts only when the question asks for the latest (its B_r flag).
    if (analysis.recency && row.taken_at !== null) score += WEIGHTS.recency * recencyScore(now - row.taken_at);
    const inPlace = places.length > 0 && matchesPlace(row, places);
    if (inPlace) score += WEIGHTS.location;
    const inEvent = eventIds.has(row.id);
    // A booking or ticket that names the trip's place is less surely of it than a photo taken there.
    if (inEvent) score += context.belonging?.has(row.id) ? WEIGHTS.event * BELONGING_SHARE : WEIGHTS.event;
    if (inEvent && venue.length > 0 && atVenue(row)) score += WEIGHTS.venue;
    if (withPeople.has(row.id)) score += WEIGHTS.person;
    if (meal && local !== null) score += WEIGHTS.date * mealMatch(local, meal);
    // A ticket that runs the journey's way is its evidence, as an event's members are the event's.
    if (route.length > 0 && context.onRoute?.has(row.id)) score += WEIGHTS.route;
    if (origin.length > 0 && row.lat !== null && matchesPlace(row, origin)) score += WEIGHTS.location;
    if (similarity > 0 && (holdsAnswer(row, analysis.answerType, analysis.terms, analysis.question) || namesSubject(row, subject))) answers.add(row.id);
    // The line is read for the few candidates kept, not for every one scored: worked out when first asked for.
    let why: string | undefined;
    scored.push({ row, score, similarity, covers, ...(about === undefined ? {} : { about }), get why() {
      return (why ??= whyOf(row, f.why, withCognates(whyTerms, analysis.terms, row), inEvent ? events : []));
    } });
  }
  addAnswerBonus(scored, answers, feedback.downWeighted);
  return { scored, answers };
}

/**
 * Holding a value of the asked kind ("LEVEL 5 BAY 502" for "where did I leave the car") counts in
 * proportion to how well the memory matches the question next to the best match: a flat bonus let a
 * city car park that shares one word of the question outrank the airport's, which shares two and
 * prints its spot in a form the extractor does not read. Feedback's down-weighting applies last.
 */
export function addAnswerBonus(scored: Array<{ row: { id: string }; score: number; similarity: number }>, answers: ReadonlySet<string>, downWeighted: ReadonlySet<string>): void {
  const best = Math.max(0, ...scored.map((c) => c.similarity));
  for (const c of scored) {
    if (best > 0 && answers.has(c.row.id)) c.score += WEIGHTS.answer * (c.similarity / best);
    if (downWeighted.has(c.row.id)) c.score *= 0.5;
  }
}

/**
 * A memory's share of the question, with what its session says for the words it lacks (OmniQuery's
 * contextual memories): the car park's sign prints "ROW F" but not "airport", the boarding pass
 * screenshotted at the airport half an hour later does. A word the memory lacks counts at
 * CONTEXT_SHARE of the best a session-mate (same day, within hours, nearby) shows for it, only for a
 * memory that covers some of the question itself: a photo with no words is not made a match by its
 * neighbours (lists add those: sessions.ts).
 */
export function coverageInContext(rows: readonly RankedRow[], groups: TermGroup[]): Map<string, number> {
  return new Map([...unitsInContext(rows, groups)].map(([id, units]) => [id, combineUnits(units)]));
}

/** Each memory's coverage of each unit of the question, a word it lacks filled from its session (coverageInContext). */
function unitsInContext(rows: readonly RankedRow[], groups: TermGroup[]): Map<string, number[]> {
  const stems = groups.map(stemsOf);
  const units = rows.map((row) => unitCoverage(row, groups, stems));
  const out = new Map<string, number[]>();
  const dated = rows.map((row, i) => ({ row, i })).filter((r) => r.row.taken_at !== null).sort((a, b) => a.row.taken_at! - b.row.taken_at!);
  const position = new Map(dated.map((d, k) => [d.i, k]));
  rows.forEach((row, i) => {
    const own = units[i]!;
    const k = position.get(i);
    const partial = own.some((u) => u > 0) && own.some((u) => u === 0);
    if (!partial || k === undefined) {
      out.set(row.id, own);
      return;
    }
    const filled = [...own];
    const t = row.taken_at!;
    const visit = (j: number) => {
      const mate = units[dated[j]!.i]!;
      if (!sameSession(row, dated[j]!.row)) return;
      own.forEach((u, g) => {
        if (u === 0) filled[g] = Math.max(filled[g]!, CONTEXT_SHARE * mate[g]!);
      });
    };
    for (let j = k - 1; j >= 0 && t - dated[j]!.row.taken_at! <= CONTEXT_MS; j--) visit(j);
    for (let j = k + 1; j < dated.length && dated[j]!.row.taken_at! - t <= CONTEXT_MS; j++) visit(j);
    out.set(row.id, filled);
  });
  return out;
}

/** The share of the event weight a memory gets for naming the event's place (trip-context.ts). */
const BELONGING_SHARE = 0.5;
/** A word only a session-mate shows counts as a near word for it would (the weight of a synonym's neighbours). */
const CONTEXT_SHARE = NEAR_RELATED;
/** Session-mates are looked for this far either side (sessions.ts's own test is narrower). */
const CONTEXT_MS = 4 * 3_600_000;

/** The hours of the meal a question names ("dinner", "eat at night"), or null. */
export function mealOf(question: string): { from: number; to: number } | null {
  return MEALS.find((m) => m.re.test(question)) ?? null;
}

/** 1 when a memory's local time falls in the meal's hours, else 0. */
export function mealMatch(local: number, meal: { from: number; to: number }): number {
  const hour = new Date(local).getUTCHours();
  return hour >= meal.from && hour < meal.to ? 1 : 0;
}

/** Pensieve's recency: the mean of three decays (3 days, 90 days, a year). */
function recencyScore(deltaMs: number): number {
  const days = Math.max(0, deltaMs / 86_400_000);
  return (Math.exp(-days / 3) + Math.exp(-days / 90) + Math.exp(-days / 365)) / 3;
}

function dateMatch(local: number, { from, to }: { from: number; to: number }): number {
  if (local >= from && local <= to) return 1;
  const days = Math.min(Math.abs(local - from), Math.abs(local - to)) / 86_400_000;
  return VAGUE_DECAY_PER_DAY ** days;
}

/** The why-line's words and the question's own as the memory prints them in another language (cognate.ts). */
function withCognates(terms: ReadonlySet<string>, asked: readonly string[], row: RankedRow): ReadonlySet<string> {
  const printed = printedCognates(asked, [row.ocr_text ?? '']);
  return printed.length > 0 ? new Set([...terms, ...printed]) : terms;
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
  // Nothing names the question's words (a hotel sign says "Marlowe", not "hotel"): its own text is the answer.
  if (ocr.length > 0) return ocr.slice(0, WHY_LINES).join(' · ');
  if (events[0]) return `part of ${events[0].name}`;
  if (row.caption) return row.caption;
  return [row.place_label, row.taken_at_local?.slice(0, 10)].filter(Boolean).join(', ') || (row.path.split(/[\\/]/).pop() ?? row.id);
}
