import type { AnswerType, QueryAnalysis } from '../../../shared/qa';
import type { Candidate } from './fusion';
import { DOCUMENT_KINDS, documentKindsFor, documentKindsOfTerm, type DocumentKind } from './lexicon/document-kinds';
import { lemmasOf } from './lexicon/wordnet';
import { kindsPrinted, mostOtherPrints, OTHER_KIND_MIN, ownPrints } from './other-kind';
import { contentWords } from '../augment/similarity';
import { localMs, matchesPlace, aboutWindow } from './scope';
import { mealMatch, mealOf } from './fusion';
import { sameSession } from './sessions';
import { linesOf, PURCHASE_TOTAL } from './text-lines';
import { aboutKind, personNamed } from './title';
import { isKindOf } from './kind-of';
import { printsDayIn, printsOwnDay } from './planned';
import { DAY_MS, dayStart } from './wall-clock';
import { hasMoney } from './number';

/** How deep among the best matches a name's memory is looked for: the answer's own references. */
const DEPTH = 5;
/** The share of the best match's coverage of the question a document of the asked kind needs to be read instead. */
const KIND_COVERS = 0.5;

/**
 * Which memories a name is read from, best first. Word scores rank the references; the answer reads its
 * name from the one that is of the asked occasion:
 * - a question with a period ("which restaurant around October") is answered from a memory taken in it
 *   when one is among the best, however well a bill of another month matches the kind's words (a vague
 *   period only lowers what lies outside it, and a strong word match can still lead);
 * - a kind a document is kept for ("which restaurant" → a bill, a menu) is answered from a memory that
 *   prints that document's words when the best one is a document of another kind (a shopping list that
 *   names the same person is no bill);
 * - a person asked for ("what's my dentist's name") is read from a memory that prints one when the best
 *   one names no one (personFirst).
 * - a figure ("how much did I spend at the bike shop") is read from a paper of a purchase or the
 *   asked kind before a best match that is surely another kind (ofAskedKindFirst); so is a code ("what
 *   number is on my fishing permit"), for which a purchase's paper is another kind unless one is asked.
 * The references themselves stay in their order: this only chooses where the name is read.
 */
export function nameSources(refs: Candidate[], analysis: Pick<QueryAnalysis, 'question' | 'time' | 'places' | 'events' | 'terms' | 'home'>, type: AnswerType): Candidate[] {
  if (refs.length < 2) return refs;
  if (type.kind === 'list') return occasionDocumentFirst(refs, analysis.terms);
  if (type.kind === 'number') return mealFirst(ofAskedKindFirst(refs, analysis.terms, type), analysis);
  if (type.kind === 'identifier') return ofAskedKindFirst(refs, [...analysis.terms, ...(type.subject?.split(/\s+/) ?? [])], type);
  if (type.kind !== 'name') return refs;
  // "Where …" only: a shop's sign photographed before its receipt names the shop asked for by its kind.
  let pool = mealFirst(WHERE_SUBJECTS.has(type.subject ?? '') ? occasionDocumentFirst(refs.slice(0, DEPTH), analysis.terms) : refs.slice(0, DEPTH), analysis);
  const { time } = analysis;
  // A trip's days are not a period asked about: its booking was made before it.
  if (time && analysis.events.length === 0) {
    const inside = pool.filter((c) => aboutWindow(c.row, time, analysis.home));
    if (inside.length > 0) pool = inside;
  }
  const subject = type.subject;
  if (!subject || subject === 'place') return pool;
  if (subject === 'person') return personFirst(pool, analysis.question);
  // "Which dentist do I see" asks for a person as much as "who is my dentist" does (title.ts reads both
  // so); a match that names none may still give way to a document of the kind, below.
  if (isKindOf(subject, 'person')) {
    const named = personFirst(pool, analysis.question);
    if (named[0] !== pool[0]) return named;
  }
  // The question's other words may name the document too ("which museum am I a member of": a member's card).
  const fittingKinds = kindsOf([subject, ...analysis.terms]);
  const fitting = new Set(fittingKinds.flatMap((k) => k.prints));
  // A thing bought has no document of its own, the purchase has ("which cream did I buy": a receipt).
  const subjectKinds = kindsOf([subject]);
  const askedKinds = subjectKinds.length > 0 ? subjectKinds : fittingKinds;
  const asked = new Set(askedKinds.flatMap((k) => k.prints));
  if (asked.size === 0) return pool;
  const occasion = plannedDayDocument(pool, asked);
  if (occasion) return [occasion, ...pool.filter((c) => c !== occasion)];
  const top = pool[0]!;
  // Only a best match that is a document of another kind (a shopping list, a message) gives way; one
  // about the kind by its words ("… RESORT" for a hotel) stays. Never to a memory outside the place asked about.
  const named = analysis.places.filter((p) => !p.route);
  if (printsAny(top, fitting) || !printsAny(top, ALL_PRINTS) || aboutKind(linesOf(top.row), subject)) return pool;
  // Nor to one that covers little of what the best covers: a hotel's key card that shares none of the
  // question's other words ("where did we stay in <a town the gazetteer lacks>") is another stay.
  const fits = mostOfKind(pool, asked, ownPrints(askedKinds), (c) => c.covers >= top.covers * KIND_COVERS && (named.length === 0 || matchesPlace(c.row, named)));
  return fits > 0 ? [pool[fits]!, ...pool.filter((_, i) => i !== fits)] : pool;
}

