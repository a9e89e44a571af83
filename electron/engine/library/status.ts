import type { SettingsRecovery } from '../../../shared/settings';
import { SETTINGS_DAMAGED_MESSAGE, type LibraryStatus, type MemoryError, type StageCounts } from '../../../shared/status';
import { isDue, unidentified, type StageInfo } from '../pipeline/stage-state';
import { parseStages } from '../store/memory-view';
import type { MemoryRow } from '../store/schema';
import type { Database } from '../store/database';

/** Errors listed in status; the counts cover all of them. */
const MAX_LISTED_ERRORS = 500;

/** What `appliesTo` and the counts read of a row (motion_path: a Live Photo's speech): the first count scans only these columns. */
const STATUS_COLUMNS = ['id', 'path', 'kind', 'stages_json', 'deleted_at', 'thumbnail', 'phash', 'motion_path'] as const;

/** Per stage, one character: the stage does not apply, or where it stands. */
const SKIP = '-';
const DONE = 'd';
const PENDING = 'p';
const FAILED = 'f';

/** A reason (pending), error (failed) or warning (done) one memory contributes to one stage. */
interface Note {
  stage: number;
  kind: 'reason' | 'error' | 'warning';
  text: string;
}

/** One memory's part in the counts; kept so a rewrite of the row can take it back out. */
interface Entry {
  deleted: boolean;
  /** One character per stage (SKIP, DONE, PENDING, FAILED): a short string is the cheapest record of 100k rows. */
  code: string;
  path: string;
  notes: Note[] | null;
}

/** The status' notice about a recovered settings file, while the user has not checked it. */
export function settingsNotice(recovery: SettingsRecovery | null): LibraryStatus['settingsRecovery'] {
  return recovery && { message: SETTINGS_DAMAGED_MESSAGE, keptAs: recovery.keptAs, lost: recovery.lost };
}

export type StatusExtra = Pick<LibraryStatus, 'library' | 'queued' | 'paused' | 'pausedRoots' | 'settingsRecovery' | 'filesPerSecond'>;

/**
 * The library's counts per stage, kept current as memories are written instead of read from the
 * whole table on every call: the UI polls status and progress notifications fire twice a second
 * while indexing, and a full read of 100k rows took 0.7–2.9 s of the cores the indexing needs.
 *
 * The first call reads the status columns once (inside the write queue, so no write slips between
 * the read and the first update); from then on every batch the store writes replaces its rows' part.
 * Where a stage stands depends only on the row (a transient failure counts as pending whether or
 * not its retry is due yet), so nothing goes stale with time.
 */
export class StatusCounter {
  private entries: Map<string, Entry> | null = null;
  private building: Promise<void> | null = null;
  private readonly counts: Array<{ done: number; pending: number; failed: number }>;
  private readonly reasons: Array<Map<string, number>>;
  /** Memories with a failure or a warning, in the order they got it. */
  private readonly errors = new Map<string, MemoryError[]>();
  private readonly warnings = new Map<string, MemoryError[]>();
  private live = 0;
  private deleted = 0;
  private readonly stopListening: () => void;

  constructor(
    private readonly db: Database,
    private readonly stages: readonly StageInfo[],
  ) {
    this.counts = stages.map(() => ({ done: 0, pending: 0, failed: 0 }));
    this.reasons = stages.map(() => new Map());
    this.stopListening = db.onMemoriesWritten((rows) => {
      if (!this.entries) return;
      for (const row of rows) this.apply(row);
    });
  }

  close(): void {
    this.stopListening();
  }

