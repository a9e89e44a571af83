import { stat } from 'node:fs/promises';
import { defaultConcurrency } from './concurrency';
import type { Database } from '../store/database';
import { KeyedLock } from '../store/keyed-lock';
import type { MemoryWriter } from '../store/memory-writer';
import { emptyMemoryRow, type FileRow, type MemoryRow } from '../store/schema';
import type { Scope } from '../watch/scope';
import { attachPath, detachPath, markUnreadable, UNREADABLE_PREFIX, unreadableId } from './file-identity';
import { libraryIdScheme, type IdScheme } from './content-id';
import { probeFile, ReadBuffers, reprobeFile } from './probe';
import { fileStageContext, hasDueStage, runStages, STAGES, type Phase, type Stage, type StageContext } from './stages';
import { LaggingWork } from './lagging';
import { dropMotion, LivePhotos, setMotion } from './live-photos';
import { SidecarFinder } from './sidecars/sidecars';

const RATE_WINDOW_MS = 60_000;
/** Above this a file waits for other big ones: see process(). */
const ONE_AT_A_TIME_BYTES = 64 * 1024 * 1024;
/**
 * Rows of the thumbnail pass read in one query (MemoryWriter.readAhead): a query costs ~12 CPU-ms for 1 id as for 64
 * (it scans the table's ids); a photo paid ~0.8 CPU-ms at 16 a query, ~0.2 at 64, ~0.07 at 256. Under the writer's
 * 256 kept: rows read before and not yet loaded by the files in flight must not be pushed out.
 */
const LAG_READ_AHEAD = 192;

interface MemoryState {
  /** Some stage of the first phase (identity, time, place) still has work for this memory. */
  due: boolean;
  /** Some deferred stage (the thumbnail) still has work for it. */
  lags: boolean;
  deleted: boolean;
  takenAt: number | null;
}

export interface IngestOptions {
  libraryDir: string;
  db: Database;
  /** Every memory and file row goes through it. */
  writer: MemoryWriter;
  scope: () => Scope;
  stages?: readonly Stage[];
  concurrency?: number;
  /** How many of `concurrency` workers may run now (none but the awaited thumbnails while the user interacts); read before each start. */
  workers?: (max: number) => number;
  onChange?: () => void;
}

/**
 * The ingest queue. Files come in from scans and the watcher; each is identified by its bytes and
 * every due stage runs on it while its buffer is in memory. The database is the real queue: what a
 * crash interrupts is found again by the next scan (unchanged files are skipped by size and mtime) or
 * by `resume()` (memories whose stages are due).
 *
 * Value first: deferred stages (the thumbnail, ten times the cost of the rest) run in a second pass
 * that lags behind, so a big import puts every photo on the timeline, searchable by time and place,
 * before it spends the hours its thumbnails take. That pass reads the file again (~0.5 CPU-ms of a
 * photo's ~40; unchanged since, by size and mtime, it is not hashed again) and goes most recent first;
 * a thumbnail someone waits for goes before all the rest.
 */
export class Ingest {
  private readonly stages: readonly Stage[];
  private readonly concurrency: number;
  private readonly readBuffers: ReadBuffers;
  private readonly files = new Map<string, FileRow>();
  private readonly memories = new Map<string, MemoryState>();
  private readonly queue = new Set<string>();
  private readonly inFlight = new Set<string>();
  private readonly forced = new Set<string>();
  private readonly lagging = new LaggingWork();
  /** Big files (videos) are read one at a time: see process(). */
  private readonly largeFiles = new KeyedLock();
  private readonly completions: number[] = [];
  private workers = 0;
  private idleWaiters: Array<() => void> = [];
  private processError: unknown = null;
  /** Files read and hashed since start: unchanged files skipped by size and mtime don't count. */
  probed = 0;
  /** How this library names content: read in init(). */
  private idScheme: IdScheme | null = null;
  private readonly sidecarFinder = new SidecarFinder();
  /** Files whose sidecar appeared or changed: their sidecar-reading stages run again. */
  private readonly sidecarsChanged = new Set<string>();
  private readonly live: LivePhotos;

  constructor(private readonly options: IngestOptions) {
    this.stages = options.stages ?? STAGES;
    this.concurrency = options.concurrency ?? defaultConcurrency();
    this.readBuffers = new ReadBuffers(this.concurrency);
    options.writer.setBusySignal(() => this.queued > 1);
    this.live = new LivePhotos({
      writer: options.writer,
      detach: (file, id, reason) => this.detach(file, id, reason),
      saveFile: (file) => this.saveFile(file),
      files: () => this.files,
      rootOf: (file) => this.options.scope().rootOf(file),
    });
    options.writer.onSaved((row) => {
      this.memories.set(row.id, this.stateOf(row, Date.now()));
      this.live.note(row);
    });
  }

