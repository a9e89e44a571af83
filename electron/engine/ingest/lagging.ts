import { RecentFirst } from '../pipeline/recent-first';

interface Lagging {
  path: string;
  /** Failed-for-good states run again too (the user asked to retry). */
  retry: boolean;
}

/**
 * The file lane's second phase: memories already on the timeline (time, place, a placeholder) whose
 * deferred stages (the thumbnail) still wait. A first run of 10,000 photos lists every one of them
 * before it makes thumbnails, which cost ten times the metadata. They are made most recent first,
 * where the timeline opens; one the user is looking at (the media route asked for it) goes before
 * everything else in the lane.
 */
export class LaggingWork {
  private readonly order = new RecentFirst();
  private readonly entries = new Map<string, Lagging>();
  /** Asked for by someone waiting for it, in the order asked. */
  private readonly urgent = new Set<string>();
  private readonly running = new Set<string>();
  private readonly waiters = new Map<string, Array<(thumbnail: string | null) => void>>();

  /** Waiting or being made. */
  get size(): number {
    return this.entries.size + this.running.size;
  }

  has(id: string): boolean {
    return this.entries.has(id) || this.running.has(id);
  }

  add(id: string, path: string, takenAt: number | null, retry: boolean): void {
    if (this.running.has(id)) return;
    const known = this.entries.get(id);
    this.entries.set(id, { path, retry: retry || (known?.retry ?? false) });
    this.order.set(id, takenAt);
  }

  /** The next memory to work on: one someone waits for, else (unless only those may go) the most recent. */
  take(onlyUrgent: boolean): ({ id: string } & Lagging) | null {
    let id: string | undefined = this.urgent.values().next().value;
    if (id === undefined && !onlyUrgent) id = this.order[Symbol.iterator]().next().value;
    if (id === undefined) return null;
    const entry = this.entries.get(id)!;
    this.urgent.delete(id);
    this.order.delete(id);
    this.entries.delete(id);
    this.running.add(id);
    return { id, ...entry };
  }

  /** The next `n` memories take() would give, in that order (their rows can be read in one query). */
  upcoming(n: number): string[] {
    const out = [...this.urgent].slice(0, n);
    for (const id of this.order) {
      if (out.length >= n) break;
      if (!this.urgent.has(id)) out.push(id);
    }
    return out;
  }

  /** The memory's deferred stages ran (or could not): whoever waits hears its thumbnail. */
  done(id: string, thumbnail: string | null): void {
    this.running.delete(id);
    this.settle(id, thumbnail);
  }

  /**
   * Someone waits for this memory's thumbnail: it goes first. Resolves once it is made, with its path
   * under the library (null if it could not be made now); null at once when nothing is pending.
   */
  hurry(id: string): Promise<string | null> | null {
    if (!this.has(id)) return null;
    if (this.entries.has(id)) this.urgent.add(id);
    return new Promise((resolve) => {
      const list = this.waiters.get(id) ?? [];
      list.push(resolve);
      this.waiters.set(id, list);
    });
  }

  /** Forget waiting work on these files (a paused or removed root); what runs finishes. */
  drop(predicate: (path: string) => boolean): void {
    for (const [id, entry] of [...this.entries]) {
      if (!predicate(entry.path)) continue;
      this.entries.delete(id);
      this.order.delete(id);
      this.urgent.delete(id);
      this.settle(id, null);
    }
  }

  private settle(id: string, thumbnail: string | null): void {
    const list = this.waiters.get(id);
    this.waiters.delete(id);
    for (const resolve of list ?? []) resolve(thumbnail);
  }
}
