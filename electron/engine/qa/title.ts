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
import { doerNouns, labelledRole, nameUnderTitle } from './role-line';
import { chatSpeaker } from './chat';
import { actionOwner } from './action-owner';

/**
 * A document's name: a line naming the kind asked for ("… HOTEL", "… MUSEUM"), else its title — the
 * first line (top down) as tall as the tallest, give or take 15 %, that is not a date, time or price.
 * Several title-sized lines in a row are one name set over two lines ("GRAND MARLOWE" / "HARBOUR HOTEL").
 */
export function name(lines: TextLine[], subject: string | null, question = ''): { value: string; line: string } | null {
  // A name is no amount and no bookkeeping: "TOTAL 29,50 EUR" may be printed large, it names nothing.
  let candidates = lines.filter((l) => !NOT_A_NAME.test(l.text) && /\p{L}{2,}/u.test(l.text) && !HAS_MONEY.test(l.text) && !TOTAL.test(l.text));
  if (candidates.length === 0) return null;
  // "Which bus company took us": a ticket names who carried you beside the seat they gave you; its
  // header may be whoever sold it (a booking app, an agent). "Which courier delivered it": whoever a
  // line says did the asked verb ("delivered by Evri").
  const carrier = (subject ? null : carrierBesideSeat(candidates, question)) ?? verbAgent(lines.map((l) => l.text), question);
  if (carrier) return carrier;
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

/** Prepositions that label a party on a document ("To: …", "From …", "With Dr …"): general English. */
const PARTY_LABELS = ['to', 'from', 'with', 'by', 'for', 'payee', 'recipient', 'sender'];
/** A question about who played before the main act. */
const OPENER = /\b(open(?:ing|er|ed|s)?|support(?:ing|ed)?|warm[- ]?up)\b/i;
/** Titles written before a person's name: general English honorifics. */
const HONORIFIC = /^(?:with\s+|by\s+)?((?:dr|mr|mrs|ms|mx|prof|miss|sir|dame)\.?\s+\p{L}.*)$/iu;

const TITLED_NAME = /(?:^|[\s:,])((?:[Dd][Rr]|[Mm][Rr][Ss]?|[Mm][SsXx]|[Pp][Rr][Oo][Ff])\.?\s+\p{Lu}[\p{L}.'-]*(?:\s+\p{Lu}[\p{L}.'-]*){0,3})\s*$/u;

/**
 * The line naming a person: a value labelled by the preposition the question asks with ("To: Ann Lee"
 * for "who do I pay … to", "with Sam" for "who did I go with"), else a name after an honorific ("WITH
 * DR. A. NAKAMURA" → "DR. A. NAKAMURA"), else a name after a label that is a kind of person
 * ("Technician: Ola Berg"). Null when the document names no one so: then its title.
 */
