/**
 * Keys (memory ids) ordered by when their photo was taken, most recent first: the order in which
 * the lagging work of a first run (thumbnails, then OCR, faces, CLIP…) reaches a new library. The
 * timeline opens on the latest photos and most questions are about recent life, so that is where
 * the work pays first. A photo with no time comes last; equal times go by id, so the order is the
 * same on every run.
 *
 * A sorted array: an insert or removal is a binary search and one splice (a memmove of at most a
 * few hundred kilobytes at 50k keys), reading the order is a walk from the front. Keys arrive in
 * bursts during an import and leave one at a time, so a heap's cheaper insert would buy nothing
 * against its unordered iteration (the runners walk past keys that cannot run yet).
 */
export class RecentFirst {
  private readonly keys: string[] = [];
  private readonly times = new Map<string, number>();

  get size(): number {
    return this.keys.length;
  }

  has(key: string): boolean {
    return this.times.has(key);
  }

  /** Add a key, or move it if its time changed (a corrected date). */
  set(key: string, takenAt: number | null): void {
    const time = takenAt ?? Number.NEGATIVE_INFINITY;
    const known = this.times.get(key);
    if (known === time) return;
    if (known !== undefined) this.keys.splice(this.indexOf(key, known), 1);
    this.times.set(key, time);
    this.keys.splice(this.insertionPoint(key, time), 0, key);
  }

  /**
   * Adds or moves many keys at once (a library's due memories at start-up): one sort instead of a
   * splice per key, which for 100k keys in no particular order cost ~3 s of the event loop.
   */
  setMany(entries: Iterable<readonly [string, number | null]>): void {
    for (const [key, takenAt] of entries) this.times.set(key, takenAt ?? Number.NEGATIVE_INFINITY);
    const sorted = [...this.times.keys()].sort((a, b) => {
      const [ta, tb] = [this.times.get(a)!, this.times.get(b)!];
      return before(a, ta, b, tb) ? -1 : before(b, tb, a, ta) ? 1 : 0;
    });
    this.keys.length = 0;
    for (const key of sorted) this.keys.push(key);
  }

  delete(key: string): boolean {
    const known = this.times.get(key);
    if (known === undefined) return false;
    this.keys.splice(this.indexOf(key, known), 1);
    this.times.delete(key);
    return true;
  }

  /** Most recent first. Do not change the set while walking it. */
  [Symbol.iterator](): IterableIterator<string> {
    return this.keys[Symbol.iterator]();
  }

  /** The first slot whose key sorts after (time, key). */
  private insertionPoint(key: string, time: number): number {
    let lo = 0;
    let hi = this.keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (before(this.keys[mid]!, this.times.get(this.keys[mid]!)!, key, time)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private indexOf(key: string, time: number): number {
    const i = this.insertionPoint(key, time);
    if (this.keys[i] !== key) throw new Error(`RecentFirst lost track of ${key}`);
    return i;
  }
}

/** (timeA, a) sorts before (timeB, b): later time first, then the smaller key. */
function before(a: string, timeA: number, b: string, timeB: number): boolean {
  return timeA !== timeB ? timeA > timeB : a < b;
}
