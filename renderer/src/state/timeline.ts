import type { Memory, MemorySummary } from '../../../shared/memory';
import { describeError } from '../bridge-client';
import type { ThumbBatches } from '../thumb-batches';
import { interactionSignal } from './interaction-signal';
import type { SliceCreator } from './store';
import { filtersActive, noFilters, toApiFilters, type DayCount, type TimelineFilters } from './timeline-layout';

/**
 * Days are fetched in chunks of adjacent days holding about this many cells: few calls, and answers
 * small enough (summaries, ~60 kB of JSON) that parsing one fits in a frame while scrolling.
 */
const CHUNK_MEMORIES = 600;
/** The first page, asked for with the day list: a large screen's cells (a chunk's 600 were 137 kB to parse first). */
export const FIRST_PAGE_CELLS = 200;
/** The contract's page limit for listMemorySummaries. */
const PAGE = 5000;
/** Fetches in flight at once: the engine runs on the same 2 cores. */
const PARALLEL = 2;
/** While indexing, progress comes many times a second; the timeline need not follow that fast. */
export const TIMELINE_REFRESH_MS = 3_000;
/**
 * Loaded memories kept at most (about 25 screens): days far from the viewport are dropped past it
 * and load again if the user comes back, so a long scroll through 100k memories keeps the page's
 * heap (and its garbage collection pauses) small.
 */
export const MAX_LOADED = 10_000;
/** The longest the extras wait for the timeline's first screen. */
const FIRST_SCREEN_MAX_MS = 3_000;
/**
 * While scrolling, the engine is told at most this often that the user is interacting: indexing stays down for 2.5 s
 * after each signal (electron/engine/library/interaction.ts). Every 2 s, a signal late on a busy machine let it back mid-scroll.
 */
export const INTERACTION_SIGNAL_MS = 1_000;
/**
 * A refresh of the day list waits until the user has not scrolled for this long: while indexing,
 * a new list moves rows, re-lays out the grid and the scrubber and drops the chunks in flight, all
 * in the frames of the scroll. The counts can wait for the scroll to pause.
 */
export const REFRESH_QUIET_MS = 1_000;
/** Typing a place asks the engine again once the typing pauses, not on every key. */
export const FILTER_DEBOUNCE_MS = 250;

export interface TimelineState {
  days: DayCount[] | null;
  total: number;
  loading: boolean;
  error: string | null;
  /** What the grid shows of the loaded days, newest first (one per duplicate group, with its count). */
  byDay: Record<string, MemorySummary[]>;
  loadingDays: Record<string, true>;
  failedDays: Record<string, string>;
  /** Applied by the engine: the days, their counts and their memories are the filtered ones. */
  filters: TimelineFilters;
}

export interface TimelineSlice {
  timeline: TimelineState;
  /** The loaded days' thumbnails in batches, or null: each cell asks for its own (thumb-batches.ts). */
  thumbBatches: ThumbBatches | null;
  loadTimeline(): Promise<void>;
  /** Load these days (most wanted first) when they are not loaded yet. */
  ensureDays(days: string[]): void;
  /** New filters: the days are asked for again (after a pause in typing a place). */
  setTimelineFilters(patch: Partial<TimelineFilters>): void;
  /** A memory changed (a correction): show the new version wherever it is loaded. */
  replaceMemory(memory: Memory): void;
  scheduleTimelineRefresh(): void;
  stopTimelineRefresh(): void;
  /** Resolves once the first rows are painted (or failed, empty, another view shown; at most a few seconds): extras wait, not to compete with them. */
  afterFirstScreen(): Promise<void>;
  /** The grid painted its first rows of memories: what waits for the first screen may start. */
  firstScreenShown(): void;
  /** Memories of a span of local days (YYYY-MM-DD), newest first, up to 500: for views that show a few days. */
  listMemoriesBetween(from: string, to: string): Promise<Memory[]>;
  /** The user scrolled: tell the engine (at most every INTERACTION_SIGNAL_MS) so indexing yields the cores. */
  noteInteraction(): void;
}

