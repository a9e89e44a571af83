import { Clusterer, JOIN_DISTANCE } from './clustering';
import { Membership } from './membership';
import { loadState, stateOf } from './people-state';
import type { AssignedBy, FaceRecord, PeopleState, Person } from './types';
import { UserEdits } from './user-edits';
import { unit } from './vector';

export interface PeopleIndexOptions {
  joinDistance?: number;
}

/**
 * Incremental clustering of face descriptors into people, with user corrections as first-class data
 * (STYLE §6, Ente's model): each face's membership records who made it (model or user); each person
 * keeps the faces the user rejected from it. Model decisions never override the user's: a user
 * assignment is final, a rejected face never returns to that person (not on re-add, not through a
 * model merge), and persons the user touched are never merged or dissolved by the model.
 *
 * Adding a face looks at the faces within JOIN_DISTANCE (from other photos): it joins the person
 * of the nearest one, or forms a new person with a close unassigned face, and links any other close
 * clusters it bridges (single linkage, so the result hardly depends on arrival order). Nothing is
 * ever re-clustered wholesale; removing a memory only dissolves model persons left with one face
 * (a cluster a removed face used to bridge stays together).
 *
 * Cost: finding neighbours scans every face (1024 multiply-adds each), ~0.1 s per new face at 100k
 * faces. A LanceDB-backed version should ask a vector index for neighbours within JOIN_DISTANCE.
 */
export class PeopleIndex {
  private readonly m = new Membership();
  private readonly clusterer: Clusterer;
  private readonly edits: UserEdits;

  constructor(options: PeopleIndexOptions = {}) {
    this.clusterer = new Clusterer(this.m, options.joinDistance ?? JOIN_DISTANCE);
    this.edits = new UserEdits(this.m, this.clusterer);
  }

  static fromState(state: PeopleState, options: PeopleIndexOptions = {}): PeopleIndex {
    const index = new PeopleIndex(options);
    loadState(index.m, state);
    return index;
  }

  toState(): PeopleState {
    return stateOf(this.m, this.clusterer.joinDistance);
  }

  /**
   * Adds faces (or updates ones already present, keeping their person) and assigns each: the user's
   * earlier assignment if there is one, else the clusterer's. Returns each face's person after the
   * whole batch (a face may get one only when a later face in the batch matches it).
   */
  addFaces(faces: FaceRecord[]): Array<{ faceId: string; personId: string | null }> {
    for (const record of faces) {
      const existing = this.m.faces.get(record.faceId);
      if (existing) {
        if (existing.record.memoryId !== record.memoryId) {
          throw new Error(`face ${record.faceId} belongs to memory ${existing.record.memoryId}, not ${record.memoryId}`);
        }
        this.m.checkDims(record);
        existing.record = { ...record, descriptor: [] };
        existing.vector = unit(record.descriptor);
      } else {
        this.m.insertFace(record);
      }
      if (this.m.assigned.has(record.faceId)) continue;
      const userPerson = this.m.userAssigned.get(record.faceId);
      const target = userPerson === undefined ? null : this.m.resolveOrNull(userPerson);
      if (target) this.m.setAssignment(record.faceId, target, 'user');
      else {
        this.m.userAssigned.delete(record.faceId);
        this.clusterer.autoAssign(record.faceId);
      }
    }
    return faces.map(({ faceId }) => ({ faceId, personId: this.personOf(faceId) }));
  }

  /**
   * Drops a memory's faces (those `which` picks: all by default). User assignments and rejections
   * of those face ids are kept.
   */
  removeMemory(memoryId: string, which: (faceId: string) => boolean = () => true): void {
    const ids = this.m.byMemory.get(memoryId);
    if (!ids) return;
    const touched = new Set<string>();
    for (const faceId of [...ids].filter(which)) {
      const personId = this.m.assigned.get(faceId)?.personId;
      if (personId) touched.add(personId);
      this.m.unassign(faceId);
      this.m.faces.delete(faceId);
      ids.delete(faceId);
    }
    if (ids.size === 0) this.m.byMemory.delete(memoryId);
    for (const personId of touched) this.clusterer.dissolveIfTooSmall(personId);
  }

