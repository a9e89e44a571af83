/**
 * A cheap text detector for the OCR gate, after classic connected-component text detection:
 *  1. adaptive threshold: a pixel is ink when it differs from the mean of its 15 × 15 neighbourhood
 *     by more than `contrast`, in either polarity (dark print on paper, white letters on a sign);
 *  2. 8-connected components of each mask, kept when character-sized and -shaped;
 *  3. components chained left to right when neighbours share polarity, height and baseline and sit a
 *     letter-gap apart; runs of ≥ `chainMin` are candidate lines;
 *  4. a candidate counts as text when its box is sharply two-toned (Otsu's between-class share of
 *     variance ≥ `separationStrong`), or when it is fairly two-toned and has clear space above and
 *     below (small print that blurs at this size but still sits in rows with gaps between them).
 * Foliage, gravel and rooftops give plenty of aligned blobs, but their boxes are many-toned and the
 * space around them is busy; that is what step 4 rejects.
 */
import { type Box, components, integralOf, localMean, otsuSeparation, rectSum } from './image-ops';

export type { Box } from './image-ops';

export interface TextFeatures {
  /** 0..1: chained / (chained + halfScoreAt). */
  score: number;
  /** Character-like components. */
  components: number;
  /** Components in lines that passed step 4. */
  chained: number;
  /** Lines that passed step 4. */
  lines: number;
}

export const FEATURE_PARAMS = {
  /** Half-width of the local-mean window. */
  radius: 7,
  /** Grey levels a pixel must differ from its local mean to count as ink. */
  contrast: 18,
  minHeight: 4,
  /** As a fraction of the image height. */
  maxHeightFraction: 0.25,
  /** Width / height limit: letters, digits and (at this resolution) merged short words. */
  maxAspect: 6,
  minFill: 0.15,
  maxFill: 0.9,
  /** Neighbours in a line: heights within this ratio… */
  heightRatio: 1.6,
  /** …bottoms within this fraction of the taller one… */
  baselineTolerance: 0.3,
  /** …and the gap at most this many heights. */
  maxGap: 1.2,
  chainMin: 4,
  separationStrong: 0.85,
  separationWeak: 0.7,
  /** Strips above and below a line (this fraction of its height) must have less ink than `clearMax`. */
  stripFraction: 0.2,
  clearMax: 0.06,
  /** `chained` at which the score reaches 0.5 (the gate threshold). */
  halfScoreAt: 10,
};

export interface TextLine {
  members: Box[];
  bbox: { x0: number; y0: number; x1: number; y1: number };
  /** Ink density in the strips just above and below. */
  above: number;
  below: number;
  /** Otsu's between-class share of variance in the line's box: near 1 for ink on a plain ground. */
  separation: number;
  /** Whether the line passed step 4. */
  text: boolean;
}

export function textFeatures(grey: Uint8Array, width: number, height: number): TextFeatures {
  const { boxes, lines } = detectTextLines(grey, width, height);
  const text = lines.filter((l) => l.text);
  const chained = text.reduce((n, l) => n + l.members.length, 0);
  const score = chained / (chained + FEATURE_PARAMS.halfScoreAt);
  return { score: Math.round(score * 1000) / 1000, components: boxes.length, chained, lines: text.length };
}

/** Character-like components and candidate lines, each marked text or not (for tests and tuning). */
export function detectTextLines(grey: Uint8Array, width: number, height: number): { boxes: Box[]; lines: TextLine[] } {
  const p = FEATURE_PARAMS;
  const mean = localMean(grey, width, height, p.radius);
  const dark = new Uint8Array(width * height);
  const light = new Uint8Array(width * height);
  for (let i = 0; i < grey.length; i++) {
    const d = grey[i]! - mean[i]!;
    if (d < -p.contrast) dark[i] = 1;
    else if (d > p.contrast) light[i] = 1;
  }
  const maxH = Math.max(p.minHeight + 1, p.maxHeightFraction * height);
  const boxes = [...components(dark, width, height, true), ...components(light, width, height, false)].filter((b) => {
    const w = b.x1 - b.x0 + 1;
    const h = b.y1 - b.y0 + 1;
    const fill = b.area / (w * h);
    return h >= p.minHeight && h <= maxH && w <= p.maxAspect * h && fill >= p.minFill && fill <= p.maxFill;
  });
  const darkSum = integralOf(dark, width, height);
  const lightSum = integralOf(light, width, height);
  const lines = chain(boxes).map((members) =>
    measureLine(members, grey, members[0]!.dark ? darkSum : lightSum, width, height),
  );
  return { boxes, lines };
}

