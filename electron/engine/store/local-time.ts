/** A wall-clock time as a device stored it, normalised to YYYY-MM-DDTHH:MM:SS. */
export type LocalDateTime = string;

/** The UTC instant of a wall clock; with no known offset the wall clock is taken as UTC ("floating"). */
export function localToUtcMs(local: LocalDateTime, offsetMinutes: number | null): number {
  const [date, time] = local.split('T') as [string, string];
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi, s] = time.split(':').map(Number) as [number, number, number];
  return Date.UTC(y, mo - 1, d, h, mi, s) - (offsetMinutes ?? 0) * 60_000;
}

/** The wall clock of an instant at an offset. */
export function utcToLocal(ms: number, offsetMinutes: number): LocalDateTime {
  return new Date(ms + offsetMinutes * 60_000).toISOString().slice(0, 19);
}

/** `+05:45`, `-08:00`: how the API spells a zone offset. */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}
