import type { AssignedBy, FaceRecord, PeopleState, Person } from './types';
import { cosineDistance, unit } from './vector';

/**
 * Two faces closer than this (cosine distance of unit-length Human faceres descriptors, face crop
 * trimmed 10 %) are taken to be the same person. Measured on ../shared/fixtures/faces (36 photos,
 * 95 faces, 11 labelled identities plus group photos): linking faces at ≤ d (single linkage, two
 * faces of one photo never linked) first connects every identity's faces at d = 0.412 (the last is
 * vlado in sunglasses), and first joins two different identities at d = 0.433 (two dark-haired
 * women from the same stock shoot). 0.42 sits in that gap. The gap is narrow: faceres is a small
 * model (same-identity pairs reach 0.48 directly, different ones come down to 0.43), which is why
 * the index links through chains of close faces rather than comparing with a cluster mean. Means
 * of these non-negative (ReLU) descriptors drift toward a "generic face" as a cluster grows, and
 * centroid linkage swallowed other identities from 0.44 up in the same measurement.
 */
export const JOIN_DISTANCE = 0.42;

/**
 * Faces below this quality (the detector's face score) are stored but never clustered by the model:
 * profiles and occluded faces score 0.2–0.35 and their descriptors sit far from the same person's
 * frontal faces. The user can still move them into a person.
 */
export const MIN_CLUSTER_QUALITY = 0.3;

/**
 * A model-made person needs this many faces. A face with no close match waits unassigned until a
 * second similar face arrives: a library is full of strangers (30 faces in one conference photo),
 * and a "person" per stranger would bury the people who recur. Persons the user touched (named,
 * hidden, a face moved in or rejected) are kept whatever their size.
 */
export const MIN_MODEL_FACES = 2;

interface StoredFace {
  record: FaceRecord;
  vector: Float32Array;
}

interface PersonRecord {
  id: string;
  name: string | null;
  hidden: boolean;
  rejected: Set<string>;
}

