import { EventEmitter } from 'node:events';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { apiCalls, type ApiInput, type ApiName, type ApiOutput } from '../../shared/contract';
import type { LibraryStatus } from '../../shared/status';
import type { Engine, EngineOptions } from './engine';
import { Augmenter } from './augment/augmenter';
import { answerHandlers } from './handlers/answers';
import { eventHandlers } from './handlers/events';
import { folderHandlers } from './handlers/folders';
import { knowledgeHandlers } from './handlers/knowledge';
import { memoryHandlers } from './handlers/memories';
import { modelHandlers } from './handlers/models';
import { peopleHandlers } from './handlers/people';
import type { Handlers, Notify } from './handlers/types';
import { STAGES } from './ingest/stages';
import { AugmentScheduler } from './library/augment-scheduler';
import { Library } from './library/library';
import { MemoryListing } from './library/listing';
import { ProgressThrottle } from './library/progress';
import { damagedStatus, setDatabaseAside } from './library/rebuild';
import { StatusCounter } from './library/status';
import { LlmService } from './llm/service';
import { MediaLookup } from './media/media-lookup';
import { ModelManager, resolveModelsDir } from './perception/models';
import { perceptionStages } from './perception/registry';
import { PerceptionServices } from './perception/services';
import { QaService } from './qa/qa-service';
import { SettingsFile } from './settings/settings-file';
import { DatabaseDamagedError } from './store/database';
import { EditJournal } from './store/edit-journal';

export type { Engine, EngineOptions } from './engine';

/** The engine over one open database, with what the rebuild needs of it. */
type LibraryEngine = Omit<Engine, 'rebuildLibrary'> & {
  /** Walk every root again (a fresh database after a rebuild). */
  rescan(): Promise<void>;
};

/**
 * Opens a library and returns the engine every host (CLI, serve bridge, Electron) talks to. A
 * database that cannot be read does not stop it: the engine opens "damaged" (status says why, the
 * other calls refuse) and `rebuildLibrary` sets the database aside, opens a fresh one (the edit
 * journal replays the user's edits into it) and indexes the folders again.
 */
export async function openEngine(options: EngineOptions): Promise<Engine> {
  const libraryDir = path.resolve(options.libraryDir);
  await mkdir(libraryDir, { recursive: true });
  const journal = await EditJournal.open(libraryDir);
  // One emitter for whichever database is open: subscriptions outlive a rebuild.
  const emitter = new EventEmitter();
  let current: LibraryEngine | null = null;
  let damaged: string | null = null;
  let watching = false;
  const openCurrent = async (): Promise<LibraryEngine | null> => {
    try {
      current = await openLibraryEngine({ ...options, libraryDir }, journal, emitter);
      damaged = null;
    } catch (err) {
      if (!(err instanceof DatabaseDamagedError)) throw err;
      current = null;
      damaged = err.message;
    }
    return current;
  };
  await openCurrent();
  // A rebuild in progress holds every call until the fresh database is open.
  let rebuilding: Promise<unknown> = Promise.resolve();
  const settingsFile = new SettingsFile(path.join(libraryDir, 'settings.json'));
  const live = async (): Promise<LibraryEngine> => {
    await rebuilding;
    if (current) return current;
    throw new Error(`${damaged ?? 'the library database is damaged'}. Rebuild it (mnemo rebuild, or Rebuild in the app): your edits are kept and replayed.`);
  };

  const rebuild = async () => {
    const was = current;
    current = null;
    await was?.close();
    const movedTo = await setDatabaseAside(libraryDir);
    const engine = await openCurrent();
    if (!engine) throw new Error(`a fresh database could not be opened either: ${damaged ?? 'unknown'}`);
    if (watching) await engine.startWatching();
    else void engine.rescan().catch(() => undefined);
    return { movedTo };
  };
  const handlers: Handlers<'status' | 'getSettings' | 'rebuildLibrary'> = {
    async status() {
      await rebuilding;
      if (current) return current.status({});
      return damagedStatus(libraryDir, damaged ?? 'unknown', await settingsFile.load().catch(() => null));
    },
    async getSettings() {
      await rebuilding;
      return current ? current.getSettings({}) : settingsFile.load();
    },
    rebuildLibrary() {
      const run = rebuilding.then(rebuild, rebuild);
      rebuilding = run.catch(() => undefined);
      return run;
    },
  };
  const api = Object.fromEntries(
    (Object.keys(apiCalls) as ApiName[]).map((name) => [
      name,
      async (input: unknown) => {
        const own = (handlers as Partial<Record<ApiName, (i: unknown) => Promise<unknown>>>)[name];
        if (own) return own(apiCalls[name].input.parse(input ?? {}));
        return ((await live())[name as Exclude<ApiName, 'rebuildLibrary'>] as (i: unknown) => Promise<unknown>)(input);
      },
    ]),
  ) as { [N in ApiName]: (input: ApiInput<N>) => Promise<ApiOutput<N>> };

  return {
    ...api,
    onNotification(name, listener) {
      emitter.on(name, listener);
      return () => emitter.off(name, listener);
    },
    indexOnce: async (folders) => (await live()).indexOnce(folders),
    async startWatching() {
      watching = true;
      // A damaged library watches nothing until it is rebuilt (the rebuild starts watching then).
      await rebuilding;
      if (current) await current.startWatching();
    },
    async mediaMemory(id) {
      await rebuilding;
      return current ? current.mediaMemory(id) : null;
    },
    async close() {
      await rebuilding;
      await current?.close();
      current = null;
    },
  };
}