  private get writer(): MemoryWriter {
    return this.options.writer;
  }

  async init(): Promise<void> {
    for (const file of await this.options.db.allFiles()) this.files.set(file.path, file);
    // Unreadable files' memories are named by path, not content: they say nothing of the scheme.
    this.idScheme = await libraryIdScheme(this.options.libraryDir, [...this.files.values()].filter((f) => !f.memory_id.startsWith(UNREADABLE_PREFIX)));
    const now = Date.now();
    const rows = await this.options.db.memoriesWhere(null, ['id', 'kind', 'stages_json', 'taken_at', 'deleted_at']);
    for (const row of rows) this.memories.set(row.id, this.stateOf(row, now));
    await this.live.load(this.options.db);
  }

  /**
   * Paths of live memories with due stages: queue them again (restart, retry, a stage version bump).
   * One that lacks only its thumbnail goes straight to the lagging pass: its metadata is written.
   */
  async resume(): Promise<number> {
    const states = [...this.memories].filter(([, s]) => (s.due || s.lags) && !s.deleted);
    const byMemory = new Map<string, string>();
    // A Live Photo's MOV points at the still's memory: the still's own file is the one to queue.
    for (const file of this.files.values()) if (!byMemory.has(file.memory_id) && !this.live.isMotion(file.path)) byMemory.set(file.memory_id, file.path);
    let queued = 0;
    for (const [id, state] of states) {
      const file = byMemory.get(id);
      if (file) queued++;
      if (file && state.due) this.enqueue(file, true);
      else if (file) this.lagging.add(id, file, state.takenAt, true);
    }
    this.pump();
    return queued;
  }

  /** Queue a file that appeared or changed. `force` skips the unchanged-file shortcut. */
  enqueue(file: string, force = false): void {
    if (force) this.forced.add(file);
    this.queue.add(file);
    this.pump();
  }

  /** A sidecar appeared, changed or went: the media files it belongs to read it again. */
  async sidecarChanged(sidecar: string): Promise<void> {
    const scope = this.options.scope();
    for (const file of await this.sidecarFinder.mediaFor(sidecar, (f) => scope.includesFile(f))) {
      this.sidecarsChanged.add(file);
      this.enqueue(file, true);
    }
  }

  /** Files waiting or being read, and memories whose thumbnail waits. */
  get queued(): number {
    return this.queue.size + this.inFlight.size + this.lagging.size;
  }

  /** A thumbnail someone is looking at, made before all other file-lane work if it waits: its path, or null (none coming). */
  async thumbnailNow(id: string): Promise<string | null> {
    const waiting = this.lagging.hurry(id);
    if (!waiting) return (await this.writer.load(id))?.thumbnail ?? null;
    this.pump();
    return waiting;
  }

  knownFiles(): ReadonlyMap<string, FileRow> {
    return this.files;
  }

  /** Drop queued work of paused roots; already running files finish (they take well under a second). */
  dropQueued(predicate: (file: string) => boolean): void {
    for (const file of this.queue) if (predicate(file)) this.queue.delete(file);
    this.lagging.drop(predicate);
    this.settle();
  }

  /** Files per second over the last minute. */
  rate(now = Date.now()): number | null {
    while (this.completions.length > 0 && (this.completions[0] ?? 0) < now - RATE_WINDOW_MS) this.completions.shift();
    if (this.completions.length < 2) return null;
    const span = Math.max(1, now - (this.completions[0] ?? now)) / 1000;
    return this.completions.length / span;
  }

  /** Resolves when the queue is empty and every result is written. */
  async drain(): Promise<void> {
    if (this.queued > 0) {
      await new Promise<void>((resolve) => this.idleWaiters.push(resolve));
    }
    await this.writer.flush();
    const err = this.processError ?? this.writer.takeError();
    this.processError = null;
    if (err) throw err;
  }

  /** A file disappeared: detach it from its memory; a memory left with no file is tombstoned. */
  async remove(file: string, reason = 'file deleted'): Promise<void> {
    const known = this.files.get(file);
    this.queue.delete(file);
    if (!known) return;
    this.files.delete(file);
    this.writer.deleteFile(file);
    await this.writer.withMemory(known.memory_id, () => this.detach(file, known.memory_id, reason));
  }

