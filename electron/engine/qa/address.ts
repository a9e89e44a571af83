/**
 * A street address as documents print it without a label: a house number and a street ("14 Minto
 * Street", "Minto Street 14", "Av. da Liberdade 200"), the street known by WordNet as a kind of
 * thoroughfare ("street", "road", "lane", "avenue"), by its usual short form, or by a word a loaded
 * language prints for one ("Rua", "Calle", "Straat").
 *
 * "Our new address" names no word the documents print: a bill or a removal quote shows it by the
 * shape of its line alone. Such a question searches the words a street is printed with, and is
 * answered by the newest address printed ("new", "current") or the one before it ("old", "previous").
 */
import { contentWords, foldAccents } from '../augment/similarity';
import type { QueryAnalysis } from '../../../shared/qa';
import type { Candidate } from './fusion';
import { heading } from './newest-issue';
import { isKindOf } from './kind-of';
import { orderAsked } from './payee';
import { synsetsPrinting, translatedSynset } from './lexicon/translations';
import { hypernymSteps, POSES, wordnet } from './lexicon/wordnet';
import { textOf, type TextLine } from './text-lines';

/** Short forms of street words as addresses print them (English). */
const SHORT_STREET = new Set(['st', 'rd', 'ave', 'av', 'ln', 'dr', 'blvd', 'pl', 'sq', 'ct', 'cres', 'hwy', 'pde', 'tce']);

/** WordNet files a street under thoroughfare, a lane or a drive under road. */
const STREET_KINDS = ['thoroughfare', 'road'];
/** Hypernym steps from a translated word's sense to a street kind: an avenue is a street is a thoroughfare. */
const STREET_DEPTH = 3;
/** A house number: one to five digits, perhaps a letter ("12b"), standing alone. */
const HOUSE_NUMBER = /(?:^|[\s,])(\d{1,5}[a-z]?)(?=[\s,]|$)/i;
/** "address" as the question's terms key it. */
const ADDRESS_TERM = [...contentWords('address')][0];
/** "Our address", "the new address", "my home address": a street address asked on its own, not an email's or a network's. */
const STREET_ADDRESS_ASKED = /\b(?:my|our|your|his|her|their|new|current|present|old|previous|former|home|postal|street)\s+address\b/i;

/** The first line that prints a street address; null when none does. */
export function streetAddress(lines: TextLine[]): { value: string; line: string } | null {
  const l = lines.find((line) => printsStreetAddress(line.text));
  return l ? { value: l.text.trim(), line: l.text } : null;
}

function printsStreetAddress(text: string): boolean {
  const words = text.match(/\p{L}+/gu) ?? [];
  return HOUSE_NUMBER.test(text) && words.length >= 2 && words.some(namesStreet);
}

/** Whether a printed word is a street's: a kind of thoroughfare or road by WordNet, its short form, or a loaded language's word for one. */
export function namesStreet(word: string): boolean {
  const w = word.toLowerCase();
  return SHORT_STREET.has(w) || (w.length >= 4 && STREET_KINDS.some((k) => w === k || isKindOf(w, k))) || (w.length >= 3 && printedForStreet(w));
}

/**
 * A word WordNet does not know as English that a loaded language prints for a kind of street: "rua"
 * and "avenida" are, "via" (an English word too: "via Gate 12") is not read so.
 */
function printedForStreet(word: string): boolean {
  const db = wordnet();
  if (POSES.some((pos) => db.lookup(word, pos))) return false;
  const targets = streetKindOffsets();
  return synsetsPrinting(foldAccents(word)).some((id) => id.startsWith('n') && (targets.has(Number(id.slice(1))) || hypernymSteps(Number(id.slice(1)), targets, STREET_DEPTH, db) > 0));
}

/** The street kinds' senses, read once: namesStreet asks for them for every unknown word of every line. */
let streetKinds: Set<number> | undefined;
function streetKindOffsets(): Set<number> {
  streetKinds ??= new Set(STREET_KINDS.flatMap((k) => wordnet().lookup(k, 'n')?.offsets.slice(0, 1) ?? []));
  return streetKinds;
}

/** Whether the question asks a street address ("what's our new address"), which no document labels so. */
export function asksStreetAddress(question: string, subject: string | null | undefined): boolean {
  return subject === 'address' && STREET_ADDRESS_ASKED.test(question);
}

