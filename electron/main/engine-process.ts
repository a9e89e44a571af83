import { openEngine } from '../engine/index';
import { warmFirstPage } from '../engine/library/warm';
import { createMediaService } from '../engine/media/media-service';
import { serveEngine } from './engine-host';
import { errorMessage } from './engine-protocol';

/**
 * Entry of the engine's utility process. LanceDB, sharp and the models run here so a slow batch
 * or a native crash never stalls or takes down Electron's main process (STYLE §5).
 */
const port = process.parentPort;
const libraryDir = process.env.MNEMO_LIBRARY;

// Give a last message time to leave before the process ends, so main can show the reason.
const exitSoon = (code: number): void => void setTimeout(() => process.exit(code), 100);

process.on('uncaughtException', (error) => {
  port.postMessage({ type: 'fatal', message: `uncaught error in the engine: ${errorMessage(error)}` });
  exitSoon(1);
});

serveEngine(
  port,
  // The timeline's first page is read as the engine opens, while the window still loads its scripts.
  () =>
    libraryDir
      ? openEngine({ libraryDir }).then((engine) => {
          void warmFirstPage(engine);
          return engine;
        })
      : Promise.reject(new Error('MNEMO_LIBRARY is not set')),
  exitSoon,
  {
    // The library's own record decides which file a media URL may name (electron/engine/media).
    media: (engine) =>
      createMediaService({
        libraryDir: libraryDir!,
        getMemory: (id) => engine.mediaMemory(id),
        thumbnailNow: (id) => engine.thumbnailNow(id),
        roots: async () => (await engine.getSettings({})).roots,
      }),
  },
);
