import type { Database } from '../../store/database';
import { LancePeopleStore } from './lance-store';
import { PeopleIndex } from './people-index';
import type { FaceRecord, Person } from './types';

/**
 * The people index of a library: loaded once, changed by the faces stage and by the user, saved
 * after every change (one at a time, so saves never interleave).
 */
export class PeopleService {
  private saving: Promise<void> = Promise.resolve();

  private constructor(
    private readonly store: LancePeopleStore,
    readonly index: PeopleIndex,
  ) {}

  static async open(db: Database): Promise<PeopleService> {
    const store = await LancePeopleStore.open(db);
    const state = await store.load();
    return new PeopleService(store, state ? PeopleIndex.fromState(state) : new PeopleIndex());
  }

  /** A memory's faces, detected again: the old ones go, the new ones join or open clusters. */
  async setFaces(memoryId: string, faces: FaceRecord[]): Promise<void> {
    this.index.removeMemory(memoryId);
    if (faces.length > 0) this.index.addFaces(faces);
    await this.save();
  }

  async removeMemory(memoryId: string): Promise<void> {
    this.index.removeMemory(memoryId);
    await this.save();
  }

  people(): Person[] {
    return this.index.people();
  }

  async change(action: (index: PeopleIndex) => void): Promise<void> {
    action(this.index);
    await this.save();
  }

  private save(): Promise<void> {
    const state = this.index.toState();
    this.saving = this.saving.then(() => this.store.save(state), () => this.store.save(state));
    return this.saving;
  }
}
