import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { StageState } from '../../../shared/memory';
import { toStageError } from '../pipeline/stage-error';
import { failedState, isDue, unidentified } from '../pipeline/stage-state';
import { parseStages } from '../store/memory-view';
import type { MemoryWriter } from '../store/memory-writer';
import type { MemoryRow } from '../store/schema';
import type { Scope } from '../watch/scope';
import { RecentFirst } from '../pipeline/recent-first';
import type { PerceptionContext, PerceptionStage } from './stage';

/** How long a readiness answer (model present, Ollama up) is trusted before asking again. */
const READINESS_TTL_MS = 30_000;
/** While the file lane has work, the background lane waits: browsing comes before understanding. */
const IDLE_POLL_MS = 500;
const RATE_WINDOW_MS = 60_000;
/**
 * Memories in work at once. Two, so a stage's workers never wait on the next memory: while one memory
 * is in OCR or CLIP, the next one's photo is already decoded and in the faces/objects workers (which
 * take two photos at a time, VISION_PROFILE.photosInFlight). More would only add memory on 2 cores.
 */
const MEMORIES_IN_FLIGHT = 2;

// motion_path: a Live Photo still's MOV makes the video stages (speech) apply to it.
type DueRow = Pick<MemoryRow, 'id' | 'kind' | 'path' | 'stages_json' | 'taken_at'> & Partial<Pick<MemoryRow, 'motion_path'>>;

export interface PerceptionOptions {
  libraryDir: string;
  writer: MemoryWriter;
  /** The file lane has work: browsing comes before understanding, so this lane waits. */
  fileLaneBusy: () => boolean;
  stages: readonly PerceptionStage[];
  scope: () => Scope;
  onChange?: () => void;
  /** Resolves when background work may go on (the user is not interacting); awaited before each memory. */
  mayRun?: () => Promise<void>;
}

/**
 * The background lane: runs model stages (OCR, faces, CLIP, captions, speech…) on memories whose
 * state for them is missing, old or retryable, two memories at a time (MEMORIES_IN_FLIGHT: the models
 * use the cores themselves; the second only keeps their workers fed), and only for stages that are ready. It learns of new work from the writer's saves.
 * The most recent photos go first: on a first run, last month's photos can be asked about hours
 * before those of ten years ago.
 */
export class PerceptionRunner {
  /** Memories with background work, with just what choosing the next one needs (no table reads). */
  private readonly due = new Map<string, DueRow>();
  /** The keys of `due`, most recently taken first: the order work is picked in. */
  private readonly order = new RecentFirst();
  /** The keys of `due` with a quick stage due, in the same order: they are served before the rest. */
  private readonly quickOrder = new RecentFirst();
  private readonly readiness = new Map<string, { reason: string | null; at: number }>();
  private readonly completions = new Map<string, number[]>();
  /** Memories being processed now: not picked again until their results are saved. */
  private readonly inWork = new Set<string>();
  private running = false;
  private wake: (() => void) | null = null;
  private controller = new AbortController();
  private loop: Promise<void> | null = null;

  constructor(private readonly options: PerceptionOptions) {}

  get stages(): readonly PerceptionStage[] {
    return this.options.stages;
  }

  /** Seed the due set from the table (start-up). */
  init(rows: Array<DueRow & Pick<MemoryRow, 'deleted_at'>>): void {
    // A new stage makes every memory due at once: the orders are built with one sort each.
    const due: Array<[string, number | null]> = [];
    const quick: Array<[string, number | null]> = [];
    for (const row of rows) {
      const work = this.dueWork(row);
      if (!work.due) continue;
      this.due.set(row.id, dueRow(row));
      due.push([row.id, row.taken_at]);
      if (work.quick) quick.push([row.id, row.taken_at]);
    }
    this.order.setMany(due);
    this.quickOrder.setMany(quick);
    this.wake?.();
  }

  noteRow(row: DueRow & Pick<MemoryRow, 'deleted_at'>): void {
    const work = this.dueWork(row);
    if (work.due) {
      this.due.set(row.id, dueRow(row));
      this.order.set(row.id, row.taken_at);
      if (work.quick) this.quickOrder.set(row.id, row.taken_at);
      else this.quickOrder.delete(row.id);
      this.wake?.();
    } else {
      this.forget(row.id);
    }
  }

  get pending(): number {
    return this.due.size;
  }

  /** Why each stage waits right now (null: it can run). */
  async reasons(): Promise<Map<string, string | null>> {
    const out = new Map<string, string | null>();
    for (const stage of this.options.stages) out.set(stage.name, await this.ready(stage));
    return out;
  }

  /** Forget cached readiness (a model was pulled, Ollama settings changed) and look again. */
  refreshReadiness(): void {
    this.readiness.clear();
    this.wake?.();
  }

