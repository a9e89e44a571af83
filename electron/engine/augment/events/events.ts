import { createHash } from 'node:crypto';
import type { Database } from '../../store/database';
import { EventStore, isUserTouched, members, noLocks, parseLocks, type EventLocks, type EventRow } from './event-store';
import { segmentTimeline, type DetectedEvent, type TimelineItem } from './segment';

/** A recomputed event takes over a stored one when they share at least this share of members. */
const MIN_OVERLAP = 0.3;

export interface RecomputeReport {
  /** Events written (new, changed or removed): the work a change really caused. */
  touched: number;
  total: number;
  ms: number;
}

/**
 * Events: model-free inference over the whole timeline (cheap: one sorted pass), reconciled with what
 * is stored so only changed events are written, and so the user's edits survive — locked fields keep
 * their values, added/removed members stay added/removed, a rejected event is never inferred again.
 */
export class EventsService {
  private constructor(
    private readonly db: Database,
    readonly store: EventStore,
  ) {}

  static async open(db: Database): Promise<EventsService> {
    return new EventsService(db, await EventStore.open(db));
  }

  async recompute(): Promise<RecomputeReport> {
    const t0 = performance.now();
    const detected = segmentTimeline(await this.timeline()).events;
    const existing = await this.store.all();
    const inferred = existing.filter((e) => e.origin === 'inferred');
    const claimed = new Set<string>();
    const next: EventRow[] = [];
    const now = Date.now();
    for (const event of [...detected].sort((a, b) => b.memberIds.length - a.memberIds.length)) {
      const match = bestMatch(event, inferred, claimed);
      if (match) claimed.add(match.id);
      next.push(fromDetected(event, match, now));
    }
    const changed = next.filter((row) => {
      const before = existing.find((e) => e.id === row.id);
      return !before || fingerprint(before) !== fingerprint(row);
    });
    // Stale inferences go, unless the user touched them.
    const stale = inferred.filter((e) => !claimed.has(e.id) && !isUserTouched(e)).map((e) => e.id);
    await this.store.upsert(changed);
    await this.store.delete(stale);
    return { touched: changed.length + stale.length, total: next.length, ms: performance.now() - t0 };
  }

  async list(): Promise<EventRow[]> {
    return (await this.store.all()).filter((e) => e.status === 'active').sort((a, b) => b.start - a.start);
  }

  rename(id: string, name: string): Promise<EventRow> {
    return this.edit(id, (row, locks) => {
      row.name = name.trim();
      lock(locks, 'name');
    });
  }

  setDates(id: string, start: number, end: number): Promise<EventRow> {
    if (!(start <= end)) throw new Error('an event cannot end before it starts');
    return this.edit(id, (row, locks) => {
      row.start = start;
      row.end = end;
      lock(locks, 'start');
      lock(locks, 'end');
    });
  }

  addMembers(id: string, memoryIds: string[]): Promise<EventRow> {
    return this.edit(id, (row, locks) => {
      row.member_ids_json = JSON.stringify(unique([...members(row), ...memoryIds]));
      locks.added = unique([...locks.added, ...memoryIds]);
      locks.removed = locks.removed.filter((m) => !memoryIds.includes(m));
    });
  }

  removeMembers(id: string, memoryIds: string[]): Promise<EventRow> {
    return this.edit(id, (row, locks) => {
      row.member_ids_json = JSON.stringify(members(row).filter((m) => !memoryIds.includes(m)));
      locks.removed = unique([...locks.removed, ...memoryIds]);
      locks.added = locks.added.filter((m) => !memoryIds.includes(m));
    });
  }

  /** Fold `fromId` into `intoId`: members and span join; `fromId` is rejected so it is not inferred again. */
  async merge(intoId: string, fromId: string): Promise<EventRow> {
    const from = await this.require(fromId);
    const merged = await this.edit(intoId, (row, locks) => {
      const all = unique([...members(row), ...members(from)]);
      row.member_ids_json = JSON.stringify(all);
      row.start = Math.min(row.start, from.start);
      row.end = Math.max(row.end, from.end);
      locks.added = unique([...locks.added, ...members(from)]);
      lock(locks, 'start');
      lock(locks, 'end');
    });
    await this.reject(fromId);
    return merged;
  }

  /** Split at a local time: members before stay, the rest form a new event made by the user. */
  async split(id: string, at: number, memberTimes: Map<string, number>): Promise<[EventRow, EventRow]> {
    const row = await this.require(id);
    const all = members(row);
    const after = all.filter((m) => (memberTimes.get(m) ?? row.start) >= at);
    const before = all.filter((m) => !after.includes(m));
    if (after.length === 0 || before.length === 0) throw new Error('splitting there would leave one side empty');
    const second = await this.create({ name: `${row.name} (part 2)`, start: at, end: row.end, memberIds: after, place: row.place });
    const first = await this.edit(id, (r, locks) => {
      r.member_ids_json = JSON.stringify(before);
      r.end = Math.max(...before.map((m) => memberTimes.get(m) ?? r.start));
      locks.removed = unique([...locks.removed, ...after]);
      lock(locks, 'end');
    });
    return [first, second];
  }

