import type { LocalDateTime } from '../../store/local-time';
import type { SidecarKind } from './takeout-names';

/** What a sidecar says about its photo, normalised across Takeout JSON and XMP. */
export interface SidecarData {
  source: SidecarKind;
  path: string;
  title: string | null;
  description: string | null;
  keywords: string[];
  /** People tagged by name (Takeout's `people`, XMP's MWG/IPTC person names). */
  people: string[];
  /** 0–5 stars; null when unrated. Lightroom's -1 (rejected) is kept. */
  rating: number | null;
  /** A wall clock, with its zone when the sidecar says. */
  captured: { local: LocalDateTime; offsetMinutes: number | null } | null;
  /** An instant without a wall clock (Takeout's epoch seconds). */
  instantMs: number | null;
  lat: number | null;
  lon: number | null;
  altitude: number | null;
}

export function emptySidecar(source: SidecarKind, path: string): SidecarData {
  return { source, path, title: null, description: null, keywords: [], people: [], rating: null, captured: null, instantMs: null, lat: null, lon: null, altitude: null };
}

/** A coordinate pair a sidecar may store; 0,0 is how Takeout says "no place", not a spot in the Gulf of Guinea. */
export function validPoint(lat: number | null, lon: number | null): boolean {
  if (lat === null || lon === null || !Number.isFinite(lat) || !Number.isFinite(lon)) return false;
  if (lat === 0 && lon === 0) return false;
  return Math.abs(lat) <= 90 && Math.abs(lon) <= 180;
}

export function text(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const t = value.trim();
  return t ? t : null;
}
