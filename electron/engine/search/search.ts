import type { SearchResult } from '../../../shared/api';
import type { Database } from '../store/database';
import type { MemoryRow } from '../store/schema';
import { extractDateRange, type DateRange } from './date-range';

/** The wall clock of a memory in ms, for comparing with ranges people say in local time. */
const LOCAL_MS = '(taken_at + coalesce(tz_offset_min, 0) * 60000)';

/**
 * Metadata-level search: an explicit date in the query becomes a strict range on the local wall
 * clock; the remaining words go to BM25 over file names, places, dates in words and any text the
 * stages found. Question answering replaces this with multi-signal retrieval.
 */
export async function searchMemories(
  db: Database,
  query: string,
  options: { now: Date; limit: number },
): Promise<{ results: SearchResult[]; range: DateRange | null }> {
  const { range, rest } = extractDateRange(query, options.now);
  const filters = ['deleted_at IS NULL'];
  if (range) filters.push(`taken_at IS NOT NULL AND ${LOCAL_MS} >= ${range.from} AND ${LOCAL_MS} <= ${range.to}`);
  const where = filters.join(' AND ');
  let rows: Array<MemoryRow & { _score?: number }>;
  if (rest.trim().length > 0) {
    rows = await db.searchText(rest, options.limit, where);
  } else if (range) {
    rows = (await db.memoriesWhere(where)).sort((a, b) => (b.taken_at ?? 0) - (a.taken_at ?? 0)).slice(0, options.limit);
  } else {
    rows = [];
  }
  return {
    range,
    results: rows.map((row) => ({
      id: row.id,
      path: row.path,
      takenAt: row.taken_at === null ? null : new Date(row.taken_at).toISOString(),
      place: row.place_label,
      score: row._score ?? 1,
      thumbnail: row.thumbnail,
    })),
  };
}
