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
};

export interface PreparedImage {
  /** Encoded grey image for tesseract (PNG, fast compression). */
  png: Buffer;
  /** Factor from original oriented pixels to prepared pixels; divide boxes by it to map back. */
  scale: number;
  width: number;
  height: number;
}

export class OcrInputError extends Error {
  override name = 'OcrInputError';
}

/**
 * Decodes any image sharp reads, applies the EXIF orientation, makes it grey, resizes (see PREPROCESS)
 * and encodes a PNG. Unreadable input rejects with an OcrInputError.
 *
 * Dark pages are not negated: tesseract 5 retries light-on-dark lines inverted by itself, and a
 * global "dark" test misfires on photos (a white ticket on a dark table came out negated).
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
    const { data, info } = await pipeline
      .png({ compressionLevel: 1, adaptiveFiltering: false })
      .toBuffer({ resolveWithObject: true });
    return { png: data, scale: info.width / w0, width: info.width, height: info.height };
  } catch (err) {
    throw new OcrInputError(`image could not be read for OCR (${err instanceof Error ? err.message : String(err)})`);
  }
}

/** The prepared image turned upside down (for pages scanned or photographed the wrong way up). */
export async function rotated180(prepared: PreparedImage): Promise<Buffer> {
  return sharp(prepared.png).rotate(180).png({ compressionLevel: 1, adaptiveFiltering: false }).toBuffer();
}
