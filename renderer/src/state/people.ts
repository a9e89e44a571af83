import type { PersonSummary } from '../../../shared/people';
import type { SliceCreator } from './store';
import { emptyResource, resourceOps, type Resource } from './resource';

export interface PeopleSlice {
  people: Resource<PersonSummary> & { includeHidden: boolean };
  loadPeople(): Promise<void>;
  showHiddenPeople(show: boolean): Promise<void>;
  namePerson(id: string, name: string): Promise<boolean>;
  /** Merges `fromId` into `intoId`; `fromId` is gone afterwards. */
  mergePeople(intoId: string, fromId: string): Promise<boolean>;
  moveFace(faceId: string, toPersonId: string): Promise<boolean>;
  rejectFace(faceId: string, personId: string): Promise<boolean>;
  hidePerson(id: string, hidden: boolean): Promise<boolean>;
  /** A face the user drew on a memory, given to a person or to someone new; the open detail shows it. */
  addFace(memoryId: string, box: { x: number; y: number; w: number; h: number }, to: { personId: string } | { name: string }): Promise<boolean>;
  /** Unassigned faces offered to the clusterer again; how many found someone. */
  reclusterFaces(): Promise<number | null>;
  dismissPeopleError(): void;
}

export const peopleSlice: SliceCreator<PeopleSlice> = (api, set, get) => {
  const ops = resourceOps<PersonSummary>(
    (change) => set((s) => ({ people: { ...s.people, ...change } })),
    () => get().people,
  );
  const fetch = async (): Promise<PersonSummary[]> => (await api.listPeople({ includeHidden: get().people.includeHidden })).people;
  /** Face moves and merges change two people at once: read the list again. */
  const andReload = async (run: () => Promise<unknown>): Promise<boolean> =>
    (await ops.act(async () => {
      await run();
      const list = await fetch();
      set((s) => ({ people: { ...s.people, list } }));
      return true;
    })) === true;

  return {
    people: { ...emptyResource<PersonSummary>(), includeHidden: false },
    loadPeople: () => ops.load(fetch),
    async showHiddenPeople(show) {
      set((s) => ({ people: { ...s.people, includeHidden: show } }));
      await ops.load(fetch);
    },
    async namePerson(id, name) {
      const person = await ops.act(() => api.namePerson({ id, name }));
      if (person) ops.upsert(person, (a, b) => a.id === b.id);
      return person !== null;
    },
    mergePeople: (intoId, fromId) => andReload(() => api.mergePeople({ intoId, fromId })),
    moveFace: (faceId, toPersonId) => andReload(() => api.moveFace({ faceId, toPersonId })),
    rejectFace: (faceId, personId) => andReload(() => api.rejectFace({ faceId, personId })),
    hidePerson: (id, hidden) => andReload(() => api.hidePerson({ id, hidden })),
    async addFace(memoryId, box, to) {
      const ok = await andReload(() => api.addFace({ memoryId, box, ...to }));
      if (ok && get().route.memory === memoryId) await get().loadDetail(memoryId);
      return ok;
    },
    async reclusterFaces() {
      let assigned: number | null = null;
      await andReload(async () => (assigned = (await api.reclusterFaces({})).assigned));
      return assigned;
    },
    dismissPeopleError: ops.dismiss,
  };
};
