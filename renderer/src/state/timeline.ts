import type { Memory } from '../../../shared/memory';
import { describeError } from '../api';
import type { SliceCreator } from './store';
import { noFilters, type DayCount, type TimelineFilters } from './timeline-layout';

/**
 * Days are fetched in chunks of adjacent days holding about this many memories: few calls, and
 * answers small enough (~150 kB of JSON) that parsing one fits in a frame while scrolling.
 */
const CHUNK_MEMORIES = 250;
/** The contract's page limit for listMemories. */
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

export interface TimelineState {
  days: DayCount[] | null;
  total: number;
  loading: boolean;
  error: string | null;
  /** Memories of the loaded days, newest first. */
  byDay: Record<string, Memory[]>;
  loadingDays: Record<string, true>;
  failedDays: Record<string, string>;
  filters: TimelineFilters;
}

export interface TimelineSlice {
  timeline: TimelineState;
  loadTimeline(): Promise<void>;
  /** Load these days (most wanted first) when they are not loaded yet. */
  ensureDays(days: string[]): void;
  setTimelineFilters(patch: Partial<TimelineFilters>): void;
  /** A memory changed (a correction): show the new version wherever it is loaded. */
  replaceMemory(memory: Memory): void;
  scheduleTimelineRefresh(): void;
  stopTimelineRefresh(): void;
  /**
   * Resolves once the first days of the timeline are loaded (or failed, or it is empty), at most a
   * few seconds after it was asked: slower extras (status, people) wait for it so they don't compete
   * with the first screen for the engine's time.
   */
  afterFirstScreen(): Promise<void>;
  /** Memories of a span of local days (YYYY-MM-DD), newest first, up to 500: for views that show a few days. */
  listMemoriesBetween(from: string, to: string): Promise<Memory[]>;
}

