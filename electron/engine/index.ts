import { EventEmitter } from 'node:events';
import { apiCalls, type ApiEvent, type ApiEventName, type ApiInput, type ApiName, type ApiOutput } from '../../shared/api';
import type { LibraryStatus } from '../../shared/status';
import type { Engine, EngineOptions } from './api';
import { STAGES } from './ingest/stages';
import { Library } from './library/library';
import { libraryStatus } from './library/status';
import { searchMemories } from './search/search';
import { toMemory } from './store/memory-view';

export type { Engine, EngineOptions } from './api';

/** Progress events at most this often: status reads the whole table. */
const PROGRESS_INTERVAL_MS = 500;

/** Opens a library and returns the engine every host (CLI, serve bridge, Electron) talks to. */
export async function openEngine(options: EngineOptions): Promise<Engine> {
  const events = new EventEmitter();
  let progressTimer: NodeJS.Timeout | null = null;
  const library: Library = await Library.open(options.libraryDir, { onChange: () => {
    if (progressTimer || events.listenerCount('progress') === 0) return;
    progressTimer = setTimeout(() => {
      progressTimer = null;
      void status().then((s) => events.emit('progress', s), () => undefined);
    }, PROGRESS_INTERVAL_MS);
  } });

  const status = async (): Promise<LibraryStatus> => {
    const settings = await library.settings();
    return libraryStatus(library.db, STAGES, {
      library: library.dir,
      queued: library.ingest.queued,
      paused: settings.paused,
      pausedRoots: settings.pausedRoots,
      filesPerSecond: library.ingest.rate(),
    });
  };

  const handlers: { [N in ApiName]: (input: ApiOutputOfInput<N>) => Promise<ApiOutput<N>> } = {
    status: () => status(),
    async listMemories({ offset, limit }) {
      const rows = await library.db.memoriesWhere('deleted_at IS NULL');
      rows.sort((a, b) => (b.taken_at ?? 0) - (a.taken_at ?? 0) || a.path.localeCompare(b.path));
      return { memories: rows.slice(offset, offset + limit).map(toMemory), total: rows.length };
    },
    async getMemory({ id }) {
      const [row] = await library.db.memoriesById([id]);
      return row ? toMemory(row) : null;
    },
    async search({ text, now, limit }) {
      const { results } = await searchMemories(library.db, text, { now: now ? new Date(now) : new Date(), limit });
      return { results };
    },
    getSettings: () => library.settings(),
    addRoot: ({ path }) => library.addRoots([path]),
    removeRoot: ({ path }) => library.removeRoot(path),
    setExclusions: ({ folders, patterns }) => library.setExclusions(folders, patterns),
    pauseRoot: ({ path, paused }) => library.pauseRoot(path, paused),
    pauseAll: ({ paused }) => library.pauseAll(paused),
    async retryErrors() {
      return { retried: await library.retryFailed() };
    },
  };

  // Every entry point validates its input against the contract, whichever host calls it.
  const api = Object.fromEntries(
    (Object.keys(apiCalls) as ApiName[]).map((name) => [
      name,
      (input: unknown) => (handlers[name] as (i: unknown) => Promise<unknown>)(apiCalls[name].input.parse(input ?? {})),
    ]),
  ) as { [N in ApiName]: (input: ApiInput<N>) => Promise<ApiOutput<N>> };

  return {
    ...api,
    onEvent<N extends ApiEventName>(name: N, listener: (payload: ApiEvent<N>) => void) {
      events.on(name, listener);
      return () => events.off(name, listener);
    },
    async startWatching() {
      await library.applyDefaultRoot();
      await library.startWatching();
    },
    async close() {
      if (progressTimer) clearTimeout(progressTimer);
      await library.close();
    },
  };
}

type ApiOutputOfInput<N extends ApiName> = import('zod').output<(typeof apiCalls)[N]['input']>;
