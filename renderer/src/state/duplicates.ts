import type { DuplicateGroup, HiddenMemory } from '../../../shared/duplicates';
import { describeError } from '../bridge-client';
import type { SliceCreator } from './store';

export interface DuplicatesState {
  groups: DuplicateGroup[] | null;
  hidden: HiddenMemory[] | null;
  loading: boolean;
  error: string | null;
  busy: boolean;
  actionError: string | null;
  /** The group on screen. */
  index: number;
  /** The member the user chose to keep, per group (absent: the suggestion). */
  chosen: Record<string, string>;
}

export interface DuplicatesSlice {
  duplicates: DuplicatesState;
  loadDuplicates(): Promise<void>;
  /** Show the group `step` away (wrapping at neither end). */
  stepGroup(step: 1 | -1): void;
  chooseKeep(groupId: string, memberId: string): void;
  /** Keep the chosen (else suggested) member of the group on screen and hide the others. */
  keepChosen(): Promise<boolean>;
  unhide(ids: string[]): Promise<boolean>;
  /** The desktop app only: the files of the not-kept members (or, for an exact group, the other copies) go to the OS trash. */
  trashOthers(group: DuplicateGroup): Promise<boolean>;
  dismissDuplicatesError(): void;
}

/** The files "keep this one" leaves: the other copies of an exact group, every file of the other shots. */
export function othersOf(group: DuplicateGroup, keep: string): Array<{ memoryId: string; path: string }> {
  if (group.kind === 'exact') return group.paths.filter((p) => p !== group.keepPath).map((path) => ({ memoryId: group.memberIds[0]!, path }));
  return group.members.filter((m) => m.id !== keep).flatMap((m) => m.paths.map((path) => ({ memoryId: m.id, path })));
}

export const duplicatesSlice: SliceCreator<DuplicatesSlice> = (api, set, get) => {
  const patch = (change: Partial<DuplicatesState>): void => set((s) => ({ duplicates: { ...s.duplicates, ...change } }));
  const fetchAll = async (): Promise<Pick<DuplicatesState, 'groups' | 'hidden'>> => {
    const [{ groups }, { memories }] = await Promise.all([api.duplicateReview({}), api.listHidden({})]);
    return { groups, hidden: memories };
  };
  const act = async (run: () => Promise<unknown>): Promise<boolean> => {
    patch({ busy: true, actionError: null });
    try {
      await run();
      const next = await fetchAll();
      const count = next.groups?.length ?? 0;
      patch({ ...next, index: Math.min(get().duplicates.index, Math.max(0, count - 1)) });
      return true;
    } catch (error) {
      patch({ actionError: describeError(error) });
      return false;
    } finally {
      patch({ busy: false });
    }
  };
  return {
    duplicates: { groups: null, hidden: null, loading: false, error: null, busy: false, actionError: null, index: 0, chosen: {} },
    async loadDuplicates() {
      patch({ loading: true, error: null });
      try {
        patch(await fetchAll());
      } catch (error) {
        patch({ error: describeError(error) });
      } finally {
        patch({ loading: false });
      }
    },
    stepGroup(step) {
      const { groups, index } = get().duplicates;
      if (!groups || groups.length === 0) return;
      patch({ index: Math.min(groups.length - 1, Math.max(0, index + step)) });
    },
    chooseKeep(groupId, memberId) {
      patch({ chosen: { ...get().duplicates.chosen, [groupId]: memberId } });
    },
    async keepChosen() {
      const { groups, index, chosen } = get().duplicates;
      const group = groups?.[index];
      if (!group || group.kind !== 'similar') return false;
      const keep = chosen[group.id] ?? group.suggested;
      const others = group.memberIds.filter((id) => id !== keep);
      return act(() => api.hideMemories({ ids: others, hidden: true }));
    },
    unhide: (ids) => act(() => api.hideMemories({ ids, hidden: false })),
    async trashOthers(group) {
      const desktop = window.mnemoDesktop;
      if (!desktop) return false;
      const keep = get().duplicates.chosen[group.id] ?? group.suggested;
      const files = othersOf(group, keep);
      return act(async () => {
        // Hidden first: what is left of a shot whose file is gone must not reappear anywhere.
        const ids = [...new Set(files.map((f) => f.memoryId))].filter((id) => group.kind === 'similar' && id !== keep);
        if (ids.length > 0) await api.hideMemories({ ids, hidden: true });
        await desktop.trashFiles(files);
      });
    },
    dismissDuplicatesError: () => patch({ actionError: null }),
  };
};
