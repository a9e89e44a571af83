import { createHash } from 'node:crypto';
import type { Database } from '../../store/database';
import type { EditJournal, JournalRow } from '../../store/edit-journal';
import { EventStore, isUserTouched, members, noLocks, parseLocks, type EventLocks, type EventRow } from './event-store';
import { segmentTimeline, type DetectedEvent, type TimelineItem } from './segment';
import { findEventMentions, mentionKey } from './mentions';
import { memberOverlap, textSimilarity } from '../similarity';
import type { WindowEvent } from '../windows/window-pass';

/** A recomputed event takes over a stored one when they share at least this share of members. */
const MIN_OVERLAP = 0.3;
/** A named occasion with no trip around it spans the photos taken this close to where it is named. */
const MENTION_NEIGHBOURHOOD_MS = 4 * 3_600_000;
/** An LLM event this close to a time-and-place event is that event, with a better name. */
const SAME_EVENT = 0.6;
/** Two windows' events with names this alike and overlapping dates are one event. */
const SAME_NAME = 0.5;

type Origin = 'inferred' | 'llm' | 'mention';
interface Candidate extends DetectedEvent {
  origin: Origin;
  importance: number | null;
}

interface TextItem extends TimelineItem {
  text: string;
}

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
  private journal: EditJournal | null = null;

  private constructor(
    private readonly db: Database,
    readonly store: EventStore,
  ) {}

  /**
   * Keep the user's edits in the journal too (each row as the edit left it, written before the
   * table), and put back the rows the table lacks or holds older than the journal: a rebuilt
   * database. They come back locked, so the next recomputation keeps them over what it infers.
   */
  async keepEditsIn(journal: EditJournal): Promise<number> {
    this.journal = journal;
    const stored = new Map((await this.store.all()).map((e) => [e.id, e]));
    const restore: EventRow[] = [];
    const deleted: string[] = [];
    for (const [id, row] of journal.rowsFolded('event')) {
      const have = stored.get(id);
      if (row === null) {
        if (have) deleted.push(id);
      } else if (!have || have.updated_at < row.updated_at) restore.push(row as unknown as EventRow);
    }
    await this.store.upsert(restore);
    await this.store.delete(deleted);
    return restore.length + deleted.length;
  }

  static async open(db: Database): Promise<EventsService> {
    return new EventsService(db, await EventStore.open(db));
  }

  /**
   * Rebuild events from every source — time and place, the LLM's windows (when it ran), names
   * written in memories — and write only what changed.
   */
  async recompute(windowEvents: WindowEvent[] = []): Promise<RecomputeReport> {
    const t0 = performance.now();
    const items = await this.textTimeline();
    const candidates: Candidate[] = segmentTimeline(items).events.map((e) => ({ ...e, origin: 'inferred', importance: null }));
    candidates.push(...foldWindowEvents(windowEvents, candidates));
    candidates.push(...mentionEvents(items, candidates));
    const existing = await this.store.all();
    const claimed = new Set<string>();
    const next: EventRow[] = [];
    const now = Date.now();
    for (const event of [...candidates].sort((a, b) => b.memberIds.length - a.memberIds.length)) {
      const sameOrigin = existing.filter((e) => e.origin === event.origin);
      const match =
        (event.origin === 'mention' ? sameOrigin.find((e) => !claimed.has(e.id) && mentionKey(e.name) === mentionKey(event.name)) : null) ??
        bestMatch(event, sameOrigin, claimed);
      if (match) claimed.add(match.id);
      next.push(fromDetected(event, match, now));
    }
    const inferred = existing.filter((e) => e.origin !== 'user');
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
      await this.persist(null, id);
      return;
    }
    await this.persist({ ...row, status: 'rejected', updated_at: Date.now() });
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
    await this.persist(row);
    return row;
  }

  private async edit(id: string, change: (row: EventRow, locks: EventLocks) => void): Promise<EventRow> {
    const row = { ...(await this.require(id)) };
    const locks = parseLocks(row);
    change(row, locks);
    row.locked_json = JSON.stringify(locks);
    row.updated_at = Date.now();
    await this.persist(row);
    return row;
  }

  /** A user's edit: journaled (and durable) first, then written; `row` null deletes `id`. */
  private async persist(row: EventRow | null, id = row?.id): Promise<void> {
    if (!id) throw new Error('an event edit needs the event');
    await this.journal?.append({ kind: 'event', id, row: row as unknown as JournalRow | null });
    if (row) await this.store.upsert([row]);
    else await this.store.delete([id]);
  }

  private async require(id: string): Promise<EventRow> {
    const row = await this.store.get(id);
    if (!row) throw new Error(`no event ${id}`);
    return row;
  }

  /** The timeline with each memory's words, for names written in memories. */
  private async textTimeline(): Promise<TextItem[]> {
    const rows = await this.db.memoriesWhere('deleted_at IS NULL AND taken_at IS NOT NULL', [
      'id', 'taken_at', 'taken_at_local', 'lat', 'lon', 'place_city', 'place_region', 'place_country',
      'caption', 'ocr_text', 'transcript', 'contexts_json', 'user_json',
    ]);
    return rows.map((r) => ({
      id: r.id,
      takenAt: r.taken_at!,
      local: r.taken_at_local ? Date.parse(`${r.taken_at_local}Z`) : r.taken_at!,
      lat: r.lat, lon: r.lon, city: r.place_city, region: r.place_region, country: r.place_country,
      text: [r.caption, r.ocr_text, r.transcript, namedEvents(r.contexts_json)].filter(Boolean).join('\n'),
    }));
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

function fromDetected(event: Candidate, match: EventRow | null, now: number): EventRow {
  const locks = match ? parseLocks(match) : noLocks();
  const memberIds = unique([...event.memberIds, ...locks.added]).filter((m) => !locks.removed.includes(m));
  const keep = <K extends 'name' | 'start' | 'end' | 'place'>(field: K, value: EventRow[K]): EventRow[K] =>
    match && locks.fields.includes(field) ? match[field] : value;
  return {
    id: match?.id ?? `ev-${createHash('sha256').update(`${event.origin}\n${event.kind}\n${event.origin === 'mention' ? mentionKey(event.name) : [...event.memberIds].sort()[0]}`).digest('hex').slice(0, 16)}`,
    kind: event.kind,
    name: keep('name', event.name),
    start: keep('start', event.start),
    end: keep('end', event.end),
    place: keep('place', event.place),
    member_ids_json: JSON.stringify(memberIds),
    visits_json: event.visits ? JSON.stringify(event.visits) : null,
    origin: event.origin,
    importance: event.importance ?? match?.importance ?? null,
    locked_json: match?.locked_json ?? JSON.stringify(noLocks()),
    status: match?.status ?? 'active',
    evidence_json: match?.evidence_json ?? null,
    created_at: match?.created_at ?? now,
    updated_at: now,
  };
}

/**
 * The windows' events, merged where overlapping windows saw the same event twice; one that matches
 * a time-and-place event names it instead of standing beside it.
 */
function foldWindowEvents(windowEvents: WindowEvent[], base: Candidate[]): Candidate[] {
  const merged: WindowEvent[] = [];
  for (const e of [...windowEvents].sort((a, b) => a.start - b.start)) {
    const same = merged.find(
      (m) => e.start <= m.end + 86_400_000 && m.start <= e.end + 86_400_000 &&
        (textSimilarity(m.name, e.name) >= SAME_NAME || memberOverlap(m.memberIds, e.memberIds) >= 0.5),
    );
    if (same) {
      same.memberIds = [...new Set([...same.memberIds, ...e.memberIds])];
      same.start = Math.min(same.start, e.start);
      same.end = Math.max(same.end, e.end);
      same.importance = Math.max(same.importance, e.importance);
      if (e.name.length > same.name.length) same.name = e.name;
    } else {
      merged.push({ ...e, memberIds: [...e.memberIds] });
    }
  }
  const out: Candidate[] = [];
  for (const e of merged) {
    const twin = base.find((b) => b.origin === 'inferred' && memberOverlap(b.memberIds, e.memberIds) >= SAME_EVENT);
    if (twin) {
      twin.name = e.name;
      twin.importance = e.importance;
      continue;
    }
    out.push({ kind: 'event', name: e.name, start: e.start, end: e.end, place: e.location, memberIds: e.memberIds, origin: 'llm', importance: e.importance });
  }
  return out;
}

/**
 * An event named in a memory ("CHI 2024" on a badge) becomes an event of its own: the trip or
 * outing that holds the mentioning memory lends its span and members, and memories that mention it
 * outside that span (a flyer months before) join it too.
 */
function mentionEvents(items: TextItem[], base: Candidate[]): Candidate[] {
  const byKey = new Map<string, { name: string; items: TextItem[] }>();
  for (const item of items) {
    if (!item.text) continue;
    for (const name of findEventMentions(item.text)) {
      const key = mentionKey(name);
      const entry = byKey.get(key) ?? { name, items: [] };
      entry.items.push(item);
      byKey.set(key, entry);
    }
  }
  const out: Candidate[] = [];
  for (const { name, items: mentioning } of byKey.values()) {
    const ids = mentioning.map((m) => m.id);
    const container = [...base]
      .filter((b) => b.kind !== 'recurring')
      .map((b) => ({ b, hits: mentioning.filter((m) => b.memberIds.includes(m.id) || (m.local >= b.start && m.local <= b.end)).length }))
      .filter((x) => x.hits > 0)
      .sort((x, y) => y.hits - x.hits)[0]?.b;
    const times = mentioning.map((m) => m.local);
    // No trip or outing holds it (a party at home): the photos taken around the mentioning ones are its.
    const around = container ? [] : items.filter((i) => times.some((t) => Math.abs(i.local - t) <= MENTION_NEIGHBOURHOOD_MS)).map((i) => i.id);
    const memberIds = [...new Set([...(container?.memberIds ?? []), ...ids, ...around])];
    out.push({
      kind: 'event', name, origin: 'mention', importance: null,
      start: container?.start ?? Math.min(...times), end: container?.end ?? Math.max(...times),
      place: container?.place ?? null, memberIds,
    });
  }
  return out;
}

function namedEvents(contextsJson: string | null): string {
  if (!contextsJson) return '';
  try {
    const names = (JSON.parse(contextsJson) as { namedEvents?: unknown }).namedEvents;
    return Array.isArray(names) ? names.filter((n): n is string => typeof n === 'string').join('\n') : '';
  } catch {
    return '';
  }
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

