import type { LocalDateTime } from '../store/local-time';


export interface ParsedDate {
  local: LocalDateTime;
  /** Minutes east of UTC, when the text carried a zone ("Z", "+02:00"). */
  offsetMinutes: number | null;
}

/** Cameras with an unset clock write 0000:00:00 or the 1970 epoch; neither is a real capture time. */
const EARLIEST_YEAR = 1826;

const DATE_RE = /^\s*(\d{4})[:\-/](\d{2})[:\-/](\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?(?:[.,]\d+)?\s*(Z|[+-]\d{2}:?\d{2})?/;

/** EXIF ("2011:01:13 14:33:39"), XMP/ISO ("2013-07-05T03:18:27Z") and QuickTime forms. */
export function parseExifDate(text: string | null | undefined): ParsedDate | null {
  if (!text) return null;
  const m = DATE_RE.exec(text);
  if (!m) return null;
  const local = makeLocal(+m[1]!, +m[2]!, +m[3]!, +m[4]!, +m[5]!, m[6] ? +m[6] : 0);
  if (!local) return null;
  return { local, offsetMinutes: m[7] ? parseOffset(m[7]) : null };
}

/** "+02:00", "-0430", "Z" → minutes east of UTC. */
export function parseOffset(text: string | null | undefined): number | null {
  if (!text) return null;
  const t = text.trim();
  if (t === 'Z') return 0;
  const m = /^([+-])(\d{2}):?(\d{2})$/.exec(t);
  if (!m) return null;
  const minutes = Number(m[2]) * 60 + Number(m[3]);
  if (minutes > 14 * 60) return null;
  return (m[1] === '-' ? -1 : 1) * minutes;
}

export function makeLocal(y: number, mo: number, d: number, h: number, mi: number, s: number): LocalDateTime | null {
  if (y < EARLIEST_YEAR || y > 2200 || mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || s > 60) return null;
  const ms = Date.UTC(y, mo - 1, d, h, mi, Math.min(s, 59));
  const check = new Date(ms);
  if (check.getUTCDate() !== d) return null; // 31 February and friends
  return `${y}-${pad(mo)}-${pad(d)}T${pad(h)}:${pad(mi)}:${pad(Math.min(s, 59))}`;
}

interface FilenamePattern {
  re: RegExp;
  /** Pixel phones name files in UTC; everything else uses the phone's wall clock. */
  utc?: boolean;
}

/**
 * Names phones and desktops give captures. Groups: year, month, day, hour, minute, second (time optional).
 * Sources: macOS "Screenshot 2024-05-11 at 06.12.00", older "Screen Shot …", Android
 * "Screenshot_20240511-061200", camera apps "IMG_20240511_061200", Samsung "20240511_061200",
 * Google Pixel "PXL_20240511_061200123" (UTC), WhatsApp "IMG-20240511-WA0001" (date only).
 */
const FILENAME_PATTERNS: FilenamePattern[] = [
  { re: /PXL_(\d{4})(\d{2})(\d{2})_(\d{2})(\d{2})(\d{2})/, utc: true },
  { re: /(?:Screen ?[Ss]hot|Bildschirmfoto|Capture d.écran|Schermata)\D{0,4}(\d{4})-(\d{2})-(\d{2})\D{1,6}(\d{1,2})[.:](\d{2})[.:](\d{2})(?:\s*([AP]M))?/ },
  { re: /(?:^|[^\d])(\d{4})(\d{2})(\d{2})[_-](\d{2})(\d{2})(\d{2})(?!\d{3})/ },
  { re: /(?:^|[^\d])(\d{4})-(\d{2})-(\d{2})[ _-](\d{2})[.\-:](\d{2})[.\-:](\d{2})/ },
  { re: /(?:IMG|VID)-(\d{4})(\d{2})(\d{2})-WA\d+/ },
];

export function parseFilenameDate(basename: string): ParsedDate | null {
  return matchFilenameDate(basename)?.date ?? null;
}

/**
 * Whether the date in a file name carries the time of day, as the names devices give their own
 * captures do; a date-only name (WhatsApp's IMG-…-WA0001) is the day a copy arrived, not a capture
 * clock. Near-duplicate grouping tells moments apart by it.
 */
export function filenameHasTimeOfDay(basename: string): boolean {
  return matchFilenameDate(basename)?.timeOfDay ?? false;
}

function matchFilenameDate(basename: string): { date: ParsedDate; timeOfDay: boolean } | null {
  for (const { re, utc } of FILENAME_PATTERNS) {
    const m = re.exec(basename);
    if (!m) continue;
    let hour = m[4] ? Number(m[4]) : 12;
    const pm = m[7];
    if (pm === 'PM' && hour < 12) hour += 12;
    if (pm === 'AM' && hour === 12) hour = 0;
    const local = makeLocal(+m[1]!, +m[2]!, +m[3]!, hour, m[5] ? +m[5] : 0, m[6] ? +m[6] : 0);
    if (local) return { date: { local, offsetMinutes: utc ? 0 : null }, timeOfDay: m[4] !== undefined };
  }
  return null;
}

const SCREENSHOT_NAME = /screen ?shot|screencap|screen_?capture|bildschirmfoto|capture d.écran|schermata|スクリーンショット|截屏|屏幕截图/i;

export function looksLikeScreenshotName(basename: string): boolean {
  return SCREENSHOT_NAME.test(basename);
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}
