import { createStore, type StoreApi } from 'zustand/vanilla';
import type { EngineState, MnemoBridge } from '../../shared/ipc';
import type { Memory } from '../../shared/memory';
import type { Settings } from '../../shared/settings';
import type { LibraryStatus } from '../../shared/status';
import { describeError } from './api';

/** The list shows the first page only; browsing the whole library is a later screen. */
export const MEMORY_PAGE = 200;
/** Progress events can arrive many times a second during ingest; the list need not follow that fast. */
const LIST_REFRESH_MS = 2_000;

export interface LibraryState {
  status: LibraryStatus | null;
  settings: Settings | null;
  memories: Memory[] | null;
  total: number;
  engine: EngineState | null;
  loading: boolean;
  /** Loading the library failed; the whole view shows it with a retry. */
  loadError: string | null;
  /** The last folder action failed; shown beside the folders. */
  actionError: string | null;
  busy: boolean;
  load(): Promise<void>;
  refreshMemories(): Promise<void>;
  addRoot(path: string): Promise<boolean>;
  removeRoot(path: string): Promise<void>;
  pauseRoot(path: string, paused: boolean): Promise<void>;
  pauseAll(paused: boolean): Promise<void>;
  retryErrors(): Promise<void>;
  dismissActionError(): void;
  /** Subscribes to engine events; returns the unsubscribe function. */
  connect(): () => void;
}

export type LibraryStore = StoreApi<LibraryState>;

export function createLibraryStore(api: MnemoBridge): LibraryStore {
  let refreshTimer: ReturnType<typeof setTimeout> | null = null;
  let reloadWhenReady = false;

  return createStore<LibraryState>()((set, get) => {
    /** Runs a settings-changing call; the returned settings replace ours. */
    const change = async (run: () => Promise<Settings>): Promise<boolean> => {
      set({ busy: true, actionError: null });
      try {
        set({ settings: await run() });
        void api.status({}).then((status) => set({ status }), () => undefined);
        return true;
      } catch (error) {
        set({ actionError: describeError(error) });
        return false;
      } finally {
        set({ busy: false });
      }
    };

    const refreshSoon = (): void => {
      if (refreshTimer) return;
      refreshTimer = setTimeout(() => {
        refreshTimer = null;
        void get().refreshMemories();
      }, LIST_REFRESH_MS);
    };

    return {
      status: null,
      settings: null,
      memories: null,
      total: 0,
      engine: null,
      loading: false,
      loadError: null,
      actionError: null,
      busy: false,

      async load() {
        set({ loading: true, loadError: null });
        try {
          const [status, settings, page] = await Promise.all([
            api.status({}),
            api.getSettings({}),
            api.listMemories({ offset: 0, limit: MEMORY_PAGE }),
          ]);
          set({ status, settings, memories: page.memories, total: page.total });
        } catch (error) {
          set({ loadError: describeError(error) });
        } finally {
          set({ loading: false });
        }
      },

      async refreshMemories() {
        try {
          const page = await api.listMemories({ offset: 0, limit: MEMORY_PAGE });
          set({ memories: page.memories, total: page.total });
        } catch {
          // A background refresh failing leaves the last list in place; the engine state banner says why.
        }
      },

      addRoot: (path) => change(() => api.addRoot({ path: path.trim() })),
      removeRoot: async (path) => void (await change(() => api.removeRoot({ path }))),
      pauseRoot: async (path, paused) => void (await change(() => api.pauseRoot({ path, paused }))),
      pauseAll: async (paused) => void (await change(() => api.pauseAll({ paused }))),

      async retryErrors() {
        set({ busy: true, actionError: null });
        try {
          await api.retryErrors({});
          set({ status: await api.status({}) });
        } catch (error) {
          set({ actionError: describeError(error) });
        } finally {
          set({ busy: false });
        }
      },

      dismissActionError: () => set({ actionError: null }),

      connect() {
        const offProgress = api.on('progress', (status) => {
          set({ status });
          refreshSoon();
        });
        const offEngine = api.on('engineState', (engine) => {
          set({ engine });
          if (engine.state === 'restarting') reloadWhenReady = true;
          // After a restart the shown data may be stale, and a load that failed may now succeed.
          if (engine.state === 'ready' && (reloadWhenReady || get().loadError !== null)) {
            reloadWhenReady = false;
            void get().load();
          }
        });
        return () => {
          offProgress();
          offEngine();
          if (refreshTimer) clearTimeout(refreshTimer);
          refreshTimer = null;
        };
      },
    };
  });
}
