import path from 'node:path';
import sharp from 'sharp';
import type { Settings } from '../../../shared/settings';
import { Ingest } from '../ingest/ingest';
import { PerceptionRunner } from '../perception/runner';
import type { InteractionThrottle } from './interaction';
import type { PerceptionStage } from '../perception/stage';
import { SettingsFile } from '../settings/settings-file';
import { Database } from '../store/database';
import { MemoryWriter } from '../store/memory-writer';
import { mkdirPrivate, tightenDir } from '../store/private-files';
import { createScope, isInside, type Scope } from '../watch/scope';
import { walkRoot } from '../watch/walk';
import { RootWatcher } from '../watch/watcher';
import { picturesFolder } from '../settings/locations';

export interface LibraryOptions {
  /** Something changed: a file was ingested, rows were written, a scan or a setting changed. */
  onChange?: () => void;
  /** The background-lane stages (models, Ollama); none means metadata only. */
  perceptionStages?: readonly PerceptionStage[];
  /** Turns indexing down while the user interacts (interaction.ts). */
  interaction?: InteractionThrottle;
}

/** What a library keeps on disk, opened before anything that reads or writes it is built. */
export interface LibraryStore {
  dir: string;
  settingsFile: SettingsFile;
  db: Database;
  writer: MemoryWriter;
}

/**
 * The library service: which folders are watched, and keeping the memories in step with them.
 * Settings changes take effect at once: a paused root stops, a removed or excluded folder's memories
 * leave search (tombstoned, files untouched), a resumed or added root is scanned.
 */
export class Library {
  private scope: Scope;
  private watching = false;
  private readonly scans = new Map<string, Promise<void>>();

  private constructor(
    readonly dir: string,
    readonly db: Database,
    readonly settingsFile: SettingsFile,
    readonly writer: MemoryWriter,
    readonly ingest: Ingest,
    readonly perception: PerceptionRunner,
    private readonly watcher: RootWatcher,
    settings: Settings,
    private readonly onChange: () => void,
  ) {
    this.scope = createScope(settings, dir);
  }

  /** The settings, the database and the memory writer; `onWritten` hears of every batch written. */
  static async openStore(dir: string, onWritten?: () => void): Promise<LibraryStore> {
    const libraryDir = path.resolve(dir);
    await mkdirPrivate(libraryDir);
    // A library made before folders were private: closed to other users from now on.
    await tightenDir(libraryDir);
    const settingsFile = new SettingsFile(path.join(libraryDir, 'settings.json'));
    const db = await Database.open(libraryDir);
    return { dir: libraryDir, settingsFile, db, writer: new MemoryWriter({ db, ...(onWritten ? { onWritten } : {}) }) };
  }

  /** Opens a library folder, or one whose store is open already (the engine builds its services on it first). */
  static async open(dirOrStore: string | LibraryStore, options: LibraryOptions = {}): Promise<Library> {
    const onChange = options.onChange ?? (() => undefined);
    // libvips keeps the last 100 operations to answer a repeat from memory. The engine decodes each
    // file once, from a read buffer that the next file reuses, so nothing ever repeats; keeping and
    // trimming that cache cost ~2 CPU-ms a photo (npm run bench:ingest, 5 runs each way).
    sharp.cache(false);
    const store = typeof dirOrStore === 'string' ? await Library.openStore(dirOrStore, onChange) : dirOrStore;
    const { dir: libraryDir, settingsFile, db, writer } = store;
    const settings = await settingsFile.load();
    let library: Library | null = null;
    const scope = (): Scope => library?.scope ?? createScope(settings, libraryDir);
    const { interaction } = options;
    const ingest = new Ingest({ libraryDir, db, writer, scope, onChange, ...(interaction ? { workers: (max: number) => interaction.ingestWorkers(max) } : {}) });
    interaction?.onChange((active) => active || ingest.kick());
    await ingest.init();
    const stages = options.perceptionStages ?? [];
    const perception = new PerceptionRunner({
      libraryDir, writer, fileLaneBusy: () => ingest.queued > 0, stages, scope, onChange, ...(interaction ? { mayRun: () => interaction.quiet() } : {}),
    });
    writer.onSaved((row) => perception.noteRow(row));
    if (stages.length > 0) perception.init(await db.memoriesWhere(null, ['id', 'kind', 'path', 'stages_json', 'taken_at', 'deleted_at', 'motion_path']));
    const watcher = new RootWatcher(scope, {
      fileChanged: (f) => ingest.enqueue(f),
      sidecarChanged: (f) => void ingest.sidecarChanged(f).catch(() => undefined),
      fileRemoved: (f) => void ingest.remove(f),
      dirRemoved: (d) => void library?.removeUnder((f) => isInside(f, d), 'file deleted'),
    });
    library = new Library(libraryDir, db, settingsFile, writer, ingest, perception, watcher, settings, onChange);
    return library;
  }

  settings(): Promise<Settings> {
    return this.settingsFile.load();
  }

  /** The first start of the app offers the user's Pictures folder as the first root. */
  async applyDefaultRoot(): Promise<void> {
    const settings = await this.settings();
    if (settings.defaultRootApplied) return;
    await this.updateSettings((s) => ({
      ...s,
      roots: s.roots.length === 0 ? [picturesFolder()] : s.roots,
      defaultRootApplied: true,
    }));
  }

