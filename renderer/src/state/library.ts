import type { EngineState } from '../../../shared/ipc';
import type { Settings } from '../../../shared/settings';
import type { LibraryStatus } from '../../../shared/status';
import { describeError } from '../bridge-client';
import type { SliceCreator } from './store';

export interface LibrarySlice {
  status: LibraryStatus | null;
  settings: Settings | null;
  engine: EngineState | null;
  loading: boolean;
  /** Loading the library failed; the whole window shows it with a retry. */
  loadError: string | null;
  /** The last settings action failed; shown beside the settings. */
  actionError: string | null;
  busy: boolean;
  load(): Promise<void>;
  addRoot(path: string): Promise<boolean>;
  removeRoot(path: string): Promise<void>;
  pauseRoot(path: string, paused: boolean): Promise<void>;
  pauseAll(paused: boolean): Promise<void>;
  setExclusions(folders: string[], patterns: string[]): Promise<boolean>;
  retryErrors(): Promise<void>;
  /** Sets a damaged database aside and builds a fresh one (the user's edits are replayed), then reloads. */
  rebuildLibrary(): Promise<void>;
  dismissActionError(): void;
  /** Runs a call that returns the new settings; false when it failed (the reason is in actionError). */
  changeSettings(run: () => Promise<Settings>): Promise<boolean>;
  onProgress(status: LibraryStatus): void;
  onEngineState(engine: EngineState): void;
  stopTimers(): void;
}

export const librarySlice: SliceCreator<LibrarySlice> = (api, set, get) => {
  let reloadWhenReady = false;

  /** After a restart everything shown may be stale: reload what was loaded. */
  const reloadAll = (): void => {
    const state = get();
    void state.load();
    if (state.timeline.days) void state.loadTimeline();
    if (state.events.list) void state.loadEvents();
    if (state.knowledge.list) void state.loadKnowledge();
    if (state.people.list) void state.loadPeople();
    if (state.route.memory) void state.loadDetail(state.route.memory);
  };

  return {
    status: null,
    settings: null,
    engine: null,
    loading: false,
    loadError: null,
    actionError: null,
    busy: false,

    async load() {
      set({ loading: true, loadError: null });
      try {
        // The first status reads the whole library in the engine: while the timeline's first screen loads, it waits.
        const status = (get().timeline.loading ? get().afterFirstScreen() : Promise.resolve()).then(() => api.status({}));
        status.catch(() => undefined); // awaited below, unless the settings fail first
        set({ settings: await api.getSettings({}) });
        set({ status: await status });
      } catch (error) {
        set({ loadError: describeError(error) });
      } finally {
        set({ loading: false });
      }
    },

    async changeSettings(run) {
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
    },

    addRoot: (path) => get().changeSettings(() => api.addRoot({ path: path.trim() })),
    removeRoot: async (path) => void (await get().changeSettings(() => api.removeRoot({ path }))),
    pauseRoot: async (path, paused) => void (await get().changeSettings(() => api.pauseRoot({ path, paused }))),
    pauseAll: async (paused) => void (await get().changeSettings(() => api.pauseAll({ paused }))),
    setExclusions: (folders, patterns) => get().changeSettings(() => api.setExclusions({ folders, patterns })),

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

    async rebuildLibrary() {
      set({ busy: true, actionError: null });
      try {
        await api.rebuildLibrary({});
        await get().load();
      } catch (error) {
        set({ actionError: describeError(error) });
      } finally {
        set({ busy: false });
      }
    },

    dismissActionError: () => set({ actionError: null }),

    onProgress(status) {
      set({ status });
      get().scheduleTimelineRefresh();
    },

    onEngineState(engine) {
      set({ engine });
      if (engine.state === 'restarting') reloadWhenReady = true;
      // After a restart the shown data may be stale, and a load that failed may now succeed.
      if (engine.state === 'ready' && (reloadWhenReady || get().loadError !== null)) {
        reloadWhenReady = false;
        reloadAll();
      }
    },

    stopTimers() {
      get().stopTimelineRefresh();
      get().cancelSearch();
    },
  };
};