  async status(
    extra: StatusExtra,
    /** Why a stage cannot run right now (model missing, Ollama down), by stage name. */
    waiting: ReadonlyMap<string, string | null> = new Map(),
    /** Throughput per stage (memories per second), when it is running. */
    rates: (stage: string) => number | null = () => null,
  ): Promise<LibraryStatus> {
    await this.ready();
    const stages: Record<string, StageCounts> = {};
    this.stages.forEach((stage, i) => {
      const reason = waiting.get(stage.name);
      const reasons = reason ? [reason] : [];
      for (const [text, n] of this.reasons[i]!) if (n > 0 && !reasons.includes(text)) reasons.push(text);
      const count = this.counts[i]!;
      const perSecond = rates(stage.name);
      const etaSeconds = perSecond && count.pending > 0 && reasons.length === 0 ? Math.ceil(count.pending / perSecond) : null;
      stages[stage.name] = { ...count, reasons, perSecond, etaSeconds };
    });
    const rate = extra.filesPerSecond;
    return {
      ...extra,
      memories: this.live,
      deleted: this.deleted,
      stages,
      errors: firstOf(this.errors),
      warnings: firstOf(this.warnings),
      etaSeconds: rate && extra.queued > 0 ? Math.ceil(extra.queued / rate) : null,
      damaged: null,
    };
  }

  private ready(): Promise<void> {
    this.building ??= this.db
      .write(async () => {
        const rows = await this.db.memoriesWhere(null, [...STATUS_COLUMNS]);
        this.entries = new Map();
        for (const row of rows) this.apply(row);
      })
      .catch((error: unknown) => {
        this.building = null; // the next call tries again
        throw error;
      });
    return this.building;
  }

  private apply(row: MemoryRow): void {
    const entries = this.entries!;
    const before = entries.get(row.id);
    if (before) this.add(row.id, before, -1);
    const after = this.classify(row);
    entries.set(row.id, after);
    this.add(row.id, after, 1);
  }

  private classify(row: MemoryRow): Entry {
    if (row.deleted_at !== null) return { deleted: true, code: '', path: row.path, notes: null };
    const states = parseStages(row);
    const blocked = unidentified(states);
    const now = Date.now();
    let code = '';
    let notes: Note[] | null = null;
    const note = (stage: number, kind: Note['kind'], text: string) => (notes ??= []).push({ stage, kind, text });
    this.stages.forEach((stage, i) => {
      const state = states[stage.name];
      if ((blocked || !stage.appliesTo(row)) && state === undefined) code += SKIP;
      else if (state?.status === 'failed' && state.retryAt === undefined) {
        code += FAILED;
        note(i, 'error', state.error ?? 'failed');
      } else if (isDue(stage, state, now) || state?.status === 'pending' || state?.status === 'failed') {
        code += PENDING;
        if (state?.reason) note(i, 'reason', state.reason);
      } else {
        code += DONE;
        if (state?.warning) note(i, 'warning', state.warning);
      }
    });
    return { deleted: false, code, path: row.path, notes };
  }

  private add(id: string, entry: Entry, sign: 1 | -1): void {
    if (entry.deleted) {
      this.deleted += sign;
      return;
    }
    this.live += sign;
    for (let i = 0; i < entry.code.length; i++) {
      const c = entry.code[i];
      const count = this.counts[i]!;
      if (c === DONE) count.done += sign;
      else if (c === PENDING) count.pending += sign;
      else if (c === FAILED) count.failed += sign;
    }
    if (sign === -1) {
      this.errors.delete(id);
      this.warnings.delete(id);
    }
    for (const n of entry.notes ?? []) {
      if (n.kind === 'reason') {
        const reasons = this.reasons[n.stage]!;
        const left = (reasons.get(n.text) ?? 0) + sign;
        if (left > 0) reasons.set(n.text, left);
        else reasons.delete(n.text);
      } else if (sign === 1) {
        const list = n.kind === 'error' ? this.errors : this.warnings;
        const item = { id, path: entry.path, stage: this.stages[n.stage]!.name, error: n.text };
        list.set(id, [...(list.get(id) ?? []), item]);
      }
    }
  }
}

function firstOf(byMemory: Map<string, MemoryError[]>): MemoryError[] {
  const out: MemoryError[] = [];
  for (const list of byMemory.values()) {
    for (const item of list) {
      if (out.length >= MAX_LISTED_ERRORS) return out;
      out.push(item);
    }
  }
  return out;
}
