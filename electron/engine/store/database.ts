import * as lancedb from '@lancedb/lancedb';
import type { Table } from 'apache-arrow';
import path from 'node:path';
import { fillColumn, rowsToTable } from './arrow';
import { effectiveColumns } from './corrections';
import { mkdirPrivate, tightenDir } from './private-files';
import { filesSchema, memoriesSchema, type FileRow, type MemoryRow } from './schema';

/** The database's folder in the library folder. */
export const DATABASE_DIR = 'db.lancedb';

/** The database is there but cannot be read: the engine offers a rebuild (see `rebuildLibrary`). */
export class DatabaseDamagedError extends Error {
  override readonly name = 'DatabaseDamagedError';
}

const MEMORIES = 'memories';
const FILES = 'files';
/** Old table versions kept this long, so a CLI reading while the app writes keeps its snapshot. */
const KEEP_VERSIONS_MS = 10 * 60_000;
/**
 * `deleted_at IS NULL` for a filter another index narrows to a window already (a time range): the
 * same test, written so that LanceDB (0.31) checks it on the window's rows rather than intersecting
 * deleted_at's index over the whole table too, which cost ~1–2 CPU-ms more a query at 100k memories.
 */
export const NOT_DELETED_IN_WINDOW = 'NOT (deleted_at IS NOT NULL)';
/**
 * Scalar indices on memories: lookups by id (references, merges, media), time filters, and the
 * timeline's day ranges would otherwise scan the whole table. A place filter (a box OR a named city,
 * region or country) is pruned by the index only when every side of its OR has one: at 100k memories
 * a trip's place filter drops from ~50 to ~15 CPU-ms. BTREE rather than BITMAP on the names: as fast
 * here, and a traveller's library can name more cities than a bitmap is meant for. ocr_text's answers
 * `ocr_text IS NOT NULL`: a text scan then reads only the memories with text (~1 in 4) in its window.
 * deleted_at's answers the `deleted_at IS NULL` that nearly every filter starts with, which otherwise
 * reads the column for the whole table (or the whole window) before the other indices' rows are taken.
 */
const BTREE_COLUMNS = ['id', 'taken_at', 'effective_local', 'lat', 'lon', 'place_city', 'place_region', 'place_country', 'ocr_text', 'deleted_at'];
/**
 * Ids per `id IN (...)` query. Each query has a cost of its own for every column it reads, besides its
 * rows: at 100k memories a trip's 700 members cost ~46 CPU-ms with ranking's 41 columns in lists of
 * 500 and ~41 in one, their cities (2 columns) ~15 and ~10; their whole question ~15-30 % less.
 */
const ID_CHUNK = 2000;

/** Told about every batch of memory rows once it is in the table (status counters, caches). */
export type MemoriesListener = (rows: readonly MemoryRow[]) => void;

/**
 * The embedded LanceDB in the library folder. Every write goes through one queue: LanceDB commits a
 * new table version per write, and two merge-inserts racing on the same ids would be undefined.
 */
export class Database {
  private writes: Promise<unknown> = Promise.resolve();
  private missingIndices: string[] = [];
  private readonly listeners = new Set<MemoriesListener>();

  private constructor(
    readonly dir: string,
    private readonly conn: lancedb.Connection,
    readonly memories: lancedb.Table,
    readonly files: lancedb.Table,
  ) {}

