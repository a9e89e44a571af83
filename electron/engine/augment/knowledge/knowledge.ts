import { createHash } from 'node:crypto';
import type { Table } from '@lancedb/lancedb';
import { arrow } from '../../store/arrow';
import { plain, sqlString, type Database } from '../../store/database';
import type { EditJournal, JournalRow } from '../../store/edit-journal';
import { textSimilarity } from '../similarity';
import type { WindowFact } from '../windows/window-pass';

const { Field, Float64, Schema, Utf8 } = arrow;

/**
 * `knowledge`: durable facts ("goes to the gym 2–3×/week") with the memories that show them.
 * status: inferred (by the model), confirmed (the user agreed or wrote it), rejected (kept so it is
 * never inferred again). origin: llm or user. A confirmed or edited statement is the user's: a
 * recompute adds evidence to it but never rewrites it.
 */
export const knowledgeSchema = new Schema([
  new Field('id', new Utf8(), false),
  new Field('statement', new Utf8(), false),
  new Field('evidence_ids_json', new Utf8(), false),
  new Field('confidence', new Float64(), false),
  new Field('status', new Utf8(), false),
  new Field('origin', new Utf8(), false),
  new Field('created_at', new Float64(), false),
  new Field('updated_at', new Float64(), false),
]);

export interface KnowledgeRow {
  id: string;
  statement: string;
  evidence_ids_json: string;
  confidence: number;
  status: 'inferred' | 'confirmed' | 'rejected';
  origin: 'llm' | 'user';
  created_at: number;
  updated_at: number;
}

/** Two statements this alike say the same thing (measured on paraphrases of the prompt's examples). */
const SAME_FACT = 0.5;

export function evidence(row: KnowledgeRow): string[] {
  try {
    return JSON.parse(row.evidence_ids_json) as string[];
  } catch {
    return [];
  }
}

export class KnowledgeService {
  private journal: EditJournal | null = null;

  private constructor(
    private readonly db: Database,
    private readonly table: Table,
  ) {}

  static async open(db: Database): Promise<KnowledgeService> {
    return new KnowledgeService(db, await db.openTable('knowledge', knowledgeSchema));
  }

  private cache: KnowledgeRow[] | null = null;

  /**
   * Keep the user's confirmations, rejections, edits and additions in the journal too (written
   * before the table), and put back what the table lacks or holds older: a rebuilt database. A
   * confirmed or rejected row is never dropped or rewritten by a recompute, so it stays.
   */
  async keepEditsIn(journal: EditJournal): Promise<number> {
    this.journal = journal;
    const stored = new Map((await this.all()).map((k) => [k.id, k]));
    const restore: KnowledgeRow[] = [];
    for (const [id, row] of journal.rowsFolded('knowledge')) {
      const have = stored.get(id);
      if (row && (!have || have.updated_at < row.updated_at)) restore.push(row as unknown as KnowledgeRow);
    }
    await this.upsert(restore);
    return restore.length;
  }

  /** Every statement; kept in memory between writes (questions read it on every ask). */
  async all(): Promise<KnowledgeRow[]> {
    this.cache ??= plain<KnowledgeRow>(await this.table.query().toArray());
    return this.cache.map((k) => ({ ...k }));
  }

  async list(): Promise<KnowledgeRow[]> {
    return (await this.all()).filter((k) => k.status !== 'rejected').sort((a, b) => b.confidence - a.confidence);
  }

