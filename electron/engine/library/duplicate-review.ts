import path from 'node:path';
import type { DuplicateGroup, DuplicateMember, HiddenMemory } from '../../../shared/duplicates';
import { shotQuality, suggestBest, type ShotQuality } from '../perception/duplicates/quality';
import { HIDDEN_REASON } from '../store/corrections';
import { sqlString, type Database } from '../store/database';
import { parsePaths } from '../store/memory-view';
import type { MemoryRow } from '../store/schema';

const COLUMNS = [
  'id', 'path', 'paths_json', 'kind', 'width', 'height', 'size', 'effective_local', 'thumbnail', 'duplicate_group', 'taken_at',
] as const satisfies ReadonlyArray<keyof MemoryRow>;
type Row = Pick<MemoryRow, (typeof COLUMNS)[number]>;

/** Memories measured at once: each decode holds a libuv thread, and the engine has other work. */
const MEASURE_CONCURRENCY = 2;

/**
 * Duplicate review: exact copies (one memory, several files) and similar shots (a duplicate group
 * of several memories), each with the member to keep and why. Members measured once are remembered
 * by their thumbnail, so going back and forth in the review decodes nothing again.
 */
export class DuplicateReview {
  private readonly measured = new Map<string, ShotQuality | null>();

  constructor(
    private readonly db: Database,
    private readonly libraryDir: string,
  ) {}

  /** Exact groups first (no choice to make between shots), then similar groups, newest first. */
  async groups(): Promise<DuplicateGroup[]> {
    // A JSON array of two or more strings has `","` between them; parsing confirms it.
    const copies = (await this.db.memoriesWhere(`deleted_at IS NULL AND paths_json LIKE ${sqlString('%","%')}`, COLUMNS)) as Row[];
    const exact = copies.filter((r) => parsePaths(r).length >= 2).sort(newestFirst).map((r) => this.exactGroup(r));
    const grouped = (await this.db.memoriesWhere('deleted_at IS NULL AND duplicate_group IS NOT NULL', COLUMNS)) as Row[];
    const byGroup = new Map<string, Row[]>();
    for (const row of grouped) {
      const list = byGroup.get(row.duplicate_group!) ?? [];
      list.push(row);
      byGroup.set(row.duplicate_group!, list);
    }
    // A group whose others were hidden is resolved: one member left is nothing to review.
    const open = [...byGroup.entries()].filter(([, rows]) => rows.length >= 2);
    open.sort(([, a], [, b]) => newestFirst(a.reduce(newest), b.reduce(newest)));
    const similar: DuplicateGroup[] = [];
    for (const [id, rows] of open) similar.push(await this.similarGroup(id, rows.sort(newestFirst)));
    return [...exact, ...similar];
  }

  /** What the user hid, newest first, to take back. */
  async hidden(): Promise<HiddenMemory[]> {
    const rows = (await this.db.memoriesWhere(`deleted_reason = ${sqlString(HIDDEN_REASON)}`, COLUMNS)) as Row[];
    return rows.sort(newestFirst).map((r) => ({ id: r.id, kind: kindOf(r.kind), takenAtLocal: r.effective_local, thumbnail: r.thumbnail, path: r.path }));
  }

  private exactGroup(row: Row): DuplicateGroup {
    const paths = parsePaths(row);
    return {
      id: `exact:${row.id}`,
      kind: 'exact',
      memberIds: [row.id],
      paths,
      suggested: row.id,
      keepPath: row.path,
      reason: `the same file ${paths.length} times`,
      members: [member(row, null)],
    };
  }

  private async similarGroup(id: string, rows: Row[]): Promise<DuplicateGroup> {
    const qualities = await mapLimit(rows, MEASURE_CONCURRENCY, (r) => this.quality(r));
    const members = rows.map((r, i) => member(r, qualities[i]!));
    const best = suggestBest(rows.map((r, i) => ({ id: r.id, kind: r.kind, width: r.width, height: r.height, quality: qualities[i]! })));
    const kept = rows.find((r) => r.id === best.id)!;
    return {
      id: `similar:${id}`,
      kind: 'similar',
      memberIds: rows.map((r) => r.id),
      paths: rows.flatMap((r) => parsePaths(r)),
      suggested: best.id,
      keepPath: kept.path,
      reason: best.reason,
      members,
    };
  }

  private async quality(row: Row): Promise<ShotQuality | null> {
    const key = `${row.id}\n${row.thumbnail ?? ''}`;
    if (this.measured.has(key)) return this.measured.get(key)!;
    // The thumbnail: orientation applied and HEIC/RAW decoded already; the file when there is none.
    const source = row.thumbnail ? path.join(this.libraryDir, row.thumbnail) : row.kind === 'video' ? null : row.path;
    const quality = source ? await shotQuality(source).catch(() => null) : null;
    this.measured.set(key, quality);
    return quality;
  }
}

function member(row: Row, quality: ShotQuality | null): DuplicateMember {
  return {
    id: row.id,
    kind: kindOf(row.kind),
    takenAtLocal: row.effective_local,
    thumbnail: row.thumbnail,
    paths: parsePaths(row),
    width: row.width,
    height: row.height,
    size: row.size,
    sharpness: quality ? Math.round(quality.sharpness * 10) / 10 : null,
    clipped: quality ? Math.round(quality.clipped * 1000) / 1000 : null,
  };
}

function kindOf(kind: string): DuplicateMember['kind'] {
  return kind === 'screenshot' || kind === 'video' ? kind : 'photo';
}

function newest(a: Row, b: Row): Row {
  return newestFirst(a, b) <= 0 ? a : b;
}

function newestFirst(a: Pick<Row, 'effective_local' | 'id'>, b: Pick<Row, 'effective_local' | 'id'>): number {
  const x = a.effective_local ?? '';
  const y = b.effective_local ?? '';
  return x < y ? 1 : x > y ? -1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const run = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, run));
  return out;
}
