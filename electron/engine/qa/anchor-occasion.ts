/**
 * Dating the occasion a question's period is anchored on ("since we moved", anchored-time.ts) from the
 * library: the memories that say the occasion's words, and the day the best of them records — the date
 * it prints beside one of them ("Moving date: Sat 19/06/2027" on a quote photographed a month before
 * the move, "Born 02/03/2027" on a hospital bracelet), else the day it was taken (photos of moving day).
 */
import type { QueryAnalysis } from '../../../shared/qa';
import { contentWords } from '../augment/similarity';
import { analyzeQuestion } from './analyze';
import { anchoredTime, clauseVerb, isClause, spokenBack } from './anchored-time';
import { memoryOrder } from './date-order';
import type { Candidate } from './fusion';
import { relatedWords } from './lexicon/related';
import { loadedLanguages, translated } from './lexicon/translations';
import { morphy, POSES } from './lexicon/wordnet';
import { dayAhead, labelsComing, namedDateLine, printedDay, printsSpan, wholeDates } from './printed-date';
import { localMs } from './scope';
import { dayStart } from './wall-clock';

/** The best matches read for the occasion: retrieval ranks by related words too, which may say none of its own. */
const CANDIDATES = 10;

/** Sets the question's time from the occasion its anchor names, or marks the anchor not found. */
export async function groundAnchor(analysis: QueryAnalysis, now: Date, find: (occasion: QueryAnalysis) => Promise<Candidate[]>): Promise<void> {
  const anchor = analysis.anchor;
  // A time carried over from the question before (a follow-up) is not this one's: the occasion decides.
  if (!anchor || anchor.found !== undefined) return;
  // The clause read as a question of its own: its content words and their WordNet relatives
  // ("moved" → move, relocation) find what records it.
  const asked = analyzeQuestion(anchor.clause, now, { events: [], people: [] });
  // "The new job": a modifier alone ("new") says nothing of which occasion, its noun does.
  const named = asked.terms.filter((t) => !onlyAdjective(t));
  const wanted = (named.length > 0 ? named : asked.terms).map((t) => occasionForms(t));
  // Its forms are looked for as its own words: WordNet's relatives of "birth" are many before the bracelet's "born".
  const forms = [...new Set(wanted.flatMap((f) => [...f]))].filter((f) => !asked.terms.includes(f));
  // The verb labels the date too, though a question's own ("started") is not looked for.
  const verb = clauseVerb(anchor.clause);
  const labels = verb ? [...wanted, occasionForms(verb)] : wanted;
  const refs = await find({ ...asked, terms: [...asked.terms, ...forms], time: null, recency: false, earliest: false, aggregation: null, answerType: { kind: 'none', subject: null } });
  const records = refs.slice(0, CANDIDATES).flatMap((ref, rank) => {
    const taken = localMs(ref.row);
    const text = [ref.row.ocr_text, ref.row.caption, ref.row.description].filter(Boolean).join('\n');
    const said = wanted.filter((forms) => saysAny(text, forms)).length;
    if (taken === null || said === 0) return [];
    const printed = namedDay(text.split('\n'), taken, labels, memoryOrder(ref.row, taken, analysis.home ?? null))?.day ?? null;
    return [{ rank, said, printed, day: printed ?? dayStart(taken) }];
  });
  // What says most of the occasion's words, then what prints its date beside one ("MOVE & BREATHE
  // YOGA" says "move" and dates no move), then retrieval's order. An occasion still to come bounds nothing yet.
  const best = records
    .filter((r) => r.day <= now.getTime())
    .sort((a, b) => b.said - a.said || Number(b.printed !== null) - Number(a.printed !== null) || a.rank - b.rank)[0];
  if (!best) {
    anchor.found = false;
    return;
  }
  analysis.time = { ...anchoredTime(anchor, { start: best.day, end: best.day }, now.getTime()), strict: true };
  anchor.found = true;
}

/** The answer when nothing in the library dates the occasion: counting everything would answer another question. */
export function anchorNotFound(anchor: NonNullable<QueryAnalysis['anchor']>): string {
  // "When you moved", "when the birth was": a noun phrase is given its verb.
  const when = isClause(anchor.clause) ? spokenBack(anchor.clause) : `${spokenBack(anchor.clause)} was`;
  return `I couldn't find anything in your library that shows when ${when}, so I can't tell what came ${anchor.direction === 'since' || anchor.direction === 'after' ? 'after' : 'before'} it.`;
}

