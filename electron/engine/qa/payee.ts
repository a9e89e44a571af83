/**
 * "How many rent payments have I made to the new landlord": the payments are all alike but for whom
 * they went to, and the question asks for one of the parties paid by its place in time, not by its
 * name. A transfer prints its party under a label ("To: …", "Payee", "Beneficiary" over the name, or
 * as a loaded language labels it: "Destinatário", "Empfänger"); the matches are grouped by that name
 * and the newest party's (or, for "the old landlord", the first's) are what is counted.
 */
import { foldAccents } from '../augment/similarity';
import type { Candidate } from './fusion';
import { isKindOf } from './kind-of';
import { wordnet } from './lexicon/wordnet';
import { loadedLanguages, translated } from './lexicon/translations';
import { textOf } from './text-lines';

/** The nouns a payment's party is labelled with, in English; other languages' are WordNet's translations. */
const PARTY_NOUNS = ['payee', 'recipient', 'beneficiary'];
/** "To:" as a transfer labels its payee, in English and the languages translations/ holds (a preposition WordNet has no sense for). */
const TO_LABELS = ['to', 'para', 'an', 'aan', 'à', 'a'];
/** "The new landlord", "our current provider", "the old landlord": which party, by when it was paid. */
const NEWEST = /\b(new|current|present)\s+(\p{L}+)/iu;
const OLDEST = /\b(old|previous|former)\s+(\p{L}+)/iu;
/** What a party is, in the noun's commonest sense: someone, or a firm ("the new pool" is a place). */
const PARTY_KINDS = ['person', 'organization'];
/** A name: letters, with the dots, dashes and ampersands of firms' names, and no digits (an IBAN, an amount). */
const NAME = /^\p{L}[\p{L}.'&\- ]{2,}$/u;

/** Which of the parties paid the question asks for, when it names one by its order ("the new landlord"). */
export function partyAsked(question: string): 'newest' | 'oldest' | null {
  return orderAsked(question, (noun) => PARTY_KINDS.some((k) => isKindOf(noun, k, wordnet(), 1)))?.order ?? null;
}

/** Which by its place in time the question asks for of a noun that `fits` ("the new landlord", "our old address"), and the word that says so. */
export function orderAsked(question: string, fits: (noun: string) => boolean): { order: 'newest' | 'oldest'; word: string } | null {
  for (const [order, re] of [['newest', NEWEST], ['oldest', OLDEST]] as const) {
    const m = re.exec(question);
    if (m && fits(m[2]!.toLowerCase())) return { order, word: m[1]!.toLowerCase() };
  }
  return null;
}

/** The labels a payee is printed under, in English and in the languages loaded. */
function partyLabels(): Set<string> {
  const nouns = translated(PARTY_NOUNS.map((lemma) => ({ lemma, pos: 'n' as const })), loadedLanguages());
  return new Set([...PARTY_NOUNS, ...nouns, ...TO_LABELS].map((w) => foldAccents(w.toLowerCase())));
}

/** The party a payment names, as printed: the value of a payee's label, on its line ("To: ANA REIS") or the next one. Null when it names none. */
export function payeeOf(lines: readonly string[], labels: ReadonlySet<string> = partyLabels()): string | null {
  for (let i = 0; i < lines.length; i++) {
    const m = /^\s*(\p{L}+)\s*(:)?\s*(.*)$/u.exec(lines[i]!);
    if (!m || !labels.has(foldAccents(m[1]!.toLowerCase()))) continue;
    // A preposition labels a name beside it only with its colon: "To be paid by 3 May" names no one.
    // A label alone is over its value (a payment app's "To" / "Ana Reis").
    const value = m[3] ? (m[2] || !TO_LABELS.includes(m[1]!.toLowerCase()) ? m[3] : '') : (lines[i + 1] ?? '');
    const name = value.trim().replace(/\s+/g, ' ');
    if (NAME.test(name)) return name;
  }
  return null;
}

/**
 * Of matches that name two parties or more, those of the party asked for: the one the newest match
 * paid, or the one the oldest did. Matches as they came when they name fewer.
 */
export function ofPartyAsked(question: string, matches: Candidate[]): Candidate[] {
  const asked = partyAsked(question);
  if (!asked) return matches;
  const labels = partyLabels();
  const paid = matches.flatMap((c) => {
    const payee = c.row.taken_at === null ? null : payeeOf(textOf(c.row), labels);
    // One party printed in capitals on one screen and in title case on another is one party.
    return payee ? [{ c, payee: foldAccents(payee.toLowerCase()), at: c.row.taken_at! }] : [];
  });
  if (new Set(paid.map((p) => p.payee)).size < 2) return matches;
  const end = paid.reduce((a, b) => ((asked === 'newest' ? b.at > a.at : b.at < a.at) ? b : a));
  return paid.filter((p) => p.payee === end.payee).map((p) => p.c);
}