  /** Delete: a user event goes; an inferred one is kept as rejected so it never comes back. */
  async reject(id: string): Promise<void> {
    const row = await this.require(id);
    if (row.origin === 'user') {
      await this.store.delete([id]);
      return;
    }
    await this.store.upsert([{ ...row, status: 'rejected', updated_at: Date.now() }]);
  }

  async create(input: { name: string; start: number; end: number; memberIds?: string[]; place?: string | null }): Promise<EventRow> {
    if (!(input.start <= input.end)) throw new Error('an event cannot end before it starts');
    const memberIds = input.memberIds ?? (await this.timeline()).filter((i) => i.local >= input.start && i.local <= input.end).map((i) => i.id);
    const now = Date.now();
    const row: EventRow = {
      id: `ev-user-${createHash('sha256').update(`${input.name}\n${input.start}\n${now}`).digest('hex').slice(0, 16)}`,
      kind: 'event', name: input.name.trim(), start: input.start, end: input.end, place: input.place ?? null,
      member_ids_json: JSON.stringify(memberIds), visits_json: null, origin: 'user', importance: null,
      locked_json: JSON.stringify({ fields: ['name', 'start', 'end', 'place'], added: memberIds, removed: [] } satisfies EventLocks),
      status: 'active', evidence_json: null, created_at: now, updated_at: now,
    };
    await this.store.upsert([row]);
    return row;
  }

  private async edit(id: string, change: (row: EventRow, locks: EventLocks) => void): Promise<EventRow> {
    const row = { ...(await this.require(id)) };
    const locks = parseLocks(row);
    change(row, locks);
    row.locked_json = JSON.stringify(locks);
    row.updated_at = Date.now();
    await this.store.upsert([row]);
    return row;
  }

  private async require(id: string): Promise<EventRow> {
    const row = await this.store.get(id);
    if (!row) throw new Error(`no event ${id}`);
    return row;
  }

  /** Every live memory with a time, as the segmenter sees it. */
  async timeline(): Promise<TimelineItem[]> {
    const rows = await this.db.memoriesWhere('deleted_at IS NULL AND taken_at IS NOT NULL', [
      'id', 'taken_at', 'taken_at_local', 'lat', 'lon', 'place_city', 'place_region', 'place_country',
    ]);
    return rows.map((r) => ({
      id: r.id,
      takenAt: r.taken_at!,
      local: r.taken_at_local ? Date.parse(`${r.taken_at_local}Z`) : r.taken_at!,
      lat: r.lat, lon: r.lon, city: r.place_city, region: r.place_region, country: r.place_country,
    }));
  }
}

function bestMatch(event: DetectedEvent, candidates: EventRow[], claimed: Set<string>): EventRow | null {
  const mine = new Set(event.memberIds);
  let best: { row: EventRow; score: number } | null = null;
  for (const row of candidates) {
    if (claimed.has(row.id)) continue;
    const theirs = members(row);
    const shared = theirs.filter((m) => mine.has(m)).length;
    const score = shared / (mine.size + theirs.length - shared || 1);
    if (score >= MIN_OVERLAP && (!best || score > best.score)) best = { row, score };
  }
  return best?.row ?? null;
}

function fromDetected(event: DetectedEvent, match: EventRow | null, now: number): EventRow {
  const locks = match ? parseLocks(match) : noLocks();
  const memberIds = unique([...event.memberIds, ...locks.added]).filter((m) => !locks.removed.includes(m));
  const keep = <K extends 'name' | 'start' | 'end' | 'place'>(field: K, value: EventRow[K]): EventRow[K] =>
    match && locks.fields.includes(field) ? match[field] : value;
  return {
    id: match?.id ?? `ev-${createHash('sha256').update(`${event.kind}\n${[...event.memberIds].sort()[0]}`).digest('hex').slice(0, 16)}`,
    kind: event.kind,
    name: keep('name', event.name),
    start: keep('start', event.start),
    end: keep('end', event.end),
    place: keep('place', event.place),
    member_ids_json: JSON.stringify(memberIds),
    visits_json: event.visits ? JSON.stringify(event.visits) : null,
    origin: 'inferred',
    importance: match?.importance ?? null,
    locked_json: match?.locked_json ?? JSON.stringify(noLocks()),
    status: match?.status ?? 'active',
    evidence_json: match?.evidence_json ?? null,
    created_at: match?.created_at ?? now,
    updated_at: now,
  };
}

function fingerprint(row: EventRow): string {
  return JSON.stringify([row.kind, row.name, row.start, row.end, row.place, row.member_ids_json, row.visits_json, row.status, row.locked_json]);
}

function lock(locks: EventLocks, field: EventLocks['fields'][number]): void {
  if (!locks.fields.includes(field)) locks.fields.push(field);
}

function unique<T>(items: T[]): T[] {
  return [...new Set(items)];
}

