import { describe, expect, it } from 'vitest';
import type { MemorySummary } from '../shared/memory';
import { dayOfRow, dayOnOrBefore, layoutTimeline, noFilters, rowAt, timelineRow, toApiFilters, type TimelineLayout } from '../renderer/src/state/timeline-layout';
import { formatHash, parseHash } from '../renderer/src/routes';
import { carryWindow } from '../renderer/src/views/timeline-viewport';

/** The timeline's pure parts: grouping, duplicates, filters, row geometry; and the route in the hash. */

function memory(id: string, local: string | null, extra: Partial<MemorySummary> = {}): MemorySummary {
  return {
    id, kind: 'photo', takenAt: local ? `${local}Z` : null, takenAtLocal: local, place: null, thumbnail: `thumbs/${id}.webp`,
    duplicateGroup: null, duplicates: 1, thumbVersion: null, ...extra,
  };
}

const geometry = { columns: 3, rowHeight: 100, headerHeight: 40 };

describe('timeline layout', () => {
  const rowsOf = (layout: TimelineLayout, byDay: Record<string, MemorySummary[]>) => Array.from({ length: layout.rowCount }, (_, i) => timelineRow(layout, byDay, i)!);

  it('gives unloaded days placeholder rows from their counts, so the scrollbar is right before loading', () => {
    const layout = layoutTimeline({ days: [{ day: '2024-05-12', count: 5, shown: 4 }, { day: '2024-05-11', count: 3, shown: 3 }], byDay: {}, ...geometry });
    const { offsets, height, headerIndex } = layout;
    // Placeholders for the cells the grid will show (duplicates once); the header counts memories.
    expect(rowsOf(layout, {}).map((r) => r.type === 'header' ? `h ${r.day} ${r.count}` : `${r.placeholders} placeholders`)).toEqual([
      'h 2024-05-12 5', '3 placeholders', '1 placeholders', 'h 2024-05-11 3', '3 placeholders',
    ]);
    expect([...offsets]).toEqual([0, 40, 140, 240, 280]);
    expect(height).toBe(380);
    expect(headerIndex.get('2024-05-11')).toBe(3);
    expect(rowAt(offsets, 0)).toBe(0);
    expect(rowAt(offsets, 139)).toBe(1);
    expect(rowAt(offsets, 1000)).toBe(4);
    expect([dayOfRow(layout, 2), dayOfRow(layout, 3), dayOfRow(layout, 5)]).toEqual(['2024-05-12', '2024-05-11', undefined]);
    expect(timelineRow(layout, {}, 5)).toBeUndefined();
  });

  it('shows each summary with its duplicate count, and keeps rows of unchanged days identical', () => {
    const day = [memory('a', '2024-05-12T10:00:00', { duplicateGroup: 'g', duplicates: 2 }), memory('c', '2024-05-12T08:00:00')];
    const days = [{ day: '2024-05-12', count: 3, shown: 2 }, { day: '2024-05-11', count: 2, shown: 2 }];
    const one = { '2024-05-12': day };
    const first = layoutTimeline({ days, byDay: one, ...geometry });
    expect(timelineRow(first, one, 0)).toMatchObject({ type: 'header', count: 3 });
    expect(timelineRow(first, one, 1)).toMatchObject({ type: 'cells', index: 0, items: [{ duplicates: 2 }, { duplicates: 1 }] });
    const both = { ...one, '2024-05-11': [memory('d', '2024-05-11T10:00:00'), memory('e', '2024-05-11T09:00:00')] };
    const second = layoutTimeline({ days, byDay: both, ...geometry });
    expect(timelineRow(second, both, 1)).toBe(timelineRow(first, one, 1));
    expect(timelineRow(second, both, 3)).toMatchObject({ type: 'cells', items: [{ memory: { id: 'd' } }, { memory: { id: 'e' } }] });
    // A day that came back empty (it changed between the counts and the listing) is left out.
    const emptied = layoutTimeline({ days, byDay: { '2024-05-12': day, '2024-05-11': [] }, ...geometry });
    expect(emptied.headerIndex.has('2024-05-11')).toBe(false);
    expect(emptied.rowCount).toBe(2);
  });

  it('a new day list above the screen: the window carried onto the new layout holds the same rows (no remount of the rows on screen)', () => {
    const old = Array.from({ length: 40 }, (_, i) => ({ day: `2024-05-${String(40 - i).padStart(2, '0')}`, count: 7, shown: 7 }));
    const before = layoutTimeline({ days: old, byDay: {}, ...geometry });
    // Indexing added two new days at the top and a photo to a day below the screen.
    const added = [{ day: '2025-01-02', count: 9, shown: 9 }, { day: '2025-01-01', count: 2, shown: 2 }, ...old.map((d, i) => (i === 30 ? { ...d, count: 8, shown: 8 } : d))];
    const after = layoutTimeline({ days: added, byDay: {}, ...geometry });
    const keys = (layout: TimelineLayout, from: number, to: number) => Array.from({ length: to - from + 1 }, (_, k) => timelineRow(layout, {}, from + k)!.key);
    const view = { first: 20, last: 35, topRow: 24, flying: false, racing: true };
    const carried = carryWindow(view, before, after);
    expect(keys(after, carried.first, carried.last)).toEqual(keys(before, view.first, view.last));
    expect(timelineRow(after, {}, carried.topRow)!.key).toBe(timelineRow(before, {}, view.topRow)!.key);
    expect(carried).toMatchObject({ flying: false, racing: true });
    // Other columns: the top row's day's header is the anchor; a window past the end is cut.
    const wide = layoutTimeline({ days: added, byDay: {}, ...geometry, columns: 4 });
    const moved = carryWindow({ ...view, last: 200 }, before, wide);
    expect(timelineRow(wide, {}, moved.topRow)).toMatchObject({ type: 'header', day: timelineRow(before, {}, view.topRow)!.day });
    expect(moved.last).toBe(wide.rowCount - 1);
    // The top row's day is gone: the window stays as it was until the layout effect places it.
    const without = layoutTimeline({ days: added.filter((d) => d.day !== timelineRow(before, {}, view.topRow)!.day), byDay: {}, ...geometry });
    expect(carryWindow(view, before, without)).toEqual(view);
  });

  it('keeps the same layout when days load, and makes rows only for the rows asked for', () => {
    // 2,000 days of 10 cells, 3 columns: 10,000 rows, none of them made by the layout itself.
    const days = Array.from({ length: 2000 }, (_, i) => ({ day: `d${String(i).padStart(4, '0')}`, count: 11, shown: 10 }));
    const empty: Record<string, MemorySummary[]> = {};
    const layout = layoutTimeline({ days, byDay: empty, ...geometry });
    expect(layout.rowCount).toBe(10_000);
    expect(layout.placeholderRows.size).toBe(0);
    const placeholder = timelineRow(layout, empty, 5_002)!;
    expect(placeholder).toMatchObject({ type: 'cells', day: 'd1000', index: 1, items: null, placeholders: 3 });
    expect(layout.placeholderRows.size).toBe(1);

    // A day arriving with as many cells as its `shown` count: same layout, only its rows change.
    const loaded = { d1000: Array.from({ length: 10 }, (_, i) => memory(`m${i}`, '2024-05-12T10:00:00')) };
    const next = layoutTimeline({ days, byDay: loaded, ...geometry });
    expect(next).toBe(layout);
    expect(timelineRow(next, loaded, 5_002)).toMatchObject({ type: 'cells', day: 'd1000', index: 1, items: [{ memory: { id: 'm3' } }, { memory: { id: 'm4' } }, { memory: { id: 'm5' } }] });
    expect(timelineRow(next, loaded, 5_004)).toMatchObject({ items: [{ memory: { id: 'm9' } }] });
    expect(timelineRow(next, loaded, 4_999)).toBe(timelineRow(layout, empty, 4_999));
    // The day dropped again (far from the screen): its placeholder row is the one shown before.
    expect(timelineRow(next, empty, 5_002)).toBe(placeholder);

    // A day whose listing has more cells than its count said (it changed meanwhile): its rows follow the listing.
    const grown = { d1000: Array.from({ length: 13 }, (_, i) => memory(`m${i}`, '2024-05-12T10:00:00')) };
    const moved = layoutTimeline({ days, byDay: grown, ...geometry });
    expect(moved).not.toBe(layout);
    expect(moved.rowCount).toBe(10_001);
    expect(moved.offsets[5_006]! - layout.offsets[5_005]!).toBe(100);
    // Other columns, another layout; the same inputs again, the same one.
    expect(layoutTimeline({ days, byDay: grown, ...geometry, columns: 4 }).columns).toBe(4);
    expect(layoutTimeline({ days, byDay: grown, ...geometry })).toBe(layoutTimeline({ days, byDay: grown, ...geometry }));
  });

  it('sends only the filters that are set, the place trimmed', () => {
    expect(toApiFilters(noFilters)).toEqual({});
    expect(toApiFilters({ kind: 'screenshot', place: '  Honolulu ', person: 'p1', hasText: true })).toEqual({ kind: 'screenshot', place: 'Honolulu', person: 'p1', hasText: true });
    expect(toApiFilters({ ...noFilters, place: '   ' })).toEqual({});
  });

  it('jumps to the day on or before a date (days are newest first)', () => {
    const days = [{ day: '2024-05-12', count: 1, shown: 1 }, { day: '2024-03-01', count: 1, shown: 1 }, { day: 'unknown', count: 2, shown: 2 }];
    expect(dayOnOrBefore(days, '2024-04-15')).toBe('2024-03-01');
    expect(dayOnOrBefore(days, '2025-01-01')).toBe('2024-05-12');
    expect(dayOnOrBefore(days, '2000-01-01')).toBe('2024-03-01');
  });
});

describe('routes in the hash', () => {
  it('round-trips views, ids, the search text and the open memory', () => {
    const route = { view: 'events' as const, id: 'ev 1/2', q: '', memory: 'abc' };
    expect(formatHash(route)).toBe('#/events/ev%201%2F2?m=abc');
    expect(parseHash(formatHash(route))).toEqual(route);
    expect(parseHash('#/search?q=May%202024')).toEqual({ view: 'search', id: null, q: 'May 2024', memory: null });
    expect(parseHash('')).toEqual({ view: 'timeline', id: null, q: '', memory: null });
    expect(parseHash('#/nonsense')).toMatchObject({ view: 'timeline' });
  });
});
