import { EventEmitter } from 'node:events';
import { apiCalls, type ApiEvent, type ApiEventName, type ApiInput, type ApiName, type ApiOutput } from '../../shared/api';
import type { LibraryStatus } from '../../shared/status';
import type { Engine, EngineOptions } from './api';
import { STAGES } from './ingest/stages';
import { Library } from './library/library';
import { libraryStatus } from './library/status';
import { searchMemories } from './search/search';
import { toMemory } from './store/memory-view';
import { EventsService } from './augment/events/events';
import { parseLocal, toEventSummary } from './augment/events/summary';

export type { Engine, EngineOptions } from './api';

/** Progress events at most this often: status reads the whole table. */
const PROGRESS_INTERVAL_MS = 500;
/** Quiet time after the last library change before events are recomputed. */
const AUGMENT_DELAY_MS = 3_000;

/** Opens a library and returns the engine every host (CLI, serve bridge, Electron) talks to. */
export async function openEngine(options: EngineOptions): Promise<Engine> {
  const emitter = new EventEmitter();
  let progressTimer: NodeJS.Timeout | null = null;
  let onLibraryChange: () => void = () => undefined;
  const library: Library = await Library.open(options.libraryDir, { onChange: () => {
    onLibraryChange();
    if (progressTimer || emitter.listenerCount('progress') === 0) return;
    progressTimer = setTimeout(() => {
      progressTimer = null;
      void status().then((s) => emitter.emit('progress', s), () => undefined);
    }, PROGRESS_INTERVAL_MS);
  } });

  const events = await EventsService.open(library.db);
  // Events follow the library: recomputed a little after changes settle (it is one cheap pass).
  let augmentTimer: NodeJS.Timeout | null = null;
  const scheduleAugment = (): void => {
    if (augmentTimer) clearTimeout(augmentTimer);
    augmentTimer = setTimeout(() => {
      augmentTimer = null;
      if (library.ingest.queued > 0) return scheduleAugment();
      void events.recompute().catch(() => undefined);
    }, AUGMENT_DELAY_MS);
  };
  onLibraryChange = scheduleAugment;

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
    async listEvents() {
      return { events: (await events.list()).map(toEventSummary) };
    },
    renameEvent: async ({ id, name }) => toEventSummary(await events.rename(id, name)),
    setEventDates: async ({ id, start, end }) => toEventSummary(await events.setDates(id, parseLocal(start), parseLocal(end, true))),
    addEventMembers: async ({ id, memoryIds }) => toEventSummary(await events.addMembers(id, memoryIds)),
    removeEventMembers: async ({ id, memoryIds }) => toEventSummary(await events.removeMembers(id, memoryIds)),
    mergeEvents: async ({ intoId, fromId }) => toEventSummary(await events.merge(intoId, fromId)),
    async splitEvent({ id, at }) {
      const times = new Map((await events.timeline()).map((i) => [i.id, i.local]));
      return { events: (await events.split(id, parseLocal(at), times)).map(toEventSummary) };
    },
    async deleteEvent({ id }) {
      await events.reject(id);
      return { deleted: true as const };
    },
    createEvent: async ({ name, start, end, memoryIds }) =>
      toEventSummary(await events.create({ name, start: parseLocal(start), end: parseLocal(end, true), ...(memoryIds ? { memoryIds } : {}) })),
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
      emitter.on(name, listener);
      return () => emitter.off(name, listener);
    },
    async startWatching() {
      await library.applyDefaultRoot();
      await library.startWatching();
    },
    async close() {
      if (progressTimer) clearTimeout(progressTimer);
      if (augmentTimer) clearTimeout(augmentTimer);
      await library.close();
    },
  };
}

type ApiOutputOfInput<N extends ApiName> = import('zod').output<(typeof apiCalls)[N]['input']>;
