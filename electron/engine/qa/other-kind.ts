/**
 * Another kind of document than the asked ones explaining a memory's printed words (coverage.ts): a
 * parking ticket shares ROW and ENTRY with an admission ticket, and prints PARKING and LEVEL besides.
 */
import { contentWords } from '../augment/similarity';
import { DOCUMENT_KINDS, type DocumentKind } from './lexicon/document-kinds';

/**
 * Kinds that any other kind may also be: whatever was paid for or booked prints TOTAL, PAID or a
 * booking number beside its own words, so these never explain another kind's words away.
 */
const PAPERWORK = new Set(['receipt', 'bill', 'confirmation']);

/**
 * The asked kinds' printed words that no other kind of paperwork prints: a convenience store's receipt
 * prints TOTAL as a restaurant's bill does, but not TABLE or MENU, which only a meal's papers print.
 */
export function ownPrints(asked: readonly DocumentKind[]): Set<string> {
  const shared = new Set(DOCUMENT_KINDS.filter((kind) => PAPERWORK.has(kind.kind) && !asked.includes(kind)).flatMap((kind) => kind.prints));
  return new Set(asked.flatMap((kind) => kind.prints).filter((p) => !shared.has(p)));
}

/** A memory is surely of another kind when it prints at least this many of that kind's words (a ticket's SEAT and TICKET are no more than a ticket). */
export const OTHER_KIND_MIN = 3;

/** Each kind of document with its printed words in contentWords' form. */
const KIND_PRINTS = DOCUMENT_KINDS.filter((kind) => !PAPERWORK.has(kind.kind)).map((kind) => ({ kind, prints: new Set(kind.prints.flatMap((p) => [...contentWords(p)])) }));
/** Printed word → the kinds (KIND_PRINTS' places) that print it: a memory's words are counted once, not every kind's list against them. */
const KINDS_PRINTING = new Map<string, number[]>();
KIND_PRINTS.forEach(({ prints }, k) => {
  for (const p of prints) KINDS_PRINTING.set(p, [...(KINDS_PRINTING.get(p) ?? []), k]);
});

/**
 * The most printed words a memory shares with a kind of document the question does not ask for. A
 * parking ticket prints ROW and ENTRY, as an admission ticket does, but also PARKING and LEVEL: when
 * another kind explains more of a memory's printed words than the asked kinds do, the memory is that
 * other kind, and the words it shares with the asked ones are no evidence of them.
 */
export function mostOtherPrints(shared: ReadonlyMap<number, number>, asked: ReadonlySet<DocumentKind>): number {
  let most = 0;
  for (const [k, count] of shared) if (count > most && !asked.has(KIND_PRINTS[k]!.kind)) most = count;
  return most;
}

/** How many of each kind's printed words a memory prints, by the kind's place in KIND_PRINTS. */
export function kindsPrinted(words: ReadonlySet<string>): Map<number, number> {
  const shared = new Map<number, number>();
  for (const w of words) for (const k of KINDS_PRINTING.get(w) ?? []) shared.set(k, (shared.get(k) ?? 0) + 1);
  return shared;
}
