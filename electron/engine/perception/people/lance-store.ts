import type { Table } from '@lancedb/lancedb';
import { arrow } from '../../store/arrow';
import { sqlString, type Database } from '../../store/database';
import type { PeopleStore } from './store';
import type { FaceRecord, PeopleState } from './types';

const { Field, FixedSizeList, Float32, Float64, Schema, Utf8 } = arrow;

/**
 * People in LanceDB. Face descriptors (1024 floats each) go to `faces`, written once per face; the
 * rest of the state — persons, names, assignments, the user's corrections — is small and goes to
 * `people_state` as one JSON row, rewritten on save. A library of 20k faces then saves kilobytes of
 * JSON per change instead of 80 MB of descriptors.
 */
export class LancePeopleStore implements PeopleStore {
  private readonly persisted = new Set<string>();

  private constructor(
    private readonly db: Database,
    private readonly faces: Table,
    private readonly state: Table,
  ) {}

  static async open(db: Database, descriptorDim = 1024): Promise<LancePeopleStore> {
    const faces = await db.openTable(
      'faces',
      new Schema([
        new Field('face_id', new Utf8(), false),
        new Field('memory_id', new Utf8(), false),
        new Field('box_json', new Utf8(), false),
        new Field('quality', new Float64(), false),
        new Field('descriptor', new FixedSizeList(descriptorDim, new Field('item', new Float32(), true)), false),
      ]),
    );
    const state = await db.openTable('people_state', new Schema([new Field('key', new Utf8(), false), new Field('json', new Utf8(), false)]));
    return new LancePeopleStore(db, faces, state);
  }

  async load(): Promise<PeopleState | null> {
    const [row] = (await this.state.query().where("key = 'state'").toArray()) as Array<{ json: string }>;
    if (!row) return null;
    const rest = JSON.parse(row.json) as Omit<PeopleState, 'faces'>;
    const rows = (await this.faces.query().toArray()) as Array<{ face_id: string; memory_id: string; box_json: string; quality: number; descriptor: ArrayLike<number> }>;
    const faces: FaceRecord[] = rows.map((r) => ({
      faceId: r.face_id, memoryId: r.memory_id, box: JSON.parse(r.box_json) as FaceRecord['box'], quality: r.quality, descriptor: Array.from(r.descriptor),
    }));
    for (const f of faces) this.persisted.add(f.faceId);
    return { ...rest, faces };
  }

  async save(state: PeopleState): Promise<void> {
    const present = new Set(state.faces.map((f) => f.faceId));
    const added = state.faces.filter((f) => !this.persisted.has(f.faceId));
    const removed = [...this.persisted].filter((id) => !present.has(id));
    const { faces: _faces, ...rest } = state;
    await this.db.write(async () => {
      if (removed.length > 0) await this.faces.delete(`face_id IN (${removed.map(sqlString).join(', ')})`);
      if (added.length > 0) {
        await this.faces.add(added.map((f) => ({ face_id: f.faceId, memory_id: f.memoryId, box_json: JSON.stringify(f.box), quality: f.quality, descriptor: f.descriptor })));
      }
      await this.state.mergeInsert('key').whenMatchedUpdateAll().whenNotMatchedInsertAll().execute([{ key: 'state', json: JSON.stringify(rest) }]);
    });
    for (const id of removed) this.persisted.delete(id);
    for (const f of added) this.persisted.add(f.faceId);
  }
}
