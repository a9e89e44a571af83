import type { PlaceCluster } from '../../../../shared/places';

/** A town on the map, in the projection's base coordinates. */
export interface MapPlace {
  place: PlaceCluster;
  x: number;
  y: number;
}

/** One marker at the current zoom: a town, or several close enough on screen to overlap. */
export interface MapCluster {
  /** Stable across renders at one zoom: the largest member's name. */
  key: string;
  x: number;
  y: number;
  count: number;
  places: PlaceCluster[];
}

/**
 * Greedy clustering in screen space: towns are taken most photos first, and each joins the first
 * cluster whose seed lies within `radiusPx` on screen at `scale` (base units → pixels), else seeds
 * its own. Panning does not change it, zooming does. A grid of `radiusPx` cells keeps it near
 * linear. The marker sits at the photo-weighted mean of its towns.
 */
export function clusterPlaces(places: readonly MapPlace[], scale: number, radiusPx: number): MapCluster[] {
  const radius = radiusPx / scale;
  const cell = (v: number) => Math.floor(v / radius);
  const grid = new Map<string, number[]>();
  const seeds: Array<{ x: number; y: number; members: MapPlace[] }> = [];
  const sorted = [...places].sort((a, b) => b.place.count - a.place.count || a.place.name.localeCompare(b.place.name));
  for (const p of sorted) {
    const cx = cell(p.x);
    const cy = cell(p.y);
    let joined = -1;
    let best = Infinity;
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        for (const i of grid.get(`${cx + dx} ${cy + dy}`) ?? []) {
          const s = seeds[i]!;
          const d = Math.hypot(s.x - p.x, s.y - p.y);
          if (d <= radius && d < best) {
            best = d;
            joined = i;
          }
        }
      }
    }
    if (joined >= 0) {
      seeds[joined]!.members.push(p);
      continue;
    }
    const key = `${cx} ${cy}`;
    grid.set(key, [...(grid.get(key) ?? []), seeds.length]);
    seeds.push({ x: p.x, y: p.y, members: [p] });
  }
  return seeds.map((s) => {
    const count = s.members.reduce((n, m) => n + m.place.count, 0);
    return {
      key: s.members[0]!.place.name,
      x: s.members.reduce((n, m) => n + m.x * m.place.count, 0) / count,
      y: s.members.reduce((n, m) => n + m.y * m.place.count, 0) / count,
      count,
      places: s.members.map((m) => m.place),
    };
  });
}

/** Every photo of a cluster, its biggest town's first (each town's are newest first). */
export function clusterMemoryIds(cluster: Pick<MapCluster, 'places'>): string[] {
  return cluster.places.flatMap((p) => p.memoryIds);
}

/** "Paris" from "Paris, Île-de-France, France": the short name a marker can carry. */
export function shortName(name: string): string {
  return name.split(',')[0]!.trim();
}

/** What a cluster is called: its town, or its biggest town and how many others. */
export function clusterName(cluster: Pick<MapCluster, 'places'>): string {
  const [first, ...rest] = cluster.places;
  if (!first) return '';
  if (rest.length === 0) return first.name;
  return `${shortName(first.name)} and ${rest.length} ${rest.length === 1 ? 'other place' : 'other places'}`;
}
