import { isDiskFull } from '../pipeline/stage-error';
import { summarise } from '../pipeline/stage-state';
import { applyCorrection, applyHidden, isCorrectable, userValues } from './corrections';
import type { Database } from './database';
import { buildSearchText, parseStages } from './memory-view';
import type { FileRow, MemoryRow } from './schema';
import { KeyedLock } from './keyed-lock';
import { localToUtcMs } from './local-time';

/** Rows per LanceDB write: each write is a table version and a fragment, so small writes cost more than they save. */
const BATCH_ROWS = 256;
/** A lone change (a new photo, a correction) reaches the table within this. */
const FLUSH_INTERVAL_MS = 1_000;
/**
 * While files are queued, rows wait longer for company, up to a full batch: writing memories + files
 * costs 0.94 CPU-ms a row in batches of 40 (one second of ingest), 0.38 in batches of 128 and ~0.2
 * in batches of 256 (a write costs ~35–60 CPU-ms however few its rows, on a library of 1,000). The
 * thumbnail pass saves ~50 rows a second on 2 cores: 3 s made batches of ~150. Readers of the
 * pending rows see them meanwhile (load; the media route's thumbnail).
 */
const BUSY_FLUSH_INTERVAL_MS = 8_000;
/** Compact after this many writes: thousands of small fragments slow every later merge and scan. */
const OPTIMIZE_EVERY_FLUSHES = 40;
/** Rows read ahead and not yet loaded, at most (the oldest go first). */
const READ_AHEAD_MAX = 256;

export interface MemoryWriterOptions {
  db: Database;
  /** The rows are in the table (readers such as status and progress notifications can see them). */
  onWritten?: () => void;
}

/**
 * The one writer of memory and file rows. The ingest, the perception stages and the user's
 * corrections all change a memory through it: under the memory's lock, from its freshest copy, with
 * the rules every saved row obeys (the user's time wins, status and search text follow the row),
 * written behind in batches.
 */
export class MemoryWriter {
  private readonly locks = new KeyedLock();
  private readonly pendingMemories = new Map<string, MemoryRow>();
  /** Rows handed to LanceDB but not yet committed: still the freshest copy for readers. */
  private readonly writingMemories = new Map<string, MemoryRow>();
  private readonly pendingFiles = new Map<string, FileRow>();
  private readonly pendingFileDeletes = new Set<string>();
  private readonly savedListeners = new Set<(row: MemoryRow) => void>();
  /** Journaled corrections of memories not in the table (a rebuilt library): applied when each is first saved. */
  private readonly pendingCorrections = new Map<string, ReadonlyMap<string, string | null>>();
  private flushTimer: NodeJS.Timeout | null = null;
  /** The pending flush waits the busy-time interval. */
  private flushTimerBusy = false;
  private flushing: Promise<void> = Promise.resolve();
  private flushes = 0;
  private writeError: unknown = null;
  /** Whether a bulk ingest is under way, so rows may wait for company (the ingest says). */
  private busy: () => boolean = () => false;
  /** Rows read ahead for a pass that loads them one by one (readAhead), each taken by its load. */
  private readonly aheadRows = new Map<string, MemoryRow>();
  /** For each read-ahead query still out, the ids saved meanwhile: its copies of those may be older. */
  private readonly readsOut = new Set<Set<string>>();
  /** The read-ahead each memory is on its way in. */
  private readonly aheadOut = new Map<string, Promise<void>>();

  constructor(private readonly options: MemoryWriterOptions) {}

  /** Every saved row, as it is saved (the lanes learn of new work without scanning the table). */
  onSaved(listener: (row: MemoryRow) => void): () => void {
    this.savedListeners.add(listener);
    return () => this.savedListeners.delete(listener);
  }

  /** The ingest tells whether files are queued: then rows wait longer for a bigger batch. */
  setBusySignal(busy: () => boolean): void {
    this.busy = busy;
  }

  /** The bulk work ran dry: what waits for a busy-time batch goes out as soon as a lone change would. */
  relax(): void {
    if (this.flushTimer && this.flushTimerBusy) {
      clearTimeout(this.flushTimer);
      this.flushTimer = null;
      this.scheduleFlush();
    }
  }

