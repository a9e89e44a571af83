import { contentWords } from '../augment/similarity';
import { namesStreet, streetAddress } from './address';
import { bookedAt } from './place-label';
import { verbAgent } from './verb-place';
import { isKindOf, synonymsOf } from './kind-of';
import { morphy, wordnet } from './lexicon/wordnet';
import { pricedItems } from './list';
import { DOCUMENT_KINDS, documentKindsFor } from './lexicon/document-kinds';
import { fontSize } from './font-size';
import { HAS_MONEY, NOT_A_NAME, singular, STATUS_BAR, TOTAL, type TextLine } from './text-lines';
import { carrierBesideSeat, issuedBy, SURNAME_FIRST } from './issuer';
import { personLine } from './person-line';
import { wayOfAct } from './act-way';

/**
 * A document's name: a line naming the kind asked for ("… HOTEL", "… MUSEUM"), else its title — the
 * first line (top down) as tall as the tallest, give or take 15 %, that is not a date, time or price.
 * Several title-sized lines in a row are one name set over two lines ("GRAND MARLOWE" / "HARBOUR HOTEL").
 */
export function name(lines: TextLine[], subject: string | null, question = ''): { value: string; line: string } | null {
  const printed = nameLines(lines);
  if (printed.length === 0) return null;
  // "Which bus company took us": a ticket names who carried you beside the seat they gave you; its
  // header may be whoever sold it (a booking app, an agent). "Which courier delivered it": whoever a
  // line says did the asked verb ("delivered by Evri").
  const carrier = (subject ? null : carrierBesideSeat(printed, question)) ?? verbAgent(lines.map((l) => l.text), question);
  if (carrier) return carrier;
  let candidates = nameCandidates(printed, lines);
  // "Who do I pay the rent to", "which vet": a person is named beside a label or a title, not by the
  // document's header (the bank's app, the clinic).
  if (subject === 'person' || (subject && subject !== 'place' && isKindOf(subject, 'person'))) {
    const person = personLine(candidates, question, lines);
    if (person) return person;
  }
  const named = subject && subject !== 'place' && subject !== 'person' ? kindLine(candidates, subject) : null;
  // "Which restaurant did we book": a confirmation names the place in a sentence, not in its header.
  const booked = !named && subject && PREMISES.some((k) => isKindOf(subject, k)) ? bookedAt(lines.map((l) => l.text)) : null;
  const bought = named ? null : booked ?? boughtItem(lines, subject, question);
  if (bought) return bought;
  // The question's own words are not its answer: "which band did I see at the Albert Hall" is answered
  // by the line under the venue's, not by the venue (the kind asked for may be in the answer's line).
  const asked = new Set([...contentWords(question)].filter((w) => w !== subject));
  const restates = (l: TextLine) => {
    const words = [...contentWords(l.text)];
    return words.length > 0 && words.filter((w) => asked.has(w)).length * 2 > words.length;
  };
  const unasked = candidates.filter((l) => !restates(l));
  if (unasked.length > 0 && unasked.length < candidates.length) candidates = unasked;
  let title = titleBlock(candidates, lines);
  // A slip, a ticket or an agreement is headed by who issued it, a business dealing in things of the
  // asked kind ("… CAR RENTAL", "… PUBLIC LIBRARY"): the thing it is about is named below that header,
  // by the first title under it that is no person's name ("LEE, A", the slip's holder).
  if (subject && issuedBy(title[0]!.text, subject)) {
    const end = lines.indexOf(title[title.length - 1]!);
    const below = candidates.filter((l) => lines.indexOf(l) > end && !issuedBy(l.text, subject) && !SURNAME_FIRST.test(l.text.trim()));
    if (below.length > 0) title = titleBlock(below, lines);
  }
  // A line naming the kind is the name, the whole title when it is part of one ("Kelvingrove" / "Art
  // Gallery"); a member of the kind is named by its own line ("AMOXICILLIN 500MG", under the pharmacy's).
  const value = (named && (named.member || !title.includes(named.line)) ? [named.line] : title).map((l) => l.text).join(' ');
  return { value, line: value };
}

