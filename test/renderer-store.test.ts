import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MnemoApi } from '../shared/contract';
import { createBridge, type BridgeNotificationName, type MnemoBridge } from '../shared/ipc';
import type { Memory, MemorySummary } from '../shared/memory';
import type { AskResult } from '../shared/qa';
import { defaultSettings } from '../shared/settings';
import type { LibraryStatus } from '../shared/status';
import { createAppStore, memoryHistory } from '../renderer/src/state/store';
import { FILTER_DEBOUNCE_MS, INTERACTION_SIGNAL_MS, REFRESH_QUIET_MS } from '../renderer/src/state/timeline';

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
  settingsRecovery: null,
  filesPerSecond: null,
  etaSeconds: null,
  damaged: null,
};

type Answers = Partial<Record<keyof MnemoApi, (input: never) => unknown>>;

/** A bridge over a fake engine, with a hook to push notifications the way the preload would. */
function fakeBridge(answers: Answers) {
  const listeners = new Map<string, (payload: unknown) => void>();
  const calls: Array<{ name: string; input: unknown }> = [];
  const bridge: MnemoBridge = createBridge({
    invoke: async (name, input) => {
      calls.push({ name, input });
      const answer = answers[name] as ((input: unknown) => unknown) | undefined;
      if (!answer) throw new Error(`unexpected call ${name}`);
      return answer(input);
    },
    subscribe: (name, listener) => {
      listeners.set(name, listener);
      return () => void listeners.delete(name);
    },
  });
  const emit = (name: BridgeNotificationName, payload: unknown) => listeners.get(name)?.(payload);
  const named = (name: string) => calls.filter((c) => c.name === name);
  /** The listings of days the grid asked for: not the first page asked for with the day list. */
  const ranged = () => named('listMemorySummaries').filter((c) => (c.input as { from?: string }).from !== undefined || (c.input as { undated?: boolean }).undated === true);
  return { bridge, calls, emit, named, ranged };
}

const library: Answers = {
  status: () => status,
  getSettings: () => ({ ...defaultSettings(), roots: ['/photos'] }),
};

function memory(id: string, local: string, extra: Partial<Memory> = {}): Memory {
  return {
    id, path: `/p/${id}.jpg`, paths: [], kind: 'photo', format: 'jpeg', size: 1, width: 4, height: 3, durationSec: null,
    takenAt: `${local}Z`, takenAtLocal: local, offset: null, timeSource: 'exif', lat: null, lon: null, place: null,
    make: null, model: null, thumbnail: 't.webp', caption: null, description: null, ocrText: null, transcript: null, contexts: null,
    faces: [], objects: [], duplicateGroup: null, sidecars: [], motionPath: null, corrections: {}, status: 'ok', error: null, stages: {}, ...extra,
  };
}

