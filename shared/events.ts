import { z } from 'zod';

/** A composite context: a trip, an outing, a conference, a birthday. Times are local wall clock. */
export const EventSummary = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.string(),
  /** Local wall clock, YYYY-MM-DDTHH:MM:SS. */
  start: z.string(),
  end: z.string(),
  place: z.string().nullable(),
  memberCount: z.number().int(),
  memberIds: z.array(z.string()),
  origin: z.enum(['inferred', 'mention', 'llm', 'user']),
  /** Fields the user set; recomputation leaves them alone. */
  locked: z.array(z.string()),
});
export type EventSummary = z.infer<typeof EventSummary>;

/** Local wall clock as YYYY-MM-DDTHH:MM:SS (or a date, meaning its start). */
export const LocalTime = z.string().regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?)?$/, 'a local time like 2024-05-11 or 2024-05-11T15:00:00');
