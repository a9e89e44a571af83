import type { Memory, MemoryFilters, MemorySummary } from '../../../shared/memory';
import { MemoryKind } from '../../../shared/memory';
import { sqlString, type Database } from '../store/database';
import type { PeopleIndex } from '../perception/people/people-index';
import { toMemory } from '../store/memory-view';
import type { MemoryRow } from '../store/schema';
import { DayCounts, dayOf, summarise, UNDATED_DAY, type DayCount } from './day-counts';
import { SummaryDays } from './summary-days';

/** A span of local days (inclusive, YYYY-MM-DD) or the undated memories, and the filters. */
export interface ListingQuery extends MemoryFilters {
  from?: string | undefined;
  to?: string | undefined;
  undated?: boolean | undefined;
}

/** What a summary is made of: no text, no stages, no vectors. */
const SUMMARY_COLUMNS = [
  'id', 'kind', 'taken_at', 'effective_local', 'effective_place', 'place_city', 'place_region', 'place_country',
  'place_country_code', 'thumbnail', 'duplicate_group', 'phash',
  // What a thumbnail request checks (see MediaPrimer): read with the listing, not once per thumbnail.
  'path', 'paths_json', 'format', 'status',
] as const satisfies ReadonlyArray<keyof MemoryRow>;
type SummaryRow = Pick<MemoryRow, (typeof SUMMARY_COLUMNS)[number]>;

/** Called before a read; what it returns is given the rows read (media-lookup.ts MediaLookup.primer). */
export type MediaPrimer = () => (rows: ReadonlyArray<Pick<MemoryRow, 'id' | 'path' | 'paths_json' | 'kind' | 'format' | 'thumbnail' | 'status'>>) => void;

/**
 * Memory listings for the timeline and the views that show a few days: filtered, grouped and
 * ordered by the time people see (the user's if they corrected it), in the query where LanceDB can
 * (the store keeps effective_* columns for that), and newest first.
 */
export class MemoryListing {
  private readonly unfiltered: DayCounts;
  /** The unfiltered timeline's rows by day, read ahead of the scroll (summary-days.ts). */
  private readonly summaryDays: SummaryDays<SummaryRow>;

  constructor(
    private readonly db: Database,
    /** Who is in which memory: the person filter and each face's person come from here. */
    private readonly people: () => Promise<PeopleIndex>,
    /** Told of the rows each summary page was made of: the page asks for their thumbnails next. */
    private readonly primeMedia: MediaPrimer = () => () => undefined,
  ) {
    this.unfiltered = new DayCounts(db);
    this.summaryDays = new SummaryDays<SummaryRow>(db, SUMMARY_COLUMNS);
  }

  close(): void {
    this.unfiltered.close();
    this.summaryDays.close();
  }

  /** Days newest first with their counts; undated memories last, as the `unknown` day. */
  async timeline(filters: MemoryFilters): Promise<{ days: DayCount[]; total: number }> {
    if (!filters.kind && !filters.place && !filters.person && !filters.hasText) return this.unfiltered.list();
    const person = await this.person(filters);
    // Ids only when a person filter needs them: at 100k rows every column read counts.
    const rows = await this.db.memoryColumns(this.where(filters), ['effective_local', 'duplicate_group', ...(person ? (['id'] as const) : [])]);
    const days = new Map<string, { count: number; groups: Set<string>; alone: number }>();
    for (let i = 0; i < rows.length; i++) {
      if (person && !person.has(rows.id[i]!)) continue;
      const day = dayOf(rows.effective_local[i] ?? null);
      let entry = days.get(day);
      if (!entry) days.set(day, (entry = { count: 0, groups: new Set(), alone: 0 }));
      entry.count += 1;
      const group = rows.duplicate_group[i];
      if (group) entry.groups.add(group);
      else entry.alone += 1;
    }
    return summarise(days);
  }

  /** A page of whole memories, newest first. */
  async list(query: ListingQuery, offset: number, limit: number): Promise<{ memories: Memory[]; total: number }> {
    const person = await this.person(query);
    const keys = (await this.db.memoriesWhere(this.where(query), ['id', 'effective_local', 'taken_at'])).filter((r) => !person || person.has(r.id));
    keys.sort(newestFirst);
    const page = keys.slice(offset, offset + limit).map((r) => r.id);
    const rows = new Map((await this.db.memoriesById(page)).map((r) => [r.id, r]));
    const people = await this.people();
    const personOf = (faceId: string) => people.personOf(faceId);
    return { memories: page.flatMap((id) => (rows.has(id) ? [toMemory(rows.get(id)!, personOf)] : [])), total: keys.length };
  }

