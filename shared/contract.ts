import { z } from 'zod';
import { DuplicateGroup, HiddenMemory } from './duplicates';
import { EventSummary, LocalTime } from './events';
import { KnowledgeItem } from './knowledge';
import { LlmStatus, PullProgress } from './llm';
import { Memory, MemoryFilters, MemorySummary } from './memory';
import { FaceBox, PersonSummary } from './people';
import { OnThisDayResult, PlacesResult } from './places';
import { AskInput, AskResult, Reference } from './qa';
import { LlmSettingsInput, PerceptionSettingsInput, Settings } from './settings';
import { LibraryStatus } from './status';

/**
 * The one API contract between the engine and every front end (Electron IPC, preload, the serve
 * bridge, the renderer client). Each call is declared once here with its input and output schema;
 * the transports are derived from this table, so a new call is one entry plus one engine method.
 */
const call = <I extends z.ZodType, O extends z.ZodType>(input: I, output: O) => ({ input, output });


const RootInput = z.object({ path: z.string().min(1) });

/** What a datetime-local input gives (seconds optional). */
const LocalDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

const LocalDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a local day like 2024-05-11');

/** A page of memories, newest first: a span of local days (inclusive) or the undated ones, filtered. */
const MemoryListing = MemoryFilters.extend({
  offset: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(5000).default(500),
  from: LocalDay.optional(),
  to: LocalDay.optional(),
  /** Only memories without a local time: the timeline's `unknown` day. */
  undated: z.boolean().optional(),
}).refine((input) => !(input.undated && (input.from || input.to)), { message: 'undated memories have no day: from/to do not apply to them' });


export const ModelInfo = z.object({
  id: z.string(),
  task: z.string(),
  name: z.string(),
  present: z.boolean(),
  verified: z.boolean(),
  bytes: z.number(),
  size: z.number(),
  downloading: z.object({ bytes: z.number(), total: z.number().nullable() }).nullable(),
  lastError: z.string().nullable(),
  /** The stage that uses it is set to this model. */
  inUse: z.boolean(),
});
export type ModelInfo = z.infer<typeof ModelInfo>;