  /** Work on one memory at a time: a read-change-save under this lock never loses another's change. */
  withMemory(id: string, work: () => Promise<void>): Promise<void> {
    return this.locks.run(id, work);
  }

  /** The freshest copy of a memory (a copy: change it, then save it): pending writes first, then the table. */
  async load(id: string): Promise<MemoryRow | null> {
    // A read-ahead on its way with this memory: wait for it rather than ask the table twice.
    const out = this.aheadOut.get(id);
    if (out) await out;
    const pending = this.pendingMemories.get(id) ?? this.writingMemories.get(id);
    if (pending) return structuredClone(pending);
    const ahead = this.aheadRows.get(id);
    if (ahead) {
      this.aheadRows.delete(id);
      return ahead;
    }
    const [row] = await this.options.db.memoriesById([id]);
    return row ? { ...row } : null;
  }

  /**
   * Read these memories in one query, for loads coming one by one (the thumbnail pass): one query
   * per memory cost 12.6 CPU-ms, a third of decoding the photo. A copy read ahead never outlives a
   * save of its memory (the save drops it, and a save while the query is out keeps it from being
   * kept), so load still returns the freshest copy. Never fails: a failed read-ahead reads nothing.
   */
  async readAhead(ids: readonly string[]): Promise<void> {
    const wanted = ids.filter((id) => !this.pendingMemories.has(id) && !this.writingMemories.has(id) && !this.hasReadAhead(id));
    if (wanted.length === 0) return;
    const savedMeanwhile = new Set<string>();
    this.readsOut.add(savedMeanwhile);
    const read = (async () => {
      try {
        for (const row of await this.options.db.memoriesById(wanted)) {
          if (savedMeanwhile.has(row.id) || this.pendingMemories.has(row.id) || this.writingMemories.has(row.id)) continue;
          this.aheadRows.set(row.id, { ...row });
        }
      } catch {
        // Nothing read ahead: each load asks the table itself, and says what goes wrong.
      } finally {
        this.readsOut.delete(savedMeanwhile);
      }
      for (const id of this.aheadRows.keys()) {
        if (this.aheadRows.size <= READ_AHEAD_MAX) break;
        this.aheadRows.delete(id);
      }
    })();
    for (const id of wanted) this.aheadOut.set(id, read);
    await read;
    for (const id of wanted) if (this.aheadOut.get(id) === read) this.aheadOut.delete(id);
  }

  /** Whether a copy of the memory waits from a read-ahead, or is on its way (the next load needs no query of its own). */
  hasReadAhead(id: string): boolean {
    return this.aheadRows.has(id) || this.aheadOut.has(id);
  }

  /**
   * The user's corrections from the edit journal, field by field (last word wins). A memory in the
   * table that lacks one gets it now; one not in the table yet gets it when the ingest first saves it
   * again (its id is its content's hash, so a re-index brings back the same id). Fields the journal
   * does not name are left as they are.
   */
  async replayCorrections(corrections: ReadonlyMap<string, ReadonlyMap<string, string | null>>): Promise<{ applied: number; pending: number }> {
    const present = new Map((await this.options.db.memoriesById([...corrections.keys()], ['id', 'user_json'])).map((r) => [r.id, r]));
    let applied = 0;
    for (const [id, fields] of corrections) {
      const row = present.get(id);
      if (!row) this.pendingCorrections.set(id, fields);
      else if (!hasCorrections(row, fields)) {
        await this.update(id, (r) => applyCorrections(r, fields));
        applied++;
      }
    }
    return { applied, pending: this.pendingCorrections.size };
  }

  /** Save a row (call under its memory's lock). */
  save(row: MemoryRow): void {
    const replay = this.pendingCorrections.get(row.id);
    if (replay) {
      this.pendingCorrections.delete(row.id);
      applyCorrections(row, replay);
    }
    // A time the user set is the time, whatever a re-run of the time stage read from the file.
    const userTime = userValues(row).takenAtLocal;
    if (userTime) {
      row.taken_at_local = userTime;
      row.taken_at = localToUtcMs(userTime, row.tz_offset_min);
      row.time_source = 'user';
    }
    this.aheadRows.delete(row.id);
    for (const saved of this.readsOut) saved.add(row.id);
    applyHidden(row, Date.now());
    Object.assign(row, summarise(row, parseStages(row)));
    row.search_text = buildSearchText(row);
    row.updated_at = Date.now();
    this.pendingMemories.set(row.id, row);
    this.scheduleFlush();
    for (const listener of this.savedListeners) listener(row);
  }

