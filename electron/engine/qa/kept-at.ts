import { contentWords } from '../augment/similarity';
import { askedThings, printsAny } from './labelled-date';
import { HAS_MONEY, PRINTED_WEEKDAY } from './text-lines';

/**
 * "Where did I put the spare key", "where is my passport": a note of where things are kept says it a
 * thing a line, the thing and then where — after a colon or a dash ("Spare key - blue tin in the shed",
 * "Passport: top drawer, office", "Decorations -> loft"), or as a sentence's place phrase ("Tent pegs
 * in the red bag", "Spare car key is in the bedside table"). The line's thing must be said in the
 * question's words only: "Spare car key" is not where the spare key is, and a line that goes on to
 * say when ("Meeting: Thu 17 April") or what it cost, or names the thing in the question's words
 * ("Course: Fire Marshal Training"), is no whereabouts.
 */
export function keptAt(lines: readonly string[], question: string): { value: string; line: string } | null {
  if (!KEPT_ASKED.test(question)) return null;
  const asked = contentWords(question);
  // The question's nouns: "Left in safe place: …" says how a parcel was left, not where "left" is kept.
  const things = askedThings(question);
  let best: { value: string; line: string; said: number } | null = null;
  for (const line of lines) {
    const m = THING_THEN_WHERE.exec(line);
    if (!m) continue;
    const thing = contentWords(m[1]!);
    const value = m[2]!.replace(/[.!;]+$/, '').trim();
    if (thing.size === 0 || ![...thing].every((w) => asked.has(w)) || !printsAny([m[1]!], things)) continue;
    // A value in the question's own words names the thing ("Course: Fire Marshal Training"), not where it is.
    if (!/^\p{L}/u.test(value) || value.length > 60 || WHEN.test(value) || HAS_MONEY.test(value) || [...contentWords(value)].some((w) => asked.has(w))) continue;
    // Of two lines in the asked words, the one that says more of them: "Spare key" over "Key".
    if (!best || thing.size > best.said) best = { value, line: line.trim(), said: thing.size };
  }
  return best && { value: best.value, line: best.line };
}

/**
 * Where a thing is or was put: "where is / are", "where did I put / leave / keep", "where do I keep".
 * "Where do I collect my parcel from" asks a place to go, which the notice prints as an address.
 */
const KEPT_ASKED = /^\s*where(?:'s|\s+(?:is|are|was|were)\b|\s+(?:did|do|does|have|has)\s+(?:i|we|you|he|she|they)\s+(?:put|leave|left|keep|kept|store|stored|hide|hidden)\b)/i;
/** A preposition that opens where a thing is. */
const WHERE_PREP = String.raw`(?:in|inside|under|underneath|beneath|on|on\s+top\s+of|behind|beside|next\s+to|above|below)\b`;
/** The thing (a short phrase without digits' clutter), then a colon, a dash or an arrow, or "is" and a place phrase, then where. */
const THING_THEN_WHERE = new RegExp(String.raw`^\s*([\p{L}][\p{L}\d'’ ]{0,40}?)\s*(?::\s*|\s[-–—]\s+|\s*(?:->|→|=>)\s*|\s+(?:is|are)\s+(?:kept\s+|stored\s+)?(?=${WHERE_PREP})|\s+(?:kept\s+|stored\s+)?(?=${WHERE_PREP}))(\S.*)$`, 'iu');
/** A value that says when (a weekday, a month, a clock), not where. */
const WHEN = new RegExp(String.raw`${PRINTED_WEEKDAY.source}|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d|\b\d{1,2}\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|\b\d{1,2}[:.]\d{2}\b|\b\d{1,2}\s*(?:am|pm)\b`, 'i');
