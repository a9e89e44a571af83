import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { apiCalls, type ApiEvent, type ApiEventName, type ApiInput, type ApiName, type ApiOutput } from '../../shared/api';
import type { LibraryStatus } from '../../shared/status';
import type { Engine, EngineOptions } from './api';
import { STAGES } from './ingest/stages';
import { Library } from './library/library';
import { MemoryListing } from './library/listing';
import { StatusCounter } from './library/status';
import { MediaLookup } from './media/media-lookup';
import { QaService } from './qa/qa-service';
import { toMemory } from './store/memory-view';
import { Augmenter } from './augment/augmenter';
import { parseLocal, toEventSummary } from './augment/events/summary';
import { evidence, type KnowledgeRow } from './augment/knowledge/knowledge';
import { LlmService } from './llm/service';
import { ModelManager, resolveModelsDir } from './perception/models';
import { perceptionStages } from './perception/registry';
import { PerceptionServices } from './perception/services';
import type { PerceptionStage } from './perception/stage';
import type { Database } from './store/database';
import type { MemoryRow } from './store/schema';
import { userValues } from './store/corrections';
import type { KnowledgeItem } from '../../shared/knowledge';
import type { PersonSummary } from '../../shared/people';
import type { PeopleIndex } from './perception/people/people-index';
import type { Person } from './perception/people/types';
type FaceRef = PersonSummary['faces'][number];

export type { Engine, EngineOptions } from './api';

/** Progress events at most this often: the UI need not follow faster. */
const PROGRESS_INTERVAL_MS = 500;
/** Quiet time after the last library change before events and knowledge are recomputed. */
const AUGMENT_DELAY_MS = 3_000;

