import sharp from 'sharp';

/**
 * Perceptual hash for exact and near-exact copies (resized, re-encoded, re-saved by a messenger,
 * slightly brightened). It needs no model, so duplicates of this kind group before CLIP has run.
 *
 * Algorithm: pHash. Orientation-correct (EXIF), downscale to 32×32 grey, 2-D DCT, keep the 64
 * lowest-frequency AC coefficients (JPEG zig-zag order, DC left out), one bit each: above the
 * median of those 64. Why pHash rather than dHash: dHash (9×8 neighbour gradients) is barely
 * cheaper — decoding dominates both, and the 32×32 DCT here is ~40k multiply-adds — but its bits
 * flip wherever two neighbouring cells are nearly equal, so re-encoding and brightness/gamma
 * changes move it more, and a sky or a wall gives it near-random bits. pHash's low-frequency
 * coefficients are global (each sums over all 1024 cells), a brightness change only moves the DC
 * term (left out) and a contrast change scales every coefficient alike (the median threshold is
 * scale-free). It is not robust to crops or rotations by other than EXIF — by design: those are
 * edits, left to the CLIP-vector comparison.
 *
 * Cost: the decode uses libjpeg shrink-on-load (÷8), so a 12 MP JPEG decodes as ~0.2 MP.
 *
 * A nearly flat image (a blank sheet, a black pocket shot, a solid-colour screenshot) has no
 * structure to hash; it gets {@link UNINFORMATIVE_PHASH} (all zero bits), which grouping ignores,
 * instead of bits drawn from rounding noise that would collide across unrelated flat images.
 */
export async function perceptualHash(image: Buffer): Promise<string> {
  const { data, info } = await sharp(image, { failOn: 'none', limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .flatten({ background: '#ffffff' })
    // bicubic: anti-aliased like lanczos3 but without its ringing, which moved hashes of small
    // re-encoded copies by up to 10 bits on the fixture photos (cubic: ≤ 6, mostly 0–2)
    .resize(N, N, { fit: 'fill', kernel: 'cubic' })
    .greyscale()
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const channels = info.channels;
  const pixels = new Float64Array(N * N);
  for (let i = 0; i < N * N; i++) pixels[i] = data[i * channels] ?? 0;
  return hashFromGrey(pixels);
}

/** Hash of a 32×32 grey image (row-major, 0..255) — exported for tests and for video frames. */
export function hashFromGrey(pixels: Float64Array): string {
  if (pixels.length !== N * N) throw new Error(`hashFromGrey needs ${N * N} pixels, got ${pixels.length}`);
  // Separable DCT-II, orthonormal, only the K lowest frequencies along each axis.
  // rows[y][v] = Σx p[y][x]·C[v][x]
  const rows = new Float64Array(N * K);
  for (let y = 0; y < N; y++) {
    for (let v = 0; v < K; v++) {
      let s = 0;
      const c = v * N;
      const p = y * N;
      for (let x = 0; x < N; x++) s += pixels[p + x]! * COS[c + x]!;
      rows[y * K + v] = s;
    }
  }
  const coefs = new Float64Array(BITS);
  let energy = 0;
  for (let i = 0; i < BITS; i++) {
    const u = ZIGZAG_U[i]!;
    const v = ZIGZAG_V[i]!;
    let s = 0;
    const c = u * N;
    for (let y = 0; y < N; y++) s += rows[y * K + v]! * COS[c + y]!;
    coefs[i] = s;
    energy += s * s;
  }
  if (energy < FLAT_ENERGY) return UNINFORMATIVE_PHASH;
  const sorted = Float64Array.from(coefs).sort();
  const median = (sorted[BITS / 2 - 1]! + sorted[BITS / 2]!) / 2;
  let hi = 0;
  let lo = 0;
  for (let i = 0; i < 32; i++) if (coefs[i]! > median) hi |= 1 << (31 - i);
  for (let i = 0; i < 32; i++) if (coefs[32 + i]! > median) lo |= 1 << (31 - i);
  return hex8(hi) + hex8(lo);
}

/** Bits that differ between two 16-hex-digit hashes (0..64). */
export function hammingDistance(a: string, b: string): number {
  if (!HEX16.test(a) || !HEX16.test(b)) throw new Error(`perceptual hashes are 16 hex digits: "${a}", "${b}"`);
  return popcount32(parseHex8(a, 0) ^ parseHex8(b, 0)) + popcount32(parseHex8(a, 8) ^ parseHex8(b, 8));
}

/** Set bits in a hash. A real pHash sets about half its bits (median threshold). */
export function phashPopcount(hash: string): number {
  if (!HEX16.test(hash)) throw new Error(`perceptual hashes are 16 hex digits: "${hash}"`);
  return popcount32(parseHex8(hash, 0)) + popcount32(parseHex8(hash, 8));
}

/**
 * Whether a hash carries information. Median thresholding sets ~32 of 64 bits; a hash far from that
 * (the all-zero flat-image hash, or one made mostly of ties) would match too easily.
 */
export function isInformativePhash(hash: string): boolean {
  const ones = phashPopcount(hash);
  return ones >= 16 && ones <= 48;
}

/** The hash given to images with no structure to hash; never matches anything in grouping. */
export const UNINFORMATIVE_PHASH = '0000000000000000';

const HEX16 = /^[0-9a-f]{16}$/i;

const N = 32;
const BITS = 64;
/** Frequencies 0..K-1 per axis cover the first 65 zig-zag positions (diagonals u+v ≤ 10). */
const K = 11;
/** Same bound as thumbnails: refuse pixel bombs. */
const MAX_INPUT_PIXELS = 250_000_000;
/**
 * Energy of the 64 low-frequency AC coefficients below which an image counts as flat: about one
 * grey level of standard deviation over the 32×32 image (orthonormal DCT preserves energy, so
 * 1024 cells × 1²).
 */
const FLAT_ENERGY = 1024;

const COS = (() => {
  const t = new Float64Array(K * N);
  for (let u = 0; u < K; u++) {
    const a = u === 0 ? Math.sqrt(1 / N) : Math.sqrt(2 / N);
    for (let x = 0; x < N; x++) t[u * N + x] = a * Math.cos(((2 * x + 1) * u * Math.PI) / (2 * N));
  }
  return t;
})();

/** JPEG zig-zag order over the (u,v) grid, DC skipped, first 64 positions. */
const [ZIGZAG_U, ZIGZAG_V] = (() => {
  const us: number[] = [];
  const vs: number[] = [];
  for (let s = 1; us.length < BITS; s++) {
    for (let i = 0; i <= s && us.length < BITS; i++) {
      // even diagonals run bottom-left → top-right, odd ones the other way (as in JPEG)
      const u = s % 2 === 0 ? s - i : i;
      const v = s - u;
      if (u < K && v < K) {
        us.push(u);
        vs.push(v);
      }
    }
  }
  return [Uint8Array.from(us), Uint8Array.from(vs)];
})();

function hex8(n: number): string {
  return (n >>> 0).toString(16).padStart(8, '0');
}

function parseHex8(s: string, at: number): number {
  return Number.parseInt(s.slice(at, at + 8), 16) | 0;
}

function popcount32(n: number): number {
  n -= (n >>> 1) & 0x55555555;
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