function summary(id: string, local: string | null, extra: Partial<MemorySummary> = {}): MemorySummary {
  return { id, kind: 'photo', takenAt: local ? `${local}Z` : null, takenAtLocal: local, place: null, thumbnail: 't.webp', duplicateGroup: null, duplicates: 1, thumbVersion: null, ...extra };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('library slice', () => {
  it('loads the settings and the status', async () => {
    const { bridge } = fakeBridge(library);
    const store = createAppStore(bridge);
    await store.getState().load();
    expect(store.getState()).toMatchObject({ status, loading: false, loadError: null });
    expect(store.getState().settings?.roots).toEqual(['/photos']);
  });

  it('asks for the status only after the timeline’s first screen is painted when both load at once', async () => {
    let release: () => void = () => undefined;
    const { bridge, calls } = fakeBridge({
      ...library,
      timeline: () => ({ days: [{ day: '2024-05-12', count: 1, shown: 1 }], total: 1 }),
      listMemorySummaries: () => new Promise((resolve) => (release = () => resolve({ memories: [summary('a', '2024-05-12T10:00:00')], total: 1 }))),
    });
    const store = createAppStore(bridge);
    const timeline = store.getState().loadTimeline();
    const load = store.getState().load();
    await timeline;
    store.getState().ensureDays(['2024-05-12']);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((c) => c.name)).not.toContain('status');
    release();
    await vi.advanceTimersByTimeAsync(0);
    // The day's memories are in, not yet on screen: the status still waits (it would compete with the paint).
    expect(store.getState().timeline.byDay['2024-05-12']?.map((m) => m.id)).toEqual(['a']);
    expect(calls.map((c) => c.name)).not.toContain('status');
    store.getState().firstScreenShown();
    await load;
    expect(calls.map((c) => c.name)).toContain('status');
  });

  it('does not wait for a paint of the timeline while another view is shown', async () => {
    const { bridge, calls } = fakeBridge({
      ...library,
      timeline: () => ({ days: [{ day: '2024-05-12', count: 1, shown: 1 }], total: 1 }),
      listMemorySummaries: () => ({ memories: [summary('a', '2024-05-12T10:00:00')], total: 1 }),
    });
    const store = createAppStore(bridge, { history: memoryHistory('#/people') });
    const timeline = store.getState().loadTimeline();
    const load = store.getState().load();
    await timeline;
    await load;
    expect(calls.map((c) => c.name)).toContain('status');
  });

  it('shows the engine’s message, without Electron’s IPC prefix, when an action fails', async () => {
    const { bridge } = fakeBridge({
      ...library,
      addRoot: () => {
        throw new Error(`Error invoking remote method 'mnemo:call:addRoot': Error: Invalid input for Mnemo call "addRoot": path`);
      },
    });
    const store = createAppStore(bridge);
    await expect(store.getState().addRoot('   ')).resolves.toBe(false);
    expect(store.getState().actionError).toBe('Invalid input for Mnemo call "addRoot": path');
    expect(store.getState().busy).toBe(false);
  });

  it('reloads what was shown after the engine restarted', async () => {
    const { bridge, emit, calls } = fakeBridge({ ...library, timeline: () => ({ days: [], total: 0 }) });
    const store = createAppStore(bridge);
    store.getState().connect();
    await store.getState().loadTimeline();
    calls.length = 0;
    emit('engineState', { state: 'ready', warning: null });
    expect(calls).toEqual([]);
    emit('engineState', { state: 'restarting', reason: 'crashed', attempt: 1, delayMs: 1000 });
    emit('engineState', { state: 'starting' });
    emit('engineState', { state: 'ready', warning: null });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((c) => c.name).sort()).toEqual(['getSettings', 'status', 'timeline']);
  });
});

