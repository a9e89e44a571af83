import type { Table } from '@lancedb/lancedb';
import { arrow } from './arrow';
import { sqlString, type Database } from './database';

const { Field, FixedSizeList, Float32, Schema, Utf8 } = arrow;

/**
 * One vector table per model ("vectors_clip_vit_b32"): the width is the model's, and switching
 * models adds a table instead of rewriting the memories. Rows: id (the memory's, or a chunk's
 * `memoryId:field:n`), memory_id, field (image, ocr, caption, transcript…), text (for chunks), vector.
 */
export class VectorTable {
  private constructor(
    private readonly db: Database,
    readonly table: Table,
    readonly dim: number,
  ) {}

  static async open(db: Database, model: string, dim: number): Promise<VectorTable> {
    const name = `vectors_${model.replace(/[^a-zA-Z0-9]+/g, '_')}_${dim}`;
    const schema = new Schema([
      new Field('id', new Utf8(), false),
      new Field('memory_id', new Utf8(), false),
      new Field('field', new Utf8(), false),
      new Field('text', new Utf8(), true),
      new Field('vector', new FixedSizeList(dim, new Field('item', new Float32(), true)), false),
    ]);
    return new VectorTable(db, await db.openTable(name, schema), dim);
  }

  /** Replace a memory's rows (its chunks may be fewer than before). */
  async replace(memoryId: string, rows: Array<{ id: string; field: string; text: string | null; vector: Float32Array }>): Promise<void> {
    await this.db.write(async () => {
      await this.table.delete(`memory_id = ${sqlString(memoryId)}`);
      if (rows.length === 0) return;
      await this.table.add(rows.map((r) => ({ id: r.id, memory_id: memoryId, field: r.field, text: r.text, vector: Array.from(r.vector) })));
    });
  }

  /** Replace every row of one field (all events' vectors at once, after a recompute). */
  async replaceField(field: string, rows: Array<{ id: string; text: string | null; vector: Float32Array }>): Promise<void> {
    await this.db.write(async () => {
      await this.table.delete(`field = ${sqlString(field)}`);
      if (rows.length === 0) return;
      await this.table.add(rows.map((r) => ({ id: r.id, memory_id: r.id, field, text: r.text, vector: Array.from(r.vector) })));
    });
  }

  async vectorsOf(memoryIds: string[], field?: string): Promise<Map<string, Float32Array>> {
    const out = new Map<string, Float32Array>();
    for (let i = 0; i < memoryIds.length; i += 500) {
      const ids = memoryIds.slice(i, i + 500).map(sqlString).join(', ');
      const where = `memory_id IN (${ids})${field ? ` AND field = ${sqlString(field)}` : ''}`;
      const rows = (await this.table.query().where(where).select(['memory_id', 'vector']).toArray()) as Array<{ memory_id: string; vector: ArrayLike<number> }>;
      for (const r of rows) out.set(r.memory_id, Float32Array.from(r.vector));
    }
    return out;
  }

  /** Nearest rows by cosine (vectors are L2-normalised, so dot product). */
  async nearest(vector: Float32Array, limit: number, where?: string): Promise<Array<{ id: string; memory_id: string; field: string; text: string | null; score: number }>> {
    let q = this.table.vectorSearch(Array.from(vector)).distanceType('cosine').limit(limit);
    if (where) q = q.where(where);
    const rows = (await q.select(['id', 'memory_id', 'field', 'text']).toArray()) as Array<{ id: string; memory_id: string; field: string; text: string | null; _distance: number }>;
    return rows.map((r) => ({ id: r.id, memory_id: r.memory_id, field: r.field, text: r.text, score: 1 - r._distance }));
  }
}
