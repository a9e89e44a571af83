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
  /** Lines with fewer than 3 letters/digits in all ("ol", "29") need this much (toggles, icons, borders). */
  shortLineConfidence: 80,
};

const ALNUM = /[\p{L}\p{N}]/u;
const ALNUM_RUN = /[\p{L}\p{N}]{3,}/u;
const ALNUM_ALL = /[\p{L}\p{N}]/gu;

/** A word as tesseract gave it (box in the recognised image's pixels). */
export interface Word {
  text: string;
  confidence: number;
  bbox: OcrBox;
}

/** One recognition pass, before choosing between passes. */
export interface Reading {
  lines: OcrLine[];
  /** Confidence of every kept word. */
  kept: number[];
  /** The kept words with letters or digits, in reading order (for comparing readings word by word). */
  words: Word[];
  /** Expected correct characters: Σ over kept words of (letters and digits × confidence/100). */
  quality: number;
  /** Words with a letter or digit before filtering, and their mean confidence. */
  rawWords: number;
  rawConfidence: number;
}

/**
 * Turns tesseract's page tree into kept lines. `toOriginal` maps a box from the recognised image to
 * pixels of the orientation-corrected original.
 */
export function readPage(page: Tesseract.Page, toOriginal: (b: OcrBox) => OcrBox): Reading {
  const lines: OcrLine[] = [];
  const kept: number[] = [];
  const keptWords: Reading['words'] = [];
  let quality = 0;
  let rawWords = 0;
  let rawSum = 0;
  for (const block of page.blocks ?? []) {
    for (const para of block.paragraphs ?? []) {
      for (const line of para.lines ?? []) {
        const words: Word[] = [];
        for (const w of line.words ?? []) {
          const text = w.text.trim();
          if (!text) continue;
          words.push({ text, confidence: w.confidence, bbox: w.bbox });
          if (ALNUM.test(text)) {
            rawWords++;
            rawSum += w.confidence;
          }
        }
        const accepted = keepWords(words);
        if (!accepted) continue;
        lines.push({
          text: accepted.map((w) => w.text).join(' '),
          confidence: round1(mean(accepted.map((w) => w.confidence))),
          bbox: toOriginal(union(accepted.map((w) => w.bbox))),
        });
        for (const w of accepted) {
          kept.push(w.confidence);
          if (ALNUM.test(w.text)) keptWords.push({ text: w.text, confidence: w.confidence, bbox: toOriginal(w.bbox) });
          quality += (w.text.match(ALNUM_ALL)?.length ?? 0) * (w.confidence / 100);
        }
      }
    }
  }
  return { lines, kept, words: keptWords, quality, rawWords, rawConfidence: rawWords ? rawSum / rawWords : 0 };
}

export function toOcrResult(reading: Reading, ms: number): OcrResult {
  return {
    text: reading.lines.map((l) => l.text).join('\n'),
    confidence: reading.kept.length ? round1(mean(reading.kept)) : 0,
    lines: reading.lines,
    ms: Math.round(ms),
  };
}

export function emptyResult(ms: number): OcrResult {
  return { text: '', confidence: 0, lines: [], ms: Math.round(ms) };
}

/** Maps boxes from a prepared image (scaled by `scale`, optionally turned 180°) to the original. */
export function boxMapper(scale: number, turned?: { width: number; height: number }): (b: OcrBox) => OcrBox {
  return (b) => {
    const r = turned ? { x0: turned.width - b.x1, y0: turned.height - b.y1, x1: turned.width - b.x0, y1: turned.height - b.y0 } : b;
    return {
      x0: Math.max(0, Math.floor(r.x0 / scale)),
      y0: Math.max(0, Math.floor(r.y0 / scale)),
      x1: Math.ceil(r.x1 / scale),
      y1: Math.ceil(r.y1 / scale),
    };
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
  const chars = legible.reduce((n, w) => n + (w.text.match(ALNUM_ALL)?.length ?? 0), 0);
  if (chars < 3 && confidence < GARBAGE.shortLineConfidence) return null;
  // Punctuation-only words (":", "-", "&") stay when tesseract is sure of them.
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
