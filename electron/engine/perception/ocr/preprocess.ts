import sharp from 'sharp';
import { MAX_INPUT_PIXELS } from '../../ingest/thumbnail';

/**
 * Image preparation for tesseract. Tesseract's LSTM reads best when capitals are ~20–40 px tall and
 * costs time in proportion to pixels, so small images are enlarged and large ones capped.
 */
export const PREPROCESS = {
  /** Images whose long edge is below this are enlarged (receipts scanned at ~460×1000 have 8 px text). */
  upscaleBelow: 1400,
  /** Largest enlargement factor. */
  maxUpscale: 2,
  /** Long edge cap: a 12 MP photo is read at this size (signs and tickets stay legible, time drops ~4×). */
  maxEdge: 2400,
  /** Mean grey below which the page is treated as dark theme and negated (tesseract wants dark on light). */
  darkMean: 100,
};

export interface PreparedImage {
  /** Encoded grey image for tesseract (PNG, fast compression). */
  png: Buffer;
  /** Factor from original oriented pixels to prepared pixels; divide boxes by it to map back. */
  scale: number;
  width: number;
  height: number;
  inverted: boolean;
}

export class OcrInputError extends Error {
  override name = 'OcrInputError';
}

/**
 * Decodes any image sharp reads, applies the EXIF orientation, makes it grey, negates dark pages,
 * resizes (see PREPROCESS) and encodes a PNG. Unreadable input rejects with an OcrInputError.
 */
export async function prepareForOcr(image: Buffer): Promise<PreparedImage> {
  try {
    // failOn 'error': a truncated JPEG still yields its top part, which may hold the text.
    const base = () => sharp(image, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    const meta = await base().metadata();
    const w0 = meta.autoOrient?.width ?? meta.width;
    const h0 = meta.autoOrient?.height ?? meta.height;
    if (!w0 || !h0) throw new Error('image has no dimensions');
    const long = Math.max(w0, h0);
    let scale = 1;
    if (long > PREPROCESS.maxEdge) scale = PREPROCESS.maxEdge / long;
    else if (long < PREPROCESS.upscaleBelow) scale = Math.min(PREPROCESS.maxUpscale, PREPROCESS.upscaleBelow / long);
    const width = Math.max(1, Math.round(w0 * scale));
    const height = Math.max(1, Math.round(h0 * scale));

    // Flatten transparency onto white (a transparent PNG's black RGB would otherwise show through).
    let pipeline = base().flatten({ background: '#ffffff' }).greyscale();
    if (scale !== 1) pipeline = pipeline.resize(width, height, { fit: 'fill', kernel: scale > 1 ? 'cubic' : 'lanczos3' });
    const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
    const inverted = meanOf(data) < PREPROCESS.darkMean;
    let out = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    if (inverted) out = out.negate();
    const png = await out.png({ compressionLevel: 1, adaptiveFiltering: false }).toBuffer();
    return { png, scale: info.width / w0, width: info.width, height: info.height, inverted };
  } catch (err) {
    throw new OcrInputError(`image could not be read for OCR (${err instanceof Error ? err.message : String(err)})`);
  }
}

function meanOf(data: Buffer): number {
  if (data.length === 0) return 255;
  // Every 7th byte is plenty for a global mean.
  let sum = 0;
  let n = 0;
  for (let i = 0; i < data.length; i += 7) {
    sum += data[i]!;
    n++;
  }
  return sum / n;
}