  rate(stage: string, now = Date.now()): number | null {
    const times = (this.completions.get(stage) ?? []).filter((t) => t >= now - RATE_WINDOW_MS);
    this.completions.set(stage, times);
    if (times.length < 2) return null;
    return times.length / Math.max(1, (now - (times[0] ?? now)) / 1000);
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.controller = new AbortController();
    this.loop = this.run();
  }

  /** Abandon the stage running now (a root was paused): it is picked up again later. */
  interrupt(): void {
    this.controller.abort();
    this.controller = new AbortController();
    this.wake?.();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.controller.abort();
    this.wake?.();
    await this.loop;
    this.loop = null;
  }

  /** Process everything that can run now, then return (CLI `index`, tests). */
  async drain(): Promise<void> {
    const working = new Set<Promise<void>>();
    const errors: unknown[] = [];
    for (;;) {
      const next = working.size < MEMORIES_IN_FLIGHT ? await this.nextWork() : null;
      if (next) {
        this.track(working, next, (err) => errors.push(err));
        continue;
      }
      if (working.size === 0) break;
      await Promise.race(working);
    }
    // A memory that could not be saved stops the caller, as when memories ran one by one.
    if (errors.length > 0) throw errors[0];
  }

  private async run(): Promise<void> {
    const working = new Set<Promise<void>>();
    while (this.running) {
      // Stopping does not wait for the user to stop scrolling.
      if (this.options.mayRun) await untilOrAborted(this.options.mayRun(), this.controller.signal);
      if (!this.running) break;
      if (working.size >= MEMORIES_IN_FLIGHT) {
        await Promise.race(working);
        continue;
      }
      const next = this.options.fileLaneBusy() ? null : await this.nextWork();
      if (next) {
        this.track(working, next);
        continue;
      }
      // Nothing to start: wait for new work, a memory in work to finish, or the next readiness check.
      await new Promise<void>((resolve) => {
        this.wake = resolve;
        setTimeout(resolve, this.options.fileLaneBusy() ? IDLE_POLL_MS : READINESS_TTL_MS);
        for (const w of working) void w.then(resolve);
      });
      this.wake = null;
    }
    await Promise.all(working);
  }

  /** Start processing a memory; its promise (which never rejects) leaves `working` once its results are saved. */
  private track(working: Set<Promise<void>>, next: { id: string; stages: PerceptionStage[] }, onError: (err: unknown) => void = () => undefined): void {
    this.inWork.add(next.id);
    const done: Promise<void> = this.process(next.id, next.stages)
      .catch(onError)
      .finally(() => {
        this.inWork.delete(next.id);
        working.delete(done);
      });
    working.add(done);
  }

  /** The most recently taken memory with a due stage that is ready, under a root that is not paused. */
  private async nextWork(): Promise<{ id: string; stages: PerceptionStage[] } | null> {
    const ready = new Set<string>();
    for (const stage of this.options.stages) if ((await this.ready(stage)) === null) ready.add(stage.name);
    if (ready.size === 0) return null;
    const scope = this.options.scope();
    // Quick stages first, for every memory: each one's turn comes again with its other stages.
    const quickDone: string[] = [];
    let quick: { id: string; stages: PerceptionStage[] } | null = null;
    for (const id of this.quickOrder) {
      if (this.inWork.has(id)) continue;
      const row = this.due.get(id);
      const stages = row ? this.dueStages(row).filter((s) => s.quick && ready.has(s.name)) : [];
      if (!row || stages.length === 0) {
        quickDone.push(id);
        continue;
      }
      const root = scope.rootOf(row.path);
      if (!root || scope.isPaused(root)) continue;
      quick = { id, stages };
      break;
    }
    for (const id of quickDone) this.quickOrder.delete(id);
    if (quick) return quick;
    const settled: string[] = [];
    let found: { id: string; stages: PerceptionStage[] } | null = null;
    for (const id of this.order) {
      if (this.inWork.has(id)) continue;
      const row = this.due.get(id);
      const stages = row ? this.dueStages(row) : [];
      if (!row || stages.length === 0) {
        settled.push(id);
        continue;
      }
      const root = scope.rootOf(row.path);
      if (!root || scope.isPaused(root)) continue;
      const runnable = stages.filter((s) => ready.has(s.name));
      if (runnable.length > 0) {
        found = { id, stages: runnable };
        break;
      }
    }
    for (const id of settled) this.forget(id);
    return found;
  }

  private forget(id: string): void {
    this.due.delete(id);
    this.order.delete(id);
    this.quickOrder.delete(id);
  }

