import { open, readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/** The journal's file in the library folder, beside (never inside) db.lancedb. */
export const JOURNAL_FILE = 'edits.jsonl';

const Correction = z.object({
  kind: z.literal('correction'),
  memoryId: z.string(),
  field: z.string(),
  value: z.string().nullable(),
});

/**
 * A person, named by faces rather than by id: person ids are handed out in clustering order, so a
 * re-index numbers them differently, while a face id is `${memoryId}:${index}` (a content hash and
 * the detector's deterministic order) and comes back the same. A person is whoever then holds most
 * of these faces.
 */
const PersonRef = z.object({ faces: z.array(z.string()) });
export type PersonRef = z.infer<typeof PersonRef>;

const PeopleOp = z.discriminatedUnion('op', [
  z.object({ op: z.literal('name'), person: PersonRef, name: z.string() }),
  z.object({ op: z.literal('hide'), person: PersonRef, hidden: z.boolean() }),
  z.object({ op: z.literal('merge'), into: PersonRef, from: PersonRef }),
  z.object({ op: z.literal('move'), faceId: z.string(), to: PersonRef }),
  z.object({ op: z.literal('reject'), faceId: z.string(), person: PersonRef }),
  /**
   * A face the user drew, with its descriptor (a re-index cannot compute it again without the
   * vision worker, and needs no detection to bring it back), into a person or a new one (`to` null).
   */
  z.object({
    op: z.literal('addFace'),
    face: z.object({
      faceId: z.string(),
      memoryId: z.string(),
      box: z.object({ x: z.number(), y: z.number(), w: z.number(), h: z.number() }),
      descriptor: z.array(z.number()),
    }),
    to: PersonRef.nullable(),
    name: z.string().nullable(),
  }),
]);
export type PeopleOp = z.infer<typeof PeopleOp>;

const People = z.object({ kind: z.literal('people'), edit: PeopleOp });

/**
 * A user-touched row as it stood after the edit (its locks say what is the user's), or null when
 * the edit deleted it. Kept as plain JSON: the store does not know the augment layer's row types.
 */
const Row = z.object({ id: z.string(), updated_at: z.number() }).passthrough();
const RowSnapshot = z.object({ kind: z.enum(['event', 'knowledge']), id: z.string(), row: Row.nullable() });

const Reference = z.object({ kind: z.literal('reference'), question: z.string(), memoryId: z.string(), wrong: z.boolean() });

const EditBody = z.discriminatedUnion('kind', [Correction, People, RowSnapshot, Reference]);
export type EditBody = z.infer<typeof EditBody>;
const Entry = z.intersection(z.object({ seq: z.number().int().positive(), at: z.number() }), EditBody);
export type JournalEntry = z.infer<typeof Entry>;
export type JournalRow = z.infer<typeof Row>;

/**
 * The user's edits, kept outside LanceDB so that losing or rebuilding `db.lancedb/` loses none of
 * them: an append-only file of JSON lines in the library folder. Every edit is appended (and
 * fsynced) before the database is changed, so a crash leaves the journal ahead of the database,
 * never behind; at most a torn last line, which the reader skips with a warning. Each consumer
 * replays what its part of the database lacks (see the `*Folded` readers): corrections when their
 * memory is written again, people once their faces are detected again, events and knowledge as
 * locked rows that recomputation keeps.
 */
export class EditJournal {
  private appending: Promise<unknown> = Promise.resolve();
  private lastSeq: number;
  /** The file ends in a torn line: the next append starts on a line of its own. */
  private tornTail: boolean;

  private constructor(
    readonly file: string,
    private readonly list: JournalEntry[],
    tornTail: boolean,
    private readonly warn: (message: string) => void,
  ) {
    this.lastSeq = list.reduce((max, e) => Math.max(max, e.seq), 0);
    this.tornTail = tornTail;
  }

  static async open(libraryDir: string, warn: (message: string) => void = (m) => console.warn(m)): Promise<EditJournal> {
    const file = path.join(libraryDir, JOURNAL_FILE);
    const raw = await readFile(file, 'utf8').catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return '';
      throw err;
    });
    const entries: JournalEntry[] = [];
    const lines = raw.split('\n');
    lines.forEach((line, i) => {
      if (line.trim() === '') return;
      const parsed = Entry.safeParse(safeJson(line));
      if (parsed.success) entries.push(parsed.data);
      else warn(`${file}:${i + 1}: ${i === lines.length - 1 ? 'torn last line (a crash mid-write)' : 'unreadable line'} skipped`);
    });
    return new EditJournal(file, entries, raw.length > 0 && !raw.endsWith('\n'), warn);
  }

  /** Every entry read or appended, in order. */
  entries(): readonly JournalEntry[] {
    return this.list;
  }

  /** The highest sequence number written so far (0 for an empty journal). */
  get seq(): number {
    return this.lastSeq;
  }

  /**
   * Append an edit and make it durable (one write, then fsync) before resolving. Appends are
   * serialised, so sequence numbers follow the file's order.
   */
  append(body: EditBody): Promise<JournalEntry> {
    const run = async (): Promise<JournalEntry> => {
      const entry = Entry.parse({ ...body, seq: this.lastSeq + 1, at: Date.now() });
      const line = `${this.tornTail ? '\n' : ''}${JSON.stringify(entry)}\n`;
      // 0600: the user's words about their photos are theirs alone.
      const handle = await open(this.file, 'a', 0o600);
      try {
        await handle.appendFile(line, 'utf8');
        await handle.sync();
      } finally {
        await handle.close();
      }
      this.tornTail = false;
      this.lastSeq = entry.seq;
      this.list.push(entry);
      return entry;
    };
    const next = this.appending.then(run, run);
    this.appending = next.catch(() => undefined);
    return next;
  }

  /** Each memory's corrected fields, last word per field (null: the user took the correction back). */
  correctionsFolded(): Map<string, Map<string, string | null>> {
    const out = new Map<string, Map<string, string | null>>();
    for (const e of this.list) {
      if (e.kind !== 'correction') continue;
      let fields = out.get(e.memoryId);
      if (!fields) out.set(e.memoryId, (fields = new Map()));
      fields.set(e.field, e.value);
    }
    return out;
  }

  /** The last snapshot of every user-touched event or knowledge row (null: deleted by the user). */
  rowsFolded(kind: 'event' | 'knowledge'): Map<string, JournalRow | null> {
    const out = new Map<string, JournalRow | null>();
    for (const e of this.list) if (e.kind === kind) out.set(e.id, e.row);
    return out;
  }

  /** The user's verdicts on references, last word per question and memory. */
  referencesFolded(): Array<{ question: string; memoryId: string; wrong: boolean }> {
    const out = new Map<string, { question: string; memoryId: string; wrong: boolean }>();
    for (const e of this.list) if (e.kind === 'reference') out.set(`${e.question}\n${e.memoryId}`, { question: e.question, memoryId: e.memoryId, wrong: e.wrong });
    return [...out.values()];
  }

  /** People edits after `seq`, in order. */
  peopleAfter(seq: number): Array<{ seq: number; edit: PeopleOp }> {
    return this.list.flatMap((e) => (e.kind === 'people' && e.seq > seq ? [{ seq: e.seq, edit: e.edit }] : []));
  }
}

function safeJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}
