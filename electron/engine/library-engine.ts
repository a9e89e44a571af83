import type { EventEmitter } from 'node:events';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ApiName } from '../../shared/contract';
import type { LibraryStatus } from '../../shared/status';
import type { Engine, EngineOptions } from './engine';
import { Augmenter } from './augment/augmenter';
import { answerHandlers } from './handlers/answers';
import { contractApi } from './handlers/contract';
import { DuplicateReview } from './library/duplicate-review';
import { eventHandlers } from './handlers/events';
import { folderHandlers } from './handlers/folders';
import { knowledgeHandlers } from './handlers/knowledge';
import { duplicateHandlers } from './handlers/duplicates';
import { memoryHandlers } from './handlers/memories';
import { modelHandlers } from './handlers/models';
import { peopleHandlers } from './handlers/people';
import { placeHandlers } from './handlers/places';
import type { Handlers, Notify } from './handlers/types';
import { STAGES } from './ingest/stages';
import { AugmentScheduler } from './library/augment-scheduler';
import { Library } from './library/library';
import { MemoryListing } from './library/listing';
import { ProgressThrottle } from './library/progress';
import { settingsNotice, StatusCounter } from './library/status';
import { LlmService } from './llm/service';
import { MediaLookup } from './media/media-lookup';
import { InteractionThrottle } from './library/interaction';
import { ModelManager, resolveModelsDir } from './perception/models';
import { perceptionStages } from './perception/registry';
import { DECODABLE } from './perception/stages/faces-stage';
import { PerceptionServices } from './perception/services';
import { QaService } from './qa/qa-service';
import type { EditJournal } from './store/edit-journal';

/** The engine over one open database, with what a rebuild needs of it. */
export type LibraryEngine = Omit<Engine, 'rebuildLibrary'> & {
  /** Walk every root again (a fresh database after a rebuild). */
  rescan(): Promise<void>;
};

/**
 * The engine over the library's database. This is the composition root: it builds each part once,
 * in dependency order, and hands the API calls to the handlers in `handlers/`.
 */
