const DAY_MS = 86_400_000;

export interface WindowSettings {
  /** OmniQuery: 7-day windows … */
  sizeDays: number;
  /** … advancing 4 days, so an event cut by one window is whole in the next. */
  stepDays: number;
}

export const defaultWindowSettings: WindowSettings = { sizeDays: 7, stepDays: 4 };

export interface TimeWindow {
  /** First local day, YYYY-MM-DD: stable as the library grows, so unchanged windows are skipped. */
  key: string;
  start: number;
  end: number;
  memberIds: string[];
}

/**
 * Sliding windows over local wall-clock time, aligned to a fixed grid (multiples of the step since
 * 1970) rather than to the first photo: adding a photo changes only the one or two windows that hold
 * its day, never the grid.
 */
export function slidingWindows(items: Array<{ id: string; local: number }>, settings = defaultWindowSettings): TimeWindow[] {
  const step = settings.stepDays * DAY_MS;
  const size = settings.sizeDays * DAY_MS;
  const byStart = new Map<number, string[]>();
  for (const item of items) {
    // Every window [k·step, k·step + size) that contains this time.
    const last = Math.floor(item.local / step);
    for (let k = last; k * step + size > item.local && k >= last - Math.ceil(size / step); k--) {
      const list = byStart.get(k * step);
      if (list) list.push(item.id);
      else byStart.set(k * step, [item.id]);
    }
  }
  return [...byStart]
    .sort((a, b) => a[0] - b[0])
    .map(([start, memberIds]) => ({ key: new Date(start).toISOString().slice(0, 10), start, end: start + size - 1, memberIds }));
}

/** The windows that hold any of these local times (what a new or changed memory touches). */
export function windowsAround(times: number[], settings = defaultWindowSettings): string[] {
  return [...new Set(slidingWindows(times.map((local, i) => ({ id: String(i), local })), settings).map((w) => w.key))];
}