  private async process(id: string, stages: PerceptionStage[]): Promise<void> {
    const row = await this.options.writer.load(id);
    if (!row) return;
    const signal = this.controller.signal;
    let bytes: Promise<Buffer> | null = null;
    let thumb: Promise<Buffer | null> | null = null;
    const ctx: PerceptionContext = {
      libraryDir: this.options.libraryDir,
      row,
      signal: signal,
      file: () => (bytes ??= readFile(row.path)),
      thumbnail: () => (thumb ??= row.thumbnail ? readFile(path.join(this.options.libraryDir, row.thumbnail)).catch(() => null) : Promise.resolve(null)),
    };
    const results = new Map<string, { patch: Partial<MemoryRow>; state: StageState }>();
    const now = Date.now();
    const states = parseStages(row);
    for (const stage of stages) {
      if (signal.aborted) break;
      if (stage.needs?.some((n) => results.get(n)?.state.status === 'failed')) continue;
      try {
        const { warning, skipped, ...patch } = await stage.run(ctx);
        Object.assign(row, patch); // later stages of this memory see what earlier ones found
        const state: StageState = skipped
          ? { status: 'skipped', version: stage.version, reason: skipped }
          : { status: 'done', version: stage.version, ...(warning ? { warning } : {}) };
        results.set(stage.name, { patch, state });
      } catch (err) {
        if (signal.aborted) break;
        const failure = toStageError(err);
        results.set(stage.name, { patch: {}, state: failedState(stage, states[stage.name], failure.message, failure.transient, now) });
      }
      this.completions.set(stage.name, [...(this.completions.get(stage.name) ?? []), Date.now()]);
    }
    if (results.size === 0) return;
    // A stage that changed what another reads (OCR text for text vectors) makes that one due again,
    // unless it already ran after it in this pass.
    const order = [...results.keys()];
    const stale = new Set<string>();
    for (const [i, name] of order.entries()) {
      const stage = this.options.stages.find((s) => s.name === name);
      for (const target of stage?.invalidates ?? []) if (!order.slice(i + 1).includes(target)) stale.add(target);
    }
    await this.options.writer.update(id, (fresh) => {
      const freshStates = parseStages(fresh);
      for (const [name, { patch, state }] of results) {
        Object.assign(fresh, patch);
        freshStates[name] = state;
      }
      for (const name of stale) delete freshStates[name];
      fresh.stages_json = JSON.stringify(freshStates);
    });
    this.options.onChange?.();
  }

  /** Due stages whose inputs are there: a stage waits for the stages it needs that apply to the memory. */
  private dueStages(row: DueRow): PerceptionStage[] {
    const states = parseStages(row);
    const now = Date.now();
    const applies = (name: string) => this.options.stages.some((x) => x.name === name && x.appliesTo(row as MemoryRow));
    const settled = (name: string) => ['done', 'failed', 'skipped'].includes(states[name]?.status ?? '');
    // A needed stage that cannot run (its model is missing) does not hold the others back.
    const waiting = (name: string) => (this.readiness.get(name)?.reason ?? null) !== null;
    return this.options.stages.filter(
      (stage) =>
        stage.appliesTo(row as MemoryRow) &&
        isDue(stage, states[stage.name], now) &&
        (stage.needs ?? []).every((n) => !applies(n) || settled(n) || waiting(n)),
    );
  }

  /** Whether any stage is due for the row, and whether a quick one is: its stages read once (every save comes here). */
  private dueWork(row: Pick<MemoryRow, 'kind' | 'stages_json'> & Partial<Pick<MemoryRow, 'deleted_at'>>): { due: boolean; quick: boolean } {
    const work = { due: false, quick: false };
    if (row.deleted_at !== null && row.deleted_at !== undefined) return work;
    const states = parseStages(row);
    if (unidentified(states)) return work;
    const now = Date.now();
    for (const s of this.options.stages) {
      if (!s.appliesTo(row as MemoryRow) || !isDue(s, states[s.name], now)) continue;
      work.due = true;
      work.quick ||= s.quick === true;
    }
    return work;
  }

  private async ready(stage: PerceptionStage): Promise<string | null> {
    const cached = this.readiness.get(stage.name);
    if (cached && Date.now() - cached.at < READINESS_TTL_MS) return cached.reason;
    const reason = await stage.ready().catch((err: unknown) => (err instanceof Error ? err.message : String(err)));
    this.readiness.set(stage.name, { reason, at: Date.now() });
    return reason;
  }
}

/** Just what choosing the next memory needs (the writer's rows carry every column). */
function dueRow(row: DueRow): DueRow {
  return { id: row.id, kind: row.kind, path: row.path, stages_json: row.stages_json, taken_at: row.taken_at, motion_path: row.motion_path ?? null };
}

/** Waits for `promise`, or less if `signal` aborts; the listener goes either way (the loop calls this per memory). */
async function untilOrAborted(promise: Promise<void>, signal: AbortSignal): Promise<void> {
  if (signal.aborted) return;
  let stop = (): void => undefined;
  const abort = new Promise<void>((resolve) => {
    stop = resolve;
    signal.addEventListener('abort', stop, { once: true });
  });
  try {
    await Promise.race([promise, abort]);
  } finally {
    signal.removeEventListener('abort', stop);
  }
}
