/**
 * The text values QuickTime metadata writes: creation dates with or without an offset, and ISO 6709
 * locations.
 */

const DATE_PATTERN =
  /^(\d{4})[-:](\d{2})[-:](\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?\s*(Z|[+-]\d{2}:?\d{2})?$/;

export interface ParsedCreationDate {
  /** YYYY-MM-DDTHH:MM:SS as written, or null when only the instant is known ('Z'). */
  local: string | null;
  offsetMinutes: number | null;
  /** Known only when the string carries an offset or 'Z'. */
  utc: Date | null;
}

/**
 * Parses "2019-07-24T11:25:40+0300" and friends. A 'Z' date fixes the instant but says nothing about
 * the wall clock where it was shot (ffmpeg-style writers convert to UTC), so it yields no local time.
 */
export function parseCreationDate(text: string): ParsedCreationDate | null {
  const m = DATE_PATTERN.exec(text.trim());
  if (m === null) return null;
  const [, y, mo, d, h, mi, s = '00', zone] = m;
  const local = `${y}-${mo}-${d}T${h}:${mi}:${s}`;
  const wallMs = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  if (Number.isNaN(wallMs) || new Date(wallMs).toISOString().slice(0, 19) !== local) return null;
  if (zone === undefined) return { local, offsetMinutes: null, utc: null };
  if (zone === 'Z') return { local: null, offsetMinutes: null, utc: new Date(wallMs) };
  const digits = zone.replace(':', '');
  const sign = digits.startsWith('-') ? -1 : 1;
  const offsetMinutes = sign * (Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5)));
  return { local, offsetMinutes, utc: new Date(wallMs - offsetMinutes * 60_000) };
}

/** ±DD.D, ±DDMM.M or ±DDMMSS.S (3-digit degrees for longitude); sign is mandatory in ISO 6709. */
const ISO6709_PATTERN = /^([+-]\d+(?:\.\d*)?)([+-]\d+(?:\.\d*)?)([+-]\d+(?:\.\d*)?)?(?:CRS[^/]*)?\/?$/;

export function parseIso6709(text: string): { lat: number; lon: number; altitude: number | null } | null {
  const m = ISO6709_PATTERN.exec(text.trim());
  if (m === null) return null;
  const lat = iso6709Angle(m[1]!, 2);
  const lon = iso6709Angle(m[2]!, 3);
  if (lat === null || lon === null || Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  // 0,0 is what some phones write without a fix; no one films at Null Island.
  if (lat === 0 && lon === 0) return null;
  const altitude = m[3] === undefined ? null : Number(m[3]);
  return { lat, lon, altitude: altitude !== null && Number.isFinite(altitude) ? altitude : null };
}

function iso6709Angle(part: string, degreeDigits: number): number | null {
  const sign = part.startsWith('-') ? -1 : 1;
  const [intPart = '', frac = ''] = part.slice(1).split('.');
  const fraction = frac === '' ? 0 : Number(`0.${frac}`);
  let value: number;
  if (intPart.length === degreeDigits) {
    value = Number(intPart) + fraction;
  } else if (intPart.length === degreeDigits + 2) {
    value = Number(intPart.slice(0, degreeDigits)) + (Number(intPart.slice(degreeDigits)) + fraction) / 60;
  } else if (intPart.length === degreeDigits + 4) {
    const deg = Number(intPart.slice(0, degreeDigits));
    const min = Number(intPart.slice(degreeDigits, degreeDigits + 2));
    const sec = Number(intPart.slice(degreeDigits + 2)) + fraction;
    value = deg + min / 60 + sec / 3600;
  } else {
    return null;
  }
  return Number.isFinite(value) ? sign * value : null;
}
