import { z } from 'zod';

/**
 * The kind of answer a question expects (qa/answer-type.ts): a name, a number or amount, a count, a date
 * or time, a duration, an identifier written on a document (seat, password, confirmation), a list,
 * yes/no, or none (show me…, what did I do…). `subject` is the noun asked about ("hotel", "seat").
 */
export const AnswerType = z.object({
  kind: z.enum(['name', 'number', 'count', 'date', 'duration', 'identifier', 'list', 'yesno', 'none']),
  subject: z.string().nullable(),
});
export type AnswerType = z.infer<typeof AnswerType>;

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
      recurs: z
        .object({
          every: z.enum(['year', 'week']),
          label: z.string(),
          /** A holiday, by the calendar that dates it (a country, maybe its state) and the words that named it. */
          holiday: z.object({ country: z.string(), state: z.string().optional(), phrase: z.string(), pad: z.number().optional() }).optional(),
        })
        .optional(),
    })
    .nullable(),
  /**
   * A period bounded by an occasion rather than a date ("since we moved", "before the baby was born"):
   * the direction and the words that say it. The service dates it from the library (a removals quote's
   * moving day, a hospital bracelet) and sets `time`; `found` is false when nothing documents it.
   */
  anchor: z
    .object({
      direction: z.enum(['since', 'after', 'before', 'until']),
      clause: z.string(),
      found: z.boolean().optional(),
    })
    .optional(),
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
       * A region or country named ("Ireland"): a memory placed in a town is inside when the town's
       * region or country is this one, not when it is within the radius (Ireland's 359 km around Dublin
       * take in Birmingham); the radius serves memories whose place has no such name.
       */
      within: z.enum(['region', 'country']).optional(),
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
  /** The kind of answer the question expects, from its grammar (qa/answer-type.ts). */
  answerType: AnswerType,
  /** Related contexts the LLM inferred (e.g. "social events" → party, dinner, drinks). */
  related: z.array(z.string()),
  usedLLM: z.boolean(),
  /**
   * The country most of the library's geotagged photos are taken in: how a document with no place of
   * its own (a screenshot) prints its numeric dates (qa/date-order.ts).
   */
  home: z.string().optional(),
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

/** The value read out of the evidence for the answer type, and the memory and line it came from. */
export const ExtractedAnswer = z.object({
  value: z.string(),
  memoryId: z.string(),
  line: z.string(),
});
export type ExtractedAnswer = z.infer<typeof ExtractedAnswer>;

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
  /** What extraction read for the answer type, when it found one (the answer without an LLM begins with it). */
  extracted: ExtractedAnswer.nullable(),
  conversationId: z.string(),
  ms: z.number(),
});
export type AskResult = z.infer<typeof AskResult>;

export const AskInput = z.object({
  /** An empty question gets an answer that says what to ask; a very long one is read in part. */
  question: z.string().trim().max(20_000),
  /** Reference time for relative dates, ISO; default now. */
  now: z.string().datetime({ offset: true }).optional(),
  noLlm: z.boolean().default(false),
  /** Follow-up questions pass the id of the conversation they continue. */
  conversationId: z.string().optional(),
  limit: z.number().int().min(1).max(200).optional(),
  /**
   * Switch retrieval signals off (the eval harness's ablations). `lexicon` turns off every WordNet
   * source of related words; `synonyms` … `glosses` one each; `documentKinds` the photo-domain table;
   * `abroad` the words documents abroad print for the question's (translations, the ticket table).
   */
  ablate: z
    .object({
      time: z.boolean(),
      place: z.boolean(),
      events: z.boolean(),
      lexicon: z.boolean(),
      synonyms: z.boolean(),
      hypernyms: z.boolean(),
      hyponyms: z.boolean(),
      derivations: z.boolean(),
      glosses: z.boolean(),
      documentKinds: z.boolean(),
      abroad: z.boolean(),
    })
    .partial()
    .optional(),
});
