import type { PersonSummary } from '../../../shared/people';
import type { PeopleEdit } from '../perception/people/journal-replay';
import type { PeopleService } from '../perception/people/people-service';
import type { Person } from '../perception/people/types';
import type { Handlers } from './types';

type FaceRef = PersonSummary['faces'][number];

/** People found by face clustering, and the user's edits of them (each edit locked). */
export function peopleHandlers(peopleService: () => Promise<PeopleService>): Handlers<
  'listPeople' | 'namePerson' | 'mergePeople' | 'moveFace' | 'rejectFace' | 'hidePerson'
> {
  const faceIndex = async () => {
    const state = (await peopleService()).index.toState();
    return new Map(state.faces.map((f) => [f.faceId, { memoryId: f.memoryId, box: f.box }]));
  };
  const personAction = async (id: string, edit: PeopleEdit): Promise<PersonSummary> => {
    const people = await peopleService();
    await people.edit(edit);
    const person = people.index.getPerson(id);
    if (!person) throw new Error(`no person ${id}`);
    return toPersonSummary(person, await faceIndex());
  };
  return {
    async listPeople({ includeHidden }) {
      const people = (await peopleService()).people().filter((p) => includeHidden || !p.hidden);
      const faces = await faceIndex();
      return { people: people.map((p) => toPersonSummary(p, faces)) };
    },
    namePerson: async ({ id, name }) => personAction(id, { op: 'name', id, name }),
    mergePeople: async ({ intoId, fromId }) => personAction(intoId, { op: 'merge', intoId, fromId }),
    moveFace: async ({ faceId, toPersonId }) => personAction(toPersonId, { op: 'move', faceId, toPersonId }),
    async rejectFace({ faceId, personId }) {
      await (await peopleService()).edit({ op: 'reject', faceId, personId });
      return { rejected: true as const };
    },
    hidePerson: async ({ id, hidden }) => personAction(id, { op: 'hide', id, hidden }),
  };
}

function toPersonSummary(person: Person, known: Map<string, { memoryId: string; box: FaceRef['box'] }>): PersonSummary {
  const refs = person.faceIds.flatMap((faceId) => {
    const f = known.get(faceId);
    return f ? [{ faceId, memoryId: f.memoryId, box: f.box }] : [];
  });
  return {
    id: person.id,
    name: person.name,
    hidden: person.hidden,
    faceCount: refs.length,
    memoryCount: new Set(refs.map((r) => r.memoryId)).size,
    representative: refs.find((r) => r.faceId === person.representativeFaceId) ?? refs[0] ?? null,
    faces: refs,
  };
}
