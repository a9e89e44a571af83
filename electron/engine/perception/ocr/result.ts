import type Tesseract from 'tesseract.js';

export interface OcrBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}
export interface OcrLine {
  text: string;
  /** Mean confidence of the line's kept words, 0..100. */
  confidence: number;
  /** Pixels of the orientation-corrected original image. */
  bbox: OcrBox;
}
export interface OcrResult {
  /** Kept lines joined by newlines; '' when nothing legible was found. */
  text: string;
  /** Mean word confidence over the kept words, 0..100 (0 when there are none). */
  confidence: number;
  lines: OcrLine[];
  /** Time spent on this image (decode, preparation, recognition), excluding time queued. */
  ms: number;
}

/** Rules that keep tesseract's guesses on textures, foliage and borders out of the index. */
export const GARBAGE = {
  /** A word below this confidence is dropped unless its line is otherwise solid. */
  minWordConfidence: 30,
  /** A line whose mean word confidence is below this is dropped. */
  minLineConfidence: 45,
  /** Lines below this confidence also need a "real" word (≥ 3 letters/digits in a row) to stay. */
  solidLineConfidence: 70,
};

const ALNUM = /[\p{L}\p{N}]/u;
const ALNUM_RUN = /[\p{L}\p{N}]{3,}/u;

interface Word {
  text: string;
  confidence: number;
  bbox: OcrBox;
}

/** Turns tesseract's page tree into kept lines, mapping boxes back by `scale`. */
export function toOcrResult(page: Tesseract.Page, scale: number, ms: number): OcrResult {
  const lines: OcrLine[] = [];
  const kept: number[] = [];
  for (const block of page.blocks ?? []) {
    for (const para of block.paragraphs ?? []) {
      for (const line of para.lines ?? []) {
        const words: Word[] = [];
        for (const w of line.words ?? []) {
          const text = w.text.trim();
          if (!text) continue;
          words.push({ text, confidence: w.confidence, bbox: w.bbox });
        }
        const accepted = keepWords(words);
        if (!accepted) continue;
        const confidence = mean(accepted.map((w) => w.confidence));
        lines.push({
          text: accepted.map((w) => w.text).join(' '),
          confidence: round1(confidence),
          bbox: unscale(union(accepted.map((w) => w.bbox)), scale),
        });
        for (const w of accepted) kept.push(w.confidence);
      }
    }
  }
  return {
    text: lines.map((l) => l.text).join('\n'),
    confidence: kept.length ? round1(mean(kept)) : 0,
    lines,
    ms: Math.round(ms),
  };
}

/** The words of a line worth storing, or null when the line is noise. */
export function keepWords(words: Word[]): Word[] | null {
  // Drop the noise words: nothing legible in them, or a weak guess.
  const legible = words.filter((w) => ALNUM.test(w.text) && w.confidence >= GARBAGE.minWordConfidence);
  if (legible.length === 0) return null;
  const confidence = mean(legible.map((w) => w.confidence));
  if (confidence < GARBAGE.minLineConfidence) return null;
  if (confidence < GARBAGE.solidLineConfidence && !legible.some((w) => ALNUM_RUN.test(w.text))) return null;
  // Keep punctuation-only words (":", "-", "&") that sit between kept words in a solid line.
  const keepSet = new Set(legible);
  return words.filter((w) => keepSet.has(w) || (!ALNUM.test(w.text) && w.confidence >= GARBAGE.solidLineConfidence));
}

function mean(xs: number[]): number {
  let s = 0;
  for (const x of xs) s += x;
  return xs.length ? s / xs.length : 0;
}

function round1(x: number): number {
  return Math.round(x * 10) / 10;
}

function union(boxes: OcrBox[]): OcrBox {
  const b = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  for (const x of boxes) {
    b.x0 = Math.min(b.x0, x.x0);
    b.y0 = Math.min(b.y0, x.y0);
    b.x1 = Math.max(b.x1, x.x1);
    b.y1 = Math.max(b.y1, x.y1);
  }
  return b;
}

function unscale(b: OcrBox, scale: number): OcrBox {
  return {
    x0: Math.floor(b.x0 / scale),
    y0: Math.floor(b.y0 / scale),
    x1: Math.ceil(b.x1 / scale),
    y1: Math.ceil(b.y1 / scale),
  };
}