  /** Fold the windows' facts into the stored ones; returns how many rows changed. */
  async recompute(facts: WindowFact[], liveMemoryIds: Set<string>): Promise<number> {
    const merged: WindowFact[] = [];
    for (const fact of facts) {
      const same = merged.find((m) => textSimilarity(m.statement, fact.statement) >= SAME_FACT);
      if (same) {
        same.evidenceIds = [...new Set([...same.evidenceIds, ...fact.evidenceIds])];
        same.confidence = Math.max(same.confidence, fact.confidence);
      } else {
        merged.push({ ...fact, evidenceIds: [...fact.evidenceIds] });
      }
    }
    const stored = await this.all();
    const claimed = new Set<string>();
    const writes: KnowledgeRow[] = [];
    const now = Date.now();
    for (const fact of merged) {
      const ids = fact.evidenceIds.filter((id) => liveMemoryIds.has(id));
      if (ids.length === 0) continue;
      const match = stored.find((s) => !claimed.has(s.id) && textSimilarity(s.statement, fact.statement) >= SAME_FACT);
      if (match) {
        claimed.add(match.id);
        if (match.status === 'rejected') continue; // never inferred again
        const next: KnowledgeRow = {
          ...match,
          // The user's words stay; the model's may be refreshed.
          statement: match.status === 'confirmed' ? match.statement : fact.statement,
          evidence_ids_json: JSON.stringify([...new Set([...(match.status === 'confirmed' ? evidence(match) : []), ...ids])]),
          confidence: match.status === 'confirmed' ? match.confidence : fact.confidence,
        };
        if (JSON.stringify(next) !== JSON.stringify(match)) writes.push({ ...next, updated_at: now });
      } else {
        writes.push({
          id: `kn-${createHash('sha256').update(fact.statement.toLowerCase()).digest('hex').slice(0, 16)}`,
          statement: fact.statement, evidence_ids_json: JSON.stringify(ids), confidence: fact.confidence,
          status: 'inferred', origin: 'llm', created_at: now, updated_at: now,
        });
      }
    }
    // Inferences no window supports any more go; the user's stay.
    const stale = stored.filter((s) => !claimed.has(s.id) && s.status === 'inferred' && s.origin === 'llm').map((s) => s.id);
    await this.upsert(writes);
    if (stale.length > 0) {
      this.cache = null;
      await this.db.write(() => this.table.delete(`id IN (${stale.map(sqlString).join(', ')})`));
    }
    return writes.length + stale.length;
  }

  confirm(id: string): Promise<KnowledgeRow> {
    return this.change(id, (k) => ({ ...k, status: 'confirmed' }));
  }

  reject(id: string): Promise<KnowledgeRow> {
    return this.change(id, (k) => ({ ...k, status: 'rejected' }));
  }

  edit(id: string, statement: string): Promise<KnowledgeRow> {
    return this.change(id, (k) => ({ ...k, statement: statement.trim(), status: 'confirmed' }));
  }

  async add(statement: string, evidenceIds: string[]): Promise<KnowledgeRow> {
    const now = Date.now();
    const row: KnowledgeRow = {
      id: `kn-user-${createHash('sha256').update(`${statement}\n${now}`).digest('hex').slice(0, 16)}`,
      statement: statement.trim(), evidence_ids_json: JSON.stringify(evidenceIds), confidence: 1,
      status: 'confirmed', origin: 'user', created_at: now, updated_at: now,
    };
    await this.persist(row);
    return row;
  }

  private async change(id: string, f: (k: KnowledgeRow) => KnowledgeRow): Promise<KnowledgeRow> {
    const [row] = (await this.table.query().where(`id = ${sqlString(id)}`).toArray()) as KnowledgeRow[];
    if (!row) throw new Error(`no knowledge ${id}`);
    const next = { ...f({ ...row }), updated_at: Date.now() };
    await this.persist(next);
    return next;
  }

  /** A user's edit: journaled (and durable) first, then written. */
  private async persist(row: KnowledgeRow): Promise<void> {
    await this.journal?.append({ kind: 'knowledge', id: row.id, row: row as unknown as JournalRow });
    await this.upsert([row]);
  }

  private upsert(rows: KnowledgeRow[]): Promise<void> {
    if (rows.length === 0) return Promise.resolve();
    this.cache = null;
    return this.db.write(async () => {
      await this.table.mergeInsert('id').whenMatchedUpdateAll().whenNotMatchedInsertAll().execute(rows as unknown as Record<string, unknown>[]);
    });
  }
}
