import { EventEmitter } from 'node:events';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { apiCalls, type ApiName, type MnemoApi } from '../../shared/contract';
import type { Engine, EngineOptions } from './engine';
import { contractApi } from './handlers/contract';
import type { Handlers } from './handlers/types';
import { openLibraryEngine, type LibraryEngine } from './library-engine';
import { damagedStatus, setDatabaseAside } from './library/rebuild';
import { SettingsFile } from './settings/settings-file';
import { DatabaseDamagedError } from './store/database';
import { EditJournal } from './store/edit-journal';

export type { Engine, EngineOptions } from './engine';

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
  // Calls other than these go to the open database's engine, which validates their input itself.
  const own: Partial<MnemoApi> = contractApi(handlers);
  const api = Object.fromEntries(
    (Object.keys(apiCalls) as ApiName[]).map((name) => [
      name,
      own[name] ?? (async (input: unknown) => ((await live())[name as Exclude<ApiName, 'rebuildLibrary'>] as (i: unknown) => Promise<unknown>)(input)),
    ]),
  ) as MnemoApi;

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
    async thumbnailNow(id) {
      await rebuilding;
      return current ? current.thumbnailNow(id) : null;
    },
    async close() {
      await rebuilding;
      await current?.close();
      current = null;
    },
  };
}