export const timelineSlice: SliceCreator<TimelineSlice> = (api, set, get) => {
  let wanted: string[] = [];
  let inFlight = 0;
  /** Bumped when day counts change: answers to older requests are dropped. */
  let epoch = 0;
  let refreshTimer: ReturnType<typeof setTimeout> | null = null;
  let firstScreenDone = false;
  let firstScreenWaiters: Array<() => void> = [];
  const firstScreen = (): void => {
    firstScreenDone = true;
    for (const resolve of firstScreenWaiters) resolve();
    firstScreenWaiters = [];
  };

  const patch = (change: Partial<TimelineState>): void => set((s) => ({ timeline: { ...s.timeline, ...change } }));

  /** The next chunk to fetch: the first wanted day not loaded, and its wanted neighbours in timeline order. */
  const nextChunk = (): DayCount[] | null => {
    const { days, byDay, loadingDays, failedDays } = get().timeline;
    if (!days) return null;
    const index = dayIndex(days);
    const open = (day: string): boolean => !byDay[day] && !loadingDays[day] && !failedDays[day] && index.has(day);
    const start = wanted.find(open);
    if (start === undefined) return null;
    const first = index.get(start)!;
    const chunk = [days[first]!];
    if (start === 'unknown') return chunk;
    let sum = chunk[0]!.count;
    const want = new Set(wanted);
    for (let i = first + 1; i < days.length; i++) {
      const next = days[i]!;
      if (next.day === 'unknown' || !want.has(next.day) || !open(next.day) || sum + next.count > CHUNK_MEMORIES) break;
      chunk.push(next);
      sum += next.count;
    }
    return chunk;
  };

  const fetchChunk = async (chunk: DayCount[]): Promise<Memory[]> => {
    const expected = chunk.reduce((n, d) => n + d.count, 0);
    if (chunk[0]!.day === 'unknown') {
      // Memories without a local time sort last in listMemories (no day filter can name them).
      const total = get().timeline.total;
      const offset = Math.max(0, total - expected - 20);
      const page = await api.listMemories({ offset, limit: Math.min(PAGE, expected + 40) });
      return page.memories.filter((m) => !m.takenAtLocal);
    }
    const range = { from: chunk.at(-1)!.day, to: chunk[0]!.day };
    const out: Memory[] = [];
    for (let offset = 0; ; offset += PAGE) {
      const page = await api.listMemories({ ...range, offset, limit: PAGE });
      out.push(...page.memories);
      if (page.memories.length < PAGE || out.length >= page.total) return out;
    }
  };

  const pump = (): void => {
    while (inFlight < PARALLEL) {
      const chunk = nextChunk();
      if (!chunk) return;
      const names = chunk.map((d) => d.day);
      const started = epoch;
      inFlight += 1;
      set((s) => ({ timeline: { ...s.timeline, loadingDays: { ...s.timeline.loadingDays, ...Object.fromEntries(names.map((d) => [d, true])) } } }));
      void fetchChunk(chunk)
        .then(
          (memories) => {
            const grouped: Record<string, Memory[]> = Object.fromEntries(names.map((d) => [d, []]));
            for (const memory of memories) {
              const day = memory.takenAtLocal?.slice(0, 10) ?? 'unknown';
              // The engine files a memory under its camera time even when the user corrected it (the
              // memory reads the corrected one): keep it in the range that returned it, nearest day.
              (grouped[day] ?? grouped[nearest(names, day)])?.push(memory);
            }
            if (started !== epoch) return;
            set((s) => ({
              timeline: {
                ...s.timeline,
                loadingDays: without(s.timeline.loadingDays, names),
                byDay: evictFar({ ...s.timeline.byDay, ...grouped }, s.timeline.days ?? [], wanted),
              },
            }));
          },
          (error: unknown) => {
            if (started !== epoch) return;
            const reason = describeError(error);
            set((s) => ({
              timeline: {
                ...s.timeline,
                loadingDays: without(s.timeline.loadingDays, names),
                failedDays: { ...s.timeline.failedDays, ...Object.fromEntries(names.map((d) => [d, reason])) },
              },
            }));
          },
        )
        .finally(() => {
          firstScreen();
          // Requests of an older epoch were already forgotten when it changed.
          if (started === epoch) inFlight -= 1;
          pump();
        });
    }
  };

  /** Fetch the day list; days whose count changed are dropped so they load again. */
  const fetchDays = async (): Promise<void> => {
    const { days, total } = await api.timeline({});
    const before = new Map((get().timeline.days ?? []).map((d) => [d.day, d.count]));
    const keep = new Set(days.filter((d) => before.get(d.day) === d.count).map((d) => d.day));
    const changed = days.length !== before.size || keep.size !== days.length;
    if (changed) epoch += 1;
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
    pump();
  };

  return {
    timeline: { days: null, total: 0, loading: false, error: null, byDay: {}, loadingDays: {}, failedDays: {}, filters: noFilters },

    async loadTimeline() {
      patch({ loading: true, error: null });
      try {
        await fetchDays();
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

    ensureDays(days) {
      wanted = days;
      pump();
    },

    setTimelineFilters: (change) => set((s) => ({ timeline: { ...s.timeline, filters: { ...s.timeline.filters, ...change } } })),

    replaceMemory(memory) {
      set((s) => {
        let touched = false;
        const byDay: Record<string, Memory[]> = {};
        for (const [day, list] of Object.entries(s.timeline.byDay)) {
          const i = list.findIndex((m) => m.id === memory.id);
          if (i === -1) byDay[day] = list;
          else {
            touched = true;
            byDay[day] = list.map((m) => (m.id === memory.id ? memory : m));
          }
        }
        return touched ? { timeline: { ...s.timeline, byDay } } : {};
      });
    },

    scheduleTimelineRefresh() {
      if (refreshTimer || !get().timeline.days) return;
      refreshTimer = setTimeout(() => {
        refreshTimer = null;
        // A background refresh failing leaves the shown days in place; the engine banner says why.
        void fetchDays().catch(() => undefined);
      }, TIMELINE_REFRESH_MS);
    },

    stopTimelineRefresh() {
      if (refreshTimer) clearTimeout(refreshTimer);
      refreshTimer = null;
    },

    listMemoriesBetween: async (from, to) => (await api.listMemories({ from, to, limit: 500 })).memories,
  };
};

/**
 * Drops the loaded days farthest (in the list) from the screen while more than MAX_LOADED memories
 * are loaded. Wanted days are never dropped: they would only be fetched again.
 */
function evictFar(byDay: Record<string, Memory[]>, days: DayCount[], wanted: string[]): Record<string, Memory[]> {
  let loaded = 0;
  for (const list of Object.values(byDay)) loaded += list.length;
  if (loaded <= MAX_LOADED) return byDay;
  const index = dayIndex(days);
  const centre = index.get(wanted[0] ?? '') ?? 0;
  const keep = new Set(wanted);
  const distance = (day: string): number => Math.abs((index.get(day) ?? 0) - centre);
  const far = Object.keys(byDay).filter((day) => !keep.has(day)).sort((a, b) => distance(b) - distance(a));
  const out = { ...byDay };
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

/** The day of `days` closest to `day` (all YYYY-MM-DD). */
function nearest(days: string[], day: string): string {
  const t = Date.parse(day);
  if (Number.isNaN(t)) return days[0]!;
  let best = days[0]!;
  for (const d of days) if (Math.abs(Date.parse(d) - t) < Math.abs(Date.parse(best) - t)) best = d;
  return best;
}

function without<T>(record: Record<string, T>, keys: string[]): Record<string, T> {
  const out = { ...record };
  for (const key of keys) delete out[key];
  return out;
}

function pick<T>(record: Record<string, T>, keys: Set<string>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => keys.has(key)));
}