/** Lines that may name something: a name is no amount and no bookkeeping ("TOTAL 29,50 EUR" may be printed large, it names nothing). */
function nameLines(lines: TextLine[]): TextLine[] {
  return lines.filter((l) => !NOT_A_NAME.test(l.text) && /\p{L}{2,}/u.test(l.text) && !HAS_MONEY.test(l.text) && !TOTAL.test(l.text));
}

/** Of the lines that may name something, those that may be a name: no app's chrome, document kind, time, count or slogan. */
function nameCandidates(printed: TextLine[], lines: TextLine[]): TextLine[] {
  let candidates = printed;
  // A phone screenshot (its status bar's clock on top) prints the app's own name under the clock, and
  // apps set a status in sentence case ("Booking confirmed"): neither names what the screen is about.
  const screen = appChrome(lines, candidates);
  if (screen.length > 0 && screen.length < candidates.length) candidates = candidates.filter((l) => !screen.includes(l));
  // A line with a time of day is when ("Sat, May 10 - 9:00 AM"), however large it is printed.
  // A count of things ("2 players", "24 TABLETS") is how many, not a name.
  // "BOARDING PASS", "TAX INVOICE", "Term 2 newsletter": a line that says what kind of document this
  // is names no one, however large it is printed.
  const titles = candidates.filter((l) => !kindOfDocument(l.text));
  if (titles.length > 0) candidates = titles;
  const untimed = candidates.filter((l) => !CLOCK.test(l.text) && !QUANTITY.test(l.text));
  if (untimed.length > 0) candidates = untimed;
  // A slogan, a greeting, an address or a registration number may head a document in large type; none
  // of them names the business under it ("Your car, our care" over "PETERSEN MOTORS").
  const naming = candidates.filter((l) => !notAName(l.text));
  if (naming.length > 0) candidates = naming;
  return candidates;
}

/**
 * The person a document names, as {@link name} reads one for a question asking who; null when it
 * names no one and its title is all it has (a lesson in an app, a clinic's sign).
 */
export function personNamed(lines: TextLine[], question: string): { value: string; line: string } | null {
  const printed = nameLines(lines);
  return printed.length === 0 ? null : personLine(nameCandidates(printed, lines), question, lines);
}

/**
 * The title among candidate lines: the first (top down) as tall as the tallest, give or take 15 %,
 * with the title-sized line under it when the name is set over two; the first line when none is measured.
 */
function titleBlock(candidates: TextLine[], lines: TextLine[]): TextLine[] {
  const measured = candidates.filter((l) => l.height !== null);
  if (measured.length === 0) return [candidates[0]!];
  // Title-sized by its box or by its type size: the box of a line without descenders ("Casa Lumen")
  // is shorter than its neighbour's in the same type, and a slanted hand's boxes say little of either.
  const tallestBox = Math.max(...measured.map((l) => l.height!));
  const largest = Math.max(...measured.map(fontSize));
  const titleSized = (l: TextLine) => l.height !== null && (l.height >= tallestBox * 0.85 || fontSize(l) >= largest * 0.85);
  const start = candidates.findIndex(titleSized);
  const title = [candidates[start]!];
  for (let i = start + 1; i < candidates.length && title.length < 2; i++) {
    const l = candidates[i]!;
    // A line with a time or a year under the name is the occasion's date ("THU 10 OCT 2024 19:00"), not more of the name.
    // A labelled value under it ("Table code: 4410") is a field of the document, not more of the name.
    // A line with a number under it ("TA 512 AKL → WLG", "Room 7") is a field of the document too.
    if (!titleSized(l) || lines.indexOf(l) !== lines.indexOf(title[title.length - 1]!) + 1 || DATED.test(l.text) || FIELD.test(l.text) || /(?:^|\s)\d+(?=\s|$)/.test(l.text) || ROUTE.test(l.text)) break;
    title.push(l);
  }
  return title;
}

/** The last words of the document kinds a photo library holds ("boarding pass", "key card", "receipt"). */
const KIND_HEADS = new Set(DOCUMENT_KINDS.map((k) => k.kind.split(' ').pop()!));

/**
 * A short line whose head noun is a kind of document: one of the library's document kinds, or a noun
 * whose commonest sense WordNet files under documents or messages (an invoice, a newsletter, a notice).
 */