/**
 * The engine over the library's database. This is the composition root: it builds each part once,
 * in dependency order, and hands the API calls to the handlers in `handlers/`.
 */
async function openLibraryEngine(options: EngineOptions, journal: EditJournal, emitter: EventEmitter): Promise<LibraryEngine> {
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
  const lib = await Library.open(store, { perceptionStages: perceptionStages(services), onChange: changed });
  const stopWatchingModels = models.onChange(() => lib.perception.refreshReadiness());

  const augmenter = await Augmenter.open(lib.db, llm, async () => {
    if (services.models.whyMissing(await services.textModel()) !== null) return null;
    const { embedder, vectors } = await services.text();
    return { embed: (texts) => embedder.embed(texts), table: vectors };
  });
  await augmenter.events.keepEditsIn(journal);
  await augmenter.knowledge.keepEditsIn(journal);
  const augment = new AugmentScheduler(lib, augmenter);
  const qa = await QaService.open(lib.db, {
    events: augmenter.events, knowledge: augmenter.knowledge, llm, services,
    people: async () => (await services.people()).people().filter((p) => p.name).map((p) => ({ id: p.id, name: p.name! })),
    personMembers: async (ids) => {
      const index = (await services.people()).index;
      return ids.flatMap((id) => [...index.memoriesOf(id)]);
    },
    journal,
  });

  const counter = new StatusCounter(lib.db, [...STAGES, ...lib.perception.stages]);
  const peopleIndex = async () => (await services.people()).index;
  const listing = new MemoryListing(lib.db, peopleIndex);
  const media = new MediaLookup(lib.db);
  const status = async (): Promise<LibraryStatus> => {
    const s = await lib.settings();
    return counter.status(
      { library: lib.dir, queued: lib.ingest.queued, paused: s.paused, pausedRoots: s.pausedRoots, filesPerSecond: lib.ingest.rate() },
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
    ...peopleHandlers(() => services.people()),
  };
  // Every entry point validates its input against the contract, whichever host calls it.
  const api = Object.fromEntries(
    (Object.keys(handlers) as Array<keyof typeof handlers>).map((name) => [
      name,
      // async: a bad input is a rejected call, like any other failure, never a synchronous throw.
      async (input: unknown) => (handlers[name] as (i: unknown) => Promise<unknown>)(apiCalls[name].input.parse(input ?? {})),
    ]),
  ) as { [N in Exclude<ApiName, 'rebuildLibrary'>]: (input: ApiInput<N>) => Promise<ApiOutput<N>> };

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
    rescan: () => lib.scanAll(),
    async close() {
      augment.stop();
      progress.stop();
      counter.close();
      listing.close();
      media.close();
      stopWatchingModels();
      await lib.close();
      await services.close();
    },
  };
}