/**
 * Of the memories that may stand for the best, the one that prints most of what only the asked kind
 * prints: the anniversary's bill prints TABLE and MENU, a convenience store's receipt ranked above it
 * only TOTAL, which any purchase prints. The first that prints any of the asked words when none prints
 * those. -1 when none may.
 */
function mostOfKind(pool: Candidate[], asked: Set<string>, own: Set<string>, may: (c: Candidate) => boolean): number {
  let at = -1;
  let most = -1;
  pool.forEach((c, i) => {
    if (!may(c) || !printsAny(c, asked)) return;
    const count = printedOf(c, own).size;
    if (count > most) [at, most] = [i, count];
  });
  return at;
}

/**
 * "What's my dentist's name", "who is my landlord": the best match may name no one (a language app's
 * lesson "At the doctor"), its title all it has, while a match about as good (covering as much of the
 * question as a document of an asked kind must) prints a person: a title and a name ("Dra. … "), a
 * role's label. The name is read from that one.
 */
function personFirst(pool: Candidate[], question: string): Candidate[] {
  const top = pool[0]!;
  if (personNamed(linesOf(top.row), question)) return pool;
  const at = pool.findIndex((c) => c !== top && c.covers >= top.covers * KIND_COVERS && personNamed(linesOf(c.row), question) !== null);
  return at > 0 ? [pool[at]!, ...pool.filter((_, i) => i !== at)] : pool;
}

const ALL_PRINTS = new Set(DOCUMENT_KINDS.flatMap((k) => k.prints));
/** The subjects of "where did we go / eat / stay" (answer-type.ts), whose answer is the occasion's venue. */
const WHERE_SUBJECTS = new Set(['place', 'restaurant', 'hotel']);

/**
 * "Where did we go for Bo's birthday dinner", "what did we eat at the party": the best match may be a
 * photo of the occasion that prints no document (a cake's greeting); the bill photographed the same
 * evening names the place and lists the food. Such a document of the occasion (the same session, one
 * printing the words of a document the question's words are kept on) answers before the photo.
 */
function occasionDocumentFirst(pool: Candidate[], terms: readonly string[]): Candidate[] {
  const top = pool[0]!;
  const wanted = printsOf([...terms]);
  if (wanted.size === 0 || printsAny(top, ALL_PRINTS)) return pool;
  const at = pool.slice(0, DEPTH).findIndex((c) => c !== top && printsAny(c, wanted) && sameSession(top.row, c.row));
  return at > 0 ? [pool[at]!, ...pool.filter((_, i) => i !== at)] : pool;
}

/**
 * "Which restaurant did we go to for our anniversary": the best match may print only the kind's word
 * (another meal's "Restaurant & Bar"), none of what the question is about (subject-first.ts), or be a
 * plan that is no document of the kind, whose first line is a day, not a restaurant. A plan
 * that is about it ("Sat 14 June" / "Anniversary dinner 19:30") prints the occasion's day, and a
 * document of the asked kind (a bill) taken on that day, or later the day the plan was looked at, is
 * the occasion's.
 */
function plannedDayDocument(pool: Candidate[], asked: Set<string>): Candidate | null {
  // A best match about the occasion that is a document of the kind (its own bill) answers itself.
  if (pool[0]!.about !== 0 && printsAny(pool[0]!, asked)) return null;
  for (const plan of pool) {
    const taken = localMs(plan.row);
    // A plan is no document of the asked kind: a hotel's sign is the stay, not a plan for a later one.
    if (!plan.about || taken === null || !plan.row.ocr_text || printsAny(plan, asked)) continue;
    const text = plan.row.ocr_text;
    const ownDay = printsOwnDay(text, taken);
    const billThatDay = pool.find((c) => {
      const local = localMs(c.row);
      if (c === plan || local === null || !printsAny(c, asked)) return false;
      // A plan looked at on the day itself prints that day, which is read as the photo's own: later that day is the occasion.
      if (dayStart(local) === dayStart(taken)) return ownDay && local > taken;
      return printsDayIn(text, taken, { from: dayStart(local), to: dayStart(local) + DAY_MS - 1 });
    });
    if (billThatDay) return billThatDay;
  }
  return null;
}

/**
 * "Where did we go for Kip's birthday dinner", "how much did the dinner come to": a meal is eaten at its
 * hours. When the best match was taken outside them (the morning's shopping for the party), a match
 * among the best taken at the meal's hours that prints a meal's document (a bill: "table", "total")
 * is the meal's.
 */