  /** Names a person; an empty name clears it. */
  name(personId: string, name: string): void {
    this.edits.name(personId, name);
  }

  hide(personId: string, hidden: boolean): void {
    this.edits.hide(personId, hidden);
  }

  /** A new, empty person (e.g. "move this face to someone new"). */
  createPerson(name: string | null = null): string {
    return this.edits.createPerson(name);
  }

  /**
   * `from` becomes part of `into`: its faces are user-assigned to `into` (except faces `into` had
   * rejected, which stay out), its rejections apply to `into`, and its id keeps resolving to `into`.
   */
  merge(intoId: string, fromId: string): void {
    this.edits.merge(intoId, fromId);
  }

  /** The user puts a face in a person: final, and it clears an earlier rejection by that person. */
  moveFace(faceId: string, toPersonId: string): void {
    this.edits.moveFace(faceId, toPersonId);
  }

  /**
   * "This is not X": the face leaves X and never returns to it (re-add, model merges, re-clustering
   * of that face). It is offered to the clusterer again, so it can still find its real person.
   */
  rejectFace(faceId: string, personId: string): void {
    this.edits.rejectFace(faceId, personId);
  }

  /**
   * A face the user drew, put in a person (or in a new one named `name`): the user's assignment,
   * final like a move. Returns the person.
   */
  addHandFace(record: FaceRecord, toPersonId: string | null, name: string | null): string {
    if (toPersonId !== null) this.m.person(toPersonId); // an unknown person throws before anything changes
    // Not through addFaces: the clusterer must not link clusters through a face the user placed.
    if (!this.m.faces.has(record.faceId)) this.m.insertFace(record);
    const target = toPersonId ?? this.edits.createPerson(name);
    this.edits.moveFace(record.faceId, target);
    return this.m.resolveOrNull(target)!;
  }

  /** The faces found in (or drawn on) a memory, with their boxes. */
  facesOf(memoryId: string): Array<{ faceId: string; box: FaceRecord['box'] }> {
    return [...(this.m.byMemory.get(memoryId) ?? [])].sort().map((faceId) => ({ faceId, box: this.m.faces.get(faceId)!.record.box }));
  }

  /**
   * Offers every face that belongs to no one to the clusterer again, within the user's locks (a
   * face rejected by a person never goes back to it). Faces added one at a time may have missed a
   * partner that arrived later in another cluster's shadow; this gives them the same chance.
   */
  recluster(): { assigned: number; unassigned: number } {
    const before = this.unassignedFaceIds();
    for (const faceId of before) this.clusterer.autoAssign(faceId);
    const after = this.unassignedFaceIds().length;
    return { assigned: before.length - after, unassigned: after };
  }

  people(): Person[] {
    return [...this.m.persons.values()]
      .map((p) => this.m.toPerson(p))
      .sort((a, b) => b.faceIds.length - a.faceIds.length || a.id.localeCompare(b.id));
  }

  /** A person by id (merged-away ids resolve to the person they became), or null. */
  getPerson(personId: string): Person | null {
    const id = this.m.resolveOrNull(personId);
    return id ? this.m.toPerson(this.m.persons.get(id)!) : null;
  }

  /** Whether the face is in the index now (detected and not removed). */
  hasFace(faceId: string): boolean {
    return this.m.faces.has(faceId);
  }

  personOf(faceId: string): string | null {
    return this.m.assigned.get(faceId)?.personId ?? null;
  }

  /** Who made the face's current assignment, or null when it has none. */
  assignedBy(faceId: string): AssignedBy | null {
    return this.m.assigned.get(faceId)?.by ?? null;
  }

  rejectedFaceIds(personId: string): string[] {
    return [...this.m.person(personId).rejected].sort();
  }

  /** Faces present in the index that belong to no person. */
  unassignedFaceIds(): string[] {
    return [...this.m.faces.keys()].filter((faceId) => !this.m.assigned.has(faceId)).sort();
  }

  /** The memories a person's faces were found in (a merged-away id: its person's; an unknown one: none). */
  memoriesOf(personId: string): Set<string> {
    return this.m.memoriesOf(personId);
  }
}
