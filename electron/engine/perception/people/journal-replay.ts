import type { PeopleOp, PersonRef } from '../../store/edit-journal';
import type { PeopleIndex } from './people-index';
import { HAND_FACE_QUALITY } from './records';
import type { FaceRecord } from './types';

/** A person's faces kept in the journal: enough to find it again by majority, few enough to stay small. */
const REF_FACES = 64;

/** An edit as the user makes it, by the ids the app shows now. */
export type PeopleEdit =
  | { op: 'name'; id: string; name: string }
  | { op: 'hide'; id: string; hidden: boolean }
  | { op: 'merge'; intoId: string; fromId: string }
  | { op: 'move'; faceId: string; toPersonId: string }
  | { op: 'reject'; faceId: string; personId: string }
  | { op: 'addFace'; record: FaceRecord; toPersonId: string | null; name: string | null };

/** The edit applied to the index by id (throws for an unknown person or face, before anything is journaled). */
export function applyEdit(index: PeopleIndex, edit: PeopleEdit): void {
  switch (edit.op) {
    case 'name': return index.name(edit.id, edit.name);
    case 'hide': return index.hide(edit.id, edit.hidden);
    case 'merge': return index.merge(edit.intoId, edit.fromId);
    case 'move': return index.moveFace(edit.faceId, edit.toPersonId);
    case 'reject': return index.rejectFace(edit.faceId, edit.personId);
    case 'addFace': return void index.addHandFace(edit.record, edit.toPersonId, edit.name);
  }
}

/** The same edit by faces, which a re-index brings back under the same ids (call before applying it). */
export function journalOf(index: PeopleIndex, edit: PeopleEdit): PeopleOp {
  const ref = (personId: string, except?: string): PersonRef => ({
    faces: (index.getPerson(personId)?.faceIds ?? []).filter((f) => f !== except).slice(0, REF_FACES),
  });
  switch (edit.op) {
    case 'name': return { op: 'name', person: ref(edit.id), name: edit.name };
    case 'hide': return { op: 'hide', person: ref(edit.id), hidden: edit.hidden };
    case 'merge': return { op: 'merge', into: ref(edit.intoId), from: ref(edit.fromId) };
    case 'move': return { op: 'move', faceId: edit.faceId, to: ref(edit.toPersonId, edit.faceId) };
    case 'reject': return { op: 'reject', faceId: edit.faceId, person: ref(edit.personId, edit.faceId) };
    case 'addFace': {
      const { faceId, memoryId, box, descriptor } = edit.record;
      // The person's name goes too: a person with no other face yet can only be found again by it.
      const name = edit.name ?? (edit.toPersonId ? index.getPerson(edit.toPersonId)?.name ?? null : null);
      return {
        op: 'addFace',
        // Six decimals of a unit vector: distances move by < 1e-5, a third of the JSON.
        face: { faceId, memoryId, box, descriptor: descriptor.map((v) => Math.round(v * 1e6) / 1e6) },
        to: edit.toPersonId ? ref(edit.toPersonId, faceId) : null,
        name,
      };
    }
  }
}

/** The person holding most of the faces now, or null when none of them is in a person. */
export function resolvePerson(index: PeopleIndex, ref: PersonRef): string | null {
  const votes = new Map<string, number>();
  for (const faceId of ref.faces) {
    const person = index.personOf(faceId);
    if (person) votes.set(person, (votes.get(person) ?? 0) + 1);
  }
  let best: string | null = null;
  for (const [person, n] of votes) if (best === null || n > votes.get(best)! || (n === votes.get(best) && person < best)) best = person;
  return best;
}

/**
 * Replays a journaled edit on a re-detected index; false while it cannot apply yet. Until `settled`
 * (the faces stage has caught up), an edit waits for every face it names, so that it lands on the
 * whole person rather than on the first cluster to form (a person the user touched is never merged
 * by the model again). Once settled it lands on whoever holds most of the faces still there; an edit
 * none of whose faces exist any more (their photos are gone) keeps waiting, for the day they return.
 */
export function replayEdit(index: PeopleIndex, edit: PeopleOp, settled: boolean): boolean {
  const refs = edit.op === 'merge' ? [edit.into, edit.from] : edit.op === 'move' ? [edit.to] : edit.op === 'addFace' ? (edit.to ? [edit.to] : []) : [edit.person];
  const faces = [...refs.flatMap((r) => r.faces), ...(edit.op === 'move' ? [edit.faceId] : [])];
  if (!settled && !faces.every((f) => index.hasFace(f))) return false;
  switch (edit.op) {
    case 'name':
    case 'hide': {
      const person = resolvePerson(index, edit.person);
      if (!person) return false;
      if (edit.op === 'name') index.name(person, edit.name);
      else index.hide(person, edit.hidden);
      return true;
    }
    case 'merge': {
      const into = resolvePerson(index, edit.into);
      const from = resolvePerson(index, edit.from);
      if (!into || !from) return false;
      if (into !== from) index.merge(into, from);
      return true;
    }
    case 'move': {
      const to = resolvePerson(index, edit.to);
      if (!to || !index.hasFace(edit.faceId)) return false;
      index.moveFace(edit.faceId, to);
      return true;
    }
    case 'reject': {
      // A face that is not back yet is still kept out: the person remembers the rejection by face id.
      const person = resolvePerson(index, edit.person);
      if (!person) return false;
      index.rejectFace(edit.faceId, person);
      return true;
    }
    case 'addFace': {
      // The drawn face needs no detection to come back: its descriptor is in the journal.
      const record = { ...edit.face, quality: HAND_FACE_QUALITY };
      const to = edit.to && edit.to.faces.length > 0 ? resolvePerson(index, edit.to) : null;
      if (edit.to && edit.to.faces.length > 0 && !to && !settled) return false;
      // Its person is gone (or had no other face): a person of the same name, else a new one.
      const named = to ?? (edit.name ? (index.people().find((p) => p.name === edit.name)?.id ?? null) : null);
      index.addHandFace(record, named, named ? null : edit.name);
      return true;
    }
  }
}
