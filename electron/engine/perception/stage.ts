import type { StageInfo, StageResult } from '../pipeline/stage-state';
import type { MemoryRow } from '../store/schema';

export interface PerceptionContext {
  libraryDir: string;
  row: MemoryRow;
  /** The original file's bytes, read on first use and shared by the memory's stages. */
  file(): Promise<Buffer>;
  /** The orientation-corrected thumbnail (JPEG; WebP when transparent or made before JPEG tiles), when the thumbnail stage made one. */
  thumbnail(): Promise<Buffer | null>;
  /** Aborted when the root is paused or the engine closes: stop within a second. */
  signal: AbortSignal;
}

/**
 * A background-lane stage: models and Ollama. It runs after the file lane, when the ingest queue is
 * idle, and only while `ready()` says its model or server is there; otherwise the memory stays
 * pending with that reason and nothing else waits on it.
 */
export interface PerceptionStage extends StageInfo {
  /** Stages whose output this one reads (their state must be done or failed first). */
  needs?: readonly string[];
  /** Stages whose output depends on what this one writes: they run again after it does. */
  invalidates?: readonly string[];
  /**
   * No model and a few ms a memory (the grid thumbnail): runs for every memory before the model
   * stages take their turn, so what the timeline shows does not wait hours behind OCR on a first run.
   */
  quick?: boolean;
  /** null when it can run now; else why not ("model clip-vit-b32 is not downloaded"). */
  ready(): Promise<string | null>;
  run(ctx: PerceptionContext): Promise<StageResult>;
}