/**
 * The forms a document may name an occasion word in: its lemmas, and the words WordNet derives from
 * the same root ("birth" → "born" on a bracelet, "move" → "mover" on a quote). A derivation keeps the
 * root's first letter and about its length ("wedding" is also linked to "ding", "new" to "newborn");
 * synonyms ("go" for "move") say other things. Abroad the document names the occasion by a noun in
 * the library's language ("MUDANÇAS" over a removal quote in Lisbon, "Umzug" in Berlin): the word's
 * translations as a noun, whatever part of speech the question says it in ("we moved").
 */
function occasionForms(word: string): Set<string> {
  const derived = relatedWords(word).filter((r) => r.source === 'derivation' && /^\p{L}{4,}$/u.test(r.word) && r.word[0] === word[0] && Math.abs(r.word.length - word.length) <= 2);
  const own = lemmas(word);
  const abroad = translated([...own].map((lemma) => ({ lemma, pos: 'n' as const })), loadedLanguages()).flatMap((w) => [...contentWords(w)]);
  return new Set([...own, ...derived.flatMap((r) => [...lemmas(r.word)]), ...abroad]);
}

function onlyAdjective(word: string): boolean {
  return morphy(word, 'a').length > 0 && morphy(word, 'n').length === 0 && morphy(word, 'v').length === 0;
}

/** A word's forms as WordNet reads them in every part of speech: "moved", "moving" and "move" are one. */
function lemmas(word: string): Set<string> {
  return new Set([word.toLowerCase(), ...POSES.flatMap((pos) => morphy(word, pos))]);
}

function saysAny(text: string, forms: ReadonlySet<string>): boolean {
  return [...contentWords(text)].some((w) => forms.has(w) || [...lemmas(w)].some((l) => forms.has(l)));
}

/**
 * The day a document prints beside a word of the occasion, in any of its forms (the label before the
 * date says it: "Moving date: …"), else under a heading that names it (a "CONCERT TICKET" over its
 * "Sat 05/06/2027 19:30", printed-date.ts namedDateLine), else the one day it prints ahead of the photo
 * (a quote's "DATA: 19/06/2027": it is for that day).
 */
function namedDay(lines: string[], taken: number, wanted: ReadonlyArray<ReadonlySet<string>>, order: ReturnType<typeof memoryOrder>): { day: number; line: string } | null {
  const onLine = (line: string) => { const day = printedDay(line, taken, order); return day === null ? null : { day, line }; };
  for (const line of lines) {
    const dates = wholeDates(line);
    if (dates.length === 0) continue;
    const label = line.slice(0, Math.min(...dates.map((r) => r.index)));
    if (!labelsComing(label) && wanted.some((forms) => saysAny(label, forms))) return onLine(line);
  }
  const headed = namedDateLine(lines, wanted.flatMap((forms) => [...forms]).join(' '));
  return headed === null ? dayAhead(lines, taken, order) : onLine(headed);
}

/**
 * "What day did we move house?" asked of a removal quote photographed a month before: a document that
 * names the asked act in any of its forms or its translations ("MUDANCAS" for "move") is for the day it
 * dates that act (namedDay: "DATA: SAB 19/06/2027", a plain date label in any language), not the day it
 * was photographed. A plan is written before its day: a date before the photo (a festival's first day
 * on a pass photographed there) or a span is not the act's. Null when it names none of the question's
 * words or dates no such day.
 */
export function actDay(lines: string[], taken: number, terms: string[], order: ReturnType<typeof memoryOrder>): { day: number; line: string } | null {
  const named = terms.filter((t) => !onlyAdjective(t));
  const wanted = (named.length > 0 ? named : terms).map((t) => occasionForms(t));
  const text = lines.join('\n');
  const found = wanted.some((forms) => saysAny(text, forms)) ? namedDay(lines, taken, wanted, order) : null;
  return found && found.day > dayStart(taken) && !printsSpan(found.line) ? found : null;
}
