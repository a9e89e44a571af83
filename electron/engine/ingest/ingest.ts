import { stat } from 'node:fs/promises';
import os from 'node:os';
import type { StageState } from '../../../shared/memory';
import type { Database } from '../store/database';
import { KeyedLock } from '../store/keyed-lock';
import { parseStages } from '../store/memory-view';
import type { MemoryWriter } from '../store/memory-writer';
import { emptyMemoryRow, type FileRow, type MemoryRow } from '../store/schema';
import type { Scope } from '../watch/scope';
import { attachPath, detachPath, UNREADABLE_PREFIX, unreadableId } from './file-identity';
import { readMetadata, type MediaMetadata } from './metadata';
import { libraryIdScheme, type IdScheme } from './content-id';
import { probeFile, ReadBuffers, type Probe } from './probe';
import { toStageError } from '../pipeline/stage-error';
import { failedState, isDue, unidentified } from '../pipeline/stage-state';
import { STAGES, type Stage, type StageContext } from './stages';
import { LivePhotos } from './live-photos';
import { SidecarFinder, type Sidecars } from './sidecars/sidecars';

const RATE_WINDOW_MS = 60_000;
/** Above this a file waits for other big ones: see process(). */
const ONE_AT_A_TIME_BYTES = 64 * 1024 * 1024;

interface MemoryState {
  /** Some stage still has work for this memory. */
  due: boolean;
  deleted: boolean;
}

export interface IngestOptions {
  libraryDir: string;
  db: Database;
  /** Every memory and file row goes through it. */
  writer: MemoryWriter;
  scope: () => Scope;
  stages?: readonly Stage[];
  concurrency?: number;
  onChange?: () => void;
}