function measureLine(members: Box[], grey: Uint8Array, ink: Int32Array, width: number, height: number): TextLine {
  const p = FEATURE_PARAMS;
  const bbox = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  for (const b of members) {
    bbox.x0 = Math.min(bbox.x0, b.x0);
    bbox.y0 = Math.min(bbox.y0, b.y0);
    bbox.x1 = Math.max(bbox.x1, b.x1);
    bbox.y1 = Math.max(bbox.y1, b.y1);
  }
  const strip = Math.max(1, Math.round(p.stripFraction * (bbox.y1 - bbox.y0 + 1)));
  const density = (x0: number, y0: number, x1: number, y1: number): number => {
    x0 = Math.max(0, x0);
    y0 = Math.max(0, y0);
    x1 = Math.min(width - 1, x1);
    y1 = Math.min(height - 1, y1);
    if (x1 < x0 || y1 < y0) return 0;
    return rectSum(ink, width, x0, y0, x1, y1) / ((x1 - x0 + 1) * (y1 - y0 + 1));
  };
  const above = density(bbox.x0, bbox.y0 - strip, bbox.x1, bbox.y0 - 1);
  const below = density(bbox.x0, bbox.y1 + 1, bbox.x1, bbox.y1 + strip);
  const separation = otsuSeparation(grey, width, bbox);
  const text =
    separation >= p.separationStrong || (separation >= p.separationWeak && Math.max(above, below) < p.clearMax);
  return { members, bbox, above, below, separation, text };
}

/** Links each box to its nearest right-hand partner on the same baseline; returns runs ≥ chainMin. */
function chain(boxes: Box[]): Box[][] {
  const p = FEATURE_PARAMS;
  const sorted = [...boxes].sort((a, b) => a.x0 - b.x0);
  const next = new Int32Array(sorted.length).fill(-1);
  const hasPrev = new Uint8Array(sorted.length);
  for (let i = 0; i < sorted.length; i++) {
    const a = sorted[i]!;
    const ha = a.y1 - a.y0 + 1;
    let best = -1;
    let bestGap = Infinity;
    for (let j = i + 1; j < sorted.length; j++) {
      const b = sorted[j]!;
      const gap = b.x0 - a.x1 - 1;
      // Sorted by x0: past the widest gap any partner could have, stop looking.
      if (gap > p.maxGap * p.heightRatio * ha) break;
      if (hasPrev[j] || b.dark !== a.dark) continue;
      const hb = b.y1 - b.y0 + 1;
      const h = Math.max(ha, hb);
      if (gap < -0.2 * h || gap > p.maxGap * h) continue;
      if (h / Math.min(ha, hb) > p.heightRatio) continue;
      if (Math.abs(a.y1 - b.y1) > p.baselineTolerance * h) continue;
      if (gap < bestGap) {
        bestGap = gap;
        best = j;
      }
    }
    if (best >= 0) {
      next[i] = best;
      hasPrev[best] = 1;
    }
  }
  const lines: Box[][] = [];
  for (let i = 0; i < sorted.length; i++) {
    if (hasPrev[i]) continue;
    const line = [sorted[i]!];
    for (let j = next[i]!; j >= 0; j = next[j]!) line.push(sorted[j]!);
    if (line.length >= p.chainMin) lines.push(line);
  }
  return lines;
}
