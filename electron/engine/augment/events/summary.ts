import type { EventSummary } from '../../../../shared/events';
import { members, parseLocks, type EventRow } from './event-store';

export function toEventSummary(row: EventRow): EventSummary {
  const ids = members(row);
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    start: localIso(row.start),
    end: localIso(row.end),
    place: row.place,
    memberCount: ids.length,
    memberIds: ids,
    origin: (['inferred', 'mention', 'llm', 'user'].includes(row.origin) ? row.origin : 'inferred') as EventSummary['origin'],
    locked: parseLocks(row).fields,
  };
}

/** Local wall-clock ms (read as UTC) → YYYY-MM-DDTHH:MM:SS. */
export function localIso(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19);
}

/** YYYY-MM-DD[THH:MM[:SS]] → local wall-clock ms; a bare date is its start, or its end with `endOfDay`. */
export function parseLocal(text: string, endOfDay = false): number {
  const full = text.length === 10 ? `${text}T${endOfDay ? '23:59:59' : '00:00:00'}` : text.length === 16 ? `${text}:00` : text;
  const ms = Date.parse(`${full}Z`);
  if (Number.isNaN(ms)) throw new Error(`not a local time: ${text}`);
  return ms;
}
