import { contentWords } from '../augment/similarity';
import { isKindOf } from './kind-of';
import { verbPlace } from './verb-place';
import { keptAt } from './kept-at';
import { PRINTED_WEEKDAY } from './text-lines';

/**
 * "Where is the meeting point", "where do I pick up my parcel": a document prints where under a label
 * in the question's own words ("Meeting point: Arrivals hall, desk 14", "Pickup point: Parcel locker"),
 * a label that ends in a word for a location. That value is where, not the place the photo was taken
 * (a screenshot has none) nor the document's title.
 */
export function labelledPlace(lines: readonly string[], question: string): { value: string; line: string } | null {
  const asked = askedWords(question);
  for (const line of lines) {
    const m = LABELLED.exec(line);
    if (!m) continue;
    const words = m[1]!.toLowerCase().match(/\p{L}+/gu) ?? [];
    const head = words[words.length - 1];
    // "Location: Riverside" names no word of "where did I park": another field, read elsewhere.
    if (!head || words.length > 3 || !words.some((w) => asked.has(w)) || !words.slice(0, -1).every((w) => asked.has(w))) continue;
    // The label's last word says it is a place ("point", "address", "venue"); "Pick-up: 01 Mar" is when.
    // "Course: Managing Conflict" names the thing asked about (a course is a place only as a golf
    // course): a one-word label of the question's own noun gives way to a venue the document prints.
    if (head === 'location' || isKindOf(head, 'location')) return (words.length === 1 && !isKindOf(head, 'scene') ? sceneLabelled(lines) : null) ?? { value: m[2]!.trim(), line };
  }
  return verbPlace(lines, question) ?? occasionAt(lines, asked) ?? bookedAt(lines) ?? sceneLabelled(lines) ?? keptAt(lines, question);
}

/**
 * "Where is my exam", "where is the training course": a booking or a timetable prints where the
 * occasion is held under a label that says so whatever the occasion is called, one WordNet files under
 * scene, "the place where some action occurs" ("Venue: Sports Hall"). A label for where a thing merely
 * is ("Location:") is not one: a parking app's location is no answer to where the car was left.
 */
function sceneLabelled(lines: readonly string[]): { value: string; line: string } | null {
  for (const line of lines) {
    const m = LABELLED.exec(line);
    const words = m?.[1]!.toLowerCase().match(/\p{L}+/gu) ?? [];
    if (words.length === 1 && isKindOf(words[0]!, 'scene') && /\p{L}{2,}/u.test(m![2]!)) return { value: m![2]!.trim(), line };
  }
  return null;
}

/**
 * "Where is the reception": an invitation or a flyer says where in a sentence, the asked occasion and
 * then "at" the place's name ("Reception to follow at Wolfson Hall", "Comedy Night at The Fox"). A
 * capital after "at" is a name; "at 7pm", "at the door" are when and which part.
 */
function occasionAt(lines: readonly string[], asked: Set<string>): { value: string; line: string } | null {
  for (const line of lines) {
    const m = AT_NAME.exec(line);
    if (!m) continue;
    const before = line.slice(0, m.index);
    // A plan says when, then where: "Sat 7pm at Luigi's?" is where a group meets.
    if (!([...contentWords(before)].some((w) => asked.has(w) && !ASKING.has(w)) || (MEET.test([...asked].join(' ')) && WHEN.test(before)))) continue;
    return { value: m[1]!.replace(/[?!.,]+$/, '').trim(), line };
  }
  return null;
}

/**
 * "Your table at La Taverna is confirmed", "your reservation at The Old Mill": a confirmation names
 * the place booked after what was booked and "at". The words for a booking are general English.
 */
export function bookedAt(lines: readonly string[]): { value: string; line: string } | null {
  for (const line of lines) {
    const m = BOOKED_AT.exec(line);
    if (m) return { value: m[1]!.replace(/[?!.,]+$/, '').trim(), line };
  }
  return null;
}

const BOOKED_AT = /\b(?:[Tt]able|[Bb]ooking|[Rr]eservation|[Rr]oom|[Ss]tay|[Aa]ppointment)\s+(?:for\s+\w+\s+)?at\s+((?:[Tt]he\s+)?\p{Lu}[\p{L}'’.-]*(?:\s+(?:&\s+)?\p{Lu}[\p{L}'’.-]*){0,4})/u;
/** A name after "at", with the number that ends it ("at No. 14", "at Gate 5"), not a clock ("at Hall 19:30"). */
const AT_NAME = /\bat\s+((?:the\s+)?\p{Lu}[\p{L}'’.-]*(?:\s+(?:&\s+)?\p{Lu}[\p{L}'’.-]*){0,4}(?:\s+\d+\p{Lu}?\b(?![:.]\d))?)/u;
const MEET = /\b(?:meet|meeting|met|gather|gathering)\b/;
/** A time of day or a weekday, as a plan in a message gives it ("Sat 7pm", "Friday 19:30"). */
const WHEN = new RegExp(`${PRINTED_WEEKDAY.source}|\\b\\d{1,2}(?:[:.]\\d{2})?\\s*(?:am|pm)\\b|\\b\\d{1,2}:\\d{2}\\b`, 'i');
/** The question's own words for asking where, which a line before "at" shares with every sentence. */
const ASKING = new Set(['where', 'is', 'was', 'are', 'the', 'held', 'being', 'take', 'place']);

/** "Label words: value", the label with no digit. */
const LABELLED = /^\s*([\p{L}][\p{L}\s'-]{1,30}?)\s*:\s*(\S.*)$/u;

/** The question's words, and each two adjacent closed up, as a label prints a phrasal verb's noun ("pick up" → "Pickup"). */
function askedWords(question: string): Set<string> {
  const tokens = question.toLowerCase().match(/\p{L}+/gu) ?? [];
  const out = new Set(contentWords(question));
  for (const t of tokens) out.add(t);
  for (let i = 1; i < tokens.length; i++) out.add(tokens[i - 1]! + tokens[i]!);
  return out;
}
