/**
 * Who issued a document, told from the thing it is about: a slip, a ticket or an agreement is headed
 * by a business or a place dealing in things of the asked kind ("… CAR HIRE", "… PUBLIC LIBRARY"),
 * a carrier's ticket may be headed by whoever sold it, and the thing asked for is printed under them.
 */
import { contentWords } from '../augment/similarity';
import { BUSINESS_HEADS } from './answer-type';
import { isKindOf } from './kind-of';
import { morphy, wordnet } from './lexicon/wordnet';
import { singular, type TextLine } from './text-lines';

/** A seat a carrier gives on its ticket ("Seat 14", "Coach 3", "Berth 2"), after the carrier's name on its line. */
const SEAT_AFTER = /^(\p{L}[\p{L}\s'’&.]*?)\s*[·•|,-]?\s*\b(?:seats?|coach|berth|cabin)\s*[:#]?\s*\d/iu;

/**
 * "Which ferry company did we take", "which coach operator": the business that carries you, asked by
 * the conveyance it runs, is printed on a ticket on the line of the seat it gave ("NORTHLINE COACHES ·
 * Seat 9"); the ticket's header may be whoever sold it. Null when the question asks no carrier or the
 * ticket prints none so.
 */
export function carrierBesideSeat(candidates: TextLine[], question: string): { value: string; line: string } | null {
  const asked = /\b(\p{L}+)\s+(?=(\p{L}+)\b)/gu;
  let carrierAsked = false;
  for (const m of question.toLowerCase().matchAll(asked)) if (BUSINESS_HEADS.has(m[2]!) && isKindOf(m[1]!, 'conveyance')) carrierAsked = true;
  if (!carrierAsked) return null;
  for (const l of candidates) {
    const m = SEAT_AFTER.exec(l.text.trim());
    const value = m?.[1]?.trim();
    if (value && contentWords(value).size > 0 && /\p{L}{2,}/u.test(value)) return { value, line: l.text };
  }
  return null;
}

/** Kinds of places and bodies that issue documents: a building, a business, an organisation, a facility. */
const ISSUERS = ['structure', 'establishment', 'organization', 'facility'];

/** A person's name printed surname first ("MARCHETTI, L", "Okafor, J. A."), as slips print their holder. */
export const SURNAME_FIRST = /^\p{L}[\p{L}'’-]+,\s*\p{Lu}\.?(?:\s*\p{Lu}\.?)?$/u;

/**
 * Whether a line names a business or a place dealing in things of the asked kind, not one of them:
 * the kind's word modifies the noun after it ("… CAR RENTAL", "BOOK SHOP": a rental, a shop), or the
 * line's head noun is a building or a body whose commonest senses WordNet defines by the kind ("…
 * LIBRARY", "a room where books are kept"). Never for a kind that is itself such a place (a hotel's
 * name may be "HOTEL <name>").
 */
export function issuedBy(text: string, subject: string): boolean {
  const kind = subject.toLowerCase();
  if (kind === 'place' || kind === 'person' || /\s/.test(kind) || ISSUERS.some((k) => isKindOf(kind, k, undefined, 1))) return false;
  const db = wordnet();
  // Words in print order; a number or a colon between two words parts them ("CAR 7 SEAT 12", "PIECE: SWAN LAKE").
  const tokens = text.toLowerCase().split(/\s+/).filter((w) => w.length > 0);
  const noun = (w: string) => /^\p{L}{3,}$/u.test(w) && morphy(w, 'n', db).some((lemma) => db.lookup(lemma, 'n'));
  for (let i = 0; i + 1 < tokens.length; i++) {
    if ((tokens[i] === kind || singular(tokens[i]!) === kind) && noun(tokens[i + 1]!.replace(/\p{P}+$/u, ''))) return true;
  }
  const head = (tokens[tokens.length - 1] ?? '').replace(/^\p{P}+|\p{P}+$/gu, '');
  if (!/^\p{L}{4,}$/u.test(head) || head === kind || singular(head) === kind || isKindOf(head, kind, db) || !ISSUERS.some((k) => isKindOf(head, k, db))) return false;
  return morphy(head, 'n', db).some((lemma) => (db.lookup(lemma, 'n')?.offsets ?? []).slice(0, ISSUER_SENSES).some((o) => {
    const gloss = new Set(db.synset(o, 'n').definition.toLowerCase().match(/\p{L}+/gu) ?? []);
    return gloss.has(kind) || gloss.has(`${kind}s`);
  }));
}
/** The commonest senses of a place's noun, as for a kind's own: a library's three all keep books. */
const ISSUER_SENSES = 3;
