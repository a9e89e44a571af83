import sharp from 'sharp';
import type { PreparedImage } from './preprocess';
import type { OcrBox, Reading } from './result';

/**
 * Page layout (PSM 3) drops a column of short text set far from the rest: the prices of a receipt
 * printed at the right edge, the values of a form beside their labels, times down the left margin.
 * Tesseract leaves such a column out of every block it reads (a receipt kept its items
 * and lost every price). The sign is ink left unread on the rows that were read: printed marks on
 * the same paper, in line with a read line, that no kept word covers.
 */
export const UNREAD_INK = {
  /** A row counts when its unread ink spans at least this many line heights (a price, a time)… */
  minInkHeights: 1,
  /** …and the pass runs when at least this many read rows have it. */
  minLines: 2,
  /**
   * Its reading is kept when it has at least this many more expected correct characters (a price or
   * a time): an equal reading plus a stray "|" at the page's edge is not a column recovered.
   */
  minGain: 3,
  /** A pixel is ink when it is darker than paper by this share of the paper-to-ink contrast. */
  inkShare: 0.5,
  /** The rows walked: the line's box grown by this share of its height above and below, so a digit's stem never fills a column. */
  margin: 0.2,
  /** A column is still paper when this share of its pixels lies within `paperTolerance` of the paper's grey… */
  paperShare: 0.2,
  paperTolerance: 24,
  /** …and this share is paper or ink (scenery and shadows are mid-tones)… */
  paperOrInkShare: 0.85,
  /** …and the walk ends after this many line heights of columns that are not (a glyph's blurred edge is one). */
  offPaperHeights: 0.3,
};

interface Grey {
  data: Buffer;
  width: number;
  height: number;
}

/** How many of the reading's lines have unread ink beside them on the same paper. */
export async function linesWithUnreadInk(prepared: PreparedImage, reading: Reading): Promise<number> {
  if (reading.lines.length < UNREAD_INK.minLines) return 0;
  const { data, info } = await sharp(prepared.png).greyscale().raw().toBuffer({ resolveWithObject: true });
  const grey: Grey = { data, width: info.width, height: info.height };
  const k = prepared.scale;
  const toPrepared = (b: OcrBox): OcrBox => ({ x0: Math.round(b.x0 * k), y0: Math.round(b.y0 * k), x1: Math.round(b.x1 * k), y1: Math.round(b.y1 * k) });
  const words = reading.words.map((w) => toPrepared(w.bbox));
  let count = 0;
  for (const line of reading.lines) {
    if (unreadInkBeside(grey, toPrepared(line.bbox), words) >= UNREAD_INK.minInkHeights) count++;
  }
  return count;
}

/**
 * Unread ink beside one read line, in line heights: walks left and right from the line along its
 * rows while the columns are still paper (the grey around the line's letters), counting columns with
 * ink that no read word covers. A photo's scenery beside a sign is not paper, so the walk stops there.
 */
function unreadInkBeside(grey: Grey, line: OcrBox, words: readonly OcrBox[]): number {
  const lineHeight = line.y1 - line.y0;
  if (lineHeight < 4) return 0;
  const x0 = Math.max(0, line.x0);
  const x1 = Math.min(grey.width, line.x1);
  const levels = lineLevels(grey, x0, x1, Math.max(0, line.y0), Math.min(grey.height, line.y1));
  const y0 = Math.max(0, Math.round(line.y0 - lineHeight * UNREAD_INK.margin));
  const y1 = Math.min(grey.height, Math.round(line.y1 + lineHeight * UNREAD_INK.margin));
  const h = y1 - y0;
  if (!levels) return 0;
  const inkBelow = levels.paper - (levels.paper - levels.ink) * UNREAD_INK.inkShare;
  const covering = words.filter((w) => w.y1 > y0 && w.y0 < y1);
  const covered = (x: number) => covering.some((w) => x >= w.x0 && x < w.x1);
  let ink = 0;
  for (const step of [1, -1]) {
    let offPaper = 0;
    for (let x = step > 0 ? x1 : x0 - 1; x >= 0 && x < grey.width; x += step) {
      let paper = 0;
      let dark = 0;
      for (let y = y0; y < y1; y++) {
        const v = grey.data[y * grey.width + x]!;
        if (v < inkBelow) dark++;
        else if (Math.abs(v - levels.paper) <= UNREAD_INK.paperTolerance) paper++;
      }
      if (paper < h * UNREAD_INK.paperShare || paper + dark < h * UNREAD_INK.paperOrInkShare) {
        if (++offPaper > lineHeight * UNREAD_INK.offPaperHeights) break;
        continue;
      }
      offPaper = 0;
      if (dark > 0 && !covered(x)) ink++;
    }
  }
  return ink / lineHeight;
}

/** The paper's grey (median) and the ink's (2nd percentile) in a read line's box; null without contrast. */
function lineLevels(grey: Grey, x0: number, x1: number, y0: number, y1: number): { paper: number; ink: number } | null {
  const histogram = new Uint32Array(256);
  let n = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      histogram[grey.data[y * grey.width + x]!]!++;
      n++;
    }
  }
  if (n === 0) return null;
  const quantile = (q: number) => {
    let seen = 0;
    for (let v = 0; v < 256; v++) {
      seen += histogram[v]!;
      if (seen >= q * n) return v;
    }
    return 255;
  };
  const paper = quantile(0.5);
  const ink = quantile(0.02);
  // Light text on a dark panel, or no contrast at all: not the layout this test is for.
  return paper - ink >= 60 ? { paper, ink } : null;
}
