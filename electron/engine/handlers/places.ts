import type { EventsService } from '../augment/events/events';
import { toEventSummary } from '../augment/events/summary';
import type { MemoryListing } from '../library/listing';
import { onThisDay } from '../library/on-this-day';
import { placesOf } from '../library/places';
import type { Database } from '../store/database';
import type { Handlers } from './types';

export interface PlaceHandlerDeps {
  db: Database;
  listing: MemoryListing;
  events: EventsService;
}

/** Where the photos were taken (the map), and what happened on this day in earlier years. */
export function placeHandlers({ db, listing, events }: PlaceHandlerDeps): Handlers<'places' | 'onThisDay'> {
  return {
    places: async () => ({ places: await placesOf(db) }),
    onThisDay: async ({ today, perYear }) => ({
      years: await onThisDay(listing, async () => (await events.list()).map(toEventSummary), today, perYear),
    }),
  };
}