describe('timeline slice', () => {
  const days = [
    { day: '2024-05-12', count: 500, shown: 500 },
    { day: '2024-05-11', count: 530, shown: 500 },
    { day: '2024-05-10', count: 500, shown: 500 },
    { day: '2024-01-02', count: 10, shown: 10 },
    { day: 'unknown', count: 2, shown: 2 },
  ];
  /** The engine's first 200 cells: part of the newest day (500 cells), so the grid asks for it as usual. */
  const firstPage = { memories: Array.from({ length: 200 }, (_, i) => summary(`new-${i}`, '2024-05-12T10:00:00')), total: 1512 };

  it('fetches adjacent days as one day range, about 600 cells a call, two calls at a time; the undated ones by name', async () => {
    const pending: Array<() => void> = [];
    const { bridge, ranged } = fakeBridge({
      timeline: () => ({ days, total: 1542 }),
      listMemorySummaries: (input: { from?: string; to?: string; undated?: boolean; offset: number }) =>
        input.from || input.undated
          ? new Promise((resolve) => pending.push(() => resolve(input.from ? { memories: [summary(`m-${input.to}`, `${input.to}T10:00:00`)], total: 1 } : { memories: [summary('x', null)], total: 1 })))
          : firstPage,
    });
    const store = createAppStore(bridge);
    await store.getState().loadTimeline();
    store.getState().ensureDays(['2024-05-11', '2024-05-10', '2024-01-02', 'unknown']);
    // 500 + 500 cells is over the chunk size; 500 + 10 is not, and 2024-05-10 and 2024-01-02 are neighbours in the list.
    expect(ranged().map((c) => c.input)).toEqual([
      { from: '2024-05-11', to: '2024-05-11', offset: 0, limit: 5000 },
      { from: '2024-01-02', to: '2024-05-10', offset: 0, limit: 5000 },
    ]);
    pending.shift()!();
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().timeline.byDay['2024-05-11']?.map((m) => m.id)).toEqual(['m-2024-05-11']);
    expect(ranged()[2]?.input).toEqual({ undated: true, offset: 0, limit: 5000 });
    pending.shift()!();
    pending.shift()!();
    await vi.advanceTimersByTimeAsync(0);
    // The range's answer is split by day; a day in the range with nothing in the answer is loaded, empty.
    expect(store.getState().timeline.byDay['2024-05-10']?.map((m) => m.id)).toEqual(['m-2024-05-10']);
    expect(store.getState().timeline.byDay['2024-01-02']).toEqual([]);
    expect(store.getState().timeline.byDay.unknown?.map((m) => m.id)).toEqual(['x']);
    expect(store.getState().timeline.loadingDays).toEqual({});
  });

  it('asks for the first page with the day list and uses its whole days; asks for them again when it disagrees with the counts', async () => {
    const small = [{ day: '2024-05-12', count: 150, shown: 150 }, { day: '2024-05-11', count: 100, shown: 100 }, ...days.slice(2)];
    const first = {
      memories: [...Array.from({ length: 150 }, (_, i) => summary(`new-${i}`, '2024-05-12T10:00:00')), ...Array.from({ length: 50 }, (_, i) => summary(`next-${i}`, '2024-05-11T10:00:00'))],
      total: 762,
    };
    for (const page of [first, { memories: first.memories.slice(1), total: 761 }, null]) {
      const { bridge, named, ranged } = fakeBridge({
        timeline: () => ({ days: small, total: 1542 }),
        listMemorySummaries: (input: { to?: string }) => {
          if (input.to) return { memories: [summary(`m-${input.to}`, `${input.to}T10:00:00`)], total: 1 };
          if (!page) throw new Error('engine busy');
          return page;
        },
      });
      const store = createAppStore(bridge);
      await store.getState().loadTimeline();
      await vi.advanceTimersByTimeAsync(0);
      expect(named('listMemorySummaries')[0]?.input).toEqual({ offset: 0, limit: 200 });
      expect(named('timeline')).toHaveLength(1);
      const newest = store.getState().timeline.byDay['2024-05-12']?.map((m) => m.id);
      if (page === first) {
        // The newest day whole, not the part of the next one the page ended in.
        expect(newest).toEqual(first.memories.slice(0, 150).map((m) => m.id));
        expect(Object.keys(store.getState().timeline.byDay)).toEqual(['2024-05-12']);
        expect(ranged()).toEqual([]);
      } else {
        expect(newest).toEqual(['m-2024-05-12']);
        expect(ranged().map((c) => c.input)).toEqual([{ from: '2024-05-12', to: '2024-05-12', offset: 0, limit: 5000 }]);
      }
    }
  });

  it('applies an answer and starts the next chunk in one state update, copying the loaded days once', async () => {
    const pending: Array<() => void> = [];
    const { bridge, ranged } = fakeBridge({
      timeline: () => ({ days, total: 1542 }),
      listMemorySummaries: (input: { from?: string; to?: string; undated?: boolean }) =>
        input.from || input.undated ? new Promise((resolve) => pending.push(() => resolve({ memories: [summary(`m-${input.to}`, `${input.to}T10:00:00`)], total: 1 }))) : firstPage,
    });
    const store = createAppStore(bridge);
    await store.getState().loadTimeline();
    await vi.advanceTimersByTimeAsync(0);
    // Three chunks (500 cells each), two at a time.
    store.getState().ensureDays(['2024-05-12', '2024-05-11', '2024-05-10']);
    expect(ranged()).toHaveLength(2);
    const updates: Array<{ loaded: string[]; loading: string[] }> = [];
    store.subscribe((s) => updates.push({ loaded: Object.keys(s.timeline.byDay), loading: Object.keys(s.timeline.loadingDays) }));
    pending.shift()!();
    await vi.advanceTimersByTimeAsync(0);
    expect(updates).toEqual([{ loaded: ['2024-05-12'], loading: ['2024-05-11', '2024-05-10'] }]);
    expect(ranged()).toHaveLength(3);
    const loaded = store.getState().timeline.byDay['2024-05-12'];
    pending.shift()!();
    await vi.advanceTimersByTimeAsync(0);
    // Nothing left to start: still one update, and the day loaded before is the same array.
    expect(updates).toHaveLength(2);
    expect(store.getState().timeline.byDay['2024-05-12']).toBe(loaded);
  });

  it('asks the engine for the filtered days and memories, drops what it loaded unfiltered, and waits for typing to pause', async () => {
    const { bridge, named } = fakeBridge({
      timeline: (input: { kind?: string }) => ({ days: input.kind ? [{ day: '2024-05-12', count: 1, shown: 1 }] : days, total: 1542 }),
      listMemorySummaries: (input: { to?: string }) => ({ memories: [summary(`m-${input.to}`, `${input.to}T10:00:00`)], total: 1 }),
    });
    const store = createAppStore(bridge);
    await store.getState().loadTimeline();
    store.getState().ensureDays(['2024-05-12']);
    await vi.advanceTimersByTimeAsync(0);
    const unfiltered = store.getState().timeline.byDay['2024-05-12'];
    store.getState().setTimelineFilters({ kind: 'video' });
    await vi.advanceTimersByTimeAsync(0);
    expect(named('timeline').at(-1)?.input).toEqual({ kind: 'video' });
    expect(store.getState().timeline.days).toEqual([{ day: '2024-05-12', count: 1, shown: 1 }]);
    // Same day, same count, other memories: loaded again, with the filter.
    expect(store.getState().timeline.byDay['2024-05-12']).not.toBe(unfiltered);
    store.getState().ensureDays(['2024-05-12']);
    await vi.advanceTimersByTimeAsync(0);
    expect(named('listMemorySummaries').at(-1)?.input).toEqual({ kind: 'video', from: '2024-05-12', to: '2024-05-12', offset: 0, limit: 5000 });

    const asked = named('timeline').length;
    store.getState().setTimelineFilters({ place: 'Hon' });
    store.getState().setTimelineFilters({ place: 'Honolulu ' });
    await vi.advanceTimersByTimeAsync(100);
    expect(named('timeline')).toHaveLength(asked);
    await vi.advanceTimersByTimeAsync(FILTER_DEBOUNCE_MS);
    expect(named('timeline').slice(asked).map((c) => c.input)).toEqual([{ kind: 'video', place: 'Honolulu' }]);
  });

  it('keeps at most about 10,000 memories loaded, dropping the days farthest from the screen', async () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ day: `2024-01-${String(30 - i).padStart(2, '0')}`, count: 400, shown: 400 }));
    const { bridge } = fakeBridge({
      timeline: () => ({ days: many, total: 12_000 }),
      listMemorySummaries: (input: { to: string }) => ({ memories: Array.from({ length: 400 }, (_, i) => summary(`${input.to}-${i}`, `${input.to}T10:00:00`)), total: 400 }),
    });
    const store = createAppStore(bridge);
    await store.getState().loadTimeline();
    // Days on screen are never dropped, even past the limit.
    store.getState().ensureDays(many.slice(0, 26).map((d) => d.day));
    await vi.advanceTimersByTimeAsync(0);
    expect(Object.keys(store.getState().timeline.byDay)).toHaveLength(26);
    // The user scrolled to the oldest days: the newest go.
    store.getState().ensureDays(many.slice(26).map((d) => d.day));
    await vi.advanceTimersByTimeAsync(0);
    const loaded = Object.keys(store.getState().timeline.byDay).sort();
    expect(loaded.length * 400).toBeLessThanOrEqual(10_000);
    expect(loaded).toContain('2024-01-01');
    expect(loaded).toContain('2024-01-10');
    expect(loaded).not.toContain('2024-01-30');
  });

  it('follows indexing: refreshes the days at most every 3 s and reloads only the days whose count changed', async () => {
    let current = [{ day: '2024-05-12', count: 1, shown: 1 }, { day: '2024-05-11', count: 1, shown: 1 }];
    const { bridge, emit, named, ranged } = fakeBridge({
      ...library,
      timeline: () => ({ days: current, total: 2 }),
      listMemorySummaries: (input: { to?: string }) =>
        input.to ? { memories: [summary(`m-${input.to}`, `${input.to}T10:00:00`)], total: 1 } : { memories: [summary('m-2024-05-12', '2024-05-12T10:00:00'), summary('m-2024-05-11', '2024-05-11T10:00:00')], total: 2 },
    });
    const store = createAppStore(bridge);
    store.getState().connect();
    await store.getState().loadTimeline();
    store.getState().ensureDays(['2024-05-12', '2024-05-11']);
    await vi.advanceTimersByTimeAsync(0);
    const before = store.getState().timeline.byDay['2024-05-11'];
    current = [{ day: '2024-05-12', count: 2, shown: 2 }, { day: '2024-05-11', count: 1, shown: 1 }];
    emit('progress', { ...status, queued: 5 });
    emit('progress', { ...status, queued: 4 });
    expect(store.getState().status?.queued).toBe(4);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(named('timeline')).toHaveLength(2);
    // The changed day (still wanted on screen) was fetched again; the other kept its memories.
    // Both days came with the day list, in one page.
    expect(named('listMemorySummaries')[0]?.input).toEqual({ offset: 0, limit: 200 });
    expect(ranged().map((c) => `${(c.input as { from: string }).from}..${(c.input as { to: string }).to}`)).toEqual(['2024-05-12..2024-05-12']);
    expect(store.getState().timeline.byDay['2024-05-11']).toBe(before);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(named('timeline')).toHaveLength(2);

    // The duplicates stage grouped two of a day's memories: same count, one cell fewer.
    current = [{ day: '2024-05-12', count: 2, shown: 1 }, { day: '2024-05-11', count: 1, shown: 1 }];
    emit('progress', status);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(named('listMemorySummaries').at(-1)?.input).toMatchObject({ from: '2024-05-12', to: '2024-05-12' });
    expect(store.getState().timeline.byDay['2024-05-11']).toBe(before);
  });

  it('holds a refresh of the days back while the user scrolls, and refreshes once the scroll pauses', async () => {
    let current = [{ day: '2024-05-12', count: 1, shown: 1 }];
    const { bridge, emit, named } = fakeBridge({
      ...library,
      timeline: () => ({ days: current, total: current[0]!.count }),
      listMemorySummaries: () => ({ memories: [summary('a', '2024-05-12T10:00:00')], total: 1 }),
      noteInteraction: () => ({}),
    });
    const store = createAppStore(bridge);
    store.getState().connect();
    await store.getState().loadTimeline();
    current = [{ day: '2024-05-12', count: 2, shown: 2 }];
    emit('progress', { ...status, queued: 5 });
    // Scrolling for 6 s, past the 3 s refresh: the day list is not asked for meanwhile.
    for (let t = 0; t < 6_000; t += 100) {
      store.getState().noteInteraction();
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(named('timeline')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(REFRESH_QUIET_MS);
    expect(named('timeline')).toHaveLength(2);
    expect(store.getState().timeline.total).toBe(2);
    // The engine was told about the scroll every INTERACTION_SIGNAL_MS, not on every scroll event (60 of them).
    expect(named('noteInteraction').length).toBeLessThanOrEqual(6_000 / INTERACTION_SIGNAL_MS + 1);
  });

  it('tells the engine of a scroll from a task of its own, not from the scroll event, once per INTERACTION_SIGNAL_MS', async () => {
    const { bridge, named } = fakeBridge({ ...library, noteInteraction: () => ({}) });
    const store = createAppStore(bridge);
    for (let i = 0; i < 5; i++) store.getState().noteInteraction();
    // The listener's task, microtasks included, ends without a request: the frame the event is in doesn't pay for one.
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(named('noteInteraction')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(named('noteInteraction')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(INTERACTION_SIGNAL_MS / 2);
    store.getState().noteInteraction();
    await vi.advanceTimersByTimeAsync(0);
    expect(named('noteInteraction')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(INTERACTION_SIGNAL_MS / 2);
    store.getState().noteInteraction();
    await vi.advanceTimersByTimeAsync(0);
    expect(named('noteInteraction')).toHaveLength(2);
  });

  it('drops what it loaded before a filter change even when a background refresh answers first', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const { bridge, emit, named } = fakeBridge({
      ...library,
      timeline: (input: { kind?: string }) =>
        input.kind ? new Promise((resolve) => (answer = resolve)) : { days: [{ day: '2024-05-12', count: 1, shown: 1 }], total: 1 },
      listMemorySummaries: (input: { kind?: string; to: string }) => ({ memories: [summary(`${input.kind ?? 'all'}-${input.to}`, `${input.to}T10:00:00`)], total: 1 }),
    });
    const store = createAppStore(bridge);
    store.getState().connect();
    await store.getState().loadTimeline();
    store.getState().ensureDays(['2024-05-12']);
    await vi.advanceTimersByTimeAsync(0);
    store.getState().setTimelineFilters({ kind: 'video' });
    await vi.advanceTimersByTimeAsync(0);
    // A refresh asks again (with the filter) while the first filtered answer is still out; the older answer is ignored.
    const first = answer;
    emit('progress', status);
    await vi.advanceTimersByTimeAsync(3_000);
    answer({ days: [{ day: '2024-05-12', count: 1, shown: 1 }], total: 1 });
    await vi.advanceTimersByTimeAsync(0);
    first({ days: [], total: 0 });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().timeline.days).toEqual([{ day: '2024-05-12', count: 1, shown: 1 }]);
    store.getState().ensureDays(['2024-05-12']);
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().timeline.byDay['2024-05-12']?.map((m) => m.id)).toEqual(['video-2024-05-12']);
    expect(named('timeline')).toHaveLength(3);
  });
});

