import type { PlaceCluster } from '../../../shared/places';
import { placeLabel, reverseGeocode } from '../place/gazetteer';
import type { Database } from '../store/database';

/** Degrees per side of the cells that group photos taken far from any town. */
const REMOTE_CELL_DEGREES = 1;

interface Group {
  name: string;
  /** The town's point from the gazetteer, or null for a remote cell (then the members' mean). */
  point: { lat: number; lon: number } | null;
  sumLat: number;
  sumLon: number;
  members: Array<{ id: string; local: string; takenAt: number }>;
}

/**
 * The towns the library's photos were taken in, at city level: every live memory with GPS joins
 * the town the place stage named for it (the gazetteer's, never the user's corrected label, which
 * need not be a place on a map), most photos first. The town's point comes from the gazetteer, so
 * a city's photos spread over its suburbs still sit on the city.
 */
export async function placesOf(db: Database): Promise<PlaceCluster[]> {
  // Arrow gives a null number as 0: rows without GPS are left out in the query.
  const rows = await db.memoryColumns('deleted_at IS NULL AND lat IS NOT NULL AND lon IS NOT NULL', [
    'id', 'lat', 'lon', 'place_label', 'effective_local', 'taken_at',
  ]);
  const groups = new Map<string, Group>();
  // Reverse geocoding costs ~25 µs a point; only rows the place stage has not named need it, and
  // photos from one spot share it.
  const geocoded = new Map<string, { name: string; lat: number; lon: number } | null>();
  const townOf = (lat: number, lon: number) => {
    const key = `${lat.toFixed(4)},${lon.toFixed(4)}`;
    if (!geocoded.has(key)) {
      const place = reverseGeocode(lat, lon);
      geocoded.set(key, place ? { name: placeLabel(place), lat: place.lat, lon: place.lon } : null);
    }
    return geocoded.get(key)!;
  };
  for (let i = 0; i < rows.length; i++) {
    const lat = rows.lat[i]!;
    const lon = rows.lon[i]!;
    if (!usable(lat, lon)) continue;
    const label = rows.place_label[i] ?? null;
    let key: string;
    let group: Group | undefined;
    if (label) {
      key = `town ${label}`;
      group = groups.get(key);
      if (!group) {
        // The stored label says which town; the gazetteer gives its point (or, if it has since
        // moved the point elsewhere, the photos' own mean stands in).
        const town = townOf(lat, lon);
        group = newGroup(label, town?.name === label ? town : null);
      }
    } else {
      const town = townOf(lat, lon);
      if (town) {
        key = `town ${town.name}`;
        group = groups.get(key) ?? newGroup(town.name, town);
      } else {
        const cellLat = Math.floor(lat / REMOTE_CELL_DEGREES);
        const cellLon = Math.floor(lon / REMOTE_CELL_DEGREES);
        key = `cell ${cellLat} ${cellLon}`;
        group = groups.get(key) ?? newGroup('', null);
      }
    }
    groups.set(key, group);
    group.sumLat += lat;
    group.sumLon += lon;
    group.members.push({ id: rows.id[i]!, local: rows.effective_local[i] ?? '', takenAt: rows.taken_at[i] ?? 0 });
  }

  const out: PlaceCluster[] = [];
  for (const group of groups.values()) {
    const n = group.members.length;
    const point = group.point ?? { lat: group.sumLat / n, lon: group.sumLon / n };
    group.members.sort((a, b) => (a.local !== b.local ? (a.local < b.local ? 1 : -1) : b.takenAt - a.takenAt || (a.id < b.id ? -1 : 1)));
    out.push({
      name: group.name || coordinateName(point.lat, point.lon),
      lat: point.lat,
      lon: point.lon,
      count: n,
      memoryIds: group.members.map((m) => m.id),
    });
  }
  return out.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

function newGroup(name: string, point: { lat: number; lon: number } | null): Group {
  return { name, point: point ? { lat: point.lat, lon: point.lon } : null, sumLat: 0, sumLon: 0, members: [] };
}

/** Cameras write 0,0 when they have no fix, and damaged EXIF can give anything. */
function usable(lat: number, lon: number): boolean {
  return Number.isFinite(lat) && Number.isFinite(lon) && Math.abs(lat) <= 90 && Math.abs(lon) <= 180 && !(lat === 0 && lon === 0);
}

/** "38.5° N, 12.1° W": a name for photos taken far from any town. */
function coordinateName(lat: number, lon: number): string {
  return `${Math.abs(lat).toFixed(1)}° ${lat >= 0 ? 'N' : 'S'}, ${Math.abs(lon).toFixed(1)}° ${lon >= 0 ? 'E' : 'W'}`;
}
