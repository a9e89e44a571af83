import type { Reference } from '../../../shared/qa';
import { describeError } from '../bridge-client';
import type { SliceCreator } from './store';

/** Results follow typing, but not every keystroke: the engine searches several sources per query. */
export const SEARCH_DEBOUNCE_MS = 200;

export interface SearchState {
  /** The text the results below answer. */
  text: string;
  results: Reference[] | null;
  loading: boolean;
  error: string | null;
}

export interface SearchSlice {
  search: SearchState;
  /** Search for `text` after a short pause (immediately with `now`); empty text clears the results. */
  searchFor(text: string, options?: { now?: boolean }): void;
  cancelSearch(): void;
}

export const searchSlice: SliceCreator<SearchSlice> = (api, set) => {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let latest = 0;
  const patch = (change: Partial<SearchState>): void => set((s) => ({ search: { ...s.search, ...change } }));

  const run = async (text: string, ticket: number): Promise<void> => {
    patch({ loading: true, error: null });
    try {
      const { results } = await api.search({ text, limit: 100 });
      if (ticket === latest) patch({ text, results, loading: false });
    } catch (error) {
      if (ticket === latest) patch({ text, results: null, loading: false, error: describeError(error) });
    }
  };

  return {
    search: { text: '', results: null, loading: false, error: null },

    searchFor(raw, options) {
      if (timer) clearTimeout(timer);
      timer = null;
      const text = raw.trim();
      const ticket = ++latest;
      if (!text) {
        patch({ text: '', results: null, loading: false, error: null });
        return;
      }
      if (options?.now) void run(text, ticket);
      else {
        patch({ loading: true });
        timer = setTimeout(() => {
          timer = null;
          void run(text, ticket);
        }, SEARCH_DEBOUNCE_MS);
      }
    },

    cancelSearch() {
      if (timer) clearTimeout(timer);
      timer = null;
      latest += 1;
    },
  };
};