describe('detail and navigation', () => {
  it('opens a memory among a sequence, steps with ←/→, closes, and writes it all to the hash', async () => {
    const { bridge } = fakeBridge({ getMemory: (input: { id: string }) => memory(input.id, '2024-05-12T10:00:00') });
    const history = memoryHistory('#/chat');
    const store = createAppStore(bridge, { history });
    store.getState().openMemory('b', ['a', 'b', 'c']);
    expect(history.read()).toBe('#/chat?m=b');
    await store.getState().loadDetail('b');
    expect(store.getState().detail.memory?.id).toBe('b');
    expect(store.getState().neighbour(-1)).toBe('a');
    store.getState().stepMemory(1);
    expect(store.getState().route).toMatchObject({ view: 'chat', memory: 'c' });
    expect(store.getState().neighbour(1)).toBeNull();
    store.getState().closeMemory();
    expect(history.read()).toBe('#/chat');
  });

  it('saves a correction, shows it in the timeline too, and reloads the days when the time changed', async () => {
    const kyoto = { city: 'Kyoto', region: null, country: 'Japan', countryCode: 'JP', label: 'Kyoto' };
    const edited = memory('a', '2024-05-12T10:00:00', { place: kyoto, corrections: { place: 'Kyoto' } });
    const { bridge, named } = fakeBridge({
      getMemory: () => memory('a', '2024-05-12T10:00:00'),
      correctMemory: (input: { field: string; value: string }) => (input.field === 'place' ? edited : { ...edited, takenAtLocal: input.value }),
      timeline: () => ({ days: [{ day: '2024-05-12', count: 1, shown: 1 }], total: 1 }),
      listMemorySummaries: () => ({ memories: [summary('a', '2024-05-12T10:00:00', { duplicates: 2, duplicateGroup: 'g' })], total: 1 }),
      listDuplicates: () => ({ memories: [] }),
    });
    const store = createAppStore(bridge);
    await store.getState().loadTimeline();
    store.getState().ensureDays(['2024-05-12']);
    await vi.advanceTimersByTimeAsync(0);
    store.getState().openMemory('a');
    await store.getState().loadDetail('a');
    await expect(store.getState().correctMemory('place', 'Kyoto')).resolves.toBe(true);
    expect(named('correctMemory')[0]?.input).toEqual({ id: 'a', field: 'place', value: 'Kyoto' });
    expect(store.getState().detail.memory?.corrections).toEqual({ place: 'Kyoto' });
    // The cell keeps what only the listing knows (its duplicate count).
    expect(store.getState().timeline.byDay['2024-05-12']?.[0]).toMatchObject({ place: kyoto, duplicates: 2 });
    expect(named('timeline')).toHaveLength(1);
    await store.getState().correctMemory('takenAtLocal', '2024-05-01T09:00:00');
    expect(named('timeline')).toHaveLength(2);
  });

  it('shows the open memory\'s duplicate group, asked for by its id', async () => {
    const { bridge, named } = fakeBridge({
      getMemory: (input: { id: string }) => memory(input.id, '2024-05-12T10:00:00', { duplicateGroup: input.id === 'c' ? null : 'g' }),
      listDuplicates: () => ({ memories: [summary('a', '2024-05-12T10:00:00', { duplicateGroup: 'g' }), summary('b', '2024-05-12T09:59:00', { duplicateGroup: 'g' })] }),
    });
    const store = createAppStore(bridge);
    await store.getState().loadDetail('a');
    await vi.advanceTimersByTimeAsync(0);
    expect(named('listDuplicates').map((c) => c.input)).toEqual([{ duplicateGroup: 'g' }]);
    expect(store.getState().detail.duplicates?.map((m) => m.id)).toEqual(['a', 'b']);
    // Stepping within the group asks no more; a memory without one has none.
    await store.getState().loadDetail('b');
    await vi.advanceTimersByTimeAsync(0);
    expect(named('listDuplicates')).toHaveLength(1);
    await store.getState().loadDetail('c');
    expect(store.getState().detail.duplicates).toBeNull();
  });
});