/**
 * The ingest queue. Files come in from scans and the watcher; each is identified by its bytes and
 * every due stage runs on it while its buffer is in memory. The database is the real queue: what a
 * crash interrupts is found again by the next scan (unchanged files are skipped by size and mtime) or
 * by `resume()` (memories whose stages are due).
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
  private readonly live = new LivePhotos();

  constructor(private readonly options: IngestOptions) {
    this.stages = options.stages ?? STAGES;
    this.concurrency = options.concurrency ?? defaultConcurrency();
    this.readBuffers = new ReadBuffers(this.concurrency);
    options.writer.setBusySignal(() => this.queue.size + this.inFlight.size > 1);
    options.writer.onSaved((row) => {
      this.memories.set(row.id, { due: this.hasDueStage(row, Date.now()), deleted: row.deleted_at !== null });
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
    const rows = await this.options.db.memoriesWhere(null, ['id', 'kind', 'stages_json', 'deleted_at']);
    for (const row of rows) {
      this.memories.set(row.id, { due: this.hasDueStage(row as MemoryRow, now), deleted: row.deleted_at !== null });
    }
    await this.live.load(this.options.db);
  }

  /** Paths of live memories with due stages: queue them again (restart, retry, a stage version bump). */
  async resume(): Promise<number> {
    const ids = [...this.memories].filter(([, s]) => s.due && !s.deleted).map(([id]) => id);
    if (ids.length === 0) return 0;
    const byMemory = new Map<string, string>();
    // A Live Photo's MOV points at the still's memory: the still's own file is the one to queue.
    for (const file of this.files.values()) if (!byMemory.has(file.memory_id) && !this.live.isMotion(file.path)) byMemory.set(file.memory_id, file.path);
    let queued = 0;
    for (const id of ids) {
      const file = byMemory.get(id);
      if (file) {
        this.enqueue(file, true);
        queued++;
      }
    }
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

  get queued(): number {
    return this.queue.size + this.inFlight.size;
  }

  knownFiles(): ReadonlyMap<string, FileRow> {
    return this.files;
  }

  /** Drop queued work of paused roots; already running files finish (they take well under a second). */
  dropQueued(predicate: (file: string) => boolean): void {
    for (const file of this.queue) if (predicate(file)) this.queue.delete(file);
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
    if (this.queue.size > 0 || this.inFlight.size > 0) {
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

  private pump(): void {
    while (this.workers < this.concurrency && this.queue.size > 0) {
      const file = this.queue.values().next().value as string;
      this.queue.delete(file);
      if (this.inFlight.has(file)) {
        // The same path is already being read; look again once it is done.
        this.queue.add(file);
        break;
      }
      this.workers++;
      this.inFlight.add(file);
      void this.process(file)
        .catch((err: unknown) => {
          this.processError ??= err;
        })
        .finally(() => {
          this.inFlight.delete(file);
          this.workers--;
          this.completions.push(Date.now());
          this.options.onChange?.();
          this.pump();
          this.settle();
        });
    }
  }

  private settle(): void {
    if (this.queue.size === 0 && this.inFlight.size === 0) {
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
      if (state && !state.due && !state.deleted) return;
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
      let read: Promise<MediaMetadata> | null = null;
      const metadata = (): Promise<MediaMetadata> => (read ??= readMetadata(file, probe));
      // A Live Photo's still and MOV are read one at a time, so they cannot both become memories.
      // Metadata that cannot be read is the stages' to report.
      const liveId = probe.info.kind === 'video' || probe.info.format === 'jpeg' || probe.info.format === 'heic'
        ? await metadata().then((m) => m.contentIdentifier, () => null)
        : null;
      const work = (): Promise<void> => this.identified(file, root, info, probe, known, forced, metadata, liveId);
      await (liveId ? this.live.run(liveId, work) : work());
    } finally {
      this.readBuffers.give(probe.buffer);
    }
  }

  private async identified(
    file: string, root: string, info: { size: number; mtimeMs: number }, probe: Probe, known: FileRow | undefined, forced: boolean,
    metadata: () => Promise<MediaMetadata>, liveId: string | null,
  ): Promise<void> {
    const id = probe.id;
    const still = liveId && probe.info.kind === 'video' ? this.live.stillFor(liveId) : null;
    if (still && still !== id) return this.attachMotion(file, root, { size: info.size, mtime: info.mtimeMs }, still, [known?.memory_id, id]);
    const motion = liveId && probe.info.kind !== 'video' ? this.live.motionFor(liveId) : null;
    const joining = motion && motion.memoryId !== id ? motion : null;
    await this.writer.withMemory(id, async () => {
      if (known && known.memory_id !== id) await this.detach(file, known.memory_id, 'file content changed');
      const now = Date.now();
      const row = (await this.loadMemory(id)) ?? emptyMemoryRow(id, file, root, now);
      attachPath(row, file, root);
      let sidecars: Promise<Sidecars> | null = null;
      const ctx: StageContext = {
        libraryDir: this.options.libraryDir,
        file,
        mtimeMs: info.mtimeMs,
        probe,
        metadata,
        sidecars: () => (sidecars ??= this.sidecarFinder.read(file)),
      };
      await this.runStages(row, ctx, now, forced, this.sidecarsChanged.delete(file));
      row.live_id = liveId;
      if (joining) row.motion_path = joining.path;
      this.writer.save(row);
      this.saveFile({ path: file, memory_id: id, root, size: info.size, mtime: info.mtimeMs, seen_at: now });
    });
    // The MOV came first and became a memory of its own: it joins the still now.
    if (joining) await this.attachMotion(joining.path, this.options.scope().rootOf(joining.path) ?? root, this.files.get(joining.path) ?? null, id, [joining.memoryId]);
  }

  /**
   * A Live Photo's MOV joins its still's memory: its file row points there, and a memory it had of
   * its own is left without this file (tombstoned when it was its only one).
   */
  private async attachMotion(file: string, root: string, info: { size: number; mtime: number } | null, stillId: string, formerIds: ReadonlyArray<string | undefined>): Promise<void> {
    for (const former of new Set(formerIds)) {
      if (former && former !== stillId) await this.writer.withMemory(former, () => this.detach(file, former, 'part of a Live Photo'));
    }
    const now = Date.now();
    await this.writer.withMemory(stillId, async () => {
      const row = await this.writer.load(stillId);
      if (!row || row.deleted_at !== null) return;
      if (row.motion_path !== file) {
        row.motion_path = file;
        this.writer.save(row);
      }
      this.saveFile({ path: file, memory_id: stillId, root, size: info?.size ?? 0, mtime: info?.mtime ?? 0, seen_at: now });
    });
  }

  /** `retry` also re-runs stages that failed for good: the user asked to try again. */
  private async runStages(row: MemoryRow, ctx: StageContext, now: number, retry: boolean, sidecarsChanged = false): Promise<void> {
    const stages = parseStages(row);
    for (const stage of this.stages) {
      const state = stages[stage.name];
      const due = isDue(stage, state, now) || (retry && state?.status === 'failed') || (sidecarsChanged && stage.readsSidecars === true);
      if (!stage.appliesTo(row) || !due) continue;
      try {
        const { warning, skipped, ...patch } = await stage.run(row, ctx);
        Object.assign(row, patch);
        stages[stage.name] = skipped
          ? { status: 'skipped', version: stage.version, reason: skipped }
          : { status: 'done', version: stage.version, ...(warning ? { warning } : {}) };
      } catch (err) {
        const failure = toStageError(err);
        stages[stage.name] = failedState(stage, stages[stage.name], failure.message, failure.transient, now);
      }
    }
    row.stages_json = JSON.stringify(stages);
  }

  /** A file that cannot be read or identified still gets a memory, so it shows in status with its reason. */
  private async recordUnreadable(file: string, root: string, err: unknown, info: { size: number; mtimeMs: number } | null): Promise<void> {
    const id = unreadableId(file);
    const failure = toStageError(err);
    await this.writer.withMemory(id, async () => {
      const known = this.files.get(file);
      if (known && known.memory_id !== id) await this.detach(file, known.memory_id, 'file content changed');
      const now = Date.now();
      const row = (await this.loadMemory(id)) ?? emptyMemoryRow(id, file, root, now);
      attachPath(row, file, root);
      row.size = info?.size ?? 0;
      row.mtime = info?.mtimeMs ?? null;
      const probeStage = this.stages[0];
      const stages: Record<string, StageState> = {};
      if (probeStage) stages[probeStage.name] = failedState(probeStage, parseStages(row)[probeStage.name], failure.message, failure.transient, now);
      row.stages_json = JSON.stringify(stages);
      this.writer.save(row);
      this.saveFile({ path: file, memory_id: id, root, size: info?.size ?? 0, mtime: info?.mtimeMs ?? 0, seen_at: now });
    });
  }

  private async detach(file: string, id: string, reason: string): Promise<void> {
    const row = await this.loadMemory(id);
    if (row && row.motion_path === file) {
      // A Live Photo's MOV went: the still stays, without motion.
      row.motion_path = null;
      this.writer.save(row);
    } else if (row && detachPath(row, file, reason)) this.writer.save(row);
  }

  /** A memory this library has never seen costs no table read (every new file asks). */
  private async loadMemory(id: string): Promise<MemoryRow | null> {
    return this.memories.has(id) ? this.writer.load(id) : null;
  }

  private saveFile(file: FileRow): void {
    this.files.set(file.path, file);
    this.writer.saveFile(file);
  }

  private hasDueStage(row: Pick<MemoryRow, 'kind' | 'stages_json'>, now: number): boolean {
    const stages = parseStages(row);
    if (unidentified(stages)) return false;
    return this.stages.some((s) => s.appliesTo(row as MemoryRow) && isDue(s, stages[s.name], now));
  }
}

/**
 * Files in flight. A file alternates between the main thread (hash, EXIF, the row) and the libuv
 * pool (read, decode, encode); with one file per core a core idles whenever its file is between
 * the two, which left 2 cores 81 % busy. Two more than the cores keep them 97 % busy (three, five
 * or six in flight measured the same or worse), for ~3.4 MB of file and a shrink-on-load decode
 * each. MNEMO_INGEST_CONCURRENCY overrides it (benchmarks, odd machines).
 */
function defaultConcurrency(): number {
  const forced = Number(process.env.MNEMO_INGEST_CONCURRENCY);
  if (Number.isInteger(forced) && forced > 0) return forced;
  return os.availableParallelism() + 2;
}
