import type { Clusterer } from './clustering';
import type { Membership } from './membership';

/**
 * The user's corrections — name, hide, create, merge, move, reject — which are final: a user
 * assignment is never overridden by the model, a rejected face never returns to that person, and a
 * person the user touched is never merged or dissolved by the model (see people-index.ts).
 */
export class UserEdits {
  constructor(
    private readonly m: Membership,
    private readonly clusterer: Clusterer,
  ) {}

  /** Names a person; an empty name clears it. */
  name(personId: string, name: string): void {
    this.m.person(personId).name = name.trim() || null;
  }

  hide(personId: string, hidden: boolean): void {
    this.m.person(personId).hidden = hidden;
  }

  /** A new, empty person (e.g. "move this face to someone new"). */
  createPerson(name: string | null = null): string {
    const id = this.m.newPersonId();
    this.m.persons.set(id, { id, name: name?.trim() || null, hidden: false, rejected: new Set() });
    this.m.members.set(id, new Set());
    return id;
  }

  /**
   * `from` becomes part of `into`: its faces are user-assigned to `into` (except faces `into` had
   * rejected, which stay out), its rejections apply to `into`, and its id keeps resolving to `into`.
   */
  merge(intoId: string, fromId: string): void {
    const into = this.m.person(intoId);
    const from = this.m.person(fromId);
    if (into === from) return;
    for (const faceId of [...this.m.membersOf(from.id)]) {
      if (into.rejected.has(faceId)) this.m.unassign(faceId);
      else this.m.setAssignment(faceId, into.id, 'user');
    }
    for (const [faceId, personId] of this.m.userAssigned) {
      if (personId !== from.id) continue;
      if (into.rejected.has(faceId)) this.m.userAssigned.delete(faceId);
      else this.m.userAssigned.set(faceId, into.id);
    }
    for (const faceId of this.m.membersOf(into.id)) if (this.m.assigned.get(faceId)?.by === 'user') this.m.userAssigned.set(faceId, into.id);
    // `from`'s rejections now speak for `into`: a model-made member that `from` rejected leaves;
    // one the user put in `into` stays (the user's later, explicit word) and the rejection lapses.
    const evicted: string[] = [];
    for (const faceId of from.rejected) {
      const a = this.m.assigned.get(faceId);
      if (a?.personId === into.id && a.by === 'user') continue;
      if (a?.personId === into.id) {
        this.m.unassign(faceId);
        evicted.push(faceId);
      }
      into.rejected.add(faceId);
    }
    into.name ??= from.name;
    this.m.dropPerson(from.id, into.id);
    for (const faceId of evicted) this.clusterer.autoAssign(faceId);
  }

  /** The user puts a face in a person: final, and it clears an earlier rejection by that person. */
  moveFace(faceId: string, toPersonId: string): void {
    if (!this.m.faces.has(faceId)) throw new Error(`unknown face ${faceId}`);
    const to = this.m.person(toPersonId);
    const previous = this.m.assigned.get(faceId)?.personId;
    to.rejected.delete(faceId);
    this.m.setAssignment(faceId, to.id, 'user');
    this.m.userAssigned.set(faceId, to.id);
    if (previous && previous !== to.id) this.clusterer.dissolveIfTooSmall(previous);
  }

  /**
   * "This is not X": the face leaves X and never returns to it (re-add, model merges, re-clustering
   * of that face). It is offered to the clusterer again, so it can still find its real person.
   */
  rejectFace(faceId: string, personId: string): void {
    const person = this.m.person(personId);
    person.rejected.add(faceId);
    if (this.m.userAssigned.get(faceId) === person.id) this.m.userAssigned.delete(faceId);
    if (this.m.assigned.get(faceId)?.personId === person.id) {
      this.m.unassign(faceId);
      this.clusterer.autoAssign(faceId);
    }
  }
}
