import type { AssignedBy, FaceRecord, Person } from './types';
import { unit } from './vector';

export interface StoredFace {
  record: FaceRecord;
  vector: Float32Array;
}

export interface PersonRecord {
  id: string;
  name: string | null;
  hidden: boolean;
  rejected: Set<string>;
}

/**
 * Who belongs to whom: the faces present (by memory), each face's person and who put it there, the
 * user's assignments (kept when a memory goes), the persons and the ids merged away. One state for
 * the clusterer (clustering.ts) and the user's edits (user-edits.ts), because each must see the
 * other's decisions: a user assignment or rejection locks a face against the model.
 */
export class Membership {
  readonly faces = new Map<string, StoredFace>();
  readonly byMemory = new Map<string, Set<string>>();
  readonly assigned = new Map<string, { personId: string; by: AssignedBy }>();
  readonly members = new Map<string, Set<string>>();
  readonly userAssigned = new Map<string, string>();
  readonly persons = new Map<string, PersonRecord>();
  readonly mergedInto = new Map<string, string>();
  nextPersonNumber = 1;
  private dims: number | null = null;

  insertFace(record: FaceRecord): void {
    if (!record.faceId || !record.memoryId) throw new Error('a face needs a faceId and a memoryId');
    this.checkDims(record);
    this.faces.set(record.faceId, { record: { ...record, descriptor: [] }, vector: unit(record.descriptor) });
    let ids = this.byMemory.get(record.memoryId);
    if (!ids) this.byMemory.set(record.memoryId, (ids = new Set()));
    ids.add(record.faceId);
  }

  checkDims(record: FaceRecord): void {
    const n = record.descriptor.length;
    if (n === 0) throw new Error(`face ${record.faceId} has an empty descriptor`);
    this.dims ??= n;
    if (n !== this.dims) throw new Error(`face ${record.faceId} has a ${n}-d descriptor; this index holds ${this.dims}-d ones`);
  }

  setAssignment(faceId: string, personId: string, by: AssignedBy): void {
    this.unassign(faceId);
    this.assigned.set(faceId, { personId, by });
    this.membersOf(personId).add(faceId);
  }

  unassign(faceId: string): void {
    const a = this.assigned.get(faceId);
    if (!a) return;
    this.members.get(a.personId)?.delete(faceId);
    this.assigned.delete(faceId);
  }

  membersOf(personId: string): Set<string> {
    let set = this.members.get(personId);
    if (!set) this.members.set(personId, (set = new Set()));
    return set;
  }

  /** The memories a person's faces were found in (a merged-away id: its person's; an unknown one: none). */
  memoriesOf(personId: string): Set<string> {
    const id = this.resolveOrNull(personId);
    return new Set(id ? [...this.membersOf(id)].map((faceId) => this.faces.get(faceId)!.record.memoryId) : []);
  }

  /** Removes a person that became `into`; its id (and ids that pointed to it) now resolve to `into`. */
  dropPerson(from: string, into: string): void {
    this.persons.delete(from);
    this.members.delete(from);
    for (const [old, target] of this.mergedInto) if (target === from) this.mergedInto.set(old, into);
    this.mergedInto.set(from, into);
  }

  newPersonId(): string {
    let id: string;
    do id = `person-${this.nextPersonNumber++}`;
    while (this.persons.has(id) || this.mergedInto.has(id));
    return id;
  }

  resolveOrNull(personId: string): string | null {
    const id = this.mergedInto.get(personId) ?? personId;
    return this.persons.has(id) ? id : null;
  }

  person(personId: string): PersonRecord {
    const id = this.resolveOrNull(personId);
    if (!id) throw new Error(`unknown person ${personId}`);
    return this.persons.get(id)!;
  }

  toPerson(p: PersonRecord): Person {
    const faceIds = [...this.membersOf(p.id)].sort();
    let representativeFaceId: string | null = null;
    let bestQuality = -Infinity;
    for (const faceId of faceIds) {
      const quality = this.faces.get(faceId)!.record.quality;
      if (quality > bestQuality) [representativeFaceId, bestQuality] = [faceId, quality];
    }
    return { id: p.id, name: p.name, hidden: p.hidden, faceIds, representativeFaceId };
  }
}
