import { contentWords } from '../augment/similarity';
import { isKindOf } from './kind-of';
import { escapeRegExp, type TextLine } from './text-lines';

/**
 * "A glass of Rioja", "a bottle of Barolo": a thing asked by the vessel or the measure it is served
 * in. The vessel is known by WordNet's is-a (a container, its fill, a unit of volume).
 */

/**
 * A place's name after a vessel and "of" is what it holds, a wine or a drink named after where it is
 * made, not where the photo was taken.
 */
export function namedAsContents(question: string, said: string): boolean {
  const m = new RegExp(`\\b(\\p{L}+)\\s+of\\s+${escapeRegExp(said)}\\b`, 'iu').exec(question);
  return !!m && isVessel(m[1]!);
}

/**
 * "How much is a glass of Rioja": a wine list or a bar's board prints each serving's price after its
 * vessel on the drink's line ("Rioja Reserva 2018   glass 9.50  bottle 39"), whole or with cents.
 */
export function servingPrice(lines: readonly TextLine[], question: string): { value: string; line: string } | null {
  const m = ASKED_SERVING.exec(question);
  if (!m || !isVessel(m[1]!)) return null;
  const thing = [...contentWords(m[2]!)];
  if (thing.length === 0) return null;
  const price = new RegExp(`\\b${escapeRegExp(m[1]!)}s?\\b\\s*[:-]?\\s*(\\p{Sc}?\\s?\\d+(?:[.,]\\d{2})?)(?!\\s*(?:ml|cl|l|oz)\\b)`, 'iu');
  for (const l of lines) {
    const words = contentWords(l.text);
    if (!thing.every((w) => words.has(w))) continue;
    const found = price.exec(l.text);
    if (found) return { value: found[1]!.trim(), line: l.text };
  }
  return null;
}

/** "a glass of Rioja", "the bottle of house red at …": the vessel and what it holds, up to a place or time phrase. */
const ASKED_SERVING = /\b(\p{L}+)\s+of\s+(?:the\s+)?(\p{L}[\p{L}'’ -]*?)\s*(?:[?.!]|\s(?:at|from|in|on|cost|costs|was|is)\b|$)/iu;

function isVessel(word: string): boolean {
  const w = word.toLowerCase();
  return VESSEL_KINDS.some((kind) => isKindOf(w, kind));
}

const VESSEL_KINDS = ['container', 'containerful', 'volume_unit'];