function personLine(candidates: TextLine[], question: string, lines: TextLine[]): { value: string; line: string } | null {
  const asked = new Set((question.toLowerCase().match(/\p{L}+/gu) ?? []).filter((w) => PARTY_LABELS.includes(w)));
  // Who money went to or came from is printed under the party's name: "Recipient", "Payee", "Sender".
  if (asked.has('to')) for (const w of ['recipient', 'payee']) asked.add(w);
  if (asked.has('from')) asked.add('sender');
  // A bill's second act is printed "with …" or "support: …" under the headliner.
  if (OPENER.test(question)) for (const w of ['with', 'support']) asked.add(w);
  // "Who was our host": the role the question names is the label ("Host: Ann Lee").
  // "Who hosted us": the verb's own noun is the label too.
  for (const w of contentWords(question)) if (w.length >= 3) for (const form of [w, ...morphy(w, 'v')]) asked.add(form);
  // "Who organised it": the doer's noun is the label ("Organizer: …"). A label with a colon before a
  // capitalised pair without one: "Northgate House" is no label for "who was I visiting at Northgate House".
  for (const form of doerNouns([...asked])) asked.add(form);
  // "Who was our waiter": a bill prints the role by another of its names ("Server: Giulia"), WordNet's synonym.
  for (const w of [...asked]) if (w.length >= 4 && isKindOf(w, 'person')) for (const s of synonymsOf(w)) asked.add(s);
  const labelled = labelledRole(candidates, lines, asked, question) ?? actionOwner(lines, question);
  if (labelled) return labelled;
  // A class's booking prints who leads it on a line of its own under the class ("with Priya"): asked by
  // the role, by WordNet one who teaches or leads ("who is teaching", "the instructor", "the coach"); a
  // gig's "with" is its support act, not who was seen play.
  const leads = [...asked].some((w) => w.length >= 4 && LEADS.some((k) => isKindOf(w, k))) ? candidates.map((l) => WITH_NAME.exec(l.text)).find(Boolean) : null;
  if (leads) return { value: leads[1]!, line: leads[0].trim() };
  // A chat's sender of the message that says the question's words (chat.ts).
  const speaker = chatSpeaker(lines, question);
  if (speaker) return speaker;
  // The question's own words over a name are a title over its speaker, not a label ("Adaptive Join …").
  const presenter = nameUnderTitle(lines, question);
  if (presenter) return presenter;
  // "Property manager: Elm Street Realty", a role of several words with a colon, is labelledRole's.
  for (const l of candidates) {
    // Without a colon the value is a name, capitalised ("with Sam"): "Light fitting repair" names no one.
    // "Signed by: K. Mata", "Seen by: …": the label's verb with its preposition.
    const m = /^\s*(\p{L}+)(?:\s+(?:by|to|from|with|for))?\s*(:?)\s+(\p{L}.*)$/u.exec(l.text);
    if (m && asked.has(m[1]!.toLowerCase()) && !/\d/.test(m[3]!) && (m[2] || /^\p{Lu}/u.test(m[3]!))) return { value: m[3]!.trim(), line: l.text };
  }
  // A label alone over its value: a payment app's "To" / "Marek Kowalski", a class booking's "Instructor"
  // / "Leo Martins". The label is a word of the question or, by WordNet, a kind of person ("Instructor"
  // for "who is teaching the class"); the next line, a capitalised name without digits, is who — of two
  // words or more under a role the question did not say, since one capitalised word may be the next label.
  for (let i = 0; i + 1 < lines.length; i++) {
    const found = LABEL_ALONE.exec(lines[i]!.text);
    const label = found?.[2]?.toLowerCase();
    if (!label || label.length < 2) continue;
    // "Delivered by" / "Marco": the verb before the preposition is the role's label too.
    const said = asked.has(label) || (PARTY_LABELS.includes(label) && asked.has(found![1]?.toLowerCase() ?? ''));
    if (!said && (label.length < 3 || !isKindOf(label, 'person'))) continue;
    const under = lines[i + 1]!.text.trim();
    if ((said ? NAME_UNDER : FULL_NAME_UNDER).test(under)) return { value: under, line: `${lines[i]!.text.trim()} ${under}` };
  }
  // "Entire home hosted by Beatriz", "Tour led by Sam": the asked role's verb in the passive, with its
  // doer, in a sentence, which the name filters take for a slogan.
  for (const l of lines) {
    const m = PASSIVE_DOER.exec(l.text);
    if (m && [m[1]!.toLowerCase(), ...morphy(m[1]!.toLowerCase(), 'v')].some((v) => asked.has(v))) return { value: m[2]!.trim(), line: l.text };
  }
  // "Your rider Tomasz is on the way", "your driver is Anil": an app names who comes by their role.
  // "Your property manager is Priya Shah": a role of two words is told by its head, and "is" names the whole name.
  for (const l of lines) {
    for (const m of l.text.matchAll(ROLE_IN_SENTENCE)) {
      const role = (m[1] ?? m[3])!.toLowerCase();
      if (asked.has(role) || isKindOf(role, 'person')) return { value: m[2] ?? m[4]!, line: l.text };
    }
  }
  for (const l of candidates) {
    const m = HONORIFIC.exec(l.text.trim());
    if (m && !/\d/.test(m[1]!)) return { value: m[1]!.trim(), line: l.text };
  }
  // A title and a name inside a sentence or after a label: "Seen by: Dr Hana Lee", "booked with Dr Amir Shah".
  for (const l of candidates) {
    const m = TITLED_NAME.exec(l.text);
    if (m) return { value: m[1]!.trim(), line: l.text };
  }
  // "Technician: Ann Lee", "Driver: Sam K.": a label that names a kind of person (by WordNet) is
  // followed by the one who did the job, whatever role the question gave them.
  for (const l of candidates) {
    const m = /^\s*(\p{L}+)\s*:\s+(\p{Lu}\p{L}*\.?(?:\s+\p{Lu}\p{L}*\.?){0,3})\s*$/u.exec(l.text);
    if (m && isKindOf(m[1]!.toLowerCase(), 'person')) return { value: m[2]!.trim(), line: l.text };
  }
  return null;
}

const QUANTITY = /^\s*\d+\s+\p{L}+\s*$/u;
const WITH_NAME = /^\s*with\s+(\p{Lu}[\p{L}.'-]*(?:\s+\p{Lu}[\p{L}.'-]*){0,2})\s*$/u;
const LEADS = ['educator', 'leader'];
/** A label alone on its line, its last word the role ("To", "Paid to", "Your host:", "Instructor"). */
const LABEL_ALONE = /^\s*(?:(\p{L}+)\s+)?(\p{L}+)(?:\s+(?:by|to|from|with|for))?\s*:?\s*$/u;
const NAME_UNDER = /^\p{Lu}[\p{L}.'-]*(?:\s+\p{Lu}[\p{L}.'-]*){0,3}$/u;
const FULL_NAME_UNDER = /^\p{Lu}[\p{L}.'-]*(?:\s+\p{Lu}[\p{L}.'-]*){1,3}$/u;
/**
 * "Your rider Tomasz", "our host is Ana", "your claims handler is Tom Beckett": a role of one or two
 * words after "your"/"our", then a capitalised name; after "is" the name may run to three words, while
 * a role of two words must say "is" (its first word may be the name's: "your rider Tomasz Nowak").
 */
const ROLE_IN_SENTENCE = /\b(?:[Yy]our|[Oo]ur)\s+(?:(?:\p{Ll}{3,}\s+)?(\p{Ll}{3,})\s+is\s+(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?){0,2})|(\p{L}{3,})\s+(?:is\s+)?(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\.?)?))(?=\s|[.,!]|$)/gu;
/** A verb's past participle, "by", and a capitalised name ending the line. */
const PASSIVE_DOER = /\b(\p{L}+ed)\s+by\s+(\p{Lu}\p{L}*\.?(?:\s+\p{Lu}\p{L}*\.?){0,3})\s*$/u;

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
 * by this, the answer comes from the document about the asked kind, not from the first one.
 */
export function aboutKind(lines: TextLine[], subject: string): boolean {
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