  /** Change a memory under its lock (background stages, user corrections); returns the saved row. */
  async update(id: string, change: (row: MemoryRow) => void): Promise<MemoryRow | null> {
    let saved: MemoryRow | null = null;
    await this.withMemory(id, async () => {
      const row = await this.load(id);
      if (!row) return;
      change(row);
      this.save(row);
      saved = row;
    });
    return saved;
  }

  saveFile(file: FileRow): void {
    this.pendingFileDeletes.delete(file.path);
    this.pendingFiles.set(file.path, file);
    this.scheduleFlush();
  }

  deleteFile(path: string): void {
    this.pendingFiles.delete(path);
    this.pendingFileDeletes.add(path);
    this.scheduleFlush();
  }

  /** A background write that failed since the last call (the next flush retries nothing: the rows are lost to it). */
  takeError(): unknown {
    const err = this.writeError;
    this.writeError = null;
    return err;
  }

  /** Memories first, then files: a crash between the two leaves a file to re-probe, never a file pointing at nothing. */
  async flush(): Promise<void> {
    if (this.flushTimer) {
      clearTimeout(this.flushTimer);
      this.flushTimer = null;
    }
    const run = async (): Promise<void> => {
      const memories = [...this.pendingMemories.values()];
      const files = [...this.pendingFiles.values()];
      const deletes = [...this.pendingFileDeletes];
      this.pendingMemories.clear();
      this.pendingFiles.clear();
      this.pendingFileDeletes.clear();
      for (const row of memories) this.writingMemories.set(row.id, row);
      try {
        await this.options.db.upsertMemories(memories);
        await this.options.db.upsertFiles(files);
        await this.options.db.deleteFiles(deletes);
      } catch (err) {
        throw readableWriteError(err);
      } finally {
        for (const row of memories) if (this.writingMemories.get(row.id) === row) this.writingMemories.delete(row.id);
      }
      if (memories.length > 0 && ++this.flushes % OPTIMIZE_EVERY_FLUSHES === 0) await this.options.db.optimize();
      // Readers (status, progress notifications) see the table: tell them once the rows are in it.
      if (memories.length + files.length + deletes.length > 0) this.options.onWritten?.();
    };
    this.flushing = this.flushing.then(run, run);
    await this.flushing;
  }

  private scheduleFlush(): void {
    if (this.pendingMemories.size >= BATCH_ROWS) {
      void this.flush().catch((err: unknown) => (this.writeError ??= err));
      return;
    }
    if (this.flushTimer) return;
    this.flushTimerBusy = this.busy();
    this.flushTimer = setTimeout(() => {
      this.flushTimer = null;
      void this.flush().catch((err: unknown) => (this.writeError ??= err));
    }, this.flushTimerBusy ? BUSY_FLUSH_INTERVAL_MS : FLUSH_INTERVAL_MS);
  }
}

function applyCorrections(row: MemoryRow, fields: ReadonlyMap<string, string | null>): void {
  for (const [field, value] of fields) if (isCorrectable(field)) applyCorrection(row, field, value);
}

/** Whether the row already says what the journal says (applying again would change nothing). */
function hasCorrections(row: Pick<MemoryRow, 'user_json'>, fields: ReadonlyMap<string, string | null>): boolean {
  const scratch = { user_json: row.user_json, stages_json: '{}', path: '' } as MemoryRow;
  applyCorrections(scratch, fields);
  const before = userValues(row) as Record<string, unknown>;
  const after = userValues(scratch) as Record<string, unknown>;
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].every((k) => before[k] === after[k]);
}

/** The database speaks in its own internals (Rust source paths); a full disk is said plainly. */
function readableWriteError(err: unknown): unknown {
  const message = err instanceof Error ? err.message : String(err);
  if (!isDiskFull(message)) return err;
  return new Error('the disk is full: the library database could not be written (no space left on device). Free some space and index again; nothing saved before was lost.', { cause: err });
}