  /**
   * Opens the library's database; one that cannot be read (a table's versions or data files damaged
   * or cut short) throws a DatabaseDamagedError, so the engine can offer a rebuild instead.
   */
  static async open(libraryDir: string): Promise<Database> {
    const dir = path.join(libraryDir, DATABASE_DIR);
    // LanceDB writes its files with the process umask; this folder being 0700 is what keeps them private.
    await mkdirPrivate(dir);
    await tightenDir(dir);
    let db: Database;
    try {
      const conn = await lancedb.connect(dir);
      await readEveryTable(conn);
      // An existing table is opened as it is: an older one lacks columns that open() then adds.
      const memories = (await conn.tableNames()).includes(MEMORIES)
        ? await conn.openTable(MEMORIES)
        : await conn.createEmptyTable(MEMORIES, memoriesSchema, { mode: 'create', existOk: true });
      const files = await conn.createEmptyTable(FILES, filesSchema, { mode: 'create', existOk: true });
      db = new Database(dir, conn, memories, files);
    } catch (err) {
      throw new DatabaseDamagedError(`the library database cannot be read: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
    }
    // Renamed first: addEffectiveColumns rewrites rows in the current schema.
    await db.renameOldColumns();
    await db.addEffectiveColumns();
    await db.addSidecarColumns();
    const indexed = new Set((await db.memories.listIndices()).flatMap((i) => i.columns));
    db.missingIndices = ['search_text', ...BTREE_COLUMNS].filter((c) => !indexed.has(c));
    return db;
  }

  /**
   * Libraries made before the duplicate group's column was named for it have it as `dup_group`.
   * A rename only changes the table's metadata: the groups stay as they were.
   */
  private async renameOldColumns(): Promise<void> {
    const have = new Set((await this.memories.schema()).fields.map((f) => f.name));
    if (have.has('dup_group')) await this.memories.alterColumns([{ path: 'dup_group', rename: 'duplicate_group' }]);
  }

  /**
   * Libraries made before the effective_* columns get them: the model values as a start (the same
   * for every row nobody corrected), then the corrected rows rewritten through upsertMemories.
   */
  private async addEffectiveColumns(): Promise<void> {
    const have = new Set((await this.memories.schema()).fields.map((f) => f.name));
    if (have.has('effective_local')) return;
    // Words are anything but white space, as effectiveColumns' trim() has it.
    const hasWords = (column: string) => `(${column} IS NOT NULL AND regexp_like(${column}, '\\S'))`;
    await this.memories.addColumns([
      { name: 'effective_local', valueSql: 'taken_at_local' },
      { name: 'effective_place', valueSql: 'place_label' },
      { name: 'has_text', valueSql: `${hasWords('ocr_text')} OR ${hasWords('transcript')}` },
    ]);
    await this.upsertMemories(plain<MemoryRow>(await this.memories.query().where("user_json <> '{}'").toArray()));
  }

  /** Libraries made before sidecars and Live Photos were read get their (empty) columns. */
  private async addSidecarColumns(): Promise<void> {
    const have = new Set((await this.memories.schema()).fields.map((f) => f.name));
    const missing = ['sidecars_json', 'live_id', 'motion_path'].filter((c) => !have.has(c));
    if (missing.length > 0) await this.memories.addColumns(missing.map((name) => ({ name, valueSql: 'CAST(NULL AS STRING)' })));
  }

  /**
   * Open (or create) another table in the library database, e.g. per-model vector tables, faces,
   * people. Writes to it should go through `write()` like every other write.
   */
  async openTable(name: string, schema: import('apache-arrow').Schema): Promise<lancedb.Table> {
    try {
      return await this.conn.createEmptyTable(name, schema, { mode: 'create', existOk: true });
    } catch (err) {
      throw new DatabaseDamagedError(`table ${name} cannot be opened: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
    }
  }

  /** Run a write after every earlier one; failures reach the caller but never block later writes. */
  write<T>(op: () => Promise<T>): Promise<T> {
    const next = this.writes.then(op, op);
    this.writes = next.catch(() => undefined);
    return next;
  }

  upsertMemories(rows: MemoryRow[]): Promise<void> {
    if (rows.length === 0) return Promise.resolve();
    const written = rows.map((row) => ({ ...row, ...effectiveColumns(row) }));
    return this.write(async () => {
      await this.memories.mergeInsert('id').whenMatchedUpdateAll().whenNotMatchedInsertAll().execute(rowsToTable(written, memoriesSchema));
      for (const listener of this.listeners) listener(written);
    });
  }

  /** Follow every memory write from now on; returns the unsubscribe function. */
  onMemoriesWritten(listener: MemoriesListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  upsertFiles(rows: FileRow[]): Promise<void> {
    if (rows.length === 0) return Promise.resolve();
    return this.write(async () => {
      await this.files.mergeInsert('path').whenMatchedUpdateAll().whenNotMatchedInsertAll().execute(rowsToTable(rows, filesSchema));
    });
  }

  deleteFiles(paths: string[]): Promise<void> {
    if (paths.length === 0) return Promise.resolve();
    return this.write(async () => {
      for (let i = 0; i < paths.length; i += 500) {
        await this.files.delete(`path IN (${paths.slice(i, i + 500).map(sqlString).join(', ')})`);
      }
    });
  }

  async memoriesWhere(where: string | null, columns?: readonly string[], options: { newestFirst?: boolean; limit?: number } = {}): Promise<MemoryRow[]> {
    let q = this.memories.query();
    if (where) q = q.where(where);
    // LanceDB (0.31) cannot plan an ordered read whose filter its indices answer whole unless the
    // ordering column is read too ("TakeExec requires … _rowid"): taken_at is read with the rest.
    if (columns) q = q.select(options.newestFirst && !columns.includes('taken_at') ? [...columns, 'taken_at'] : [...columns]);
    if (options.newestFirst) q = q.orderBy({ columnName: 'taken_at', ascending: false, nullsFirst: false });
    if (options.limit !== undefined) q = q.limit(options.limit);
    return rowsOf<MemoryRow>(await q.toArrow());
  }

  /** Rows by id; `where` narrows further (a time range), `columns` leaves the heavy ones unread. */
  async memoriesById(ids: readonly string[], columns?: readonly string[], where?: string | null): Promise<MemoryRow[]> {
    const out: MemoryRow[] = [];
    for (let i = 0; i < ids.length; i += ID_CHUNK) {
      const inList = `id IN (${ids.slice(i, i + ID_CHUNK).map(sqlString).join(', ')})`;
      out.push(...(await this.memoriesWhere(where ? `${inList} AND ${where}` : inList, columns)));
    }
    return out;
  }

  /**
   * Some columns of the matching memories as one plain array per column, read from Arrow without
   * making an object per row: the timeline groups 100k rows of two or three columns.
   */
  async memoryColumns<C extends keyof MemoryRow>(where: string | null, columns: readonly C[]): Promise<{ [K in C]: Array<MemoryRow[K]> } & { length: number }> {
    let q = this.memories.query().select([...columns]);
    if (where) q = q.where(where);
    const table = await q.toArrow();
    const out: Record<string, unknown> = { length: table.numRows };
    for (const column of columns) out[column] = table.getChild(column)?.toArray() ?? [];
    return out as { [K in C]: Array<MemoryRow[K]> } & { length: number };
  }

  async allFiles(): Promise<FileRow[]> {
    return plain<FileRow>(await this.files.query().toArray());
  }

  /** BM25 over search_text; the index is built once and kept current by optimize(). */
  async searchText(query: string, limit: number, where: string | null, columns?: readonly string[]): Promise<Array<MemoryRow & { _score: number }>> {
    await this.ensureFtsIndex();
    let q = this.memories.search(query, 'fts', 'search_text').limit(limit);
    if (where) q = q.where(where);
    if (columns) q = q.select([...columns, '_score']);
    return rowsOf<MemoryRow & { _score: number }>(await q.toArrow());
  }

  /**
   * BM25 over search_text for the index's words within `fuzziness` edits of `near` (at most 2, the
   * first letter kept) and for the words of `exact` as they are, leaving out the memories that print
   * one of `except` as it is: the plain search finds those. The index's own term dictionary is walked
   * for the near words, so the cost does not grow with the library as reading every memory's words to
   * compare would; a short near word within two edits matches much of a language's words, and costs so.
   */
  async searchFuzzy(words: { near: readonly string[]; exact?: readonly string[]; except: readonly string[] }, fuzziness: number, limit: number, where: string | null, columns: readonly string[]): Promise<Array<MemoryRow & { _score: number }>> {
    await this.ensureFtsIndex();
    const match = (word: string, options = {}) => new lancedb.MatchQuery(word, 'search_text', options);
    const query = new lancedb.BooleanQuery([
      ...words.near.map((w): [lancedb.Occur, lancedb.FullTextQuery] => [lancedb.Occur.Should, match(w, { fuzziness, prefixLength: 1 })]),
      ...(words.exact ?? []).map((w): [lancedb.Occur, lancedb.FullTextQuery] => [lancedb.Occur.Should, match(w)]),
      ...words.except.map((w): [lancedb.Occur, lancedb.FullTextQuery] => [lancedb.Occur.MustNot, match(w)]),
    ]);
    let q = this.memories.search(query).limit(limit);
    if (where) q = q.where(where);
    return rowsOf<MemoryRow & { _score: number }>(await q.select([...columns, '_score']).toArrow());
  }

  /** The full-text index and the scalar ones, each built once if missing; optimize() keeps them current. */
  async ensureFtsIndex(): Promise<void> {
    if (this.missingIndices.length === 0) return;
    await this.write(async () => {
      for (const column of this.missingIndices) {
        await this.memories.createIndex(column, { config: column === 'search_text' ? lancedb.Index.fts() : lancedb.Index.btree(), replace: true });
      }
    });
    this.missingIndices = [];
  }

  /**
   * Compact small fragments, fold new rows into the indices and drop old versions (after a batch of
   * ingest). Versions younger than a few minutes are kept for readers in other processes.
   */
  async optimize(): Promise<void> {
    await this.ensureFtsIndex();
    const cleanupOlderThan = new Date(Date.now() - KEEP_VERSIONS_MS);
    await this.write(async () => {
      await this.memories.optimize({ cleanupOlderThan });
      await this.files.optimize({ cleanupOlderThan });
    });
  }

  async close(): Promise<void> {
    await this.writes;
    this.memories.close();
    this.files.close();
    this.conn.close();
  }
}

/**
 * Opens every table and reads one column of it to the end: a cut-short version file fails the open,
 * a cut-short data file fails the read of any column in it. One small column keeps this cheap (the
 * ids of 100k memories are a few MB), and it is the difference between a clear "damaged" on open
 * and a crash in the middle of some later query.
 */
async function readEveryTable(conn: lancedb.Connection): Promise<void> {
  for (const name of await conn.tableNames()) {
    let table: lancedb.Table | null = null;
    try {
      table = await conn.openTable(name);
      const first = (await table.schema()).fields[0]?.name;
      if (first) await table.query().select([first]).toArrow();
    } catch (err) {
      throw new Error(`table ${name}: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
    } finally {
      table?.close();
    }
  }
}

/**
 * Rows as plain objects, filled column by column (fillColumn): a row proxy's toJSON() looks the
 * type's reader up for every field of every row (twice as slow for the few hundred candidates a
 * search reads).
 */
function rowsOf<T>(table: Table): T[] {
  const rows = Array.from({ length: table.numRows }, () => ({}) as Record<string, unknown>);
  for (const field of table.schema.fields) {
    const column = table.getChild(field.name);
    if (column) fillColumn(rows, field.name, column);
  }
  return rows as T[];
}

/**
 * Rows as plain objects. LanceDB hands back Arrow row proxies, where every field read goes through
 * the column vectors: fine once, slow when ranking code reads thousands of rows many times.
 */
export function plain<T>(rows: unknown[]): T[] {
  return rows.map((r) => {
    const row = r as { toJSON?: () => unknown };
    return (typeof row.toJSON === 'function' ? row.toJSON() : { ...(r as object) }) as T;
  });
}

/**
 * Quote a string for a LanceDB SQL predicate. Every value that enters a filter goes through this (or
 * sqlIn / sqlNumber): a quote in an id must stay part of the id, never end the literal.
 */
export function sqlString(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/** `column IN ('a', 'b''c')`: each value quoted by sqlString. Callers keep lists short (≤ 500). */
export function sqlIn(column: string, values: readonly string[]): string {
  if (values.length === 0) throw new Error(`sqlIn(${column}): an empty list matches nothing; skip the query instead`);
  return `${column} IN (${values.map(sqlString).join(', ')})`;
}

/** A number for a predicate; NaN or Infinity would not parse (or, as text, could say anything else). */
export function sqlNumber(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`not a finite number for a query: ${String(value)}`);
  return String(value);
}