  /** The worker limit went up (the user stopped interacting): start what now may run. */
  kick(): void {
    this.pump();
  }

  /**
   * Thumbnails someone waits for, then files not yet on the timeline, then thumbnails, most recent
   * first. A limit of 0 (the user is interacting) still runs, one at a time, the thumbnails someone
   * waits for: those are what the user is looking at.
   */
  private pump(): void {
    const allowed = this.options.workers ? this.options.workers(this.concurrency) : this.concurrency;
    const limit = Math.max(1, allowed);
    while (this.workers < limit) {
      const urgent = this.lagging.take(true);
      if (urgent) {
        this.work(() => this.lag(urgent.id, urgent.retry));
        continue;
      }
      if (allowed === 0) return;
      if (this.queue.size === 0) {
        const next = this.lagging.take(false);
        if (!next) return;
        this.work(() => this.lag(next.id, next.retry));
        continue;
      }
      const file = this.queue.values().next().value as string;
      this.queue.delete(file);
      if (this.inFlight.has(file)) {
        // The same path is already being read; look again once it is done.
        this.queue.add(file);
        return;
      }
      this.inFlight.add(file);
      this.work(() => this.process(file).finally(() => this.inFlight.delete(file)));
    }
  }

  private work(job: () => Promise<void>): void {
    this.workers++;
    void job()
      .catch((err: unknown) => {
        this.processError ??= err;
      })
      .finally(() => {
        this.workers--;
        this.completions.push(Date.now());
        this.options.onChange?.();
        this.pump();
        this.settle();
      });
  }

  private settle(): void {
    if (this.queued === 0) {
      this.writer.relax();
      const waiters = this.idleWaiters;
      this.idleWaiters = [];
      for (const resolve of waiters) resolve();
    }
  }

  private async process(file: string): Promise<void> {
    const scope = this.options.scope();
    const root = scope.rootOf(file);
    if (!root || !scope.includesFile(file) || scope.isPaused(root)) return;
    const forced = this.forced.delete(file);
    const info = await stat(file).catch((err: NodeJS.ErrnoException) => err);
    if (info instanceof Error) {
      if (info.code === 'ENOENT') await this.remove(file);
      else await this.recordUnreadable(file, root, info, null);
      return;
    }
    if (!info.isFile()) return;
    const known = this.files.get(file);
    if (!forced && known && known.size === info.size && known.mtime === info.mtimeMs) {
      const state = this.memories.get(known.memory_id);
      if (state && !state.due && !state.deleted) {
        if (state.lags && !this.lagging.has(known.memory_id)) this.lagging.add(known.memory_id, file, state.takenAt, false);
        return;
      }
    }

    // Files up to MAX_BUFFERED_BYTES are read whole: big ones (videos) one at a time, so the memory
    // peak is one of them, not one per file in flight.
    if (info.size > ONE_AT_A_TIME_BYTES) return this.largeFiles.run('', () => this.probeAndRun(file, root, info, known, forced));
    return this.probeAndRun(file, root, info, known, forced);
  }

  private async probeAndRun(file: string, root: string, info: { size: number; mtimeMs: number }, known: FileRow | undefined, forced: boolean): Promise<void> {
    let probe;
    this.probed++;
    const scheme = this.idScheme;
    if (!scheme) throw new Error('Ingest.init() must run before files are ingested');
    try {
      probe = await probeFile(file, scheme, { buffers: this.readBuffers, size: info.size });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return this.remove(file);
      return this.recordUnreadable(file, root, err, info);
    }
    try {
      const ctx = fileStageContext(this.options.libraryDir, file, info.mtimeMs, probe, this.sidecarFinder);
      await this.live.withIdentifier(probe, ctx.metadata, (liveId) => this.identified(file, root, info, ctx, known, forced, liveId));
    } finally {
      this.readBuffers.give(probe.buffer);
    }
  }

