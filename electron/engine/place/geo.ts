const EARTH_KM = 6371;

export function distanceKm(aLat: number, aLon: number, bLat: number, bLon: number): number {
  const toRad = Math.PI / 180;
  const dLat = (bLat - aLat) * toRad;
  const dLon = (bLon - aLon) * toRad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(aLat * toRad) * Math.cos(bLat * toRad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * `distanceKm(…) <= km`. A great circle is never shorter than its difference in latitude, so a pair
 * that far apart north to south is answered without the trigonometry (with a margin far above the
 * rounding): ranking tests hundreds of candidates against every photo of a venue.
 */
export function withinKm(aLat: number, aLon: number, bLat: number, bLon: number, km: number): boolean {
  if (EARTH_KM * Math.abs((bLat - aLat) * (Math.PI / 180)) > km * (1 + 1e-9)) return false;
  return distanceKm(aLat, aLon, bLat, bLon) <= km;
}

/** Cells of roughly `km` on a side, for grouping nearby points without pairwise distances. */
export function cellKey(lat: number, lon: number, km: number): string {
  const latStep = km / 111;
  const lonStep = km / (111 * Math.max(0.1, Math.cos((lat * Math.PI) / 180)));
  return `${Math.floor(lat / latStep)}:${Math.floor(lon / lonStep)}`;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
