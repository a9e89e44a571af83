/**
 * Seeded randomness for the generators of test models, the eval album, the bench dataset and test
 * pictures: the same seed gives the same numbers in the same order on every run and machine, so what
 * they write is byte-identical and can be cached or compared. Nothing here may change its output:
 * the tiny models, the album and the bench dataset depend on every value.
 *
 * Plain TypeScript with no imports, so bench/, eval/, scripts/ and test/ can all use it without
 * pulling in engine or Electron code.
 */

/** A source of numbers in [0, 1). */
export type Rng = () => number;

/** mulberry32: a small, fast 32-bit PRNG; each call of the returned function advances it once. */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One of `items`, drawing one number from `random`. */
export function pick<T>(random: Rng, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}