export const timelineSlice: SliceCreator<TimelineSlice> = (api, set, get, env) => {
  const batches = env.thumbBatches;
  /** The days that leave the cache give their thumbnails' batches back. */
  const released = (before: Record<string, MemorySummary[]>, after: Record<string, MemorySummary[]>): void => {
    if (batches) batches.release(Object.keys(before).filter((day) => !(day in after)));
  };
  let wanted: string[] = [];
  let inFlight = 0;
  /** Bumped when day counts change: answers to older requests are dropped. */
  let epoch = 0;
  let refreshTimer: ReturnType<typeof setTimeout> | null = null;
  let filterTimer: ReturnType<typeof setTimeout> | null = null;
  /** Bumped by each day-list request: only the latest one's answer is used. */
  let daysTicket = 0;
  /** The filters changed since the last day list was used: whichever answer comes next drops every loaded day. */
  let filtersChanged = false;
  let lastInteraction = -Infinity;
  const signal = interactionSignal(() => api.noteInteraction({}), INTERACTION_SIGNAL_MS);
  let firstScreenDone = false;
  let firstScreenWaiters: Array<() => void> = [];
  const firstScreen = (): void => {
    firstScreenDone = true;
    for (const resolve of firstScreenWaiters) resolve();
    firstScreenWaiters = [];
  };

  const patch = (change: Partial<TimelineState>): void => set((s) => ({ timeline: { ...s.timeline, ...change } }));

  /** The next chunk to fetch in `state`: the first wanted day not loaded, and its wanted neighbours in timeline order. */
  const nextChunk = (state: TimelineState): DayCount[] | null => {
    const { days, byDay, loadingDays, failedDays } = state;
    if (!days) return null;
    const index = dayIndex(days);
    const open = (day: string): boolean => !byDay[day] && !loadingDays[day] && !failedDays[day] && index.has(day);
    const start = wanted.find(open);
    if (start === undefined) return null;
    const first = index.get(start)!;
    const chunk = [days[first]!];
    if (start === 'unknown') return chunk;
    let sum = chunk[0]!.shown;
    const want = new Set(wanted);
    for (let i = first + 1; i < days.length; i++) {
      const next = days[i]!;
      if (next.day === 'unknown' || !want.has(next.day) || !open(next.day) || sum + next.shown > CHUNK_MEMORIES) break;
      chunk.push(next);
      sum += next.shown;
    }
    return chunk;
  };

  const fetchChunk = async (chunk: DayCount[]): Promise<MemorySummary[]> => {
    const filters = toApiFilters(get().timeline.filters);
    const range = chunk[0]!.day === 'unknown' ? { undated: true } : { from: chunk.at(-1)!.day, to: chunk[0]!.day };
    const out: MemorySummary[] = [];
    for (let offset = 0; ; offset += PAGE) {
      const page = await api.listMemorySummaries({ ...filters, ...range, offset, limit: PAGE });
      out.push(...page.memories);
      if (page.memories.length < PAGE || out.length >= page.total) return out;
    }
  };

  /**
   * Applies `change` (a chunk's answer) and starts the next chunks in one state update: each update
   * runs every subscriber and may render the grid, and an answer followed by a separate "loading"
   * update for the next chunk rendered it twice per arrival.
   */
  const pump = (change?: (t: TimelineState) => Partial<TimelineState>): void => {
    const before = get().timeline;
    let state = change ? { ...before, ...change(before) } : before;
    const started: Array<{ chunk: DayCount[]; names: string[] }> = [];
    while (inFlight < PARALLEL) {
      const chunk = nextChunk(state);
      if (!chunk) break;
      const names = chunk.map((d) => d.day);
      const loadingDays = { ...state.loadingDays };
      for (const day of names) loadingDays[day] = true;
      state = { ...state, loadingDays };
      inFlight += 1;
      started.push({ chunk, names });
    }
    if (state !== before) set({ timeline: state });
    for (const { chunk, names } of started) load(chunk, names);
  };

  const load = (chunk: DayCount[], names: string[], fetched?: Promise<MemorySummary[]>): void => {
    const started = epoch;
    const done = (change: (t: TimelineState) => Partial<TimelineState>): void => {
      // Shown, the grid says when its rows are painted (firstScreenShown); no grid will, elsewhere.
      if (get().route.view !== 'timeline') firstScreen();
      // Requests of an older epoch were already forgotten when it changed.
      if (started !== epoch) return void pump();
      inFlight -= 1;
      pump(change);
    };
    (fetched ?? fetchChunk(chunk)).then(
      (memories) => {
        const grouped: Record<string, MemorySummary[]> = {};
        for (const day of names) grouped[day] = [];
        for (const memory of memories) grouped[memory.takenAtLocal?.slice(0, 10) ?? 'unknown']?.push(memory);
        done((t) => {
          const byDay = evictFar(t.byDay, grouped, t.days ?? [], wanted);
          released(t.byDay, byDay);
          batches?.request(names, memories);
          return { loadingDays: without(t.loadingDays, names), byDay };
        });
      },
      (error: unknown) => {
        const reason = describeError(error);
        firstScreen();
        done((t) => ({ loadingDays: without(t.loadingDays, names), failedDays: { ...t.failedDays, ...Object.fromEntries(names.map((d) => [d, reason])) } }));
      },
    );
  };

  /**
   * Fetch the day list; days whose counts changed (memories, or cells once duplicates fold) are
   * dropped so they load again. After a filter change every loaded day is dropped: the same count
   * may now be other memories.
   */
  const fetchDays = async (first: Promise<MemorySummary[] | null> | null = null): Promise<void> => {
    const ticket = ++daysTicket;
    const { days, total } = await api.timeline(toApiFilters(get().timeline.filters));
    if (ticket !== daysTicket) return;
    const reset = filtersChanged;
    filtersChanged = false;
    const counts = (d: DayCount): string => `${d.count}/${d.shown}`;
    const before = new Map((get().timeline.days ?? []).map((d) => [d.day, counts(d)]));
    const keep = new Set(reset ? [] : days.filter((d) => before.get(d.day) === counts(d)).map((d) => d.day));
    const changed = reset || days.length !== before.size || keep.size !== days.length;
    if (changed) epoch += 1;
    if (changed) released(get().timeline.byDay, pick(get().timeline.byDay, keep));
    set((s) => ({
      timeline: {
        ...s.timeline,
        days,
        total,
        error: null,
        byDay: changed ? pick(s.timeline.byDay, keep) : s.timeline.byDay,
        failedDays: {},
        loadingDays: changed ? {} : s.timeline.loadingDays,
      },
    }));
    if (changed) inFlight = 0;
    if (days.length === 0) firstScreen();
    if (first && changed && !reset && !filtersActive(get().timeline.filters)) startFirstPage(days, first);
    pump();
  };

  /**
   * The newest days, whole, that the first page asked for with the day list holds: loaded from it
   * like a chunk, so the first screen needs no request after the day list (nor the grid's mount and
   * measure before asking). When the page failed, or a write between the two answers made a day's
   * cells differ from its count, those days are asked for as usual.
   */
  const startFirstPage = (days: DayCount[], first: Promise<MemorySummary[] | null>): void => {
    const chunk: DayCount[] = [];
    for (let i = 0, sum = 0; i < days.length && days[i]!.day !== 'unknown' && sum + days[i]!.shown <= FIRST_PAGE_CELLS; i++) {
      sum += days[i]!.shown;
      chunk.push(days[i]!);
    }
    if (chunk.length === 0) return;
    const names = chunk.map((d) => d.day);
    const shown = new Map(chunk.map((d) => [d.day, d.shown]));
    const fetched = first.then((page) => {
      const mine = (page ?? []).filter((m) => shown.has(m.takenAtLocal?.slice(0, 10) ?? ''));
      const cells = new Map<string, number>();
      for (const m of mine) cells.set(m.takenAtLocal!.slice(0, 10), (cells.get(m.takenAtLocal!.slice(0, 10)) ?? 0) + 1);
      return page && chunk.every((d) => cells.get(d.day) === d.shown) ? mine : fetchChunk(chunk);
    });
    const loadingDays = { ...get().timeline.loadingDays };
    for (const day of names) loadingDays[day] = true;
    patch({ loadingDays });
    inFlight += 1;
    load(chunk, names, fetched);
  };

  return {
    timeline: { days: null, total: 0, loading: false, error: null, byDay: {}, loadingDays: {}, failedDays: {}, filters: noFilters },
    thumbBatches: batches,

    async loadTimeline() {
      patch({ loading: true, error: null });
      // The first screen's listing is asked for with the day list, not after it: one round trip sooner.
      const s = get().timeline;
      const first = s.days || filtersActive(s.filters) ? null : api.listMemorySummaries({ offset: 0, limit: FIRST_PAGE_CELLS }).then((p) => p.memories, () => null);
      try {
        await fetchDays(first);
      } catch (error) {
        patch({ error: describeError(error) });
        firstScreen();
      } finally {
        patch({ loading: false });
      }
    },

    afterFirstScreen() {
      if (firstScreenDone) return Promise.resolve();
      return new Promise((resolve) => {
        firstScreenWaiters.push(resolve);
        setTimeout(firstScreen, FIRST_SCREEN_MAX_MS);
      });
    },

    firstScreenShown: () => firstScreen(),

    ensureDays(days) {
      wanted = days;
      pump();
    },

    setTimelineFilters(change) {
      set((s) => ({ timeline: { ...s.timeline, filters: { ...s.timeline.filters, ...change } } }));
      filtersChanged = true;
      if (filterTimer) clearTimeout(filterTimer);
      filterTimer = setTimeout(
        () => {
          filterTimer = null;
          patch({ loading: true });
          void fetchDays()
            .catch((error: unknown) => patch({ error: describeError(error) }))
            .finally(() => patch({ loading: false }));
        },
        // Only typing waits; a choice in a list, a checkbox or clearing them all asks at once.
        Object.keys(change).length === 1 && 'place' in change ? FILTER_DEBOUNCE_MS : 0,
      );
    },

    replaceMemory(memory) {
      set((s) => {
        let touched = false;
        const byDay: Record<string, MemorySummary[]> = {};
        for (const [day, list] of Object.entries(s.timeline.byDay)) {
          const old = list.find((m) => m.id === memory.id);
          if (!old) byDay[day] = list;
          else if (old.takenAtLocal !== memory.takenAtLocal) touched = true; // its place in the days changed: load the day again
          else {
            touched = true;
            const { id, kind, takenAt, takenAtLocal, place, thumbnail, duplicateGroup } = memory;
            byDay[day] = list.map((m) => (m.id === id ? { ...m, kind, takenAt, takenAtLocal, place, thumbnail, duplicateGroup } : m));
          }
        }
        return touched ? { timeline: { ...s.timeline, byDay } } : {};
      });
    },

    scheduleTimelineRefresh() {
      if (refreshTimer || !get().timeline.days) return;
      const refresh = (): void => {
        const quietFor = performance.now() - lastInteraction;
        if (quietFor < REFRESH_QUIET_MS) {
          refreshTimer = setTimeout(refresh, REFRESH_QUIET_MS - quietFor);
          return;
        }
        refreshTimer = null;
        // A background refresh failing leaves the shown days in place; the engine banner says why.
        void fetchDays().catch(() => undefined);
      };
      refreshTimer = setTimeout(refresh, TIMELINE_REFRESH_MS);
    },

    stopTimelineRefresh() {
      if (refreshTimer) clearTimeout(refreshTimer);
      if (filterTimer) clearTimeout(filterTimer);
      refreshTimer = null;
      filterTimer = null;
    },

    listMemoriesBetween: async (from, to) => (await api.listMemories({ from, to, limit: 500 })).memories,

    noteInteraction() {
      lastInteraction = performance.now();
      signal.note();
    },
  };
};

