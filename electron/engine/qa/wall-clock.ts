/**
 * Photos carry the wall clock of where they were taken ("floating" local time), and so must the
 * question's "today": "last weekend" asked on a Monday morning in Tokyo is the weekend that just
 * ended, though it is still Sunday in UTC.
 */

/**
 * The UTC offset in minutes the asker's clock reads: the one written on the ISO time when it has
 * one, else this machine's (a desktop app runs where its user is).
 */
export function utcOffsetOf(iso: string | undefined, at: Date): number {
  const m = iso ? /(?:([+-])(\d{2}):?(\d{2})|Z)$/i.exec(iso.trim()) : null;
  if (m) return m[1] ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
  return -at.getTimezoneOffset();
}

/** The instant as the asker's wall clock, read as UTC (how photo times are compared). */
export function wallClock(now: Date, offsetMin: number): Date {
  return new Date(now.getTime() + offsetMin * 60_000);
}

export const DAY_MS = 86_400_000;

/** Midnight of the (wall-clock, read as UTC) day an instant falls on. */
export function dayStart(ms: number): number {
  return Math.floor(ms / DAY_MS) * DAY_MS;
}
