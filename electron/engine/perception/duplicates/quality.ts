import sharp from 'sharp';

/**
 * Every member is looked at on the same grid: sharpness measured at different scales is not
 * comparable (a downscaled copy looks sharper per pixel than its original).
 */
const MEASURE_EDGE = 512;
/** A pixel at or beyond these 8-bit levels has lost its detail (blown sky, crushed shadow). */
const SHADOW_LEVEL = 4;
const HIGHLIGHT_LEVEL = 251;

export interface ShotQuality {
  /** Variance of the Laplacian of the greyscale image on a common grid: higher is sharper. */
  sharpness: number;
  /** Share of pixels (0–1) clipped to black or white. */
  clipped: number;
  /** Mean brightness, 0–255 (sharp's stats), to say "too dark" or "too bright". */
  brightness: number;
}

/**
 * How good one shot looks, from its thumbnail (or any image sharp decodes): the Laplacian's
 * variance for focus and motion blur, clipped shadows and highlights for exposure. ~3 ms on a
 * 512-px thumbnail.
 */
export async function shotQuality(image: Buffer | string): Promise<ShotQuality> {
  const grey = sharp(image, { failOn: 'error' })
    .rotate()
    .resize({ width: MEASURE_EDGE, height: MEASURE_EDGE, fit: 'inside' })
    .greyscale();
  const [{ data, info }, stats] = await Promise.all([grey.clone().raw().toBuffer({ resolveWithObject: true }), grey.clone().stats()]);
  return {
    sharpness: laplacianVariance(data, info.width, info.height, info.channels),
    clipped: clippedShare(data, info.channels),
    brightness: stats.channels[0]?.mean ?? 0,
  };
}

/** Variance of the 4-neighbour Laplacian over the interior pixels (first channel). */
export function laplacianVariance(pixels: Uint8Array, width: number, height: number, channels = 1): number {
  if (width < 3 || height < 3) return 0;
  let sum = 0;
  let squares = 0;
  let n = 0;
  const at = (x: number, y: number): number => pixels[(y * width + x) * channels]!;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const l = at(x - 1, y) + at(x + 1, y) + at(x, y - 1) + at(x, y + 1) - 4 * at(x, y);
      sum += l;
      squares += l * l;
      n++;
    }
  }
  const mean = sum / n;
  return squares / n - mean * mean;
}

function clippedShare(pixels: Uint8Array, channels: number): number {
  let clipped = 0;
  let n = 0;
  for (let i = 0; i < pixels.length; i += channels) {
    const v = pixels[i]!;
    if (v <= SHADOW_LEVEL || v >= HIGHLIGHT_LEVEL) clipped++;
    n++;
  }
  return n === 0 ? 0 : clipped / n;
}

export interface Candidate {
  id: string;
  kind: string;
  width: number | null;
  height: number | null;
  quality: ShotQuality | null;
}

export interface Suggestion {
  id: string;
  /** Why, in a few words the review shows ("sharpest, 12 MP"). */
  reason: string;
}

/**
 * The member to keep. A screenshot of a photo is never chosen over the photo; among the rest the
 * score weighs sharpness most (a blurred burst frame is the usual reject), then resolution, then
 * exposure, each relative to the group's best, so no absolute threshold decides.
 */
export function suggestBest(members: Candidate[]): Suggestion {
  if (members.length === 0) throw new Error('suggestBest needs at least one member');
  const photos = members.filter((m) => m.kind !== 'screenshot');
  const pool = photos.length > 0 ? photos : members;
  const pixels = (m: Candidate): number => (m.width ?? 0) * (m.height ?? 0);
  const maxSharp = Math.max(...pool.map((m) => m.quality?.sharpness ?? 0));
  const maxPixels = Math.max(...pool.map(pixels));
  const score = (m: Candidate): number =>
    0.55 * (maxSharp > 0 ? (m.quality?.sharpness ?? 0) / maxSharp : 0) +
    0.3 * (maxPixels > 0 ? pixels(m) / maxPixels : 0) +
    0.15 * (1 - Math.min(1, (m.quality?.clipped ?? 0) * 4));
  const ranked = [...pool].sort((a, b) => score(b) - score(a) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const best = ranked[0]!;
  const why: string[] = [];
  if (pool.length > 1 && maxSharp > 0 && best.quality?.sharpness === maxSharp) why.push('sharpest');
  if (pool.length > 1 && maxPixels > 0 && pixels(best) === maxPixels && pool.some((m) => pixels(m) < maxPixels)) why.push('largest');
  const minClipped = Math.min(...pool.map((m) => m.quality?.clipped ?? 1));
  if (pool.length > 1 && best.quality && best.quality.clipped === minClipped && pool.some((m) => (m.quality?.clipped ?? 0) > minClipped + 0.01)) {
    why.push('best exposed');
  }
  if (photos.length > 0 && photos.length < members.length) why.push('a photo, not a screenshot');
  if (pixels(best) > 0) why.push(megapixels(pixels(best)));
  return { id: best.id, reason: why.join(', ') };
}

function megapixels(pixels: number): string {
  const mp = pixels / 1e6;
  return mp >= 10 ? `${Math.round(mp)} MP` : mp >= 1 ? `${mp.toFixed(1).replace(/\.0$/, '')} MP` : `${mp.toFixed(1)} MP`;
}