export const apiCalls = {
  status: call(z.object({}), LibraryStatus),
  /** The user is scrolling or clicking: indexing is turned down for a moment so the window stays smooth. */
  noteInteraction: call(z.object({}), z.object({ ok: z.literal(true) })),
  /** Memories newest first (by their local time, the user's if corrected), all their fields. */
  listMemories: call(MemoryListing, z.object({ memories: z.array(Memory), total: z.number().int() })),
  /**
   * The same listing as the grid shows it: summaries only, and one per duplicate group and day, with
   * its count. `total` counts the summaries.
   */
  listMemorySummaries: call(MemoryListing, z.object({ memories: z.array(MemorySummary), total: z.number().int() })),
  /** Every memory of a duplicate group, newest first. */
  listDuplicates: call(z.object({ duplicateGroup: z.string().min(1) }), z.object({ memories: z.array(MemorySummary) })),
  getMemory: call(z.object({ id: z.string().min(1) }), Memory.nullable()),
  /** Duplicate review: exact copies and similar shots, each with the member to keep and why. */
  duplicateReview: call(z.object({}), z.object({ groups: z.array(DuplicateGroup) })),
  /**
   * Hide memories (a duplicate not kept) or unhide them: hidden ones leave the timeline, search and
   * answers, their files stay. A user edit, journaled like corrections.
   */
  hideMemories: call(z.object({ ids: z.array(z.string().min(1)).min(1), hidden: z.boolean() }), z.object({ changed: z.number().int() })),
  /** What the user hid, to unhide. */
  listHidden: call(z.object({}), z.object({ memories: z.array(HiddenMemory) })),
  /** Save the user's correction of an annotation (null clears it): it wins over the models and survives re-runs. */
  correctMemory: call(
    z.object({
      id: z.string().min(1),
      field: z.enum(['caption', 'description', 'ocrText', 'transcript', 'place', 'takenAtLocal', 'note']),
      value: z.string().nullable(),
    }).refine((input) => input.field !== 'takenAtLocal' || input.value === null || LocalDateTime.test(input.value), {
      message: 'a time is a local wall clock like 2024-05-11T15:00 or 2024-05-11T15:00:00',
    }),
    Memory,
  ),
  /**
   * Days with memories matching the filters, newest first, for the timeline's scrubber and grouping.
   * `day` is the local day (the user's time if corrected), or `unknown` for memories without a time
   * (listed with `undated: true`). `count`: memories; `shown`: what the grid shows of them (one per
   * duplicate group), so its rows are right before the day is loaded.
   */
  timeline: call(
    MemoryFilters,
    z.object({ days: z.array(z.object({ day: z.string(), count: z.number().int(), shown: z.number().int() })), total: z.number().int() }),
  ),
  search: call(
    z.object({ text: z.string(), now: z.string().datetime({ offset: true }).optional(), limit: z.number().int().min(1).max(500).default(50) }),
    z.object({ results: z.array(Reference) }),
  ),
  /** Answer a question from the library; with an LLM the answer also streams as `answerDelta` notifications. */
  ask: call(AskInput, AskResult),
  /** The user marks a reference as wrong for a question: excluded there, down-weighted for similar ones. */
  markReference: call(z.object({ question: z.string().min(1), memoryId: z.string().min(1), wrong: z.boolean() }), z.object({ ok: z.literal(true) })),
  getSettings: call(z.object({}), Settings),
  addRoot: call(RootInput, Settings),
  removeRoot: call(RootInput, Settings),
  setExclusions: call(z.object({ folders: z.array(z.string()), patterns: z.array(z.string()) }), Settings),
  pauseRoot: call(z.object({ path: z.string().min(1), paused: z.boolean() }), Settings),
  pauseAll: call(z.object({ paused: z.boolean() }), Settings),
  retryErrors: call(z.object({}), z.object({ retried: z.number().int() })),
  /**
   * Set the library's database aside (`db.lancedb.damaged-<time>`, never deleted), start a fresh
   * one, replay the user's edits from the edit journal and index the folders again. What a damaged
   * database (status `damaged`) needs; resolves once the fresh database is open and the scan started.
   */
  rebuildLibrary: call(z.object({}), z.object({ movedTo: z.string().nullable() })),

  listEvents: call(z.object({}), z.object({ events: z.array(EventSummary) })),
  renameEvent: call(z.object({ id: z.string().min(1), name: z.string().trim().min(1) }), EventSummary),
  setEventDates: call(z.object({ id: z.string().min(1), start: LocalTime, end: LocalTime }), EventSummary),
  addEventMembers: call(z.object({ id: z.string().min(1), memoryIds: z.array(z.string().min(1)).min(1) }), EventSummary),
  removeEventMembers: call(z.object({ id: z.string().min(1), memoryIds: z.array(z.string().min(1)).min(1) }), EventSummary),
  mergeEvents: call(z.object({ intoId: z.string().min(1), fromId: z.string().min(1) }), EventSummary),
  splitEvent: call(z.object({ id: z.string().min(1), at: LocalTime }), z.object({ events: z.array(EventSummary) })),
  deleteEvent: call(z.object({ id: z.string().min(1) }), z.object({ deleted: z.literal(true) })),
  createEvent: call(
    z.object({ name: z.string().trim().min(1), start: LocalTime, end: LocalTime, memoryIds: z.array(z.string()).optional() }),
    EventSummary,
  ),

  listKnowledge: call(z.object({}), z.object({ knowledge: z.array(KnowledgeItem) })),
  confirmKnowledge: call(z.object({ id: z.string().min(1) }), KnowledgeItem),
  rejectKnowledge: call(z.object({ id: z.string().min(1) }), KnowledgeItem),
  editKnowledge: call(z.object({ id: z.string().min(1), statement: z.string().trim().min(1) }), KnowledgeItem),
  addKnowledge: call(z.object({ statement: z.string().trim().min(1), evidenceIds: z.array(z.string()).default([]) }), KnowledgeItem),

  listModels: call(z.object({}), z.object({ models: z.array(ModelInfo) })),
  setPerceptionSettings: call(PerceptionSettingsInput, Settings),
  /** Starts a download; progress arrives as `pullProgress` notifications; resolves when it ends. */
  pullModel: call(z.object({ id: z.string().min(1) }), z.object({ pulled: z.string() })),

  listPeople: call(z.object({ includeHidden: z.boolean().default(false) }), z.object({ people: z.array(PersonSummary) })),
  namePerson: call(z.object({ id: z.string().min(1), name: z.string().trim().min(1) }), PersonSummary),
  mergePeople: call(z.object({ intoId: z.string().min(1), fromId: z.string().min(1) }), PersonSummary),
  moveFace: call(z.object({ faceId: z.string().min(1), toPersonId: z.string().min(1) }), PersonSummary),
  /** The face is not this person: it never returns there. */
  rejectFace: call(z.object({ faceId: z.string().min(1), personId: z.string().min(1) }), z.object({ rejected: z.literal(true) })),
  hidePerson: call(z.object({ id: z.string().min(1), hidden: z.boolean() }), PersonSummary),
  /**
   * A face the detector missed, drawn by the user (box relative to the photo as shown) and given to
   * a person (`personId`) or to a new one (`name`): its descriptor joins that person. Journaled.
   */
  addFace: call(
    z.object({ memoryId: z.string().min(1), box: FaceBox, personId: z.string().min(1).optional(), name: z.string().trim().min(1).optional() })
      .refine((input) => Boolean(input.personId) !== Boolean(input.name), { message: 'give either personId or name' }),
    PersonSummary,
  ),
  /** Offer every face that belongs to no one to the clusterer again (the user's edits stay as they are). */
  reclusterFaces: call(z.object({}), z.object({ assigned: z.number().int(), unassigned: z.number().int() })),

  /** Towns with photos (from their GPS and the offline gazetteer), most photos first. */
  places: call(z.object({}), PlacesResult),
  /** Memories from `today`'s month and day in earlier years, with their events: the timeline's opening strip. */
  onThisDay: call(z.object({ today: LocalDay, perYear: z.number().int().min(1).max(100).default(12) }), OnThisDayResult),

  llmStatus: call(z.object({}), LlmStatus),
  setLlmSettings: call(LlmSettingsInput, Settings),
  /** Starts a pull; progress arrives as `pullProgress` notifications; resolves when it ends. */
  pullLlmModel: call(z.object({ model: z.string().trim().min(1) }), z.object({ pulled: z.string() })),
} as const;

export type ApiCalls = typeof apiCalls;
export type ApiName = keyof ApiCalls;
export type ApiInput<N extends ApiName> = z.input<ApiCalls[N]['input']>;
export type ApiOutput<N extends ApiName> = z.output<ApiCalls[N]['output']>;

/** The typed client every front end sees: one async function per call. */
export type MnemoApi = { [N in ApiName]: (input: ApiInput<N>) => Promise<ApiOutput<N>> };

/**
 * Notifications the engine pushes to front ends ("events" are the life events of `listEvents`).
 */
export const notifications = {
  progress: LibraryStatus,
  pullProgress: PullProgress,
  answerDelta: z.object({ conversationId: z.string(), delta: z.string() }),
} as const;
export type NotificationName = keyof typeof notifications;
export type EngineNotification<N extends NotificationName> = z.output<(typeof notifications)[N]>;
