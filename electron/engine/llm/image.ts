import sharp from 'sharp';

/**
 * Images are sent to the VLM as JPEG within a pixel budget rather than a fixed long edge: Qwen2.5-VL
 * spends one token per 28×28 patch, so cost follows area. 768×768 px (~750 tokens) keeps a photo
 * to about a minute of prompt evaluation on two cores, and a tall phone screenshot keeps ~520 px of
 * width (a 768 px long edge would leave 355 px and make prices and small print unreadable).
 */
export const PHOTO_PIXELS = 768 * 768;
/** Video frames are context for one caption, several per call: a smaller budget each. */
export const FRAME_PIXELS = 448 * 448;
const MAX_EDGE = 1536;
/** The same pixel-bomb guard as the thumbnail stage. */
const MAX_INPUT_PIXELS = 250_000_000;

export async function toModelJpeg(input: Buffer, pixelBudget = PHOTO_PIXELS): Promise<Buffer> {
  try {
    const img = sharp(input, { failOn: 'none', limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    const meta = await img.metadata();
    const quarter = (meta.orientation ?? 1) >= 5;
    const w = (quarter ? meta.height : meta.width) ?? 0;
    const h = (quarter ? meta.width : meta.height) ?? 0;
    if (!w || !h) throw new Error('no image dimensions');
    const scale = Math.min(1, Math.sqrt(pixelBudget / (w * h)), MAX_EDGE / Math.max(w, h));
    return await img
      .resize(Math.max(1, Math.floor(w * scale)), Math.max(1, Math.floor(h * scale)), { fit: 'fill' })
      .flatten({ background: '#ffffff' }) // screenshots with alpha: JPEG has none
      .jpeg({ quality: 85 })
      .toBuffer();
  } catch (err) {
    throw new Error(`cannot prepare the image for the model: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
  }
}