interface Candidate {
  /** A person id, or null for an unassigned face. */
  personId: string | null;
  faceId: string;
  distance: number;
}

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
  private readonly joinDistance: number;
  private readonly faces = new Map<string, StoredFace>();
  private readonly byMemory = new Map<string, Set<string>>();
  private readonly assigned = new Map<string, { personId: string; by: AssignedBy }>();
  private readonly members = new Map<string, Set<string>>();
  private readonly userAssigned = new Map<string, string>();
  private readonly persons = new Map<string, PersonRecord>();
  private readonly mergedInto = new Map<string, string>();
  private nextPersonNumber = 1;
  private dims: number | null = null;

  constructor(options: PeopleIndexOptions = {}) {
    this.joinDistance = options.joinDistance ?? JOIN_DISTANCE;
  }

  static fromState(state: PeopleState, options: PeopleIndexOptions = {}): PeopleIndex {
    if (state.version !== 1) throw new Error(`unsupported people state version ${String(state.version)}`);
    const index = new PeopleIndex(options);
    index.nextPersonNumber = state.nextPersonNumber;
    for (const p of state.people) {
      index.persons.set(p.id, { id: p.id, name: p.name, hidden: p.hidden, rejected: new Set(p.rejectedFaceIds) });
      index.members.set(p.id, new Set());
    }
    for (const { from, into } of state.mergedInto) index.mergedInto.set(from, into);
    for (const record of state.faces) index.insertFace(record);
    for (const { faceId, personId } of state.userAssignments) index.userAssigned.set(faceId, personId);
    for (const { faceId, personId, by } of state.assignments) {
      if (index.faces.has(faceId) && index.persons.has(personId)) index.setAssignment(faceId, personId, by);
    }
    return index;
  }

  toState(): PeopleState {
    return {
      version: 1,
      joinDistance: this.joinDistance,
      nextPersonNumber: this.nextPersonNumber,
      faces: [...this.faces.values()].map(({ record, vector }) => ({ ...record, descriptor: Array.from(vector) })),
      people: [...this.persons.values()].map((p) => ({
        id: p.id,
        name: p.name,
        hidden: p.hidden,
        rejectedFaceIds: [...p.rejected].sort(),
      })),
      assignments: [...this.assigned].map(([faceId, a]) => ({ faceId, personId: a.personId, by: a.by })),
      userAssignments: [...this.userAssigned].map(([faceId, personId]) => ({ faceId, personId })),
      mergedInto: [...this.mergedInto].map(([from, into]) => ({ from, into })),
    };
  }

  /**
   * Adds faces (or updates ones already present, keeping their person) and assigns each: the user's
   * earlier assignment if there is one, else the clusterer's. Returns each face's person after the
   * whole batch (a face may get one only when a later face in the batch matches it).
   */
  addFaces(faces: FaceRecord[]): Array<{ faceId: string; personId: string | null }> {
    for (const record of faces) {
      const existing = this.faces.get(record.faceId);
      if (existing) {
        if (existing.record.memoryId !== record.memoryId) {
          throw new Error(`face ${record.faceId} belongs to memory ${existing.record.memoryId}, not ${record.memoryId}`);
        }
        this.checkDims(record);
        existing.record = { ...record, descriptor: [] };
        existing.vector = unit(record.descriptor);
      } else {
        this.insertFace(record);
      }
      if (this.assigned.has(record.faceId)) continue;
      const userPerson = this.userAssigned.get(record.faceId);
      const target = userPerson === undefined ? null : this.resolveOrNull(userPerson);
      if (target) this.setAssignment(record.faceId, target, 'user');
      else {
        this.userAssigned.delete(record.faceId);
        this.autoAssign(record.faceId);
      }
    }
    return faces.map(({ faceId }) => ({ faceId, personId: this.personOf(faceId) }));
  }

  /** Drops a memory's faces. User assignments and rejections of those face ids are kept. */
  removeMemory(memoryId: string): void {
    const ids = this.byMemory.get(memoryId);
    if (!ids) return;
    const touched = new Set<string>();
    for (const faceId of ids) {
      const personId = this.assigned.get(faceId)?.personId;
      if (personId) touched.add(personId);
      this.unassign(faceId);
      this.faces.delete(faceId);
    }
    this.byMemory.delete(memoryId);
    for (const personId of touched) this.dissolveIfTooSmall(personId);
  }

  /** Names a person; an empty name clears it. */
  name(personId: string, name: string): void {
    this.person(personId).name = name.trim() || null;
  }

  hide(personId: string, hidden: boolean): void {
    this.person(personId).hidden = hidden;
  }

  /** A new, empty person (e.g. "move this face to someone new"). */
  createPerson(name: string | null = null): string {
    const id = this.newPersonId();
    this.persons.set(id, { id, name: name?.trim() || null, hidden: false, rejected: new Set() });
    this.members.set(id, new Set());
    return id;
  }

  /**
   * `from` becomes part of `into`: its faces are user-assigned to `into` (except faces `into` had
   * rejected, which stay out), its rejections apply to `into`, and its id keeps resolving to `into`.
   */
  merge(intoId: string, fromId: string): void {
    const into = this.person(intoId);
    const from = this.person(fromId);
    if (into === from) return;
    for (const faceId of [...this.membersOf(from.id)]) {
      if (into.rejected.has(faceId)) this.unassign(faceId);
      else this.setAssignment(faceId, into.id, 'user');
    }
    for (const [faceId, personId] of this.userAssigned) {
      if (personId !== from.id) continue;
      if (into.rejected.has(faceId)) this.userAssigned.delete(faceId);
      else this.userAssigned.set(faceId, into.id);
    }
    for (const faceId of this.membersOf(into.id)) if (this.assigned.get(faceId)?.by === 'user') this.userAssigned.set(faceId, into.id);
    // `from`'s rejections now speak for `into`: a model-made member that `from` rejected leaves;
    // one the user put in `into` stays (the user's later, explicit word) and the rejection lapses.
    const evicted: string[] = [];
    for (const faceId of from.rejected) {
      const a = this.assigned.get(faceId);
      if (a?.personId === into.id && a.by === 'user') continue;
      if (a?.personId === into.id) {
        this.unassign(faceId);
        evicted.push(faceId);
      }
      into.rejected.add(faceId);
    }
    into.name ??= from.name;
    this.dropPerson(from.id, into.id);
    for (const faceId of evicted) this.autoAssign(faceId);
  }

  /** The user puts a face in a person: final, and it clears an earlier rejection by that person. */
  moveFace(faceId: string, toPersonId: string): void {
    if (!this.faces.has(faceId)) throw new Error(`unknown face ${faceId}`);
    const to = this.person(toPersonId);
    const previous = this.assigned.get(faceId)?.personId;
    to.rejected.delete(faceId);
    this.setAssignment(faceId, to.id, 'user');
    this.userAssigned.set(faceId, to.id);
    if (previous && previous !== to.id) this.dissolveIfTooSmall(previous);
  }

  /**
   * "This is not X": the face leaves X and never returns to it (re-add, model merges, re-clustering
   * of that face). It is offered to the clusterer again, so it can still find its real person.
   */
  rejectFace(faceId: string, personId: string): void {
    const person = this.person(personId);
    person.rejected.add(faceId);
    if (this.userAssigned.get(faceId) === person.id) this.userAssigned.delete(faceId);
    if (this.assigned.get(faceId)?.personId === person.id) {
      this.unassign(faceId);
      this.autoAssign(faceId);
    }
  }

  people(): Person[] {
    return [...this.persons.values()]
      .map((p) => this.toPerson(p))
      .sort((a, b) => b.faceIds.length - a.faceIds.length || a.id.localeCompare(b.id));
  }

  /** A person by id (merged-away ids resolve to the person they became), or null. */
  getPerson(personId: string): Person | null {
    const id = this.resolveOrNull(personId);
    return id ? this.toPerson(this.persons.get(id)!) : null;
  }

  personOf(faceId: string): string | null {
    return this.assigned.get(faceId)?.personId ?? null;
  }

  /** Who made the face's current assignment, or null when it has none. */
  assignedBy(faceId: string): AssignedBy | null {
    return this.assigned.get(faceId)?.by ?? null;
  }

  rejectedFaceIds(personId: string): string[] {
    return [...this.person(personId).rejected].sort();
  }

  /** Faces present in the index that belong to no person. */
  unassignedFaceIds(): string[] {
    return [...this.faces.keys()].filter((faceId) => !this.assigned.has(faceId)).sort();
  }

  // ── clustering ────────────────────────────────────────────────────────────────────────────────

  private autoAssign(faceId: string): void {
    const face = this.faces.get(faceId);
    if (!face || this.assigned.has(faceId) || face.record.quality < MIN_CLUSTER_QUALITY) return;
    const candidates = this.candidates(face).filter((c) => c.personId === null || this.canHold(c.personId, faceId));
    const first = candidates[0];
    if (!first) return; // no close face yet: wait unassigned for a second one
    let target: string;
    if (first.personId) {
      target = first.personId;
      this.setAssignment(faceId, target, 'model');
    } else {
      target = this.newPersonId();
      this.persons.set(target, { id: target, name: null, hidden: false, rejected: new Set() });
      this.members.set(target, new Set());
      this.setAssignment(first.faceId, target, 'model');
      this.setAssignment(faceId, target, 'model');
    }
    // The new face may bridge other clusters: link them as single linkage would, within the rules.
    for (const candidate of candidates.slice(1)) {
      if (candidate.personId === null) {
        if (!this.assigned.has(candidate.faceId) && this.canHold(target, candidate.faceId)) {
          this.setAssignment(candidate.faceId, target, 'model');
        }
        continue;
      }
      const other = this.resolveOrNull(candidate.personId);
      if (other && other !== target) target = this.modelMerge(target, other) ?? target;
    }
  }

  /** Close faces from other photos, best per person (or per unassigned face), nearest first. */
  private candidates(face: StoredFace): Candidate[] {
    const best = new Map<string, Candidate>();
    for (const other of this.faces.values()) {
      if (other === face || other.record.memoryId === face.record.memoryId) continue;
      if (other.record.quality < MIN_CLUSTER_QUALITY) continue;
      const distance = cosineDistance(face.vector, other.vector);
      if (distance > this.joinDistance) continue;
      const personId = this.assigned.get(other.record.faceId)?.personId ?? null;
      const key = personId ?? `face:${other.record.faceId}`;
      const seen = best.get(key);
      if (!seen || distance < seen.distance) best.set(key, { personId, faceId: other.record.faceId, distance });
    }
    return [...best.values()].sort((a, b) => a.distance - b.distance);
  }

  /**
   * Joins two persons the model found linked, if the user's data allows: at most one may be
   * user-touched (it absorbs the other), no photo may end up with two faces in one person, and no
   * face may enter a person that rejected it. Returns the surviving id, or null when not merged.
   */
  private modelMerge(a: string, b: string): string | null {
    const aUser = this.isUserTouched(a);
    const bUser = this.isUserTouched(b);
    if (aUser && bUser) return null;
    let [into, from] = bUser ? [b, a] : [a, b];
    if (!aUser && !bUser && this.membersOf(b).size > this.membersOf(a).size) [into, from] = [b, a];
    const intoMemories = this.memoriesOf(into);
    for (const faceId of this.membersOf(from)) {
      if (intoMemories.has(this.faces.get(faceId)!.record.memoryId)) return null;
      if (this.persons.get(into)!.rejected.has(faceId)) return null;
    }
    for (const faceId of [...this.membersOf(from)]) this.setAssignment(faceId, into, 'model');
    this.dropPerson(from, into);
    return into;
  }

  /** Whether the model may put this face in this person. */
  private canHold(personId: string, faceId: string): boolean {
    const person = this.persons.get(personId);
    if (!person || person.rejected.has(faceId)) return false;
    const memoryId = this.faces.get(faceId)?.record.memoryId;
    for (const member of this.membersOf(personId)) {
      if (member !== faceId && this.faces.get(member)?.record.memoryId === memoryId) return false;
    }
    return true;
  }

  /** A model-made person left with fewer than MIN_MODEL_FACES faces goes; its faces are re-offered. */
  private dissolveIfTooSmall(personId: string): void {
    if (!this.persons.has(personId) || this.isUserTouched(personId)) return;
    const left = [...this.membersOf(personId)];
    if (left.length >= MIN_MODEL_FACES) return;
    for (const faceId of left) this.unassign(faceId);
    this.persons.delete(personId);
    this.members.delete(personId);
    for (const faceId of left) this.autoAssign(faceId);
  }

  private isUserTouched(personId: string): boolean {
    const p = this.persons.get(personId);
    if (!p) return false;
    if (p.name !== null || p.hidden || p.rejected.size > 0) return true;
    for (const faceId of this.membersOf(personId)) if (this.assigned.get(faceId)?.by === 'user') return true;
    for (const target of this.userAssigned.values()) if (target === personId) return true;
    return false;
  }

  // ── bookkeeping ───────────────────────────────────────────────────────────────────────────────

  private insertFace(record: FaceRecord): void {
    if (!record.faceId || !record.memoryId) throw new Error('a face needs a faceId and a memoryId');
    this.checkDims(record);
    this.faces.set(record.faceId, { record: { ...record, descriptor: [] }, vector: unit(record.descriptor) });
    let ids = this.byMemory.get(record.memoryId);
    if (!ids) this.byMemory.set(record.memoryId, (ids = new Set()));
    ids.add(record.faceId);
  }

  private checkDims(record: FaceRecord): void {
    const n = record.descriptor.length;
    if (n === 0) throw new Error(`face ${record.faceId} has an empty descriptor`);
    this.dims ??= n;
    if (n !== this.dims) throw new Error(`face ${record.faceId} has a ${n}-d descriptor; this index holds ${this.dims}-d ones`);
  }

  private setAssignment(faceId: string, personId: string, by: AssignedBy): void {
    this.unassign(faceId);
    this.assigned.set(faceId, { personId, by });
    this.membersOf(personId).add(faceId);
  }

  private unassign(faceId: string): void {
    const a = this.assigned.get(faceId);
    if (!a) return;
    this.members.get(a.personId)?.delete(faceId);
    this.assigned.delete(faceId);
  }

  private membersOf(personId: string): Set<string> {
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
  private dropPerson(from: string, into: string): void {
    this.persons.delete(from);
    this.members.delete(from);
    for (const [old, target] of this.mergedInto) if (target === from) this.mergedInto.set(old, into);
    this.mergedInto.set(from, into);
  }

  private newPersonId(): string {
    let id: string;
    do id = `person-${this.nextPersonNumber++}`;
    while (this.persons.has(id) || this.mergedInto.has(id));
    return id;
  }

  private resolveOrNull(personId: string): string | null {
    const id = this.mergedInto.get(personId) ?? personId;
    return this.persons.has(id) ? id : null;
  }

  private person(personId: string): PersonRecord {
    const id = this.resolveOrNull(personId);
    if (!id) throw new Error(`unknown person ${personId}`);
    return this.persons.get(id)!;
  }

  private toPerson(p: PersonRecord): Person {
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
