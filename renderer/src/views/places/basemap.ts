import { geoGraticule10, geoNaturalEarth1, geoPath } from 'd3-geo';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
// Natural Earth 1:110m, packaged with the app and bundled into this view's own chunk: no tile
// server, no request. Read as text and parsed once (JSON.parse beats a 100 kB object literal).
// 1:50m has sharper coasts at a country's zoom, but is 7× the bytes and 10× the path: its
// projection took ~40× as long, measured back to back, and every pan repaints the whole path.
import atlasText from 'world-atlas/countries-110m.json?raw';

/** The projected world's size in base units; the view scales it to the element. */
export const BASE_WIDTH = 960;
export const BASE_HEIGHT = 500;

export interface Basemap {
  sphere: string;
  graticule: string;
  land: string;
  borders: string;
  /** [x, y] in base units, or null where the projection has no point. */
  project(lon: number, lat: number): [number, number] | null;
}

let built: Basemap | null = null;

/** The SVG paths of the world, projected once (a few tens of ms) and kept. */
export function basemap(): Basemap {
  if (built) return built;
  const topology = JSON.parse(atlasText) as Topology<{ countries: GeometryCollection; land: GeometryCollection }>;
  const sphere = { type: 'Sphere' } as const;
  const projection = geoNaturalEarth1().fitSize([BASE_WIDTH, BASE_HEIGHT], sphere);
  const path = geoPath(projection);
  built = {
    sphere: path(sphere) ?? '',
    graticule: path(geoGraticule10()) ?? '',
    land: path(feature(topology, topology.objects.land)) ?? '',
    borders: path(mesh(topology, topology.objects.countries, (a, b) => a !== b)) ?? '',
    project: (lon, lat) => projection([lon, lat]),
  };
  return built;
}
