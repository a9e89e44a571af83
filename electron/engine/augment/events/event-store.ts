import type { Table } from '@lancedb/lancedb';
import { arrow } from '../../store/arrow';
import { plain, sqlString, type Database } from '../../store/database';

const { Field, Float64, Int32, Schema, Utf8 } = arrow;
const text = (name: string, nullable = true) => new Field(name, new Utf8(), nullable);
const num = (name: string, nullable = true) => new Field(name, new Float64(), nullable);

/**
 * `events` (composite contexts): trips, outings, conferences, birthdays. `start`/`end` are local
 * wall-clock epoch ms (read as UTC), like the days people name them by. `origin`: inferred (from
 * time and place), mention (named by text in a memory), llm (sliding windows), user (made by hand).
 * `locked_json` lists the fields the user set — recomputation never overwrites them — plus members
 * the user added or removed. `status`: active, or rejected (the user deleted an inferred event: it is
 * kept so that it is never inferred again).
 */
export const eventsSchema = new Schema([
  text('id', false), text('kind', false), text('name', false), num('start', false), num('end', false),
  text('place'), text('member_ids_json', false), text('visits_json'), text('origin', false),
  new Field('importance', new Int32(), true), text('locked_json', false), text('status', false),
  text('evidence_json'), num('created_at', false), num('updated_at', false),
]);

export interface EventLocks {
  fields: Array<'name' | 'start' | 'end' | 'place'>;
  added: string[];
  removed: string[];
}

export interface EventRow {
  id: string;
  kind: string;
  name: string;
  start: number;
  end: number;
  place: string | null;
  member_ids_json: string;
  visits_json: string | null;
  origin: string;
  importance: number | null;
  locked_json: string;
  status: string;
  evidence_json: string | null;
  created_at: number;
  updated_at: number;
}

export const noLocks = (): EventLocks => ({ fields: [], added: [], removed: [] });

export function parseLocks(row: Pick<EventRow, 'locked_json'>): EventLocks {
  try {
    return { ...noLocks(), ...(JSON.parse(row.locked_json) as Partial<EventLocks>) };
  } catch {
    return noLocks();
  }
}

export function members(row: Pick<EventRow, 'member_ids_json'>): string[] {
  try {
    return JSON.parse(row.member_ids_json) as string[];
  } catch {
    return [];
  }
}

/** The user touched it: recomputation may refine it but never drop it. */
export function isUserTouched(row: EventRow): boolean {
  const locks = parseLocks(row);
  return row.origin === 'user' || row.status === 'rejected' || locks.fields.length > 0 || locks.added.length > 0 || locks.removed.length > 0;
}

export class EventStore {
  private constructor(
    private readonly db: Database,
    private readonly table: Table,
  ) {}

  static async open(db: Database): Promise<EventStore> {
    return new EventStore(db, await db.openTable('events', eventsSchema));
  }

  private cache: EventRow[] | null = null;
  private writes = 0;

  /**
   * Changes whenever the events may have: what readers derive from `all()` (question answering's
   * event index) is kept until it moves. Bumped again once a write lands, so a read made while it
   * was under way is not kept as current.
   */
  get generation(): number {
    return this.writes;
  }

  private changed(): void {
    this.cache = null;
    this.writes++;
  }

  /** Every event; kept in memory between writes (questions read it on every ask). */
  async all(): Promise<EventRow[]> {
    this.cache ??= plain<EventRow>(await this.table.query().toArray());
    return this.cache.map((e) => ({ ...e }));
  }

  async get(id: string): Promise<EventRow | null> {
    const [row] = (await this.table.query().where(`id = ${sqlString(id)}`).toArray()) as EventRow[];
    return row ?? null;
  }

  upsert(rows: EventRow[]): Promise<void> {
    if (rows.length === 0) return Promise.resolve();
    this.changed();
    return this.db.write(async () => {
      await this.table.mergeInsert('id').whenMatchedUpdateAll().whenNotMatchedInsertAll().execute(rows as unknown as Record<string, unknown>[]);
      this.changed();
    });
  }

  delete(ids: string[]): Promise<void> {
    if (ids.length === 0) return Promise.resolve();
    this.changed();
    return this.db.write(async () => {
      await this.table.delete(`id IN (${ids.map(sqlString).join(', ')})`);
      this.changed();
    });
  }
}
