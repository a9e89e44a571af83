import { StageError } from '../../pipeline/stage-error';
import { emptySidecar, text, validPoint, type SidecarData } from './sidecar-data';

/**
 * A Google Takeout sidecar: `photoTakenTime.timestamp` (epoch seconds, as a string), `geoData`
 * (0,0 when Google had no place; `geoDataExif` is what the camera said), `description`, `people`.
 * JSON that is valid but not a Takeout photo sidecar (an album's, some other tool's) is not ours: null.
 */
export function parseTakeout(path: string, content: string): SidecarData | null {
  let json: unknown;
  try {
    json = JSON.parse(content.replace(/^\uFEFF/, ''));
  } catch (err) {
    throw new StageError(`the Takeout sidecar ${path} is not valid JSON (${err instanceof Error ? err.message : String(err)})`);
  }
  if (!isObject(json) || !('photoTakenTime' in json || 'geoData' in json || 'creationTime' in json)) return null;
  const out = emptySidecar('takeout', path);
  out.title = text(json.title);
  out.description = text(json.description);
  out.instantMs = epochMs(json.photoTakenTime) ?? null;
  for (const key of ['geoData', 'geoDataExif'] as const) {
    const geo = json[key];
    if (!isObject(geo)) continue;
    const lat = num(geo.latitude);
    const lon = num(geo.longitude);
    if (!validPoint(lat, lon)) continue;
    out.lat = lat;
    out.lon = lon;
    out.altitude = num(geo.altitude);
    break;
  }
  if (Array.isArray(json.people)) {
    out.people = json.people.map((p) => (isObject(p) ? text(p.name) : null)).filter((n): n is string => n !== null);
  }
  return out;
}

/** `{ "timestamp": "1600596727" }`; 0 and negative stamps are Google's "unknown". */
function epochMs(value: unknown): number | null {
  if (!isObject(value)) return null;
  const seconds = typeof value.timestamp === 'string' ? Number(value.timestamp) : num(value.timestamp);
  return seconds !== null && Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : null;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function num(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
