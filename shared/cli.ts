import { z } from 'zod';
import { ModelInfo } from './contract';
import { DuplicateGroup } from './duplicates';
import { EventSummary } from './events';
import { KnowledgeItem } from './knowledge';
import { LlmStatus } from './llm';
import { Memory } from './memory';
import { PlaceCluster } from './places';
import { AskResult, Reference } from './qa';
import { LibraryStatus } from './status';

/**
 * What `mnemo <command> --json` prints: a contract with scripts and tools, kept apart from the API
 * contract so the app's calls can change without breaking them. The CLI builds each output typed
 * by these, and the tests and tools that read CLI output parse it with them.
 */

/** `index --json`: memories indexed, those with errors, and work left per stage (model stages without their model). */
export const IndexJson = z.object({
  indexed: z.number().int(),
  errors: z.number().int(),
  pending: z.record(z.string(), z.number().int()),
});
export type IndexJson = z.infer<typeof IndexJson>;

/** `status --json` (and each line `watch --json` prints). */
export const StatusJson = LibraryStatus;
export type StatusJson = z.infer<typeof StatusJson>;

/** `pause --json` / `resume --json`: whether indexing is paused now. */
export const PauseJson = z.object({ paused: z.boolean() });
export type PauseJson = z.infer<typeof PauseJson>;

/** One memory of `list --json`: where and when it was taken, flat (the place is its label). */
export const ListItemJson = Memory.pick({
  id: true,
  path: true,
  kind: true,
  takenAt: true,
  takenAtLocal: true,
  offset: true,
  timeSource: true,
  lat: true,
  lon: true,
  status: true,
  error: true,
}).extend({ place: z.string().nullable() });
export type ListItemJson = z.infer<typeof ListItemJson>;

export const ListJson = z.object({ memories: z.array(ListItemJson) });
export type ListJson = z.infer<typeof ListJson>;

export const SearchJson = z.object({ results: z.array(Reference) });
export type SearchJson = z.infer<typeof SearchJson>;

export const AskReferenceJson = Reference.pick({ id: true, path: true, takenAt: true, place: true, score: true, why: true });
export type AskReferenceJson = z.infer<typeof AskReferenceJson>;

export const AskJson = AskResult.pick({ answer: true, analysis: true, usedLLM: true, facts: true }).extend({
  references: z.array(AskReferenceJson),
});
export type AskJson = z.infer<typeof AskJson>;

export const EventJson = EventSummary.pick({ id: true, name: true, start: true, end: true, place: true, memberCount: true, origin: true });
export type EventJson = z.infer<typeof EventJson>;

export const EventsJson = z.object({ events: z.array(EventJson) });
export type EventsJson = z.infer<typeof EventsJson>;

export const KnowledgeJson = z.object({ knowledge: z.array(KnowledgeItem) });
export type KnowledgeJson = z.infer<typeof KnowledgeJson>;

/** `places --json`: towns with photos, most first (see PlaceCluster). */
export const PlacesJson = z.object({ places: z.array(PlaceCluster.pick({ name: true, lat: true, lon: true, count: true, memoryIds: true })) });
export type PlacesJson = z.infer<typeof PlacesJson>;

/** `ollama status --json` / `ollama list --json`. */
export const OllamaStatusJson = LlmStatus;
export type OllamaStatusJson = z.infer<typeof OllamaStatusJson>;

/** `ollama pull <model> --json`. */
export const OllamaPullJson = z.object({ pulled: z.string() });
export type OllamaPullJson = z.infer<typeof OllamaPullJson>;

/** One model of `models list --json`: the app's model state, plus the files still missing. */
export const ModelStatusJson = ModelInfo.omit({ inUse: true }).extend({ missingFiles: z.array(z.string()) });
export type ModelStatusJson = z.infer<typeof ModelStatusJson>;

export const ModelsListJson = z.object({ modelsDir: z.string(), models: z.array(ModelStatusJson) });
export type ModelsListJson = z.infer<typeof ModelsListJson>;

export const ModelsPullJson = z.object({
  pulled: z.array(z.object({ id: z.string(), ok: z.boolean(), error: z.string().optional() })),
});
export type ModelsPullJson = z.infer<typeof ModelsPullJson>;

export const ModelsVerifyJson = z.object({
  verified: z.array(
    z.object({
      id: z.string(),
      ok: z.boolean(),
      problems: z.array(z.object({ file: z.string(), problem: z.string() })),
    }),
  ),
});
export type ModelsVerifyJson = z.infer<typeof ModelsVerifyJson>;

/**
 * `duplicates --json`: `exact` groups are one content in several files (memberIds has one id),
 * `similar` groups several memories of one moment. `suggested` is the memory to keep, `keepPath`
 * its file (for an exact group, the copy to keep).
 */
export const DuplicatesJson = z.object({
  groups: z.array(DuplicateGroup.pick({ kind: true, memberIds: true, paths: true, suggested: true, keepPath: true, reason: true })),
});
export type DuplicatesJson = z.infer<typeof DuplicatesJson>;
