import type { TextLine } from './text-lines';

/** Letters that reach the cap height (capitals, digits, ascenders) and that hang below the baseline. */
const REACHES_UP = /[\p{Lu}\p{N}bdfhijklt()[\]{}|/\\!?#%&@$]/u;
const HANGS_DOWN = /[gjpqy_,;()[\]{}|@$]/u;
/** Of the em: a Latin face's cap height, x-height and descender, near enough for every common face. */
const CAP = 0.72;
const X_HEIGHT = 0.52;
const DESCENDER = 0.21;

/**
 * The size a line is set in, from its OCR box: the box spans the ink, so "Quay Lane, Upper Town"
 * (descenders) is a taller box than "Casa Lumen" in the same type, and "ocean" shorter than "OCEAN".
 * The box is divided by the part of the em its letters cover, so lines of one size compare equal.
 */
export function fontSize(line: TextLine): number {
  if (line.height === null) return 0;
  const covered = (REACHES_UP.test(line.text) ? CAP : X_HEIGHT) + (HANGS_DOWN.test(line.text) ? DESCENDER : 0);
  return line.height / covered;
}