/**
 * The loaded days with `arrived` added, one copy of the record per chunk. Drops the loaded days
 * farthest (in the list) from the screen while more than MAX_LOADED memories are loaded. Wanted days
 * are never dropped: they would only be fetched again.
 */
function evictFar(byDay: Record<string, MemorySummary[]>, arrived: Record<string, MemorySummary[]>, days: DayCount[], wanted: string[]): Record<string, MemorySummary[]> {
  const out = { ...byDay, ...arrived };
  let loaded = 0;
  for (const day in out) loaded += out[day]!.length;
  if (loaded <= MAX_LOADED) return out;
  const index = dayIndex(days);
  const centre = index.get(wanted[0] ?? '') ?? 0;
  const keep = new Set(wanted);
  const distance = (day: string): number => Math.abs((index.get(day) ?? 0) - centre);
  const far = Object.keys(out).filter((day) => !keep.has(day)).sort((a, b) => distance(b) - distance(a));
  for (const day of far) {
    if (loaded <= MAX_LOADED * 0.8) break;
    loaded -= out[day]!.length;
    delete out[day];
  }
  return out;
}

const dayIndexes = new WeakMap<DayCount[], Map<string, number>>();

/** Position of each day in the list, computed once per list. */
function dayIndex(days: DayCount[]): Map<string, number> {
  let index = dayIndexes.get(days);
  if (!index) dayIndexes.set(days, (index = new Map(days.map((d, i) => [d.day, i]))));
  return index;
}

function without<T>(record: Record<string, T>, keys: string[]): Record<string, T> {
  const out = { ...record };
  for (const key of keys) delete out[key];
  return out;
}

function pick<T>(record: Record<string, T>, keys: Set<string>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => keys.has(key)));
}
