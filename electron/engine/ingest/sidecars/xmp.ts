import exifr, * as exifrExports from 'exifr';
import { StageError } from '../../pipeline/stage-error';
import { parseExifDate } from '../time-parse';
import { emptySidecar, text, validPoint, type SidecarData } from './sidecar-data';

/**
 * exifr's ESM build (vitest, bundlers) has sidecar() only as a named export; its CommonJS build (Node,
 * tsx) only on the default object.
 */
const sidecar = exifrExports.sidecar ?? exifr.sidecar;

type Namespaces = Record<string, Record<string, unknown> | undefined>;

/**
 * An XMP sidecar (Lightroom, digiKam, darktable): title and description (`dc:`), keywords
 * (`dc:subject`, and the leaves of `lr:hierarchicalSubject`), rating (`xmp:Rating`), people (MWG
 * regions, IPTC Ext), capture time (`exif:DateTimeOriginal`, `photoshop:DateCreated`,
 * `xmp:CreateDate`) and GPS (`exif:GPSLatitude` "48,51.5N"). exifr parses the packet.
 */
export async function parseXmp(path: string, content: Buffer): Promise<SidecarData> {
  if (!/<x:xmpmeta|<rdf:RDF/.test(content.toString('utf8', 0, Math.min(content.length, 64 * 1024)))) {
    throw new StageError(`the XMP sidecar ${path} has no XMP packet in it`);
  }
  let ns: Namespaces | undefined;
  try {
    ns = (await sidecar(content, { reviveValues: false }, 'xmp')) as Namespaces | undefined;
  } catch (err) {
    throw new StageError(`the XMP sidecar ${path} cannot be read (${err instanceof Error ? err.message : String(err)})`);
  }
  if (!ns) throw new StageError(`the XMP sidecar ${path} cannot be read (damaged XML)`);
  const dc = ns.dc ?? {};
  const out = emptySidecar('xmp', path);
  out.title = langText(dc.title);
  out.description = langText(dc.description);
  const hierarchical = list(ns.lr?.hierarchicalSubject).map((k) => k.split('|').pop()?.trim() ?? '');
  out.keywords = unique([...list(dc.subject), ...hierarchical]);
  out.people = unique([...regionNames(ns.mwg_rs?.Regions), ...list(ns.Iptc4xmpExt?.PersonInImage)]);
  const rating = Number(ns.xmp?.Rating);
  out.rating = ns.xmp?.Rating !== undefined && Number.isFinite(rating) && rating >= -1 && rating <= 5 ? rating : null;
  for (const value of [ns.exif?.DateTimeOriginal, ns.photoshop?.DateCreated, ns.xmp?.CreateDate]) {
    const parsed = parseExifDate(typeof value === 'string' ? value : null);
    if (parsed) {
      out.captured = parsed;
      break;
    }
  }
  const lat = gpsCoordinate(ns.exif?.GPSLatitude);
  const lon = gpsCoordinate(ns.exif?.GPSLongitude);
  if (validPoint(lat, lon)) {
    out.lat = lat;
    out.lon = lon;
  }
  return out;
}

/** dc:title / dc:description are language alternatives: exifr gives {lang, value}, a list of them, or a string. */
function langText(value: unknown): string | null {
  if (Array.isArray(value)) {
    const items = value.map((v): { lang?: string; value?: unknown } => (typeof v === 'object' && v !== null ? (v as { lang?: string; value?: unknown }) : { value: v }));
    const pick = items.find((v) => v.lang === 'x-default') ?? items[0];
    return pick ? decode(text(pick.value)) : null;
  }
  if (typeof value === 'object' && value !== null) return decode(text((value as { value?: unknown }).value));
  return decode(text(value));
}

/** Bags with one item come back as a bare value. */
function list(value: unknown): string[] {
  const items = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return items.map((v) => decode(text(typeof v === 'number' ? String(v) : v))).filter((v): v is string => v !== null);
}

function regionNames(regions: unknown): string[] {
  if (typeof regions !== 'object' || regions === null) return [];
  const regionList = (regions as { RegionList?: unknown }).RegionList;
  const items = Array.isArray(regionList) ? regionList : regionList ? [regionList] : [];
  return items.map((r) => (typeof r === 'object' && r !== null ? decode(text((r as { Name?: unknown }).Name)) : null)).filter((n): n is string => n !== null);
}

/** XMP GPS: "DDD,MM.mmk" or "DDD,MM,SSk" (k = N/S/E/W), or a plain signed decimal. */
function gpsCoordinate(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return null;
  const m = /^\s*(-?\d+(?:\.\d+)?)(?:,(\d+(?:\.\d+)?))?(?:,(\d+(?:\.\d+)?))?\s*([NSEW])?\s*$/i.exec(value);
  if (!m) return null;
  const whole = Number(m[1]);
  const degrees = Math.abs(whole) + Number(m[2] ?? 0) / 60 + Number(m[3] ?? 0) / 3600;
  if (whole < 0) return -degrees;
  return /[SW]/i.test(m[4] ?? '') ? -degrees : degrees;
}

/** exifr leaves XML entities as they are in the packet. */
function decode(value: string | null): string | null {
  if (value === null) return null;
  return value.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, e: string) => {
    const lower = e.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return String.fromCodePoint(Number(lower.slice(1)));
    return ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" } as Record<string, string>)[lower] ?? e;
  });
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
