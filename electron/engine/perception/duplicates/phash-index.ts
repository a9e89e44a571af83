/**
 * Nearest neighbours among perceptual hashes by Hamming distance: which hashes lie within
 * `maxHamming` bits of a query, found through a multi-index over four 16-bit bands, never pairwise.
 * The near-duplicate groups (groups.ts) use it to find look-alikes before CLIP has run.
 */
import { isInformativePhash } from '../../ingest/phash';

/** Beyond 11 bits a band needs 3-bit probes (697 keys), and "near-exact" has stopped meaning much. */
export const MAX_SUPPORTED_HAMMING = 11;

const HEX16 = /^[0-9a-f]{16}$/i;

function parseHex(h: string): [number, number] {
  return [Number.parseInt(h.slice(0, 8), 16) | 0, Number.parseInt(h.slice(8), 16) | 0];
}

/** [hi, lo], or null for a missing, malformed or uninformative (flat-image) hash. */
export function usableHash(phash: string | null): [number, number] | null {
  return phash && HEX16.test(phash) && isInformativePhash(phash) ? parseHex(phash) : null;
}

/**
 * Multi-index hashing over four 16-bit bands. A query probes band i with every variant of at most
 * r_i flipped bits, where Σ(r_i + 1) ≥ maxHamming + 1: two hashes within maxHamming bits cannot
 * differ by more than r_i bits in every band i (that would take ≥ maxHamming + 1 differing bits),
 * so every pair is found, each probe a direct-addressed bucket (2^16 per band) instead of a scan.
 * maxHamming 4 → r = [1, 0, 0, 0]: 17 + 1 + 1 + 1 = 20 probes per query.
 */
export class PhashIndex {
  private readonly head = new Int32Array(4 * 65536).fill(-1);
  private next: Int32Array = new Int32Array(256);
  private his: Int32Array = new Int32Array(64);
  private los: Int32Array = new Int32Array(64);
  private owners: Int32Array = new Int32Array(64);
  private count = 0;
  /** flip masks to probe, per band */
  private readonly masks: number[][];
  private stamp: Int32Array = new Int32Array(64);
  private query = 0;

  constructor(private readonly maxHamming: number) {
    const extra = Math.max(0, maxHamming + 1 - 4);
    this.masks = [0, 1, 2, 3].map((band) => flipMasks(Math.floor(extra / 4) + (band < extra % 4 ? 1 : 0)));
  }

  add(h: [number, number], owner = -1): void {
    const e = this.count++;
    if (e >= this.his.length) this.grow();
    this.his[e] = h[0];
    this.los[e] = h[1];
    this.owners[e] = owner;
    this.stamp[e] = 0;
    for (let band = 0; band < 4; band++) {
      const key = band * 65536 + bandValue(h[0], h[1], band);
      this.next[e * 4 + band] = this.head[key]!;
      this.head[key] = e * 4 + band;
    }
  }

  forEachWithin(hi: number, lo: number, fn: (owner: number) => void): void {
    const q = ++this.query;
    for (let band = 0; band < 4; band++) {
      const v = bandValue(hi, lo, band);
      for (const m of this.masks[band]!) {
        for (let slot = this.head[band * 65536 + (v ^ m)]!; slot !== -1; slot = this.next[slot]!) {
          const e = slot >> 2;
          if (this.stamp[e] === q) continue;
          this.stamp[e] = q;
          if (popcount32(this.his[e]! ^ hi) + popcount32(this.los[e]! ^ lo) <= this.maxHamming) fn(this.owners[e]!);
        }
      }
    }
  }

  anyWithin(hi: number, lo: number): boolean {
    let found = false;
    this.forEachWithin(hi, lo, () => {
      found = true;
    });
    return found;
  }

  private grow(): void {
    const cap = this.his.length * 2;
    const g = (a: Int32Array, size: number): Int32Array => {
      const b = new Int32Array(size);
      b.set(a);
      return b;
    };
    this.his = g(this.his, cap);
    this.los = g(this.los, cap);
    this.owners = g(this.owners, cap);
    this.stamp = g(this.stamp, cap);
    this.next = g(this.next, cap * 4);
  }
}

function bandValue(hi: number, lo: number, band: number): number {
  const word = band < 2 ? hi : lo;
  return band % 2 === 0 ? (word >>> 16) & 0xffff : word & 0xffff;
}

/** All 16-bit masks with at most r bits set (r ≤ 2 here: 1 + 16 + 120). */
function flipMasks(r: number): number[] {
  const out = [0];
  if (r >= 1) for (let a = 0; a < 16; a++) out.push(1 << a);
  if (r >= 2) for (let a = 0; a < 16; a++) for (let b = a + 1; b < 16; b++) out.push((1 << a) | (1 << b));
  return out;
}

export function popcount32(n: number): number {
  n -= (n >>> 1) & 0x55555555;
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
