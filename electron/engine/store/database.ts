import * as lancedb from '@lancedb/lancedb';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { filesSchema, memoriesSchema, type FileRow, type MemoryRow } from './schema';

const MEMORIES = 'memories';
const FILES = 'files';
/** Old table versions kept this long, so a CLI reading while the app writes keeps its snapshot. */
const KEEP_VERSIONS_MS = 10 * 60_000;

/**
 * The embedded LanceDB in the library folder. Every write goes through one queue: LanceDB commits a
 * new table version per write, and two merge-inserts racing on the same ids would be undefined.
 */
export class Database {
  private writes: Promise<unknown> = Promise.resolve();
  private ftsReady = false;

  private constructor(
    readonly dir: string,
    private readonly conn: lancedb.Connection,
    readonly memories: lancedb.Table,
    readonly files: lancedb.Table,
  ) {}

  static async open(libraryDir: string): Promise<Database> {
    const dir = path.join(libraryDir, 'db.lancedb');
    await mkdir(dir, { recursive: true });
    const conn = await lancedb.connect(dir);
    const memories = await conn.createEmptyTable(MEMORIES, memoriesSchema, { mode: 'create', existOk: true });
    const files = await conn.createEmptyTable(FILES, filesSchema, { mode: 'create', existOk: true });
    const db = new Database(dir, conn, memories, files);
    db.ftsReady = (await memories.listIndices()).some((i) => i.columns.includes('search_text'));
    return db;
  }

  /**
   * Open (or create) another table in the library database, e.g. per-model vector tables, faces,
   * people. Writes to it should go through `write()` like every other write.
   */
  async openTable(name: string, schema: import('apache-arrow').Schema): Promise<lancedb.Table> {
    return this.conn.createEmptyTable(name, schema, { mode: 'create', existOk: true });
  }

  /** Run a write after every earlier one; failures reach the caller but never block later writes. */
  write<T>(op: () => Promise<T>): Promise<T> {
    const next = this.writes.then(op, op);
    this.writes = next.catch(() => undefined);
    return next;
  }

  upsertMemories(rows: MemoryRow[]): Promise<void> {
    if (rows.length === 0) return Promise.resolve();
    return this.write(async () => {
      await this.memories.mergeInsert('id').whenMatchedUpdateAll().whenNotMatchedInsertAll().execute(rows as unknown as Record<string, unknown>[]);
    });
  }

  upsertFiles(rows: FileRow[]): Promise<void> {
    if (rows.length === 0) return Promise.resolve();
    return this.write(async () => {
      await this.files.mergeInsert('path').whenMatchedUpdateAll().whenNotMatchedInsertAll().execute(rows as unknown as Record<string, unknown>[]);
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

  async memoriesWhere(where: string | null, columns?: string[]): Promise<MemoryRow[]> {
    let q = this.memories.query();
    if (where) q = q.where(where);
    if (columns) q = q.select(columns);
    return plain<MemoryRow>(await q.toArray());
  }

  async memoriesById(ids: string[]): Promise<MemoryRow[]> {
    const out: MemoryRow[] = [];
    for (let i = 0; i < ids.length; i += 500) {
      out.push(...(await this.memoriesWhere(`id IN (${ids.slice(i, i + 500).map(sqlString).join(', ')})`)));
    }
    return out;
  }

  async allFiles(): Promise<FileRow[]> {
    return plain<FileRow>(await this.files.query().toArray());
  }

  /** BM25 over search_text; the index is built once and kept current by optimize(). */
  async searchText(query: string, limit: number, where: string | null): Promise<Array<MemoryRow & { _score: number }>> {
    await this.ensureFtsIndex();
    let q = this.memories.search(query, 'fts', 'search_text').limit(limit);
    if (where) q = q.where(where);
    return plain<MemoryRow & { _score: number }>(await q.toArray());
  }

  async ensureFtsIndex(): Promise<void> {
    if (this.ftsReady) return;
    await this.write(async () => {
      await this.memories.createIndex('search_text', { config: lancedb.Index.fts(), replace: true });
      // Lookups by id (references, merges) and time filters would otherwise scan the whole table.
      await this.memories.createIndex('id', { config: lancedb.Index.btree(), replace: true });
      await this.memories.createIndex('taken_at', { config: lancedb.Index.btree(), replace: true });
    });
    this.ftsReady = true;
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
 * Rows as plain objects. LanceDB hands back Arrow row proxies, where every field read goes through
 * the column vectors: fine once, slow when ranking code reads thousands of rows many times.
 */
export function plain<T>(rows: unknown[]): T[] {
  return rows.map((r) => {
    const row = r as { toJSON?: () => unknown };
    return (typeof row.toJSON === 'function' ? row.toJSON() : { ...(r as object) }) as T;
  });
}

/** Quote a string for a LanceDB SQL predicate. */
export function sqlString(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}
