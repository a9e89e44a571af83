import type { StageState } from '../../../shared/memory';
import type { MemoryRow } from '../store/schema';

/** What the runners and status need to know of any stage, file-lane or background. */
export interface StageInfo {
  name: string;
  version: number;
  appliesTo(row: MemoryRow): boolean;
}

/**
 * What a stage changes on the row. A warning marks it done with a caveat the user can see; `skipped`
 * says why it decided not to run (e.g. the OCR gate saw no text), which is final for that version.
 */
export type StageResult = Partial<MemoryRow> & { warning?: string; skipped?: string };

/** Transient failures are retried this many times, with doubling waits, before they count as failed. */
export const MAX_TRANSIENT_ATTEMPTS = 5;
const RETRY_BASE_MS = 30_000;

/**
 * A file that could not be identified (probe failed for good) has nothing for later stages to work
 * on: it is an error, not pending work.
 */
export function unidentified(stages: Record<string, StageState>): boolean {
  const probe = stages.probe;
  return probe?.status === 'failed' && probe.retryAt === undefined;
}

export function isDue(stage: StageInfo, state: StageState | undefined, now: number): boolean {
  if (!state || state.version < stage.version) return true;
  if (state.status === 'pending') return true;
  if (state.status === 'failed' && state.retryAt !== undefined) return state.retryAt <= now;
  return false;
}

export function failedState(stage: StageInfo, previous: StageState | undefined, error: string, transient: boolean, now: number): StageState {
  const attempts = (previous?.version === stage.version ? (previous.attempts ?? 0) : 0) + 1;
  const retry = transient && attempts < MAX_TRANSIENT_ATTEMPTS;
  return {
    status: 'failed',
    version: stage.version,
    error,
    attempts,
    ...(retry ? { retryAt: now + RETRY_BASE_MS * 2 ** (attempts - 1) } : {}),
  };
}

/** A memory's overall status from its stages: an error wins, then pending work, else ok. */
export function summarise(row: MemoryRow, stages: Record<string, StageState>): Pick<MemoryRow, 'status' | 'error'> {
  if (row.deleted_at !== null) return { status: 'deleted', error: row.error };
  const failed = Object.entries(stages).find(([, s]) => s.status === 'failed' && s.retryAt === undefined);
  if (failed) return { status: 'error', error: `${failed[0]}: ${failed[1].error ?? 'failed'}` };
  const waiting = Object.values(stages).some((s) => s.status === 'pending' || (s.status === 'failed' && s.retryAt !== undefined));
  return { status: waiting ? 'pending' : 'ok', error: null };
}