/** The word that asks the newest address or an earlier one ("new", "old"), as the question's terms key it; null when none does. */
export function addressOrderWord(question: string): string | null {
  const word = orderAsked(question, (noun) => noun === 'address')?.word;
  return word ? ([...contentWords(word)][0] ?? null) : null;
}

/**
 * The words an address prints its street with, to search for: a street's kinds one step down ("avenue",
 * "alley") and a road's own words, in English and in the languages given, and their short forms.
 */
export function streetWords(languages: readonly string[]): string[] {
  const db = wordnet();
  const offsets = ['street', 'road'].flatMap((k) => db.lookup(k, 'n')?.offsets.slice(0, 1) ?? []);
  const kinds = offsets.flatMap((o) => [o, ...(o === offsets[0] ? db.synset(o, 'n').pointers.filter((p) => p.symbol === '~' && p.pos === 'n').map((p) => p.offset) : [])]);
  const english = kinds.flatMap((o) => db.synset(o, 'n').words.filter((w) => /^[a-z]+$/.test(w)));
  const printed = kinds.flatMap((o) => translatedSynset('n', o, languages)).filter((w) => /^\p{L}+$/u.test(w)).map((w) => foldAccents(w.toLowerCase()));
  return [...new Set([...english, ...printed, ...SHORT_STREET])];
}

type Printed = { number: string; names: Set<string> };

/** Each street address a document prints, as its house number and the words naming the street. */
function addressesOf(c: Candidate): Printed[] {
  return textOf(c.row).filter(printsStreetAddress).map((line) => {
    // A label before the address ("To:", "Delivery address:") is no part of it.
    const text = foldAccents(line.replace(/^[^:\d]*:\s*/, '').toLowerCase());
    const names = new Set((text.match(/\p{L}{3,}/gu) ?? []).filter((w) => !namesStreet(w)));
    return { number: HOUSE_NUMBER.exec(text)?.[1] ?? '', names };
  });
}

/** One address printed twice: the same house number on a street named with a word in common ("Av. da Igreja 41", "AV IGREJA 41"). */
function sameAddress(a: Printed, b: Printed): boolean {
  return a.number === b.number && [...a.names].some((w) => b.names.has(w));
}

/**
 * "Our new address": of the matches that print a street address, the newest's address goes first,
 * with every match that prints it; "our old address" the one before it, the newest address printed
 * that is not the newest one. Asked with no other word ("our address", not "the dentist's"), the
 * addresses are the household's: those that senders of two kinds print (a bill and a quote), not a
 * shop's that heads its own receipts. Matches as they came otherwise.
 */
export function byAddressAsked(analysis: Pick<QueryAnalysis, 'question' | 'answerType' | 'terms'>, scored: Candidate[]): Candidate[] {
  const { question, answerType } = analysis;
  const asked = asksStreetAddress(question, answerType.subject) ? orderAsked(question, (noun) => noun === 'address') : null;
  if (!asked) return scored;
  let dated = scored.filter((c) => c.row.taken_at !== null).map((c) => ({ c, addresses: addressesOf(c), sender: heading(c) })).filter((d) => d.addresses.length > 0);
  const orderWord = addressOrderWord(question);
  if (analysis.terms.every((t) => t === ADDRESS_TERM || t === orderWord)) {
    const senders = (a: Printed) => new Set(dated.filter((d) => d.addresses.some((b) => sameAddress(a, b))).map((d) => d.sender)).size;
    const own = dated.map((d) => ({ ...d, addresses: d.addresses.filter((a) => senders(a) >= 2) })).filter((d) => d.addresses.length > 0);
    if (own.length > 0) dated = own;
  }
  dated.sort((a, b) => b.c.row.taken_at! - a.c.row.taken_at!);
  // A document that prints two (a removal quote's from and to) prints where one goes after where one leaves.
  const newest = dated[0]?.addresses[dated[0].addresses.length - 1];
  if (!newest) return scored;
  const wanted = asked.order === 'newest' ? newest : dated.flatMap((d) => d.addresses).find((a) => !sameAddress(a, newest));
  if (!wanted) return scored;
  const printing = dated.filter((d) => d.addresses.some((a) => sameAddress(a, wanted))).map((d) => d.c);
  return [...printing, ...scored.filter((c) => !printing.includes(c))];
}
