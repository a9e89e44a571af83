import type { EventsService } from '../augment/events/events';
import { parseLocal, toEventSummary } from '../augment/events/summary';
import type { Handlers } from './types';

/** Life events: listed, and edited by hand (every edit is kept over later recomputation). */
export function eventHandlers(events: EventsService): Handlers<
  'listEvents' | 'renameEvent' | 'setEventDates' | 'addEventMembers' | 'removeEventMembers' | 'mergeEvents' | 'splitEvent' | 'deleteEvent' | 'createEvent'
> {
  return {
    async listEvents() {
      return { events: (await events.list()).map(toEventSummary) };
    },
    renameEvent: async ({ id, name }) => toEventSummary(await events.rename(id, name)),
    setEventDates: async ({ id, start, end }) => toEventSummary(await events.setDates(id, parseLocal(start), parseLocal(end, true))),
    addEventMembers: async ({ id, memoryIds }) => toEventSummary(await events.addMembers(id, memoryIds)),
    removeEventMembers: async ({ id, memoryIds }) => toEventSummary(await events.removeMembers(id, memoryIds)),
    mergeEvents: async ({ intoId, fromId }) => toEventSummary(await events.merge(intoId, fromId)),
    async splitEvent({ id, at }) {
      const times = new Map((await events.timeline()).map((i) => [i.id, i.local]));
      return { events: (await events.split(id, parseLocal(at), times)).map(toEventSummary) };
    },
    async deleteEvent({ id }) {
      await events.reject(id);
      return { deleted: true as const };
    },
    createEvent: async ({ name, start, end, memoryIds }) =>
      toEventSummary(await events.create({ name, start: parseLocal(start), end: parseLocal(end, true), ...(memoryIds ? { memoryIds } : {}) })),
  };
}
