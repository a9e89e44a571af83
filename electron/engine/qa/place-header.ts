import { contentWords } from '../augment/similarity';
import { isKindOf } from './kind-of';
import { isEnglish } from './lexicon/cognate';
import { morphy } from './lexicon/wordnet';

/**
 * What a document's header says of the place that issued it: a bill is headed by its issuer's name and
 * kind ("TEACUP & CROW / COFFEE HOUSE", "KIRKGATE LEISURE CENTRE") before its address, date and prices.
 */

/** What the question calls a shop: a mercantile establishment, and the words for it ("shop", "store"). */
export const SHOPS = ['mercantile_establishment', 'shop', 'store'];
/** The lines a document's issuer heads it with, before its address, date and prices. */
const HEADER_LINES = 2;

/** The header's lines, as lower-case words: lines with a digit are an address, a date or a price, not the header. */
function headerWords(ocr: string): string[][] {
  return ocr.split('\n').map((l) => l.trim()).filter(Boolean).slice(0, HEADER_LINES).filter((l) => !/\d/.test(l)).map((l) => l.toLowerCase().match(/\p{L}+/gu) ?? []);
}

/**
 * Whether a document is headed by a building of a kind that is not a shop: "TEACUP & CROW / COFFEE
 * HOUSE" (a coffeehouse is a restaurant), "PALAIS THEATRE", "… FISH HOUSE". The header's last word,
 * or its last two written as one or as WordNet's phrase, read in its commonest sense.
 */
export function headedByOtherPlace(ocr: string | null): boolean {
  if (!ocr) return false;
  for (const words of headerWords(ocr)) {
    const last = words[words.length - 1];
    if (!last || last.length < 4) continue;
    const before = words[words.length - 2];
    const joined = before ? [`${before}${last}`, `${before}_${last}`].find((w) => morphy(w, 'n').length > 0) : undefined;
    const head = joined ?? last;
    if (isKindOf(head, 'structure', undefined, 1) && !SHOPS.some((s) => head === s || isKindOf(head, s, undefined, 1))) return true;
  }
  return false;
}

/**
 * Every sense of a word: "centre" is a building only in its last of ten, and that is the sense a place's
 * name uses. A building, not any structure: a bill's brim and a bird's bill are structures too.
 */
const ALL_SENSES = Number.MAX_SAFE_INTEGER;

/** Whether a question's word names a building in some sense ("centre", "hall"): what another word before it may name a kind of. */
export function namesBuilding(word: string): boolean {
  return /^[a-z]+$/.test(word) && isKindOf(word, 'building', undefined, ALL_SENSES);
}

/**
 * Whether a word before a building's names a kind of it ("LEISURE", "FITNESS"): a word the dictionary
 * knows, not a stop word; a word it does not know is the place's own name ("ASHCOMBE CENTRE").
 */
function namesKind(word: string): boolean {
  return contentWords(word).size > 0 && isEnglish(word);
}

/**
 * Whether a document is headed by the asked building's word after another word than the asked one:
 * "KIRKGATE LEISURE CENTRE" is a leisure centre, not the garden centre asked for, though it prints
 * "centre"; a name before it ("ASHCOMBE CENTRE") may be the asked one's. `head` is the building's
 * word and the words that stand for it ("center"), `modifier` the asked word before it and its own.
 */
export function headedByOtherModified(ocr: string | null, head: (w: string) => boolean, modifier: (w: string) => boolean): boolean {
  if (!ocr) return false;
  return headerWords(ocr).some((words) => !words.some(modifier) && words.some((w, i) => i > 0 && head(w) && namesKind(words[i - 1]!)));
}
