import type { ApiInput } from '../../../shared/contract';
import type { Memory, MemorySummary } from '../../../shared/memory';
import { describeError } from '../bridge-client';
import type { GetState, SliceCreator } from './store';
import { filtersActive } from './timeline-layout';

export type CorrectableField = ApiInput<'correctMemory'>['field'];

export interface DetailState {
  memory: Memory | null;
  loading: boolean;
  error: string | null;
  /** The field being saved, and why the last save failed. */
  saving: CorrectableField | null;
  saveError: string | null;
  /** The open memory's duplicate group, itself included (null while loading or when it has none). */
  duplicates: MemorySummary[] | null;
}

export interface DetailSlice {
  detail: DetailState;
  /** Ids the ←/→ keys step through, set by whoever opened the detail (timeline, search, chat, event). */
  sequence: string[];
  openMemory(id: string, sequence?: string[]): void;
  closeMemory(): void;
  loadDetail(id: string): Promise<void>;
  /** The memory before or after the open one in its sequence, if any. */
  neighbour(step: 1 | -1): string | null;
  stepMemory(step: 1 | -1): void;
  correctMemory(field: CorrectableField, value: string | null): Promise<boolean>;
}

export const detailSlice: SliceCreator<DetailSlice> = (api, set, get) => {
  let requested: string | null = null;
  let requestedGroup: string | null = null;
  const patch = (change: Partial<DetailState>): void => set((s) => ({ detail: { ...s.detail, ...change } }));

  /** The group's members, whatever days or filters the timeline has loaded; a failure just leaves them out. */
  const loadDuplicates = async (group: string | null): Promise<void> => {
    if (group === requestedGroup && get().detail.duplicates) return;
    requestedGroup = group;
    patch({ duplicates: null });
    if (!group) return;
    try {
      const { memories } = await api.listDuplicates({ duplicateGroup: group });
      if (requestedGroup === group) patch({ duplicates: memories });
    } catch {
      // The section says the others are in the timeline instead.
    }
  };

  return {
    detail: { memory: null, loading: false, error: null, saving: null, saveError: null, duplicates: null },
    sequence: [],

    openMemory(id, sequence) {
      set({ sequence: sequence ?? [] });
      // Stepping through memories replaces the entry, so Back closes the detail instead of stepping back.
      get().patchRoute({ memory: id }, { replace: get().route.memory !== null });
    },

    closeMemory: () => get().patchRoute({ memory: null }),

    async loadDetail(id) {
      requested = id;
      patch({ loading: true, error: null, saveError: null });
      try {
        const memory = await api.getMemory({ id });
        if (requested !== id) return;
        patch(memory ? { memory, loading: false } : { memory: null, loading: false, error: 'This memory is no longer in the library.' });
        void loadDuplicates(memory?.duplicateGroup ?? null);
      } catch (error) {
        if (requested === id) patch({ loading: false, error: describeError(error) });
      }
    },

    neighbour(step) {
      const id = get().route.memory;
      if (!id) return null;
      let ids = get().sequence;
      if (!ids.includes(id)) ids = timelineOrder(get);
      const i = ids.indexOf(id);
      return i === -1 ? null : (ids[i + step] ?? null);
    },

    stepMemory(step) {
      const next = get().neighbour(step);
      if (next) get().patchRoute({ memory: next }, { replace: true });
    },

    async correctMemory(field, value) {
      const memory = get().detail.memory;
      if (!memory) return false;
      patch({ saving: field, saveError: null });
      try {
        const updated = await api.correctMemory({ id: memory.id, field, value });
        if (get().detail.memory?.id === updated.id) patch({ memory: updated });
        get().replaceMemory(updated);
        // A new time moves the memory to another day; a new place or text may take it in or out of the filters.
        if (get().timeline.days && (field === 'takenAtLocal' || filtersActive(get().timeline.filters))) void get().loadTimeline();
        return true;
      } catch (error) {
        patch({ saveError: describeError(error) });
        return false;
      } finally {
        patch({ saving: null });
      }
    },
  };
};

let orderCache: { days: unknown; byDay: unknown; ids: string[] } | null = null;

/** The timeline's loaded memories in the order shown, for a detail opened from a link or a reload. */
function timelineOrder(get: GetState): string[] {
  const { days, byDay } = get().timeline;
  if (orderCache?.days === days && orderCache.byDay === byDay) return orderCache.ids;
  const ids = (days ?? []).flatMap((d) => (byDay[d.day] ?? []).map((memory) => memory.id));
  orderCache = { days, byDay, ids };
  return ids;
}
