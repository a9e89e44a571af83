import { apiEventNames, handleCall } from '../../shared/ipc';
import type { Engine } from '../engine/api';
import { ToEngine, errorMessage, type FromEngine } from './engine-protocol';

/** The slice of Electron's `process.parentPort` the host uses; tests pass a fake. */
export interface ParentPortLike {
  on(event: 'message', listener: (event: { data: unknown }) => void): unknown;
  postMessage(message: FromEngine): void;
}

/**
 * Serves an engine over the utility process's parent port. The message listener is attached
 * before the engine opens, so calls that arrive during start-up wait for it instead of being lost.
 */
export function serveEngine(port: ParentPortLike, open: () => Promise<Engine>, exit: (code: number) => void): void {
  const engine = open();

  engine.then(
    async (opened) => {
      for (const name of apiEventNames) {
        opened.onEvent(name, (payload) => send(port, { type: 'event', name, payload }));
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