  private async identified(file: string, root: string, info: { size: number; mtimeMs: number }, ctx: StageContext, known: FileRow | undefined, forced: boolean, liveId: string | null): Promise<void> {
    const id = ctx.probe.id;
    const role = this.live.roleOf(liveId, ctx.probe);
    if (role?.kind === 'motion') return this.live.attachMotion(file, root, { size: info.size, mtime: info.mtimeMs }, role.stillId, [known?.memory_id, id]);
    const joining = role?.kind === 'still' ? role.joining : null;
    await this.writer.withMemory(id, async () => {
      if (known && known.memory_id !== id) await this.detach(file, known.memory_id, 'file content changed');
      const now = Date.now();
      const row = (await this.loadMemory(id)) ?? emptyMemoryRow(id, file, root, now);
      attachPath(row, file, root);
      await runStages(this.stages, row, ctx, now, forced, 'first', this.sidecarsChanged.delete(file));
      row.live_id = liveId;
      if (joining) setMotion(row, joining.path);
      this.writer.save(row);
      this.saveFile({ path: file, memory_id: id, root, size: info.size, mtime: info.mtimeMs, seen_at: now });
      if (hasDueStage(this.stages, row, now, 'deferred', forced)) this.lagging.add(id, file, row.taken_at, forced);
    });
    // The MOV came first and became a memory of its own: it joins the still now.
    if (joining) await this.live.joined(id, joining, root);
  }

  /**
   * The deferred stages of a memory already on the timeline, from its main file read again. A file
   * changed, moved or paused since is left alone: the watcher or the next scan brings it back.
   */
  private async lag(id: string, retry: boolean): Promise<void> {
    let thumbnail: string | null = null;
    const pass = async (row: MemoryRow, file: string, known: FileRow, scheme: IdScheme): Promise<void> => {
      const probe = await reprobeFile(file, { id, size: known.size, mtime: known.mtime, format: row.format }, scheme, { buffers: this.readBuffers, verify: retry }).catch(() => null);
      if (!probe) return;
      await runStages(this.stages, row, fileStageContext(this.options.libraryDir, file, known.mtime, probe, this.sidecarFinder), Date.now(), retry, 'deferred').finally(() => this.readBuffers.give(probe.buffer));
      this.writer.save(row);
      thumbnail = row.thumbnail;
    };
    // This row and the next ones in line in one query: a query per row cost a third of the decode.
    if (!this.writer.hasReadAhead(id)) await this.writer.readAhead([id, ...this.lagging.upcoming(LAG_READ_AHEAD - 1)]);
    await this.writer
      .withMemory(id, async () => {
        const row = await this.writer.load(id);
        thumbnail = row?.thumbnail ?? null;
        const scope = this.options.scope();
        const root = row && scope.rootOf(row.path);
        const known = row && this.files.get(row.path);
        if (!row || row.deleted_at !== null || !root || !scope.includesFile(row.path) || scope.isPaused(root) || known?.memory_id !== id || !this.idScheme) return;
        const scheme = this.idScheme;
        // Big files one at a time, as in process().
        if (known.size > ONE_AT_A_TIME_BYTES) await this.largeFiles.run('', () => pass(row, row.path, known, scheme));
        else await pass(row, row.path, known, scheme);
      })
      .finally(() => this.lagging.done(id, thumbnail));
  }

  /** A file that cannot be read or identified still gets a memory, so it shows in status with its reason. */
  private async recordUnreadable(file: string, root: string, err: unknown, info: { size: number; mtimeMs: number } | null): Promise<void> {
    const id = unreadableId(file);
    await this.writer.withMemory(id, async () => {
      const known = this.files.get(file);
      if (known && known.memory_id !== id) await this.detach(file, known.memory_id, 'file content changed');
      const now = Date.now();
      const row = (await this.loadMemory(id)) ?? emptyMemoryRow(id, file, root, now);
      attachPath(row, file, root);
      markUnreadable(row, info, this.stages[0], err, now);
      this.writer.save(row);
      this.saveFile({ path: file, memory_id: id, root, size: info?.size ?? 0, mtime: info?.mtimeMs ?? 0, seen_at: now });
    });
  }

  private async detach(file: string, id: string, reason: string): Promise<void> {
    const row = await this.loadMemory(id);
    if (row && (dropMotion(row, file) || detachPath(row, file, reason))) this.writer.save(row);
  }

  /** A memory this library has never seen costs no table read (every new file asks). */
  private async loadMemory(id: string): Promise<MemoryRow | null> {
    return this.memories.has(id) ? this.writer.load(id) : null;
  }

  private saveFile(file: FileRow): void {
    this.files.set(file.path, file);
    this.writer.saveFile(file);
  }

  private stateOf(row: Pick<MemoryRow, 'kind' | 'stages_json' | 'taken_at' | 'deleted_at'>, now: number): MemoryState {
    const due = (phase: Phase) => hasDueStage(this.stages, row, now, phase, false);
    return { due: due('first'), lags: due('deferred'), deleted: row.deleted_at !== null, takenAt: row.taken_at };
  }
}
