import type { DuplicateReview } from '../library/duplicate-review';
import type { Library } from '../library/library';
import { applyCorrection } from '../store/corrections';
import type { EditJournal } from '../store/edit-journal';
import type { Handlers } from './types';

export interface DuplicateHandlerDeps {
  lib: Library;
  review: DuplicateReview;
  /** Hiding is a user edit: journaled before the database, so a rebuilt one hides the same memories. */
  journal: EditJournal;
  /** Hidden memories leave events and knowledge: they follow. */
  changed: () => void;
}

/** Duplicate review, and hiding the shots the user did not keep. */
export function duplicateHandlers({ lib, review, journal, changed }: DuplicateHandlerDeps): Handlers<'duplicateReview' | 'hideMemories' | 'listHidden'> {
  return {
    duplicateReview: async () => ({ groups: await review.groups() }),
    listHidden: async () => ({ memories: await review.hidden() }),
    async hideMemories({ ids, hidden }) {
      const value = hidden ? 'yes' : null;
      let count = 0;
      for (const id of new Set(ids)) {
        if (!(await lib.writer.load(id))) throw new Error(`no memory ${id}`);
        await journal.append({ kind: 'correction', memoryId: id, field: 'hidden', value });
        if (await lib.writer.update(id, (row) => void applyCorrection(row, 'hidden', value))) count++;
      }
      await lib.writer.flush(); // the timeline reloaded right after must not show them
      changed();
      return { changed: count };
    },
  };
}
