import type { EventSummary } from '../../../shared/events';
import type { SliceCreator } from './store';
import { emptyResource, resourceOps, type Resource } from './resource';

export interface EventsSlice {
  events: Resource<EventSummary>;
  loadEvents(): Promise<void>;
  renameEvent(id: string, name: string): Promise<boolean>;
  setEventDates(id: string, start: string, end: string): Promise<boolean>;
  addEventMembers(id: string, memoryIds: string[]): Promise<boolean>;
  removeEventMembers(id: string, memoryIds: string[]): Promise<boolean>;
  /** Merges `fromId` into `intoId`; `fromId` is gone afterwards. */
  mergeEvents(intoId: string, fromId: string): Promise<boolean>;
  /** Splits at a local time; returns the ids of the two parts. */
  splitEvent(id: string, at: string): Promise<string[] | null>;
  deleteEvent(id: string): Promise<boolean>;
  createEvent(input: { name: string; start: string; end: string; memoryIds?: string[] }): Promise<EventSummary | null>;
  dismissEventsError(): void;
}

/** Newest first, as the timeline. */
const byStart = (a: EventSummary, b: EventSummary): number => b.start.localeCompare(a.start);

export const eventsSlice: SliceCreator<EventsSlice> = (api, set, get) => {
  const ops = resourceOps<EventSummary>(
    (change) => set((s) => ({ events: { ...s.events, ...change } })),
    () => get().events,
  );
  const same = (a: EventSummary, b: EventSummary): boolean => a.id === b.id;
  /** One event changed: show it, keep the order. */
  const update = async (run: () => Promise<EventSummary>): Promise<boolean> => {
    const event = await ops.act(run);
    if (!event) return false;
    ops.upsert(event, same);
    set((s) => ({ events: { ...s.events, list: [...(s.events.list ?? [])].sort(byStart) } }));
    return true;
  };
  const reload = async (): Promise<void> => {
    const { events } = await api.listEvents({});
    set((s) => ({ events: { ...s.events, list: [...events].sort(byStart) } }));
  };

  return {
    events: emptyResource(),
    loadEvents: () => ops.load(async () => [...(await api.listEvents({})).events].sort(byStart)),
    renameEvent: (id, name) => update(() => api.renameEvent({ id, name })),
    setEventDates: (id, start, end) => update(() => api.setEventDates({ id, start, end })),
    addEventMembers: (id, memoryIds) => update(() => api.addEventMembers({ id, memoryIds })),
    removeEventMembers: (id, memoryIds) => update(() => api.removeEventMembers({ id, memoryIds })),
    async mergeEvents(intoId, fromId) {
      return (await ops.act(async () => {
        await api.mergeEvents({ intoId, fromId });
        await reload();
        return true;
      })) === true;
    },
    async splitEvent(id, at) {
      return ops.act(async () => {
        const { events } = await api.splitEvent({ id, at });
        await reload();
        return events.map((e) => e.id);
      });
    },
    async deleteEvent(id) {
      const done = await ops.act(() => api.deleteEvent({ id }));
      if (!done) return false;
      set((s) => ({ events: { ...s.events, list: (s.events.list ?? []).filter((e) => e.id !== id) } }));
      return true;
    },
    async createEvent(input) {
      const event = await ops.act(() => api.createEvent(input));
      if (event) {
        ops.upsert(event, same);
        set((s) => ({ events: { ...s.events, list: [...(s.events.list ?? [])].sort(byStart) } }));
      }
      return event;
    },
    dismissEventsError: ops.dismiss,
  };
};
