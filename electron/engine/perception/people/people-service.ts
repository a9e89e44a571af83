import type { Database } from '../../store/database';
import type { EditJournal } from '../../store/edit-journal';
import { applyEdit, journalOf, replayEdit, type PeopleEdit } from './journal-replay';
import { LancePeopleStore } from './lance-store';
import { PeopleIndex } from './people-index';
import { isHandFace } from './records';
import type { FaceRecord, JournalCursor, Person } from './types';

/**
 * The people index of a library: loaded once, changed by the faces stage and by the user, saved
 * after every change (one at a time, so saves never interleave). The user's edits also go to the
 * edit journal, by faces; a state that has not seen some of them (a rebuilt database) replays them
 * as the faces come back.
 */
export class PeopleService {
  private saving: Promise<void> = Promise.resolve();

  private constructor(
    private readonly store: LancePeopleStore,
    readonly index: PeopleIndex,
    private readonly journal: EditJournal | null,
    private readonly cursor: JournalCursor,
  ) {}

  static async open(db: Database, journal: EditJournal | null = null): Promise<PeopleService> {
    const store = await LancePeopleStore.open(db);
    const state = await store.load();
    const cursor: JournalCursor = state?.journal ?? { through: 0, pending: [] };
    const service = new PeopleService(store, state ? PeopleIndex.fromState(state) : new PeopleIndex(), journal, cursor);
    if (journal && journal.seq > cursor.through) {
      cursor.pending.push(...journal.peopleAfter(cursor.through));
      cursor.through = journal.seq;
      service.replay(false);
      await service.save();
    }
    return service;
  }

  /**
   * A memory's faces, detected again: the old detections go (faces the user drew stay), the new
   * ones join or open clusters.
   */
  async setFaces(memoryId: string, faces: FaceRecord[]): Promise<void> {
    this.index.removeMemory(memoryId, (faceId) => !isHandFace(faceId));
    if (faces.length > 0) this.index.addFaces(faces);
    if (faces.length > 0) this.replay(false);
    await this.save();
  }

  async removeMemory(memoryId: string): Promise<void> {
    this.index.removeMemory(memoryId);
    await this.save();
  }

  people(): Person[] {
    return this.index.people();
  }

  /** Unassigned faces offered to the clusterer again (on the user's demand). */
  async recluster(): Promise<{ assigned: number; unassigned: number }> {
    const result = this.index.recluster();
    await this.save();
    return result;
  }

  async change(action: (index: PeopleIndex) => void): Promise<void> {
    action(this.index);
    await this.save();
  }

  /**
   * The user's edit: applied (an unknown person or face throws, and nothing is kept), journaled by
   * faces and made durable, then saved with the journal position it reached.
   */
  async edit(edit: PeopleEdit): Promise<void> {
    const journaled = this.journal ? journalOf(this.index, edit) : null;
    applyEdit(this.index, edit);
    if (this.journal && journaled) {
      const entry = await this.journal.append({ kind: 'people', edit: journaled });
      this.cursor.through = Math.max(this.cursor.through, entry.seq);
    }
    await this.save();
  }

  /** Journaled edits still waiting for their faces (0 once a rebuilt library has caught up). */
  get pendingEdits(): number {
    return this.cursor.pending.length;
  }

  /**
   * The faces stage has caught up: journaled edits land on whatever of their faces came back. Those
   * with none back keep waiting.
   */
  async settle(): Promise<void> {
    if (this.cursor.pending.length === 0) return;
    if (this.replay(true)) await this.save();
  }

  /** Applies the waiting edits that can apply, in journal order; whether any did. */
  private replay(settled: boolean): boolean {
    const before = this.cursor.pending.length;
    this.cursor.pending = this.cursor.pending.filter(({ edit }) => !replayEdit(this.index, edit, settled));
    return this.cursor.pending.length !== before;
  }

  private save(): Promise<void> {
    const state = { ...this.index.toState(), journal: structuredClone(this.cursor) };
    this.saving = this.saving.then(() => this.store.save(state), () => this.store.save(state));
    return this.saving;
  }
}
