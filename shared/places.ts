import { z } from 'zod';
import { EventSummary } from './events';
import { MemorySummary } from './memory';

/**
 * A town the user took photos in, from the photos' GPS and the offline gazetteer: `name` is the
 * place label the timeline shows ("Rome, Lazio, Italy"), `lat`/`lon` the town's point. Photos with
 * GPS but no town within reach (at sea, in wilderness) form a place per one-degree cell, named by
 * its coordinates and placed at their mean. `memoryIds` newest first.
 */
export const PlaceCluster = z.object({
  name: z.string(),
  lat: z.number(),
  lon: z.number(),
  count: z.number().int().min(1),
  memoryIds: z.array(z.string()),
});
export type PlaceCluster = z.infer<typeof PlaceCluster>;

export const PlacesResult = z.object({ places: z.array(PlaceCluster) });
export type PlacesResult = z.infer<typeof PlacesResult>;

/**
 * One earlier year's memories from today's month and day: the first few as the grid shows them
 * (one per duplicate group), `total` of them in all, and the events they belong to.
 */
export const OnThisDayYear = z.object({
  year: z.number().int(),
  /** The local day these memories are from (YYYY-MM-DD): the timeline can jump to it. */
  day: z.string(),
  memories: z.array(MemorySummary),
  total: z.number().int(),
  events: z.array(EventSummary),
});
export type OnThisDayYear = z.infer<typeof OnThisDayYear>;

/** Newest year first; empty when no earlier year has memories from this day. */
export const OnThisDayResult = z.object({ years: z.array(OnThisDayYear) });
export type OnThisDayResult = z.infer<typeof OnThisDayResult>;