function kindOfDocument(text: string): boolean {
  // Its number is no part of the kind: "INVOICE #3321", "RECEIPT NO. 1234".
  const words = text.trim().toLowerCase().replace(/(?:\s+(?:no\.?|nr\.?|number))?\s+#?[\d-]*\d[\d-]*\s*$/u, '').split(/\s+/).map((w) => w.replace(/^\p{P}+|\p{P}+$/gu, ''));
  const last = words[words.length - 1] ?? '';
  // The head is a word, not a code or a rating ("PAPER MOONS (PG13)").
  if (words.length > 3 || !/^\p{L}{4,}$/u.test(last)) return false;
  const head = singular(last);
  return KIND_HEADS.has(head) || ['document', 'message'].some((k) => isKindOf(head, k, undefined, 1));
}

/** An app's status line: a noun and a lower-case past participle ("Booking confirmed", "Order shipped"). */
const STATUS_LINE = /^\p{Lu}\p{Ll}+\s+\p{Ll}+ed$/u;

/** The lines of a screenshot that are the app, not its content: the header under the clock, status lines. */
function appChrome(lines: TextLine[], candidates: TextLine[]): TextLine[] {
  if (!STATUS_BAR.test(lines[0]?.text ?? '')) return [];
  const header = candidates.find((l) => lines.indexOf(l) > 0);
  return candidates.filter((l) => l === header || STATUS_LINE.test(l.text.trim()));
}

/** "Which … did I buy": a purchase, whose thing is a line the receipt priced. */
const BOUGHT = /\b(?:buy|bought|purchase|purchased|pick(?:ed)? up|get|got)\b/i;
/** Kinds a receipt's header names, not its lines: a shop, a building, a business. */
const PREMISES = ['structure', 'establishment', 'organization'];

/**
 * "Which fish oil supplement did I buy": of the things a receipt priced, the one whose words are the
 * asked phrase's modifiers ("OMEGA FISH OIL CAPS" beside "COUGH SYRUP"), letters and all; the receipt's
 * header is where it was bought, not what. Null when no priced line carries them.
 */
function boughtItem(lines: TextLine[], subject: string | null, question: string): { value: string; line: string } | null {
  if (!subject || subject === 'place' || subject === 'person' || !BOUGHT.test(question) || PREMISES.some((k) => isKindOf(subject, k))) return null;
  const phrase = new RegExp(`\\b(?:which|what)\\s+((?:[\\p{L}\\d-]+\\s+)*?)${subject}s?\\b`, 'iu').exec(question)?.[1];
  const modifiers = new Set(phrase?.toLowerCase().match(/\p{L}+/gu) ?? []);
  if (modifiers.size === 0) return kindItems(lines, subject);
  let best: { item: string; shared: number } | null = null;
  for (const item of pricedItems(lines)) {
    const shared = new Set((item.toLowerCase().match(/\p{L}+/gu) ?? []).filter((w) => modifiers.has(w))).size;
    if (shared > 0 && (!best || shared > best.shared)) best = { item, shared };
  }
  return best ? { value: best.item, line: best.item } : null;
}

/**
 * "What medicine did I buy": the priced things that are of the asked kind by WordNet ("AMOXICILLIN
 * 500MG"). A receipt from where that kind is kept (one heading its things with its documents' words: "pharmacy" for
 * medicine) sells nothing else, so all its priced things are, the names WordNet lacks too. Null when
 * none is of the kind.
 */
function kindItems(lines: TextLine[], subject: string): { value: string; line: string } | null {
  const items = pricedItems(lines);
  const ofKind = items.filter((item) => (item.toLowerCase().match(/\p{L}{3,}/gu) ?? []).some((w) => isKindOf(w, subject)));
  if (ofKind.length === 0) return null;
  const kept = new Set(documentKindsFor(subject).flatMap((k) => k.prints));
  // Said by the receipt's own lines (its header, its footer), not by a thing's ("300MG").
  const keeps = lines.some((l) => !items.some((item) => l.text.includes(item)) && (l.text.toLowerCase().match(/\p{L}+/gu) ?? []).some((w) => kept.has(w)));
  const value = (keeps ? items : ofKind).join(', ');
  return { value, line: value };
}

const QUANTITY = /^\s*\d+\s+\p{L}+\s*$/u;
/** Words a business's name does not use but its slogans and greetings do (English). */
const ADDRESSED = /\b(?:you|your|yours|we|our|ours|us|thank|thanks)\b/i;
const GREETING = /^\s*(?:welcome(?:\s+to)?|hello|hi)\W*$/i;
/** What a screen is doing, a time adverb and a participle ("Now Playing", "Currently Reading"): no name of what it does it to. */
const GOING_ON = /^\s*(?:now|currently)\s+\p{L}+ing\W*$/iu;
/** Common words after the first in lower case: a sentence ("Good food, good friends"), not a name set in capitals or title case. */
const NAME_PARTICLES = new Set(['of', 'and', 'the', 'at', 'on', 'in', 'by', 'for', 'to', 'de', 'la', 'le', 'du', 'des', 'del', 'di', 'da', 'van', 'von', 'y', 'e']);

/**
 * Lines that head documents without naming anyone: a slogan or greeting (it addresses the reader, or
 * reads as a sentence in lower case), a player's status, a street address (a house number and a street), and a number
 * long enough to be a registration, tax or phone number.
 */
function notAName(text: string): boolean {
  if (ADDRESSED.test(text) || GREETING.test(text) || GOING_ON.test(text)) return true;
  if ((text.match(/\d/g) ?? []).length >= 5) return true;
  const words = text.match(/[\p{L}'’]+/gu) ?? [];
  if (/^\s*\d+[a-z]?\s/i.test(text) && (text.includes(',') || words.some(namesStreet))) return true;
  return words.slice(1).filter((w) => /^\p{Ll}/u.test(w) && !NAME_PARTICLES.has(w)).length >= 2;
}
const CLOCK = /\b([01]?\d|2[0-3]):[0-5]\d\b/;
const FIELD = /^[\p{L}][\p{L}\s.'-]*:\s*\S/u;
/** A route under a carrier's name ("LIS → OPO", "FAO - LIS"): where it went, not more of the name. */
const ROUTE = /[→➔⟶✈]|->|\b\p{Lu}{3}\s+[-–]\s+\p{Lu}{3}\b/u;
const DATED = /\b\d{1,2}[:.]\d{2}\b|\b(?:19|20)\d{2}\b/;

/** A document's title (see {@link name}), or null when it has no line that could be one. */
export function titleOf(lines: TextLine[]): string | null {
  return name(lines, null)?.value ?? null;
}

/**
 * The line that names a thing of the kind asked for: by the kind's own word ("THE GRAND HOTEL"), a
 * synonym of it ("… VETERINARY CLINIC" for a vet), else a word WordNet files under that kind
 * ("AMOXICILLIN 500MG" for a medicine, "… BISTRO" for a restaurant). The first two need a name beside
 * the word and no digits (a distance, an address or a room: "SUMMIT TRAIL 0.8 MI", "HOTEL RD 12"); a
 * kind's member is its own name, strength and all, when the word is too rare to be an everyday one.
 */
function kindLine(candidates: TextLine[], subject: string): { line: TextLine; member: boolean } | null {
  const kind = subject.toLowerCase();
  const synonyms = new Set([kind, ...synonymsOf(kind)]);
  const named = candidates.find((l) => wordsOf(l.text).some((w) => synonyms.has(w) || synonyms.has(singular(w))) && contentWords(l.text).size >= 2 && !/\d/.test(l.text) && !issuedBy(l.text, subject));
  if (named) return { line: named, member: false };
  const db = wordnet();
  let best: { line: TextLine; rarity: number } | null = null;
  for (const line of candidates) {
    for (const w of wordsOf(line.text)) {
      if (w.length < 4 || !isKindOf(w, kind, db)) continue;
      // How common the word is in WordNet's tagged corpus: a drug's name is rarer than "capsules".
      const rarity = db.lookup(singular(w), 'n')?.tagged ?? db.lookup(w, 'n')?.tagged ?? 0;
      // Only a word too rare for the tagged corpus is a member's own name (a drug); an everyday kind
      // ("grill", "resort") describes the place under its name, it is not the name.
      if (rarity === 0 && !best) best = { line, rarity };
    }
  }
  return best ? { line: best.line, member: true } : null;
}

/**
 * Whether a document is about a thing of the kind asked for: a line names the kind (its word, a
 * synonym, a rare member by WordNet's is-a), or a printed word's commonest senses are defined by it
 * ("SUMMIT", "the top point of a mountain or hill", for "which hill"). Choosing among the best matches
 * by this, the answer comes from the document about the asked kind, not from the first one. An act of
 * going ("which hike") is about the way it went along (act-way.ts): a sign naming a trail.
 */
export function aboutKind(lines: TextLine[], subject: string): boolean {
  const way = wayOfAct(subject.toLowerCase());
  return aboutKindItself(lines, subject) || (way !== null && aboutKindItself(lines, way));
}

function aboutKindItself(lines: TextLine[], subject: string): boolean {
  const candidates = lines.filter((l) => !NOT_A_NAME.test(l.text) && /\p{L}{2,}/u.test(l.text) && !HAS_MONEY.test(l.text) && !TOTAL.test(l.text));
  if (kindLine(candidates, subject)) return true;
  const db = wordnet();
  // The kind's own word only: its synonyms' words ("set", "lot" for a band) are in every other definition.
  const kind = subject.toLowerCase();
  const defines = (w: string) =>
    morphy(w, 'n', db).some((lemma) => (db.lookup(lemma, 'n')?.offsets ?? []).slice(0, GLOSS_SENSES).some((o) => {
      const gloss = new Set(db.synset(o, 'n').definition.toLowerCase().match(/\p{L}+/gu) ?? []);
      return gloss.has(kind) || gloss.has(`${kind}s`);
    }));
  return candidates.some((l) => (l.text.toLowerCase().match(/\p{L}{4,}/gu) ?? []).some((w) => w !== kind && defines(w)));
}

/** Senses whose definitions say what a printed word is about: the commonest, as for synonyms. */
const GLOSS_SENSES = 2;

/** Lower-case words and word pairs ("coffee_house"), as WordNet spells its compounds. */
function wordsOf(text: string): string[] {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  return [...words, ...words.slice(1).map((w, i) => `${words[i]}_${w}`)];
}

/** Kinds of places an occasion is held at, by WordNet: a building, an establishment, a facility, a centre. */
const VENUE_KINDS = ['structure', 'establishment', 'facility', 'area'];

/**
 * The venue a document names below its header: "GRAND LAKE CONVENTION CENTRE" on an invitation, "NORTH
 * ARENA" on a ticket — a line of words without digits whose last word (its head noun) is a kind of
 * building or establishment by WordNet, with the address line under it when one follows. The first
 * two lines are the header, which names who issued the document (a restaurant's bill), not where the
 * occasion it is about takes place. Null when the body names no venue.
 */
export function venueBelowHeader(lines: TextLine[]): string | null {
  for (let i = 2; i < lines.length; i++) {
    const words = lines[i]!.text.match(/[\p{L}'’]+/gu) ?? [];
    if (words.length === 0 || /\d/.test(lines[i]!.text) || FIELD.test(lines[i]!.text)) continue;
    // A name over a street address is the place at it, whatever its name says ("Spreespeicher").
    const street = lines[i + 1] ? streetAddress([lines[i + 1]!]) : null;
    if (street) return `${lines[i]!.text.trim()}, ${street.value}`;
    if (words.length < 2) continue;
    const head = words[words.length - 1]!.toLowerCase();
    if (!VENUE_KINDS.some((k) => isKindOf(head, k))) continue;
    // "Your polling station:" labels the venue on the line under it, with its address if one follows.
    const at = /:\s*$/.test(lines[i]!.text) && lines[i + 1] && !/:\s*$/.test(lines[i + 1]!.text) ? i + 1 : i;
    const next = lines[at + 1]?.text;
    const address = next && /,/.test(next) && !DATED.test(next) && !FIELD.test(next) ? `, ${next}` : '';
    return `${lines[at]!.text}${address}`;
  }
  return null;
}