describe('search slice', () => {
  it('searches after a pause in typing and ignores answers to older text', async () => {
    const { bridge, named } = fakeBridge({ search: (input: { text: string }) => ({ results: [{ id: input.text, path: '/p', takenAt: null, place: null, score: 1, thumbnail: null, why: input.text }] }) });
    const store = createAppStore(bridge);
    store.getState().searchFor('b');
    store.getState().searchFor('be');
    store.getState().searchFor('beach');
    await vi.advanceTimersByTimeAsync(199);
    expect(named('search')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(named('search').map((c) => (c.input as { text: string }).text)).toEqual(['beach']);
    expect(store.getState().search).toMatchObject({ text: 'beach', loading: false, results: [{ why: 'beach' }] });
    store.getState().searchFor('');
    expect(store.getState().search.results).toBeNull();
  });
});

describe('chat slice', () => {
  const result = (conversationId: string, answer: string): AskResult => ({
    answer, explanation: null, references: [], facts: [], extracted: null, usedLLM: true, llmError: null, conversationId, ms: 5,
    analysis: { question: 'q', declarative: 'q', time: null, recency: false, places: [], people: [], events: [], terms: [], aggregation: null, answerType: { kind: 'none', subject: null }, related: [], usedLLM: true },
  });

  it('streams the answer of its own conversation, not others’, and continues the conversation in follow-ups', async () => {
    let finish: (id: string) => void = () => undefined;
    const { bridge, emit, named } = fakeBridge({
      ask: (input: { conversationId: string }) => new Promise((resolve) => (finish = (answer) => resolve(result(input.conversationId, answer)))),
      markReference: () => ({ ok: true }),
    });
    const session = new Map<string, string>();
    const storage = { getItem: (k: string) => session.get(k) ?? null, setItem: (k: string, v: string) => void session.set(k, v), removeItem: (k: string) => void session.delete(k) };
    const store = createAppStore(bridge, { session: storage });
    store.getState().connect();
    const asked = store.getState().ask('Where did I park?');
    const id = (named('ask')[0]?.input as { conversationId: string }).conversationId;
    expect(id).toBeTruthy();
    emit('answerDelta', { conversationId: 'someone-else', delta: 'nope' });
    emit('answerDelta', { conversationId: id, delta: 'Level 5, ' });
    emit('answerDelta', { conversationId: id, delta: 'spot 88' });
    expect(store.getState().chat.turns[0]).toMatchObject({ pending: true, answer: 'Level 5, spot 88' });
    finish('Level 5, spot 88.');
    await asked;
    expect(store.getState().chat.turns[0]).toMatchObject({ pending: false, answer: 'Level 5, spot 88.' });

    const followUp = store.getState().ask('And the time before?');
    expect((named('ask')[1]?.input as { conversationId: string }).conversationId).toBe(id);
    finish('Level 2.');
    await followUp;
    await store.getState().markReference(store.getState().chat.turns[0]!.id, 'm1', true);
    expect(named('markReference')[0]?.input).toEqual({ question: 'Where did I park?', memoryId: 'm1', wrong: true });

    // The history survives a reload of the window (same session).
    const again = createAppStore(bridge, { session: storage });
    expect(again.getState().chat.turns.map((t) => t.question)).toEqual(['Where did I park?', 'And the time before?']);
    expect(again.getState().chat.conversationId).toBe(id);
    again.getState().newConversation();
    expect(again.getState().chat).toMatchObject({ turns: [], conversationId: null });
  });
});
