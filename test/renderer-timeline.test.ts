import { describe, expect, it } from 'vitest';
import type { Memory } from '../shared/memory';
import { dayOnOrBefore, displayItems, layoutTimeline, noFilters, rowAt } from '../renderer/src/state/timeline-layout';
import { formatHash, parseHash } from '../renderer/src/routes';

/** The timeline's pure parts: grouping, duplicates, filters, row geometry; and the route in the hash. */

function memory(id: string, local: string | null, extra: Partial<Memory> = {}): Memory {
  return {
    id, path: `/p/${id}.jpg`, paths: [`/p/${id}.jpg`], kind: 'photo', format: 'jpeg', size: 1, width: 4, height: 3, durationSec: null,
    takenAt: local ? `${local}Z` : null, takenAtLocal: local, offset: null, timeSource: local ? 'exif' : null, lat: null, lon: null, place: null,
    make: null, model: null, thumbnail: `thumbs/${id}.webp`, caption: null, description: null, ocrText: null, transcript: null, contexts: null,
    faces: [], objects: [], duplicateGroup: null, corrections: {}, status: 'ok', error: null, stages: {}, ...extra,
  };
}

const geometry = { columns: 3, rowHeight: 100, headerHeight: 40 };

describe('timeline layout', () => {
  it('gives unloaded days placeholder rows from their counts, so the scrollbar is right before loading', () => {
    const { rows, offsets, height, headerIndex } = layoutTimeline({ days: [{ day: '2024-05-12', count: 4 }, { day: '2024-05-11', count: 3 }], byDay: {}, filters: noFilters, ...geometry });
    expect(rows.map((r) => r.type === 'header' ? `h ${r.day} ${r.count}` : `${r.placeholders} placeholders`)).toEqual([
      'h 2024-05-12 4', '3 placeholders', '1 placeholders', 'h 2024-05-11 3', '3 placeholders',
    ]);
    expect(offsets).toEqual([0, 40, 140, 240, 280]);
    expect(height).toBe(380);
    expect(headerIndex.get('2024-05-11')).toBe(3);
    expect(rowAt(offsets, 0)).toBe(0);
    expect(rowAt(offsets, 139)).toBe(1);
    expect(rowAt(offsets, 1000)).toBe(4);
  });

  it('shows one memory per duplicate group with its count, and keeps rows of unchanged days identical', () => {
    const day = [memory('a', '2024-05-12T10:00:00', { duplicateGroup: 'g' }), memory('b', '2024-05-12T09:59:00', { duplicateGroup: 'g' }), memory('c', '2024-05-12T08:00:00')];
    const items = displayItems(day, noFilters);
    expect(items.map((i) => [i.memory.id, i.duplicates])).toEqual([['a', 2], ['c', 1]]);
    const days = [{ day: '2024-05-12', count: 3 }, { day: '2024-05-11', count: 2 }];
    const first = layoutTimeline({ days, byDay: { '2024-05-12': day }, filters: noFilters, ...geometry });
    expect(first.rows[0]).toMatchObject({ type: 'header', count: 2 });
    expect(first.rows[1]).toMatchObject({ type: 'cells', items: [{ duplicates: 2 }, { duplicates: 1 }] });
    const second = layoutTimeline({ days, byDay: { '2024-05-12': day, '2024-05-11': [memory('d', '2024-05-11T10:00:00'), memory('e', '2024-05-11T09:00:00')] }, filters: noFilters, ...geometry });
    expect(second.rows[1]).toBe(first.rows[1]);
  });

  it('filters by kind, place, person and text; a loaded day left empty disappears', () => {
    const byDay = {
      '2024-05-12': [
        memory('shot', '2024-05-12T10:00:00', { kind: 'screenshot', ocrText: 'Wi-Fi password' }),
        memory('beach', '2024-05-12T09:00:00', { place: { city: 'Honolulu', region: 'Hawaii', country: 'US', countryCode: 'US', label: 'Honolulu, Hawaii' } }),
        memory('ana', '2024-05-12T08:00:00', { faces: [{ faceId: 'f', box: { x: 0, y: 0, w: 1, h: 1 }, personId: 'p1', emotion: null }] }),
      ],
      '2024-05-11': [memory('plain', '2024-05-11T10:00:00')],
    };
    const days = [{ day: '2024-05-12', count: 3 }, { day: '2024-05-11', count: 1 }, { day: '2024-05-10', count: 5 }];
    const ids = (filters: Partial<typeof noFilters>) =>
      layoutTimeline({ days, byDay, filters: { ...noFilters, ...filters }, ...geometry }).rows.flatMap((r) => (r.type === 'cells' ? (r.items?.map((i) => i.memory.id) ?? [`${r.placeholders}?`]) : []));
    expect(ids({ kind: 'screenshot' })).toEqual(['shot', '3?', '2?']);
    expect(ids({ place: 'honolulu' })).toEqual(['beach', '3?', '2?']);
    expect(ids({ person: 'p1' })).toEqual(['ana', '3?', '2?']);
    expect(ids({ hasText: true })).toEqual(['shot', '3?', '2?']);
    expect(ids({})).toEqual(['shot', 'beach', 'ana', 'plain', '3?', '2?']);
  });

  it('jumps to the day on or before a date (days are newest first)', () => {
    const days = [{ day: '2024-05-12', count: 1 }, { day: '2024-03-01', count: 1 }, { day: 'unknown', count: 2 }];
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
