import type { Database } from '../store/database';
import { KeyedLock } from '../store/keyed-lock';
import type { MemoryWriter } from '../store/memory-writer';
import { parseStages } from '../store/memory-view';
import type { FileRow, MemoryRow } from '../store/schema';
import type { MediaMetadata } from './metadata';
import type { Probe } from './probe';

/** What the pairing needs of the ingest: its writer and the file index it keeps. */
export interface LiveHost {
  writer: MemoryWriter;
  /** Take a file off a memory (tombstoning a memory left with none); the caller holds its lock. */
  detach(file: string, id: string, reason: string): Promise<void>;
  saveFile(file: FileRow): void;
  files(): ReadonlyMap<string, FileRow>;
  rootOf(file: string): string | null;
}

/** What identified() does with a file of a Live Photo: the MOV joins a still, or a still takes in a MOV. */
export type LiveRole =
  | { kind: 'motion'; stillId: string }
  | { kind: 'still'; joining: { memoryId: string; path: string } | null }
  | null;

interface Pair {
  /** The still's memory id. */
  still?: string;
  /** A MOV that is (still) a memory of its own, waiting for its still. */
  motion?: { memoryId: string; path: string };
}

/**
 * Live Photos: an iPhone still and its short MOV share Apple's content identifier (the still's
 * MakerNote, the MOV's com.apple.quicktime.content.identifier) and are one memory: the still's,
 * with the MOV as its motion. Whichever of the two arrives first, the other joins it; work on one
 * identifier is serialised, so a still and its MOV read at the same time cannot both become memories.
 */
export class LivePhotos {
  private readonly pairs = new Map<string, Pair>();
  /** Memory id → the MOV attached to it: that file is the memory's motion, not its picture. */
  private readonly motionOf = new Map<string, string>();
  private readonly motionFiles = new Set<string>();
  private readonly locks = new KeyedLock();

  constructor(private readonly host: LiveHost) {}

  async load(db: Database): Promise<void> {
    const rows = await db.memoriesWhere('live_id IS NOT NULL OR motion_path IS NOT NULL', ['id', 'kind', 'path', 'live_id', 'motion_path', 'deleted_at']);
    for (const row of rows) this.note(row);
  }

  /** Keep the index in step with every saved row. */
  note(row: Pick<MemoryRow, 'id' | 'kind' | 'path' | 'live_id' | 'motion_path' | 'deleted_at'>): void {
    const oldMotion = this.motionOf.get(row.id);
    if (oldMotion !== undefined && oldMotion !== row.motion_path) {
      this.motionFiles.delete(oldMotion);
      this.motionOf.delete(row.id);
    }
    if (row.motion_path && row.deleted_at === null) {
      this.motionOf.set(row.id, row.motion_path);
      this.motionFiles.add(row.motion_path);
    }
    if (!row.live_id) return;
    const pair = this.pairs.get(row.live_id) ?? {};
    const live = row.deleted_at === null;
    if (row.kind === 'video') {
      if (live) pair.motion = { memoryId: row.id, path: row.path };
      else if (pair.motion?.memoryId === row.id) delete pair.motion;
    } else if (live) pair.still = row.id;
    else if (pair.still === row.id) delete pair.still;
    if (pair.still === undefined && pair.motion === undefined) this.pairs.delete(row.live_id);
    else this.pairs.set(row.live_id, pair);
  }

  /** The still a MOV with this identifier belongs to, if it is in the library. */
  stillFor(liveId: string): string | null {
    return this.pairs.get(liveId)?.still ?? null;
  }

  /** A MOV with this identifier that is still a memory of its own, for a still that just arrived. */
  motionFor(liveId: string): { memoryId: string; path: string } | null {
    return this.pairs.get(liveId)?.motion ?? null;
  }

  /** Whether the file is some Live Photo's motion (resume() queues the still's own file instead). */
  isMotion(file: string): boolean {
    return this.motionFiles.has(file);
  }

  /**
   * The file's Live Photo identifier, and `work` run under it: a Live Photo's still and MOV are read
   * one at a time, so they cannot both become memories. Only Apple's still formats and videos carry
   * one; metadata that cannot be read is the stages' to report.
   */
  async withIdentifier(probe: Probe, metadata: () => Promise<MediaMetadata>, work: (liveId: string | null) => Promise<void>): Promise<void> {
    const candidate = probe.info.kind === 'video' || probe.info.format === 'jpeg' || probe.info.format === 'heic';
    const liveId = candidate ? await metadata().then((m) => m.contentIdentifier, () => null) : null;
    return liveId ? this.locks.run(liveId, () => work(liveId)) : work(null);
  }

  /** A MOV whose still is here joins it; a still whose MOV came first takes it in (see joined()). */
  roleOf(liveId: string | null, probe: Probe): LiveRole {
    if (!liveId) return null;
    if (probe.info.kind === 'video') {
      const still = this.stillFor(liveId);
      return still && still !== probe.id ? { kind: 'motion', stillId: still } : null;
    }
    const motion = this.motionFor(liveId);
    return { kind: 'still', joining: motion && motion.memoryId !== probe.id ? motion : null };
  }

  /** The still's memory is saved with its MOV as motion: the MOV's own memory lets go of the file. */
  async joined(stillId: string, motion: { memoryId: string; path: string }, fallbackRoot: string): Promise<void> {
    await this.attachMotion(motion.path, this.host.rootOf(motion.path) ?? fallbackRoot, this.host.files().get(motion.path) ?? null, stillId, [motion.memoryId]);
  }

  /**
   * A Live Photo's MOV joins its still's memory: its file row points there, and a memory it had of
   * its own is left without this file (tombstoned when it was its only one).
   */
  async attachMotion(file: string, root: string, info: { size: number; mtime: number } | null, stillId: string, formerIds: ReadonlyArray<string | undefined>): Promise<void> {
    const { writer } = this.host;
    for (const former of new Set(formerIds)) {
      if (former && former !== stillId) await writer.withMemory(former, () => this.host.detach(file, former, 'part of a Live Photo'));
    }
    const now = Date.now();
    await writer.withMemory(stillId, async () => {
      const row = await writer.load(stillId);
      if (!row || row.deleted_at !== null) return;
      if (setMotion(row, file)) writer.save(row);
      this.host.saveFile({ path: file, memory_id: stillId, root, size: info?.size ?? 0, mtime: info?.mtime ?? 0, seen_at: now });
    });
  }
}

/**
 * Background stages that read a memory's motion (perception/motion.ts): its speech, the caption
 * made from its frames and transcript, and the text vectors over that transcript and caption.
 */
const MOTION_READERS = ['speech', 'caption', 'text'];

/**
 * The row's motion is now `file` (null: none). When that changes, what was heard and seen in the
 * old one goes and the stages that read motion run again. True when the row changed.
 */
export function setMotion(row: MemoryRow, file: string | null): boolean {
  if (row.motion_path === file) return false;
  row.motion_path = file;
  if (row.kind !== 'video') {
    row.transcript = null;
    row.transcript_json = null;
    const states = parseStages(row);
    for (const name of MOTION_READERS) delete states[name];
    row.stages_json = JSON.stringify(states);
  }
  return true;
}

/** A Live Photo's MOV went: the still stays, without motion. True when the file was the row's motion. */
export function dropMotion(row: MemoryRow, file: string): boolean {
  return row.motion_path === file && setMotion(row, null);
}
