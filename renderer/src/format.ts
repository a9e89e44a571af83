import type { Memory } from '../../shared/memory';

const count = new Intl.NumberFormat();

export const formatCount = (n: number): string => count.format(n);

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
  if (wallClock && !Number.isNaN(wallClock.getTime())) return dateTime.format(wallClock);
  if (memory.takenAt) return dateTimeHere.format(new Date(memory.takenAt));
  return '—';
}

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
const dateTimeHere = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function formatDuration(seconds: number): string {
  if (seconds < 60) return `${Math.max(1, Math.round(seconds))} s`;
  if (seconds < 3600) return `${Math.round(seconds / 60)} min`;
  const hours = Math.floor(seconds / 3600);
  return `${hours} h ${Math.round((seconds - hours * 3600) / 60)} min`;
}
