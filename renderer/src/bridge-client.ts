import type { ApiName } from '../../shared/contract';
import type { MnemoDesktop } from '../../shared/desktop';
// Types only: the contract's runtime (zod and every schema) is the engine's; in the page it was a
// fifth of the script parsed and evaluated before the timeline's first paint.
import type { BridgeNotificationName, BridgeTransport, MnemoBridge } from '../../shared/ipc';

declare global {
  interface Window {
    /** Set by the preload; absent when the page is opened outside the app. */
    mnemo?: MnemoBridge;
    /** What only the desktop app can do (set by its preload; absent in a browser under serve mode). */
    mnemoDesktop?: MnemoDesktop;
  }
}

/** Electron wraps errors thrown by main's handlers in "Error invoking remote method …"; keep the cause. */
export function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/^Error invoking remote method '[^']*': (?:Error: )?/, '');
}

function browserBridge(): MnemoBridge | null {
  const token = document.querySelector<HTMLMetaElement>('meta[name="mnemo-token"]')?.content;
  if (!token) return null;
  // The printed URL carries the token; the server has set its cookie, so keep it out of history.
  const url = new URL(window.location.href);
  if (url.searchParams.has('token')) {
    url.searchParams.delete('token');
    window.history.replaceState(null, '', url.pathname + url.search + url.hash);
  }
  // The page sits at `/<secret prefix>/`; every route is relative to it (electron/engine/serve/security.ts).
  return pageBridge(httpTransport({ base: new URL('.', document.baseURI).href, token, openSocket: browserSocket }));
}

/**
 * The typed client over a transport, as shared/ipc.ts createBridge builds it, without the list of
 * call names (which lives in the contract's schemas): any property is the call of that name, and the
 * engine refuses names it does not know. Only the page uses it; the preload, which Electron's
 * contextBridge copies, keeps createBridge's plain object.
 */
export function pageBridge(transport: BridgeTransport): MnemoBridge {
  const calls = new Map<string, (input: unknown) => Promise<unknown>>();
  const on = (name: BridgeNotificationName, listener: (payload: unknown) => void): (() => void) => transport.subscribe(name, listener);
  return new Proxy({ on } as object, {
    get(target, name) {
      if (name === 'on') return on;
      // Not a thenable: a bridge passed through a promise must not look like one.
      if (typeof name !== 'string' || name === 'then') return Reflect.get(target, name) as unknown;
      let call = calls.get(name);
      if (!call) calls.set(name, (call = (input: unknown) => transport.invoke(name as ApiName, input)));
      return call;
    },
  }) as MnemoBridge;
}

/** How the transport opens its notifications socket; Node tests pass one built on the `ws` package. */
export type OpenSocket = (
  url: string,
  on: { open(): void; message(data: unknown): void; close(): void },
) => { close(): void };

/** The browser's WebSocket, wired to the transport's handlers. */
export const browserSocket: OpenSocket = (url, on) => {
  const ws = new WebSocket(url);
  ws.onopen = () => on.open();
  ws.onmessage = (event) => on.message(event.data);
  ws.onclose = () => on.close();
  return ws;
};

export interface HttpTransportOptions {
  /** The app's root, `http://127.0.0.1:<port>/<prefix>/` (with the trailing slash): routes are resolved against it. */
  base: string;
  token: string;
  openSocket: OpenSocket;
  fetch?: typeof fetch;
}

/** 0.5 s, 1 s, 2 s … capped at 10 s: a restarted server is found again quickly, a stopped one is not hammered. */
export const reconnectDelay = (attempt: number): number => Math.min(10_000, 500 * 2 ** Math.max(0, attempt - 1));

/**
 * Calls: `POST <base>api/call/<name>` with the token as a bearer header, answered `{ ok, result | error }`.
 * Notifications: one WebSocket to `<base>api/notifications?token=…`, opened on the first subscription,
 * carrying `{ notification, payload }`; when it drops, listeners hear `engineState: restarting` and
 * it reconnects with back-off, and the server's `ready` on reconnecting tells the page to reload its
 * data.
 */
export function httpTransport(options: HttpTransportOptions): BridgeTransport & { close(): void } {
  const doFetch = options.fetch ?? fetch.bind(globalThis);
  const listeners = new Map<BridgeNotificationName, Set<(payload: unknown) => void>>();
  let socket: { close(): void } | null = null;
  let attempt = 0;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let closed = false;

  const emit = (name: BridgeNotificationName, payload: unknown): void => {
    const set = listeners.get(name);
    if (set) for (const listener of [...set]) listener(payload);
  };

  const connect = (): void => {
    if (closed || socket) return;
    const url = new URL(`api/notifications?token=${encodeURIComponent(options.token)}`, options.base).href.replace(/^http/, 'ws');
    // Handlers of a socket that was replaced or closed on purpose do nothing.
    const current = (): boolean => socket === ws;
    const ws = options.openSocket(url, {
      open: () => {
        if (current()) attempt = 0;
      },
      message: (data) => {
        if (!current() || typeof data !== 'string') return;
        const parsed = parseJson(data) as { notification?: unknown; payload?: unknown } | null;
        // A name nobody listens to (or no notification at all) reaches no one.
        if (parsed && typeof parsed.notification === 'string') emit(parsed.notification as BridgeNotificationName, parsed.payload);
      },
      close: () => {
        if (!current()) return;
        socket = null;
        if (closed) return;
        attempt += 1;
        const delayMs = reconnectDelay(attempt);
        emit('engineState', { state: 'restarting', reason: 'Lost the connection to the Mnemo server', attempt, delayMs });
        retry = setTimeout(() => {
          retry = null;
          connect();
        }, delayMs);
      },
    });
    socket = ws;
  };

  return {
    async invoke(name: ApiName, input: unknown) {
      let response: Response;
      try {
        response = await doFetch(new URL(`api/call/${encodeURIComponent(name)}`, options.base), {
          method: 'POST',
          headers: { Authorization: `Bearer ${options.token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(input ?? {}),
        });
      } catch (error) {
        throw new Error(`The Mnemo server did not answer: ${describeError(error)}`, { cause: error });
      }
      const text = await response.text();
      // Anything but the API's own answer (a 401, a proxy's page) is reported by status and text below.
      const body = parseJson(text) as { ok?: unknown; result?: unknown; error?: unknown } | null;
      if (body?.ok === true) return body.result;
      throw new Error(typeof body?.error === 'string' ? body.error : `The Mnemo server answered ${response.status}: ${text.trim()}`);
    },
    subscribe(name, listener) {
      const set = listeners.get(name) ?? new Set();
      set.add(listener);
      listeners.set(name, set);
      connect();
      return () => void set.delete(listener);
    },
    close() {
      closed = true;
      if (retry) clearTimeout(retry);
      socket?.close();
      socket = null;
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * In the app the preload provides `window.mnemo`. In a browser, under `npm run serve`, the same
 * client is built over HTTP and a WebSocket, with the token the server put in the page's meta tag.
 * `window` is absent when Node-side tests import the store, which uses describeError above.
 * Last in the file: it runs at import and uses the constants above.
 */
export const mnemo: MnemoBridge | null = typeof window === 'undefined' ? null : (window.mnemo ?? browserBridge());
