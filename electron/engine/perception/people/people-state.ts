import type { Membership } from './membership';
import type { PeopleState } from './types';

/** Fills an empty membership from a saved state (the ids, assignments and rejections as they were). */
export function loadState(m: Membership, state: PeopleState): void {
  if (state.version !== 1) throw new Error(`unsupported people state version ${String(state.version)}`);
  m.nextPersonNumber = state.nextPersonNumber;
  for (const p of state.people) {
    m.persons.set(p.id, { id: p.id, name: p.name, hidden: p.hidden, rejected: new Set(p.rejectedFaceIds) });
    m.members.set(p.id, new Set());
  }
  for (const { from, into } of state.mergedInto) m.mergedInto.set(from, into);
  for (const record of state.faces) m.insertFace(record);
  for (const { faceId, personId } of state.userAssignments) m.userAssigned.set(faceId, personId);
  for (const { faceId, personId, by } of state.assignments) {
    if (m.faces.has(faceId) && m.persons.has(personId)) m.setAssignment(faceId, personId, by);
  }
}

export function stateOf(m: Membership, joinDistance: number): PeopleState {
  return {
    version: 1,
    joinDistance,
    nextPersonNumber: m.nextPersonNumber,
    faces: [...m.faces.values()].map(({ record, vector }) => ({ ...record, descriptor: Array.from(vector) })),
    people: [...m.persons.values()].map((p) => ({
      id: p.id,
      name: p.name,
      hidden: p.hidden,
      rejectedFaceIds: [...p.rejected].sort(),
    })),
    assignments: [...m.assigned].map(([faceId, a]) => ({ faceId, personId: a.personId, by: a.by })),
    userAssignments: [...m.userAssigned].map(([faceId, personId]) => ({ faceId, personId })),
    mergedInto: [...m.mergedInto].map(([from, into]) => ({ from, into })),
  };
}
