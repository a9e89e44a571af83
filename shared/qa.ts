import { z } from 'zod';

/** What the question was understood to ask: shown as "searched: …" chips and returned with answers. */
export const QueryAnalysis = z.object({
  question: z.string(),
  /** The question rewritten as a statement to match memories against (OmniQuery). */
  declarative: z.string(),
  /**
   * A time the question names ("in April", "last week"): local wall clock. Strict unless vague ("a few
   * weeks ago", "around May", "last summer"): a soft window ranks what is inside it first and what is
   * further away lower, without leaving it out. `text` says what was searched: for a bare month,
   * season or weekday whose latest occurrence held no photos, which one was taken instead ("March 2023
   * (the latest March with photos)").
   */
  time: z
    .object({
      from: z.string(),
      to: z.string(),
      text: z.string(),
      strict: z.boolean(),
      /** A period that comes back ("March", "winter", "Saturday"): every year or week. */
      recurs: z.object({ every: z.enum(['year', 'week']), label: z.string() }).optional(),
    })
    .nullable(),
  /** "last time", "most recent", "latest": newest first, one answer. */
  recency: z.boolean(),
  /** "the first time", "when did I first", "earliest": oldest first. */
  earliest: z.boolean().optional(),
  places: z.array(
    z.object({
      label: z.string(),
      lat: z.number(),
      lon: z.number(),
      radiusKm: z.number(),
      /**
       * A journey's end ("fly to Honolulu", "the train from Seattle"): matched in what the memory
       * says (a ticket's "Seattle to Honolulu"), not where it was taken — tickets are photographed
       * before leaving.
       */
      route: z.enum(['origin', 'destination']).optional(),
    }),
  ),
  people: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Events the question refers to ("during CHI 2024", "my second trip to Hawaii"). */
  events: z.array(z.object({ id: z.string(), name: z.string(), start: z.string(), end: z.string() })),
  /** Words that carry the content (activities, objects, names), for text matching. */
  terms: z.array(z.string()),
  aggregation: z.enum(['count', 'duration', 'frequency']).nullable(),
  /** Related contexts the LLM inferred (e.g. "social events" → party, dinner, drinks). */
  related: z.array(z.string()),
  usedLLM: z.boolean(),
});
export type QueryAnalysis = z.infer<typeof QueryAnalysis>;

export const Reference = z.object({
  id: z.string(),
  path: z.string(),
  takenAt: z.string().nullable(),
  /** Wall clock where it was taken (YYYY-MM-DDTHH:MM:SS): what the UI shows, whatever the viewer's zone. */
  takenAtLocal: z.string().nullable(),
  place: z.string().nullable(),
  score: z.number(),
  /** Why it was picked: the matching text line, the event, the place. */
  why: z.string(),
  thumbnail: z.string().nullable(),
});
export type Reference = z.infer<typeof Reference>;

export const AskResult = z.object({
  answer: z.string(),
  explanation: z.string().nullable(),
  references: z.array(Reference),
  analysis: QueryAnalysis,
  usedLLM: z.boolean(),
  /** Why the local model's answer was not used (unreachable, timed out, malformed JSON), when it was asked. */
  llmError: z.string().nullable(),
  /** Computed, not guessed: a count of distinct days/sessions, a duration, a rate. */
  facts: z.array(z.string()),
  conversationId: z.string(),
  ms: z.number(),
});
export type AskResult = z.infer<typeof AskResult>;

export const AskInput = z.object({
  question: z.string().trim().min(1),
  /** Reference time for relative dates, ISO; default now. */
  now: z.string().datetime({ offset: true }).optional(),
  noLlm: z.boolean().default(false),
  /** Follow-up questions pass the id of the conversation they continue. */
  conversationId: z.string().optional(),
  limit: z.number().int().min(1).max(200).optional(),
  /** Switch retrieval signals off (the eval harness's ablations). */
  ablate: z.object({ time: z.boolean(), place: z.boolean(), events: z.boolean() }).partial().optional(),
});
