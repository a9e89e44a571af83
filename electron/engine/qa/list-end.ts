/**
 * "What song did they open with", "what did the band close with", "what was the encore": the first or
 * the last item of a running order — a setlist, a programme, an agenda, a tasting menu. The list is
 * seldom the memory that names the occasion: the ticket says it was a concert, the setlist photographed
 * later that evening says only "1. …" / "2. …". So the numbered lists taken in the same session as
 * the best matches are brought in beside them, and the asked end of the first of them answers.
 */
import type { AnswerType } from '../../../shared/qa';
import { NOT_DELETED_IN_WINDOW, sqlNumber } from '../store/database';
import { effective } from '../store/corrections';
import type { Candidate } from './fusion';
import { readRanked, type RetrievalSources } from './gather';
import { NUMBERED_ITEM } from './list';
import { questionWords } from './question-words';
import { sameSession } from './sessions';
import { textOf } from './text-lines';

type End = 'first' | 'last';

/** A thing done first or last "with" something: "open with", "kicked off with", "finished the night with". */
const OPENED = /\b((?:open(?:ed|s|ing)?|start(?:ed|s|ing)?|beg[ai]n(?:s|ning)?|kick(?:ed|s|ing)?\s+off|lead(?:s|ing)?\s+off|led\s+off))(?:\s+(?:the|their|his|her|its|our|your)\s+\p{L}+)?\s+with\b/iu;
const CLOSED = /\b((?:clos(?:e|ed|es|ing)|end(?:ed|s|ing)?|finish(?:ed|es|ing)?|wrap(?:ped|s|ping)?\s+up))(?:\s+(?:the|their|his|her|its|our|your)\s+\p{L}+)?\s+with\b|\bencores?\b/iu;
/** A code, a number or a date "ends with" digits: that is no item of a running order. */
const NOT_AN_ITEM: ReadonlySet<AnswerType['kind']> = new Set(['identifier', 'number', 'count', 'date', 'duration', 'yesno']);
/** A running order is three items at least: two numbered lines are a form's "1." and "2.". */
const LEAST_ITEMS = 3;
/** The best matches whose sessions are searched for a list: the occasion is among them when it is found at all. */
const ANCHORS = 5;
const DAY_MS = 86_400_000;

/** Which end of a running order the question asks, if it asks one. */
export function asksListEnd(question: string, type: AnswerType): End | null {
  if (NOT_AN_ITEM.has(type.kind)) return null;
  if (CLOSED.test(question)) return 'last';
  return OPENED.test(question) ? 'first' : null;
}

/**
 * Whether a question's word is the verb of its running-order frame ("open" in "what did they open
 * with"): it says which end is asked, and is printed on no list (a setlist says "1. …", not "opener").
 */
export function listEndVerb(word: string, question: string): boolean {
  const verb = (CLOSED.exec(question) ?? OPENED.exec(question))?.[1];
  return verb !== undefined && questionWords(verb).has(word);
}

/**
 * The asked end of a numbered list: the item numbered lowest or highest, wherever OCR set its line (a
 * photo of a handwritten list comes back out of order), with the line it was read from.
 */
export function listEnd(lines: readonly string[], end: End): { value: string; line: string } | null {
  const items = numberedItems(lines);
  if (items.length < LEAST_ITEMS) return null;
  const pick = items.reduce((a, b) => ((end === 'first' ? b.n < a.n : b.n > a.n) ? b : a));
  return { value: pick.item, line: pick.line };
}

function numberedItems(lines: readonly string[]): Array<{ n: number; item: string; line: string }> {
  return lines.flatMap((line) => {
    if (!NUMBERED_ITEM.test(line)) return [];
    const item = line.replace(NUMBERED_ITEM, '').trim();
    return /\p{L}{2,}/u.test(item) ? [{ n: Number(/\d+/.exec(line)![0]), item, line: line.trim() }] : [];
  });
}

/**
 * The ranked candidates with, before each of the best matches, the numbered lists taken in its session
 * that are not ranked above it: the list holds the answer, the match only names the occasion. One
 * ranked lower moves up; one brought in takes its match's score.
 */
export async function withSessionLists(sources: Pick<RetrievalSources, 'db' | 'layouts'>, ranked: Candidate[], end: End): Promise<Candidate[]> {
  const anchors = ranked.slice(0, ANCHORS).filter((c) => c.row.taken_at !== null);
  if (anchors.length === 0) return ranked;
  const days = anchors.map((a) => `(taken_at >= ${sqlNumber(a.row.taken_at! - DAY_MS)} AND taken_at <= ${sqlNumber(a.row.taken_at! + DAY_MS)})`);
  const near = (await sources.db.memoriesWhere(`${NOT_DELETED_IN_WINDOW} AND has_text AND (${days.join(' OR ')})`, ['id', 'taken_at', 'taken_at_local', 'lat', 'lon', 'user_json', 'deleted_at'])).map(effective);
  const inSession = near.filter((r) => r.deleted_at === null && anchors.some((a) => a.row.id !== r.id && sameSession(a.row, r)));
  if (inSession.length === 0) return ranked;
  const byId = new Map(ranked.map((c) => [c.row.id, c]));
  const read = new Map((await readRanked(sources, inSession.filter((r) => !byId.has(r.id)).map((r) => r.id))).map((r) => [r.id, effective(r)]));
  const lists = inSession.map((r) => byId.get(r.id)?.row ?? read.get(r.id)).filter((r): r is Candidate['row'] => r !== undefined && listEnd(textOf(r), end) !== null);
  const placed = new Set<string>();
  const out: Candidate[] = [];
  for (const c of ranked) {
    if (placed.has(c.row.id)) continue;
    if (anchors.includes(c)) {
      for (const row of lists.filter((r) => !placed.has(r.id) && sameSession(c.row, r))) {
        placed.add(row.id);
        out.push(byId.get(row.id) ?? { row, score: c.score, similarity: c.similarity, covers: 0, why: `a list taken the same occasion as: ${c.why}` });
      }
    }
    placed.add(c.row.id);
    out.push(c);
  }
  return out;
}
