import { contentWords } from '../augment/similarity';
import { isKindOf, synonymsOf } from './kind-of';
import { morphy } from './lexicon/wordnet';
import type { TextLine } from './text-lines';
import { doerNouns, labelledRole, nameUnderTitle } from './role-line';
import { chatSpeaker } from './chat';
import { HONORIFIC } from './honorific';
import { actionOwner } from './action-owner';

/** Prepositions that label a party on a document ("To: …", "From …", "With Dr …"): general English. */
const PARTY_LABELS = ['to', 'from', 'with', 'by', 'for', 'payee', 'recipient', 'sender'];
/** A question about who played before the main act. */
const OPENER = /\b(open(?:ing|er|ed|s)?|support(?:ing|ed)?|warm[- ]?up)\b/i;
/** A line that opens with a title, perhaps after "with" or "by": the title and what follows it. */
const TITLE_OPENS = new RegExp(`^(?:with\\s+|by\\s+)?((?:${HONORIFIC})\\s+\\p{L}.*)$`, 'iu');
/** A title and a capitalised name ending a line. */
const TITLED_NAME = new RegExp(`(?:^|[\\s:,])((?:${HONORIFIC})\\s+\\p{Lu}[\\p{L}.'-]*(?:\\s+\\p{Lu}[\\p{L}.'-]*){0,3})\\s*$`, 'u');

/**
 * The line naming a person: a value labelled by the preposition the question asks with ("To: Ann Lee"
 * for "who do I pay … to", "with Sam" for "who did I go with"), else a name after an honorific ("WITH
 * DR. A. NAKAMURA" → "DR. A. NAKAMURA"), else a name after a label that is a kind of person
 * ("Technician: Ola Berg"). Null when the document names no one so: then its title.
 */
export function personLine(candidates: TextLine[], question: string, lines: TextLine[]): { value: string; line: string } | null {
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
    const m = TITLE_OPENS.exec(l.text.trim());
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
