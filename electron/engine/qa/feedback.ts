import type { Table } from '@lancedb/lancedb';
import { contentWords, textSimilarity } from '../augment/similarity';
import { arrow } from '../store/arrow';
import type { Database } from '../store/database';
import type { EditJournal } from '../store/edit-journal';

const { Field, Float64, Schema, Utf8 } = arrow;

/** A question this alike to one where a reference was marked wrong gets that memory down-weighted. */
const SIMILAR_QUESTION = 0.6;

/**
 * `feedback`: references the user marked wrong, per question. The same question never shows them
 * again; similar questions rank them lower (OmniQuery's participants asked for exactly this).
 */
export class FeedbackStore {
  private cache: Array<{ question: string; key: string; memory_id: string; wrong: string }> | null = null;
  private journal: EditJournal | null = null;

  private constructor(
    private readonly db: Database,
    private readonly table: Table,
  ) {}

  static async open(db: Database): Promise<FeedbackStore> {
    const schema = new Schema([
      new Field('key', new Utf8(), false),
      new Field('question', new Utf8(), false),
      new Field('memory_id', new Utf8(), false),
      new Field('wrong', new Utf8(), false),
      new Field('at', new Float64(), false),
    ]);
    return new FeedbackStore(db, await db.openTable('feedback', schema));
  }

  /** Keep the user's verdicts in the journal too, and put back those the table lacks (a rebuilt database). */
  async keepEditsIn(journal: EditJournal): Promise<number> {
    const have = new Map(((await this.table.query().toArray()) as Array<{ key: string; wrong: string }>).map((r) => [r.key, r.wrong]));
    let restored = 0;
    for (const { question, memoryId, wrong } of journal.referencesFolded()) {
      if (have.get(`${questionKey(question)}\n${memoryId}`) === String(wrong)) continue;
      await this.mark(question, memoryId, wrong);
      restored++;
    }
    this.journal = journal;
    return restored;
  }

  async mark(question: string, memoryId: string, wrong: boolean): Promise<void> {
    await this.journal?.append({ kind: 'reference', question, memoryId, wrong });
    const key = `${questionKey(question)}\n${memoryId}`;
    await this.db.write(() =>
      this.table.mergeInsert('key').whenMatchedUpdateAll().whenNotMatchedInsertAll().execute([{ key, question, memory_id: memoryId, wrong: String(wrong), at: Date.now() }]),
    );
    this.cache = null;
  }

  async forQuestion(question: string): Promise<{ excluded: Set<string>; downWeighted: Set<string> }> {
    this.cache ??= (await this.table.query().toArray()) as Array<{ question: string; key: string; memory_id: string; wrong: string }>;
    const key = questionKey(question);
    const excluded = new Set<string>();
    const downWeighted = new Set<string>();
    for (const row of this.cache) {
      if (row.wrong !== 'true') continue;
      if (questionKey(row.question) === key) excluded.add(row.memory_id);
      else if (textSimilarity(row.question, question) >= SIMILAR_QUESTION) downWeighted.add(row.memory_id);
    }
    return { excluded, downWeighted };
  }
}

function questionKey(question: string): string {
  return [...contentWords(question)].sort().join(' ');
}
