import type { PersonSummary } from '../../../shared/people';
import type { PeopleEdit } from '../perception/people/journal-replay';
import type { PeopleService } from '../perception/people/people-service';
import { handFaceRecord } from '../perception/people/records';
import type { Person } from '../perception/people/types';
import type { VisionWorker } from '../perception/vision';
import type { Handlers } from './types';

export interface HandFaceDeps {
  vision: () => Promise<VisionWorker>;
  /** The picture the faces stage looks at for a memory (the file, or its thumbnail), or null. */
  image: (memoryId: string) => Promise<Buffer | null>;
}

type FaceRef = PersonSummary['faces'][number];

/** People found by face clustering, and the user's edits of them (each edit locked). */
export function peopleHandlers(peopleService: () => Promise<PeopleService>, hand: HandFaceDeps): Handlers<
  'listPeople' | 'namePerson' | 'mergePeople' | 'moveFace' | 'rejectFace' | 'hidePerson' | 'addFace' | 'reclusterFaces'
> {
  const faceIndex = async () => {
    const state = (await peopleService()).index.toState();
    return new Map(state.faces.map((f) => [f.faceId, { memoryId: f.memoryId, box: f.box }]));
  };
  const summaryOf = async (people: PeopleService, id: string): Promise<PersonSummary> => {
    const person = people.index.getPerson(id);
    if (!person) throw new Error(`no person ${id}`);
    return toPersonSummary(person, await faceIndex());
  };
  const personAction = async (id: string, edit: PeopleEdit): Promise<PersonSummary> => {
    const people = await peopleService();
    await people.edit(edit);
    return summaryOf(people, id);
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
    async addFace({ memoryId, box, personId, name }) {
      const people = await peopleService();
      // A name the library already has is that person (names are how the user tells people apart).
      const known = name ? people.people().find((p) => p.name?.toLocaleLowerCase() === name.toLocaleLowerCase()) : undefined;
      const toPersonId = personId ?? known?.id ?? null;
      if (toPersonId && !people.index.getPerson(toPersonId)) throw new Error(`no person ${toPersonId}`);
      const image = await hand.image(memoryId);
      if (!image) throw new Error(`memory ${memoryId} has no picture to draw a face on`);
      const { descriptor } = await (await hand.vision()).describeRegion(image, box);
      const record = handFaceRecord(memoryId, box, descriptor);
      await people.edit({ op: 'addFace', record, toPersonId, name: toPersonId ? null : (name ?? null) });
      const person = people.index.personOf(record.faceId);
      if (!person) throw new Error(`the face drawn on ${memoryId} joined no one`);
      return summaryOf(people, person);
    },
    reclusterFaces: async () => (await peopleService()).recluster(),
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