export async function openLibraryEngine(options: EngineOptions, journal: EditJournal, emitter: EventEmitter): Promise<LibraryEngine> {
  const notify: Notify = (name, payload) => emitter.emit(name, payload);
  // Library changes fan out to whatever follows them (progress notifications, events and knowledge).
  const changeListeners = new Set<() => void>();
  const changed = () => changeListeners.forEach((listener) => listener());

  const store = await Library.openStore(options.libraryDir, changed);
  // Corrections of memories the database lacks (a rebuilt one) wait for their memory to come back.
  await store.writer.replayCorrections(journal.correctionsFolded());
  const settings = () => store.settingsFile.load();
  const llm = new LlmService(async () => (await settings()).llm);
  const models = new ModelManager({ modelsDir: options.modelsDir ?? resolveModelsDir(undefined), ...(options.manifest ? { manifest: options.manifest } : {}) });
  const services = new PerceptionServices(store.db, store.dir, models, llm, settings, (id, change) => store.writer.update(id, change), journal);
  const interaction = new InteractionThrottle();
  const lib = await Library.open(store, { perceptionStages: perceptionStages(services), onChange: changed, interaction });
  const stopWatchingModels = models.onChange(() => lib.perception.refreshReadiness());

  const augmenter = await Augmenter.open(lib.db, llm, async () => {
    if (services.models.whyMissing(await services.textEmbeddingModel()) !== null) return null;
    const { embedder, vectors } = await services.text();
    return { embed: (texts) => embedder.embed(texts), table: vectors };
  });
  await augmenter.events.keepEditsIn(journal);
  await augmenter.knowledge.keepEditsIn(journal);
  const augment = new AugmentScheduler(lib, augmenter);
  const qa = await QaService.open(lib.db, {
    events: augmenter.events, knowledge: augmenter.knowledge, llm, services,
    people: async () => (await services.people()).people().flatMap((p) => (p.name ? [{ id: p.id, name: p.name }] : [])),
    personMembers: async (ids) => {
      const index = (await services.people()).index;
      return ids.flatMap((id) => [...index.memoriesOf(id)]);
    },
    journal,
  });

  const counter = new StatusCounter(lib.db, [...STAGES, ...lib.perception.stages]);
  const peopleIndex = async () => (await services.people()).index;
  const media = new MediaLookup(lib.db);
  const listing = new MemoryListing(lib.db, peopleIndex, () => media.primer());
  const status = async (): Promise<LibraryStatus> => {
    const s = await lib.settings();
    return counter.status(
      {
        library: lib.dir, queued: lib.ingest.queued, paused: s.paused, pausedRoots: s.pausedRoots, filesPerSecond: lib.ingest.rate(),
        settingsRecovery: settingsNotice(s.recovery),
      },
      await lib.perception.reasons(),
      (stage) => (STAGES.some((x) => x.name === stage) ? lib.ingest.rate() : lib.perception.rate(stage)),
    );
  };
  const progress = new ProgressThrottle(status, () => emitter.listenerCount('progress') > 0, (s) => notify('progress', s));
  changeListeners.add(() => progress.changed());
  changeListeners.add(() => augment.changed());

  const handlers: Handlers<Exclude<ApiName, 'rebuildLibrary'>> = {
    ...memoryHandlers({ lib, listing, peopleIndex, status, journal, changed: () => augment.changed() }),
    ...answerHandlers(qa, notify),
    ...folderHandlers(lib),
    ...eventHandlers(augmenter.events),
    ...knowledgeHandlers(augmenter.knowledge),
    ...modelHandlers({ lib, models, llm, notify, changed: () => augment.changed() }),
    ...peopleHandlers(() => services.people(), { vision: () => services.vision(), image: (id) => faceImageOf(lib, id) }),
    ...duplicateHandlers({ lib, review: new DuplicateReview(lib.db, lib.dir), journal, changed: () => augment.changed() }),
    ...placeHandlers({ db: lib.db, listing, events: augmenter.events }),
    noteInteraction: async () => {
      interaction.note();
      return { ok: true as const };
    },
  };
  // Every call's input is validated here, once, whichever host calls it.
  const api = contractApi(handlers);

  return {
    ...api,
    onNotification(name, listener) {
      emitter.on(name, listener);
      return () => emitter.off(name, listener);
    },
    async indexOnce(folders) {
      await lib.ingest.resume();
      await lib.addRoots(folders);
      await lib.idle();
      await lib.perceiveAll();
      // Journaled people edits waiting for faces land on whatever came back of them.
      if (services.hasPeople()) await (await services.people()).settle();
      await augmenter.run();
      await lib.db.optimize();
      const s = await status();
      const pending = Object.fromEntries(Object.entries(s.stages).filter(([, c]) => c.pending > 0).map(([name, c]) => [name, c.pending]));
      const errors = new Set(s.errors.map((e) => e.id)).size;
      return { indexed: s.memories - errors, errors, pending };
    },
    async startWatching() {
      augment.start();
      await lib.applyDefaultRoot();
      await lib.startWatching();
    },
    mediaMemory: (id) => media.get(id),
    thumbnailNow: (id) => lib.ingest.thumbnailNow(id),
    rescan: () => lib.scanAll(),
    async close() {
      augment.stop();
      progress.stop();
      counter.close();
      listing.close();
      media.close();
      interaction.close();
      stopWatchingModels();
      await lib.close();
      await services.close();
    },
  };
}

/** What the faces stage looks at for a memory: the file when sharp decodes it, else its thumbnail. */
async function faceImageOf(lib: Library, id: string): Promise<Buffer | null> {
  const row = await lib.writer.load(id);
  if (!row) return null;
  const file = row.kind !== 'video' && row.format && DECODABLE.has(row.format) ? row.path : row.thumbnail ? path.join(lib.dir, row.thumbnail) : null;
  return file ? readFile(file).catch(() => null) : null;
}
