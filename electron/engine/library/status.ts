import type { LibraryStatus, MemoryError, StageCounts } from '../../../shared/status';
import { isDue, unidentified, type StageInfo } from '../ingest/stage-state';
import { parseStages } from '../store/memory-view';
import type { MemoryRow } from '../store/schema';
import type { Database } from '../store/database';

/** Errors listed in status; the counts cover all of them. */
const MAX_LISTED_ERRORS = 500;

export async function libraryStatus(
  db: Database,
  stages: readonly StageInfo[],
  extra: Pick<LibraryStatus, 'library' | 'queued' | 'paused' | 'pausedRoots' | 'filesPerSecond'>,
  /** Why a stage cannot run right now (model missing, Ollama down), by stage name. */
  waiting: ReadonlyMap<string, string | null> = new Map(),
  /** Throughput per stage (memories per second), when it is running. */
  rates: (stage: string) => number | null = () => null,
): Promise<LibraryStatus> {
  const rows = await db.memoriesWhere(null, ['id', 'path', 'kind', 'stages_json', 'deleted_at']);
  const counts: Record<string, StageCounts> = {};
  for (const stage of stages) {
    const reason = waiting.get(stage.name);
    counts[stage.name] = { done: 0, pending: 0, failed: 0, reasons: reason ? [reason] : [], perSecond: rates(stage.name), etaSeconds: null };
  }
  const errors: MemoryError[] = [];
  const warnings: MemoryError[] = [];
  const now = Date.now();
  let live = 0;
  for (const row of rows as MemoryRow[]) {
    if (row.deleted_at !== null) continue;
    live++;
    const states = parseStages(row);
    const blocked = unidentified(states);
    for (const stage of stages) {
      const count = counts[stage.name]!;
      const state = states[stage.name];
      if ((blocked || !stage.appliesTo(row)) && state === undefined) continue;
      if (state?.status === 'failed' && state.retryAt === undefined) {
        count.failed++;
        if (errors.length < MAX_LISTED_ERRORS) errors.push({ id: row.id, path: row.path, stage: stage.name, error: state.error ?? 'failed' });
      } else if (isDue(stage, state, now) || state?.status === 'pending' || state?.status === 'failed') {
        count.pending++;
        if (state?.reason && !count.reasons.includes(state.reason)) count.reasons.push(state.reason);
      } else {
        count.done++;
        if (state?.warning && warnings.length < MAX_LISTED_ERRORS) warnings.push({ id: row.id, path: row.path, stage: stage.name, error: state.warning });
      }
    }
  }
  for (const c of Object.values(counts)) {
    if (c.perSecond && c.pending > 0 && c.reasons.length === 0) c.etaSeconds = Math.ceil(c.pending / c.perSecond);
  }
  const rate = extra.filesPerSecond;
  return {
    ...extra,
    memories: live,
    deleted: rows.length - live,
    stages: counts,
    errors,
    warnings,
    etaSeconds: rate && extra.queued > 0 ? Math.ceil(extra.queued / rate) : null,
  };
}
