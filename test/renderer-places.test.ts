import { describe, expect, it } from 'vitest';
import { createBridge } from '../shared/ipc';
import type { OnThisDayYear, PlaceCluster } from '../shared/places';
import { localToday } from '../renderer/src/state/places';
import { createAppStore, memoryHistory } from '../renderer/src/state/store';
import { clusterMemoryIds, clusterName, clusterPlaces, type MapPlace } from '../renderer/src/views/places/cluster';
import { centreOn, clampView, fitView, MAX_ZOOM, panBy, zoomAt, type MapFrame } from '../renderer/src/views/places/map-view';

const place = (name: string, count: number, x: number, y: number): MapPlace => ({
  place: { name, lat: 0, lon: 0, count, memoryIds: Array.from({ length: count }, (_, i) => `${name}-${i}`) } satisfies PlaceCluster,
  x,
  y,
});

describe('map clustering by zoom', () => {
  const towns = [place('Arezzo, Tuscany, Italy', 3, 100, 100), place('Rome, Lazio, Italy', 1, 104, 106), place('Paris, Île-de-France, France', 5, 60, 40)];

  it('merges towns closer than the radius on screen, and splits them as the zoom grows', () => {
    const far = clusterPlaces(towns, 1, 36);
    expect(far.map((c) => [c.key, c.count])).toEqual([['Paris, Île-de-France, France', 5], ['Arezzo, Tuscany, Italy', 4]]);
    const italy = far[1]!;
    expect(clusterName(italy)).toBe('Arezzo and 1 other place');
    expect(clusterMemoryIds(italy)).toEqual(['Arezzo, Tuscany, Italy-0', 'Arezzo, Tuscany, Italy-1', 'Arezzo, Tuscany, Italy-2', 'Rome, Lazio, Italy-0']);
    // The marker sits at the photo-weighted mean of its towns.
    expect(italy.x).toBeCloseTo(101, 5);
    expect(italy.y).toBeCloseTo(101.5, 5);
    // 7.21 base units apart: 35.3 px at 4.9× (within the radius, one marker), 43 px at 6× (two).
    expect(clusterPlaces(towns, 4.9, 36)).toHaveLength(2);
    expect(clusterPlaces(towns, 6, 36).map((c) => c.count)).toEqual([5, 3, 1]);
    expect(clusterName(clusterPlaces(towns, 6, 36)[1]!)).toBe('Arezzo, Tuscany, Italy');
  });

  it('is the same whichever order the towns come in', () => {
    const a = clusterPlaces(towns, 1, 36);
    const b = clusterPlaces([...towns].reverse(), 1, 36);
    expect(b).toEqual(a);
  });
});

describe('map pan and zoom', () => {
  const frame: MapFrame = { baseWidth: 960, baseHeight: 500, width: 800, height: 600 };

  it('fits the world in the element, centred', () => {
    expect(fitView(frame)).toEqual({ k: 800 / 960, x: 0, y: (600 - 500 * (800 / 960)) / 2 });
  });

  it('zooms about a point, keeping it still, within the zoom limits', () => {
    const start = fitView(frame);
    const zoomed = zoomAt(start, frame, 2, 400, 300);
    expect(zoomed.k).toBeCloseTo(start.k * 2, 10);
    // The base point under (400, 300) is still there.
    const bx = (400 - start.x) / start.k;
    expect(bx * zoomed.k + zoomed.x).toBeCloseTo(400, 6);
    expect(zoomAt(start, frame, 0.1, 400, 300).k).toBe(start.k);
    expect(zoomAt(start, frame, 10_000, 400, 300).k).toBeCloseTo(start.k * MAX_ZOOM, 6);
  });

  it('pans, but never drags the world out of sight', () => {
    const z = zoomAt(fitView(frame), frame, 4, 400, 300);
    expect(panBy(z, frame, 80, 0).x).toBeCloseTo(z.x + 80, 6);
    const gone = panBy(z, frame, 1e6, -1e6);
    expect(gone.x).toBe(400);
    expect(gone.y).toBeCloseTo(300 - 500 * z.k, 6);
    expect(clampView({ k: 0.01, x: 0, y: 0 }, frame).k).toBe(fitView(frame).k);
  });

  it('centres a point at a zoom, never zooming out to do it', () => {
    const v = centreOn(fitView(frame), frame, 480, 250, 4);
    expect(v.k).toBe(4);
    expect(480 * v.k + v.x).toBeCloseTo(400, 6);
    expect(250 * v.k + v.y).toBeCloseTo(300, 6);
    expect(centreOn({ ...v, k: 10 }, frame, 480, 250, 4).k).toBe(10);
  });
});

describe('the On this day state', () => {
  const year: OnThisDayYear = { year: 2023, day: '2023-05-11', memories: [], total: 0, events: [] };

  function storeWith(session: Map<string, string>) {
    const asked: unknown[] = [];
    const bridge = createBridge({
      invoke: async (name, input) => {
        if (name !== 'onThisDay') throw new Error(`unexpected call ${name}`);
        asked.push(input);
        return { years: [year] };
      },
      subscribe: () => () => undefined,
    });
    const storage = { getItem: (k: string) => session.get(k) ?? null, setItem: (k: string, v: string) => void session.set(k, v), removeItem: (k: string) => void session.delete(k) };
    return { store: createAppStore(bridge, { history: memoryHistory(), session: storage }), asked };
  }

  it('asks once per local day, and a dismissal holds for that day only', async () => {
    const session = new Map<string, string>();
    const { store, asked } = storeWith(session);
    await store.getState().loadOnThisDay('2024-05-11');
    await store.getState().loadOnThisDay('2024-05-11');
    expect(asked).toEqual([{ today: '2024-05-11' }]);
    expect(store.getState().onThisDay).toMatchObject({ years: [year], dismissed: false });
    store.getState().dismissOnThisDay();
    expect(store.getState().onThisDay.dismissed).toBe(true);

    // A reload the same day keeps it closed; the next day it is back.
    const again = storeWith(session).store;
    await again.getState().loadOnThisDay('2024-05-11');
    expect(again.getState().onThisDay.dismissed).toBe(true);
    await again.getState().loadOnThisDay('2024-05-12');
    expect(again.getState().onThisDay.dismissed).toBe(false);
  });

  it('"today" is the viewer’s local day, not UTC’s', () => {
    expect(localToday(new Date(2024, 0, 5, 23, 30))).toBe('2024-01-05');
    expect(localToday(new Date(2024, 11, 31, 0, 10))).toBe('2024-12-31');
  });
});
