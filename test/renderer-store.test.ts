import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MnemoApi } from '../shared/api';
import { createBridge, type BridgeEventName, type MnemoBridge } from '../shared/ipc';
import { defaultSettings } from '../shared/settings';
import type { LibraryStatus } from '../shared/status';
import { createLibraryStore } from '../renderer/src/store';

const status: LibraryStatus = {
  library: '/lib',
  memories: 2,
  deleted: 0,
  stages: { metadata: { done: 2, pending: 0, failed: 0, reasons: [], perSecond: null, etaSeconds: null } },
  errors: [],
  warnings: [],
  queued: 0,
  paused: false,
  pausedRoots: [],
  filesPerSecond: null,
  etaSeconds: null,
};

/** A bridge over a fake engine, with a hook to push events the way the preload would. */
function fakeBridge(answers: Partial<Record<keyof MnemoApi, (input: unknown) => unknown>>) {
  const listeners = new Map<string, (payload: unknown) => void>();
  const calls: string[] = [];
  const bridge: MnemoBridge = createBridge({
    invoke: async (name, input) => {
      calls.push(name);
      const answer = answers[name];
      if (!answer) throw new Error(`unexpected call ${name}`);
      return answer(input);
    },
    subscribe: (name, listener) => {
      listeners.set(name, listener);
      return () => void listeners.delete(name);
    },
  });
  const emit = (name: BridgeEventName, payload: unknown) => listeners.get(name)?.(payload);
  return { bridge, calls, emit, listeners };
}

const library = {
  status: () => status,
  getSettings: () => ({ ...defaultSettings(), roots: ['/photos'] }),
  listMemories: () => ({ memories: [], total: 0 }),
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('library store', () => {
  it('loads status, settings and the first page of memories', async () => {
    const { bridge } = fakeBridge(library);
    const store = createLibraryStore(bridge);
    await store.getState().load();
    expect(store.getState()).toMatchObject({ status, total: 0, memories: [], loading: false, loadError: null });
    expect(store.getState().settings?.roots).toEqual(['/photos']);
  });

  it('shows the engine’s message, without Electron’s IPC prefix, when an action fails', async () => {
    const { bridge } = fakeBridge({
      ...library,
      addRoot: () => {
        throw new Error(`Error invoking remote method 'mnemo:call:addRoot': Error: Invalid input for Mnemo call "addRoot": path`);
      },
    });
    const store = createLibraryStore(bridge);
    await expect(store.getState().addRoot('   ')).resolves.toBe(false);
    expect(store.getState().actionError).toBe('Invalid input for Mnemo call "addRoot": path');
    expect(store.getState().busy).toBe(false);
  });

  it('follows progress events and refreshes the list at most every 2 s', async () => {
    const { bridge, emit, calls } = fakeBridge(library);
    const store = createLibraryStore(bridge);
    const disconnect = store.getState().connect();
    emit('progress', { ...status, queued: 5 });
    emit('progress', { ...status, queued: 4 });
    expect(store.getState().status?.queued).toBe(4);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(calls.filter((name) => name === 'listMemories')).toHaveLength(1);
    disconnect();
  });

  it('reloads after the engine restarted', async () => {
    const { bridge, emit, calls } = fakeBridge(library);
    const store = createLibraryStore(bridge);
    store.getState().connect();
    emit('engineState', { state: 'ready', warning: null });
    expect(calls).toEqual([]);
    emit('engineState', { state: 'restarting', reason: 'crashed', attempt: 1, delayMs: 1000 });
    emit('engineState', { state: 'starting' });
    emit('engineState', { state: 'ready', warning: null });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.sort()).toEqual(['getSettings', 'listMemories', 'status']);
  });
});
