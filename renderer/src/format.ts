import type { Memory, TimeSource } from '../../shared/memory';

/**
 * Made on first use: each Intl formatter takes milliseconds to build (the first loads ICU's locale
 * data too); building all seven when this module was evaluated was ~110 ms of main thread in a
 * bench:ui profile of the first paint on a loaded 2-core machine, and the first screen needs four.
 */
const once = <T>(make: () => T): (() => T) => {
  let value: T | undefined;
  return () => (value ??= make());
};

const count = once(() => new Intl.NumberFormat());

export const formatCount = (n: number): string => count().format(n);

/** "3 photos", "1 photo". */
export const plural = (n: number, one: string, many = `${one}s`): string => `${formatCount(n)} ${n === 1 ? one : many}`;

/** Roots may be Windows or POSIX paths, whatever platform the page runs on. */
export function fileName(path: string): string {
  return path.split(/[\\/]/).filter(Boolean).pop() ?? path;
}

/**
 * The camera's wall-clock time when known: a photo taken at 9:00 in Tokyo reads 9:00, whatever
 * zone the viewer is in. Otherwise the UTC instant in the viewer's zone.
 */
export function formatTaken(memory: Pick<Memory, 'takenAt' | 'takenAtLocal'>): string {
  // Reading the wall clock as UTC and printing it in UTC keeps its digits while sharing one style.
  const wallClock = memory.takenAtLocal ? new Date(`${memory.takenAtLocal}Z`) : null;
  if (wallClock && !Number.isNaN(wallClock.getTime())) return dateTime().format(wallClock);
  if (memory.takenAt) return dateTimeHere().format(new Date(memory.takenAt));
  return '—';
}

const dateTime = once(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }));
const dateTimeHere = once(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }));
const dayLong = once(() => new Intl.DateTimeFormat(undefined, { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }));
const dayShort = once(() => new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }));
const monthShort = once(() => new Intl.DateTimeFormat(undefined, { month: 'short', timeZone: 'UTC' }));
const monthLong = once(() => new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric', timeZone: 'UTC' }));

/** A local day (YYYY-MM-DD) or wall-clock time as a Date whose UTC fields are its digits. */
function wall(local: string): Date | null {
  const date = new Date(local.length === 10 ? `${local}T00:00:00Z` : `${local}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Sat, 11 May 2024"; the timeline's `unknown` day reads as such. */
export function formatDay(day: string): string {
  const date = wall(day);
  return date ? dayLong().format(date) : 'Date unknown';
}

/** "Jan", "Feb" for the scrubber (month 1–12); formatted once, the scrubber asks often. */
const shortMonths = once(() => Array.from({ length: 12 }, (_, m) => monthShort().format(new Date(Date.UTC(2000, m, 1)))));
export const formatMonthShort = (month: number): string => shortMonths()[month - 1] ?? String(month);
export const formatMonthLong = (year: number, month: number): string => monthLong().format(new Date(Date.UTC(year, month - 1, 1)));

/** An event's span of local times: "11 May 2024", or "11 May 2024 – 14 May 2024". */
export function formatRange(start: string, end: string): string {
  const a = wall(start.slice(0, 10));
  const b = wall(end.slice(0, 10));
  if (!a || !b) return `${start} – ${end}`;
  const from = dayShort().format(a);
  const to = dayShort().format(b);
  return from === to ? from : `${from} – ${to}`;
}

export function formatDuration(seconds: number): string {
  if (seconds < 60) return `${Math.max(1, Math.round(seconds))} s`;
  if (seconds < 3600) return `${Math.round(seconds / 60)} min`;
  const hours = Math.floor(seconds / 3600);
  return `${hours} h ${Math.round((seconds - hours * 3600) / 60)} min`;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

const TIME_SOURCES: Record<TimeSource, string> = {
  exif: 'from the camera (EXIF)',
  quicktime: 'from the video’s metadata',
  takeout: 'from the Google Takeout sidecar',
  xmp: 'from the XMP sidecar',
  filename: 'from the file name',
  mtime: 'from the file’s modified date (a guess)',
  user: 'set by you',
};

export const timeSourceLabel = (source: TimeSource | null): string => (source ? TIME_SOURCES[source] : 'unknown source');

const KIND_LABELS = { photo: 'Photo', screenshot: 'Screenshot', video: 'Video' } as const;
export const kindLabel = (kind: Memory['kind']): string => KIND_LABELS[kind];

const descriptions = new WeakMap<object, string>();

/** What a thumbnail button says to a screen reader: kind, time and place (kept per memory object: the grid asks often). */
export function describeMemory(memory: Pick<Memory, 'kind' | 'takenAt' | 'takenAtLocal' | 'place'>): string {
  let text = descriptions.get(memory);
  if (text === undefined) {
    text = [kindLabel(memory.kind), formatTaken(memory), memory.place?.label].filter(Boolean).join(', ');
    descriptions.set(memory, text);
  }
  return text;
}