  /** A page of summaries, newest first, one per duplicate group and day (the newest of it) with its count. */
  async summaries(query: ListingQuery, offset: number, limit: number): Promise<{ memories: MemorySummary[]; total: number }> {
    const newest = await this.newestDays(query, offset + limit);
    if (newest) {
      const page = await this.summaries({ ...query, from: newest.from, to: newest.to }, offset, limit);
      return { memories: page.memories, total: newest.total };
    }
    const person = await this.person(query);
    const prime = this.primeMedia();
    const rows = (await this.summaryRows(query)).filter((r) => !person || person.has(r.id));
    prime(rows);
    rows.sort(newestFirst);
    const cells: MemorySummary[] = [];
    const byGroup = new Map<string, MemorySummary>();
    for (const row of rows) {
      const key = row.duplicate_group ? `${dayOf(row.effective_local)} ${row.duplicate_group}` : null;
      const first = key ? byGroup.get(key) : undefined;
      if (first) {
        first.duplicates += 1;
        continue;
      }
      const cell = toSummary(row);
      if (key) byGroup.set(key, cell);
      cells.push(cell);
    }
    return { memories: cells.slice(offset, offset + limit), total: cells.length };
  }

  /**
   * For the first page of the unfiltered timeline without a start day (the page asks for it while the
   * day list is on its way, to show the first screen one round trip sooner): the oldest day the page
   * needs, from the day counts, so only the newest days are read — not every row, sorted. Null when
   * the query has filters or a start, or the page reaches the undated memories.
   */
  private async newestDays(query: ListingQuery, cells: number): Promise<{ from: string; to: string; total: number } | null> {
    if (query.from || query.undated || query.kind || query.place || query.person || query.hasText) return null;
    const all = (await this.unfiltered.list()).days;
    const days = all.filter((d) => d.day !== UNDATED_DAY && (!query.to || d.day <= query.to));
    let from: string | null = null;
    for (let i = 0, sum = 0; i < days.length && from === null; i++) {
      sum += days[i]!.shown;
      if (sum >= cells) from = days[i]!.day;
    }
    if (from === null) return null;
    // Without an end the undated memories count too (they are listed last).
    const counted = query.to ? days : all;
    return { from, to: days[0]!.day, total: counted.reduce((sum, d) => sum + d.shown, 0) };
  }

  /** A span of days of the unfiltered timeline comes from the read-ahead cache; anything else is one query. */
  private async summaryRows(query: ListingQuery): Promise<SummaryRow[]> {
    const plain = !query.kind && !query.place && !query.person && !query.hasText && !query.undated;
    if (plain && query.from && query.to) return this.summaryDays.between(query.from, query.to, (await this.unfiltered.list()).days);
    return (await this.db.memoriesWhere(this.where(query), [...SUMMARY_COLUMNS])) as SummaryRow[];
  }

  /** Every live member of a duplicate group, newest first, each standing for itself. */
  async duplicates(group: string): Promise<MemorySummary[]> {
    const rows = (await this.db.memoriesWhere(`deleted_at IS NULL AND duplicate_group = ${sqlString(group)}`, [...SUMMARY_COLUMNS])) as SummaryRow[];
    return rows.sort(newestFirst).map(toSummary);
  }

  private where(query: ListingQuery): string {
    const where = ['deleted_at IS NULL'];
    if (query.undated) where.push('effective_local IS NULL');
    if (query.from) where.push(`effective_local >= ${sqlString(query.from)}`);
    // Corrected times may lack seconds ("2024-05-11T23:59"): compare as text up to the day's last second.
    if (query.to) where.push(`effective_local <= ${sqlString(`${query.to}T23:59:59`)}`);
    if (query.kind) where.push(`kind = ${sqlString(query.kind)}`);
    if (query.place) where.push(`contains(lower(effective_place), ${sqlString(query.place.toLowerCase())})`);
    if (query.hasText) where.push('has_text = true');
    return where.join(' AND ');
  }

  /** The person filter's memory ids (none match when the person is unknown), or null without one. */
  private async person(filters: MemoryFilters): Promise<Set<string> | null> {
    if (!filters.person) return null;
    return (await this.people()).memoriesOf(filters.person);
  }
}

/** Newest local time first; undated last; ties by id so pages never overlap. */
function newestFirst(a: Pick<MemoryRow, 'id' | 'effective_local' | 'taken_at'>, b: Pick<MemoryRow, 'id' | 'effective_local' | 'taken_at'>): number {
  const x = a.effective_local ?? '';
  const y = b.effective_local ?? '';
  if (x !== y) return x < y ? 1 : -1;
  return (b.taken_at ?? 0) - (a.taken_at ?? 0) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

function toSummary(row: SummaryRow): MemorySummary {
  const kind = MemoryKind.safeParse(row.kind);
  return {
    id: row.id,
    kind: kind.success ? kind.data : 'photo',
    takenAt: row.taken_at === null ? null : new Date(row.taken_at).toISOString(),
    takenAtLocal: row.effective_local,
    place: row.effective_place
      ? { city: row.place_city ?? '', region: row.place_region, country: row.place_country ?? '', countryCode: row.place_country_code ?? '', label: row.effective_place }
      : null,
    thumbnail: row.thumbnail,
    duplicateGroup: row.duplicate_group,
    duplicates: 1,
    thumbVersion: row.phash,
  };
}
