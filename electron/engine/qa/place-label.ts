import { contentWords } from '../augment/similarity';
import { isKindOf } from './kind-of';

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
    if (head === 'location' || isKindOf(head, 'location')) return { value: m[2]!.trim(), line };
  }
  return null;
}

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