  async addRoots(folders: string[]): Promise<Settings> {
    const abs = folders.map((f) => path.resolve(f));
    const next = await this.updateSettings((s) => ({
      ...s,
      roots: unique([...s.roots, ...abs]),
      excludedFolders: s.excludedFolders.filter((e) => !abs.includes(e)),
    }));
    for (const root of abs) this.startScan(root);
    return next;
  }

  /** Un-whitelisting a root takes its memories out of search; the files themselves are not touched. */
  async removeRoot(folder: string): Promise<Settings> {
    const abs = path.resolve(folder);
    const next = await this.updateSettings((s) => ({
      ...s,
      roots: s.roots.filter((r) => r !== abs),
      pausedRoots: s.pausedRoots.filter((r) => r !== abs),
    }));
    await this.removeOutOfScope('root removed');
    return next;
  }

  async setExclusions(folders: string[], patterns: string[]): Promise<Settings> {
    const next = await this.updateSettings((s) => ({
      ...s,
      excludedFolders: unique(folders.map((f) => path.resolve(f))),
      excludedPatterns: unique(patterns),
    }));
    await this.removeOutOfScope('excluded');
    // A narrowed exclusion brings files back: rescan.
    for (const root of next.roots) this.startScan(root);
    return next;
  }

  async pauseRoot(folder: string, paused: boolean): Promise<Settings> {
    const abs = path.resolve(folder);
    const next = await this.updateSettings((s) => ({
      ...s,
      pausedRoots: paused ? unique([...s.pausedRoots, abs]) : s.pausedRoots.filter((r) => r !== abs),
    }));
    if (paused) {
      this.ingest.dropQueued((f) => isInside(f, abs));
      this.perception.interrupt();
    } else this.startScan(abs);
    return next;
  }

  async pauseAll(paused: boolean): Promise<Settings> {
    // Resuming is how the user says they checked settings that had to be recovered.
    const next = await this.updateSettings((s) => ({ ...s, paused, recovery: paused ? s.recovery : null }));
    if (paused) {
      this.ingest.dropQueued(() => true);
      this.perception.interrupt();
    } else for (const root of next.roots) this.startScan(root);
    return next;
  }

  /** Queue every memory with a failed stage again; returns how many. */
  async retryFailed(): Promise<number> {
    const rows = await this.db.memoriesWhere("status = 'error' AND deleted_at IS NULL", ['id', 'path']);
    for (const row of rows) this.ingest.enqueue(row.path, true);
    return rows.length;
  }

  /** Walk every active root once and bring the memories in line with the disk. */
  async scanAll(): Promise<void> {
    const settings = await this.settings();
    await this.ingest.resume();
    await Promise.all(settings.roots.map((r) => this.startScan(r)));
  }

  /** Resolves when every scan has finished and the queue is drained and written. */
  async idle(): Promise<void> {
    while (this.scans.size > 0) await Promise.all(this.scans.values());
    await this.ingest.drain();
  }

  /** Run every background stage that can run now, to the end (CLI `index`). */
  async perceiveAll(): Promise<void> {
    await this.perception.drain();
    await this.writer.flush();
  }

  async startWatching(): Promise<void> {
    this.watching = true;
    this.perception.start();
    const settings = await this.settings();
    await this.watcher.start(settings.roots);
    void this.scanAll();
  }

  async close(): Promise<void> {
    this.watching = false;
    await this.perception.stop();
    await this.watcher.stop();
    this.ingest.dropQueued(() => true);
    await this.ingest.drain().catch(() => undefined);
    await this.db.close();
  }

  private startScan(root: string): Promise<void> {
    const existing = this.scans.get(root);
    if (existing) return existing;
    const scan = this.scan(root).finally(() => {
      this.scans.delete(root);
      this.onChange();
    });
    this.scans.set(root, scan);
    return scan;
  }

  private async scan(root: string): Promise<void> {
    if (this.scope.isPaused(root) || this.scope.rootOf(root) === null) return;
    const seen = new Set<string>();
    const { unreadable } = await walkRoot(
      root,
      this.scope,
      (file) => {
        seen.add(file);
        this.ingest.enqueue(file);
      },
      () => this.scope.isPaused(root),
    );
    if (this.scope.isPaused(root)) return;
    // Files the database knows under this root that the walk did not see were deleted while we were away.
    await this.removeUnder(
      (f) => isInside(f, root) && !seen.has(f) && !unreadable.some((d) => isInside(f, d)) && this.scope.rootOf(f) === root,
      'file deleted',
    );
  }

  private async removeOutOfScope(reason: string): Promise<void> {
    await this.removeUnder((f) => !this.scope.includesFile(f), reason);
  }

  private async removeUnder(predicate: (file: string) => boolean, reason: string): Promise<void> {
    this.ingest.dropQueued(predicate);
    const doomed = [...this.ingest.knownFiles().keys()].filter(predicate);
    for (const file of doomed) await this.ingest.remove(file, reason);
    await this.writer.flush();
  }

  private async updateSettings(change: (s: Settings) => Settings): Promise<Settings> {
    const before = (await this.settings()).roots.join('\n');
    const next = await this.settingsFile.update(change);
    this.scope = createScope(next, this.dir);
    // The watcher reads the scope on every event; only a different set of roots needs a new watcher.
    if (this.watching && next.roots.join('\n') !== before) await this.watcher.start(next.roots);
    this.onChange();
    return next;
  }
}

function unique<T>(items: T[]): T[] {
  return [...new Set(items)];
}
