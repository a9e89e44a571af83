import { describeError } from '../bridge-client';

/** A list the engine owns (events, knowledge, people): its loading and error states and the last action's failure. */
export interface Resource<T> {
  list: T[] | null;
  loading: boolean;
  error: string | null;
  busy: boolean;
  actionError: string | null;
}

export const emptyResource = <T>(): Resource<T> => ({ list: null, loading: false, error: null, busy: false, actionError: null });

export function resourceOps<T>(patch: (change: Partial<Resource<T>>) => void, current: () => Resource<T>) {
  return {
    async load(fetch: () => Promise<T[]>): Promise<void> {
      patch({ loading: true, error: null });
      try {
        patch({ list: await fetch() });
      } catch (error) {
        patch({ error: describeError(error) });
      } finally {
        patch({ loading: false });
      }
    },
    /** Runs an action; its result, or null when it failed (the reason goes to actionError). */
    async act<R>(run: () => Promise<R>): Promise<R | null> {
      patch({ busy: true, actionError: null });
      try {
        return await run();
      } catch (error) {
        patch({ actionError: describeError(error) });
        return null;
      } finally {
        patch({ busy: false });
      }
    },
    /** Put an updated item in place (or first, when new). */
    upsert(item: T, same: (a: T, b: T) => boolean): void {
      const list = current().list ?? [];
      const i = list.findIndex((x) => same(x, item));
      patch({ list: i === -1 ? [item, ...list] : list.map((x, j) => (j === i ? item : x)) });
    },
    dismiss: () => patch({ actionError: null }),
  };
}
