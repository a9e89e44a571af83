import { watch, type FSWatcher } from 'chokidar';
import path from 'node:path';
import { isInside, type Scope } from './scope';
import { walkRoot } from './walk';

/**
 * A file being copied in fires several change events; wait for this much quiet before reading it,
 * so the hash is of the finished file and not of half of it.
 */
const SETTLE_MS = 750;

export interface WatchHandlers {
  fileChanged(file: string): void;
  /** A Takeout or XMP sidecar appeared, changed or went. */
  sidecarChanged?(file: string): void;
  fileRemoved(file: string): void;
  dirRemoved(dir: string): void;
}

/**
 * Live changes under the roots (chokidar). The initial listing is left to the walker, which also
 * reconciles deletions made while the app was closed; this only reports what happens afterwards.
 */
export class RootWatcher {
  private watcher: FSWatcher | null = null;
  private readonly timers = new Map<string, NodeJS.Timeout>();
  /** New folders waiting to be listed once more (see `sweepLater`). */
  private readonly sweeps = new Map<string, NodeJS.Timeout>();

  constructor(
    private readonly scope: () => Scope,
    private readonly handlers: WatchHandlers,
  ) {}

  async start(roots: string[]): Promise<void> {
    await this.stop();
    if (roots.length === 0) return;
    const watcher = watch(roots, {
      ignoreInitial: true,
      followSymlinks: true,
      atomic: true,
      ignored: (file, stats) => {
        const scope = this.scope();
        if (scope.rootOf(file) === null) return false; // a root itself, or above one: never ignore
        if (stats?.isDirectory()) return !scope.includesDir(file);
        if (stats?.isFile()) return !scope.includesFile(file) && !scope.includesSidecar(file);
        // Not yet stat'ed: only prune what the path alone rules out (hidden, excluded, caches).
        return !scope.includesDir(file);
      },
    });
    watcher.on('add', (f) => this.settle(f));
    watcher.on('change', (f) => this.settle(f));
    watcher.on('unlink', (f) => {
      const abs = path.resolve(f);
      this.cancel(abs);
      if (this.isSidecar(abs)) this.handlers.sidecarChanged?.(abs);
      else this.handlers.fileRemoved(abs);
    });
    watcher.on('addDir', (d) => this.sweepLater(path.resolve(d)));
    watcher.on('unlinkDir', (d) => this.handlers.dirRemoved(path.resolve(d)));
    // Watch errors (EACCES on a subfolder, ELOOP) must not end the watcher or the process.
    watcher.on('error', () => undefined);
    await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
    this.watcher = watcher;
  }

  async stop(): Promise<void> {
    for (const timer of [...this.timers.values(), ...this.sweeps.values()]) clearTimeout(timer);
    this.timers.clear();
    this.sweeps.clear();
    const watcher = this.watcher;
    this.watcher = null;
    await watcher?.close();
  }

  private settle(file: string): void {
    const abs = path.resolve(file);
    this.cancel(abs);
    this.timers.set(
      abs,
      setTimeout(() => {
        this.timers.delete(abs);
        if (this.isSidecar(abs)) this.handlers.sidecarChanged?.(abs);
        else this.handlers.fileChanged(abs);
      }, SETTLE_MS),
    );
  }

  /**
   * chokidar lists a new folder first and only then watches it, so a file written in between (a
   * camera import writing into the dated folder it just made) is never reported until something
   * else changes there (chokidar issues 1112 and 1471, open in 5.0). Listing the folder once more
   * after the settle delay, when its watch is long in place, hands such files over; a file already
   * reported is handed over again and the ingest's unchanged-file shortcut makes that a stat.
   * One sweep of the outermost new folder covers its subfolders.
   */
  private sweepLater(dir: string): void {
    if ([...this.sweeps.keys()].some((d) => isInside(dir, d))) return;
    for (const [d, timer] of this.sweeps) {
      if (!isInside(d, dir)) continue;
      clearTimeout(timer);
      this.sweeps.delete(d);
    }
    this.sweeps.set(
      dir,
      setTimeout(() => {
        this.sweeps.delete(dir);
        void walkRoot(dir, this.scope(), (file) => this.settle(file), () => this.watcher === null).catch(() => undefined);
      }, SETTLE_MS),
    );
  }

  private isSidecar(file: string): boolean {
    const scope = this.scope();
    return !scope.includesFile(file) && scope.includesSidecar(file);
  }

  private cancel(file: string): void {
    const timer = this.timers.get(file);
    if (timer) clearTimeout(timer);
    this.timers.delete(file);
  }
}
