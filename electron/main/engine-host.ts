import { handleCall, notificationNames } from '../../shared/ipc';
import type { Engine } from '../engine/engine';
import type { MediaOpener } from '../engine/media/media-answer';
import { ToEngine, errorMessage, type FromEngine } from './engine-protocol';

/** The slice of Electron's `process.parentPort` the host uses; tests pass a fake. */
export interface ParentPortLike {
  on(event: 'message', listener: (event: { data: unknown }) => void): unknown;
  postMessage(message: FromEngine): void;
}

export interface ServeEngineOptions {
  /** Answers `media` requests for the opened engine (createMediaService over its library). */
  media?: (engine: Engine) => MediaOpener;
}

/**
 * Serves an engine over the utility process's parent port. The message listener is attached
 * before the engine opens, so calls that arrive during start-up wait for it instead of being lost.
 */
export function serveEngine(
  port: ParentPortLike,
  open: () => Promise<Engine>,
  exit: (code: number) => void,
  options: ServeEngineOptions = {},
): void {
  const engine = open();
  let media: Promise<MediaOpener | null> | null = null;
  const mediaOpener = (): Promise<MediaOpener | null> =>
    (media ??= engine.then((opened) => (options.media ? options.media(opened) : null)));

  engine.then(
    async (opened) => {
      for (const name of notificationNames) {
        opened.onNotification(name, (payload) => send(port, { type: 'notification', name, payload }));
      }
      send(port, { type: 'ready', warning: null });
      try {
        await opened.startWatching();
      } catch (error) {
        // Calls still work (e.g. removing the folder that broke watching), so report, don't crash.
        send(port, { type: 'ready', warning: `Watching folders failed: ${errorMessage(error)}` });
      }
    },
    (error: unknown) => {
      send(port, { type: 'fatal', message: `could not open the library: ${errorMessage(error)}` });
      exit(1);
    },
  );

  port.on('message', ({ data }) => {
    const parsed = ToEngine.safeParse(data);
    if (!parsed.success) {
      console.error('[mnemo] unexpected message from main:', data);
      return;
    }
    const message = parsed.data;
    if (message.type === 'close') {
      engine
        .then((opened) => opened.close())
        .catch((error: unknown) => console.error('[mnemo] closing the engine failed:', error))
        .finally(() => exit(0));
      return;
    }
    if (message.type === 'media') {
      mediaOpener()
        .then((opener) => {
          if (!opener) throw new Error('this engine process serves no media');
          return opener(message.kind, message.memoryId);
        })
        .then(
          (value) => send(port, { type: 'result', id: message.id, value }),
          (error: unknown) => send(port, { type: 'error', id: message.id, message: errorMessage(error) }),
        );
      return;
    }
    engine
      .then((opened) => handleCall(opened, message.name, message.input))
      .then(
        (value) => send(port, { type: 'result', id: message.id, value }),
        (error: unknown) => send(port, { type: 'error', id: message.id, message: errorMessage(error) }),
      );
  });
}

/** A result that can't be structured-cloned must still answer its call rather than vanish. */
function send(port: ParentPortLike, message: FromEngine): void {
  try {
    port.postMessage(message);
  } catch (error) {
    if (message.type !== 'result') throw error;
    port.postMessage({ type: 'error', id: message.id, message: `the result could not be sent: ${errorMessage(error)}` });
  }
}
