import type { Database } from '../store/database';
import { KeyedLock } from '../store/keyed-lock';
import type { MemoryRow } from '../store/schema';

interface Pair {
  /** The still's memory id. */
  still?: string;
  /** A MOV that is (still) a memory of its own, waiting for its still. */
  motion?: { memoryId: string; path: string };
}

/**
 * Live Photos: an iPhone still and its short MOV share Apple's content identifier (the still's
 * MakerNote, the MOV's com.apple.quicktime.content.identifier) and are one memory: the still's,
 * with the MOV as its motion. Whichever of the two arrives first, the other joins it; work on one
 * identifier is serialised, so a still and its MOV read at the same time cannot both become memories.
 */
export class LivePhotos {
  private readonly pairs = new Map<string, Pair>();
  /** Memory id → the MOV attached to it: that file is the memory's motion, not its picture. */
  private readonly motionOf = new Map<string, string>();
  private readonly motionFiles = new Set<string>();
  private readonly locks = new KeyedLock();

  async load(db: Database): Promise<void> {
    const rows = await db.memoriesWhere('live_id IS NOT NULL OR motion_path IS NOT NULL', ['id', 'kind', 'path', 'live_id', 'motion_path', 'deleted_at']);
    for (const row of rows) this.note(row);
  }

  /** Keep the index in step with every saved row. */
  note(row: Pick<MemoryRow, 'id' | 'kind' | 'path' | 'live_id' | 'motion_path' | 'deleted_at'>): void {
    const oldMotion = this.motionOf.get(row.id);
    if (oldMotion !== undefined && oldMotion !== row.motion_path) {
      this.motionFiles.delete(oldMotion);
      this.motionOf.delete(row.id);
    }
    if (row.motion_path && row.deleted_at === null) {
      this.motionOf.set(row.id, row.motion_path);
      this.motionFiles.add(row.motion_path);
    }
    if (!row.live_id) return;
    const pair = this.pairs.get(row.live_id) ?? {};
    const live = row.deleted_at === null;
    if (row.kind === 'video') {
      if (live) pair.motion = { memoryId: row.id, path: row.path };
      else if (pair.motion?.memoryId === row.id) delete pair.motion;
    } else if (live) pair.still = row.id;
    else if (pair.still === row.id) delete pair.still;
    if (pair.still === undefined && pair.motion === undefined) this.pairs.delete(row.live_id);
    else this.pairs.set(row.live_id, pair);
  }

  /** The still a MOV with this identifier belongs to, if it is in the library. */
  stillFor(liveId: string): string | null {
    return this.pairs.get(liveId)?.still ?? null;
  }

  /** A MOV with this identifier that is still a memory of its own, for a still that just arrived. */
  motionFor(liveId: string): { memoryId: string; path: string } | null {
    return this.pairs.get(liveId)?.motion ?? null;
  }

  /** Whether the file is some Live Photo's motion (resume() queues the still's own file instead). */
  isMotion(file: string): boolean {
    return this.motionFiles.has(file);
  }

  /** Work on one identifier at a time. */
  run(liveId: string, work: () => Promise<void>): Promise<void> {
    return this.locks.run(liveId, work);
  }
}
