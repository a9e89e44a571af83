import type { LibraryStatus } from '../../../shared/status';
import type { Library } from '../library/library';
import type { MemoryListing } from '../library/listing';
import type { PeopleIndex } from '../perception/people/people-index';
import { isHandFace } from '../perception/people/records';
import { applyCorrection } from '../store/corrections';
import type { EditJournal } from '../store/edit-journal';
import { toMemory } from '../store/memory-view';
import type { MemoryRow } from '../store/schema';
import type { Handlers } from './types';

export interface MemoryHandlerDeps {
  lib: Library;
  listing: MemoryListing;
  peopleIndex: () => Promise<PeopleIndex>;
  status: () => Promise<LibraryStatus>;
  /** Corrections go to the edit journal before the database, so a rebuilt one gets them back. */
  journal: EditJournal;
  /** The user changed what a memory says: events and knowledge follow. */
  changed: () => void;
}

/** Reading the library and correcting what a memory says. */
export function memoryHandlers({ lib, listing, peopleIndex, status, journal, changed }: MemoryHandlerDeps): Handlers<
  'status' | 'listMemories' | 'listMemorySummaries' | 'listDuplicates' | 'timeline' | 'getMemory' | 'correctMemory'
> {
  const memoryOf = async (row: MemoryRow) => {
    const people = await peopleIndex();
    const memory = toMemory(row, (faceId) => people.personOf(faceId));
    // Faces the user drew live in the people index only: a re-detection rewrites the row's list.
    for (const f of people.facesOf(row.id)) {
      if (isHandFace(f.faceId)) memory.faces.push({ faceId: f.faceId, box: f.box, personId: people.personOf(f.faceId), emotion: null });
    }
    return memory;
  };
  return {
    status: () => status(),
    listMemories: ({ offset, limit, ...query }) => listing.list(query, offset, limit),
    listMemorySummaries: ({ offset, limit, ...query }) => listing.summaries(query, offset, limit),
    listDuplicates: async ({ duplicateGroup }) => ({ memories: await listing.duplicates(duplicateGroup) }),
    timeline: (filters) => listing.timeline(filters),
    async getMemory({ id }) {
      const [row] = await lib.db.memoriesById([id]);
      return row ? memoryOf(row) : null;
    },
    async correctMemory({ id, field, value }) {
      if (!(await lib.writer.load(id))) throw new Error(`no memory ${id}`);
      await journal.append({ kind: 'correction', memoryId: id, field, value });
      let reread: string | null = null;
      const row = await lib.writer.update(id, (r) => (reread = applyCorrection(r, field, value).rereadFile));
      if (!row) throw new Error(`no memory ${id}`);
      if (reread) lib.ingest.enqueue(reread);
      await lib.writer.flush(); // a search right after must see it
      changed();
      return memoryOf(row);
    },
  };
}
