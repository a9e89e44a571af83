import { MemoryKind, MemoryStatus } from '../../../shared/memory';
import { sqlString, type Database } from '../store/database';
import { parsePaths } from '../store/memory-view';
import type { MemoryRow } from '../store/schema';
import type { MediaMemory } from './media-access';

/** The columns a media request reads: not the text, faces or stages a whole memory carries. */
export const MEDIA_COLUMNS = ['id', 'path', 'paths_json', 'kind', 'format', 'thumbnail', 'status'] as const;
export type MediaRow = Pick<MemoryRow, (typeof MEDIA_COLUMNS)[number]>;
/** Every memory the timeline keeps loaded (renderer MAX_LOADED, 10,000) and the originals opened from them. */
const MAX_CACHED = 12_000;

/**
 * What media requests need of a memory, by id: a narrow read (one for all the ids asked at once),
 * then kept (most recently used first) and refreshed by every write of the row, so a moved,
 * re-thumbnailed or deleted memory is seen at once. A screen of timeline thumbnails used to cost a
 * whole getMemory each.
 */
export class MediaLookup {
  private readonly cache = new Map<string, MediaMemory>();
  /** Bumped by every write: a read that overlapped one may be older than the row, so it is not kept. */
  private writes = 0;
  /** Ids asked for since the last read, with who waits for each. */
  private batch = new Map<string, Array<{ resolve: (m: MediaMemory | null) => void; reject: (e: unknown) => void }>>();
  private readonly stopListening: () => void;

  constructor(private readonly db: Database) {
    this.stopListening = db.onMemoriesWritten((rows) => {
      this.writes += 1;
      for (const row of rows) if (this.cache.has(row.id)) this.cache.set(row.id, toMediaMemory(row));
    });
  }

  /**
   * Call before reading rows that will be listed to the page; give the rows read to what it returns.
   * The timeline asks for the thumbnails of exactly the memories it was just listed, so they are
   * known before their requests come: a screen of thumbnails then costs no query at all. Rows read
   * while a write happened are not kept (they may be older than it).
   */
  primer(): (rows: readonly MediaRow[]) => void {
    const writes = this.writes;
    return (rows) => {
      if (writes !== this.writes) return;
      for (const row of rows) this.remember(row.id, toMediaMemory(row));
    };
  }

  async get(id: string): Promise<MediaMemory | null> {
    const hit = this.cache.get(id);
    if (hit) {
      this.cache.delete(id);
      this.cache.set(id, hit);
      return hit;
    }
    let waiting = this.batch.get(id);
    if (!waiting) {
      waiting = [];
      this.batch.set(id, waiting);
      // A screen of thumbnails asks all at once: one query for the ids asked in the same turn.
      if (this.batch.size === 1) setImmediate(() => void this.read());
    }
    return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
  }

  private async read(): Promise<void> {
    const batch = this.batch;
    this.batch = new Map();
    const writes = this.writes;
    try {
      const ids = [...batch.keys()];
      const rows = await this.db.memoriesWhere(`id IN (${ids.map(sqlString).join(', ')})`, [...MEDIA_COLUMNS]);
      const found = new Map(rows.map((row) => [row.id, toMediaMemory(row)]));
      for (const [id, waiters] of batch) {
        const memory = found.get(id) ?? null;
        if (memory && writes === this.writes) this.remember(id, memory);
        for (const w of waiters) w.resolve(memory);
      }
    } catch (error) {
      for (const waiters of batch.values()) for (const w of waiters) w.reject(error);
    }
  }

  private remember(id: string, memory: MediaMemory): void {
    this.cache.delete(id);
    this.cache.set(id, memory);
    if (this.cache.size > MAX_CACHED) this.cache.delete(this.cache.keys().next().value as string);
  }

  close(): void {
    this.stopListening();
    this.cache.clear();
  }
}

function toMediaMemory(row: MediaRow): MediaMemory {
  const kind = MemoryKind.safeParse(row.kind);
  const status = MemoryStatus.safeParse(row.status);
  return {
    id: row.id,
    path: row.path,
    paths: parsePaths(row),
    kind: kind.success ? kind.data : 'photo',
    format: row.format,
    thumbnail: row.thumbnail,
    status: status.success ? status.data : 'pending',
  };
}
