import { describe, expect, it } from 'vitest';
import type { MemorySummary } from '../shared/memory';
import { dayOnOrBefore, layoutTimeline, noFilters, rowAt, toApiFilters } from '../renderer/src/state/timeline-layout';
import { formatHash, parseHash } from '../renderer/src/routes';

/** The timeline's pure parts: grouping, duplicates, filters, row geometry; and the route in the hash. */

function memory(id: string, local: string | null, extra: Partial<MemorySummary> = {}): MemorySummary {
  return {
    id, kind: 'photo', takenAt: local ? `${local}Z` : null, takenAtLocal: local, place: null, thumbnail: `thumbs/${id}.webp`,
    duplicateGroup: null, duplicates: 1, ...extra,
  };
}

const geometry = { columns: 3, rowHeight: 100, headerHeight: 40 };

describe('timeline layout', () => {
  it('gives unloaded days placeholder rows from their counts, so the scrollbar is right before loading', () => {
    const { rows, offsets, height, headerIndex } = layoutTimeline({ days: [{ day: '2024-05-12', count: 5, shown: 4 }, { day: '2024-05-11', count: 3, shown: 3 }], byDay: {}, ...geometry });
    // Placeholders for the cells the grid will show (duplicates once); the header counts memories.
    expect(rows.map((r) => r.type === 'header' ? `h ${r.day} ${r.count}` : `${r.placeholders} placeholders`)).toEqual([
      'h 2024-05-12 5', '3 placeholders', '1 placeholders', 'h 2024-05-11 3', '3 placeholders',
    ]);
    expect(offsets).toEqual([0, 40, 140, 240, 280]);
    expect(height).toBe(380);
    expect(headerIndex.get('2024-05-11')).toBe(3);
    expect(rowAt(offsets, 0)).toBe(0);
    expect(rowAt(offsets, 139)).toBe(1);
    expect(rowAt(offsets, 1000)).toBe(4);
  });

  it('shows each summary with its duplicate count, and keeps rows of unchanged days identical', () => {
    const day = [memory('a', '2024-05-12T10:00:00', { duplicateGroup: 'g', duplicates: 2 }), memory('c', '2024-05-12T08:00:00')];
    const days = [{ day: '2024-05-12', count: 3, shown: 2 }, { day: '2024-05-11', count: 2, shown: 2 }];
    const first = layoutTimeline({ days, byDay: { '2024-05-12': day }, ...geometry });
    expect(first.rows[0]).toMatchObject({ type: 'header', count: 3 });
    expect(first.rows[1]).toMatchObject({ type: 'cells', items: [{ duplicates: 2 }, { duplicates: 1 }] });
    const second = layoutTimeline({ days, byDay: { '2024-05-12': day, '2024-05-11': [memory('d', '2024-05-11T10:00:00'), memory('e', '2024-05-11T09:00:00')] }, ...geometry });
    expect(second.rows[1]).toBe(first.rows[1]);
    // A day that came back empty (it changed between the counts and the listing) is left out.
    const emptied = layoutTimeline({ days, byDay: { '2024-05-12': day, '2024-05-11': [] }, ...geometry });
    expect(emptied.headerIndex.has('2024-05-11')).toBe(false);
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
