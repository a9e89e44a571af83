import sharp from 'sharp';
import { MAX_INPUT_PIXELS } from '../../ingest/thumbnail';
import { type TextFeatures, textFeatures } from './text-features';

export interface TextLikelihood {
  /** 0..1; compare with TEXT_LIKELIHOOD_THRESHOLD. */
  score: number;
  ms: number;
}

/**
 * Photos at or above this likelihood are OCR'd. Tuned on ../shared/fixtures (see test/ocr.test.ts,
 * which prints recall on text images and the skip rate on other camera photos).
 */
export const TEXT_LIKELIHOOD_THRESHOLD = 0.5;

/**
 * The gate looks at a grey image of 160k–320k pixels (≈ 460² to 570²). Within that range it takes the
 * coarsest of 1/8, 1/4, 1/2 of the original, which libjpeg (and libwebp) decode directly at a fraction
 * of the cost: a 12 MP JPEG is read at 1/8 (500 × 375).
 */
export const GATE_MIN_PIXELS = 160_000;
export const GATE_MAX_PIXELS = 320_000;

export function gateSize(width: number, height: number): { width: number; height: number } {
  let w = width;
  let h = height;
  for (const shrink of [8, 4, 2]) {
    const sw = Math.ceil(width / shrink);
    const sh = Math.ceil(height / shrink);
    if (sw * sh >= GATE_MIN_PIXELS) {
      w = sw;
      h = sh;
      break;
    }
  }
  if (w * h > GATE_MAX_PIXELS) {
    const k = Math.sqrt(GATE_MAX_PIXELS / (w * h));
    w = Math.round(w * k);
    h = Math.round(h * k);
  }
  return { width: Math.max(1, w), height: Math.max(1, h) };
}

/**
 * How likely an image holds text worth OCR, from character-like shapes lined up in rows (see
 * text-features.ts). Decoding uses shrink-on-load (see GATE_MIN_PIXELS). Unreadable input rejects.
 */
export async function textLikelihood(image: Buffer): Promise<TextLikelihood> {
  const t0 = performance.now();
  const { features } = await analyseForText(image);
  return { score: features.score, ms: Math.round((performance.now() - t0) * 10) / 10 };
}

/** textLikelihood with the measurements behind the score (for tuning and tests). */
export async function analyseForText(image: Buffer): Promise<{ features: TextFeatures; width: number; height: number }> {
  const pipeline = sharp(image, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'none' });
  const meta = await pipeline.metadata();
  const w0 = meta.autoOrient?.width ?? meta.width ?? 0;
  const h0 = meta.autoOrient?.height ?? meta.height ?? 0;
  if (!w0 || !h0) throw new Error('image has no dimensions');
  const { width, height } = gateSize(w0, h0);
  const { data, info } = await pipeline
    .rotate()
    .resize(width, height, { fit: 'fill', kernel: 'linear', fastShrinkOnLoad: true })
    .flatten({ background: '#ffffff' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const grey = info.channels === 1 ? data : firstChannel(data, info.channels);
  return { features: textFeatures(grey, info.width, info.height), width: info.width, height: info.height };
}

/**
 * Which memories go to OCR: screenshots always (UI, chats, receipts on screen); photos when the gate
 * says text is likely; videos never here (their frames go through the video stage).
 */
export function shouldOcr(input: { kind: 'photo' | 'screenshot' | 'video'; likelihood: number | null }): boolean {
  switch (input.kind) {
    case 'screenshot':
      return true;
    case 'video':
      return false;
    case 'photo':
      return input.likelihood !== null && input.likelihood >= TEXT_LIKELIHOOD_THRESHOLD;
  }
}

function firstChannel(data: Buffer, channels: number): Buffer {
  const out = Buffer.alloc(data.length / channels);
  for (let i = 0, j = 0; j < out.length; i += channels, j++) out[j] = data[i]!;
  return out;
}
