import { contentWords } from '../augment/similarity';
import { jaccard } from './event-names';

/**
 * How alike two texts must be to be one document photographed twice: OCR misreads a word or two of a
 * receipt between two photos of it, but another receipt of the same shop has other items.
 */
const SAME_WORDS = 0.8;
/** Figures are what tell two receipts of one shop, or two tickets of one route, apart: almost all of them must agree. */
const SAME_FIGURES = 0.8;
/** Fewer words than this say too little to tell one document from another of its kind. */
const MIN_WORDS = 4;

/**
 * Whether two memories show the same document: a receipt photographed at the pump and again at home,
 * a confirmation screenshotted twice. Their words and their figures (amounts, times, dates) nearly
 * all agree; a second visit's receipt from the same shop prints other amounts and another time.
 */
export function sameDocument(a: string | null, b: string | null): boolean {
  if (!a || !b) return false;
  const wordsA = contentWords(a);
  const wordsB = contentWords(b);
  if (Math.min(wordsA.size, wordsB.size) < MIN_WORDS || jaccard(wordsA, wordsB) < SAME_WORDS) return false;
  const figuresA = figures(a);
  const figuresB = figures(b);
  return figuresA.size > 0 && figuresB.size > 0 && jaccard(figuresA, figuresB) >= SAME_FIGURES;
}

/** The figures a text prints ("55.35", "09:10", "12/01"), as printed. */
function figures(text: string): Set<string> {
  return new Set(text.match(/\d+(?:[.,:/]\d+)*/g) ?? []);
}