function mealFirst(pool: Candidate[], analysis: Pick<QueryAnalysis, 'question' | 'terms'>): Candidate[] {
  const meal = mealOf(analysis.question);
  if (!meal || pool.length < 2) return pool;
  const atMeal = (c: Candidate) => { const local = localMs(c.row); return local !== null && mealMatch(local, meal) === 1; };
  if (atMeal(pool[0]!)) return pool;
  const wanted = printsOf([...analysis.terms]);
  const at = pool.slice(0, DEPTH).findIndex((c) => atMeal(c) && printsAny(c, wanted));
  return at > 0 ? [pool[at]!, ...pool.filter((_, i) => i !== at)] : pool;
}

/**
 * "How much did I spend at the bike shop": a figure is read off what was paid for or kept for the
 * asked thing. A best match that is surely another kind of paper (a cinema ticket's SCREEN, ROW and
 * SEAT, for a question that names no ticket) matched only by a related word: its price or total is
 * another occasion's. A match that covers the question about as well and prints what a purchase or the
 * asked kind prints, without being another kind itself, is read first.
 * "What number is on my fishing permit": a code is the number of the paper it is printed on, and a
 * purchase's paper (one that prints what it came to) numbers the sale: its invoice, its transaction.
 * For a code it is another kind unless it prints the asked kind's words (a receipt's for "the receipt
 * number", a hotel's bill's ROOM for "my room number"). The code is read first off a match that prints
 * the asked kind's words, or off one that is no other kind when the table knows no asked kind.
 */
function ofAskedKindFirst(pool: Candidate[], terms: readonly string[], type: AnswerType): Candidate[] {
  const figure = type.kind === 'number';
  // The question names its paper in any form ("where was I parked": a parking sign), read as the lexicon reads it.
  const asked = new Set(terms.flatMap((t) => [...documentKindsOfTerm(t.toLowerCase(), lemmasOf(t.toLowerCase()))]));
  const askedPrints = new Set([...asked].flatMap((k) => k.prints));
  // A code asked of a paper the table does not know ("my work visa") is asked of no kind another could be.
  const otherKind = (c: Candidate) => (figure || asked.size > 0) && mostOtherPrints(kindsPrinted(contentWords(c.row.ocr_text ?? '')), asked) >= OTHER_KIND_MIN;
  // A bill headed by what the question names ("COUNCIL TAX BILL" for its account number) is the asked paper, whatever it
  // came to; a receipt that names it only on a priced line ("FISHING PERMIT £45.00") sold it.
  const named = new Set(terms.map((t) => t.toLowerCase()));
  const other = (c: Candidate) => otherKind(c) || (!figure && purchased(c) && !printsAny(c, askedPrints) && !namedUnpriced(c, named));
  const top = pool[0];
  if (!top || !other(top)) return pool;
  const fits = figure ? new Set([...PAID, ...askedPrints]) : askedPrints;
  const at = pool.slice(0, DEPTH).findIndex((c) => c !== top && c.covers >= top.covers * KIND_COVERS && (fits.size === 0 || printsAny(c, fits)) && !other(c));
  return at > 0 ? [pool[at]!, ...pool.filter((_, i) => i !== at)] : pool;
}
/** What any purchase prints, whatever was bought: a receipt's and a bill's words. */
const PAID = printsOf(['receipt', 'bill']);
/** Whether a line without an amount prints one of these words. */
function namedUnpriced(c: Candidate, words: ReadonlySet<string>): boolean {
  return (c.row.ocr_text ?? '').split('\n').some((line) => !hasMoney(line) && wordsOf(line).some((w) => words.has(w)));
}
/** Whatever was paid for prints what it came to: a total beside an amount ("TOTAL $42.00"). */
function purchased(c: Candidate): boolean {
  return (c.row.ocr_text ?? '').split('\n').some((line) => PURCHASE_TOTAL.test(line) && hasMoney(line));
}

/** The kinds of document kept for these purposes ("restaurant" → a bill, a menu). */
function kindsOf(purposes: string[]): DocumentKind[] {
  return [...new Set(purposes.flatMap((p) => documentKindsFor(p.toLowerCase())))];
}

/** The words documents kept for these purposes print ("restaurant" → a bill's "total", "table", "tip"). */
function printsOf(purposes: string[]): Set<string> {
  return new Set(kindsOf(purposes).flatMap((k) => k.prints));
}

function printsAny(c: Candidate, prints: Set<string>): boolean {
  return printedOf(c, prints).size > 0;
}

/** Which of these words a memory prints. */
function printedOf(c: Candidate, prints: Set<string>): Set<string> {
  return new Set(wordsOf(c.row.ocr_text ?? '').filter((w) => prints.has(w)));
}

/** A text's words as the kinds' prints are written: lower case, hyphens kept. */
function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}-]+/gu) ?? [];
}
