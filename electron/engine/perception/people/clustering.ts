import type { Membership, StoredFace } from './membership';
import { cosineDistance } from './vector';

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

interface Candidate {
  /** A person id, or null for an unassigned face. */
  personId: string | null;
  faceId: string;
  distance: number;
}

/**
 * The model's side of the people index: faces join the person of their nearest close face, or form
 * a new person with a close unassigned one, and clusters they bridge are linked (single linkage),
 * always within the user's locked edits (see people-index.ts).
 */
export class Clusterer {
  constructor(
    private readonly m: Membership,
    readonly joinDistance: number,
  ) {}

  autoAssign(faceId: string): void {
    const face = this.m.faces.get(faceId);
    if (!face || this.m.assigned.has(faceId) || face.record.quality < MIN_CLUSTER_QUALITY) return;
    const candidates = this.candidates(face).filter((c) => c.personId === null || this.canHold(c.personId, faceId));
    const first = candidates[0];
    if (!first) return; // no close face yet: wait unassigned for a second one
    let target: string;
    if (first.personId) {
      target = first.personId;
      this.m.setAssignment(faceId, target, 'model');
    } else {
      target = this.m.newPersonId();
      this.m.persons.set(target, { id: target, name: null, hidden: false, rejected: new Set() });
      this.m.members.set(target, new Set());
      this.m.setAssignment(first.faceId, target, 'model');
      this.m.setAssignment(faceId, target, 'model');
    }
    // The new face may bridge other clusters: link them as single linkage would, within the rules.
    for (const candidate of candidates.slice(1)) {
      if (candidate.personId === null) {
        if (!this.m.assigned.has(candidate.faceId) && this.canHold(target, candidate.faceId)) {
          this.m.setAssignment(candidate.faceId, target, 'model');
        }
        continue;
      }
      const other = this.m.resolveOrNull(candidate.personId);
      if (other && other !== target) target = this.modelMerge(target, other) ?? target;
    }
  }

  /** Close faces from other photos, best per person (or per unassigned face), nearest first. */
  private candidates(face: StoredFace): Candidate[] {
    const best = new Map<string, Candidate>();
    for (const other of this.m.faces.values()) {
      if (other === face || other.record.memoryId === face.record.memoryId) continue;
      if (other.record.quality < MIN_CLUSTER_QUALITY) continue;
      const distance = cosineDistance(face.vector, other.vector);
      if (distance > this.joinDistance) continue;
      const personId = this.m.assigned.get(other.record.faceId)?.personId ?? null;
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
    if (!aUser && !bUser && this.m.membersOf(b).size > this.m.membersOf(a).size) [into, from] = [b, a];
    const intoMemories = this.m.memoriesOf(into);
    for (const faceId of this.m.membersOf(from)) {
      if (intoMemories.has(this.m.faces.get(faceId)!.record.memoryId)) return null;
      if (this.m.persons.get(into)!.rejected.has(faceId)) return null;
    }
    for (const faceId of [...this.m.membersOf(from)]) this.m.setAssignment(faceId, into, 'model');
    this.m.dropPerson(from, into);
    return into;
  }

  /** Whether the model may put this face in this person. */
  private canHold(personId: string, faceId: string): boolean {
    const person = this.m.persons.get(personId);
    if (!person || person.rejected.has(faceId)) return false;
    const memoryId = this.m.faces.get(faceId)?.record.memoryId;
    for (const member of this.m.membersOf(personId)) {
      if (member !== faceId && this.m.faces.get(member)?.record.memoryId === memoryId) return false;
    }
    return true;
  }

  /** A model-made person left with fewer than MIN_MODEL_FACES faces goes; its faces are re-offered. */
  dissolveIfTooSmall(personId: string): void {
    if (!this.m.persons.has(personId) || this.isUserTouched(personId)) return;
    const left = [...this.m.membersOf(personId)];
    if (left.length >= MIN_MODEL_FACES) return;
    for (const faceId of left) this.m.unassign(faceId);
    this.m.persons.delete(personId);
    this.m.members.delete(personId);
    for (const faceId of left) this.autoAssign(faceId);
  }

  private isUserTouched(personId: string): boolean {
    const p = this.m.persons.get(personId);
    if (!p) return false;
    if (p.name !== null || p.hidden || p.rejected.size > 0) return true;
    for (const faceId of this.m.membersOf(personId)) if (this.m.assigned.get(faceId)?.by === 'user') return true;
    for (const target of this.m.userAssigned.values()) if (target === personId) return true;
    return false;
  }
}