/** Opens a library and returns the engine every host (CLI, serve bridge, Electron) talks to. */
export async function openEngine(options: EngineOptions): Promise<Engine> {
  const emitter = new EventEmitter();
  let progressTimer: NodeJS.Timeout | null = null;
  let onLibraryChange: () => void = () => undefined;
  let library: Library | null = null;
  const settings = async () => library!.settings();
  const llm = new LlmService(async () => (await settings()).llm);
  const models = new ModelManager({ modelsDir: options.modelsDir ?? resolveModelsDir(undefined), ...(options.manifest ? { manifest: options.manifest } : {}) });
  let services: PerceptionServices | null = null;
  const makeStages = (db: Database, dir: string): PerceptionStage[] => {
    services = new PerceptionServices(db, dir, models, llm, settings, (id, change) => library!.ingest.update(id, change));
    return perceptionStages(services);
  };
  library = await Library.open(options.libraryDir, { perceptionStages: makeStages, onChange: () => {
    onLibraryChange();
    if (progressTimer || emitter.listenerCount('progress') === 0) return;
    progressTimer = setTimeout(() => {
      progressTimer = null;
      void status().then((s) => emitter.emit('progress', s), () => undefined);
    }, PROGRESS_INTERVAL_MS);
  } });

  const lib = library;
  const stopWatchingModels = models.onChange(() => lib.perception.refreshReadiness());
  const augmenter = await Augmenter.open(lib.db, llm, async () => {
    if (!services || services.models.whyMissing(await services.textModel()) !== null) return null;
    const { embedder, vectors } = await services.text();
    return { embed: (texts) => embedder.embed(texts), table: vectors };
  });
  const events = augmenter.events;
  const knowledge = augmenter.knowledge;
  // Events and knowledge follow the library: recomputed once changes settle and the queues are idle.
  let augmentTimer: NodeJS.Timeout | null = null;
  let watching = false;
  const scheduleAugment = (): void => {
    if (!watching) return;
    if (augmentTimer) clearTimeout(augmentTimer);
    augmentTimer = setTimeout(() => {
      augmentTimer = null;
      if (lib.ingest.queued > 0 || lib.perception.pending > 0) return scheduleAugment();
      void augmenter.run().catch(() => undefined);
    }, AUGMENT_DELAY_MS);
  };
  onLibraryChange = scheduleAugment;

  const qa = await QaService.open(lib.db, {
    events, knowledge, llm, services,
    people: async () => (await services!.people()).people().filter((p) => p.name).map((p) => ({ id: p.id, name: p.name! })),
    personMembers: async (ids) => {
      const index = (await services!.people()).index;
      return ids.flatMap((id) => [...index.memoriesOf(id)]);
    },
  });

  const faceIndex = async () => {
    const state = (await services!.people()).index.toState();
    return new Map(state.faces.map((f) => [f.faceId, { memoryId: f.memoryId, box: f.box }]));
  };
  const personAction = async (id: string, action: (index: PeopleIndex) => void): Promise<PersonSummary> => {
    const people = await services!.people();
    await people.change(action);
    const person = people.index.getPerson(id);
    if (!person) throw new Error(`no person ${id}`);
    return toPersonSummary(person, await faceIndex());
  };

  const counter = new StatusCounter(lib.db, [...STAGES, ...lib.perception.stages]);
  const peopleIndex = async () => (await services!.people()).index;
  const listing = new MemoryListing(lib.db, peopleIndex);
  const memoryOf = async (row: MemoryRow) => {
    const people = await peopleIndex();
    return toMemory(row, (faceId) => people.personOf(faceId));
  };
  const media = new MediaLookup(lib.db);

  const status = async (): Promise<LibraryStatus> => {
    const settings = await lib.settings();
    return counter.status({
      library: lib.dir,
      queued: lib.ingest.queued,
      paused: settings.paused,
      pausedRoots: settings.pausedRoots,
      filesPerSecond: lib.ingest.rate(),
    }, await lib.perception.reasons(), (stage) =>
      STAGES.some((s) => s.name === stage) ? lib.ingest.rate() : lib.perception.rate(stage));
  };

  const handlers: { [N in ApiName]: (input: ApiOutputOfInput<N>) => Promise<ApiOutput<N>> } = {
    status: () => status(),
    listMemories: ({ offset, limit, ...query }) => listing.list(query, offset, limit),
    listMemorySummaries: ({ offset, limit, ...query }) => listing.summaries(query, offset, limit),
    listDuplicates: async ({ duplicateGroup }) => ({ memories: await listing.duplicates(duplicateGroup) }),
    timeline: (filters) => listing.timeline(filters),
    async correctMemory({ id, field, value }) {
      // One spelling of a wall clock in the store (a datetime-local input leaves the seconds out).
      const corrected = field === 'takenAtLocal' && value?.length === 16 ? `${value}:00` : value;
      let rereadTime = null as string | null;
      const row = await lib.ingest.update(id, (r) => {
        const user = userValues(r);
        const hadTime = user.takenAtLocal !== undefined;
        if (corrected === null) delete user[field];
        else user[field] = corrected;
        r.user_json = JSON.stringify(user);
        const states = JSON.parse(r.stages_json) as Record<string, unknown>;
        // The text vectors follow the words the user gave.
        delete states.text;
        // The ingest wrote the user's time over the file's; without it, read the file's time again.
        if (field === 'takenAtLocal' && corrected === null && hadTime) {
          delete states.time;
          rereadTime = r.path;
        }
        r.stages_json = JSON.stringify(states);
      });
      if (!row) throw new Error(`no memory ${id}`);
      if (rereadTime) lib.ingest.enqueue(rereadTime);
      await lib.ingest.flush(); // a search right after must see it
      scheduleAugment();
      return memoryOf(row);
    },
    async getMemory({ id }) {
      const [row] = await lib.db.memoriesById([id]);
      return row ? memoryOf(row) : null;
    },
    async search({ text, now, limit }) {
      return { results: await qa.search(text, now ? new Date(now) : new Date(), limit) };
    },
    async ask({ question, now, noLlm, conversationId, limit, ablate }) {
      const id = conversationId ?? randomUUID();
      return qa.ask({
        question, now: now ? new Date(now) : new Date(), noLlm, conversationId: id, ...(limit ? { limit } : {}),
        // Only the switches that are set: the options type has no room for `undefined`.
        ...(ablate ? { ablate: Object.fromEntries(Object.entries(ablate).filter(([, on]) => on !== undefined)) } : {}),
        onDelta: (delta) => emitter.emit('answerDelta', { conversationId: id, delta }),
      });
    },
    async markReference({ question, memoryId, wrong }) {
      await qa.markReference(question, memoryId, wrong);
      return { ok: true as const };
    },
    getSettings: () => lib.settings(),
    addRoot: ({ path }) => lib.addRoots([path]),
    removeRoot: ({ path }) => lib.removeRoot(path),
    setExclusions: ({ folders, patterns }) => lib.setExclusions(folders, patterns),
    pauseRoot: ({ path, paused }) => lib.pauseRoot(path, paused),
    pauseAll: ({ paused }) => lib.pauseAll(paused),
    async retryErrors() {
      return { retried: await lib.retryFailed() };
    },
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

    async listKnowledge() {
      return { knowledge: (await knowledge.list()).map(toKnowledgeItem) };
    },
    confirmKnowledge: async ({ id }) => toKnowledgeItem(await knowledge.confirm(id)),
    rejectKnowledge: async ({ id }) => toKnowledgeItem(await knowledge.reject(id)),
    editKnowledge: async ({ id, statement }) => toKnowledgeItem(await knowledge.edit(id, statement)),
    addKnowledge: async ({ statement, evidenceIds }) => toKnowledgeItem(await knowledge.add(statement, evidenceIds)),

    async setPerceptionSettings(change) {
      const next = await lib.settingsFile.update((s) => ({ ...s, perception: { ...s.perception, ...change } }));
      lib.perception.refreshReadiness();
      return next;
    },
    async listModels() {
      const s = (await settings()).perception;
      const used = new Set([s.clipModel, s.textModel, s.speechModel]);
      return { models: (await models.list()).map((m) => ({ ...m, inUse: used.has(m.id) })) };
    },
    async pullModel({ id }) {
      const emit = (status: string, completed: number | null, total: number | null, done = false, error: string | null = null) =>
        emitter.emit('pullProgress', { source: 'models', id, status, completed, total, done, error });
      try {
        await models.pull(id, { onProgress: (p) => emit(`downloading ${p.file}`, p.bytes, p.total) });
        emit('ready', null, null, true);
      } catch (err) {
        emit('failed', null, null, true, err instanceof Error ? err.message : String(err));
        throw err;
      }
      return { pulled: id };
    },

    async listPeople({ includeHidden }) {
      const people = (await services!.people()).people().filter((p) => includeHidden || !p.hidden);
      const faces = await faceIndex();
      return { people: people.map((p) => toPersonSummary(p, faces)) };
    },
    namePerson: async ({ id, name }) => personAction(id, (index) => index.name(id, name)),
    mergePeople: async ({ intoId, fromId }) => personAction(intoId, (index) => index.merge(intoId, fromId)),
    moveFace: async ({ faceId, toPersonId }) => personAction(toPersonId, (index) => index.moveFace(faceId, toPersonId)),
    async rejectFace({ faceId, personId }) {
      await (await services!.people()).change((index) => index.rejectFace(faceId, personId));
      return { rejected: true as const };
    },
    hidePerson: async ({ id, hidden }) => personAction(id, (index) => index.hide(id, hidden)),

    llmStatus: () => llm.status(),
    async setLlmSettings(change) {
      const next = await lib.settingsFile.update((s) => ({ ...s, llm: { ...s.llm, ...change } }));
      lib.perception.refreshReadiness();
      return next;
    },
    async pullLlmModel({ model }) {
      const report = (p: { status: string; completed?: number; total?: number }, done = false, error: string | null = null) =>
        emitter.emit('pullProgress', { source: 'ollama', id: model, status: p.status, completed: p.completed ?? null, total: p.total ?? null, done, error });
      try {
        await llm.pull(model, (p) => report(p));
        report({ status: 'success' }, true);
      } catch (err) {
        report({ status: 'failed' }, true, err instanceof Error ? err.message : String(err));
        throw err;
      }
      lib.perception.refreshReadiness();
      scheduleAugment();
      return { pulled: model };
    },
  };

  // Every entry point validates its input against the contract, whichever host calls it.
  const api = Object.fromEntries(
    (Object.keys(apiCalls) as ApiName[]).map((name) => [
      name,
      // async: a bad input is a rejected call, like any other failure, never a synchronous throw.
      async (input: unknown) => (handlers[name] as (i: unknown) => Promise<unknown>)(apiCalls[name].input.parse(input ?? {})),
    ]),
  ) as { [N in ApiName]: (input: ApiInput<N>) => Promise<ApiOutput<N>> };

  return {
    ...api,
    onEvent<N extends ApiEventName>(name: N, listener: (payload: ApiEvent<N>) => void) {
      emitter.on(name, listener);
      return () => emitter.off(name, listener);
    },
    async indexOnce(folders) {
      await lib.ingest.resume();
      await lib.addRoots(folders);
      await lib.idle();
      await lib.perceiveAll();
      await augmenter.run();
      await lib.db.optimize();
      const s = await status();
      const pending = Object.fromEntries(Object.entries(s.stages).filter(([, c]) => c.pending > 0).map(([name, c]) => [name, c.pending]));
      const errors = new Set(s.errors.map((e) => e.id)).size;
      return { indexed: s.memories - errors, errors, pending };
    },
    async startWatching() {
      watching = true;
      await lib.applyDefaultRoot();
      await lib.startWatching();
      scheduleAugment();
    },
    mediaMemory: (id) => media.get(id),
    async close() {
      watching = false;
      counter.close();
      listing.close();
      media.close();
      if (progressTimer) clearTimeout(progressTimer);
      if (augmentTimer) clearTimeout(augmentTimer);
      augmenter.stop();
      stopWatchingModels();
      await lib.close();
      await services?.close();
    },
  };
}

function toPersonSummary(person: Person, known: Map<string, { memoryId: string; box: FaceRef['box'] }>): PersonSummary {
  const refs = person.faceIds.flatMap((faceId) => {
    const f = known.get(faceId);
    return f ? [{ faceId, memoryId: f.memoryId, box: f.box }] : [];
  });
  return {
    id: person.id,
    name: person.name,
    hidden: person.hidden,
    faceCount: refs.length,
    memoryCount: new Set(refs.map((r) => r.memoryId)).size,
    representative: refs.find((r) => r.faceId === person.representativeFaceId) ?? refs[0] ?? null,
    faces: refs,
  };
}

function toKnowledgeItem(row: KnowledgeRow): KnowledgeItem {
  return { id: row.id, statement: row.statement, evidenceIds: evidence(row), confidence: row.confidence, status: row.status, origin: row.origin };
}

type ApiOutputOfInput<N extends ApiName> = import('zod').output<(typeof apiCalls)[N]['input']>;
